"""Minimax by hand: the values of a drawn game tree, filled in by the learner.

:class:`TreeValues` shows a small game's whole tree (:func:`coursework.solving.game_tree`
with ``blanks=True``): the finished games keep their values, every position still to move
has a letter instead. The learner types the value of each letter, **for South**, as they
read the tree from the bottom up. A wrong value is explained at the lowest position where
it goes wrong: which player moves there, and what that player picks (the largest value for
South, the smallest for North), then the values of its moves, then the value itself.

    >>> import mancala_core as mc
    >>> q = TreeValues(mc.rules("kalah", pits=2, seeds=1).start())
    >>> q.expected()
    'A +2, B -2, C +2, D -2, E -2, F -2'
    >>> bool(q.check("A +2, B -2, C +2, D -2, E -2, F -2"))
    True
    >>> bool(q.check([2, -2, 2, -2, -2, -2]))
    True
    >>> q.check("A +2, B +2, C +2, D -2, E -2, F -2").status
    'incorrect'
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import mancala_core as mc
from mancala_core.i18n import _
from mancala_core.rules.words import side_name

from ..solving import GameTree, Node, game_tree
from .answers import Shape
from .exercise import Exercise
from .feedback import Feedback, malformed, right, wrong

__all__ = ["TreeValues", "read_values"]

#: a letter and its value ("A +2", "b=-1", "C: 0") or a value alone ("+2"); "−" is a minus
_PAIR = re.compile(r"([A-Za-z])\s*[:=]?\s*([+\-−]?\s*\d+)")
_NUMBER = re.compile(r"[+\-−]?\s*\d+")


def _number(text: str) -> int:
    return int(text.replace("−", "-").replace(" ", ""))


def read_values(answer: Any, letters: list[str]) -> dict[str, int] | None:
    """The values an answer gives the ``letters``: a text such as ``"A +2, B -1"`` (or the
    values alone, in the letters' order: ``"+2 -1"``), a dict ``{"A": 2, "B": -1}`` or a
    list ``[2, -1]``; ``None`` if it cannot be read so.

    >>> read_values("a = +2; b: −1", ["A", "B"])
    {'A': 2, 'B': -1}
    >>> read_values("2 -1", ["A", "B"]), read_values({"A": 2}, ["A", "B"])
    ({'A': 2, 'B': -1}, None)
    """
    if isinstance(answer, Mapping):
        try:
            got = {str(key).strip().upper(): _number(str(value)) for key, value in answer.items()}
        except ValueError:
            return None
        return got if sorted(got) == sorted(letters) else None
    if isinstance(answer, (list, tuple)):
        if len(answer) != len(letters) or not all(
                isinstance(v, int) and not isinstance(v, bool) for v in answer):
            return None
        return dict(zip(letters, answer, strict=True))
    if not isinstance(answer, str):
        return None
    pairs = _PAIR.findall(answer)
    if pairs:
        rest = _PAIR.sub("", answer)
        if re.search(r"\w", rest):
            return None
        got = {letter.upper(): _number(value) for letter, value in pairs}
        return got if len(pairs) == len(got) and sorted(got) == sorted(letters) else None
    numbers = _NUMBER.findall(answer)
    if len(numbers) != len(letters) or re.search(r"\w", _NUMBER.sub("", answer)):
        return None
    return dict(zip(letters, (_number(n) for n in numbers), strict=True))


def _signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


class TreeValues(Exercise):
    """Fill in a drawn game tree: the value **for South** of every position still to move
    (lettered A, B, … top to bottom, left to right), with perfect play by both.

    :param position: a small position (its whole tree at most a few dozen positions)
    """

    answer_shape = 'the value of each letter, such as "A +2, B -1, C 0"'

    def __init__(self, position: mc.Position, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.position = position
        self.tree: GameTree = game_tree(position, blanks=True)
        self.letters = list(self.tree.letters)

    def show(self) -> GameTree:
        """The tree to fill in: the letters in place of the values."""
        return self.tree

    def expected(self) -> str:
        return ", ".join(f"{letter} {_signed(node.value)}"
                         for letter, node in self.tree.letters.items())

    def _explain_solution(self) -> str:
        return self.expected() + " (" + self._why_root() + ")"

    def _why_root(self) -> str:
        root = self.tree.root
        best = next(child for child in root.children if child.value == root.value)
        return _("the start is worth %(value)s for South, by its move %(move)s") % {
            "value": _signed(root.value), "move": self._edge(root, best)}

    def _edge(self, node: Node, child: Node) -> str:
        """A move as the tree's edges name it: ``S2`` is South's pit 2."""
        return f"{node.position.rules.side_names[node.position.to_move][0]}{child.move}"

    def _mover(self, node: Node) -> str:
        """The name of the side to move at ``node``, in the learner's language."""
        return side_name(str(node.position.rules.side_names[node.position.to_move]))

    def _rule(self, letter: str, node: Node, got: int) -> str:
        """The first wrong try's sentence: the misconception and the rule, no value."""
        values = [child.value for child in node.children]
        south = node.position.to_move == 0
        if len(values) == 1:
            return _("%(side)s has only one move at %(letter)s, so %(letter)s is worth what "
                     "the position after that move is worth") % {
                "side": self._mover(node), "letter": letter}
        if south and got == min(values):
            return _("%(side)s moves at %(letter)s and picks the move with the largest value "
                     "for South, not the smallest") % {"side": self._mover(node),
                                                        "letter": letter}
        if not south and got == max(values):
            return _("%(side)s moves at %(letter)s and picks the move with the smallest value "
                     "for South, the worst for South, not the largest") % {
                "side": self._mover(node), "letter": letter}
        if got == -node.value:
            return _("every value in the tree is for South: a game that North wins has a "
                     "value below 0, one that South wins a value above 0")
        if len(set(values)) > 1 and got * len(values) == sum(values):
            return _("a position is worth the best of its moves for the player who moves "
                     "there, not the average of its moves: nobody plays at random")
        return _("read the tree from the bottom up: at %(letter)s %(side)s moves, and a "
                 "position is worth its best move for the player who moves there (the "
                 "largest value for South, the smallest for North)") % {
            "letter": letter, "side": self._mover(node)}

    def _judge(self, answer: Any) -> Feedback:
        got = read_values(answer, self.letters)
        if got is None:
            return malformed(Shape(self.answer_shape, repr(answer)))
        wrongs = [letter for letter, node in self.tree.letters.items()
                  if got[letter] != node.value]
        if not wrongs:
            return right(_("every value is right: %(why)s") % {"why": self._why_root()})
        # the lowest wrong position: the one to put right first (its moves' values are
        # the finished games' or positions below it)
        focus = max(wrongs, key=lambda letter: (self.tree.letters[letter].depth,
                                                -self.letters.index(letter)))
        node = self.tree.letters[focus]
        parts = [_("not all the values are right yet (%(letters)s)") % {
            "letters": ", ".join(wrongs)}, self._rule(focus, node, got[focus])]
        if self.level >= 2:
            parts.append(_("the moves at %(letter)s lead to %(values)s") % {
                "letter": focus,
                "values": ", ".join(f"{self._edge(node, child)}: {_signed(child.value)}"
                                    for child in node.children)})
        if self.level >= 3:
            parts.append(_("%(letter)s is worth %(value)s") % {
                "letter": focus, "value": _signed(node.value)})
        return wrong("; ".join(parts))
