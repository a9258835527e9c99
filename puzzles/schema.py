"""The puzzle file format: one :class:`Puzzle`, a :class:`Collection` of them, and the
versioned JSON file that holds a collection.

A collection file is a JSON object::

    {"format": "mancala-puzzles", "version": 2, "puzzles": [PUZZLE, ...]}

and each puzzle an object with these fields (``null`` where a value is not known yet):

==================  ===========================================================================
``id``              stable, from the content: :func:`puzzle_id` of ``position`` and ``goal``
``rules``           the rules label, name and options: ``kalah[pits=4,seeds=3]``
``position``        the core's position text (``pos.text()``, read back by ``mc.parse``)
``goal``            the goal's text (:mod:`puzzles.goals`): ``win``, ``capture_4_within_3``, …
``value``           the solving side's final margin under perfect play (proved); for a horizon
                    goal, its seeds (``capture_K_within_N``, ``avoid_grand_slam_K_within_N``)
                    or plies (``win_within_N``, ``feed_within_N``)
``solution``        every move of the line, both sides, as move texts
``length``          the number of moves in ``solution``
``themes``          theme names, sorted
``source``          where the position came from (free text)
``rating``          Glicko-2 rating, or ``null`` until graded
``rating_deviation``  its deviation, or ``null``
``grade``           1-5, or ``null``
``tempting``        the wrong moves a 2-ply search values at least as high as the line's move,
                    at the solver's turns (:func:`puzzles.grade.tempting`), or ``null``
``seeds``           the seeds on the board (in the pits)
``refutations``     why every wrong move fails, as data (:class:`StoredRefutation`), or
                    ``null`` (the player then asks the search): one object for each ply of
                    the solution where the solving side is to move, in order, mapping each
                    other legal move to its refutation (version 2; absent in version 1)
==================  ===========================================================================

A stored refutation holds what only a search can know, never a sentence: the player says it
in the learner's language from the data (:func:`puzzles.refute.stored`). ``by`` names the
search that found it (``puzzles.refute``) and the keys beside it:

===========  ==========================  =====================================================
``by``       keys                        what they hold
===========  ==========================  =====================================================
``explain``  ``line``, ``lower``,        the shared explanation: the moves after the wrong
             ``upper``                   one (the solver's follow-up, the opponent's answer,
                                         on to its first capture) and the solver's final
                                         margin under perfect play, proved (equal when exact;
                                         ``lower`` is minus every seed when only ``upper`` is)
``solve``    the same                    the solver's line and proved bounds (an Oware value
                                         within the time budget)
``horizon``  ``line``, ``fails``         a horizon goal: the opponent's reply after which the
             (``wins``)                  goal cannot be forced (``[]`` if none is needed), and
                                         whether the search showed that the move fails; for
                                         ``win_within_N``, ``wins`` (optional) says whether
                                         the move still wins the game, later than asked
``feed``     ``line``, ``fails``         ``feed_within_N``: the opponent's reply that wins a
                                         seed, and whether the search showed it
``turn``     ``most``                    a turn goal: the most the turn makes after the move
===========  ==========================  =====================================================

A file of version 1 (no ``refutations``) is read as a puzzle without them.

    >>> import mancala_core as mc
    >>> pos = mc.rules("kalah", pits=3, seeds=2).start()
    >>> puzzle = Puzzle.create(pos, "win", value=4, solution=("2",), source="example")
    >>> puzzle.id, puzzle.rules, puzzle.length
    ('7264959df9c3', 'kalah[pits=3,seeds=2]', 1)
    >>> Puzzle.from_json(puzzle.to_json()) == puzzle
    True

Reading a file checks every field and names the puzzle and the field it refuses
(:class:`~puzzles.errors.PuzzleFileError`); :func:`save` writes a file atomically.
Publishing, which re-proves every puzzle first, is :func:`puzzles.verify.publish`.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

import mancala_core as mc
from mancala_core.files import (
    FileChangedError,
    Stamp,
    file_stamp,
    read_regular,
    write_atomically,
)

from .errors import PuzzleError, PuzzleFileError
from .goals import PLAIN, goal_text, parse_goal
from .themes import THEMES

__all__ = ["FORMAT", "VERSION", "VERSIONS", "GOALS", "REFUTED_BY", "REFUTED_MAY", "Goal",
           "Puzzle", "StoredRefutation", "Collection", "puzzle_id", "load", "loads", "save",
           "dumps", "read_json", "solver_turns", "write_text"]

FORMAT = "mancala-puzzles"
#: the version written; :data:`VERSIONS` are read
VERSION = 2
#: the versions read (version 1 has no ``refutations``)
VERSIONS = (1, 2)

#: a goal's text (see :mod:`puzzles.goals`)
Goal = str
#: the goals without parameters; the horizon goals are ``win_within_N``,
#: ``capture_K_within_N``, ``avoid_grand_slam_K_within_N`` and ``feed_within_N``
#: (:mod:`puzzles.goals`)
GOALS: tuple[str, ...] = PLAIN

#: the longest line a file may hold (the prover refuses longer ones: puzzles.verify)
MAX_LINE = 40
#: ratings and deviations beyond these are not ratings
MAX_RATING = 4000.0
MAX_DEVIATION = 1000.0
#: more tempting moves than this cannot be counted in a line
MAX_TEMPTING = 1000

_FIELDS = ("id", "rules", "position", "goal", "value", "solution", "length", "themes",
           "source", "rating", "rating_deviation", "grade", "tempting", "seeds")
#: the fields a version added (absent from a puzzle object: not known, ``null``)
_ADDED = {"refutations": 2}

#: the searches a stored refutation comes from (``by``) and the keys each stores beside it
REFUTED_BY: dict[str, tuple[str, ...]] = {
    "explain": ("line", "lower", "upper"),
    "solve": ("line", "lower", "upper"),
    "horizon": ("line", "fails"),
    "feed": ("line", "fails"),
    "turn": ("most",),
}
#: the keys a stored refutation may hold beside those of :data:`REFUTED_BY` (files written
#: before them, of the same version, have none)
REFUTED_MAY: dict[str, tuple[str, ...]] = {"horizon": ("wins",)}


@dataclass(frozen=True)
class StoredRefutation:
    """Why the wrong ``move`` fails, as the search found it when the collection was
    published (the file's ``refutations``: see the module's text): ``by`` the search,
    ``line`` the moves after ``move`` (the solver's follow-up and the opponent's answer),
    ``lower`` and ``upper`` the solver's proved final margin, ``fails`` whether the search
    showed that the move fails (a horizon or feeding goal), ``most`` what a turn makes at
    most, ``wins`` whether a move that fails ``win_within_N`` still wins the game later
    (``None``: not proved, or not stored; not compared when the refutations are found
    again, since files published before it carry none). The fields a search does not give
    are ``None``.

        >>> StoredRefutation.from_json("2", {"by": "explain", "line": ["1"], "lower": 0,
        ...                                  "upper": 0}).to_json()
        {'by': 'explain', 'line': ['1'], 'lower': 0, 'upper': 0}
    """

    move: str
    by: str
    line: tuple[str, ...] = ()
    lower: int | None = None
    upper: int | None = None
    fails: bool | None = None
    most: int | None = None
    wins: bool | None = field(default=None, compare=False)

    def to_json(self) -> dict[str, Any]:
        """The refutation's JSON object (without its move, the key it is stored under)."""
        out: dict[str, Any] = {"by": self.by}
        for key in REFUTED_BY[self.by]:
            value = getattr(self, key)
            out[key] = list(value) if key == "line" else value
        for key in REFUTED_MAY.get(self.by, ()):
            if getattr(self, key) is not None:
                out[key] = getattr(self, key)
        return out

    @classmethod
    def from_json(cls, move: str, data: object) -> StoredRefutation:
        """Read one refutation object, its types only (:meth:`Puzzle.from_json` checks the
        moves and the numbers against the position); a :class:`ValueError` says what is
        wrong."""
        if not isinstance(data, dict):
            raise ValueError(f"the refutation of {move!r} must be a JSON object, "
                             f"got {data!r:.60}")
        by = data.get("by")
        if not isinstance(by, str) or by not in REFUTED_BY:
            raise ValueError(f"the refutation of {move!r}: 'by' must be one of "
                             f"{', '.join(REFUTED_BY)}, got {by!r:.40}")
        keys = REFUTED_BY[by]
        may = tuple(key for key in REFUTED_MAY.get(by, ()) if key in data)
        if set(data) != {"by", *keys, *may}:
            allowed = (f" (and may hold {', '.join(REFUTED_MAY[by])})" if by in REFUTED_MAY
                       else "")
            raise ValueError(f"the refutation of {move!r} by {by!r} must hold the keys "
                             f"{', '.join(('by', *keys))}{allowed}, got "
                             f"{', '.join(map(repr, data))}")
        found: dict[str, Any] = {}
        for key in (*keys, *may):
            value = data[key]
            if key == "line":
                if not isinstance(value, list) or len(value) > MAX_LINE or not all(
                        isinstance(m, str) and _encodable(m) for m in value):
                    raise ValueError(f"the refutation of {move!r}: 'line' must be a list of "
                                     f"at most {MAX_LINE} moves, got {value!r:.60}")
                value = tuple(value)
            elif key in ("fails", "wins"):
                if not isinstance(value, bool):
                    raise ValueError(f"the refutation of {move!r}: {key!r} must be true or "
                                     f"false, got {value!r:.40}")
            elif not _is_int(value):
                raise ValueError(f"the refutation of {move!r}: {key!r} must be an integer, "
                                 f"got {value!r:.40}")
            found[key] = value
        return cls(move=move, by=by, **found)


