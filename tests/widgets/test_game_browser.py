"""Game's play features in a real JupyterLab (issue 21 §5): a series with a move clock
whose countdown reaches the page from the kernel (Python keeps the time) and that lets the
computer play for a person out of time, and a four-player game against three computer
seats; the panels in Polish and Russian; the computer's reply and the move list only once
the learner's own move has been shown. Screenshots go to test-reports/."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from .test_browser import (
    REPORTS,
    notebook_page,
    run_in_kernel,
)

pytestmark = pytest.mark.browser

NOTEBOOK = "game_play.ipynb"

CELLS = [
    """\
from mancala_core.widgets import Game

series = Game("kalah[pits=4,seeds=3]", series=True, clock=5, computer=1, level="easy",
              language="pl")
series""",
    """\
four = Game("basic[players=4]", computer={1, 2, 3}, level="easy", language="ru")
four""",
    """\
reply = Game("kalah", computer=1, level="easy")
reply""",
    """\
undone = Game("kalah", computer=1, level="easy", series=True, clock=60)
undone.new_game()  # the second game of the series: North, the computer, starts
undone""",
]


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with notebook_page(tmp_path_factory, NOTEBOOK, CELLS, height=1400, ready=(
            "() => document.querySelectorAll('.mancala-widget .mc-root').length >= 4")) as page:
        yield page


def cell(page: Any, index: int) -> Any:
    return page.locator(".jp-Notebook .jp-Cell").nth(index)


def test_the_clock_counts_down_and_plays_for_the_person(page: Any) -> None:
    first = cell(page, 0)
    clock = first.locator(".mc-clock")
    clock.wait_for(state="visible", timeout=15_000)
    before = clock.inner_text()
    # The kernel sends each second's text (the view never counts on its own).
    page.wait_for_function(
        """text => document.querySelectorAll('.jp-Notebook .jp-Cell')[0]
            .querySelector('.mc-clock')?.innerText !== text""", arg=before, timeout=10_000)
    # After 5 s without a move the computer plays South's move and the list says so.
    first.locator(".mc-timed-out").first.wait_for(state="visible", timeout=20_000)
    REPORTS.mkdir(parents=True, exist_ok=True)
    first.screenshot(path=str(REPORTS / "game-series-clock-polish.png"))
    assert not page.errors, page.errors


def test_a_series_of_three_games(page: Any) -> None:
    first = cell(page, 0)
    # Let the clock and the computer play three games to the end (South never moves).
    for game in range(3):
        page.wait_for_function(
            "el => el.querySelector('.mc-root')?.dataset.position !== undefined",
            arg=first.element_handle(), timeout=10_000)
        run_in_kernel(page, "series.clock = None")
        run_in_kernel(page, """
for _ in range(200):  # South's moves by the computer, North's answer by itself
    if series.board.pos.is_over() or not series.computer_moves():
        break
