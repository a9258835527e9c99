"""Binder, rehearsed without Docker: what repo2docker does with ``binder/``, step by step.

1. A copy of the repository: git's tracked files as they are in the working tree (as a
   clone would hold them; a new file takes part once it is ``git add``-ed), so nothing of
   this checkout's ``.venv``, ``.cache`` or untracked work leaks in.
2. A fresh virtual environment and ``pip install -r binder/requirements.txt`` run from the
   copy's root: ``.[course]``, a non-editable install, as repo2docker does (pip's normal
   wheel cache is used, so a second run downloads nothing).
3. ``binder/postBuild`` with ``HOME`` a fresh folder (on Binder: /home/jovyan).
4. Through ``binder/start`` (the environment of every launch), two fresh kernels of that
   environment started in the copy's ``course/`` by nbclient: one runs the first
   ``Game("kalah").hint()`` and a computer move, the other the first lesson
   (:data:`FIRST_LESSON`).

It proves that step 4 compiles nothing, three ways, in the kernels:

- a listener on numba's ``"numba:compile"`` event, registered in each kernel's first cell,
  sees every compilation numba starts (a cache hit loads machine code without it);
- the search's dispatchers (``numba.core.dispatcher.Dispatcher`` objects of
  ``mancala_core``) report cache hits and no cache misses;
- the cache folders (numba's and the endgame databases') hold the same files, with the
  same sizes and modification times, before and after.

The whole rehearsal takes a few minutes (``slow``); each step's time is printed and
recorded in the JUnit report's properties.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
import venv
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
BINDER = ROOT / "binder"
#: the lesson a learner opens first (the Binder badge's and `make course`'s FIRST_LESSON)
FIRST_LESSON = "course/01_welcome.ipynb"
#: the variables binder/start sets for the warmed caches
CACHE_VARIABLES = ("NUMBA_CACHE_DIR", "NUMBA_CPU_NAME", "MANCALA_CACHE")
#: copied by neither git nor this test: virtual environments, caches, build output
NOT_COPIED = (".git", ".venv", ".cache", "test-reports", "build", "dist", "__pycache__",
              "*.egg-info", ".mypy_cache", ".ruff_cache", ".pytest_cache", ".hypothesis",
              ".ipynb_checkpoints")
#: set in a subprocess's environment by nobody but the rehearsal itself
FOREIGN = ("VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME", "IPYTHONDIR", "JUPYTER_", "NUMBA_",
           "MANCALA_")
MARK = "BINDER-REHEARSAL "

# The first cell of the rehearsed lesson: record every compilation numba starts.
SETUP_CELL = """\
import numba.core.event as _rehearsal_event
_rehearsal_compiles = _rehearsal_event.RecordingListener()
_rehearsal_event.register("numba:compile", _rehearsal_compiles)
"""

# The last cell: the first hint and a computer move from the Game widget, then the counters.
CHECK_CELL = """\
import gc as _gc
import json as _json
import os as _os
import sys as _sys
import time as _time

def _compiled():
    out = []
    for _, event in _rehearsal_compiles.buffer:
        if event.is_start:
            func = event.data["dispatcher"].py_func
            out.append(f"{func.__module__}.{func.__qualname__}{event.data['args']}")
    return out

_in_lesson = _compiled()
from mancala_core.widgets import Game
_start = _time.perf_counter()
_game = Game("kalah")
_game.hint()
_hint_seconds = _time.perf_counter() - _start
_in_hint = _compiled()[len(_in_lesson):]
_start = _time.perf_counter()
_moved = _game.computer_moves()
_move_seconds = _time.perf_counter() - _start

from numba.core.dispatcher import Dispatcher

def _search_dispatcher(o):
    try:  # a dead weak proxy among the objects raises on any look at it
        return isinstance(o, Dispatcher) and getattr(
            o.py_func, "__module__", "").startswith("mancala_core")
    except ReferenceError:
        return False

