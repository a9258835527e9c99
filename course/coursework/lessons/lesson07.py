"""Lesson 7 · Strategy: the exercises and the teacher's notes.

The best moves are the search's: q2 is a middle-game position valued by a search 8 moves
deep (the tests check that other depths agree), q4, q5 and q6 are endgames valued exactly
by the solver. ``tests/course/test_lesson07.py`` checks every position (legal,
48 seeds) and every answer.
"""

from __future__ import annotations

import mancala_core as mc

from ..kinds import ChooseMoves, MultipleChoice
from ..kinds.goals import LeavesExtraMove
from ..kinds.strategy import BestMove, Tournament
from ..notes import TeacherNotes

__all__ = ["CHAIN", "COUNT", "GUARD", "HOARD", "READY", "TEACHER", "choose", "q1", "q2", "q3",
           "q4", "q5", "q6", "q7"]

KALAH = mc.rules("kalah")

#: a chain of three extra moves, 6, 5, 6, if pit 6 goes first; 5 first spoils pit 6
CHAIN = KALAH.position(pits=[[5, 0, 2, 2, 2, 1], [2, 0, 9, 0, 8, 8]], stores=[7, 2])
#: pit 6 holds 1: moves that stop short of it keep an extra move ready
READY = KALAH.position(pits=[[2, 4, 1, 3, 0, 1], [3, 3, 0, 4, 2, 5]], stores=[10, 10])
#: North's 4 (an extra move) then 2 lands in North's empty pit 3, facing South's 6 seeds
GUARD = KALAH.position(pits=[[2, 1, 1, 6, 0, 0], [3, 1, 0, 3, 0, 3]], stores=[16, 12])
#: South hoards 8 seeds in pit 6; North's row holds 4
HOARD = KALAH.position(pits=[[1, 1, 0, 0, 0, 8], [0, 2, 0, 2, 0, 0]], stores=[21, 13])
#: South's 2 captures 2, but loses the end; 1 wins it
COUNT = KALAH.position(pits=[[4, 4, 2, 0, 0, 0], [2, 1, 0, 2, 0, 0]], stores=[16, 17])

# -- the computer's hint -----------------------------------------------------------------

q1 = MultipleChoice(
    "A hint says `play 4: captures 5`, and `h.exact` is True and `h.value` is 3. What does "
    "the 3 say?",
    {
        "a": "with perfect play by both sides from here, you end the game 3 seeds ahead",
        "b": "the move captures 3 seeds",
        "c": "the computer looked 3 moves ahead",
        "d": "your store will hold 3 seeds more after the move",
    },
    right=["a"],
    why={
        "a": "the value is the final score difference (yours minus your opponent's) if both "
             "sides play perfectly to the end; exact=True says the solver proved it",
        "b": "no: what the move captures is in the reasons (\"captures 5\"); the value counts "
             "the whole rest of the game, and the opponent's answers too",
        "c": "no: exact=True means the solver followed every line to the end of the game; a "
             "search that stops after some moves gives exact=False and no value",
        "d": "no: the capture puts the 5 seeds (and your last seed) into your store at once; "
             "the value is about the end of the game, after all the moves to come",
    },
    title="What a hint's value says",
    hints=[
        "Read the module's table: `help(mc.search.Hint)` or the lesson's text about `value`.",
        "`exact` is True only when the solver played every line to the end.",
    ],
)

# -- chains first -----------------------------------------------------------------------

q2 = BestMove(
    CHAIN, depth=8,
    title="Which extra move first?",
    hints=[
        "Two pits give an extra move now. Which one does the other one disturb?",
        "A sowing from pit 5 drops a seed into pit 6. How many seeds does pit 6 hold then?",
        "Play the pit nearest your store first: it changes no other pit.",
    ],
)

# -- keep the right-most pit ------------------------------------------------------------

q3 = ChooseMoves(
    READY, LeavesExtraMove(),
    title="Keep an extra move ready",
    hints=[
        "A pit is ready when it holds exactly as many seeds as it is steps from your store: "
        "pit 6 with 1 seed, pit 5 with 2, pit 4 with 3…",
        "Which moves drop a seed into pit 6 (and spoil it)? Which stop short of it?",
        "Playing pit 6 itself empties it, but look at the other pits after it.",
    ],
)

# -- guard your pits ---------------------------------------------------------------------

q4 = BestMove(
    GUARD,
    title="Guard your seeds",
    hints=[
        "Look at North's row first: which of North's moves ends in an empty pit of North's, "
        "and what faces that pit? Do not forget North's extra moves.",
        "North's pit 3 is empty, and it faces your pit 4 with its 6 seeds.",
        "The seeds cannot be captured if they are no longer there.",
    ],
)

# -- hoarding and counting the end -----------------------------------------------------------


def _fed(trace: mc.MoveTrace, best: mc.MoveTrace) -> str:
    """How many seeds the move sows into the opponent's row (they count for the opponent at
    the end), compared with the best move."""
    mover = trace.before.to_move
    names = trace.before.rules.side_names

    def fed(t: mc.MoveTrace) -> int:
        return sum(s.seeds for s in t.steps if s.kind == "sow" and s.place is not None
                   and s.place.player != mover and s.place.pit is not None)

    given, best_given = fed(trace), fed(best)
    if given <= best_given:
        return ""
    return (f"it sows {given} seed{'s' * (given != 1)} into {names[1 - mover]}'s row: seeds "
            f"that count for {names[1 - mover]} when the game ends (pit {best.move.text} gives "
            f"{best_given})")


