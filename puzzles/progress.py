"""The puzzle trainer's model: the learner's rating, every attempt, the missed puzzles that
come back, and the file that keeps them (no widget here: :mod:`puzzles.trainer` shows it).

A learner starts at :data:`START`, a rating of 1,200 (the ladder's scale, the one the
puzzles are rated on: :mod:`puzzles.grade`), and :meth:`Progress.record` notes each attempt:

    >>> import random
    >>> from puzzles import load
    >>> from importlib.resources import files
    >>> kalah = load(files("puzzles") / "collections" / "kalah.json").puzzles
    >>> progress = Progress.new()
    >>> puzzle = progress.choose(kalah, random.Random(1))
    >>> abs(puzzle.rating - 1200) <= BAND
    True
    >>> record = progress.record(puzzle, mistakes=0, hints=0, shown=False)
    >>> record.won, record.reviewed, record.rating_after > record.rating_before
    (True, False, True)
    >>> progress.history == [1200.0, record.rating_after]
    True

The choices this module makes:

- **A win** is a puzzle solved with no wrong move, no hint and its solution not shown, as
  Lichess counts it; anything else is a loss (``solved=False``: given up without the
  solution, also a loss).
- **A first attempt is rated**: one Glicko-2 rating period (Glickman, "Example of the
  Glicko-2 system", 2013: :func:`puzzles.glicko.rate`) with one game against the puzzle's
  ``(rating, rating_deviation)``, scored 1 or 0, as Lichess rates a puzzle round (lila's
  ``PuzzleFinisher``: the player is White, the puzzle Black). A puzzle without a rating
  cannot be attempted here (:class:`ProgressError`). Unlike Lichess, the puzzle's own rating
  is not changed (it is fixed on the ladder's scale) and no theme weighs the change; time
  does not widen the deviation (a rating period is an attempt, not a day).
- **A review is not rated**: an attempt at a puzzle already attempted moves it between the
  Leitner boxes and leaves the rating as it is. Lichess rates a puzzle once per player (lila's
  ``PuzzleFinisher`` keeps the player's rating when a round of that puzzle exists); a puzzle
  seen a minute ago is no measure.
- **Leitner boxes** (:data:`REVIEW_GAPS`): a puzzle missed (first time or in review) goes to
  box 0 and is due after 1 other attempt; solved cleanly in review it moves to box 1 (due
  after 3 others), then box 2 (after 7), and solved in box 2 it is learned and leaves the
  review. A review attempt moves the puzzle whether or not it was due yet. "Other puzzles"
  counts attempts of any kind: :attr:`Box.due` is the length of :attr:`Progress.attempts`
  at which the puzzle is due.
- **Choosing** (:meth:`Progress.choose`): in ``"rated"`` mode a due review puzzle comes
  first (the most overdue; ties in the order they were put in their box), else a random
  puzzle never attempted whose rating is within :data:`BAND` of the learner's, the band
  widened to 2, 3, ... times :data:`BAND` until one is in it; ``None`` when nothing new is
  left and no review is due. Only the puzzles given are considered (a review puzzle of
  another game waits until that game is chosen again), and ungraded puzzles never (they
  cannot be rated). In ``"review"`` mode: the review puzzle due first, due or not.

A review, in numbers: a puzzle missed at the first attempt comes back after one other:

    >>> progress = Progress.new()
    >>> first, other = kalah[0], kalah[1]
    >>> progress.record(first, mistakes=1, hints=0, shown=False).won
    False
    >>> progress.review[first.id]
    Box(index=0, due=2)
    >>> progress.choose(kalah, random.Random(1)) is first      # not due yet
    False
    >>> _ = progress.record(other, mistakes=0, hints=0, shown=False)
    >>> progress.choose(kalah, random.Random(1)) is first      # due: it comes first
    True
    >>> review = progress.record(first, mistakes=0, hints=0, shown=False)
    >>> review.reviewed, review.rating_before == review.rating_after, progress.review[first.id]
    (True, True, Box(index=1, due=6))
    >>> progress.themes()
    {'capture': (1, 1), 'extra_move': (0, 1)}

The file (:meth:`Progress.dumps`, :meth:`Progress.save`) is a JSON object::

    {"format": "mancala-trainer-progress", "version": 1,
     "rating": {"rating": R, "deviation": D, "volatility": V},
     "history": [1200.0, ...],
     "attempts": [RECORD, ...],
     "review": {"<puzzle id>": {"box": 0, "due": 2}, ...}}

with each attempt an object of the fields of :class:`Record`. Reading one
(:meth:`Progress.loads`, :meth:`Progress.load`) checks everything that can be checked: the
format and version, every field's type and range, that each attempt's rating follows from
the one before, that ``history`` is the ratings of the rated attempts, that ``won`` and
``reviewed`` agree with what the attempts say, and that ``review`` is what the attempts lead
to. A file that fails is refused with a :class:`ProgressError` naming it and the field (its
``kind`` tells a foreign file from a newer or a corrupt one, for a sentence in the learner's
language); the progress in hand is never touched (reading makes a new object). The browser's
storage holds the same text: :meth:`Progress.dumps` and :meth:`Progress.loads` with a
``source`` that names it.

    >>> Progress.loads(progress.dumps()) == progress
    True
    >>> Progress.loads('{"format": "mancala-puzzles", "version": 2, "puzzles": []}',
    ...                source="class.json")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    puzzles.progress.ProgressError: class.json: not a trainer's progress: field 'format' ...
"""

