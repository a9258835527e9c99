"""The puzzle trainer: an app that rates the learner and picks the next puzzle near it.

A learner chooses a game (Kalah, Kalah with the empty capture, Oware, or any) and solves
one puzzle after another on a :class:`~puzzles.player.PuzzlePlayer`. Each first attempt
is a game of Glicko-2 against the puzzle (:mod:`puzzles.progress`, as Lichess rates its
puzzles): solved with no mistake and no hint, a win; a wrong move, a hint or the solution
shown, a loss, counted at once. The next puzzle is drawn near the new rating from the
puzzles not tried yet; a missed puzzle comes back after 1, 3 and 7 other puzzles (Leitner
boxes), and **Review missed** asks only for those.

The panel beside the board shows the rating and its curve, the themes solved and missed
("captures: 7 of 9; chains: 2 of 6") and how many puzzles wait for review. The progress
is kept where the learner is (:func:`mancala_core.widgets.store.store_for`): in the
browser's storage in the offline site, in a JSON file beside the app under a Jupyter
server (``trainer-progress.json``, or the file that ``MANCALA_TRAINER_PROGRESS`` names).
**Download** gives the learner the file (a teacher collects them) and **Load** reads one
back: a corrupt or foreign file is refused with a message, and the progress stays as it
was.

    >>> import tempfile, pathlib
    >>> from mancala_core.widgets.store import FileStore
    >>> store = FileStore(pathlib.Path(tempfile.mkdtemp()) / "progress.json")
    >>> trainer = PuzzleTrainer("kalah", store=store, seed=1)
    >>> trainer
    PuzzleTrainer('kalah', rating 1200, 0 puzzles tried)
    >>> puzzle = trainer.puzzle
    >>> abs(puzzle.rating - 1200) <= 150
    True
    >>> while not trainer.player.solved:        # the learner plays the line's moves
    ...     trainer.player.board.request({"type": "move", "move": trainer.player.expected()})
    >>> trainer.player.solved, trainer.progress.rating.rating > 1200
    (True, True)
    >>> trainer.load_text("{}")                   # a foreign file: refused
    False
    >>> len(trainer.progress.attempts)             # ... and nothing lost
    1
"""

from __future__ import annotations

import datetime as dt
import html
import os
import random
from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import ipywidgets as w

from mancala_core.i18n import N_, _, ngettext, using
from mancala_core.rules import parse_rules
from mancala_core.rules.words import rules_words
from mancala_core.widgets.game import LANGUAGE_NAMES
from mancala_core.widgets.page import language_memory
from mancala_core.widgets.store import BrowserStore, FileStore, in_browser

from .errors import PuzzleError
from .player import PuzzlePlayer
from .progress import Progress, ProgressError, Record
from .schema import Collection, Puzzle, load

__all__ = ["ANY", "GAMES", "PROGRESS_FILE", "STORAGE_KEY", "PuzzleTrainer", "shipped",
           "theme_counts_words"]

_COLLECTIONS = Path(__file__).parent / "collections"
#: the shipped collections the trainer serves, by name (``puzzles/collections/NAME.json``)
GAMES: tuple[str, ...] = tuple(sorted(path.stem for path in _COLLECTIONS.glob("*.json")))
#: the choice that draws from every collection
ANY = "any"
#: the key of the browser's storage that keeps the progress in the offline site
STORAGE_KEY = "mancala-course/trainer-progress"
#: the file beside the app that keeps the progress under a Jupyter server
PROGRESS_FILE = "trainer-progress.json"
#: the environment variable naming another file for it
PROGRESS_ENV = "MANCALA_TRAINER_PROGRESS"

#: each theme in a word or two, for the panel's counts
THEME_SHORT = {
    "capture": N_("captures"),
    "chain": N_("chains of extra moves"),
    "extra_move": N_("extra moves"),
    "quiet_move": N_("quiet moves"),
    "defence": N_("defences"),
    "lap": N_("laps"),
    "empty_capture": N_("empty captures"),
    "chain_capture": N_("chains of captures"),
    "grand_slam_avoided": N_("grand slams avoided"),
    "feeding": N_("feeding"),
    "sacrifice": N_("sacrifices"),
    "endgame": N_("endgames"),
    "repetition": N_("repetitions"),
}

