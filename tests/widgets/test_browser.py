"""The board widget in a real browser: JupyterLab started here, Debian's Chromium
driven by Playwright (facts in ../shared/NOTES.md).

The notebook creates a board and writes the kernel's position to a file after
every change, so the test can check both sides: the counts shown on the page
(the text of the elements with ``data-player``/``data-pit``) and the position
the kernel holds.

These tests never skip silently in CI: with ``CI`` set, a missing Chromium or
Playwright is a failure. Set ``MANCALA_BENCH=1`` for more repetitions of the
(printed, not asserted) timings: click to first animation frame, and a full
redraw of a 48-seed board.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser

CHROMIUM = os.environ.get("MANCALA_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
TOKEN = "mancala-test-token"
NOTEBOOK = "board.ipynb"
REPORTS = Path(os.environ.get("MANCALA_TEST_REPORTS", Path(__file__).parents[2] / "test-reports"))
BENCH = os.environ.get("MANCALA_BENCH", "") not in ("", "0")

START = "kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S"
AFTER_3 = "kalah 4.4.0.5.5.5:1/4.4.4.4.4.4:0 S"
AFTER_3_1 = "kalah 0.5.1.6.6.5:1/4.4.4.4.4.4:0 N"

SETUP_CELL = """\
import json, pathlib
from mancala_core.widgets import BoardWidget, Game

board = BoardWidget("kalah", animation_speed=20)
state = pathlib.Path("kernel_state.json")

def record(change=None):
    state.write_text(json.dumps({"position": board.position, "message": board.message}))

board.observe(record, names=["position", "message"])
record()
board"""

FIGURE_CELL = """\
BoardWidget("oware 0.1.12.3.2.0:10/2.0.7.0.1.5:5 N", interactive=False)"""

GAME_CELL = """\
Game("kalah[pits=4,seeds=3]")"""

# Every ruleset of the core, and the rings of three and four players.
GALLERY_CELL = """\
import ipywidgets
import mancala_core as mc

gallery = [BoardWidget(mc.rules(name).start(), interactive=False)
           for name in mc.available_rules()]
for name, options in [("basic", {"players": 3, "pits": 4}),
                      ("basic", {"players": 4, "pits": 4}),
                      ("congkak", {})]:
    gallery.append(BoardWidget(mc.rules(name, **options).start().play("1"),
                               interactive=False))
# Bao in mtaji with both nyumba lost and a hole blocked by kutakatia (BAO.md E11).
gallery.append(BoardWidget("bao 0.2.0.0.1.1.0.0.0.0.2.2.0.2.6.4:0/"
                           "1.0.1.2.10.0.0.10.2.2.8.4.1.2.1.0:0 N nyumba=- blocked=a4",
                           interactive=False))
ipywidgets.VBox(gallery)"""

# A Bao board to play on: its moves carry choices (direction, kichwa, stop or continue).
BAO_CELL = """\
bao = BoardWidget("bao", animation_speed=30)
bao_state = pathlib.Path("bao_state.json")

def record_bao(change=None):
    bao_state.write_text(json.dumps({"position": bao.position, "message": bao.message}))

bao.observe(record_bao, names=["position", "message"])
record_bao()
bao"""
# A figure that shows a move (animated when first seen, replayable), and a board whose own
# Undo button takes back a click.
LESSON_CELL = """\
demo = BoardWidget.showing("kalah", "3", animation_speed=12)
practice = BoardWidget("kalah", animation_speed=30)
practice_state = pathlib.Path("practice_state.json")

def record_practice(change=None):
    practice_state.write_text(json.dumps({"position": practice.position,
                                          "message": practice.message}))

