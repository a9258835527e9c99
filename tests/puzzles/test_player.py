"""The puzzle player from the Python side: requests go through ``_handle_custom_msg``, the
path a click in the browser takes.

The puzzles are small Kalah endgames (4 pits a side, 24 seeds) proved by ``prove``; the
refutations' numbers are checked against a plain minimax over the readable rules
(``_best`` below, independent of the search).
"""

from __future__ import annotations

import html
from functools import cache
from typing import Any

import pytest

import mancala_core as mc
from puzzles import Collection, Puzzle, PuzzleError, prove
from puzzles.player import PuzzlePlayer
from puzzles.themes import themes


def make(text: str, goal: Any) -> Puzzle:
    pos = mc.parse(text)
    proof = prove(pos, goal)
    return Puzzle.create(pos, goal, value=proof.value, solution=proof.solution,
                         themes=themes(pos, proof.solution))


@cache
def _best(pos: mc.Position, player: int) -> int:
    """``player``'s final score under perfect play by both (plain minimax, extra moves keep
    the mover)."""
    if pos.is_over():
        return pos.scores()[player]
    results = [_best(pos.play(m), player) for m in pos.legal_moves()]
    return max(results) if pos.to_move == player else min(results)


def send(player: PuzzlePlayer, content: Any) -> None:
    """Deliver ``content`` to the player's board as the browser would."""
    player.board._handle_custom_msg(content, [])


def click(player: PuzzlePlayer, move: str) -> None:
    send(player, {"type": "move", "move": move, "player": player.board.pos.to_move})


def feedback(player: PuzzlePlayer) -> str:
    """The feedback under the board, as text (checked to be what the page shows)."""
    assert html.escape(player.feedback) in player.feedback_html.value
    return player.feedback


# North    4    3    2    1
#  +----+----+----+----+----+----+
#  |    |  1 |  6 |  0 |  1 |    |
#  |  7 +----+----+----+----+  7 |
#  |    |  0 |  1 |  0 |  1 |    |
#  South    1    2    3    4       North to move: the best result
# The line: North 3 (6 seeds round to South 4), South 1, North 1 captures.
LINE = "kalah[pits=4,seeds=3] 0.1.0.1:7/1.0.6.1:7 N"
# North    4    3    2    1
#  +----+----+----+----+----+----+
#  |    |  5 |  2 |  1 |  0 |    |
#  |  4 +----+----+----+----+  3 |
#  |    |  1 |  3 |  3 |  2 |    |
#  South    1    2    3    4       South to move: the best result
# The line: South 2 (extra move), 1, North 2, South 4.
CHAIN = "kalah[pits=4,seeds=3] 1.3.3.2:3/0.1.2.5:4 S"
# South 3 captures North's 1 and ends the game: the one winning move.
WIN = "kalah[pits=4,seeds=3] 0.1.1.0:12/1.0.0.0:9 S"


@pytest.fixture(scope="module")
def puzzles() -> dict[str, Puzzle]:
    return {"line": make(LINE, "best_result"), "chain": make(CHAIN, "best_result"),
            "win": make(WIN, "win")}


def test_the_right_move_advances_and_the_defender_answers_along_the_line(
        puzzles: dict[str, Puzzle]) -> None:
    puzzle = puzzles["line"]
    assert puzzle.solution == ("3", "1", "1")
    player = PuzzlePlayer.of(puzzle)
    assert player.solver == 1 and player.board.computer_sides == frozenset({0})
    click(player, "3")
    # North 3 sows 6 seeds round the board; South answers 1 along the line.
    assert player.board.moves == ["3", "1"]
    assert player.board.position == mc.parse(LINE).play("3").play("1").text()
    assert player.ply == 2 and not player.solved
    assert "Right: 3" in feedback(player) and "South answers 1" in feedback(player)
    assert feedback(player).endswith("Your move.")
    click(player, "1")
    assert player.solved and player.board.moves == list(puzzle.solution)
    assert "Solved!" in feedback(player)
    assert not player.board.interactive  # the finished puzzle takes no more moves
    assert player.attempt.outcome == "first_try"
    assert player.score()["first_try"] == 1


