"""tools/notebooks.py: lessons run in place, stored the same way every time, their boards
shown as pictures without a kernel (the browser side: tests/widgets/test_browser.py)."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

TOOL = Path(__file__).parents[1] / "tools" / "notebooks.py"

CELLS = [
    "import os\nimport mancala_core as mc\nfrom mancala_core.widgets import BoardWidget, Game",
    "os.path.basename(os.getcwd())",
    "mc.rules('kalah').start()",
    "BoardWidget.showing('kalah', '3')",
    "Game('oware')",
    "print('no picture here')",
]


def _tool() -> Any:
    spec = importlib.util.spec_from_file_location("mancala_tools_notebooks", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _write(path: Path, cells: list[str], *, ids: bool = False) -> None:
    notebook = {
        "cells": [
            {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
             "source": source, **({"id": f"c{k}"} if ids else {})}
            for k, source in enumerate(cells)
        ],
        "metadata": {},  # no kernelspec: execute gives it one
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path.write_text(json.dumps(notebook))


@pytest.fixture(scope="module")
def stored(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, bytes]:
    folder = tmp_path_factory.mktemp("lesson-folder")
    path = folder / "lesson.ipynb"
    _write(path, CELLS)
    _tool().execute(path)
    return path, path.read_bytes()


def test_runs_from_the_notebooks_folder_with_the_python3_kernelspec(
    stored: tuple[Path, bytes]
) -> None:
    path, _ = stored
    nb = json.loads(path.read_text())
    assert nb["metadata"]["kernelspec"]["name"] == "python3"
    assert "widgets" not in nb["metadata"]
    assert "".join(nb["cells"][1]["outputs"][0]["data"]["text/plain"]) == repr(path.parent.name)
    assert [cell["id"] for cell in nb["cells"]] == [f"cell-{k}" for k in range(len(CELLS))]
    assert all("execution" not in cell["metadata"] for cell in nb["cells"])


def test_every_board_is_stored_as_a_picture_that_needs_no_kernel(
    stored: tuple[Path, bytes]
) -> None:
    path, _ = stored
    nb = json.loads(path.read_text())
    for cell in nb["cells"][2:5]:
        (output,) = cell["outputs"]
        data = output["data"]
        assert "application/vnd.jupyter.widget-view+json" not in data  # its model is gone
        assert "image/svg+xml" not in data  # inside the image
        html = "".join(data["text/html"])
        assert html.startswith('<img alt="') and "data:image/svg+xml;base64," in html
    assert nb["cells"][5]["outputs"][0]["text"] == ["no picture here\n"]


def test_the_same_input_gives_the_same_file(stored: tuple[Path, bytes]) -> None:
    path, first = stored
    again = path.parent / "stored-again.ipynb"  # the same folder: a cell prints its name
    again.write_bytes(first)  # stored notebooks are run again as they are
    _tool().execute(again)
    assert again.read_bytes() == first
    redo = path.parent / "again.ipynb"
    _write(redo, CELLS)
    _tool().execute(redo)
    assert json.loads(redo.read_text()) == json.loads(first)


def test_nbconvert_shows_the_pictures(stored: tuple[Path, bytes]) -> None:
    import nbconvert
    import nbformat

    path, _ = stored
    body, _ = nbconvert.HTMLExporter().from_notebook_node(nbformat.read(path, as_version=4))
    assert body.count('<img alt="') == 3
    for text in ("Position(", "BoardWidget.showing(", "Game("):  # as an output, not a picture
        assert f"<pre>{text}" not in body


def test_a_failing_cell_leaves_the_file_as_it_was(tmp_path: Path) -> None:
    import nbclient.exceptions

    path = tmp_path / "broken.ipynb"
    _write(path, ["1 + 1", "raise ValueError('no')"], ids=True)
    before = path.read_bytes()
    with pytest.raises(nbclient.exceptions.CellExecutionError):
        _tool().execute(path)
    assert path.read_bytes() == before


def test_the_command_line_runs_each_path(tmp_path: Path) -> None:
    paths = [tmp_path / "a.ipynb", tmp_path / "b.ipynb"]
    for path in paths:
        _write(path, ["6 * 7"], ids=True)
    done = subprocess.run([sys.executable, str(TOOL), "run", *map(str, paths)],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    for path in paths:
        data = json.loads(path.read_text())["cells"][0]["outputs"][0]["data"]
        assert "".join(data["text/plain"]) == "42"
