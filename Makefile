# The README's two commands:
#   make course   installs what the course needs and opens the first lesson in JupyterLab
#   make test     installs what the tests need, then runs ruff, mypy and pytest
#                 (tests, doctests, README examples, course notebooks), JUnit XML in test-reports/
# Needs only Python 3.10+ and make. Reinstalls only when pyproject.toml changes.

PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
FIRST_LESSON := course/01_welcome.ipynb
# the notebooks `make course` trusts (the teacher's copies too, once they exist)
LESSONS = $(wildcard course/*.ipynb course/teacher/*.ipynb)
# made when binder/postBuild has warmed the caches of binder/env.sh (in .cache/)
WARMED := .cache/warmed
REPORTS := test-reports
# JupyterLab refuses to start as root unless told; CI and these machines run as root.
JUPYTER_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root)
JUPYTER_ARGS ?=
PYTEST_ARGS ?=

.PHONY: course teacher test lint typecheck pytest venv clean catalogues puzzles sheets site

# What Binder does, here: binder/postBuild warms the course's caches (numba's compiled search,
# the endgame database) once, again when the search changes; the lessons are trusted (so their
# saved pictures show); JupyterLab runs through binder/start, with the caches' environment.
course: $(VENV)/.installed-course $(WARMED)
	$(if $(LESSONS),binder/start $(BIN)/jupyter trust $(LESSONS))
	binder/start $(BIN)/jupyter lab $(JUPYTER_ROOT) --ServerApp.root_dir=. $(JUPYTER_ARGS) \
		$(FIRST_LESSON)

# The teacher's copies (course/teacher/, every answer filled in), which the learner's server
# (binder/start, as on Binder) neither lists nor serves: the same JupyterLab with them shown.
teacher: $(VENV)/.installed-course $(WARMED)
	binder/start $(BIN)/jupyter trust $(wildcard course/teacher/*.ipynb)
	MANCALA_TEACHER=1 binder/start $(BIN)/jupyter lab $(JUPYTER_ROOT) --ServerApp.root_dir=. \
		$(JUPYTER_ARGS) course/teacher/01_welcome.teacher.ipynb

$(WARMED): $(VENV)/.installed-course binder/postBuild binder/env.sh binder/warm_caches.py \
		$(wildcard mancala_core/search/*.py)
	PATH="$(abspath $(BIN)):$$PATH" binder/postBuild
	@mkdir -p $(@D) && touch $@

# The course as an offline site in build/site/: its index.html is a landing page linking to
# the lessons (JupyterLite's JupyterLab) and the apps (apps/*.ipynb as Voici pages), with the
# puzzle of the day; copy the folder to any static web host. Built in its own environment
# (build/site-venv, tools/site/requirements.txt) from the package registries alone: Pyodide
# and Font Awesome from npm, the pure-Python wheels from PyPI, the course's wheel from this
# checkout (tools/site/build.py).
SITE_VENV := build/site-venv
site: $(SITE_VENV)/.installed
	$(SITE_VENV)/bin/python tools/site/build.py build/site

$(SITE_VENV)/.installed: tools/site/requirements.txt
	@$(PYTHON) -m venv $(SITE_VENV) 2>/dev/null || { rm -rf $(SITE_VENV); \
		$(PYTHON) -m venv --without-pip $(SITE_VENV); }
	@$(SITE_VENV)/bin/python -m pip --version >/dev/null 2>&1 || \
		$(SITE_VENV)/bin/python tools/bootstrap_pip.py
	$(SITE_VENV)/bin/python -m pip install --quiet -r tools/site/requirements.txt
	@touch $@

# Runs all three phases even when one fails, prints how long each took, and fails at the end.
test: $(VENV)/.installed-test
	@failed=""; \
	for phase in lint typecheck pytest; do \
		start=$$(date +%s); \
		$(MAKE) --no-print-directory $$phase || failed="$$failed $$phase"; \
		echo "make test: $$phase took $$(( $$(date +%s) - start )) s"; \
	done; \
	if [ -n "$$failed" ]; then echo "make test: FAILED:$$failed" >&2; exit 1; fi; \
	echo "make test: all passed"

lint: $(VENV)/.installed-test
	$(BIN)/ruff check .

typecheck: $(VENV)/.installed-test
	$(BIN)/mypy

# pytest's exit code 5 means it collected nothing: a broken configuration, never a pass.
pytest: $(VENV)/.installed-test
	@mkdir -p $(REPORTS)
	@status=0; \
	$(BIN)/python -m pytest --nbval-lax --nbval-current-env \
		--durations=10 --junitxml=$(REPORTS)/pytest.xml $(PYTEST_ARGS) || status=$$?; \
	if [ $$status -eq 5 ]; then \
		echo "make test: ERROR: pytest collected no tests (exit code 5): check testpaths" >&2; \
	fi; \
	exit $$status

# The gettext catalogues (docs/i18n.md): extract every marked message into the template,
# merge it into each language's .po (new entries empty, changed ones fuzzy: translate them,
# tests/test_i18n.py fails until every entry is done), and compile the .mo files.
LOCALE := mancala_core/locale
CATALOGUE_LANGUAGES := pl hu ru it sl
catalogues: $(VENV)/.installed-test
	$(BIN)/pybabel extract -F babel.cfg --no-location --sort-output --add-comments=TRANSLATORS: \
		--project=mancala-course --copyright-holder="mancala-course" \
		--msgid-bugs-address="" -o $(LOCALE)/mancala.pot .
	@for lang in $(CATALOGUE_LANGUAGES); do \
		if [ -f $(LOCALE)/$$lang/LC_MESSAGES/mancala.po ]; then \
			$(BIN)/pybabel update -D mancala -i $(LOCALE)/mancala.pot -d $(LOCALE) -l $$lang \
				--ignore-obsolete || exit 1; \
		else \
			$(BIN)/pybabel init -D mancala -i $(LOCALE)/mancala.pot -d $(LOCALE) -l $$lang || exit 1; \
		fi; \
	done
	$(BIN)/pybabel compile -D mancala -d $(LOCALE) --statistics

venv: $(VENV)/pyvenv.cfg

# Debian's python3 has no ensurepip unless python3-venv is installed: then create the venv
# without pip and install pip from PyPI's wheel (sha256 checked) with tools/bootstrap_pip.py.
$(VENV)/pyvenv.cfg:
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 10))' || \
		{ echo "make: Python 3.10 or newer is needed; '$(PYTHON)' is older" >&2; exit 1; }
	@if ! $(PYTHON) -m venv $(VENV); then \
		echo "make: '$(PYTHON) -m venv' failed (no ensurepip?): creating $(VENV) without pip"; \
		rm -rf $(VENV); \
		$(PYTHON) -m venv --without-pip $(VENV); \
	fi
	@$(BIN)/python -m pip --version >/dev/null 2>&1 || $(BIN)/python tools/bootstrap_pip.py
	@test -f $@

$(VENV)/.installed-course: pyproject.toml | $(VENV)/pyvenv.cfg
	$(BIN)/python -m pip install --editable '.[course]'
	@touch $@

$(VENV)/.installed-test: pyproject.toml | $(VENV)/pyvenv.cfg
	$(BIN)/python -m pip install --editable '.[test]'
	@touch $@ $(VENV)/.installed-course

clean:
	rm -rf $(REPORTS) .cache .pytest_cache .mypy_cache .ruff_cache .hypothesis build *.egg-info

# The shipped puzzle collections (puzzles/collections/*.json), by the stages of puzzles/README.md:
# pools mined with seed 1 (generate, prove and tag as one resumable pipeline, in build/pools/),
# rated against the ladder's fixed strengths, then a balanced collection published from each
# (every grade a fifth, varied first moves, every puzzle proved again); then their sheets.
# An interrupted run resumes where it stopped (the pools' state files).
COLLECTIONS := puzzles/collections
POOLS := build/pools
PUZZLES := $(BIN)/mancala-puzzles
puzzles: $(VENV)/.installed-test
	@mkdir -p $(POOLS)
	$(PUZZLES) mine --rules kalah --count 30000 --seed 1 --out $(POOLS)/kalah.json
	$(PUZZLES) mine --rules 'kalah[empty_capture=true]' --count 9000 --seed 1 \
		--out $(POOLS)/kalah-empty-capture.json
	$(PUZZLES) mine --rules 'kalah[empty_capture=true,seeds=3]' --count 3600 --seed 1 \
		--out $(POOLS)/kalah-empty-capture-3.json
	$(PUZZLES) mine --rules 'kalah[empty_capture=true,seeds=5]' --count 3600 --seed 1 \
		--out $(POOLS)/kalah-empty-capture-5.json
	$(PUZZLES) mine --rules oware --count 12000 --seed 1 --out $(POOLS)/oware.json
	for pool in $(POOLS)/*.json; do \
		case $$pool in *.state.json) continue;; esac; \
		$(PUZZLES) rate $$pool || exit 1; \
	done
	$(PUZZLES) publish $(POOLS)/kalah.json --count 300 --out $(COLLECTIONS)/kalah.json
	$(PUZZLES) publish $(POOLS)/kalah-empty-capture.json $(POOLS)/kalah-empty-capture-3.json \
		$(POOLS)/kalah-empty-capture-5.json --count 120 \
		--out $(COLLECTIONS)/kalah-empty-capture.json
	$(PUZZLES) publish $(POOLS)/oware.json --count 150 --out $(COLLECTIONS)/oware.json
	$(MAKE) --no-print-directory sheets

sheets: $(VENV)/.installed-test
	@mkdir -p puzzles/sheets
	for name in kalah kalah-empty-capture oware; do \
		$(PUZZLES) sheet $(COLLECTIONS)/$$name.json --out puzzles/sheets/$$name.pdf \
			--title "Mancala puzzles: $$name" || exit 1; \
	done
