"""A game written here, in the test, joins the family without an edit anywhere else.

``Pebbles`` is a small Kalah-like game of two rows of three *cups* and a *bank*
each, three pebbles a cup::

        N3  N2  N1
    [N]           [S]        North's cups from North's left (N1 at South's right)
        S1  S2  S3

A turn sows the pebbles of one's own cup counter-clockwise, one a cup, into one's
own bank but never the opponent's. The last pebble in one's own bank: another
turn. The last pebble in one's own empty cup facing pebbles: both go to one's
bank. The game ends when the player to move has no pebble; each keeps what is
left in their row. Registered with :func:`mancala_core.register`, it has a board
text, an SVG board, a widget, explanations, the readable search, hints and a
puzzle mining run, by what its class declares and nothing else.

``ProvedPebbles`` is the same game with an engine of its own written here
(:class:`PebblesEngine`, declared by ``search_engine``), as a compiled game's: its
step functions compiled by numba (:func:`_compiled_pebbles`), which the general
compiled negamax, the exact solver, the hints, the players and the random playouts
then run, and the numbers they read.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

import mancala_core as mc
from mancala_core.rules import Move, Position, Rules, Step
from mancala_core.rules.options import Option


class Pebbles(Rules):
    """Two rows of three cups, a bank each; Kalah's sowing, extra turn and capture."""

    name = "pebbles"
    title = "Pebbles"
    pit_word = "cup"
    store_word = "bank"
    seed_word = "pebble"
    OPTIONS = (Option("seeds", 3, range(1, 6), "pebbles per cup at the start"),)
    pits_per_player = 3

    def _setup(self) -> None:
        self.seeds = int(self._options["seeds"])

    # cells: S1 S2 S3 [S] N1 N2 N3 [N]
    def _start_cells(self) -> tuple[int, ...]:
        return (self.seeds,) * 3 + (0,) + (self.seeds,) * 3 + (0,)

    def _legal_moves(self, pos: Position) -> tuple[Move, ...]:
        row = pos.pits(pos.to_move)
        return tuple(Move(str(k + 1), k + 1) for k in range(3) if row[k])

    def _apply(self, pos: Position, move: Move, trace: list[Step] | None) -> Position:
        p = pos.to_move
        cells = list(pos.cells)
        origin = p * 4 + (move.pit or 0) - 1
        hand, cells[origin] = cells[origin], 0
        if trace is not None:
            trace.append(Step("pick", p, self._place(origin), hand))
        at = origin
        while hand:
            at = (at + 1) % 8
            if at == (1 - p) * 4 + 3:
                if trace is not None:
                    trace.append(Step("skip", p, self._place(at), note="the opponent's bank"))
                continue
            cells[at] += 1
            hand -= 1
            if trace is not None:
                trace.append(Step("sow", p, self._place(at), 1, count=cells[at]))
        bank = p * 4 + 3
        again = at == bank
        facing = 6 - at if at < 3 else None
        if p == 1 and 4 <= at < 7:
            facing = 6 - at
        if (not again and cells[at] == 1 and p * 4 <= at < p * 4 + 3
                and facing is not None and cells[facing]):
            if trace is not None:
                trace.append(Step("capture", p, self._place(facing), cells[facing],
                                  self._place(bank)))
                trace.append(Step("capture", p, self._place(at), 1, self._place(bank)))
            cells[bank] += cells[facing] + 1
            cells[facing] = cells[at] = 0
        nxt = p if again else 1 - p
        if not any(cells[nxt * 4: nxt * 4 + 3]):
            self._collect(cells, (0, 1), trace)
            if trace is not None:
                trace.append(Step("end", p, note="the player to move has no pebble"))
        elif again and trace is not None:
            trace.append(Step("extra-move", p))
        return Position._make(self, tuple(cells), nxt, ())

    def _scores(self, pos: Position) -> tuple[int, ...]:
        return (pos.cells[3] + sum(pos.cells[0:3]), pos.cells[7] + sum(pos.cells[4:7]))


