"""Computer players and hints."""

from __future__ import annotations

import json

import pytest

import mancala_core as mc
from mancala_core.cli import solve_command
from mancala_core.search import LEVELS, Player, best_move, hint, solve
from mancala_core.search.questions.players import move_scores

# -- players -------------------------------------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("text", [
    "kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S",
    "kalah[swap=true] 4.4.0.5.5.0:2/5.5.5.5.4.4:0 N swap=open",
    "kalah[end=no-move,leftovers=emptied] 0.0.3.0.1.2:20/1.0.0.2.0.0:19 N",
    "oware 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S",
    "oware[grand_slam=illegal] 0.0.0.0.1.2:20/1.1.0.0.0.0:23 S",
])
def test_every_level_plays_a_legal_move(level: str, text: str) -> None:
    pos = mc.parse(text)
    move = best_move(pos, level=level, seed=3)  # type: ignore[arg-type]
    assert move in pos.legal_moves()


def test_the_same_seed_gives_the_same_move() -> None:
    pos = mc.parse("kalah 3.0.5.1.4.4:6/2.6.0.3.5.4:5 S")
    assert len({best_move(pos, "easy", seed=9).text for _ in range(3)}) == 1


def test_beginner_takes_an_extra_move() -> None:
    pos = mc.rules("kalah").start()
    assert {best_move(pos, "beginner", seed=s).text for s in range(10)} == {"3"}


def test_perfect_plays_a_best_move() -> None:
    pos = mc.parse("kalah 1.1.1.0.2.3:19/1.1.4.1.2.1:11 N")
    sol = solve(pos)
    for seed in range(3):
        assert best_move(pos, "perfect", seed=seed).text in sol.best_moves()


def test_perfect_probes_the_endgame_database() -> None:
    """With 14 seeds or fewer in the pits, the players' solver reads every value
    from the database: a handful of nodes, the same values as without it."""
    from mancala_core.games.kalah.endgame import auto_seeds, default_endgame
    from mancala_core.search.questions.players import _solver, endgame_for

    rules = mc.rules("kalah")
    db = endgame_for(rules)
    # the same automatic database as the solver's, at least 14 seeds on this machine
    assert db is not None and db.max_seeds == auto_seeds(rules) >= 14
    assert default_endgame(rules) is db
    assert _solver(rules).endgame is db
    assert endgame_for(mc.rules("oware")) is None
    pos = mc.parse("kalah 2.0.3.1.0.2:17/0.4.0.1.1.0:17 S")
    assert pos.seeds_on_board() == 14
    with_db, without = _solver(rules).solve(pos), solve(pos, endgame=False)
    # one node a search: each move's value, then one search a ply of the line
    assert with_db.nodes <= 50 < without.nodes
    assert with_db.moves == without.moves
    assert best_move(pos, "perfect").text in with_db.best_moves()


def test_search_sees_a_capture() -> None:
    pos = mc.parse("kalah 0.3.2.0.0.6:13/0.5.0.0.0.1:18 S")
    scores = move_scores(pos, 2)
    assert max(scores, key=lambda m: scores[m]) == "2"


def test_unknown_level_and_finished_game() -> None:
    with pytest.raises(ValueError, match="unknown level"):
        best_move(mc.rules("kalah").start(), level="grandmaster")  # type: ignore[arg-type]
    over = mc.rules("kalah").position([[0] * 6, [1, 0, 0, 0, 0, 0]], [30, 17])
    with pytest.raises(ValueError, match="game is over"):
        best_move(over)


def _play(south: Player, north: Player, pos: mc.Position) -> int:
    players = (south, north)
    while not pos.is_over():
        pos = pos.play(players[pos.to_move].move(pos))
    scores = pos.scores()
    return scores[0] - scores[1]


def test_hard_beats_beginner() -> None:
    start = mc.rules("kalah", pits=4, seeds=3).start()
    total = 0
    for game in range(4):
        hard, weak = Player("hard", seed=game), Player("beginner", seed=game)
        total += _play(hard, weak, start) - _play(weak, hard, start)
    assert total > 0


