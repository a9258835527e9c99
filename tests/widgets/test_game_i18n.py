"""The game panel in the learner's language (issue 21 §3): every label of every control
(the options' names, values and descriptions, the levels, the clock, the series' score)
comes from the catalogues, so no English label is left in another language. The API
keeps its English keys."""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterator

import ipywidgets as w
import pytest

from mancala_core.i18n import LANGUAGES, using
from mancala_core.rules import RULESETS
from mancala_core.widgets import Game
from mancala_core.widgets.controls import option_name, option_value_name
from mancala_core.widgets.game import LANGUAGE_NAMES

OTHERS = [code for code in LANGUAGES if code != "en"]

#: labels that are the same word in English and in a language
SAME_WORD = {"it": {"no"}}


class StillTimer:
    """A clock that never moves (the panel shows the full time)."""

    def now(self) -> float:
        return 0.0

    def call_later(self, delay: float, callback: Callable[[], None]) -> StillTimer:
        return self

    def cancel(self) -> None:
        pass


def widgets(widget: w.Widget) -> Iterator[w.Widget]:
    yield widget
    for child in getattr(widget, "children", ()):
        yield from widgets(child)


def panel_labels(game: Game) -> set[str]:
    """Every text a learner reads on the panel's controls (not the board's own)."""
    found: set[str] = set()
    for widget in widgets(game):
        if widget is game.board:
            continue
        for name in ("description", "tooltip"):
            value = getattr(widget, name, None)
            if isinstance(value, str) and value:
                found.add(value)
        if isinstance(widget, w.Dropdown):
            found.update(label for label in widget._options_labels if len(label) < 200)
        if isinstance(widget, w.HTML) and widget.value:
            found.add(html.unescape(re.sub(r"<[^>]+>", " ", widget.value)).strip())
    return found


def words(labels: set[str]) -> set[str]:
    """The labels that hold words (not numbers, not the games' and languages' own names)."""
    names = set(LANGUAGE_NAMES.values()) | {cls.title or name for name, cls in RULESETS.items()}
    return {
        label for label in labels
        if label not in names and len(re.findall(r"[A-Za-z]", label)) >= 2
    }


def a_game(ruleset: str) -> Game:
    return Game(ruleset, series=True, clock=30, timer=StillTimer())


@pytest.mark.parametrize("code", OTHERS)
@pytest.mark.parametrize("ruleset", [name for name in RULESETS if name != "bao"] + ["bao"])
def test_the_panel_has_no_english_label_left(code: str, ruleset: str) -> None:
    english = words(panel_labels(a_game(ruleset)))
    assert {"Level", "Clock", "pits", "no clock"} & english or ruleset != "kalah"
    game = a_game(ruleset)
    game.language_choice.value = code
    left = (words(panel_labels(game)) & english) - SAME_WORD.get(code, set())
    assert not left, f"{code} {ruleset}: English labels left: {sorted(left)}"
    # The same words when the game is made in the language.
    made = Game(ruleset, language=code, series=True, clock=30, timer=StillTimer())
    assert (words(panel_labels(made)) & english) - SAME_WORD.get(code, set()) == set()


def test_the_values_keep_their_english_keys() -> None:
    game = Game("kalah", language="pl")
    leftovers = game.option_controls["leftovers"]
    assert [value for _label, value in leftovers.options] == ["owner", "emptied", "uncounted"]
    leftovers.value = "emptied"
    game.level_choice.value = "hard"
    game.new_game()
    assert game.board.pos.rules.options["leftovers"] == "emptied"
    assert game.level_choice.value == "hard"
    # A language change keeps the choices made.
    game.language_choice.value = "ru"
    assert leftovers is not game.option_controls["leftovers"]
    assert game.option_controls["leftovers"].value == "emptied"
    assert game.level_choice.value == "hard"


def test_english_names_of_options_and_values() -> None:
    with using("en"):
        assert option_name("empty_capture") == "empty capture"
        assert option_value_name(True) == "yes" and option_value_name("row-empty") == "row empty"
        assert option_value_name("emptied", "mtaji_nyumba") == "until emptied"
        assert option_name("unknown_option") == "unknown option"


@pytest.mark.parametrize("code", OTHERS)
def test_redo_and_replay_are_different_words(code: str) -> None:
    """The game's Redo (a move taken back) and the board's Replay (the animation again)."""
    game = Game("kalah", language=code)
    with using(code):
        from mancala_core.i18n import _

        replay = _("↻ Replay").lstrip("↻ ").strip()
    assert game.redo_button.description.casefold() != replay.casefold()
