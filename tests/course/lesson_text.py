"""What a lesson's tests read of its notebook: the sources of its cells of one kind, and its
prose (the markdown as one line, quotes' markers dropped) to find a sentence in whatever way
it is wrapped.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import mancala_core as mc

COURSE = Path(__file__).resolve().parents[2] / "course"


def cells(lesson: str | Path, kind: str) -> list[str]:
    """The sources of ``lesson``'s cells of ``kind`` ("markdown" or "code"), in order;
    ``lesson`` is a path or a file name in ``course/``."""
    path = lesson if isinstance(lesson, Path) else COURSE / lesson
    notebook = json.loads(path.read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in notebook["cells"] if c["cell_type"] == kind]


def prose(lesson: str | Path) -> str:
    """``lesson``'s markdown on one line: every run of spaces and line breaks one space, a
    quote's ``>`` at a line's start dropped."""
    text = "\n".join(cells(lesson, "markdown"))
    return re.sub(r"\s+", " ", re.sub(r"\n>\s*", " ", text))


def seeds_in_all(pos: mc.Position) -> int:
    """Every seed of ``pos``: in the pits and in the stores."""
    return pos.seeds_on_board() + sum(pos.store(p) for p in range(pos.rules.players))
