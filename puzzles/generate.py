"""The first stage, **generate**: candidate positions from a source, to a candidates file.

A run of ``generate`` walks the units of a source (:mod:`puzzles.sources`: a game, or a
batch of draws; unit ``i`` has its own random generator seeded by ``"SEED:i"``) and keeps
every position with at least two legal moves, at most ``max_seeds`` seeds in the pits and
no store holding more than half of the seeds (a decided game), without its earlier
positions (a puzzle is the board as printed),
each once (by its text), with the text that says where it came from. Nothing is proved yet:
the next stage, :mod:`puzzles.proving`, asks each candidate for its goals.

A candidates file is a JSON object::

    {"format": "mancala-puzzles-candidates", "version": 1, "rules": "kalah",
     "source": "games", "seed": 1, "max_seeds": 30, "units": 40,
     "positions": [{"position": "kalah 0.3.…", "source": "seed 1 game 0 (random play) ply 9"}]}

    >>> import mancala_core as mc
    >>> found = generate(mc.rules("kalah", pits=3, seeds=2), units=1, seed=1, progress=False)
    >>> len(found), found.positions[0][1]
    (8, 'seed 1 game 0 (random play) ply 0')
    >>> loads(dumps(found)) == found
    True
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from typing import Any

import mancala_core as mc
from mancala_core.files import write_atomically

from .errors import PuzzleError, PuzzleFileError
from .sources import check_source

__all__ = ["CANDIDATES_FORMAT", "MAX_SEEDS", "Candidates", "dumps", "generate", "load", "loads",
           "save", "unit_positions"]

CANDIDATES_FORMAT = "mancala-puzzles-candidates"
#: positions with more seeds than this in the pits are not kept (by default): the middle
#: games and endgames that the exact search settles quickly
MAX_SEEDS = 30


@dataclass(frozen=True)
class Candidates:
    """The candidate positions of a run: each a position text and where it came from."""

    rules: str
    source: str
    seed: int
    max_seeds: int
    units: int
    positions: tuple[tuple[str, str], ...]

    def __len__(self) -> int:
        return len(self.positions)


def unit_positions(label: str, seed: int, unit: int, max_seeds: int,
                   source: str = "games") -> list[tuple[str, str]]:
    """Unit ``unit``'s candidates in order (at most ``max_seeds`` seeds in the pits, two
    legal moves or more, no store holding more than half the seeds, each once, without
    earlier positions: the board as a sheet prints it): the work of one unit, done in
    whichever process runs it."""
    from mancala_core.rules.notation import parse_rules

    from .sources import positions
    from .verify import decided

    rules = parse_rules(label)
    out: list[tuple[str, str]] = []
    tried: set[str] = set()
    for pos, where in positions(rules, source, seed, unit, max_seeds):
        # a puzzle is the board as printed: no earlier positions (Oware's repetition rule
        # then starts from it), and no game decided before it starts
        pos = pos.without_history()
        text = pos.text()
        if (pos.seeds_on_board() > max_seeds or text in tried or len(pos.legal_moves()) < 2
                or decided(pos) is not None):
            continue
        tried.add(text)
        out.append((text, where))
    return out


def generate(rules: mc.Rules, *, units: int, seed: int, source: str = "games",
             max_seeds: int = MAX_SEEDS, progress: bool = True) -> Candidates:
    """The candidates of ``units`` units of ``source`` (see the module's text)."""
    from tqdm.auto import tqdm

    check_source(rules, source)
    if units < 1:
        raise PuzzleError(f"units must be at least 1, got {units!r}")
    seen: set[str] = set()
    found: list[tuple[str, str]] = []
    for unit in tqdm(range(units), unit="unit", desc=f"generating {rules.label()}",
                     disable=not progress):
        for text, where in unit_positions(rules.label(), seed, unit, max_seeds, source):
            if text not in seen:
                seen.add(text)
                found.append((text, where))
    return Candidates(rules.label(), source, seed, max_seeds, units, tuple(found))


def dumps(candidates: Candidates) -> str:
    """The candidates file's text."""
    data = {"format": CANDIDATES_FORMAT, "version": 1, "rules": candidates.rules,
            "source": candidates.source, "seed": candidates.seed,
            "max_seeds": candidates.max_seeds, "units": candidates.units,
            "positions": [{"position": p, "source": s} for p, s in candidates.positions]}
    return json.dumps(data, ensure_ascii=False, indent=0) + "\n"


def save(candidates: Candidates, path: str | os.PathLike[str]) -> None:
    """Write a candidates file atomically."""
    write_atomically(path, dumps(candidates).encode("utf-8"))


def loads(text: str, where: str = "<text>") -> Candidates:
    """Read a candidates file's text, checking every field (a
    :class:`~puzzles.errors.PuzzleFileError` names the file and what is wrong)."""
    try:
        data: Any = json.loads(text)
    except (ValueError, RecursionError) as error:  # or an integer of thousands of digits
        raise PuzzleFileError(f"{where}: not valid JSON ({error})") from None
    if not isinstance(data, dict) or data.get("format") != CANDIDATES_FORMAT:
        raise PuzzleFileError(f"{where}: not a candidates file (its format is not "
                              f"{CANDIDATES_FORMAT!r})")
    if data.get("version") != 1 or isinstance(data.get("version"), bool):
        raise PuzzleFileError(f"{where}: unknown version {data.get('version')!r}")
    for name, kind in (("rules", str), ("source", str), ("seed", int), ("max_seeds", int),
                       ("units", int), ("positions", list)):
        value = data.get(name)
        if not isinstance(value, kind) or isinstance(value, bool):
            raise PuzzleFileError(f"{where}: the field {name!r} is {value!r:.60}, not a "
                                  f"{kind.__name__}")
    positions: list[tuple[str, str]] = []
    for i, item in enumerate(data["positions"]):
        if (not isinstance(item, dict) or not isinstance(item.get("position"), str)
                or not isinstance(item.get("source"), str)):
            raise PuzzleFileError(f"{where}: position {i} is not "
                                  f"{{'position': TEXT, 'source': TEXT}}: {item!r:.80}")
        try:
            pos = mc.parse(item["position"])
        except ValueError as error:
            raise PuzzleFileError(f"{where}: position {i}: {error}") from None
        if pos.text() != item["position"]:  # one position, one text
            raise PuzzleFileError(f"{where}: position {i} {item['position']!r} is not in "
                                  f"canonical form ({pos.text()!r})")
        if pos.rules.label() != data["rules"]:
            raise PuzzleFileError(f"{where}: position {i} {item['position']!r} is not of the "
                                  f"rules {data['rules']!r}")
        positions.append((item["position"], item["source"]))
    return Candidates(data["rules"], data["source"], data["seed"], data["max_seeds"],
                      data["units"], tuple(positions))


def load(path: str | os.PathLike[str]) -> Candidates:
    """Read a candidates file."""
    from mancala_core.files import read_regular

    from .schema import MAX_STATE_BYTES

    where = os.fspath(path)
    try:
        data, _stamp = read_regular(path, limit=MAX_STATE_BYTES)
        text = data.decode("utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise PuzzleFileError(f"{where}: cannot read it ({error})") from None
    return loads(text, where)
