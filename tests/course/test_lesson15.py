"""Lessons 14 (game trees and minimax) and 15 (how computers solve mancala): every
exercise's right answer passes, typical wrong answers get their own explanation (computed
from the solver's values and the learner's own function), malformed answers get the shape
message; the lesson's searches agree with the core's solver; the stored Kalah(6,4)
measurement agrees with a fresh solve where one is cheap.

Boards are drawn as South's row (bottom, from South's left) and North's row (top, from
North's left, so read right to left), stores at the ends.
"""

from __future__ import annotations

import json
from pathlib import Path

import lesson_text
import pytest

import mancala_core as mc
from coursework import Exercise
from coursework.lessons.lesson14 import POSITIONS, QUIET, TINY, TINY2, TINY3
from coursework.lessons.lesson14 import q2 as q1  # the tests below keep the exercises' numbers of
from coursework.lessons.lesson14 import q3 as q2  # the lesson before its split into 14 and 15
from coursework.lessons.lesson14 import q4 as q5
from coursework.lessons.lesson15 import q1 as q3
from coursework.lessons.lesson15 import q2 as q4
from coursework.lessons.lesson15 import q4 as q6
from coursework.lessons.lesson15 import q5 as q7
from coursework.solving import (
    FULL_SOLVE,
    RECORD,
    SolveRecord,
    count_alphabeta,
    count_minimax,
    game_tree,
    kalah_6_4,
    minimax,
)
from mancala_core.search import solve

EXERCISES = [q1, q2, q3, q4, q5, q6, q7]
LESSON = Path(__file__).resolve().parents[2] / "course" / "15_solving.ipynb"


@pytest.mark.parametrize("q", EXERCISES, ids=lambda q: q.title)
def test_the_right_answer_passes_and_no_answer_says_how(q: Exercise) -> None:
    assert q.check(q.expected()).status == "correct"
    unanswered = q.check(None)
    assert unanswered.status == "unanswered" and "No answer yet" in unanswered.message
    assert q.title and len(q.hints) >= 2
    assert q.solution().message.startswith("Solution:")


def test_the_readable_searches_agree_with_the_solver() -> None:
    # the whole of Kalah(2,1), (2,2) and (3,2): minimax, alpha-beta in every order, the table
    for rules, value in ((TINY, 2), (TINY2, -2), (TINY3, 4)):
        start = rules.start()
        assert solve(start, endgame=False).value == value
        assert minimax(start) == value == count_minimax(start, table=True).value
        for order in ("pits", "best-first", "worst-first"):
            assert count_alphabeta(start, order=order).value == value  # type: ignore[arg-type]
    # the numbers the lesson's text quotes
    assert count_minimax(TINY3.start()).nodes == 19_114
    assert count_minimax(TINY3.start(), table=True).nodes == 3_426
    assert count_alphabeta(TINY3.start(), order="best-first").nodes == 235
    assert 1_900 < count_alphabeta(TINY3.start(), order="worst-first").nodes < 2_100
    with pytest.raises(ValueError, match="'sideways'"):
        count_alphabeta(TINY3.start(), order="sideways")  # type: ignore[arg-type]


def test_the_tree_is_minimax_drawn() -> None:
    # Kalah(2,1): South 2 is an extra move, then South 1 ends the game 3-1 (+2); South 1
    # lets North win 1-3 either way.
    tree = game_tree(TINY.start())
    assert tree.root.value == 2 and len(tree.nodes()) == 9
    best = [n.move for n in tree.nodes() if n.best]
    assert best == ["", "2", "1"]
    svg = tree.svg()
    assert svg.count("<svg") == 1 + 9 and "max +2" in svg and "min -2" in svg
    assert "South +2" in repr(tree) and "game over, South -2" in str(tree)
    assert game_tree(TINY2.start()).root.value == -2
    with pytest.raises(ValueError, match="too many to draw"):
        game_tree(TINY3.start())


