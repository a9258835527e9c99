"""The offline site (``make site``): lessons 1, 4, 8 and 12 as a learner meets them in
Chromium, Python running in the browser (Pyodide), served from 127.0.0.1 alone.

The site is built once per run (``make site``, into build/site/; ``MANCALA_SITE=PATH`` uses
a site built already) and served by a plain static file server. Every request for any
other host fails the test. For each lesson: all cells run without an error, every cell
that makes a board shows one, every board reads as JupyterLab draws it (each store's
count and word, each pit's count, the pit numbers, as its position says them) and no output
says "undefined", "NaN" or "None" (Pyodide's kernel once sent every None as undefined, and
every store said "undefined"), a click on a pit plays the move (and the computer answers
where it plays), a hint answers, and an exercise answered on a board explains a wrong
answer as it does in JupyterLab and says "Right" to the right one. The times a learner
waits are printed (``-s``) and written to test-reports/site-times.json.
"""

from __future__ import annotations

import importlib
import json
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from apps.guarded import chromium, guarded_page

from .test_browser import KERNEL_IDLE, REPORTS, check_browser
from .test_lessons_browser import (
    MAKES_BOARD,
    _board_exercise,
    _cells,
    _click,
    _output_text,
    _run_cell,
    _what_a_person_reads,
    _wrong_and_right,
)

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ["01_welcome.ipynb", "04_captures.ipynb", "08_oware.ipynb", "12_puzzles.ipynb"]
#: what the learner waited for, per lesson (seconds), for the closing note and benchmarks
TIMES: dict[str, dict[str, float]] = {}


@pytest.fixture(scope="module")
def site() -> Iterator[str]:
    """The site, built once, served on 127.0.0.1: its base address."""
    from apps.site_server import megabytes, serve, site_folder

    check_browser()
    # built once per run: the apps' site test (tests/apps/) may have built it already
    folder = site_folder(REPORTS)
    TIMES["site"] = {"megabytes": megabytes(folder)}
    try:
        with serve(folder) as base:
            yield base
    finally:
        REPORTS.mkdir(parents=True, exist_ok=True)
        (REPORTS / "site-times.json").write_text(json.dumps(TIMES, indent=1))


@pytest.fixture(scope="module")
def browser(site: str) -> Iterator[Any]:
    with chromium() as browser:
        yield browser


def _wait_for_board(page: Any, index: int) -> None:
    page.evaluate("""(i) => window.jupyterapp.shell.currentWidget.content
        .scrollToItem(i, 'start')""", index)
    page.wait_for_function(
        """(i) => window.jupyterapp.shell.currentWidget.content.widgets[i].node
            .querySelector('.mancala-widget .mc-root [data-pit]') !== null""",
        arg=index, timeout=60_000)


def _cell(page: Any, index: int) -> Any:
    panel = "#" + page.evaluate("() => window.jupyterapp.shell.currentWidget.id")
    return page.locator(f"{panel} .jp-Cell").nth(index)


def _first(cells: list[dict[str, Any]], pattern: str) -> int:
    return next(i for i, c in enumerate(cells)
                if c["type"] == "code" and re.search(pattern, c["source"]))


def _play_and_hint(page: Any, index: int, times: dict[str, float]) -> None:
    """Click a pit of a Game and see it played (and the computer's answer), then a hint."""
    _wait_for_board(page, index)
    cell = _cell(page, index)
    root = cell.locator(".mc-root").first
    start = root.get_attribute("data-position")
    pit = root.locator(".mc-playable").first
    clicked = time.monotonic()
    pit.click()
    page.wait_for_function("([root, start]) => root.dataset.position !== start",
                           arg=[root.element_handle(), start], timeout=30_000)
    times["move_drawn"] = round(time.monotonic() - clicked, 2)
    if "computer=" in _cells(page)[index]["source"]:
        # The computer (North) answers once the move is shown: South is to move again.
        cell.locator(".mc-move-list li").nth(1).wait_for(state="attached", timeout=60_000)
        times["computer_answered"] = round(time.monotonic() - clicked, 2)
    page.wait_for_function("root => root.dataset.animating === 'false'",
                           arg=root.element_handle(), timeout=60_000)
    asked = time.monotonic()
    cell.locator("button", has_text="Hint").first.click()
    cell.locator(".widget-html", has_text=re.compile(r"Hint: play")).first.wait_for(
        state="attached", timeout=60_000)
    times["hint"] = round(time.monotonic() - asked, 2)
    assert cell.locator(".mc-hint").count() >= 1  # the hinted pit is marked on the board


