"""The apps (``apps/*.ipynb``) under Voilà, as Binder and ``make course`` serve them:
JupyterLab started through ``binder/start`` (the caches' environment, the learner's server
configuration, Voilà's template and configuration from ``binder/``), Chromium driven by
Playwright at ``/voila/render/apps/...``.

The server serves a temporary copy of ``apps/`` (nothing a run writes lands in the
checkout); the trainer keeps its progress in the file ``MANCALA_TRAINER_PROGRESS`` names, in
a temporary folder too. Every request the pages make to another host than 127.0.0.1 is
refused and fails the test.

The time from opening an app's address to its first board is printed and written to
``test-reports/voila-timings.json`` (not asserted); screenshots of both apps, in English
and in Polish, go to ``test-reports/voila-*.png``.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from widgets.test_browser import (
    REPORTS,
    TOKEN,
    _free_port,
    check_browser,
    jupyter_running,
    wait_drawn,
)
from widgets.test_lessons_browser import _misread

import mancala_core as mc
from apps.guarded import chromium, guarded_page
from mancala_core.i18n import _, using
from puzzles.schema import Puzzle, load

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
TRAINER = "apps/trainer.ipynb"
GAME_ROOM = "apps/game_room.ipynb"
#: a teacher's copy, which the learner's server must not render
TEACHER_COPY = "course/teacher/01_welcome.teacher.ipynb"
#: the environment variable the trainer reads for its progress file
PROGRESS_ENV = "MANCALA_TRAINER_PROGRESS"
#: variables of this process that would change the server under test (binder/start sets them)
FOREIGN = ("JUPYTER_", "NUMBA_", "MANCALA_", "IPYTHONDIR", "VIRTUAL_ENV", "PYTHONPATH")
BOARD = ".mancala-widget .mc-root"
#: the time from an app's address to its first board, by page (written to test-reports/)
TIMES: dict[str, float] = {}


@contextlib.contextmanager
def voila_server(root: Path, home: Path, **env: str) -> Iterator[dict[str, Any]]:
    """JupyterLab serving ``root`` as ``make course`` runs it (``binder/start .../jupyter
    lab``), on a free port, its Jupyter and IPython state in ``home``; ``env`` added to its
    environment. Yields ``{"base": url, "root": root, "log": path}``."""
    environment = {k: v for k, v in os.environ.items() if not k.startswith(FOREIGN)}
    environment.update({
        "HOME": str(home),
        "JUPYTER_CONFIG_DIR": str(home / "config"),
        "JUPYTER_DATA_DIR": str(home / "data"),
        "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
        "JUPYTERLAB_SETTINGS_DIR": str(home / "settings"),
        "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces"),
        "IPYTHONDIR": str(home / "ipython"),
        **env,
    })
    port = _free_port()
    argv = [str(ROOT / "binder" / "start"), sys.executable, "-m", "jupyter", "lab",
            "--no-browser", f"--port={port}", "--ip=127.0.0.1",
            f"--IdentityProvider.token={TOKEN}", "--allow-root", f"--ServerApp.root_dir={root}",
            "--ServerApp.open_browser=False"]
    log_path = home / "server.log"
    with jupyter_running(argv, port=port, cwd=root, env=environment, log_path=log_path,
                         start_within=90) as process:
        yield {"base": f"http://127.0.0.1:{port}", "root": root, "log": log_path,
               "pid": process.pid}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """The server, its root a copy of ``apps/`` and of one teacher's copy; ``"progress"``
    is the trainer's progress file (absent until the first attempt)."""
    check_browser()
    root = tmp_path_factory.mktemp("voila-root")
    home = tmp_path_factory.mktemp("voila-home")
    shutil.copytree(ROOT / "apps", root / "apps",
                    ignore=shutil.ignore_patterns("*progress*.json*", ".ipynb_checkpoints"))
    (root / TEACHER_COPY).parent.mkdir(parents=True)
    shutil.copy2(ROOT / TEACHER_COPY, root / TEACHER_COPY)
    progress = tmp_path_factory.mktemp("voila-progress") / "trainer-progress.json"
    with voila_server(root, home, **{PROGRESS_ENV: str(progress)}) as lab:
        lab["progress"] = progress
        yield lab
    if TIMES:
        REPORTS.mkdir(parents=True, exist_ok=True)
        (REPORTS / "voila-timings.json").write_text(json.dumps(
            {f"{what} s": round(seconds, 2) for what, seconds in TIMES.items()},
            indent=1))


@pytest.fixture(scope="module")
def browser(server: dict[str, Any]) -> Iterator[Any]:
    with chromium() as browser:
        yield browser


