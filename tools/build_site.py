"""Build the static site into build/site/ (ARCHITECTURE.md §2).

    python tools/build_site.py [--out build/site]

Steps, each checked:
1. the engine wheel (``pip wheel``) into ``dist/``;
2. Pyodide and PyScript copied from ``node_modules`` into ``vendor/`` (source maps left out), with
   every CDN default in their code pointed at our own copies, so the site never asks another host;
3. the micropip and packaging wheels from PyPI (cached in build/cache, checked against the sha256
   pinned below) beside Pyodide, with their digests and names written into ``pyodide-lock.json``
   (the lock's own digests are for Pyodide's builds, and the browser refuses a mismatch);
4. idiomorph (the DOM morpher the page redraws with) from ``node_modules`` into ``vendor/``;
5. ``dist/app.zip``: the engine (from the wheel) and every module under ``src/ui`` in one archive,
   stored uncompressed (a compressing host does better on it), that assets/interpreter.mjs unpacks
   into the home directory (a plain copy in JavaScript: faster than PyScript's ``[files]``, which
   unpacks through Python), so adding a module needs no edit anywhere; step 6 adds hash-checked
   .pyc files of these modules and of PyScript's own package (nothing is compiled in the page);
6. ``dist/snapshot.bin``: a Pyodide memory snapshot made in Node (tools/snapshot.mjs) from the
   vendored Pyodide with the archive unpacked and every engine and UI module imported that does not
   touch the browser when imported (found from the sources, no list kept by hand); its header must
   name the vendored Pyodide's build or the build fails;
7. the page, ``pyscript.json`` (written from ``pyscript.toml``, checked: a JSON config needs no TOML
   parser in the page), the interpreter module ``assets/interpreter.mjs`` (Pyodide's loadPyodide
   started from the snapshot, then the app archive unpacked; stamped with the Pyodide build it
   expects), the UI modules (the AI worker fetches its script) and the assets;
8. ``sw.js``, a service worker that pre-caches every file of the site, its list and cache name
   generated from the files built (PyScript's chunk names are hashed).

The build refuses to finish if any built file still names a CDN.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE = ROOT / "node_modules"
CACHE = ROOT / "build" / "cache"

#: Wheels vendored beside Pyodide: exact versions from PyPI and their sha256 (checked).
VENDORED_WHEELS = {
    "micropip": ("0.11.1", "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3"),
    "packaging": ("26.1", "5d9c0669c6285e491e0ced2eee587eaf67b670d94a19e94e3984a481aba6802f"),
}
#: The Pyodide files the page needs (the npm package also holds Node-only and type files).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
#: Modules that exist only in the browser: a module that imports one of them when imported (itself
#: or through another such module) is not imported into the snapshot.
BROWSER_ONLY = ("js", "pyodide", "pyodide_js", "pyscript")
#: The app archive and the snapshot, relative to the site.
APP_ZIP = "dist/app.zip"
SNAPSHOT = "dist/snapshot.bin"
#: The placeholder in assets/interpreter.mjs that the build replaces with Pyodide's BUILD_ID.
BUILD_ID_MARK = "@@PYODIDE_BUILD_ID@@"
#: A Pyodide memory snapshot starts with this magic number, then the offset of the memory, the
#: length of its JSON part, 0, and the 256-bit BUILD_ID of the Pyodide that made it (Pyodide's
#: snapshot.ts: a private format, which is why the version is pinned and the build checks it).
SNAPSHOT_MAGIC = 1886286592
#: Hosts that must never appear in a built file as something to fetch.
FORBIDDEN = re.compile(r"https?://(cdn\.jsdelivr\.net|unpkg\.com|pyscript\.net|cdnjs|fonts\.googleapis)")


class BuildError(RuntimeError):
    """The build cannot go on; the message says why and what to do."""


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def project_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as fh:
        return tomllib.load(fh)["project"]["version"]


def wheel_name() -> str:
    return f"tabletop_engine-{project_version()}-py3-none-any.whl"


def build_wheel(out: Path) -> Path:
    dist = out / "dist"
    dist.mkdir(parents=True)
    tmp = ROOT / "build" / "wheel"
    shutil.rmtree(tmp, ignore_errors=True)
    cmd = [
        sys.executable,
        "-m",
        "pip",
        "wheel",
        "--quiet",
        "--no-deps",
        "--no-build-isolation",
        "-w",
        str(tmp),
        str(ROOT),
    ]
    subprocess.run(cmd, check=True, cwd=ROOT)
    built = tmp / wheel_name()
    if not built.exists():
        raise BuildError(f"pip did not produce {built.name} (found: {[p.name for p in tmp.iterdir()]})")
    shutil.copy2(built, dist / built.name)
    shutil.rmtree(ROOT / "build" / "lib", ignore_errors=True)
    for info in (ROOT / "src").glob("*.egg-info"):
        shutil.rmtree(info)
    return dist / built.name


def fetch_wheel(name: str) -> Path:
    version, digest = VENDORED_WHEELS[name]
    CACHE.mkdir(parents=True, exist_ok=True)
    path = CACHE / f"{name}-{version}-py3-none-any.whl"
    if not path.exists() or sha256(path) != digest:
        cmd = [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--quiet",
            f"{name}=={version}",
            "--python-version",
            "3.14",
            "--only-binary=:all:",
            "--no-deps",
            "-d",
            str(CACHE),
        ]
        subprocess.run(cmd, check=True)
    if sha256(path) != digest:
        raise BuildError(f"{path.name} from PyPI has sha256 {sha256(path)}, expected {digest}")
    return path


def patch(text: str, old: str, new: str, where: str) -> str:
    if old not in text:
        raise BuildError(f"{where}: expected to find {old!r} to rewrite (did the npm package change?)")
    return text.replace(old, new)


def vendor_pyodide(out: Path) -> None:
    src = NODE / "pyodide"
    if not src.is_dir():
        raise BuildError("node_modules/pyodide is missing: run `npm ci` (make site does it)")
    dst = out / "vendor" / "pyodide"
    dst.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(src / name, dst / name)
    # Pyodide's Node-only fallback names the CDN; point it at the local index URL (``t``) instead.
    mjs = dst / "pyodide.mjs"
    mjs.write_text(
        patch(mjs.read_text(), "`https://cdn.jsdelivr.net/pyodide/v${U}/full/`", "t", "pyodide.mjs"),
    )
    lock = json.loads((src / "pyodide-lock.json").read_text())
    for name in VENDORED_WHEELS:
        wheel = fetch_wheel(name)
        shutil.copy2(wheel, dst / wheel.name)
        entry = lock["packages"][name]
        entry["file_name"] = wheel.name
        entry["version"] = VENDORED_WHEELS[name][0]
        entry["sha256"] = sha256(wheel)
    (dst / "pyodide-lock.json").write_text(json.dumps(lock, separators=(",", ":")))


def vendor_pyscript(out: Path) -> None:
    src = NODE / "@pyscript" / "core" / "dist"
    if not src.is_dir():
        raise BuildError("node_modules/@pyscript/core is missing: run `npm ci` (make site does it)")
    dst = out / "vendor" / "pyscript"
    dst.mkdir(parents=True)
    for path in sorted(src.iterdir()):
        if path.suffix in (".js", ".css"):
            shutil.copy2(path, dst / path.name)
    # The interpreter defaults name the CDN: make them our vendored copies (relative to this file).
    for path in dst.glob("*.js"):
        text = path.read_text()
        if "cdn.jsdelivr.net" not in text:
            continue
        text = re.sub(
            r"`https://cdn\.jsdelivr\.net/pyodide/v\$\{e\}/full/pyodide\.mjs`",
            '`${new URL("../pyodide/pyodide.mjs",import.meta.url)}`',
            text,
        )
        text = re.sub(
            r"`https://cdn\.jsdelivr\.net/npm/@micropython/micropython-webassembly-pyscript@\$\{e\}/micropython\.mjs`",
            '`${new URL("../micropython/micropython.mjs",import.meta.url)}`',
            text,
        )
        path.write_text(text)


def vendor_idiomorph(out: Path) -> None:
    src = NODE / "idiomorph"
    if not (src / "dist" / "idiomorph.min.js").is_file():
        raise BuildError("node_modules/idiomorph is missing: run `npm ci` (make site does it)")
    dst = out / "vendor" / "idiomorph"
    dst.mkdir(parents=True)
    shutil.copy2(src / "dist" / "idiomorph.min.js", dst / "idiomorph.min.js")
    shutil.copy2(src / "LICENSE", dst / "LICENSE")


def app_files(wheel: Path) -> dict[str, bytes]:
    """The files of the app archive: the engine package from the wheel (its data files too) and
    every module under ``src/ui``, by their path in the home directory."""
    files: dict[str, bytes] = {}
    with zipfile.ZipFile(wheel) as whl:
        for name in whl.namelist():
            if name.startswith("engine/") and not name.endswith("/"):
                files[name] = whl.read(name)
    ui = ROOT / "src" / "ui"
    for path in sorted(ui.rglob("*.py")):
        if "__pycache__" not in path.parts:
            files[path.relative_to(ROOT / "src").as_posix()] = path.read_bytes()
    return files


def write_app_zip(files: dict[str, bytes], path: Path) -> None:
    """A deterministic archive (sorted, fixed dates), stored: the files are small, unpacking needs
    no inflating, and a host that compresses (brotli, gzip) compresses the whole far better."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as archive:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = 0o644 << 16
            archive.writestr(info, files[name])


