"""The offline site's landing page and apps (``make site``) as a learner meets them in
Chromium, Python running in the browser (Pyodide), served from 127.0.0.1 alone.

The site is built once per run (``make site``, into build/site/, by
:mod:`apps.site_server`; ``MANCALA_SITE=PATH`` uses a site built already) and served by a
plain static file server.
Every request for any other host, and every error a page throws, fails the test.

- The landing page (``index.html``) names the lessons, the puzzle trainer and the game room
  in the browser's language (English, and Polish for a Polish browser), each link leading to
  a page of the site; its language switch changes every text and is remembered; it shows
  the puzzle of the day that :func:`puzzles.daily.daily` picks for the browser's date, its
  board's pits and stores holding the puzzle's seeds and its goal in the language's words.
- The trainer, reached by its link: a board, no code; the puzzle it shows (its id in the
  title) solved by clicking its solution's moves; the rating changes as Glicko-2 says
  (:class:`puzzles.progress.Progress`); after a reload the rating is the same (the browser's
  storage) and the solved puzzle is not drawn again.
- The game room, reached by its link: a click on a pit, the computer's answer on the board.

The times a learner waits (landing page to the trainer's first board, and so on) are
printed (``-s``) and written to test-reports/site-apps-times.json; screenshots go to
test-reports/site-*.png.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlparse

import pytest
from widgets.test_browser import REPORTS, check_browser, wait_drawn

import mancala_core as mc
from apps.guarded import chromium, guarded_page
from apps.site_server import BUILD, megabytes, serve, site_folder
from apps.test_voila_browser import (
    BOARD,
    _after_north,
    assert_board_reads,
    assert_no_code,
    clean_solve_rating,
    notebook_code,
    puzzle_on_page,
    rating_on_page,
    solve_by_clicking,
    wait_rating,
)

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
TRAINER = "apps/trainer.ipynb"
GAME_ROOM = "apps/game_room.ipynb"
#: what the learner waited for (seconds), for the closing note and benchmarks
TIMES: dict[str, Any] = {}
#: the landing page's three links in English and in Polish (the words a child reads)
LINKS = {
    "en": {"lessons": "Lessons", "trainer": "Puzzle trainer", "game-room": "Game room"},
    "pl": {"lessons": "Lekcje", "trainer": "Trening z zadaniami", "game-room": "Sala gier"},
}

#: the puzzle of the day's link to the trainer
PLAY = {"en": "Solve it on the board", "pl": "Rozwiąż je na planszy"}


@pytest.fixture(scope="module")
def site() -> Iterator[str]:
    """The site, built once per run (:func:`apps.site_server.site_folder`), served on
    127.0.0.1: its base address."""
    check_browser()
    folder = site_folder(REPORTS)
    TIMES["site_megabytes"] = megabytes(folder)
    TIMES.update({f"build_{k}": v for k, v in BUILD.items()})
    try:
        with serve(folder) as base:
            yield base
    finally:
        REPORTS.mkdir(parents=True, exist_ok=True)
        (REPORTS / "site-apps-times.json").write_text(json.dumps(TIMES, indent=1))


@pytest.fixture(scope="module")
def browser(site: str) -> Iterator[Any]:
    with chromium() as browser:
        yield browser


@contextlib.contextmanager
def site_page(browser: Any, locale: str = "en-US") -> Iterator[Any]:
    """A guarded page (:func:`apps.guarded.guarded_page`) with the browser's language
    ``locale`` and the date of UTC."""
    with guarded_page(browser, REPORTS / "site-failed.png", locale=locale,
                      timezone_id="UTC") as page:
        yield page


def _daily_today() -> Any:
    import puzzles
    from puzzles.daily import daily
    from puzzles.show import COLLECTIONS

    return daily(puzzles.load(COLLECTIONS / "kalah.json"),
                 dt.datetime.now(dt.timezone.utc).date())


def _landing_reads(page: Any, site: str, language: str) -> None:
    """The three links in ``language``'s words, each to a file of the site; the puzzle of
    the day of today's date with its board and goal in that language."""
    from puzzles.sheets import goal_text

    assert page.evaluate("() => document.documentElement.lang") == language
    for anchor, words in LINKS[language].items():
        link = page.locator(f"a#{anchor}")
        assert link.locator("strong").inner_text().strip() == words
        target = urlparse(urljoin(page.url, link.get_attribute("href")))
        assert target.hostname == "127.0.0.1", target
        assert _status(f"{site}{target.path}") == 200, (anchor, target.path)
    puzzle = _daily_today()
    daily = page.locator("section#daily")
    daily.wait_for(state="visible", timeout=30_000)
    assert daily.get_attribute("data-puzzle") == puzzle.id
    assert daily.locator(".goal").inner_text().strip() == goal_text(puzzle, language=language)
    start = puzzle.start()
    shown = daily.locator(".board svg").evaluate(
        """(svg) => [...svg.querySelectorAll('g[data-player][data-pit]')].map(
            (g) => [Number(g.dataset.player), g.dataset.pit, Number(g.dataset.count),
                    g.querySelector('text.count').textContent.trim()])""")
    expected = [(player, str(pit), count) for player in (0, 1)
                for pit, count in enumerate(start.pits(player), start=1)]
    expected += [(player, "store", start.store(player)) for player in (0, 1)]
    assert sorted((p, pit, c) for p, pit, c, _ in shown) == sorted(expected)
    # each pit and store says its count on the screen
    assert all(text == str(count) for _, _, count, text in shown), shown
    play = daily.locator("a#daily-play")
    assert play.inner_text().strip() == PLAY[language]
    assert play.get_attribute("href") == f"voici/render/apps/trainer.html?puzzle={puzzle.id}"
    body = page.locator("body").inner_text()
    for word in ("undefined", "NaN", "None", "null"):
        assert word not in body, f"the landing page says {word!r}"


