"""The board widget in other languages, in a real browser: a Polish board, a Slovenian
refusal, and a board that changes its language while it is shown (the words come from
Python; the view only fills them in)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from .test_browser import (
    REPORTS,
    notebook_page,
    run_in_kernel,
    wait_drawn,
)

pytestmark = pytest.mark.browser

NOTEBOOK = "languages.ipynb"
START = "kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S"
AFTER_3 = "kalah 4.4.0.5.5.5:1/4.4.4.4.4.4:0 S"

CELL = f"""\
import ipywidgets
from mancala_core.widgets import BoardWidget

polish = BoardWidget("kalah", language="pl", animation_speed=30)
slovene = BoardWidget({AFTER_3!r}, language="sl", animation_speed=30)
ipywidgets.VBox([polish, slovene])"""


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with notebook_page(tmp_path_factory, NOTEBOOK, [CELL], ready=(
            "() => document.querySelectorAll('.mancala-widget .mc-root').length >= 2")) as page:
        yield page


def roots(page: Any) -> Any:
    return page.locator(".mancala-widget .mc-root")


def test_a_polish_board_speaks_polish(page: Any) -> None:
    root = roots(page).nth(0)
    wait_drawn(page, root, START)
    assert root.get_attribute("lang") == "pl"
    assert root.locator(".mc-side-bottom").inner_text().startswith("Południe")
    assert "na ruchu" in root.locator(".mc-side-bottom").inner_text()
    assert root.locator(".mc-side-top").inner_text() == "Północ"
    pit = root.locator("[data-player='0'][data-pit='3']")
    assert pit.get_attribute("aria-label") == "Południe, dołek 3: 4 kamienie, można zagrać"
    store = root.locator("[data-player='1'][data-pit='store']")
    assert store.get_attribute("aria-label") == "Północ, magazyn: 0 kamieni"
    assert root.locator(".mc-speed").inner_text().startswith("Szybkość")
    REPORTS.mkdir(parents=True, exist_ok=True)
    root.screenshot(path=str(REPORTS / "board-polish.png"))
    assert not page.errors, page.errors


def test_a_refused_click_is_explained_in_slovenian(page: Any) -> None:
    root = roots(page).nth(1)
    wait_drawn(page, root, AFTER_3)
    root.locator("[data-player='0'][data-pit='3']").click()  # empty
    message = root.locator(".mc-message")
    message.wait_for(state="visible", timeout=15_000)
    assert message.inner_text().strip() == (
        "Jamice 3 ni mogoče igrati: jamica 3 Juga je prazna; dovoljene poteze: 1 2 4 5 6")
    assert root.get_attribute("data-position") == AFTER_3
    REPORTS.mkdir(parents=True, exist_ok=True)
    root.screenshot(path=str(REPORTS / "board-slovenian-message.png"))


def test_a_board_changes_its_language_in_place(page: Any) -> None:
    root = roots(page).nth(0)
    root.locator("[data-player='0'][data-pit='6']").click()
    wait_drawn(page, root, "kalah 4.4.4.4.4.0:1/5.5.5.4.4.4:0 N")
    run_in_kernel(page, "polish.language = 'ru'")
    page.wait_for_function(
        "root => root.lang === 'ru'", arg=root.element_handle(), timeout=15_000)
    assert root.locator(".mc-side-top").inner_text().startswith("Север")
    assert root.locator(".mc-side-bottom").inner_text() == "Юг"
    assert root.locator(".mc-caption").inner_text().startswith("Юг — ход 6")
    assert root.get_attribute("data-position") == "kalah 4.4.4.4.4.0:1/5.5.5.4.4.4:0 N"
    assert not page.errors, page.errors
