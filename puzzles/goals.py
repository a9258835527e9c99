"""A puzzle's goal: its text in the collection file, what it asks in words, and its kind.

============================== ============================================================
goal text                      the solving side must
============================== ============================================================
``win``                        win the game, against any defence
``best_result``                reach the best final margin the position allows
``save``                       save the game: every other move loses, one move keeps at
                               least a draw (``survive``, its old name, is read as ``save``)
``win_within_N``               win within ``N`` plies (moves of either side), the history
                               followed (Oware's repetition rule counts inside the line)
``capture_K_within_N``         bring at least ``K`` more seeds into its store within ``N``
                               plies (said as a capture only where the stores hold
                               captures alone, as in Oware: :func:`describe`)
``avoid_grand_slam_K_within_N`` (Oware) a move would take the opponent's whole row, a grand
                               slam, which the rules void: capture at least ``K`` within
                               ``N`` plies all the same
``feed_within_N``              (Oware) the opponent's row is empty, so the solver must feed
                               it: the one feeding move after which the opponent gains no
                               seed within ``N`` plies (the move itself the first; a capture,
                               or its own row if the game ends)
============================== ============================================================

The last four are the horizon goals (:func:`mancala_core.search.force_within`): exact even
in Oware, where the repetition rule often leaves the game's value unproved, as "mate in N"
is in chess. ``longest_chain`` (the turn with the most extra moves) and ``biggest_capture``
(the turn that captures the most seeds) ask for the best whole turn of the player to move,
proved by trying every turn. ``best_result`` (the exact final margin) is for advanced users:
no shipped collection holds it, and its words never speak of a loss.

In the files a horizon counts *plies*; a learner reads **moves**, counting both players'
(a Kalah extra move is a move too), and :func:`counting_note` says so once:

    >>> parse_goal("capture_4_within_3")
    GoalSpec(kind='capture_within', seeds=4, plies=3)
    >>> describe("capture_4_within_3", "South", rules="kalah")
    'South to play: get at least 4 more seeds into your store within 3 moves'
    >>> describe("capture_4_within_3", "South", rules="oware")
    'South to play: capture at least 4 seeds within 3 moves'
    >>> describe("win", "North")
    'North to play and win'
    >>> describe("survive", "South")
    'South to play: save the game'
    >>> counting_note()
    'Moves are counted for both players: yours and your opponent’s. An extra move counts as a move.'
    >>> parse_goal("win_within_0")
    Traceback (most recent call last):
    ...
    puzzles.errors.PuzzleError: goal 'win_within_0': the horizon must be 1 to 40 plies
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, get_args

from .errors import PuzzleError

if TYPE_CHECKING:
    from mancala_core.rules.base import Rules

__all__ = ["ALIASES", "DENYING", "KINDS", "PLAIN", "HORIZON", "GoalSpec", "counting_note",
           "describe", "goal_text", "parse_goal"]

Kind = Literal["win", "best_result", "save", "longest_chain", "biggest_capture",
               "win_within", "capture_within", "avoid_grand_slam", "feed"]
#: every kind of goal
KINDS: tuple[Kind, ...] = get_args(Kind)
#: the kinds whose text is the kind's name alone
PLAIN: tuple[Kind, ...] = KINDS[:5]
#: old names still read: ``survive`` is ``save``
ALIASES: dict[str, Kind] = {"survive": "save"}
#: the kinds with a horizon (and, for captures, a number of seeds) whose goal is the
#: solver's: a win, or seeds in its store
HORIZON: tuple[Kind, ...] = ("win_within", "capture_within", "avoid_grand_slam")
#: the horizon kinds whose goal is to deny the opponent (``feed``: no capture)
DENYING: tuple[Kind, ...] = ("feed",)
MAX_PLIES = 40

_WIN_WITHIN = re.compile(r"win_within_(\d+)")
_CAPTURE_WITHIN = re.compile(r"capture_(\d+)_within_(\d+)")
_AVOID_SLAM = re.compile(r"avoid_grand_slam_(\d+)_within_(\d+)")
_FEED = re.compile(r"feed_within_(\d+)")


@dataclass(frozen=True)
class GoalSpec:
    """A goal read: its ``kind``, and for the horizon goals the ``seeds`` to capture and
    the ``plies`` of the horizon."""

    kind: Kind
    seeds: int | None = None
    plies: int | None = None


def parse_goal(text: str) -> GoalSpec:
    """Read a goal's text; a :class:`~puzzles.errors.PuzzleError` quotes a malformed one."""
    if not isinstance(text, str):
        raise PuzzleError(f"a goal must be a string, got {text!r:.80}")
    if text in PLAIN:
        return GoalSpec(text)  # type: ignore[arg-type]
    if text in ALIASES:
        return GoalSpec(ALIASES[text])
    spec: GoalSpec | None = None
    if m := _WIN_WITHIN.fullmatch(text):
        spec = GoalSpec("win_within", plies=int(m[1]))
    elif m := _CAPTURE_WITHIN.fullmatch(text) or _AVOID_SLAM.fullmatch(text):
        kind: Kind = "capture_within" if text.startswith("capture") else "avoid_grand_slam"
        spec = GoalSpec(kind, seeds=int(m[1]), plies=int(m[2]))
        if not spec.seeds:
            raise PuzzleError(f"goal {text!r}: capture at least 1 seed")
    elif m := _FEED.fullmatch(text):
        spec = GoalSpec("feed", plies=int(m[1]))
        if spec.plies is not None and spec.plies < 2:
            raise PuzzleError(f"goal {text!r}: feeding needs a horizon of 2 plies or more "
                              f"(the move and the opponent's reply)")
    if spec is None:
        raise PuzzleError(f"unknown goal {text!r}: choose among {', '.join((*PLAIN, *ALIASES))}, "
                          f"win_within_N, capture_K_within_N, avoid_grand_slam_K_within_N or "
                          f"feed_within_N")
    assert spec.plies is not None
    if not 1 <= spec.plies <= MAX_PLIES:
        raise PuzzleError(f"goal {text!r}: the horizon must be 1 to {MAX_PLIES} plies")
    return spec


