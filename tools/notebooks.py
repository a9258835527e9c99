"""Run course notebooks in place and store them so that their boards show everywhere.

    python tools/notebooks.py run course/01_sowing.ipynb ...

:func:`execute` runs a notebook top to bottom with nbclient, from the notebook's
folder (the working directory lessons run in), and writes it back with its
outputs, byte for byte the same for the same input: no timings, no widget state,
cell ids kept (or numbered when missing), the ``python3`` kernelspec kept.

Each stored picture of a board is made to show before any kernel runs:

* JupyterLab 4 does not render an ``image/svg+xml`` output of a notebook it does
  not trust (every notebook opened fresh from a clone or a download): it shows the
  ``text/plain`` fallback, ``Position('kalah …')``. Its sanitized HTML renderer does
  show an ``<img>`` whose source is a ``data:image/svg+xml`` URL, so each SVG output
  is stored as such an HTML image (``text/html``), beside its text.
* A widget output's model lives in the kernel that made it. Opened again, JupyterLab
  finds no model and shows "Error displaying widget: model not found" (it does not fall
  back to the next mime type), so the widget-view entry is dropped: the board's own
  static picture (``BoardWidget`` puts one in every output) is what a stored lesson
  shows until the learner runs the cell, which brings the live board back.

GitHub and nbconvert render the same HTML image. Nothing here needs a rasterizer,
``jupyter trust`` or stored widget state (about 53 kB of JavaScript and CSS per board).
"""

from __future__ import annotations

import argparse
import base64
import html
import json
import pathlib
import sys
from collections.abc import Sequence
from typing import Any

__all__ = ["execute", "static_outputs"]

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
SVG = "image/svg+xml"
HTML = "text/html"
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}


def svg_img(svg: str, alt: str = "") -> str:
    """An HTML ``<img>`` that shows ``svg`` (a ``data:`` URL: sanitized HTML renderers keep it).

        >>> svg_img("<svg/>", "a board")
        '<img alt="a board" src="data:image/svg+xml;base64,PHN2Zy8+">'
    """
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return f'<img alt="{html.escape(alt)}" src="data:image/svg+xml;base64,{data}">'


def _text(value: Any) -> str:
    return "".join(value) if isinstance(value, list) else str(value)


def static_outputs(nb: Any) -> None:
    """Make every output of ``nb`` show without a kernel, in place: each SVG becomes an HTML
    image (the SVG itself is dropped: the image holds it), widget-view entries are dropped.

        >>> import nbformat
        >>> nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("pos")])
        >>> nb.cells[0].outputs = [nbformat.v4.new_output("execute_result", {
        ...     "text/plain": "Position('…')", "image/svg+xml": "<svg/>",
        ...     "application/vnd.jupyter.widget-view+json": {"model_id": "f00"}})]
        >>> static_outputs(nb)
        >>> sorted(nb.cells[0].outputs[0].data)
        ['text/html', 'text/plain']
    """
    for cell in nb.cells:
        for output in cell.get("outputs", []):
            data = output.get("data")
            if not data:
                continue
            data.pop(WIDGET_VIEW, None)
            if SVG in data and HTML not in data:
                data[HTML] = svg_img(_text(data.pop(SVG)), _text(data.get("text/plain", "")))


def execute(path: pathlib.Path, *, timeout: int = 600) -> None:
    """Run the notebook at ``path`` from its folder and store it in place with its outputs
    (see the module's notes). A cell that raises stops the run and leaves the file as it was.
    """
    import nbclient
    import nbformat

    from mancala_core.files import write_atomically

    path = pathlib.Path(path)
    raw = json.loads(path.read_text(encoding="utf-8"))
    for index, cell in enumerate(raw.get("cells", [])):
        if int(raw.get("nbformat_minor", 0)) >= 5 and not cell.get("id"):
            cell["id"] = f"cell-{index}"  # nbformat would make random ones
        cell.get("metadata", {}).pop("execution", None)
    nb = nbformat.reads(json.dumps(raw), as_version=4)  # type: ignore[no-untyped-call]
    nb.metadata["kernelspec"] = dict(KERNELSPEC)
    client = nbclient.NotebookClient(
        nb,
        timeout=timeout,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent.resolve())}},
        record_timing=False,
        store_widget_state=False,
    )
    client.execute()
    static_outputs(nb)
    nb.metadata.pop("widgets", None)
    nb.metadata["kernelspec"] = dict(KERNELSPEC)
    text = nbformat.writes(nb)  # type: ignore[no-untyped-call]
    write_atomically(path, text.encode("utf-8") + (b"" if text.endswith("\n") else b"\n"))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("run", help="execute notebooks in place, outputs stored")
    run.add_argument("paths", nargs="+", type=pathlib.Path, metavar="PATH")
    run.add_argument("--timeout", type=int, default=600, help="seconds per cell (600)")
    args = parser.parse_args(argv)
    for path in args.paths:
        print(f"running {path}", file=sys.stderr)
        execute(path, timeout=args.timeout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
