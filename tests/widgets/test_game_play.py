"""Game's play features (issue 21 §5): an unknown keyword, a series of games with its
score and alternating first player, the computer on several seats, and the move clock
(run by a fake timer: Python keeps the time, the view only shows it)."""

from __future__ import annotations

import html
import re
import sys
import types
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import mancala_core as mc
from mancala_core.errors import InvalidOptionError
from mancala_core.widgets import BoardWidget, Game
from mancala_core.widgets.game import NOBODY


def send(board: BoardWidget, content: Any) -> None:
    """Deliver ``content`` as the browser would."""
    board._handle_custom_msg(content, [])


def text(value: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", value))


class FakeTimer:
    """A clock that moves only when the test says so; due callbacks run in order."""

    def __init__(self) -> None:
        self.time = 1000.0
        self.calls: list[tuple[float, int, Callable[[], None], FakeTimer.Handle]] = []
        self.count = 0

    class Handle:
        def __init__(self) -> None:
            self.cancelled = False

        def cancel(self) -> None:
            self.cancelled = True

    def now(self) -> float:
        return self.time

    def call_later(self, delay: float, callback: Callable[[], None]) -> FakeTimer.Handle:
        handle = FakeTimer.Handle()
        self.count += 1
        self.calls.append((self.time + delay, self.count, callback, handle))
        return handle

    def pending(self) -> int:
        return sum(not handle.cancelled for *_, handle in self.calls)

    def advance(self, seconds: float) -> None:
        end = self.time + seconds
        while True:
            due = sorted(
                (c for c in self.calls if c[0] <= end and not c[3].cancelled),
                key=lambda c: (c[0], c[1]))
            if not due:
                break
            when, _n, callback, _handle = due[0]
            self.calls.remove(due[0])
            self.time = max(self.time, when)
            callback()
        self.time = end


@pytest.fixture
def first_move_search(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """A stand-in search that plays the first legal move and records the levels asked."""
    asked: list[str] = []

    def best_move(pos: mc.Position, level: str) -> object:
        asked.append(level)
        return pos.legal_moves()[0]

    players = types.ModuleType("mancala_core.search.questions.players")
    players.best_move = best_move  # type: ignore[attr-defined]
    players.LEVELS = ("beginner", "easy", "medium", "hard", "perfect")  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "mancala_core.search.questions.players", players)
    yield asked


# -- an unknown keyword ---------------------------------------------------------------


def test_an_unknown_keyword_is_an_invalid_option_error_quoting_it() -> None:
    with pytest.raises(InvalidOptionError, match=r"no option colour='red': the options are"):
        Game("kalah", colour="red")
    with pytest.raises(InvalidOptionError, match="layout="):
        Game("kalah", layout=None)
    with pytest.raises(InvalidOptionError, match=r"clock=45\.5"):
        Game("kalah", clock=45.5)  # type: ignore[arg-type]
    with pytest.raises(InvalidOptionError, match=r"computer=\{1, 2\}: a seat must be a player"):
        Game("kalah", computer={1, 2})
    with pytest.raises(InvalidOptionError, match="colour"):
        BoardWidget("kalah").with_controls(colour="red")


# -- a series of games ------------------------------------------------------------------


def test_a_series_scores_each_game_and_the_first_player_alternates() -> None:
    # kalah with 1 pit of 2 seeds: whoever starts sows one seed into the store and one
    # into the opponent's pit, ends the game and loses 1-3.
    game = Game("kalah[pits=1,seeds=2]", series=True)
    assert game.series and game.alternate
    assert game.score == (0, 0) and "Series, game 1: South 0 – North 0" in text(
        game.score_html.value)
    send(game.board, {"type": "move", "move": "1"})
    assert game.board.pos.is_over() and game.score == (0, 1)
    # Undo takes the result back; redo counts it again, once.
    game.undo_button.click()
    assert game.score == (0, 0)
    game.redo_button.click()
    assert game.score == (0, 1)
    game.new_game()
    assert game.board.pos.to_move == 1 and game.board.moves == []  # North starts game 2
    assert "North starts this game." in text(game.info_html.value)
    send(game.board, {"type": "move", "move": "1", "player": 1})
    assert game.score == (1, 1)
    assert "Series, game 2: South 1 – North 1" in text(game.score_html.value)
    game.new_game()
    assert game.board.pos.to_move == 0
    assert repr(game).endswith(", series=True)")


def test_a_draw_is_half_a_point_each() -> None:
    game = Game("kalah[pits=1,seeds=1]", series=True)
    send(game.board, {"type": "move", "move": "1"})
    assert game.score == (0.5, 0.5)
    assert "South ½ – North ½" in text(game.score_html.value)
    game.new_game()
    game.board.play("1")
    assert game.score == (1, 1)


def test_without_a_series_no_score_is_shown_and_south_always_starts() -> None:
    game = Game("kalah[pits=1,seeds=2]")
    assert game.score_html.layout.display == "none" and not game.alternate
    game.board.play("1")
    assert game.score == (0, 0)
    game.new_game()
    assert game.board.pos.to_move == 0
    # alternate alone: the players take turns to start without a score
    game = Game("kalah[pits=1,seeds=2]", alternate=True)
    game.new_game()
    assert game.board.pos.to_move == 1


def test_a_series_with_the_computer_starting_every_other_game(first_move_search: list[str]) -> None:
    game = Game("kalah[pits=1,seeds=2]", series=True, computer=1)
    send(game.board, {"type": "move", "move": "1"})
    assert game.score == (0, 1)
    game.new_game()  # North, the computer, starts and plays at once: South wins
    assert game.board.moves == ["1"] and game.score == (1, 1)


def test_another_number_of_players_starts_a_new_series() -> None:
    game = Game("kalah[pits=1,seeds=2]", series=True)
    game.board.play("1")
    game.rules_choice.value = "basic"
    game.option_controls["players"].value = 3
    game.new_game()
    assert game.score == (0, 0, 0)
    assert game.board.pos.to_move == 0


# -- the computer on several seats ----------------------------------------------------


def test_the_computer_plays_three_seats_of_four(first_move_search: list[str]) -> None:
    game = Game("basic[players=4]", computer={1, 2, 3}, level="easy")
    assert game.board.computer_sides == frozenset({1, 2, 3})
    assert game.computer_seats == frozenset({1, 2, 3})
    labels = [label for label, _v in game.computer_choice.options]
    assert "Player 2, Player 3, Player 4" in labels and "Player 1" in labels
    assert repr(game).endswith(", computer={1, 2, 3}, level=easy)")
    send(game.board, {"type": "move", "move": "1"})
    # After Player 1's move the three computers play until Player 1 is to move again.
    pos = game.board.pos
    assert pos.is_over() or pos.to_move == 0
    movers = {before.to_move for before, _move in game.board.history}
    assert {1, 2, 3} <= movers or pos.is_over()
    assert set(first_move_search) == {"easy"}
    # Undo goes back past the computers' moves to Player 1's turn.
    game.undo_button.click()
    assert game.board.pos.to_move == 0


def test_a_set_of_seats_not_in_the_list_is_added_and_one_seat_reads_as_a_number() -> None:
    game = Game("basic[players=4]", computer={2, 3})
    assert game.computer_choice.value == frozenset({2, 3})
    assert ("Player 3, Player 4", frozenset({2, 3})) in game.computer_choice.options
    game = Game("basic[players=4]", computer={2})
    assert game.computer_choice.value == 2
    game.computer_choice.value = NOBODY
    assert game.board.computer_sides == frozenset()
    game = Game("kalah", computer={1})
    assert game.computer_choice.value == 1 and repr(game).endswith("computer=1, level=easy)")
    assert [v for _l, v in game.computer_choice.options] == [NOBODY, 0, 1]  # two players


# -- the move clock ----------------------------------------------------------------------


def test_the_clock_counts_down_and_the_computer_plays_for_a_person_out_of_time(
    first_move_search: list[str],
) -> None:
    timer = FakeTimer()
    game = Game("kalah", clock=30, timer=timer, level="beginner")
    assert game.clock == 30 and game.clock_choice.value == 30
    assert game.time_left == 30
    assert "South: 30 seconds left" in text(game.clock_html.value)
    timer.advance(10)
    assert game.time_left == 20 and "South: 20 seconds left" in text(game.clock_html.value)
    # A move starts the next player's time.
    send(game.board, {"type": "move", "move": "1"})
    assert game.time_left == 30 and "North: 30 seconds left" in text(game.clock_html.value)
    timer.advance(29)
    assert game.board.moves == ["1"]
    assert "North: 1 second left" in text(game.clock_html.value)
    timer.advance(1)
    # North's time ran out: the computer played North's first legal move for it.
    assert game.board.moves == ["1", "1"]
    assert first_move_search == ["beginner"]
    assert "North's time ran out: the computer played 1." in text(game.info_html.value)
    assert "1 (time ran out: the computer played)" in text(game.moves_html.value)
    assert "South 1" in text(game.moves_html.value)
    assert game.time_left == 30  # South's move now
    assert timer.pending() == 1  # one tick waits, never two


def test_the_clock_waits_for_no_computer_and_stops_at_the_end(
    first_move_search: list[str],
) -> None:
    timer = FakeTimer()
    game = Game("kalah[pits=1,seeds=2]", clock=60, timer=timer, computer=1)
    assert game.time_left == 60
    send(game.board, {"type": "move", "move": "1"})
    assert game.board.pos.is_over()
    assert game.time_left is None and timer.pending() == 0
    assert game.clock_html.layout.display == "none"
    assert repr(game).endswith(", clock=60)")
    # Without a clock nothing is scheduled.
    timer = FakeTimer()
    game = Game("kalah", timer=timer)
    assert game.clock is None and game.time_left is None and timer.pending() == 0
    game.clock = 30  # the panel's or Python's choice starts it
    assert game.time_left == 30 and timer.pending() == 1
    game.clock = None
    assert game.time_left is None and timer.pending() == 0
    game.clock = 20
    assert ("20 seconds", 20) in game.clock_choice.options


def test_an_undone_time_out_is_no_longer_marked_and_close_stops_the_clock(
    first_move_search: list[str],
) -> None:
    timer = FakeTimer()
    game = Game("kalah", clock=30, timer=timer)
    timer.advance(30)
    assert game.board.moves == ["1"] and "time ran out" in text(game.moves_html.value)
    game.undo_button.click()
    send(game.board, {"type": "move", "move": "2"})
    assert "time ran out" not in text(game.moves_html.value)
    game.close()
    assert timer.pending() == 0


def test_without_the_search_the_first_legal_move_is_played(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "mancala_core.search.questions.players", None)
    timer = FakeTimer()
    game = Game("kalah", clock=30, timer=timer)
    timer.advance(31)
    assert game.board.moves == ["1"]


# -- the computer replies once the learner has seen their move ----------------------------


def moves_listed(game: Game) -> list[str]:
    return re.findall(r"<li><b>([^<]+)</b> ([^<]+)</li>", game.moves_html.value)


def test_the_computer_replies_after_the_view_has_shown_the_learners_move(
    first_move_search: list[str],
) -> None:
    timer = FakeTimer()
    game = Game("kalah", computer=1, timer=timer, level="easy")
    send(game.board, {"type": "shown", "position": game.board.position})  # a view draws it
    assert game.board.watched
    # South sows pit 1 (4 seeds, no extra move): North, the computer, is to move.
    send(game.board, {"type": "move", "move": "1"})
    after_south = game.board.position
    assert after_south == "kalah 0.5.5.5.5.4:0/4.4.4.4.4.4:0 N"
    # While the view animates South's move, nothing else happens: no reply, the move list
    # as it was, and the report of another position changes nothing.
    assert game.board.moves == ["1"] and first_move_search == []
    assert moves_listed(game) == []
    send(game.board, {"type": "shown", "position": "kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S"})
    assert game.board.moves == ["1"]
    # The view has shown it: the computer plays North's first legal move, and the move list
    # shows South's move while the view animates North's.
    send(game.board, {"type": "shown", "position": after_south})
    assert game.board.moves == ["1", "1"] and first_move_search == ["easy"]
    assert moves_listed(game) == [("South", "1")]
    assert "The computer (level easy) played North 1." in text(game.info_html.value)
    send(game.board, {"type": "shown", "position": game.board.position})
    assert moves_listed(game) == [("South", "1"), ("North", "1")]
    assert timer.pending() == 0  # no fallback waits any more


def test_without_the_views_report_the_game_goes_on_after_the_longest_animation(
    first_move_search: list[str],
) -> None:
    timer = FakeTimer()
    game = Game("kalah", computer=1, timer=timer, level="easy")
    send(game.board, {"type": "shown", "position": game.board.position})
    send(game.board, {"type": "move", "move": "1"})
    # 5 steps (a pick, four seeds sown) at 6 steps a second: at most 5 × 2.5 / 6 s, and a
    # second for the report.
    wait = game.board.showing_time()
    assert wait == pytest.approx(5 * 2.5 / 6 + 1)
    timer.advance(wait - 0.01)
    assert game.board.moves == ["1"]
    timer.advance(0.01)
    assert game.board.moves == ["1", "1"]


def test_the_computers_extra_moves_are_played_one_at_a_time_as_they_are_shown(
    first_move_search: list[str],
) -> None:
    #          North (the computer; its first legal move is played)
    #        6   5   4   3   2   1
    #        4   4   4   4   0   0
    #     8                          0
    #        4   4   4   4   4   4
    #        1   2   3   4   5   6
    #          South
    timer = FakeTimer()
    game = Game("kalah 4.4.4.4.4.4:0/0.0.4.4.4.4:8 S", computer=1, timer=timer)
    send(game.board, {"type": "shown", "position": game.board.position})
    send(game.board, {"type": "move", "move": "1"})
    assert game.board.position == "kalah 0.5.5.5.5.4:0/0.0.4.4.4.4:8 N"
    send(game.board, {"type": "shown", "position": game.board.position})
    # North's pit 3 ends in its store: an extra move, played once the view has shown it.
    assert game.board.position == "kalah 0.5.5.5.5.4:0/0.0.0.5.5.5:9 N"
    assert moves_listed(game) == [("South", "1")]
    send(game.board, {"type": "shown", "position": game.board.position})
    assert game.board.position == "kalah 1.6.5.5.5.4:0/0.0.0.0.6.6:10 S"
    assert moves_listed(game) == [("South", "1"), ("North", "3")]
    send(game.board, {"type": "shown", "position": game.board.position})
    assert moves_listed(game) == [("South", "1"), ("North", "3"), ("North", "4")]


def test_a_malformed_shown_report_is_ignored_with_a_message() -> None:
    game = Game("kalah", computer=1)
    before = game.board.position
    for report in ({"type": "shown"}, {"type": "shown", "position": 3},
                   {"type": "shown", "position": "x" * 5000}):
        send(game.board, report)
        assert "Ignored a shown report with position=" in game.board.message
        assert game.board.position == before and not game.board.watched


def test_a_board_used_from_python_alone_replies_at_once(first_move_search: list[str]) -> None:
    game = Game("kalah", computer=1, timer=FakeTimer(), level="easy")
    send(game.board, {"type": "move", "move": "1"})
    assert game.board.moves == ["1", "1"]
    assert moves_listed(game) == [("South", "1"), ("North", "1")]
