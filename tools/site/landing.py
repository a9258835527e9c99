"""The site's landing page (``index.html``): the links to the lessons, the puzzle trainer and
the game room, and the puzzle of the day, in the browser's language where the course has it.

``python tools/site/landing.py OUT --days N`` writes ``OUT/index.html`` and ``OUT/daily/``;
``make site`` runs it (``tools/site/build.py``) with the course's wheel, unpacked, on
``PYTHONPATH``: it needs ``mancala_core`` and ``puzzles`` (pure Python, no other package).

The page is static: the build computes the puzzle of the day
(:func:`puzzles.daily.daily`, one choice per date) of the Kalah collection for every date
of a calendar starting on the build's day, and the page's script shows the entry of the
browser's date (its local day). For each puzzle of the calendar, ``daily/ID.json`` holds
its board (the sheet's picture, :func:`puzzles.guide.plain_board`, the side to play at the
bottom), its rules and goal in words and its solution, in every language; the board is
stored once, in English, and ``daily/words.json`` turns its words into each language (the
pictures differ only in their words: the sides' names, the stores', the pits'
descriptions). The page's texts are ``landing_texts.json``'s, in the six languages.
"""

from __future__ import annotations

import argparse
import datetime as dt
import html
import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
#: the languages of the page (the catalogues' and English), the first the default
LANGUAGES = ("en", "pl", "hu", "ru", "it", "sl")
#: the collection whose puzzle of the day the page shows
COLLECTION = "kalah.json"
#: the apps' pages the page links to (Voici's pages of ``apps/trainer.ipynb`` and
#: ``apps/game_room.ipynb``)
APPS = {"TRAINER": "voici/render/apps/trainer.html",
        "GAMEROOM": "voici/render/apps/game_room.html"}
#: a picture's words: an attribute's value or a text between tags (what a language changes);
#: the page's script finds them with the same pattern (:func:`translated`)
WORD = re.compile(r'("[^"]*"|>[^<]+<)')


def words_map(english: str, other: str) -> dict[str, str]:
    """What turns the picture ``english`` into ``other``: its words (:data:`WORD`) that
    differ, the English word to the other's. A ``ValueError`` when the two differ in
    anything but words, or one English word has two translations.

    >>> words_map('<g a="South"><text>store</text></g>', '<g a="Sud"><text>magazyn</text></g>')
    {'"South"': '"Sud"', '>store<': '>magazyn<'}
    >>> words_map('<g><b/></g>', '<g></g>')
    Traceback (most recent call last):
    ...
    ValueError: the pictures differ in more than words: '<g><b/></g>' and '<g></g>'
    """
    ours, theirs = WORD.split(english), WORD.split(other)
    if len(ours) != len(theirs) or ours[::2] != theirs[::2]:
        raise ValueError(f"the pictures differ in more than words: {english[:60]!r} "
                         f"and {other[:60]!r}")
    found: dict[str, str] = {}
    for mine, yours in zip(ours[1::2], theirs[1::2], strict=True):
        if mine != yours:
            if found.setdefault(mine, yours) != yours:
                raise ValueError(f"{mine!r} has two translations: {found[mine]!r} and "
                                 f"{yours!r}")
    return found


def translated(english: str, words: dict[str, str]) -> str:
    """The picture ``english`` with its words turned by ``words``, as the page's script
    does it, with the same pattern:

    >>> translated('<g a="South">store</g>', {'"South"': '"Sud"'})
    '<g a="Sud">store</g>'
    >>> f"/{WORD.pattern}/g" in (HERE / "landing.html").read_text(encoding="utf-8")
    True
    """
    return WORD.sub(lambda m: words.get(m[0], m[0]), english)


