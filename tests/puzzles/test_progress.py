"""The puzzle trainer's model (puzzles.progress): the rating after known attempts against
Glicko-2 computed here from Glickman's steps, the choice within the rating band, the Leitner
review order, the theme counts, and the progress file (round trip, corrupt files refused, the
progress in hand unchanged)."""

from __future__ import annotations

import copy
import json
import math
import os
import random
from dataclasses import replace
from importlib.resources import files
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from puzzles import Puzzle, load
from puzzles.errors import PuzzleError
from puzzles.glicko import Rating
from puzzles.progress import (
    BAND,
    REVIEW_GAPS,
    START,
    Box,
    Progress,
    ProgressError,
    Record,
)

COLLECTIONS = {name: load(Path(str(files("puzzles") / "collections" / f"{name}.json"))).puzzles
               for name in ("kalah", "kalah-empty-capture", "oware")}
EVERY = tuple(p for puzzles in COLLECTIONS.values() for p in puzzles)
KALAH = COLLECTIONS["kalah"]
OWARE = COLLECTIONS["oware"]

# --- Glicko-2 written out from Glickman's "Example of the Glicko-2 system" (2013) ---------

#: Glickman's 173.7178, unrounded (400 / ln 10: a difference of 400 is odds of 10 to 1)
GLICKO_SCALE = 400 / math.log(10)
#: the system constant the project uses (puzzles.glicko.TAU)
SYSTEM_TAU = 0.5


def _volatility_function(x: float, delta: float, phi: float, v: float, sigma: float
                         ) -> float:
    """Step 5.1's f(x)."""
    a = math.log(sigma**2)
    return (math.exp(x) * (delta**2 - phi**2 - v - math.exp(x))
            / (2 * (phi**2 + v + math.exp(x)) ** 2) - (x - a) / SYSTEM_TAU**2)


def glickman(rating: float, deviation: float, volatility: float, opponent: float,
             opponent_deviation: float, score: float) -> tuple[float, float, float]:
    """One rating period with one game, step by step; step 5's root by bisection (not the
    Illinois iteration the project uses), to the last bit."""
    # step 2: to the Glicko-2 scale
    mu, phi = (rating - 1500) / GLICKO_SCALE, deviation / GLICKO_SCALE
    mu_j, phi_j = (opponent - 1500) / GLICKO_SCALE, opponent_deviation / GLICKO_SCALE
    # step 3: the estimated variance
    g = 1 / math.sqrt(1 + 3 * phi_j**2 / math.pi**2)
    e = 1 / (1 + math.exp(-g * (mu - mu_j)))
    v = 1 / (g**2 * e * (1 - e))
    # step 4: the estimated improvement
    delta = v * g * (score - e)
    # step 5: the new volatility, f(x) = 0 bracketed as in 5.2 and bisected
    a = math.log(volatility**2)
    if delta**2 > phi**2 + v:
        b = math.log(delta**2 - phi**2 - v)
    else:
        k = 1
        while _volatility_function(a - k * SYSTEM_TAU, delta, phi, v, volatility) < 0:
            k += 1
        b = a - k * SYSTEM_TAU
    low, high = min(a, b), max(a, b)  # f decreases: f(low) > 0 > f(high)
    for _ in range(200):
        middle = (low + high) / 2
        if _volatility_function(middle, delta, phi, v, volatility) > 0:
            low = middle
        else:
            high = middle
    new_volatility = math.exp((low + high) / 4)
    # step 6: the pre-rating-period deviation
    phi_star = math.sqrt(phi**2 + new_volatility**2)
    # step 7: the new deviation and rating
    new_phi = 1 / math.sqrt(1 / phi_star**2 + 1 / v)
    new_mu = mu + new_phi**2 * g * (score - e)
    # step 8: back to the rating scale
    return 1500 + GLICKO_SCALE * new_mu, GLICKO_SCALE * new_phi, new_volatility


