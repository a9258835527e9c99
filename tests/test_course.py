"""The course's promises: every rule and option of each game of RULES.md (Kalah, section 1;
Oware, section 2), and the rules and options of the wider family (sections 3–7; Bao: the
parts a first look teaches; an option left out is named, with its reason, under its table)
is taught in a lesson with a live board and a checked exercise; every
lesson has the shape that course/AUTHORING.md describes; the teacher's copies are up to
date; course/README.md lists every lesson with its Binder link."""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path
from typing import Any

import pytest

from coursework.teacher import cell_source

ROOT = Path(__file__).resolve().parent.parent
COURSE = ROOT / "course"
LESSONS = sorted(p for p in COURSE.glob("*.ipynb") if re.match(r"^\d\d_[a-z0-9_]+\.ipynb$", p.name))

#: the rules of RULES.md section 1 (../shared/RULES.md: the board, a move, where the last seed
#: lands, the end); the table in course/README.md names each rule by its key
SECTION_1_RULES = (
    "board", "sowing", "own-store", "opponent-store-skipped", "lap", "extra-move", "capture",
    "no-capture", "row-empty-end", "leftovers-to-owner", "winner",
)

#: the rules of RULES.md section 2, Oware (the board, a move, the capture, the grand slam,
#: feeding, no extra moves, the end)
SECTION_2_RULES = (
    "board", "no-store-sowing", "no-extra-move", "emptied-pit-skipped", "capture-2-3",
    "capture-chain", "own-row-safe", "grand-slam", "feeding", "cannot-feed", "majority",
    "draw", "repetition",
)

#: the rules of the wider family, RULES.md sections 3-7, that lessons 9-11 teach (Mankala 2/4
#: and Basic mancala in 9, Congkak and Toguz Kumalak in 10; for Bao, in 11, section 7 and
#: BAO.md, the parts that a first look teaches)
FAMILY_RULES = {
    "mankala24": ("stores-not-sown", "capture-2-and-4", "either-row", "no-seeds-end"),
    "basic": ("ring", "every-store-sown", "any-store-moves-again", "finishing-places",
              "resigning"),
    "congkak": ("clockwise", "relay", "own-empty-hole"),
    "toguz": ("first-stone-back", "even-capture", "tuzdyk", "tuzdyk-restrictions", "win-82"),
    "bao": ("four-rows", "namua-capture", "relay", "nyumba"),
}

#: each game of RULES.md: its rules, and the heading of its table in course/README.md
GAMES = {
    "kalah": (SECTION_1_RULES, "Kalah (RULES.md section 1)"),
    "oware": (SECTION_2_RULES, "Oware (RULES.md section 2)"),
    "mankala24": (FAMILY_RULES["mankala24"], "Mankala 2/4 (RULES.md section 3)"),
    "basic": (FAMILY_RULES["basic"], "Basic mancala (RULES.md section 4)"),
    "congkak": (FAMILY_RULES["congkak"], "Congkak (RULES.md section 5)"),
    "toguz": (FAMILY_RULES["toguz"], "Toguz Kumalak (RULES.md section 6)"),
    "bao": (FAMILY_RULES["bao"], "Bao la Kiswahili, a first look (RULES.md section 7)"),
}

#: the options of the wider family that lessons 9-11 teach, each in an exercise played under
#: it; every other option of these games is named on the table's "Not taught:" line
FAMILY_OPTIONS = {
    "mankala24": ("capture_side", "chain"),
    "basic": ("players", "pits", "seeds", "all_places"),
    "congkak": ("empty_capture", "rounds"),
    "toguz": (),
    "bao": ("never_ending", "lap_cap"),
}



