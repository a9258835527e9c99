"""What a teacher meets when printing a sheet (issue 28): a sheet of any length
(``--count``), key rows that stay whole, nothing that overlaps at any page size, pit numbers
large enough to read, the Name line always, the rules said on the page, and an answer key
whose result counts what the goal counts.

Each test reads the PDF as a person does: the text of each page, and where each letter
stands on it and how big it prints (pypdfium2's text page).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pypdfium2
import pypdfium2.raw as pdfium_c
import pytest

import mancala_core as mc
from mancala_core import LANGUAGES
from mancala_core.rules.explain import capture_rule
from puzzles import Collection, Puzzle, load, save
from puzzles.cli import main
from puzzles.goals import describe
from puzzles.sheets import (
    NUMBER_SIZE,
    WORDS,
    SheetError,
    answer_moves,
    answer_reason,
    common_rules,
    line_gains,
    result_text,
    rules_differences,
    rules_lines,
    sheet_pdf,
    sheet_png,
    sheet_words,
)

ROOT = Path(__file__).resolve().parents[2]
#: the points of a millimetre
MM = 72 / 25.4


def _line(pos: mc.Position, plies: int, pick: int = -1) -> tuple[str, ...]:
    """The next ``plies`` moves from ``pos``, each the ``pick``-th legal move (a line to
    print, not a proved one: the sheet prints what the file says)."""
    moves: list[str] = []
    while len(moves) < plies and not pos.is_over():
        legal = pos.legal_moves()
        move = legal[pick % len(legal)]
        moves.append(move.text)
        pos = pos.play(move)
    return tuple(moves)


def _along_a_game(rules: mc.Rules, count: int, *, goals: tuple[str, ...] = ("win",),
                  plies: int = 3, grade: int | None = 1) -> list[Puzzle]:
    """``count`` distinct positions along games of ``rules``, each with the next moves of
    its game as its line."""
    puzzles: dict[str, Puzzle] = {}
    pos, step = rules.start(), 0
    while len(puzzles) < count:
        step += 1
        legal = pos.legal_moves()
        pos = pos.play(legal[step % len(legal)])
        if pos.is_over():
            pos = rules.start().play(str(step % 6 + 1))
            continue
        line = _line(pos, plies, step)
        if line and pos.text() not in puzzles:
            goal = goals[len(puzzles) % len(goals)]
            puzzle = Puzzle.create(pos, goal, value=1, solution=line)
            if grade is not None:
                puzzle = puzzle.with_grade(1500.0, 80.0, grade)
            puzzles[pos.text()] = puzzle
    return list(puzzles.values())


def _texts(pdf: bytes) -> list[str]:
    """Each page's text, its lines joined by single spaces."""
    document = pypdfium2.PdfDocument(pdf)
    return [" ".join(document[i].get_textpage().get_text_range().split())
            for i in range(len(document))]


@dataclass(frozen=True)
class Char:
    """A letter on a page: its text, its box (left, bottom, right, top in points, the
    origin at the page's bottom left), its size in the font (as drawn, before scaling) and
    the size it prints at."""

    text: str
    box: tuple[float, float, float, float]
    size: float
    printed: float


def _chars(pdf: bytes) -> list[tuple[list[Char], str, float]]:
    """Each page's letters, its whole text (a letter's index is its place in it) and its
    height."""
    document = pypdfium2.PdfDocument(pdf)
    pages = []
    for index in range(len(document)):
        page = document[index]
        text = page.get_textpage()
        chars = []
        for i in range(text.count_chars()):
            matrix = pdfium_c.FS_MATRIX()
            pdfium_c.FPDFText_GetMatrix(text.raw, i, matrix)
            size = pdfium_c.FPDFText_GetFontSize(text.raw, i)
            chars.append(Char(text.get_text_range(i, 1), text.get_charbox(i), size,
                              size * abs(matrix.d)))
        pages.append((chars, text.get_text_range(), page.get_size()[1]))
    return pages