def _rated(puzzle: Puzzle, rating: float, deviation: float = 83.8) -> Puzzle:
    """``puzzle`` with another rating (the shipped puzzles all have deviation 83.8)."""
    return replace(puzzle, rating=rating, rating_deviation=deviation)


def _same(progress: Progress, expected: tuple[float, float, float]) -> None:
    rating = progress.rating
    assert rating.rating == pytest.approx(expected[0], abs=1e-6)
    assert rating.deviation == pytest.approx(expected[1], abs=1e-6)
    assert rating.volatility == pytest.approx(expected[2], abs=1e-9)


def test_a_first_win_is_one_glicko2_period_against_the_puzzle() -> None:
    puzzle = _rated(KALAH[0], 1250.0)
    progress = Progress.new()
    record = progress.record(puzzle, mistakes=0, hints=0, shown=False)
    expected = glickman(1200.0, 350.0, 0.06, 1250.0, 83.8, 1.0)
    _same(progress, expected)
    # the numbers, for the record (and the report): a newcomer gains about 201 points
    assert (round(expected[0], 2), round(expected[1], 2)) == (1401.07, 252.01)
    assert record.won and not record.reviewed
    assert (record.rating_before, record.rating_after) == (1200.0, progress.rating.rating)
    assert progress.history == [1200.0, progress.rating.rating]


def test_the_new_volatility_solves_glickmans_step_5() -> None:
    # the fixed point: f(ln sigma'^2) = 0 for the volatility the model keeps
    progress = Progress.new()
    progress.record(_rated(KALAH[0], 1250.0), mistakes=0, hints=0, shown=False)
    mu, phi = (1200.0 - 1500) / GLICKO_SCALE, 350.0 / GLICKO_SCALE
    phi_j = 83.8 / GLICKO_SCALE
    g = 1 / math.sqrt(1 + 3 * phi_j**2 / math.pi**2)
    e = 1 / (1 + math.exp(-g * (mu - (1250.0 - 1500) / GLICKO_SCALE)))
    v = 1 / (g**2 * e * (1 - e))
    delta = v * g * (1 - e)
    x = math.log(progress.rating.volatility**2)
    assert abs(_volatility_function(x, delta, phi, v, 0.06)) < 1e-6


def test_win_loss_and_a_hint_loss_in_sequence() -> None:
    first, second, third = (_rated(KALAH[0], 1250.0), _rated(KALAH[1], 1100.0),
                            _rated(KALAH[2], 1300.0))
    progress = Progress.new()
    steps: list[tuple[Puzzle, dict[str, Any], float]] = [
             (first, {"mistakes": 0, "hints": 0, "shown": False}, 1.0),
             (second, {"mistakes": 2, "hints": 0, "shown": False}, 0.0),
             (third, {"mistakes": 0, "hints": 1, "shown": False}, 0.0)]
    expected = (1200.0, 350.0, 0.06)
    history = [1200.0]
    for puzzle, did, score in steps:
        record = progress.record(puzzle, **did)
        assert record.won == (score == 1.0)
        expected = glickman(*expected, puzzle.rating or 0.0, 83.8, score)
        _same(progress, expected)
        history.append(expected[0])
    assert progress.history == pytest.approx(history, abs=1e-6)
    # the three ratings the learner sees, rounded
    assert [round(r, 2) for r in history] == [1200.0, 1401.07, 1164.8, 1097.62]
    assert round(progress.rating.deviation, 2) == 194.16


@pytest.mark.parametrize("did", [
    {"mistakes": 1, "hints": 0, "shown": False},
    {"mistakes": 0, "hints": 3, "shown": False},
    {"mistakes": 0, "hints": 0, "shown": True},
    {"mistakes": 0, "hints": 0, "shown": False, "solved": False},
], ids=["mistake", "hints", "shown", "given-up"])
def test_anything_but_a_clean_solve_is_a_loss(did: dict[str, Any]) -> None:
    progress = Progress.new()
    record = progress.record(_rated(KALAH[0], 1200.0), **did)
    assert not record.won
    _same(progress, glickman(1200.0, 350.0, 0.06, 1200.0, 83.8, 0.0))
    assert round(progress.rating.rating, 2) == 1024.98


