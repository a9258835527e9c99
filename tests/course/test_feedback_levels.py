"""Feedback that teaches without giving the answer away (Kaggle Learn's pattern): the first
wrong try names the misconception and the rule to apply, the second narrows it down, and the
right answer (a place, a number, a move, a letter) is stated only on the third wrong try or
by ``solution()``.

Every ``qN`` of every lesson is run with wrong answers of its own shape (every other place,
numbers near the right one and the typical miscounts, every other move, every wrong letter,
a list with one right move left out…), each on a fresh copy of the exercise, and the first
wrong feedback is searched for the right answer *in the words the kind uses to state a
result*: the right place's name, ``pit N`` for a right move that the learner did not name,
the right number as a whole word (after the numbers the question itself gives: the moves'
pit numbers), a right letter followed by ``)``. Two kinds are left out, with reasons:
True/False answers (``YesNo``, ``IsPuzzle``) and two-way choices (``HarderPuzzle``), whose
right answer any "not yet" gives away; and the functions to write (``FunctionTask`` and its
kinds), whose answer is code.
"""

from __future__ import annotations

import copy
import importlib
import itertools
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import mancala_core as mc
from coursework import (
    BestMove,
    BoardAfter,
    Chain,
    ChooseMoves,
    CountSeeds,
    Exercise,
    FinalScore,
    FindMove,
    FunctionTask,
    LastSeed,
    MultipleChoice,
    Places,
    YesNo,
    exercises_of,
)
from coursework.kinds.answers import place_text
from coursework.kinds.puzzling import HarderPuzzle, IsPuzzle, SolvePuzzle
from coursework.kinds.trees import TreeValues
from mancala_core.rules.explain import possessive

LESSON_MODULES = Path(__file__).resolve().parents[2] / "course" / "coursework" / "lessons"
LESSONS = sorted(p.stem for p in LESSON_MODULES.glob("lesson[0-9][0-9].py"))


def _exercises() -> list[tuple[str, Exercise]]:
    found = []
    for name in LESSONS:
        module = importlib.import_module(f"coursework.lessons.{name}")
        found += [(f"{name}.{key}", value) for key, value in exercises_of(module)]
    return found


EXERCISES = _exercises()

BINARY = (YesNo, IsPuzzle, HarderPuzzle)


def _places(pos: mc.Position) -> list[mc.Place]:
    rules = pos.rules
    found = []
    for p in range(rules.players):
        found += [mc.Place(p, k) for k in range(1, rules.pits_per_player + 1)]
        found.append(mc.Place(p))
    return found


def _numbers(right: int) -> list[int]:
    return sorted({n for n in (right - 2, right - 1, right + 1, right + 2, right + 5, 0)
                   if n >= 0 and n != right})


def wrong_answers(q: Exercise) -> Iterator[Any]:
    """Wrong answers of ``q``'s own shape."""
    right = q.expected()
    if isinstance(q, LastSeed):
        last = q.trace.last_place()
        for place in _places(q.position):
            if place != last:
                yield place_text(place, q.position.rules)
    elif isinstance(q, BoardAfter):
        south, s_store, north, n_store = q.expected_board()
        for k in range(len(south)):
            yield ([*south[:k], south[k] + 1, *south[k + 1:]], s_store, north, n_store)
        yield (south, s_store + 1, north, n_store)
        yield (south, s_store, north, n_store + 1)
        yield (south, max(0, s_store - 1), north, n_store)
    elif isinstance(q, CountSeeds):
        changes = [q._count(t.after) - q._count(t.before) for t in q.traces]
        typical = [right - c for c in changes] + [q._count(q.position)]
        yield from sorted({n for n in [*_numbers(right), *typical] if n >= 0 and n != right})
    elif isinstance(q, FinalScore):
        s, n = right[:2]
        for ds, dn in ((1, 0), (-1, 0), (0, 1), (0, -1), (3, -3)):
            yield (s + ds, n + dn)
        if s != n:
            yield (n, s)
        stores = tuple(q.after.store(p) for p in range(2))
        pits = tuple(sum(q.traces[-1].before.pits(p)) for p in range(2)) if q.traces else (0, 0)
        for guess in (stores, (stores[0] + pits[0], stores[1] + pits[1])):
            if guess != (s, n):
                yield guess
    elif isinstance(q, Places):
        for perm in itertools.permutations(right):
            if list(perm) != right:
                yield list(perm)
    elif isinstance(q, (FindMove, BestMove, SolvePuzzle)):
        rights = q.right if isinstance(q.right, list) else [q.right]
        for move in q.position.legal_moves():
            if move.text not in rights:
                yield int(move.text) if move.text.isdigit() else move.text
    elif isinstance(q, ChooseMoves):
        rights = list(q.right)
        wrong = [t for t in q.traces if t not in rights]
        for k in range(len(rights)):
            yield rights[:k] + rights[k + 1:]
        for t in wrong[:3]:
            yield [*rights, t]
    elif isinstance(q, Chain):
        longest = q.longest
        for k in range(1, len(longest)):
            yield longest[:k]
        for move in q.position.legal_moves():
            if [move.text] != longest[:1]:
                yield [move.text]
    elif isinstance(q, TreeValues):
        values = {letter: node.value for letter, node in q.tree.letters.items()}
        for letter in values:  # one value off, each letter: flipped, or one more
            for wrong in (-values[letter], values[letter] + 1):
                if wrong != values[letter]:
                    yield {**values, letter: wrong}
    elif isinstance(q, MultipleChoice):
        letters = sorted(q.choices)
        for size in (1, 2):
            for chosen in itertools.combinations(letters, size):
                if sorted(chosen) != q.right:
                    yield list(chosen) if size > 1 else chosen[0]


