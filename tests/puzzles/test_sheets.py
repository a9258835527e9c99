"""The PDF sheets: page counts, every page drawn, paper sizes, fonts, and bad input.

The collection is built here from small Kalah positions (4 pits, 2 seeds, found by mining)
whose solution lines the search proves in the test; their grades are set by hand, since the
sheet only reads them.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pypdfium2
import pytest

import mancala_core as mc
from puzzles import Collection, Puzzle, prove, save
from puzzles.cli import main
from puzzles.goals import describe
from puzzles.sheets import (
    FONT,
    SheetError,
    _document,
    answer_moves,
    answer_reason,
    goal_text,
    sheet_pdf,
    sheet_png,
)

POSITIONS = [
    "kalah[pits=4,seeds=2] 2.2.2.2:0/2.2.2.2:0 S",
    "kalah[pits=4,seeds=2] 0.0.3.2:0/0.3.0.3:5 S",
    "kalah[pits=4,seeds=2] 0.0.3.0:1/1.3.0.3:5 N",
    "kalah[pits=4,seeds=2] 0.0.0.1:2/1.4.0.3:5 N",
    "kalah[pits=4,seeds=2] 2.2.2.0:1/3.2.2.2:0 N",
    "kalah[pits=4,seeds=2] 2.2.2.0:1/3.2.0.3:1 N",
    "kalah[pits=4,seeds=2] 2.2.0.0:3/0.3.1.4:1 S",
    "kalah[pits=4,seeds=2] 0.3.0.0:7/0.0.1.4:1 N",
    "kalah[pits=4,seeds=2] 1.4.1.0:7/0.0.1.0:2 S",
]
WIN = "kalah[pits=4,seeds=2] 0.0.0.1:4/1.0.0.4:6 N"
#: the grades given by hand: four of grade 1, three of grade 2, two of grade 3, one ungraded
GRADES = [1, 2, 1, 3, 2, 1, 3, 2, 1, None]


def _collection() -> Collection:
    puzzles = []
    for text in POSITIONS:
        pos = mc.parse(text)
        proof = prove(pos, "best_result")
        puzzles.append(Puzzle.create(pos, "best_result", value=proof.value,
                                     solution=proof.solution, source="test"))
    pos = mc.parse(WIN)
    proof = prove(pos, "win")
    puzzles.append(Puzzle.create(pos, "win", value=proof.value, solution=proof.solution))
    return Collection(tuple(p if g is None else p.with_grade(1500.0 + 100 * g, 80.0, g)
                            for p, g in zip(puzzles, GRADES, strict=True)))


@pytest.fixture(scope="module")
def collection() -> Collection:
    return _collection()


@pytest.fixture
def path(tmp_path: Path, collection: Collection) -> Path:
    out = tmp_path / "small.json"
    save(collection, out)
    return out


def _pages(pdf: bytes) -> Iterator[pypdfium2.PdfPage]:
    document = pypdfium2.PdfDocument(pdf)
    for index in range(len(document)):
        yield document[index]


def _texts(pdf: bytes) -> list[str]:
    return [page.get_textpage().get_text_range() for page in _pages(pdf)]


def _board_pixels(image: np.ndarray) -> float:
    """The share of pixels in the board's wood colour (#e8c27a; the image is RGB)."""
    wood = np.array([0xe8, 0xc2, 0x7a])
    return float((np.abs(image.astype(int) - wood).sum(axis=2) < 30).mean())