_dispatchers = [o for o in _gc.get_objects() if _search_dispatcher(o)]
print(__MARK__ + _json.dumps({
    "compiled_in_lesson": _in_lesson,
    "compiled_in_hint": _in_hint,
    "compiled": _compiled(),
    "hint_seconds": _hint_seconds,
    "move_seconds": _move_seconds,
    "moved": _moved,
    "cache_hits": sum(sum(d.stats.cache_hits.values()) for d in _dispatchers),
    "cache_misses": sum(sum(d.stats.cache_misses.values()) for d in _dispatchers),
    "missed": sorted(d.py_func.__qualname__ for d in _dispatchers if d.stats.cache_misses),
    "prefix": _sys.prefix,
    "cwd": _os.getcwd(),
    "env": {k: _os.environ.get(k) for k in __VARIABLES__},
}))
""".replace("__MARK__", repr(MARK)).replace("__VARIABLES__", repr(CACHE_VARIABLES))

# The last cell of the rehearsed lesson: what numba compiled while it ran.
LESSON_END_CELL = """\
import json as _json
print(__MARK__ + _json.dumps({"compiled": [
    f"{e.data['dispatcher'].py_func.__module__}.{e.data['dispatcher'].py_func.__qualname__}"
    for _, e in _rehearsal_compiles.buffer if e.is_start]}))
""".replace("__MARK__", repr(MARK))

# Run in the fresh environment, through binder/start: the cells given (a notebook's between
# two, or none) in a fresh kernel started in course/, and whether JupyterLab would show the
# course's notebooks as trusted.
DRIVER = """\
import json, sys, time
from pathlib import Path
import nbformat
from nbclient import NotebookClient
from nbformat.sign import NotebookNotary

course, lesson, first, last = Path(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
notary = NotebookNotary()
trusted = {p.name: notary.check_signature(nbformat.read(p, as_version=4))
           for p in sorted(course.glob("*.ipynb"))}
nb = nbformat.read(lesson, as_version=4) if lesson else nbformat.v4.new_notebook()
nb.cells = [nbformat.v4.new_code_cell(first), *nb.cells, nbformat.v4.new_code_cell(last)]
start = time.perf_counter()
NotebookClient(nb, kernel_name="python3", timeout=600,
               resources={"metadata": {"path": str(course)}}).execute()
seconds = time.perf_counter() - start
text = "".join(o.get("text", "") for o in nb.cells[-1].outputs if o.get("name") == "stdout")
line = next(l for l in text.splitlines() if l.startswith(__MARK__))
result = json.loads(line[len(__MARK__):])
result.update(seconds=seconds, trusted=trusted)
print(json.dumps(result))
""".replace("__MARK__", repr(MARK))


@dataclass
class Rehearsal:
    repo: Path
    home: Path
    venv: Path
    env: dict[str, str] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)
    postbuild_output: str = ""
    start_env: dict[str, str] = field(default_factory=dict)
    before: dict[str, tuple[int, int]] = field(default_factory=dict)
    after: dict[str, tuple[int, int]] = field(default_factory=dict)
    hint: dict[str, Any] = field(default_factory=dict)
    lesson: subprocess.CompletedProcess[str] | None = None


def base_env(**extra: str) -> dict[str, str]:
    """This process's environment without what would leak into a fresh install."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(FOREIGN)}
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    env["PIP_ROOT_USER_ACTION"] = "ignore"  # CI runs as root
    env.update(extra)
    return env


def call(args: list[str | Path], cwd: Path, env: dict[str, str],
         timeout: float) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(a) for a in args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=timeout)


def failure(proc: subprocess.CompletedProcess[str], what: str) -> str:
    return f"{what} failed (exit {proc.returncode}):\n{proc.stdout[-4000:]}\n{proc.stderr[-6000:]}"


def run(args: list[str | Path], cwd: Path, env: dict[str, str], what: str,
        timeout: float = 1200) -> str:
    proc = call(args, cwd, env, timeout)
    assert proc.returncode == 0, failure(proc, what)
    return proc.stdout


def copy_repository(dest: Path) -> None:
    """The files a clone would have: git's tracked files, as they are in the working tree
    (a new file is rehearsed once it is ``git add``-ed); without git, all but
    :data:`NOT_COPIED`."""
    try:
        listed = subprocess.run(["git", "ls-files", "-z", "--cached"], cwd=ROOT,
                                capture_output=True, check=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        shutil.copytree(ROOT, dest, symlinks=True, ignore=shutil.ignore_patterns(*NOT_COPIED))
        return
    for name in filter(None, listed.decode().split("\0")):
        source = ROOT / name
        if source.is_file():  # not a file deleted in the working tree
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, dest / name)  # keeps the executable bits