def test_q1_what_the_trees_value_says() -> None:
    assert q1.expected() == "a"
    assert "the order in which the lines are drawn" in q1.check("b").message
    assert "nobody plays at random" in q1.check("c").message
    assert "two max levels in a row" in q1.check("d").message
    assert q1.check("e").status == "malformed"


def test_q2_the_quiet_move_beats_the_greedy_one() -> None:
    # North  4 0 1          South's 3 banks a seed, but loses 5-7; 2 wins 9-3
    #    1         2
    # South  1 1 2
    assert QUIET == mc.parse("kalah[pits=3,seeds=2] 1.1.2:2/1.0.4:1 S")
    assert q2.values == {"1": -6, "2": 6, "3": -2}
    greedy = q2.check(3)
    assert greedy.status == "incorrect"
    assert "pit 3 loses by 2 (5–7); pit 2 wins by 6 (9–3)" in greedy.message
    slow = q2.check(1)
    assert "North can answer 1 and capture 2" in slow.message
    assert "South's pit 2 opposite holds 2: North captures 2, and the last seed" in slow.message
    assert q2.check(4).status == "malformed" or "pit 4" in q2.check(4).message
    # on the board
    board = q2.board(animation_speed=0)
    board.play("3")
    assert q2.check(board).message == greedy.message
    board = q2.board(animation_speed=0)
    board.play("2")
    assert q2.check(board).status == "correct"


def test_q3_q4_q6_ideas() -> None:
    assert "the three searches give the same value, +4" in q3.check("b").message
    assert "what it skips is proved not to matter" in q3.check("c").message
    assert "two move orders often reach the same pits" in q4.check("b").message
    assert "every entry is a proved value or bound" in q4.check("c").message
    assert "it is the rule about repetition that differs" in q6.check("b").message
    assert "Romein and Bal solved Awari in 2002" in q6.check("d").message
    for q in (q3, q4, q6):
        assert q.check(7).status == "malformed"


def _south_view(pos: mc.Position) -> int:
    """A typical wrong minimax: South's value everywhere, not the mover's."""
    value = minimax(pos)
    return value if pos.to_move == 0 else -value


def _always_negated(pos: mc.Position) -> int:
    """A typical wrong minimax: the child's value negated even after an extra move."""
    if pos.is_over():
        scores = pos.scores()
        return scores[pos.to_move] - scores[1 - pos.to_move]
    return max(-_always_negated(pos.play(m)) for m in pos.legal_moves())


def _south_score_at_the_end(pos: mc.Position) -> int:
    """A typical wrong minimax: a finished game scored for South, not for the mover."""
    if pos.is_over():
        return pos.store(0) - pos.store(1)
    values = []
    for m in pos.legal_moves():
        after = pos.play(m)
        v = _south_score_at_the_end(after)
        values.append(v if after.to_move == pos.to_move else -v)
    return max(values)


def test_q5_minimax_agrees_with_the_solver_on_many_positions() -> None:
    assert len(POSITIONS) >= 40
    assert {p.to_move for p in POSITIONS} == {0, 1}
    assert any(p.is_over() for p in POSITIONS)
    # the learner's minimax is compared with the core's compiled solver, position by position
    for pos in POSITIONS:
        assert q5.truth(pos) == minimax(pos), pos.text()
    right = q5.check(minimax)
    assert right.message == "Right: minimax agrees with the solver on all 45 positions (45 calls)."


def test_q5_south_view_is_explained_with_the_position_and_both_values() -> None:
    # North to move after South 1, North... : the function gives South's value
    said = q5.check(_south_view)
    assert said.status == "incorrect"
    assert "(North to move)) returned -8, but the solver says +8" in said.message
    assert "Yours is South's value; the value is for the player to move, North here" in \
        said.message


def test_q5_speaks_polish() -> None:
    from mancala_core.i18n import using

    with using("pl"):
        said = q5.check(_south_view)
        assert said.status == "incorrect"
        assert said.message.startswith("Jeszcze nie: minimax(")
        assert "(Ruch: Północ)) zwróciła -8, ale solver mówi +8" in said.message
        assert "Twoja to wartość Południa; wartość liczy się dla gracza, który ma ruch, tutaj: " \
            "Północ" in said.message
        assert "6 ruchów dalej" in q5.check(_always_negated).message
    assert "(North to move)) returned -8, but the solver says +8" in q5.check(_south_view).message


