# Tabletop: the README's two commands are `make play` and `make test`; both install what is missing.
# Prerequisites: Python >= 3.11, Node >= 20 (npm), and for the tests Chromium at /usr/bin/chromium.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000
SITE := build/site
SOURCES := $(shell find src assets tools -type f -not -path '*/__pycache__/*' 2>/dev/null) index.html pyscript.toml pyproject.toml package.json package-lock.json

.PHONY: play test site lint bench clean

play: $(SITE)/.built
	@$(PY) tools/serve.py --port $(PORT) --dir $(SITE)

test: $(SITE)/.built $(VENV)/.test-deps
	$(PY) -m pytest tests

site: $(SITE)/.built

lint: $(VENV)/.test-deps
	$(PY) -m ruff check src tests tools bench
	$(PY) -m ruff format --check src tests tools bench
	$(PY) tools/typecheck.py

bench: $(SITE)/.built $(VENV)/.test-deps
	$(PY) bench/load.py

$(VENV)/.created:
	$(PYTHON) -c 'import sys; sys.exit("Python >= 3.11 is needed" if sys.version_info < (3, 11) else 0)'
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip "setuptools>=77" wheel
	@touch $@

$(VENV)/.test-deps: $(VENV)/.created pyproject.toml
	$(PY) -m pip install --quiet -e ".[test]"
	@touch $@

# The marker holds the sha256 of the lock it was installed from: a checkout whose files are merely
# newer (a fresh clone or worktree) does not reinstall. npm ci replaces node_modules wholesale, so it
# is never run through a node_modules that is a link to another checkout's (it would empty that one).
node_modules/.installed: package.json package-lock.json
	@lock=$$(sha256sum package-lock.json | cut -c1-64); \
	if [ "$$(cat $@ 2>/dev/null)" = "$$lock" ]; then touch $@; \
	elif [ -L node_modules ]; then echo "node_modules is a link to another checkout's: not reinstalling it here"; \
	else npm ci --no-audit --no-fund && echo "$$lock" > $@; fi

$(SITE)/.built: $(VENV)/.created node_modules/.installed $(SOURCES)
	$(PY) tools/build_site.py
	@touch $@

clean:
	rm -rf build
