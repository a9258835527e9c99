"""Print-ready puzzle sheets: PDF pages of board diagrams, then the answer key.

:func:`sheet_pdf` lays out a collection's puzzles ``per_page`` to a page (A4 or US Letter),
each with its number, its goal in words ("South to play and win"), its board drawn by
:func:`mancala_core.render.board_svg` (turned so that the side to play sits nearest the
reader), the side to move, the grade and the id; the answer key follows on pages of its own:
every move of each line with the side that plays it (the solver's moves in bold), and the
result. Without a grade, the puzzles are grouped by grade (ungraded last), each group from a
new page. :func:`write_sheet` writes the PDF atomically.

The pages are set by `typst <https://typst.app>`_ (the ``typst`` package from PyPI, in the
``puzzles`` extra, imported on first use) from the template ``templates/sheet.typ``; Python
hands it one JSON document (the words, the paper, the pages cut already) through
``sys.inputs``, the boards inside as SVG text, so nothing touches the disk or the network.
Only typst's embedded fonts are used: :data:`FONT`, Libertinus Serif, has every letter of
Polish, Hungarian, Russian, Italian and Slovenian. With ``SOURCE_DATE_EPOCH`` set (the
reproducible-builds convention) the PDF's dates are that time, and the same input gives the
same bytes.

The words are in :data:`WORDS` (English); :func:`sheet_words` gives them in another of the
learner's languages from the gettext catalogues (``sheet_pdf(..., language="hu")``, or
``mancala-puzzles sheet PATH --language hu``), with the numbers of plies and seeds in that
language's plural forms and the boards drawn in it too:

    >>> import mancala_core as mc
    >>> from puzzles import Puzzle
    >>> pos = mc.parse("kalah[pits=4,seeds=3] 0.1.1.0:12/1.0.0.0:9 S")
    >>> puzzle = Puzzle.create(pos, "win", value=6, solution=["3"])
    >>> goal_text(puzzle)
    'South to play and win'
    >>> answer_moves(puzzle)
    [(1, 'South', '3')]
    >>> result_text(puzzle)
    'South wins by 6'
    >>> goal_text(puzzle, language="hu"), result_text(puzzle, language="pl")
    ('Dél indul és nyer', 'Południe wygrywa różnicą 6')
"""

from __future__ import annotations

import json
import math
import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from importlib import resources
from typing import Any, Literal, get_args

from mancala_core.files import write_atomically
from mancala_core.i18n import N_, _, ngettext, using
from mancala_core.render import board_svg
from mancala_core.render.svg import FONT as BOARD_FONT
from mancala_core.rules.words import seeds as seeds_words
from mancala_core.rules.words import side_name

from .errors import PuzzleError
from .goals import DENYING, HORIZON, GoalSpec, parse_goal
from .schema import Collection, Puzzle

__all__ = ["FONT", "GRADES", "MAX_PER_PAGE", "PAPERS", "Paper", "Sheet", "SheetError", "WORDS",
           "answer_moves", "goal_text", "page_count", "result_text", "sheet_pdf", "sheet_png",
           "sheet_puzzles", "sheet_words", "write_sheet"]

Paper = Literal["a4", "us-letter"]
#: the paper sizes, by typst's names
PAPERS: tuple[Paper, ...] = get_args(Paper)
#: the grades a puzzle may have
GRADES = (1, 2, 3, 4, 5)
#: the most puzzles on one page (two columns of six)
MAX_PER_PAGE = 12
#: the sheet's font, one of typst's embedded fonts (Latin Extended, Greek, Cyrillic)
FONT = "Libertinus Serif"

