"""The :class:`Rules` base class: a game with its options fixed.

A ruleset holds the options (keyword-only, checked at once) and creates
positions. Each game of the family is a subclass that fills in a handful of
hooks: the start, the legal moves, what a move does, the end and the scores.

Positions keep their seeds in one flat tuple, ``cells``, laid out in sowing
order for two-row games: the first player's pits from their left, their store,
then the second player's pits and store.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, ClassVar, NamedTuple

from ..errors import InvalidOptionError, InvalidPositionError
from ..i18n import _
from .moves import Move, Place, Step
from .options import Option, OptionValue, format_value
from .position import Position

__all__ = ["BoardView", "HoleChoice", "Mark", "Rules"]

#: a pit number as a player writes it: ASCII digits, no leading zero
_PIT_TEXT = re.compile(r"[1-9][0-9]?\Z")


class Mark(NamedTuple):
    """A place with a special role in a position, as the board pictures show it
    (:meth:`Rules.marks`): a tuzdyk, a burnt hole, Bao's nyumba or blocked hole."""

    #: the pit (or store) marked
    place: Place
    #: what it is, space-separated words that the pictures draw it by and use as classes:
    #: ``"tuzdyk"``, ``"burnt"``, ``"nyumba dormant"``, ``"nyumba lost blocked"``
    kind: str
    #: the interactive board's tag on the place (``"White's tuzdyk"``, ``"nyumba: lost"``)
    label: str
    #: the word written inside the hole on the SVG board (``"tuzdyk"``, ``"lost"``)
    word: str = ""
    #: what it means, in the place's accessible name (``"burnt, skipped this round"``)
    words: str = ""
    #: the player whose colour edges it (a tuzdyk's owner, an owned nyumba's), if any
    owner: int | None = None


class HoleChoice(NamedTuple):
    """One move that a click on a hole offers, on a board whose holes offer several
    (:meth:`Rules.hole_choices`): the move's text, the hole's owner and number, and the
    move in words (:meth:`Rules.move_label`)."""

    move: str
    player: int
    pit: int | None
    label: str


class BoardView(NamedTuple):
    """What a game's board view needs beyond its rows and stores: the rules declare it
    (:attr:`Rules.view`) and the interactive board (:mod:`mancala_core.widgets.view`) and
    the sentences read it, never the game's name. The layout kind is :attr:`Rules.layout`.

    Every game but Bao keeps the defaults: a click on a pit plays it, a store is a
    *store*. Bao's board offers each hole's moves in a menu::

        >>> import mancala_core as mc
        >>> mc.rules("kalah").view
        BoardView(hole_menu=False, store_name='store', hole_classes=(), store_phrases=())
        >>> view = mc.rules("bao").view
        >>> view.hole_menu, view.store_name, view.hole_classes
        (True, 'hand', ((5, 'nyumba'),))
    """

    #: True if a click on a hole opens a menu of the moves that start there
    #: (:meth:`Rules.hole_choices`: Bao's direction, kichwa, stop or continue); False: a
    #: click plays the pit's move
    hole_menu: bool = False
    #: the view's word for a store (a key of the view's words: ``"store"``, Bao's
    #: ``"hand"``), where the board has a hole menu
    store_name: str = "store"
    #: holes the view draws apart: ``(hole, class)`` pairs, the hole's number in
    #: ``pos.pits(player)`` and a class the view gives it on both sides (Bao's square
    #: nyumba: ``((5, "nyumba"),)``), where the board has a hole menu
    hole_classes: tuple[tuple[int, str], ...] = ()
    #: the sentences' words for a store of this game's :attr:`Rules.store_word` (Toguz
    #: Kumalak's kazan, Bao's hand): ``(role, message)`` pairs for the roles of
    #: :func:`~mancala_core.rules.words.place_phrase` (``""``, ``"into"``, ``"from"``,
    #: ``"in"``, ``"of"``, ``"to"``), each an ``N_`` message with ``%(owner)s``; none: the
    #: family's *store* phrases (or the English word, for a word they do not know)
    store_phrases: tuple[tuple[str, str], ...] = ()