def test_a_review_is_not_rated() -> None:
    progress = Progress.new()
    puzzle = KALAH[0]
    progress.record(puzzle, mistakes=1, hints=0, shown=False)
    rating, history = progress.rating, list(progress.history)
    dids: list[dict[str, Any]] = [{"mistakes": 0, "hints": 0, "shown": False},
                                  {"mistakes": 0, "hints": 0, "shown": True}]
    for did in dids:
        record = progress.record(puzzle, **did)
        assert record.reviewed
        assert record.rating_before == record.rating_after == rating.rating
        assert progress.rating == rating and progress.history == history
    assert len(progress.attempts) == 3


@pytest.mark.parametrize("call, quoted", [
    (lambda p: p.record(KALAH[0], mistakes=-1, hints=0, shown=False), "-1"),
    (lambda p: p.record(KALAH[0], mistakes=0, hints=1.5, shown=False), "1.5"),
    (lambda p: p.record(KALAH[0], mistakes=True, hints=0, shown=False), "True"),
    (lambda p: p.record(KALAH[0], mistakes=0, hints=0, shown="no"), "'no'"),
    (lambda p: p.record("68b756ba5631", mistakes=0, hints=0, shown=False), "68b756ba5631"),
    (lambda p: p.record(replace(KALAH[0], rating=None), mistakes=0, hints=0, shown=False),
     KALAH[0].id),
    (lambda p: p.record(replace(KALAH[0], rating=math.nan), mistakes=0, hints=0,
                        shown=False), "nan"),
    (lambda p: p.record(replace(KALAH[0], rating=4500.0), mistakes=0, hints=0, shown=False),
     "4500.0"),
    (lambda p: p.record(replace(KALAH[0], rating_deviation=-1.0), mistakes=0, hints=0,
                        shown=False), "-1.0"),
    (lambda p: p.choose(KALAH, random.Random(1), mode="Rated"), "'Rated'"),
])
def test_a_bad_request_is_refused_and_changes_nothing(call: Any, quoted: str) -> None:
    progress = Progress.new()
    progress.record(KALAH[5], mistakes=1, hints=0, shown=False)
    before = copy.deepcopy(progress)
    with pytest.raises(ProgressError) as caught:
        call(progress)
    assert quoted in str(caught.value) and caught.value.kind == "request"
    assert isinstance(caught.value, PuzzleError) and isinstance(caught.value, ValueError)
    assert progress == before


# --- choosing ---------------------------------------------------------------------------

pools = st.sampled_from([*COLLECTIONS, "any"])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pool_name=pools, rating=st.floats(min_value=300.0, max_value=2800.0),
       seed=st.integers(0, 2**32 - 1), data=st.data())
def test_the_choice_is_new_and_within_the_narrowest_band_that_holds_one(
        pool_name: str, rating: float, seed: int, data: st.DataObject) -> None:
    pool = EVERY if pool_name == "any" else COLLECTIONS[pool_name]
    # the puzzles attempted already: any share of the pool, up to all of it
    share = data.draw(st.floats(min_value=0.0, max_value=1.0))
    picker = random.Random(data.draw(st.integers(0, 2**32 - 1)))
    done = {i for i in range(len(pool)) if picker.random() < share}
    progress = Progress.new()
    for index in sorted(done):
        progress.record(pool[index], mistakes=0, hints=0, shown=False)
    progress.rating = Rating(rating, 120.0, 0.06)
    fresh = [p for i, p in enumerate(pool) if i not in done]
    chosen = progress.choose(pool, random.Random(seed))
    if not fresh:
        assert chosen is None
        return
    assert chosen is not None and chosen in fresh
    low, high = progress.band(pool)
    steps = round((high - low) / 2 / BAND)
    assert steps >= 1 and (low, high) == pytest.approx((rating - steps * BAND,
                                                        rating + steps * BAND))
    assert abs((chosen.rating or 0) - rating) <= steps * BAND
    # the narrowest: one step less holds no new puzzle
    assert all(abs((p.rating or 0) - rating) > (steps - 1) * BAND for p in fresh)
    if any(abs((p.rating or 0) - rating) <= BAND for p in fresh):
        assert abs(chosen.rating - rating) <= BAND  # type: ignore[operator]


