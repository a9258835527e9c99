"""Figures for a lesson: boards side by side, each with a caption.

Two boards next to each other compare two moves (or two rules) at a glance::

    >>> from mancala_core.widgets import BoardWidget
    >>> figure = side_by_side(
    ...     BoardWidget.showing("kalah", "3"), BoardWidget.showing("kalah", "6"),
    ...     captions=["3: an extra move", "6: North's turn"])
    >>> figure
    side_by_side: 3: an extra move | 6: North's turn
    >>> [board.moves for board in figure.boards]
    [['3'], ['6']]

In JupyterLab the boards are live (each animates its last move and has its own
Replay button); where widgets do not run (GitHub, nbconvert's HTML) the figure
shows the boards' pictures side by side, captions above.
"""

from __future__ import annotations

import base64
import html
from collections.abc import Sequence
from typing import Any

import ipywidgets as w

__all__ = ["SideBySide", "side_by_side"]


class SideBySide(w.HBox):  # type: ignore[misc]
    """Boards in a row, each under its caption; ``boards`` are the board widgets."""

    def __init__(self, boards: Sequence[Any], captions: Sequence[str]) -> None:
        self.boards = list(boards)
        self.captions = list(captions)
        columns = []
        for board, caption in zip(self.boards, self.captions, strict=True):
            label = w.HTML(f"<b>{html.escape(caption)}</b>")
            columns.append(w.VBox([label, board],
                                  layout=w.Layout(flex="1 1 0", min_width="0", padding="0 6px")))
        super().__init__(columns, layout=w.Layout(width="100%", align_items="flex-start"))

    def __repr__(self) -> str:
        return "side_by_side: " + " | ".join(self.captions)

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]]:
        bundle = super()._repr_mimebundle_(**kwargs)
        # ipywidgets returns the data alone; anywidget returns (data, metadata)
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle or {}, {})
        data = dict(data)
        data["text/plain"] = repr(self)
        cells = []
        width = f"{100 // max(1, len(self.boards))}%"
        for board, caption in zip(self.boards, self.captions, strict=True):
            svg = board.svg(size=None) if hasattr(board, "svg") else ""
            picture = base64.b64encode(svg.encode("utf-8")).decode("ascii")
            cells.append(
                f'<td width="{width}" valign="top"><b>{html.escape(caption)}</b><br>'
                f'<img width="100%" alt="{html.escape(caption)}" '
                f'src="data:image/svg+xml;base64,{picture}"></td>'
            )
        # a table and data-URL images: what sanitized HTML renderers (an untrusted
        # notebook in JupyterLab, GitHub) still show
        data["text/html"] = f'<table width="100%"><tr>{"".join(cells)}</tr></table>'
        return data, dict(metadata or {})


def side_by_side(*boards: Any, captions: Sequence[str] = ()) -> SideBySide:
    """Show ``boards`` in a row; ``captions`` (one per board) go above them."""
    captions = list(captions) or [""] * len(boards)
    if len(captions) != len(boards):
        raise ValueError(f"side_by_side: {len(boards)} boards but {len(captions)} captions")
    return SideBySide(boards, captions)