def module_name(path: str) -> str:
    parts = path.removesuffix(".py").split("/")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_time_imports(source: str, module: str, package: bool) -> set[str]:
    """The modules a module imports when it is imported: every import statement outside function
    bodies (class bodies and module-level ``if``/``try`` run at import time), with relative imports
    resolved, and for ``from x import y`` both ``x`` and ``x.y`` (y may be a submodule)."""
    found: set[str] = set()
    base = module.split(".") if package else module.split(".")[:-1]

    def visit(node: ast.AST) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            return
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parent = base[: len(base) - node.level + 1]
                origin = ".".join(parent + ([node.module] if node.module else []))
            else:
                origin = node.module or ""
            found.add(origin)
            found.update(f"{origin}.{alias.name}" for alias in node.names)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(source))
    return found


def snapshot_modules(files: dict[str, bytes]) -> list[str]:
    """Every module of the archive that can be imported outside the browser: not one that imports
    ``js``, ``pyodide`` or ``pyscript`` when imported, nor one that imports such a module of ours
    (followed to the end). Found from the sources, so a new module is picked up by itself."""
    imports: dict[str, set[str]] = {}
    for path, data in files.items():
        if path.endswith(".py"):
            name = module_name(path)
            imports[name] = import_time_imports(data.decode(), name, path.endswith("/__init__.py"))

    def top(name: str) -> str:
        return name.split(".")[0]

    browser = {m for m, deps in imports.items() if any(top(d) in BROWSER_ONLY for d in deps)}
    changed = True
    while changed:
        changed = False
        for module, deps in imports.items():
            # Importing a.b.c imports a and a.b too.
            needed = deps | {".".join(d.split(".")[:i]) for d in deps for i in range(1, d.count(".") + 1)}
            if module not in browser and needed & browser:
                browser.add(module)
                changed = True
    return sorted(m for m in imports if m not in browser)


