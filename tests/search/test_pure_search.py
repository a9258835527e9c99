"""The search without numba and numpy (issue 23: the course in Pyodide).

Each test runs a script in a subprocess where ``numba`` and ``numpy`` cannot be
imported (``sys.modules[name] = None``, as in Pyodide), and compares what the
readable path answers with what the compiled path answers here, in the test's own
process: exact questions must agree exactly; the players and hints must give legal
moves, and the hint its reasons.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

import mancala_core as mc
from mancala_core.search import (
    force_within,
    moves_reaching,
    solve,
    winning_moves,
)

ROOT = Path(__file__).resolve().parents[2]

BLOCK = "import sys\nsys.modules['numba'] = None\nsys.modules['numpy'] = None\n"


def run_pure(body: str, data: Any) -> Any:
    """Run ``body`` with numba and numpy blocked; it reads ``DATA`` and sets ``OUT``."""
    script = (BLOCK + "import json\nDATA = json.loads(sys.stdin.read())\n" + textwrap.dedent(body)
              + "\nprint(json.dumps(OUT))\n")
    env = {k: v for k, v in os.environ.items() if k != "MANCALA_PURE"}
    done = subprocess.run([sys.executable, "-c", script], input=json.dumps(data),
                          capture_output=True, text=True, cwd=ROOT, env=env, timeout=300,
                          check=False)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def played(rules: mc.Rules, seed: int, until: int, most: int = 200) -> mc.Position | None:
    """A position reached by random play once at most ``until`` seeds are in the pits."""
    rng = random.Random(seed)
    pos = rules.start()
    for _ in range(most):
        if pos.is_over():
            return None
        if pos.seeds_on_board() <= until and len(pos.legal_moves()) > 1:
            return pos
        pos = pos.play(rng.choice(pos.legal_moves()))
    return None


def small_positions() -> list[mc.Position]:
    out: list[mc.Position] = []
    k32 = mc.rules("kalah", pits=3, seeds=2)
    out.append(k32.start())
    for rules, until, seeds in ((k32, 9, range(4)),
                                (mc.rules("kalah", pits=4, seeds=3), 14, range(4)),
                                (mc.rules("kalah"), 9, range(4)),
                                (mc.rules("kalah", empty_capture=True), 9, range(2))):
        for seed in seeds:
            pos = played(rules, seed, until)
            if pos is not None:
                out.append(pos)
    return out


def test_the_package_imports_without_numba_and_knows_it() -> None:
    out = run_pure("""
        import mancala_core.search as S
        import mancala_core.games.kalah.database as E
        import mancala_core as mc
        OUT = [S.COMPILED, "numba" in sys.modules and sys.modules["numba"] is not None,
               E.default_endgame(mc.rules("kalah")) is None, S.Solver.__name__,
               mc.solve(mc.rules("kalah", pits=3, seeds=1).start()).value]
    """, None)
    assert out == [False, False, True, "PureSolver", 0]


def test_horizon_answers_agree_in_oware() -> None:
    """Oware's exact values follow the repetition rule, whose proofs the readable
    solver does not finish in a test's time; the horizon question is bounded."""
    positions = [pos for seed in range(6)
                 if (pos := played(mc.rules("oware"), seed, 12)) is not None]
    want = [[force_within(pos, plies=4, seeds=2).moves,
             force_within(pos, plies=5, goal="win").moves] for pos in positions]
    got = run_pure("""
        import mancala_core as mc
        from mancala_core.search import force_within
        OUT = [[force_within(mc.parse(t), plies=4, seeds=2).moves,
                force_within(mc.parse(t), plies=5, goal="win").moves] for t in DATA]
    """, [pos.text() for pos in positions])
    assert len(positions) >= 4 and got == want


def test_exact_answers_agree_with_the_compiled_search() -> None:
    positions = small_positions()
    assert len(positions) >= 12
    texts = [pos.text() for pos in positions]
    compiled = []
    for pos in positions:
        sol = solve(pos)
        compiled.append({
            "value": sol.value,
            "moves": sol.moves,
            "best": solve(pos, moves="best").moves,
            "wins": winning_moves(pos),
            "reaching": moves_reaching(pos, -2),
            "force": force_within(pos, plies=4, seeds=2).moves,
            "win_within": force_within(pos, plies=6, goal="win").moves,
        })
    pure = run_pure("""
        import mancala_core as mc
        from mancala_core.search import (force_within, moves_reaching, solve,
                                         winning_moves, move_values)
        OUT = []
        for text in DATA:
            pos = mc.parse(text)
            sol = solve(pos)
            assert sol.exact and len(sol.line) > 0, text
            assert move_values(pos).moves == sol.moves, text
            OUT.append({
                "value": sol.value,
                "moves": sol.moves,
                "best": solve(pos, moves="best").moves,
                "wins": winning_moves(pos),
                "reaching": moves_reaching(pos, -2),
                "force": force_within(pos, plies=4, seeds=2).moves,
                "win_within": force_within(pos, plies=6, goal="win").moves,
            })
    """, texts)
    for text, want, got in zip(texts, compiled, pure, strict=True):
        assert got == want, text


def test_a_budget_gives_bounds_or_unknowns_never_a_guess() -> None:
    pos = mc.rules("kalah").start()
    out = run_pure("""
        import mancala_core as mc
        from mancala_core.search import moves_reaching, solve, force_within
        pos = mc.parse(DATA)
        sol = solve(pos, max_nodes=2_000)
        OUT = [sol.exact, sol.value, sol.lower <= sol.upper,
               moves_reaching(pos, 10, max_nodes=2_000)["1"],
               force_within(pos, plies=12, seeds=20, max_nodes=500).value]
    """, pos.text())
    assert out == [False, None, True, None, None]


