"""The teacher's copies: each lesson with its answers filled in, its class plan and the
misconceptions to watch for, made from the lesson and its exercise module.

One command makes them all (run it from the repository root)::

    python -m coursework.teacher            # write course/teacher/NN_name.teacher.ipynb, run them
    python -m coursework.teacher --check    # exit 1 if a copy is stale

How a lesson's cells become the teacher's (nothing is kept in step by hand):

- after the lesson's first cell, a note that this is the teacher's copy and the
  lesson module's ``TEACHER`` notes (:class:`~coursework.notes.TeacherNotes`);
- a cell that checks ``answer`` (``q1.check(answer)``) gets the right answer on its
  ``answer = ...`` line; a :class:`~coursework.kinds.FunctionTask`'s cell gets
  the author's function; a cell that checks a board (``q2.check(board)``) first plays
  the answer on that board (``q2.answer_on(board)``);
- after every exercise cell, a cell that shows ``qN.solution()``;
- a markdown link or picture out of ``course/`` (``](../docs/…)``) gets one more ``../``:
  the copy sits in ``course/teacher/``.

The copies are then executed in place (``tools/notebooks.py``), so every published
answer is shown right by its own check; nbval runs them again in ``make test``.
"""

from __future__ import annotations

import argparse
import copy
import importlib
import importlib.util
import json
import re
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

__all__ = ["LESSON", "cell_source", "lesson_module", "main", "teacher_copy", "teacher_path"]

ROOT = Path(__file__).resolve().parents[2]
COURSE = ROOT / "course"
TEACHER = COURSE / "teacher"
#: a lesson notebook's name: two digits, an underscore, a slug
LESSON = re.compile(r"^(\d\d)_[a-z0-9_]+\.ipynb$")
_CHECK = re.compile(r"\b(q\d+)\.check\((\w*)\)")
_ANSWER_LINE = re.compile(r"^(\s*answer\s*=\s*)None\b.*$", re.M)


def lessons() -> list[Path]:
    """The lesson notebooks, in order."""
    return sorted(p for p in COURSE.glob("*.ipynb") if LESSON.match(p.name))


def lesson_module(path: Path) -> ModuleType:
    """The exercise module of a lesson: ``coursework.lessons.lesson02`` for
    ``02_sowing.ipynb``."""
    match = LESSON.match(path.name)
    if not match:
        raise ValueError(f"{path.name!r} is not a lesson notebook name (NN_name.ipynb)")
    return importlib.import_module(f"coursework.lessons.lesson{match.group(1)}")


def teacher_path(path: Path) -> Path:
    """Where the teacher's copy of a lesson goes: ``course/teacher/01_welcome.teacher.ipynb``
    (its own name, so that JupyterLab's tab tells it from the lesson's)."""
    return TEACHER / f"{path.stem}.teacher.ipynb"


def cell_source(cell: dict[str, Any]) -> str:
    """A notebook cell's source as one string (nbformat allows a list of lines)."""
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else str(source)


def _cell(kind: str, source: str, tags: tuple[str, ...] = ("teacher",)) -> dict[str, Any]:
    cell: dict[str, Any] = {"cell_type": kind, "metadata": {"tags": list(tags)},
                            "source": source}
    if kind == "code":
        cell["execution_count"] = None
        cell["outputs"] = []
    return cell


def _answer_cell(source: str, name: str, argument: str, module: ModuleType, where: str) -> str:
    """The teacher's version of an exercise cell."""
    from .kinds import Exercise, FunctionTask

    exercise = getattr(module, name, None)
    if not isinstance(exercise, Exercise):
        raise ValueError(f"{where}: {name}.check(...) but {module.__name__} has no exercise "
                         f"{name}")
    check_line = next(line for line in source.splitlines() if f"{name}.check(" in line)
    if isinstance(exercise, FunctionTask):
        return f"{exercise.answer_code()}\n\n\n{check_line.strip()}"
    if argument == "answer":
        if not _ANSWER_LINE.search(source):
            raise ValueError(f"{where}: {name}.check(answer) needs a line `answer = None`")
        code = exercise.answer_code()
        return _ANSWER_LINE.sub(lambda m: f"{m.group(1)}{code}   # the answer", source, count=1)
    if not (exercise.on_board or exercise.on_buttons):
        raise ValueError(f"{where}: {name}.check({argument}): {name} is not answered on a board")
    lines = source.splitlines()
    index = next(i for i, line in enumerate(lines) if f"{name}.check(" in line)
    indent = re.match(r"\s*", lines[index]).group(0)  # type: ignore[union-attr]
    how = "played on the board" if exercise.on_board else "clicked"
    lines.insert(index, f"{indent}{name}.answer_on({argument})   # the answer, {how}")
    return "\n".join(lines)