def shipped(name: str) -> Collection:
    """The shipped collection ``name`` (one of :data:`GAMES`).

        >>> len(shipped("oware").puzzles) > 0
        True
    """
    if name not in GAMES:
        raise PuzzleError(f"no shipped collection {name!r}: the collections are "
                          f"{', '.join(GAMES)}")
    return load(_COLLECTIONS / f"{name}.json")


def theme_counts_words(counts: Mapping[str, tuple[int, int]], *,
                       language: str | None = None) -> str:
    """The panel's line of themes: ``"captures: 7 of 9; chains of extra moves: 2 of 6"``,
    the most tried first.

        >>> theme_counts_words({"capture": (7, 9), "chain": (2, 6)})
        'captures: 7 of 9; chains of extra moves: 2 of 6'
        >>> theme_counts_words({}, language="pl")
        'na razie brak'
    """
    with using(language):
        items = sorted(((t, c) for t, c in counts.items() if c[1]),
                       key=lambda item: (-item[1][1], item[0]))
        if not items:
            return _("none yet")
        return "; ".join(
            _("%(theme)s: %(solved)s of %(tried)s") % {
                "theme": _(THEME_SHORT[t]) if t in THEME_SHORT else t.replace("_", " "),
                "solved": solved, "tried": tried}
            for t, (solved, tried) in items)


def _curve_svg(history: list[float], title: str) -> str:
    """The rating's curve as a small SVG (the first and last rating labelled)."""
    width, height, pad = 260, 70, 6
    points = history if len(history) > 1 else history * 2
    low, high = min(points), max(points)
    span = max(high - low, 50.0)
    mid = (high + low) / 2
    low, high = mid - span / 2, mid + span / 2

    def xy(i: int, value: float) -> str:
        x = pad + (width - 2 * pad) * i / (len(points) - 1)
        y = pad + (height - 2 * pad) * (high - value) / (high - low)
        return f"{x:.1f},{y:.1f}"

    line = " ".join(xy(i, v) for i, v in enumerate(points))
    return (f'<svg class="mc-trainer-curve" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" role="img" aria-label="{html.escape(title)}">'
            f"<title>{html.escape(title)}</title>"
            f'<rect x="0" y="0" width="{width}" height="{height}" fill="#faf6ee" '
            f'stroke="#d8cbb0"/>'
            f'<polyline points="{line}" fill="none" stroke="#8a4b08" stroke-width="2"/>'
            "</svg>")


#: why a progress file was refused, in the learner's words, by the kind of the error
_WHY = {
    "unreadable": N_("it is not a file the trainer can read"),
    "foreign": N_("it is not a progress file of the puzzle trainer"),
    "newer": N_("it was saved by a newer version of the trainer"),
    "corrupt": N_("it is damaged: part of it does not fit the rest"),
}


def _why(error: ProgressError | str) -> str:
    """Why a file was refused, in the language in use (``error`` or its kind)."""
    kind = error if isinstance(error, str) else error.kind
    return _(_WHY.get(kind, _WHY["corrupt"]))


class _TrainerPlayer(PuzzlePlayer):
    """A puzzle player for one puzzle at a time: no set to walk through, the puzzle's
    rating in its title, and a word to the trainer after each change."""

    def __init__(self, puzzle: Puzzle, trainer: PuzzleTrainer, **kwargs: Any) -> None:
        self._trainer = trainer
        super().__init__([puzzle], **kwargs)
        for hidden in (self.previous_button, self.next_button, self.score_html):
            hidden.layout = w.Layout(display="none")  # (the buttons share one layout)

    def _title_bits(self, puzzle: Puzzle) -> list[str]:
        """The game, the id and the puzzle's rating (no place in a set: there is none)."""
        bits = [html.escape(rules_words(puzzle.start().rules)),
                f"<code>{html.escape(puzzle.id)}</code>"]
        if puzzle.rating is not None:
            bits.append(html.escape(_("puzzle rated %(rating)s") % {
                "rating": round(puzzle.rating)}))
        return bits

    def _refresh(self) -> None:
        super()._refresh()
        trainer = getattr(self, "_trainer", None)
        if trainer is not None:
            trainer._player_changed(self)


