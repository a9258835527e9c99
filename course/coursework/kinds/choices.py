"""Buttons for a question answered by a choice: a letter (:class:`~coursework.MultipleChoice`)
or True and False (:class:`~coursework.YesNo`), clicked instead of typed.

A thin ipywidgets control, as a board is for a move: the buttons only hold the learner's
choice; the exercise's own check (Python) judges it, in the next cell, as it judges a
typed answer::

    choice3 = q3.buttons()     # click True or False
    choice3

    q3.check(choice3)

    >>> from coursework import ExtraMove, YesNo
    >>> import mancala_core as mc
    >>> q = YesNo(mc.rules("kalah").start(), "3", ExtraMove())
    >>> buttons = q.buttons()
    >>> buttons
    ChoiceButtons(choices=['True', 'False'], chosen=[])
    >>> q.check(buttons).status
    'unanswered'
    >>> buttons.click("True")
    >>> q.check(buttons).status
    'correct'
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any, TypeGuard

__all__ = ["ChoiceButtons", "is_choice"]


class ChoiceButtons:
    """A row of toggle buttons, one per choice (``labels``: what each button says), and
    what was chosen: one choice, or several when ``several`` (a question with more than
    one right letter). The exercise it answers is ``exercise``; its check reads
    :attr:`value`."""

    def __init__(self, exercise: Any, choices: Sequence[Any], labels: Sequence[str],
                 *, several: bool = False) -> None:
        import ipywidgets

        self.exercise = exercise
        self.choices = list(choices)
        self.several = several
        self.buttons = [
            ipywidgets.ToggleButton(value=False, description=label, tooltip=label,
                                    layout=ipywidgets.Layout(width="auto"))
            for label in labels
        ]
        for button in self.buttons:
            button.observe(self._toggled, names="value")
        self.widget = ipywidgets.Box(
            self.buttons, layout=ipywidgets.Layout(flex_flow="row wrap"))

    def _toggled(self, change: dict[str, Any]) -> None:
        if self.several or not change["new"]:
            return
        for button in self.buttons:  # one choice: a click on one lets the others go
            if button is not change["owner"] and button.value:
                button.value = False

    @property
    def chosen(self) -> list[Any]:
        """The choices whose buttons are down, in order."""
        return [c for c, b in zip(self.choices, self.buttons, strict=True) if b.value]

    @property
    def value(self) -> Any:
        """The answer the buttons give: the one choice (None if none), or the list of
        choices when several may be chosen (None if none)."""
        chosen = self.chosen
        if not chosen:
            return None
        return chosen if self.several else chosen[0]

    def click(self, choice: Any) -> None:
        """Press (or, when several may be chosen, toggle) the button of ``choice``, as a
        click does; a choice that has no button is refused."""
        try:
            index = [str(c) for c in self.choices].index(str(choice))
        except ValueError:
            raise ValueError(f"{choice!r} is not one of the choices "
                             f"{[str(c) for c in self.choices]}") from None
        button = self.buttons[index]
        button.value = not button.value if self.several else True

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The live buttons, with the buttons drawn in HTML and in text for a stored
        notebook (GitHub, a lesson opened before its cells run)."""
        bundle = dict(self.widget._repr_mimebundle_(**kwargs) or {})
        labels = [b.description for b in self.buttons]
        bundle["text/plain"] = "  ".join(f"[{label}]" for label in labels)
        bundle["text/html"] = "".join(
            '<span style="display:inline-block;border:1px solid #9e9e9e;border-radius:3px;'
            f'padding:2px 12px;margin-right:6px;background:#eeeeee">{html.escape(label)}'
            "</span>" for label in labels)
        return bundle

    def __repr__(self) -> str:
        return (f"ChoiceButtons(choices={[str(c) for c in self.choices]}, "
                f"chosen={[str(c) for c in self.chosen]})")


def is_choice(value: Any) -> TypeGuard[ChoiceButtons]:
    """True for a row of choice buttons."""
    return isinstance(value, ChoiceButtons)