def _status(url: str) -> int:
    import urllib.error
    import urllib.request

    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            return int(response.status)
    except urllib.error.HTTPError as error:
        return error.code


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_landing_page_speaks_the_browsers_language(browser: Any, site: str,
                                                       language: str) -> None:
    locale = {"en": "en-US", "pl": "pl-PL"}[language]
    with site_page(browser, locale) as page:
        opened = time.monotonic()
        page.goto(f"{site}/index.html")
        page.locator("section#daily .board svg").wait_for(state="visible", timeout=30_000)
        TIMES[f"landing_{language}_puzzle_of_the_day"] = round(time.monotonic() - opened, 2)
        _landing_reads(page, site, language)
        REPORTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(REPORTS / f"site-landing-{language}.png"), full_page=True)


def test_the_landing_pages_language_switch_is_remembered(browser: Any, site: str) -> None:
    with site_page(browser, "en-US") as page:
        page.goto(f"{site}/index.html")
        page.locator("section#daily .board svg").wait_for(state="visible", timeout=30_000)
        page.locator("nav.languages button", has_text="Polski").click()
        _landing_reads(page, site, "pl")
        page.reload()
        page.locator("section#daily .board svg").wait_for(state="visible", timeout=30_000)
        _landing_reads(page, site, "pl")


def test_the_trainer_from_the_landing_page_rates_a_solved_puzzle_and_keeps_it(
        browser: Any, site: str) -> None:

    with site_page(browser) as page:
        opened = time.monotonic()
        page.goto(f"{site}/index.html")
        page.locator("a#trainer").click()
        trainer = page.locator(".mc-puzzle-trainer")
        trainer.locator(BOARD).first.wait_for(state="visible", timeout=240_000)
        TIMES["landing_to_trainer_first_board"] = round(time.monotonic() - opened, 1)
        print(f"\nlanding page to the trainer's first board: "
              f"{TIMES['landing_to_trainer_first_board']} s")
        assert urlparse(page.url).path == "/voici/render/apps/trainer.html"
        assert_no_code(page, *notebook_code(TRAINER))
        puzzle = puzzle_on_page(page)
        root = trainer.locator(BOARD).first
        wait_drawn(page, root, puzzle.start().text(), timeout=30_000)
        assert assert_board_reads(page, root) == puzzle.start()
        assert rating_on_page(page) == "1200"
        REPORTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(REPORTS / "site-trainer-en.png"), full_page=True)

        clicked = time.monotonic()
        solve_by_clicking(page, puzzle)
        rating = clean_solve_rating(puzzle)
        wait_rating(page, rating)
        TIMES["trainer_first_move_to_new_rating"] = round(time.monotonic() - clicked, 1)
        assert int(rating) > 1200  # a puzzle solved with no mistake is a win
        assert "Solved!" in trainer.locator(".mc-puzzle-feedback").inner_text()
        page.screenshot(path=str(REPORTS / "site-trainer-solved-en.png"), full_page=True)

        reloaded = time.monotonic()
        page.reload()
        trainer.locator(BOARD).first.wait_for(state="visible", timeout=240_000)
        wait_rating(page, rating)
        TIMES["trainer_reload_to_kept_rating"] = round(time.monotonic() - reloaded, 1)
        assert "1 puzzle tried" in trainer.locator(".mc-trainer-rating").inner_text()
        assert puzzle_on_page(page).id != puzzle.id, "the solved puzzle was drawn again"


