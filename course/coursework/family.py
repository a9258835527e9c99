"""The mancala family on a map: where its games are played, drawn from ``family.json``.

The data ship with the course (no network): each game has the countries or regions
where it is played, an approximate place (latitude and longitude), its board (rows
and pits per row) and the name this library plays it under, if it does::

    >>> kalah = game("Kalah")
    >>> kalah.rows, kalah.pits, kalah.rules, kalah.board
    (2, 6, 'kalah', '2 × 6')
    >>> [g.name for g in games() if g.rules is not None]  # doctest: +NORMALIZE_WHITESPACE
    ['Kalah', 'Oware', 'Mankala 2/4', 'Toguz Kumalak', 'Bao la Kiswahili', 'Congkak']

:func:`family_map` draws a schematic world, equirectangular (longitude across,
latitude up, one degree the same length both ways), with a grid every 30°, the
equator, rough hand-made coastlines and a point and a label for each game. In
Jupyter the map shows itself as a picture::

    >>> picture = family_map()
    >>> picture.svg.startswith("<svg") and picture.svg.count('class="game ') == len(games())
    True
    >>> picture.xy(0, 0), picture.xy(180, 80)   # (longitude, latitude) to the picture
    ((480.0, 213.3), (960.0, 0.0))

:func:`family_table` lists the same games as a table (HTML in Jupyter, text in print).
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

__all__ = ["FamilyGame", "FamilyMap", "FamilyTable", "family_map", "family_table", "game",
           "games", "land"]

DATA = Path(__file__).with_name("family.json")

#: the latitudes the map shows (the far south and north hold no mancala games)
NORTH, SOUTH = 80.0, -60.0

# Okabe and Ito's colour-blind-safe palette; a game this library plays is also a filled
# dot and a hollow one is not, so nothing relies on colour alone
_PLAYABLE = "#D55E00"
_OTHER = "#0072B2"
_SEA, _LAND, _COAST, _GRID = "#eef5fa", "#efe6d2", "#b8a98a", "#c9d9e4"


@dataclass(frozen=True)
class FamilyGame:
    """One game of the family, as ``family.json`` describes it."""

    name: str
    also: tuple[str, ...]
    regions: tuple[str, ...]
    lat: float
    lon: float
    rows: int
    pits: int
    rules: str | None
    note: str
    label: str = "right"

    @property
    def board(self) -> str:
        """``"2 × 6"``: rows × pits per row."""
        return f"{self.rows} × {self.pits}"

    @property
    def where(self) -> str:
        """The regions in one phrase: ``"Ghana, Côte d'Ivoire and the Caribbean"``."""
        regions = list(self.regions)
        return regions[0] if len(regions) == 1 else ", ".join(regions[:-1]) + " and " + regions[-1]


@lru_cache(maxsize=1)
def _data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(DATA.read_text(encoding="utf-8"))
    return data


def games() -> list[FamilyGame]:
    """Every game of ``family.json``, in its order."""
    return [
        FamilyGame(
            name=g["name"], also=tuple(g["also"]), regions=tuple(g["regions"]),
            lat=float(g["lat"]), lon=float(g["lon"]), rows=int(g["rows"]), pits=int(g["pits"]),
            rules=g["rules"], note=g["note"], label=g.get("label", "right"),
        )
        for g in _data()["games"]
    ]


def game(name: str) -> FamilyGame:
    """The game called ``name`` (or one of its other names), in any case."""
    wanted = name.strip().lower()
    for found in games():
        if wanted == found.name.lower() or wanted in (a.lower() for a in found.also):
            return found
    known = ", ".join(g.name for g in games())
    raise KeyError(f"no game {name!r} in family.json; the games are {known}")


def land() -> dict[str, list[tuple[float, float]]]:
    """The rough coastlines: a polygon of ``(longitude, latitude)`` points for each land."""
    return {name: [(float(x), float(y)) for x, y in points]
            for name, points in _data()["land"].items()}


# -- the map ----------------------------------------------------------------------------


def _text(x: float, y: float, text: str, *, anchor: str = "start", size: float = 12,
          weight: str = "normal", fill: str = "#222", cls: str = "") -> str:
    extra = f' class="{cls}"' if cls else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" text-anchor="{anchor}" font-size="{size:g}" '
            f'font-weight="{weight}" fill="{fill}"{extra}>{html.escape(text)}</text>')


@dataclass(frozen=True)
class FamilyMap:
    """A picture of the family on a schematic world: ``svg`` is its text; Jupyter shows it."""

    svg: str
    width: int

    @property
    def height(self) -> int:
        return round(self.width * (NORTH - SOUTH) / 360)

    def xy(self, lon: float, lat: float) -> tuple[float, float]:
        """Where ``(lon, lat)`` is on the picture (equirectangular)."""
        scale = self.width / 360
        return round((lon + 180) * scale, 1), round((NORTH - lat) * scale, 1)

    def _repr_svg_(self) -> str:
        return self.svg

    def __repr__(self) -> str:
        return f"<FamilyMap: {len(games())} games of the mancala family on a world map>"


def _draw(width: int, highlight: tuple[str, ...]) -> str:
    frame = FamilyMap("", width)
    height = frame.height
    legend_h = 44
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" role="img" width="{width}" '
        f'height="{height + legend_h}" viewBox="0 0 {width} {height + legend_h}" '
        'font-family="Helvetica, Arial, sans-serif">',
        "<title>The mancala family: where its games are played</title>",
        f'<rect x="0" y="0" width="{width}" height="{height}" fill="{_SEA}"/>',
    ]
    # the grid, every 30 degrees, under the land
    for lon in range(-150, 180, 30):
        x, _ = frame.xy(lon, 0)
        parts.append(f'<line class="grid" x1="{x}" y1="0" x2="{x}" y2="{height}" '
                     f'stroke="{_GRID}" stroke-width="1"/>')
    for lat in range(-60, 81, 30):
        _, y = frame.xy(0, lat)
        parts.append(f'<line class="grid" x1="0" y1="{y}" x2="{width}" y2="{y}" '
                     f'stroke="{_GRID}" stroke-width="1"/>')
    for name, points in land().items():
        path = " ".join(f"{x},{y}" for x, y in (frame.xy(lon, lat) for lon, lat in points))
        parts.append(f'<polygon class="land" points="{path}" fill="{_LAND}" stroke="{_COAST}" '
                     f'stroke-width="1"><title>{html.escape(name)}</title></polygon>')
    _, equator = frame.xy(0, 0)
    parts.append(f'<line class="equator" x1="0" y1="{equator}" x2="{width}" y2="{equator}" '
                 'stroke="#7a8f9c" stroke-width="1.5" stroke-dasharray="8 5"/>')
    parts.append(_text(6, equator - 5, "equator", size=11, fill="#5a6f7c"))
    for lat in (-30, 30, 60):
        _, y = frame.xy(0, lat)
        parts.append(_text(4, y - 3, f"{abs(lat)}°{'N' if lat > 0 else 'S'}", size=10,
                           fill="#7a8f9c"))
    # the games
    for g in games():
        x, y = frame.xy(g.lon, g.lat)
        playable = g.rules is not None
        colour = _PLAYABLE if playable else _OTHER
        fill = colour if playable else "#ffffff"
        ring = g.name in highlight or (g.rules is not None and g.rules in highlight)
        cls = "game playable" if playable else "game other"
        tip = f"{g.name} ({g.board}): {g.where}"
        parts.append(f'<g class="{cls}" data-game="{html.escape(g.name)}">'
                     f"<title>{html.escape(tip)}</title>")
        if ring:
            parts.append(f'<circle cx="{x}" cy="{y}" r="11" fill="none" stroke="#000" '
                         'stroke-width="2.5"/>')
        parts.append(f'<circle cx="{x}" cy="{y}" r="6" fill="{fill}" stroke="{colour}" '
                     'stroke-width="2.5"/>')
        second = g.board  # rows × pits; the name the code plays it under is the table's
        if g.label == "left":
            lines = [(x - 14, y - 1, "end"), (x - 14, y + 12, "end")]
        elif g.label == "above":
            lines = [(x, y - 27, "middle"), (x, y - 14, "middle")]
        elif g.label == "below":
            lines = [(x, y + 24, "middle"), (x, y + 37, "middle")]
        else:
            lines = [(x + 14, y - 1, "start"), (x + 14, y + 12, "start")]
        (x1, y1, a1), (x2, y2, a2) = lines
        parts.append(_text(x1, y1, g.name, anchor=a1, size=13, weight="bold", cls="name"))
        parts.append(_text(x2, y2, second, anchor=a2, size=11, fill="#333", cls="board"))
        parts.append("</g>")
    # the legend, under the map
    top = height + 16
    parts.append(f'<rect x="0" y="{height}" width="{width}" height="{legend_h}" fill="#ffffff"/>')
    parts.append(f'<circle cx="14" cy="{top}" r="6" fill="{_PLAYABLE}" stroke="{_PLAYABLE}" '
                 'stroke-width="2.5"/>')
    parts.append(_text(26, top + 4, "you can play it on this course's boards", size=12))
    parts.append(f'<circle cx="300" cy="{top}" r="6" fill="#ffffff" stroke="{_OTHER}" '
                 'stroke-width="2.5"/>')
    parts.append(_text(312, top + 4, "another game of the family", size=12))
    parts.append(_text(520, top + 4, "2 × 6 = rows × pits in a row", size=12))
    parts.append(_text(width - 6, top + 20, "Places are approximate; coastlines are rough, "
                       "drawn by hand.", anchor="end", size=10, fill="#666"))
    parts.append("</svg>")
    return "\n".join(parts)


def family_map(width: int = 960, *, highlight: tuple[str, ...] | str = ()) -> FamilyMap:
    """The family on a schematic world map, ``width`` pixels wide.

    :param highlight: game names or ``mc.rules`` names to ring, such as ``"kalah"``
    """
    chosen = (highlight,) if isinstance(highlight, str) else tuple(highlight)
    return FamilyMap(_draw(width, chosen), width)


# -- the table --------------------------------------------------------------------------


@dataclass(frozen=True)
class FamilyTable:
    """The games as a table: HTML in Jupyter, text in ``print``."""

    rows: tuple[FamilyGame, ...]

    def _repr_html_(self) -> str:
        head = "".join(f"<th style='text-align:left'>{h}</th>"
                       for h in ("game", "also called", "where", "board", "in this library"))
        body = []
        for g in self.rows:
            rules = f"<code>mc.rules(\"{g.rules}\")</code>" if g.rules else "—"
            cells = (f"<b>{html.escape(g.name)}</b>", html.escape(", ".join(g.also) or "—"),
                     html.escape(g.where), g.board, rules)
            body.append("<tr>" + "".join(f"<td style='text-align:left'>{c}</td>"
                                         for c in cells) + "</tr>")
        return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"

    def __str__(self) -> str:
        lines = []
        for g in self.rows:
            rules = f'mc.rules("{g.rules}")' if g.rules else "-"
            lines.append(f"{g.name:<17} {g.board:<6} {rules:<22} {g.where}")
        return "\n".join(lines)

    __repr__ = __str__


def family_table() -> FamilyTable:
    """Every game of the family: its names, where it is played, its board, its rules here.

        >>> print(family_table())  # doctest: +ELLIPSIS
        Kalah             2 × 6  mc.rules("kalah")      United States, Europe and played online...
        ...
        Mangala           2 × 6  -                      Türkiye
    """
    return FamilyTable(tuple(games()))
