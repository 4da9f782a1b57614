"""How the tests and benchmarks start Debian's Chromium (no downloads, no background traffic)."""

import os

#: The browser binary (Debian's package); TABLETOP_CHROMIUM overrides it.
EXECUTABLE = os.environ.get("TABLETOP_CHROMIUM", "/usr/bin/chromium")
#: Flags that keep Chromium from calling home or needing a sandbox/GPU on a server.
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
]