def _stated(q: Exercise, answer: Any, message: str) -> list[str]:
    """The right answer, as found in ``message`` in the words of a result (empty: none)."""
    found: list[str] = []
    if isinstance(q, LastSeed):
        last = q.trace.last_place()
        assert last is not None
        # the question names its own pit ("from South's pit 3"): that is no result
        origin = possessive(mc.Place(q.position.to_move, q.move.pit), q.position.rules)
        text = message.replace(f"from {origin}", "").replace(f"of {origin}", "")
        for phrase in (possessive(last, q.position.rules), place_text(last, q.position.rules)):
            if phrase in text:
                found.append(phrase)
    elif isinstance(q, BoardAfter):
        found += re.findall(r"should hold \d+", message)
    elif isinstance(q, (CountSeeds, FinalScore)):
        given = set(q.traces[k].move.text for k in range(len(q.traces)))
        text = re.sub(r"plays (\w+)", " ", message)
        text = re.sub(r"pits? [\d, ]+", " ", text)
        wrong = set(re.findall(r"\d+", repr(answer)))
        values = [q.expected()] if isinstance(q, CountSeeds) else list(q.expected()[:2])
        for value in values:
            if str(value) not in wrong and str(value) not in given and re.search(
                    rf"(?<![\d–-]){value}(?![\d–-])", text):
                found.append(str(value))
            found += re.findall(rf"\b{value}[–-]\d+|\d+[–-]{value}\b", text)
    elif isinstance(q, Places):
        ordinals = ("1st", "2nd", "3rd", "4th")
        for player, (mine, theirs) in enumerate(zip(answer, q.expected(), strict=True)):
            if str(mine) != str(theirs):
                name = q.position.rules.side_names[player]
                found += re.findall(rf"{name} takes the {ordinals[theirs - 1]}", message)
    elif isinstance(q, (FindMove, BestMove, SolvePuzzle, ChooseMoves)):
        rights = q.right if isinstance(q.right, list) else [q.right]
        chosen = answer if isinstance(answer, list) else [answer]
        for text in rights:
            if text not in [str(c) for c in chosen]:
                # a move is named "pit 3" (a place is "South's pit 3": where seeds land)
                word = q.position.rules.pit_word
                found += re.findall(rf"(?<!'s )(?<!own )(?<!empty )(?<!\w)(?:{word}|move)s? "
                                    rf"{re.escape(text)}(?![\w<>+])", message)
    elif isinstance(q, TreeValues):
        # a value, or the values of a position's moves, given away
        found += re.findall(r"[A-Z] is worth [+-]?\d+|lead to [^;.]*", message)
    elif isinstance(q, Chain):
        line = ", ".join(q.longest)
        if len(q.longest) > 1 and line in message:
            found.append(line)
    elif isinstance(q, MultipleChoice):
        chosen = [answer] if isinstance(answer, str) else answer
        for letter in q.right:
            if letter not in chosen:
                found += re.findall(rf"(?<!\w){letter}\)", message)
    return found


CHECKED = [(where, q) for where, q in EXERCISES
           if not isinstance(q, BINARY) and not isinstance(q, FunctionTask)]


@pytest.mark.parametrize(("where", "q"), CHECKED, ids=[w for w, _ in CHECKED])
def test_the_first_wrong_try_does_not_state_the_answer(where: str, q: Exercise) -> None:
    tried = 0
    for answer in wrong_answers(q):
        fresh = _fresh(q)
        feedback = fresh.check(answer)
        if feedback.status != "incorrect":
            continue  # another right answer (FindMove's several), or a move not allowed
        tried += 1
        assert not _stated(fresh, answer, feedback.message), (where, answer, feedback.message)
    assert tried, where


def test_every_kind_with_a_value_is_covered() -> None:
    left_out = [w for w, q in EXERCISES if (w, q) not in CHECKED]
    kinds = {type(q).__name__ for w, q in EXERCISES if (w, q) not in CHECKED}
    assert kinds <= {"YesNo", "IsPuzzle", "HarderPuzzle", "FunctionTask", "Tournament",
                     "SolverTask"}, kinds
    assert len(CHECKED) + len(left_out) == len(EXERCISES)


@pytest.mark.parametrize(("where", "q"), CHECKED, ids=[w for w, _ in CHECKED])
def test_the_third_wrong_try_states_it_and_a_right_answer_starts_again(
        where: str, q: Exercise) -> None:
    fresh = _fresh(q)
    answers = [a for a in itertools.islice(wrong_answers(q), 12)
               if _fresh(q).check(a).status == "incorrect"]
    if not answers:
        pytest.skip("no wrong answer of this shape is judged")
    levels = []
    for answer in (answers * 3)[:3]:
        fresh.check(answer)
        levels.append(fresh.level)
    assert fresh._wrong_tries == 3 and levels == [1, 2, 3], levels
    third = copy.deepcopy(fresh)
    third._wrong_tries = 2
    assert third.check(answers[0]).message == _full(q, answers[0])
    assert fresh.check(fresh.expected()).status == "correct"
    assert fresh._wrong_tries == 0  # reset when right
    assert fresh.check(answers[0]).message == _fresh(q).check(answers[0]).message


def _fresh(q: Exercise) -> Exercise:
    """A copy of the lesson's exercise that nobody has tried yet (the lesson's own object
    keeps the tries of the tests before)."""
    fresh = copy.deepcopy(q)
    fresh._wrong_tries = 0
    return fresh


def _full(q: Exercise, answer: Any) -> str:
    full = _fresh(q)
    full.REVEAL_AFTER = 1  # type: ignore[misc]
    return full.check(answer).message