def _compiled_pebbles() -> Any:
    """Pebbles' compiled functions over the cells (numba), for the game-neutral compiled
    search: a :class:`~mancala_core.native.cells.KernelGame` written here."""
    import numpy as np
    from numba import njit

    from mancala_core.native.cells import F_CAPTURE, F_EXTRA, F_NEXT, F_OVER, KernelGame
    from mancala_core.native.playout_common import (
        G_CUT,
        G_DRAWS,
        G_MOVES,
        G_NORTH_WINS,
        G_SOUTH_WINS,
        MAX_MOVES,
        advance,
        below,
        seed_state,
    )

    # cells: S1 S2 S3 [S] N1 N2 N3 [N], as Position.cells
    @njit
    def collect(rv: Any, b: Any, to_move: int) -> None:
        for p in range(2):
            for k in range(4 * p, 4 * p + 3):
                b[4 * p + 3] += b[k]
                b[k] = 0

    @njit
    def is_over(rv: Any, b: Any, to_move: int) -> bool:
        return b[4 * to_move] + b[4 * to_move + 1] + b[4 * to_move + 2] == 0

    @njit
    def gen_moves(rv: Any, b: Any, to_move: int, out: Any) -> int:
        count = 0
        for cup in range(3):
            if b[4 * to_move + cup]:
                out[count] = cup
                count += 1
        return count

    @njit
    def step(rv: Any, b: Any, p: int, cup: int) -> int:
        at = 4 * p + cup
        hand = b[at]
        b[at] = 0
        while hand:
            at = (at + 1) % 8
            if at != 4 * (1 - p) + 3:  # never the opponent's bank
                b[at] += 1
                hand -= 1
        bank = 4 * p + 3
        flags = 0
        if at == bank:
            flags |= F_EXTRA
        elif b[at] == 1 and 4 * p <= at < 4 * p + 3 and b[6 - at]:
            b[bank] += b[6 - at] + 1
            b[6 - at] = 0
            b[at] = 0
            flags |= F_CAPTURE
        nxt = p if at == bank else 1 - p
        if is_over(rv, b, nxt):
            collect(rv, b, nxt)
            flags |= F_OVER
        return flags | nxt

    @njit
    def playout(rv: Any, start: Any, to_move: int, games: int, seed: int, out: Any,
                log: Any) -> None:
        b = np.empty(8, dtype=np.int64)
        x = seed_state(seed)
        for _ in range(games):
            for k in range(8):
                b[k] = start[k]
            p = to_move
            played = 0
            while not is_over(rv, b, p):
                if played >= MAX_MOVES:
                    out[G_CUT] += 1
                    break
                while True:
                    x = advance(x)
                    cup = below(x, 3)
                    if b[4 * p + cup]:
                        break
                if log.shape[0] > 1:
                    log[1 + played] = cup
                played += 1
                p = step(rv, b, p, cup) & F_NEXT
            if log.shape[0] > 1:
                log[0] = played
            out[G_MOVES] += played
            if b[3] > b[7]:
                out[G_SOUTH_WINS] += 1
            elif b[3] < b[7]:
                out[G_NORTH_WINS] += 1
            else:
                out[G_DRAWS] += 1

    def rules_vector(rules: Rules) -> Any:
        return np.array([3], dtype=np.int64)  # the cups a row

    return KernelGame(name="pebbles_test", rules_vector=rules_vector, is_over=is_over,
                      gen_moves=gen_moves, apply=step, step=step, collect=collect,
                      playout=playout, repetition=False)


class PebblesEngine:
    """An engine written in the test (it implements
    :class:`mancala_core.search.engine.Engine`): the compiled search plays Pebbles
    through the functions of :func:`_compiled_pebbles`, and the exact solver proves
    values at any number of pebbles (without numba, the readable solver up to
    :attr:`pure_exact_seeds`). :attr:`vectors` counts the compiled searches made."""

    name = "pebbles"
    proves = True
    hard_depth = 4
    hard_exact_seeds = 18
    perfect_nodes = 50_000
    perfect_exact_seeds = 18
    perfect_search_nodes = 10_000
    perfect_extra_depth = 2
    pure_exact_seeds = 18
    explain_exact_seeds: int | None = None
    perfect_by_value = True
    explain_horizon = False
    threaded = False
    endgame_databases = False

    def __init__(self) -> None:
        self.vectors = 0
        self._kernel: Any = None

    @property
    def compiled(self) -> bool:
        from mancala_core.native import backend

        return backend.COMPILED

    def kernel(self) -> Any:
        if self._kernel is None:
            made = _compiled_pebbles()

            def counted(rules: Rules) -> Any:
                self.vectors += 1
                return made.rules_vector(rules)

            self._kernel = made._replace(rules_vector=counted)
        return self._kernel

    def exact_search(self, rules: Rules, *, table_bits: int, endgame: object) -> None:
        return None

    def endgame(self, rules: Rules, seeds: int | None = None, *, build: bool = True,
                progress: bool | None = None) -> None:
        return None

    def endgame_database(self, rules: Rules, max_seeds: int) -> None:
        return None

    def endgame_tools(self) -> None:
        return None

    def horizon(self, pos: Position, goal: str, seeds: int) -> None:
        return None