#: a markdown link or picture out of ``course/`` (``](../docs/…)``): the teacher's copy sits
#: one folder deeper, in ``course/teacher/``
_PARENT_LINK = re.compile(r"\]\(\.\./")


def teacher_copy(path: Path) -> dict[str, Any]:
    """The teacher's copy of the lesson at ``path``, not yet executed (no outputs)."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    module = lesson_module(path)
    notes = getattr(module, "TEACHER", None)
    if notes is None:
        raise ValueError(f"{module.__name__} has no TEACHER notes (a TeacherNotes)")
    cells: list[dict[str, Any]] = []
    banner = (
        f"> **Teacher's copy** of `{path.name}`, with the answers filled in. Made by "
        "`python -m coursework.teacher` from the lesson and "
        f"`course/{module.__name__.replace('.', '/')}.py`; edit those, not this file."
    )
    for index, cell in enumerate(notebook["cells"]):
        source = cell_source(cell)
        new = copy.deepcopy(cell)
        new.pop("id", None)
        if new["cell_type"] == "code":
            new["outputs"] = []
            new["execution_count"] = None
        checks = _CHECK.findall(source) if cell["cell_type"] == "code" else []
        if checks:
            where = f"{path.name}, cell {index + 1}"
            for name, argument in checks[:1]:
                new["source"] = _answer_cell(source, name, argument, module, where)
        elif cell["cell_type"] == "markdown":
            new["source"] = _PARENT_LINK.sub("](../../", source)
        else:
            new["source"] = source
        cells.append(new)
        if index == 0:
            cells.append(_cell("markdown", banner + "\n\n" + notes.markdown()))
        for name, _ in checks[:1]:
            cells.append(_cell("code", f"{name}.solution()"))
    result: dict[str, Any] = copy.deepcopy(notebook)
    result["cells"] = cells
    result["nbformat"], result["nbformat_minor"] = 4, 4  # no cell ids: stable files
    return result


def _write(notebook: dict[str, Any], target: Path) -> None:
    from mancala_core.files import write_atomically

    target.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(notebook, indent=1, ensure_ascii=False) + "\n"
    write_atomically(target, text.encode("utf-8"))


def _executor() -> Any:
    """``tools/notebooks.py``'s ``execute``, which runs a notebook in place."""
    script = ROOT / "tools" / "notebooks.py"
    spec = importlib.util.spec_from_file_location("_course_notebooks", script)
    if spec is None or spec.loader is None:
        raise RuntimeError(f"cannot load {script}: run this from a checkout of the repository")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.execute


def sources(notebook: dict[str, Any]) -> list[tuple[str, str]]:
    """What a staleness check compares: each cell's type and source (outputs aside)."""
    return [(c["cell_type"], cell_source(c)) for c in notebook["cells"]]


def stale() -> list[str]:
    """The teacher's copies that regenerating would change (or that are missing)."""
    found = []
    for path in lessons():
        target = teacher_path(path)
        if not target.exists():
            found.append(f"{target.relative_to(ROOT)} is missing")
            continue
        stored = json.loads(target.read_text(encoding="utf-8"))
        if sources(stored) != sources(teacher_copy(path)):
            found.append(f"{target.relative_to(ROOT)} is stale")
    expected = {teacher_path(p).name for p in lessons()}
    for extra in sorted(TEACHER.glob("*.ipynb")):
        if extra.name not in expected:
            found.append(f"{extra.relative_to(ROOT)} has no lesson")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m coursework.teacher", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true",
                        help="only say which copies are stale; exit 1 if any")
    parser.add_argument("--no-run", action="store_true",
                        help="write the copies without executing them")
    parser.add_argument("lessons", nargs="*", type=Path,
                        help="lesson notebooks (default: every lesson in course/)")
    args = parser.parse_args(argv)
    if args.check:
        problems = stale()
        for problem in problems:
            print(problem)
        print("teacher's copies:", "stale" if problems else "up to date")
        return 1 if problems else 0
    paths = [p.resolve() for p in args.lessons] or lessons()
    execute = None if args.no_run else _executor()
    for path in paths:
        target = teacher_path(path)
        _write(teacher_copy(path), target)
        if execute is not None:
            execute(target)
        print(f"wrote {target.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