practice.observe(record_practice, names=["position", "message"])
record_practice()
ipywidgets.VBox([demo, practice])"""

BAO_START = "bao 0.0.0.0.6.2.2.0.0.0.0.0.0.0.0.0:22/0.0.0.0.6.2.2.0.0.0.0.0.0.0.0.0:22 S"
BAO_AFTER_A6L = "bao 0.0.1.1.7.0.2.0.0.0.0.0.0.0.0.0:21/0.0.0.0.6.2.2.0.0.0.0.0.0.0.0.0:22 N"


KERNEL_IDLE = """() => {
    const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    const session = panel && panel.sessionContext && panel.sessionContext.session;
    return Boolean(session && session.kernel && session.kernel.status === 'idle');
}"""


def _unavailable(reason: str) -> None:
    """Fail in CI, skip (with the reason, reported by -ra) elsewhere."""
    if os.environ.get("CI"):
        pytest.fail(f"browser tests cannot run in CI: {reason}")
    pytest.skip(reason)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def code_notebook(*sources: str) -> dict[str, Any]:
    """A notebook of one code cell a source, with the python3 kernelspec (without one,
    JupyterLab asks for a kernel first)."""
    return {
        "cells": [{"cell_type": "code", "execution_count": None, "metadata": {},
                   "outputs": [], "source": source} for source in sources],
        "metadata": {
            "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                           "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


@contextlib.contextmanager
def notebook_page(tmp_path_factory: pytest.TempPathFactory, name: str, sources: list[str],
                  *, ready: str, height: int = 1000, timeout: float = 60_000
                  ) -> Iterator[Any]:
    """JupyterLab serving the notebook ``name`` of ``sources`` (:func:`code_notebook`),
    open in Chromium with every cell run until the page script ``ready`` holds. The page
    carries ``errors`` (its page errors) and ``lab`` (:func:`lab_server`'s dict); a setup
    that fails leaves a screenshot in test-reports/ and prints the server's log."""
    check_browser()
    from playwright.sync_api import sync_playwright

    stem = Path(name).stem
    root = tmp_path_factory.mktemp(f"lab-{stem}")
    home = tmp_path_factory.mktemp(f"jupyter-home-{stem}")
    (root / name).write_text(json.dumps(code_notebook(*sources), indent=1))
    with lab_server(root, home) as lab, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        context = browser.new_context(viewport={"width": 1280, "height": height})
        context.set_default_timeout(30_000)
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(f"{lab['base']}/lab/tree/{name}?token={TOKEN}")
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
        # Run → Run All Cells once the kernel is idle (earlier, JupyterLab asks for a kernel).
        page.wait_for_function(KERNEL_IDLE, timeout=60_000)
        try:
            page.evaluate(
                "() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
            page.wait_for_function(ready, timeout=timeout)
        except Exception:
            REPORTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(REPORTS / f"{stem}-setup-failed.png"), full_page=True)
            print("server log:", lab["log"].read_text()[-3000:])
            print("page errors:", errors)
            raise
        page.errors = errors
        page.lab = lab
        yield page
        context.close()
        browser.close()


def check_browser() -> None:
    """Fail in CI, skip elsewhere, when Chromium or Playwright is missing."""
    if not Path(CHROMIUM).exists():
        _unavailable(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        _unavailable("the Python package playwright is not installed")


@contextlib.contextmanager
def lab_server(root: Path, home: Path,
               settings: dict[str, dict[str, Any]] | None = None) -> Iterator[dict[str, Any]]:
    """A JupyterLab server on a free port serving ``root``, its settings and state in
    ``home``; ``settings`` maps a settings file (``"@jupyterlab/notebook-extension/tracker"``)
    to its values. Yields ``{"base": url, "root": root, "log": path}``."""
    # Keep JupyterLab quiet: no news, no update checks (these machines have no internet).
    files = {"@jupyterlab/apputils-extension/notification":
             {"fetchNews": "false", "checkForUpdates": False}, **(settings or {})}
    for name, values in files.items():
        path = home / "settings" / f"{name}.jupyterlab-settings"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values))
    env = {
        **os.environ,
        "JUPYTER_CONFIG_DIR": str(home / "config"),
        "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
        "JUPYTERLAB_SETTINGS_DIR": str(home / "settings"),
        "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces"),
        "IPYTHONDIR": str(home / "ipython"),
    }
    port = _free_port()
    argv = [sys.executable, "-m", "jupyter", "lab", "--no-browser", f"--port={port}",
            "--ip=127.0.0.1", f"--IdentityProvider.token={TOKEN}", "--allow-root",
            f"--ServerApp.root_dir={root}",
            "--ServerApp.open_browser=False", "--LabApp.expose_app_in_browser=True"]
    with jupyter_running(argv, port=port, cwd=root, env=env, log_path=home / "server.log"):
        yield {"base": f"http://127.0.0.1:{port}", "root": root, "log": home / "server.log"}


