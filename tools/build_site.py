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
5. the page, ``pyscript.toml`` (checked against the wheel; its ``[files]`` list of UI modules is
   written here from ``src/ui``, so adding a module needs no edit there), the UI modules and the
   assets;
6. ``sw.js``, a service worker that pre-caches every file of the site, its list and cache name
   generated from the files built (PyScript's chunk names are hashed).

The build refuses to finish if any built file still names a CDN.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tomllib
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


def ui_modules() -> list[str]:
    return sorted(p.relative_to(ROOT / "src").as_posix() for p in (ROOT / "src" / "ui").rglob("*.py"))


def check_pyscript_config() -> dict:
    """pyscript.toml must name the wheel being built and the vendored Pyodide, and list no files
    (the build lists the UI modules itself)."""
    with (ROOT / "pyscript.toml").open("rb") as fh:
        config = tomllib.load(fh)
    problems = []
    if config.get("interpreter") != "./vendor/pyodide/pyodide.mjs":
        problems.append('interpreter must be "./vendor/pyodide/pyodide.mjs"')
    if config.get("packages") != [f"./dist/{wheel_name()}"]:
        problems.append(f'packages must be ["./dist/{wheel_name()}"] (the wheel of this version)')
    if "files" in config:
        problems.append("[files] must not be written by hand: the build lists every module under src/ui")
    if problems:
        raise BuildError("pyscript.toml: " + "; ".join(problems))
    return config


def pyscript_config_text() -> str:
    """The built pyscript.toml: the source one and a ``[files]`` table of every UI module."""
    text = (ROOT / "pyscript.toml").read_text().rstrip("\n")
    lines = [text, "", "# Written by tools/build_site.py: every module under src/ui.", "[files]"]
    lines += [f'"./{m}" = "./{m}"' for m in ui_modules()]
    return "\n".join(lines) + "\n"


PRELOAD_MARK = "<!-- preload: tools/build_site.py puts preload hints for the interpreter and the engine here -->"


def preload_hints(out: Path) -> str:
    """Link tags that start the big downloads while PyScript's own scripts load."""
    # PyScript's core and the plugin chunks it always imports at start (names carry build hashes).
    always = (
        "core-",
        "deprecations-manager-",
        "donkey-",
        "error-",
        "py-editor-",
        "py-game-",
        "py-terminal-",
        "pyodide_graph-",
    )
    modules = [
        f"./vendor/pyscript/{p.name}"
        for p in sorted((out / "vendor" / "pyscript").glob("*.js"))
        if p.name.startswith(always)
    ]
    modules += ["./vendor/pyodide/pyodide.mjs", "./vendor/pyodide/pyodide.asm.mjs"]
    # The wheels are left out: micropip fetches them its own way, so preloading them is wasted.
    fetches = [
        "./pyscript.toml",
        "./vendor/pyodide/pyodide.asm.wasm",
        "./vendor/pyodide/python_stdlib.zip",
        "./vendor/pyodide/pyodide-lock.json",
    ]
    tags = [f'<link rel="modulepreload" href="{m}">' for m in modules]
    tags += [f'<link rel="preload" href="{f}" as="fetch" crossorigin="anonymous">' for f in fetches]
    return "\n  ".join(tags)


def copy_app(out: Path) -> None:
    check_pyscript_config()
    page = (ROOT / "index.html").read_text()
    if PRELOAD_MARK not in page:
        raise BuildError("index.html lost its preload marker comment")
    (out / "index.html").write_text(page.replace(PRELOAD_MARK, preload_hints(out)))
    (out / "pyscript.toml").write_text(pyscript_config_text())
    shutil.copytree(ROOT / "src" / "ui", out / "ui", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    shutil.copytree(ROOT / "assets", out / "assets", ignore=shutil.ignore_patterns(".*"))
    shutil.move(str(out / "assets" / "manifest.webmanifest"), out / "manifest.webmanifest")


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
    build_wheel(tmp)
    vendor_pyodide(tmp)
    vendor_pyscript(tmp)
    vendor_idiomorph(tmp)
    copy_app(tmp)
    files = write_service_worker(tmp)
    check_no_cdn(tmp)
    shutil.rmtree(out, ignore_errors=True)
    tmp.rename(out)
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(f"built {out.relative_to(ROOT)}: {len(files) - 1} files, {size / 1e6:.1f} MB")


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