from __future__ import annotations

import json
import math
import os
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from mancala_core.files import read_regular, write_atomically

from .errors import PuzzleError
from .glicko import Rating, rate
from .schema import MAX_DEVIATION, MAX_RATING, Puzzle, _encodable, _is_int

__all__ = ["BAND", "FORMAT", "MODES", "REVIEW_GAPS", "START", "VERSION", "Box", "ErrorKind",
           "Progress", "ProgressError", "Record"]

FORMAT = "mancala-trainer-progress"
VERSION = 1

#: the learner's first rating: 1,200 as on the ladder, Glicko-2's newcomer's deviation and
#: volatility
START = Rating(1200.0, 350.0, 0.06)
#: the Leitner boxes: a missed puzzle comes back after 1, then 3, then 7 other puzzles
REVIEW_GAPS = (1, 3, 7)
#: half the width of the rating band new puzzles are drawn from (widened step by step when
#: no puzzle is in it)
BAND = 150.0
#: the ways :meth:`Progress.choose` chooses
MODES = ("rated", "review")

#: a learner's rating beyond this (either way) is not a rating
MAX_LEARNER = 10_000.0
#: a volatility above this is not one (Glicko-2 starts at 0.06)
MAX_VOLATILITY = 5.0
#: the longest puzzle id, rules label or theme name a file may hold
MAX_TEXT = 200
#: the most bytes a progress file may hold (an attempt takes about 300: some 50,000 attempts)
MAX_FILE_BYTES = 16 << 20


#: what a :class:`ProgressError` refuses
ErrorKind = Literal["unreadable", "foreign", "newer", "corrupt", "request"]


class ProgressError(PuzzleError):
    """A progress file that is not one (corrupt, foreign, newer) or a bad request: the
    message quotes the input, and for a file names it and the field. ``kind`` says which,
    for a sentence in the learner's language beside it: ``"unreadable"`` (the file cannot
    be read), ``"foreign"`` (not JSON, or JSON of something else), ``"newer"`` (written by
    a newer trainer), ``"corrupt"`` (a progress file with a field that is wrong) or
    ``"request"`` (a bad argument to a method).

        >>> try:
        ...     Progress.loads('{"format": "mancala-trainer-progress", "version": 7}',
        ...                    source="b.json")
        ... except ProgressError as error:
        ...     print(error.kind, "|", error)
        newer | b.json: field 'version' is 7: written by a newer trainer (this one reads version 1)
    """

    def __init__(self, message: str, kind: ErrorKind = "corrupt") -> None:
        super().__init__(message)
        self.kind: ErrorKind = kind


