"""Basic mancala for 2 to 4 players (RULES.md section 4, the Japan Recreation Association).

The players' rows and stores form one ring: row 1, store 1, row 2, store 2, …
A move sows the seeds of one pit counter-clockwise into **every** following
pit and store (anyone's store); a seed in a store leaves play. There are no
captures. A last seed in any store earns another move. A player whose row is
empty right after their sowing finishes: the first to finish wins, and with 3
or 4 players the others play on for the places (``all_places``), the
finishers' rows and stores leaving the ring. A player may also resign::

    >>> from mancala_core.games.basic.rules import BasicMancala
    >>> three = BasicMancala(players=3)
    >>> after = three.start().play("6")
    >>> after.pits(0), after.store(0), after.pits(1), after.to_move
    ((4, 4, 4, 4, 4, 0), 1, (5, 5, 5, 4, 4, 4), 1)
    >>> after.text()
    'basic[players=3] 4.4.4.4.4.0:1/5.5.5.4.4.4:0/4.4.4.4.4.4:0 2'

The cells follow the ring: each player's pits from their own left, then their
store. ``pos.to_move`` is the index of the player to move among all players;
``pos.extra`` is the pair ``(finished, resigned)``: the players who have
finished, in the order they finished (the first took 1st place), and the
players who have resigned, in the order they resigned (the first took the last
place). Position texts write them as ``finished=1:1st,3:2nd`` and
``resigned=4:4th`` (player letter, then place).

**Decisions where the sources are silent** (for the docs): a ``pits`` value
that the number of players does not allow is an error (the seed's web site
plays 6 instead); a resigner's seeds go into their own store, which is out of
play, so the seed total never changes; ``all_places`` is accepted with 2
players and changes nothing there; Player 1 always starts (alternating the
first player is a matter for a series of games, as in Kalah).

**Every game ends.** A sowing that reaches no store moves its seeds closer to
the next store along the ring, and seeds that reach a store never come back,
so play cannot go on for ever.

Scores: the game is won by emptying one's row, not by seeds, so
:meth:`~mancala_core.Position.scores` gives points by place, ``players − place``
for every placed player and 0 for a player not placed yet; the first place
scores most, so :meth:`~mancala_core.Position.winner` is the 1st place. The
seeds in a store are :meth:`~mancala_core.Position.store`.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress
from typing import Any

from ...errors import InvalidOptionError, InvalidPositionError
from ...i18n import N_
from ...rules.base import Rules
from ...rules.moves import Move, Step
from ...rules.options import Option
from ...rules.position import Position
from ...rules.sowing import sowing_paths

__all__ = ["BasicMancala"]

_ORDINALS = ("1st", "2nd", "3rd", "4th")


class BasicMancala(Rules):
    """Basic mancala for 2–4 players. Options (defaults first):

    - ``players``: 2; 2..4 players
    - ``pits``: 6 pits per player; 7 with 2 players; 4 with 3 or 4 players. Any
      other choice is an :class:`~mancala_core.InvalidOptionError` (the seed's
      web site silently plays 6 instead; a library says what is wrong)
    - ``seeds``: 4; 3 seeds per pit at the start
    - ``all_places``: True: with 3 or 4 players the others play on after the
      first finish, until every place is decided; False: the game ends at the
      first finish and the others are ranked by the seeds left in their rows,
      fewest first (equal counts share a place). No effect with 2 players.

    >>> BasicMancala(players=4, pits=4, seeds=3, all_places=False).label()
    'basic[players=4,pits=4,seeds=3,all_places=false]'
    >>> BasicMancala(players=3, pits=7)
    Traceback (most recent call last):
    ...
    mancala_core.errors.InvalidOptionError: basic option pits=7 is not allowed with 3 players: \
