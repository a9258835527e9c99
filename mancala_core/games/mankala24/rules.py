"""Mankala 2/4: captures on 2 and 4 (RULES.md section 3, the Hungarian rule sheet).

Seeds are sown counter-clockwise into pits only (the stores hold captured
seeds); on a lap the emptied pit gets a seed like any other. A last seed that
makes a pit hold 2 or 4, on either side, takes that pit (the options narrow
the side or add a chain going back along the sowing). The game ends when the
player to move has no seeds: every seed left goes to the other player. A
position seen twice ends the game too, and then each takes their own row::

    >>> import mancala_core as mc
    >>> from mancala_core.games.mankala24.rules import Mankala24
    >>> pos = Mankala24().position(pits=[[0, 2, 0, 3, 0, 0], [4] * 6], stores=[10, 9])
    >>> after = pos.play("2")          # the last seed makes South 4 hold 4: captured
    >>> after.pits(0), after.store(0), after.to_move
    ((0, 0, 1, 0, 0, 0), 14, 1)
"""

from __future__ import annotations

from itertools import compress

from ...i18n import N_
from ...rules.base import Rules
from ...rules.moves import Move, Step
from ...rules.options import Option
from ...rules.position import Key, Position
from ...rules.sowing import sowing_paths

__all__ = ["Mankala24"]

CAPTURE_SIDES = ("any", "opponent", "own")


class Mankala24(Rules):
    """Mankala 2/4. Options (defaults first):

    - ``pits``: 6; 1..9 pits per row
    - ``seeds``: 4; 1..9 seeds per pit at the start
    - ``capture_side``: ``"any"``; ``"opponent"``; ``"own"``: the rows on which a
      last seed may capture
    - ``chain``: False; True (as in Al-manqala): after a capture the pits before
      it, going back along the sowing, are taken too while each holds 2 or 4 on
      a row that ``capture_side`` allows

    >>> Mankala24(capture_side="own", chain=True).label()
    'mankala24[capture_side=own,chain=true]'
    """

    name = "mankala24"
    scores_are_stores = True
    #: the narrator of this game's moves (:mod:`mancala_core.rules.explain`)
    narrator = "mancala_core.games.mankala24.narrator:Mankala24Narrator"
    title = "Mankala 2/4"
    #: a sowing never drops a seed into a store
    sown_stores = "none"
    #: a few sentences that sum up the rules, for the glossary (translated when shown)
    summary = N_("Mankala 2/4: two rows of six pits with four seeds each; the stores "
                 "only keep captured seeds. If the last seed makes a pit hold two or "
                 "four, you capture that pit. When the player to move has no seeds, "
                 "the other takes what is left; most seeds wins.")
    remembers_positions = True
    #: the stores are never sown, they only keep what was captured (the board pictures)
    store_label = (N_("store of captured seeds"), N_("captured"))
    OPTIONS = (
        Option("pits", 6, range(1, 10), N_("pits per row")),
        Option("seeds", 4, range(1, 10), N_("seeds per pit at the start")),
        Option("capture_side", "any", CAPTURE_SIDES,
               N_("the rows on which a last seed may capture")),
        Option("chain", False, (False, True),
               N_("a capture also takes the pits before it that hold 2 or 4")),
    )

    def _setup(self) -> None:
        n = self.pits_per_player = int(self._options["pits"])
        self.seeds = int(self._options["seeds"])
        self.capture_side = str(self._options["capture_side"])
        self.chain = bool(self._options["chain"])
        size = 2 * (n + 1)
        self._stores = (n, 2 * n + 1)
        ring = [c for c in range(size) if c not in self._stores]
        # _prev[i]: the pit before pit cell i, going back along a sowing.
        prev = [-1] * size
        for a, b in zip(ring, ring[1:] + ring[:1], strict=True):
            prev[b] = a
        self._prev = tuple(prev)
        # _paths[i]: the pits that a sowing from pit cell i fills, in order (the
        # emptied pit included on laps), long enough for every seed of the game.
        self._paths = sowing_paths(ring, set(ring), len(ring) * self.seeds)
        # _capturing[p][i]: True if a pit cell i may be taken by player p.
        self._capturing = tuple(
            tuple(
                c not in self._stores
                and (
                    self.capture_side == "any"
                    or (self.capture_side == "own") == (c // (n + 1) == p)
                )
                for c in range(size)
            )
            for p in (0, 1)
        )
        self._pit_moves = tuple(Move(str(k + 1), k + 1) for k in range(n))

    def _start_cells(self) -> tuple[int, ...]:
        n, s = self.pits_per_player, self.seeds
        return (s,) * n + (0,) + (s,) * n + (0,)

    # -- moves -------------------------------------------------------------------

    def _moves(self, cells: tuple[int, ...] | list[int], player: int) -> tuple[Move, ...]:
        start = player * (self.pits_per_player + 1)
        return tuple(compress(self._pit_moves, cells[start : start + self.pits_per_player]))

    def _legal_moves(self, pos: Position) -> tuple[Move, ...]:
        if pos.key() in pos.history:
            return ()
        return self._moves(pos.cells, pos.to_move)

    def _apply(self, pos: Position, move: Move, trace: list[Step] | None) -> Position:
        p = pos.to_move
        n = self.pits_per_player
        cells = list(pos.cells)
        origin = p * (n + 1) + move.pit - 1  # type: ignore[operator]
        seeds = cells[origin]
        cells[origin] = 0
        path = self._paths[origin][:seeds]
        if trace is None:
            for j in path:
                cells[j] += 1
        else:
            trace.append(Step("pick", p, self._place(origin), seeds))
            for j in path:
                cells[j] += 1
                trace.append(Step("sow", p, self._place(j), 1, count=cells[j]))
        last = path[-1]

        captured = 0
        capturing = self._capturing[p]
        if cells[last] in (2, 4) and capturing[last]:
            store = self._stores[p]
            k = last
            for _ in range(2 * n):  # each pit once, however long the chain
                if trace is not None:
                    trace.append(Step("capture", p, self._place(k), cells[k], self._place(store)))
                captured += cells[k]
                cells[k] = 0
                k = self._prev[k]
                if not (self.chain and cells[k] in (2, 4) and capturing[k]):
                    break
            cells[store] += captured

        # Captured seeds never come back: positions before a capture cannot repeat.
        history: tuple[Key, ...] = () if captured else pos.history + (pos.key(),)
        new = Position._make(self, tuple(cells), 1 - p, (), history)
        if new.key() in history:
            reason = "the position repeats"
            self._collect(cells, (0, 1), trace)
        else:
            moves = self._moves(cells, 1 - p)
            if moves:
                new._legal = moves
                return new
            reason = f"{self.side_names[1 - p]} has no seeds to move"
            self._collect(cells, (p, p), trace)
        if trace is not None:
            trace.append(Step("end", p, note=reason))
        # The game is over: no position can follow, so none needs remembering.
        return Position._make(self, tuple(cells), 1 - p, (), (), ())

    # -- the end -----------------------------------------------------------------

    def _scores(self, pos: Position) -> tuple[int, ...]:
        cells = list(pos.cells)
        if pos.is_over():
            if self._moves(cells, pos.to_move):  # over by repetition
                self._collect(cells, (0, 1), None)
            else:
                self._collect(cells, (1 - pos.to_move, 1 - pos.to_move), None)
        return tuple(cells[s] for s in self._stores)