@dataclass(frozen=True)
class Record:
    """One attempt: the puzzle (``puzzle_id``, its ``rules`` label, ``themes`` and
    ``puzzle_rating`` then), what the learner did (``mistakes``, ``hints``, ``shown``,
    ``solved``), whether it counts as a win, whether it was a review (an earlier attempt at
    the same puzzle exists: not rated), and the learner's rating before and after."""

    puzzle_id: str
    rules: str
    themes: tuple[str, ...]
    puzzle_rating: float
    won: bool
    mistakes: int
    hints: int
    shown: bool
    reviewed: bool
    rating_before: float
    rating_after: float
    solved: bool = True

    def to_json(self) -> dict[str, Any]:
        """The attempt's JSON object."""
        return {"puzzle_id": self.puzzle_id, "rules": self.rules, "themes": list(self.themes),
                "puzzle_rating": self.puzzle_rating, "won": self.won,
                "mistakes": self.mistakes, "hints": self.hints, "shown": self.shown,
                "solved": self.solved, "reviewed": self.reviewed,
                "rating_before": self.rating_before, "rating_after": self.rating_after}


_RECORD_FIELDS = ("puzzle_id", "rules", "themes", "puzzle_rating", "won", "mistakes", "hints",
                  "shown", "solved", "reviewed", "rating_before", "rating_after")


@dataclass(frozen=True)
class Box:
    """A missed puzzle waiting: its Leitner box ``index`` (0 to ``len(REVIEW_GAPS) - 1``)
    and ``due``, the number of attempts after which it is due."""

    index: int
    due: int