@contextlib.contextmanager
def app_page(browser: Any, server: dict[str, Any]) -> Iterator[Any]:
    """A guarded page (:func:`apps.guarded.guarded_page`): the server's log printed when
    the test fails."""
    with guarded_page(browser, REPORTS / "voila-failed.png",
                      on_failure=lambda: print("server log:",
                                               server["log"].read_text()[-4000:])) as page:
        yield page


def open_app(page: Any, server: dict[str, Any], path: str, query: str = "") -> float:
    """Open ``path`` under Voilà and wait for its first board: the seconds it took."""
    url = f"{server['base']}/voila/render/{path}?token={TOKEN}{'&' + query if query else ''}"
    start = time.perf_counter()
    page.goto(url)
    page.locator(BOARD).first.wait_for(state="visible", timeout=180_000)
    seconds = time.perf_counter() - start
    TIMES[f"{path}{'?' + query if query else ''} address to first board"] = seconds
    print(f"\n{path} {query}: address to first board {seconds:.1f} s")
    return seconds


def assert_no_code(page: Any, *sources: str) -> None:
    """No cell's code on the page: no editor, no code cell's input, none of its words."""
    shown = page.evaluate("""() => [...document.querySelectorAll(
            '.jp-CodeCell .jp-InputArea, .jp-InputPrompt, .cm-editor, .CodeMirror')]
        .filter(node => node.offsetParent !== null).length""")
    assert shown == 0, f"{shown} code inputs on the page"
    text = page.locator("body").inner_text()
    for line in (line for source in sources for line in source.splitlines() if line.strip()):
        assert line.strip() not in text, f"the page shows the code {line.strip()!r}"


def notebook_code(path: str) -> list[str]:
    cells = json.loads((ROOT / path).read_text(encoding="utf-8"))["cells"]
    return ["".join(cell["source"]) for cell in cells if cell["cell_type"] == "code"]


#: a board as a person reads it (innerText), in :func:`_misread`'s shape; null while it
#: animates a move
BOARD_JS = """(root) => {
    if (root.dataset.animating !== 'false') return null;
    const read = (node) => node.innerText.split(/\\s+/).filter(Boolean).join(' ');
    return {
        position: root.dataset.position,
        stores: [...root.querySelectorAll('.mc-store')].map(
            (node) => [Number(node.dataset.player), read(node)]),
        pits: [...root.querySelectorAll('.mc-pit')].map(
            (node) => [Number(node.dataset.player), node.dataset.pit, read(node)]),
        numbers: [...root.querySelectorAll('.mc-number')].map(read),
    };
}"""


def assert_board_reads(page: Any, root: Any, language: str = "en") -> mc.Position:
    """The board's stores, pits and pit numbers on the screen are those of the position it
    shows (read again until no move is animating), its stores' word in ``language``; that
    position."""
    handle = root.element_handle()
    board = page.wait_for_function(BOARD_JS, arg=handle, timeout=30_000).json_value()
    store = mc.parse(board["position"]).rules.store_word
    with using(language):
        word = _(store)
    # _misread reads the English word: the translated one, and only it, stands for it
    board["stores"] = [(player, text.replace(f" {word}", f" {store}") if text.endswith(
        f" {word}") else text) for player, text in board["stores"]]
    wrong = _misread(board)
    assert not wrong, wrong
    return mc.parse(board["position"])


def kernel_environments(server: dict[str, Any]) -> list[dict[str, str]]:
    """The environments of the server's kernels (its child processes running ipykernel)."""
    import psutil

    found = []
    for child in psutil.Process(server["pid"]).children(recursive=True):
        with contextlib.suppress(psutil.Error):
            if any("ipykernel" in part for part in child.cmdline()):
                found.append(child.environ())
    return found


def shipped_puzzles() -> dict[str, Puzzle]:
    found: dict[str, Puzzle] = {}
    for path in sorted((ROOT / "puzzles" / "collections").glob("*.json")):
        found.update((puzzle.id, puzzle) for puzzle in load(path).puzzles)
    return found


def puzzle_on_page(page: Any) -> Puzzle:
    """The puzzle the trainer shows: its id is the ``<code>`` in the player's title."""
    title = page.locator(".mc-puzzle-trainer .mc-puzzle-player code").first
    title.wait_for(state="visible")
    puzzle_id = title.inner_text().strip()
    puzzles = shipped_puzzles()
    assert puzzle_id in puzzles, f"the trainer shows a puzzle {puzzle_id!r} of no collection"
    return puzzles[puzzle_id]


def rating_on_page(page: Any) -> str:
    return page.locator(".mc-trainer-rating-value").inner_text().strip()


def clean_solve_rating(puzzle: Puzzle) -> str:
    """The rating a new learner has after solving ``puzzle`` first try, as the page says it
    (Glicko-2, by puzzles.progress)."""
    from puzzles.progress import Progress

    expected = Progress.new()
    expected.record(puzzle, mistakes=0, hints=0, shown=False, solved=True)
    return str(round(expected.rating.rating))