""")
        if game < 2:
            run_in_kernel(page, "series.new_game(); series.clock = 5")
    # "Series, game 3: South 1½ – North 1½" (in Polish once the catalogue has it)
    score = first.locator("b", has_text=re.compile(r" 3: "))
    score.first.wait_for(state="visible", timeout=15_000)
    run_in_kernel(page, "assert sum(series.score) == 3, series.score")
    first.screenshot(path=str(REPORTS / "game-series-three-games-polish.png"))
    assert not page.errors, page.errors


def test_four_players_against_three_computers(page: Any) -> None:
    second = cell(page, 1)
    root = second.locator(".mancala-widget .mc-root")
    root.wait_for(state="visible", timeout=15_000)
    # Player 1 plays pit 1; the three computers answer until it is Player 1's turn.
    root.locator("[data-player='0'][data-pit='1']").click()
    second.locator(".mc-move-list li").nth(1).wait_for(state="visible", timeout=20_000)
    REPORTS.mkdir(parents=True, exist_ok=True)
    second.screenshot(path=str(REPORTS / "game-four-players-russian.png"))
    assert not page.errors, page.errors


def test_the_reply_and_the_move_list_wait_for_the_learners_move_to_be_shown(page: Any) -> None:
    third = cell(page, 2)
    root = third.locator(".mancala-widget .mc-root")
    root.wait_for(state="visible", timeout=15_000)
    third.scroll_into_view_if_needed()
    # Record, every 20 ms, which animation runs and how many moves the list shows.
    page.evaluate("""el => {
        const root = el.querySelector('.mc-root');
        window.replySamples = [];
        window.replyRecorder = setInterval(() => window.replySamples.push({
            animating: root.dataset.animating, animations: Number(root.dataset.animations || 0),
            listed: el.querySelectorAll('.mc-move-list li').length,
            position: root.dataset.position}), 20);
    }""", third.element_handle())
    start = int(root.get_attribute("data-animations") or 0)
    root.locator("[data-player='0'][data-pit='1']").click()  # 4 seeds: no extra move
    # North replies (an extra move may make it several moves); then South is to move.
    third.locator(".mc-move-list li").nth(1).wait_for(state="visible", timeout=20_000)
    page.wait_for_function("""([el, start]) => {
        const root = el.querySelector('.mc-root');
        return root.dataset.animating === 'false' && root.dataset.position.endsWith(' S')
            && el.querySelectorAll('.mc-move-list li').length
               === Number(root.dataset.animations) - start;
    }""", arg=[third.element_handle(), start], timeout=20_000)
    samples = page.evaluate("() => { clearInterval(window.replyRecorder); "
                            "return window.replySamples; }")
    moving = [s for s in samples if s["animating"] == "true" and s["animations"] > start]
    assert {s["animations"] for s in moving} >= {start + 1, start + 2}, (
        "the learner's move and the computer's reply were not both animated")
    # While the n-th move of the game is animated the list shows the n - 1 before it: South's
    # move is listed, and North replies, only once South's move has been shown.
    assert all(s["listed"] == s["animations"] - start - 1 for s in moving), moving
    third.screenshot(path=str(REPORTS / "game-reply-after-the-move-is-shown.png"))
    assert not page.errors, page.errors


def test_after_undo_the_computer_moves_and_the_clock_runs(page: Any) -> None:
    # issue 31: undone to the start of a game North starts, the computer never moved again,
    # Undo was disabled and clicks were answered "Wait: the computer plays North."; and
    # after Undo the clock had stopped
    fourth = cell(page, 3)
    root = fourth.locator(".mancala-widget .mc-root")
    root.wait_for(state="visible", timeout=15_000)
    fourth.scroll_into_view_if_needed()
    fourth.locator(".mc-move-list li").first.wait_for(state="visible", timeout=20_000)
    page.wait_for_function("el => el.querySelector('.mc-root').dataset.animating === 'false' "
                           "&& el.querySelector('.mc-root').dataset.position.endsWith(' S')",
                           arg=fourth.element_handle(), timeout=20_000)
    pit = next(p for p in range(1, 7) if root.locator(
        f"[data-player='0'][data-pit='{p}']").get_attribute("data-count") != "0")
    root.locator(f"[data-player='0'][data-pit='{pit}']").click()
    fourth.locator(".mc-move-list li").nth(2).wait_for(state="visible", timeout=20_000)
    page.wait_for_function("el => el.querySelector('.mc-root').dataset.animating === 'false' "
                           "&& el.querySelector('.mc-root').dataset.position.endsWith(' S')",
                           arg=fourth.element_handle(), timeout=20_000)
    undo = fourth.get_by_role("button", name="Undo")
    undo.click()
    undo.click()  # back to the start: North to move, and the computer plays again
    # the computer's opening again (an extra move may make it several moves), South to move
    page.wait_for_function("""el => {
        const items = [...el.querySelectorAll('.mc-move-list li')];
        const root = el.querySelector('.mc-root');
        return items.length >= 1 && items.every(li => li.innerText.startsWith('North'))
            && root.dataset.animating === 'false' && root.dataset.position.endsWith(' S');
    }""", arg=fourth.element_handle(), timeout=20_000)
    clock = fourth.locator(".mc-clock")
    clock.wait_for(state="visible", timeout=10_000)
    assert "South" in clock.inner_text()
    assert "Wait" not in fourth.inner_text()
    from playwright.sync_api import expect

    expect(undo).to_be_enabled(timeout=10_000)  # the kernel's state reaches the view
    fourth.screenshot(path=str(REPORTS / "game-after-undo-the-computer-moves.png"))
    assert not page.errors, page.errors
