"""The Bao la Kiswahili board: hole names, the 16-hole loop and move texts (BAO.md §1, §7).

Each player owns two rows of 8 holes: the **front** row (facing the opponent)
and the **back** row. Holes are numbered 1..8 from the owner's own left;
South writes them ``A1..A8`` (front) and ``B1..B8`` (back), North ``a1..a8``
and ``b1..b8``. In a position's cells and in ``pos.pits(player)`` a player's
16 holes come front row 1..8 first, then back row 1..8: *hole index* 1..16.

A player sows round their own 16-hole loop. Its **ring index** ``r`` is
``i − 1`` for front hole ``i`` and ``16 − i`` for back hole ``i``, so that
clockwise (CW) is ``r + 1`` and anticlockwise (CCW) ``r − 1`` (mod 16)::

    >>> ring_of(hole_index("front", 8)), ring_of(hole_index("back", 8))
    (7, 8)
    >>> hole_name(1, 13), parse_move_text("A2>+")
    ('b5', MoveText(player=0, hole=2, direction=1, house='+'))
    >>> facing_ring(0), facing_ring(4)   # A1 faces a8; the nyumba A5 faces a4
    (7, 3)
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

from ...i18n import N_, _
from ...rules.base import BoardView, Mark
from ...rules.moves import Place
from ...rules.words import owner_name

if TYPE_CHECKING:
    from ...rules.moves import Move
    from ...rules.position import Position

__all__ = [
    "BACK",
    "BOARD_VIEW",
    "CCW",
    "CELLS_PER_PLAYER",
    "CW",
    "FRONT",
    "HOLES",
    "HOUSE_SAFARI",
    "HOUSE_STOP",
    "HAND_PHRASES",
    "MoveText",
    "NYUMBA",
    "NYUMBA_RING",
    "board_legend",
    "board_marks",
    "board_move_label",
    "direction_name",
    "facing_ring",
    "hole_index",
    "hole_name",
    "hole_of_ring",
    "parse_hole_name",
    "parse_move_text",
    "ring_of",
]

#: holes per row, and per player
FRONT = 8
BACK = 8
HOLES = FRONT + BACK
#: cells per player in a position: 16 holes and the hand (the store)
CELLS_PER_PLAYER = HOLES + 1
#: a nyumba works (tax, stop, safari) with this many seeds or more
FUNCTIONAL = 6
#: the nyumba is front hole 5 (ring index 4)
NYUMBA = 5
NYUMBA_RING = NYUMBA - 1
#: directions along the own loop: clockwise (``>``) and anticlockwise (``<``)
CW = 1
CCW = -1
#: the stop-or-continue choice at the nyumba, as written after the direction
HOUSE_STOP = "."
HOUSE_SAFARI = "+"

#: a hand in the sentences, with each preposition (``BoardView.store_phrases``)
HAND_PHRASES = (
    ("into", N_("into %(owner)s's hand")), ("from", N_("from %(owner)s's hand")),
    ("in", N_("in %(owner)s's hand")), ("of", N_("of %(owner)s's hand")),
    ("to", N_("to %(owner)s's hand")), ("", N_("%(owner)s's hand")),
)
#: what Bao's board view needs (:class:`~mancala_core.rules.base.BoardView`): a click on
#: a hole offers its moves (direction, kichwa, stop or continue), the stores are hands,
#: the nyumba is drawn square
BOARD_VIEW = BoardView(hole_menu=True, store_name="hand", hole_classes=((NYUMBA, "nyumba"),),
                       store_phrases=HAND_PHRASES)

#: row letters: (front, back) for South and for North
_LETTERS = (("A", "B"), ("a", "b"))
_MOVE = re.compile(r"([ABab])([1-8])([<>])([.+]?)\Z")
_HOLE = re.compile(r"([ABab])([1-8])\Z")


class MoveText(NamedTuple):
    """A move text read apart: the mover, the hole index 1..16, the direction and the
    nyumba choice (``""``, ``"."`` stop or ``"+"`` safari)."""

    player: int
    hole: int
    direction: int
    house: str


def hole_index(row: Literal["front", "back"], number: int) -> int:
    """The index 1..16 of hole ``number`` (1..8) of a player's front or back row."""
    return number if row == "front" else FRONT + number


def ring_of(hole: int) -> int:
    """The ring index 0..15 of hole index ``hole`` (1..16)."""
    return hole - 1 if hole <= FRONT else HOLES - (hole - FRONT)


def hole_of_ring(r: int) -> int:
    """The hole index 1..16 at ring index ``r`` (0..15)."""
    return r + 1 if r < FRONT else FRONT + (HOLES - r)


def facing_ring(r: int) -> int:
    """The opponent's ring index facing front ring index ``r`` (0..7): hole i ↔ 9 − i."""
    return FRONT - 1 - r


def hole_name(player: int, hole: int) -> str:
    """``A1``..``B8`` for South (player 0), ``a1``..``b8`` for North."""
    front, back = _LETTERS[player]
    return f"{front}{hole}" if hole <= FRONT else f"{back}{hole - FRONT}"


def parse_hole_name(text: str) -> tuple[int, int] | None:
    """``(player, hole index)`` for a hole name such as ``a4``; ``None`` if it is not one."""
    match = _HOLE.match(text)
    if not match:
        return None
    letter, number = match.groups()
    player = 0 if letter.isupper() else 1
    back = letter.lower() == "b"
    return player, int(number) + (FRONT if back else 0)


def parse_move_text(text: str) -> MoveText | None:
    """Read a canonical move text ``<hole><dir>[<house>]`` (BAO.md §7.2); ``None`` if malformed."""
    match = _MOVE.match(text)
    if not match:
        return None
    letter, number, arrow, house = match.groups()
    player = 0 if letter.isupper() else 1
    hole = int(number) + (FRONT if letter.lower() == "b" else 0)
    return MoveText(player, hole, CW if arrow == ">" else CCW, house)


