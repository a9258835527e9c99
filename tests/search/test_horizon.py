"""The horizon question (:func:`force_within`) against a brute force with histories."""

from __future__ import annotations

import random

import pytest

import mancala_core as mc
from mancala_core import Position
from mancala_core.native.memo import LOG_ENTRIES
from mancala_core.search import Forcing, HorizonError, best_move, force_within
from mancala_core.search.engine.values import swapped as _swapped

SLAMS = ("no-capture", "illegal", "capture")


def _score(pos: Position, me: int) -> int:
    return pos.scores()[me] if pos.is_over() else pos.store(me)


def brute_gain(pos: Position, me: int, plies: int) -> int:
    """The most seeds ``me`` can force into their store within ``plies`` plies: a plain
    minimax over the readable rules (history included), every line to the horizon or
    the end. Stores never shrink, so the gain at the leaves is what counts."""
    if plies == 0 or pos.is_over():
        return _score(pos, me)
    values = []
    for move in pos.legal_moves():
        child = pos.play(move)
        values.append(brute_gain(child, 1 - me if _swapped(pos, child) else me, plies - 1))
    return max(values) if pos.to_move == me else min(values)


def brute_win(pos: Position, me: int, plies: int) -> bool:
    if pos.is_over():
        return pos.winner() == me
    if plies == 0:
        return False
    results = []
    for move in pos.legal_moves():
        child = pos.play(move)
        results.append(brute_win(child, 1 - me if _swapped(pos, child) else me, plies - 1))
    return any(results) if pos.to_move == me else all(results)


def random_positions(rules: mc.Rules, count: int, seed: str) -> list[Position]:
    """Positions reached by random play from the start, with their history."""
    rng = random.Random(seed)
    out: list[Position] = []
    while len(out) < count:
        pos = rules.start()
        for _ in range(rng.randrange(0, 30)):
            if pos.is_over():
                break
            pos = pos.play(rng.choice(pos.legal_moves()))
        if not pos.is_over():
            out.append(pos)
    return out


def ask(pos: Position, **question: object) -> Forcing:
    """The question asked of both searches (compiled and readable): the same answer."""
    fast = force_within(pos, **question)  # type: ignore[arg-type]
    slow = force_within(pos, compiled=False, **question)  # type: ignore[arg-type]
    assert (fast.value, fast.moves) == (slow.value, slow.moves), (pos.text(), question)
    return fast


def check_against_brute(pos: Position, plies: int) -> None:
    me = pos.to_move
    base = pos.store(me)
    per_move = {}
    for move in pos.legal_moves():
        child = pos.play(move)
        who = 1 - me if _swapped(pos, child) else me
        per_move[move.text] = (brute_gain(child, who, plies - 1) - base,
                               brute_win(child, who, plies - 1))
    best = max(g for g, _ in per_move.values())
    for k in {0, 1, best, best + 1, best + 2}:
        answer = ask(pos, plies=plies, seeds=k)
        assert answer.value == (best >= k), (pos.text(), plies, k)
        assert answer.moves == {m: g >= k for m, (g, _) in per_move.items()}, (pos.text(), k)
    answer = ask(pos, plies=plies, goal="win")
    assert answer.moves == {m: w for m, (_, w) in per_move.items()}, pos.text()
    assert answer.value == any(w for _, w in per_move.values())


@pytest.mark.parametrize("slam", SLAMS)
@pytest.mark.parametrize("pits,seeds", [(4, 2), (3, 3), (3, 2)])
def test_agrees_with_brute_force_on_small_oware_boards(slam: str, pits: int, seeds: int) -> None:
    rules = mc.rules("oware", pits=pits, seeds=seeds, grand_slam=slam)
    for pos in random_positions(rules, 6, f"{slam}-{pits}-{seeds}"):
        for plies in (1, 2, 4, 7):
            check_against_brute(pos, plies)


def test_agrees_with_brute_force_in_kalah() -> None:
    for options in ({}, {"empty_capture": True}, {"swap": True}):
        rules = mc.rules("kalah", pits=3, seeds=2, **options)
        for pos in random_positions(rules, 4, repr(sorted(options.items()))):
            for plies in (1, 3, 5):
                check_against_brute(pos, plies)