def test_the_band_widens_in_steps_of_its_width() -> None:
    progress = Progress.new()
    assert progress.band() == (1050.0, 1350.0) == progress.band(KALAH)
    # far above every puzzle: Kalah's hardest is 1890.6, 509.4 below 2400: four steps
    progress.rating = Rating(2400.0, 60.0, 0.06)
    assert max(p.rating or 0 for p in KALAH) == 1890.6
    assert progress.band(KALAH) == (1800.0, 3000.0)
    assert progress.band() == (2250.0, 2550.0)
    rng = random.Random(7)
    chosen = {progress.choose(KALAH, rng) for _ in range(200)}
    near = {p for p in KALAH if (p.rating or 0) >= 1800.0}
    assert chosen == near and len(near) > 1
    # nothing new left: the band is not widened, the choice is None
    for puzzle in KALAH:
        progress.record(puzzle, mistakes=0, hints=0, shown=False)
    assert progress.choose(KALAH, rng) is None
    assert progress.band(KALAH) == progress.band()


def test_rated_mode_never_repeats_a_puzzle_that_is_not_due_for_review() -> None:
    rng = random.Random(33)
    outcomes = random.Random(4)
    progress = Progress.new()
    seen: set[str] = set()
    while (puzzle := progress.choose(OWARE, rng)) is not None:
        if puzzle.id in seen:
            assert puzzle.id in progress.due()
        else:
            seen.add(puzzle.id)
        progress.record(puzzle, mistakes=int(outcomes.random() < 0.3), hints=0, shown=False)
        assert len(progress.attempts) < 2000
    assert seen == {p.id for p in OWARE}
    # only a review not yet due can be left (nothing else to play while it waits)
    assert all(box.due > len(progress.attempts) for box in progress.review.values())


def test_winning_everything_plays_each_puzzle_once() -> None:
    rng = random.Random(2)
    progress = Progress.new()
    played = []
    while (puzzle := progress.choose(KALAH, rng)) is not None:
        played.append(puzzle.id)
        progress.record(puzzle, mistakes=0, hints=0, shown=False)
    assert sorted(played) == sorted(p.id for p in KALAH) and not progress.review
    assert len(progress.history) == 301 and progress.rating.rating > 1890.6 - BAND


def test_ungraded_puzzles_are_never_drawn() -> None:
    ungraded = [replace(p, rating=None, rating_deviation=None) for p in KALAH[:5]]
    assert Progress.new().choose(ungraded, random.Random(1)) is None
    assert Progress.new().choose([*ungraded, KALAH[9]], random.Random(1)) == KALAH[9]


# --- review -------------------------------------------------------------------------------


def _gaps(progress: Progress, target: Puzzle, outcomes: list[bool], pool: tuple[Puzzle, ...]
          ) -> list[int]:
    """Play ``pool`` in rated mode, solving every other puzzle cleanly and ``target`` as
    ``outcomes`` say; the other puzzles played before each return of ``target``."""
    rng = random.Random(5)
    gaps = []
    others = 0
    outcomes = list(outcomes)
    while outcomes:
        puzzle = progress.choose(pool, rng)
        assert puzzle is not None
        if puzzle is target:
            gaps.append(others)
            others = 0
            progress.record(target, mistakes=0 if outcomes.pop(0) else 1, hints=0,
                            shown=False)
        else:
            others += 1
            progress.record(puzzle, mistakes=0, hints=0, shown=False)
    return gaps