def make_venv(path: Path, repo: Path) -> Path:
    """A fresh virtual environment with pip (from PyPI if this Python has no ensurepip,
    as the Makefile does)."""
    try:
        venv.create(path, with_pip=True, clear=True)
    except (subprocess.CalledProcessError, OSError):
        venv.create(path, with_pip=False, clear=True)
        run([path / "bin" / "python", repo / "tools" / "bootstrap_pip.py"], repo, base_env(),
            "tools/bootstrap_pip.py")
    return path / "bin" / "python"


def snapshot(*folders: str) -> dict[str, tuple[int, int]]:
    """Every file under ``folders``: its size and modification time (ns)."""
    out: dict[str, tuple[int, int]] = {}
    for folder in folders:
        for path in Path(folder).rglob("*"):
            if path.is_file():
                st = path.stat()
                out[str(path)] = (st.st_size, st.st_mtime_ns)
    return out


def in_kernel(r: Rehearsal, lesson: str, first: str, last: str) -> subprocess.CompletedProcess[str]:
    """Run ``first``, the lesson's cells (none if ``lesson`` is empty) and ``last`` in a fresh
    kernel of the rehearsal's environment, started through binder/start."""
    return call([r.repo / "binder" / "start", "python", "-c", DRIVER, r.repo / "course",
                 lesson, first, last], r.repo, r.env, timeout=900)


@pytest.fixture(scope="module")
def rehearsal(tmp_path_factory: pytest.TempPathFactory) -> Rehearsal:
    tmp = tmp_path_factory.mktemp("binder")
    r = Rehearsal(repo=tmp / "repo", home=tmp / "home", venv=tmp / "venv")
    r.repo.mkdir()
    r.home.mkdir()
    clock = time.perf_counter()

    copy_repository(r.repo)
    python = make_venv(r.venv, r.repo)
    # pip's own cache stays the user's (HOME unchanged here): the wheels are downloaded once
    run([python, "-m", "pip", "install", "-r", "binder/requirements.txt"], r.repo, base_env(),
        "pip install -r binder/requirements.txt", timeout=1800)
    r.seconds["install"] = time.perf_counter() - clock

    r.env = base_env(HOME=str(r.home), PATH=f"{r.venv / 'bin'}{os.pathsep}{os.environ['PATH']}")
    clock = time.perf_counter()
    r.postbuild_output = run([r.repo / "binder" / "postBuild"], r.repo, r.env, "binder/postBuild",
                             timeout=1800)
    r.seconds["postBuild"] = time.perf_counter() - clock

    r.start_env = json.loads(run(
        [r.repo / "binder" / "start", "python", "-c",
         "import json, os; print(json.dumps(dict(os.environ)))"], r.repo, r.env, "binder/start"))
    caches = [r.start_env[k] for k in ("NUMBA_CACHE_DIR", "MANCALA_CACHE")]
    r.before = snapshot(*caches)

    clock = time.perf_counter()
    proc = in_kernel(r, "", SETUP_CELL, CHECK_CELL)
    assert proc.returncode == 0, failure(proc, "the first hint in a fresh kernel")
    r.hint = json.loads(proc.stdout.strip().splitlines()[-1])
    r.seconds["first hint kernel"] = time.perf_counter() - clock

    clock = time.perf_counter()
    r.lesson = in_kernel(r, str(r.repo / FIRST_LESSON), SETUP_CELL, LESSON_END_CELL)
    r.seconds["lesson"] = time.perf_counter() - clock
    r.after = snapshot(*caches)
    r.seconds["total"] = sum(r.seconds.values())
    print("\n" + r.postbuild_output.rstrip())
    print("Binder rehearsal:", ", ".join(f"{k} {v:.1f} s" for k, v in r.seconds.items()),
          f"(first hint {r.hint['hint_seconds']:.2f} s, computer move "
          f"{r.hint['move_seconds']:.2f} s)")
    return r


# --- quick checks of the scripts themselves --------------------------------------------------


def test_postbuild_is_bash_that_stops_on_errors() -> None:
    path = BINDER / "postBuild"
    assert os.access(path, os.X_OK), "binder/postBuild must be executable"
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "#!/bin/bash"
    assert "set -euo pipefail" in lines, "without set -e Binder ignores a failing step"
    assert "source binder/env.sh" in lines


