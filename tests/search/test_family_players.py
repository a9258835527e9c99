"""Computer players and hints for the games the compiled kernel does not play:
Mankala 2/4, Toguz Kumalak, Congkak, Basic mancala (2–4 players) and Bao."""

from __future__ import annotations

import random

import pytest

import mancala_core as mc
from mancala_core.errors import InvalidOptionError
from mancala_core.search import LEVELS, Player, best_move, explain_move, hint
from mancala_core.search.engine.generic import WON, move_values, search, searchable_moves

GAMES = {
    "mankala24": mc.rules("mankala24"),
    "toguz": mc.rules("toguz"),
    "congkak": mc.rules("congkak"),  # a single round
    "basic": mc.rules("basic"),
    "basic3": mc.rules("basic", players=3, pits=4, seeds=3),
    "basic4": mc.rules("basic", players=4, pits=4, seeds=3),
    "bao": mc.rules("bao"),
}

#: random opening plies before the deep levels take over (keeps the file quick)
OPENING = {"hard": {"toguz": 80, "congkak": 10, "bao": 20, "basic": 40},
           "perfect": {"mankala24": 16, "toguz": 90, "congkak": 16, "bao": 24, "basic": 56,
                       "basic3": 20}}
PLY_CAP = 1000


def _opening(rules: mc.Rules, plies: int, rng: random.Random) -> mc.Position:
    pos = rules.start()
    for _ in range(plies):
        child = pos.play(rng.choice(searchable_moves(pos)))
        if child.is_over():
            break
        pos = child
    return pos


def _play(players: list[Player], pos: mc.Position) -> mc.Position:
    for _ in range(PLY_CAP):
        if pos.is_over():
            break
        move = players[pos.to_move].move(pos)
        assert move in pos.legal_moves()
        assert move.text != "resign"  # a computer never resigns while it has a pit to play
        pos = pos.play(move)
    return pos


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game", list(GAMES))
def test_a_game_at_each_level(game: str, level: str) -> None:
    rules = GAMES[game]
    rng = random.Random(7)
    pos = _opening(rules, OPENING.get(level, {}).get(game, 0), rng)
    me = 1 % rules.players
    players = [Player("beginner", seed=10 + q) for q in range(rules.players)]
    players[me] = Player(level, seed=3)  # type: ignore[arg-type]
    end = _play(players, pos)
    assert end.is_over()
    assert sum(end.cells) == rules.total_seeds
    assert all(place is not None for place in end.places())


def _wins(rules: mc.Rules, games: int, opening: int) -> tuple[int, int]:
    """(hard's wins, hard's losses) against beginner, sides alternating."""
    wins = losses = 0
    for game in range(games):
        pos = _opening(rules, opening, random.Random(game))
        hard_side = game % 2
        players = [Player("beginner", seed=100 + game), Player("beginner", seed=200 + game)]
        players[hard_side] = Player("hard", seed=game)
        end = _play(players, pos)
        place = end.places()[hard_side]
        wins += place == 1 and end.winner() == hard_side
        losses += end.winner() == 1 - hard_side
    return wins, losses


@pytest.mark.parametrize(("game", "games", "opening"), [
    ("mankala24", 3, 2), ("toguz", 2, 30), ("congkak", 3, 2),
])
def test_hard_beats_beginner(game: str, games: int, opening: int) -> None:
    wins, losses = _wins(GAMES[game], games, opening)
    assert 2 * wins > games, (wins, losses)


def test_the_same_seed_gives_the_same_move() -> None:
    pos = _opening(GAMES["toguz"], 12, random.Random(1))
    for level in ("easy", "medium", "hard"):
        assert len({best_move(pos, level, seed=5).text for _ in range(2)}) == 1  # type: ignore[arg-type]


def test_resigning_only_when_it_is_the_only_move() -> None:
    pos = GAMES["basic3"].start()
    assert "resign" in {m.text for m in pos.legal_moves()}
    assert [m.text for m in searchable_moves(pos)] == ["1", "2", "3", "4"]
    for level in LEVELS:
        assert best_move(pos, level, seed=1).text != "resign"  # type: ignore[arg-type]


def test_beginner_takes_an_extra_move_or_a_capture() -> None:
    # Basic's pit 3 at the start: 4 seeds into pits 4, 5, 6 and the store
    start = GAMES["basic"].start()
    assert {best_move(start, "beginner", seed=s).text for s in range(5)} == {"3"}
    capture = mc.parse("mankala24 0.2.0.3.0.0:10/4.4.4.4.4.4:9 S")
    assert capture.trace("2").captured() == 4
    assert {best_move(capture, "beginner", seed=s).text for s in range(5)} == {"2"}


