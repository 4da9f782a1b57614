// Make the Pyodide memory snapshot the page starts from (run by tools/build_site.py).
//
//   node tools/snapshot.mjs PYODIDE_DIR APP_ZIP MODULES_JSON OUT
//
// PYODIDE_DIR is the vendored Pyodide of the built site (the snapshot only restores into that exact
// build: its header carries Pyodide's BUILD_ID), APP_ZIP the archive the page unpacks into its home
// directory, MODULES_JSON a JSON list of the modules to import. The interpreter is started the way
// PyScript starts it in the page (same home directory, same standard library file, no packages),
// the archive is unpacked where the page unpacks it, the modules are imported, and the memory is
// written to OUT. Nothing of the browser may be in it: the modules imported here are the ones that
// do not touch `js`/`pyodide`/`pyscript` when imported (build_site.py chooses them).
//
// The result is deterministic: every source of entropy and time the interpreter reads while the
// snapshot is made is a fixed sequence here (the page reseeds `random` after the restore; the
// string hash seed stays the one fixed here, the same for every visitor).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, appZip, modulesJson, out] = process.argv.slice(2);
if (!out) {
  console.error("usage: node tools/snapshot.mjs PYODIDE_DIR APP_ZIP MODULES_JSON OUT");
  process.exit(2);
}

// Fixed entropy and a fixed clock while the snapshot is made.
let state = 0x2545f491;
function nextByte() {
  state ^= state << 13; state >>>= 0;
  state ^= state >>> 17;
  state ^= state << 5; state >>>= 0;
  return state & 0xff;
}
crypto.randomFillSync = (view) => {
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  for (let i = 0; i < bytes.length; i++) bytes[i] = nextByte();
  return view;
};
let clock = Date.UTC(2020, 0, 1);
Date.now = () => (clock += 1);
let ticks = 0;
performance.now = () => (ticks += 1);

const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const initialMemory = 30 * 1024 * 1024;
const messages = [];
const py = await loadPyodide({
  indexURL: pyodideDir + "/",
  _makeSnapshot: true,
  stdout: (line) => messages.push(line),
  stderr: (line) => messages.push(line),
});
// PyScript's `[files]` entry "./dist/app.zip" = "./*" unpacks into the working directory.
py.unpackArchive(new Uint8Array(fs.readFileSync(appZip)), "zip", { extractDir: "./" });
py.globals.set("MODULES", py.toPy(JSON.parse(fs.readFileSync(modulesJson, "utf8"))));
const failed = py.runPython(`
import gc, importlib, traceback
failed = []
for name in MODULES:
    try:
        importlib.import_module(name)
    except BaseException:
        failed.append(name + ": " + traceback.format_exc(limit=-3))
del MODULES, name
gc.collect()
"\\n".join(failed)
`);
if (failed) {
  console.error(`these modules cannot be imported in the snapshot:\n${failed}\n${messages.join("\n")}`);
  process.exit(1);
}
const memory = py._module.HEAP8.length;
if (memory > initialMemory) {
  console.error(`the interpreter's memory grew to ${memory} bytes (more than the initial ${initialMemory}): `
    + "a snapshot of grown memory cannot be restored reliably; import less into it");
  process.exit(1);
}
const snapshot = py.makeMemorySnapshot();
fs.writeFileSync(out, snapshot);
console.log(`snapshot: ${snapshot.length} bytes`);