def test_q5_an_extra_move_negated_is_explained_where_it_first_goes_wrong() -> None:
    said = q5.check(_always_negated)
    assert said.status == "incorrect"
    assert "returned +0, but the solver says +4" in said.message
    assert "it goes wrong first at" in said.message
    assert "South still the player to move there" in said.message
    assert "which counts as it is" in said.message


def test_q5_a_finished_game_scored_for_south_is_explained_by_the_scores() -> None:
    said = q5.check(_south_score_at_the_end)
    assert said.status == "incorrect"
    assert "The game is over there: the value is the final score of the player to move " \
           "(North, 10) minus the other's (2), +8; your function gives -8" in said.message


def test_q5_malformed_broken_and_placeholder_answers() -> None:
    assert q5.check(3).status == "malformed"
    assert "should be a function" in q5.check("minimax").message

    def placeholder(pos: mc.Position) -> None:
        ...

    assert q5.check(placeholder).status == "unanswered"

    def endless(pos: mc.Position) -> int:
        return endless(pos)

    assert "RecursionError" in q5.check(endless).message

    def strings(pos: mc.Position) -> str:
        return "four"

    assert "returned 'four': it should return a number" in q5.check(strings).message


def test_q7_alphabeta_windows() -> None:
    # a plain minimax ignores the window and is still right (its value is exact everywhere)
    assert q7.check(lambda pos, alpha, beta: minimax(pos)).status == "correct"

    def unswapped(pos: mc.Position, alpha: int, beta: int) -> int:
        """A typical wrong alpha-beta: the window passed on unchanged to the opponent."""
        if pos.is_over():
            scores = pos.scores()
            return scores[pos.to_move] - scores[1 - pos.to_move]
        best = -100
        for m in pos.legal_moves():
            after = pos.play(m)
            if after.to_move == pos.to_move:
                v = unswapped(after, max(alpha, best), beta)
            else:
                v = -unswapped(after, max(alpha, best), beta)
            best = max(best, v)
            if best >= beta:
                break
        return best

    said = q7.check(unswapped)
    assert said.status == "incorrect" and "alphabeta('kalah[pits=3,seeds=2]" in said.message
    assert "must be" in said.message

    def clamped_wrong(pos: mc.Position, alpha: int, beta: int) -> int:
        """Returns alpha when the value is above the window: a bound on the wrong side."""
        v = minimax(pos)
        return alpha if v >= beta else v

    said = q7.check(clamped_wrong)
    assert "the result must be at least beta" in said.message
    assert q7.check(42).status == "malformed"


# -- the long solve: its stored record, and the cheap checks of it -----------------------


def test_the_stored_kalah_6_4_solve_is_the_published_value_and_plays_out() -> None:
    record = SolveRecord.load()
    assert record.stored and record.exact
    assert record.value == 10 and max(record.moves.values()) == 10
    assert [m for m, v in record.moves.items() if v == 10] == ["3"]
    assert record.nodes > 100_000_000 and record.cores >= 1
    # the best line, played out from the start by the rules, ends 10 seeds up for South
    pos = mc.parse(record.position)
    assert pos == mc.rules("kalah", seeds=4, empty_capture=True).start()
    for move in record.line:
        pos = pos.play(move)
    assert pos.is_over() and pos.scores()[0] - pos.scores()[1] == record.value


def test_a_fresh_solve_from_the_stored_line_agrees_with_the_stored_value() -> None:
    # The whole solve takes minutes; from the stored line's position with at most 24 seeds
    # left in the pits a fresh solve takes a fraction of a second, and must give South the
    # same +10 (with every move of South's line there among the best).
    record = json.loads(RECORD.read_text(encoding="utf-8"))
    pos = mc.parse(record["position"])
    for move in record["line"]:
        if pos.seeds_on_board() <= 24:
            break
        pos = pos.play(move)
    sol = solve(pos, endgame=False, max_nodes=5_000_000)
    assert sol.exact
    assert (sol.value if pos.to_move == 0 else -sol.value) == record["value"]