@contextlib.contextmanager
def jupyter_running(argv: list[str], *, port: int, cwd: Path, env: dict[str, str],
                    log_path: Path, start_within: float = 60) -> Iterator[Any]:
    """Run the Jupyter server ``argv`` (listening on ``port`` of 127.0.0.1, its output in
    ``log_path``) until it answers ``/api/status``; yield its process; stop it at the end."""
    log = log_path.open("w")
    server = subprocess.Popen(argv, cwd=cwd, env=env, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + start_within
        while True:
            if server.poll() is not None:
                raise RuntimeError(f"the server exited: {log_path.read_text()[-3000:]}")
            try:
                with urllib.request.urlopen(f"{base}/api/status?token={TOKEN}", timeout=2):
                    break
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError(
                        f"the server did not start within {start_within:.0f} s") from None
                time.sleep(0.25)
        yield server
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
        log.close()


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """The notebook open in Chromium with every cell run."""
    cells = [SETUP_CELL, FIGURE_CELL, GAME_CELL, GALLERY_CELL, BAO_CELL, LESSON_CELL]
    with notebook_page(tmp_path_factory, NOTEBOOK, cells, ready=(
            "() => document.querySelectorAll('.mancala-widget .mc-root').length >= 7")) as page:
        yield page


def kernel_state(page: Any, name: str = "kernel_state.json") -> dict[str, str]:
    state = page.lab["root"] / name
    return json.loads(state.read_text()) if state.exists() else {}


def wait_kernel(page: Any, key: str, value: str, timeout: float = 15,
                name: str = "kernel_state.json") -> dict[str, str]:
    deadline = time.monotonic() + timeout
    while True:
        state = kernel_state(page, name)
        if state.get(key) == value:
            return state
        if time.monotonic() > deadline:
            raise AssertionError(f"kernel {key} is {state.get(key)!r}, expected {value!r}")
        time.sleep(0.05)


def board_root(page: Any, index: int = 0) -> Any:
    return page.locator(".mancala-widget .mc-root").nth(index)


def cell_roots(page: Any, cell: int) -> Any:
    """The boards in the output of the notebook's cell number ``cell`` (from 0)."""
    return page.locator(".jp-Notebook .jp-CodeCell").nth(cell).locator(".mancala-widget .mc-root")


def bao_root(page: Any) -> Any:
    return cell_roots(page, 4).first


def counts(root: Any) -> dict[tuple[int, str], str]:
    """The count each pit and store shows, by (player, pit): the text of its count (a store
    also says "store", Bao's hand "hand" and its stage)."""
    found = root.evaluate(
        """root => [...root.querySelectorAll('[data-player][data-pit]')].map(
            node => [Number(node.dataset.player), node.dataset.pit,
                     (node.querySelector('.mc-count') || node).textContent.trim()])"""
    )
    return {(player, pit): text for player, pit, text in found}


def wait_drawn(page: Any, root: Any, position: str, timeout: float = 15_000) -> None:
    """Wait until the board shows ``position`` with no animation running."""
    root.evaluate(
        """(root, [position, timeout]) => new Promise((resolve, reject) => {
            const t0 = performance.now();
            const check = () => {
                if (root.dataset.position === position && root.dataset.animating === 'false')
                    resolve();
                else if (performance.now() - t0 > timeout)
                    reject(new Error('board shows ' + root.dataset.position));
                else setTimeout(check, 20);
            };
            check();
        })""",
        [position, timeout],
    )


def test_the_board_is_drawn(page: Any) -> None:
    root = board_root(page)
    wait_drawn(page, root, START)
    shown = counts(root)
    assert len(shown) == 14
    assert all(shown[(p, str(k))] == "4" for p in (0, 1) for k in range(1, 7))
    assert shown[(0, "store")] == shown[(1, "store")] == "0"
    pit = root.locator("[data-player='0'][data-pit='3']")
    assert pit.get_attribute("aria-label").startswith("South pit 3: 4 seeds")
    assert kernel_state(page)["position"] == START


def test_a_click_plays_animates_and_reaches_the_kernel(page: Any) -> None:
    root = board_root(page)
    root.locator("[data-player='0'][data-pit='3']").click()
    wait_drawn(page, root, AFTER_3)
    shown = counts(root)
    assert [shown[(0, str(k))] for k in range(1, 7)] == ["4", "4", "0", "5", "5", "5"]
    assert shown[(0, "store")] == "1"
    assert [shown[(1, str(k))] for k in range(1, 7)] == ["4"] * 6
    assert wait_kernel(page, "position", AFTER_3)["message"] == ""
    latency = root.get_attribute("data-click-to-frame-ms")
    assert latency is not None  # the first animation frame was seen
    # The last move is marked: its pit, and the store where the last seed fell.
    assert "mc-last-from" in root.locator("[data-player='0'][data-pit='3']").get_attribute(
        "class")
    assert "mc-last-to" in root.locator("[data-player='0'][data-pit='store']").get_attribute(
        "class")
    assert "South moves again" in root.locator(".mc-caption").inner_text()


def test_an_illegal_click_shows_the_reason_and_changes_nothing(page: Any) -> None:
    root = board_root(page)
    wait_drawn(page, root, AFTER_3)
    root.locator("[data-player='0'][data-pit='3']").click()  # empty now
    message = root.locator(".mc-message")
    message.wait_for(state="visible", timeout=10_000)
    assert "Pit 3 cannot be played: South's pit 3 is empty" in message.inner_text()
    state = wait_kernel(page, "message", message.inner_text().removeprefix("⚠ ").strip())
    assert state["position"] == AFTER_3
    assert root.get_attribute("data-position") == AFTER_3
    assert counts(root)[(0, "3")] == "0"
    # North's pits are not South's to play either.
    root.locator("[data-player='1'][data-pit='2']").click()
    page.wait_for_function(
        "root => root.querySelector('.mc-message').textContent.includes(\"South's turn\")",
        arg=root.element_handle(),
    )
    assert "It is South's turn: North's pits cannot be played now." in message.inner_text()
    assert kernel_state(page)["position"] == AFTER_3
    REPORTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(REPORTS / "board-illegal-click.png"), full_page=True)


