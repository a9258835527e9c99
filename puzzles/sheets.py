"""Print-ready puzzle sheets: a page on how to read a board, pages of puzzles to write on,
then the answer key.

:func:`sheet_pdf` lays out a collection's puzzles ``per_page`` (4, 6 or 8) to a page (A4 or
US Letter), all of a grade or the first ``count``. The first page shows how to read a board
(:mod:`puzzles.guide`): the pits' numbers, the stores, the way of sowing, how to write an
answer; then the rules the puzzles are played by (:func:`rules_lines`: the seeds, a capture
in an empty pit, a grand slam), and a line for a name (without that page, the name line and
the rules open the first page of puzzles). Each puzzle has its number, its goal in a child's
words (:func:`puzzles.goals.describe`, the only words on the puzzle that say who moves), what
its rules change from the sheet's (:func:`rules_differences`), its board drawn by
:func:`mancala_core.render.board_svg` with the side to play nearest the reader, without its
status line and with the pits' numbers printed large (:data:`NUMBER_SIZE`: the number is the
answer), a line to write the answer on ("Your move: ____"), its grade and its id. The answer
key follows on pages of its own, no row split across two: every move of each line with the
side that plays it (the solver's moves in bold), one short reason in the shared words of a
move's explanation (:func:`answer_reason`), and the result, counted from the line's steps as
the goal counts (:func:`result_text`, :func:`line_gains`). Without a grade, the puzzles are
grouped by grade (ungraded last), each group from a new page. :func:`write_sheet` writes the
PDF atomically.

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
``mancala-puzzles sheet PATH --language hu``), with the numbers of moves and seeds in that
language's plural forms and the boards drawn in it too:

    >>> import mancala_core as mc
    >>> from puzzles import Puzzle
    >>> from puzzles.goals import describe
    >>> pos = mc.parse("kalah[pits=4,seeds=3] 0.1.1.0:12/1.0.0.0:9 S")
    >>> puzzle = Puzzle.create(pos, "win", value=6, solution=["3"])
    >>> goal_text(puzzle) == describe("win", "South", language="en")
    True
    >>> answer_moves(puzzle)
    [(1, 'South', '3')]
    >>> result_text(puzzle), result_text(puzzle, language="pl")
    ('South wins by 6', 'Południe wygrywa różnicą 6')
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from importlib import resources
from typing import Any, Literal, get_args

from mancala_core.files import write_atomically
from mancala_core.i18n import _, ngettext, using
from mancala_core.rules import Rules
from mancala_core.rules.explain import capture_rule
from mancala_core.rules.words import seeds as seeds_words
from mancala_core.rules.words import side_name

from .errors import PuzzleError
from .goals import DENYING, HORIZON, GoalSpec, counting_note, describe, parse_goal
from .guide import guide as guide_for
from .guide import plain_board
from .schema import Collection, Puzzle
from .sheet_words import WORDS, sheet_words
from .turns import Gains, line_gains

__all__ = ["FONT", "GRADES", "NUMBER_SIZE", "PAPERS", "PER_PAGE", "Gains", "Paper", "Sheet",
           "SheetError", "WORDS", "answer_moves", "answer_reason", "common_rules", "goal_text",
           "line_gains", "page_count", "result_text", "rules_differences", "rules_lines",
           "sheet_pdf", "sheet_png", "sheet_puzzles", "sheet_words", "write_sheet"]

Paper = Literal["a4", "us-letter"]
#: the paper sizes, by typst's names
PAPERS: tuple[Paper, ...] = get_args(Paper)
#: the grades a puzzle may have
GRADES = (1, 2, 3, 4, 5)
#: the puzzles a page may hold, in two columns
PER_PAGE = (4, 6, 8)
#: the sheet's font, one of typst's embedded fonts (Latin Extended, Greek, Cyrillic)
FONT = "Libertinus Serif"
#: the pits' numbers on a printed board, in the board's units (a pit is 84 wide; on screen
#: they are 22): the number is the answer, so it prints at 8 pt or more even on the smallest
#: board a sheet prints (8 a page; :func:`puzzles.guide.plain_board`)
NUMBER_SIZE = 38

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


def _horizon_result(spec: GoalSpec, side: str, words: Mapping[str, str],
                    language: str | None) -> str:
    """A horizon goal's result, its moves counted in the language's plural forms (the words
    of ``words`` when no language is given)."""
    moves, seeds = spec.plies or 0, spec.seeds or 0
    if language is None:
        return words[f"result.{spec.kind}"].format(
            side=side, moves=words["move" if moves == 1 else "moves"].format(n=moves),
            seeds=words["seed" if seeds == 1 else "seeds"].format(n=seeds))
    with using(language):
        if spec.kind == "win_within":
            text = ngettext("%(side)s wins within %(n)s move",
                            "%(side)s wins within %(n)s moves", moves)
        elif spec.kind == "feed":
            text = ngettext("the opponent gains nothing within %(n)s move",
                            "the opponent gains nothing within %(n)s moves", moves)
        else:
            text = ngettext("%(side)s captures at least %(seeds)s within %(n)s move",
                            "%(side)s captures at least %(seeds)s within %(n)s moves", moves)
        return text % {"side": side, "n": moves, "seeds": seeds_words(seeds)}


def goal_text(puzzle: Puzzle, words: Mapping[str, str] | None = None, *,
              language: str | None = None) -> str:
    """The puzzle's goal in words, naming the side to play: the words of
    :func:`puzzles.goals.describe` (the player's and the sheet's alike: never a loss, even
    for a ``best_result`` in a lost position).

    >>> import mancala_core as mc
    >>> from puzzles import Puzzle
    >>> pos = mc.parse("kalah[pits=4,seeds=3] 0.1.1.0:12/1.0.0.0:9 N")
    >>> goal_text(Puzzle.create(pos, "best_result", value=-2, solution=["3"]))
    'North to play: get the best result you can'

    ``language``: the words of :func:`sheet_words` in that language (``words``: these
    words instead).
    """
    words = sheet_words(language or "en") if words is None else words
    language = _language(words, language)
    return describe(puzzle.goal, _side(puzzle), language=language or "en",
                    rules=puzzle.start().rules)


def result_text(puzzle: Puzzle, words: Mapping[str, str] | None = None, *,
                language: str | None = None) -> str:
    """The result of the line under best play, for the solving side (``words`` and
    ``language`` as in :func:`goal_text`): for a goal that counts seeds, the seeds the line
    brings, counted by playing it (:func:`line_gains`): the seeds taken from the opponent
    in one turn, or every seed that reaches the store, and among them those that the end
    of the game sends there from the row; else the proved margin.

    >>> import mancala_core as mc
    >>> from puzzles import Puzzle
    >>> # North  6  5  4  3  2  1
    >>> #        1  0  1  0  0  1
    >>> #    22                    20
    >>> #        0  0  0  0  3  0
    >>> # South  1  2  3  4  5  6      North's 1 ends in the empty 2, opposite South's 5:
    >>> # 3 taken and the last seed, 4 in the store; South's row is empty, the game ends and
    >>> # North's last 2 seeds go to North's store: 6 in all
    >>> pos = mc.parse("kalah[empty_capture=true] 0.0.0.0.3.0:20/1.0.0.1.0.1:22 N")
    >>> print(result_text(Puzzle.create(pos, "capture_6_within_1", value=6, solution=["1"])))
    North gets 6 seeds into the store in 1 move, counting 2 seeds left in the row when the game ends
    """
    words = sheet_words(language or "en") if words is None else words
    language = _language(words, language)
    side = _side(puzzle, language)
    spec = parse_goal(puzzle.goal)
    if spec.kind in ("capture_within", "avoid_grand_slam", "biggest_capture"):
        return _seeds_result(puzzle, spec, side, language)
    if spec.kind in (*HORIZON, *DENYING):
        return _horizon_result(spec, side, words, language)
    if spec.kind == "longest_chain":  # the value is moves
        with using(language or "en"):
            return ngettext("%(side)s plays %(n)s move in one turn",
                            "%(side)s plays %(n)s moves in one turn", puzzle.value) % {
                "side": side, "n": puzzle.value}
    if puzzle.value == 0:
        return words["result.draw"]
    kind = "win" if puzzle.value > 0 else "loss"
    return words[f"result.{kind}"].format(side=side, value=abs(puzzle.value))


def _seeds_result(puzzle: Puzzle, spec: GoalSpec, side: str, language: str | None) -> str:
    """The seeds the line brings, as the goal counts them: the opponent's seeds taken in
    one turn (``biggest_capture``), else every seed that reaches the store, and the end of
    the game's share of them; where the line stops short of the goal's count (the rest is
    forced, or every move will do), the count the proof guarantees within the horizon."""
    gains = line_gains(puzzle)
    sown = puzzle.start().rules.sown_stores != "none"
    with using(language or "en"):
        if spec.kind == "biggest_capture":
            return _("%(side)s captures %(seeds)s in one turn") % {
                "side": side, "seeds": seeds_words(gains.taken)}
        if gains.stored < (spec.seeds or 0):
            # the line stops where the rest is forced or any move does: it does not reach
            # the count, which the proof guarantees within the horizon
            values = {"side": side, "seeds": seeds_words(spec.seeds or 0),
                      "n": spec.plies or 0}
            if sown:
                return ngettext("%(side)s gets at least %(seeds)s into the store within "
                                "%(n)s move",
                                "%(side)s gets at least %(seeds)s into the store within "
                                "%(n)s moves", spec.plies or 0) % values
            return ngettext("%(side)s captures at least %(seeds)s within %(n)s move",
                            "%(side)s captures at least %(seeds)s within %(n)s moves",
                            spec.plies or 0) % values
        values = {"side": side, "seeds": seeds_words(gains.stored), "n": gains.moves}
        if sown or gains.swept:  # seeds sown into the store, or left in the row at the end,
            # count too: not all of them are captured
            text = ngettext("%(side)s gets %(seeds)s into the store in %(n)s move",
                            "%(side)s gets %(seeds)s into the store in %(n)s moves",
                            gains.moves) % values
        else:
            text = ngettext("%(side)s captures %(seeds)s in %(n)s move",
                            "%(side)s captures %(seeds)s in %(n)s moves", gains.moves) % values
        if gains.swept:
            text = ngettext("%(result)s, counting %(n)s seed left in the row when the game "
                            "ends",
                            "%(result)s, counting %(n)s seeds left in the row when the game "
                            "ends", gains.swept) % {"result": text, "n": gains.swept}
        return text


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


#: the reasons a line's move is given for, strongest first (kinds of
#: :class:`mancala_core.search.questions.explain.Reason`; one a move)
_REASONS = ("extra-move", "capture", "wins", "stops-chain", "protects", "no-landing")
#: the most of the solver's moves the answer key's reason names in a row
_REASON_MOVES = 4


def answer_reason(puzzle: Puzzle, words: Mapping[str, str] | None = None, *,
                  language: str | None = None) -> str:
    """One short line on why the solution works, in the shared words of a move's reasons
    (:func:`~mancala_core.search.questions.explain.rules_reasons`, by the rules alone, no
    search): the
    solver's first turn, each move with its reason, moves with the same reason together;
    when that turn has none, the first later move of the solver that has one. ``""`` when
    no move of the solver has a reason.

    >>> import mancala_core as mc
    >>> from puzzles import Puzzle
    >>> # North  6  5  4  3  2  1
    >>> #        0  0  0  7  0  0
    >>> #    19                    19
    >>> #        0  2  0  0  0  1
    >>> # South  1  2  3  4  5  6      6 ends in the store; 2 ends in 4, opposite North's 3
    >>> pos = mc.parse("kalah 0.2.0.0.0.1:19/0.0.7.0.0.0:19 S")
    >>> print(answer_reason(Puzzle.create(pos, "win", value=1, solution=["6", "2"])))
    6 (the last seed lands in your store: move again), then 2 (captures 7)
    """
    from mancala_core.search.questions.explain import rules_reasons

    words = sheet_words(language or "en") if words is None else words
    language = _language(words, language)
    pos = puzzle.start()
    solver = pos.to_move
    said: list[tuple[str, list[str]]] = []  # (reason, its moves) of the first turn
    later = ""
    first_turn = True
    with using(language or "en"):
        for text in puzzle.solution:
            if pos.is_over():
                break
            mine = pos.to_move == solver
            first_turn = first_turn and mine
            if mine and (first_turn or not later):
                found = {r.kind: r.text for r in rules_reasons(pos, text)}
                reason = next((found[kind] for kind in _REASONS if kind in found), "")
                if first_turn and len(said) < _REASON_MOVES:
                    if said and said[-1][0] == reason:
                        said[-1][1].append(text)
                    else:
                        said.append((reason, [text]))
                elif not first_turn and reason and not any(r for r, _ in said):
                    later = words["reason.move"].format(move=text, reason=reason)
            if not first_turn and (later or any(r for r, _ in said)):
                break
            pos = pos.play(text)
    while said and not said[-1][0] and not later:  # a bare move at the end says nothing
        said.pop()
    if not said:
        return ""
    parts = [words["reason.move"].format(move=", ".join(moves), reason=reason) if reason
             else ", ".join(moves) for reason, moves in said]
    line = parts[0]
    for part in parts[1:]:
        line = words["reason.then"].format(first=line, next=part)
    return words["reason.later"].format(first=line, next=later) if later else line


def _grade_word(grade: int | None, words: Mapping[str, str]) -> str:
    return words["ungraded"] if grade is None else words["grade"].format(grade=grade)


def common_rules(puzzles: Iterable[Puzzle]) -> Rules:
    """The rules most of ``puzzles`` are played by (the first puzzle's among equals)."""
    counts = Counter(p.start().rules for p in puzzles)
    if not counts:
        raise SheetError("no puzzle to take the rules from")
    return counts.most_common(1)[0][0]


def _seeds_sentence(rules: Rules, language: str | None, *, this: bool) -> str | None:
    """How many seeds each pit held at the start, and the seeds in all (``this``: said of
    one puzzle's game)."""
    per_pit = rules.options.get("seeds")
    if not isinstance(per_pit, int) or isinstance(per_pit, bool):
        return None
    with using(language or "en"):
        values = {"game": rules.title, "n": per_pit, "total": seeds_words(rules.total_seeds)}
        if this:
            # short, for a line under the goal of a small board
            return ngettext("At the start: %(n)s seed in each pit, %(total)s in all.",
                            "At the start: %(n)s seeds in each pit, %(total)s in all.",
                            per_pit) % values
        return ngettext("%(game)s: at the start each pit holds %(n)s seed, %(total)s in all.",
                        "%(game)s: at the start each pit holds %(n)s seeds, %(total)s in all.",
                        per_pit) % values


def _rule_sentences(rules: Rules, words: Mapping[str, str],
                    common: Rules | None = None) -> list[str]:
    """The capture rules that puzzles may differ in, in words: a last seed in an empty pit
    facing an empty one (Kalah's ``empty_capture``), a grand slam (Oware's ``grand_slam``);
    with ``common``, only those that differ from it."""
    lines = []
    options, others = rules.options, (common.options if common is not None else {})
    for name in ("empty_capture", "grand_slam"):
        if name not in options or (common is not None and others.get(name) == options[name]):
            continue
        value = options[name]
        said = ("on" if value else "off") if isinstance(value, bool) else str(value)
        key = f"rules.{name}.{said}"
        if key in words:
            lines.append(words[key])
    return lines


def rules_lines(puzzles: list[Puzzle], words: Mapping[str, str] | None = None, *,
                language: str | None = None) -> list[str]:
    """The rules the sheet's puzzles are played by, for its first page: the rules most of
    them share (:func:`common_rules`): the seeds, and the capture rules the games differ in
    (an empty capture, a grand slam); then, if some puzzle is played by other rules, that
    it says so.

    >>> import mancala_core as mc
    >>> from puzzles import Puzzle
    >>> pos = mc.parse("kalah[empty_capture=true] 0.0.0.0.3.0:20/1.0.0.1.0.1:22 N")
    >>> for line in rules_lines([Puzzle.create(pos, "win", value=1, solution=["1"])]):
    ...     print(line[:60])
    Kalah: at the start each pit holds 4 seeds, 48 seeds in all.
    A last seed that lands in an empty pit of yours captures eve
    """
    words = sheet_words(language or "en") if words is None else words
    language = _language(words, language)
    common = common_rules(puzzles)
    lines = [line for line in [_seeds_sentence(common, language, this=False)] if line]
    if "empty_capture" not in common.options:
        # how a capture happens (Kalah's empty-capture sentences below say its whole rule;
        # an Oware sheet said only the grand slam, not how seeds are captured at all)
        with using(language):
            said = capture_rule(common)
        lines.append(said[:1].upper() + said[1:] + ".")
    lines += _rule_sentences(common, words)
    if any(p.start().rules != common for p in puzzles):
        lines.append(words["rules.others"])
    return lines


def rules_differences(puzzle: Puzzle, common: Rules, words: Mapping[str, str] | None = None,
                      *, language: str | None = None) -> list[str]:
    """What the puzzle's rules change from ``common`` (the sheet's), in words: the seeds
    its game began with, a capture rule; ``[]`` when they are the same.

    >>> import mancala_core as mc
    >>> from puzzles import Puzzle
    >>> pos = mc.parse("kalah[seeds=3,empty_capture=true] 0.0.0.0.3.0:8/1.0.0.1.0.1:22 N")
    >>> puzzle = Puzzle.create(pos, "win", value=1, solution=["1"])
    >>> rules_differences(puzzle, mc.rules("kalah", empty_capture=True))
    ['At the start: 3 seeds in each pit, 36 seeds in all.']
    """
    words = sheet_words(language or "en") if words is None else words
    language = _language(words, language)
    rules = puzzle.start().rules
    if rules == common:
        return []
    lines = []
    if rules.total_seeds != common.total_seeds or \
            rules.options.get("seeds") != common.options.get("seeds"):
        lines += [line for line in [_seeds_sentence(rules, language, this=True)] if line]
    return lines + _rule_sentences(rules, words, common)


def sheet_puzzles(collection: Collection, grade: int | None = None,
                  count: int | None = None) -> list[Puzzle]:
    """The puzzles a sheet holds, in its order: those of ``grade``, or all of them sorted by
    grade (ungraded last), each grade in the collection's order; with ``count``, the first
    ``count`` of them (all, if there are fewer). Raises :class:`SheetError` for an unknown
    grade, one that no puzzle has, or a count that is not a whole number of 1 or more."""
    _check_count(count)
    return _chosen(collection, grade)[:count]


def _check_count(count: object) -> None:
    if count is None:
        return
    if isinstance(count, bool) or not isinstance(count, int) or count < 1:
        raise SheetError(f"the number of puzzles must be a whole number, 1 or more; "
                         f"got {count!r}")


def _chosen(collection: Collection, grade: int | None) -> list[Puzzle]:
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
    if per_page not in PER_PAGE:
        raise SheetError(f"puzzles per page must be {', '.join(map(str, PER_PAGE[:-1]))} or "
                         f"{PER_PAGE[-1]}, got {per_page!r}")
    return _Layout(2, per_page // 2)


def _board(puzzle: Puzzle, language: str | None = None) -> str:
    # the solving side nearest the reader, as a player sits; who moves is said by the goal
    # alone, so the board leaves out its status line and its to-move marks
    return plain_board(puzzle.start(), language=language, font=FONT, number_size=NUMBER_SIZE)


def _document(puzzles: list[Puzzle], *, paper: Paper, title: str | None,
              per_page: int, words: Mapping[str, str] | None = None, lang: str | None = None,
              language: str | None = None, guide: bool = True) -> dict[str, Any]:
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
    common = common_rules(puzzles)
    pages: list[dict[str, Any]] = []
    for heading, members in groups:
        start = 0
        while start < len(members):
            # without the guide page, the name line and the rules open the first page; where
            # a page holds four rows, they take the room of the first row (the boards keep
            # their size, and their pit numbers 8 pt)
            opening = not guide and not pages
            rows = layout.rows - (1 if opening and layout.rows > 3 else 0)
            chunk = members[start:start + rows * layout.columns]
            pages.append({
                "heading": heading, "first": start == 0, "rows": rows,
                "puzzles": [{
                    "number": number, "id": puzzle.id,
                    "goal": goal_text(puzzle, words, language=language),
                    "grade": _grade_word(puzzle.grade, words),
                    "svg": _board(puzzle, language),
                    "rules": rules_differences(puzzle, common, words, language=language),
                    "alt": f"{words['puzzle']} {number}: "
                           f"{goal_text(puzzle, words, language=language)}",
                } for number, puzzle in chunk],
            })
            start += len(chunk)
    answers = [{
        "number": number, "id": puzzle.id, "grade": _grade_word(puzzle.grade, words),
        "goal": goal_text(puzzle, words, language=language),
        "result": result_text(puzzle, words, language=language),
        # the moves first: answer_moves names a move that is not legal
        "moves": [{"ply": ply, "side": _said(side, language), "move": move,
                   "solver": side == _side(puzzle)}
                  for ply, side, move in answer_moves(puzzle)],
        "reason": answer_reason(puzzle, words, language=language),
    } for number, puzzle in enumerate(puzzles, 1)]
    first = _guide(puzzles, words, language) if guide else None
    return {
        "title": title if title is not None else words["title"],
        "paper": paper, "font": FONT, "lang": lang, "words": dict(words),
        "columns": layout.columns, "rows": layout.rows, "pages": pages, "answers": answers,
        "guide": first, "rules": rules_lines(puzzles, words, language=language),
    }


def _guide(puzzles: list[Puzzle], words: Mapping[str, str],
           language: str | None) -> dict[str, Any]:
    """The first page: how to read a board of the first puzzle's game."""
    told = guide_for(puzzles[0].start().rules, words, language=language, font=FONT,
                     number_size=NUMBER_SIZE)
    lines = list(told.lines)
    if any(parse_goal(p.goal).kind in (*HORIZON, *DENYING) for p in puzzles):
        # "within 3 moves": said once, how the moves are counted
        # a game whose sowing passes the stores has extra moves, and the guide says so
        extra = words["guide.answer.extra"] in told.lines
        lines.append(counting_note(language=language or "en", extra_moves=extra))
    return {"svg": told.svg, "lines": lines,
            "alt": f"{words['guide.title']}: {' '.join(lines)}"}


def _said(name: str, language: str | None) -> str:
    """A side's name in ``language`` (as given when ``None``)."""
    if language is None:
        return name
    with using(language):
        return side_name(name)


@dataclass(frozen=True)
class Sheet:
    """A sheet made: the ``pdf`` bytes, how many ``puzzles`` it holds, on how many
    ``puzzle_pages``, its ``pages`` in all, and ``guide_pages`` (1: the first page shows
    how to read a board; 0: left out). The answer key's pages are the rest."""

    pdf: bytes
    puzzles: int
    puzzle_pages: int
    pages: int
    guide_pages: int = 1

    @property
    def answer_pages(self) -> int:
        """The answer key's pages."""
        return self.pages - self.puzzle_pages - self.guide_pages


def sheet_pdf(collection: Collection | Iterable[Puzzle], *, grade: int | None = None,
              paper: Paper = "a4", title: str | None = None, per_page: int = 6,
              words: Mapping[str, str] | None = None, lang: str | None = None,
              language: str | None = None, guide: bool = True,
              count: int | None = None) -> Sheet:
    """The sheet of ``collection``: its PDF and its page counts.

    :param grade: only the puzzles of this grade (1-5); ``None``: all of them, grouped by
        grade, each group from a new page.
    :param count: only the first ``count`` puzzles (of the grade, or of all); ``None``: all.
    :param paper: ``"a4"`` or ``"us-letter"``.
    :param title: the title in every page's header (default ``WORDS["title"]``).
    :param per_page: puzzles on a puzzle page, 4, 6 or 8 (:data:`PER_PAGE`; two columns);
        the puzzle pages are ``ceil(n / per_page)`` for each grade (without the guide
        at 8 a page, the first page holds 6: the name line and the rules take a row).
    :param words: the words printed (:data:`WORDS`, or a translation of it); default
        :func:`sheet_words` of ``language``.
    :param lang: the text's language (typst's hyphenation and quotes), e.g. ``"hu"``;
        default ``language``.
    :param language: the language of the words and the boards, one of
        :data:`mancala_core.LANGUAGES` (default English).
    :param guide: begin with a page on how to read a board (the first puzzle's game): the
        pits' numbers, the stores, the way of sowing, how to write an answer.

    Raises :class:`SheetError` for bad options or a grade that no puzzle has.
    """
    if not isinstance(collection, Collection):
        collection = Collection(tuple(collection))
    puzzles = sheet_puzzles(collection, grade, count)
    document = _document(puzzles, paper=paper, title=title, per_page=per_page,
                         words=words, lang=lang, language=language, guide=guide)
    pdf = _compile(document, "pdf")
    if not isinstance(pdf, bytes):  # pragma: no cover - a PDF is one document
        raise SheetError("typst returned no PDF")
    return Sheet(pdf, len(puzzles), len(document["pages"]), page_count(pdf), int(guide))


def sheet_png(collection: Collection | Iterable[Puzzle], *, ppi: float = 60,
              **options: Any) -> list[bytes]:
    """The sheet's pages as PNG images, ``ppi`` pixels an inch (for pictures of a sheet: the
    docs' ``docs/puzzle-sheet.png``); the keyword options are :func:`sheet_pdf`'s."""
    if not isinstance(collection, Collection):
        collection = Collection(tuple(collection))
    grade = options.pop("grade", None)
    puzzles = sheet_puzzles(collection, grade, options.pop("count", None))
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
