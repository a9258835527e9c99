"""Congkak (Sungka, Congklak) with relay sowing (RULES.md section 5).

Two rows of 7 holes, 7 seeds each, and a store at each player's **left**.
Seeds are sown **clockwise**: from a hole towards the own store (hole 1 lies
next to it), into the own store, along the opponent's row from their hole 7
down to 1 (their store is skipped), then back into the own hole 7. Where the
last seed lands decides what happens next:

- in the own store: the mover moves again;
- in an occupied hole on either side: the mover takes that hole's seeds (the
  last one included) and sows on from it (a *relay*);
- in an empty own hole: the facing hole's seeds and that seed go to the own
  store (with ``empty_capture=false`` nothing happens when the facing hole is
  empty); the turn ends;
- in an empty opponent hole: the turn ends.

A round ends when the player to move has no seeds in their holes (the seeds
left go to the other player) or when a position repeats (each player takes
their own row). With ``rounds="match"`` a new round follows: each player fills
their holes from hole 1 upwards with 7 seeds each out of their store, and the
holes that cannot be filled are *burnt* for the round::

    >>> from mancala_core.games.congkak.rules import Congkak
    >>> pos = Congkak().start().play("7")   # 6 seeds into holes 6..1, the 7th into the store
    >>> pos.pits(0), pos.store(0), pos.to_move
    ((8, 8, 8, 8, 8, 8, 0), 1, 0)

**Every move ends.** A move is one walk round the ring, one seed per place,
relays included (a relay sows on from where the last seed fell). The mover's
store is on the ring and is never skipped, so every ring length of
consecutive seeds (at most 15) puts one seed into it, and a seed never leaves
a store during a move. A move that starts with *B* seeds on the board therefore
sows at most 15 × *B* seeds (1,470 from the start) before every seed would be
in the store. No cap is needed; the tests check the bound on random positions.

**Repetition.** The rule is kept (a ``seen=`` history travels in the text), but
a round cannot actually repeat a position: with ``empty_capture`` every move
puts a seed into the mover's store, and without it a move that feeds no store
only moves the mover's own seeds towards their store. The history restarts
whenever a store gains seeds and with every round (so the repetition rule
looks within a round only).

**Decisions where the sources are silent** (for the docs): the round ends as
soon as the player to move has no seeds, even when that player was owed an
extra move; a burnt hole facing the last seed counts as an empty hole; a
match has no limit on the number of rounds; in a move's trace, the refill of a
new round is a ``pick`` from each store followed by one ``sow`` step of 7
seeds per hole filled and a ``skip`` step per burnt hole.

Hole numbers follow the conventions of RULES.md: ``pos.pits(p)`` lists a
player's holes from their own left, hole 1 next to their store, and the cells
keep the layout of the other games (holes 1..7, then the store). In a match,
``pos.extra`` is ``(burnt_south, burnt_north, starter)``: how many holes of
each row are burnt (always the highest-numbered ones) and who started the
round. Position texts write them as ``burnt=N6,N7 starter=S``.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress
from typing import Any

from ...errors import InvalidPositionError
from ...i18n import N_, _
from ...rules.base import Mark, Rules
from ...rules.moves import Move, Place, Step
from ...rules.options import Option
from ...rules.position import Key, Position
from ...rules.sowing import sowing_paths

__all__ = ["Congkak"]

HOLES = 7
SEEDS = 7
#: a ring's places in clockwise order, with no place skipped: South's holes 7..1, South's
#: store, North's holes 7..1, North's store
_CLOCKWISE = (6, 5, 4, 3, 2, 1, 0, 7, 14, 13, 12, 11, 10, 9, 8, 15)
_STORES = (7, 15)


class Congkak(Rules):
    """Congkak. Options (defaults first):

    - ``empty_capture``: True: a last seed in an own empty hole facing an empty
      hole goes to the store on its own; False: it stays and the turn ends
    - ``rounds``: ``"single"``: one round; ``"match"``: rounds with burnt holes
      until a player cannot fill a single hole

    >>> Congkak(rounds="match").start().text()
    'congkak[rounds=match] 7.7.7.7.7.7.7:0/7.7.7.7.7.7.7:0 S starter=S'
    """

    name = "congkak"
    extra_move_in_store = True
    #: the narrator of this game's moves (:mod:`mancala_core.rules.explain`)
    narrator = "mancala_core.games.congkak.narrator:CongkakNarrator"
    title = "Congkak"
    #: a last seed in an occupied hole is taken up with its seeds and sown on
    relay_sowing = True
    #: a few sentences that sum up the rules, for the glossary (translated when shown)
    summary = N_("Congkak: two rows of seven holes with seven seeds each, each store "
                 "at its owner's left, sown clockwise. A last seed in a hole with "
                 "seeds is taken up with them and sown on; in an empty own hole it "
                 "captures the hole opposite; in your store you move again.")
    store_side = "left"  # the board picture: each store at its owner's left
    pit_word = "hole"
    remembers_positions = True
    OPTIONS = (
        Option("empty_capture", True, (True, False),
               N_(
                   "a last seed in an own empty hole facing an empty hole goes to the store"
               )),
        Option("rounds", "single", ("single", "match"),
               N_("one round, or a match of rounds with burnt holes")),
    )
    pits_per_player = HOLES

    def _setup(self) -> None:
        self.empty_capture = bool(self._options["empty_capture"])
        self.match = self._options["rounds"] == "match"
        self._pit_moves = tuple(Move(str(k + 1), k + 1) for k in range(HOLES))
        # the place after each cell, clockwise, nothing skipped (for traces)
        after = [0] * 16
        for a, b in zip(_CLOCKWISE, _CLOCKWISE[1:] + _CLOCKWISE[:1], strict=True):
            after[a] = b
        self._after = tuple(after)
        # _paths[(burnt_south, burnt_north, player)][cell]: the places that a sowing by
        # ``player`` from hole ``cell`` fills, in order; built when first needed.
        self._paths: dict[tuple[int, int, int], dict[int, tuple[int, ...]]] = {}

    def _start_cells(self) -> tuple[int, ...]:
        return ((SEEDS,) * HOLES + (0,)) * 2

    def _start_extra(self) -> tuple[Any, ...]:
        return (0, 0, 0) if self.match else ()

    def _burnt(self, extra: tuple[Any, ...]) -> tuple[int, int]:
        return (extra[0], extra[1]) if extra else (0, 0)

    def marks(self, pos: Position) -> tuple[Mark, ...]:
        """The burnt holes, which a match's later rounds skip."""
        n = self.pits_per_player
        return tuple(Mark(Place(row, hole), "burnt", _("burnt"), _("burnt"),
                          _("burnt, skipped this round"))
                     for row, count in enumerate(self.burnt(pos))
                     for hole in range(n - int(count) + 1, n + 1))

    def burnt(self, pos: Position) -> tuple[int, int]:
        """How many holes of each row are burnt (the highest-numbered ones); (0, 0) in a
        single round.

        >>> Congkak(rounds="match").position(
        ...     pits=[[7] * 7, [7] * 5 + [0, 0]], stores=[10, 4], burnt=(0, 2), starter=1).text()
        'congkak[rounds=match] 7.7.7.7.7.7.7:10/7.7.7.7.7.0.0:4 S burnt=N6,N7 starter=N'
        """
        return self._burnt(pos.extra)

    def _path(self, burnt: tuple[int, int], player: int, cell: int) -> tuple[int, ...]:
        key = (burnt[0], burnt[1], player)
        paths = self._paths.get(key)
        if paths is None:
            skipped = {_STORES[1 - player]}
            for row in (0, 1):
                skipped.update(row * (HOLES + 1) + k for k in range(HOLES - burnt[row], HOLES))
            ring = [c for c in _CLOCKWISE if c not in skipped]
            holes = {c for c in ring if c not in _STORES}
            paths = sowing_paths(ring, holes, 2 * HOLES * SEEDS)
            self._paths[key] = paths
        return paths[cell]

    # -- the special state of a match ----------------------------------------------------

    def _extra_from(self, extra: dict[str, Any], where: str) -> tuple[Any, ...]:
        extra = dict(extra)
        burnt = extra.pop("burnt", None) if self.match else None
        starter = extra.pop("starter", None) if self.match else None
        super()._extra_from(extra, where)
        if not self.match:
            return ()
        burnt = (0, 0) if burnt is None else burnt
        if (
            not isinstance(burnt, Sequence)
            or len(burnt) != 2
            or any(isinstance(b, bool) or not isinstance(b, int) or b not in range(HOLES)
                   for b in burnt)
        ):
            raise InvalidPositionError(
                f"{where}: burnt={burnt!r} must give each player's number of burnt holes, "
                f"0..{HOLES - 1} (a player who cannot fill a hole has lost the match)"
            )
        starter = 0 if starter is None else starter
        if isinstance(starter, bool) or starter not in (0, 1):
            raise InvalidPositionError(
                f"{where}: starter={starter!r} must be the index of the player who started "
                f"the round, 0 or 1"
            )
        return (burnt[0], burnt[1], starter)

    def _extra_fields(self, pos: Position) -> list[str]:
        if not self.match:
            return []
        b_south, b_north, starter = pos.extra
        fields = []
        holes = [
            f"{letter}{hole}"
            for letter, b in zip(self.side_letters, (b_south, b_north), strict=True)
            for hole in range(HOLES - b + 1, HOLES + 1)
        ]
        if holes:
            fields.append("burnt=" + ",".join(holes))
        fields.append(f"starter={self.side_letters[starter]}")
        return fields

    def _read_extra_fields(self, fields: dict[str, str], where: str) -> dict[str, Any]:
        fields = dict(fields)
        out: dict[str, Any] = {}
        if self.match:
            if "burnt" in fields:
                out["burnt"] = self._read_burnt(fields.pop("burnt"), where)
            if "starter" in fields:
                text = fields.pop("starter")
                if text not in self.side_letters:
                    raise InvalidPositionError(
                        f"{where}: starter={text!r} must be {' or '.join(self.side_letters)}"
                    )
                out["starter"] = self.side_letters.index(text)
        super()._read_extra_fields(fields, where)
        return out

    def _read_burnt(self, text: str, where: str) -> tuple[int, int]:
        """``N6,N7`` → (0, 2)."""
        holes: tuple[set[int], set[int]] = (set(), set())
        for item in text.split(","):
            letter, number = item[:1], item[1:]
            if (
                letter not in self.side_letters
                or not number.isdigit()
                or not 1 <= int(number) <= HOLES
                or int(number) in holes[self.side_letters.index(letter)]
            ):
                raise InvalidPositionError(
                    f"{where}: burnt={text!r}: {item!r} must be a side letter and a hole "
                    f"number 1..{HOLES}, each hole once, such as N7"
                )
            holes[self.side_letters.index(letter)].add(int(number))
        counts = []
        for player, burnt in enumerate(holes):
            count = len(burnt)
            if burnt != set(range(HOLES - count + 1, HOLES + 1)) or count == HOLES:
                raise InvalidPositionError(
                    f"{where}: burnt={text!r}: holes are filled from hole 1 upwards, so the "
                    f"burnt holes of {self.side_names[player]} must be the highest ones "
                    f"(7, 6, …), and at least hole 1 is filled"
                )
            counts.append(count)
        return (counts[0], counts[1])

    def _check_position(self, pos: Position, where: str) -> None:
        cells = pos.cells
        burnt = self._burnt(pos.extra)
        for row in (0, 1):
            start = row * (HOLES + 1)
            for k in range(HOLES - burnt[row], HOLES):
                if cells[start + k]:
                    raise InvalidPositionError(
                        f"{where}: {self.side_names[row]}'s hole {k + 1} is burnt but holds "
                        f"{cells[start + k]} seeds"
                    )
        p = pos.to_move
        if self.match and not any(cells[p * (HOLES + 1) : p * (HOLES + 1) + HOLES]):
            stores = self._final_stores(cells, p)
            if min(stores) >= SEEDS:
                raise InvalidPositionError(
                    f"{where}: the round is over ({self.side_names[p]} has no seeds to move), "
                    f"but both players can fill a hole ({stores[0]}-{stores[1]}), so the next "
                    f"round would already have begun: set up its first position instead"
                )

    def _final_stores(self, cells: Sequence[int], to_move: int) -> tuple[int, int]:
        """The stores once the round ends with ``to_move`` unable to move."""
        board = sum(cells) - cells[7] - cells[15]
        stores = [cells[7], cells[15]]
        stores[1 - to_move] += board
        return (stores[0], stores[1])

    # -- moves -------------------------------------------------------------------------

    @staticmethod
    def _repeats(cells: tuple[int, ...], to_move: int, history: tuple[Key, ...]) -> bool:
        """True if these seeds with this player to move were seen before in the round.

        Only the seeds and the mover are compared: a round's special state (the burnt
        holes, its starter) never changes within it, and the history starts anew with
        every round.
        """
        return any(seen[0] == cells and seen[1] == to_move for seen in history)

    def _legal_moves(self, pos: Position) -> tuple[Move, ...]:
        start = pos.to_move * (HOLES + 1)
        moves = tuple(compress(self._pit_moves, pos.cells[start : start + HOLES]))
        if moves and pos.history and self._repeats(pos.cells, pos.to_move, pos.history):
            return ()
        return moves

    def _why_illegal(self, pos: Position, text: str) -> str:
        if text.isdigit():
            hole = int(text)
            if hole > HOLES - self._burnt(pos.extra)[pos.to_move]:
                return f"{self.side_names[pos.to_move]}'s hole {hole} is burnt"
            if pos.pits(pos.to_move)[hole - 1] == 0:
                return f"{self.side_names[pos.to_move]}'s hole {hole} is empty"
        return ""

    def _apply(self, pos: Position, move: Move, trace: list[Step] | None) -> Position:
        p = pos.to_move
        cells = list(pos.cells)
        burnt = self._burnt(pos.extra)
        own_store = _STORES[p]
        own_low, own_high = p * (HOLES + 1), p * (HOLES + 1) + HOLES
        j = own_low + move.pit - 1  # type: ignore[operator]
        relay = False
        while True:  # one sowing, then one per relay; ends (see the module's docstring)
            seeds = cells[j]
            cells[j] = 0
            path = self._path(burnt, p, j)[:seeds]
            if trace is None:
                for k in path:
                    cells[k] += 1
            else:
                self._sow_traced(cells, p, j, seeds, path, relay, trace)
            j = path[-1]
            if j == own_store or cells[j] == 1:
                break
            relay = True  # an occupied hole, on either side: take it all and sow on
        again = j == own_store
        if not again and own_low <= j < own_high:  # an own hole that was empty
            f = 2 * HOLES - j  # the facing hole: hole i faces the opponent's hole 8 - i
            if cells[f] or self.empty_capture:
                if trace is not None:
                    store = self._place(own_store)
                    if cells[f]:
                        trace.append(Step("capture", p, self._place(f), cells[f], store))
                    trace.append(Step("capture", p, self._place(j), 1, store))
                cells[own_store] += cells[f] + 1
                cells[f] = 0
                cells[j] = 0
        nxt = p if again else 1 - p
        new_cells = tuple(cells)
        # Seeds only enter the stores during a round, so a position can only repeat one
        # with as many seeds on the board: the history restarts when a store gains seeds.
        # A remembered position keeps its seeds and mover only (the round's special state
        # is the start's, as a ``seen=`` text reads it back: it never changes in a round).
        if cells[7] + cells[15] == pos.cells[7] + pos.cells[15]:
            history = pos.history + ((pos.cells, pos.to_move, self._start_extra()),)
        else:
            history = ()
        start = nxt * (HOLES + 1)
        if any(cells[start : start + HOLES]):
            if not (history and self._repeats(new_cells, nxt, history)):
                if again and trace is not None:
                    trace.append(Step("extra-move", p))
                moves = tuple(compress(self._pit_moves, cells[start : start + HOLES]))
                return Position._make(self, new_cells, nxt, pos.extra, history, moves)
            reason = "the position repeats: each player takes their own row"
            receivers = (0, 1)
        else:
            reason = f"{self.side_names[nxt]} has no seeds to move"
            receivers = (1 - nxt, 1 - nxt)
            if again and trace is not None:
                trace.append(Step("extra-move", p, note="void: the round is over"))
        self._collect(cells, receivers, trace)
        return self._end_round(cells, nxt, pos.extra, reason, p, trace)

    def _sow_traced(
        self,
        cells: list[int],
        p: int,
        origin: int,
        seeds: int,
        path: tuple[int, ...],
        relay: bool,
        trace: list[Step],
    ) -> None:
        note = "relay: the last seed fell into an occupied hole" if relay else ""
        trace.append(Step("pick", p, self._place(origin), seeds, note=note))
        before = origin
        for j in path:
            k = self._after[before]
            while k != j:
                why = "the opponent's store" if k in _STORES else "a burnt hole"
                trace.append(Step("skip", p, self._place(k), note=why))
                k = self._after[k]
            cells[j] += 1
            trace.append(Step("sow", p, self._place(j), 1, count=cells[j]))
            before = j

    def _end_round(
        self,
        cells: list[int],
        to_move: int,
        extra: tuple[Any, ...],
        reason: str,
        mover: int,
        trace: list[Step] | None,
    ) -> Position:
        """The position after a round that ended with the seeds collected into the stores."""
        stores = (cells[7], cells[15])
        if not self.match or min(stores) < SEEDS:
            if trace is not None:
                if self.match:
                    loser = 0 if stores[0] < SEEDS else 1
                    reason += (
                        f"; {self.side_names[loser]} cannot fill a hole: the match is over"
                    )
                trace.append(Step("end", mover, note=reason))
            return Position._make(self, tuple(cells), to_move, extra, (), ())
        # The next round: fewer seeds starts; at a tie, the one who did not start the last.
        starter = 0 if stores[0] < stores[1] else 1 if stores[1] < stores[0] else 1 - extra[2]
        burnt = []
        for row in (0, 1):
            store = _STORES[row]
            filled = min(HOLES, cells[store] // SEEDS)
            if trace is not None:
                note = f"a new round: {self.side_names[row]} fills {filled} holes"
                trace.append(Step("pick", row, self._place(store), filled * SEEDS, note=note))
            for k in range(HOLES):
                cell = row * (HOLES + 1) + k
                if k < filled:
                    cells[cell] = SEEDS
                    if trace is not None:
                        trace.append(
                            Step("sow", row, self._place(cell), SEEDS, count=SEEDS,
                                 note="refilled")
                        )
                elif trace is not None:
                    trace.append(Step("skip", row, self._place(cell), note="burnt"))
            cells[store] -= filled * SEEDS
            burnt.append(HOLES - filled)
        start = starter * (HOLES + 1)
        moves = tuple(compress(self._pit_moves, cells[start : start + HOLES]))
        return Position._make(
            self, tuple(cells), starter, (burnt[0], burnt[1], starter), (), moves
        )

    # -- the end -----------------------------------------------------------------------

    def _scores(self, pos: Position) -> tuple[int, ...]:
        cells = list(pos.cells)
        if pos.is_over():
            p = pos.to_move
            if any(cells[p * (HOLES + 1) : p * (HOLES + 1) + HOLES]):
                receivers = (0, 1)  # ended by a repetition: each takes their own row
            else:
                receivers = (1 - p, 1 - p)
            self._collect(cells, receivers, None)
        return (cells[7], cells[15])