def test_a_wrong_move_is_shown_then_taken_back_with_its_refutation(
        puzzles: dict[str, Puzzle]) -> None:
    puzzle = puzzles["chain"]
    player = PuzzlePlayer.of(puzzle)
    seen: list[tuple[str, int]] = []  # what the view is sent: each position, its trace
    player.board.observe(lambda change: seen.append(
        (change["new"]["position"], len(player.board.last_trace))), names="_board")
    click(player, "1")
    pos = mc.parse(CHAIN)
    # the view is sent the move with its trace (to animate it), then the take-back
    assert seen == [(pos.play("1").text(), len(pos.trace("1").steps)), (CHAIN, 0)]
    assert player.board.position == CHAIN and player.board.moves == [] and player.ply == 0
    assert player.attempt.mistakes == 1 and not player.solved
    found = player.last_refutation
    assert found is not None and found.fails
    # North's strongest reply: 3 (an extra move), then 2 capturing South's pits 3's seeds
    assert found.answer == ("3", "2")
    after = pos.play("1").play("3").play("2")
    assert after.store(1) - pos.play("1").play("3").store(1) == 5
    # South ends with at most what perfect play gives after the wrong move
    assert found.most == _best(pos.play("1"), 0) == 5
    assert _best(pos.play("2"), 0) == (24 + puzzle.value) // 2 == 10
    text = feedback(player)
    assert "Not 1. After 1, North plays 3 (an extra move), then 2 and captures 4" in text
    assert "you end with at most 5 of 24: the best move ends with 10" in text
    # the right move still works, and counts as solved after a mistake
    while not player.solved:
        click(player, player.expected() or "")
    assert player.attempt.outcome == "after_mistakes"


def test_the_refutation_follows_the_learners_extra_move(puzzles: dict[str, Puzzle]) -> None:
    player = PuzzlePlayer.of(puzzles["line"])
    click(player, "4")  # North 4: one seed into the store, an extra move
    found = player.last_refutation
    assert found is not None
    assert found.follow_up == ("1",) and found.answer == ("2",)
    pos = mc.parse(LINE)
    assert found.most == _best(pos.play("4"), 1) == 10
    assert "After 4 and your follow-up 1, South plays 2 and captures 1" in found.text
    assert player.board.position == LINE


def test_a_wrong_move_that_ends_the_game_says_so(puzzles: dict[str, Puzzle]) -> None:
    player = PuzzlePlayer.of(puzzles["win"])
    click(player, "2")
    assert feedback(player) == ("Not 2. After 2, North plays 1 and captures 2; the game ends: "
                                "you end with 12 of 24: a draw, not a win. Try again.")
    assert _best(mc.parse(WIN).play("2"), 0) == 12


def test_hints_come_in_steps_the_theme_the_place_the_move(puzzles: dict[str, Puzzle]) -> None:
    puzzle = puzzles["chain"]
    assert puzzle.themes == ("capture", "defence", "extra_move")
    player = PuzzlePlayer.of(puzzle)
    first = player.hint()
    assert first.startswith("Hint 1 of 3: look for a capture") and "extra move" in first
    assert player.board.hint == "" and not _notes(player)
    second = player.hint()
    # South 2 ends in South's store: the store is the place to look at
    assert second == ("Hint 2 of 3: look at your store: which pit's last seed lands exactly "
                      "there.")
    assert _notes(player) == [{"player": 0, "pit": None, "kind": "note",
                               "label": "look here"}]
    third = player.hint()
    assert third.startswith("Hint 3 of 3: play 2: the last seed lands in South's own store")
    assert player.board.hint == "2"
    assert player.hint() == third and player.attempt.hints == 3  # no step past the move
    click(player, "2")
    assert not _notes(player) and player.board.hint == ""
    # the next move of the same puzzle: the theme was given, hints start at the place
    assert player.hint().startswith("Hint 2 of 3: look at North's pit 3 (2 seeds")
    assert _notes(player) == [{"player": 1, "pit": 3, "kind": "note", "label": "look here"}]
    while not player.solved:
        click(player, player.expected() or "")
    assert player.attempt.outcome == "with_hints"


def _notes(player: PuzzlePlayer) -> list[dict[str, Any]]:
    return [m for m in player.board._board["marks"] if m["kind"] == "note"]