def _dark_pixels(image: np.ndarray) -> int:
    """The dark pixels in the page's body (the header and the footer left out): a line of
    small type at 72 dpi has about a thousand."""
    height = image.shape[0]
    body = image[height // 10: height * 92 // 100]
    return int((body.mean(axis=2) < 160).sum())


def test_one_grade_gives_its_puzzle_pages_then_the_answer_key(collection: Collection) -> None:
    sheet = sheet_pdf(collection, grade=1, per_page=4)
    ones = [p for p in collection if p.grade == 1]
    assert len(ones) == 4
    assert (sheet.guide_pages, sheet.puzzles, sheet.puzzle_pages, sheet.answer_pages) == (
        1, 4, 1, 1)
    texts = _texts(sheet.pdf)[1:]  # after the page on how to read a board
    assert len(texts) + 1 == sheet.pages == 3
    for number, puzzle in enumerate(ones, 1):
        page = " ".join(texts[0].split())
        assert f"Puzzle {number}." in page
        assert goal_text(puzzle) in page
        assert f"id {puzzle.id}" in page
        assert "Grade 1" in page
        assert "Answer key" not in page
    key = texts[1]
    assert "Answer key" in key
    for puzzle in ones:
        assert puzzle.id in key
        line = " ".join(f"{ply}. {side} {move}" for ply, side, move in answer_moves(puzzle))
        assert line in " ".join(key.split())
    for index, page in enumerate(_pages(sheet.pdf)):
        image = page.render(scale=1, rev_byteorder=True).to_numpy()
        assert _dark_pixels(image) > 1000, f"page {index + 1} is blank"
        if index <= sheet.puzzle_pages:  # the guide's board, then the puzzles'
            assert _board_pixels(image) > 0.01, f"page {index + 1} has no board"
        else:
            assert _board_pixels(image) == 0


def test_without_a_grade_every_grade_starts_a_page_of_its_own(collection: Collection) -> None:
    sheet = sheet_pdf(collection, per_page=6, guide=False)
    # grade 1 (4 puzzles), grade 2 (3), grade 3 (2), ungraded (1): a page each
    assert (sheet.guide_pages, sheet.puzzle_pages, sheet.pages) == (0, 4, 5)
    texts = _texts(sheet.pdf)
    for page, heading, numbers in zip(texts, ["Grade 1", "Grade 2", "Grade 3", "Ungraded"],
                                      [(1, 4), (5, 7), (8, 9), (10, 10)], strict=False):
        assert heading in page
        assert all(f"Puzzle {n}." in page for n in range(numbers[0], numbers[1] + 1))
        assert f"Puzzle {numbers[1] + 1}." not in page
    assert "Answer key" in texts[4]


@pytest.mark.parametrize("per_page", [4, 6, 8])
def test_a_page_holds_per_page_puzzles(collection: Collection, per_page: int) -> None:
    sheet = sheet_pdf(collection, per_page=per_page, guide=False)
    # grades 1, 2, 3 and ungraded: 4, 3, 2 and 1 puzzles, each grade from a new page
    assert sheet.puzzle_pages == 4
    texts = _texts(sheet.pdf)
    assert all(f"Puzzle {n}." in texts[0] for n in range(1, 5))
    ones = [p for p in collection if p.grade == 1] * 3  # twelve puzzles of grade 1
    document = _document(ones, paper="a4", title=None, per_page=per_page)
    assert [len(page["puzzles"]) for page in document["pages"]] == [
        min(per_page, 12 - start) for start in range(0, 12, per_page)]
    assert (document["columns"], document["rows"]) == (2, per_page // 2)


@pytest.mark.parametrize("per_page", [1, 2, 5, 7, 12])
def test_other_page_sizes_are_refused(collection: Collection, per_page: int) -> None:
    with pytest.raises(SheetError, match=rf"puzzles per page must be 4, 6 or 8, got {per_page}"):
        sheet_pdf(collection, per_page=per_page)


def _line(pos: mc.Position, plies: int) -> tuple[str, ...]:
    moves = []
    while len(moves) < plies and not pos.is_over():
        move = pos.legal_moves()[-1]
        moves.append(move.text)
        pos = pos.play(move)
    return tuple(moves)


def test_a_long_answer_key_runs_over_pages_and_each_page_is_drawn() -> None:
    # 60 standard Kalah positions along one game, each with the next 20 moves of that game
    # as its "solution" (not proved: the sheet prints what the file says)
    pos = mc.rules("kalah").start()
    puzzles = []
    while len(puzzles) < 60:
        line = _line(pos, 20)
        puzzles.append(Puzzle.create(pos, "win", value=1, solution=line))
        pos = pos.play(pos.legal_moves()[len(puzzles) % len(pos.legal_moves())])
        if pos.is_over():
            pos = mc.rules("kalah").start().play(str(len(puzzles) % 6 + 1))
    sheet = sheet_pdf(puzzles, per_page=6)
    assert sheet.puzzle_pages == 10
    assert sheet.answer_pages >= 2
    texts = _texts(sheet.pdf)
    first_answer = 1 + sheet.puzzle_pages
    assert all("Answer key" in t for t in texts[first_answer:])
    assert not any("Answer key" in t for t in texts[:first_answer])
    for index, page in enumerate(_pages(sheet.pdf)):
        assert _dark_pixels(page.render(scale=1, rev_byteorder=True).to_numpy()) > 1000, index


def test_the_pages_as_png_are_the_pdf_pages(collection: Collection) -> None:
    pages = sheet_png(collection, grade=2, per_page=4, ppi=30)
    assert len(pages) == sheet_pdf(collection, grade=2, per_page=4).pages == 3
    assert all(page.startswith(b"\x89PNG") for page in pages)


@pytest.mark.parametrize(("paper", "size"), [("a4", (595.3, 841.9)), ("us-letter", (612, 792))])
def test_paper_sizes(collection: Collection, paper: str, size: tuple[float, float]) -> None:
    sheet = sheet_pdf(collection, grade=3, paper=paper)  # type: ignore[arg-type]
    for page in _pages(sheet.pdf):
        assert page.get_size() == pytest.approx(size, abs=0.5)


LETTERS = {
    "pl": "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ",
    "hu": "áéíóöőúüűÁÉÍÓÖŐÚÜŰ",
    "ru": "абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ",
    "it": "àèéìíîòóùúÀÈÉÌÍÎÒÓÙÚ",
    "sl": "čšžČŠŽ",
}


def test_the_font_has_every_letter_of_the_translations() -> None:
    # Each letter in the sheet's font alone (no fallback), compared with a character it does
    # not have (CJK): a missing glyph draws the same box.
    import typst

    letters = "".join(LETTERS.values())
    pages = "\n#pagebreak()\n".join(f"#text(font: \"{FONT}\", fallback: false)[{c}]"
                                    for c in "中" + letters)
    source = f"#set page(width: 30pt, height: 30pt, margin: 2pt)\n{pages}".encode()
    images = typst.compile(source, format="png", ppi=144, ignore_system_fonts=True)
    assert isinstance(images, list) and len(images) == 1 + len(letters)
    missing = images[0]
    assert [c for c, image in zip(letters, images[1:], strict=True) if image == missing] == []
    assert len(set(images[1:])) == len(set(letters))  # every letter drawn differently


def test_a_translated_title_is_printed_in_full(collection: Collection) -> None:
    title = "Łamigłówki · Fejtörők: tűzőgép · Головоломки, ёж · Rompicapi: perché · Uganke: čšž"
    sheet = sheet_pdf(collection, grade=3, title=title, lang="hu")
    for text in _texts(sheet.pdf):
        assert title in text


def test_the_command_writes_the_pdf(path: Path, tmp_path: Path,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "sheet.pdf"
    assert main(["sheet", str(path), "--grade", "2", "--out", str(out), "--paper",
                 "us-letter", "--per-page", "4", "--title", "Homework"]) == 0
    assert ("3 puzzles on 1 page, the answer key on 1, how to read a board on 1"
            in capsys.readouterr().out)
    texts = _texts(out.read_bytes())
    assert len(texts) == 3 and all("Homework" in t for t in texts)


def _no_output(folder: Path, out: Path) -> None:
    assert not out.exists()
    assert [p.name for p in folder.iterdir() if p.name.endswith(".tmp")] == []


@pytest.mark.parametrize(("args", "message"), [
    (["--grade", "7"], "unknown grade 7: a grade is one of 1, 2, 3, 4, 5"),
    (["--grade", "5"], "no puzzle of grade 5 in the collection (10 puzzles; grades present: "
                       "1, 2, 3)"),
    (["--per-page", "5"], "puzzles per page must be 4, 6 or 8, got 5"),
])
def test_bad_options_write_nothing(path: Path, tmp_path: Path, args: list[str], message: str,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "sheet.pdf"
    assert main(["sheet", str(path), "--out", str(out), *args]) == 2
    assert capsys.readouterr().err == f"error: {path}: {message}\n"
    _no_output(tmp_path, out)


def test_a_missing_or_corrupt_file_writes_nothing(path: Path, tmp_path: Path,
                                                  collection: Collection,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "sheet.pdf"
    assert main(["sheet", str(tmp_path / "nope.json"), "--out", str(out)]) == 2
    assert "nope.json: cannot read" in capsys.readouterr().err
    text = path.read_text()
    first = collection.puzzles[0]
    path.write_text(text.replace(f'"value": {first.value},', '"value": "many",', 1))
    assert main(["sheet", str(path), "--out", str(out)]) == 2
    assert (f"puzzle {first.id!r}: field 'value' must be an integer, got 'many'"
            in capsys.readouterr().err)
    _no_output(tmp_path, out)


def test_an_unwritable_output_is_an_error_and_the_old_file_stays(
        path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "no" / "such" / "folder" / "sheet.pdf"
    assert main(["sheet", str(path), "--out", str(missing)]) == 2
    assert f"cannot write {str(missing)!r}" in capsys.readouterr().err
    old = tmp_path / "old.pdf"
    old.write_bytes(b"the old sheet")
    assert main(["sheet", str(path), "--grade", "4", "--out", str(old)]) == 2
    assert old.read_bytes() == b"the old sheet"
    if os.geteuid() != 0:  # root writes to read-only folders
        folder = tmp_path / "locked"
        folder.mkdir()
        folder.chmod(0o500)
        assert main(["sheet", str(path), "--out", str(folder / "sheet.pdf")]) == 2
        folder.chmod(0o700)


def test_a_solution_move_that_is_not_legal_is_named(collection: Collection) -> None:
    bad = Puzzle.create(collection.puzzles[0].start(), "win", value=1, solution=["1", "9"])
    with pytest.raises(SheetError, match=rf"puzzle '{bad.id}': move 2 '9' of its solution"):
        sheet_pdf([bad])


def test_puzzles_imports_no_typst_and_python_m_puzzles_runs(path: Path,
                                                            tmp_path: Path) -> None:
    code = ("import sys, puzzles, puzzles.sheets, puzzles.export, puzzles.show, puzzles.cli; "
            "print('typst' in sys.modules, 'pypdfium2' in sys.modules)")
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           check=True)
    assert found.stdout.split() == ["False", "False"]
    out = tmp_path / "sheet.pdf"
    done = subprocess.run([sys.executable, "-m", "puzzles", "sheet", str(path), "--grade", "3",
                           "--out", str(out)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert out.read_bytes().startswith(b"%PDF")


def test_every_board_of_the_family_prints_and_move_texts_print_as_written() -> None:
    # the start of each game with its first legal move as the "line" (not proved): Bao's move
    # texts hold '<', which typst would read as markup if it were not passed as a string
    puzzles = []
    for name in ("oware", "bao", "toguz", "congkak", "basic"):
        pos = mc.rules(name).start()
        puzzles.append(Puzzle.create(pos, "win", value=1,
                                     solution=[pos.legal_moves()[0].text]))
    sheet = sheet_pdf(puzzles, per_page=6, guide=False)
    assert (sheet.puzzle_pages, sheet.pages) == (1, 2)
    key = " ".join(_texts(sheet.pdf)[1].split())
    for number, puzzle in enumerate(puzzles, 1):
        (ply, side, move), = answer_moves(puzzle)
        assert f"{number}. {puzzle.id}" in key
        assert f"{ply}. {side} {move}" in key
    assert "1. South A6<" in key
    image = next(_pages(sheet.pdf)).render(scale=1, rev_byteorder=True).to_numpy()
    assert _board_pixels(image) > 0.05


def test_an_ungraded_collection_has_no_grade_to_choose(path: Path, tmp_path: Path,
                                                       collection: Collection) -> None:
    ungraded = Collection(tuple(Puzzle.from_json({**p.to_json(), "rating": None,
                                                  "rating_deviation": None, "grade": None})
                                for p in collection))
    with pytest.raises(SheetError, match=r"grades present: none \(not graded yet\)"):
        sheet_pdf(ungraded, grade=1)
    assert sheet_pdf(ungraded, per_page=8).puzzle_pages == 2


def test_the_console_script_runs(path: Path, tmp_path: Path) -> None:
    script = Path(sys.executable).parent / "mancala-puzzles"
    assert script.exists(), "pip install -e . makes the mancala-puzzles script"
    out = tmp_path / "sheet.pdf"
    done = subprocess.run([str(script), "sheet", str(path), "--out", str(out)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "10 puzzles on 4 pages, the answer key on 1" in done.stdout


def test_source_date_epoch_makes_the_pdf_reproducible(collection: Collection,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764547200")  # 2025-12-01 00:00 UTC
    first = sheet_pdf(collection, grade=3).pdf
    assert b"D:20251201000000Z" in first
    assert sheet_pdf(collection, grade=3).pdf == first


def test_an_unknown_paper_is_refused(collection: Collection) -> None:
    with pytest.raises(SheetError, match="unknown paper 'a5': choose one of a4, us-letter"):
        sheet_pdf(collection, paper="a5")  # type: ignore[arg-type]


def test_a_hungarian_sheet_prints_its_words_from_the_catalogue(collection: Collection) -> None:
    sheet = sheet_pdf(collection, grade=1, per_page=4, language="hu", guide=False)
    ones = [p for p in collection if p.grade == 1]
    assert (sheet.puzzles, sheet.puzzle_pages, sheet.answer_pages, sheet.pages) == (4, 1, 1, 2)
    texts = _texts(sheet.pdf)
    for number, puzzle in enumerate(ones, 1):
        page = " ".join(texts[0].split())
        assert f"Feladvány {number}." in page
        goal = goal_text(puzzle, language="hu")
        assert goal != goal_text(puzzle) and goal in page
        assert "1. szint" in page
        assert "Puzzle" not in page and "Grade" not in page
    key = " ".join(texts[1].split())
    assert "Megoldókulcs" in key and "Megoldás" in key and "Eredmény" in key
    assert "Answer key" not in key
    # the answer key names the sides in Hungarian: Dél (South) and Észak (North)
    assert "Dél" in key or "Észak" in key
    for index, page in enumerate(_pages(sheet.pdf)):
        image = page.render(scale=1, rev_byteorder=True).to_numpy()
        assert _dark_pixels(image) > 1000, f"page {index + 1} is blank"
        if index < sheet.puzzle_pages:
            assert _board_pixels(image) > 0.02, f"page {index + 1} has no board"


def test_a_horizon_goal_is_worded_as_the_goals_word_it_in_the_language_chosen() -> None:
    pos = mc.parse("kalah[pits=4,seeds=2] 2.2.2.2:0/2.2.2.2:0 S")
    puzzle = Puzzle.create(pos, "capture_2_within_3", value=0, solution=["1"])
    for language in ("en", "pl", "sl", "ru"):
        assert goal_text(puzzle, language=language) == describe(
            "capture_2_within_3", "South", language=language)
    text = " ".join(" ".join(_texts(sheet_pdf([puzzle], language="pl").pdf)).split())
    assert goal_text(puzzle, language="pl") in text


def test_the_command_writes_a_sheet_in_the_language_asked(path: Path, tmp_path: Path) -> None:
    out = tmp_path / "sheet.pdf"
    assert main(["sheet", str(path), "--grade", "3", "--out", str(out), "--language", "pl"]) == 0
    texts = [" ".join(t.split()) for t in _texts(out.read_bytes())]
    assert all("Łamigłówki mankala" in t for t in texts)
    assert "Zadanie 1." in texts[1] and "Odpowiedzi" in texts[-1]


def test_a_puzzle_says_who_moves_once_and_has_a_line_for_the_answer(
        collection: Collection) -> None:
    sheet = sheet_pdf(collection, grade=1, per_page=4)
    page = " ".join(_texts(sheet.pdf)[1].split())
    ones = [p for p in collection if p.grade == 1]
    # the goal alone says who moves: the board has no status line and no "to move"
    assert "to move" not in page and "to play" in page
    assert page.count("to play") == len(ones)
    assert page.count("Your move:") == len(ones)
    document = _document(ones, paper="a4", title=None, per_page=4)
    for cell, puzzle in zip(document["pages"][0]["puzzles"], ones, strict=True):
        side = puzzle.start().rules.side_names[puzzle.start().to_move]
        assert cell["goal"].count(side) == 1
        assert "to move" not in cell["svg"] and 'class="status"' not in cell["svg"]
        assert "to-move-marker" not in cell["svg"]


def test_the_first_page_shows_how_to_read_a_board(collection: Collection) -> None:
    sheet = sheet_pdf(collection, grade=1, per_page=4)
    first = " ".join(_texts(sheet.pdf)[0].split())
    assert "How to read a board" in first and "Name:" in first
    assert "numbered 1 to 4 from your left" in first  # the collection's boards have 4 pits
    assert "Your store is the long pit on your right" in first
    assert "counter-clockwise" in first and "your opponent's store" in first
    assert "Puzzle 1." not in first
    image = next(_pages(sheet.pdf)).render(scale=1, rev_byteorder=True).to_numpy()
    assert _board_pixels(image) > 0.01
    polish = " ".join(_texts(sheet_pdf(collection, grade=3, language="pl").pdf)[0].split())
    assert "magazyn" in polish  # the board's words in the sheet's language


def test_the_answer_key_gives_one_reason_from_the_explanation_of_moves() -> None:
    # North  6  5  4  3  2  1
    #        0  0  0  7  0  0
    #    19                    19
    #        0  2  0  0  0  1
    # South  1  2  3  4  5  6
    # 6 ends in South's store (one seed, one step): South moves again; then 2 sows into 3
    # and the empty 4, opposite North's 3: North's 7 captured (with the last seed, 8 reach
    # the store)
    pos = mc.parse("kalah 0.2.0.0.0.1:19/0.0.7.0.0.0:19 S")
    puzzle = Puzzle.create(pos, "win", value=12, solution=["6", "2"])
    reason = "6 (the last seed lands in your store: move again), then 2 (captures 7)"
    assert answer_reason(puzzle) == reason
    key = " ".join(_texts(sheet_pdf([puzzle], per_page=4).pdf)[-1].split())
    assert reason in key
    # 2 at once captures the same 7
    quiet = Puzzle.create(pos, "win", value=12, solution=["2"])
    assert answer_reason(quiet) == "2 (captures 7)"


def test_a_turn_goal_s_result_counts_its_seeds_or_moves_not_a_margin() -> None:
    from puzzles.sheets import result_text

    # South  . . 2 1 | store 10: 4, 3, 4 is the one turn of three moves (extra moves)
    pos = mc.parse("kalah[pits=4,seeds=3] 0.0.2.1:10/3.3.3.2:0 S")
    chain = Puzzle.create(pos, "longest_chain", value=3, solution=["4", "3", "4"])
    assert result_text(chain) == "South plays 3 moves in one turn"
    assert result_text(chain, language="pl") == "Południe gra 3 ruchy w jednej kolejce"
    # South's 13 seeds from pit 3 go round the board once and the last lands in the emptied
    # pit 3, opposite North's 4 (1 seed, and 1 sown): North's 2 seeds are captured
    lap = mc.parse("kalah 1.1.13.0.0.0:17/0.0.1.1.0.1:13 S")
    capture = Puzzle.create(lap, "biggest_capture", value=2, solution=["3"])
    assert result_text(capture) == "South captures 2 seeds in one turn"
    assert answer_reason(capture) == "3 (captures 2)"
