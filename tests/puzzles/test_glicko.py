"""Glicko-2, one rating period, against Glickman's paper and the equations it solves."""

from __future__ import annotations

import math

import pytest

from puzzles.glicko import SCALE, TAU, Rating, expected, rate

PAPER_GAMES = [(1400, 30, 1), (1550, 100, 0), (1700, 300, 0)]


def test_glickmans_worked_example() -> None:
    new = rate(Rating(1500, 200, 0.06), PAPER_GAMES)
    assert new.rating == pytest.approx(1464.06, abs=0.02)
    assert new.deviation == pytest.approx(151.52, abs=0.01)
    assert new.volatility == pytest.approx(0.05999, abs=1e-5)


def _volatility_equation(player: Rating, games: list[tuple[float, float, float]],
                         sigma: float) -> float:
    """Glickman's step 5 function f(x) at x = ln(sigma**2), computed afresh."""
    mu, phi = (player.rating - 1500) / SCALE, player.deviation / SCALE
    v_inv, total = 0.0, 0.0
    for r, d, s in games:
        phi_j = d / SCALE
        g = 1 / math.sqrt(1 + 3 * phi_j**2 / math.pi**2)
        e = 1 / (1 + math.exp(-g * (mu - (r - 1500) / SCALE)))
        v_inv += g * g * e * (1 - e)
        total += g * (s - e)
    v = 1 / v_inv
    delta = v * total
    x, a = math.log(sigma**2), math.log(player.volatility**2)
    return (math.exp(x) * (delta**2 - phi**2 - v - math.exp(x))
            / (2 * (phi**2 + v + math.exp(x)) ** 2) - (x - a) / TAU**2)


@pytest.mark.parametrize("start", [1200.0, 1500.0, 1900.0])
def test_the_new_volatility_solves_glickmans_equation_whatever_the_rating(start: float) -> None:
    # a player far from 1500 (PyPI's glicko2 2.1.0 gets this one wrong: it puts the rating
    # where the equation has the deviation)
    player = Rating(start, 200, 0.06)
    new = rate(player, PAPER_GAMES)
    assert abs(_volatility_equation(player, PAPER_GAMES, new.volatility)) < 1e-6


def test_no_games_only_widen_the_deviation() -> None:
    new = rate(Rating(1700, 50, 0.06), [])
    assert new.rating == 1700 and new.volatility == 0.06
    assert new.deviation == pytest.approx(math.hypot(50, 0.06 * SCALE))


def test_a_draw_with_an_equal_opponent_leaves_the_rating_and_narrows_the_deviation() -> None:
    new = rate(Rating(1500, 200, 0.06), [(1500, 200, 0.5)])
    assert new.rating == pytest.approx(1500)
    assert new.deviation < 200


def test_more_wins_more_rating() -> None:
    games = [(1500.0, 100.0, 0.0)] * 4
    ratings = []
    for wins in range(5):
        period = [(r, d, 1.0) for r, d, _ in games[:wins]] + games[wins:]
        ratings.append(rate(Rating(), period).rating)
    assert ratings == sorted(ratings) and len(set(ratings)) == 5


def test_expected_score_is_symmetric() -> None:
    assert expected(1700, 1500) + expected(1500, 1700) == pytest.approx(1)


def test_a_score_outside_0_1_is_refused() -> None:
    with pytest.raises(ValueError, match=r"1\.5"):
        rate(Rating(), [(1500, 100, 1.5)])