def test_start_sets_the_environment_and_hands_over() -> None:
    path = BINDER / "start"
    assert os.access(path, os.X_OK), "binder/start must be executable"
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert lines[0] == "#!/bin/bash"
    assert lines[-1] == 'exec "$@"', "binder/start must end by running the server"
    out = run([path, sys.executable, "-c",
               "import json, os; print(json.dumps(dict(os.environ)))"],
              Path("/"), base_env(), "binder/start")
    env = json.loads(out)
    assert env["NUMBA_CPU_NAME"] == "generic"
    assert Path(env["NUMBA_CACHE_DIR"]).resolve() == ROOT / ".cache" / "numba"
    assert Path(env["MANCALA_CACHE"]).resolve() == ROOT / ".cache" / "mancala-course"
    # the learner's server configuration and Voilà's, and the apps' template
    assert [Path(p) for p in env["JUPYTER_CONFIG_PATH"].split(os.pathsep)] == [
        BINDER / "jupyter", BINDER / "voila"]
    assert [Path(p) for p in env["JUPYTER_PATH"].split(os.pathsep)] == [
        BINDER / "share" / "jupyter"]
    teacher = json.loads(run([path, sys.executable, "-c",
                              "import json, os; print(json.dumps(dict(os.environ)))"],
                             Path("/"), base_env(MANCALA_TEACHER="1"), "binder/start"))
    assert teacher["JUPYTER_CONFIG_PATH"] == str(BINDER / "voila")
    assert teacher["JUPYTER_PATH"] == env["JUPYTER_PATH"]


def test_the_makefile_runs_the_course_like_binder() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "binder/start $(BIN)/jupyter lab" in makefile
    assert "binder/postBuild" in makefile
    assert "jupyter trust" in makefile


def _jupyter_server(env: dict[str, str]) -> tuple[subprocess.Popen[str], str]:
    """A Jupyter server started as Binder starts it (through binder/start, from the
    repository's root), on a free port: the process and its base URL with the token."""
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    token = "rehearsal"
    args = [str(BINDER / "start"), sys.executable, "-m", "jupyter_server", "--no-browser",
            f"--port={port}", "--ip=127.0.0.1", f"--ServerApp.token={token}",
            f"--ServerApp.root_dir={ROOT}", "--ServerApp.open_browser=False"]
    if os.getuid() == 0:
        args.append("--allow-root")
    server = subprocess.Popen(args, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, text=True)
    return server, f"http://127.0.0.1:{port}"


def _get(url: str, token: str = "rehearsal") -> tuple[int, bytes]:
    import urllib.error
    import urllib.request

    request = urllib.request.Request(url, headers={"Authorization": f"token {token}"})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, b""


def _served(env: dict[str, str], *, apps: bool = True) -> dict[str, Any]:
    """What the server lists in course/, the statuses of a lesson and a teacher's copy, and
    Voilà's list of notebooks; with ``apps``, Voilà's statuses for a teacher's copy too (in
    the teacher's server Voilà would run it)."""
    server, base = _jupyter_server(env)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if _get(f"{base}/api/status")[0] == 200:
                    break
            except OSError:
                pass
            assert server.poll() is None, f"the server stopped: {server.stderr.read()[-2000:]}"
            assert time.monotonic() < deadline, "the server did not start in 60 s"
            time.sleep(0.2)
        status, body = _get(f"{base}/api/contents/course")
        assert status == 200
        listed = {item["name"] for item in json.loads(body)["content"]}
        teacher_copy = "course/teacher/01_welcome.teacher.ipynb"
        voila = {
            "teacher app": _get(f"{base}/voila/render/{teacher_copy}")[0],
            "teacher app file": _get(f"{base}/voila/files/{teacher_copy}")[0],
        } if apps else {}
        return {
            **voila,
            "voila list": _get(f"{base}/voila/tree"),
            "listed": listed,
            "lesson": _get(f"{base}/api/contents/course/01_welcome.ipynb")[0],
            "lesson file": _get(f"{base}/files/course/01_welcome.ipynb")[0],
            "teacher": _get(f"{base}/api/contents/course/teacher/01_welcome.teacher.ipynb")[0],
            "teacher folder": _get(f"{base}/api/contents/course/teacher")[0],
            "teacher file": _get(f"{base}/files/course/teacher/01_welcome.teacher.ipynb")[0],
            "teacher download": _get(
                f"{base}/api/contents/course/teacher/01_welcome.teacher.ipynb?content=1&format=text")[0],
        }
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