def goal_text(spec: GoalSpec) -> str:
    """The text of a goal (the inverse of :func:`parse_goal`).

    >>> goal_text(GoalSpec("win_within", plies=5))
    'win_within_5'
    """
    if spec.kind == "win_within":
        return f"win_within_{spec.plies}"
    if spec.kind == "capture_within":
        return f"capture_{spec.seeds}_within_{spec.plies}"
    if spec.kind == "avoid_grand_slam":
        return f"avoid_grand_slam_{spec.seeds}_within_{spec.plies}"
    if spec.kind == "feed":
        return f"feed_within_{spec.plies}"
    return spec.kind


def _sown_store(rules: Rules | str | None) -> bool:
    """Whether a sowing can drop seeds into the mover's store in ``rules`` (a
    :class:`mancala_core.Rules` or its label; ``None``: not known, so True, the wording that
    holds in every game). Where the stores hold captures only (Oware) a seed gained is a
    seed captured."""
    if rules is None:
        return True
    if isinstance(rules, str):
        from mancala_core.rules.notation import parse_rules

        try:
            rules = parse_rules(rules)
        except ValueError as error:
            raise PuzzleError(f"rules {rules!r}: {error}") from None
    from mancala_core.rules.base import Rules as _Rules

    if not isinstance(rules, _Rules):
        raise PuzzleError(f"rules must be a mancala_core.Rules or a rules label, got "
                          f"{rules!r:.80}")
    return rules.sown_stores != "none"


def describe(goal: str, side: str, *, language: str | None = None,
             rules: Rules | str | None = None) -> str:
    """The goal in words a child reads, for ``side`` (the solving side's name), in
    ``language`` (default the one in use); a horizon is said in moves of both players
    (:func:`counting_note`), never in plies.

    ``rules`` (a :class:`mancala_core.Rules` or a rules label such as ``"oware"``): the
    game the goal is played in. A capture goal counts every seed that reaches the solver's
    store; where a sowing drops seeds into the store (Kalah) the goal says so, and only
    where nothing but captures reach it (Oware) is it said as a capture. Without ``rules``
    the words that are true in every game (the store's):

    >>> describe("capture_4_within_3", "South", rules="kalah")
    'South to play: get at least 4 more seeds into your store within 3 moves'
    >>> describe("capture_4_within_3", "South", rules="oware")
    'South to play: capture at least 4 seeds within 3 moves'
    >>> describe("avoid_grand_slam_2_within_1", "North", rules="oware")
    'North to play: no grand slam, but capture at least 2 seeds within 1 move'
    >>> describe("capture_4_within_3", "South", language="sl", rules="oware")
    'Jug igra: zajemi vsaj 4 semena v 3 potezah'
    >>> describe("best_result", "North")
    'North to play: get the best result you can'
    """
    from mancala_core.i18n import _, ngettext, using
    from mancala_core.rules.words import seeds, side_name

    spec = parse_goal(goal)
    sown = _sown_store(rules)
    with using(language):
        who = side_name(side)
        within = ngettext("within %(n)s move", "within %(n)s moves", spec.plies or 0) % {
            "n": spec.plies}
        more = ngettext("at least %(n)s more seed", "at least %(n)s more seeds",
                        spec.seeds or 0) % {"n": spec.seeds}
        if spec.kind == "win":
            text = _("%(side)s to play and win")
        elif spec.kind == "best_result":
            text = _("%(side)s to play: get the best result you can")
        elif spec.kind == "save":
            text = _("%(side)s to play: save the game")
        elif spec.kind == "longest_chain":
            text = _("%(side)s to play: make the longest chain of extra moves")
        elif spec.kind == "biggest_capture":
            text = _("%(side)s to play: make the biggest capture")
        elif spec.kind == "win_within":
            return _("%(side)s to play and win %(within)s") % {"side": who, "within": within}
        elif spec.kind == "feed":
            return _("%(side)s to play: give your opponent seeds, but let them win none "
                     "%(within)s") % {"side": who, "within": within}
        elif spec.kind == "avoid_grand_slam" and sown:
            return _("%(side)s to play: no grand slam, but get %(more)s into your store "
                     "%(within)s") % {"side": who, "more": more, "within": within}
        elif spec.kind == "avoid_grand_slam":
            return _("%(side)s to play: no grand slam, but capture at least %(seeds)s "
                     "%(within)s") % {"side": who, "seeds": seeds(spec.seeds or 0),
                                      "within": within}
        elif sown:
            return _("%(side)s to play: get %(more)s into your store %(within)s") % {
                "side": who, "more": more, "within": within}
        else:
            return _("%(side)s to play: capture at least %(seeds)s %(within)s") % {
                "side": who, "seeds": seeds(spec.seeds or 0), "within": within}
        return text % {"side": who}


def counting_note(*, language: str | None = None, extra_moves: bool = True) -> str:
    """How a learner counts the moves of a horizon goal, said once where such goals appear
    (``extra_moves=False``: for a game without extra moves, such as Oware)."""
    from mancala_core.i18n import _, using

    with using(language):
        if not extra_moves:
            return _("Moves are counted for both players: yours and your opponent\u2019s.")
        return _("Moves are counted for both players: yours and your opponent\u2019s. An extra "
                 "move counts as a move.")
