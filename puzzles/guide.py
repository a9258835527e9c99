"""The boards as a sheet prints them, and the first page's picture of how to read one.

A puzzle on paper says who moves once, in its goal; :func:`plain_board` is the board of
:func:`mancala_core.render.board_svg` without the words that say it again (the status line
under the board, the "to move" beside the mover's name and its arrowheads).
:func:`guide_board` is the picture of the sheet's first page: a start position with the
mover at the bottom named "You", a loop round the board whose arrowheads show the way the
seeds go, and a word pointing at each store::

    >>> import mancala_core as mc
    >>> from puzzles.sheets import WORDS
    >>> svg = guide_board(mc.rules("kalah"), WORDS)
    >>> "You" in svg and "your store" in svg and 'data-direction="counter-clockwise"' in svg
    True
    >>> "to move" in plain_board(mc.rules("kalah").start().play("3").play("6"))
    False
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from mancala_core.i18n import using
from mancala_core.render import board_svg
from mancala_core.render.svg import FONT as BOARD_FONT
from mancala_core.rules import Position, Rules
from mancala_core.rules.words import side_name

__all__ = ["Guide", "guide", "guide_board", "plain_board"]

_SVG = "http://www.w3.org/2000/svg"
ET.register_namespace("", _SVG)
#: the colour of the loop, its arrowheads and the words that point at the stores
_INK = "#5c4320"


def _q(tag: str) -> str:
    return f"{{{_SVG}}}{tag}"


def _classes(element: ET.Element) -> set[str]:
    return set(element.get("class", "").split())


def _number(text: str | None) -> float:
    return float(text or 0)


def plain_board(pos: Position, *, bottom: int | None = None, language: str | None = None,
                font: str | None = None, number_size: float | None = None) -> str:
    """The board of ``pos`` as SVG text, player ``bottom`` nearest the reader (default: the
    side to move), without the status line and the to-move marks: the words around it
    say who moves (its accessible name, which says it too, is left out as well).
    ``font``: the font family of its words (default the board's). ``number_size``: the
    pits' numbers in this size (in the board's units, where a pit is 84 wide; the board
    draws them at 22) and the stores' word at six tenths of it, each as far from the
    board as before: on paper the pit's number is the answer, and a printed board is
    small (:mod:`puzzles.sheets`); the boards on screen keep their own size.

    >>> import mancala_core as mc
    >>> 'font-size="32"' in plain_board(mc.rules("kalah").start(), number_size=32)
    True
    """
    bottom = pos.to_move if bottom is None else bottom
    svg = str(board_svg(pos, size=None, bottom=bottom, language=language))
    root = ET.fromstring(svg)
    _drop_to_move(root, pos, language)
    _drop_status(root)
    if number_size is not None:
        _grow_numbers(root, number_size)
    # its accessible name says who moves too: on paper the page's words and the image's
    # ``alt`` speak for it
    for title in [t for t in root if t.tag == _q("title")]:
        root.remove(title)
    root.attrib.pop("aria-label", None)
    text = ET.tostring(root, encoding="unicode")
    if font is not None:
        text = text.replace(f'font-family="{BOARD_FONT}"', f'font-family="{font}"', 1)
    return text


#: a digit's half height, in its font size (the numbers keep their gap to the board)
_HALF = 0.35


def _grow_numbers(root: ET.Element, size: float) -> None:
    """The pits' numbers in ``size``, the stores' word in six tenths of it, each moved
    away from the board so that its gap to the board stays as it was."""
    body = next((r for r in root.iter(_q("rect")) if "board" in _classes(r)), None)
    top = _number(body.get("y")) if body is not None else None
    low = top + _number(body.get("height")) if body is not None and top is not None else None
    for text in root.iter(_q("text")):
        if "pit-number" not in _classes(text):
            continue
        old = _number(text.get("font-size"))
        new = size if (text.text or "").strip().isdigit() else max(old, 0.6 * size)
        centre = _number(text.get("y")) - 0.36 * old
        if top is not None and low is not None and not top <= centre <= low:
            below = centre > low
            edge = low if below else top
            gap = abs(centre - edge) - _HALF * old
            centre = edge + (gap + _HALF * new) * (1 if below else -1)
        text.set("font-size", _fmt(new))
        text.set("y", _fmt(centre + 0.36 * new))


def _drop_to_move(root: ET.Element, pos: Position, language: str | None) -> None:
    """The mover's label says only the name: no "· to move", no arrowheads."""
    names = pos.rules.side_names
    for group in root.iter(_q("g")):
        if "to-move" not in _classes(group):
            continue
        for marker in [m for m in group if "to-move-marker" in _classes(m)]:
            group.remove(marker)
        player = int(group.get("data-player", "0"))
        texts = [t for t in group if t.tag == _q("text")]
        if texts and player < len(names):
            with using(language):
                texts[0].text = side_name(names[player])
            for extra in texts[1:]:  # a stacked label's state line
                group.remove(extra)
        group.set("class", " ".join(sorted(_classes(group) - {"to-move"})))