@pytest.mark.timeout(180)
def test_the_learners_server_neither_lists_nor_serves_the_teachers_copies(
        tmp_path: Path) -> None:
    """The learner's JupyterLab (binder/start, as Binder and `make course` run it) has no
    course/teacher/ in its file browser and answers 404 for a teacher's copy, Voilà's
    rendering included; `make teacher` (MANCALA_TEACHER=1) serves them."""
    assert (ROOT / "course" / "teacher" / "01_welcome.teacher.ipynb").exists()
    # a fresh Jupyter home, so that no configuration of this machine's user takes part
    env = base_env(HOME=str(tmp_path), JUPYTER_RUNTIME_DIR=str(tmp_path / "runtime"))
    learner = _served(env)
    assert learner["lesson"] == learner["lesson file"] == 200
    assert "01_welcome.ipynb" in learner["listed"]
    assert "teacher" not in learner["listed"], "course/teacher/ is in the learner's file browser"
    for what in ("teacher", "teacher folder", "teacher file", "teacher download",
                 "teacher app"):
        assert learner[what] == 404, f"the learner's server serves the {what}: {learner[what]}"
    assert learner["teacher app file"] == 403
    teacher = _served({**env, "MANCALA_TEACHER": "1"}, apps=False)
    assert "teacher" in teacher["listed"]
    assert teacher["teacher"] == 200
    # Voilà's pages use the apps' template in both servers (its stylesheets from the server)
    for served in (learner, teacher):
        status, page = served["voila list"]
        assert status == 200
        assert b"/voila/templates/mancala/static/" in page and b"cdn." not in page
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "MANCALA_TEACHER=1 binder/start $(BIN)/jupyter lab" in makefile
    assert "make teacher" in (ROOT / "course" / "README.md").read_text(encoding="utf-8")


def test_voila_is_in_the_binder_environment() -> None:
    """Binder installs the course extra (binder/requirements.txt), which has Voilà (the
    apps at /voila/render/apps/...), a version of the series that fits JupyterLab 4; here
    too (`make course`, `make test`), with its server extension on."""
    from packaging.requirements import Requirement

    requirements = (BINDER / "requirements.txt").read_text(encoding="utf-8").splitlines()
    assert ".[course]" in [line.strip() for line in requirements if not line.startswith("#")]
    # the course extra's list (tomllib is Python 3.11's, the course runs on 3.10 too)
    block = re.search(r"^course = \[(.*?)^\]", (ROOT / "pyproject.toml").read_text(
        encoding="utf-8"), re.M | re.S)
    assert block, "pyproject.toml has no course extra"
    course = [Requirement(r) for r in re.findall(r'^\s*"([^"]+)"', block.group(1), re.M)]
    voila = next((r for r in course if r.name == "voila"), None)
    assert voila is not None, "the course extra does not install voila"
    assert voila.specifier.contains("0.5.13") and not voila.specifier.contains("0.6.0")
    from importlib.metadata import version

    assert voila.specifier.contains(version("voila")), version("voila")
    out = run([BINDER / "start", sys.executable, "-m", "jupyter", "server", "extension",
               "list"], ROOT, base_env(), "jupyter server extension list")
    assert re.search(r"voila\.server_extension\s+(\x1b\[\d+m)?enabled", out), out


def test_the_readmes_app_links_open_apps_that_exist() -> None:
    """The README's links to the apps on Binder: the badge's repository and branch, Voilà's
    address of an app (``urlpath=voila/render/apps/...``, quoted), a file that exists."""
    from urllib.parse import parse_qs, unquote, urlparse

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    links = re.findall(r"https://mybinder\.org/v2/gh/[^)\s]+", readme)
    badge = urlparse(links[0])
    assert "urlpath=lab/tree/" in badge.query, "the first Binder link is not the badge"
    apps = {}
    for link in links[1:]:
        url = urlparse(link)
        (urlpath,) = parse_qs(url.query)["urlpath"]
        if not urlpath.startswith("voila/"):
            continue
        assert url.path == badge.path, f"{link} is not the badge's repository and branch"
        assert "%2F" in link, f"{link}: Binder wants the urlpath quoted"
        path = unquote(urlpath).removeprefix("voila/render/")
        assert path != unquote(urlpath), f"{link} does not render an app"
        assert (ROOT / path).is_file(), f"{link} opens {path}, which does not exist"
        apps[Path(path).name] = link
    assert set(apps) == {"trainer.ipynb", "game_room.ipynb"}, apps
    # and their addresses in `make course`'s JupyterLab
    local = re.findall(r"`/voila/render/([^`]+)`", readme)
    assert sorted(Path(path).name for path in local) == sorted(apps), local
    assert all((ROOT / path).is_file() for path in local), local