def test_players_hints_and_explanations_answer_in_every_game() -> None:
    games = {
        "kalah": played(mc.rules("kalah"), 3, 30),
        "kalah-end": played(mc.rules("kalah"), 4, 10),
        "kalah-small": mc.rules("kalah", pits=4, seeds=3).start(),
        "oware": played(mc.rules("oware"), 3, 34),
        "oware-end": played(mc.rules("oware"), 3, 12),
        "mankala24": mc.rules("mankala24").start(),
        "toguz": mc.rules("toguz").start(),
        "congkak": mc.rules("congkak").start(),
        "basic": mc.rules("basic", players=3).start(),
        "bao": mc.rules("bao").start(),
    }
    texts = {name: pos.text() for name, pos in games.items() if pos is not None}
    assert len(texts) == len(games)
    out = run_pure("""
        import mancala_core as mc
        from mancala_core.search import (LEVELS, Player, best_move, choose, computer_move,
                                         explain_move, hint, refutation)
        OUT = {}
        for name, text in DATA.items():
            pos = mc.parse(text)
            legal = [m.text for m in pos.legal_moves()]
            h = hint(pos)
            row = {"legal": legal, "hint": h.move, "reasons": list(h.reasons),
                   "kinds": list(h.kinds), "exact": h.exact, "levels": {}}
            for level in LEVELS:
                choice = choose(pos, level, seed=1)
                assert computer_move(pos, level, seed=1) == choice.move
                assert best_move(pos, level, seed=1) == choice.move
                row["levels"][level] = [choice.move.text, choice.how]
            row["player"] = Player("hard", seed=2).move(pos).text
            if pos.rules.name in ("kalah", "oware"):
                worst = legal[-1]
                why = explain_move(pos, h.move)
                row["explained"] = [why.move, why.best, str(why)]
                refuted = refutation(pos, worst)
                row["refutation"] = [refuted.move, str(refuted)]
            OUT[name] = row
    """, texts)
    for name, row in out.items():
        legal = row["legal"]
        assert row["hint"] in legal, name
        assert len(row["reasons"]) == len(row["kinds"]), name
        for level, (move, how) in row["levels"].items():
            assert move in legal, (name, level)
            assert how in ("only", "random", "search", "exact", "bounds", "horizon"), name
        assert row["player"] in legal
        if "explained" in row:
            move, best, words = row["explained"]
            assert move == row["hint"] and best and words.startswith(move), name
            assert row["refutation"][1].startswith(f"after {legal[-1]}") or "ends the game" in \
                row["refutation"][1], name
    # a small Kalah endgame is solved exactly: hard and perfect agree with the solver
    end = mc.parse(texts["kalah-end"])
    sol = solve(end)
    for level in ("hard", "perfect"):
        move, how = out["kalah-end"]["levels"][level]
        assert how == "exact" and sol.moves[move] == sol.value, level
    assert out["kalah-end"]["exact"] and sol.moves[out["kalah-end"]["hint"]] == sol.value
    assert out["kalah"]["reasons"] or out["kalah"]["levels"]["hard"][1] == "search"


def test_the_lessons_calls_run_without_numba() -> None:
    """What lessons 7, 10 and 11 call, with their own positions."""
    out = run_pure("""
        import mancala_core as mc
        from mancala_core import search
        from mancala_core.search import LEVELS, EndgameDB, force_within, solve, winning_moves
        from mancala_core.games.kalah.database import default_endgame
        from mancala_core.search.questions.players import move_scores
        small = mc.rules("kalah", pits=4, seeds=3)
        pos = small.position(pits=[[1, 7, 6, 0], [0, 0, 0, 3]], stores=[1, 6])
        OUT = {
            "none": default_endgame(small, progress=False) is None,
            "wins": winning_moves(pos),
            "scores": sorted(move_scores(mc.rules("kalah").start(), 2)),
            "force": force_within(mc.rules("oware").start(), plies=4, seeds=2).value,
            "levels": [search.choose(mc.rules("kalah").start(), lv, seed=1).move.text
                       for lv in LEVELS],
        }
        OUT["db"] = len(EndgameDB(small, 6).flat)  # the readable database
    """, None)
    pos = mc.rules("kalah", pits=4, seeds=3).position(pits=[[1, 7, 6, 0], [0, 0, 0, 3]],
                                                      stores=[1, 6])
    assert out["none"] and out["db"] == 3003  # Kalah(4): 6 seeds or fewer in 8 pits
    assert out["wins"] == winning_moves(pos)
    assert out["scores"] == ["1", "2", "3", "4", "5", "6"]
    assert out["force"] is force_within(mc.rules("oware").start(), plies=4, seeds=2).value
    assert all(m in "123456" for m in out["levels"])


@pytest.mark.parametrize("name", ["kalah", "oware"])
def test_the_pure_move_scores_match_the_compiled_ones_at_depth_one(name: str) -> None:
    """The readable twin of ``players.move_scores``: one ply deep no table can differ."""
    from mancala_core.search.questions.players import move_scores

    pos = played(mc.rules(name), 7, 30)
    assert pos is not None
    out = run_pure("""
        import mancala_core as mc
        from mancala_core.search.questions.players import move_scores
        OUT = move_scores(mc.parse(DATA), 1)
    """, pos.text())
    assert out == move_scores(pos, 1)
