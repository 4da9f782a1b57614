"""Serve build/site on 127.0.0.1 (``make play``), with the MIME types the page needs.

    python tools/serve.py [--port 8000] [--dir build/site]

Any static server works for hosting; this one only makes sure ``.mjs`` is served as JavaScript
and ``.wasm`` as WebAssembly on every Python version, and never caches stale builds.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import socketserver
import threading
from pathlib import Path
from typing import ClassVar

ROOT = Path(__file__).resolve().parent.parent
MIME = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json",
    ".whl": "application/zip",
    ".toml": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".zip": "application/zip",
}


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # quiet
        pass


class Server(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request: object, client_address: object) -> None:
        """A browser that closes a connection mid-download is normal; anything else is reported."""
        import sys

        if not isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            super().handle_error(request, client_address)


def make_server(directory: Path, port: int = 0) -> Server:
    """A server for ``directory`` on 127.0.0.1 (port 0 = any free port); not yet serving."""
    return Server(("127.0.0.1", port), functools.partial(Handler, directory=str(directory)))


def serve_in_thread(directory: Path, port: int = 0) -> Server:
    server = make_server(directory, port)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--dir", type=Path, default=ROOT / "build" / "site")
    args = parser.parse_args()
    if not (args.dir / "index.html").exists():
        raise SystemExit(f"{args.dir} has no index.html: run `make site` first")
    server = make_server(args.dir, args.port)
    print(f"Tabletop is served at http://127.0.0.1:{server.server_address[1]}/ (Ctrl+C stops it)", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


if __name__ == "__main__":
    main()