def test_a_missed_puzzle_comes_back_after_1_3_and_7_others_then_is_learned() -> None:
    target = KALAH[0]
    progress = Progress.new()
    progress.record(target, mistakes=1, hints=0, shown=False)
    assert progress.review == {target.id: Box(0, 2)}
    assert _gaps(progress, target, [True, True, True], KALAH) == list(REVIEW_GAPS) == [1, 3, 7]
    assert target.id not in progress.review  # learned
    rng = random.Random(9)
    assert all(progress.choose(KALAH, rng) is not target for _ in range(100))
    # rated, then three reviews that leave the rating alone
    assert [r.reviewed for r in progress.attempts if r.puzzle_id == target.id] == [
        False, True, True, True]
    assert len(progress.history) == len(progress.attempts) - 3 + 1


def test_missed_again_goes_back_to_the_first_box() -> None:
    target = KALAH[0]
    progress = Progress.new()
    progress.record(target, mistakes=0, hints=1, shown=False)
    # box 0 (after 1), box 1 (after 3), missed there: box 0 again (after 1), then 3, 7
    assert _gaps(progress, target, [True, False, True, True, True], KALAH) == [1, 3, 1, 3, 7]
    assert target.id not in progress.review


def test_boxes_and_due_counts_step_by_step() -> None:
    target, others = KALAH[0], iter(KALAH[1:])
    progress = Progress.new()
    progress.record(target, mistakes=1, hints=0, shown=False)  # attempt 1
    assert progress.review[target.id] == Box(0, 2) and progress.due() == []
    progress.record(next(others), mistakes=0, hints=0, shown=False)  # 2
    assert progress.due() == [target.id]
    progress.record(target, mistakes=0, hints=0, shown=False)  # 3
    assert progress.review[target.id] == Box(1, 6)
    for _ in range(3):
        progress.record(next(others), mistakes=0, hints=0, shown=False)  # 4, 5, 6
    progress.record(target, mistakes=0, hints=0, shown=False)  # 7
    assert progress.review[target.id] == Box(2, 14)
    progress.record(target, mistakes=0, hints=0, shown=True)  # 8: early, missed
    assert progress.review[target.id] == Box(0, 9)


def test_review_mode_takes_the_most_overdue_then_the_soonest() -> None:
    a, b, c = KALAH[0], KALAH[1], KALAH[2]
    progress = Progress.new()
    rng = random.Random(1)
    assert progress.choose(KALAH, rng, mode="review") is None
    progress.record(a, mistakes=1, hints=0, shown=False)  # a: box 0, due at 2
    progress.record(b, mistakes=1, hints=0, shown=False)  # b: box 0, due at 3
    assert progress.choose(KALAH, rng, mode="review") is a  # due now
    progress.record(a, mistakes=0, hints=0, shown=False)  # a: box 1, due at 6
    assert progress.choose(KALAH, rng, mode="review") is b  # due (at 3)
    progress.record(b, mistakes=0, hints=0, shown=False)  # b: box 1, due at 7
    progress.record(c, mistakes=1, hints=0, shown=False)  # c: box 0, due at 6
    assert progress.due() == []
    # nothing due: the one due soonest; a and c both at 6, a was put in its box first
    assert progress.choose(KALAH, rng, mode="review") is a
    assert progress.choose(KALAH, rng) not in (a, b, c)  # rated mode: a new one
    # a review puzzle of another game waits: not offered with Oware's puzzles
    assert progress.choose(OWARE, rng, mode="review") is None
    assert progress.choose(KALAH[1:], rng, mode="review") is c


# --- the panel ----------------------------------------------------------------------------