def test_a_repetition_inside_the_line_ends_the_game() -> None:
    # RULES.md example 11: South 1 0 0 0 0 0 S=23, North 1 0 0 0 0 0 N=23. The moves
    # 1,1,2,2,...,6,6 bring back the first position; the game ends, each takes their row.
    rules = mc.rules("oware")
    start = rules.position(pits=[[1, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0]], stores=[23, 23],
                           to_move=0)
    pos = start
    for text in "1 1 2 2 3 3 4 4 5 5 6".split():
        pos = pos.play(text)
    # South's row is empty, North to move; its only feeding move, 6, repeats the start:
    # 24-24 and the game is over.
    assert pos.play("6").is_over()
    assert ask(pos, plies=1, seeds=1).moves == {"6": True}
    assert ask(pos, plies=1, goal="win").value is False
    # the same board without that history: the game goes on and nothing is collected
    fresh = rules.position(pits=[[0] * 6, [1, 0, 0, 0, 0, 1]], stores=[23, 23], to_move=1)
    assert fresh.cells == pos.cells and not fresh.play("6").is_over()
    assert ask(fresh, plies=1, seeds=1).value is False
    check_against_brute(pos, 1)
    check_against_brute(start.play("1").play("1").play("2"), 9)


def test_the_answer_follows_the_history_of_the_root() -> None:
    rules = mc.rules("oware", pits=3, seeds=2)
    for pos in random_positions(rules, 20, "history"):
        if pos.history:
            check_against_brute(pos, 5)


@pytest.mark.parametrize("compiled", [True, False])
def test_a_budget_gives_unknown_never_a_guess(compiled: bool) -> None:
    rules = mc.rules("oware")
    pos = random_positions(rules, 1, "budget")[0]
    answer = force_within(pos, plies=8, seeds=6, max_nodes=50, compiled=compiled)
    assert answer.value is None
    assert None in answer.moves.values()
    assert answer.nodes <= 50
    full = force_within(pos, plies=6, seeds=2, compiled=compiled)
    for budget in (20, 200, 2000):
        part = force_within(pos, plies=6, seeds=2, max_nodes=budget, compiled=compiled)
        for move, ok in part.moves.items():
            assert ok is None or ok == full.moves[move]


def test_zero_plies_and_zero_seeds() -> None:
    pos = mc.rules("oware").start()
    assert force_within(pos, plies=0, seeds=0).value is True
    assert force_within(pos, plies=0, seeds=1).value is False
    assert set(force_within(pos, plies=0, seeds=0).moves.values()) == {False}
    assert set(force_within(pos, plies=3, seeds=0).moves.values()) == {True}
    assert force_within(pos, plies=0, goal="win").value is False


@pytest.mark.parametrize("kwargs,words", [
    ({"plies": -1, "seeds": 1}, "plies must be"),
    ({"plies": 2, "seeds": -3}, "seeds must be"),
    ({"plies": 2}, "needs seeds"),
    ({"plies": 2, "goal": "draw"}, "unknown goal 'draw'"),
    ({"plies": 2, "goal": "win", "seeds": 2}, "takes no seeds"),
])
def test_bad_questions_are_errors_that_quote_the_position(kwargs: dict, words: str) -> None:
    pos = mc.rules("oware").start()
    with pytest.raises(HorizonError, match=words) as caught:
        force_within(pos, **kwargs)
    assert pos.text() in str(caught.value)
    assert isinstance(caught.value, ValueError)


def test_a_finished_game_or_another_game_is_an_error() -> None:
    over = mc.rules("oware").position(pits=[[1, 1, 0, 0, 0, 0], [0] * 6], stores=[22, 24],
                                      to_move=0)
    assert over.is_over()
    with pytest.raises(HorizonError, match="game is over"):
        force_within(over, plies=3, seeds=1)
    with pytest.raises(HorizonError, match="congkak"):
        force_within(mc.rules("congkak").start(), plies=3, seeds=1)


# -- perfect in Oware: exact where the bounds or the horizon decide ----------------------

HORIZON_WINS = [  # positions from games between the computer players (perfect said "horizon")
    ("oware 0.0.0.1.0.1:15/1.0.4.1.0.2:23 N seen=0.0.0.1.1.0:15/1.0.4.1.0.2:23@S", "1"),
    ("oware 0.0.0.0.1.0:17/0.1.1.2.1.2:23 N seen=0.0.1.0.2.1:17/1.0.0.1.0.2:23@N;"
     "0.0.1.0.2.1:17/0.1.0.1.0.2:23@S;0.0.1.0.2.0:17/1.1.0.1.0.2:23@N;"
     "0.0.1.0.2.0:17/0.2.0.1.0.2:23@S;0.0.1.0.0.1:17/1.2.0.1.0.2:23@N;"
     "0.0.1.0.0.1:17/0.3.0.1.0.2:23@S;0.0.1.0.0.0:17/1.3.0.1.0.2:23@N;"
     "0.0.1.0.0.0:17/1.0.1.2.1.2:23@S;0.0.0.1.0.0:17/1.0.1.2.1.2:23@N;"
     "0.0.0.1.0.0:17/0.1.1.2.1.2:23@S", "2"),
]


