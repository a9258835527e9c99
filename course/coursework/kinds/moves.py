"""The exercises that find moves: :class:`FindMove` (one move that reaches a goal),
:class:`ChooseMoves` (every move that does) and :class:`Chain` (the longest chain of
extra moves)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import mancala_core as mc
from mancala_core.i18n import _, ngettext
from mancala_core.rules.explain import explain_move

from .answers import Shape, move_shape, read_moves
from .exercise import Exercise, as_position
from .feedback import Feedback, malformed, move_name, played, right, wrong
from .goals import Goal, negated, plural

__all__ = ["Chain", "ChooseMoves", "FindMove", "in_own_store", "longest_chain"]


class FindMove(Exercise):
    """Find a move that reaches ``goal`` (any such move is right). Answer a pit number
    or click it on ``board()``.

    :param best: if given, a key on traces: only the moves with the highest key are right
        (for "the biggest capture"); ``goal`` still names what is asked
    """

    on_board = True

    def __init__(
        self,
        position: mc.Position | str,
        goal: Goal,
        *,
        best: Callable[[mc.MoveTrace], float] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.position = as_position(position)
        self.goal = goal
        self.traces = {m.text: self.position.trace(m) for m in self.position.legal_moves()}
        self.right = [t for t, tr in self.traces.items() if goal.met(tr)]
        if best is not None and self.right:
            top = max(best(self.traces[t]) for t in self.right)
            self.right = [t for t in self.right if best(self.traces[t]) == top]
        if not self.right:
            raise ValueError(
                f"no move of {self.position.text()!r} {goal.name}: the exercise has no answer"
            )

    @property
    def answer_shape(self) -> str:  # type: ignore[override]
        return move_shape(self.position)

    def expected(self) -> int | str:
        text = self.right[0]
        return int(text) if text.isdigit() else text

    def _expected_moves(self) -> list[str]:
        return [self.right[0]]

    def _judge(self, answer: Any) -> Feedback:
        answered = played(answer, self.position, self.traces)
        if isinstance(answered, Feedback):
            return answered
        move, trace = answered
        name = move_name(move, self.position.rules)
        why = self.goal.why(trace)
        if move.text in self.right:
            return right(f"{name} {self.goal.name}: {why}")
        if self.goal.met(trace):  # reaches the goal, but not the best
            return wrong(
                f"{name} {self.goal.name}, but not the most: {why}; "
                "another move does better: compare the others" + self._telling()
            )
        return wrong(f"{name} {negated(self.goal.name)}: {why}" + self._telling())

    def _telling(self) -> str:
        """From the third wrong try on, a right move, named (before it, none)."""
        if self.level < 3:
            return ""
        return ". " + _("A right move: %(move)s") % {
            "move": move_name(self.position.move(self.right[0]), self.position.rules)}

    def _explain_solution(self) -> str:
        moves = ", ".join(self.right)
        more = f" (the right moves: {moves})" if len(self.right) > 1 else ""
        return f"{self.right[0]}{more}. {self.goal.why(self.traces[self.right[0]])}"


def _illegal_reason(position: mc.Position, move: str) -> str:
    """``": North's row is empty and this move does not feed it"``: why the rules refuse
    ``move`` (their own words), or ``""``."""
    try:
        position.move(move)
    except mc.IllegalMoveError as error:  # its reason, in the language in use
        return f": {error.reason}" if error.reason else ""
    except mc.MancalaError:
        return ""
    return ""


class ChooseMoves(Exercise):
    """Which moves reach ``goal``? More than one may be right, or none: answer a list of
    pit numbers (``[]`` for none)."""

    def __init__(self, position: mc.Position | str, goal: Goal, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.position = as_position(position)
        self.goal = goal
        self.traces = {m.text: self.position.trace(m) for m in self.position.legal_moves()}
        self.right = [t for t, tr in self.traces.items() if goal.met(tr)]

    @property
    def answer_shape(self) -> str:  # type: ignore[override]
        if not self.position.rules.moves_by_pit:
            return 'a list of moves, such as ["A6<", "A7>"], or [] for none'
        return f"a list of {self._word} numbers, such as [2, 5], or [] for none"

    @property
    def _word(self) -> str:
        """What the moves are named by: ``pit`` (``hole``), or ``move`` for Bao's texts."""
        rules = self.position.rules
        return rules.pit_word if rules.moves_by_pit else "move"

    def expected(self) -> list[int | str]:
        return [int(t) if t.isdigit() else t for t in self.right]

    def _judge(self, answer: Any) -> Feedback:
        if isinstance(answer, (set, frozenset)):
            answer = sorted(answer, key=str)
        moves = read_moves(answer, self.position)
        if isinstance(moves, Shape):
            return malformed(Shape(self.answer_shape, moves.got))
        chosen = [m.text for m in moves]
        word = self._word
        for text in chosen:
            if text not in self.traces:
                return wrong(f"{word} {text} cannot be played in this position"
                              + _illegal_reason(self.position, text))
        for text in chosen:
            if text not in self.right:
                why = self.goal.why(self.traces[text])
                return wrong(f"{word} {text} {negated(self.goal.name)}: {why}")
        missing = [text for text in self.right if text not in chosen]
        if missing and self.level == 1:
            return wrong(_("you left out a move that %(goal)s too: try every move of the "
                            "position by the rule, not only the ones that look likely") % {
                "goal": self.goal.name})
        if missing and self.level == 2:
            return wrong(ngettext(
                "%(n)s move is missing from your list (it %(goal)s too); the moves you "
                "chose are right: try each of the others by the rule",
                "%(n)s moves are missing from your list (they %(goal)s too); the moves you "
                "chose are right: try each of the others by the rule", len(missing)) % {
                "n": len(missing),
                "goal": self.goal.name if len(missing) == 1 else plural(self.goal.name)})
        for text in missing:
            why = self.goal.why(self.traces[text])
            return wrong(f"you left out {word} {text}, which {self.goal.name} too: {why}")
        if not self.right:
            return right(f"no move {self.goal.name} here")
        if len(self.right) == 1:
            return right(f"only {word} {self.right[0]} {self.goal.name}")
        listed = ", ".join(self.right[:-1]) + f" and {self.right[-1]}"
        return right(f"exactly {word}s {listed} {plural(self.goal.name)}")

    def _explain_solution(self) -> str:
        if not self.right:
            return f"[]: no move {self.goal.name}"
        parts = [f"{self._word} {t}: {self.goal.why(self.traces[t])}" for t in self.right]
        return f"{self.expected()!r}. " + "; ".join(parts)