def _spans(text: str, word: str) -> list[range]:
    return [range(m.start(), m.end()) for m in re.finditer(re.escape(word), text)]


def _box(chars: list[Char], span: range) -> tuple[float, float, float, float]:
    boxes = [chars[i].box for i in span if chars[i].text.strip()]
    return (min(b[0] for b in boxes), min(b[1] for b in boxes),
            max(b[2] for b in boxes), max(b[3] for b in boxes))


def _overlap(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    """The area two boxes share, as a share of the smaller one."""
    wide = min(a[2], b[2]) - max(a[0], b[0])
    high = min(a[3], b[3]) - max(a[1], b[1])
    if wide <= 0 or high <= 0:
        return 0.0
    smaller = min((a[2] - a[0]) * (a[3] - a[1]), (b[2] - b[0]) * (b[3] - b[1]))
    return wide * high / smaller if smaller > 0 else 0.0


# ---------------------------------------------------------------------------- --count


@pytest.fixture(scope="module")
def twelve() -> list[Puzzle]:
    """Twelve standard Kalah puzzles of grade 1."""
    return _along_a_game(mc.rules("kalah"), 12)


def test_count_six_gives_the_guide_one_page_of_puzzles_and_the_key(
        twelve: list[Puzzle], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, out = tmp_path / "twelve.json", tmp_path / "six.pdf"
    save(Collection(tuple(twelve)), path)
    assert main(["sheet", str(path), "--grade", "1", "--count", "6", "--out", str(out)]) == 0
    assert "6 puzzles on 1 page, the answer key on 1, how to read a board on 1" in \
        capsys.readouterr().out
    guide, page, key = _texts(out.read_bytes())  # three pages, no more
    assert "How to read a board" in guide and "Name:" in guide
    assert all(f"Puzzle {n}." in page for n in range(1, 7)) and "Puzzle 7." not in page
    assert "Answer key" in key
    assert all(p.id in key for p in twelve[:6]) and not any(p.id in key for p in twelve[6:])


def test_count_takes_the_first_puzzles_of_the_collection(twelve: list[Puzzle]) -> None:
    sheet = sheet_pdf(twelve, count=2, per_page=4, guide=False)
    assert (sheet.puzzles, sheet.puzzle_pages, sheet.pages) == (2, 1, 2)
    page, key = _texts(sheet.pdf)
    assert "Puzzle 2." in page and "Puzzle 3." not in page
    assert twelve[1].id in key and twelve[2].id not in key
    # more than there are: all of them
    assert sheet_pdf(twelve, count=50, per_page=8, guide=False).puzzles == 12
    # the pictures of a sheet take the count too
    assert len(sheet_png(twelve, count=6, ppi=20)) == 3


@pytest.mark.parametrize("count", ["0", "-3", "six", "2.5", ""])
def test_a_bad_count_is_an_error_and_writes_nothing(
        twelve: list[Puzzle], tmp_path: Path, capsys: pytest.CaptureFixture[str],
        count: str) -> None:
    path, out = tmp_path / "twelve.json", tmp_path / "sheet.pdf"
    save(Collection(tuple(twelve)), path)
    assert main(["sheet", str(path), f"--count={count}", "--out", str(out)]) == 2
    error = capsys.readouterr().err
    assert "the number of puzzles must be a whole number, 1 or more" in error
    assert (repr(count) if not count.lstrip("-").isdigit() else f"got {count}") in error
    assert not out.exists() and list(tmp_path.iterdir()) == [path]


@pytest.mark.parametrize("count", [0, -1, True, 2.0])
def test_sheet_pdf_refuses_a_bad_count(twelve: list[Puzzle], count: object) -> None:
    with pytest.raises(SheetError, match=rf"a whole number, 1 or more; got {count!r}"):
        sheet_pdf(twelve, count=count)  # type: ignore[arg-type]


# ---------------------------------------------------------------------- the key's rows


def _rows_are_whole(pdf: bytes, puzzles: list[Puzzle], first_key_page: int) -> int:
    """Each puzzle's key row (its number and id, its goal's moves, its result) on one
    page; returns the number of key pages."""
    texts = _texts(pdf)[first_key_page:]
    assert all("Answer key" in t for t in texts)
    for number, puzzle in enumerate(puzzles, 1):
        pages = [i for i, t in enumerate(texts) if f"{number}. {puzzle.id}" in t]
        assert len(pages) == 1, f"puzzle {number} ({puzzle.id}) on key pages {pages}"
        moves = " ".join(f"{ply}. {side} {move}" for ply, side, move in answer_moves(puzzle))
        page = texts[pages[0]]
        assert moves in page, f"the moves of puzzle {number} are not all on its page"
        assert result_text(puzzle) in page
        reason = answer_reason(puzzle)
        assert " ".join(reason.split()) in page
    return len(texts)


def test_a_long_key_never_splits_a_row() -> None:
    # 60 puzzles with 12-move lines and three kinds of goal: rows of several lines each,
    # so that every key page ends where a row that may break would break
    goals = ("win", "capture_2_within_3", "biggest_capture")
    puzzles = _along_a_game(mc.rules("kalah"), 60, plies=12, goals=goals)
    sheet = sheet_pdf(puzzles, per_page=6)
    pages = _rows_are_whole(sheet.pdf, puzzles, sheet.guide_pages + sheet.puzzle_pages)
    assert pages == sheet.answer_pages >= 4


def test_the_shipped_kalah_grade_5_key_keeps_its_rows_whole() -> None:
    collection = load(ROOT / "puzzles" / "collections" / "kalah.json")
    puzzles = [p for p in collection if p.grade == 5]
    sheet = sheet_pdf(collection, grade=5)
    assert _rows_are_whole(sheet.pdf, puzzles, 1 + sheet.puzzle_pages) >= 2


# ------------------------------------------------------------- the page, as printed


@pytest.fixture(scope="module")
def mixed() -> list[Puzzle]:
    """Sixteen puzzles whose goals take two lines, four from a game of 3 seeds a pit (so
    they carry a line on their rules) among standard Kalah's."""
    goals = ("capture_2_within_3", "win_within_3", "longest_chain")
    standard = _along_a_game(mc.rules("kalah"), 12, goals=goals)
    small = _along_a_game(mc.rules("kalah", seeds=3), 4, goals=goals)
    return [p for pair in zip(standard[:4], small, strict=True) for p in pair] + standard[4:]


def _puzzles_on(text: str) -> int:
    """How many puzzles a page shows: its "Puzzle N." headings."""
    return len(re.findall(r"Puzzle \d+\.", text))


def _pit_numbers(chars: list[Char]) -> list[float]:
    """The printed sizes of the pits' numbers on a page (drawn in :data:`NUMBER_SIZE`; the
    counts are drawn in 40, 36 or 30)."""
    return [c.printed for c in chars if c.size == NUMBER_SIZE and c.text in "123456"
            and c.text.strip()]


@pytest.mark.parametrize("guide", [True, False])
@pytest.mark.parametrize("paper", ["a4", "us-letter"])
@pytest.mark.parametrize("per_page", [4, 6, 8])
def test_nothing_overlaps_and_the_pit_numbers_print_at_8_pt(
        mixed: list[Puzzle], per_page: int, paper: str, guide: bool) -> None:
    sheet = sheet_pdf(mixed, per_page=per_page, paper=paper,  # type: ignore[arg-type]
                      guide=guide)
    pages = _chars(sheet.pdf)
    first, last = sheet.guide_pages, sheet.guide_pages + sheet.puzzle_pages
    assert any("At the start: 3 seeds in each pit, 36 seeds in all." in " ".join(t.split())
               for _, t, _ in pages[first:last])
    assert sum(_puzzles_on(" ".join(t.split())) for _, t, _ in pages[first:last]) == \
        len(mixed)
    for number, (chars, text, height) in enumerate(pages, 1):
        where = f"{paper}, {per_page} a page, guide {guide}, page {number}"
        footer = _spans(text, f"{number} / {len(pages)}")
        assert footer, where
        foot = _box(chars, footer[-1])
        assert foot[3] < 18 * MM, f"{where}: the page number is not in the bottom margin"
        body = [c for i, c in enumerate(chars) if c.text.strip() and i not in footer[-1]]
        # the lowest letter of the page (an answer line's id line, the key's last row)
        # stands clear above the page number
        lowest = min(c.box[1] for c in body)
        assert lowest > foot[3] + 4, f"{where}: text at {lowest:.1f} pt runs into the " \
                                     f"page number (top {foot[3]:.1f} pt)"
        assert max(c.box[3] for c in body) < height
        if not first < number <= last:
            continue
        # each answer line, its label and its underline (at the label's baseline), clear of
        # every other letter; the grade and id line under it too
        shown = _puzzles_on(" ".join(text.split()))
        assert 0 < shown <= per_page, where
        labels = _spans(text, "Your move:") + _spans(text, "Grade 1 · id")
        assert len(labels) == 2 * shown
        for span in labels:
            box = _box(chars, span)
            line = (box[0], box[1] - 2, box[2] + 100, box[3])
            others = [c for i, c in enumerate(chars) if c.text.strip() and i not in span
                      and _overlap(line, c.box) > 0.2]
            label = text[span.start:span.stop]
            near = [c.text for c in others if c.box[1] > box[3] or c.box[3] < box[1] or
                    abs(c.box[1] - box[1]) > 0.5]
            assert near == [], f"{where}: {label!r} overlaps {''.join(near)!r}"
        # no two letters of different words share their place
        letters = [c for c in body if c.text.strip()]
        for a_index, a in enumerate(letters):
            for b in letters[a_index + 1:]:
                if b.box[1] > a.box[3] + 1 or b.box[3] < a.box[1] - 1:
                    continue
                assert _overlap(a.box, b.box) < 0.3, f"{where}: {a} overlaps {b}"
        # the pits' numbers: twelve a board, each at 8 pt or more
        numbers = _pit_numbers(chars)
        assert len(numbers) == 12 * shown, where
        assert min(numbers) >= 8.0, f"{where}: a pit number prints at {min(numbers):.2f} pt"


@pytest.mark.parametrize("guide", [True, False])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_pit_numbers_print_at_8_pt_in_every_language_at_8_a_page(
        mixed: list[Puzzle], language: str, guide: bool) -> None:
    # the smallest boards: 8 a page on US Letter (the shortest page), goals of two lines in
    # the longer languages, a line on the rules under some of them, and without the guide
    # the name line and the rules on the first page of puzzles
    sheet = sheet_pdf(mixed, per_page=8, paper="us-letter", language=language, guide=guide)
    pages = _chars(sheet.pdf)[sheet.guide_pages:sheet.guide_pages + sheet.puzzle_pages]
    assert sum(len(_pit_numbers(chars)) for chars, _, _ in pages) == 12 * len(mixed)
    for number, (chars, _, _) in enumerate(pages, 1 + sheet.guide_pages):
        numbers = _pit_numbers(chars)
        assert min(numbers) >= 8.0, f"{language}, page {number}: {min(numbers):.2f} pt"


def test_without_the_guide_the_name_and_the_rules_take_a_row_of_a_page_of_8(
        mixed: list[Puzzle]) -> None:
    sheet = sheet_pdf(mixed, per_page=8, guide=False)
    texts = _texts(sheet.pdf)
    assert "Name:" in texts[0] and "The rules" in texts[0]
    # 16 puzzles: 6 on the first page, beside the name line and the rules, then 8 and 2
    assert [_puzzles_on(t) for t in texts[:sheet.puzzle_pages]] == [6, 8, 2]
    assert [_puzzles_on(t) for t in _texts(sheet_pdf(mixed, per_page=6, guide=False).pdf)[
        :3]] == [6, 6, 4]


def test_the_pit_numbers_measured_are_the_boards_own() -> None:
    # the font size the test looks for is the printed boards' and nothing else's: the
    # counts are 40 (one digit), 36 (two), 30 (three)
    pos = mc.parse("kalah[seeds=5] 9.9.9.9.9.9:0/1.1.1.1.1.1:0 S")
    from puzzles.guide import plain_board
    svg = plain_board(pos, number_size=NUMBER_SIZE)
    assert svg.count(f'font-size="{NUMBER_SIZE}"') == 12
    assert f'font-size="{NUMBER_SIZE}"' not in plain_board(pos.play("1"))  # screen: 22
    assert 'font-size="22"' in plain_board(pos)


# --------------------------------------------------------------------- the Name line


@pytest.mark.parametrize("guide", [True, False])
@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_name_line_is_on_the_first_page_with_or_without_the_guide(
        twelve: list[Puzzle], guide: bool, language: str) -> None:
    name = sheet_words(language)["name"]
    texts = _texts(sheet_pdf(twelve, guide=guide, language=language, per_page=4).pdf)
    assert texts[0].startswith(f"{sheet_words(language)['title']}")
    assert name in texts[0]
    assert sum(t.count(name) for t in texts) == 1
    if not guide:
        assert "Puzzle 1." in texts[0] or "Zadanie 1." in texts[0]


# ------------------------------------------------------------------------- the rules


def _kalah_ec(seeds: int, south: str, north: str, mover: str = "S") -> mc.Position:
    label = "kalah[empty_capture=true]" if seeds == 4 else \
        f"kalah[seeds={seeds},empty_capture=true]"
    return mc.parse(f"{label} {south}/{north} {mover}")


@pytest.fixture(scope="module")
def empty_capture() -> list[Puzzle]:
    """Five empty-capture puzzles: three of 4 seeds a pit, one of 3, one of 5."""
    positions = [
        _kalah_ec(4, "0.0.0.0.3.0:20", "1.0.0.1.0.1:22", "N"),
        _kalah_ec(4, "1.0.0.3.0.0:17", "0.0.0.0.1.3:23"),
        _kalah_ec(3, "3.1.4.3.0.0:12", "0.0.1.5.0.1:6", "N"),
        _kalah_ec(4, "0.0.0.2.2.0:20", "0.7.0.3.0.0:14"),
        _kalah_ec(5, "0.1.0.1.1.1:14", "1.0.0.0.0.3:38", "N"),
    ]
    return [Puzzle.create(pos, "win", value=1, solution=_line(pos, 2)) for pos in positions]


def test_a_standard_kalah_sheet_says_its_rules_and_no_code(twelve: list[Puzzle]) -> None:
    texts = _texts(sheet_pdf(twelve, per_page=6).pdf)
    first = texts[0]
    assert "The rules" in first
    assert "Kalah: at the start each pit holds 4 seeds, 48 seeds in all." in first
    assert ("A last seed that lands in an empty pit of yours captures the seeds in the pit "
            "opposite and goes with them to your store; when the pit opposite is empty, "
            "nothing is captured.") in first
    assert "says so under its goal" not in first  # every puzzle plays by them
    for text in texts:
        for code in ("empty_capture", "kalah[", "seeds=", "grand_slam", "_within_"):
            assert code not in text
        assert "At the start:" not in text


def test_an_empty_capture_sheet_says_the_rule_and_each_puzzle_that_differs(
        empty_capture: list[Puzzle]) -> None:
    sheet = sheet_pdf(empty_capture, per_page=6)
    texts = _texts(sheet.pdf)
    first, page = texts[0], texts[1]
    assert "Kalah: at the start each pit holds 4 seeds, 48 seeds in all." in first
    assert ("A last seed that lands in an empty pit of yours captures even when the pit "
            "opposite is empty: it goes to your store, with the seeds opposite if there are "
            "any.") in first
    assert "A puzzle played by other rules says so under its goal." in first
    # puzzle 3 (3 seeds a pit) and puzzle 5 (5 seeds a pit) say so, between their number
    # and the next puzzle's; the others say nothing
    three = "At the start: 3 seeds in each pit, 36 seeds in all."
    five = "At the start: 5 seeds in each pit, 60 seeds in all."
    assert page.count(three) == page.count(five) == 1
    assert page.count("At the start:") == 2
    assert page.index("Puzzle 3.") < page.index(three) < page.index("Puzzle 4.")
    assert page.index("Puzzle 5.") < page.index(five)
    for text in texts:
        assert "empty_capture" not in text and "seeds=" not in text


def test_the_rules_of_a_puzzle_are_its_differences_from_the_sheet_s() -> None:
    standard = mc.rules("kalah")
    pos = mc.parse("kalah[empty_capture=true] 0.0.0.0.3.0:20/1.0.0.1.0.1:22 N")
    puzzle = Puzzle.create(pos, "win", value=1, solution=["1"])
    assert rules_differences(puzzle, standard) == [WORDS["rules.empty_capture.on"]]
    assert rules_differences(puzzle, pos.rules) == []
    back = rules_differences(Puzzle.create(mc.parse("kalah 0.0.0.0.3.0:20/1.0.0.1.0.1:22 N"),
                                           "win", value=1, solution=["1"]), pos.rules)
    assert back == [WORDS["rules.empty_capture.off"]]
    assert common_rules([puzzle, puzzle.with_grade(1500.0, 80.0, 2)]) == pos.rules


def test_an_oware_sheet_says_the_grand_slam_rule() -> None:
    puzzles = _along_a_game(mc.rules("oware"), 4, plies=2)
    for guide in (True, False):
        first = _texts(sheet_pdf(puzzles, guide=guide, per_page=4).pdf)[0]
        assert "Oware (Abapa): at the start each pit holds 4 seeds, 48 seeds in all." in first
        assert ("A move that would capture all of your opponent's seeds (a grand slam) "
                "captures nothing.") in first
        # how seeds are captured at all, in the game's own words (the sheet once left it out)
        assert (capture_rule(mc.rules("oware"))[1:] + ".") in " ".join(first.split())
        assert "empty pit of yours" not in first  # Kalah's rule is not Oware's


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_are_said_in_each_language(empty_capture: list[Puzzle],
                                             language: str) -> None:
    texts = _texts(sheet_pdf(empty_capture, language=language, guide=False).pdf)
    lines = rules_lines(empty_capture, language=language)
    english = rules_lines(empty_capture)
    assert len(lines) == len(english) == 3
    for line, said in zip(lines, english, strict=True):
        assert line in texts[0]
        assert (line == said) == (language == "en")
        assert not re.search(r"[{}%]|\(\w+\)s", line)
    notes = rules_differences(empty_capture[2], common_rules(empty_capture), language=language)
    assert len(notes) == 1 and notes[0] in texts[0]
    assert "36" in notes[0] and "3" in notes[0]


# --------------------------------------------------------------------- the answer key


def test_a_store_goal_s_result_counts_the_store_and_names_the_end_of_game_sweep() -> None:
    # North  6  5  4  3  2  1
    #        1  0  1  0  0  1
    #    22                    20
    #        0  0  0  0  3  0
    # South  1  2  3  4  5  6
    # North's 1 ends in the empty 2, opposite South's 5: North takes those 3 and the last
    # seed (4 into the store); South's row is then empty, the game ends, and North's two
    # seeds left in its row go to North's store: 6 in all, as the goal counts
    pos = mc.parse("kalah[empty_capture=true] 0.0.0.0.3.0:20/1.0.0.1.0.1:22 N")
    puzzle = Puzzle.create(pos, "capture_6_within_1", value=6, solution=["1"])
    gains = line_gains(puzzle)
    assert (gains.stored, gains.taken, gains.swept, gains.moves) == (6, 3, 2, 1)
    result = result_text(puzzle)
    assert result == ("North gets 6 seeds into the store in 1 move, counting 2 seeds left in "
                      "the row when the game ends")
    key = _texts(sheet_pdf([puzzle], guide=False).pdf)[-1]
    assert describe(puzzle.goal, "North", rules=pos.rules) in key
    assert result in key and "1 (captures 3)" in key
    assert "captures 4" not in key and "captures 6" not in key


def test_a_biggest_capture_says_its_number_once_and_the_same() -> None:
    # South's 13 seeds from pit 3 go once round the board; the last lands in the emptied
    # pit 3, opposite North's pit 4 (1 seed, 1 sown): North's 2 seeds are captured, and
    # with the last seed and the one sown into the store 4 seeds reach South's store
    pos = mc.parse("kalah 1.1.13.0.0.0:17/0.0.1.1.0.1:13 S")
    puzzle = Puzzle.create(pos, "biggest_capture", value=2, solution=["3"])
    key = _texts(sheet_pdf([puzzle], guide=False).pdf)[-1]
    assert "3 (captures 2)" in key and "South captures 2 seeds in one turn" in key
    said = {int(n) for n in re.findall(r"captures (\d+)", key)}
    assert said == {line_gains(puzzle).taken} == {puzzle.value}


def test_an_oware_capture_is_said_as_a_capture() -> None:
    # North  6  5  4  3  2  1
    #        1  1  1  1  1  1
    #    20                    21
    #        0  0  0  0  0  1
    # South  1  2  3  4  5  6      South's 6 sows into North's 1: 2 seeds there, captured
    pos = mc.parse("oware 0.0.0.0.0.1:21/1.1.1.1.1.1:20 S")
    puzzle = Puzzle.create(pos, "capture_2_within_1", value=2, solution=["6"])
    assert result_text(puzzle) == "South captures 2 seeds in 1 move"
    assert result_text(puzzle, language="pl") == "Południe zbija 2 kamienie w 1 ruchu"
    key = _texts(sheet_pdf([puzzle], guide=False).pdf)[-1]
    assert "South captures 2 seeds in 1 move" in key and "store" not in key


def test_a_line_that_stops_before_the_count_says_the_count_the_proof_guarantees() -> None:
    # North  6  5  4  3  2  1
    #        0  5  0  3  0  0
    #    21                    17
    #        0  0  0  0  1  1
    # South  1  2  3  4  5  6
    # 6 ends in the store (one seed) and South moves again; the rest is forced or any move
    # does, so the line stops there, one seed short of the goal's two: the key says the
    # two the proof guarantees within the four moves, never "1 seed"
    pos = mc.parse("kalah 0.0.0.0.1.1:17/0.0.3.0.5.0:21 S")
    puzzle = Puzzle.create(pos, "capture_2_within_4", value=2, solution=["6"])
    assert line_gains(puzzle).stored == 1
    result = "South gets at least 2 seeds into the store within 4 moves"
    assert result_text(puzzle) == result
    assert result_text(puzzle, language="pl") == (
        "Południe umieszcza w magazynie co najmniej 2 kamienie w 4 ruchach")
    key = _texts(sheet_pdf([puzzle], guide=False).pdf)[-1]
    assert result in key and "1 seed" not in key


def test_oware_seeds_left_in_the_row_at_the_end_are_not_called_captured() -> None:
    # North  6  5  4  3  2  1
    #        0  2  1  0  0  0
    #    12                    24
    #        0  5  0  2  1  1
    # South  1  2  3  4  5  6
    # 2, North's 1, then South's 6 captures 2: South has more than half of the seeds, the
    # game ends and the seeds left in each row go to their owner's store (6 to South's):
    # 8 seeds reach South's store, 2 of them captured
    pos = mc.parse("oware 0.5.0.2.1.1:24/0.0.0.1.2.0:12 S")
    puzzle = Puzzle.create(pos, "capture_8_within_3", value=8, solution=["2", "1", "6"])
    gains = line_gains(puzzle)
    assert (gains.stored, gains.taken, gains.swept) == (8, 2, 6)
    assert result_text(puzzle) == ("South gets 8 seeds into the store in 3 moves, counting 6 "
                                   "seeds left in the row when the game ends")
