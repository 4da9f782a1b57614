// PyScript's `interpreter` (pyscript.toml): the vendored Pyodide's `loadPyodide`, started from the
// memory snapshot the build made (tools/snapshot.mjs: the interpreter with the engine and the UI's
// pure modules already imported), so that the page skips Python's own start and those imports.
// When the snapshot cannot be used (missing, made by another Pyodide build, or its restore fails)
// the interpreter starts normally, and the console says why. Either way the app archive
// (dist/app.zip) is then unpacked into the home directory. PyScript imports this module in the
// page and in the computer opponent's worker alike; it needs `loadPyodide` and `version` from it.
//
// The snapshot relies on Pyodide's private options `_loadSnapshot` (Pyodide 314.0.7, pinned in
// package.json; the build checks the snapshot names the vendored build).
import * as pyodide from "../vendor/pyodide/pyodide.mjs";

export const version = pyodide.version;

const INDEX_URL = new URL("../vendor/pyodide/", import.meta.url).href;
const SNAPSHOT_URL = new URL("../dist/snapshot.bin", import.meta.url).href;
const APP_URL = new URL("../dist/app.zip", import.meta.url).href;
const HOME = "/home/pyodide";
// The Pyodide build the snapshot must come from: written by tools/build_site.py.
const BUILD_ID = "@@PYODIDE_BUILD_ID@@";
// Pyodide's snapshot header: a magic number, three words, then the 256-bit BUILD_ID.
const MAGIC = 1886286592;
const HEADER = 48;

// After a restore: what the snapshot froze that must differ between visits or places. `random`
// (imported at Python's start) would repeat the same numbers for every visitor; the time-zone
// constants of `time` are those of the build machine (Pyodide has no time.tzset: they are
// recomputed as CPython computes them without one). The string hash seed cannot change once Python
// runs: it is the build's fixed one (nothing of ours depends on it; see the README).
const AFTER_RESTORE = `
import random as _r, sys as _s, time as _t
_r.seed()
_y = 365 * 24 * 3600 + 6 * 3600
_n = int(_t.time()) // _y * _y
_j, _u = _t.localtime(_n), _t.localtime(_n + _y // 2)
if _j.tm_gmtoff > _u.tm_gmtoff:
    _j, _u = _u, _j
_t.timezone, _t.altzone = -_j.tm_gmtoff, -_u.tm_gmtoff
_t.daylight, _t.tzname = int(_j.tm_gmtoff != _u.tm_gmtoff), (_j.tm_zone, _u.tm_zone)
while _s.path.count("") > 1:
    _s.path.remove("")
del _r, _s, _t, _y, _n, _j, _u
`;

function mark(name) {
  if (globalThis.tabletopBoot) globalThis.tabletopBoot.mark(name);
}

// Started as soon as PyScript imports this module (index.html preloads the file earlier still).
const snapshotPromise = (async () => {
  const response = await fetch(SNAPSHOT_URL);
  if (!response.ok) throw new Error(`the snapshot file could not be loaded (HTTP ${response.status})`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length < HEADER || new Uint32Array(bytes.buffer, 0, 1)[0] !== MAGIC) {
    throw new Error("the snapshot file is not a Pyodide memory snapshot");
  }
  const words = new Uint32Array(bytes.buffer, 16, 8);
  const id = Array.from(words, (w) => w.toString(16).padStart(8, "0")).join("");
  if (id !== BUILD_ID) {
    throw new Error(`the snapshot was made by another Pyodide build (${id.slice(0, 12)}…, not ${BUILD_ID.slice(0, 12)}…)`);
  }
  mark("snapshot loaded");
  return bytes;
})();
snapshotPromise.catch(() => {}); // reported by loadPyodide below

// The app archive (the engine, the UI and their hash-checked .pyc, PyScript's .pyc): unpacked into
// the home directory before PyScript goes on, as its `[files]` would, but read here in JavaScript:
// the archive is stored (not deflated), so unpacking is copying, with no Python to run for it.
const appPromise = fetch(APP_URL).then((response) => {
  if (!response.ok) throw new Error(`the app archive could not be loaded (HTTP ${response.status})`);
  return response.arrayBuffer();
});
appPromise.catch(() => {}); // reported when the interpreter needs it

function unpackApp(py, buffer) {
  const view = new DataView(buffer);
  const decoder = new TextDecoder();
  let at = 0;
  let count = 0;
  while (at + 30 <= buffer.byteLength && view.getUint32(at, true) === 0x04034b50) {
    const flags = view.getUint16(at + 6, true);
    const method = view.getUint16(at + 8, true);
    const size = view.getUint32(at + 18, true);
    const nameLength = view.getUint16(at + 26, true);
    const extraLength = view.getUint16(at + 28, true);
    if (method !== 0 || flags & 8) {
      // Not the archive the build writes: let Pyodide unpack it (slower, same result).
      py.unpackArchive(buffer, "zip", { extractDir: HOME });
      return;
    }
    const name = decoder.decode(new Uint8Array(buffer, at + 30, nameLength));
    const start = at + 30 + nameLength + extraLength;
    const path = `${HOME}/${name}`;
    if (!name.endsWith("/")) {
      py.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
      py.FS.writeFile(path, new Uint8Array(buffer, start, size));
      count += 1;
    }
    at = start + size;
  }
  if (!count) throw new Error("the app archive is empty or not a zip file");
}

// The interpreter is also left in globalThis.tabletopPyodide (the tests run the engine through it).
export async function loadPyodide(options = {}) {
  // PyScript derives indexURL from this module's address: the interpreter's files are elsewhere.
  const settings = { ...options, indexURL: INDEX_URL };
  let py = null;
  let reason;
  try {
    py = await pyodide.loadPyodide({ ...settings, _loadSnapshot: await snapshotPromise });
  } catch (err) {
    reason = (err && err.message) || String(err);
  }
  if (py) {
    try {
      py.runPython(AFTER_RESTORE);
    } catch (err) {
      console.warn("Tabletop: the interpreter restored from the snapshot could not be refreshed:", err);
    }
    globalThis.tabletopStartedFrom = "snapshot";
    mark("interpreter restored from the snapshot");
  } else {
    console.warn(`Tabletop: starting Python without the start-up snapshot: ${reason}`);
    globalThis.tabletopStartedFrom = "fallback";
    globalThis.tabletopSnapshotProblem = reason;
    py = await pyodide.loadPyodide(settings);
  }
  unpackApp(py, await appPromise);
  mark("app unpacked");
  globalThis.tabletopPyodide = py;
  return py;
}
