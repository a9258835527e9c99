"""The Game after Undo and Redo (issue 31): the computer moves when it is its turn, the move
clock runs when one is set, and Game's own arguments are checked. Then hypothesis plays
random actions (moves, undo, redo, new game, the clock's seconds, the computer's seat, a
view's reports) with a fake timer and checks both after every action."""

from __future__ import annotations

import sys
import types
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mancala_core as mc
from mancala_core.errors import InvalidOptionError
from mancala_core.widgets import Game

from .test_game_play import FakeTimer, send


@pytest.fixture
def first_move(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A stand-in search that plays the first legal move (the real one takes seconds)."""
    players = types.ModuleType("mancala_core.search.questions.players")
    players.best_move = lambda pos, level: pos.legal_moves()[0]  # type: ignore[attr-defined]
    players.LEVELS = ("beginner", "easy", "medium", "hard", "perfect")  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "mancala_core.search.questions.players", players)
    yield


def _settled(game: Game, timer: FakeTimer | None = None) -> list[str]:
    """What is wrong with ``game`` between two actions (nothing: ``[]``). While a view
    shows a move (the game waits for its report, or for the longest the animation can
    take) the reply and the clock wait too: then a call must be pending to end the wait."""
    wrong = []
    if game._awaited is not None:
        if timer is not None and timer.pending() == 0:
            wrong.append("the game waits for a view's report with nothing to end the wait")
        return wrong
    pos = game.board.pos
    if not pos.is_over() and pos.to_move in game.computer_seats:
        wrong.append(f"the computer is to move in {pos.text()!r} and does not")
    human = not pos.is_over() and pos.to_move not in game.computer_seats
    if game.clock is not None and human and game.time_left is None:
        wrong.append(f"a clock of {game.clock} s is set and does not run in {pos.text()!r}")
    if (game.clock is None or not human) and game.time_left is not None:
        wrong.append(f"the clock runs ({game.time_left} s) with no person to move")
    if game.undo_button.disabled == game.board.can_undo():
        wrong.append("the Undo button says the opposite of what undo can do")
    return wrong


def test_undo_to_a_start_where_the_computer_moves_lets_it_move(first_move: None) -> None:
    # g = Game("kalah", computer=1, series=True); g.new_game(), a move, undo, undo: North
    # (the computer) was to move and never did; Undo disabled, clicks answered "Wait"
    game = Game("kalah", computer=1, series=True, timer=FakeTimer())
    game.new_game()  # the second game of the series: North starts
    assert game.board.moves == ["1"]  # the computer's first move, at once
    send(game.board, {"type": "move", "move": "1"})
    assert len(game.board.moves) >= 3 and _settled(game) == []
    game.undo()
    game.undo()
    assert _settled(game) == []
    assert game.board.pos.to_move == 0 and game.board.moves == ["1"]
    send(game.board, {"type": "move", "move": "2"})  # the learner can play again
    assert game.board.moves[:2] == ["1", "2"]


def test_the_clock_runs_again_after_undo_and_redo(first_move: None) -> None:
    # Game("kalah", clock=30), play "1", undo(): time_left None, no move 120 s later
    timer = FakeTimer()
    game = Game("kalah", clock=30, timer=timer)
    send(game.board, {"type": "move", "move": "1"})
    game.undo()
    assert game.time_left == 30
    timer.advance(31)
    assert game.board.moves == ["1"]  # played for South, whose time ran out
    game.undo()
    game.redo()
    assert game.time_left == 30
    timer.advance(120)
    assert len(game.board.moves) > 1


@pytest.mark.parametrize(("option", "message"), [
    ({"level": "x"}, "Game option level='x' must be one of beginner, easy, medium, hard, "
                     "perfect"),
    ({"level": "Easy"}, "level='Easy' must be one of"),
    ({"series": "no"}, "Game option series='no' must be True or False"),
    ({"series": 1}, "series=1 must be True or False"),
    ({"alternate": "yes"}, "alternate='yes' must be True or False"),
])
def test_a_level_or_a_series_that_is_not_one_is_refused(first_move: None,
                                                        option: dict[str, object],
                                                        message: str) -> None:
    # Game(level="x") became "easy", Game(series="no") turned a series on
    with pytest.raises(InvalidOptionError, match=message):
        Game("kalah", **option)  # type: ignore[arg-type]


def test_the_levels_and_series_that_are_still_taken(first_move: None) -> None:
    assert Game("kalah", computer=1, level="hard").level_choice.value == "hard"
    assert Game("kalah", series=False, alternate=None).series is False
    assert Game("kalah", series=True, alternate=False).alternate is False


# -- random actions -----------------------------------------------------------------------

SMALL = mc.rules("kalah", pits=3, seeds=2)  # games that end within a few dozen moves

action = st.one_of(
    st.tuples(st.just("move"), st.integers(0, 5)),
    st.tuples(st.just("undo"), st.just(0)),
    st.tuples(st.just("redo"), st.just(0)),
    st.tuples(st.just("new game"), st.just(0)),
    st.tuples(st.just("seconds"), st.sampled_from([0.4, 1, 7, 29.5, 30, 31, 65])),
    st.tuples(st.just("computer"), st.sampled_from([-1, 0, 1])),
    st.tuples(st.just("clock"), st.sampled_from([0, 5, 30])),
    st.tuples(st.just("shown"), st.just(0)),  # a view reports the board it shows
)

RUNS = {"games": 0, "actions": 0}


@settings(max_examples=300, deadline=None, suppress_health_check=[
    HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(computer=st.sampled_from([None, 0, 1]), series=st.booleans(),
       clock=st.sampled_from([None, 5, 30]),
       actions=st.lists(action, min_size=8, max_size=40))
def test_random_actions_never_stall_the_computer_nor_stop_the_clock(
        first_move: None, computer: int | None, series: bool, clock: int | None,
        actions: list[tuple[str, float]]) -> None:
    timer = FakeTimer()
    game = Game(SMALL, computer=computer, series=series, clock=clock, timer=timer)
    RUNS["games"] += 1
    assert _settled(game, timer) == []
    done = []
    for what, value in actions:
        legal = [m.text for m in game.board.pos.legal_moves()]
        if what == "move" and legal:
            send(game.board, {"type": "move", "move": legal[int(value) % len(legal)]})
        elif what == "undo":
            game.undo_button.click()
        elif what == "redo":
            game.redo_button.click()
        elif what == "new game":
            game.new_button.click()
        elif what == "seconds":
            timer.advance(value)
        elif what == "computer":
            game.computer_choice.value = int(value)  # -1: nobody
        elif what == "clock":
            game.clock = int(value) or None
        elif what == "shown":
            send(game.board, {"type": "shown", "position": game.board.position})
        done.append((what, value))
        RUNS["actions"] += 1
        assert _settled(game, timer) == [], done
    game.close()
    assert timer.pending() == 0