def test_theme_counts_are_over_first_attempts() -> None:
    rng = random.Random(11)
    outcomes = random.Random(12)
    progress = Progress.new()
    pool = COLLECTIONS["kalah-empty-capture"]
    expected: dict[str, list[int]] = {}
    for _ in range(60):
        puzzle = progress.choose(pool, rng)
        assert puzzle is not None
        clean = outcomes.random() < 0.6
        record = progress.record(puzzle, mistakes=0 if clean else 1, hints=0, shown=False)
        if not record.reviewed:
            for theme in puzzle.themes:
                count = expected.setdefault(theme, [0, 0])
                count[0] += clean
                count[1] += 1
    assert any(r.reviewed for r in progress.attempts)  # reviews happened, not counted
    assert progress.themes() == {t: (w, n) for t, (w, n) in sorted(expected.items())}
    assert list(progress.themes()) == sorted(expected)
    assert sum(n for _, n in progress.themes().values()) == sum(
        len(r.themes) for r in progress.attempts if not r.reviewed)


def test_theme_counts_by_hand() -> None:
    capture = [p for p in KALAH if p.themes == ("capture",)][:3]
    chain = [p for p in KALAH if p.themes == ("capture", "extra_move")][:2]
    assert len(capture) == 3 and len(chain) == 2
    progress = Progress.new()
    for puzzle, mistakes in zip(capture, (0, 1, 0), strict=True):
        progress.record(puzzle, mistakes=mistakes, hints=0, shown=False)
    for puzzle, mistakes in zip(chain, (1, 0), strict=True):
        progress.record(puzzle, mistakes=mistakes, hints=0, shown=False)
    progress.record(capture[1], mistakes=0, hints=0, shown=False)  # a review: not counted
    assert progress.themes() == {"capture": (3, 5), "extra_move": (1, 2)}


# --- the file -----------------------------------------------------------------------------


def _played() -> Progress:
    """A progress with rated attempts, reviews and puzzles waiting in two boxes."""
    progress = Progress.new()
    rng = random.Random(3)
    outcomes = random.Random(8)
    for _ in range(25):
        puzzle = progress.choose(EVERY, rng)
        assert puzzle is not None
        shown = outcomes.random() < 0.1
        progress.record(puzzle, mistakes=int(outcomes.random() < 0.3),
                        hints=int(outcomes.random() < 0.2), shown=shown,
                        solved=not shown or outcomes.random() < 0.5)
    assert any(r.reviewed for r in progress.attempts)
    assert {box.index for box in progress.review.values()} >= {0, 1}
    return progress


PLAYED = _played()