def test_unknown_level_is_an_invalid_option() -> None:
    for rules in (GAMES["toguz"], mc.rules("kalah")):
        with pytest.raises(InvalidOptionError, match="unknown level 'grandmaster'"):
            best_move(rules.start(), level="grandmaster")  # type: ignore[arg-type]
    with pytest.raises(InvalidOptionError, match="unknown level"):
        Player("grandmaster")  # type: ignore[arg-type]
    over = GAMES["mankala24"].position([[0] * 6, [0, 0, 0, 0, 0, 1]], [24, 23])
    assert over.is_over()
    with pytest.raises(ValueError, match="game is over"):
        search(over, 2)
    with pytest.raises(ValueError, match="game is over"):
        best_move(over, "hard")


def test_search_values_and_budget() -> None:
    pos = GAMES["bao"].start()
    shallow = search(pos, 2)
    assert shallow.depth == 2 and set(shallow.values) == {m.text for m in pos.legal_moves()}
    limited = search(pos, 40, max_nodes=300)
    assert 1 <= limited.depth < 40  # the budget stops the deepening, repeatably
    assert limited == search(pos, 40, max_nodes=300)
    # Basic with one seed left in pit 6: it goes into the store and the row is empty
    finish = mc.parse("basic 0.0.0.0.0.1:23/4.4.4.4.4.4:0 1")
    assert move_values(finish, 3)["6"] >= WON


# -- hints: one built position per kind of reason --------------------------------------


@pytest.mark.parametrize(("text", "move", "kind", "reason"), [
    ("basic 4.4.4.0.5.5:1/5.4.4.4.4.4:0 2", "3", "extra-move",
     "the last seed lands in a store: move again"),
    ("basic 0.1.0.1.2.0:20/0.0.0.0.0.3:21 2", "6", "finishes", "finishes: your row is empty"),
    ("basic 1.0.0.0.1.0:18/2.0.1.1.0.0:24 2", "1", "forced-win",
     "wins whatever the others play"),
    ("basic 1.1.3.0.0.3:15/0.0.0.0.9.0:16 1", "6", "only-move",
     "the only move that does not lose"),
    ("congkak 5.2.0.6.0.7.0:22/3.0.0.5.24.1.5:18 N", "5", "extra-move",
     "the last seed lands in your store: move again"),
    ("congkak 4.4.6.1.2.1.0:27/0.2.1.5.3.1.4:37 S", "5", "capture", "captures 3"),
    ("congkak 2.0.1.0.1.2.0:49/0.0.1.5.0.0.0:37 N", "4", "protects",
     "protects your pit of 5 from a capture"),
    ("congkak 1.0.0.0.0.0.0:68/0.0.0.0.0.0.0:29 S", "1", "wins",
     "wins: 69 is out of reach for your opponent"),
    ("congkak 0.0.0.9.0.1.0:40/9.8.1.0.1.0.0:29 N", "2", "only-move",
     "the only move that does not lose"),
    ("mankala24 7.1.0.2.7.7:0/7.6.0.0.2.7:2 S", "2", "protects",
     "protects your pit of 2 from a capture"),
    ("toguz 12.12.12.2.0.1.4.13.12:22/12.12.1.13.1.1.2.11.3:16 W", "2", "capture",
     "captures 14"),
])
def test_family_hint_reasons(text: str, move: str, kind: str, reason: str) -> None:
    pos = mc.parse(text)
    h = hint(pos)
    assert h.move == move
    assert kind in h.kinds and reason in h.reasons
    assert len(h.kinds) == len(h.reasons)
    assert h.exact is False and h.value is None
    trace = pos.trace(move)
    if kind == "capture":
        assert f"captures {trace.captured()}" == reason
    if kind == "finishes":
        assert not any(trace.after.pits(pos.to_move))
    if kind == "only-move":
        values = move_values(pos, 30, 5_000)
        assert all(v <= -WON for m, v in values.items() if m != move)
    # one explanation path: the hint's reasons are its explanation's, and explain_move
    # says the same of the move
    assert h.explanation is not None and h.explanation.kinds == h.kinds
    assert tuple(r.text for r in explain_move(pos, move).reasons) == h.reasons


@pytest.mark.parametrize("name", ["mankala24", "toguz", "congkak", "bao"])
def test_every_game_explains_a_move_the_search_rates_lower(name: str) -> None:
    # explain_move raised in the games without a compiled search (no solver for them):
    # a move the search rates below the best is explained by the opponent's answer
    pos = GAMES[name].start()
    values = move_values(pos, 30, 5_000)
    worse = min(values, key=lambda m: values[m])
    assert values[worse] < max(values.values())
    why = explain_move(pos, worse)
    assert why.best is False and not why.exact and why.value is None
    assert why.refutation is not None and why.refutation.reply is not None
    assert why.refutation.bound is None  # nothing proved
    assert str(why).endswith(why.refutation.text)


def test_hints_in_bao_and_for_three_players() -> None:
    bao = GAMES["bao"].start()
    h = hint(bao)
    assert h.move in {m.text for m in bao.legal_moves()} and not h.exact
    three = GAMES["basic3"].start()
    assert hint(three).move != "resign"
