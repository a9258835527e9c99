"""Pictures of positions: text diagrams for the terminal and SVG boards for Jupyter.

    >>> import mancala_core as mc
    >>> from mancala_core.render import board_svg, board_text
    >>> pos = mc.rules("kalah", seeds=3).start()
    >>> board_text(pos) == str(pos)
    True
    >>> board_svg(pos) == pos._repr_svg_()
    True
"""

from __future__ import annotations

from .layout import Layout, layout_for
from .svg import SvgBoard, board_svg
from .text import board_text

__all__ = ["Layout", "SvgBoard", "board_svg", "board_text", "layout_for"]