#: every word the sheet prints, English; ``{side}``, ``{value}`` and ``{grade}`` are filled in
WORDS: dict[str, str] = {
    "title": "Mancala puzzles",
    "puzzle": "Puzzle",
    "number": "No.",
    "id": "id",
    "answers": "Answer key",
    "solution": "Solution",
    "result": "Result",
    "grade": "Grade {grade}",
    "ungraded": "Ungraded",
    "to_move": "{side} to move",
    "goal.win": "{side} to play and win",
    "goal.best_result.win": "{side} to play and win by {value}",
    "goal.best_result.draw": "{side} to play and draw",
    "goal.best_result.loss": "{side} to play and lose by no more than {value}",
    "goal.survive": "{side} to play and not lose",
    "goal.longest_chain": "{side} to play the longest chain of extra moves",
    "goal.biggest_capture": "{side} to play the biggest capture",
    "goal.win_within": "{side} to play and win within {plies}",
    "goal.capture_within": "{side} to play: capture at least {seeds} within {plies}",
    "goal.avoid_grand_slam": "{side} to play: no grand slam, but capture at least {seeds} "
                             "within {plies}",
    "goal.feed": "{side} to play: feed, and let the opponent gain nothing within {plies}",
    "goal.other": "{side} to play: {goal}",
    "result.win": "{side} wins by {value}",
    "result.draw": "a draw",
    "result.win_within": "{side} wins within {plies}",
    "result.capture_within": "{side} captures at least {seeds} within {plies}",
    "result.avoid_grand_slam": "{side} captures at least {seeds} within {plies}",
    "result.feed": "the opponent gains nothing within {plies}",
    "ply": "{n} ply",
    "plies": "{n} plies",
    "seed": "{n} seed",
    "seeds": "{n} seeds",
    "result.loss": "{side} loses by {value}",
}


#: the same words marked for the catalogues (named placeholders, ``%(side)s``); the plies'
#: and seeds' counts are not here: they take each language's plural forms
_MESSAGES: dict[str, str] = {
    "title": N_("Mancala puzzles"),
    "puzzle": N_("Puzzle"),
    "number": N_("No."),
    "id": N_("id"),
    "answers": N_("Answer key"),
    "solution": N_("Solution"),
    "result": N_("Result"),
    "grade": N_("Grade %(grade)s"),
    "ungraded": N_("Ungraded"),
    "to_move": N_("%(side)s to move"),
    "goal.win": N_("%(side)s to play and win"),
    "goal.best_result.win": N_("%(side)s to play and win by %(value)s"),
    "goal.best_result.draw": N_("%(side)s to play and draw"),
    "goal.best_result.loss": N_("%(side)s to play and lose by no more than %(value)s"),
    "goal.survive": N_("%(side)s to play and not lose"),
    "goal.longest_chain": N_("%(side)s to play the longest chain of extra moves"),
    "goal.biggest_capture": N_("%(side)s to play the biggest capture"),
    "goal.win_within": N_("%(side)s to play and win within %(plies)s"),
    "goal.capture_within": N_("%(side)s to play: capture at least %(seeds)s within %(plies)s"),
    "goal.avoid_grand_slam": N_("%(side)s to play: no grand slam, but capture at least "
                                "%(seeds)s within %(plies)s"),
    "goal.feed": N_("%(side)s to play: feed, and let the opponent gain nothing within "
                    "%(plies)s"),
    "goal.other": N_("%(side)s to play: %(goal)s"),
    "result.win": N_("%(side)s wins by %(value)s"),
    "result.draw": N_("a draw"),
    "result.win_within": N_("%(side)s wins within %(plies)s"),
    "result.capture_within": N_("%(side)s captures at least %(seeds)s within %(plies)s"),
    "result.avoid_grand_slam": N_("%(side)s captures at least %(seeds)s within %(plies)s"),
    "result.feed": N_("the opponent gains nothing within %(plies)s"),
    "result.loss": N_("%(side)s loses by %(value)s"),
}
_PLACEHOLDER = re.compile(r"%\((\w+)\)s")


def sheet_words(language: str = "en") -> dict[str, str]:
    """:data:`WORDS` in ``language`` (one of :data:`mancala_core.LANGUAGES`), from the
    catalogues; a word a catalogue lacks stays English.

        >>> sheet_words("pl")["answers"], sheet_words("ru")["grade"]
        ('Odpowiedzi', 'Уровень {grade}')
    """
    if language == "en":
        return dict(WORDS)
    with using(language) as chosen:
        words = {key: _PLACEHOLDER.sub(r"{\1}", _(message).replace("{", "{{").replace("}", "}}"))
                 for key, message in _MESSAGES.items()}
    words.update({key: value for key, value in WORDS.items() if key not in words})
    words["language"] = chosen
    return words


class SheetError(PuzzleError):
    """A sheet that cannot be made: no puzzle of the grade asked, an unknown grade, paper or
    page size, or a page that typst refuses. The message quotes the input."""


