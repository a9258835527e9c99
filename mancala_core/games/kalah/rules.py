"""Kalah with its house rules (RULES.md section 1).

Two rows of pits with a store at each player's right. A move sows the seeds
of one pit counter-clockwise, into the mover's own store but never into the
opponent's. The last seed in the own store earns another move; the last seed
in an own empty pit captures the facing pit. The game ends when a row is
empty (or, with ``end="no-move"``, when the player to move has no seeds)::

    >>> import mancala_core as mc
    >>> kalah = mc.rules("kalah")
    >>> kalah.start().play("3").text()          # the classic first move
    'kalah 4.4.0.5.5.5:1/4.4.4.4.4.4:0 S'
    >>> kalah.start().play("3").play("6").to_move
    1
"""

from __future__ import annotations

from itertools import compress
from typing import Any

from ...errors import InvalidPositionError
from ...i18n import N_, _
from ...rules.base import Rules
from ...rules.moves import Move, Step
from ...rules.options import Option
from ...rules.position import Position, _object_new
from ...rules.sowing import sowing_paths

__all__ = ["Kalah"]

SWAP_STATES = ("open", "closed", "used")


class Kalah(Rules):
    """Kalah. Options (defaults first):

    - ``pits``: 6; 1..9 pits per row
    - ``seeds``: 4; 1..9 seeds per pit at the start
    - ``empty_capture``: False; True: an own empty pit facing an empty pit still
      sends the last seed to the store
    - ``end``: ``"row-empty"``; ``"no-move"``: play on until the player to move has no seeds
    - ``leftovers``: ``"owner"``; ``"emptied"``; ``"uncounted"``: who gets the seeds
      left in a row at the end
    - ``swap``: False; True: the pie rule (North may answer South's first turn with ``swap``)
    """

    name = "kalah"
    #: the narrator of this game's moves (:mod:`mancala_core.rules.explain`)
    narrator = "mancala_core.games.kalah.narrator:KalahNarrator"
    title = "Kalah"
    #: the search's engine for Kalah (its compiled parts and numbers)
    search_engine = "mancala_core.games.kalah.engine:KalahEngine"
    #: the last seed in one's own store gives another move
    extra_move_in_store = True
    #: the scores are the stores
    scores_are_stores = True
    #: the stores only grow: the rest of a game depends on the pits alone
    play_ignores_stores = True
    #: a few sentences that sum up the rules, for the glossary (translated when shown)
    summary = N_("Kalah: two rows of six pits with four seeds each, and a store at each "
                 "player's right. Sow counter-clockwise into your own store but not the "
                 "opponent's. If the last seed drops into your store you move again; if "
                 "it lands in an empty pit of yours, you take it and the seeds opposite. "
                 "The game ends when a row is empty; most seeds wins.")
    OPTIONS = (
        Option("pits", 6, range(1, 10), N_("pits per row")),
        Option("seeds", 4, range(1, 10), N_("seeds per pit at the start")),
        Option("empty_capture", False, (False, True),
               N_(
                   "an own empty pit facing an empty pit still sends the last seed to the store"
               )),
        Option("end", "row-empty", ("row-empty", "no-move"),
               N_(
                   "the game ends when a row is empty, or when the player to move has no seeds"
               )),
        Option("leftovers", "owner", ("owner", "emptied", "uncounted"),
               N_("who gets the seeds left in a row at the end")),
        Option("swap", False, (False, True),
               N_("after South's first turn, North may swap sides instead of moving")),
    )

    def _setup(self) -> None:
        n = self.pits_per_player = int(self._options["pits"])
        self.seeds = int(self._options["seeds"])
        self.empty_capture = bool(self._options["empty_capture"])
        self.end = str(self._options["end"])
        self._row_empty_end = self.end == "row-empty"
        self.leftovers = str(self._options["leftovers"])
        self.counts_every_seed = self.leftovers != "uncounted"
        self.swap = bool(self._options["swap"])
        size = 2 * (n + 1)
        self._stores = (n, 2 * n + 1)
        self._rows = (slice(0, n), slice(n + 1, 2 * n + 1))
        # _next[p][i]: where the seed after cell i goes when player p sows
        # (counter-clockwise, the opponent's store skipped).
        self._next = []
        for player in (0, 1):
            skip = self._stores[1 - player]
            table = []
            for i in range(size):
                j = (i + 1) % size
                if j == skip:
                    j = (j + 1) % size
                table.append(j)
            self._next.append(tuple(table))
        # _facing[i]: the pit across from pit cell i.
        facing = [-1] * size
        for k in range(n):
            facing[k] = (n + 1) + (n - 1 - k)
            facing[(n + 1) + k] = n - 1 - k
        self._facing = tuple(facing)
        # _paths[p][i]: the cells that a sowing by p from cell i fills, in order,
        # long enough for every seed of the game (laps included).
        total = 2 * n * self.seeds
        self._paths = [
            sowing_paths([c for c in range(size) if c != self._stores[1 - player]],
                         range(player * (n + 1), player * (n + 1) + n), total)
            for player in (0, 1)]
        self._pit_moves = tuple(Move(str(k + 1), k + 1) for k in range(n))
        self._swap_move = Move("swap")
        # Tables for the hot path of _apply, which keeps a bitmask of the pits that hold
        # seeds (bit i for cell i: Position._filled) so that the next player's moves are
        # one table look-up rather than a scan of the row (as Oware does).
        # _sown[p][i][s]: the bits of the pits that s seeds sown by p from cell i fall in.
        # _sowings[p][k][s]: for s seeds sown by p from their pit k (1..n), the origin
        # cell, the cells the seeds fall in (as _paths[p][origin][:s]) and the bits of
        # the pits among them.
        pit_bits = sum(1 << c for c in range(size) if c not in self._stores)
        self._sowings: tuple[tuple[Any, ...], ...] = tuple(
            ((),) + tuple(
                tuple((i, paths[i][:s], sum({1 << j for j in paths[i][:s]}) & pit_bits)
                      for s in range(total + 1))
                for i in sorted(paths)
            )
            for paths in self._paths
        )
        full = (1 << n) - 1
        self._row_bits = (full, full << (n + 1))  # each player's pits
        self._row_shift = (0, n + 1)
        # _moves_of[row]: the moves of a row whose pits with seeds have the bits ``row``
        # (bit k: pit k + 1).
        self._moves_of = tuple(
            tuple(m for k, m in enumerate(self._pit_moves) if row >> k & 1)
            for row in range(1 << n)
        )

    def _start_cells(self) -> tuple[int, ...]:
        n, s = self.pits_per_player, self.seeds
        return (s,) * n + (0,) + (s,) * n + (0,)

    def _start_extra(self) -> tuple[Any, ...]:
        return ("open",) if self.swap else ()

    # -- the pie rule's status ---------------------------------------------------

    def swap_status(self, pos: Position) -> str | None:
        """``"open"`` (North has not moved yet), ``"closed"``, ``"used"``; ``None`` without swap."""
        return pos.extra[0] if self.swap else None

    def _extra_from(self, extra: dict[str, Any], where: str) -> tuple[Any, ...]:
        extra = dict(extra)
        status = extra.pop("swap", None)
        super()._extra_from(extra, where)
        if not self.swap:
            if status is not None:
                raise InvalidPositionError(
                    f"{where}: swap={status!r} given, but the rules have swap=false"
                )
            return ()
        status = "closed" if status is None else status
        if status not in SWAP_STATES:
            raise InvalidPositionError(
                f"{where}: swap={status!r} must be one of {', '.join(SWAP_STATES)}"
            )
        return (status,)

    def _extra_fields(self, pos: Position) -> list[str]:
        return [f"swap={pos.extra[0]}"] if self.swap else []

    def _read_extra_fields(self, fields: dict[str, str], where: str) -> dict[str, Any]:
        fields = dict(fields)
        out: dict[str, Any] = {}
        if "swap" in fields:
            out["swap"] = fields.pop("swap")
        super()._read_extra_fields(fields, where)
        return out

    # -- moves -----------------------------------------------------------------

    def _legal_moves(self, pos: Position) -> tuple[Move, ...]:
        if self._ended(pos.cells, pos.to_move):
            return ()
        return self._moves(pos.cells, pos.to_move, pos.extra)

    def _moves(
        self, cells: tuple[int, ...], player: int, status: tuple[Any, ...]
    ) -> tuple[Move, ...]:
        """The moves of ``player`` in a game that is not over."""
        start = player * (self.pits_per_player + 1)
        moves = tuple(compress(self._pit_moves, cells[start : start + self.pits_per_player]))
        if self.swap and player == 1 and status[0] == "open":
            moves += (self._swap_move,)
        return moves

    def _ended(self, cells: tuple[int, ...] | list[int], to_move: int) -> bool:
        """True if the game is over with these seeds and this player to move."""
        n = self.pits_per_player
        if self._row_empty_end:
            return not any(cells[0:n]) or not any(cells[n + 1 : 2 * n + 1])
        start = to_move * (n + 1)
        return not any(cells[start : start + n])

    def _is_move_text(self, text: str) -> bool:
        return super()._is_move_text(text) or (self.swap and text == "swap")

    def _move_text_help(self) -> str:
        return super()._move_text_help() + (" or swap" if self.swap else "")

    def _why_illegal(self, pos: Position, text: str) -> str:
        if text == "swap":
            if pos.to_move == 0:
                return _("only North may swap")
            return _("swap is only allowed as North's first move")
        return super()._why_illegal(pos, text)

    def _apply(self, pos: Position, move: Move, trace: list[Step] | None) -> Position:
        p = pos.to_move
        status = pos.extra
        if move.pit is None:  # swap: the persons change sides; the board does not
            if trace is not None:
                trace.append(Step("swap", p))
            return Position._make(self, pos.cells, p, ("used",))
        if self.swap and p == 1 and status[0] == "open":
            status = ("closed",)

        cells = [*pos.cells]  # list(pos.cells), a little faster
        sowings = self._sowings[p][move.pit]  # type: ignore[index]
        i = sowings[0][0]  # the origin cell
        seeds = cells[i]
        cells[i] = 0
        _, path, sown = sowings[seeds]
        filled = pos._filled
        if filled is None:  # a position from the start, a set-up or a text
            filled = self._filled_bits(pos.cells)
        filled = filled & ~(1 << i) | sown
        if trace is None:
            for j in path:
                cells[j] += 1
        else:
            trace.append(Step("pick", p, self._place(i), seeds))
            skipped = self._stores[1 - p]
            before = i
            for j in path:
                if j != (before + 1) % len(cells):
                    trace.append(Step("skip", p, self._place(skipped), note="the opponent's store"))
                cells[j] += 1
                trace.append(Step("sow", p, self._place(j), 1, count=cells[j]))
                before = j
        j = path[-1]

        own_store = self._stores[p]
        again = j == own_store
        if not again and cells[j] == 1 and own_store - self.pits_per_player <= j < own_store:
            f = self._facing[j]
            if cells[f] or self.empty_capture:
                if trace is not None:
                    store = self._place(own_store)
                    if cells[f]:
                        trace.append(Step("capture", p, self._place(f), cells[f], store))
                    trace.append(Step("capture", p, self._place(j), 1, store))
                cells[own_store] += cells[f] + 1
                cells[f] = 0
                cells[j] = 0
                filled &= ~(1 << f | 1 << j)
        nxt_player = p if again else 1 - p

        # The next player's moves (their pits with seeds); none means the game is over.
        board = tuple(cells)
        moves = self._moves_of[filled >> self._row_shift[nxt_player] & self._row_bits[0]]
        if moves and self._row_empty_end and not filled & self._row_bits[1 - nxt_player]:
            moves = ()
        if moves:
            if again and trace is not None:
                trace.append(Step("extra-move", p))
            if self.swap and nxt_player == 1 and status[0] == "open":
                moves += (self._swap_move,)
            # _new_position(self, board, nxt_player, status, (), moves), written out: this
            # runs once a move, and the call would cost 3% of the move.
            new = _object_new(Position)
            new.rules = self
            new.cells = board
            new.to_move = nxt_player
            new.extra = status
            new.history = ()
            new._legal = moves
            new._hash = None
            new._filled = filled
            new._seen = None
            return new
        self._collect_leftovers(cells, nxt_player, trace)
        if trace is not None:
            reason = self._end_reason(cells, nxt_player)
            if again:
                reason += " (the extra move the last seed earned is void)"
            trace.append(Step("end", p, note=reason))
        return Position._make(self, tuple(cells), nxt_player, status, (), ())

    def _filled_bits(self, cells: tuple[int, ...]) -> int:
        """The bits of the pits that hold seeds (bit i: cell i; stores left out)."""
        pits = self._row_bits[0] | self._row_bits[1]
        return sum(1 << i for i, count in enumerate(cells) if count) & pits

    def _end_reason(self, cells: list[int], to_move: int) -> str:
        if self.end == "no-move":
            return f"{self.side_names[to_move]} has no seeds to move"
        return "a row is empty"

    def _collect_leftovers(
        self, cells: list[int], to_move: int, trace: list[Step] | None
    ) -> None:
        """Give the seeds left in the rows to whoever the ``leftovers`` option says."""
        if self.leftovers == "uncounted":
            return
        if self.leftovers == "owner":
            receivers = (0, 1)
        else:  # emptied: the player whose row is empty gets the other row
            if self.end == "no-move":
                empty_player = to_move
            else:
                empty_player = 0 if not any(cells[self._rows[0]]) else 1
            receivers = (empty_player, empty_player)
        self._collect(cells, receivers, trace)

    # -- the end -----------------------------------------------------------------

    def _scores(self, pos: Position) -> tuple[int, ...]:
        cells = list(pos.cells)
        if pos.is_over():
            self._collect_leftovers(cells, pos.to_move, None)
        return tuple(cells[s] for s in self._stores)