def solver_turns(puzzle: Puzzle) -> Iterator[tuple[int, mc.Position]]:
    """``(ply, position)`` at each ply of ``puzzle``'s solution where the solving side is
    to move (the plies the stored refutations are for), in order.

        >>> import mancala_core as mc
        >>> pos = mc.parse("kalah[pits=4,seeds=3] 0.0.2.1:10/3.3.3.2:0 S")
        >>> chain = Puzzle.create(pos, "longest_chain", value=3, solution=["4", "3", "4"])
        >>> [ply for ply, _ in solver_turns(chain)]
        [0, 1, 2]
    """
    at = puzzle.start()
    solver = at.to_move
    for ply, move in enumerate(puzzle.solution):
        if at.to_move == solver:
            yield ply, at
        at = at.play(move)


def puzzle_id(position: str, goal: str) -> str:
    """The stable id of a puzzle: 12 hex digits of the SHA-256 of its position text and goal.

    >>> puzzle_id("kalah[pits=3,seeds=2] 2.2.2:0/2.2.2:0 S", "win")
    '7264959df9c3'
    """
    return hashlib.sha256(f"{position}\n{goal}".encode()).hexdigest()[:12]


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: a position, a goal and its one solution line. Build one with
    :meth:`create` (which fills in ``id``, ``rules`` and ``length``)."""

    id: str
    rules: str
    position: str
    goal: Goal
    value: int
    solution: tuple[str, ...]
    length: int
    themes: tuple[str, ...] = ()
    source: str = ""
    rating: float | None = None
    rating_deviation: float | None = None
    grade: int | None = None
    tempting: int | None = None
    seeds: int = 0
    #: the refutations of the wrong moves, one tuple for each turn of the solver
    #: (:func:`solver_turns`), or ``None``
    refutations: tuple[tuple[StoredRefutation, ...], ...] | None = None

    @classmethod
    def create(cls, pos: mc.Position, goal: Goal, *, value: int, solution: Iterable[str],
               themes: Iterable[str] = (), source: str = "") -> Puzzle:
        """A new, ungraded puzzle for ``pos`` (nothing is proved here: see
        :func:`puzzles.verify.prove`)."""
        text = pos.text()
        moves = tuple(solution)
        return cls(id=puzzle_id(text, goal), rules=pos.rules.label(), position=text,
                   goal=goal, value=value, solution=moves, length=len(moves),
                   themes=tuple(sorted(set(themes))), source=source,
                   seeds=pos.seeds_on_board())

    def start(self) -> mc.Position:
        """The puzzle's position."""
        return mc.parse(self.position)

    def with_grade(self, rating: float, deviation: float, grade: int,
                   tempting: int | None = None) -> Puzzle:
        """The same puzzle, graded (and its tempting moves counted, if given)."""
        return replace(self, rating=rating, rating_deviation=deviation, grade=grade,
                       tempting=self.tempting if tempting is None else tempting)

    def to_json(self) -> dict[str, Any]:
        """The puzzle as a JSON object (the field order of the format)."""
        return {
            "id": self.id, "rules": self.rules, "position": self.position, "goal": self.goal,
            "value": self.value, "solution": list(self.solution), "length": self.length,
            "themes": list(self.themes), "source": self.source, "rating": self.rating,
            "rating_deviation": self.rating_deviation, "grade": self.grade,
            "tempting": self.tempting, "seeds": self.seeds,
            "refutations": None if self.refutations is None else [
                {r.move: r.to_json() for r in turn} for turn in self.refutations],
        }

    def with_refutations(self, refutations: Iterable[Iterable[StoredRefutation]] | None
                         ) -> Puzzle:
        """The same puzzle with these stored refutations (``None``: none)."""
        stored = None if refutations is None else tuple(tuple(t) for t in refutations)
        return replace(self, refutations=stored)

    @classmethod
    def from_json(cls, data: object, *, where: str = "", version: int = VERSION) -> Puzzle:
        """Read a puzzle object of a file of ``version``, checking every field; a
        :class:`~puzzles.errors.PuzzleFileError` names the puzzle and the field. A field
        that a version added may be absent (not known: ``None``)."""
        prefix = f"{where}: " if where else ""
        if not isinstance(data, dict):
            raise PuzzleFileError(f"{prefix}a puzzle must be a JSON object, got {data!r:.80}")
        ident = data.get("id")
        who = f"{prefix}puzzle {ident!r}"

        def bad(name: str, why: str) -> PuzzleFileError:
            return PuzzleFileError(f"{who}: field {name!r} {why}, got {data.get(name)!r:.80}")

        missing = [name for name in _FIELDS if name not in data]
        if missing:
            raise PuzzleFileError(f"{who}: missing field(s) {', '.join(map(repr, missing))}")
        known = {*_FIELDS, *(name for name, since in _ADDED.items() if version >= since)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise PuzzleFileError(f"{who}: unknown field(s) {', '.join(map(repr, unknown))}")
        for name in ("id", "rules", "position", "goal", "source"):
            if not isinstance(data[name], str):
                raise bad(name, "must be a string")
            if not _encodable(data[name]):
                raise bad(name, "cannot be written as UTF-8 (a lone surrogate)")
        try:
            canonical = goal_text(parse_goal(data["goal"]))
        except PuzzleError as error:
            raise bad("goal", f"is not a goal ({error})") from None
        if canonical != data["goal"]:  # one goal, one text: one puzzle, one id
            raise bad("goal", f"is not in canonical form ({canonical!r})")
        for name in ("value", "length", "seeds"):
            if not _is_int(data[name]):
                raise bad(name, "must be an integer")
        for name in ("solution", "themes"):
            if not isinstance(data[name], list) or not all(isinstance(m, str) and _encodable(m)
                                                           for m in data[name]):
                raise bad(name, "must be a list of strings")
        if not data["solution"] or len(data["solution"]) > MAX_LINE:
            raise bad("solution", f"must hold 1 to {MAX_LINE} moves")
        unknown_themes = sorted(set(data["themes"]) - set(THEMES))
        if unknown_themes:
            raise bad("themes", f"holds unknown theme(s) {', '.join(map(repr, unknown_themes))}"
                                f" (known: {', '.join(THEMES)})")
        for name, top in (("rating", MAX_RATING), ("rating_deviation", MAX_DEVIATION)):
            value = data[name]
            if value is not None and (not isinstance(value, (int, float))
                                      or isinstance(value, bool)):
                raise bad(name, "must be a number or null")
            # NaN fails every comparison and infinity is above the top; an integer too big
            # for a float (math.isfinite would overflow) is above it too.
            if value is not None and not 0 <= value <= top:
                raise bad(name, f"must be a finite number from 0 to {top}, or null")
        if data["grade"] is not None and (not _is_int(data["grade"])
                                          or not 1 <= data["grade"] <= 5):
            raise bad("grade", "must be an integer 1-5 or null")
        if data["tempting"] is not None and (not _is_int(data["tempting"])
                                             or not 0 <= data["tempting"] <= MAX_TEMPTING):
            raise bad("tempting", f"must be an integer from 0 to {MAX_TEMPTING}, or null")
        try:
            pos = mc.parse(data["position"])
        except ValueError as error:
            raise bad("position", f"is not a position text ({error})") from None
        if pos.text() != data["position"]:
            raise bad("position", f"is not in canonical form ({pos.text()!r})")
        if pos.rules.label() != data["rules"]:
            raise bad("rules", f"does not match the position's rules {pos.rules.label()!r}")
        if abs(data["value"]) > max(pos.rules.total_seeds, MAX_LINE):
            raise bad("value", f"must be a margin or a count within the game's "
                               f"{pos.rules.total_seeds} seeds")
        at = pos
        for ply, move in enumerate(data["solution"], 1):
            if at.is_over():
                raise bad("solution", f"goes on after the game ends (move {ply}, {move!r})")
            try:
                at = _play_canonical(at, move)
            except ValueError as error:
                raise bad("solution", f"holds an illegal move: move {ply}: {error}") from None
        if data["seeds"] != pos.seeds_on_board():
            raise bad("seeds", f"must be the seeds on the board ({pos.seeds_on_board()})")
        if data["length"] != len(data["solution"]):
            raise bad("length", f"must be the number of moves in the solution "
                                f"({len(data['solution'])})")
        expected = puzzle_id(data["position"], data["goal"])
        if data["id"] != expected:
            raise bad("id", f"must be {expected!r}, from the position and the goal")
        puzzle = cls(id=data["id"], rules=data["rules"], position=data["position"],
                     goal=data["goal"], value=data["value"], solution=tuple(data["solution"]),
                     length=data["length"], themes=tuple(data["themes"]),
                     source=data["source"], rating=data["rating"],
                     rating_deviation=data["rating_deviation"], grade=data["grade"],
                     tempting=data["tempting"], seeds=data["seeds"])
        if data.get("refutations") is None:
            return puzzle
        try:
            stored = _read_refutations(puzzle, data["refutations"])
        except ValueError as error:
            raise bad("refutations", str(error)) from None
        return replace(puzzle, refutations=stored)


def _read_refutations(puzzle: Puzzle, data: object
                      ) -> tuple[tuple[StoredRefutation, ...], ...]:
    """The stored refutations of ``puzzle`` read from ``data`` and checked against its
    line: one object for each turn of the solver, its keys the other legal moves, each
    refutation found by a search of the goal's kind, its line legal, its numbers within
    the game's seeds. A :class:`ValueError` says what is wrong."""
    turns = list(solver_turns(puzzle))
    if not isinstance(data, list) or len(data) != len(turns):
        raise ValueError(f"must be null or a list of {len(turns)} objects, one for each "
                         f"turn of the solving side in the solution")
    kind = parse_goal(puzzle.goal).kind
    allowed = _refuted_by(kind)
    out = []
    for (ply, before), moves in zip(turns, data, strict=True):
        legal = [m.text for m in before.legal_moves()]
        wrong = [m for m in legal if m != puzzle.solution[ply]]
        if not isinstance(moves, dict) or sorted(moves) != sorted(wrong):
            raise ValueError(f"must map each wrong move at move {ply + 1} "
                             f"({', '.join(wrong)}) to its refutation")
        turn = []
        for move, found in moves.items():
            stored = StoredRefutation.from_json(move, found)
            if stored.by not in allowed:
                raise ValueError(f"the refutation of {move!r} at move {ply + 1} is by "
                                 f"{stored.by!r}: goal {puzzle.goal!r} is refuted by "
                                 f"{' or '.join(map(repr, allowed))}")
            _check_refutation(before, stored, ply)
            turn.append(stored)
        out.append(tuple(turn))
    return tuple(out)


def _refuted_by(kind: str) -> tuple[str, ...]:
    """The searches (``by``) that refute a wrong move for a goal of ``kind``."""
    from .goals import DENYING, HORIZON

    if kind in ("biggest_capture", "longest_chain"):
        return ("turn",)
    if kind in DENYING:
        return ("feed",)
    if kind in HORIZON:
        return ("horizon",)
    return ("explain", "solve")


def _check_refutation(before: mc.Position, stored: StoredRefutation, ply: int) -> None:
    """Check ``stored``'s moves and numbers against ``before`` (``ply`` moves into the
    line); a :class:`ValueError` says what is wrong."""
    where = f"the refutation of {stored.move!r} at move {ply + 1}"
    total = before.rules.total_seeds
    at = before.play(stored.move)
    if stored.by in ("horizon", "feed") and stored.line and (
            len(stored.line) > 1 or at.is_over() or at.to_move == before.to_move):
        raise ValueError(f"{where}: 'line' must be [] or one reply of the opponent")
    for step, move in enumerate(stored.line, 1):
        if at.is_over():
            raise ValueError(f"{where}: 'line' goes on after the game ends ({move!r})")
        try:
            at = _play_canonical(at, move)
        except ValueError as error:
            raise ValueError(f"{where}: 'line' holds an illegal move: move {step}: "
                             f"{error}") from None
    if stored.lower is not None and stored.upper is not None and not (
            -total <= stored.lower <= stored.upper <= total):
        raise ValueError(f"{where}: 'lower' and 'upper' must be margins from -{total} to "
                         f"{total}, lower first, got {stored.lower} and {stored.upper}")
    if stored.most is not None and not 0 <= stored.most <= max(total, MAX_LINE):
        raise ValueError(f"{where}: 'most' must be from 0 to {max(total, MAX_LINE)}, "
                         f"got {stored.most}")


def _play_canonical(pos: mc.Position, text: str) -> mc.Position:
    """The position after the move ``text``, which must be the move's own text (``"3"``,
    not ``"3\\n"`` nor ``" 3"``); a :class:`ValueError` quotes it and the move's text."""
    move = pos.move(text)
    if move.text != text:
        raise ValueError(f"{text!r} is not in canonical form ({move.text!r}), in "
                         f"{pos.text()!r}")
    return pos.play(move)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


@dataclass(frozen=True)
class Collection:
    """Puzzles in order, their ids unique."""

    puzzles: tuple[Puzzle, ...] = field(default=())

    def __post_init__(self) -> None:
        seen: set[str] = set()
        for puzzle in self.puzzles:
            if puzzle.id in seen:
                raise PuzzleFileError(f"puzzle {puzzle.id!r} appears twice")
            seen.add(puzzle.id)

    def __len__(self) -> int:
        return len(self.puzzles)

    def __iter__(self) -> Iterator[Puzzle]:
        return iter(self.puzzles)

    def to_json(self) -> dict[str, Any]:
        """The collection as the file's JSON object."""
        return {"format": FORMAT, "version": VERSION,
                "puzzles": [p.to_json() for p in self.puzzles]}


def dumps(collection: Collection) -> str:
    """The file's text: JSON, one puzzle a line."""
    lines = [json.dumps(p.to_json(), ensure_ascii=False) for p in collection]
    body = ",\n  ".join(lines)
    puzzles = f"[\n  {body}\n]" if lines else "[]"
    return f'{{"format": "{FORMAT}", "version": {VERSION}, "puzzles": {puzzles}}}\n'


def loads(text: str, *, where: str = "<string>") -> Collection:
    """Read a collection file's text; a :class:`~puzzles.errors.PuzzleFileError` names
    ``where`` and, for a malformed puzzle, the puzzle id and the field."""
    try:
        data = json.loads(text)
    except ValueError as error:  # JSONDecodeError, or an integer of thousands of digits
        raise PuzzleFileError(f"{where}: not valid JSON ({error})") from None
    except RecursionError:
        raise PuzzleFileError(f"{where}: not valid JSON (nested too deeply)") from None
    if not isinstance(data, dict):
        raise PuzzleFileError(f"{where}: a collection must be a JSON object, got {data!r:.80}")
    if data.get("format") != FORMAT:
        raise PuzzleFileError(f"{where}: field 'format' must be {FORMAT!r}, "
                              f"got {data.get('format')!r:.80}")
    version = data.get("version")
    if not _is_int(version) or version not in VERSIONS:
        raise PuzzleFileError(f"{where}: field 'version' must be "
                              f"{' or '.join(map(str, VERSIONS))}, got {version!r:.80}")
    if not isinstance(data.get("puzzles"), list):
        raise PuzzleFileError(f"{where}: field 'puzzles' must be a list, "
                              f"got {data.get('puzzles')!r:.80}")
    puzzles = tuple(Puzzle.from_json(p, where=where, version=version)
                    for p in data["puzzles"])
    try:
        return Collection(puzzles)
    except PuzzleFileError as error:
        raise PuzzleFileError(f"{where}: {error}") from None


#: the most bytes a collection file may hold (the shipped ones hold a few hundred
#: thousand): a file beyond it is refused before it is read
MAX_FILE_BYTES = 64 << 20

#: the most bytes a run's state file may hold (a mining state keeps every position seen)
MAX_STATE_BYTES = 256 << 20


def read_json(path: str | os.PathLike[str], what: str, *,
              limit: int = MAX_STATE_BYTES) -> Any:
    """The JSON value of the file at ``path``: a regular file of at most ``limit`` bytes
    (a pipe or a device is refused, not waited on); a
    :class:`~puzzles.errors.PuzzleFileError` names the file and ``what`` it was to be."""
    where = os.fspath(path)
    try:
        data, _stamp = read_regular(path, limit=limit)
        return json.loads(data.decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as error:
        # ValueError: not JSON, or an integer of thousands of digits
        raise PuzzleFileError(f"{where}: cannot read {what} ({error})") from None


#: the stamp of each collection file this process read (by its real path), so that a
#: write over it fails if another process wrote it meanwhile (two commands at once)
_READ: dict[str, Stamp] = {}


def load(path: str | os.PathLike[str]) -> Collection:
    """Read a collection file (see :func:`loads`): a regular file of at most
    :data:`MAX_FILE_BYTES` (a pipe or a device is refused, not waited on). The file's
    stamp is kept: :func:`save` over it then refuses to replace it if another process
    wrote it since."""
    where = os.fspath(path)
    try:
        data, stamp = read_regular(path, limit=MAX_FILE_BYTES)
        text = data.decode("utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise PuzzleFileError(f"{where}: cannot read ({error})") from None
    collection = loads(text, where=where)
    _READ[os.path.realpath(where)] = stamp
    return collection


def save(collection: Collection, path: str | os.PathLike[str]) -> None:
    """Write a collection file atomically (without proving it: publishing is
    :func:`puzzles.verify.publish`)."""
    write_text(path, dumps(collection))


def write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write a collection file's ``text`` atomically; if this process read the file
    (:func:`load`) and another has written it since, nothing is written and a
    :class:`~puzzles.errors.PuzzleFileError` says so (two commands writing one collection
    at once: the second is told, not silently lost)."""
    where = os.fspath(path)
    real = os.path.realpath(where)
    try:
        write_atomically(path, text.encode("utf-8"), unchanged_since=_READ.get(real))
    except FileChangedError as error:
        raise PuzzleFileError(str(error)) from None
    stamp = file_stamp(real)
    if stamp is not None and real in _READ:
        _READ[real] = stamp