@pytest.mark.parametrize("text,move", HORIZON_WINS)
def test_perfect_in_oware_plays_a_win_the_horizon_proves(text: str, move: str) -> None:
    from mancala_core.search.questions.players import PERFECT_HORIZON, choose

    pos = mc.parse(text)
    choice = choose(pos, "perfect")
    assert (choice.move.text, choice.how, choice.proved) == (move, "horizon", True)
    assert force_within(pos, plies=PERFECT_HORIZON, goal="win").moves[move] is True
    assert best_move(pos, "perfect").text == move  # callers see the same move


def test_perfect_in_oware_plays_a_move_the_bounds_prove() -> None:
    from mancala_core.search.questions.players import _solver, choose

    pos = mc.parse("oware 1.0.6.1.3.2:3/1.0.1.2.2.3:23 N seen=1.0.5.1.3.2:3/1.5.0.1.1.2:23@S;"
                   "0.1.5.1.3.2:3/1.5.0.1.1.2:23@N;1.1.5.1.3.2:3/1.0.1.2.2.3:23@S")
    choice = choose(pos, "perfect")
    assert choice.how == "bounds" and choice.proved
    sol = _solver(pos.rules).solve(pos, max_nodes=100_000)
    assert sol.move_bounds[choice.move.text][0] >= 1  # a proved win


def test_perfect_in_oware_says_when_it_only_searched() -> None:
    from mancala_core.search.questions.players import Player

    pos = mc.rules("oware").start().play("3").play("4")
    player = Player("perfect", seed=1)
    assert player.last is None
    move = player.move(pos)
    assert player.last is not None and player.last.move == move
    assert (player.last.how, player.last.proved) == ("search", False)
    assert "left the value open" in player.last.detail


@pytest.mark.parametrize("slam", SLAMS)
def test_the_compiled_search_agrees_with_the_readable_one_deeper(slam: str) -> None:
    """Deeper than the brute force can go: 6x4 positions from random play and 4x2 ones
    at 12 plies, where repetitions inside the lines are common."""
    for rules, plies, seeds in ((mc.rules("oware", grand_slam=slam), 5, (2, 5)),
                                (mc.rules("oware", pits=4, seeds=2, grand_slam=slam), 12,
                                 (1, 3))):
        for pos in random_positions(rules, 3, f"deeper-{slam}-{plies}"):
            ask(pos, plies=plies, goal="win")
            for k in seeds:
                ask(pos, plies=plies, seeds=k)


def test_a_question_does_not_depend_on_the_questions_before(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # the compiled search hands its memo to the next question, emptied: a question asked
    # after others (one filling more entries than the memo notes, so it is emptied whole)
    # gets the answer and the node count it gets with a memo made for it
    from mancala_core.games.oware import horizon as kernel

    pos = random_positions(mc.rules("oware"), 1, "budget")[0]
    questions = [dict(plies=6, seeds=2, max_nodes=300), dict(plies=7, seeds=3),
                 dict(plies=9, goal="win", max_nodes=5_000)]

    def ask_all() -> list[tuple[bool | None, dict[str, bool | None], int]]:
        out = []
        for question in questions:
            answer = force_within(pos, **question)  # type: ignore[arg-type]
            out.append((answer.value, answer.moves, answer.nodes))
        return out

    monkeypatch.setattr(kernel._pool, "tables", [])
    fresh = []
    for question in questions:
        monkeypatch.setattr(kernel._pool, "tables", [])  # a new memo for each question
        answer = force_within(pos, **question)  # type: ignore[arg-type]
        fresh.append((answer.value, answer.moves, answer.nodes))
    big = force_within(pos, plies=17, seeds=6, max_nodes=400_000)
    assert big.nodes > 2 * LOG_ENTRIES
    assert ask_all() == fresh
    assert ask_all() == fresh
    assert len(kernel._pool.tables) == 1  # one memo, handed from question to question