def test_the_lesson_shows_the_stored_record_and_runs_it_only_when_asked(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(FULL_SOLVE, raising=False)
    shown = kalah_6_4()
    assert shown.stored and shown == SolveRecord.load()
    # the notebook's stored output is that record's text, numbers and all
    notebook = json.loads(LESSON.read_text(encoding="utf-8"))
    cell = next(c for c in notebook["cells"] if c["cell_type"] == "code"
                and "kalah_6_4()" in "".join(c["source"]))
    assert FULL_SOLVE in "".join(cell["source"])
    text = "".join(cell["outputs"][0]["data"]["text/plain"])
    assert text == str(shown)
    assert "Kalah(6,4) with the empty capture = +10 for South (published: +10)" in text
    assert "winning first moves: 3, 6" in text
    assert f"positions searched: {shown.nodes:,}" in text
    assert "the stored measurement of" in text
    # the flag is read, and says to solve: checked with a stand-in solver (seconds, not minutes)
    monkeypatch.setenv(FULL_SOLVE, "1")
    from coursework import solving

    monkeypatch.setattr(solving, "solve_start",
                        lambda seeds: solving.SolveRecord(
                            **{**solving.asdict(shown), "stored": False, "value": seeds}))
    assert not kalah_6_4().stored and kalah_6_4().value == 4


def test_the_lesson_says_which_first_moves_win_as_the_record_has_it() -> None:
    # "Two first moves win. Pit 3 wins by 10, the most ... Pit 6 wins too, but only by 4. The
    # other four first moves lose, pit 1 by the most, 14." and the summary's "+10 ... (pit 3;
    # pit 6 wins too, by 4)", from the stored solve
    record = SolveRecord.load()
    winning = {m: v for m, v in record.moves.items() if v > 0}
    assert winning == {"3": 10, "6": 4}
    losing = {m: v for m, v in record.moves.items() if v < 0}
    assert len(losing) == 4 and min(losing.values()) == losing["1"] == -14
    assert mc.parse(record.position).rules.options["empty_capture"]
    prose = lesson_text.prose(LESSON)
    assert "Two first moves win. **Pit 3** wins by 10" in prose
    assert ("**Pit 6** wins too, but only by 4. The other four first moves lose, pit 1 by the "
            "most, 14") in prose
    assert "only winning" not in prose
    assert ("**Kalah(6,4) with the empty capture** is worth **+10** for South (pit 3; pit 6 "
            "wins too, by 4)") in prose


def test_the_endgame_exercise_is_the_stored_line_and_its_hint_is_true() -> None:
    #        North  0  0  1  1  1  1
    #   N 13                          S 17
    #        South  3  0  3  2  1  5
    from coursework.lessons.lesson15 import ENDGAME
    from coursework.lessons.lesson15 import q3 as endgame

    record = SolveRecord.load()
    pos = mc.parse(record.position)
    for move in record.line[:26]:
        pos = pos.play(move)
    assert pos == ENDGAME and pos.to_move == 0 and pos.seeds_on_board() == 18
    assert endgame.expected() == 5
    assert solve(ENDGAME).value == 10
    # the third hint: pits 1 and 6 let North capture at once, pits 3, 4 and 5 do not
    for move in ENDGAME.legal_moves():
        after = ENDGAME.play(move)
        captures = [r for r in after.legal_moves() if after.trace(r.text).taken()]
        assert bool(captures) is (move.text in ("1", "6")), move.text
    said = endgame.check(6)
    assert said.status == "incorrect" and "North can answer 4 and capture 3" in said.message
    board = endgame.board()
    endgame.answer_on(board)
    assert endgame.check(board).status == "correct"
