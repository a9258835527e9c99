"""The catalogues speak the words of docs/terminology.md: each thing of the game in the word
of its language's rule text (``shared/seeds/``), no rival word for it, the learner addressed
one way, and the pie rule said as swapping sides."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "mancala_core" / "locale"
TABLES = ROOT / "docs" / "terminology.md"
LANGUAGES = ("pl", "hu", "ru", "it", "sl")
PLACEHOLDER = re.compile(r"%\(\w+\)[sdr]")

# Where the English names a thing, the translation must name it too: the English pattern of
# each thing of the tables (the first words of the table's "thing" column).
ENGLISH = {
    "pit, hole": r"\b(pit|hole)s?\b",
    "store": r"\bstores?\b",
    "seed": r"\bseeds?\b",
    "seed, stone": r"\b(seed|stone)s?\b",
    "sow, sowing": r"\bsow(s|n|ing)?\b",
    "capture": r"\bcaptur",
    "lap": r"\blaps?\b",
    "round (of a match)": r"\b(new|the|this|last|one) round\b|\brounds\b",
    "move, turn": r"\b(move|turn)s?\b",
    "board": r"\bboard\b",
    "feeding (Oware)": r"\bfeed",
    "swapping sides": r"\bswap",
    "swapping sides (the pie rule)": r"\bswap|\bpie rule",
    "nyumba, kutakatia (Bao)": r"\bnyumba",
}


def word(pattern: str) -> re.Pattern[str]:
    """A table's pattern, matched at the start of a word, whatever its case."""
    return re.compile(r"(?<!\w)(?:" + pattern + ")", re.IGNORECASE)


def tables() -> dict[str, list[dict[str, object]]]:
    """The rows of docs/terminology.md, by language code: thing, stems, refused."""
    found: dict[str, list[dict[str, object]]] = {}
    code = None
    for line in TABLES.read_text(encoding="utf-8").splitlines():
        heading = re.match(r"## .*\((\w\w)\)$", line)
        if heading:
            code = heading.group(1)
            found[code] = []
            continue
        if code is None or not line.startswith("| ") or line.startswith("| thing"):
            continue
        cells = [cell.strip() for cell in re.split(r"(?<!\\)\|", line)[1:-1]]
        thing, _seed, _ours, stems, refused = cells
        found[code].append({
            "thing": thing,
            "stems": [s.replace("\\|", "|") for s in re.findall(r"`((?:[^`])+)`", stems)],
            "refused": [s.replace("\\|", "|") for s in re.findall(r"`((?:[^`])+)`", refused)],
        })
    return found


TABLE = tables()


def messages(code: str) -> list[tuple[str, list[str]]]:
    """(English, [translations]) for every message of a catalogue; a plural's English is
    its two forms joined."""
    with (LOCALE / code / "LC_MESSAGES" / "mancala.po").open("rb") as po:
        cat = read_po(po, locale=code, domain="mancala")
    found = []
    for m in cat:
        if not m.id:
            continue
        english = " / ".join(m.id) if isinstance(m.id, (list, tuple)) else m.id
        strings = list(m.string) if isinstance(m.string, (list, tuple)) else [m.string]
        found.append((english, strings))
    return found


def test_the_tables_cover_every_language_and_name_their_patterns() -> None:
    assert sorted(TABLE) == sorted(LANGUAGES)
    for code, rows in TABLE.items():
        things = [row["thing"] for row in rows]
        assert any(t.startswith("capture") for t in things), code
        assert any(t.startswith("sow") for t in things), code
        assert any(t.startswith("swapping sides") for t in things), code
        assert any(t == "the learner" for t in things), code
        for row in rows:
            for pattern in [*row["stems"], *row["refused"]]:  # type: ignore[misc]
                word(pattern)


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_rival_word_for_a_thing(code: str) -> None:
    """The words an earlier translation used beside the seed's (Polish "zdobycz" for a
    capture, "siew" for sowing; Hungarian "ütés"; Russian "посев", "вы"; Italian
    "tavoliere"; Slovenian "plošča") are gone."""
    found = []
    for row in TABLE[code]:
        for pattern in row["refused"]:  # type: ignore[attr-defined]
            rx = word(pattern)
            for _english, strings in messages(code):
                for text in strings:
                    hit = rx.search(text)
                    if hit:
                        found.append(f"{row['thing']}: {hit.group(0)!r} in {text!r}")
    assert found == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_thing_the_english_names_is_said_in_the_table_s_word(code: str) -> None:
    missing = []
    for row in TABLE[code]:
        english = ENGLISH.get(str(row["thing"]))
        if english is None or not row["stems"]:
            continue
        stems = [word(s) for s in row["stems"]]  # type: ignore[attr-defined]
        for source, strings in messages(code):
            if not re.search(english, PLACEHOLDER.sub("", source), re.IGNORECASE):
                continue
            for text in strings:
                if text and not any(stem.search(text) for stem in stems):
                    missing.append(f"{row['thing']}: {source!r} -> {text!r}")
    assert missing == []


# The words for a cake in each language: the pie rule is a swap of sides, never a cake.
CAKE = {"pl": r"tort|ciast", "hu": r"tort", "ru": r"пирог|торт", "it": r"torta|crostat",
        "sl": r"tort|pit[aei]\b"}


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_pie_rule_is_said_as_swapping_sides(code: str) -> None:
    swaps = [(english, strings) for english, strings in messages(code)
             if re.search(r"\bswap|pie rule", english, re.IGNORECASE)]
    assert len(swaps) >= 5
    for english, strings in messages(code):
        for text in strings:
            assert not word(CAKE[code]).search(text), (english, text)
    row = next(r for r in TABLE[code] if str(r["thing"]).startswith("swapping sides"))
    for english, strings in swaps:
        for text in filter(None, strings):
            assert any(word(s).search(text) for s in row["stems"]), (english, text)  # type: ignore[attr-defined]


# "More than half of the seeds wins": the player who gathers them wins.
PLAYER_WHO_GATHERS = {
    "pl": r"\bwygrywa (ten|gracz|osoba)\b.*(kto|który|która) ",
    "hu": r"\baz nyer\b.*\baki\b|\bnyer az\b.*\baki\b",
    "ru": r"\bпобеждает (тот|игрок)\b.*\bкто\b",
    "it": r"\bvince chi\b",
    "sl": r"\bzmaga (tisti|igralec)\b.*\bki\b",
}


@pytest.mark.parametrize("code", LANGUAGES)
def test_more_than_half_the_seeds_is_won_by_the_player_who_gathers_them(code: str) -> None:
    halves = [(english, strings) for english, strings in messages(code)
              if re.search(r"more than half of the seeds wins", english, re.IGNORECASE)]
    assert halves
    for english, strings in halves:
        for text in strings:
            assert re.search(PLAYER_WHO_GATHERS[code], text, re.IGNORECASE), (english, text)