def test_the_file_round_trips(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    PLAYED.save(path)
    assert os.listdir(tmp_path) == ["progress.json"]  # written whole, no temporary left
    again = Progress.load(path)
    assert again == PLAYED and again is not PLAYED
    assert again.to_json() == PLAYED.to_json()
    assert Progress.loads(PLAYED.dumps()) == PLAYED
    assert Progress.from_json(json.loads(json.dumps(PLAYED.to_json()))) == PLAYED
    assert Progress.loads(Progress.new().dumps()) == Progress.new()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert (data["format"], data["version"]) == ("mancala-trainer-progress", 1)
    assert len(data["attempts"]) == 25 and data["history"][0] == START.rating
    # the file is readable: one attempt a line
    assert path.read_text(encoding="utf-8").count("\n") == 25 + 2
    # a saved file is replaced whole, and the loaded progress goes on where it was
    again.record(KALAH[-1], mistakes=0, hints=0, shown=False)
    again.save(path)
    assert Progress.load(path) == again and os.listdir(tmp_path) == ["progress.json"]


def test_reading_does_not_share_the_callers_data() -> None:
    data = PLAYED.to_json()
    progress = Progress.from_json(data)
    data["history"].append(5.0)
    data["review"].clear()
    data["attempts"].clear()
    assert progress == PLAYED


def _good() -> dict[str, Any]:
    return copy.deepcopy(PLAYED.to_json())


def _first_review(data: dict[str, Any]) -> dict[str, Any]:
    box: dict[str, Any] = next(iter(data["review"].values()))
    return box


def _rated_index(data: dict[str, Any]) -> int:
    return next(i for i, a in enumerate(data["attempts"]) if not a["reviewed"] and i > 0)


def _set(path: str, value: Any) -> Any:
    """A change to the good file: ``value`` at ``path`` (keys and indices, dotted)."""

    def change(data: dict[str, Any]) -> dict[str, Any]:
        at: Any = data
        keys = [int(k) if k.lstrip("-").isdigit() else k for k in path.split(".")]
        for key in keys[:-1]:
            at = at[key]
        at[keys[-1]] = value
        return data
    return change


CORRUPT: dict[str, tuple[Any, str]] = {
    # name: (a change of the good JSON, or the file's text; what the message must say)
    "not JSON": ("{'format': 'mancala-trainer-progress'", "not valid JSON"),
    "empty file": ("", "not valid JSON"),
    "a list": ("[1, 2]", "a JSON object"),
    "empty object": ("{}", "field 'format'"),
    "a puzzle collection": ((files("puzzles") / "collections" / "oware.json").read_text(
        encoding="utf-8"), "'mancala-puzzles'"),
    "newer version": (_set("version", 2), "newer"),
    "version as text": (_set("version", "1"), "field 'version'"),
    "missing field": (lambda d: {k: v for k, v in d.items() if k != "review"}, "'review'"),
    "unknown field": (_set("teacher", "Ms B"), "'teacher'"),
    "NaN rating": (lambda d: d, "field 'rating.rating'"),  # replaced below (text)
    "infinite rating": (lambda d: d, "field 'rating.rating'"),
    "rating as text": (_set("rating.rating", "1200"), "field 'rating.rating'"),
    "negative deviation": (_set("rating.deviation", -30.0), "field 'rating.deviation'"),
    "zero volatility": (_set("rating.volatility", 0), "field 'rating.volatility'"),
    "box out of range": (lambda d: (_first_review(d).update(box=3), d)[1], ".box'"),
    "negative box": (lambda d: (_first_review(d).update(box=-1), d)[1], ".box'"),
    "due as text": (lambda d: (_first_review(d).update(due="2"), d)[1], ".due'"),
    "review not from the attempts": (
        lambda d: (_first_review(d).update(box=(_first_review(d)["box"] + 1) % 3), d)[1],
        "does not follow from the attempts"),
    "review of a puzzle never missed": (
        lambda d: (d["review"].update({d["attempts"][-1]["puzzle_id"] + "x": {
            "box": 0, "due": 3}}), d)[1], "does not follow from the attempts"),
    "history changed": (_set("history.1", 1500.0), "field 'history[1]'"),
    "history one short": (lambda d: (d["history"].pop(), d)[1], "field 'history'"),
    "history NaN": (lambda d: d, "field 'history[2]'"),
    "rating not the history's last": (_set("rating.rating", 1300.0), "'rating.rating'"),
    "mistakes as text": (_set("attempts.0.mistakes", "1"), "'attempts[0].mistakes'"),
    "negative hints": (_set("attempts.0.hints", -2), "'attempts[0].hints'"),
    "won as a number": (_set("attempts.0.won", 1), "'attempts[0].won'"),
    "won after a mistake": (lambda d: (d["attempts"][0].update(mistakes=1, won=True), d)[1],
                            "'attempts[0].won'"),
    "reviewed flipped": (lambda d: (d["attempts"][0].update(reviewed=True), d)[1],
                         "'attempts[0].reviewed'"),
    "rating chain broken": (lambda d: (d["attempts"][_rated_index(d)].update(
        rating_before=1111.0), d)[1], ".rating_before'"),
    "review rated": (lambda d: (next(a for a in d["attempts"] if a["reviewed"]).update(
        rating_after=9999.0), d)[1], ".rating_after'"),
    "attempt missing a field": (lambda d: (d["attempts"][0].pop("shown"), d)[1],
                                "'attempts[0]'"),
    "puzzle id empty": (_set("attempts.0.puzzle_id", ""), "'attempts[0].puzzle_id'"),
    "themes not a list": (_set("attempts.0.themes", "capture"), "'attempts[0].themes'"),
    "puzzle rating negative": (_set("attempts.0.puzzle_rating", -5), "puzzle_rating'"),
    "attempts not a list": (_set("attempts", {}), "field 'attempts'"),
}


def _corrupt_text(name: str) -> str:
    change, _ = CORRUPT[name]
    if isinstance(change, str):
        return change
    text = json.dumps(change(_good()))
    if name == "NaN rating":
        text = text.replace(f'"rating": {PLAYED.rating.rating!r}', '"rating": NaN', 1)
    elif name == "infinite rating":
        text = text.replace(f'"rating": {PLAYED.rating.rating!r}', '"rating": Infinity', 1)
    elif name == "history NaN":
        text = text.replace(f"{PLAYED.history[2]!r}", "NaN", 1)
    return text


@pytest.mark.parametrize("name", sorted(CORRUPT))
def test_a_corrupt_or_foreign_file_is_refused_and_the_progress_kept(tmp_path: Path,
                                                                    name: str) -> None:
    text = _corrupt_text(name)
    assert text != PLAYED.dumps()
    path = tmp_path / "class 3b.json"
    path.write_text(text, encoding="utf-8")
    held = copy.deepcopy(PLAYED)
    kept = held
    with pytest.raises(ProgressError) as caught:
        kept = Progress.load(path)
    message = str(caught.value)
    assert message.startswith(f"{path}: ")
    assert CORRUPT[name][1] in message
    kinds = {"not JSON": "foreign", "empty file": "foreign", "a list": "foreign",
             "empty object": "foreign", "a puzzle collection": "foreign",
             "newer version": "newer"}
    assert caught.value.kind == kinds.get(name, "corrupt")
    assert kept is held and held == PLAYED
    with pytest.raises(ProgressError, match=r"^browser storage: "):
        Progress.loads(text, source="browser storage")


def test_corrupt_files_cover_a_dozen_kinds() -> None:
    assert len(CORRUPT) >= 12


def test_what_is_not_a_text_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "binary.json").write_bytes(b'{"format": "\xff"}')
    with pytest.raises(ProgressError, match=r"binary\.json: .*UTF-8"):
        Progress.load(tmp_path / "binary.json")
    with pytest.raises(ProgressError, match=r"missing\.json: cannot read") as caught:
        Progress.load(tmp_path / "missing.json")
    assert caught.value.kind == "unreadable"
    with pytest.raises(ProgressError, match=r"cannot read .*not a regular file"):
        Progress.load(tmp_path)


