# The three commands a reader needs: `make book`, `make serve` and `make test` (see README.md).
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.requirements-installed
BENCH_VENV := .venv-bench
BENCH_BIN := $(BENCH_VENV)/bin
BENCH_STAMP := $(BENCH_VENV)/.requirements-installed
NOTEBOOKS = $(shell $(BIN)/python tests/toc_notebooks.py)

.PHONY: catalogs page-catalogs languages book serve screenshots test lint chapter-code unit nbval build-check site-test live-check live-bench lighthouse lab notebooks tags nicknames bench peer-check clean

$(STAMP): requirements.txt pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r requirements.txt
	touch $(STAMP)

## make catalogs: compile the package's message catalogs (src/pokerhands/locale/<lang>/*.po)
## into one .mo per language, which the package reads; every target below runs it first
catalogs: $(STAMP)
	@$(BIN)/python tools/catalogs.py compile >/dev/null

## make page-catalogs: the pages' catalogs (book/locales/<lang>/LC_MESSAGES/book/*.po) follow
## the English pages: new messages to translate, changed ones fuzzy, gone ones dropped
## (tools/page_catalogs.py; its check runs in `make unit`, tests/test_page_catalogs.py)
page-catalogs: $(STAMP)
	$(BIN)/python tools/page_catalogs.py update

# Jupyter Book ends its build with a banner that says to open _build/html/index.html from
# disk, where the live chapters cannot run: this drops that one box from its standard output
# (the box between two lines of "=" that begins "Finished generating HTML") and passes every
# other line on at once; warnings and errors go to standard error, untouched, and pipefail
# (.SHELLFLAGS) keeps a failed build failing. tests/test_readme.py runs it on such a banner.
QUIET_BANNER := awk '\
  skip { if (/==========/) skip = 0; next } \
  held != "" && /^ *$$/ { held = held "\n" $$0; next } \
  held != "" { if (/^Finished generating HTML/) { held = ""; skip = 1; next } \
               print held; held = "" } \
  /==========/ { held = $$0; next } \
  { print; fflush() } \
  END { if (held != "") print held }'

## make book: the website into _build/html, its pages showing the notebooks' stored outputs
## (make notebooks refreshes them, make test checks them under nbval); then the Russian, Greek
## and Hungarian sites into _build/html/ru, el, hu, in parallel processes, each executing its
## slice in its language (tools/language_sites.py), and the share of each language translated
book: $(STAMP) catalogs
	@echo "jupyter-book build . --keep-going   (its closing open-from-disk banner left out)"
	@PYTHONUNBUFFERED=1 $(BIN)/jupyter-book build . --keep-going | $(QUIET_BANNER)
	@echo "The English site is built; now the Russian, Greek and Hungarian sites, side by side (about 8 minutes, quiet until they end)..."
	$(BIN)/python tools/language_sites.py build --out _build/html
	@$(BIN)/python tools/language_sites.py stats
	@$(BIN)/python tools/catalogs.py stats
	@echo "The book is built in $(CURDIR)/_build/html. To read it, serve it with"
	@echo "    make serve"
	@echo "and open http://localhost:$(PORT)/ (its live chapters do not run from file://)."

## make languages: only the Russian, Greek and Hungarian sites, next to an English site that
## make book built (after a change to book/locales); LANGS="ru" for one of them
languages: $(STAMP) catalogs
	$(BIN)/python tools/language_sites.py build --out _build/html $(LANGS)
	@$(BIN)/python tools/language_sites.py stats

