"""Grading: the ladder's attempts, the fit, the bands, and the command that grades."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import mancala_core as mc
from puzzles import PuzzleError, load
from puzzles.cli import main
from puzzles.grade import (
    ANCHORS,
    BAND_RUNGS,
    BANDS,
    LADDER,
    attempt,
    beyond_thumb,
    fit,
    grade,
    grade_of,
    rung,
    tempting,
)
from puzzles.mine import mine
from puzzles.schema import Collection, Puzzle

RULES = mc.rules("kalah", pits=4, seeds=2)


def _puzzle(text: str, goal: str, value: int, solution: tuple[str, ...]) -> Puzzle:
    return Puzzle.create(mc.parse(text), goal, value=value, solution=solution)


# North   [1] [0] [0]        North's pits 3 2 1 (right to left)
#       1             1
# South   [0] [2] [4]        South to move
# South's 2 ends in the store (an extra move), then 3 sows round and ... the line is "2"
ONE_MOVE = _puzzle("kalah[pits=3,seeds=2] 0.2.4:1/0.1.2:2 S", "win", 2, ("2",))


def test_a_solver_must_find_the_lines_move_at_every_turn_of_the_solving_side() -> None:
    assert attempt(ONE_MOVE, rung("greedy")) is True
    # a solver that always plays the highest pit fails it
    from puzzles.grade import Rung

    highest = Rung("highest", lambda pos, rng, aim: pos.legal_moves()[-1].text)
    assert attempt(ONE_MOVE, highest) is False


def test_the_defenders_moves_are_the_lines_and_only_the_solvers_turns_are_asked() -> None:
    found = mine(RULES, count=40, seed=2, progress=False)
    longer = next(p for p in found if len(set(to_moves(p))) == 2)  # the defender moves too
    asked: list[str] = []
    from puzzles.grade import Rung

    line = dict(zip(asked_positions(longer), longer.solution, strict=True))

    def oracle(pos: mc.Position, rng: object, aim: object) -> str:
        asked.append(pos.text())
        return line[pos.text()]

    assert attempt(longer, Rung("oracle", oracle)) is True
    side = longer.start().to_move
    expected = [t for t, to_move in zip(asked_positions(longer), to_moves(longer), strict=True)
                if to_move == side]
    assert asked == expected


def asked_positions(puzzle: Puzzle) -> list[str]:
    pos, out = puzzle.start(), []
    for move in puzzle.solution:
        out.append(pos.text())
        pos = pos.play(move)
    return out


def to_moves(puzzle: Puzzle) -> list[int]:
    pos, out = puzzle.start(), []
    for move in puzzle.solution:
        out.append(pos.to_move)
        pos = pos.play(move)
    return out


def test_random_solvers_repeat_their_draws() -> None:
    r = rung("random")
    assert [attempt(ONE_MOVE, r, t) for t in range(8)] == [
        attempt(ONE_MOVE, r, t) for t in range(8)]


def test_the_fit_orders_solvers_by_results_and_puzzles_by_difficulty() -> None:
    # three solvers, four puzzles: 'strong' solves all, 'middle' the two easy, 'weak' one
    results = {
        "easiest": {"weak": [True], "middle": [True], "strong": [True]},
        "easy": {"weak": [False], "middle": [True], "strong": [True]},
        "hard": {"weak": [False], "middle": [False], "strong": [True]},
        "hardest": {"weak": [False], "middle": [False], "strong": [False]},
    }
    solvers, puzzles = fit(results)
    assert solvers["weak"].rating < solvers["middle"].rating < solvers["strong"].rating
    order = sorted(puzzles, key=lambda pid: puzzles[pid].rating)
    assert order == ["easiest", "easy", "hard", "hardest"]
    for r in puzzles.values():
        assert 0 < r.deviation < 350  # a few games: surer than a newcomer, far from sure


def test_more_attempts_make_a_puzzle_rating_surer() -> None:
    few = {"p": {"a": [True], "b": [False]}, "q": {"a": [True], "b": [True]}}
    many = {"p": {"a": [True] * 6, "b": [False] * 6}, "q": {"a": [True] * 6, "b": [True] * 6}}
    assert fit(many)[1]["p"].deviation < fit(few)[1]["p"].deviation


def test_grade_bands_are_the_anchored_solvers_strengths_the_same_in_every_game() -> None:
    assert BANDS == tuple(ANCHORS[name].rating for name in BAND_RUNGS)
    assert list(BANDS) == sorted(BANDS)
    assert [grade_of(limit - 0.1) for limit in BANDS] == [1, 2, 3, 4]
    assert [grade_of(limit) for limit in BANDS] == [2, 3, 4, 5]
    # the ladder's fixed strengths rise from the random solver to 'hard'
    ladder = [ANCHORS[r.name].rating for r in LADDER]
    assert ladder[0] == min(ladder) and ladder[-1] == max(ladder)


def test_a_puzzle_the_rules_of_thumb_solve_is_grade_2_at_most() -> None:
    assert [grade_of(limit, trap=False) for limit in BANDS] == [2, 2, 2, 2]
    assert grade_of(BANDS[0] - 1, trap=False) == 1


# North   [0] [0] [0] [3]      North's pits 4 3 2 1 (right to left), store 0
#       0                 10
# South   [0] [0] [2] [1]      South's pits 1 2 3 4, South to move
# 4 ends in the store (an extra move), and so does 3 then: the rule of thumb plays the extra
# move nearest the store first, 4
def test_the_rules_of_thumb_take_the_extra_move_nearest_the_store_else_the_biggest_capture(
        ) -> None:
    from puzzles.grade import thumb_move

    assert thumb_move(mc.parse("kalah[pits=4,seeds=3] 0.0.2.1:10/3.0.0.0:8 S")) == "4"
    # North   [0] [0] [5] [1]     North's pits 4 3 2 1
    #       0                 0
    # South   [1] [1] [0] [0]     no extra move; 1 sows into 2 (full), 2 into the empty
    # 3 and captures North's 2 (5 seeds) with it: the biggest capture
    pos = mc.parse("kalah[pits=4,seeds=3] 1.1.0.0:8/1.5.0.0:8 S")
    assert pos.play("2").store(0) == 8 + 6
    assert thumb_move(pos) == "2"
    # no extra move and no capture: no rule applies
    assert thumb_move(mc.parse("kalah[pits=4,seeds=3] 0.0.0.5:8/1.1.0.0:9 S")) is None


def test_a_puzzle_beyond_the_rules_of_thumb_has_a_turn_where_no_tie_break_plays_its_move(
        ) -> None:
    from fractions import Fraction

    from puzzles.grade import beyond_thumb, thumb_chance, thumb_move, thumb_moves

    # ONE_MOVE: South's 2 ends in the store, the line's move: the rules of thumb find it
    assert not beyond_thumb(ONE_MOVE)
    # North   [0] [0] [0] [3]
    #       0                 10
    # South   [0] [0] [2] [1]
    # 4 ends in the store, and 3 does too (its last seed): both are extra moves, so a
    # learner who takes *any* extra move may play either; a line starting with either is
    # within the rules of thumb
    start = "kalah[pits=4,seeds=3] 0.0.2.1:10/3.3.3.2:0 S"
    assert thumb_moves(mc.parse(start)) == ("3", "4")
    assert not beyond_thumb(_puzzle(start, "longest_chain", 3, ("4", "3", "4")))
    assert not beyond_thumb(_puzzle(start, "win", 3, ("3",)))
    # North   [0] [0] [0] [5]     no extra move; 4 sows a seed into the store (gain 1), 3
    #       8                 8   gains nothing: the line's 3 is neither an extra move nor
    # South   [0] [0] [1] [2]     the biggest gain, so every rules-of-thumb learner fails
    quiet = _puzzle("kalah[pits=4,seeds=3] 0.0.1.2:8/5.0.0.0:8 S", "win", 1, ("3",))
    assert thumb_moves(quiet.start()) == ("4",)
    assert thumb_moves(quiet.start(), "capture") == ()  # the lesson's learner guesses
    assert thumb_chance(quiet) == Fraction(1, 2)  # one time in two: not beyond
    assert not beyond_thumb(quiet)
    assert thumb_move(quiet.start()) is None
    # North   [6] [0] [6] [0]     North's pits 4 3 2 1
    #       5                 5   1 and 3 end in an empty pit of South's, facing an empty
    # South   [1] [0] [1] [0]     pit: no capture, no move gains, no extra move: no rule
    # applies, the learner guesses: one time in two it finds the line's move
    even = mc.parse("kalah[pits=4,seeds=3] 1.0.1.0:5/0.6.0.6:5 S")
    assert thumb_moves(even) == () and thumb_moves(even, "capture") == ()
    guess = _puzzle("kalah[pits=4,seeds=3] 1.0.1.0:5/0.6.0.6:5 S", "win", 1, ("3",))
    assert thumb_chance(guess) == Fraction(1, 2) and not beyond_thumb(guess)
    # North   [4] [4] [0] [4]     North's pits 4 3 2 1
    #       4                 5   4 ends in the store: an extra move on offer for every
    # South   [2] [0] [0] [1]     learner; 1 sows into 2 and the empty 3, facing an empty
    # pit: quiet. A line that starts with 1 sends every rules-of-thumb learner wrong
    trap = _puzzle("kalah[pits=4,seeds=3] 2.0.0.1:5/4.0.4.4:4 S", "win", 1, ("1",))
    assert thumb_moves(trap.start()) == thumb_moves(trap.start(), "capture") == ("4",)
    assert thumb_chance(trap) == 0 and beyond_thumb(trap)


def test_grading_a_mined_collection_fills_rating_deviation_grade_and_features() -> None:
    found = mine(RULES, count=6, seed=5, progress=False)
    graded = grade(found)
    assert [p.id for p in graded] == [p.id for p in found]
    for p in graded:
        assert p.rating is not None and p.rating_deviation is not None
        assert p.grade == grade_of(p.rating, trap=beyond_thumb(p))
        assert p.tempting == tempting(p) and p.tempting is not None and p.tempting >= 0
        assert p.seeds == p.start().seeds_on_board()
    # no win that the greedy solver finds is missed by the ladder's strongest (a horizon
    # goal asks for seeds, which 'hard', playing to win the game, may not choose)
    for p in found:
        if p.goal == "win":
            assert attempt(p, LADDER[-1]) or not attempt(p, LADDER[2])


def test_tempting_counts_the_wrong_moves_a_shallow_search_likes() -> None:
    # North [0] [0] [3]  (North's pits 3 2 1, right to left) North store 4
    # South [1] [0] [3]  South store 1; South to move: pit 1 captures North's 3,
    # pit 3 gives an extra move
    pos = mc.parse("kalah[pits=3,seeds=2] 1.0.3:1/3.0.0:4 S")
    from mancala_core.search.questions.players import move_scores

    scores = move_scores(pos, 2)
    line = max(scores, key=lambda m: (scores[m], -int(m)))
    puzzle = Puzzle.create(pos, "best_result", value=0, solution=(line,))
    assert tempting(puzzle) == sum(1 for m, s in scores.items()
                                   if m != line and s >= scores[line])


def test_grade_needs_the_attempts_of_every_puzzle() -> None:
    with pytest.raises(PuzzleError, match=ONE_MOVE.id):
        grade(Collection((ONE_MOVE,)), results={})


def test_an_unknown_solver_is_named() -> None:
    with pytest.raises(PuzzleError, match="'deep blue'"):
        rung("deep blue")


def test_the_grade_command_publishes_the_graded_collection(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "k.json"
    assert main(["mine", "--rules", "kalah[pits=4,seeds=2]", "--count", "4", "--seed", "1",
                 "--out", str(out), "--workers", "1", "--no-progress"]) == 0
    assert all(p.grade is None for p in load(out))
    assert main(["grade", str(out), "--no-progress"]) == 0
    assert "4 puzzles graded" in capsys.readouterr().out
    assert all(p.grade is not None for p in load(out))
    bad = json.loads(out.read_text())
    bad["puzzles"][1]["grade"] = 9
    out.write_text(json.dumps(bad))
    assert main(["grade", str(out), "--no-progress"]) == 2
    assert "field 'grade'" in capsys.readouterr().err
    assert json.loads(out.read_text()) == bad  # nothing written over it