q5 = BestMove(
    HOARD, idea=_fed,
    title="Keep your hoard",
    hints=[
        "When the game ends, the seeds in each row go to the row's owner.",
        "Count what pit 6 would give away to North's row.",
        "North has only 4 seeds left to play: which small move keeps North short of moves?",
    ],
)

q6 = BestMove(
    COUNT, idea=_fed,
    title="Count before you capture",
    hints=[
        "Pit 2 captures 2: count what North can do after it.",
        "24 seeds are a draw, 25 a win: count each move to the end.",
        "Which move leaves North no capture and no seeds to spare?",
    ],
)

# -- on your own: a tournament ----------------------------------------------------------------


def choose(position: mc.Position) -> mc.Move:
    """Rate every move by the seeds it banks (after an extra move, with the best next one),
    less what the opponent can bank with one move right after; a move that ends the game
    by the final score."""
    me = position.to_move

    def banked(pos: mc.Position, move: mc.Move) -> int:
        return pos.play(move).store(pos.to_move) - pos.store(pos.to_move)

    def value(move: mc.Move) -> int:
        after = position.play(move)
        if after.is_over():
            scores = after.scores()
            return 100 * (scores[me] - scores[1 - me])
        gain = banked(position, move)
        if after.to_move == me:  # an extra move: and the best next one
            return gain + max(banked(after, m) for m in after.legal_moves())
        return gain - max(banked(after, m) for m in after.legal_moves())

    return max(position.legal_moves(), key=value)


q7 = Tournament(
    "choose", choose,
    solution_code='''
def choose(position):
    """Rate every move by the seeds it banks (after an extra move, with the best next
    one), less what the opponent can bank with one move right after it."""
    me = position.to_move

    def banked(pos, move):                    # seeds the mover's store gains
        return pos.play(move).store(pos.to_move) - pos.store(pos.to_move)

    def value(move):
        after = position.play(move)
        if after.is_over():                   # count the end: a win beats everything
            scores = after.scores()
            return 100 * (scores[me] - scores[1 - me])
        gain = banked(position, move)
        if after.to_move == me:               # an extra move, and the best one after it
            return gain + max(banked(after, m) for m in after.legal_moves())
        return gain - max(banked(after, m) for m in after.legal_moves())

    return max(position.legal_moves(), key=value)
''',
    levels=("beginner", "easy"), games=2, seed=7, need=0.5, bound_as="q7",
    title="A tournament: choose(position)",
    hints=[
        "Start small: return an extra move if there is one (`position.play(m).to_move` is "
        "still yours), else any legal move. Run the check and read what it saw.",
        "Then rate every move: the seeds it puts in your store (`position.play(m).store(me)`), "
        "less the most your opponent can bank with one move after it.",
        "A move that ends the game: count the scores (`after.scores()`) before anything else.",
    ],
)

# -- the teacher's notes -----------------------------------------------------------------

TEACHER = TeacherNotes(
    plan=[
        (8, "Play the computer: everyone plays beginner, then easy, on the Game board; who "
            "won? Show choose() at each level and what Choice.how says"),
        (5, "The Hint button and hint(): read the reasons aloud; q1 (what the value means)"),
        (8, "Chains first and the right-most pit: CHAIN on the showing board, q2; READY, q3"),
        (8, "Guarding: GUARD, North's two-move threat (4, then 2); q4 on the board"),
        (8, "Hoarding and counting the end: q5, q6; count the final scores with the class"),
        (8, "Start choose() for the tournament (q7) in pairs; finish as homework"),
    ],
    misconceptions=[
        ("A capture is always the best move",
         "q6: the capture of pit 2 (2 seeds) loses the game 23–25, because North's 4 then "
         "captures 4; pit 1 wins 26–22 (the solver's values)."),
        ("A threat is only a move away: I can see it when it comes",
         "q4: North's threat is a turn of two moves, 4 (an extra move) and then 2 into the "
         "empty pit 3, which captures South's 6; only pit 4, moving the seeds away, wins."),
        ("Any extra move is as good as another: take the first you see",
         "q2: 5 first is an extra move too, but it drops a seed into pit 6 (2 seeds) and the "
         "chain stops at one; 6 first gives 6, 5, 6."),
        ("Sowing many seeds is strong because it spreads them around",
         "q5: the 8 seeds of pit 6 sow 6 into North's row, seeds that count for North at the end; "
         "the small move 2 keeps them and wins by 6 instead of a draw."),
        ("The computer's hint is always right, so there is nothing to learn from it",
         "Below `hard`, the levels look only a few moves ahead (Choice.detail says how far); a "
         "hint with exact=False is the hard search's opinion. Ask the class to find a level's "
         "mistake in a replayed game (q7.replay(n))."),
    ],
    notes="The tournament check plays 8 games (beginner and easy, both colours, fixed seeds): "
          "the same function always gets the same games, so learners can compare scores. It "
          "takes a second or two.",
)