def wait_rating(page: Any, rating: str, timeout: float = 60_000) -> None:
    """Wait until the trainer's panel shows ``rating``."""
    page.wait_for_function(
        "rating => document.querySelector('.mc-trainer-rating-value')"
        "?.textContent.trim() === rating", arg=rating, timeout=timeout)


def solve_by_clicking(page: Any, puzzle: Puzzle) -> None:
    """Click the solver's moves of the puzzle's line, waiting for the computer's answers."""
    root = page.locator(f".mc-puzzle-trainer {BOARD}").first
    pos = puzzle.start()
    solver = pos.to_move
    wait_drawn(page, root, pos.text(), timeout=30_000)
    for move in puzzle.solution:
        if pos.to_move == solver:
            wait_drawn(page, root, pos.text(), timeout=30_000)
            root.locator(f"[data-player='{solver}'][data-pit='{move}']").click()
        pos = pos.play(move)
    wait_drawn(page, root, pos.text(), timeout=30_000)


# --- the puzzle trainer -------------------------------------------------------------------


def test_the_trainer_rates_a_solved_puzzle_and_keeps_the_rating_over_a_reload(
        browser: Any, server: dict[str, Any]) -> None:

    progress_file: Path = server["progress"]
    progress_file.unlink(missing_ok=True)
    with app_page(browser, server) as page:
        open_app(page, server, TRAINER)
        assert_no_code(page, *notebook_code(TRAINER))
        trainer = page.locator(".mc-puzzle-trainer")
        assert trainer.locator("h2").inner_text().strip() == "Puzzle trainer"
        puzzle = puzzle_on_page(page)
        root = trainer.locator(BOARD).first
        wait_drawn(page, root, puzzle.start().text(), timeout=30_000)
        assert assert_board_reads(page, root) == puzzle.start()
        assert rating_on_page(page) == "1200"
        # the app's kernel runs as on Binder: binder/start's caches, Voilà's address
        kernels = [env for env in kernel_environments(server)
                   if env.get("SCRIPT_NAME", "").endswith(TRAINER)]
        assert kernels, "no kernel of the trainer among the server's processes"
        for env in kernels:
            assert Path(env["NUMBA_CACHE_DIR"]) == ROOT / ".cache" / "numba", env
            assert env["NUMBA_CPU_NAME"] == "generic"
            assert Path(env["MANCALA_CACHE"]) == ROOT / ".cache" / "mancala-course"
            assert env[PROGRESS_ENV] == str(progress_file)
        REPORTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(REPORTS / "voila-trainer-en.png"), full_page=True)

        solve_by_clicking(page, puzzle)
        rating = clean_solve_rating(puzzle)
        wait_rating(page, rating, timeout=30_000)
        assert int(rating) > 1200  # a puzzle solved with no mistake is a win
        assert "Solved!" in trainer.locator(".mc-puzzle-feedback").inner_text()
        page.screenshot(path=str(REPORTS / "voila-trainer-solved-en.png"), full_page=True)
        kept = json.loads(progress_file.read_text(encoding="utf-8"))
        assert [a["puzzle_id"] for a in kept["attempts"]] == [puzzle.id], kept

        page.reload()
        page.locator(BOARD).first.wait_for(state="visible", timeout=180_000)
        page.locator(".mc-trainer-rating-value").wait_for(state="visible")
        assert rating_on_page(page) == rating, "the rating was not kept over a reload"
        assert "1 puzzle tried" in trainer.locator(".mc-trainer-rating").inner_text()
        assert puzzle_on_page(page).id != puzzle.id, "the solved puzzle was drawn again"
    # the run wrote its progress where it was told, not beside the app
    assert not list((server["root"] / "apps").glob("*progress*"))
    assert not list((ROOT / "apps").glob("trainer-progress.json*"))


def test_the_trainer_speaks_the_language_the_address_asks(
        browser: Any, server: dict[str, Any]) -> None:
    with app_page(browser, server) as page:
        open_app(page, server, TRAINER, "lang=pl")
        trainer = page.locator(".mc-puzzle-trainer")
        puzzle_on_page(page)
        REPORTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(REPORTS / "voila-trainer-pl.png"), full_page=True)
        languages = trainer.locator("select").evaluate_all(
            "selects => selects.map(s => s.options[s.selectedIndex]?.text)")
        assert "Polski" in languages, languages
        assert_no_code(page, *notebook_code(TRAINER))
        assert trainer.locator("h2").inner_text().strip() != "Puzzle trainer"


