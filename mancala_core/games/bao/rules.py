"""Bao la Kiswahili, de Voogt's Zanzibar rules (BAO.md, the full specification; RULES.md §7).

Four rows of eight holes; each player owns a front and a back row, which make
one 16-hole loop that only its owner sows. Each player starts with 6 seeds in
the **nyumba** (front hole 5), 2 and 2 in front holes 6 and 7, and 22 in
hand. While a player has seeds in hand they play **namua** moves: one seed
from the hand goes into a front hole, and captures are compulsory. Then come
**mtaji** moves, sown from holes of 2 or more. Captured seeds are sown again
from a **kichwa** (an end of the front row). A player whose front row is
empty, or who has no legal move, loses; there are no draws::

    >>> from mancala_core.games.bao.rules import Bao
    >>> bao = Bao()
    >>> start = bao.start()
    >>> [m.text for m in start.legal_moves()]
    ['A6<', 'A6>', 'A7<', 'A7>']
    >>> after = start.play("A7<")            # de Voogt's record: A7L a5R
    >>> after.pits(0)[:8], after.store(0)
    ((0, 0, 0, 1, 7, 3, 0, 0), 21)
    >>> after = after.play("a5<")            # North captures A4 at its own nyumba
    >>> after.text()
    'bao 0.0.0.0.7.3.0.0.0.0.0.0.0.0.0.0:21/0.0.0.0.7.2.2.1.0.0.0.0.0.0.0.0:21 S'

**Positions.** ``pos.pits(player)`` gives that player's 16 holes: front row 1..8,
then back row 1..8, each from the owner's left; ``pos.store(player)`` is the
hand. ``pos.extra`` is ``(South's nyumba owned, North's nyumba owned, blocked,
lost)`` where ``blocked`` is the cell of the hole kutakatia blocks for the
player to move (or ``None``) and ``lost`` the player who made a never-ending
move under ``never_ending="loses"`` (else ``None``). Texts add ``nyumba=S,N``
(the owners, ``-`` for none; left out while both are owned), ``blocked=a4``
and ``lost=S``; set-ups take ``nyumba=(True, False)`` or ``nyumba="S"``,
``blocked="a4"`` and ``lost="S"``.

**Moves** are written ``<hole><dir>[<house>]`` (BAO.md §7.2): ``A6<``, ``B8<``,
``A2>+``. ``>`` is clockwise and ``<`` anticlockwise along the mover's own
loop (on the front row: towards hole 8 and towards hole 1); for a namua
capture the direction also names the kichwa the captured seeds enter
(``>``: the left kichwa, ``<``: the right one). The suffix ``.`` (stop) or
``+`` (safari) appears only when the move reaches the functional nyumba and
the player must choose. A :class:`~mancala_core.rules.Move`'s ``pit`` is the
start hole's index 1..16 (front row 1..8, back row 9..16), as in
``pos.pits(player)``. A move's trace shows every seed placed from the hand,
every lift (its ``note`` says takasa, tax, relay or safari), every capture
(into the hand) and the sowing of the captured seeds from their kichwa.

**Seeds in hand at the end.** When a capture empties the opponent's front row
the game ends at once (BAO.md §3.1) and the captured seeds are never sown:
they stay in the winner's hand, so every position keeps all 64 seeds.

**Never-ending moves** (BAO.md §5.3) are illegal (with ``never_ending="loses"``
they are legal and the mover loses). A move that has not ended after
``lap_cap`` laps (10,000 by default; every sowing counts, the sowing of
captured seeds included) is taken as never-ending. The longest finite move
measured in random play took 66 laps, so the default cap is safe; small caps
(such as 12 laps or 192 seeds, which other engines use) would wrongly forbid
real moves.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...i18n import N_
from ...rules.base import Rules
from ...rules.moves import Move, Place, Step
from ...rules.options import Option
from ...rules.position import Position
from .board import (
    BOARD_VIEW,
    CCW,
    CELLS_PER_PLAYER,
    CW,
    FRONT,
    FUNCTIONAL,
    HOLES,
    HOUSE_SAFARI,
    HOUSE_STOP,
    NYUMBA,
    NYUMBA_RING,
    board_legend,
    board_marks,
    board_move_label,
    direction_name,
    facing_ring,
    hole_name,
    hole_of_ring,
    parse_move_text,
    player_hole,
)
from .setup import BaoSetUps

__all__ = ["Bao"]

#: seeds in the nyumba, front holes 6 and 7, and the hand at the start
START_NYUMBA = 6
START_NEXT = 2
START_HAND = 22
#: mtaji: holes with this many seeds or more never start a capture (the 16-seed rule)
NO_CAPTURE_FROM = 16

#: how a simulated move ended
DONE = "done"  # the move ended normally
WON = "won"  # a capture emptied the opponent's front row
CHOICE = "choice"  # it reached the stop-or-safari choice and no choice was given
ENDLESS = "endless"  # it did not end within the lap cap


class Bao(BaoSetUps, Rules):
    """Bao la Kiswahili. Options (defaults first, BAO.md §6 for the readings):

    - ``lap_cap``: 10000; 1..1000000: laps after which a move counts as never-ending
      (§5.3, D18)
    - ``small_nyumba``: ``"dormant"``: an owned nyumba below 6 seeds acts as a normal hole
      and works again once it holds 6 (D4, [MW]); ``"lost"``: an owned nyumba left with
      fewer than 6 seeds at the end of a move loses its status for ever ([DV01], [LUD])
    - ``mtaji_nyumba``: ``"emptied"``: an owned nyumba stays owned into mtaji until it is
      emptied (D6, [AP]); ``"first-capture"``: a player's ownership ends with their first
      mtaji capture ([DON], [NK])
    - ``block_singletons``: False: kutakatia never blocks a hole of one seed (D10,
      [DV01]); True: it may ([AP], [MW])
    - ``never_ending``: ``"illegal"``: a never-ending move is not a legal move, and a player
      with only such moves has none and loses (D18, [DON]); ``"loses"``: it may be played,
      leaves the board as it was and loses at once ([AP], [NK])

    South is player 0 (letter ``S``, holes ``A1..B8``), North player 1 (``N``,
    ``a1..b8``). ``rules.total_seeds`` is 64.
    """

    name = "bao"
    #: the narrator of this game's moves (:mod:`mancala_core.rules.explain`)
    narrator = "mancala_core.games.bao.narrator:BaoNarrator"
    title = "Bao la Kiswahili"
    #: no seed is sown into a hand; a sowing relays; moves are words ("A6<"), not numbers
    sown_stores, relay_sowing, moves_by_pit = "none", True, False
    #: a few sentences that sum up the rules, for the glossary (translated when shown)
    summary = N_("Bao la Kiswahili: four rows of eight holes, two for each player, with "
                 "seeds first in hand. A move captures from the opponent's front row when "
                 "it can, and sows the captured seeds from an end of the own front row. "
                 "A player who cannot move, or whose front row is empty, loses.")
    ranked_by_places = True
    #: the readable search counts the front row's seeds a little more
    evaluation = "front-row"
    pits_per_player = HOLES
    layout = "four-rows"  # the board picture: four rows, the hands beside them (render.layout)
    pit_word, store_word = "hole", "hand"
    #: the board view's menu of a hole's moves, its hands, its square nyumba and the words
    #: for a hand (:class:`~mancala_core.rules.base.BoardView`)
    view = BOARD_VIEW
    #: the nyumba and the blocked hole on the board pictures, and the lines that say so
    marks, legend = board_marks, board_legend
    #: a move's choices in words, for the board where a click on a hole chooses a move
    move_label = board_move_label
    #: the nyumba's hole index in ``pos.pits(player)`` (front hole 5)
    nyumba_hole = NYUMBA
    OPTIONS = (
        Option("lap_cap", 10_000, range(1, 1_000_001),
               N_("laps after which a move counts as never-ending")),
        Option("small_nyumba", "dormant", ("dormant", "lost"),
               N_(
                   "an owned nyumba below 6 seeds: dormant until it refills, or lost for ever"
               )),
        Option("mtaji_nyumba", "emptied", ("emptied", "first-capture"),
               N_(
                   "an owned nyumba stays owned in mtaji until emptied, or until the first capture"
               )),
        Option("block_singletons", False, (False, True),
               N_("kutakatia may block a hole holding a single seed")),
        Option("never_ending", "illegal", ("illegal", "loses"),
               N_(
                   "a never-ending move is illegal, or may be played and loses at once"
               )),
    )

    def _setup(self) -> None:
        self.lap_cap = int(self._options["lap_cap"])
        self.small_nyumba = str(self._options["small_nyumba"])
        self.mtaji_nyumba = str(self._options["mtaji_nyumba"])
        self.block_singletons = bool(self._options["block_singletons"])
        self.endless_loses = self._options["never_ending"] == "loses"
        size = CELLS_PER_PLAYER
        # _ring[p][r]: the cell of p's hole at ring index r (CW is r + 1).
        self._ring = tuple(
            tuple(p * size + hole_of_ring(r) - 1 for r in range(HOLES)) for p in (0, 1)
        )
        # _facing[p][r]: the opponent's cell facing p's front ring index r.
        self._facing = tuple(
            tuple((1 - p) * size + hole_of_ring(facing_ring(r)) - 1 for r in range(FRONT))
            for p in (0, 1)
        )
        self._hand = (HOLES, size + HOLES)
        self._names = tuple(
            tuple(hole_name(p, hole_of_ring(r)) for r in range(HOLES)) for p in (0, 1)
        )
        # Every move text once, so that equal moves are the same object.
        self._move_of: dict[str, Move] = {}
        for p in (0, 1):
            for r in range(HOLES):
                for arrow in "<>":
                    for house in ("", HOUSE_STOP, HOUSE_SAFARI):
                        text = self._names[p][r] + arrow + house
                        self._move_of[text] = Move(text, hole_of_ring(r))

    def _start_cells(self) -> tuple[int, ...]:
        front = [0] * FRONT
        front[NYUMBA - 1] = START_NYUMBA
        front[NYUMBA] = front[NYUMBA + 1] = START_NEXT
        row = (*front, *([0] * (HOLES - FRONT)), START_HAND)
        return row + row

    def _start_extra(self) -> tuple[Any, ...]:
        return (True, True, None, None)

    # -- reading the special state -------------------------------------------------

    def nyumba_owned(self, pos: Position) -> tuple[bool, bool]:
        """Whether (South, North) still own their nyumba.

        >>> Bao().nyumba_owned(Bao().start())
        (True, True)
        """
        return bool(pos.extra[0]), bool(pos.extra[1])

    def functional(self, pos: Position, player: int) -> bool:
        """True if ``player``'s nyumba is owned and holds 6 seeds or more (BAO.md §3.1)."""
        return bool(pos.extra[player]) and pos.cells[self._ring[player][NYUMBA_RING]] >= FUNCTIONAL

    def stage(self, pos: Position, player: int | None = None) -> str:
        """``"namua"`` while ``player`` (default: the player to move) has seeds in hand,
        else ``"mtaji"``.

        >>> Bao().stage(Bao().start())
        'namua'
        """
        return "namua" if pos.store(pos.to_move if player is None else player) else "mtaji"

    def blocked(self, pos: Position) -> str | None:
        """The name of the hole kutakatia blocks for the player to move, or ``None``."""
        cell = pos.extra[2]
        if cell is None:
            return None
        player, k = divmod(cell, CELLS_PER_PLAYER)
        return hole_name(player, k + 1)

    def nyumba_state(self, pos: Position, player: int) -> str:
        """``"owned"`` (owned, 6 seeds or more), ``"dormant"`` (owned, fewer than 6
        seeds: it acts as a normal hole until it holds 6 again) or ``"lost"``.

        >>> bao = Bao()
        >>> bao.nyumba_state(bao.start(), 0)
        'owned'
        """
        if not pos.extra[player]:
            return "lost"
        return "owned" if self.functional(pos, player) else "dormant"

    def blocked_hole(self, pos: Position) -> tuple[int, int] | None:
        """``(player, hole index)`` of the hole kutakatia blocks, or ``None``."""
        cell = pos.extra[2]
        return None if cell is None else player_hole(cell)

    def hole_name(self, player: int, hole: int) -> str:
        """The name of ``player``'s hole index ``hole`` (1..16): ``A1``..``B8``, ``a1``..``b8``.

        >>> Bao().hole_name(0, 5), Bao().hole_name(1, 16)
        ('A5', 'b8')
        """
        return hole_name(player, hole)

    def hole_moves(self, player: int, hole: int) -> tuple[str, ...]:
        """The moves that may start from a hole, one each way (the board's menu says why
        neither can be played, BAO.md §7.2).

        >>> Bao().hole_moves(0, 3)
        ('A3<', 'A3>')
        """
        return tuple(hole_name(player, hole) + arrow for arrow in "<>")

    def end_reason(self, pos: Position) -> str | None:
        """Why a finished game ended, in words (``None`` while it goes on)."""
        if not pos.is_over():
            return None
        names = self.side_names
        if pos.extra[3] is not None:
            return f"{names[pos.extra[3]]} made a never-ending move"
        loser = pos.to_move
        if not self._front_occupied(pos.cells, loser):
            return f"{names[loser]}'s front row is empty"
        return f"{names[loser]} has no legal move"

    # -- the board -----------------------------------------------------------------

    def _front_occupied(self, cells: tuple[int, ...] | list[int], player: int) -> bool:
        start = player * CELLS_PER_PLAYER
        return any(cells[start : start + FRONT])

    def _place(self, cell: int) -> Place:
        player, k = divmod(cell, CELLS_PER_PLAYER)
        return Place(player, None if k == HOLES else k + 1)

    def _name(self, cell: int) -> str:
        return hole_name(*player_hole(cell))

    # -- legal moves -----------------------------------------------------------------

    def _mtaji_captures(
        self, cells: tuple[int, ...] | list[int], p: int
    ) -> list[tuple[int, int, int]]:
        """``p``'s mtaji capture moves as (ring index, direction, first captured cell)."""
        ring = self._ring[p]
        facing = self._facing[p]
        out = []
        for r in range(HOLES):
            n = cells[ring[r]]
            if 2 <= n < NO_CAPTURE_FROM:
                for d in (CW, CCW):
                    e = (r + d * n) % HOLES
                    if e < FRONT and cells[ring[e]] and cells[facing[e]]:
                        out.append((r, d, facing[e]))
        return out

    def _candidates(
        self, cells: tuple[int, ...] | list[int], owned: tuple[bool, bool], p: int,
        blocked: int | None,
    ) -> list[tuple[int, int]]:
        """The (ring index, direction) pairs of BAO.md §3.2 and §4.1, never-ending ones kept."""
        ring = self._ring[p]
        front = [cells[ring[r]] for r in range(FRONT)]
        occ = [r for r in range(FRONT) if front[r]]
        if not occ:
            return []
        if cells[self._hand[p]]:  # namua
            facing = self._facing[p]
            captures = [r for r in occ if cells[facing[r]]]
            if captures:
                out = []
                for r in captures:
                    if r <= 1:
                        out.append((r, CW))
                    elif r >= FRONT - 2:
                        out.append((r, CCW))
                    else:
                        out += [(r, CW), (r, CCW)]
                return out
            functional = owned[p] and front[NYUMBA_RING] >= FUNCTIONAL
            if functional and occ == [NYUMBA_RING]:
                return [(NYUMBA_RING, CW), (NYUMBA_RING, CCW)]  # the tax
            starts = [r for r in occ if not (functional and r == NYUMBA_RING)]
            if not functional:
                big = [r for r in starts if front[r] >= 2]
                if big:
                    starts = big
            return _both_ways(starts, occ)
        captures3 = self._mtaji_captures(cells, p)
        if captures3:
            return [(r, d) for r, d, _ in captures3 if ring[r] != blocked]
        starts = [r for r in occ if front[r] >= 2 and ring[r] != blocked]
        if not starts:
            starts = [r for r in range(FRONT, HOLES) if cells[ring[r]] >= 2]
        return _both_ways(starts, occ)

    def _legal_moves(self, pos: Position) -> tuple[Move, ...]:
        p = pos.to_move
        cells = pos.cells
        if (
            not self._front_occupied(cells, p)
            or not self._front_occupied(cells, 1 - p)
            or pos.extra[3] is not None
        ):
            return ()
        owned = (bool(pos.extra[0]), bool(pos.extra[1]))
        blocked = pos.extra[2]
        names = self._names[p]
        texts = []
        for r, d in self._candidates(cells, owned, p, blocked):
            text = names[r] + (">" if d == CW else "<")
            status = self._run(list(cells), list(owned), p, r, d, "", blocked, None)[0]
            if status == CHOICE:
                for house in (HOUSE_STOP, HOUSE_SAFARI):
                    result = self._run(list(cells), list(owned), p, r, d, house, blocked, None)
                    if result[0] != ENDLESS or self.endless_loses:
                        texts.append(text + house)
            elif status != ENDLESS or self.endless_loses:
                texts.append(text)
        texts.sort()
        move_of = self._move_of
        return tuple(move_of[t] for t in texts)

    # -- playing a move ----------------------------------------------------------------

    def _run(
        self,
        cells: list[int],
        owned: list[bool],
        p: int,
        r: int,
        d: int,
        house: str,
        blocked: int | None,
        trace: list[Step] | None,
    ) -> tuple[str, bool]:
        """Play p's move from ring index ``r`` in direction ``d`` on ``cells`` and ``owned``
        (changed in place). Returns how it ended (DONE, WON, CHOICE, ENDLESS) and whether
        it was a capture move. ``house`` is the stop-or-safari choice (``""`` if none given).
        """
        ring = self._ring[p]
        facing = self._facing[p]
        names = self._names[p]
        o = 1 - p
        hand = self._hand[p]
        opp_nyumba = self._ring[o][NYUMBA_RING]
        opp_front = o * CELLS_PER_PLAYER
        namua = cells[hand] > 0
        start = ring[r]
        capture = False
        if namua:
            cells[hand] -= 1
            before = cells[start]
            cells[start] += 1
            if trace is not None:
                trace.append(Step("pick", p, Place(p, None), 1,
                                  note="namua: one seed from the hand"))
                trace.append(Step("sow", p, self._place(start), 1, count=cells[start],
                                  note=names[r]))
            if r < FRONT and before and cells[facing[r]]:
                capture = True
                n = 0  # no lap to sow: the placement itself is the capture position
                e = r
            else:
                others = any(cells[ring[k]] for k in range(FRONT) if k != NYUMBA_RING)
                if (
                    r == NYUMBA_RING and owned[p] and before >= FUNCTIONAL and not others
                ):
                    n = 2  # the tax: two seeds out, the nyumba stays owned
                    note = f"tax: 2 seeds from the nyumba {names[r]}"
                else:
                    n = cells[start]
                    note = f"takasa from {names[r]}"
                    if r == NYUMBA_RING and owned[p]:
                        owned[p] = False
                        note += ": the nyumba is emptied and lost"
                cells[start] -= n
                if trace is not None:
                    trace.append(Step("pick", p, self._place(start), n, note=note))
                first = (r + d) % HOLES
        else:
            n = cells[start]
            cells[start] = 0
            end = (r + d * n) % HOLES
            capture = (
                n < NO_CAPTURE_FROM and end < FRONT and cells[ring[end]] > 0
                and cells[facing[end]] > 0
            )
            note = "capture move" if capture else "takasa"
            if n >= NO_CAPTURE_FROM:
                note += f" ({NO_CAPTURE_FROM} seeds or more never capture)"
            note = f"{names[r]}: {note}"
            if r == NYUMBA_RING and owned[p]:
                owned[p] = False
                note += "; the nyumba is emptied and lost"
            if trace is not None:
                trace.append(Step("pick", p, self._place(start), n, note=note))
            first = (r + d) % HOLES
        laps = 0
        cap = self.lap_cap
        while True:
            if n:  # sow a lap of n seeds from ring index `first`
                laps += 1
                if laps > cap:
                    return ENDLESS, capture
                e = first
                if trace is None:
                    if n < HOLES:
                        for k in range(n):
                            cells[ring[(first + d * k) % HOLES]] += 1
                        e = (first + d * (n - 1)) % HOLES
                    else:
                        for k in range(n):
                            cells[ring[e]] += 1
                            if k < n - 1:
                                e = (e + d) % HOLES
                else:
                    for k in range(n):
                        c = ring[e]
                        cells[c] += 1
                        trace.append(Step("sow", p, self._place(c), 1, count=cells[c],
                                          note=names[e]))
                        if k < n - 1:
                            e = (e + d) % HOLES
                ce = ring[e]
                if cells[ce] == 1:
                    _note_last(trace, f"{names[e]} was empty: the move ends")
                    return DONE, capture
            else:
                ce = ring[e]
            if capture and e < FRONT and cells[facing[e]]:
                fc = facing[e]
                got = cells[fc]
                cells[fc] = 0
                cells[hand] += got
                if trace is not None:
                    trace.append(Step("capture", p, self._place(fc), got, Place(p, None),
                                      note=f"{self._name(fc)} faces {names[e]}"))
                if fc == opp_nyumba and owned[o]:
                    owned[o] = False
                if not namua and self.mtaji_nyumba == "first-capture":
                    owned[p] = False
                if not any(cells[opp_front : opp_front + FRONT]):
                    if trace is not None:
                        trace.append(Step("end", p, note=(
                            f"{self.side_names[o]}'s front row is empty: "
                            f"{self.side_names[p]} wins")))
                    return WON, capture
                if e <= 1:
                    d = CW
                elif e >= FRONT - 2:
                    d = CCW
                kichwa = 0 if d == CW else FRONT - 1
                cells[hand] -= got
                if trace is not None:
                    side = "left" if kichwa == 0 else "right"
                    trace.append(Step("pick", p, Place(p, None), got, note=(
                        f"captured seeds, sown from the {side} kichwa {names[kichwa]} "
                        f"{direction_name(d)}")))
                n = got
                first = kichwa
                continue
            if namua and e == NYUMBA_RING and owned[p] and cells[ce] >= FUNCTIONAL:
                if not capture:
                    _note_last(trace, f"{names[e]}: a takasa stops in the nyumba")
                    return DONE, capture
                if not house:
                    return CHOICE, capture
                if house == HOUSE_STOP:
                    _note_last(trace, f"{names[e]}: the player stops in the nyumba")
                    return DONE, capture
                owned[p] = False
                note = f"safari from the nyumba {names[e]}: the nyumba is lost"
            elif not namua and not capture and ce == blocked:
                _note_last(trace, f"{names[e]} is blocked (kutakatia): the move ends")
                return DONE, capture
            else:
                note = f"relay from {names[e]}"
                if e == NYUMBA_RING and owned[p]:
                    owned[p] = False
                    note += ": the nyumba is emptied and lost"
            n = cells[ce]
            cells[ce] = 0
            if trace is not None:
                trace.append(Step("pick", p, self._place(ce), n, note=note))
            first = (e + d) % HOLES

    def _kutakatia(self, cells: list[int], owned: list[bool], p: int) -> int | None:
        """The cell that p's mtaji takasa just blocked for the opponent, if any (§4.4)."""
        o = 1 - p
        if cells[self._hand[o]] or self._mtaji_captures(cells, o):
            return None
        targets = {cell for _, _, cell in self._mtaji_captures(cells, p)}
        if len(targets) != 1:
            return None
        (t,) = targets
        front = self._ring[o][:FRONT]
        if t == self._ring[o][NYUMBA_RING] and owned[o] and cells[t] >= FUNCTIONAL:
            return None
        if [c for c in front if cells[c]] == [t] or [c for c in front if cells[c] >= 2] == [t]:
            return None
        if cells[t] == 1 and not self.block_singletons:
            return None
        return t

    def _apply(self, pos: Position, move: Move, trace: list[Step] | None) -> Position:
        parsed = parse_move_text(move.text)
        assert parsed is not None
        p = pos.to_move
        cells = list(pos.cells)
        owned = [bool(pos.extra[0]), bool(pos.extra[1])]
        namua = cells[self._hand[p]] > 0
        r = (parsed.hole - 1) if parsed.hole <= FRONT else HOLES - (parsed.hole - FRONT)
        if self.endless_loses:
            status, _ = self._run(
                list(cells), list(owned), p, r, parsed.direction, parsed.house, pos.extra[2], None
            )
            if status == ENDLESS:  # the board stays as it was; the mover has lost
                if trace is not None:
                    trace.append(Step("end", p, note=(
                        f"{move.text} never ends: {self.side_names[p]} loses")))
                return Position._make(
                    self, pos.cells, 1 - p, (owned[0], owned[1], None, p)
                )
        status, capture = self._run(
            cells, owned, p, r, parsed.direction, parsed.house, pos.extra[2], trace
        )
        if self.small_nyumba == "lost":
            for q in (0, 1):
                if owned[q] and cells[self._ring[q][NYUMBA_RING]] < FUNCTIONAL:
                    owned[q] = False
        blocked = None
        if status == DONE and not namua and not capture:
            blocked = self._kutakatia(cells, owned, p)
            if blocked is not None and trace is not None:
                _note_last(trace, f"kutakatia: {self._name(blocked)} is blocked for "
                                  f"{self.side_names[1 - p]}'s next move", add=True)
        after = Position._make(self, tuple(cells), 1 - p, (owned[0], owned[1], blocked, None))
        if trace is not None and status != WON and not after.legal_moves():
            trace.append(Step("end", p, note=(
                f"{self.side_names[1 - p]} has no legal move: {self.side_names[p]} wins")))
        return after

    # -- move texts ------------------------------------------------------------------

    def _is_move_text(self, text: str) -> bool:
        return parse_move_text(text) is not None

    def _move_text_help(self) -> str:
        return (
            "a hole A1..A8 or B1..B8 (North: a1..a8, b1..b8), then > (clockwise) or "
            "< (anticlockwise), then . (stop) or + (safari) when the nyumba choice arises, "
            "e.g. A6< or A2>+"
        )

    def _why_illegal(self, pos: Position, text: str) -> str:
        parsed = parse_move_text(text)
        if parsed is None:
            return ""
        p = pos.to_move
        name = text[:2]
        if parsed.player != p:
            return (f"{name} is {self.side_names[parsed.player]}'s hole; "
                    f"{self.side_names[p]} moves from their own holes")
        if pos.pits(p)[parsed.hole - 1] == 0:
            return f"{name} is empty"
        if pos.extra[2] is not None and self.blocked(pos) == name:
            return f"{name} is blocked by kutakatia for this move"
        legal = {m.text for m in pos.legal_moves()}
        bare = text[:3]
        if not parsed.house and bare + HOUSE_STOP in legal:
            return (f"{bare} reaches the nyumba: write {bare}{HOUSE_STOP} to stop there "
                    f"or {bare}{HOUSE_SAFARI} for safari")
        if parsed.house and bare in legal:
            return f"{bare} gives no stop-or-safari choice: write it without {parsed.house}"
        r = (parsed.hole - 1) if parsed.hole <= FRONT else HOLES - (parsed.hole - FRONT)
        owned = (bool(pos.extra[0]), bool(pos.extra[1]))
        candidates = self._candidates(pos.cells, owned, p, pos.extra[2])
        if (r, parsed.direction) in candidates:
            return "" if self.endless_loses else f"{bare} is a never-ending move"
        cells = pos.cells
        if pos.store(p):
            facing = self._facing[p]
            ring = self._ring[p]
            if any(cells[ring[k]] and cells[facing[k]] for k in range(FRONT)):
                return "a capture is compulsory"
            if r >= FRONT:
                return "in namua every move starts in the front row"
            if r == NYUMBA_RING and self.functional(pos, p):
                return "the functional nyumba only moves when it is the only occupied front hole"
        elif self._mtaji_captures(cells, p):
            return "a capture is compulsory"
        return ""

    # -- the end -----------------------------------------------------------------------

    def _places(self, pos: Position) -> tuple[int | None, ...]:
        """The player to move in a finished game has lost (an empty front row or no move),
        unless a never-ending move lost it for the player who made it."""
        if not pos.is_over():
            return (None, None)
        loser = pos.to_move if pos.extra[3] is None else pos.extra[3]
        return (2, 1) if loser == 0 else (1, 2)

    def _scores(self, pos: Position) -> tuple[int, ...]:
        """1 for the winner, 0 otherwise (Bao is won, never scored)."""
        return tuple(0 if place is None else 2 - place for place in pos.places())


def _both_ways(starts: list[int], occ: list[int]) -> list[tuple[int, int]]:
    """Both directions from each start, but a lone kichwa sows towards the centre only."""
    out = []
    for r in starts:
        if occ == [0] and r == 0:
            out.append((r, CW))
        elif occ == [FRONT - 1] and r == FRONT - 1:
            out.append((r, CCW))
        else:
            out += [(r, CW), (r, CCW)]
    return out


def _note_last(trace: list[Step] | None, note: str, add: bool = False) -> None:
    """Put ``note`` on the last step of ``trace`` (after its own note if ``add``)."""
    if trace:
        last = trace[-1]
        text = f"{last.note}; {note}" if add and last.note else note
        trace[-1] = replace(last, note=text)
