"""The messages as a learner reads them: sentences with several parts and named slots,
filled from real positions (the moves of a game of each ruleset, the course's goals, the
search's explanations), read in each language.

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
def test_a_side_is_named_no_more_often_than_the_english_names_it(code: str) -> None:
    problems = []
    for name, trace in TRACES:
        english_sides = side_words(trace, "en")
        theirs_sides = side_words(trace, code)
        for english, theirs in zip(said(trace, "en"), said(trace, code), strict=True):
            if count(theirs_sides, theirs) > count(english_sides, english):
                problems.append(f"{name}: {theirs!r} (English: {english!r})")
    assert problems == []
