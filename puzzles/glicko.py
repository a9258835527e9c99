"""Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013): one rating period.

A player's :class:`Rating` is a rating ``r``, a deviation ``rd`` (how unsure it is) and a
volatility ``vol``; :func:`rate` gives the new rating after one rating period of games, each
against an opponent's ``(rating, deviation)`` with a score of 1 (a win), 0.5 or 0. The
puzzles are rated as Lichess rates them: a puzzle is a player that *wins* when a solver fails
it (see :mod:`puzzles.grade`).

Glickman's own worked example (a 1500 player, deviation 200, beats a 1400 and loses to a
1550 and a 1700; the paper, rounding as it goes, prints 1464.06, 151.52 and A = -5.62694,
that is a volatility of 0.0599965):

    >>> new = rate(Rating(1500, 200, 0.06), [(1400, 30, 1), (1550, 100, 0), (1700, 300, 0)])
    >>> round(new.rating, 2), round(new.deviation, 2), round(new.volatility, 6)
    (1464.05, 151.52, 0.059996)

A period without games only widens the deviation:

    >>> round(rate(Rating(1500, 200, 0.06), []).deviation, 2)
    200.27

Written here rather than taken from PyPI's ``glicko2`` package (2.1.0): that one computes
the volatility's function ``f(x)`` with the rating where Glickman's step 5 has the
deviation, which its tests do not see because they start from a rating of 1500
(``tests/puzzles/test_glicko.py`` checks a player at 1200 too).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

__all__ = ["SCALE", "TAU", "Rating", "expected", "rate"]

#: Glicko-2's scale: a rating of 1500 + 173.7178 * mu
SCALE = 400 / math.log(10)
#: the system constant that limits how fast the volatility changes (Glickman: 0.3 to 1.2)
TAU = 0.5
_EPSILON = 1e-6


@dataclass(frozen=True)
class Rating:
    """A Glicko-2 rating: ``rating`` (1500 for a newcomer), ``deviation`` (350) and
    ``volatility`` (0.06)."""

    rating: float = 1500.0
    deviation: float = 350.0
    volatility: float = 0.06


def _g(phi: float) -> float:
    return 1 / math.sqrt(1 + 3 * phi * phi / math.pi**2)


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    return 1 / (1 + math.exp(-_g(phi_j) * (mu - mu_j)))


def expected(rating: float, opponent: float, opponent_deviation: float = 0.0) -> float:
    """The expected score of a player of ``rating`` against ``opponent``.

    >>> round(expected(1700, 1500), 3), round(expected(1500, 1500, 300), 3)
    (0.76, 0.5)
    """
    return _e((rating - 1500) / SCALE, (opponent - 1500) / SCALE, opponent_deviation / SCALE)


def rate(player: Rating, games: Iterable[tuple[float, float, float]],
         tau: float = TAU) -> Rating:
    """``player`` after one rating period of ``games``: ``(opponent's rating, opponent's
    deviation, score)`` with a score in [0, 1]."""
    mu = (player.rating - 1500) / SCALE
    phi = player.deviation / SCALE
    sigma = player.volatility
    results = [((r - 1500) / SCALE, d / SCALE, s) for r, d, s in games]
    for _, _, score in results:
        if not 0 <= score <= 1:
            raise ValueError(f"a score must be between 0 and 1, got {score!r}")
    if not results:
        phi_star = math.sqrt(phi * phi + sigma * sigma)
        return Rating(player.rating, phi_star * SCALE, sigma)
    # steps 3 and 4: the estimated variance v and improvement delta
    v_inv = 0.0
    total = 0.0
    for mu_j, phi_j, score in results:
        g, e = _g(phi_j), _e(mu, mu_j, phi_j)
        v_inv += g * g * e * (1 - e)
        total += g * (score - e)
    v = 1 / v_inv
    delta = v * total
    # step 5: the new volatility, by the Illinois algorithm
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return (ex * (delta * delta - phi * phi - v - ex)
                / (2 * (phi * phi + v + ex) ** 2) - (x - a) / (tau * tau))

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > _EPSILON:
        c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2
        big_b, f_b = c, f_c
    sigma_new = math.exp(big_a / 2)
    # steps 6 and 7: the new deviation and rating
    phi_star = math.sqrt(phi * phi + sigma_new * sigma_new)
    phi_new = 1 / math.sqrt(1 / (phi_star * phi_star) + 1 / v)
    mu_new = mu + phi_new * phi_new * total
    return Rating(1500 + SCALE * mu_new, SCALE * phi_new, sigma_new)
