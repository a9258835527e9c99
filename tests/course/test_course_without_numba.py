"""The whole course with numba and numpy unimportable, as in the offline site (Pyodide):
every lesson and every teacher's copy (every exercise answered, so every check runs) top to
bottom in a kernel whose Python cannot import them.

The kernel's ``PYTHONPATH`` starts with a folder whose ``sitecustomize.py`` hides numba and
numpy (an import finder that says they are not installed), so the
search answers through the readable rules (``mancala_core.search.COMPILED`` is False) and
lessons that would run minutes of compiled search show their stored results; every cell
whose output nbval checks (29 in each set of lessons) must give the same output as
the compiled search stored. A first cell
added to each copy checks that the kernel really is such a kernel; the copies run in a
temporary folder (coursework is installed with the package).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
COURSE = ROOT / "course"
NOTEBOOKS = sorted(COURSE.glob("[0-9][0-9]_*.ipynb")) + sorted(
    (COURSE / "teacher").glob("[0-9][0-9]_*.teacher.ipynb"))

BLOCK = """\
import sys


class NotHere:
    \"\"\"As in Pyodide: numba and numpy are not installed.\"\"\"

    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in ("numba", "numpy"):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None


sys.meta_path.insert(0, NotHere())
"""

CHECK = """\
import mancala_core.search

for name in ("numba", "numpy"):
    try:
        __import__(name)
    except ImportError:
        pass
    else:
        raise AssertionError(f"{name} can be imported")
assert mancala_core.search.COMPILED is False
"""


@pytest.fixture(scope="module")
def blocked(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("no-numba")
    (folder / "sitecustomize.py").write_text(BLOCK)
    return folder


@pytest.mark.slow
@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_the_lesson_runs_without_numba_and_numpy(
        path: Path, blocked: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import nbclient
    import nbformat

    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["cells"].insert(0, {"cell_type": "code", "execution_count": None, "metadata": {},
                            "outputs": [], "source": CHECK, "id": "no-numba-check"})
    nb = nbformat.reads(json.dumps(raw), as_version=4)  # type: ignore[no-untyped-call]
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(
        [str(blocked), *filter(None, [os.environ.get("PYTHONPATH")])]))
    monkeypatch.delenv("MANCALA_FULL_SOLVE", raising=False)
    client = nbclient.NotebookClient(
        nb, timeout=300, kernel_name="python3",
        resources={"metadata": {"path": str(tmp_path)}}, record_timing=False)
    client.execute()
    errors = [(i, o.get("ename"), o.get("evalue")) for i, cell in enumerate(nb.cells)
              for o in cell.get("outputs", []) if o.get("output_type") == "error"]
    assert not errors, errors
    # The cells whose stored output nbval compares give the same output here.
    stored = [c for c in raw["cells"][1:] if c["cell_type"] == "code"]
    ran = [c for c in nb.cells[1:] if c.cell_type == "code"]
    differ = []
    for before, after in zip(stored, ran, strict=True):
        if "NBVAL_CHECK_OUTPUT" in "".join(before["source"]):
            if _plain(before["outputs"]) != _plain(after["outputs"]):
                differ.append(("".join(before["source"])[:60], _plain(before["outputs"])[:300],
                               _plain(after["outputs"])[:300]))
    assert not differ, differ


def _plain(outputs: list[dict[str, object]]) -> str:
    texts = []
    for output in outputs:
        if output.get("output_type") == "stream":
            texts.append("".join(output.get("text", "")))  # type: ignore[arg-type]
        data = output.get("data", {})
        if isinstance(data, dict) and "text/plain" in data:
            texts.append("".join(data["text/plain"]))
    return "\n".join(texts)