def test_the_solution_is_played_out_on_request(puzzles: dict[str, Puzzle]) -> None:
    puzzle = puzzles["chain"]
    player = PuzzlePlayer.of(puzzle)
    click(player, "2")  # the first move found, then the rest shown
    player.solution_button.click()
    assert player.board.moves == list(puzzle.solution)
    assert player.solved and player.attempt.outcome == "shown"
    assert feedback(player).startswith("The solution: South 1, North 2, South 4.")
    assert player.hint_button.disabled and player.solution_button.disabled
    before = player.board.position
    click(player, "1")  # a finished puzzle takes no moves
    assert player.board.position == before
    player.again_button.click()  # start over: the score keeps what was earned
    assert player.board.position == CHAIN and player.ply == 0
    click(player, "1")
    player.hint()
    while not player.solved:
        click(player, player.expected() or "")
    assert player.attempt.outcome == "shown" and player.attempt.mistakes == 0


def test_a_set_with_next_previous_and_a_score(puzzles: dict[str, Puzzle]) -> None:
    ordered = (puzzles["win"], puzzles["line"], puzzles["chain"])
    player = PuzzlePlayer(Collection(ordered))
    assert repr(player) == (f"PuzzlePlayer(3 puzzles, at 1: {ordered[0].id!r} win, "
                            "0 of 1 moves played)")
    assert player.previous_button.disabled and not player.previous()
    assert feedback(player) == "This is the first puzzle of the set."
    click(player, "3")
    assert player.solved
    player.next_button.click()
    assert player.index == 1 and player.board.position == LINE and player.board.interactive
    click(player, "1")  # wrong
    while not player.solved:
        click(player, player.expected() or "")
    assert player.next()
    player.show_solution()
    assert player.next_button.disabled and not player.next()
    assert player.score() == {"first_try": 1, "after_mistakes": 1, "with_hints": 0,
                              "shown": 1, "unsolved": 0}
    assert html.unescape(player.score_html.value) == (
        "<b>Score</b>: 1 solved first try, 1 solved after mistakes, 1 shown, all done")
    player.previous_button.click()
    assert player.index == 1 and player.board.position == LINE and not player.solved
    player.go(0)
    assert player.board.position == WIN
    with pytest.raises(PuzzleError, match="no puzzle 3: there are 3"):
        player.go(3)


def test_the_solver_is_drawn_at_the_bottom_of_every_puzzle(puzzles: dict[str, Puzzle]) -> None:
    # WIN and CHAIN: South to move; LINE: North to move.
    player = PuzzlePlayer(Collection((puzzles["win"], puzzles["line"], puzzles["chain"])))
    assert player.board.bottom == 0 and player.board.get_state()["bottom"] == 0
    assert player.next() and player.solver == 1
    assert player.board.bottom == 1 and player.board.get_state()["bottom"] == 1
    assert 'data-bottom="1"' in player._repr_mimebundle_()[0]["image/svg+xml"]
    click(player, "1")  # wrong, taken back: the board stays as North sees it
    click(player, "3")  # right; South answers along the line
    assert player.board.moves == ["3", "1"] and player.board.bottom == 1
    player.restart()
    assert player.board.bottom == 1
    assert player.next() and player.board.bottom == 0
    assert player.previous() and player.board.bottom == 1
    player.go(0)
    assert player.board.bottom == 0
    assert PuzzlePlayer(Collection((puzzles["line"],))).board.bottom == 1


def test_a_grade_picks_the_puzzles_of_that_grade(puzzles: dict[str, Puzzle]) -> None:
    graded = Collection((puzzles["win"].with_grade(1500.0, 80.0, 2),
                         puzzles["line"].with_grade(1700.0, 80.0, 3),
                         puzzles["chain"].with_grade(1400.0, 80.0, 2)))
    player = PuzzlePlayer(graded, grade=2)
    assert [p.id for p in player.puzzles] == [puzzles["win"].id, puzzles["chain"].id]
    assert repr(player).startswith("PuzzlePlayer(2 puzzles of grade 2, at 1:")
    with pytest.raises(PuzzleError, match="no puzzle of grade 5 to play: grades 2, 3"):
        PuzzlePlayer(graded, grade=5)
    with pytest.raises(PuzzleError, match="at least one puzzle"):
        PuzzlePlayer([])
    with pytest.raises(PuzzleError, match=r"not 'k\.json'"):
        PuzzlePlayer("k.json")  # type: ignore[arg-type]


# South  (Oware: houses 1..6 from the mover's left)
#   North  6  5  4  3  2  1
#          0  0  0  1  0  1      North 23
#          0  0  0  2  0  1      South 20
#   South  1  2  3  4  5  6      South to move: the best result
# South 6 sows into North's house 1 (1 -> 2) and captures 2; South 4 captures nothing.
OWARE = "oware 0.0.0.2.0.1:20/1.0.1.0.0.0:23 S"


