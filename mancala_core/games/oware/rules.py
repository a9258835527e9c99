"""Oware (Abapa) and its grand-slam variants (RULES.md section 2).

Seeds are sown counter-clockwise into pits only (the stores hold captured
seeds), skipping the pit the sowing started from. A last seed that makes an
opponent's pit hold 2 or 3 captures it and, going back, every pit before it
on the opponent's row that holds 2 or 3. A player must feed an opponent
whose row is empty; a player who cannot, ends the game. A position seen
twice ends the game too; whenever the game ends, each player takes their
own row::

    >>> import mancala_core as mc
    >>> oware = mc.rules("oware")
    >>> oware.start().play("5").text()
    'oware 4.4.4.4.0.5:0/5.5.5.4.4.4:0 N seen=4.4.4.4.4.4:0/4.4.4.4.4.4:0@S'
"""

from __future__ import annotations

from itertools import compress

from ...i18n import N_, _
from ...rules.base import Rules
from ...rules.moves import Move, Step
from ...rules.options import Option
from ...rules.position import Key, Position, _new_position, _object_new

__all__ = ["Oware"]


class Oware(Rules):
    """Oware (Abapa). Options (defaults first):

    - ``pits``: 6; 2..9 pits per row
    - ``seeds``: 4; 1..9 seeds per pit
    - ``grand_slam``: ``"no-capture"`` (a move that would take every opponent seed
      takes nothing); ``"illegal"`` (such a move may not be played unless every
      move is one, and then it captures); ``"capture"`` (it captures)
    """

    name = "oware"
    #: the narrator of this game's moves (:mod:`mancala_core.rules.explain`)
    narrator = "mancala_core.games.oware.narrator:OwareNarrator"
    title = "Oware (Abapa)"
    #: a sowing never drops a seed into a store
    sown_stores = "none"
    #: a few sentences that sum up the rules, for the glossary (translated when shown)
    summary = N_("Oware: two rows of six pits with four seeds each; the stores are not "
                 "sown, and a lap skips the pit it started from. If the last seed makes a "
                 "pit on the opponent's side hold two or three, you capture it and the "
                 "pits before it that hold two or three. You must feed an opponent who "
                 "has no seeds. More than half of the seeds wins.")
    remembers_positions = True
    #: the search's engine for Oware (its compiled parts and numbers)
    search_engine = "mancala_core.games.oware.engine:OwareEngine"
    #: the scores are the stores
    scores_are_stores = True
    OPTIONS = (
        Option("pits", 6, range(2, 10), N_("pits per row")),
        Option("seeds", 4, range(1, 10), N_("seeds per pit at the start")),
        Option("grand_slam", "no-capture", ("no-capture", "illegal", "capture"),
               N_("what a move that would capture every opponent seed does")),
    )

    def _setup(self) -> None:
        n = self.pits_per_player = int(self._options["pits"])
        self.seeds = int(self._options["seeds"])
        self.grand_slam = str(self._options["grand_slam"])
        self._slam_illegal = self.grand_slam == "illegal"
        size = 2 * (n + 1)
        self._stores = (n, 2 * n + 1)
        # _next[i]: the pit after pit cell i, stores left out.
        nxt = [-1] * size
        pits = [c for c in range(size) if c not in self._stores]
        for a, b in zip(pits, pits[1:] + pits[:1], strict=True):
            nxt[a] = b
        self._next = tuple(nxt)
        # _paths[i]: the pits that a sowing from pit cell i fills, in order,
        # skipping cell i itself, long enough for every seed of the game.
        self._paths: dict[int, tuple[int, ...]] = {}
        for i in pits:
            path: list[int] = []
            j = i
            while len(path) < 2 * n * self.seeds:
                j = nxt[j]
                if j != i:
                    path.append(j)
            self._paths[i] = tuple(path)
        self._pit_moves = tuple(Move(str(k + 1), k + 1) for k in range(n))
        self._half = n * self.seeds  # half of all seeds

        # Tables for the hot path of _apply. It keeps a bitmask of the pits that hold
        # seeds (bit i for cell i: Position._filled), so that the next player's moves
        # are one table look-up rather than a scan of the row.
        # _sowings[i][s]: for s seeds sown from pit cell i, the pits they fall in, in
        # order (as _paths[i][:s]), the bits of the cells that keep their seeds (all but
        # cell i) and the bits of the sown pits, which hold seeds now (a set of bits, as
        # a lap sows a pit twice).
        self._sowings = tuple(
            tuple(
                (self._paths[i][:s], ~(1 << i), sum({1 << j for j in self._paths[i][:s]}))
                for s in range(2 * n * self.seeds + 1)
            ) if i in self._paths else ()
            for i in range(size)
        )
        # _row_bits[p]: the bits of player p's pits; _row_shift[p]: where they start.
        full = (1 << n) - 1
        self._row_bits = (full, full << (n + 1))
        # _plain_rows[p]: the bits of player p's pits, if the moves of the player after p
        # are simply their pits with seeds once p has seeds left; with grand_slam="illegal"
        # they never are (a move may be barred), so no bits: _moves decides each time.
        self._plain_rows = (0, 0) if self._slam_illegal else self._row_bits
        self._row_shift = (0, n + 1)
        # _pit_cells[p][k]: the cell of player p's pit k (1..n); _row_cells[p]: all of them.
        self._pit_cells = tuple((-1, *range(p * (n + 1), p * (n + 1) + n)) for p in (0, 1))
        self._row_cells = tuple(range(p * (n + 1), p * (n + 1) + n) for p in (0, 1))
        # _moves_of[row]: the moves of a row whose non-empty pits have the bits ``row``
        # (bit k: pit k + 1).
        self._moves_of = tuple(
            tuple(m for k, m in enumerate(self._pit_moves) if row >> k & 1)
            for row in range(1 << n)
        )

    def _start_cells(self) -> tuple[int, ...]:
        n, s = self.pits_per_player, self.seeds
        return (s,) * n + (0,) + (s,) * n + (0,)

    # -- sowing and capturing ------------------------------------------------------

    def _sow(self, cells: list[int], origin: int, trace: list[Step] | None, player: int) -> int:
        """Sow the seeds of ``origin`` into ``cells``; return the last cell sown."""
        path = self._paths[origin][: cells[origin]]
        cells[origin] = 0
        if trace is None:
            for j in path:
                cells[j] += 1
            return path[-1]
        trace.append(Step("pick", player, self._place(origin), len(path)))
        before = origin
        for j in path:
            if self._next[before] == origin:
                trace.append(Step("skip", player, self._place(origin), note="the pit sown from"))
            cells[j] += 1
            trace.append(Step("sow", player, self._place(j), 1, count=cells[j]))
            before = j
        return path[-1]

    def _capture_run(self, cells: list[int], last: int, player: int) -> tuple[range, bool]:
        """The cells a capture would take (a range going back from ``last``) and
        whether that would be a grand slam (every seed of the opponent's row)."""
        n = self.pits_per_player
        low = (1 - player) * (n + 1)
        high = low + n  # one past the opponent's last pit
        if not low <= last < high:
            return range(0), False
        k = last
        while k >= low and cells[k] in (2, 3):
            k -= 1
        run = range(last, k, -1)
        if not run:
            return run, False
        slam = k < low and not any(cells[last + 1 : high])
        return run, slam

    def _would_grand_slam(self, pos: Position, move: Move) -> bool:
        cells = list(pos.cells)
        origin = pos.to_move * (self.pits_per_player + 1) + move.pit - 1  # type: ignore[operator]
        last = self._sow(cells, origin, None, pos.to_move)
        return self._capture_run(cells, last, pos.to_move)[1]

    # -- moves -------------------------------------------------------------------

    def _feeding_moves(self, pos: Position) -> tuple[Move, ...]:
        n = self.pits_per_player
        p = pos.to_move
        cells = pos.cells
        start = p * (n + 1)
        other = (1 - p) * (n + 1)
        if any(cells[other : other + n]):
            return tuple(compress(self._pit_moves, cells[start : start + n]))
        # The opponent's row is empty: only moves that reach it.
        return tuple(m for k, m in enumerate(self._pit_moves) if cells[start + k] >= n - k)

    def _legal_moves(self, pos: Position) -> tuple[Move, ...]:
        if self._decided(pos.cells) or pos.key() in pos.history:
            return ()
        return self._moves(pos)

    def _moves(self, pos: Position) -> tuple[Move, ...]:
        """The moves of the player to move, in a game not yet decided by the stores."""
        moves = self._feeding_moves(pos)
        if self._slam_illegal and moves:
            safe = tuple(m for m in moves if not self._would_grand_slam(pos, m))
            if safe:
                return safe
        return moves

    def _why_illegal(self, pos: Position, text: str) -> str:
        reason = super()._why_illegal(pos, text)
        if reason:
            return reason
        n = self.pits_per_player
        other = (1 - pos.to_move) * (n + 1)
        if not any(pos.cells[other : other + n]):
            from ...rules.words import owner_name

            opponent = owner_name(self.side_names[1 - pos.to_move])
            return _("%(owner)s's row is empty and this move does not feed it") % {
                "owner": opponent}
        if self.grand_slam == "illegal":
            return _("it would capture every seed of the opponent (grand slam)")
        return ""

    def _apply(self, pos: Position, move: Move, trace: list[Step] | None) -> Position:
        p = pos.to_move
        q = 1 - p
        cells = [*pos.cells]  # list(pos.cells), a little faster
        origin = self._pit_cells[p][move.pit]  # type: ignore[index]
        path, keep, sown = self._sowings[origin][cells[origin]]
        before = pos._filled
        if before is None:  # a position from the start, a set-up or a text
            before = self._filled_bits(cells)
        filled = before & keep | sown
        if trace is None:  # the hot path: _sow without its method call
            cells[origin] = 0
            for j in path:
                cells[j] += 1
            last = path[-1]
        else:
            last = self._sow(cells, origin, trace, p)
        captured = 0
        if 1 < cells[last] < 4 and last in self._row_cells[q]:  # 2 or 3 there: a capture
            run, slam = self._capture_run(cells, last, p)
            if run and not (slam and self.grand_slam == "no-capture"):
                store = self._stores[p]
                for k in run:
                    if trace is not None:
                        trace.append(
                            Step("capture", p, self._place(k), cells[k], self._place(store))
                        )
                    captured += cells[k]
                    cells[k] = 0
                    filled &= ~(1 << k)
                cells[store] += captured
            elif run and trace is not None:
                trace.append(
                    Step("skip", p, self._place(last), note="grand slam: nothing is captured")
                )

        board = tuple(cells)
        reason = ""  # why the game ends, if it does
        if captured:
            # Only a capture changes the stores (and so can decide the game); after one,
            # no earlier position can recur, since captured seeds never come back.
            history: tuple[Key, ...] = ()
            seen: int | None = 0
            if self._decided(cells):
                south, north = (cells[s] for s in self._stores)
                reason = (
                    "the seeds are shared equally" if south == north
                    else "a player has more than half of the seeds"
                )
        else:
            history = pos.history + ((pos.cells, p, ()),)
            # A repeated position has the same cells with seeds as the one it repeats:
            # the filter ``seen`` of those saves searching the history nearly always.
            seen = pos._seen
            if seen is None:  # a position from the start, a set-up or a text
                seen = self._seen_filter(pos.history)
            seen |= 1 << before % 251  # _seen_bit(before), inline for speed
            if seen >> filled % 251 & 1 and (board, q, ()) in history:
                reason = "the position repeats"
        if not reason:
            if filled & self._plain_rows[p]:
                # The mover has seeds left, so the next player need not feed them: the
                # next player's moves are their pits with seeds.
                moves = self._moves_of[filled >> self._row_shift[q] & self._row_bits[0]]
                if moves:
                    # _new_position(self, board, q, (), history, moves, filled, seen), written
                    # out: this runs once a move, and the call would cost 3% of the move.
                    new = _object_new(Position)
                    new.rules = self
                    new.cells = board
                    new.to_move = q
                    new.extra = ()
                    new.history = history
                    new._legal = moves
                    new._hash = None
                    new._filled = filled
                    new._seen = seen
                    return new
            else:
                new = _new_position(self, board, q, (), history, None, filled, seen)
                moves = new._legal = self._moves(new)
                if moves:
                    return new
            reason = f"{self.side_names[q]} cannot move"
        self._collect(cells, (0, 1), trace)
        if trace is not None:
            trace.append(Step("end", p, note=reason))
        # The game is over: no position can follow, so none needs remembering.
        return Position._make(self, tuple(cells), q, (), (), ())

    # -- the hot path's facts about a position (Position._filled and Position._seen) --

    def _filled_bits(self, cells: tuple[int, ...] | list[int]) -> int:
        """The bits of the pits that hold seeds (bit i: cell i; stores left out)."""
        pits = self._row_bits[0] | self._row_bits[1]
        return sum(1 << i for i, count in enumerate(cells) if count) & pits

    def _seen_filter(self, history: tuple[Key, ...]) -> int:
        """The filter of a history (Position._seen): the bit of each of its positions."""
        seen = 0
        for cells, _mover, _extra in history:
            seen |= _seen_bit(self._filled_bits(cells))
        return seen

    def _decided(self, cells: tuple[int, ...] | list[int]) -> bool:
        south, north = cells[self._stores[0]], cells[self._stores[1]]
        half = self._half
        return south > half or north > half or (south == half and north == half)

    # -- the end -----------------------------------------------------------------

    def _scores(self, pos: Position) -> tuple[int, ...]:
        cells = list(pos.cells)
        if pos.is_over():
            self._collect(cells, (0, 1), None)
        return tuple(cells[s] for s in self._stores)


def _seen_bit(filled: int) -> int:
    """The bit in a history filter (Position._seen) of a position whose pits with seeds
    have the bits ``filled``: one of 251, so that the filter stays a small number."""
    return 1 << filled % 251
