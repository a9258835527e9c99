"""The apps' parts below the trainer: the browser's storage widget (it never trusts what
the browser sends), the file store, the page's language, and the game room."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from mancala_core.widgets.page import page_language
from mancala_core.widgets.room import GameRoom
from mancala_core.widgets.store import MAX_TEXT, BrowserStore, FileStore, store_for


def _from_browser(store: BrowserStore, content: Any) -> None:
    """What the view would send (the handler ipywidgets calls)."""
    store._message(store, content, [])


def test_the_browser_store_passes_on_what_the_key_held() -> None:
    store = BrowserStore("k")
    heard: list[str | None] = []
    store.on_load(heard.append)
    _from_browser(store, {"type": "loaded", "text": '{"a": 1}'})
    _from_browser(store, {"type": "loaded", "text": None})
    assert heard == ['{"a": 1}', None]


@pytest.mark.parametrize("content", [
    "loaded", None, [1, 2], {"type": "save", "text": "x"}, {"type": "loaded", "text": 5},
    {"type": "loaded", "text": ["a"]}, {"type": "loaded", "text": "x" * (MAX_TEXT + 1)},
])
def test_the_browser_store_ignores_anything_else_from_the_browser(content: Any) -> None:
    store = BrowserStore("k")
    heard: list[str | None] = []
    store.on_load(heard.append)
    _from_browser(store, content)
    assert heard == [] and store.read() is None


def test_the_browser_store_sends_saves_and_downloads() -> None:
    store = BrowserStore("k")
    sent: list[Any] = []
    store.send = sent.append  # type: ignore[method-assign]
    store.write("text")
    store.download("file text", "name.json")
    assert sent == [{"type": "save", "text": "text"},
                    {"type": "download", "text": "file text", "name": "name.json"}]
    assert store.read() == "text"


def test_a_browser_store_needs_a_key() -> None:
    with pytest.raises(ValueError, match="needs a key"):
        BrowserStore("")


def test_the_file_store_writes_whole_files(tmp_path: Path) -> None:
    store = FileStore(tmp_path / "p.json")
    assert store.read() is None
    store.write("first")
    store.write("second")
    assert store.read() == "second"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["p.json"]  # no temporaries left


def test_outside_the_browser_the_store_is_a_file(tmp_path: Path) -> None:
    store = store_for("k", tmp_path / "p.json")
    assert isinstance(store, FileStore) and store.path == tmp_path / "p.json"


@pytest.mark.parametrize("query, browser, expected", [
    ("lang=pl", (), "pl"), ("lang=ru&x=1", ("it",), "ru"), ("", ("sl-SI", "en"), "sl"),
    ("", ("de", "hu_HU"), "hu"), ("lang=de", ("fr",), "en"), ("", (), "en"),
    ("lang=IT", (), "it"),
])
def test_the_page_language(query: str, browser: tuple[str, ...], expected: str) -> None:
    assert page_language(query=query, browser=browser) == expected


def test_the_page_language_reads_voilas_query(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QUERY_STRING", "lang=hu")
    assert page_language() == "hu"


def test_the_game_room_starts_a_series_against_the_computer() -> None:
    room = GameRoom()
    game = room.game
    assert game.series and game.computer_seats == frozenset({1})
    assert game.level_choice.value == "easy"
    # the board's start, South to move; a move of South's is answered by North
    game.board.request({"type": "move", "move": "1"})
    history = game.board.history
    assert history[0][1].text == "1"
    assert len(history) >= 2 and all(before.to_move == 1 for before, _move in history[1:])
    assert game.board.pos.to_move == 0  # North's turn (an extra move too) played out


def test_the_game_room_says_what_each_level_does_for_the_rules_on_the_board() -> None:
    room = GameRoom("oware")
    text = room.levels_html.value
    for level in ("beginner", "easy", "medium", "hard", "perfect"):
        assert f"<b>{level}</b>" in text
    assert "looks 9 moves ahead" in text  # hard, in Oware (the level's own words)
    room.game.rules_choice.value = "kalah"
    room.game.new_game()
    assert "looks 10 moves ahead" in room.levels_html.value


def test_the_game_room_speaks_the_language_chosen() -> None:
    room = GameRoom(language="pl")
    assert "Sala gier" in room.title_html.value
    room.game.language_choice.value = "en"
    assert "Game room" in room.title_html.value
    assert "The computer&#x27;s levels" in room.levels_html.value  # (escaped as HTML)


def test_the_series_choice_keeps_the_game_on_the_board() -> None:
    room = GameRoom(clock=30)
    room.game.board.request({"type": "move", "move": "3"})
    position = room.game.board.position
    room.series_choice.value = False
    assert not room.game.series
    assert room.game.board.position == position
    assert room.game.clock == 30 and room.game.level_choice.value == "easy"
    assert room.game_box.children == (room.game,)


def test_in_the_site_an_app_opens_in_the_language_chosen_last(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # the landing page (or an app) stored "hu" under mancala-language; a junk value or a
    # language the course lacks changes nothing; a new choice in the app is stored
    from mancala_core.widgets import page
    from mancala_core.widgets import store as store_module

    monkeypatch.setattr(page, "in_browser", lambda: True)
    monkeypatch.setattr(store_module, "in_browser", lambda: True)
    room = GameRoom()
    memory = room.memory
    assert memory is not None and memory.key == page.LANGUAGE_KEY
    sent: list[Any] = []
    memory.send = sent.append  # type: ignore[method-assign]
    for junk in ("de", "<b>", None):
        memory._message(memory, {"type": "loaded", "text": junk}, [])
        assert room.game.language_choice.value == "en"
    memory._message(memory, {"type": "loaded", "text": "hu"}, [])
    assert room.game.language_choice.value == "hu" and "Játékterem" in room.title_html.value
    room.game.language_choice.value = "it"
    assert sent[-1] == {"type": "save", "text": "it"}
    room.series_choice.value = False  # a new Game: its menu is remembered too
    room.game.language_choice.value = "sl"
    assert sent[-1] == {"type": "save", "text": "sl"}
