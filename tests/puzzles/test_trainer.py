"""The puzzle trainer app (puzzles.trainer): what a learner meets, driven as the browser
would drive it (moves requested on the board, buttons clicked), read from the words the
trainer shows and held to its progress model (puzzles.progress)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from mancala_core.widgets.store import BrowserStore, FileStore
from puzzles.glicko import rate
from puzzles.progress import BAND, START, Progress
from puzzles.trainer import ANY, PuzzleTrainer, shipped, theme_counts_words


def _trainer(tmp_path: Path, game: str = "kalah", **kwargs: object) -> PuzzleTrainer:
    return PuzzleTrainer(game, store=FileStore(tmp_path / "progress.json"), seed=7,
                         animation_speed=0, pause=0, **kwargs)  # type: ignore[arg-type]


def _solve(trainer: PuzzleTrainer) -> None:
    player = trainer.player
    assert player is not None
    while not player.solved:
        player.board.request({"type": "move", "move": player.expected()})


def _wrong_move(trainer: PuzzleTrainer) -> str:
    player = trainer.player
    assert player is not None
    pos = player.board.pos
    wrong = next(m.text for m in pos.legal_moves() if m.text != player.expected())
    player.board.request({"type": "move", "move": wrong})
    return wrong


def _shown_rating(trainer: PuzzleTrainer) -> int:
    found = re.search(r"mc-trainer-rating-value[^>]*>(\d+)<", trainer.rating_html.value)
    assert found, trainer.rating_html.value
    return int(found.group(1))


def test_the_first_puzzle_is_drawn_near_the_starting_rating(tmp_path: Path) -> None:
    trainer = _trainer(tmp_path)
    assert trainer.puzzle is not None
    assert abs(trainer.puzzle.rating - START.rating) <= BAND  # type: ignore[operator]
    assert _shown_rating(trainer) == 1200
    # the puzzle's id, its game and its rating are on the page, and no set to walk through
    title = trainer.player.title_html.value  # type: ignore[union-attr]
    assert f"<code>{trainer.puzzle.id}</code>" in title
    assert f"puzzle rated {round(trainer.puzzle.rating)}" in title  # type: ignore[arg-type]
    assert trainer.player.next_button.layout.display == "none"  # type: ignore[union-attr]


def test_a_clean_solve_is_a_win_against_the_puzzle(tmp_path: Path) -> None:
    trainer = _trainer(tmp_path)
    puzzle = trainer.puzzle
    assert puzzle is not None and trainer.next_button.disabled
    _solve(trainer)
    expected = rate(START, [(puzzle.rating, puzzle.rating_deviation, 1.0)])  # type: ignore[list-item]
    assert trainer.progress.rating == expected
    assert _shown_rating(trainer) == round(expected.rating)
    change = round(expected.rating) - 1200
    assert f"({round(expected.rating - 1200):+d})" in trainer.rating_html.value and change > 0
    assert "1 puzzle tried" in trainer.rating_html.value
    assert not trainer.next_button.disabled
    assert "Solved!" in trainer.player.feedback  # type: ignore[union-attr]


def test_a_mistake_counts_as_a_loss_at_once(tmp_path: Path) -> None:
    trainer = _trainer(tmp_path)
    puzzle = trainer.puzzle
    assert puzzle is not None
    wrong = _wrong_move(trainer)
    expected = rate(START, [(puzzle.rating, puzzle.rating_deviation, 0.0)])  # type: ignore[list-item]
    assert trainer.progress.rating == expected  # before the puzzle is solved
    assert f"Not {wrong}." in trainer.player.feedback  # type: ignore[union-attr]
    _solve(trainer)  # solving it afterwards does not count again
    assert trainer.progress.rating == expected and len(trainer.progress.attempts) == 1
    assert trainer.progress.review[puzzle.id].index == 0


def test_a_hint_or_the_solution_counts_as_a_loss(tmp_path: Path) -> None:
    trainer = _trainer(tmp_path)
    puzzle = trainer.puzzle
    trainer.player.hint()  # type: ignore[union-attr]
    assert trainer.progress.attempts[-1].won is False
    assert trainer.progress.attempts[-1].puzzle_id == puzzle.id  # type: ignore[union-attr]
    assert trainer.next_button.disabled  # not solved yet
    trainer.player.show_solution()  # type: ignore[union-attr]
    assert len(trainer.progress.attempts) == 1  # the same puzzle: counted once
    trainer.next_button.click()
    assert trainer.puzzle is not None and trainer.puzzle.id != puzzle.id  # type: ignore[union-attr]
    trainer.player.show_solution()  # type: ignore[union-attr]
    assert [r.won for r in trainer.progress.attempts] == [False, False]


def test_rated_puzzles_are_never_repeated_and_stay_near_the_rating(tmp_path: Path) -> None:
    trainer = _trainer(tmp_path)
    seen = []
    for _ in range(12):
        puzzle = trainer.puzzle
        assert puzzle is not None
        if puzzle.id not in seen:  # a missed puzzle may come back, as a review
            low, high = trainer.progress.band()
            assert low <= puzzle.rating <= high  # type: ignore[operator]
        seen.append(puzzle.id)
        _solve(trainer)
        trainer.next_button.click()
    firsts = [r.puzzle_id for r in trainer.progress.attempts if not r.reviewed]
    assert len(firsts) == len(set(firsts))


def test_a_missed_puzzle_comes_back_after_one_other(tmp_path: Path) -> None:
    trainer = _trainer(tmp_path)
    missed = trainer.puzzle
    _wrong_move(trainer)
    _solve(trainer)
    trainer.next_button.click()
    assert trainer.puzzle.id != missed.id  # type: ignore[union-attr]
    assert "1 missed puzzle to review" in trainer.rating_html.value
    _solve(trainer)
    trainer.next_button.click()
    assert trainer.puzzle.id == missed.id  # type: ignore[union-attr]


def test_review_mode_serves_only_missed_puzzles(tmp_path: Path) -> None:
    trainer = _trainer(tmp_path)
    trainer.mode_choice.value = "review"  # nothing missed yet: back to rated puzzles
    assert trainer.mode == "rated" and "Nothing to review" in trainer.message_html.value
    missed = trainer.puzzle
    trainer.player.show_solution()  # type: ignore[union-attr]
    trainer.next_button.click()
    trainer.mode_choice.value = "review"
    assert trainer.puzzle.id == missed.id  # type: ignore[union-attr]
    _solve(trainer)
    assert trainer.progress.attempts[-1].reviewed
    assert trainer.progress.review[missed.id].index == 1  # type: ignore[union-attr]


def test_every_theme_has_its_words() -> None:
    from puzzles.themes import THEMES
    from puzzles.trainer import THEME_SHORT

    assert set(THEME_SHORT) == set(THEMES)


def test_the_panel_counts_the_themes_from_the_progress(tmp_path: Path) -> None:
    trainer = _trainer(tmp_path)
    for _ in range(3):
        _solve(trainer)
        trainer.next_button.click()
    line = theme_counts_words(trainer.progress.themes())
    assert line in trainer.themes_html.value.replace("&#x27;", "'")
    total = sum(len(r.themes) for r in trainer.progress.attempts)
    assert sum(t for _s, t in trainer.progress.themes().values()) == total


def test_the_progress_is_kept_and_a_new_trainer_resumes_it(tmp_path: Path) -> None:
    trainer = _trainer(tmp_path)
    _solve(trainer)
    saved = json.loads((tmp_path / "progress.json").read_text())
    assert saved["format"] == "mancala-trainer-progress"
    again = _trainer(tmp_path)
    assert again.progress == trainer.progress
    assert _shown_rating(again) == _shown_rating(trainer) != 1200
    assert again.puzzle.id != trainer.puzzle.id  # type: ignore[union-attr]


def test_a_corrupt_file_at_the_start_is_set_aside_and_said(tmp_path: Path) -> None:
    (tmp_path / "progress.json").write_text('{"format": "mancala-trainer-progress", "ver')
    trainer = _trainer(tmp_path)
    assert "could not be read" in trainer.message_html.value
    assert trainer.progress == Progress.new()
    assert (tmp_path / "progress.json.refused").read_text().startswith('{"format"')
    _solve(trainer)  # the next save writes a new file, the refused one stays
    assert (tmp_path / "progress.json.refused").exists()


@pytest.mark.parametrize("text", [
    "{}", "not json", json.dumps({"format": "mancala-puzzles", "version": 1, "puzzles": []}),
    json.dumps({"format": "mancala-trainer-progress", "version": 99}),
])
def test_a_foreign_or_corrupt_file_loaded_is_refused_and_nothing_lost(
        tmp_path: Path, text: str) -> None:
    trainer = _trainer(tmp_path)
    _solve(trainer)
    before = Progress.loads(trainer.progress.dumps())
    puzzle = trainer.puzzle
    trainer._uploaded({"new": ({"name": "bad.json", "content": memoryview(text.encode())},)})
    assert "was not loaded" in trainer.message_html.value
    assert trainer.progress == before and trainer.puzzle is puzzle
    assert Progress.loads((tmp_path / "progress.json").read_text()) == before


def test_a_file_that_is_not_text_is_refused(tmp_path: Path) -> None:
    trainer = _trainer(tmp_path)
    trainer._uploaded({"new": ({"name": "x.json", "content": memoryview(b"\xff\xfe\x00")},)})
    assert "was not loaded" in trainer.message_html.value and "x.json" in trainer.message_html.value
    assert trainer.progress == Progress.new()


def test_a_downloaded_file_loads_back(tmp_path: Path) -> None:
    trainer = _trainer(tmp_path)
    sent: list[dict[str, str]] = []
    trainer._browser.send = sent.append  # type: ignore[method-assign]
    _solve(trainer)
    trainer.download_button.click()
    (message,) = sent
    assert message["type"] == "download" and message["name"].endswith(".json")
    (tmp_path / "elsewhere").mkdir()
    other = _trainer(tmp_path / "elsewhere")
    assert other.load_text(message["text"], source=message["name"])
    assert other.progress == trainer.progress
    assert "Loaded: 1 puzzle tried" in other.message_html.value


def test_in_the_browser_the_stored_progress_replaces_a_fresh_one(tmp_path: Path) -> None:
    stored = _trainer(tmp_path)
    _solve(stored)
    store = BrowserStore("test-key")
    trainer = PuzzleTrainer("kalah", store=store, seed=7, animation_speed=0, pause=0)
    sent: list[object] = []
    store.send = sent.append  # type: ignore[method-assign]
    store._message(store, {"type": "loaded", "text": stored.progress.dumps()}, [])
    assert trainer.progress == stored.progress
    assert trainer.puzzle.id not in {r.puzzle_id for r in stored.progress.attempts}  # type: ignore[union-attr]
    store._message(store, {"type": "loaded", "text": "{]"}, [])  # junk: said, nothing lost
    assert trainer.progress == stored.progress
    assert "could not be read" in trainer.message_html.value
    _solve(trainer)
    assert sent and Progress.loads(sent[-1]["text"]) == trainer.progress  # type: ignore[index]


def test_any_game_draws_from_every_collection(tmp_path: Path) -> None:
    trainer = _trainer(tmp_path, game=ANY)
    ids = {p.id for name in ("kalah", "kalah-empty-capture", "oware")
           for p in shipped(name).puzzles}
    assert {p.id for p in trainer.pool()} == ids
    trainer.game_choice.value = "oware"
    assert trainer.puzzle is not None and trainer.puzzle.rules.startswith("oware")


def test_the_trainer_speaks_the_language_chosen(tmp_path: Path) -> None:
    trainer = _trainer(tmp_path)
    puzzle = trainer.puzzle
    trainer.language_choice.value = "pl"
    assert trainer.puzzle is puzzle or trainer.puzzle.id == puzzle.id  # type: ignore[union-attr]
    assert "Trening z zadaniami" in trainer.title_html.value
    assert "Twój ranking" in trainer.rating_html.value
    assert trainer.player.board.language == "pl"  # type: ignore[union-attr]


def test_an_unknown_game_is_refused() -> None:
    with pytest.raises(ValueError, match="'chess'"):
        PuzzleTrainer("chess")


def test_the_trainer_opens_the_puzzle_it_is_asked_for(tmp_path: Path) -> None:
    # the landing page's puzzle of the day: ?puzzle=ID; another game's puzzle turns the game
    # menu to any game, and the attempt is rated as any other
    wanted = shipped("oware").puzzles[3]
    trainer = _trainer(tmp_path, puzzle=wanted.id)
    assert trainer.puzzle is not None and trainer.puzzle.id == wanted.id
    assert trainer.game == ANY
    _solve(trainer)
    assert trainer.progress.attempts[-1].puzzle_id == wanted.id
    assert not trainer.progress.attempts[-1].reviewed


def test_an_unknown_puzzle_asked_for_is_said_and_another_drawn(tmp_path: Path) -> None:
    trainer = _trainer(tmp_path, puzzle="<no such>")
    assert trainer.puzzle is not None
    assert "There is no puzzle '<no such>' here" in trainer.message_html.value.replace(
        "&#x27;", "'").replace("&lt;", "<").replace("&gt;", ">")


def test_in_the_site_the_address_reaches_the_trainer_through_its_view(tmp_path: Path) -> None:
    trainer = _trainer(tmp_path)
    store = trainer._browser
    wanted = shipped("kalah").puzzles[5]
    for junk in ({"type": "address", "query": 5}, {"type": "address"},
                 {"type": "address", "query": "?" + "x" * 3000}):
        store._message(store, junk, [])
    first = trainer.puzzle
    store._message(store, {"type": "address", "query": f"?lang=hu&puzzle={wanted.id}"}, [])
    assert trainer.puzzle.id == wanted.id != first.id  # type: ignore[union-attr]
    assert trainer.language == "hu" and "Feladványgyakorló" in trainer.title_html.value
    _wrong_move(trainer)  # the puzzle is touched: a later address changes nothing
    store._message(store, {"type": "address", "query": f"?puzzle={first.id}"}, [])  # type: ignore[union-attr]
    assert trainer.puzzle.id == wanted.id  # type: ignore[union-attr]