def direction_name(direction: int) -> str:
    """``clockwise`` or ``anticlockwise``."""
    return "clockwise" if direction == CW else "anticlockwise"


# -- the board pictures' marks (Bao.marks, Bao.legend) ------------------------------


def _nyumba_words(state: str) -> tuple[str, str, str]:
    """The nyumba in ``state``: (the interactive board's tag, the word inside the hole on
    the picture, the words of its accessible name)."""
    if state == "owned":
        return (_("nyumba"), _("nyumba"),
                _("nyumba, owned: it works with 6 seeds or more"))
    if state == "dormant":
        return (_("nyumba: dormant"), _("dormant"),
                _("nyumba, dormant: owned, fewer than 6 seeds"))
    return _("nyumba: lost"), _("lost"), _("nyumba, lost: a normal hole now")


def board_marks(rules: Any, pos: Position) -> tuple[Mark, ...]:
    """Each player's square nyumba (owned, dormant or lost) and the hole kutakatia
    blocks (:meth:`~mancala_core.rules.base.Rules.marks`)."""
    marks: dict[tuple[int, int], Mark] = {}
    for player in (0, 1):
        state = rules.nyumba_state(pos, player)
        label, word, words = _nyumba_words(state)
        marks[(player, NYUMBA)] = Mark(Place(player, NYUMBA), f"nyumba {state}", label, word,
                                       words, None if state == "lost" else player)
    blocked = rules.blocked_hole(pos)
    if blocked is not None:
        words = _("blocked for this move (kutakatia)")
        old = marks.get(blocked)
        if old is None:
            marks[blocked] = Mark(Place(*blocked), "blocked", _("blocked"), _("blocked"), words)
        else:  # a blocked nyumba: still square, now barred too
            marks[blocked] = old._replace(
                kind=f"{old.kind} blocked", label=f"{old.label} · {_('blocked')}",
                word=_("blocked"), words=f"{old.words}; {words}")
    return tuple(marks.values())


def _nyumba_state(state: str) -> str:
    """``"owned"``, ``"dormant"`` or ``"lost"``, in the language in use."""
    if state == "owned":
        return _("owned")
    return _("dormant") if state == "dormant" else _("lost")


def board_legend(rules: Any, pos: Position) -> tuple[str, ...]:
    """What the marks on the board picture mean: the state of both nyumba and the
    blocked hole (:meth:`~mancala_core.rules.base.Rules.legend`)."""
    names = rules.side_names
    states = [rules.nyumba_state(pos, p) for p in (0, 1)]
    words = [_nyumba_state(state) for state in states]
    if states[0] == states[1]:
        text = _("Both nyumba %(state)s") % {"state": words[0]}
    else:
        text = _("Nyumba: %(first)s's %(first_state)s, %(second)s's %(second_state)s") % {
            "first": owner_name(names[0]), "first_state": words[0],
            "second": owner_name(names[1]), "second_state": words[1]}
    if "dormant" in states:
        text += _(" (dormant: owned, fewer than 6 seeds)")
    lines = [text]
    blocked = rules.blocked_hole(pos)
    if blocked is not None:
        lines.append(_("%(hole)s is blocked for this move (kutakatia)") % {
            "hole": rules.hole_name(*blocked)})
    return tuple(lines)


def board_move_label(rules: Any, pos: Position, move: Move) -> str:
    """A move's choices in words, for the board where a click on a hole chooses among
    its moves (:meth:`~mancala_core.rules.base.Rules.move_label`): ``"clockwise, first
    seed in A7"``, ``"capture, then sow from the left kichwa A1"``, ``"...; stop in the
    nyumba"``."""
    game = rules
    trace = pos.trace(move)
    steps = trace.steps
    parsed = parse_move_text(move.text)
    assert parsed is not None
    captures = [k for k, step in enumerate(steps) if step.kind == "capture"]
    lifts = [k for k, step in enumerate(steps) if step.kind == "pick"]
    # A namua capture: the seed placed from the hand captures at once; the direction
    # names the kichwa that the captured seeds enter.
    placed_capture = bool(captures) and (len(lifts) < 2 or captures[0] < lifts[1])
    if placed_capture:
        note = steps[captures[0] + 1].note if captures[0] + 1 < len(steps) else ""
        where = note.split("sown from the ", 1)[-1] if "sown from the " in note else ""
        text = f"capture, then sow from the {where}" if where else "capture"
    elif not lifts:  # a never-ending move that never_ending="loses" lets be played
        direction = "clockwise" if parsed.direction > 0 else "anticlockwise"
        text = f"{direction}, never ends: loses at once"
    else:
        direction = "clockwise" if parsed.direction > 0 else "anticlockwise"
        # in namua the seed from the hand comes first, then the lift that is sown
        lift = lifts[1] if len(lifts) > 1 and pos.store(pos.to_move) else lifts[0]
        first = next((s for s in steps[lift + 1:] if s.kind == "sow"), None)
        text = direction
        if first is not None and first.place is not None and first.place.pit is not None:
            text += f", first seed in {game.hole_name(first.place.player, first.place.pit)}"
        if captures:
            text += ", captures"
    if parsed.house == HOUSE_STOP:
        text += "; stop in the nyumba"
    elif parsed.house == HOUSE_SAFARI:
        text += "; safari: sow on from the nyumba, which is lost"
    return text


def player_hole(cell: int) -> tuple[int, int]:
    """The player and hole number (1..16) of a cell of the board."""
    player, k = divmod(cell, CELLS_PER_PLAYER)
    return player, k + 1