# -- chains ----------------------------------------------------------------------------


def in_own_store(trace: mc.MoveTrace) -> bool:
    """True if the last seed fell into the mover's own store (an extra move, unless the
    move ended the game)."""
    last = trace.last_place()
    return last is not None and last.pit is None and last.player == trace.before.to_move


@functools.lru_cache(maxsize=256)
def longest_chain(position: mc.Position) -> tuple[str, ...]:
    """The longest run of extra moves from ``position`` (the first found among the
    longest, trying pits from the store end)."""
    best: tuple[str, ...] = ()
    for move in reversed(position.legal_moves()):
        trace = position.trace(move)
        if in_own_store(trace):
            rest = () if trace.after.is_over() else longest_chain(trace.after)
            if 1 + len(rest) > len(best):
                best = (move.text, *rest)
    return best


class Chain(Exercise):
    """The longest chain of extra moves: list the moves, each ending in your store.
    Answer a list such as ``[6, 5, 6]`` or play them on ``board()``."""

    on_board = True
    answer_shape = "a list of pit numbers in the order you play them, such as [6, 5, 6]"

    def __init__(self, position: mc.Position | str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.position = as_position(position)
        self.longest = list(longest_chain(self.position))
        if not self.longest:
            raise ValueError(f"no extra move in {self.position.text()!r}: no chain to find")

    def expected(self) -> list[int | str]:
        return [int(t) if t.isdigit() else t for t in self.longest]

    def _expected_moves(self) -> list[str]:
        return list(self.longest)

    def _judge_board_moves(self, moves: list[str]) -> Feedback:
        return self._judge(moves)

    def _judge(self, answer: Any) -> Feedback:
        moves = read_moves(answer, self.position)
        if isinstance(moves, Shape):
            return malformed(Shape(self.answer_shape, moves.got))
        if not moves:
            return malformed(Shape(self.answer_shape, "[]"))
        pos = self.position
        played: list[str] = []
        for move in moves:
            try:
                trace = pos.trace(move.text)
            except mc.MancalaError as error:
                reason = str(error).split(": ", 1)[-1]
                after = f" after {', '.join(played)}" if played else ""
                return wrong(f"pit {move.text} cannot be played{after}: {reason}")
            played.append(move.text)
            if not in_own_store(trace):
                done = played[:-1]
                if len(done) >= len(self.longest):  # a longest chain, then one move more
                    return wrong(
                        f"{', '.join(done)} is the longest chain ({len(done)} extra moves), "
                        f"but then pit {move.text} is not an extra move: {explain_move(trace)}. "
                        "Give only the moves of the chain (on the board: press Undo once)"
                    )
                after = f"after {', '.join(done)}, " if done else ""
                return wrong(f"{after}pit {move.text} ends the chain: {explain_move(trace)}")
            if trace.after.is_over() and len(played) < len(moves):
                return wrong(f"after {', '.join(played)} the game is over: "
                              f"{explain_move(trace)}")
            pos = trace.after
        if len(moves) < len(self.longest):
            return wrong(
                f"{', '.join(played)} is a chain of {len(played)} extra moves, but a longer one "
                f"exists ({len(self.longest)} extra moves): a pit that is just as many steps "
                "from your store as it holds seeds ends there, and playing the pit nearest the "
                "store first keeps the others' counts right"
            )
        return right(f"{', '.join(played)}: {len(played)} extra moves in a row, the longest "
                      "chain here")

    def _explain_solution(self) -> str:
        pos = self.position
        parts = []
        for move in self.longest:
            trace = pos.trace(move)
            parts.append(f"{move}: {explain_move(trace)}")
            pos = trace.after
        return f"{self.expected()!r}. " + "; ".join(parts)