def test_the_game_room_from_the_landing_page_answers_a_move(browser: Any, site: str) -> None:
    with site_page(browser) as page:
        opened = time.monotonic()
        page.goto(f"{site}/index.html")
        page.locator("a#game-room").click()
        room = page.locator(".mc-game-room")
        root = room.locator(BOARD).first
        root.wait_for(state="visible", timeout=240_000)
        TIMES["landing_to_game_room_first_board"] = round(time.monotonic() - opened, 1)
        assert urlparse(page.url).path == "/voici/render/apps/game_room.html"
        assert_no_code(page, *notebook_code(GAME_ROOM))
        start = mc.rules("kalah").start()
        wait_drawn(page, root, start.text(), timeout=30_000)
        assert assert_board_reads(page, root) == start
        mine = start.play("1")  # South's pit 1: four seeds to pits 2-5, North to move
        assert mine.to_move == 1
        clicked = time.monotonic()
        root.locator("[data-player='0'][data-pit='1']").click()
        # the computer (North) answers: South to move again, in a position after North's
        page.wait_for_function(
            """([root, start, mine]) => root.dataset.animating === 'false'
                && root.dataset.position.endsWith(' S')
                && ![start, mine].includes(root.dataset.position)""",
            arg=[root.element_handle(), start.text(), mine.text()], timeout=120_000)
        TIMES["game_room_click_to_computers_answer"] = round(time.monotonic() - clicked, 1)
        answered = assert_board_reads(page, root)
        assert answered.to_move == 0
        assert answered in _after_north(mine), answered.text()
        listed = room.locator(".mc-move-list li").all_inner_texts()
        replayed = start
        for item in listed:
            replayed = replayed.play(item.split()[-1])
        assert replayed == answered, (listed, answered.text())
        REPORTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(REPORTS / "site-game-room-en.png"), full_page=True)


def test_the_lessons_link_opens_the_first_lesson_in_jupyterlab(browser: Any, site: str) -> None:
    with site_page(browser) as page:
        page.goto(f"{site}/index.html")
        page.locator("a#lessons").click()
        page.wait_for_function(
            """() => {
                const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
                return Boolean(panel && panel.context
                               && panel.context.path === 'course/01_welcome.ipynb'
                               && panel.content.widgets.length > 0);
            }""", timeout=120_000)


@pytest.mark.parametrize("app", ["trainer", "game-room"])
def test_the_apps_speak_a_polish_browsers_language(browser: Any, site: str, app: str) -> None:
    """In the site the apps take the browser's languages (no address to ask): a Polish
    browser gets Polish boards, and the language menu says so."""
    with site_page(browser, "pl-PL") as page:
        page.goto(f"{site}/index.html")
        page.locator(f"a#{app}").click()
        root = page.locator(BOARD).first
        root.wait_for(state="visible", timeout=240_000)
        chosen = page.locator("select").evaluate_all(
            "selects => selects.map(s => s.options[s.selectedIndex]?.text)")
        assert "Polski" in chosen, chosen
        # the board names the sides in Polish
        board = root.inner_text()
        assert "Południe" in board and "Północ" in board and "South" not in board, board
        REPORTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(REPORTS / f"site-{app}-pl.png"), full_page=True)


def _load_file(page: Any, trainer: Any, path: Path) -> None:
    """Choose ``path`` in the file chooser that Load progress opens."""
    with page.expect_file_chooser(timeout=60_000) as chooser:
        trainer.locator(".widget-upload").click()
    chooser.value.set_files(str(path))


