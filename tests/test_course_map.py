"""The course's last page, the map at the end of course/README.md: it is what
tools/course_map.py makes from the lessons as they are (every lesson, the rules its tables
give it, every exercise), it links the puzzle player, every puzzle collection and every
printable sheet, and every link of course/README.md resolves (files, Binder paths, anchors)."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
COURSE = ROOT / "course"
README = COURSE / "README.md"


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("mancala_tools_course_map",
                                                  ROOT / "tools" / "course_map.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _slug(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def test_the_map_is_up_to_date() -> None:
    text = README.read_text(encoding="utf-8")
    assert _tool().updated(text) == text, "the map in course/README.md is stale: run " \
                                          "`python tools/course_map.py` and commit it"


def test_the_map_names_every_lesson_and_every_exercise() -> None:
    tool = _tool()
    text = README.read_text(encoding="utf-8")
    the_map = text.split(tool.BEGIN, 1)[1].split(tool.END, 1)[0]
    import coursework

    for path in tool.lessons():
        row = next((line for line in the_map.splitlines() if f"]({path.name})" in line), None)
        assert row is not None, f"the map has no row for {path.name}"
        module = importlib.import_module(f"coursework.lessons.lesson{path.name[:2]}")
        for name, value in coursework.exercises_of(module):
            assert f"`{name}` {value.title}" in row, (path.name, name)
    # a rule of the tables above shows in its lesson's row: Kalah's lap in lesson 5
    lap = next(line for line in the_map.splitlines() if "](05_laps.ipynb)" in line)
    assert "Kalah: `lap`" in lap


def test_the_last_page_links_the_puzzles_and_the_sheets() -> None:
    text = README.read_text(encoding="utf-8")
    last = text.split("## The map: what you learned", 1)[1]
    assert "(../puzzles/play.ipynb)" in last
    assert "urlpath=lab/tree/puzzles/play.ipynb" in last
    collections = sorted((ROOT / "puzzles" / "collections").glob("*.json"))
    sheets = sorted((ROOT / "puzzles" / "sheets").glob("*.pdf"))
    assert collections and sheets
    for path in [*collections, *sheets]:
        link = f"(../{path.relative_to(ROOT).as_posix()})"
        assert link in last, f"the course's last page does not link {link}"


def test_every_link_of_the_course_readme_resolves() -> None:
    text = README.read_text(encoding="utf-8")
    anchors = {_slug(h) for h in re.findall(r"^#+ (.+)$", text, re.M)}
    links = re.findall(r"\]\(([^)\s]+)\)", text)
    assert len(links) > 50
    for link in links:
        if link.startswith("#"):
            assert link[1:] in anchors, f"course/README.md: no heading for the anchor {link}"
        elif link.startswith(("http://", "https://")):
            binder = re.search(r"urlpath=lab/tree/([^)&\s]+)", link)
            if binder:
                assert (ROOT / binder.group(1)).is_file(), f"Binder link to a missing {link}"
        else:
            target = (COURSE / link.split("#", 1)[0]).resolve()
            assert target.exists(), f"course/README.md links {link}, which does not exist"
