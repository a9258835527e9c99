"""Choice buttons (issue 29 §3: where a choice answers better than typing): a thin
ipywidgets control that only holds the learner's choice; the exercise's check, in Python,
judges it as it judges a typed answer, and the teacher's copy presses the right buttons."""

from __future__ import annotations

import pytest

import mancala_core as mc
from coursework import ExtraMove, MultipleChoice, YesNo
from coursework.kinds.choices import ChoiceButtons, is_choice

START = mc.rules("kalah").start()


def _question(right: list[str]) -> MultipleChoice:
    return MultipleChoice("?", {"a": "A", "b": "B", "c": "C"}, right=right,
                          why={"a": "a is why", "b": "b is why", "c": "c is why"},
                          title="t", hints=["h", "h"])


def test_one_letter_one_button_down_at_a_time() -> None:
    q = _question(["b"])
    buttons = q.buttons()
    assert is_choice(buttons) and [b.description for b in buttons.buttons] == ["a)", "b)", "c)"]
    assert q.check(buttons).message == (
        "No answer yet: click your choice on the buttons above, then run this cell again.")
    buttons.click("a")
    buttons.buttons[1].value = True  # a click on b) lets a) go, as in the browser
    assert buttons.chosen == ["b"] and buttons.value == "b"
    assert q.check(buttons).message == "Right: b) b is why."
    buttons.click("c")
    wrong = q.check(buttons)
    assert wrong.status == "incorrect" and wrong.message.startswith("Not yet: c) c is why.")


def test_several_letters_toggle() -> None:
    q = _question(["a", "c"])
    buttons = q.buttons()
    buttons.click("a")
    assert q.check(buttons).status == "incorrect"  # one right letter of two
    buttons.click("c")
    assert buttons.value == ["a", "c"] and q.check(buttons)
    buttons.click("a")  # pressed again: up
    assert buttons.value == ["c"]


def test_true_and_false_buttons() -> None:
    #        North  4  4  4  4  4  4
    #   N 0                           S 0
    #        South  4  4  4  4  4  4      pit 3: the last seed in South's store
    q = YesNo(START, "3", ExtraMove())
    buttons = q.buttons()
    assert [b.description for b in buttons.buttons] == ["True", "False"]
    buttons.click(False)
    assert q.check(buttons).status == "incorrect"
    buttons.click("True")
    assert buttons.value is True and q.check(buttons)
    with pytest.raises(ValueError, match="'maybe' is not one of the choices"):
        buttons.click("maybe")


def test_the_buttons_of_another_exercise_are_not_an_answer() -> None:
    q, other = _question(["b"]), _question(["b"])
    buttons = other.buttons()
    buttons.click("b")
    said = q.check(buttons)
    assert said.status == "malformed" and "the buttons of another exercise" in said.message


def test_the_teacher_s_copy_presses_the_right_buttons() -> None:
    from coursework import teacher

    q = _question(["a", "c"])
    buttons = q.buttons()
    buttons.click("b")
    q.answer_on(buttons)
    assert buttons.value == ["a", "c"] and q.check(buttons)
    module = type("lesson", (), {"q3": q})
    source = teacher._answer_cell("q3.check(choice3)", "q3", "choice3", module,  # type: ignore[arg-type]
                                  "here")
    assert source == "q3.answer_on(choice3)   # the answer, clicked\nq3.check(choice3)"


def test_the_buttons_show_as_a_widget() -> None:
    buttons = _question(["b"]).buttons()
    bundle = buttons._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert bundle["text/plain"] == "[a)]  [b)]  [c)]"  # a stored lesson shows the letters
    assert ">b)</span>" in bundle["text/html"]
    assert repr(buttons) == "ChoiceButtons(choices=['a', 'b', 'c'], chosen=[])"
    assert isinstance(buttons, ChoiceButtons)