def _language(words: Mapping[str, str], language: str | None) -> str | None:
    """The language of the words: the one asked for, else the one :func:`sheet_words`
    wrote them in, else ``None`` (the words as given, English's plural)."""
    return language if language is not None else words.get("language")


def _side(puzzle: Puzzle, language: str | None = None) -> str:
    pos = puzzle.start()
    name = pos.rules.side_names[pos.to_move]
    if language is None:
        return name
    with using(language):
        return side_name(name)


def _horizon_words(spec: GoalSpec, words: Mapping[str, str],
                   language: str | None = None) -> dict[str, str]:
    """A horizon goal's numbers in words: ``{"plies": "3 plies", "seeds": "1 seed"}``."""
    plies, seeds = spec.plies or 0, spec.seeds or 0
    if language is not None:
        with using(language):
            return {"plies": ngettext("%(n)s ply", "%(n)s plies", plies) % {"n": plies},
                    "seeds": seeds_words(seeds)}
    return {"plies": words["ply" if plies == 1 else "plies"].format(n=plies),
            "seeds": words["seed" if seeds == 1 else "seeds"].format(n=seeds)}


def goal_text(puzzle: Puzzle, words: Mapping[str, str] | None = None, *,
              language: str | None = None) -> str:
    """The puzzle's goal in words, naming the side to play.

    >>> import mancala_core as mc
    >>> from puzzles import Puzzle
    >>> pos = mc.parse("kalah[pits=4,seeds=3] 0.1.1.0:12/1.0.0.0:9 N")
    >>> goal_text(Puzzle.create(pos, "best_result", value=-2, solution=["3"]))
    'North to play and lose by no more than 2'

    ``language``: the words of :func:`sheet_words` in that language (``words``: these
    words instead).
    """
    words = sheet_words(language or "en") if words is None else words
    language = _language(words, language)
    side = _side(puzzle, language)
    spec = parse_goal(puzzle.goal)
    if spec.kind in (*HORIZON, *DENYING):
        return words[f"goal.{spec.kind}"].format(
            side=side, **_horizon_words(spec, words, language))
    if puzzle.goal == "best_result":
        kind = "win" if puzzle.value > 0 else "draw" if puzzle.value == 0 else "loss"
        return words[f"goal.best_result.{kind}"].format(side=side, value=abs(puzzle.value))
    key = f"goal.{puzzle.goal}"
    if key in words:
        return words[key].format(side=side, value=abs(puzzle.value))
    return words["goal.other"].format(side=side, goal=puzzle.goal.replace("_", " "))


def result_text(puzzle: Puzzle, words: Mapping[str, str] | None = None, *,
                language: str | None = None) -> str:
    """The result of the line under best play, for the solving side: its proved margin
    (``words`` and ``language`` as in :func:`goal_text`)."""
    words = sheet_words(language or "en") if words is None else words
    language = _language(words, language)
    side = _side(puzzle, language)
    spec = parse_goal(puzzle.goal)
    if spec.kind in (*HORIZON, *DENYING):
        return words[f"result.{spec.kind}"].format(
            side=side, **_horizon_words(spec, words, language))
    if puzzle.value == 0:
        return words["result.draw"]
    kind = "win" if puzzle.value > 0 else "loss"
    return words[f"result.{kind}"].format(side=side, value=abs(puzzle.value))


def answer_moves(puzzle: Puzzle) -> list[tuple[int, str, str]]:
    """The solution line as ``(ply, side, move)``: who plays each move (after an extra move
    the same side plays again). Raises :class:`SheetError` for a move that is not legal."""
    pos = puzzle.start()
    names = pos.rules.side_names
    moves = []
    for ply, text in enumerate(puzzle.solution, 1):
        side = names[pos.to_move]
        try:
            pos = pos.play(text)
        except ValueError as error:
            raise SheetError(f"puzzle {puzzle.id!r}: move {ply} {text!r} of its solution "
                             f"is not legal ({error})") from None
        moves.append((ply, side, text))
    return moves


def _grade_word(grade: int | None, words: Mapping[str, str]) -> str:
    return words["ungraded"] if grade is None else words["grade"].format(grade=grade)