def test_the_site_stays_under_80_megabytes(site: str) -> None:
    assert TIMES["site_megabytes"] < 80, f"the site is {TIMES['site_megabytes']} MB"


def test_an_app_opens_in_the_language_chosen_on_the_landing_page(
        browser: Any, site: str) -> None:
    # an English browser; the learner picks Magyar on the landing page, then the trainer
    with site_page(browser, "en-US") as page:
        page.goto(f"{site}/index.html")
        page.locator("section#daily .board svg").wait_for(state="visible", timeout=30_000)
        page.locator("nav.languages button", has_text="Magyar").click()
        page.locator("a#trainer").click()
        trainer = page.locator(".mc-puzzle-trainer")
        trainer.locator(BOARD).first.wait_for(state="visible", timeout=240_000)
        page.wait_for_function(
            "() => document.querySelector('.mc-puzzle-trainer h2')?.textContent"
            ".includes('Feladványgyakorló')", timeout=60_000)
        assert "Puzzle trainer" not in trainer.inner_text()


def test_the_trainers_progress_is_downloaded_and_a_foreign_file_refused(
        browser: Any, site: str, tmp_path: Path) -> None:
    from puzzles.progress import Progress

    with site_page(browser) as page:
        page.goto(f"{site}/voici/render/apps/trainer.html")
        trainer = page.locator(".mc-puzzle-trainer")
        trainer.locator(BOARD).first.wait_for(state="visible", timeout=240_000)
        puzzle = puzzle_on_page(page)
        wait_drawn(page, trainer.locator(BOARD).first, puzzle.start().text(), timeout=30_000)
        solve_by_clicking(page, puzzle)
        rating = clean_solve_rating(puzzle)
        wait_rating(page, rating)
        # Download progress: the browser saves a file that is the learner's progress
        with page.expect_download(timeout=60_000) as download:
            trainer.get_by_role("button", name="Download progress").click()
        saved = tmp_path / download.value.suggested_filename
        download.value.save_as(saved)
        assert saved.name.startswith("mancala-progress-") and saved.suffix == ".json"
        progress = Progress.loads(saved.read_text(encoding="utf-8"))
        assert [r.puzzle_id for r in progress.attempts] == [puzzle.id]
        assert str(round(progress.rating.rating)) == rating
        # a puzzle collection loaded as progress: refused, said, the rating kept
        collection = Path(__file__).resolve().parents[2] / "puzzles/collections/oware.json"
        _load_file(page, trainer, collection)
        message = trainer.locator(".mc-trainer-message")
        page.wait_for_function(
            "() => document.querySelector('.mc-trainer-message')?.textContent"
            ".includes('was not loaded')", timeout=60_000)
        assert "not a progress file of the puzzle trainer" in message.inner_text()
        assert rating_on_page(page) == rating
        # the downloaded file loads back
        _load_file(page, trainer, saved)
        page.wait_for_function(
            "() => document.querySelector('.mc-trainer-message')?.textContent"
            ".includes('Loaded: 1 puzzle tried')", timeout=60_000)
        assert rating_on_page(page) == rating


def test_the_puzzle_of_the_day_opens_on_the_trainers_board(browser: Any, site: str) -> None:
    with site_page(browser) as page:
        page.goto(f"{site}/index.html")
        page.locator("section#daily .board svg").wait_for(state="visible", timeout=30_000)
        page.locator("a#daily-play").click()
        trainer = page.locator(".mc-puzzle-trainer")
        trainer.locator(BOARD).first.wait_for(state="visible", timeout=240_000)
        puzzle = _daily_today()
        # the view tells the kernel the address; the day's puzzle replaces the first draw
        page.wait_for_function(
            "id => document.querySelector('.mc-puzzle-player code')?.textContent === id",
            arg=puzzle.id, timeout=60_000)
        root = trainer.locator(BOARD).first
        wait_drawn(page, root, puzzle.start().text(), timeout=30_000)
        assert assert_board_reads(page, root) == puzzle.start()
        solve_by_clicking(page, puzzle)
        page.wait_for_function(
            "() => document.querySelector('.mc-puzzle-feedback')?.textContent"
            ".includes('Solved!')", timeout=60_000)