## make serve: the built book on http://localhost:$(PORT)/ (Ctrl+C stops it). Serve, do not
## open index.html from disk: browsers block the live site's workers and fetches on file://.
## It listens on 127.0.0.1, this computer only; make serve HOST=0.0.0.0 serves it to the local
## network and prints the addresses students can use (tools/serve.py). HOST is taken from make's
## command line only: some shells (tcsh, zsh) export HOST as the machine's name
PORT ?= 8000
HOST = 127.0.0.1
# (on the network, make's first line names no address: the students' ones come below it)
serve:
	@test -f _build/html/index.html || { echo "No book in _build/html: run make book first."; exit 1; }
	@echo "$(if $(filter 127.0.0.1 localhost,$(HOST)),Serving the book at http://localhost:$(PORT)/ (Ctrl+C to stop),Serving the book to the local network on port $(PORT) (Ctrl+C to stop): students' devices use an address listed below)"
	$(PYTHON) tools/serve.py --host $(HOST) --port $(PORT) --directory _build/html

## make screenshots: the README's pictures of the book (screenshots/*.png), taken from the site
## make book built, served on loopback, in headless Chromium (tools/screenshots.py; SITE= for
## another build); run it after make book when a page they show has changed
SITE ?= _build/html
screenshots: $(STAMP)
	$(BIN)/python tools/screenshots.py --site $(SITE)

## make test: the lint; unit, property and exhaustive tests; nbval on every notebook in the toc
## (so the stored outputs the English site shows are what the notebooks print now); a clean
## build with warnings as errors; then the built site in headless Chromium
test: lint unit nbval build-check site-test

## make lint: ruff over src/pokerhands, book/_ext, tools and benchmarks; mypy over src/pokerhands,
## book/_ext and tools (pyproject's [tool.mypy] files); and the layers contract (import-linter)
lint: $(STAMP) catalogs
	$(BIN)/ruff check src book/_ext tools benchmarks
	$(BIN)/mypy
	$(BIN)/lint-imports

## make unit: the unit, property and exhaustive tests and the doctests, on every core
## (pytest-xdist; the exhaustive walks take one worker each while the others go on)
unit: $(STAMP) catalogs
	$(BIN)/python -m pytest tests src --ignore=tests/site -n auto --dist loadfile

nbval: $(STAMP) catalogs
	$(BIN)/python -m pytest --nbval --nbval-current-env -p no:randomly -o addopts="" \
	  -n auto --dist loadscope $(NOTEBOOKS)   # a notebook's cells stay in order on one worker

build-check: $(STAMP) catalogs
	rm -rf _build/check
	$(BIN)/jupyter-book build . --path-output _build/check -n -W --keep-going
	$(BIN)/python tools/language_sites.py build --check --out _build/check/_build/html
	@echo "Clean build passed: _build/check/_build/html/index.html (and ru/, el/, hu/)"

## the site that build-check wrote, served on loopback and driven in headless Chromium, in two
## processes (pytest-xdist; each has its own browser; a live chapter keeps one core busy)
site-test: $(STAMP) catalogs
	$(BIN)/python -m pytest tests/site -p no:cacheprovider -n 2 --dist load
	@echo "Screenshots: $(CURDIR)/_build/screenshots/"

## make live-check: every page with widgets made live in place, in every language, and every
## chapter that needs no NumPy run as a notebook in the live site (Pyodide in headless
## Chromium), in two processes; `make test` runs one chapter of each part
live-check: $(STAMP)
	test -f _build/check/_build/html/lite/live-needs.json || $(MAKE) build-check
	LIVE_ALL=1 $(BIN)/python -m pytest tests/site/test_inplace.py tests/site/test_live.py \
	  -p no:cacheprovider -n 2 --dist load -k "every_page_goes_live or every_offline_chapter" -v

## make live-bench: the live site's phase timings (one chapter of each part) and size, into
## benchmarks/results/live.json (reported, never asserted)
live-bench: $(STAMP)
	test -f _build/check/_build/html/lite/live-needs.json || $(MAKE) build-check
	$(BIN)/python benchmarks/live.py

## make lighthouse: Lighthouse's mobile figures (score, LCP, FCP, TBT, CLS) for a few widget
## pages served with gzip, into benchmarks/results/lighthouse.json (reported, never asserted;
## Lighthouse pinned, installed by npm into .cache/lighthouse on the first run)
lighthouse: $(STAMP)
	test -f _build/check/_build/html/index.html || $(MAKE) build-check
	$(BIN)/python benchmarks/lighthouse.py