class ProvedPebbles(Pebbles):
    """Pebbles with its own engine."""

    name = "provedpebbles"
    title = "Proved pebbles"
    search_engine = f"{__name__}:PebblesEngine"


@pytest.fixture
def pebbles() -> Iterator[Rules]:
    mc.register(Pebbles)
    try:
        yield mc.rules("pebbles")
    finally:
        mc.unregister("pebbles")


@cache
def _value(pos: Position) -> int:
    """The exact final margin for the player to move, by plain negamax (the test's oracle)."""
    if pos.is_over():
        scores = pos.scores()
        return scores[pos.to_move] - scores[1 - pos.to_move]
    best = -99
    for move in pos.legal_moves():
        child = pos.play(move)
        v = _value(child) if child.to_move == pos.to_move else -_value(child)
        best = max(best, v)
    return best


def test_the_game_is_known_by_its_name_and_its_position_text(pebbles: Rules) -> None:
    start = pebbles.start()
    assert "pebbles" in mc.available_rules()
    assert start.text() == "pebbles 3.3.3:0/3.3.3:0 S"
    assert mc.parse(start.text()) == start
    # S1 S2 S3 [S] N1 N2 N3 [N]: 3 from S3 goes to the bank, N1, N2
    assert start.play("3").text() == "pebbles 3.3.0:1/4.4.3:0 N"
    with pytest.raises(mc.IllegalMoveError, match="pebbles"):
        start.play("3").play("3").play("3")


def test_a_name_taken_is_refused_and_the_core_stays(pebbles: Rules) -> None:
    class Other(Pebbles):
        name = "pebbles"

    with pytest.raises(ValueError, match="already registered"):
        mc.register(Other)
    with pytest.raises(ValueError, match="core"):
        mc.unregister("kalah")
    assert mc.rules("pebbles") == pebbles


def test_board_text_and_svg_use_the_games_words(pebbles: Rules) -> None:
    from mancala_core.render import board_svg, board_text

    pos = pebbles.start().play("3")
    text = board_text(pos)
    assert "North" in text and "1" in text
    svg = board_svg(pos)
    root = ET.fromstring(svg)
    titles = [t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}title")]
    assert any("cup" in t for t in titles), titles
    assert any("bank" in t for t in titles), titles
    assert not any(" pit" in t or "store" in t for t in titles), titles


def test_the_widget_plays_a_click_and_refuses_a_bad_one(pebbles: Rules) -> None:
    from mancala_core.widgets import BoardWidget

    board = BoardWidget(pebbles.start())
    board._handle_custom_msg({"type": "move", "move": "3"}, [])
    assert board.position == "pebbles 3.3.0:1/4.4.3:0 N"
    board._handle_custom_msg({"type": "move", "move": "7"}, [])
    assert board.position == "pebbles 3.3.0:1/4.4.3:0 N"
    assert "svg" in str(board._repr_mimebundle_()[0])


def test_explanations_speak_of_cups_banks_and_pebbles(pebbles: Rules) -> None:
    from mancala_core.rules.explain import explain_move

    said = explain_move(pebbles.start().trace("3"))
    assert "bank" in said and "pebble" in said, said
    assert "store" not in said and "seed" not in said, said


def test_the_readable_search_solves_it_and_hints_explain(pebbles: Rules) -> None:
    from mancala_core.search import hint
    from mancala_core.search.engine.pure import PureSolver

    start = pebbles.with_options(seeds=2).start()
    solution = PureSolver(start.rules).solve(start)
    assert solution.value == _value(start)
    for move, value in solution.moves.items():
        child = start.play(move)
        assert value == (_value(child) if child.to_move == start.to_move else -_value(child))
    given = hint(pebbles.start())
    assert given.move in {str(m) for m in pebbles.start().legal_moves()}
    assert "store" not in given.text and "seed" not in given.text, given.text


