"""Toguz Kumalak (Toguz Korgool) with its tuzdyks (RULES.md section 6).

Two rows of nine holes, nine stones each, and a kazan (store) per player that
is never sown. White (South) moves first. A move takes every stone of an own
hole, puts the first one back into that hole and sows the rest
counter-clockwise; a hole with a single stone sends it on to the next hole. A
last stone that makes an opponent's hole even takes it; one that makes it 3
may turn it into the mover's **tuzdyk**, which sends every stone that later
falls into it to the mover's kazan. 82 stones win at once; a player to move
with no stones ends the game, and so does a position seen twice. Whenever the
game ends, each player takes the stones left in their own row::

    >>> from mancala_core.games.toguz.rules import Toguz
    >>> toguz = Toguz()
    >>> toguz.start().play("2").text()
    'toguz 9.1.10.10.10.10.10.10.10:10/0.9.9.9.9.9.9.9.9:0 B'
    >>> pos = toguz.position(pits=[[0] * 8 + [2], [2, 5, 0, 0, 0, 0, 0, 0, 1]],
    ...                      stores=[72, 80])
    >>> pos.play("9").text()           # Black's hole 1 reaches 3: White's tuzdyk
    'toguz 0.0.0.0.0.0.0.0.1:75/0.5.0.0.0.0.0.0.1:80 B tuzdyk=W:1,B:-'

The tuzdyks are the position's special state: ``pos.extra`` is the pair
(White's, Black's), each the number of the tuzdyk hole on the *opponent's*
row, or ``None``. Set-ups take ``tuzdyk=(1, None)`` or the text form
``tuzdyk="W:1,B:-"``.
"""

from __future__ import annotations

from itertools import compress
from typing import Any

from ...errors import InvalidPositionError
from ...i18n import N_, _
from ...rules.base import BoardView, Mark, Rules
from ...rules.moves import Move, Place, Step
from ...rules.position import Key, Position
from ...rules.words import owner_name

__all__ = ["Toguz"]

HOLES = 9
STONES = 9
#: the tuzdyks of a position without any
NO_TUZDYKS: tuple[int | None, int | None] = (None, None)


