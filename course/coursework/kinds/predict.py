"""The exercises that predict a move: :class:`LastSeed` (where the last seed lands),
:class:`BoardAfter` (the whole board after it) and :class:`YesNo` (does it reach a goal)."""

from __future__ import annotations

from typing import Any

import mancala_core as mc
from mancala_core.i18n import _
from mancala_core.rules.explain import explain_move, possessive
from mancala_core.rules.words import owner_name

from .answers import (
    Shape,
    board_shape,
    board_text,
    place_shape,
    place_text,
    read_board_after,
    read_place,
    read_yes_no,
)
from .choices import ChoiceButtons
from .exercise import Exercise, as_position
from .feedback import Feedback, malformed, move_name, right, wrong
from .goals import Goal, negated
from .ring import ring
from .sowing import (
    miscount,
    narrow_last_seed,
    never_sown,
    relay_from,
    relays,
    store_not_sown,
    why_place,
)

__all__ = ["BoardAfter", "LastSeed", "YesNo"]


class LastSeed(Exercise):
    """Where does the last seed of ``move`` land? Answer ``"North 2"`` or ``"South store"``."""

    def __init__(self, position: mc.Position | str, move: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.position = as_position(position)
        self.move = self.position.move(move)
        self.trace = self.position.trace(self.move)

    @property
    def answer_shape(self) -> str:  # type: ignore[override]
        return place_shape(self.position.rules)

    def expected(self) -> str:
        last = self.trace.last_place()
        assert last is not None
        return place_text(last, self.position.rules)

    def _judge(self, answer: Any) -> Feedback:
        place = read_place(answer, self.position)
        if isinstance(place, Shape):
            return malformed(place)
        trace = self.trace
        last = trace.last_place()
        reason = explain_move(trace)
        if place == last:
            return right(reason)
        mover = self.position.to_move
        rules = self.position.rules
        seeds = len(trace.sown())
        sown = trace.sown()
        mistake = miscount(trace, place)
        relay = relay_from(trace, place)
        seed = rules.seed_word
        if place.pit is None and never_sown(self.position, place):
            why = store_not_sown(self.position, place)
        elif mistake:
            why = mistake
        elif relay:
            why = relay
        elif place in sown:
            if seed == "seed":
                why = _("%(place)s gets a seed, but the sowing goes on after it") % {
                    "place": possessive(place, rules)}
            else:
                why = f"{possessive(place, rules)} gets a {seed}, but the sowing goes on after it"
        elif relays(trace):
            origin = possessive(mc.Place(mover, self.move.pit), rules)
            why = f"{possessive(place, rules)} is not where the move from {origin} ends"
        else:
            origin = possessive(mc.Place(mover, self.move.pit), rules)
            if seed == "seed":
                why = _("%(place)s is not where %(n)s seeds from %(origin)s end") % {
                    "place": possessive(place, rules), "n": seeds, "origin": origin}
            else:
                why = (f"{possessive(place, rules)} is not where {seeds} {seed}s from {origin} "
                       "end")
        if self.level == 1:
            return wrong(f"{why}. " + _(
                "Count again: take every seed of %(origin)s and drop them one by one, one "
                "into each place the sowing reaches, in the order the rules sow") % {
                "origin": possessive(mc.Place(mover, self.move.pit), rules)})
        if self.level == 2:
            narrow = narrow_last_seed(trace, place)
            if place in sown and not mistake and not relay and not relays(trace) and (
                    place.pit is not None or not never_sown(self.position, place)):
                return wrong(narrow)  # "gets seed number 3 of 5" says more than "gets a seed"
            return wrong(f"{why}. {narrow[:1].upper()}{narrow[1:]}")
        return wrong(f"{why}. {reason[:1].upper()}{reason[1:]}")

    def _explain_solution(self) -> str:
        return f"{self.expected()}. {explain_move(self.trace)}"


class BoardAfter(Exercise):
    """The whole board after ``move``, typed as a person writes a board,
    ``"3 3 0 1 0 1 | 9 | 2 3 4 3 1 5 | 13"`` (South's pits 1 to 6, South's store, North's
    pits 1 to 6, North's store: the order the seeds go round), or as
    ``(south_pits, south_store, north_pits, north_store)``.

    The feedback names the first place that is wrong, in sowing order, and why it holds
    what it holds; a North row written as the picture shows it (left to right) is named.
    """

    def __init__(self, position: mc.Position | str, move: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.position = as_position(position)
        self.move = self.position.move(move)
        self.trace = self.position.trace(self.move)

    @property
    def answer_shape(self) -> str:  # type: ignore[override]
        return _("%(shape)s (this is the board before the move)") % {
            "shape": board_shape(self.position)}

    def expected(self) -> str:
        """The board after the move, as the learner types it."""
        return board_text(self.trace.after)

    def expected_board(self) -> tuple[Any, ...]:
        """The board after the move as four things: South's pits, South's store, North's
        pits, North's store (with more players, each one's pits and store in turn)."""
        read = read_board_after(self.trace.after, self.position)
        assert not isinstance(read, Shape)
        return read

    def _judge(self, answer: Any) -> Feedback:
        board = read_board_after(answer, self.position, self.answer_shape)
        if isinstance(board, Shape):
            return malformed(board)
        given = {p: (board[2 * p], board[2 * p + 1])
                 for p in range(self.position.rules.players)}
        north = given[1][0]
        north_after = list(self.trace.after.pits(1))
        if self.position.rules.players == 2 and north != north_after and \
                north[::-1] == north_after:
            return wrong(_(
                "%(owner)s's pits look written as the picture shows them, left to right; "
                "write them from %(owner)s's pit 1 (top right) to pit %(last)s (top left), "
                "the way the seeds go round") % {
                "owner": owner_name(self.position.rules.side_names[1]), "last": len(north)})
        trace = self.trace
        after = trace.after
        mover = self.position.to_move
        order = ring(self.position.rules, mover, self.move.pit or 1)
        names = self.position.rules.side_names
        for place in order:
            row, store = given[place.player]
            value = store if place.pit is None else row[place.pit - 1]
            expected = (
                after.store(place.player) if place.pit is None
                else after.pits(place.player)[place.pit - 1]
            )
            if value != expected:
                if self.level < 3:
                    before = (self.position.store(place.player) if place.pit is None
                              else self.position.pits(place.player)[place.pit - 1])
                    text = _("%(place)s is where your board first goes wrong, in sowing "
                             "order: it cannot hold %(value)s, as %(why)s") % {
                        "place": possessive(place, names), "value": value,
                        "why": why_place(place, trace)}
                    if self.level == 2:
                        text += ". " + _("It held %(n)s before the move") % {"n": before}
                    return wrong(text)
                return wrong(
                    f"{possessive(place, names)} should hold {expected}, not {value}: "
                    f"{why_place(place, trace)}"
                )
        return right(explain_move(trace))

    def _explain_solution(self) -> str:
        return f'"{self.expected()}". {explain_move(self.trace)}'



class YesNo(Exercise):
    """Does ``move`` reach ``goal``? Answer ``True`` or ``False``."""

    answer_shape = "True or False"
    on_buttons = True

    def __init__(self, position: mc.Position | str, move: str, goal: Goal, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.position = as_position(position)
        self.move = self.position.move(move)
        self.trace = self.position.trace(self.move)
        self.goal = goal

    def expected(self) -> bool:
        return self.goal.met(self.trace)

    def buttons(self) -> ChoiceButtons:
        """Two buttons, True and False, to click instead of typing; ``check`` reads them."""
        return ChoiceButtons(self, [True, False], ["True", "False"])

    def _judge(self, answer: Any) -> Feedback:
        read = read_yes_no(answer, self.answer_shape)
        if isinstance(read, Shape):
            return malformed(read)
        answer = read
        why = self.goal.why(self.trace)
        phrase = self.goal.name if self.expected() else negated(self.goal.name)
        text = f"{move_name(self.move, self.position.rules)} {phrase}: "
        if answer == self.expected():
            return right(text + why)
        return wrong(text + why)

    def _explain_solution(self) -> str:
        return f"{self.expected()}. {self.goal.why(self.trace)}"
