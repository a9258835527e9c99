"""The puzzle player in a real browser: JupyterLab and Chromium, as in test_browser.py.

The notebook makes a :class:`~puzzles.player.PuzzlePlayer` for one small Kalah puzzle and
writes the kernel's side (the board's position, the feedback) to a file after every change.
The test clicks a wrong pit and reads the refutation on the page, sees the move taken back,
then clicks the line's moves, sees the computer's answer drawn and reads "Solved!". The
timings (click to the refutation shown, click to the computer's answer drawn) are printed
and written to test-reports/, not asserted; a screenshot goes there too.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import pytest

import mancala_core as mc

from .test_browser import (
    REPORTS,
    notebook_page,
    wait_drawn,
)

pytestmark = pytest.mark.browser

NOTEBOOK = "puzzle.ipynb"
# North    4    3    2    1
#  +----+----+----+----+----+----+
#  |    |  1 |  6 |  0 |  1 |    |
#  |  7 +----+----+----+----+  7 |
#  |    |  0 |  1 |  0 |  1 |    |
#  South    1    2    3    4       North to move: the best result
# The line: North 3, South 1, North 1 (a capture).
LINE = "kalah[pits=4,seeds=3] 0.1.0.1:7/1.0.6.1:7 N"
AFTER_3_1 = mc.parse(LINE).play("3").play("1").text()
SOLVED = mc.parse(AFTER_3_1).play("1").text()
PAUSE = 0.6

SETUP_CELL = f"""\
import json, pathlib
import mancala_core as mc
from puzzles import Puzzle, prove
from puzzles.player import PuzzlePlayer

pos = mc.parse({LINE!r})
proof = prove(pos, "best_result")
player = PuzzlePlayer.of(Puzzle.create(pos, "best_result", value=proof.value,
                                       solution=proof.solution, themes=["capture"]),
                         animation_speed=20, pause={PAUSE})
state = pathlib.Path("player_state.json")

def record(change=None):
    state.write_text(json.dumps({{"position": player.board.position,
                                 "feedback": player.feedback}}))

