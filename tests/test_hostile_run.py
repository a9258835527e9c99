"""The second hostile run's findings in the core (issue 31): budgets that are not budgets
(NaN seconds, ``True`` nodes) refused by the search's Python API as the command line
refuses them; a search stopped by the kernel's depth said so, not "the budget ran out";
Congkak's remembered positions read back from the position text as they were."""

from __future__ import annotations

import json
import random

import pytest

import mancala_core as mc
from mancala_core.errors import InvalidOptionError
from mancala_core.search import moves_reaching, solve
from mancala_core.search.engine.pure import PureSolver

SMALL = mc.rules("kalah", pits=3, seeds=2).start()


@pytest.mark.parametrize(("budget", "message"), [
    ({"max_seconds": float("nan")}, "max_seconds=nan: a budget must be a number of seconds"),
    ({"max_seconds": -1.0}, "max_seconds=-1.0: a budget must be"),
    ({"max_seconds": True}, "max_seconds=True: a budget must be"),
    ({"max_seconds": "5"}, "max_seconds='5': a budget must be"),
    ({"max_nodes": True}, "max_nodes=True: a budget must be a whole number of nodes"),
    ({"max_nodes": -5}, "max_nodes=-5: a budget must be"),
    ({"max_nodes": 2.5}, "max_nodes=2.5: a budget must be"),
])
def test_a_budget_that_is_not_one_is_refused_quoting_it_and_the_position(
        budget: dict[str, object], message: str) -> None:
    # solve(pos, max_seconds=nan) ran on; moves_reaching(pos, 1, max_seconds=nan) answered
    # every move False; max_nodes=True was taken as one node
    where = f"for {SMALL.text()!r}"
    for ask in (lambda: solve(SMALL, **budget),  # type: ignore[arg-type]
                lambda: moves_reaching(SMALL, 1, **budget),  # type: ignore[arg-type]
                lambda: PureSolver(SMALL.rules).solve(SMALL, **budget)):  # type: ignore[arg-type]
        with pytest.raises(InvalidOptionError, match=message) as caught:
            ask()
        assert where in str(caught.value)


def test_the_budgets_that_are_budgets_still_work() -> None:
    assert solve(SMALL, max_seconds=60.0, max_nodes=10**9).exact
    assert solve(SMALL, max_seconds=float("inf")).exact
    assert solve(SMALL, max_nodes=0).exact is False
    assert moves_reaching(SMALL, 1, max_seconds=60) == {"1": False, "2": True, "3": False}


def test_a_search_deeper_than_the_kernel_allows_says_so() -> None:
    # mancala solve oware --pits 9 --seeds 9 said "(the budget ran out)" with no budget
    from mancala_core.cli import solve_command

    pos = mc.rules("oware", pits=9, seeds=9).start()
    text = solve_command(pos, as_json=False)
    assert "(the search is deeper than the kernel allows)" in text.splitlines()[1]
    assert "budget" not in text
    data = json.loads(solve_command(pos, as_json=True))
    assert data["exact"] is False
    assert data["notes"] == ["the search is deeper than the kernel allows"]


def test_a_budget_that_runs_out_still_says_so() -> None:
    from mancala_core.cli import solve_command

    text = solve_command(mc.rules("kalah").start(), max_nodes=1_000, as_json=False)
    assert "(the budget ran out)" in text.splitlines()[1]


@pytest.mark.parametrize("options", [
    {"empty_capture": False, "rounds": "match"}, {"empty_capture": False}, {}])
def test_congkak_s_remembered_positions_read_back_from_the_text(
        options: dict[str, object]) -> None:
    # parse(p.text()).history differed from p.history in the special-state field (a
    # match's burnt holes and starter): 761 of 874 positions with a history, in 15 matches
    rng = random.Random(1)
    remembered = 0
    for _game in range(15):
        pos = mc.rules("congkak", **options).start()
        for _ply in range(400):
            if pos.is_over():
                break
            pos = pos.play(rng.choice(pos.legal_moves()))
            again = mc.parse(pos.text())
            assert again.history == pos.history, pos.text()
            assert again == pos and again.text() == pos.text()
            remembered += bool(pos.history)
    if options:
        assert remembered > 50  # the test reached positions with a history


def test_a_repeated_position_ends_a_congkak_match_round_as_its_text_says() -> None:
    # the text with its seen= positions and the position played there agree on every move
    rng = random.Random(7)
    pos = mc.rules("congkak", empty_capture=False, rounds="match").start()
    for _ply in range(3000):
        if pos.is_over():
            break
        again = mc.parse(pos.text())
        assert [m.text for m in again.legal_moves()] == [m.text for m in pos.legal_moves()]
        move = rng.choice(pos.legal_moves())
        assert again.play(move.text).text() == pos.play(move).text()
        pos = pos.play(move)
