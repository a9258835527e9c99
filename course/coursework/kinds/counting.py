"""The exercises that count: :class:`CountSeeds` (a place's seeds after some moves),
:class:`FinalScore` (the scores at the end) and :class:`Places` (the finishing places)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import mancala_core as mc
from mancala_core.i18n import _
from mancala_core.rules.explain import explain_move, possessive

from .answers import Shape, read_count, read_place, read_scores
from .exercise import Exercise, as_position
from .feedback import Feedback, malformed, right, wrong
from .sowing import why_place

__all__ = ["CountSeeds", "FinalScore", "Places"]


class CountSeeds(Exercise):
    """How many seeds will ``place`` hold after ``moves`` (played one after the other)?"""

    answer_shape = "a whole number of seeds, such as 7"

    def __init__(
        self, position: mc.Position | str, moves: Sequence[str], place: mc.Place | str,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.position = as_position(position)
        where = read_place(place, self.position)
        if isinstance(where, Shape):
            raise ValueError(f"CountSeeds: place {place!r}: {where.message()}")
        self.place = where
        self.traces: list[mc.MoveTrace] = []
        pos = self.position
        for move in moves:
            trace = pos.trace(move)
            self.traces.append(trace)
            pos = trace.after
        self.after = pos

    def _count(self, pos: mc.Position) -> int:
        if self.place.pit is None:
            return pos.store(self.place.player)
        return pos.pits(self.place.player)[self.place.pit - 1]

    def expected(self) -> int:
        return self._count(self.after)

    def _story(self) -> str:
        return "; ".join(self._story_parts()) + f"; so it holds {self.expected()}"

    def _story_parts(self) -> list[str]:
        names = self.position.rules.side_names
        where = possessive(self.place, self.position.rules)
        parts = [f"{where} starts with {self._count(self.position)}"]
        for trace in self.traces:
            change = self._count(trace.after) - self._count(trace.before)
            who = names[trace.before.to_move]
            sign = f"+{change}" if change >= 0 else str(change)
            detail = why_place(self.place, trace)
            parts.append(f"{who} plays {trace.move.text}: {sign} ({detail})")
        return parts

    def _judge(self, answer: Any) -> Feedback:
        count = read_count(answer)
        if isinstance(count, Shape):
            return malformed(count)
        if count == self.expected():
            return right(self._story())
        if self.level == 1:
            return wrong(_("not %(count)s: %(why)s") % {"count": count,
                                                        "why": self._misconception(count)})
        if self.level == 2:
            return wrong(_("not %(count)s: %(why)s. Move by move: %(story)s; add it up") % {
                "count": count, "why": self._misconception(count),
                "story": "; ".join(self._story_parts()[1:])})
        return wrong(f"not {count}: {self._story()}")

    def _misconception(self, count: int) -> str:
        """What a learner who counts ``count`` seems to have done, and the rule; no value."""
        where = possessive(self.place, self.position.rules)
        start = self._count(self.position)
        names = self.position.rules.side_names
        changes = [self._count(t.after) - self._count(t.before) for t in self.traces]
        for trace, change in zip(self.traces, changes, strict=True):
            if change and count == self.expected() - change and len(self.traces) > 1:
                return _("you seem to have left out one move (%(who)s plays %(move)s), which "
                         "changes %(place)s too: follow every move, one after the other") % {
                    "who": names[trace.before.to_move], "move": trace.move.text,
                    "place": where}
        if start and count == self.expected() - start:
            return _("you seem to have counted only what the moves bring: %(place)s keeps "
                     "the seeds it holds before them") % {"place": where}
        if count == start:
            return _("that is what %(place)s holds before the moves: follow each move and "
                     "what it drops into it or takes out of it") % {"place": where}
        if count > self.expected():
            return _("that is too many: count only the seeds that each sowing really drops "
                     "into %(place)s, and any capture that goes there") % {"place": where}
        return _("that is too few: a sowing drops a seed into %(place)s each time it "
                 "passes it (each lap again), and a capture into it adds the seeds it "
                 "takes") % {"place": where}

    def _explain_solution(self) -> str:
        return f"{self.expected()}. {self._story()}"


class FinalScore(Exercise):
    """The final scores ``(south, north)`` after ``moves`` end the game (leftovers counted
    by the rules' ``leftovers`` option)."""

    answer_shape = "two whole numbers, South's score and North's, such as (25, 23)"
    #: a line of more moves than this is told briefly, all but its last move
    BRIEF_AFTER = 4

    def __init__(self, position: mc.Position | str, moves: Sequence[str] = (), **kwargs: Any):
        super().__init__(**kwargs)
        self.position = as_position(position)
        self.traces: list[mc.MoveTrace] = []
        pos = self.position
        for move in moves:
            trace = pos.trace(move)
            self.traces.append(trace)
            pos = trace.after
        if not pos.is_over():
            raise ValueError(f"FinalScore: the game is not over after {list(moves)} "
                             f"in {self.position.text()!r}")
        self.after = pos

    def expected(self) -> tuple[int, ...]:
        return tuple(self.after.scores())

    def _story(self) -> str:
        names = self.position.rules.side_names
        parts = []
        brief = len(self.traces) > self.BRIEF_AFTER  # a long line: only the last move in full
        for k, trace in enumerate(self.traces):
            who = f"{names[trace.before.to_move]} plays {trace.move.text}"
            last = trace.last_place()
            if brief and k < len(self.traces) - 1 and last is not None:
                took = (_(", capturing %(n)s") % {"n": trace.taken()} if trace.taken()
                        else "")
                parts.append(_("%(who)s (the last seed in %(place)s%(took)s)") % {
                    "who": who, "place": possessive(last, names), "took": took})
            else:
                parts.append(f"{who}: {explain_move(trace)}")
        collects = [s for t in self.traces for s in t.steps if s.kind == "collect"]
        leftovers = self.position.rules.options.get("leftovers")
        swept: dict[tuple[int, mc.Place], list[int]] = {}
        for step in collects:  # one sentence per row: "the 6 seeds left in North's row…"
            if step.place is not None and step.place.pit is not None and step.to is not None:
                swept.setdefault((step.place.player, step.to), []).extend(
                    [step.place.pit] * step.seeds)
        for (row, store), pits in swept.items():
            count, where = len(pits), sorted(set(pits))
            label = "pit" if len(where) == 1 else "pits"
            which = f"{label} {', '.join(map(str, where))}"
            seeds = "the 1 seed" if count == 1 else f"the {count} seeds"
            goes = "goes" if count == 1 else "go"
            why = (" (leftovers=emptied: the player whose row is empty takes them)"
                   if leftovers == "emptied" else "")
            parts.append(f"then {seeds} left in {names[row]}'s row ({which}) "
                         f"{goes} to {possessive(store, names)}{why}")
        if leftovers == "uncounted":
            parts.append("with leftovers=uncounted the seeds left on the board count for nobody")
        self._parts = parts
        south, north = self.expected()[:2]
        return "; ".join(parts) + f"; so the score is {south}–{north}"

    def _judge(self, answer: Any) -> Feedback:
        scores = read_scores(answer)
        if isinstance(scores, Shape):
            return malformed(scores)
        if scores == self.expected():
            return right(self._story())
        names = self.position.rules.side_names
        for player, (given, wanted) in enumerate(zip(scores, self.expected(), strict=False)):
            if given != wanted:
                if self.level < 3:
                    why = _("%(side)s does not score %(given)s: %(why)s") % {
                        "side": names[player], "given": given,
                        "why": self._misconception(tuple(scores), player)}
                    if self.level == 2:
                        self._story()
                        why += ". " + _("The end, move by move: %(story)s; add it up") % {
                            "story": "; ".join(self._parts)}
                    return wrong(why)
                return wrong(f"{names[player]} scores {wanted}, not {given}: {self._story()}")
        return wrong(self._story())  # pragma: no cover - some score differs

    def _misconception(self, scores: tuple[int, ...], player: int) -> str:
        """What a learner who gives ``scores`` seems to have done, and the rule; no value."""
        wanted = self.expected()
        names = self.position.rules.side_names
        if tuple(scores[:2]) == (wanted[1], wanted[0]):
            return _("you seem to have given the scores the wrong way round: the order is "
                     "(%(first)s, %(second)s)") % {"first": names[0], "second": names[1]}
        to_store = [0, 0]
        from_row = [0, 0]
        for trace in self.traces:
            for step in trace.steps:
                if step.kind == "collect" and step.to is not None and step.place is not None:
                    to_store[step.to.player] += step.seeds
                    from_row[step.place.player] += step.seeds
        leftovers = self.position.rules.options.get("leftovers")
        rule = {
            "owner": _("at the end each player adds the seeds left in their own row"),
            "emptied": _("with leftovers=emptied the player whose row is empty takes the "
                         "seeds left on the board"),
            "uncounted": _("with leftovers=uncounted the seeds left on the board count for "
                           "nobody"),
        }.get(str(leftovers), "")
        given = scores[player]
        if to_store[player] and given == wanted[player] - to_store[player]:
            return _("you seem to have left out the seeds left on the board: %(rule)s") % {
                "rule": rule}
        if from_row[player] != to_store[player] and \
                given == wanted[player] - to_store[player] + from_row[player]:
            return _("you seem to have given the leftovers to the wrong player: %(rule)s") % {
                "rule": rule}
        if leftovers == "uncounted" and given > wanted[player]:
            return _("you seem to have counted the seeds left on the board: %(rule)s") % {
                "rule": rule}
        what = _("follow the moves to the end of the game: each sowing's seeds, the "
                 "captures, the extra moves")
        return f"{what}; {rule}" if rule else what

    def _explain_solution(self) -> str:
        return f"{self.expected()!r}. {self._story()}"


_ORDINALS = ("1st", "2nd", "3rd", "4th")


class Places(Exercise):
    """The finishing places once ``moves`` end the game, in the games ranked by places
    (Basic mancala for 3 or 4 players): answer a list with each player's place, the
    first player's first, such as ``[2, 1, 3]``.

    The feedback tells the game's end: who finished or resigned, in which order, and
    which place that gave each player.
    """

    def __init__(self, position: mc.Position | str, moves: Sequence[str] = (), **kwargs: Any):
        super().__init__(**kwargs)
        self.position = as_position(position)
        if not self.position.rules.ranked_by_places:
            raise ValueError(f"Places: {self.position.rules.title} is not ranked by places")
        self.traces: list[mc.MoveTrace] = []
        pos = self.position
        for move in moves:
            trace = pos.trace(move)
            self.traces.append(trace)
            pos = trace.after
        if not pos.is_over():
            raise ValueError(f"Places: the game is not over after {list(moves)} "
                             f"in {self.position.text()!r}")
        self.after = pos

    @property
    def answer_shape(self) -> str:  # type: ignore[override]
        rules = self.position.rules
        example = list(range(1, rules.players + 1))
        example[0], example[1] = 2, 1
        return (f"a list of {rules.players} places, one per player in order "
                f"({rules.side_names[0]}'s first), such as {example}")

    def expected(self) -> list[int]:
        return [int(p) for p in self.after.places() if p is not None]

    def _story(self) -> str:
        rules = self.position.rules
        names = rules.side_names
        parts = []
        before = self.position.places()
        earlier = sorted((place, p) for p, place in enumerate(before) if place is not None)
        for place, p in earlier:
            parts.append(f"{names[p]} has already left the game in {_ORDINALS[place - 1]} place")
        for trace in self.traces:
            told = explain_move(trace)
            who = names[trace.before.to_move]
            parts.append(told if told.startswith(who) else f"{who} plays {trace.move.text}: {told}")
        order = sorted((place, p) for p, place in enumerate(self.expected()))
        listed = ", ".join(f"{_ORDINALS[place - 1]} {names[p]}" for place, p in order)
        return "; ".join(parts) + f"; so the places are: {listed}"

    def _judge(self, answer: Any) -> Feedback:
        players = self.position.rules.players
        if isinstance(answer, (str, bytes)) or not isinstance(answer, Sequence):
            return malformed(Shape(self.answer_shape, repr(answer)))
        given: list[int] = []
        for item in answer:
            text = str(item).strip().lower()
            if isinstance(item, bool) or not (isinstance(item, (int, str))):
                return malformed(Shape(self.answer_shape, repr(answer)))
            if text in _ORDINALS:
                given.append(_ORDINALS.index(text) + 1)
            elif text.isdigit():
                given.append(int(text))
            else:
                return malformed(Shape(self.answer_shape, repr(answer)))
        if len(given) != players or not all(1 <= g <= players for g in given):
            return malformed(Shape(self.answer_shape, repr(answer)))
        wanted = self.expected()
        if given == wanted:
            return right(self._story())
        names = self.position.rules.side_names
        by_store = self._by_store()
        hint = (" Places do not come from the seeds in the stores." if given == by_store
                and given != wanted else "")
        for p, (mine, theirs) in enumerate(zip(given, wanted, strict=True)):
            if mine != theirs and self.level < 3:
                # in English, as the rest of this kind's words (the ordinals "1st", "2nd")
                why = (self._why(p) if self.level == 2 else
                       "finishers take the places 1st, 2nd, … in the order they empty their "
                       "rows; a player who resigns takes the worst place still free; the last "
                       "player left takes the best place still free")
                return wrong(f"{names[p]} does not take the {_ORDINALS[mine - 1]} place: "
                              f"{why}.{hint}")
            if mine != theirs:
                return wrong(f"{names[p]} takes the {_ORDINALS[theirs - 1]} place, not the "
                              f"{_ORDINALS[mine - 1]}: {self._why(p)}.{hint} "
                              f"{self._story()[:1].upper()}{self._story()[1:]}")
        return wrong(self._story())  # pragma: no cover - some place differs

    def _by_store(self) -> list[int]:
        """The places a learner would give by the seeds in the stores, most first."""
        stores = [self.after.store(p) for p in range(self.position.rules.players)]
        return [1 + sum(other > mine for other in stores) for mine in stores]

    def _why(self, player: int) -> str:
        """Why ``player`` takes their place, by the rules of finishing and resigning."""
        name = self.position.rules.side_names[player]
        extra = self.after.extra
        finished, resigned = (extra[0], extra[1]) if len(extra) == 2 else ((), ())
        if player in finished:
            return (f"{name} was the {_ORDINALS[finished.index(player)]} to empty their row, "
                    "and finishers take the places 1st, 2nd, … in the order they finish")
        if player in resigned:
            return (f"{name} resigned, and a resigner takes the worst place still free (the "
                    "first to resign the very last)")
        if self.position.rules.options.get("all_places", True):
            return (f"{name} is the last player still in the game, and takes the best place "
                    "still free")
        counts = {p: sum(self.after.pits(p)) for p in range(self.position.rules.players)
                  if self.after.places()[p] is not None and p not in finished
                  and p not in resigned}
        names = self.position.rules.side_names
        others = ", ".join(f"{names[p]} {n}" for p, n in counts.items() if p != player)
        shared = [names[p] for p, n in counts.items() if p != player and n == counts[player]]
        share = f"; equal counts share a place, as with {' and '.join(shared)}" if shared else ""
        return (f"here the game ends at the first finish, and the others are "
                f"ranked by the seeds left in their rows, fewest first: {name} has "
                f"{counts[player]} left ({others}){share}")

    def _explain_solution(self) -> str:
        return f"{self.expected()!r}. {self._story()}"