def pyodide_build_id(pyodide_dir: Path) -> str:
    """The BUILD_ID compiled into the vendored ``pyodide.mjs`` (what a snapshot must carry)."""
    found = set(re.findall(r'BUILD_ID:"([0-9a-f]{64})"', (pyodide_dir / "pyodide.mjs").read_text()))
    if len(found) != 1:
        raise BuildError(f"pyodide.mjs: expected one BUILD_ID, found {sorted(found)} (did the npm package change?)")
    return found.pop()


def snapshot_build_id(snapshot: Path) -> str:
    """The BUILD_ID in a snapshot's header (see SNAPSHOT_MAGIC)."""
    with snapshot.open("rb") as fh:
        head = fh.read(48)
    if len(head) < 48 or struct.unpack_from("<I", head)[0] != SNAPSHOT_MAGIC:
        raise BuildError(f"{snapshot.name} is not a Pyodide memory snapshot (wrong magic number)")
    return "".join(f"{word:08x}" for word in struct.unpack_from("<8I", head, 16))


def make_snapshot(out: Path, files: dict[str, bytes]) -> list[str]:
    """Run tools/snapshot.mjs in Node against the vendored Pyodide and the app archive (which it
    rewrites with the .pyc files); check the snapshot names the vendored build. Returns the modules
    imported into it."""
    modules = snapshot_modules(files)
    listing = ROOT / "build" / "snapshot-modules.json"
    listing.write_text(json.dumps(modules, indent=0))
    pyodide_dir = out / "vendor" / "pyodide"
    target = out / SNAPSHOT
    script = ROOT / "tools" / "snapshot.mjs"
    pyscript_stdlib = NODE / "@pyscript" / "core" / "src" / "stdlib" / "pyscript.js"
    if not pyscript_stdlib.is_file():
        raise BuildError(f"{pyscript_stdlib} is missing (did the npm package change?)")
    cmd = ["node", str(script), str(pyodide_dir), str(out / APP_ZIP), str(listing), str(target), str(pyscript_stdlib)]
    try:
        # The build machine's time zone would be frozen into the snapshot: make it the same everywhere.
        env = {**os.environ, "TZ": "UTC"}
        subprocess.run(cmd, check=True, cwd=ROOT, stdout=subprocess.DEVNULL, env=env)
    except FileNotFoundError as exc:
        raise BuildError("node is needed to make the start-up snapshot (Node >= 20)") from exc
    expected, got = pyodide_build_id(pyodide_dir), snapshot_build_id(target)
    if got != expected:
        raise BuildError(f"the snapshot was made by Pyodide build {got}, but the site vendors build {expected}")
    return modules


