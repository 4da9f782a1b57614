"""The type gate: mypy strict for some packages, a shrinking baseline for the rest.

    python tools/typecheck.py            # check (exit 1 on a regression)
    python tools/typecheck.py --update   # rewrite the baseline with today's counts

Settings come from pyproject.toml: ``[tool.mypy]`` (``files``: what is checked) and
``[tool.typecheck]``: ``strict`` (packages that must be clean under ``mypy --strict``; adding
``"src/ui"`` there is all it takes to hold the front end to it) and ``baseline`` (a JSON file
``{path: errors}`` for every other checked file that still has errors).

The check fails when a strict package has any error, when a file has more errors than its
baseline records, or when a file without a baseline entry has errors. When a file has fewer errors
than recorded it prints a note to lower the count (``--update``), so the baseline only shrinks.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tomllib
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINE = re.compile(r"^(?P<path>[^:\n]+\.py):\d+(?::\d+)?: error: ")


def settings() -> tuple[list[str], list[str], Path]:
    """(files checked, strict packages, baseline path) from pyproject.toml."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    files = list(config["tool"]["mypy"]["files"])
    gate = config["tool"]["typecheck"]
    return files, list(gate["strict"]), ROOT / gate["baseline"]


def run_mypy(paths: list[str], strict: bool) -> tuple[Counter[str], str]:
    """Errors per file (paths relative to the repository) and mypy's output."""
    cmd = [sys.executable, "-m", "mypy", "--no-error-summary", "--show-error-codes"]
    if strict:
        cmd.append("--strict")
    proc = subprocess.run([*cmd, *paths], cwd=ROOT, capture_output=True, text=True, check=False)
    if proc.returncode not in (0, 1) or (proc.returncode == 1 and "error: " not in proc.stdout):
        sys.exit(f"mypy could not run:\n{proc.stdout}{proc.stderr}")
    counts: Counter[str] = Counter()
    for line in proc.stdout.splitlines():
        m = LINE.match(line)
        if m:
            counts[Path(m["path"]).as_posix()] += 1
    return counts, proc.stdout


def under(path: str, packages: list[str]) -> bool:
    return any(path == p or path.startswith(p.rstrip("/") + "/") for p in packages)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--update", action="store_true", help="rewrite the baseline with today's counts")
    args = parser.parse_args(argv)
    files, strict, baseline_path = settings()
    failed = False

    strict_counts, strict_out = run_mypy(strict, strict=True) if strict else (Counter(), "")
    strict_errors = {p: n for p, n in strict_counts.items() if under(p, strict)}
    if strict_errors:
        failed = True
        print(f"mypy --strict must be clean in {', '.join(strict)}:")
        print("\n".join(line for line in strict_out.splitlines() if under(line.split(":", 1)[0], strict)))

    counts, out = run_mypy(files, strict=False)
    rest = {p: n for p, n in sorted(counts.items()) if not under(p, strict)}
    if args.update:
        baseline_path.write_text(json.dumps(rest, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"{baseline_path.relative_to(ROOT)}: {sum(rest.values())} errors in {len(rest)} files recorded")
        return 1 if failed else 0
    baseline = json.loads(baseline_path.read_text(encoding="utf-8")) if baseline_path.exists() else {}
    worse = {p: (baseline.get(p, 0), n) for p, n in rest.items() if n > baseline.get(p, 0)}
    better = {p: (was, rest.get(p, 0)) for p, was in baseline.items() if rest.get(p, 0) < was}
    if worse:
        failed = True
        print("mypy: more errors than the baseline allows (fix them; the baseline only shrinks):")
        for p, (was, now) in worse.items():
            print(f"  {p}: {now} errors (baseline {was})")
            print("\n".join("    " + line for line in out.splitlines() if line.startswith(p + ":")))
    for p, (was, now) in better.items():
        print(f"note: {p} has {now} mypy errors, the baseline says {was}: lower it with tools/typecheck.py --update")
    if not failed:
        print(
            f"typecheck ok: {', '.join(strict) or 'nothing'} strict-clean; "
            f"{sum(rest.values())} baseline errors in {len(rest)} other files"
        )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