# --- the game room ------------------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_game_room_answers_a_move(browser: Any, server: dict[str, Any],
                                      language: str) -> None:
    with app_page(browser, server) as page:
        open_app(page, server, GAME_ROOM, f"lang={language}")
        assert_no_code(page, *notebook_code(GAME_ROOM))
        room = page.locator(".mc-game-room")
        root = room.locator(BOARD).first
        start = mc.rules("kalah").start()
        wait_drawn(page, root, start.text(), timeout=30_000)
        assert assert_board_reads(page, root, language) == start
        mine = start.play("1")  # South's pit 1: four seeds to pits 2-5, North to move
        assert mine.to_move == 1
        started = time.perf_counter()
        root.locator("[data-player='0'][data-pit='1']").click()
        # the computer (North) answers: South to move again, in a position after North's
        page.wait_for_function(
            """([root, start, mine]) => root.dataset.animating === 'false'
                && root.dataset.position.endsWith(' S')
                && ![start, mine].includes(root.dataset.position)""",
            arg=[root.element_handle(), start.text(), mine.text()], timeout=120_000)
        answered_s = time.perf_counter() - started
        TIMES[f"{GAME_ROOM}?lang={language} click to the computer's answer drawn"] = answered_s
        print(f"game room ({language}): click to the computer's answer drawn {answered_s:.1f} s")
        answered = assert_board_reads(page, root, language)
        assert answered.to_move == 0
        assert answered in _after_north(mine), answered.text()
        # the list of moves, as read: South's 1, then North's, which lead to the board shown
        listed = room.locator(".mc-move-list li").all_inner_texts()
        assert len(listed) >= 2 and listed[0].split()[-1] == "1", listed
        replayed = start
        for item in listed:
            replayed = replayed.play(item.split()[-1])
        assert replayed == answered, (listed, answered.text())
        if language == "en":
            said = room.get_by_text("The computer (level easy) played North")
            assert said.inner_text().strip().endswith(f"{listed[-1].split()[-1]}."), listed
        REPORTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(REPORTS / f"voila-game-room-{language}.png"), full_page=True)
        title = room.locator("h2").inner_text().strip()
        assert (title == "Game room") == (language == "en"), f"the title in {language}: {title}"


def _after_north(pos: mc.Position) -> set[mc.Position]:
    """Every position North's turn (its extra moves included) can leave South to move in."""
    found: set[mc.Position] = set()
    todo = [pos]
    while todo:
        current = todo.pop()
        for move in current.legal_moves():
            after = current.play(move)
            if after.is_over() or after.to_move == 0:
                found.add(after)
            else:
                todo.append(after)
    return found


# --- what the learner's server refuses, and the pages around the apps ----------------------


def _status(url: str) -> int:
    request = urllib.request.Request(url, headers={"Authorization": f"token {TOKEN}"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return int(response.status)
    except urllib.error.HTTPError as error:
        return error.code


def test_voila_renders_no_teachers_copy(server: dict[str, Any]) -> None:
    base = server["base"]
    assert _status(f"{base}/voila/render/{TEACHER_COPY}") == 404
    assert _status(f"{base}/voila/files/{TEACHER_COPY}") == 403
    (server["root"] / "course" / "teacher" / "board.png").write_bytes(b"\x89PNG\r\n")
    (server["root"] / "apps" / "board.png").write_bytes(b"\x89PNG\r\n")
    try:
        assert _status(f"{base}/voila/files/course/teacher/board.png") == 403
        assert _status(f"{base}/voila/files/apps/board.png") == 200  # a picture beside an app
    finally:
        (server["root"] / "course" / "teacher" / "board.png").unlink()
        (server["root"] / "apps" / "board.png").unlink()
    assert _status(f"{base}/voila/api/contents/course/teacher") == 404
    # no other template in the address (Voilà's own would fetch a CDN's stylesheets)
    with urllib.request.urlopen(urllib.request.Request(
            f"{base}/voila/tree/apps?template=lab",
            headers={"Authorization": f"token {TOKEN}"}), timeout=30) as response:
        assert b"cdn.jsdelivr.net" not in response.read()


def test_voilas_list_of_apps_asks_nothing_outside_and_hides_the_teachers_copies(
        browser: Any, server: dict[str, Any]) -> None:
    with app_page(browser, server) as page:
        page.goto(f"{server['base']}/voila?token={TOKEN}")
        page.get_by_text("apps", exact=True).click()
        page.get_by_text("trainer.ipynb").wait_for(state="visible")
        assert page.get_by_text("game_room.ipynb").is_visible()
        page.goto(f"{server['base']}/voila?token={TOKEN}")
        page.get_by_text("course", exact=True).click()
        page.get_by_text("/course").first.wait_for(state="visible")
        page.wait_for_load_state("networkidle")
        assert "teacher" not in page.locator("body").inner_text()