choose 6 or 4
    """

    name = "basic"
    extra_move_in_store = True
    #: the narrator of this game's moves (:mod:`mancala_core.rules.explain`)
    narrator = "mancala_core.games.basic.narrator:BasicNarrator"
    ranked_by_places = True
    #: the readable search values the race to empty one's row
    evaluation = "race"
    title = "Basic mancala"
    #: a sowing drops a seed into every store it passes
    sown_stores = "all"
    #: a few sentences that sum up the rules, for the glossary (translated when shown)
    summary = N_("Basic mancala: two to four players on one ring of rows, each row "
                 "followed by its store. Every store is sown, and a last seed in any "
                 "store gives another move. There are no captures: the first to empty "
                 "their own row finishes first.")
    layout = "ring"  # the board picture: every row and store round one ring
    OPTIONS = (
        Option("players", 2, range(2, 5), N_("number of players")),
        Option("pits", 6, range(4, 8),
               N_("pits per player: 6; 7 with 2 players; 4 with 3 or 4 players")),
        Option("seeds", 4, range(3, 5), N_("seeds per pit at the start: 4 or 3")),
        Option("all_places", True, (True, False),
               N_(
                   "with 3-4 players, play on after the first finish until every place is decided"
               )),
    )
    # The class lists names for the most players; a game uses the first ``players``.
    side_names = ("Player 1", "Player 2", "Player 3", "Player 4")
    side_letters = ("1", "2", "3", "4")

    def _check_options(self) -> None:
        players, pits = self._options["players"], self._options["pits"]
        allowed = (6, 7) if players == 2 else (6, 4)
        if pits not in allowed:
            raise InvalidOptionError(
                f"{self.name} option pits={pits!r} is not allowed with {players} players: "
                f"choose {allowed[0]} or {allowed[1]}"
            )

    def _setup(self) -> None:
        p = self.players = int(self._options["players"])
        n = self.pits_per_player = int(self._options["pits"])
        self.seeds = int(self._options["seeds"])
        self.all_places = bool(self._options["all_places"])
        self._size = p * (n + 1)
        self._stores = tuple(q * (n + 1) + n for q in range(p))
        self._is_store = tuple(c % (n + 1) == n for c in range(self._size))
        self._everyone = (1 << p) - 1
        self._pit_moves = tuple(Move(str(k + 1), k + 1) for k in range(n))
        self._resign = Move("resign")
        # _paths[mask][cell]: the places a sowing from pit ``cell`` fills, in order,
        # when the players in the bit mask ``mask`` are still in the ring; built
        # when first needed (at most 2**players rings), long enough for every seed.
        self._paths: dict[int, dict[int, tuple[int, ...]]] = {}

    def _start_cells(self) -> tuple[int, ...]:
        n, s = self.pits_per_player, self.seeds
        return ((s,) * n + (0,)) * self.players

    def _start_extra(self) -> tuple[Any, ...]:
        return ((), ())

    # -- the players still in the game ---------------------------------------------

    def finished(self, pos: Position) -> tuple[int, ...]:
        """The players who have finished, in the order they finished (1st place first)."""
        finished: tuple[int, ...] = pos.extra[0]
        return finished

    def resigned(self, pos: Position) -> tuple[int, ...]:
        """The players who have resigned, in the order they resigned (last place first)."""
        resigned: tuple[int, ...] = pos.extra[1]
        return resigned

    def active(self, pos: Position) -> tuple[int, ...]:
        """The players still playing (neither finished nor resigned), in ring order.

        >>> pos = BasicMancala(players=3).position(
        ...     pits=[[0] * 6, [0, 3, 3, 2, 2, 2], [2] * 6], stores=[21, 21, 6],
        ...     to_move=2, finished=[0])
        >>> BasicMancala(players=3).active(pos)
        (1, 2)
        """
        out = set(pos.extra[0]) | set(pos.extra[1])
        return tuple(q for q in range(self.players) if q not in out)

    def _over(self, finished: tuple[int, ...], resigned: tuple[int, ...]) -> bool:
        """True if the game has ended with these players out of it."""
        if self.players - len(finished) - len(resigned) <= 1:
            return True
        return not self.all_places and bool(finished)

    def _path(self, mask: int, cell: int) -> tuple[int, ...]:
        ring = self._paths.get(mask)
        if ring is None:
            n = self.pits_per_player
            order = [
                q * (n + 1) + k
                for q in range(self.players)
                if mask >> q & 1
                for k in range(n + 1)
            ]
            pits = [c for c in order if not self._is_store[c]]
            ring = sowing_paths(order, set(pits), self.total_seeds)
            self._paths[mask] = ring
        return ring[cell]

    # -- the special state: who has finished, who has resigned -------------------------

    def _extra_from(self, extra: dict[str, Any], where: str) -> tuple[Any, ...]:
        extra = dict(extra)
        finished = extra.pop("finished", ())
        resigned = extra.pop("resigned", ())
        super()._extra_from(extra, where)
        lists = []
        for label, given in (("finished", finished), ("resigned", resigned)):
            if not isinstance(given, Sequence) or isinstance(given, str):
                raise InvalidPositionError(
                    f"{where}: {label} must list player indices in order, not {given!r}"
                )
            for q in given:
                if isinstance(q, bool) or not isinstance(q, int) or q not in range(self.players):
                    raise InvalidPositionError(
                        f"{where}: {label}={list(given)!r}: {q!r} is not a player index "
                        f"0..{self.players - 1}"
                    )
            lists.append(tuple(given))
        out = lists[0] + lists[1]
        if len(set(out)) != len(out):
            raise InvalidPositionError(
                f"{where}: finished={list(lists[0])} resigned={list(lists[1])}: a player can "
                f"leave the game only once"
            )
        if len(out) >= self.players:
            raise InvalidPositionError(
                f"{where}: every player has left the game, but the game ends when one player "
                f"is left"
            )
        if not self.all_places and len(lists[0]) > 1:
            raise InvalidPositionError(
                f"{where}: {len(lists[0])} players have finished, but with all_places=false "
                f"the game ends at the first finish"
            )
        return (lists[0], lists[1])

    def _extra_fields(self, pos: Position) -> list[str]:
        finished, resigned = pos.extra
        letters, fields = self.side_letters, []
        if finished:
            places = (f"{letters[q]}:{_ORDINALS[i]}" for i, q in enumerate(finished))
            fields.append("finished=" + ",".join(places))
        if resigned:
            last = self.players - 1
            fields.append(
                "resigned="
                + ",".join(f"{letters[q]}:{_ORDINALS[last - i]}" for i, q in enumerate(resigned))
            )
        return fields

    def _read_extra_fields(self, fields: dict[str, str], where: str) -> dict[str, Any]:
        fields = dict(fields)
        out: dict[str, Any] = {}
        for label in ("finished", "resigned"):
            text = fields.pop(label, None)
            if text is not None:
                out[label] = self._read_places(label, text, where)
        super()._read_extra_fields(fields, where)
        return out

    def _read_places(self, label: str, text: str, where: str) -> list[int]:
        """``1:1st,3:2nd`` → the players in the order they left the game."""
        letters = self.side_letters[: self.players]
        placed: dict[int, int] = {}
        for item in text.split(","):
            letter, sep, place = item.partition(":")
            if not sep or letter not in letters or place not in _ORDINALS[: self.players]:
                raise InvalidPositionError(
                    f"{where}: {label}={text!r}: {item!r} must be a player letter "
                    f"({', '.join(letters)}), a colon and a place such as 1st"
                )
            player = letters.index(letter)
            if player in placed.values():
                raise InvalidPositionError(f"{where}: {label}={text!r} names {letter} twice")
            placed[_ORDINALS.index(place) + 1] = player
        count = len(placed)
        if label == "finished":
            places = list(range(1, count + 1))
            rule = "finishers take the places 1st, 2nd, … in the order they finish"
        else:
            places = list(range(self.players, self.players - count, -1))
            rule = "resigners take the last places, the first to resign the very last"
        if sorted(placed) != sorted(places) or len(placed) != len(text.split(",")):
            raise InvalidPositionError(
                f"{where}: {label}={text!r}: {rule}, so the places must be "
                f"{', '.join(_ORDINALS[k - 1] for k in places)}"
            )
        return [placed[k] for k in places]

    def _check_position(self, pos: Position, where: str) -> None:
        finished, resigned = pos.extra
        n = self.pits_per_player
        cells = pos.cells
        for q in range(self.players):
            row = cells[q * (n + 1) : q * (n + 1) + n]
            name = self.side_names[q]
            if q in finished or q in resigned:
                if any(row):
                    how = "finished" if q in finished else "resigned"
                    raise InvalidPositionError(
                        f"{where}: {name} has {how} but still holds seeds in their row"
                    )
            elif not any(row):
                raise InvalidPositionError(
                    f"{where}: {name} is still playing with an empty row: only a player's own "
                    f"sowing empties their row, and then they finish"
                )
        if pos.to_move in finished or pos.to_move in resigned:
            raise InvalidPositionError(
                f"{where}: {self.side_names[pos.to_move]} is to move but has left the game"
            )

    # -- moves -----------------------------------------------------------------------

    def _legal_moves(self, pos: Position) -> tuple[Move, ...]:
        finished, resigned = pos.extra
        if self._over(finished, resigned):
            return ()
        n = self.pits_per_player
        start = pos.to_move * (n + 1)
        return tuple(compress(self._pit_moves, pos.cells[start : start + n])) + (self._resign,)

    def _is_move_text(self, text: str) -> bool:
        return super()._is_move_text(text) or text == "resign"

    def _move_text_help(self) -> str:
        return super()._move_text_help() + " or resign"

    def _next_player(self, player: int, out: set[int] | tuple[int, ...]) -> int:
        """The next player after ``player`` in ring order who is still playing."""
        for step in range(1, self.players + 1):
            q = (player + step) % self.players
            if q not in out:
                return q
        return player  # pragma: no cover - a game always keeps a player in it

    def _apply(self, pos: Position, move: Move, trace: list[Step] | None) -> Position:
        p = pos.to_move
        finished, resigned = pos.extra
        n = self.pits_per_player
        cells = list(pos.cells)
        start = p * (n + 1)
        again = False
        if move.pit is None:  # resign: the row's seeds leave play (into the own store)
            store = start + n
            for cell in range(start, store):
                if cells[cell]:
                    if trace is not None:
                        trace.append(
                            Step("collect", p, self._place(cell), cells[cell], self._place(store),
                                 note="resigned: the seeds leave play")
                        )
                    cells[store] += cells[cell]
                    cells[cell] = 0
            resigned = resigned + (p,)
        else:
            mask = self._everyone
            for q in finished + resigned:
                mask &= ~(1 << q)
            i = start + move.pit - 1
            seeds = cells[i]
            cells[i] = 0
            path = self._path(mask, i)[:seeds]
            if trace is None:
                for j in path:
                    cells[j] += 1
            else:
                self._sow_traced(cells, p, i, seeds, path, finished, trace)
            again = self._is_store[path[-1]]
            if not any(cells[start : start + n]):
                finished = finished + (p,)
                if trace is not None and again:
                    place = _ORDINALS[len(finished) - 1]
                    trace.append(
                        Step("extra-move", p, note=f"void: {self.side_names[p]} finishes {place}")
                    )
                again = False
        out = finished + resigned
        nxt = p if again else self._next_player(p, out)
        extra = (finished, resigned)
        if self._over(finished, resigned):
            if trace is not None:
                trace.append(Step("end", p, note=self._end_reason(p, finished, resigned)))
            return Position._make(self, tuple(cells), nxt, extra, (), ())
        if again and trace is not None:
            trace.append(Step("extra-move", p))
        nstart = nxt * (n + 1)
        moves = tuple(compress(self._pit_moves, cells[nstart : nstart + n])) + (self._resign,)
        return Position._make(self, tuple(cells), nxt, extra, (), moves)

    def _sow_traced(
        self,
        cells: list[int],
        p: int,
        origin: int,
        seeds: int,
        path: tuple[int, ...],
        finished: tuple[int, ...],
        trace: list[Step],
    ) -> None:
        trace.append(Step("pick", p, self._place(origin), seeds))
        before = origin
        for j in path:
            k = (before + 1) % self._size
            while k != j:  # the places of players who have left the ring
                owner = k // (self.pits_per_player + 1)
                how = "finished" if owner in finished else "resigned"
                trace.append(
                    Step("skip", p, self._place(k), note=f"{self.side_names[owner]} has {how}")
                )
                k = (k + 1) % self._size
            cells[j] += 1
            trace.append(Step("sow", p, self._place(j), 1, count=cells[j]))
            before = j

    def _end_reason(self, p: int, finished: tuple[int, ...], resigned: tuple[int, ...]) -> str:
        name = self.side_names[p]
        if resigned and resigned[-1] == p:
            return f"{name} resigns; one player is left"
        if self.players - len(finished) - len(resigned) <= 1:
            return f"{name} finishes {_ORDINALS[len(finished) - 1]}; one player is left"
        return f"{name} finishes first (all_places=false)"

    # -- places and scores -----------------------------------------------------------

    def _places(self, pos: Position) -> tuple[int | None, ...]:
        finished, resigned = pos.extra
        places: list[int | None] = [None] * self.players
        for k, q in enumerate(finished):
            places[q] = k + 1
        for k, q in enumerate(resigned):
            places[q] = self.players - k
        if not self._over(finished, resigned):
            return tuple(places)
        left = [q for q in range(self.players) if places[q] is None]
        if len(left) == 1:  # the last player still in takes the best place still free
            places[left[0]] = len(finished) + 1
        else:  # all_places=false: ranked by the seeds left in their rows, fewest first
            n = self.pits_per_player
            seeds = {q: sum(pos.cells[q * (n + 1) : q * (n + 1) + n]) for q in left}
            for q in left:
                places[q] = 2 + sum(seeds[o] < seeds[q] for o in left)
        return tuple(places)

    def _scores(self, pos: Position) -> tuple[int, ...]:
        """Points by place: ``players − place`` for a placed player, 0 for one not placed yet."""
        return tuple(0 if place is None else self.players - place for place in pos.places())
