# FOG Desktop, for developers. `make run` opens the window; `make test` runs every check.
# Both create .venv when it is missing and install the project with what it needs.
# `make installer` builds the application that runs without Python (installer/README.md).

# 3.11 or 3.12: the OCR engine (rapidocr-onnxruntime 1.4, whose wheel holds its models)
# has no release for 3.13 or newer. The first of these that is in that range makes .venv.
SUPPORTED := import sys; sys.exit(not (3, 11) <= sys.version_info[:2] <= (3, 12))
ifndef PYTHON
PYTHON := $(or $(shell for p in python3 python3.12 python3.11; do $$p -c '$(SUPPORTED)' 2>/dev/null && echo $$p && break; done),python3)
endif
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
INSTALLER_STAMP := $(VENV)/.installer-stamp

.PHONY: run test lint bytecode bench properties drills packet-pages translations screenshots installer clean

$(STAMP): pyproject.toml
	@$(PYTHON) -c '$(SUPPORTED)' || { echo "FOG Desktop needs Python 3.11 or 3.12 (found $$($(PYTHON) --version 2>&1)): its OCR engine has no release for 3.13 yet. Install 3.12, or name one: make PYTHON=/path/to/python3.12" >&2; exit 1; }
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet --no-compile -e ".[dev]"
# pip compiles what it installs one file after another (19 s); compileall uses every core
# (8 s). Like pip, it passes over what isn't Python, such as PySide6's templates.
	@$(BIN)/python -m compileall -qq -j 0 $(VENV)/lib || true
	@touch $(STAMP)

# ARGS go to the application: `make run ARGS="--data-dir /tmp/try"` tries it on a data
# folder of its own, never touching the real one.
ARGS ?=
run: $(STAMP)
	@installer/linux-qt-deps.sh $(BIN)/python
	$(BIN)/fog-desktop $(ARGS)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
# A worker a core: 14 s rather than 24 s without a cache, as in a fresh clone.
	$(BIN)/mypy --num-workers=auto
	$(BIN)/lint-imports --no-cache

# The project's bytecode, compiled once on both cores, as an installed copy has it. Where
# PYTHONDONTWRITEBYTECODE is set (CI's machine has it), nothing is ever cached otherwise:
# every test worker, and each of the hundreds of fog-desktop processes the tests and the
# drills start, compiled the sources again (half a second a start). Empty, the variable
# also lets pytest keep the test modules it rewrites, for the next run.
bytecode: $(STAMP)
	$(BIN)/python -m compileall -q -j 0 fog_desktop models ui tests tools

# A module's tests in one process (its fixtures made once), one process more than the
# cores: a test that waits on PostgreSQL, LibreOffice or a command it started leaves its
# core to another (on 2 cores, 11 min 32 s rather than 14 min 27 s). A test process that
# dies ends the run with its test named, rather than leaving the others waiting. The
# slowest 25 tests are listed at the end (CONTRIBUTING.md, "Speed of the tests").
# The tests' files (each test's data folder and database) go to memory where the system
# has it: thousands of small databases written and synced on the disk took minutes.
TEST_WORKERS ?= $(shell $(PYTHON) -c 'import os; print((os.cpu_count() or 1) + 1)')
TEST_TMPDIR ?= $(shell test -d /dev/shm -a -w /dev/shm && echo /dev/shm)
test: lint bytecode
	$(if $(TEST_TMPDIR),TMPDIR=$(TEST_TMPDIR)) PYTHONDONTWRITEBYTECODE= QT_QPA_PLATFORM=offscreen $(BIN)/pytest --numprocesses=$(TEST_WORKERS) --dist=loadscope \
		--max-worker-restart=0 --slowest=25

bench: $(STAMP)
	$(BIN)/python -m benchmarks

# The property tests (Hypothesis) at ten times the examples `make test` tries.
properties: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest -m hypothesis --hypothesis-profile=thorough

# The Spanish interface: new texts of the code into resources/translations/*_es.ts, and the
# .ts files compiled into the .qm the window loads (tools/translations.py; docs/glossary.md).
translations: $(STAMP)
	$(BIN)/python -m tools.translations

# Every page in English and Spanish at 1280x720 on the demo's records, into
# docs/screenshots/ (tools/screenshots.py): look at them after changing a page.
screenshots: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m tools.screenshots

# The drills of tests/drills/ (kill -9, full disk, read-only, corruption, tampering, fuzz,
# concurrent writers) at full counts; e.g. `make drills DRILLS="kill --count 20"`.
# The disk-full drill mounts a tmpfs: run as root. CI runs them with DRILLS=--small.
DRILLS ?=
drills: bytecode
	PYTHONDONTWRITEBYTECODE= QT_QPA_PLATFORM=offscreen $(BIN)/python -m tests.drills $(DRILLS)

# The demo packet and workbook as page images in build/packet-pages/ (needs LibreOffice
# and pdftoppm, which .ci/run installs), to look at as an inspector would.
packet-pages: $(STAMP)
	.ci/packet-pages.sh

# PyInstaller only for those who build the packaged application, not for every `make test`.
$(INSTALLER_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e ".[installer]"
	@touch $(INSTALLER_STAMP)

# dist/fog-desktop/ (the one-folder application) and its .tar.gz for Linux.
installer: $(INSTALLER_STAMP)
	$(BIN)/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build installer/fog-desktop.spec
	@version=$$($(BIN)/python -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])') && \
	  archive=dist/fog-desktop-$$version-linux-$$(uname -m).tar.gz && \
	  tar -C dist -czf $$archive fog-desktop && \
	  echo "Built dist/fog-desktop/ and $$archive"

clean:
	rm -rf $(VENV) build dist .mypy_cache .ruff_cache .pytest_cache .hypothesis