player.board.observe(record, names=["position"])
player.feedback_html.observe(record, names=["value"])
record()
player"""


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with notebook_page(tmp_path_factory, NOTEBOOK, [SETUP_CELL], timeout=120_000, ready=(
            "() => document.querySelector('.mc-puzzle-player .mancala-widget .mc-root')"
            " !== null")) as page:
        yield page


def kernel_state(page: Any) -> dict[str, str]:
    path = page.lab["root"] / "player_state.json"
    return json.loads(path.read_text()) if path.exists() else {}


def wait_feedback(page: Any, words: str, timeout: float = 20_000) -> float:
    """Wait until the feedback under the board contains ``words``; the time it took (ms)."""
    start = time.perf_counter()
    try:
        page.wait_for_function(
            "words => (document.querySelector('.mc-puzzle-feedback') || {}).textContent"
            "?.includes(words)", arg=words, timeout=timeout)
    except Exception:
        REPORTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(REPORTS / "puzzle-feedback-failed.png"), full_page=True)
        shown = page.locator(".mc-puzzle-feedback").inner_text()
        raise AssertionError(f"the feedback says {shown!r}, not {words!r}; the kernel: "
                             f"{kernel_state(page)}") from None
    return (time.perf_counter() - start) * 1000


def test_a_wrong_move_is_refuted_then_the_line_solves_the_puzzle(page: Any) -> None:
    root = page.locator(".mc-puzzle-player .mancala-widget .mc-root").first
    wait_drawn(page, root, LINE)
    feedback = page.locator(".mc-puzzle-feedback")
    assert "You play North" in feedback.inner_text()
    assert kernel_state(page)["position"] == LINE

    # A wrong pit: North 1. The board shows it, pauses, takes it back; the refutation says why:
    # South's 2 ends in its empty pit 3 and captures North's 1 seed opposite (South's own last
    # seed goes to the store with it, but a capture counts the opponent's seeds)
    started = time.perf_counter()
    root.locator("[data-player='1'][data-pit='1']").click()
    wait_feedback(page, "Not 1. After 1, South plays 2 and captures 1;")
    refuted_ms = (time.perf_counter() - started) * 1000
    # the move's result stays on screen for the pause before it is taken back
    page.wait_for_function("root => root.dataset.holding === 'true'",
                           arg=root.element_handle(), timeout=10_000)
    assert root.get_attribute("data-position") == mc.parse(LINE).play("1").text()
    text = feedback.inner_text()
    assert "you end with at most" in text and "the best move ends with" in text
    REPORTS.mkdir(parents=True, exist_ok=True)
    root.screenshot(path=str(REPORTS / "puzzle-wrong-move.png"))
    wait_drawn(page, root, LINE)  # taken back, on the page too
    assert kernel_state(page)["position"] == LINE
    page.locator(".mc-puzzle-player").screenshot(path=str(REPORTS / "puzzle-refutation.png"))

    # The line's move: North 3; the computer answers South 1, animated after it.
    started = time.perf_counter()
    root.locator("[data-player='1'][data-pit='3']").click()
    wait_feedback(page, "South answers 1")
    told_ms = (time.perf_counter() - started) * 1000
    wait_drawn(page, root, AFTER_3_1, timeout=30_000)
    answered_ms = (time.perf_counter() - started) * 1000
    assert kernel_state(page)["position"] == AFTER_3_1

    root.locator("[data-player='1'][data-pit='1']").click()
    wait_feedback(page, "Solved!")
    wait_drawn(page, root, SOLVED)
    assert "1 solved after mistakes" in page.locator(".mc-puzzle-score").inner_text()
    assert root.locator("[data-player='1'][data-pit='3']").is_disabled()  # no more moves
    page.locator(".mc-puzzle-player").screenshot(path=str(REPORTS / "puzzle-solved.png"))
    report = {"click_to_refutation_shown_ms": round(refuted_ms),
              "click_to_answer_told_ms": round(told_ms),
              "click_to_answer_drawn_ms": round(answered_ms),
              "pause_s": PAUSE, "animation_speed": 20}
    print("\npuzzle player timings:", json.dumps(report))
    (REPORTS / "puzzle-timings.json").write_text(json.dumps(report, indent=1))
    assert not page.errors, page.errors


def test_hints_mark_the_place_then_highlight_the_move(page: Any) -> None:
    root = page.locator(".mc-puzzle-player .mancala-widget .mc-root").first
    page.locator(".mc-puzzle-player button", has_text="Again").click()
    wait_drawn(page, root, LINE)
    hint = page.locator(".mc-puzzle-player button", has_text="Hint")
    hint.click()
    wait_feedback(page, "Hint 1 of 3: look for a capture")
    hint.click()
    wait_feedback(page, "Hint 2 of 3: look at South's pit 4")
    marked = root.locator("[data-player='0'][data-pit='4']")
    page.wait_for_function("node => node.dataset.mark === 'look here'",
                           arg=marked.element_handle())
    assert "look here" in marked.get_attribute("aria-label")
    hint.click()
    wait_feedback(page, "Hint 3 of 3: play 3")
    pit = root.locator("[data-player='1'][data-pit='3']")
    page.wait_for_function("node => node.classList.contains('mc-hint')",
                           arg=pit.element_handle())
    page.locator(".mc-puzzle-player").screenshot(path=str(REPORTS / "puzzle-hint.png"))
    pit.click()
    wait_drawn(page, root, AFTER_3_1, timeout=30_000)
    assert marked.get_attribute("data-mark") is None  # the next position clears the marks
    # played again after it was solved: the score keeps what was earned
    assert "1 solved after mistakes" in page.locator(".mc-puzzle-score").inner_text()
    assert not page.errors, page.errors


def test_the_solver_north_sits_at_the_bottom_and_its_pits_take_the_clicks(page: Any) -> None:
    """North to move: North's row drawn at the bottom, read 1..4 from the left, and the pit
    drawn bottom left, clicked where it is on the screen, plays North's pit 1."""
    root = page.locator(".mc-puzzle-player .mancala-widget .mc-root").first
    page.locator(".mc-puzzle-player button", has_text="Again").click()
    wait_drawn(page, root, LINE)
    wait_feedback(page, "You play North")
    assert root.get_attribute("data-bottom") == "1"
    centres = root.evaluate(
        """root => Object.fromEntries([...root.querySelectorAll('[data-player][data-pit]')]
            .map(node => { const box = node.getBoundingClientRect();
                return [node.dataset.player + ':' + node.dataset.pit,
                        [box.x + box.width / 2, box.y + box.height / 2]]; }))""")
    north = [centres[f"1:{k}"] for k in range(1, 5)]
    south = [centres[f"0:{k}"] for k in range(1, 5)]
    assert all(n[1] > s[1] for n, s in zip(north, south, strict=True))  # North below South
    assert [x for x, _ in north] == sorted(x for x, _ in north)  # 1..4 from the left
    assert [x for x, _ in south] == sorted((x for x, _ in south), reverse=True)
    assert centres["1:store"][0] > north[3][0]  # North's store at North's right
    assert centres["0:store"][0] < north[0][0]
    assert root.locator(".mc-side-bottom").inner_text().startswith("North")
    assert root.locator(".mc-side-top").inner_text().startswith("South")
    # The band behind the row of the player to move: North's, at the bottom.
    band = root.locator(".mc-band.mc-to-move")
    assert band.count() == 1 and "mc-player-1" in (band.get_attribute("class") or "")
    box = band.bounding_box()
    assert box is not None and box["y"] < north[0][1] < box["y"] + box["height"]
    REPORTS.mkdir(parents=True, exist_ok=True)
    page.locator(".mc-puzzle-player").screenshot(path=str(REPORTS / "puzzle-north-bottom.png"))

    # The pit drawn lowest and leftmost, clicked by its place on the screen: North's 1.
    pits = {key: xy for key, xy in centres.items() if not key.endswith("store")}
    lowest = max(y for _, y in pits.values())
    x, key = min((x, key) for key, (x, y) in pits.items() if abs(y - lowest) < 1)
    assert key == "1:1"
    # Again makes the solved board playable once more: the view may draw the position
    # before it hears that, and a click on a figure does nothing
    pit = root.locator("[data-player='1'][data-pit='1'].mc-playable")
    pit.wait_for(timeout=15_000)
    # clicked at its centre on the screen (the place found above), once it is steady and
    # nothing covers it (Playwright's checks before a click)
    box = pit.bounding_box()
    assert box is not None and abs(box["x"] + box["width"] / 2 - x) < 1
    pit.click()
    wait_feedback(page, "Not 1. After 1, South plays 2 and captures 1;")
    wait_drawn(page, root, LINE)  # taken back
    assert kernel_state(page)["position"] == LINE
    assert root.get_attribute("data-bottom") == "1"
    assert not page.errors, page.errors
