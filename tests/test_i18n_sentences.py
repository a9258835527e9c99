"""The messages as a learner reads them: sentences with several parts and named slots,
filled from real positions (the moves of a game of each ruleset, the search's hints and its
explanation of every move near the end of a game), read in each language.

A name is said once: a sentence does not name a store, or a side, more often than the
English says it (the Polish "jest 4 kroki od magazynu (z magazynu Południa)" named the
store twice where the English says "4 steps from South's store"); no slot stays unfilled,
no placeholder shows, no word is doubled ("w w")."""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Iterator

import pytest

import mancala_core as mc
from mancala_core.i18n import using
from mancala_core.rules.explain import explain_move, step_reasons

LANGUAGES = ("pl", "hu", "ru", "it", "sl")
# the store's word in each language, at the start of a word (its case endings after it)
STORE = {"en": r"store", "pl": r"magazyn", "hu": r"gyűjtőrekesz", "ru": r"копилк",
         "it": r"magazzin", "sl": r"shramb"}
# Toguz Kumalak's kazan and the family's other stores are their own words
KAZAN = r"kazan|казан"


def games() -> Iterator[tuple[str, mc.Rules]]:
    for name in sorted(mc.RULESETS):
        yield name, mc.rules(name)
    yield "kalah, empty capture", mc.rules("kalah", empty_capture=True)
    yield "kalah, 3 seeds", mc.rules("kalah", seeds=3)


def sample_traces(moves: int = 30) -> list[tuple[str, mc.MoveTrace]]:
    """The moves of one game of each ruleset, chosen at random with a fixed seed."""
    found = []
    for name, rules in games():
        rng = random.Random(7)
        pos = rules.start()
        for _ in range(moves):
            legal = list(pos.legal_moves()) if not pos.is_over() else []
            if not legal:
                break
            trace = pos.trace(rng.choice(legal))
            found.append((name, trace))
            pos = trace.after
    return found


TRACES = sample_traces()


def said(trace: mc.MoveTrace, code: str) -> list[str]:
    """What a learner reads of one move: its explanation and the reason of each step."""
    with using(code):
        return [explain_move(trace), *step_reasons(trace)]


# Positions near the end, where the search proves its hints: its hint and its explanation of
# every legal move, as the board's Hint button and the puzzle player give them.
SEARCHED = ("kalah 6.1.3.0.0.0:21/1.0.0.2.1.0:13 S", "kalah 0.1.1.0.2.3:20/1.0.2.0.1.0:17 N",
            "oware 0.0.0.2.0.1:20/1.0.1.0.0.0:23 S", "kalah 0.0.3.0.1.1:22/0.2.0.0.1.2:16 S")


def searched(code: str) -> list[tuple[str, str]]:
    """(position, what the search says of it) in ``code``: the hint, then every move."""
    from mancala_core.search.questions.explain import explain_move as explain_search
    from mancala_core.search.questions.hints import hint

    found = []
    for text in SEARCHED:
        pos = mc.parse(text)
        found.append((text, str(hint(pos, language=code))))
        for move in pos.legal_moves():
            found.append((text, str(explain_search(pos, str(move), language=code))))
    mc.set_language("en")
    return found


def sentences(text: str) -> list[str]:
    """A text cut where a sentence ends (". ") or a new clause starts ("; ", ": ")."""
    return [part for part in re.split(r"(?<=[.;:!?])\s+", text) if part.strip()]


def count(pattern: str, text: str) -> int:
    return len(re.findall(r"(?<!\w)(?:" + pattern + ")", text, re.IGNORECASE))


def side_words(trace: mc.MoveTrace, code: str) -> str:
    """A pattern for every form of the sides' names in ``code`` (South, Południe, Południa…)."""
    from mancala_core.rules.words import owner_name, side_name

    names = trace.before.rules.side_names
    with using(code):
        forms = {side_name(n) for n in names} | {owner_name(n) for n in names}
    stems = sorted({re.escape(form[:max(3, len(form) - 2)]) for form in forms}, key=len)
    return "|".join(stems[::-1])


def test_the_sample_covers_every_ruleset_and_several_kinds_of_move() -> None:
    names = {name for name, _trace in TRACES}
    assert set(mc.RULESETS) <= names
    english = " ".join(" ".join(said(trace, "en")) for _name, trace in TRACES)
    for event in ("captures", "moves again", "lap", "store"):
        assert event in english, event


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_slot_is_left_unfilled(code: str) -> None:
    for name, trace in TRACES:
        for text in said(trace, code):
            assert "%(" not in text and "{" not in text, (name, text)
            doubled = re.search(r"(?<!\w)(\w+) \1(?!\w)", text)
            assert not doubled or doubled.group(1).isdigit(), (name, text)


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_store_is_named_no_more_often_than_the_english_names_it(code: str) -> None:
    problems = []
    for name, trace in TRACES:
        for english, theirs in zip(said(trace, "en"), said(trace, code), strict=True):
            if count(KAZAN, english):
                continue
            if count(STORE[code], theirs) > count(STORE["en"], english):
                problems.append(f"{name}: {theirs!r} (English: {english!r})")
            for sentence in sentences(theirs):
                window = re.findall(r"\w+", sentence)
                hits = [k for k, w in enumerate(window)
                        if re.match(STORE[code], w, re.IGNORECASE)]
                if any(b - a < 6 for a, b in itertools.pairwise(hits)):
                    problems.append(f"{name}: store twice in {sentence!r}")
    assert problems == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_search_s_hints_and_explanations_name_each_thing_once(code: str) -> None:
    problems = []
    kalah = mc.rules("kalah").start().trace("1")  # South and North, as in every position here
    english_sides, theirs_sides = side_words(kalah, "en"), side_words(kalah, code)
    for (position, english), (_same, theirs) in zip(searched("en"), searched(code), strict=True):
        assert "%(" not in theirs, (position, theirs)
        if count(STORE[code], theirs) > count(STORE["en"], english):
            problems.append(f"{position}: {theirs!r} (English: {english!r})")
        if count(theirs_sides, theirs) > count(english_sides, english):
            problems.append(f"{position}: {theirs!r} (English: {english!r})")
    assert problems == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_side_is_named_no_more_often_than_the_english_names_it(code: str) -> None:
    problems = []
    for name, trace in TRACES:
        english_sides = side_words(trace, "en")
        theirs_sides = side_words(trace, code)
        for english, theirs in zip(said(trace, "en"), said(trace, code), strict=True):
            if count(theirs_sides, theirs) > count(english_sides, english):
                problems.append(f"{name}: {theirs!r} (English: {english!r})")
    assert problems == []