def _drop_status(root: ET.Element) -> None:
    """Remove the status line and close the gap it leaves (lines under it move up)."""
    status = next((t for t in root if t.tag == _q("text") and "status" in _classes(t)), None)
    if status is None:
        return
    root.remove(status)
    below = [t for t in root if t.tag == _q("text") and _classes(t) & {"caption", "notes"}]
    x, y, width, height = (_number(v) for v in root.get("viewBox", "0 0 0 0").split())
    status_y = _number(status.get("y"))
    if below:
        cut = min(_number(t.get("y")) for t in below) - status_y
        for line in below:
            line.set("y", _fmt(_number(line.get("y")) - cut))
    else:  # the status's baseline, less a line of its type: the board's own bottom
        cut = height - (status_y - _number(status.get("font-size")))
    height -= max(cut, 0.0)
    root.set("viewBox", " ".join(_fmt(v) for v in (x, y, width, height)))
    for rect in root:
        if rect.tag == _q("rect") and "background" in _classes(rect):
            rect.set("height", _fmt(height))


def _fmt(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


@dataclass(frozen=True)
class Guide:
    """The first page's words and picture: ``lines`` to read, ``svg`` to look at."""

    svg: str
    lines: tuple[str, ...]


def _sows_into_stores(rules: Rules) -> bool:
    """True where a sowing passes through the mover's own store (Kalah), found by playing
    the start's moves, not by the game's name."""
    start = rules.start()
    mover = start.to_move
    for move in start.legal_moves():
        if any(step.kind == "sow" and step.place is not None and step.place.pit is None
               and step.place.player == mover for step in start.trace(move).steps):
            return True
    return False


def _direction(rules: Rules) -> Literal["clockwise", "counter-clockwise"]:
    # as the board picture has it: a store comes right after its owner's row, so stores at
    # the owners' left mean clockwise sowing
    return "clockwise" if rules.store_side == "left" else \
        "counter-clockwise"


def guide(rules: Rules, words: Mapping[str, str], *, language: str | None = None,
          font: str | None = None, number_size: float | None = None) -> Guide:
    """How to read a board of ``rules``, in ``words`` (:func:`puzzles.sheets.sheet_words`):
    who sits at the bottom, the pits' numbers, the stores, the way of sowing, how to answer
    (``number_size``: the pits' numbers' size, as :func:`plain_board`'s)."""
    sown = _sows_into_stores(rules)
    direction = words["guide.cw" if _direction(rules) == "clockwise" else "guide.ccw"]
    left = rules.store_side == "left"
    lines = [words["guide.bottom"],
             words["guide.pits"].format(n=rules.pits_per_player)]
    if rules.store_side != "none":
        if sown:
            lines.append(words["guide.store.left" if left else "guide.store.right"])
        else:
            lines.append(words["guide.captured"])
    lines.append(words["guide.sow.store" if sown else "guide.sow.pits"].format(
        direction=direction))
    lines.append(words["guide.answer.extra" if sown else "guide.answer"])
    return Guide(guide_board(rules, words, language=language, font=font,
                             number_size=number_size), tuple(lines))


def guide_board(rules: Rules, words: Mapping[str, str], *, language: str | None = None,
                font: str | None = None, number_size: float | None = None) -> str:
    """The start of ``rules`` as the sheet draws a puzzle (the mover at the bottom, the
    pits' numbers in ``number_size``), its players named "You" and "Your opponent", with the
    way of sowing drawn round it and a word pointing at each store. Boards of other shapes
    than two rows are drawn plain."""
    pos = rules.start()
    board = ET.fromstring(plain_board(pos, language=language, font=font,
                                      number_size=number_size))
    _, _, width, height = (_number(v) for v in board.get("viewBox", "0 0 0 0").split())
    body = next((r for r in board.iter(_q("rect")) if "board" in _classes(r)), None)
    two_rows = rules.layout == "two-row" and rules.players == 2
    if body is None or not two_rows:
        return ET.tostring(board, encoding="unicode")
    # the players' names give way to "You" and "Your opponent", set outside the loop
    for group in [g for g in board.iter(_q("g")) if "side" in _classes(g)]:
        for parent in board.iter():
            if group in list(parent):
                parent.remove(group)
    bx, by = _number(body.get("x")), _number(body.get("y"))
    bw, bh = _number(body.get("width")), _number(body.get("height"))
    size = 26.0
    stores = {int(g.get("data-player", "0")): g for g in board.iter(_q("g"))
              if "store" in _classes(g)}
    mine = _lines(words["guide.your_store"])
    theirs = _lines(words["guide.their_store"])
    wide = max(len(line) for line in (*mine, *theirs)) if stores else 0
    side = 0.5 * size * wide + 70 if stores else 40.0
    # the loop's distance from the board, clear of the numbers (larger numbers reach further)
    gap_x, gap_y = 30.0, 48.0 + max(0.0, (number_size or 22.0) - 22.0)
    loop = (bx - gap_x, by - gap_y, bw + 2 * gap_x, bh + 2 * gap_y)
    name_gap = size + 22  # from the loop to a name's middle, clear of the loop's word
    top = max(0.0, -(loop[1] - name_gap - size))  # room above the loop for a name
    bottom_room = loop[1] + loop[3] + name_gap + size - height
    total_w, total_h = width + 2 * side, height + top + max(bottom_room, 0.0)
    root = ET.Element(_q("svg"), {
        "version": "1.1", "viewBox": f"0 0 {_fmt(total_w)} {_fmt(total_h)}",
        "role": "img", "class": "mancala-guide",
        "font-family": font or BOARD_FONT,
    })
    ET.SubElement(root, _q("rect"), {"x": "0", "y": "0", "width": _fmt(total_w),
                                     "height": _fmt(total_h), "fill": "#ffffff"})
    inner = ET.SubElement(root, _q("g"), {"transform": f"translate({_fmt(side)} {_fmt(top)})"})
    for child in list(board):
        if child.tag in (_q("title"), _q("desc")) or (
                child.tag == _q("rect") and "background" in _classes(child)):
            continue
        inner.append(child)
    _loop(inner, loop, _direction(rules), words["guide.ccw" if _direction(rules) ==
                                               "counter-clockwise" else "guide.cw"])
    cx = bx + bw / 2
    _text(inner, cx, loop[1] + loop[3] + name_gap, words["guide.you"], size + 4, bold=True,
          fill="#0072b2")
    _text(inner, cx, loop[1] - name_gap, words["guide.opponent"], size + 4, bold=True,
          fill="#b34700")
    mover = pos.to_move
    for player, lines in ((mover, mine), (1 - mover, theirs)):
        store = stores.get(player)
        rect = store.find(_q("rect")) if store is not None else None
        if rect is None:
            continue
        sx, sw = _number(rect.get("x")), _number(rect.get("width"))
        sy = _number(rect.get("y")) + _number(rect.get("height")) / 2
        right = sx + sw / 2 > cx
        edge = sx + sw + 6 if right else sx - 6
        far = loop[0] + loop[2] + 16 if right else loop[0] - 16
        for k, line in enumerate(lines):
            _text(inner, far + (14 if right else -14), sy + (k - (len(lines) - 1) / 2) * size,
                  line, size, anchor="start" if right else "end", fill=_INK, bold=True)
        _arrow(inner, far + (8 if right else -8), sy, edge, sy)
    return ET.tostring(root, encoding="unicode")


def _lines(text: str, most: int = 14) -> list[str]:
    """``text`` on one line, or two split at the space nearest its middle if it is long."""
    if len(text) <= most or " " not in text:
        return [text]
    middle = len(text) / 2
    cut = min((i for i, c in enumerate(text) if c == " "), key=lambda i: abs(i - middle))
    return [text[:cut], text[cut + 1:]]


def _text(parent: ET.Element, x: float, y: float, text: str, size: float, *,
          anchor: str = "middle", fill: str = "#1a1a1a", bold: bool = False) -> None:
    element = ET.SubElement(parent, _q("text"), {
        "x": _fmt(x), "y": _fmt(y + 0.36 * size), "font-size": _fmt(size),
        "font-weight": "bold" if bold else "normal", "text-anchor": anchor, "fill": fill})
    element.text = text


def _head(parent: ET.Element, x: float, y: float, angle: float) -> None:
    ET.SubElement(parent, _q("polygon"), {
        "points": "-14,-13 16,0 -14,13", "fill": _INK,
        "transform": f"translate({_fmt(x)} {_fmt(y)}) rotate({_fmt(angle)})"})


def _arrow(parent: ET.Element, x1: float, y1: float, x2: float, y2: float) -> None:
    """A straight arrow from ``(x1, y1)`` to its head at ``(x2, y2)`` (horizontal)."""
    ET.SubElement(parent, _q("line"), {"x1": _fmt(x1), "y1": _fmt(y1), "x2": _fmt(x2),
                                       "y2": _fmt(y2), "stroke": _INK, "stroke-width": "4"})
    _head(parent, x2 - (14 if x2 > x1 else -14), y2, 0 if x2 > x1 else 180)


def _loop(parent: ET.Element, box: tuple[float, float, float, float],
          direction: Literal["clockwise", "counter-clockwise"], word: str) -> None:
    """The way the seeds go: a loop round the board, arrowheads on it, the word on top."""
    x, y, w, h = box
    group = ET.SubElement(parent, _q("g"), {"class": "flow", "data-direction": direction})
    ET.SubElement(group, _q("rect"), {"x": _fmt(x), "y": _fmt(y), "width": _fmt(w),
                                      "height": _fmt(h), "rx": "40", "fill": "none",
                                      "stroke": _INK, "stroke-width": "4"})
    cw = direction == "clockwise"
    # on screen (y down) counter-clockwise runs right along the bottom, up the right side,
    # left along the top and down the left side
    along_top, along_bottom = (0.0, 180.0) if cw else (180.0, 0.0)
    left, right = (270.0, 90.0) if cw else (90.0, 270.0)
    for k in (1, 3):
        _head(group, x + w * k / 4, y, along_top)
        _head(group, x + w * k / 4, y + h, along_bottom)
    for k in (1, 2):
        _head(group, x, y + h * k / 3, left)
        _head(group, x + w, y + h * k / 3, right)
    size = 24.0
    wide = 0.52 * size * len(word) + 28
    ET.SubElement(group, _q("rect"), {"x": _fmt(x + w / 2 - wide / 2), "y": _fmt(y - 17),
                                      "width": _fmt(wide), "height": "34", "rx": "10",
                                      "fill": "#ffffff"})
    _text(group, x + w / 2, y, word, size, fill=_INK, bold=True)
