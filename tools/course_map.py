"""Write the course's map, the last section of course/README.md: every lesson, the rules it
teaches (from the rule tables of the same file) and its exercises (from its module).

    python tools/course_map.py           # rewrite the map in course/README.md
    python tools/course_map.py --check   # say whether it is up to date (exit 1 if not)

The map lives between two marker comments; everything else in the file is left as it is.
:func:`course_map` is what the test compares the file with.
"""

from __future__ import annotations

import argparse
import importlib
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COURSE = ROOT / "course"
README = COURSE / "README.md"
BEGIN = "<!-- the map: made by tools/course_map.py, do not edit by hand -->"
END = "<!-- the map ends -->"

__all__ = ["course_map", "learned_by_lesson", "lessons", "rules_by_lesson", "updated"]


def lessons() -> list[Path]:
    """The lesson notebooks, in order."""
    return sorted(p for p in COURSE.glob("*.ipynb")
                  if re.match(r"^\d\d_[a-z0-9_]+\.ipynb$", p.name))


def _title(path: Path) -> str:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    first = "".join(cells[0]["source"]).splitlines()[0]
    match = re.match(r"# Lesson (\d+) · (.+)", first)
    if not match:
        raise ValueError(f"{path.name}: its first line {first!r} is not '# Lesson N · Title'")
    return f"{match.group(1)} · {match.group(2).strip()}"


def rules_by_lesson(readme: str) -> dict[str, list[tuple[str, list[str]]]]:
    """For each lesson file, the games and rule keys that the rule tables of ``readme``
    say it teaches: ``{"02_sowing.ipynb": [("Kalah", ["board", ...]), ...]}``."""
    section = readme.split("## Rules and where they are taught", 1)[-1].split(BEGIN, 1)[0]
    out: dict[str, list[tuple[str, list[str]]]] = {}
    for block in section.split("\n### ")[1:]:
        game = block.split("\n", 1)[0].split(" (RULES.md", 1)[0].strip()
        game = game.split(",", 1)[0]
        for key, lesson in re.findall(
                r"^\| `([\w-]+)` \|[^|]*\| \[[^\]]*\]\(([\w.]+)\) \| `q\d+` \|", block, re.M):
            games = out.setdefault(lesson, [])
            if not games or games[-1][0] != game:
                games.append((game, []))
            games[-1][1].append(key)
    return out


def learned_by_lesson(readme: str) -> dict[str, str]:
    """For each lesson file, its "what you learn" from the lesson list of ``readme``."""
    head = readme.split("## Rules and where they are taught", 1)[0]
    return {lesson: learn.strip() for lesson, learn in re.findall(
        r"^\| \[[^\]]*\]\(([\w.]+)\) \| ([^|]*) \|", head, re.M)}


def _exercises(path: Path) -> list[str]:
    sys.path.insert(0, str(COURSE))
    try:
        module = importlib.import_module(f"coursework.lessons.lesson{path.name[:2]}")
    finally:
        sys.path.pop(0)
    from coursework import Exercise

    found = [(int(name[1:]), name, value) for name, value in vars(module).items()
             if re.fullmatch(r"q\d+", name) and isinstance(value, Exercise)]
    return [f"`{name}` {value.title}" for _, name, value in sorted(found)]


def course_map(readme: str) -> str:
    """The map's markdown (between the markers) for the lessons as they are now."""
    rules = rules_by_lesson(readme)
    learned = learned_by_lesson(readme)
    rows = ["| lesson | what you learned | rules it teaches (RULES.md keys) | exercises |",
            "|---|---|---|---|"]
    for path in lessons():
        taught = "; ".join(f"{game}: " + ", ".join(f"`{k}`" for k in keys)
                           for game, keys in rules.get(path.name, [])) or "—"
        rows.append(f"| [{_title(path)}]({path.name}) | {learned.get(path.name, '—')} | {taught} | "
                    f"{'; '.join(_exercises(path))} |")
    return "\n".join(rows)


def updated(readme: str) -> str:
    """``readme`` with its map made anew."""
    if BEGIN not in readme or END not in readme:
        raise ValueError(f"course/README.md has no map markers {BEGIN!r} ... {END!r}")
    head, rest = readme.split(BEGIN, 1)
    _old, tail = rest.split(END, 1)
    return f"{head}{BEGIN}\n{course_map(readme)}\n{END}{tail}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="only say whether it is stale")
    args = parser.parse_args()
    text = README.read_text(encoding="utf-8")
    new = updated(text)
    if args.check:
        if new != text:
            print("course/README.md: the map is stale; run python tools/course_map.py")
            return 1
        print("course/README.md: the map is up to date")
        return 0
    if new != text:
        from mancala_core.files import write_atomically

        write_atomically(README, new.encode("utf-8"))
        print("wrote the map in course/README.md")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