def check_pyscript_config() -> dict:
    """pyscript.toml must name our interpreter module, install no packages at start and list no
    files (the interpreter module unpacks the app archive)."""
    with (ROOT / "pyscript.toml").open("rb") as fh:
        config = tomllib.load(fh)
    problems = []
    if config.get("interpreter") != "./assets/interpreter.mjs":
        problems.append('interpreter must be "./assets/interpreter.mjs" (it starts Pyodide from the snapshot)')
    if "packages" in config:
        problems.append("packages must not be installed at start (the engine is in the snapshot and the app archive)")
    if "files" in config:
        problems.append("no [files]: the interpreter module unpacks the app archive (dist/app.zip)")
    if "!error" in config.get("plugins", []):
        problems.append("the error plugin must stay (the loading screen shows Python errors through it)")
    if problems:
        raise BuildError("pyscript.toml: " + "; ".join(problems))
    return config


def pyscript_config_json() -> str:
    """The built config: pyscript.toml as JSON (PyScript then loads no TOML parser)."""
    return json.dumps(check_pyscript_config(), indent=2) + "\n"


PRELOAD_MARK = "<!-- preload: tools/build_site.py puts preload hints for the interpreter and the engine here -->"


def preload_hints(out: Path) -> str:
    """Link tags that start the big downloads while PyScript's own scripts load."""
    # PyScript's core and the one plugin chunk it imports at start (names carry build hashes).
    always = ("core-", "error-")
    modules = [
        f"./vendor/pyscript/{p.name}"
        for p in sorted((out / "vendor" / "pyscript").glob("*.js"))
        if p.name.startswith(always)
    ]
    modules += ["./assets/interpreter.mjs", "./vendor/pyodide/pyodide.mjs", "./vendor/pyodide/pyodide.asm.mjs"]
    fetches = [
        f"./{SNAPSHOT}",
        "./vendor/pyodide/pyodide.asm.wasm",
        "./pyscript.json",
        "./vendor/pyodide/python_stdlib.zip",
        "./vendor/pyodide/pyodide-lock.json",
        f"./{APP_ZIP}",
        "./ui/main.py",  # PyScript fetches it only once Python is ready
    ]
    tags = [f'<link rel="modulepreload" href="{m}">' for m in modules]
    tags += [f'<link rel="preload" href="{f}" as="fetch" crossorigin="anonymous">' for f in fetches]
    return "\n  ".join(tags)


def check_mpy_config(page: str, config: dict) -> None:
    """index.html's ``<mpy-config>`` must leave out the same plugins as pyscript.toml (PyScript
    loads every plugin for a script type without a config, "mpy" included)."""
    found = re.search(r"<mpy-config hidden>(.*?)</mpy-config>", page, re.S)
    if not found or json.loads(found.group(1)).get("plugins") != config.get("plugins"):
        raise BuildError('index.html needs <mpy-config hidden>{"plugins": [...]}</mpy-config> with the same plugins')


