// Make the Pyodide memory snapshot the page starts from (run by tools/build_site.py).
//
//   node tools/snapshot.mjs PYODIDE_DIR APP_ZIP MODULES_JSON OUT PYSCRIPT_STDLIB
//
// PYODIDE_DIR is the vendored Pyodide of the built site (the snapshot only restores into that exact
// build: its header carries Pyodide's BUILD_ID), APP_ZIP the archive the page unpacks into its home
// directory, MODULES_JSON a JSON list of the modules to import, PYSCRIPT_STDLIB PyScript's
// `src/stdlib/pyscript.js` (the Python package PyScript writes into the home directory at start).
// The interpreter is started the way PyScript starts it in the page (same home directory, same
// standard library file, no packages), the archive is unpacked where the page unpacks it, and:
// 1. every module of the archive and of PyScript's package is compiled to a hash-checked .pyc
//    (PEP 552: used only while its source is unchanged, whatever the file dates), and APP_ZIP is
//    rewritten with them (PyScript's sources are left out: it writes them itself), so that what the
//    page still imports after the restore (ui.browser, pyscript) is not compiled in the page;
// 2. the modules are imported and the memory is written to OUT. Nothing of the browser may be in
//    it: the modules imported here are the ones that do not touch `js`/`pyodide`/`pyscript` when
//    imported (build_site.py chooses them).
//
// The result is deterministic: every source of entropy and time the interpreter reads while the
// snapshot is made is a fixed sequence here (the page reseeds `random` after the restore; the
// string hash seed stays the one fixed here, the same for every visitor).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, appZip, modulesJson, out, pyscriptStdlib] = process.argv.slice(2);
if (!pyscriptStdlib) {
  console.error("usage: node tools/snapshot.mjs PYODIDE_DIR APP_ZIP MODULES_JSON OUT PYSCRIPT_STDLIB");
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
  // As in the page (not this script's path, nor this machine's locale): the same bytes everywhere.
  _sysExecutable: "./this.program",
  env: { LANG: "C.UTF-8" },
  stdout: (line) => messages.push(line),
  stderr: (line) => messages.push(line),
});
// Where assets/interpreter.mjs unpacks the archive in the page: the home (working) directory.
py.unpackArchive(new Uint8Array(fs.readFileSync(appZip)), "zip", { extractDir: "./" });

// PyScript's own package, where PyScript writes it (the page writes the sources; we bring .pyc).
const pyscriptTree = (await import(pathToFileURL(pyscriptStdlib).href)).default;
(function write(base, tree) {
  for (const [name, value] of Object.entries(tree)) {
    const where = `${base}/${name}`;
    if (typeof value === "string") py.FS.writeFile(where, value);
    else { py.FS.mkdirTree(where); write(where, value); }
  }
})("/home/pyodide", pyscriptTree);
py.runPython(`
import os, py_compile, shutil, zipfile
from importlib.util import cache_from_source
def _walk(top):
    for folder, dirs, files in os.walk(top):
        dirs.sort()
        for name in sorted(files):
            yield os.path.join(folder, name)
for top in ("engine", "ui", "pyscript"):
    for path in list(_walk(top)):
        if path.endswith(".py"):
            py_compile.compile(path, cache_from_source(path), doraise=True,
                               invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)
with zipfile.ZipFile("/tmp/app.zip", "w", zipfile.ZIP_STORED) as archive:
    for top in ("engine", "pyscript", "ui"):
        for path in _walk(top):
            if top == "pyscript" and "__pycache__" not in path:
                continue
            info = zipfile.ZipInfo(path, date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = 0o644 << 16
            with open(path, "rb") as fh:
                archive.writestr(info, fh.read())
shutil.rmtree("pyscript")
del _walk, top, path, archive, info, fh
`);
fs.writeFileSync(appZip, py.FS.readFile("/tmp/app.zip"));
py.FS.unlink("/tmp/app.zip");
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