def sheet_puzzles(collection: Collection, grade: int | None = None) -> list[Puzzle]:
    """The puzzles a sheet holds, in its order: those of ``grade``, or all of them sorted by
    grade (ungraded last), each grade in the collection's order. Raises
    :class:`SheetError` for an unknown grade or one that no puzzle has."""
    if grade is not None:
        if grade not in GRADES:
            raise SheetError(f"unknown grade {grade!r}: a grade is one of "
                             f"{', '.join(map(str, GRADES))}")
        chosen = [p for p in collection if p.grade == grade]
        if not chosen:
            present = sorted({p.grade for p in collection if p.grade is not None})
            have = ", ".join(map(str, present)) if present else "none (not graded yet)"
            raise SheetError(f"no puzzle of grade {grade} in the collection "
                             f"({len(collection)} puzzles; grades present: {have})")
        return chosen
    if not len(collection):
        raise SheetError("the collection holds no puzzle")
    return sorted(collection, key=lambda p: 6 if p.grade is None else p.grade)


@dataclass(frozen=True)
class _Layout:
    columns: int
    rows: int


def _layout(per_page: int) -> _Layout:
    if not isinstance(per_page, int) or not 1 <= per_page <= MAX_PER_PAGE:
        raise SheetError(f"puzzles per page must be 1 to {MAX_PER_PAGE}, got {per_page!r}")
    columns = 1 if per_page <= 3 else 2
    return _Layout(columns, math.ceil(per_page / columns))


def _board(puzzle: Puzzle, language: str | None = None) -> str:
    pos = puzzle.start()
    # the solving side nearest the reader, as a player sits (North's puzzles turned round)
    svg = str(board_svg(pos, size=None, flipped=pos.rules.players == 2 and pos.to_move == 1,
                        language=language))
    # the sheet's font for the board's words too (typst has no DejaVu Sans)
    return svg.replace(f'font-family="{BOARD_FONT}"', f'font-family="{FONT}"', 1)


def _document(puzzles: list[Puzzle], *, paper: Paper, title: str | None,
              per_page: int, words: Mapping[str, str] | None = None, lang: str | None = None,
              language: str | None = None) -> dict[str, Any]:
    words = sheet_words(language or "en") if words is None else words
    language = _language(words, language)
    lang = lang if lang is not None else language or "en"
    layout = _layout(per_page)
    if paper not in PAPERS:
        raise SheetError(f"unknown paper {paper!r}: choose one of {', '.join(PAPERS)}")
    groups: list[tuple[str, list[tuple[int, Puzzle]]]] = []
    for number, puzzle in enumerate(puzzles, 1):
        heading = _grade_word(puzzle.grade, words)
        if not groups or groups[-1][0] != heading:
            groups.append((heading, []))
        groups[-1][1].append((number, puzzle))
    pages = []
    for heading, members in groups:
        for start in range(0, len(members), per_page):
            pages.append({
                "heading": heading, "first": start == 0,
                "puzzles": [{
                    "number": number, "id": puzzle.id,
                    "goal": goal_text(puzzle, words, language=language),
                    "to_move": words["to_move"].format(side=_side(puzzle, language)),
                    "grade": _grade_word(puzzle.grade, words),
                    "svg": _board(puzzle, language),
                    "alt": f"{words['puzzle']} {number}: "
                           f"{goal_text(puzzle, words, language=language)}",
                } for number, puzzle in members[start:start + per_page]],
            })
    answers = [{
        "number": number, "id": puzzle.id, "grade": _grade_word(puzzle.grade, words),
        "goal": goal_text(puzzle, words, language=language),
        "result": result_text(puzzle, words, language=language),
        "moves": [{"ply": ply, "side": _said(side, language), "move": move,
                   "solver": side == _side(puzzle)}
                  for ply, side, move in answer_moves(puzzle)],
    } for number, puzzle in enumerate(puzzles, 1)]
    return {
        "title": title if title is not None else words["title"],
        "paper": paper, "font": FONT, "lang": lang, "words": dict(words),
        "columns": layout.columns, "rows": layout.rows, "pages": pages, "answers": answers,
    }


def _said(name: str, language: str | None) -> str:
    """A side's name in ``language`` (as given when ``None``)."""
    if language is None:
        return name
    with using(language):
        return side_name(name)