values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-10**30, max_value=10**30)
    | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=6)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(where=st.sampled_from(["format", "version", "rating", "rating.rating",
                              "rating.deviation", "history", "history.0", "history.3",
                              "attempts", "attempts.0", "attempts.1.won",
                              "attempts.2.rating_after", "attempts.3.themes",
                              "attempts.4.puzzle_id", "review", "extra"]),
       value=values)
def test_whatever_a_field_holds_the_file_is_read_whole_or_refused(where: str,
                                                                  value: Any) -> None:
    data = _set(where, value)(_good())
    try:
        progress = Progress.from_json(data, source="fuzz")
    except ProgressError as error:
        assert str(error).startswith("fuzz: ")
        return
    # accepted: then it is a progress the trainer can rely on, and it round-trips
    assert Progress.loads(progress.dumps()) == progress
    assert progress.history[-1] == progress.rating.rating
    assert all(math.isfinite(x) for x in progress.history)


def test_a_record_is_what_the_file_holds() -> None:
    record = PLAYED.attempts[0]
    assert isinstance(record, Record)
    assert set(record.to_json()) == {
        "puzzle_id", "rules", "themes", "puzzle_rating", "won", "mistakes", "hints", "shown",
        "solved", "reviewed", "rating_before", "rating_after"}