def _puzzle_player(page: Any, index: int, times: dict[str, float]) -> None:
    """In the puzzle player (lesson 12's ``PuzzlePlayer(kalah, grade=2)``): a wrong move is
    taken back and refuted by the refutation stored with the puzzle (no search in the
    browser), then the line's first move is right; a hint answers."""
    import puzzles
    from puzzles.refute import puzzle_refutation
    from puzzles.show import COLLECTIONS

    puzzle = next(p for p in puzzles.load(COLLECTIONS / "kalah.json") if p.grade == 2)
    start = puzzle.start()
    right = puzzle.solution[0]
    wrong = next(m.text for m in start.legal_moves() if m.text != right)
    refuted = puzzle_refutation(puzzle, start, wrong, ply=0).text
    _wait_for_board(page, index)
    cell = _cell(page, index)
    root = cell.locator(".mc-root").first
    assert root.get_attribute("data-position") == start.text()
    asked = time.monotonic()
    cell.locator("button", has_text="Hint").first.click()
    cell.locator(".widget-html", has_text=re.compile(r"Hint 1 of \d")).first.wait_for(
        state="attached")
    times["puzzle_hint"] = round(time.monotonic() - asked, 2)
    clicked = time.monotonic()
    root.locator(f"[data-player='{start.to_move}'][data-pit='{wrong}']").click()
    said = cell.locator(".widget-html", has_text=f"Not {wrong}. ").first
    said.wait_for(state="attached", timeout=60_000)
    times["puzzle_refuted"] = round(time.monotonic() - clicked, 2)
    assert refuted in said.inner_text(), (said.inner_text(), refuted)
    page.wait_for_function("([root, text]) => root.dataset.position === text && "
                           "root.dataset.animating === 'false'",
                           arg=[root.element_handle(), start.text()], timeout=30_000)
    root.locator(f"[data-player='{start.to_move}'][data-pit='{right}']").click()
    cell.locator(".widget-html", has_text=f"Right: {right}").first.wait_for(
        state="attached", timeout=60_000)


@pytest.mark.parametrize("name", LESSONS)
def test_a_lesson_runs_in_the_browser_with_nothing_from_outside(
        browser: Any, site: str, name: str) -> None:
    times: dict[str, float] = {}
    TIMES[name] = times
    # every other host refused and failing the test, as does an error the page throws
    with guarded_page(browser, REPORTS / f"site-{name[:-6]}-failed.png") as page:
        opened = time.monotonic()
        page.goto(f"{site}/lab/index.html?path=course/{name}")
        page.wait_for_function(
            f"""() => {{
                const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
                return Boolean(panel && panel.context && panel.context.path === 'course/{name}'
                               && panel.content.widgets.length > 0);
            }}""", timeout=120_000)
        times["notebook_shown"] = round(time.monotonic() - opened, 1)
        page.wait_for_function(KERNEL_IDLE, timeout=240_000)
        times["kernel_ready"] = round(time.monotonic() - opened, 1)
        page.evaluate(
            "() => window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs')")
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        page.wait_for_selector(".mancala-widget .mc-root [data-pit]", state="attached",
                               timeout=240_000)
        times["first_board"] = round(time.monotonic() - opened, 1)
        notebook = json.loads((ROOT / "course" / name).read_text(encoding="utf-8"))
        code_cells = sum(1 for c in notebook["cells"] if c["cell_type"] == "code")
        page.wait_for_function(
            """(n) => {
                const cells = window.jupyterapp.shell.currentWidget.content.widgets
                    .filter((c) => c.model.type === 'code');
                return cells.length === n && cells.every((c) => c.model.executionCount !== null);
            }""", arg=code_cells, timeout=600_000)
        page.wait_for_function(KERNEL_IDLE, timeout=600_000)
        times["all_cells"] = round(time.monotonic() - opened, 1)
        cells = _cells(page)
        failed = [(i, o.get("ename"), o.get("evalue")) for i, c in enumerate(cells)
                  for o in c["outputs"] if o.get("output_type") == "error"]
        assert not failed, f"{name}: error outputs {failed}"
        shown = 0
        for i, cell in enumerate(cells):
            if cell["type"] == "code" and MAKES_BOARD.search(cell["source"]) and any(
                    "application/vnd.jupyter.widget-view+json" in o.get("data", {})
                    for o in cell["outputs"]):
                _wait_for_board(page, i)
                shown += 1
        assert shown >= 3, f"{name}: only {shown} cells show a board"
        # What a person reads: each board's stores, pits and pit numbers as its position
        # says them (as JupyterLab draws them), and no "undefined", "NaN" or "None" in any
        # output.
        read = _what_a_person_reads(page, cells)
        assert read["misread"] == [], (name, len(read["misread"]), read["misread"][:4])
        assert read["not_a_value"] == {}, (name, read["not_a_value"])
        assert read["boards"] >= shown, (name, read["boards"], shown)
        times["boards_read"] = read["boards"]

        if name == "12_puzzles.ipynb":
            _puzzle_player(page, _first(cells, r"^PuzzlePlayer\("), times)
        else:
            _play_and_hint(page, _first(cells, r"(first_game|Game)\("), times)

        # An exercise answered on a board: a wrong pit, its explanation; then the answer.
        module = importlib.import_module(f"coursework.lessons.lesson{name[:2]}")
        found = _board_exercise(notebook)
        assert found, f"{name}: no exercise is answered on a board"
        exercise, _variable, board_cell, check_cell = found
        wrong, explanation, right = _wrong_and_right(module, exercise)
        _wait_for_board(page, board_cell)
        root = _cell(page, board_cell).locator(".mc-root").first
        player = getattr(module, exercise).position.to_move
        for move in wrong:
            _click(root, page, player, move)
        said = _output_text(_run_cell(page, check_cell))
        assert said.startswith("Not yet:"), (name, said)
        assert said.strip() == explanation, (name, said, explanation)
        for _ in wrong:
            before = root.get_attribute("data-position")
            root.locator(".mc-undo").click()
            page.wait_for_function("([root, before]) => root.dataset.position !== before",
                                   arg=[root.element_handle(), before], timeout=15_000)
        for move in right:
            _click(root, page, player, move)
        said = _output_text(_run_cell(page, check_cell))
        assert said.startswith("Right:"), (name, said)
        REPORTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(REPORTS / f"site-{name[:-6]}.png"))
        print(f"\n{name} in the site: {times}")
