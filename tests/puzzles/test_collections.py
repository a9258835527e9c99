"""The shipped collections: their size, their grades, every puzzle re-proved, their sheets."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from puzzles import load, verify
from puzzles.grade import grade_of

ROOT = Path(__file__).resolve().parents[2]
COLLECTIONS = ROOT / "puzzles" / "collections"
#: file, rules label, at least this many puzzles
SHIPPED = [("kalah", "kalah", 300), ("kalah-empty-capture", "kalah[empty_capture=true]", 100),
           ("oware", "oware", 150)]


@pytest.mark.parametrize(("name", "rules", "least"), SHIPPED, ids=[s[0] for s in SHIPPED])
def test_a_shipped_collection_is_graded_over_five_grades(name: str, rules: str,
                                                         least: int) -> None:
    collection = load(COLLECTIONS / f"{name}.json")
    assert len(collection) >= least
    assert {p.rules for p in collection} == {rules}
    grades = Counter(p.grade for p in collection)
    assert set(grades) == {1, 2, 3, 4, 5}
    assert min(grades.values()) >= len(collection) // 20, grades  # each grade 5 % or more
    for p in collection:
        assert p.rating is not None and p.rating_deviation is not None
        assert p.grade == grade_of(p.rating, p.start().rules.name)
        assert p.tempting is not None


@pytest.mark.slow
@pytest.mark.parametrize("name", [s[0] for s in SHIPPED])
def test_every_shipped_puzzle_is_proved_again_from_scratch(name: str) -> None:
    failures = []
    for puzzle in load(COLLECTIONS / f"{name}.json"):
        try:
            verify(puzzle)
        except ValueError as error:
            failures.append(str(error))
    assert failures == []


@pytest.mark.parametrize("name", [s[0] for s in SHIPPED])
def test_a_shipped_sheet_has_the_pages_its_collection_makes(name: str, tmp_path: Path) -> None:
    import pypdfium2 as pdfium

    from puzzles.sheets import write_sheet

    shipped = pdfium.PdfDocument(ROOT / "puzzles" / "sheets" / f"{name}.pdf")
    sheet = write_sheet(load(COLLECTIONS / f"{name}.json"), tmp_path / "s.pdf",
                        title=f"Mancala puzzles: {name}")
    assert len(shipped) == sheet.puzzle_pages + sheet.answer_pages