def test_an_oware_puzzle() -> None:
    pos = mc.parse(OWARE)
    # proved by prove(pos, "best_result") (seconds in Oware): value -4, line 6
    puzzle = Puzzle.create(pos, "best_result", value=-4, solution=("6",))
    assert pos.trace("6").captured() == 2 and pos.trace("4").captured() == 0
    player = PuzzlePlayer.of(puzzle)
    click(player, "4")
    found = player.last_refutation
    assert found is not None and found.fails and found.answer
    assert found.upper < puzzle.value and found.most < (48 + puzzle.value) // 2
    assert player.board.position == OWARE
    assert f"Not 4. After 4, North plays {found.answer[0]}" in feedback(player)
    assert player.hint().startswith("Hint 1 of 3")
    assert player.hint().startswith("Hint 2 of 3: look at North's pit 1 (1 seed ")
    click(player, "6")
    assert player.solved and "Solved!" in feedback(player)
    assert "South captures those 2" in feedback(player)


BAD = [
    "not a dict",
    ["move", "3"],
    {"type": "resign"},
    {"type": "move"},
    {"type": "move", "move": 3},
    {"type": "move", "move": "x" * 100},
    {"type": "move", "move": "9"},
    {"type": "move", "move": "3", "player": 1},  # the defender's pits
    {"type": "move", "move": "3", "player": "0"},
    {"type": "undo"},  # the player's board has no Undo of its own
]


@pytest.mark.parametrize("content", BAD)
def test_bad_requests_from_the_browser_change_nothing(
        puzzles: dict[str, Puzzle], content: Any) -> None:
    player = PuzzlePlayer.of(puzzles["chain"])
    click(player, "2")  # a move into the line, so that there is something to lose

    def state() -> tuple[Any, ...]:
        return (player.board.position, player.board.moves, player.ply,
                player.attempt.mistakes, player.attempt.hints, player.feedback)

    before = state()
    send(player, content)
    assert state() == before
    assert player.board.message  # refused, with the reason


def test_repr_and_the_static_picture(puzzles: dict[str, Puzzle]) -> None:
    player = PuzzlePlayer.of(puzzles["win"])
    data, _ = player._repr_mimebundle_()
    assert data["text/plain"] == repr(player)
    assert data["image/svg+xml"].startswith("<svg")
    assert "Puzzle 1 of 1" in data["text/html"]
    assert "data:image/svg+xml;base64," in data["text/html"]
    assert "application/vnd.jupyter.widget-view+json" in data


# Oware, with the history the game had (the repetition rule looks at it): South to move must
# bring at least 4 seeds into the store within 3 moves. Only South 6 forces it: North answers
# 1, and South 3 captures.
HORIZON = ("oware 7.5.6.1.3.4:10/1.5.0.2.2.2:0 S seen=6.4.5.0.2.3:10/0.4.11.1.1.1:0@N")


def test_an_oware_horizon_puzzle_is_refuted_by_the_horizon_question() -> None:
    from mancala_core.search import force_within

    pos = mc.parse(HORIZON)
    assert force_within(pos, plies=3, seeds=4).winning() == ["6"]
    puzzle = Puzzle.create(pos, "capture_4_within_3", value=4,  # type: ignore[arg-type]
                           solution=("6", "1", "3"))
    player = PuzzlePlayer.of(puzzle)
    assert player.feedback == ("You play South: find the only move that captures at least 4 "
                               "seeds within 3 moves.")
    click(player, "1")
    found = player.last_refutation
    assert found is not None and found.fails and len(found.answer) == 1
    after = pos.play("1").play(found.answer[0])
    need = 4 - (after.store(0) - pos.store(0))
    assert need > 0 and force_within(after, plies=1, seeds=need).value is False
    assert feedback(player).startswith(f"Not 1. After 1, North plays {found.answer[0]}")
    # Oware's store holds captures only: the goal and its refutation say capture
    assert "you cannot capture 4 seeds within 3 moves." in feedback(player)
    assert player.board.position == pos.text()
    click(player, "6")
    assert player.board.moves == ["6", "1"] and "North answers 1" in feedback(player)
    click(player, "2")  # the second turn: 1 more seed needed, in the 1 ply left
    assert "you cannot capture 1 more seed in the 1 move left." in feedback(player)
    click(player, "3")
    gained = player.board.pos.store(0) - pos.store(0)
    assert player.solved and gained >= 4
    assert feedback(player).endswith(f"Solved! You captured {gained} seeds.")