def test_a_mining_run_finds_proved_puzzles(pebbles: Rules) -> None:
    from puzzles.mine import mine

    found = mine(pebbles, count=2, seed=1, progress=False, max_games=200)
    assert len(found.puzzles) >= 1
    for puzzle in found.puzzles:
        pos = mc.parse(puzzle.position)
        assert pos.rules == pebbles
        line = pos
        for move in puzzle.solution:
            line = line.play(move)


@pytest.fixture
def proved() -> Iterator[Rules]:
    mc.register(ProvedPebbles)
    try:
        yield mc.rules("provedpebbles")
    finally:
        mc.unregister("provedpebbles")


def test_an_engine_written_here_is_the_one_the_search_asks(proved: Rules, pebbles: Rules) -> None:
    from mancala_core.search import choose, explain_move, hint, solve
    from mancala_core.search.engine import Engine, ReadableEngine, engine_of

    engine = engine_of(proved)
    assert isinstance(engine, PebblesEngine) and engine_of(proved) is engine
    assert isinstance(engine_of(pebbles), ReadableEngine)
    members = [m for m in dir(Engine) if not m.startswith("_")] + list(Engine.__annotations__)
    assert all(hasattr(engine, m) for m in members), members
    start = proved.start()
    # the exact solver answers through the engine: with numba, the general compiled
    # negamax over the functions written in this file (each solver asks the engine's
    # kernel for its ruleset vector); its values are the oracle's
    made = engine.vectors
    solution = solve(start)
    assert solution.value == _value(start)
    for move, value in solution.moves.items():
        child = start.play(move)
        assert value == (_value(child) if child.to_move == start.to_move else -_value(child))
    assert (engine.vectors > made) == engine.compiled
    # the hint and the players ask it too: the hint is exact, where the readable
    # engine's hint of the same position is the search's guess
    given = hint(start)
    assert (given.exact, given.value) == (True, _value(start))
    assert given.explanation is not None and given.explanation.exact
    assert not hint(pebbles.start()).exact
    assert choose(start, "hard", seed=1).how == "exact"
    # its numbers are read where the question is asked: with no pebble solved
    # exactly, ``hard`` searches (its depth, where the compiled search plays)
    engine.hard_exact_seeds = engine.pure_exact_seeds = 0
    try:
        chosen = choose(start, "hard", seed=1)
        assert chosen.how == "search"
        # the compiled search at the engine's hard_depth; the readable one as deep as
        # its budget reached
        assert (chosen.detail == "4 moves ahead" if engine.compiled
                else re.fullmatch(r"\d+ moves ahead", chosen.detail))
    finally:
        engine.hard_exact_seeds = engine.pure_exact_seeds = 18
    # every move is explained with the proved values: the best as best, the others
    # by a refutation
    for move in (str(m) for m in start.legal_moves()):
        why = explain_move(start, move)
        assert why.exact and why.best == (move in given.explanation.best_moves)
        assert (why.refutation is None) == why.best


def test_the_compiled_search_written_here_agrees_with_the_rules(proved: Rules) -> None:
    import random

    import numpy as np

    from mancala_core.search import solve
    from mancala_core.search.compiled.kernel import kernel_of
    from mancala_core.search.compiled.playout import random_games
    from mancala_core.search.engine import engine_of

    rules = proved.with_options(seeds=2)
    rng = random.Random(5)
    for _ in range(20):
        pos = rules.start()
        for _ply in range(rng.randrange(0, 8)):
            if pos.is_over():
                break
            pos = pos.play(rng.choice(pos.legal_moves()))
        if pos.is_over():
            continue
        assert solve(pos).value == _value(pos), pos.text()
    if engine_of(proved).compiled:
        # the random playouts run the game's own compiled loop
        game = kernel_of(proved)
        start = np.array(proved.start().cells, dtype=np.int16)
        counts = random_games(game, game.rules_vector(proved), start, 0, 200, 1)
        assert counts[0] + counts[1] + counts[2] == 200 and counts[3] > 200
        again = random_games(game, game.rules_vector(proved), start, 0, 200, 1)
        assert counts.tolist() == again.tolist()