@dataclass
class Progress:
    """A learner's progress: the rating now, its ``history`` (the start and the rating
    after each rated attempt), every attempt in order, and the missed puzzles waiting in
    ``review`` (by puzzle id). Make one with :meth:`new` or read one (:meth:`load`,
    :meth:`loads`); :meth:`record` changes it in place."""

    rating: Rating = START
    history: list[float] = field(default_factory=lambda: [START.rating])
    attempts: list[Record] = field(default_factory=list)
    review: dict[str, Box] = field(default_factory=dict)

    @classmethod
    def new(cls) -> Progress:
        """A learner who has tried nothing: at :data:`START`, nothing to review.

        >>> Progress.new().rating, Progress.new().history
        (Rating(rating=1200.0, deviation=350.0, volatility=0.06), [1200.0])
        """
        return cls(rating=START, history=[START.rating], attempts=[], review={})

    # -- the attempts -------------------------------------------------------------------

    def attempted(self) -> set[str]:
        """The ids of the puzzles attempted at least once."""
        return {record.puzzle_id for record in self.attempts}

    def record(self, puzzle: Puzzle, *, mistakes: int, hints: int, shown: bool,
               solved: bool = True) -> Record:
        """Note an attempt at ``puzzle`` (in place) and return it: ``mistakes`` wrong
        moves, ``hints`` hint steps, ``shown`` whether the solution was shown, ``solved``
        whether the learner reached the end (``False``: given up). A first attempt is
        rated, a review is not; both move the puzzle between the Leitner boxes (see the
        module's text). A bad argument is a :class:`ProgressError` and changes nothing.

            >>> from puzzles import load
            >>> from importlib.resources import files
            >>> puzzle = load(files("puzzles") / "collections" / "oware.json").puzzles[0]
            >>> progress = Progress.new()
            >>> progress.record(puzzle, mistakes=-1, hints=0, shown=False)
            Traceback (most recent call last):
            ...
            puzzles.progress.ProgressError: mistakes must be a whole number from 0, got -1
            >>> progress.attempts
            []
        """
        if not isinstance(puzzle, Puzzle):
            raise ProgressError(f"an attempt is at a puzzle, got {puzzle!r:.60}", "request")
        for name, value in (("mistakes", mistakes), ("hints", hints)):
            if not _is_int(value) or value < 0:
                raise ProgressError(f"{name} must be a whole number from 0, got {value!r:.40}",
                                    "request")
        for name, flag in (("shown", shown), ("solved", solved)):
            if not isinstance(flag, bool):
                raise ProgressError(f"{name} must be True or False, got {flag!r:.40}", "request")
        if puzzle.rating is None or puzzle.rating_deviation is None:
            raise ProgressError(f"puzzle {puzzle.id!r} has no rating: an ungraded puzzle "
                                f"cannot be rated against", "request")
        if not (0 <= puzzle.rating <= MAX_RATING and 0 <= puzzle.rating_deviation
                <= MAX_DEVIATION):  # NaN fails both
            raise ProgressError(f"puzzle {puzzle.id!r} has rating {puzzle.rating!r} and "
                                f"deviation {puzzle.rating_deviation!r}: not a rating from 0 "
                                f"to {MAX_RATING:g} and a deviation from 0 to "
                                f"{MAX_DEVIATION:g}", "request")
        won = solved and not (mistakes or hints or shown)
        reviewed = puzzle.id in self.attempted()
        before = self.rating
        after = before if reviewed else rate(
            before, [(puzzle.rating, puzzle.rating_deviation, 1.0 if won else 0.0)])
        record = Record(puzzle_id=puzzle.id, rules=puzzle.rules, themes=tuple(puzzle.themes),
                        puzzle_rating=float(puzzle.rating), won=won, mistakes=mistakes,
                        hints=hints, shown=shown, reviewed=reviewed,
                        rating_before=before.rating, rating_after=after.rating, solved=solved)
        self.attempts.append(record)
        if not reviewed:
            self.history.append(after.rating)
        self.rating = after
        _leitner(self.review, puzzle.id, won, len(self.attempts))
        return record

    # -- what comes next ----------------------------------------------------------------

    def due(self) -> list[str]:
        """The ids of the review puzzles due now, the most overdue first."""
        now = len(self.attempts)
        waiting = sorted((box.due, order, puzzle_id)
                         for order, (puzzle_id, box) in enumerate(self.review.items()))
        return [puzzle_id for due, _, puzzle_id in waiting if due <= now]

    def choose(self, puzzles: Sequence[Puzzle], rng: random.Random, *,
               mode: str = "rated") -> Puzzle | None:
        """The next puzzle from ``puzzles`` (see the module's text), drawn with ``rng``.

        ``mode="rated"``: a due review puzzle, else a new puzzle near the learner's rating
        (:meth:`band`), ``None`` when none is left; ``mode="review"``: the review puzzle due
        first, ``None`` when nothing waits.

            >>> Progress.new().choose([], random.Random(1), mode="revision")
            Traceback (most recent call last):
            ...
            puzzles.progress.ProgressError: unknown mode 'revision': 'rated' or 'review'
        """
        if mode not in MODES:
            raise ProgressError(f"unknown mode {mode!r:.40}: "
                                f"{' or '.join(map(repr, MODES))}", "request")
        by_id = {puzzle.id: puzzle for puzzle in puzzles}
        waiting = [(box.due, order, puzzle_id)
                   for order, (puzzle_id, box) in enumerate(self.review.items())
                   if puzzle_id in by_id]
        first = min(waiting, default=None)
        if mode == "review":
            return None if first is None else by_id[first[2]]
        if first is not None and first[0] <= len(self.attempts):
            return by_id[first[2]]
        fresh = self._fresh(puzzles)
        if not fresh:
            return None
        half = self._half_width(fresh)
        near = [p for p in fresh if _within(p, self.rating.rating, half)]
        return rng.choice(near)

    def band(self, puzzles: Iterable[Puzzle] | None = None) -> tuple[float, float]:
        """The ratings new puzzles are drawn from: :data:`BAND` either side of the
        learner's; given ``puzzles``, the band :meth:`choose` uses for them (widened until
        a puzzle not attempted is in it; not widened if none is left).

            >>> Progress.new().band()
            (1050.0, 1350.0)
        """
        fresh = [] if puzzles is None else self._fresh(puzzles)
        half = self._half_width(fresh) if fresh else BAND
        return self.rating.rating - half, self.rating.rating + half

    def _fresh(self, puzzles: Iterable[Puzzle]) -> list[Puzzle]:
        """The graded puzzles never attempted, in the order given."""
        seen = self.attempted()
        return [p for p in puzzles if p.id not in seen and p.rating is not None
                and p.rating_deviation is not None and math.isfinite(p.rating)]

    def _half_width(self, fresh: Sequence[Puzzle]) -> float:
        """The smallest multiple of :data:`BAND` that holds one of ``fresh`` (not empty)."""
        at = self.rating.rating
        nearest = min(abs(float(p.rating or 0.0) - at) for p in fresh)
        step = max(1, math.ceil(nearest / BAND))
        while not any(_within(p, at, step * BAND) for p in fresh):  # rounding at the edge
            step += 1
        return step * BAND

    # -- the panel ----------------------------------------------------------------------

    def themes(self) -> dict[str, tuple[int, int]]:
        """For each theme met, ``(solved cleanly, tried)`` over first attempts (reviews do
        not count: the panel says how the learner does at first sight), by theme name.

            >>> Progress.new().themes()
            {}
        """
        counts: dict[str, list[int]] = {}
        for record in self.attempts:
            if record.reviewed:
                continue
            for theme in record.themes:
                count = counts.setdefault(theme, [0, 0])
                count[0] += record.won
                count[1] += 1
        return {theme: (won, tried) for theme, (won, tried) in sorted(counts.items())}

    # -- the file -------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The progress as the file's JSON object."""
        return {"format": FORMAT, "version": VERSION,
                "rating": {"rating": self.rating.rating, "deviation": self.rating.deviation,
                           "volatility": self.rating.volatility},
                "history": list(self.history),
                "attempts": [record.to_json() for record in self.attempts],
                "review": {puzzle_id: {"box": box.index, "due": box.due}
                           for puzzle_id, box in self.review.items()}}

    def dumps(self) -> str:
        """The file's text: JSON, one attempt a line."""
        data = self.to_json()
        attempts = data.pop("attempts")
        head = json.dumps(data, ensure_ascii=False, allow_nan=False)[:-1]
        lines = [json.dumps(a, ensure_ascii=False, allow_nan=False) for a in attempts]
        body = "[\n  " + ",\n  ".join(lines) + "\n]" if lines else "[]"
        return f'{head}, "attempts": {body}}}\n'

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the progress file at ``path`` atomically (whole or not at all)."""
        write_atomically(path, self.dumps().encode("utf-8"))

    @classmethod
    def from_json(cls, data: object, *, source: str = "progress") -> Progress:
        """Read a progress file's JSON value, checking everything (see the module's text);
        a :class:`ProgressError` names ``source`` and the field."""
        return _Reader(source).progress(data)

    @classmethod
    def loads(cls, text: str, *, source: str = "progress") -> Progress:
        """Read a progress file's text (see :meth:`from_json`)."""
        try:
            data = json.loads(text)
        except ValueError as error:  # JSONDecodeError, or an integer of thousands of digits
            raise ProgressError(f"{source}: not a trainer's progress: not valid JSON "
                                f"({error})", "foreign") from None
        except RecursionError:
            raise ProgressError(f"{source}: not a trainer's progress: not valid JSON "
                                f"(nested too deeply)", "foreign") from None
        return cls.from_json(data, source=source)

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Progress:
        """Read the progress file at ``path`` (a regular file of at most
        :data:`MAX_FILE_BYTES`); a :class:`ProgressError` names it."""
        where = os.fspath(path)
        try:
            data, _stamp = read_regular(path, limit=MAX_FILE_BYTES)
            text = data.decode("utf-8")
        except OSError as error:
            raise ProgressError(f"{where}: cannot read ({error})", "unreadable") from None
        except UnicodeDecodeError as error:
            raise ProgressError(f"{where}: not a trainer's progress: not UTF-8 text "
                                f"({error})", "foreign") from None
        return cls.loads(text, source=where)