class Toguz(Rules):
    """Toguz Kumalak: no options (RULES.md names none).

    White is South (player 0, letter ``W``), Black is North (player 1,
    letter ``B``); the stores are the kazans.
    """

    name = "toguz"
    scores_are_stores = True
    #: the narrator of this game's moves (:mod:`mancala_core.rules.explain`)
    narrator = "mancala_core.games.toguz.narrator:ToguzNarrator"
    title = "Toguz Kumalak"
    #: a sowing never drops a stone into a kazan
    sown_stores = "none"
    #: a few sentences that sum up the rules, for the glossary (translated when shown)
    summary = N_("Toguz Kumalak: two rows of nine holes with nine stones each, and a "
                 "kazan for each player. The first stone goes back into the hole it came "
                 "from. A last stone that makes an opponent's hole even captures it; one "
                 "that makes three may win it as a tuzdyk. 82 stones win.")
    layout = "kazans"  # the board picture: the kazans as bins between the rows
    side_names = ("White", "Black")
    side_letters = ("W", "B")
    pit_word, store_word, seed_word = "hole", "kazan", "stone"
    #: a kazan in the sentences, with each preposition (the view keeps the defaults)
    view = BoardView(store_phrases=(
        ("into", N_("into %(owner)s's kazan")), ("from", N_("from %(owner)s's kazan")),
        ("in", N_("in %(owner)s's kazan")), ("of", N_("of %(owner)s's kazan")),
        ("to", N_("to %(owner)s's kazan")), ("", N_("%(owner)s's kazan")),
    ))
    remembers_positions = True
    #: ``position(..., tuzdyk=...)`` takes ``pos.extra`` back
    position_extra = "tuzdyk"
    #: the readable search counts the tuzdyks won
    evaluation = "tuzdyk"
    pits_per_player = HOLES

    def _setup(self) -> None:
        n = HOLES
        size = 2 * (n + 1)
        self._stores = (n, 2 * n + 1)
        self._win = n * STONES + 1  # 82 of 162: more than half wins at once
        ring = [c for c in range(size) if c not in self._stores]
        # _paths[i]: the holes a sowing from hole cell i fills when it has two
        # stones or more: the first stone back into hole i, then onwards, long
        # enough for every stone of the game. One stone goes to _paths[i][1].
        self._paths: dict[int, tuple[int, ...]] = {}
        for k, i in enumerate(ring):
            lap = ring[k:] + ring[:k]
            self._paths[i] = tuple(lap * STONES)
        self._pit_moves = tuple(Move(str(k + 1), k + 1) for k in range(n))

    def _start_cells(self) -> tuple[int, ...]:
        return (STONES,) * HOLES + (0,) + (STONES,) * HOLES + (0,)

    def _start_extra(self) -> tuple[Any, ...]:
        return NO_TUZDYKS

    # -- the tuzdyks -------------------------------------------------------------

    def tuzdyks(self, pos: Position) -> tuple[int | None, int | None]:
        """(White's, Black's) tuzdyk: the hole number on the opponent's row, or ``None``.

        >>> Toguz().tuzdyks(Toguz().start())
        (None, None)
        """
        white, black = pos.extra
        return white, black

    def marks(self, pos: Position) -> tuple[Mark, ...]:
        """Each tuzdyk, a hole on the opponent's row, marked in its owner's colour."""
        return tuple(
            Mark(Place(1 - owner, hole), "tuzdyk", words, _("tuzdyk"), words, owner)
            for owner, hole in enumerate(self.tuzdyks(pos)) if hole is not None
            for words in [_("%(owner)s's tuzdyk") % {"owner": owner_name(self.side_names[owner])}]
        )

    def _tuzdyk_cell(self, owner: int, hole: int) -> int:
        """The cell of ``owner``'s tuzdyk at ``hole`` (on the opponent's row)."""
        return (1 - owner) * (HOLES + 1) + hole - 1

    def _extra_from(self, extra: dict[str, Any], where: str) -> tuple[Any, ...]:
        extra = dict(extra)
        given = extra.pop("tuzdyk", None)
        super()._extra_from(extra, where)
        if given is None:
            return NO_TUZDYKS
        if isinstance(given, str):
            return self._read_tuzdyks(given, where)
        if not isinstance(given, (tuple, list)) or len(given) != 2:
            raise InvalidPositionError(
                f"{where}: tuzdyk={given!r} must be a pair (White's, Black's) of hole "
                f"numbers or None, or a text such as 'W:3,B:-'"
            )
        holes: list[int | None] = []
        for owner, hole in enumerate(given):
            if hole is not None and (
                isinstance(hole, bool) or not isinstance(hole, int) or hole not in range(1, 10)
            ):
                raise InvalidPositionError(
                    f"{where}: tuzdyk={given!r}: {self.side_names[owner]}'s tuzdyk {hole!r} "
                    f"must be a hole number 1..{HOLES} or None"
                )
            holes.append(hole)
        return tuple(holes)

    def _read_tuzdyks(self, text: str, where: str) -> tuple[int | None, int | None]:
        """Read ``W:3,B:-`` (a side left out has no tuzdyk)."""
        holes: dict[int, int | None] = {}
        for item in text.split(",") if text else []:
            letter, sep, hole = item.partition(":")
            if not sep or letter not in self.side_letters or not (
                hole == "-" or (hole.isascii() and hole.isdigit() and 1 <= int(hole) <= HOLES)
            ):
                raise InvalidPositionError(
                    f"{where}: tuzdyk={text!r}: {item!r} must be W or B, a colon and a hole "
                    f"number 1..{HOLES} (or - for none), as in tuzdyk=W:3,B:-"
                )
            owner = self.side_letters.index(letter)
            if owner in holes:
                raise InvalidPositionError(
                    f"{where}: tuzdyk={text!r} gives {self.side_names[owner]} two tuzdyks: "
                    f"a player owns one at most"
                )
            holes[owner] = None if hole == "-" else int(hole)
        return holes.get(0), holes.get(1)

    def _check_position(self, pos: Position, where: str) -> None:
        tuzdyks = pos.extra
        for owner, hole in enumerate(tuzdyks):
            if hole is None:
                continue
            opponent = self.side_names[1 - owner]
            mine = self.side_names[owner]
            if hole == HOLES:
                raise InvalidPositionError(
                    f"{where}: {mine}'s tuzdyk is {opponent}'s hole {HOLES}: "
                    f"a 9th hole never becomes a tuzdyk"
                )
            stones = pos.cells[self._tuzdyk_cell(owner, hole)]
            if stones:
                raise InvalidPositionError(
                    f"{where}: {opponent}'s hole {hole} is {mine}'s tuzdyk but holds "
                    f"{stones} stone(s): a tuzdyk is always empty"
                )
        white, black = tuzdyks
        if white is not None and white == black:
            raise InvalidPositionError(
                f"{where}: both tuzdyks are hole {white}: the two tuzdyks never carry "
                f"the same number"
            )

    def _extra_fields(self, pos: Position) -> list[str]:
        if pos.extra == NO_TUZDYKS:
            return []
        items = [
            f"{letter}:{'-' if hole is None else hole}"
            for letter, hole in zip(self.side_letters, pos.extra, strict=True)
        ]
        return ["tuzdyk=" + ",".join(items)]

    def _read_extra_fields(self, fields: dict[str, str], where: str) -> dict[str, Any]:
        fields = dict(fields)
        out: dict[str, Any] = {}
        if "tuzdyk" in fields:
            out["tuzdyk"] = fields.pop("tuzdyk")
        super()._read_extra_fields(fields, where)
        return out

    # -- moves -------------------------------------------------------------------

    def _moves(self, cells: tuple[int, ...] | list[int], player: int) -> tuple[Move, ...]:
        # An opponent's tuzdyk on this row is always empty, so it is never offered.
        start = player * (HOLES + 1)
        return tuple(compress(self._pit_moves, cells[start : start + HOLES]))

    def _decided(self, cells: tuple[int, ...] | list[int]) -> bool:
        """True if a kazan holds 82 or more, or both hold 81."""
        white, black = cells[HOLES], cells[2 * HOLES + 1]
        win = self._win
        return white >= win or black >= win or white == black == win - 1

    @staticmethod
    def _seen_key(cells: tuple[int, ...], to_move: int) -> Key:
        """What the repetition rule remembers of a position.

        The tuzdyks are left out: a new tuzdyk takes 3 stones into a kazan,
        which clears the memory, so every remembered position has the tuzdyks
        of the position that looks at them (and ``seen=`` in a position text
        carries seeds and mover only). Once a tuzdyk exists no position can
        repeat at all: stones must go round the board to come back, and one
        of them then falls into the tuzdyk and on into a kazan.
        """
        return (cells, to_move, NO_TUZDYKS)

    def _legal_moves(self, pos: Position) -> tuple[Move, ...]:
        if self._decided(pos.cells) or self._seen_key(pos.cells, pos.to_move) in pos.history:
            return ()
        return self._moves(pos.cells, pos.to_move)

    def _is_move_text(self, text: str) -> bool:
        return text.isascii() and text.isdigit() and 1 <= int(text) <= HOLES

    def _move_text_help(self) -> str:
        return f"a hole number 1..{HOLES}"

    def _why_illegal(self, pos: Position, text: str) -> str:
        hole = int(text)
        p = pos.to_move
        if pos.extra[1 - p] == hole:
            return f"{self.side_names[p]}'s hole {hole} is {self.side_names[1 - p]}'s tuzdyk"
        if pos.pits(p)[hole - 1] == 0:
            return f"{self.side_names[p]}'s hole {hole} is empty"
        return ""

    def _apply(self, pos: Position, move: Move, trace: list[Step] | None) -> Position:
        p = pos.to_move
        cells = list(pos.cells)
        origin = p * (HOLES + 1) + move.pit - 1  # type: ignore[operator]
        stones = cells[origin]
        cells[origin] = 0
        path = self._paths[origin][:stones] if stones > 1 else self._paths[origin][1:2]
        tuzdyks: tuple[int | None, int | None] = pos.extra
        # The tuzdyk cells of (White, Black), -1 for none.
        t_cells = tuple(
            -1 if hole is None else self._tuzdyk_cell(owner, hole)
            for owner, hole in enumerate(tuzdyks)
        )
        kazans_before = cells[HOLES], cells[2 * HOLES + 1]
        if trace is None:
            for j in path:
                cells[j] += 1
            if tuzdyks != NO_TUZDYKS:
                for owner, t in enumerate(t_cells):
                    if t >= 0 and cells[t]:
                        cells[self._stores[owner]] += cells[t]
                        cells[t] = 0
        else:
            self._sow_traced(cells, origin, path, t_cells, p, trace)
        last = path[-1]

        if last not in t_cells:  # a last stone in a tuzdyk has gone to its kazan
            opp_start = (1 - p) * (HOLES + 1)
            if opp_start <= last < opp_start + HOLES:
                count = cells[last]
                store = self._stores[p]
                hole = last - opp_start + 1
                if count % 2 == 0:
                    if trace is not None:
                        trace.append(
                            Step("capture", p, self._place(last), count, self._place(store))
                        )
                    cells[store] += count
                    cells[last] = 0
                elif (
                    count == 3
                    and tuzdyks[p] is None
                    and hole != HOLES
                    and tuzdyks[1 - p] != hole
                ):
                    if trace is not None:
                        trace.append(
                            Step("capture", p, self._place(last), 3, self._place(store),
                                 note=f"{self.side_names[p]}'s tuzdyk from now on")
                        )
                    cells[store] += 3
                    cells[last] = 0
                    tuzdyks = (hole, tuzdyks[1]) if p == 0 else (tuzdyks[0], hole)

        # Stones in a kazan never come back: positions before one cannot repeat.
        history: tuple[Key, ...]
        if (cells[HOLES], cells[2 * HOLES + 1]) != kazans_before:
            history = ()
        else:
            history = pos.history + (self._seen_key(pos.cells, p),)
        new_cells = tuple(cells)
        if self._seen_key(new_cells, 1 - p) in history:
            reason = "the position repeats"
        elif self._decided(cells):
            reason = (
                "the stones are shared equally" if cells[HOLES] == cells[2 * HOLES + 1]
                else "a kazan holds 82 stones or more"
            )
        else:
            moves = self._moves(cells, 1 - p)
            if moves:
                return Position._make(self, new_cells, 1 - p, tuzdyks, history, moves)
            reason = f"{self.side_names[1 - p]} has no stones to move"
        self._collect(cells, (0, 1), trace)
        if trace is not None:
            trace.append(Step("end", p, note=reason))
        # The game is over: no position can follow, so none needs remembering.
        return Position._make(self, tuple(cells), 1 - p, tuzdyks, (), ())

    def _sow_traced(
        self,
        cells: list[int],
        origin: int,
        path: tuple[int, ...],
        t_cells: tuple[int, ...],
        player: int,
        trace: list[Step],
    ) -> None:
        """Sow ``path`` step by step; a stone into a tuzdyk goes on to its owner's kazan."""
        trace.append(Step("pick", player, self._place(origin), len(path)))
        for j in path:
            cells[j] += 1
            trace.append(Step("sow", player, self._place(j), 1, count=cells[j]))
            if j in t_cells:
                owner = t_cells.index(j)
                trace.append(
                    Step("capture", owner, self._place(j), 1, self._place(self._stores[owner]),
                         note=f"{self.side_names[owner]}'s tuzdyk")
                )
                cells[self._stores[owner]] += 1
                cells[j] = 0

    # -- the end -----------------------------------------------------------------

    def _scores(self, pos: Position) -> tuple[int, ...]:
        cells = list(pos.cells)
        if pos.is_over():
            self._collect(cells, (0, 1), None)
        return tuple(cells[s] for s in self._stores)