# -- hints: one built position per kind of reason ------------------------------------


@pytest.mark.parametrize(("text", "move", "kind", "reason"), [
    ("kalah 1.0.1.0.3.1:15/7.1.1.0.0.1:17 N", "6", "extra-move",
     "the last seed lands in your store: move again"),
    ("kalah 0.3.2.0.0.6:13/0.5.0.0.0.1:18 S", "2", "capture", "captures 5"),
    ("kalah 0.7.0.0.0.2:11/0.0.1.1.0.1:25 S", "2", "protects",
     "protects your pit of 7 from a capture"),
    ("kalah 1.0.1.0.1.3:20/0.2.2.2.0.2:14 S", "3", "no-landing",
     "leaves no empty pit for your opponent to land in"),
    ("kalah 0.0.6.0.1.2:24/0.1.1.0.2.2:9 S", "3", "wins",
     "wins: 25 is out of reach for your opponent"),
    ("kalah 1.1.1.0.2.3:19/1.1.4.1.2.1:11 N", "6", "only-move",
     "the only move that keeps the win"),
    ("oware 0.6.1.2.0.0:19/1.0.0.6.2.0:11 N", "4", "capture", None),
])
def test_hint_reasons(text: str, move: str, kind: str, reason: str | None) -> None:
    pos = mc.parse(text)
    h = hint(pos)
    assert h.move == move
    assert kind in h.kinds
    if reason is not None:
        assert reason in h.reasons
    assert len(h.kinds) == len(h.reasons)
    if h.exact:
        assert h.value == solve(pos).moves[move]


def test_hint_explains_the_situation_it_names() -> None:
    """The captured count, the protected pit and the winning total are the board's."""
    capture = mc.parse("kalah 0.3.2.0.0.6:13/0.5.0.0.0.1:18 S")
    assert capture.trace("2").captured() == 6
    protect = mc.parse("kalah 0.7.0.0.0.2:11/0.0.1.1.0.1:25 S")
    # with North to move, North's pit 4 lands in its empty pit 5, facing South's 7
    threat = mc.rules("kalah").position([protect.pits(0), protect.pits(1)],
                                        [protect.store(0), protect.store(1)], 1)
    assert threat.trace("4").captured() == 8
    assert str(hint(mc.rules("kalah", pits=3, seeds=2).start())) == (
        "play 2: the last seed lands in your store: move again; the only move that keeps "
        "the win")


# -- the command's output ---------------------------------------------------------------


def test_solve_command_json_and_text() -> None:
    pos = mc.rules("kalah", pits=3, seeds=2).start()
    data = json.loads(solve_command(pos, as_json=True))
    assert data["value"] == 4 and data["exact"] is True
    assert data["moves"] == {"1": -8, "2": 4, "3": 0}
    assert data["line"][0] == "2"
    text = solve_command(pos, as_json=False)
    assert "value: +4 for South (exact)" in text
    stopped = json.loads(solve_command(mc.rules("kalah").start(), True, max_nodes=1000))
    assert stopped["value"] is None and stopped["exact"] is False
    assert stopped["lower"] <= stopped["upper"]


def test_lazy_search_import() -> None:
    assert mc.solve is solve  # type: ignore[attr-defined]
    assert mc.hint is hint  # type: ignore[attr-defined]


@pytest.mark.parametrize("rules", [mc.rules("kalah", pits=4, seeds=2), mc.rules("kalah"),
                                   mc.rules("oware")], ids=lambda r: r.label())
def test_a_depth_limited_choice_does_not_depend_on_what_was_asked_before(
        rules: mc.Rules) -> None:
    # the same position and depth give the same scores after a deeper search of it (whose
    # table entries would otherwise answer the shallower question), so a player's choice
    # is a function of the position, the level and the seed alone
    from mancala_core.search.questions.players import move_scores

    pos = rules.start().play(rules.start().legal_moves()[1])
    fresh = {depth: move_scores(pos, depth) for depth in (2, 3, 4)}
    move_scores(pos, 8)
    assert {depth: move_scores(pos, depth) for depth in (2, 3, 4)} == fresh