class Rules:
    """A game of the mancala family with its options fixed.

    Rules are values: two rulesets with the same game and options are equal.
    """

    #: the name used by :func:`mancala_core.rules` and in position texts
    name: ClassVar[str] = ""
    #: a human title
    title: ClassVar[str] = ""
    #: the options, in the order position texts write them
    OPTIONS: ClassVar[tuple[Option, ...]] = ()
    #: names of the sides, and the letters that position texts use for them
    side_names: ClassVar[tuple[str, ...]] = ("South", "North")
    side_letters: ClassVar[tuple[str, ...]] = ("S", "N")
    #: the words that sentences about this game use for a pit, a store and a seed
    pit_word: ClassVar[str] = "pit"
    store_word: ClassVar[str] = "store"
    seed_word: ClassVar[str] = "seed"
    #: the narrator of the game's moves (:mod:`mancala_core.rules.explain`), as
    #: ``"module:Class"``, imported when a move is first explained; the base narrator speaks
    #: with the game's pit, store and seed words
    narrator: ClassVar[str] = "mancala_core.rules.explain:Narrator"
    #: a few sentences that sum up the rules (an ``N_`` message, translated when shown)
    summary: ClassVar[str] = ""

    #: True for games with the repetition rule: positions then remember earlier ones
    remembers_positions: ClassVar[bool] = False
    #: True for games whose result is the order of finishing, not the seeds won
    ranked_by_places: ClassVar[bool] = False
    #: the stores a sowing drops seeds into: ``"own"`` (the mover's; the opponent's is
    #: skipped), ``"all"``, or ``"none"`` (the stores hold captured seeds only)
    sown_stores: ClassVar[str] = "own"
    #: True if a sowing whose last seed falls into an occupied pit takes that pit's seeds
    #: and sows on (a relay)
    relay_sowing: ClassVar[bool] = False
    #: True if a move is named by its pit's number (``"3"``); False where moves are
    #: words (Bao's ``"A6<"``)
    moves_by_pit: ClassVar[bool] = True
    #: the board pictures' layout (:mod:`mancala_core.render.layout`): ``"two-row"``,
    #: ``"kazans"`` (stores as bins between the rows), ``"ring"`` (every player round one
    #: ring) or ``"four-rows"`` (Bao's four rows, the hands beside them)
    layout: ClassVar[str] = "two-row"
    #: what the board view needs beyond rows and stores (:class:`BoardView`): a menu of
    #: a hole's moves, the store's word, holes drawn apart, the words for a store
    view: ClassVar[BoardView] = BoardView()
    #: where each store sits, seen by its owner: ``"right"``, ``"left"`` (the pictures
    #: then say that sowing goes clockwise) or ``"none"``
    store_side: ClassVar[str] = "right"
    #: the store's name on the board pictures and the word written next to it, where they
    #: are not :attr:`store_word` (``N_`` messages): Mankala 2/4's stores keep captures only
    store_label: ClassVar[tuple[str, str] | None] = None
    #: the game's engine for the search, ``"module:Class"`` (imported by the search on
    #: first use, see :func:`mancala_core.search.engine.engine_of`); None: the readable
    #: search plays it (:class:`~mancala_core.search.engine.ReadableEngine`)
    search_engine: ClassVar[str | None] = None
    #: True if a move whose last seed lands in the mover's own store gives another move
    extra_move_in_store: ClassVar[bool] = False
    #: True if a player's score is the seeds in their store (plus what the end of the
    #: game sweeps into it), so that goals can be counted in seeds stored
    scores_are_stores: ClassVar[bool] = False
    #: True if every seed counts in the end, for one player or the other; False where the
    #: seeds left in the rows when the game ends count for nobody (Kalah's
    #: ``leftovers=uncounted``): the final scores then add up to less than the seeds
    counts_every_seed: bool = True
    #: True if what can follow a position never depends on the seeds in the stores
    #: (a search may keep one table entry for positions that differ only there)
    play_ignores_stores: ClassVar[bool] = False
    #: the keyword of :meth:`position` that takes a position's ``extra`` back as it
    #: is (None: set-ups leave it at its default)
    position_extra: ClassVar[str | None] = None
    #: how the readable search values an undecided position: ``"seeds"`` (stores,
    #: then rows), ``"race"`` (the race to empty one's row), ``"front-row"`` (seeds,
    #: those of the front row a little more), ``"tuzdyk"`` (seeds and the tuzdyks won)
    evaluation: ClassVar[str] = "seeds"

    players: int = 2
    pits_per_player: int = 6

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A game's class, once defined, makes the words its :attr:`view` declares for its
        store known to the sentences (:func:`~mancala_core.rules.words.store_phrases`)."""
        super().__init_subclass__(**kwargs)
        if cls.view.store_phrases:
            from .words import declare_store_phrases

            declare_store_phrases(cls.store_word, cls.view.store_phrases)

    def __init__(self, **options: Any) -> None:
        known = {option.name: option for option in self.OPTIONS}
        for name in options:
            if name not in known:
                raise InvalidOptionError(
                    f"unknown {self.name} option {name!r}: "
                    f"known options are {', '.join(known) or 'none'}"
                )
        values: dict[str, OptionValue] = {}
        for option in self.OPTIONS:
            value = options.get(option.name, option.default)
            values[option.name] = option.check(value, self.name)
        self._options = values
        self._check_options()
        self._setup()
        self._hash = hash((self.name, tuple(values.items())))

    # -- options ---------------------------------------------------------------

    @property
    def options(self) -> Mapping[str, OptionValue]:
        """Every option with its value (defaults included), read-only."""
        return MappingProxyType(self._options)

    def changed_options(self) -> dict[str, OptionValue]:
        """The options that differ from their defaults, in declaration order."""
        return {
            option.name: self._options[option.name]
            for option in self.OPTIONS
            if self._options[option.name] != option.default
            or type(self._options[option.name]) is not type(option.default)
        }

    def with_options(self, **changes: Any) -> Rules:
        """The same game with some options changed."""
        return type(self)(**{**self._options, **changes})

    def _check_options(self) -> None:
        """Check combinations of options (hook)."""

    def _setup(self) -> None:
        """Precompute tables from the options (hook)."""

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Rules):
            return NotImplemented
        return self.name == other.name and self._options == other._options

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self.changed_options().items())
        return f"{type(self).__name__}({args})"

    def label(self) -> str:
        """The rules as written in a position text: ``kalah`` or ``kalah[seeds=3]``."""
        changed = self.changed_options()
        if not changed:
            return self.name
        inner = ",".join(f"{k}={format_value(v)}" for k, v in changed.items())
        return f"{self.name}[{inner}]"

    @property
    def total_seeds(self) -> int:
        """Seeds in play in this game."""
        return sum(self._start_cells())

    # -- creating positions ------------------------------------------------------

    def start(self) -> Position:
        """The starting position."""
        cells = self._start_cells()
        return Position._make(self, cells, 0, self._start_extra())

    def position(
        self,
        pits: Sequence[Sequence[int]],
        stores: Sequence[int],
        to_move: int = 0,
        **extra: Any,
    ) -> Position:
        """A set-up position, checked like a parsed position text.

        ``pits[p]`` lists player ``p``'s pits from that player's own left;
        ``stores[p]`` is player ``p``'s store.
        """
        where = f"{self.label()} pits={_plain(pits)} stores={_plain(stores)} to_move={to_move!r}"
        return self._build(pits, stores, to_move, extra, where)

    def _build(
        self,
        pits: Sequence[Sequence[int]],
        stores: Sequence[int],
        to_move: int,
        extra: dict[str, Any],
        where: str,
    ) -> Position:
        """Check a set-up and build the position; errors quote ``where``."""
        if not isinstance(pits, Sequence) or not isinstance(stores, Sequence):
            raise InvalidPositionError(f"{where}: pits and stores must be lists")
        if len(pits) != self.players or len(stores) != self.players:
            raise InvalidPositionError(
                f"{where}: {self.name} needs {self.players} rows and {self.players} stores"
            )
        rows = []
        for player, given in enumerate(pits):
            if not isinstance(given, Sequence):
                raise InvalidPositionError(f"{where}: each row must be a list of seed counts")
            row = tuple(given)
            if len(row) != self.pits_per_player:
                raise InvalidPositionError(
                    f"{where}: {self.side_names[player]}'s row has {len(row)} pits, "
                    f"{self.name} with pits={self.pits_per_player} needs {self.pits_per_player}"
                )
            rows.append(row)
        counts = [c for row in rows for c in row] + list(stores)
        for count in counts:
            if isinstance(count, bool) or not isinstance(count, int) or count < 0:
                raise InvalidPositionError(
                    f"{where}: seed counts must be whole numbers of 0 or more, not {count!r}"
                )
        if isinstance(to_move, bool) or to_move not in range(self.players):
            raise InvalidPositionError(
                f"{where}: to_move must be a player index 0..{self.players - 1}"
            )
        cells = self._cells_from(rows, list(stores))
        total = sum(cells)
        if total != self.total_seeds:
            raise InvalidPositionError(
                f"{where}: holds {total} seeds, but {self.label()} is played with "
                f"{self.total_seeds}"
            )
        extra_state = self._extra_from(extra, where)
        pos = Position._make(self, cells, to_move, extra_state)
        self._check_position(pos, where)
        return pos

    def _cells_from(self, rows: list[tuple[int, ...]], stores: list[int]) -> tuple[int, ...]:
        cells: list[int] = []
        for row, store in zip(rows, stores, strict=True):
            cells.extend(row)
            cells.append(store)
        return tuple(cells)

    def _start_extra(self) -> tuple[Any, ...]:
        return ()

    def _extra_from(self, extra: dict[str, Any], where: str) -> tuple[Any, ...]:
        """Turn ``position(..., **extra)`` keywords into the special state (hook)."""
        if extra:
            raise InvalidPositionError(
                f"{where}: unknown set-up field(s) {', '.join(map(repr, extra))}"
            )
        return ()

    def _check_position(self, pos: Position, where: str) -> None:
        """Reject set-ups that this game cannot reach (hook)."""

    # -- hooks for the text notation ---------------------------------------------

    def _extra_fields(self, pos: Position) -> list[str]:
        """``key=value`` fields after the player to move (hook)."""
        return []

    def _read_extra_fields(self, fields: dict[str, str], where: str) -> dict[str, Any]:
        """Read ``key=value`` fields into ``position(...)`` keywords (hook)."""
        if fields:
            raise InvalidPositionError(
                f"{where}: unknown field(s) {', '.join(map(repr, fields))} for {self.name}"
            )
        return {}

    # -- the board ---------------------------------------------------------------

    def _row_start(self, player: int) -> int:
        return player * (self.pits_per_player + 1)

    def _pits(self, pos: Position, player: int) -> tuple[int, ...]:
        start = player * (self.pits_per_player + 1)
        return pos.cells[start : start + self.pits_per_player]

    def _store(self, pos: Position, player: int) -> int:
        return pos.cells[player * (self.pits_per_player + 1) + self.pits_per_player]

    def _place(self, cell: int) -> Place:
        """The pit or store at index ``cell`` of the cells."""
        n = self.pits_per_player
        player, k = divmod(cell, n + 1)
        return Place(player, None if k == n else k + 1)

    def _collect(
        self, cells: list[int], receivers: Sequence[int], trace: list[Step] | None
    ) -> None:
        """The end of a game: the seeds left in row ``r`` go to the store of ``receivers[r]``."""
        n = self.pits_per_player
        for row, receiver in enumerate(receivers):
            store = receiver * (n + 1) + n
            for cell in range(row * (n + 1), row * (n + 1) + n):
                if cells[cell]:
                    if trace is not None:
                        trace.append(
                            Step("collect", row, self._place(cell), cells[cell],
                                 self._place(store))
                        )
                    cells[store] += cells[cell]
                    cells[cell] = 0

    # -- hooks every game fills in ---------------------------------------------

    def _start_cells(self) -> tuple[int, ...]:
        raise NotImplementedError

    def _legal_moves(self, pos: Position) -> tuple[Move, ...]:
        """The legal moves; empty exactly when the game is over."""
        raise NotImplementedError

    def _apply(self, pos: Position, move: Move, trace: list[Step] | None) -> Position:
        """The position after a legal ``move``, appending its steps to ``trace`` if given."""
        raise NotImplementedError

    def _scores(self, pos: Position) -> tuple[int, ...]:
        raise NotImplementedError

    def _places(self, pos: Position) -> tuple[int | None, ...]:
        """Places by final score once the game is over (hook for games of more players)."""
        if not pos.is_over():
            return (None,) * self.players
        scores = pos.scores()
        return tuple(1 + sum(other > mine for other in scores) for mine in scores)

    def marks(self, pos: Position) -> tuple[Mark, ...]:
        """The places with a special role in ``pos``, which the board pictures mark (a
        tuzdyk, a burnt hole, a nyumba); none by default."""
        return ()

    def stage(self, pos: Position, player: int | None = None) -> str | None:
        """The stage of the game that ``player`` (default: the player to move) is in, where
        the game has stages (Bao's ``"namua"``, ``"mtaji"``); ``None`` by default."""
        return None

    def end_reason(self, pos: Position) -> str | None:
        """Why a finished game ended, where its result is said by a reason rather than by
        scores or places (Bao); ``None`` by default and while the game goes on."""
        return None

    def legend(self, pos: Position) -> tuple[str, ...]:
        """Lines of words under the board picture that say what its marks mean (Bao's
        nyumba and blocked hole); none by default."""
        return ()

    def hole_name(self, player: int, hole: int) -> str | None:
        """The name of ``player``'s hole ``hole`` where the game names its holes (Bao's
        ``"A5"``); ``None`` where a hole goes by its number, as by default."""
        return None

    def finished(self, pos: Position) -> tuple[int, ...]:
        """The players who have finished, in the order they finished, in a game ranked
        by places (Basic mancala); none by default."""
        return ()

    def resigned(self, pos: Position) -> tuple[int, ...]:
        """The players who have resigned, in the order they resigned, in a game ranked by
        places; none by default."""
        return ()

    def move_label(self, pos: Position, move: Move) -> str:
        """``move`` in words, for a board where a click on a hole chooses among its moves
        (Bao's ``"clockwise, first seed in A7"``); the move's text by default."""
        return move.text

    def hole_moves(self, player: int, hole: int) -> tuple[str, ...]:
        """The texts of the moves that may start from ``player``'s hole ``hole``, legal or
        not: what a click on the hole may mean, so that a board whose :attr:`view` has a
        ``hole_menu`` says why none can be played. The hole's number by default; Bao's
        holes start a move each way (``("A3<", "A3>")``)."""
        return (str(hole),)

    def hole_choices(self, pos: Position) -> tuple[HoleChoice, ...]:
        """Every legal move of ``pos`` as a choice of the hole it starts from, described
        in words (:meth:`move_label`): what a board whose :attr:`view` has a
        ``hole_menu`` offers when a hole is clicked.

            >>> import mancala_core as mc
            >>> bao = mc.rules("bao")
            >>> bao.hole_choices(bao.start())[1]
            HoleChoice(move='A6>', player=0, pit=6, label='clockwise, first seed in A7')
            >>> [choice.move for choice in bao.hole_choices(bao.start())]
            ['A6<', 'A6>', 'A7<', 'A7>']
        """
        return tuple(HoleChoice(move.text, pos.to_move, move.pit, self.move_label(pos, move))
                     for move in pos.legal_moves())

    def _is_move_text(self, text: str) -> bool:
        """True if ``text`` names a move of this game at all (legal or not)."""
        return bool(_PIT_TEXT.match(text)) and int(text) <= self.pits_per_player

    def _move_text_help(self) -> str:
        return f"a pit number 1..{self.pits_per_player}"

    def _why_illegal(self, pos: Position, text: str) -> str:
        """A short reason why a well-formed move is illegal here (hook)."""
        if _PIT_TEXT.match(text):
            pit = int(text)
            if pos.pits(pos.to_move)[pit - 1] == 0:
                from .words import place_phrase

                return _("%(place)s is empty") % {
                    "place": place_phrase(Place(pos.to_move, pit), "", self.side_names)}
        return ""


def _plain(value: Any) -> Any:
    """Lists and tuples as plain lists, for messages."""
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value