def test_the_keyboard_plays_too(page: Any) -> None:
    root = board_root(page)
    pit = root.locator("[data-player='0'][data-pit='1']")
    pit.focus()
    page.keyboard.press("Enter")
    wait_drawn(page, root, AFTER_3_1)
    assert wait_kernel(page, "position", AFTER_3_1)["message"] == ""
    assert [counts(root)[(0, str(k))] for k in range(1, 7)] == ["0", "5", "1", "6", "6", "5"]
    assert root.locator(".mc-message").is_hidden()


def test_a_figure_takes_no_clicks(page: Any) -> None:
    figure = board_root(page, 1)
    before = figure.get_attribute("data-position")
    assert figure.locator("[data-pit='3'][data-player='1']").is_disabled()
    shown = counts(figure)
    assert shown[(1, "3")] == "7" and shown[(0, "3")] == "12"
    assert figure.get_attribute("data-position") == before


def test_screenshots_and_timings(page: Any) -> None:
    """Screenshots for the report; timings printed (benchmark mode: more repetitions)."""
    REPORTS.mkdir(parents=True, exist_ok=True)
    root = board_root(page)
    root.screenshot(path=str(REPORTS / "board.png"))
    board_root(page, 1).screenshot(path=str(REPORTS / "board-figure.png"))
    game = page.locator(".jp-OutputArea-output").nth(2)
    game.screenshot(path=str(REPORTS / "board-game.png"))

    # Click to first animation frame: a fresh game on the first board, then moves.
    repeats = 10 if BENCH else 2
    latencies = []
    for _ in range(repeats):
        before = root.get_attribute("data-position")
        legal = root.locator(".mc-pit.mc-playable").first
        legal.click()
        page.wait_for_function(
            "([root, before]) => root.dataset.position !== before && "
            "root.dataset.animating === 'false'",
            arg=[root.element_handle(), before], timeout=15_000,
        )
        latencies.append(float(root.get_attribute("data-click-to-frame-ms")))
    # A full redraw of the 48-seed board (every count, dot and label rewritten, layout included).
    redraw = root.evaluate(f"root => root.mancalaBench({2000 if BENCH else 200})")
    report = {
        "click_to_first_frame_ms": latencies,
        "click_to_first_frame_ms_median": sorted(latencies)[len(latencies) // 2],
        "redraw_48_seeds_ms": redraw,
    }
    print("\nbrowser timings:", json.dumps(report))
    (REPORTS / "board-timings.json").write_text(json.dumps(report, indent=1))

    # Phone width: the board sizes itself by its container (CSS container queries),
    # so a 360 px wide output shows what a phone shows.
    widget = page.locator(".mancala-widget").first
    widget.evaluate("el => { el.style.width = '360px'; }")
    page.wait_for_timeout(200)
    root.screenshot(path=str(REPORTS / "board-phone.png"))
    widths = root.evaluate(
        "root => [...root.querySelectorAll('.mc-pit')].map(n => n.getBoundingClientRect().width)")
    assert min(widths) >= 28  # still a finger-sized target
    widget.evaluate("el => { el.style.width = ''; }")
    assert not page.errors, page.errors


def run_in_kernel(page: Any, code: str) -> None:
    """Run ``code`` in the notebook's kernel (as a cell would, without a cell)."""
    page.evaluate(
        """code => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel
            .requestExecute({code, silent: true}).done""",
        code,
    )


def test_a_capture_is_animated(page: Any) -> None:
    """A capture, slowly: the screenshots show the marks while the seeds move."""
    capture = "kalah 1.0.4.4.4.4:0/4.4.4.4.4.4:7 S"
    after = "kalah 0.0.4.4.4.4:5/4.4.4.4.0.4:7 N"
    root = board_root(page)
    run_in_kernel(page, f"board.animation_speed = 3\nboard.position = {capture!r}")
    wait_drawn(page, root, capture)
    root.locator("[data-player='0'][data-pit='1']").click()
    page.wait_for_function("root => root.dataset.animating === 'true'",
                           arg=root.element_handle())
    shots = []
    for k in range(4):
        page.wait_for_timeout(330)
        path = REPORTS / f"board-capture-{k}.png"
        root.screenshot(path=str(path))
        shots.append(root.locator(".mc-caption").inner_text())
    wait_drawn(page, root, after)
    assert any("capture" in text for text in shots), shots
    assert counts(root)[(0, "store")] == "5"
    assert counts(root)[(1, "5")] == "0"
    assert wait_kernel(page, "position", after)["position"] == after
    run_in_kernel(page, "board.animation_speed = 20")


def test_a_hint_and_the_end_of_the_game_are_shown(page: Any) -> None:
    near_end = "kalah 0.0.0.0.2.1:22/4.4.4.4.4.1:2 S"
    after = "kalah 0.0.0.0.0.0:24/0.0.0.0.0.0:24 N"
    root = board_root(page)
    run_in_kernel(page, f"board.position = {near_end!r}\nboard.show_hint('6')")
    wait_drawn(page, root, near_end)
    hinted = root.locator("[data-player='0'][data-pit='6']")
    page.wait_for_function("node => node.classList.contains('mc-hint')",
                           arg=hinted.element_handle())
    assert "hint" in hinted.get_attribute("aria-label")
    root.screenshot(path=str(REPORTS / "board-hint.png"))
    root.locator("[data-player='0'][data-pit='5']").click()  # 2 seeds: pit 6, store
    wait_drawn(page, root, "kalah 0.0.0.0.0.2:23/4.4.4.4.4.1:2 S")
    root.locator("[data-player='0'][data-pit='6']").click()  # 2 seeds: store, North 1
    wait_drawn(page, root, after)
    status = root.locator(".mc-status")
    assert status.inner_text() == "Game over: a draw, 24–24"
    root.screenshot(path=str(REPORTS / "board-game-over.png"))
    assert wait_kernel(page, "position", after)["position"] == after


def test_every_layout_of_the_core_is_drawn(page: Any) -> None:
    """Each ruleset's board: every pit and store, with the counts of its position."""
    import mancala_core as mc

    page.wait_for_function("() => document.querySelectorAll('.mancala-widget .mc-root')"
                           f".length >= {3 + len(mc.available_rules())}")
    roots = [cell_roots(page, 3).nth(k) for k in range(cell_roots(page, 3).count())]
    roots.append(bao_root(page))
    names = []
    shots: set[str] = set()
    for index, root in enumerate(roots, start=3):
        pos = mc.parse(root.get_attribute("data-position"))
        shown = counts(root)
        game = pos.rules
        assert len(shown) == game.players * (game.pits_per_player + 1), game.label()
        for player in range(game.players):
            pits = [shown[(player, str(k + 1))] for k in range(game.pits_per_player)]
            assert pits == [str(c) for c in pos.pits(player)], (game.label(), player)
            assert shown[(player, "store")] == str(pos.store(player))
        if game.name == "bao":  # four rows: hands, the nyumba, a blocked hole
            assert len(root.locator(".mc-four-rows .mc-row-letter").all()) == 8
            assert root.locator(".mc-pit.mc-nyumba").count() == 2
            hand = root.locator("[data-player='0'][data-pit='store']")
            assert "hand" in hand.inner_text()
            assert hand.get_attribute("aria-label").startswith("South hand: ")
            if pos.rules.blocked(pos):  # type: ignore[attr-defined]
                blocked = root.locator("[data-mark-kind~='blocked']")
                assert blocked.get_attribute("data-player") == "1"
                assert blocked.get_attribute("data-pit") == "4"
                assert blocked.get_attribute("data-mark") == "blocked"
                assert "hole a4" in blocked.get_attribute("aria-label")
        root.locator(".mc-pit").first.scroll_into_view_if_needed()
        stem = f"board-{game.name}-{game.players}"
        if stem in shots:
            stem += f"-{index}"
        shots.add(stem)
        root.screenshot(path=str(REPORTS / f"{stem}.png"))
        names.append(game.name)
    assert set(mc.available_rules()) <= set(names)


def test_a_bao_move_is_chosen_from_its_hole(page: Any) -> None:
    """Click a Bao hole: its choices appear; the one picked is played in the kernel."""
    root = bao_root(page)
    wait_drawn(page, root, BAO_START)
    assert kernel_state(page, "bao_state.json")["position"] == BAO_START
    # An empty hole: Python says why, nothing changes.
    root.locator("[data-player='0'][data-pit='3']").click()
    message = root.locator(".mc-message")
    message.wait_for(state="visible", timeout=10_000)
    assert "Hole A3 cannot be played: A3 is empty" in message.inner_text()
    # A hole with two moves: a menu offers both, in words.
    root.locator("[data-player='0'][data-pit='6']").click()
    menu = root.locator(".mc-choices")
    menu.wait_for(state="visible", timeout=10_000)
    choices = menu.locator("[data-move]")
    assert [choices.nth(k).get_attribute("data-move") for k in range(choices.count())] == [
        "A6<", "A6>"]
    assert "anticlockwise, first seed in A5" in choices.nth(0).inner_text()
    assert root.locator(".mc-special [data-move]").count() == 0  # the holes offer the moves
    root.screenshot(path=str(REPORTS / "board-bao-choices.png"))
    page.keyboard.press("Escape")  # the first choice has the focus: Escape closes the menu
    menu.wait_for(state="hidden", timeout=5_000)
    root.locator("[data-player='0'][data-pit='6']").click()
    menu.locator("[data-move='A6<']").click()
    wait_drawn(page, root, BAO_AFTER_A6L)
    shown = counts(root)
    assert [shown[(0, str(k))] for k in range(1, 9)] == ["0", "0", "1", "1", "7", "0", "2", "0"]
    assert shown[(0, "store")] == "21"
    assert wait_kernel(page, "position", BAO_AFTER_A6L,
                       name="bao_state.json")["message"] == ""
    assert menu.is_hidden()
    assert "North" in root.locator(".mc-side.mc-to-move").inner_text()
    root.screenshot(path=str(REPORTS / "board-bao-played.png"))
    assert not page.errors, page.errors


def test_a_shown_move_is_animated_when_first_seen_and_replayed(page: Any) -> None:
    """``BoardWidget.showing``: the move is animated once from the position before it, each
    step captioned with its reason; Replay animates it again, drawing only."""
    import mancala_core as mc
    from mancala_core.rules.explain import step_reasons

    demo = cell_roots(page, 5).nth(0)
    demo.scroll_into_view_if_needed()
    page.wait_for_function(
        "root => Number(root.dataset.animations || 0) >= 1 && root.dataset.animating === 'false'",
        arg=demo.element_handle(), timeout=20_000,
    )
    wait_drawn(page, demo, AFTER_3)
    assert demo.get_attribute("data-animations") == "1"
    assert demo.get_attribute("data-pending") is None
    shown = counts(demo)
    assert shown[(0, "3")] == "0" and shown[(0, "store")] == "1"
    replay = demo.locator(".mc-replay")
    assert replay.is_visible()
    assert demo.locator(".mc-undo").is_hidden()  # a figure: nothing to take back
    demo.evaluate(
        """root => {
            const caption = root.querySelector('.mc-caption');
            root.captions = [];
            new MutationObserver(() => root.captions.push(caption.textContent))
                .observe(caption, {childList: true, characterData: true, subtree: true});
        }"""
    )
    replay.click()
    page.wait_for_function("root => root.dataset.animations === '2'", arg=demo.element_handle())
    page.wait_for_timeout(250)
    demo.screenshot(path=str(REPORTS / "board-replay.png"))
    wait_drawn(page, demo, AFTER_3)
    seen: list[str] = []
    for text in demo.evaluate("root => root.captions"):
        if not seen or seen[-1] != text:
            seen.append(text)
    reasons = step_reasons(mc.parse(START).trace("3"))
    assert [text for text in seen if text in reasons] == reasons, seen
    assert "South moves again" in demo.locator(".mc-caption").inner_text()
    assert counts(demo) == shown
    assert not page.errors, page.errors


def test_undo_on_the_board_takes_back_a_click(page: Any) -> None:
    root = cell_roots(page, 5).nth(1)
    root.scroll_into_view_if_needed()
    wait_drawn(page, root, START)
    undo = root.locator(".mc-undo")
    assert undo.is_hidden() and root.locator(".mc-replay").is_hidden()
    root.locator("[data-player='0'][data-pit='3']").click()
    wait_drawn(page, root, AFTER_3)
    wait_kernel(page, "position", AFTER_3, name="practice_state.json")
    undo.wait_for(state="visible", timeout=10_000)
    assert root.locator(".mc-replay").is_visible()
    root.screenshot(path=str(REPORTS / "board-undo.png"))
    undo.click()
    wait_drawn(page, root, START)
    assert wait_kernel(page, "position", START, name="practice_state.json")["message"] == ""
    assert counts(root)[(0, "3")] == "4" and counts(root)[(0, "store")] == "0"
    undo.wait_for(state="hidden", timeout=10_000)
    # The game's board leaves undo to the game's own button (which knows the computer's moves).
    game = cell_roots(page, 2).first
    before = game.get_attribute("data-position")
    game.locator(".mc-pit.mc-playable").first.click()
    page.wait_for_function(
        "([root, before]) => root.dataset.position !== before && "
        "root.dataset.animating === 'false'",
        arg=[game.element_handle(), before], timeout=15_000,
    )
    assert game.locator(".mc-undo").is_hidden()
    assert not page.errors, page.errors


def _tools_notebooks() -> Any:
    """tools/notebooks.py, imported from its file (tools/ is not a package)."""
    import importlib.util

    path = Path(__file__).parents[2] / "tools" / "notebooks.py"
    spec = importlib.util.spec_from_file_location("mancala_tools_notebooks", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


FRESH_CELLS = [
    "import pathlib\nimport mancala_core as mc\nfrom mancala_core.widgets import BoardWidget\n"
    "_ = pathlib.Path('fresh-ran.txt').write_text('ran')",
    "BoardWidget('kalah')",
    "BoardWidget('oware 0.1.12.3.2.0:10/2.0.7.0.1.5:5 N', interactive=False)",
    "BoardWidget.showing('kalah', '3')",
    "mc.rules('kalah').start().play('3')",
]


def test_a_stored_lesson_shows_its_boards_when_opened_fresh(page: Any) -> None:
    """A notebook stored by tools/notebooks.py, opened the way a learner opens a lesson (a
    file JupyterLab has never trusted, its kernel started, no cell run): every board output
    is a picture, not ``BoardWidget(…)``/``Position(…)`` text."""
    root = page.lab["root"]
    path = root / "fresh.ipynb"
    notebook = code_notebook(*FRESH_CELLS)
    for k, cell in enumerate(notebook["cells"]):
        cell["id"] = f"fresh-{k}"
    path.write_text(json.dumps(notebook, indent=1))
    _tools_notebooks().execute(path)
    (root / "fresh-ran.txt").unlink()  # made by the run; a fresh open must not make it again
    stored = json.loads(path.read_text())
    datas = [out["data"] for cell in stored["cells"][1:] for out in cell["outputs"]]
    assert len(datas) == 4
    assert all("text/html" in data and "<img" in "".join(data["text/html"]) for data in datas)

    context = page.context.browser.new_context(viewport={"width": 1280, "height": 2400})
    fresh = context.new_page()
    errors: list[str] = []
    fresh.on("pageerror", lambda error: errors.append(str(error)))
    try:
        fresh.goto(f"{page.lab['base']}/lab/tree/fresh.ipynb?reset&token={TOKEN}")
        fresh.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
        fresh.wait_for_function(KERNEL_IDLE, timeout=60_000)
        fresh.wait_for_function(
            "() => window.jupyterapp.shell.currentWidget.node"
            ".querySelectorAll('.jp-OutputArea-output').length >= 4", timeout=30_000)
        fresh.wait_for_timeout(1500)  # let the widget manager do whatever it does
        state = fresh.evaluate(
            """() => {
                const panel = window.jupyterapp.shell.currentWidget;
                return {
                    trusted: panel.content.widgets.map(cell => cell.model.trusted),
                    outputs: [...panel.node.querySelectorAll('.jp-OutputArea-output')].map(
                        node => ({
                            pictures: [...node.querySelectorAll('img, svg')].filter(
                                pic => pic.tagName !== 'IMG' || pic.naturalWidth > 0).length,
                            text: node.innerText,
                        })),
                };
            }"""
        )
        REPORTS.mkdir(parents=True, exist_ok=True)
        fresh.screenshot(path=str(REPORTS / "fresh-open.png"), full_page=True)
    finally:
        context.close()
    assert not any(state["trusted"]), state["trusted"]  # a learner's fresh, untrusted copy
    assert not (root / "fresh-ran.txt").exists()  # no cell ran
    outputs = state["outputs"]
    assert len(outputs) == 4, outputs
    for output in outputs:
        assert output["pictures"] >= 1, output
        assert "Position(" not in output["text"] and "BoardWidget" not in output["text"], output
    assert not errors, errors
