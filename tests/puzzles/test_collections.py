"""The shipped collections: their size, their grades, every puzzle re-proved, their sheets."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from puzzles import load, verify
from puzzles.goals import parse_goal
from puzzles.grade import THUMB_CHANCE, beyond_thumb, grade_of, thumb_chance
from puzzles.selection import (
    MAX_FIRST_MOVE_SHARE,
    MAX_ONE_MOVE_SHARE,
    MAX_SAVE_SHARE,
    MIN_GRADE_SHARE,
    shares,
    swept_into_capture,
)
from puzzles.turns import MAX_PLIES
from puzzles.verify import MAX_SOLVER_MOVES, decided

ROOT = Path(__file__).resolve().parents[2]
COLLECTIONS = ROOT / "puzzles" / "collections"
#: file, the rules labels it holds, at least this many puzzles
SHIPPED = [("kalah", {"kalah"}, 300),
           ("kalah-empty-capture", {"kalah[empty_capture=true]",
                                    "kalah[seeds=3,empty_capture=true]",
                                    "kalah[seeds=5,empty_capture=true]"}, 100),
           ("oware", {"oware"}, 150)]


@pytest.mark.parametrize(("name", "rules", "least"), SHIPPED, ids=[s[0] for s in SHIPPED])
def test_a_shipped_collection_fills_every_grade_on_the_fixed_scale(name: str, rules: set[str],
                                                                  least: int) -> None:
    collection = load(COLLECTIONS / f"{name}.json")
    assert len(collection) >= least
    assert {p.rules for p in collection} == rules  # the house rules: 3, 4 and 5 seeds a pit
    grades = Counter(p.grade for p in collection)
    assert set(grades) == {1, 2, 3, 4, 5}
    assert min(grades.values()) >= MIN_GRADE_SHARE * len(collection), grades
    for p in collection:
        assert p.rating is not None and p.rating_deviation is not None
        # the grade is the rating's band on the one scale of every game, and from grade 3
        # on the rules of thumb, whatever their tie-break, rarely find the line
        assert p.grade == grade_of(p.rating) == grade_of(p.rating, trap=beyond_thumb(p))
        assert p.tempting is not None and p.themes


@pytest.mark.parametrize("name", [s[0] for s in SHIPPED])
def test_a_shipped_collection_is_what_a_person_can_solve(name: str) -> None:
    collection = load(COLLECTIONS / f"{name}.json")
    for p in collection:
        assert parse_goal(p.goal).kind != "best_result"
        pos, mine = p.start(), 0
        for move in p.solution:
            mine += pos.to_move == p.start().to_move
            pos = pos.play(move)
        assert p.length <= MAX_PLIES and mine <= MAX_SOLVER_MOVES, p.id
    measured = shares(collection)
    assert measured["first_move"] <= MAX_FIRST_MOVE_SHARE  # in every grade
    assert measured["one_move"] <= MAX_ONE_MOVE_SHARE
    assert measured["save"] <= MAX_SAVE_SHARE
    assert len({p.position for p in collection}) == len(collection)


@pytest.mark.parametrize("name", [s[0] for s in SHIPPED])
def test_a_shipped_puzzle_is_all_on_its_page_and_no_look_alike(name: str) -> None:
    """What a sheet prints is the whole puzzle: no earlier positions (Oware's repetition
    rule), no game decided before it starts; and no two puzzles of a grade with the same
    row of the solving side; from grade 3 on, no rules-of-thumb learner solves a puzzle
    more than one time in eight, whatever its tie-break."""
    collection = load(COLLECTIONS / f"{name}.json")
    rows: Counter[tuple[int | None, tuple[int, ...]]] = Counter()
    for p in collection:
        pos = p.start()
        assert pos.history == () and "seen=" not in p.position, p.id
        assert decided(pos) is None, p.id
        rows[p.grade, pos.pits(pos.to_move)] += 1
        if p.grade is not None and p.grade >= 3:
            assert thumb_chance(p) <= THUMB_CHANCE, p.id
        # a goal worded "capture" is reached by captures, not by the end's sweep
        assert not swept_into_capture(p), p.id
    assert max(rows.values()) == 1, rows.most_common(3)


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
    assert len(shipped) == sheet.pages