def _notebook(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _code(path: Path) -> str:
    return "\n".join(cell_source(c) for c in _notebook(path)["cells"] if c["cell_type"] == "code")


def _markdown(path: Path) -> str:
    cells = _notebook(path)["cells"]
    return "\n".join(cell_source(c) for c in cells if c["cell_type"] == "markdown")


def options(game: str) -> list[str]:
    """The options of ``game`` (its RULES.md section's options table, as the ruleset has
    them)."""
    import mancala_core as mc

    return [option.name for option in mc.rules(game).OPTIONS]


def taught_options(game: str) -> list[str]:
    """The options of ``game`` that the course must teach: all of them for Kalah and Oware,
    those of FAMILY_OPTIONS for the wider family (the others are named as not taught)."""
    if game in FAMILY_RULES:
        return list(FAMILY_OPTIONS.get(game, ()))
    return options(game)


def section_1_options() -> list[str]:
    """The options of Kalah (RULES.md section 1's options table, as the ruleset has them)."""
    return options("kalah")


def _table_section(game: str) -> str:
    """The part of course/README.md under ``game``'s heading, up to the next heading."""
    readme = (COURSE / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Rules and where they are taught", 1)
    assert len(section) == 2, "course/README.md has no '## Rules and where they are taught'"
    heading = f"### {GAMES[game][1]}"
    assert heading in section[1], f"course/README.md has no table '{heading}'"
    return section[1].split(heading, 1)[1].split("\n#", 1)[0]


def rule_table(game: str = "kalah") -> dict[str, tuple[str, str]]:
    """course/README.md's table for ``game``: rule or option key → (lesson file, exercise)."""
    rows = re.findall(r"^\| `([\w-]+)` \|[^|]*\| \[[^\]]*\]\(([\w.]+)\) \| `(q\d+)` \|",
                      _table_section(game), re.M)
    return {key: (lesson, exercise) for key, lesson, exercise in rows}


def not_taught(game: str) -> list[str]:
    """The options that course/README.md names under ``game``'s table as not taught (its
    paragraph that begins "Not taught:", up to the reason in brackets)."""
    found = re.search(r"^Not taught: ([^(]*)", _table_section(game), re.M)
    return re.findall(r"`(\w+)`", found.group(1)) if found else []


def test_the_options_are_those_of_rules_md() -> None:
    assert section_1_options() == ["pits", "seeds", "empty_capture", "end", "leftovers", "swap"]
    assert options("oware") == ["pits", "seeds", "grand_slam"]


@pytest.mark.parametrize(("game", "key"), [
    (game, key) for game, (keys, _) in GAMES.items() for key in (*keys, *taught_options(game))])
def test_every_rule_and_option_of_each_game_has_a_lesson(game: str, key: str) -> None:
    table = rule_table(game)
    assert key in table, f"course/README.md's {game} table has no row for `{key}`"
    lesson, name = table[key]
    path = COURSE / lesson
    assert path in LESSONS, f"`{key}`: {lesson} is not a lesson"
    code = _code(path)
    assert "BoardWidget" in code or ".board(" in code, f"`{key}`: {lesson} has no live board"
    assert f"{name}.check(" in code, f"`{key}`: {lesson} never checks {name}"
    module = importlib.import_module(f"coursework.lessons.lesson{lesson[:2]}")
    assert hasattr(module, name), f"`{key}`: coursework.lessons.lesson{lesson[:2]} has no {name}"
    position = getattr(getattr(module, name), "position", None)
    if position is not None:  # the exercise is played in this game
        assert position.rules.name == game, f"`{key}`: {name} is played in {position.rules.name}"
    if key in options(game):
        assert re.search(rf"\b{key}\s*=", code), f"option `{key}` is never set in {lesson}"
        # the exercise itself is played under the option, set to something else than its default
        import mancala_core as mc

        default = next(o.default for o in mc.rules(game).OPTIONS if o.name == key)
        assert position is not None, f"`{key}`: {name} has no position to play the option on"
        assert position.rules.options[key] != default, (
            f"`{key}`: {name} is played with {key}={default!r}, the default")


@pytest.mark.parametrize("game", GAMES)
def test_every_option_of_each_game_is_taught_or_named_as_left_out(game: str) -> None:
    # a new option of a ruleset fails here until the course teaches it (a row, and
    # FAMILY_OPTIONS) or course/README.md says under the game's table why it does not
    taught, left_out = taught_options(game), not_taught(game)
    assert not set(taught) & set(left_out), (
        f"course/README.md names {sorted(set(taught) & set(left_out))} of {game} as not "
        f"taught, but they are taught")
    assert sorted([*taught, *left_out]) == sorted(options(game)), (
        f"{game}'s options {options(game)}: taught {taught}, named as not taught {left_out}")
    rows = [key for key in rule_table(game) if key in options(game)]
    assert sorted(rows) == sorted(taught), (
        f"course/README.md's {game} table has option rows {rows}, the test teaches {taught}")


@pytest.mark.parametrize("game", GAMES)
def test_each_table_names_only_rules_that_the_test_checks(game: str) -> None:
    # a row that GAMES leaves out would never be checked
    keys, _ = GAMES[game]
    unknown = sorted(set(rule_table(game)) - {*keys, *taught_options(game)})
    assert not unknown, f"course/README.md's {game} table has rows that tests/test_course.py " \
                        f"does not check: {unknown}"


def test_every_lesson_is_listed_with_its_binder_link() -> None:
    readme = (COURSE / "README.md").read_text(encoding="utf-8")
    for path in LESSONS:
        assert f"({path.name})" in readme, f"course/README.md does not link {path.name}"
        assert f"urlpath=lab/tree/course/{path.name}" in readme, (
            f"course/README.md has no Binder link to {path.name}")


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_a_lesson_opens_and_closes_as_authoring_md_says(path: Path) -> None:
    cells = _notebook(path)["cells"]
    first = cell_source(cells[0])
    assert re.match(rf"# Lesson {int(path.name[:2])} · ", first), f"{path.name}: title {first!r}"
    opening = "\n".join(cell_source(c) for c in cells[:3])
    for words in ("What you will learn", "What you need", "Time"):
        assert words in opening, f"{path.name} does not open with {words!r}"
    text = _markdown(path)
    for heading in ("Summary", "Glossary", "On your own"):
        assert re.search(rf"^##+ .*{heading}", text, re.M), f"{path.name} has no {heading!r}"
    assert text.index("Summary") > text.index("What you will learn")


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_a_lesson_has_boards_that_show_that_play_and_that_answer(path: Path) -> None:
    code = _code(path)
    assert "BoardWidget.showing(" in code, f"{path.name}: no board shows a move"
    plays = re.findall(r"BoardWidget\((?![^)]*interactive=False)", code) + re.findall(
        r"Game\(", code)
    assert plays, f"{path.name}: no board for the learner to play on"
    assert re.search(r"^\s*(\w+)\s*=\s*(q\d+)\.board\(", code, re.M), (
        f"{path.name}: no exercise is answered on a board")
    checks = set(re.findall(r"\b(q\d+)\.check\(", code))
    assert len(checks) >= 4, f"{path.name}: only {len(checks)} exercises checked"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_a_lesson_checks_every_exercise_it_defines(path: Path) -> None:
    from coursework import Exercise

    module = importlib.import_module(f"coursework.lessons.lesson{path.name[:2]}")
    defined = {name for name, value in vars(module).items() if isinstance(value, Exercise)}
    checked = set(re.findall(r"\b(q\d+)\.check\(", _code(path)))
    assert defined == checked, f"{path.name}: defined {sorted(defined)}, checked {sorted(checked)}"
    assert getattr(module, "TEACHER", None) is not None


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_each_board_answer_has_a_name_of_its_own(path: Path) -> None:
    # A learner goes back to an exercise board after running the whole lesson: if a later
    # cell had reused its name, the check would read another board.
    code = _code(path)
    for variable, name in re.findall(r"^\s*(\w+)\s*=\s*(q\d+)\.board\(", code, re.M):
        assigned = re.findall(rf"^\s*{variable}\s*=", code, re.M)
        assert len(assigned) == 1, f"{path.name}: `{variable}` ({name}'s board) is assigned again"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_a_lesson_does_not_print_the_solutions(path: Path) -> None:
    code = _code(path)
    assert ".solution()" not in code, f"{path.name} shows a solution: that is the teacher's copy"


def test_the_teachers_copies_are_up_to_date() -> None:
    from coursework import teacher

    problems = teacher.stale()
    assert not problems, (
        f"{problems}: run `python -m coursework.teacher` and commit course/teacher/")


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_every_check_in_a_teachers_copy_says_right(path: Path) -> None:
    from coursework.teacher import teacher_path

    copy = teacher_path(path)
    # a name of its own: JupyterLab's tab says which notebook is the teacher's
    assert copy.parent == COURSE / "teacher" and copy.name == f"{path.stem}.teacher.ipynb"
    cells = _notebook(copy)["cells"]
    for cell in cells:
        source = cell_source(cell)
        if cell["cell_type"] != "code" or not re.search(r"\bq\d+\.check\(", source):
            continue
        texts = ["".join(o.get("data", {}).get("text/plain", "")) for o in cell["outputs"]]
        assert any(t.startswith("Right:") for t in texts), (
            f"teacher/{path.name}: {source!r} says {texts}")