def calendar(start: dt.date, days: int,
             languages: Iterable[str] = LANGUAGES) -> dict[str, Any]:
    """The puzzle of the day of the Kalah collection for ``days`` dates from ``start``:
    ``{"days": {DATE: ID}, "puzzles": {ID: {...}}, "words": {LANGUAGE: {...}}}``."""
    import puzzles
    from mancala_core.i18n import using
    from mancala_core.rules.words import side_name
    from puzzles.daily import daily, rules_words
    from puzzles.guide import plain_board
    from puzzles.sheets import answer_moves, goal_text
    from puzzles.show import COLLECTIONS

    collection = puzzles.load(COLLECTIONS / COLLECTION)
    languages = list(languages)
    chosen = {(start + dt.timedelta(days=k)).isoformat(): daily(collection, start
                                                                + dt.timedelta(days=k))
              for k in range(days)}
    entries: dict[str, Any] = {}
    words: dict[str, dict[str, str]] = {lang: {} for lang in languages}
    for puzzle in {p.id: p for p in chosen.values()}.values():
        position = puzzle.start()
        board = plain_board(position, language="en")
        entry: dict[str, Any] = {"board": board, "rules": {}, "goal": {}, "solution": {}}
        for lang in languages:
            mapping = words_map(board, plain_board(position, language=lang))
            for mine, yours in mapping.items():
                if words[lang].setdefault(mine, yours) != yours:
                    raise ValueError(f"{mine!r} has two translations in {lang}: "
                                     f"{words[lang][mine]!r} and {yours!r}")
            entry["rules"][lang] = rules_words(position.rules, language=lang)
            entry["goal"][lang] = goal_text(puzzle, language=lang)
            with using(lang):
                entry["solution"][lang] = [f"{ply}. {side_name(side)} {move}"
                                           for ply, side, move in answer_moves(puzzle)]
        entries[puzzle.id] = entry
    return {"days": {day: p.id for day, p in chosen.items()}, "puzzles": entries,
            "words": {lang: found for lang, found in words.items() if found}}


def texts() -> dict[str, dict[str, str]]:
    """The page's texts (``landing_texts.json``): for each language, every key English
    has; a text with a ``{lessons}`` says the number of lessons.

    >>> table = texts()
    >>> sorted(table) == sorted(LANGUAGES)
    True
    >>> table["pl"]["daily"], table["en"]["lessons_about"].format(lessons=15)[:10]
    ('Zadanie dnia', '15 lessons')
    """
    table: dict[str, dict[str, str]] = json.loads(
        (HERE / "landing_texts.json").read_text(encoding="utf-8"))
    for lang in LANGUAGES:
        missing = sorted(set(table["en"]) - set(table.get(lang, {})))
        if missing:
            raise ValueError(f"landing_texts.json: {lang} has no {', '.join(missing)}")
    return table


def write(out: Path, data: dict[str, Any], lessons: list[str]) -> Path:
    """``out/index.html`` and ``out/daily/``: the page, its calendar and its puzzles.
    ``lessons``: the lessons' notebooks in the site (``course/NN_….ipynb``), the link
    opens the first in JupyterLab. A ``ValueError`` when an app's page is missing."""
    missing = [page for page in APPS.values() if not (out / page).is_file()]
    if missing:
        raise ValueError(f"the site has no {', '.join(missing)}: the page would link to "
                         f"nothing")
    table = texts()
    daily = out / "daily"
    daily.mkdir(parents=True, exist_ok=True)
    for puzzle_id, entry in data["puzzles"].items():
        (daily / f"{puzzle_id}.json").write_text(json.dumps(entry, ensure_ascii=False),
                                                 encoding="utf-8")
    (daily / "words.json").write_text(json.dumps(data["words"], ensure_ascii=False),
                                      encoding="utf-8")
    page = (HERE / "landing.html").read_text(encoding="utf-8")
    english = table["en"]
    filled = {
        "LANG": "en",
        "LESSONS": html.escape(f"lab/index.html?path=course/{lessons[0]}"),
        **APPS,
        # the texts a browser without the script shows: English
        **{f"TEXT:{key}": html.escape(value.format(lessons=len(lessons)))
           for key, value in english.items()},
        "TEXTS": json.dumps({lang: {k: v.format(lessons=len(lessons)) for k, v in t.items()}
                             for lang, t in table.items() if lang in LANGUAGES},
                            ensure_ascii=False),
        "DAYS": json.dumps(data["days"]),
        "LANGUAGES": json.dumps(list(LANGUAGES)),
    }
    text = re.sub(r"@@([A-Z]+(?::[a-z_]+)?)@@", lambda m: filled[m[1]], page)
    index = out / "index.html"
    index.write_text(text, encoding="utf-8")
    return index


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    # from yesterday: a browser far east or west of the build may be a day apart
    parser.add_argument("--start", type=dt.date.fromisoformat,
                        default=dt.date.today() - dt.timedelta(days=1),
                        help="the calendar's first day (default: yesterday)")
    parser.add_argument("--days", type=int, default=3 * 366)
    args = parser.parse_args(argv)
    lessons = sorted(p.name for p in (args.out / "files" / "course").glob("*.ipynb"))
    if not lessons:
        raise SystemExit(f"site: no lessons in {args.out / 'files' / 'course'}")
    data = calendar(args.start, args.days)
    index = write(args.out, data, lessons)
    print(f"site: {index}: {len(data['days'])} days from {args.start}, "
          f"{len(data['puzzles'])} puzzles")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
