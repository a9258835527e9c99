"""The project's promises about itself: the notebooks, the README's two commands, CI, Binder."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
COURSE = ROOT / "course"
#: the lessons and their teacher's copies
NOTEBOOKS = sorted(COURSE.glob("*.ipynb")) + sorted((COURSE / "teacher").glob("*.ipynb"))
FIRST_LESSON = "course/01_welcome.ipynb"


def read_notebook(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def quick_start_commands() -> list[str]:
    """The commands of the README's Quick start: the first code block under that heading."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = re.search(r"^## Quick start\n(.*?)(?=^## )", readme, re.S | re.M)
    assert section, "README.md has no '## Quick start' section"
    block = re.search(r"^```[a-z]*\n(.*?)^```", section.group(1), re.S | re.M)
    assert block, "README.md's Quick start has no code block"
    lines = [line.split("#", 1)[0].strip() for line in block.group(1).splitlines()]
    return [line for line in lines if line]


def script_commands(path: Path) -> list[str]:
    """The non-comment, non-blank lines of a shell script, stripped."""
    lines = [line.strip() for line in path.read_text(encoding="utf-8").splitlines()]
    return [line for line in lines if line and not line.startswith("#")]


def test_there_is_a_first_lesson() -> None:
    assert (ROOT / FIRST_LESSON) in NOTEBOOKS


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_has_a_kernelspec(path: Path) -> None:
    # without one, JupyterLab opens a "Select Kernel" dialog first (shared/NOTES.md)
    metadata = read_notebook(path)["metadata"]
    kernelspec = metadata.get("kernelspec", {})
    assert kernelspec.get("name") == "python3", f"{path.name}: kernelspec {kernelspec!r}"
    assert kernelspec.get("language") == "python"
    assert metadata.get("language_info", {}).get("name") == "python"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_is_stored_run_top_to_bottom(path: Path) -> None:
    # nbval compares only cells stored with an execution count (shared/NOTES.md)
    cells = [c for c in read_notebook(path)["cells"] if c["cell_type"] == "code"]
    counts = [c.get("execution_count") for c in cells]
    assert counts == list(range(1, len(cells) + 1)), (
        f"{path.name}: execution counts {counts}: run the notebook top to bottom and save it "
        f"(jupyter nbconvert --to notebook --execute --inplace {path.relative_to(ROOT)})"
    )
    errors = [o for c in cells for o in c.get("outputs", []) if o.get("output_type") == "error"]
    assert not errors, f"{path.name} was saved with an error output"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_imports_the_package(path: Path) -> None:
    # lessons import the rules core; they do not define the engine
    sources = "\n".join(
        "".join(c["source"]) if isinstance(c["source"], list) else c["source"]
        for c in read_notebook(path)["cells"]
        if c["cell_type"] == "code"
    )
    assert "import mancala_core" in sources, f"{path.name} does not import mancala_core"


def test_readme_quick_start_has_exactly_two_commands() -> None:
    commands = quick_start_commands()
    assert len(commands) == 2, f"the Quick start should have two commands, has {commands}"
    assert commands == ["make course", "make test"]


def test_ci_runs_the_readme_test_command() -> None:
    test_command = next(c for c in quick_start_commands() if "test" in c)
    ci = ROOT / ".ci" / "run"
    assert ci.read_text(encoding="utf-8").startswith("#!/usr/bin/env bash")
    commands = script_commands(ci)
    assert "set -euo pipefail" in commands
    assert commands.count(test_command) == 1, (
        f".ci/run should run the README's test command {test_command!r} exactly once"
    )


def test_makefile_has_the_two_commands() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    for target in ("course", "test"):
        assert re.search(rf"^{target}:", makefile, re.M), f"Makefile has no {target!r} target"
    assert re.search(rf"^FIRST_LESSON := {re.escape(FIRST_LESSON)}$", makefile, re.M)


def test_binder_installs_the_package_itself() -> None:
    # a binder/ folder makes Binder ignore the root pyproject.toml (shared/NOTES.md)
    requirements = script_commands(ROOT / "binder" / "requirements.txt")
    assert any(re.fullmatch(r"(-e )?\.(\[course\])?", line) for line in requirements), (
        requirements
    )


def test_binder_badge_opens_the_first_lesson() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    badge = re.search(r"https://mybinder\.org/v2/gh/[^)\s]+", readme)
    assert badge, "README.md has no Binder badge"
    lesson = badge.group(0).split("urlpath=lab/tree/", 1)[1]
    assert (ROOT / lesson).is_file(), f"the Binder badge opens {lesson}, which does not exist"
    assert lesson == FIRST_LESSON


def test_pyproject_lists_every_package() -> None:
    # packages are listed by hand (coursework lives in course/): a new sub-package must be added
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    block = re.search(r"^\[tool\.setuptools\]\npackages = \[(.*?)\]", text, re.S | re.M)
    assert block, "pyproject.toml has no [tool.setuptools] packages list"
    listed = set(re.findall(r'"([\w.]+)"', block.group(1)))
    coursework = ROOT / "course" / "coursework"
    found = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for top in ("mancala_core", "puzzles")
        for init in (ROOT / top).rglob("__init__.py")
    } | {
        ".".join(("coursework", *init.parent.relative_to(coursework).parts))
        for init in coursework.rglob("__init__.py")
    }
    assert listed == found, f"pyproject.toml lists {sorted(listed)}, the tree has {sorted(found)}"