def test_the_players_own_search_agrees_with_the_shared_explanation() -> None:
    """The solve-based refutation (the player's fallback where the shared explanation
    proves no value) and the shared explanation's say the same here."""
    from puzzles import refute

    for text, move, target in ((CHAIN, "1", -4), (LINE, "4", -2), (WIN, "2", 1)):
        pos = mc.parse(text)
        shared = refute.shared_refutation(pos, move, target=target)
        # refute.refutation itself now returns the shared one: compare with the fallback
        follow, answer, lower, upper = refute._solved(pos, move,
                                                      max_seconds=refute.MAX_SECONDS)
        own = refute._searched(pos, move, follow=follow, answer=answer, lower=lower,
                               upper=upper, target=target, best=None)
        assert shared is not None
        assert (own.follow_up, own.answer, own.most, own.fails) == (
            shared.follow_up, shared.answer, shared.most, shared.fails)


def test_a_wrong_move_in_a_turn_goal_is_refuted_by_the_best_turn() -> None:
    # North   [3] [3] [3] [2]     North's pits 4 3 2 1, store 0
    #       0                 10
    # South   [0] [0] [2] [1]     4 ends in the store, then 3, then 4 again: three moves;
    #                             3 first leaves two
    pos = mc.parse("kalah[pits=4,seeds=3] 0.0.2.1:10/3.3.3.2:0 S")
    proof = prove(pos, "longest_chain")
    puzzle = Puzzle.create(pos, "longest_chain", value=proof.value, solution=proof.solution)
    player = PuzzlePlayer.of(puzzle)
    click(player, "3")
    assert feedback(player) == ("Not 3. With 3 your turn has at most 2 moves: the longest "
                                "has 3. Try again.")
    assert player.board.pos == pos  # taken back
    click(player, "4")  # the line's move: the turn goes on
    assert player.ply == 1 and player.board.pos == pos.play("4")


def test_a_wrong_feeding_move_is_refuted_by_the_opponent_s_gain() -> None:
    # North   [0] [0] [0] [0] [0] [0]   North's row empty: South must feed it
    #       22                      23
    # South   [0] [0] [0] [0] [2] [1]   5 lets North's 1 gain a seed within 2 moves;
    #                                   6 does not (see test_goals.test_feed)
    pos = mc.parse("oware 0.0.0.0.2.1:23/0.0.0.0.0.0:22 S")
    puzzle = Puzzle.create(pos, "feed_within_3", value=3, solution=("6",))
    player = PuzzlePlayer.of(puzzle)
    click(player, "5")
    assert feedback(player) == ("Not 5. After 5, North plays 1: North can win a seed within 2 "
                                "moves, whatever you play. Try again.")


def test_the_first_hint_of_a_quiet_first_move_says_so_first() -> None:
    from pathlib import Path

    from puzzles import load

    shipped = Path(__file__).resolve().parents[2] / "puzzles" / "collections" / "kalah.json"
    quiet = next(p for p in load(shipped) if {"quiet_move", "capture"} <= set(p.themes))
    player = PuzzlePlayer.of(quiet)
    player.hint()
    assert feedback(player).startswith("Hint 1 of 3: look for a quiet move first: one that "
                                       "neither captures nor moves again; and a capture")


def test_the_title_names_the_rules_in_words_never_their_label() -> None:
    # North   [4] [4] [4] [4] [0] [0]     Kalah with the empty-capture rule: the title says so
    #       10                         11  in words, not 'kalah[empty_capture=true]'
    # South   [0] [0] [0] [4] [4] [3]
    pos = mc.parse("kalah[empty_capture=true] 0.0.0.4.4.3:11/0.0.4.4.4.4:10 S")
    player = PuzzlePlayer.of(Puzzle.create(pos, "win", value=1, solution=("6",)))
    title = html.unescape(player.title_html.value)
    assert "Kalah with the empty-capture rule" in title
    assert "kalah[" not in title and "empty_capture" not in title
    oware = PuzzlePlayer.of(Puzzle.create(mc.rules("oware").start(), "win", value=1,
                                          solution=("1",)))
    assert " · Oware (Abapa)</b>" in html.unescape(oware.title_html.value)