def test_warm_caches_refuses_a_cache_for_this_cpu_only() -> None:
    proc = subprocess.run([sys.executable, BINDER / "warm_caches.py"], capture_output=True,
                          text=True, env=base_env(), timeout=120)
    assert proc.returncode == 2
    assert "binder/start" in proc.stderr


# --- the rehearsal ---------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.timeout(3600)
def test_postbuild_warms_the_caches(rehearsal: Rehearsal, record_property: Any) -> None:
    for step, seconds in rehearsal.seconds.items():
        record_property(f"binder {step} seconds", round(seconds, 1))
    out = rehearsal.postbuild_output
    assert "Warmed in" in out and "postBuild: done" in out, out
    env = rehearsal.start_env
    assert env["NUMBA_CPU_NAME"] == "generic"
    for variable in ("NUMBA_CACHE_DIR", "MANCALA_CACHE"):
        assert Path(env[variable]).is_relative_to(rehearsal.repo), (variable, env[variable])
    assert any(p.endswith(".nbc") for p in rehearsal.before), "numba's cache is empty"
    assert any("endgame" in p for p in rehearsal.before), "no endgame database was built"


@pytest.mark.slow
@pytest.mark.timeout(3600)
def test_postbuild_trusts_the_lessons_and_quiets_jupyterlab(rehearsal: Rehearsal) -> None:
    trusted = rehearsal.hint["trusted"]
    assert trusted and all(trusted.values()), trusted
    overrides = next((rehearsal.venv / "share" / "jupyter" / "lab" / "settings"
                      / "overrides.d").glob("*.json"))
    settings = json.loads(overrides.read_text(encoding="utf-8"))
    assert settings["@jupyterlab/apputils-extension:notification"]["fetchNews"] == "false"


@pytest.mark.slow
@pytest.mark.timeout(3600)
def test_first_hint_of_a_fresh_kernel_compiles_nothing(rehearsal: Rehearsal,
                                                       record_property: Any) -> None:
    result = rehearsal.hint
    record_property("binder first hint seconds", round(result["hint_seconds"], 2))
    # the kernel ran in the fresh environment, in course/, with binder/start's variables
    assert Path(result["prefix"]) == rehearsal.venv
    assert Path(result["cwd"]) == rehearsal.repo / "course"
    assert result["env"] == {k: rehearsal.start_env[k] for k in CACHE_VARIABLES}
    assert result["compiled_in_hint"] == [], "the first hint compiled: the cache was not used"
    assert result["compiled"] == [], "the computer's move compiled"
    assert result["cache_misses"] == 0, result["missed"]
    assert result["cache_hits"] > 0, "the hint loaded nothing from numba's cache"
    assert result["moved"], "the computer did not move"
    assert rehearsal.after == rehearsal.before, "the hint or the lesson changed the caches"


@pytest.mark.slow
@pytest.mark.timeout(3600)
def test_first_lesson_runs_and_compiles_nothing(rehearsal: Rehearsal) -> None:
    proc = rehearsal.lesson
    assert proc is not None
    assert proc.returncode == 0, failure(proc, f"executing {FIRST_LESSON}")
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result["compiled"] == [], f"{FIRST_LESSON} compiled: the cache was not used"


@pytest.mark.slow
@pytest.mark.timeout(3600)
def test_the_fresh_environment_serves_the_apps_with_voila(rehearsal: Rehearsal) -> None:
    """Binder's environment has Voilà's server extension on, and through binder/start Voilà
    finds the apps' template in the repository (binder/share/jupyter) before its own."""
    r = rehearsal
    out = run([r.repo / "binder" / "start", "python", "-m", "jupyter", "server", "extension",
               "list"], r.repo, r.env, "jupyter server extension list")
    assert re.search(r"voila\.server_extension\s+(\x1b\[\d+m)?enabled", out), out
    found = json.loads(run(
        [r.repo / "binder" / "start", "python", "-c",
         "import json, sys; from voila.paths import collect_template_paths as c; "
         "print(json.dumps([sys.prefix, c(['voila', 'nbconvert'], 'mancala', prune=True)]))"],
        r.repo, r.env, "Voila's template paths"))
    prefix, paths = Path(found[0]), [Path(p) for p in found[1]]
    assert prefix == r.venv
    assert paths[0] == r.repo / "binder" / "share" / "jupyter" / "nbconvert" / "templates" / \
        "mancala"
    assert r.venv / "share" / "jupyter" / "voila" / "templates" / "lab" in paths