@dataclass(frozen=True)
class Sheet:
    """A sheet made: the ``pdf`` bytes, how many ``puzzles`` it holds, on how many
    ``puzzle_pages``, and its ``pages`` in all (the answer key's are the rest)."""

    pdf: bytes
    puzzles: int
    puzzle_pages: int
    pages: int

    @property
    def answer_pages(self) -> int:
        """The answer key's pages."""
        return self.pages - self.puzzle_pages


def sheet_pdf(collection: Collection | Iterable[Puzzle], *, grade: int | None = None,
              paper: Paper = "a4", title: str | None = None, per_page: int = 6,
              words: Mapping[str, str] | None = None, lang: str | None = None,
              language: str | None = None) -> Sheet:
    """The sheet of ``collection``: its PDF and its page counts.

    :param grade: only the puzzles of this grade (1-5); ``None``: all of them, grouped by
        grade, each group from a new page.
    :param paper: ``"a4"`` or ``"us-letter"``.
    :param title: the title in every page's header (default ``WORDS["title"]``).
    :param per_page: puzzles on a puzzle page, 1 to :data:`MAX_PER_PAGE` (one column up to
        3, two above); the puzzle pages are ``ceil(n / per_page)`` for each grade.
    :param words: the words printed (:data:`WORDS`, or a translation of it); default
        :func:`sheet_words` of ``language``.
    :param lang: the text's language (typst's hyphenation and quotes), e.g. ``"hu"``;
        default ``language``.
    :param language: the language of the words and the boards, one of
        :data:`mancala_core.LANGUAGES` (default English).

    Raises :class:`SheetError` for bad options or a grade that no puzzle has.
    """
    if not isinstance(collection, Collection):
        collection = Collection(tuple(collection))
    puzzles = sheet_puzzles(collection, grade)
    document = _document(puzzles, paper=paper, title=title, per_page=per_page,
                         words=words, lang=lang, language=language)
    pdf = _compile(document, "pdf")
    if not isinstance(pdf, bytes):  # pragma: no cover - a PDF is one document
        raise SheetError("typst returned no PDF")
    return Sheet(pdf, len(puzzles), len(document["pages"]), page_count(pdf))


def sheet_png(collection: Collection | Iterable[Puzzle], *, ppi: float = 60,
              **options: Any) -> list[bytes]:
    """The sheet's pages as PNG images, ``ppi`` pixels an inch (for pictures of a sheet: the
    docs' ``docs/puzzle-sheet.png``); the keyword options are :func:`sheet_pdf`'s."""
    if not isinstance(collection, Collection):
        collection = Collection(tuple(collection))
    grade = options.pop("grade", None)
    puzzles = sheet_puzzles(collection, grade)
    options = {"paper": "a4", "title": None, "per_page": 6, **options}
    pages = _compile(_document(puzzles, **options), "png", ppi)
    return pages if isinstance(pages, list) else [pages]


def _compile(document: dict[str, Any], format: Literal["pdf", "png"],
             ppi: float | None = None) -> bytes | list[bytes]:
    import typst

    template = resources.files("puzzles") / "templates" / "sheet.typ"
    # the reproducible-builds convention: SOURCE_DATE_EPOCH fixes the PDF's dates, and then
    # the same collection and options give the same bytes
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    try:
        out = typst.compile(template.read_bytes(), format=format, ppi=ppi,
                            ignore_system_fonts=True, font_paths=[],
                            sys_inputs={"data": json.dumps(document)},
                            timestamp=int(epoch) if epoch.isdigit() else None)
    except typst.TypstError as error:
        raise SheetError(f"typst cannot set the sheet: {error.message}") from None
    if out is None:  # pragma: no cover - typst returns what it made when given no path
        raise SheetError("typst returned nothing")
    return out


def page_count(pdf: bytes) -> int:
    """The number of pages of a PDF (read by pypdfium2)."""
    import pypdfium2

    document = pypdfium2.PdfDocument(pdf)
    try:
        return len(document)
    finally:
        document.close()


def write_sheet(collection: Collection | Iterable[Puzzle], path: str | os.PathLike[str],
                **options: Any) -> Sheet:
    """Make the sheet (see :func:`sheet_pdf`, whose keyword options it takes) and write it
    to ``path`` atomically: nothing is written unless the whole PDF is made. An
    :class:`OSError` names the path."""
    sheet = sheet_pdf(collection, **options)
    write_atomically(path, sheet.pdf)
    return sheet