class PuzzleTrainer(w.VBox):  # type: ignore[misc]
    """The puzzle trainer app: puzzles of ``game`` (one of :data:`GAMES`, or :data:`ANY`)
    near the learner's rating.

    :param language: the language of the app and its board (default the one in use)
    :param collections: the puzzles by game name (default the shipped collections)
    :param store: where the progress is kept (a :class:`~mancala_core.widgets.store.FileStore`
        or :class:`~mancala_core.widgets.store.BrowserStore`); by default the browser's
        storage in Pyodide, else :data:`PROGRESS_FILE` in the working folder (or the file
        named by ``MANCALA_TRAINER_PROGRESS``)
    :param seed: the seed of the draws (default: a new one each time)
    :param animation_speed: steps per second of the board's animation (0: none)
    :param pause: seconds the board shows a move before the answer or the take-back
    :param puzzle: the id of a puzzle to open first (the landing page's puzzle of the day:
        ``?puzzle=ID`` in the app's address); an unknown id is said, and a puzzle near the
        rating is drawn instead
    """

    def __init__(self, game: str = ANY, *, language: str | None = None,
                 collections: Mapping[str, Collection] | None = None,
                 store: FileStore | BrowserStore | None = None, seed: int | None = None,
                 animation_speed: float = 8.0, pause: float = 1.2,
                 puzzle: str | None = None) -> None:
        games = dict(collections) if collections is not None else None
        names = tuple(games) if games is not None else GAMES
        if game != ANY and game not in names:
            raise PuzzleError(f"the trainer has no game {game!r}: choose one of "
                              f"{', '.join((*names, ANY))}")
        self._games: dict[str, Collection] = games or {}
        self._names = names
        self._rng = random.Random(seed)
        self._speed, self._pause = animation_speed, pause
        self.mode = "rated"
        self.progress = Progress.new()
        self.player: _TrainerPlayer | None = None
        self._recorded: Record | None = None  # what the puzzle on the board counted for
        self._note = ""  # a message about the progress file (loaded, refused)
        self._note_warn = False
        self._quiet = False  # True while the trainer itself sets its menus
        self._detail = ""  # the technical detail of a refusal (shown on hover)
        with using(language):
            from mancala_core.i18n import language as current

            self.language = current()
        self.message_html = w.HTML(layout=w.Layout(max_width="980px"))
        self.message_html.add_class("mc-trainer-message")
        # where the progress is kept, and the browser's hand for downloads
        self._browser = store if isinstance(store, BrowserStore) else BrowserStore(STORAGE_KEY)
        if store is None:
            store = self._browser if in_browser() else FileStore(
                os.environ.get(PROGRESS_ENV) or PROGRESS_FILE)
        self.store = store
        if isinstance(store, BrowserStore):
            store.on_load(self._browser_loaded)
        else:
            self._read_file(store)
        # the offline site's kernel learns the page's address (?puzzle=, ?lang=) from the view
        self._browser.on_address(self._address)

        self.title_html = w.HTML()
        self.game_choice = w.Dropdown(value=None, layout=w.Layout(width="auto"),
                                      style={"description_width": "initial"})
        self.language_choice = w.Dropdown(
            options=[(LANGUAGE_NAMES[code], code) for code in LANGUAGE_NAMES],
            value=self.language, layout=w.Layout(width="auto"),
            style={"description_width": "initial"})
        self.mode_choice = w.ToggleButtons(value=None, style={"button_width": "auto"})
        self.next_button = w.Button(icon="arrow-right", layout=w.Layout(width="auto"))
        self.download_button = w.Button(icon="download", layout=w.Layout(width="auto"))
        self.upload = w.FileUpload(accept=".json,application/json", multiple=False,
                                  layout=w.Layout(width="auto"))
        self.rating_html = w.HTML()
        self.rating_html.add_class("mc-trainer-rating")
        self.themes_html = w.HTML(layout=w.Layout(max_width="420px"))
        # the board takes what room there is, up to 760 px; the panel keeps 300 px beside it
        # (below it on a narrow screen), in every language alike
        self.player_box = w.VBox(layout=w.Layout(flex="1 1 560px", max_width="760px"))
        self._words()
        self.game_choice.value = game
        self.mode_choice.value = "rated"
        self.game_choice.observe(lambda _: None if self._quiet else self._choose(),
                                 names="value")
        self.language_choice.observe(self._language_chosen, names="value")
        self.mode_choice.observe(self._mode_chosen, names="value")
        self.next_button.on_click(lambda _: self._choose())
        self.download_button.on_click(lambda _: self.download())
        self.upload.observe(self._uploaded, names="value")

        top = w.HBox([self.game_choice, self.mode_choice, self.language_choice],
                      layout=w.Layout(flex_flow="row wrap", align_items="center",
                                      grid_gap="4px 16px"))
        files = w.HBox([self.download_button, self.upload],
                       layout=w.Layout(flex_flow="row wrap", align_items="center"))
        panel = w.VBox([self.rating_html, self.themes_html, files],
                       layout=w.Layout(flex="0 1 300px", min_width="260px", max_width="440px"))
        panel.add_class("mc-trainer-panel")
        main = w.HBox([self.player_box, panel],
                      layout=w.Layout(flex_flow="row wrap", align_items="flex-start",
                                      grid_gap="8px 24px"))
        stores = [self._browser]
        memory = language_memory(self.language_choice)  # the site: the language chosen last
        if memory is not None:
            stores.append(memory)
        super().__init__([self.title_html, top, main, self.message_html, *stores])
        self.add_class("mc-puzzle-trainer")
        if puzzle is None or not self.open_puzzle(puzzle):
            self._choose()

    # -- what the trainer is at ---------------------------------------------------------

    @property
    def game(self) -> str:
        """The game chosen (a name of :data:`GAMES`, or :data:`ANY`)."""
        return str(self.game_choice.value)

    @property
    def puzzle(self) -> Puzzle | None:
        """The puzzle on the board (``None`` when none is left to draw)."""
        return self.player.puzzle if self.player is not None else None

    def pool_of(self, name: str) -> tuple[Puzzle, ...]:
        """The puzzles of the game ``name`` (loaded on first use)."""
        if name not in self._games:
            self._games[name] = shipped(name)
        return self._games[name].puzzles

    def pool(self) -> list[Puzzle]:
        """The puzzles of the game chosen."""
        names = self._names if self.game == ANY else (self.game,)
        return [puzzle for name in names for puzzle in self.pool_of(name)]

    def __repr__(self) -> str:
        tried = len(self.progress.attempts)
        return (f"PuzzleTrainer({self.game!r}, rating {round(self.progress.rating.rating)}, "
                f"{tried} puzzle{'s' * (tried != 1)} tried)")

    # -- choosing the next puzzle ---------------------------------------------------------

    def _choose(self) -> None:
        """Draw the next puzzle for the mode and put it on the board."""
        with using(self.language):
            puzzle = self.progress.choose(self.pool(), self._rng, mode=self.mode)
            if puzzle is None and self.mode == "review":
                self._say(_("Nothing to review: every missed puzzle has been solved again. "
                            "Back to rated puzzles."))
                self.mode_choice.value = "rated"  # draws again
                return
            if puzzle is None:
                self._say(_("You have tried every puzzle of this game. Choose another game, "
                            "or review the ones you missed."))
                self.player = None
                self.player_box.children = ()
                self._panel()
                return
        self._show(puzzle)

    def _show(self, puzzle: Puzzle) -> None:
        self._recorded = None
        if self.player is not None:
            self.player.close()
        self.player = _TrainerPlayer(puzzle, self, language=self.language,
                                     animation_speed=self._speed, pause=self._pause)
        # Next puzzle sits in the player's row of buttons, after Hint, Solution and Again
        row = self.player.children[-1]
        row.children = (*row.children, self.next_button)
        self.player_box.children = (self.player,)
        self._panel()

    def open_puzzle(self, puzzle_id: str) -> bool:
        """Put the puzzle ``puzzle_id`` of any of the trainer's games on the board (the
        game menu goes to *any game* if it is another game's); False, and a word to the
        learner, when there is no such puzzle (the board keeps what it had)."""
        for name in self._names:
            for puzzle in self.pool_of(name):
                if puzzle.id == puzzle_id:
                    if self.game != ANY and self.game != name:
                        self._quiet = True
                        try:
                            self.game_choice.value = ANY
                        finally:
                            self._quiet = False
                    self._show(puzzle)
                    return True
        with using(self.language):
            self._say(_("There is no puzzle %(id)s here: here is one near your rating.") % {
                "id": repr(puzzle_id)[:40]}, warn=True)
        return False

    def _address(self, query: str) -> None:
        """The page's address, as the view says it: ``lang=`` and ``puzzle=`` (the latter
        only while the puzzle on the board is untouched)."""
        from urllib.parse import parse_qs

        asked = parse_qs(query.lstrip("?"))
        for code in asked.get("lang", [])[:1]:
            if code in LANGUAGE_NAMES and code != self.language_choice.value:
                self.language_choice.value = code
        for puzzle_id in asked.get("puzzle", [])[:1]:
            player = self.player
            untouched = player is None or (not player.ply and not player.attempt.mistakes
                                           and not player.attempt.hints)
            if untouched and (player is None or player.puzzle.id != puzzle_id) \
                    and not self.open_puzzle(puzzle_id):
                self._choose()

    # -- the learner's attempt ------------------------------------------------------------

    def _player_changed(self, player: _TrainerPlayer) -> None:
        if player is not self.player:
            return
        attempt = player.attempt
        if self._recorded is None:
            lost = attempt.mistakes > 0 or attempt.hints > 0 or attempt.shown
            if lost or attempt.solved:
                self._recorded = self.progress.record(
                    player.puzzle, mistakes=attempt.mistakes, hints=attempt.hints,
                    shown=attempt.shown, solved=attempt.solved)
                self._save()
        self._panel()

    # -- the panel ----------------------------------------------------------------------

    def _words(self) -> None:
        """Every label in the trainer's language."""
        with using(self.language):
            title = html.escape(_("Puzzle trainer"))
            self.title_html.value = f"<h2 style='margin:4px 0'>{title}</h2>"
            games = [(self._game_words(name), name) for name in self._names]
            games.append((_("any game"), ANY))
            value = self.game_choice.value
            self.game_choice.description = _("Game")
            self.game_choice.options = games
            if value is not None:
                self.game_choice.value = value
            self.language_choice.description = _("Language")
            mode = self.mode_choice.value
            self.mode_choice.options = [(_("Rated puzzles"), "rated"),
                                        (_("Review missed"), "review")]
            if mode is not None:
                self.mode_choice.value = mode
            self.next_button.description = _("Next puzzle")
            self.next_button.tooltip = _("a new puzzle near your rating")
            self.download_button.description = _("Download progress")
            self.download_button.tooltip = _("save your progress as a file (for your teacher)")
            self.upload.description = _("Load progress")
            self.upload.tooltip = _("read a progress file saved before")

    def _game_words(self, name: str) -> str:
        """A collection's game in words: the rules most of its puzzles are played by."""
        labels = Counter(puzzle.rules for puzzle in self.pool_of(name))
        return rules_words(parse_rules(labels.most_common(1)[0][0])) if labels else name

    def _panel(self) -> None:
        progress = self.progress
        with using(self.language):
            rating = round(progress.rating.rating)
            change = ""
            recorded = self._recorded
            if recorded is not None and not recorded.reviewed:
                change = f" ({round(recorded.rating_after - recorded.rating_before):+d})"
            title = _("Your rating")
            curve = _curve_svg(progress.history, _("your rating after each puzzle"))
            tried = len(progress.attempts)
            tried_words = ngettext("%(n)s puzzle tried", "%(n)s puzzles tried", tried) % {
                "n": tried}
            waiting = len(progress.review)
            review = ngettext("%(n)s missed puzzle to review", "%(n)s missed puzzles to review",
                              waiting) % {"n": waiting}
            self.rating_html.value = (
                f"<div><b>{html.escape(title)}:</b> "
                f"<span class='mc-trainer-rating-value' style='font-size:1.5em'>{rating}</span>"
                f"{html.escape(change)}</div>{curve}"
                f"<div>{html.escape(tried_words)} · {html.escape(review)}</div>")
            themes = theme_counts_words(progress.themes())
            solved = _("Themes solved")
            self.themes_html.value = (f"<b>{html.escape(solved)}:</b> "
                                      f"{html.escape(themes)}")
            if self.player is not None:
                self.next_button.disabled = not self.player.solved
                # the way on, once the puzzle is done
                self.next_button.button_style = "" if self.next_button.disabled else "success"
            self.message_html.value = self._note_html()

    def _note_html(self) -> str:
        if not self._note:
            return ""
        style = "color:#8a2d00;font-weight:bold" if self._note_warn else "color:#1b5e20"
        # the technical detail (in English, quoting the file) for a teacher, on hover
        title = f" title='{html.escape(self._detail, quote=True)}'" if self._detail else ""
        return f"<span style='{style}'{title}>{html.escape(self._note)}</span>"

    def _say(self, text: str, *, warn: bool = False, detail: str = "") -> None:
        self._note, self._note_warn, self._detail = text, warn, detail
        self.message_html.value = self._note_html()

    # -- choices ------------------------------------------------------------------------

    def _language_chosen(self, change: dict[str, Any]) -> None:
        self.language = change["new"]
        self._words()
        if self.player is not None:  # the same puzzle, spoken anew (its count kept)
            recorded = self._recorded
            self._show(self.player.puzzle)
            self._recorded = recorded
        self._panel()

    def _mode_chosen(self, change: dict[str, Any]) -> None:
        if change["new"] is None:
            return
        self.mode = change["new"]
        self._choose()

    # -- keeping the progress -----------------------------------------------------------

    def _save(self) -> None:
        try:
            self.store.write(self.progress.dumps())
        except OSError as error:
            with using(self.language):
                self._say(_("Your progress could not be saved: %(error)s") % {"error": error},
                          warn=True)

    def _read_file(self, store: FileStore) -> None:
        try:
            text = store.read()
        except (OSError, UnicodeDecodeError) as error:
            self._refused(store.path.name, ProgressError(f"{str(store.path)!r}: {error}",
                                                         "unreadable"))
            return
        if text is None:
            return
        try:
            self.progress = Progress.loads(text, source=str(store.path))
        except ProgressError as error:
            # the unreadable file is kept aside, not overwritten by the next save
            aside = store.path.with_name(store.path.name + ".refused")
            try:
                os.replace(store.path, aside)
            except OSError:
                pass
            self._refused(store.path.name, error)

    def _refused(self, source: str, error: ProgressError) -> None:
        with using(self.language):
            self._say(_("The progress in %(file)s could not be read, so the trainer starts "
                        "afresh: %(reason)s.") % {"file": source, "reason": _why(error)},
                      warn=True, detail=str(error))

    def _browser_loaded(self, text: str | None) -> None:
        if text is None:
            return
        try:
            loaded = Progress.loads(text, source=_("this browser's storage"))
        except ProgressError as error:
            self._refused(_("this browser's storage"), error)
            return
        if len(loaded.attempts) < len(self.progress.attempts):
            return  # what this page already did is newer
        self.progress = loaded
        if self.player is not None and not self.player.attempt.mistakes and \
                not self.player.attempt.hints and not self.player.ply:
            self._choose()  # the puzzle drawn before the progress came may be tried already
        self._panel()

    def download(self) -> None:
        """Offer the progress to the learner as a file."""
        name = f"mancala-progress-{dt.date.today().isoformat()}.json"
        self._browser.download(self.progress.dumps(), name)
        with using(self.language):
            self._say(_("Your progress is in the file %(file)s.") % {"file": name})

    def load_text(self, text: str, source: str = "file") -> bool:
        """Take the progress in ``text`` (a file the learner loads) if it is a trainer's
        progress; else say why not and keep the progress as it was. True if taken."""
        try:
            loaded = Progress.loads(text, source=source)
        except ProgressError as error:
            with using(self.language):
                self._say(_("This file was not loaded, and your progress is kept as it was: "
                            "%(reason)s.") % {"reason": _why(error)}, warn=True,
                          detail=str(error))
            return False
        self.progress = loaded
        self._save()
        with using(self.language):
            n = len(loaded.attempts)
            self._say(ngettext("Loaded: %(n)s puzzle tried, rating %(rating)s.",
                               "Loaded: %(n)s puzzles tried, rating %(rating)s.", n) % {
                "n": n, "rating": round(loaded.rating.rating)})
        self._choose()
        return True

    def _uploaded(self, change: dict[str, Any]) -> None:
        files = change["new"]
        if not files:
            return
        item = files[0]
        name = str(item.get("name", "file"))
        try:
            text = bytes(item["content"]).decode("utf-8")
        except (KeyError, TypeError, UnicodeDecodeError) as error:
            with using(self.language):
                self._say(_("This file was not loaded, and your progress is kept as it was: "
                            "%(reason)s.") % {"reason": _why("unreadable")}, warn=True,
                          detail=f"{name!r}: {error}")
            return
        self.load_text(text, source=name)