## make lab: JupyterLab on the book, for live widgets (with tools/lab/jupyter_server_config.py, which
## keeps the live site's Pyodide kernel extension out of Lab); ARGS= passes more options to it,
## e.g. make lab ARGS="--port 8890 --no-browser --ip 0.0.0.0"
lab: export JUPYTER_CONFIG_PATH := $(CURDIR)/tools/lab$(if $(JUPYTER_CONFIG_PATH),:$(JUPYTER_CONFIG_PATH),)
lab: $(STAMP)
	$(BIN)/jupyter lab book $(if $(filter 0,$(shell id -u)),--allow-root,) $(ARGS)

## make nicknames: the glossary's table of nicknames (book/_snippets/nicknames.md), written
## from the package's one table of them, pokerhands.words.names.NICKNAMES
nicknames: $(STAMP)
	$(BIN)/python tools/nicknames.py

## make chapter-code: rewrite each chapter's "In the code" line from tools/chapter_code.py
chapter-code: $(STAMP)
	$(BIN)/python tools/chapter_code.py

## make notebooks: re-execute every notebook in place to refresh its stored outputs
notebooks: $(STAMP) catalogs
	# kernels on a Unix socket: no "running over TCP without encryption" line per notebook
	# (harmless locally, where TCP binds to 127.0.0.1 only; see book/_ext/kernel_ipc.py)
	mkdir -p "$$($(BIN)/jupyter --runtime-dir)"
	# CoalesceStreamsPreprocessor: what a cell prints in one output, not in the pieces the
	# kernel sent (the English site shows the stored outputs; tests/test_notebooks.py checks)
	$(BIN)/jupyter nbconvert --to notebook --execute --inplace \
	  --ExecutePreprocessor.timeout=600 --KernelManager.transport=ipc \
	  --KernelManager.ip="$$($(BIN)/jupyter --runtime-dir)/notebooks-kernel-ipc" \
	  --ExecutePreprocessor.record_timing=False \
	  --ExecutePreprocessor.store_widget_state=True \
	  --Exporter.preprocessors=nbconvert.preprocessors.CoalesceStreamsPreprocessor \
	  $(NOTEBOOKS)

## make tags: tag every chapter's code cells by kind (setup and glue removed from the page,
## claims and checks behind a toggle); tags only, outputs untouched (tools/tag_cells.py)
tags:
	python3 tools/tag_cells.py

## the benchmarks' own venv: the peer libraries and the project, the book's pins as constraints
$(BENCH_STAMP): requirements.txt benchmarks/requirements.txt pyproject.toml
	test -x $(BENCH_BIN)/python || $(PYTHON) -m venv $(BENCH_VENV)
	grep -v '^-e' requirements.txt > $(BENCH_VENV)/constraints.txt
	$(BENCH_BIN)/python -m pip install --quiet --disable-pip-version-check \
	  -c $(BENCH_VENV)/constraints.txt -r benchmarks/requirements.txt -e .
	touch $(BENCH_STAMP)

## make peer-check: six-plus hold'em against an independent evaluator, pokerkit's short-deck
## hands (every five-card hand of the 36 cards, and seeded showdowns), in the benchmarks' venv
## where pokerkit is installed (the book's venv skips the file)
peer-check: $(BENCH_STAMP)
	$(BENCH_BIN)/python -m pytest tests/test_six_plus_pokerkit.py -q -p no:cacheprovider
	$(BENCH_BIN)/python tests/test_six_plus_pokerkit.py

## make bench: timings of the evaluator, then against treys, eval7, phevaluator and pokerkit
## (reported, never asserted; see benchmarks/README.md)
bench: $(BENCH_STAMP)
	$(BENCH_BIN)/python benchmarks/reference.py
	$(BENCH_BIN)/python benchmarks/peers.py
	$(BENCH_BIN)/python benchmarks/bad_input.py

clean:
	rm -rf _build .pytest_cache .hypothesis book/_lite/static
