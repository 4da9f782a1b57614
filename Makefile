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

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

$(SITE)/.built: $(VENV)/.created node_modules/.installed $(SOURCES)
	$(PY) tools/build_site.py
	@touch $@

clean:
	rm -rf build