def _leitner(review: dict[str, Box], puzzle_id: str, won: bool, count: int) -> None:
    """Move ``puzzle_id`` between the boxes of ``review`` after an attempt that makes
    ``count`` attempts in all: missed, to box 0; solved cleanly while waiting, to the next
    box (out of the last one: learned)."""
    if not won:
        review.pop(puzzle_id, None)
        review[puzzle_id] = Box(0, count + REVIEW_GAPS[0])
    elif puzzle_id in review:
        after = review.pop(puzzle_id).index + 1
        if after < len(REVIEW_GAPS):
            review[puzzle_id] = Box(after, count + REVIEW_GAPS[after])


def _within(puzzle: Puzzle, rating: float, half: float) -> bool:
    return abs(float(puzzle.rating or 0.0) - rating) <= half


class _Reader:
    """Reads one progress object, naming ``source`` and the field in every refusal."""

    def __init__(self, source: str) -> None:
        self.source = source

    def error(self, name: str, why: str, value: object) -> ProgressError:
        return ProgressError(f"{self.source}: field {name!r} {why}, got {value!r:.80}")

    def number(self, name: str, value: object, low: float, high: float, *,
               above: bool = False) -> float:
        """A finite number from ``low`` (excluded if ``above``) to ``high``."""
        # NaN fails every comparison and infinity is beyond the top; an integer too big for
        # a float is beyond it too (compared as an integer)
        if isinstance(value, (int, float)) and not isinstance(value, bool) and (
                (low < value) if above else (low <= value)) and value <= high:
            return float(value)
        bounds = (f"above {low:g} and at most {high:g}" if above
                  else f"from {low:g} to {high:g}")
        raise self.error(name, f"must be a finite number {bounds}", value)

    def text(self, name: str, value: object) -> str:
        if not isinstance(value, str) or not value or len(value) > MAX_TEXT or not _encodable(
                value):
            raise self.error(name, f"must be a text of 1 to {MAX_TEXT} characters", value)
        return value

    def progress(self, data: object) -> Progress:
        where = self.source
        if not isinstance(data, dict):
            raise ProgressError(f"{where}: not a trainer's progress: a JSON object is "
                                f"expected, got {data!r:.80}", "foreign")
        if data.get("format") != FORMAT:
            raise ProgressError(f"{where}: not a trainer's progress: field 'format' must be "
                                f"{FORMAT!r}, got {data.get('format')!r:.80}", "foreign")
        version = data.get("version")
        if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
            raise ProgressError(f"{where}: field 'version' is {version}: written by a newer "
                                f"trainer (this one reads version {VERSION})", "newer")
        if not _is_int(version) or version != VERSION:
            raise self.error("version", f"must be {VERSION}", version)
        fields = ("format", "version", "rating", "history", "attempts", "review")
        missing = [name for name in fields if name not in data]
        if missing:
            raise ProgressError(f"{where}: missing field(s) {', '.join(map(repr, missing))}")
        unknown = sorted(set(data) - set(fields), key=str)
        if unknown:
            raise ProgressError(f"{where}: unknown field(s) "
                                f"{', '.join(repr(name)[:60] for name in unknown)}")
        rating = self.rating(data["rating"])
        attempts = self.attempts(data["attempts"])
        history = self.history(data["history"], attempts)
        if history[-1] != rating.rating:
            raise self.error("rating.rating", f"must be the last rating of 'history' "
                                              f"({history[-1]!r})", rating.rating)
        review = self.review(data["review"], attempts)
        return Progress(rating=rating, history=history, attempts=attempts, review=review)

    def rating(self, data: object) -> Rating:
        keys = ("rating", "deviation", "volatility")
        if not isinstance(data, dict) or set(data) != set(keys):
            raise self.error("rating", "must be an object of 'rating', 'deviation' and "
                                       "'volatility'", data)
        return Rating(
            self.number("rating.rating", data["rating"], -MAX_LEARNER, MAX_LEARNER),
            self.number("rating.deviation", data["deviation"], 0, MAX_DEVIATION, above=True),
            self.number("rating.volatility", data["volatility"], 0, MAX_VOLATILITY,
                        above=True))

    def attempts(self, data: object) -> list[Record]:
        if not isinstance(data, list):
            raise self.error("attempts", "must be a list", data)
        records: list[Record] = []
        seen: set[str] = set()
        current = START.rating
        for at, item in enumerate(data):
            name = f"attempts[{at}]"
            if not isinstance(item, dict) or set(item) != set(_RECORD_FIELDS):
                raise self.error(name, f"must be an object of "
                                       f"{', '.join(map(repr, _RECORD_FIELDS))}", item)
            puzzle_id = self.text(f"{name}.puzzle_id", item["puzzle_id"])
            rules = self.text(f"{name}.rules", item["rules"])
            themes = item["themes"]
            if not isinstance(themes, list) or not all(
                    isinstance(t, str) and t and len(t) <= MAX_TEXT and _encodable(t)
                    for t in themes) or len(set(themes)) != len(themes):
                raise self.error(f"{name}.themes", "must be a list of different theme names",
                                 themes)
            puzzle_rating = self.number(f"{name}.puzzle_rating", item["puzzle_rating"], 0,
                                        MAX_RATING)
            counts = {}
            for key in ("mistakes", "hints"):
                if not _is_int(item[key]) or item[key] < 0:
                    raise self.error(f"{name}.{key}", "must be a whole number from 0",
                                     item[key])
                counts[key] = item[key]
            flags = {}
            for key in ("won", "shown", "solved", "reviewed"):
                if not isinstance(item[key], bool):
                    raise self.error(f"{name}.{key}", "must be true or false", item[key])
                flags[key] = item[key]
            won = flags["solved"] and not (counts["mistakes"] or counts["hints"]
                                           or flags["shown"])
            if flags["won"] != won:
                raise self.error(f"{name}.won", f"must be {str(won).lower()} (a win is a "
                                                f"puzzle solved with no mistake, no hint "
                                                f"and not shown)", flags["won"])
            if flags["reviewed"] != (puzzle_id in seen):
                why = ("an earlier attempt at this puzzle exists" if puzzle_id in seen
                       else "no earlier attempt at this puzzle exists")
                raise self.error(f"{name}.reviewed",
                                 f"must be {str(puzzle_id in seen).lower()} ({why})",
                                 flags["reviewed"])
            before = self.number(f"{name}.rating_before", item["rating_before"],
                                 -MAX_LEARNER, MAX_LEARNER)
            after = self.number(f"{name}.rating_after", item["rating_after"], -MAX_LEARNER,
                                MAX_LEARNER)
            if before != current:
                raise self.error(f"{name}.rating_before", f"must be the rating after the "
                                                          f"attempt before ({current!r})",
                                 before)
            if flags["reviewed"] and after != before:
                raise self.error(f"{name}.rating_after", f"must be {before!r}: a review is "
                                                         f"not rated", after)
            if not flags["reviewed"] and (after < before if won else after > before):
                raise self.error(f"{name}.rating_after", "must not be below 'rating_before' "
                                                         "after a win nor above it after a "
                                                         "loss", after)
            seen.add(puzzle_id)
            current = after
            records.append(Record(puzzle_id=puzzle_id, rules=rules, themes=tuple(themes),
                                  puzzle_rating=puzzle_rating, won=won, reviewed=flags[
                                      "reviewed"], shown=flags["shown"],
                                  solved=flags["solved"], rating_before=before,
                                  rating_after=after, **counts))
        return records

    def history(self, data: object, attempts: list[Record]) -> list[float]:
        rated = [record for record in attempts if not record.reviewed]
        expected = [START.rating, *(record.rating_after for record in rated)]
        if not isinstance(data, list) or len(data) != len(expected):
            raise self.error("history", f"must be a list of {len(expected)} ratings (the "
                                        f"start and one after each of the {len(rated)} "
                                        f"rated attempts)", data)
        history = [self.number(f"history[{at}]", value, -MAX_LEARNER, MAX_LEARNER)
                   for at, value in enumerate(data)]
        for at, (value, wanted) in enumerate(zip(history, expected, strict=True)):
            if value != wanted:
                raise self.error(f"history[{at}]", f"must be {wanted!r} (the start, then the "
                                                   f"rating after each rated attempt)", value)
        return history

    def review(self, data: object, attempts: list[Record]) -> dict[str, Box]:
        if not isinstance(data, dict):
            raise self.error("review", "must be an object", data)
        stored: dict[str, Box] = {}
        last = len(REVIEW_GAPS) - 1
        for puzzle_id, item in data.items():
            name = f"review[{puzzle_id[:60]}]"
            if not isinstance(item, dict) or set(item) != {"box", "due"}:
                raise self.error(name, "must be an object of 'box' and 'due'", item)
            box, due = item["box"], item["due"]
            if not _is_int(box) or not 0 <= box <= last:
                raise self.error(f"{name}.box", f"must be a box from 0 to {last}", box)
            if not _is_int(due) or not 1 <= due <= len(attempts) + max(REVIEW_GAPS):
                raise self.error(f"{name}.due", f"must be an attempt count from 1 to "
                                                f"{len(attempts) + max(REVIEW_GAPS)}", due)
            stored[puzzle_id] = Box(box, due)
        replayed: dict[str, Box] = {}
        for count, record in enumerate(attempts, 1):
            _leitner(replayed, record.puzzle_id, record.won, count)
        for puzzle_id in [*replayed, *(p for p in stored if p not in replayed)]:
            want, got = replayed.get(puzzle_id), stored.get(puzzle_id)
            if want != got:
                wanted = ("absent (not missed, or learned)" if want is None
                          else f"box {want.index}, due at {want.due}")
                shown = None if got is None else {"box": got.index, "due": got.due}
                raise self.error(f"review[{puzzle_id[:60]}]",
                                 f"does not follow from the attempts: must be {wanted}", shown)
        return replayed