def copy_app(out: Path) -> None:
    page = (ROOT / "index.html").read_text()
    if PRELOAD_MARK not in page:
        raise BuildError("index.html lost its preload marker comment")
    check_mpy_config(page, check_pyscript_config())
    (out / "index.html").write_text(page.replace(PRELOAD_MARK, preload_hints(out)))
    (out / "pyscript.json").write_text(pyscript_config_json())
    shutil.copytree(ROOT / "src" / "ui", out / "ui", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    shutil.copytree(ROOT / "assets", out / "assets", ignore=shutil.ignore_patterns(".*"))
    shutil.move(str(out / "assets" / "manifest.webmanifest"), out / "manifest.webmanifest")
    interpreter = out / "assets" / "interpreter.mjs"
    text = interpreter.read_text()
    if BUILD_ID_MARK not in text:
        raise BuildError(f"assets/interpreter.mjs lost its {BUILD_ID_MARK} placeholder")
    interpreter.write_text(text.replace(BUILD_ID_MARK, pyodide_build_id(out / "vendor" / "pyodide")))


SW_TEMPLATE = """\
// Generated by tools/build_site.py: pre-caches every file of the site for offline play.
// Each file is listed with the sha256 of its content; a new version installs only when every file
// the host serves has the content this list names. A deploy caught half-way (sw.js uploaded before
// the files, or a file changed without a new sw.js) therefore never becomes the cached version:
// visitors keep the last complete one and get the new one on a later visit, once the host has it.
const CACHE = "tabletop-%(version)s";
const FILES = %(files)s;

async function hex(buffer) {
  const digest = await crypto.subtle.digest("SHA-256", buffer);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const fetched = await Promise.all(FILES.map(async ([file, sha]) => {
      const response = await fetch(new Request(file, { cache: "reload" }));
      if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
      if (sha && (await hex(await response.clone().arrayBuffer())) !== sha) {
        throw new Error(`${file} is not the version this service worker lists (a deploy in progress?)`);
      }
      return [file, response];
    }));
    const cache = await caches.open(CACHE);
    await Promise.all(fetched.map(([file, response]) => cache.put(file, response)));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("tabletop-") && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const key = request.mode === "navigate" ? "./index.html" : request;
    const hit = await cache.match(key, { ignoreSearch: request.mode === "navigate" });
    if (hit) return hit;
    return fetch(request);
  })());
});
"""


def write_service_worker(out: Path) -> list[str]:
    """``sw.js`` listing every file with its sha256 (``./`` is index.html); its cache name is the
    digest of the whole list, so any change to any file makes a new version."""
    files = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    digest = hashlib.sha256()
    entries = [["./", sha256(out / "index.html")]]
    for name in files:
        sha = sha256(out / name)
        digest.update(name.encode())
        digest.update(sha.encode())
        entries.append([f"./{name}", sha])
    (out / "sw.js").write_text(
        SW_TEMPLATE % {"version": digest.hexdigest()[:16], "files": json.dumps(entries, indent=0)}
    )
    return [e[0] for e in entries]


def check_no_cdn(out: Path) -> None:
    bad = []
    for path in out.rglob("*"):
        textual = path.suffix in (".js", ".mjs", ".html", ".toml", ".json", ".css", ".py", ".webmanifest")
        if path.is_file() and textual and FORBIDDEN.search(path.read_text(errors="replace")):
            bad.append(path.relative_to(out).as_posix())
    if bad:
        raise BuildError(f"these built files still name a CDN: {bad}")


def build(out: Path) -> None:
    tmp = out.with_name(out.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    wheel = build_wheel(tmp)
    vendor_pyodide(tmp)
    vendor_pyscript(tmp)
    vendor_idiomorph(tmp)
    files = app_files(wheel)
    write_app_zip(files, tmp / APP_ZIP)
    modules = make_snapshot(tmp, files)
    copy_app(tmp)
    listed = write_service_worker(tmp)
    check_no_cdn(tmp)
    shutil.rmtree(out, ignore_errors=True)
    tmp.rename(out)
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    where = out.relative_to(ROOT)
    print(f"built {where}: {len(listed) - 1} files, {size / 1e6:.1f} MB, {len(modules)} modules in the snapshot")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "site")
    args = parser.parse_args()
    try:
        build(args.out.resolve())
    except (BuildError, subprocess.CalledProcessError) as exc:
        print(f"build failed: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
