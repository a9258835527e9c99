"""Lesson 9 · Mankala 2/4 and Basic mancala: every exercise has the answer the lesson says, the
typical wrong answers get their own explanation, malformed answers get the shape message, the
exercises answered on a board read the board, and every number the lesson states is the rules'.

Two-row boards are drawn as South's row at the bottom, from its left, and North's row at the
top, from North's left, so read right to left; stores at the ends.
"""

from __future__ import annotations

import re
from pathlib import Path

import lesson_text
import pytest

import mancala_core as mc
from coursework.lessons import lesson09
from coursework.lessons.lesson09 import (
    BASIC2_SEVEN,
    BASIC4_FIRST_FINISH,
    BASIC_END,
    BASIC_STORES,
    M24_CHAIN,
    M24_END,
    M24_EXAMPLE_1,
    M24_OPPONENT_CHAIN,
    M24_THREE,
    M24_TWO_SIDES,
    q1,
    q2,
    q3,
    q4,
    q5,
    q6,
    q7,
    q8,
    q9,
    takes,
)
from mancala_core.widgets import BoardWidget

COURSE = Path(__file__).resolve().parents[2] / "course"
LESSON = COURSE / "09_two_rows.ipynb"
SEEDS = Path(__file__).resolve().parents[3] / "shared" / "seeds"

POSITIONS = {
    "mankala24": [M24_EXAMPLE_1, M24_TWO_SIDES, M24_THREE, M24_END, M24_CHAIN,
                  M24_OPPONENT_CHAIN],
    "basic": [BASIC_STORES, BASIC_END, BASIC2_SEVEN, BASIC4_FIRST_FINISH],
}


def _cells(kind: str) -> list[str]:
    return lesson_text.cells(LESSON, kind)


def _markdown() -> str:
    return lesson_text.prose(LESSON)


def _total(pos: mc.Position) -> int:
    return lesson_text.seeds_in_all(pos)


@pytest.mark.parametrize("game", sorted(POSITIONS))
def test_every_position_is_legal_for_its_game(game: str) -> None:
    for pos in POSITIONS[game]:
        assert pos.rules.name == game and _total(pos) == pos.rules.total_seeds
        assert mc.parse(pos.text()) == pos


def test_the_lessons_size_and_time() -> None:
    """At most about 2,300 words of markdown, and a Time line that covers reading them at 120
    words a minute and 3 minutes for each exercise but the programmers' function."""
    words = len("\n".join(_cells("markdown")).split())
    code = _cells("code")
    exercises = {q for c in code for q in re.findall(r"\b(q\d+)\.check\(", c)}
    boards = sum(bool(re.search(r"BoardWidget[.(]|\.board\(|Game\(|family_map\(", c))
                 for c in code[1:])
    print(f"lesson 9: {words} words, {len(exercises)} exercises, {boards} boards")
    assert words <= 2310 and len(exercises) == 9 and boards >= 15
    minutes = int(re.search(r"\*\*Time:\*\* about (\d+) minutes", _markdown()).group(1))
    assert minutes >= words / 120 + 3 * (len(exercises) - 1)


def test_the_lessons_facts_hold() -> None:
    text = _markdown()
    # RULES.md section 3, example 1: South 0 2 0 3 0 0 S=10 → 0 0 1 0 0 0 S=14
    after = M24_EXAMPLE_1.play("2")
    assert after.pits(0) == (0, 0, 1, 0, 0, 0) and after.store(0) == 14 and after.to_move == 1
    assert "South takes all four (store 10 → 14)" in text
    # example 3: 13 seeds round the board, the origin gets one, the last makes pit 2 hold 2
    lap = mc.rules("mankala24").position(pits=[[13, 0, 0, 0, 0, 0], [1] * 6], stores=[10, 19])
    trace = lap.trace("1")
    assert trace.last_place() == mc.Place(0, 2) and trace.captured() == 2
    assert lap.play("1").pits(0) == (1, 0, 1, 1, 1, 1) and lap.play("1").store(0) == 12
    # section 4, example 2 (3 players): Player 1's 6 at the start
    start = mc.rules("basic", players=3).start().play("6")
    assert start.pits(0) == (4, 4, 4, 4, 4, 0) and start.pits(1) == (5, 5, 5, 4, 4, 4)
    assert start.store(0) == 1
    assert mc.rules("basic", players=3).start().play("resign").places() == (3, None, None)
    # section 4, example 3: Player 1's last 8 seeds end in Player 2's store; Player 1 finishes
    basic3 = mc.rules("basic", players=3)
    finish = basic3.position(pits=[[0, 0, 0, 0, 0, 8], [1] * 6, [2] * 6], stores=[21, 19, 6])
    trace = finish.trace("6")
    assert trace.last_place() == mc.Place(1) and trace.after.places()[0] == 1
    assert trace.after.to_move == 1  # the extra move is void
    assert "Player 1's last 8 seeds end in Player 2's store" in text
    # example 4: Player 3's last seed skips Player 1's row and store, into Player 2's pit 1
    skip = basic3.position(pits=[[0] * 6, [0, 3, 3, 2, 2, 2], [2] * 6], stores=[21, 21, 6],
                           to_move=2, finished=[0])
    trace = skip.trace("6")
    assert trace.last_place() == mc.Place(1, 1) and trace.after.pits(1) == (1, 3, 3, 2, 2, 2)
    assert "Player 3's last seed goes past them straight into Player 2's pit 1" in text
    # the board of 7 pits for two holds 56 seeds, four players on rows of 4 with 3 seeds 48
    assert mc.rules("basic", players=2, pits=7).total_seeds == 56
    assert "the board then holds 56 seeds" in text
    assert mc.rules("basic", players=4, pits=4, seeds=3).total_seeds == 48
    assert "a ring of four players holds 48 seeds" in text


def test_mankala24s_end_as_the_lesson_tells_it() -> None:
    """RULES.md section 3's end: a player who empties their own row does not end the game;
    the player to move with no seeds cannot move, and every seed left goes to the other."""
    #        North  0  0  0  3  1  0
    #   N 22                          S 20
    #        South  0  0  0  0  0  2
    ending = mc.rules("mankala24").position(pits=[[0, 0, 0, 0, 0, 2], [0, 1, 3, 0, 0, 0]],
                                            stores=[20, 22])
    after = ending.play("6")
    assert after.pits(0) == (0,) * 6 and after.store(0) == 22 and not after.is_over()
    assert after.to_move == 1 and after.pits(1) == (1, 0, 3, 0, 0, 0)
    end = after.play("1")
    assert end.is_over() and end.scores() == (22, 26) and end.winner() == 1
    assert sum(after.pits(1)) == 4
    text = _markdown()
    assert "South's last two seeds make North's pit 2 hold 2, and South takes them" in text
    assert "the game ends, and the 4 seeds left go to North" in text


def test_the_history_quotes_the_seed_texts() -> None:
    """The history section says what the rule sheets say: their words, quoted."""
    text = _markdown()
    ruler = ("az uralkodó beiktatáskor e játékkal bizonyította azt a stratégiai képességét, "
             "higgadtságát és bölcs előrelátását, mellyel majdan népét oltalmazza és "
             "kormányozza")
    assert ruler in text
    if SEEDS.is_dir():  # the project's seed texts, beside the checkout
        seeds = re.sub(r"\s+", " ", " ".join(
            p.read_text(encoding="utf-8") for p in sorted(SEEDS.glob("*.txt"))))
        assert ruler in seeds
        assert "temetések, esküvők" in seeds and "rítusok, ceremóniák, ünnepek" in seeds
        assert ("quando William Julius Champion Jr. iniziò a produrre e vendere i set di "
                "Kalah") in seeds
        assert ("La versione che la maggior parte delle persone impara in Europa e negli Stati "
                "Uniti è il Kalah") in seeds
        assert "Dołki zastąpi wytłaczanka na 12 jajek, a magazyny dwie miseczki" in seeds
        assert "Potrzebujesz ich 48" in seeds
    assert ("Kalah, the version most people learn in Europe and the United States, became "
            "popular in the United States in the middle of the twentieth century, when William "
            "Julius Champion Jr. began to make and sell Kalah sets") in text
    assert "A box for 12 eggs takes the place of the pits, and two small bowls are the stores" \
        in text


def test_the_chain_boards_state_the_rules_count() -> None:
    trace = M24_CHAIN.trace("5")
    assert trace.taken() == 6 and trace.after.store(0) - M24_CHAIN.store(0) == 8
    opponent = mc.rules("mankala24", capture_side="opponent", chain=True).position(
        pits=[M24_CHAIN.pits(0), M24_CHAIN.pits(1)], stores=[19, 20])
    assert opponent.trace("5").after.store(0) - 19 == 6 == 4 + 2
    assert "South captures 4 + 2 = 6" in _markdown()


def test_q1_the_biggest_capture_on_2_and_4() -> None:
    #        North  3  2  3  1  0  0
    #   N 12                          S 8
    #        South  0  5  4  8  1  1
    assert q1.right == ["4"] and q1.expected() == 4
    smaller = q1.check(5)  # a capture on South's own row, but only 2
    assert smaller.status == "incorrect" and "captures, but not the most" in smaller.message
    assert "makes South's pit 6 hold 2 (it held 1)" in smaller.message
    nothing = q1.check(2)  # the last seed makes North's pit 1 hold 1
    assert "pit 2 does not capture" in nothing.message
    assert "North's pit 1 hold 1, not 2 or 4" in nothing.message
    assert "cannot be played" in q1.check(1).message  # pit 1 is empty
    assert q1.check(7).status == "malformed" and q1.check([4]).status == "malformed"


def test_q1_on_a_board() -> None:
    board = q1.board()
    assert board.interactive
    board.play("5")
    assert "not the most" in q1.check(board).message and board.moves == ["5"]
    q1.answer_on(board)
    assert board.moves == ["4"] and q1.check(board)
    assert q1.check(BoardWidget(M24_EXAMPLE_1)).status == "malformed"


def test_q2_which_moves_capture() -> None:
    #        North  3  0  3  2  0  9
    #   N 8                           S 2
    #        South  1  1  7  3  9  0
    assert q2.expected() == [1, 3, 5]
    missed_the_lap = q2.check([1, 3])
    assert missed_the_lap.status == "incorrect" and "you left out pit 5" in missed_the_lap.message
    assert "makes South's pit 2 hold 2" in missed_the_lap.message
    own_row = q2.check([3, 5])  # Oware's habit: only the opponent's row
    assert "you left out pit 1" in own_row.message
    assert "makes South's pit 2 hold 2 (it held 1)" in own_row.message
    too_many = q2.check([1, 3, 4, 5])
    assert "pit 4 does not capture" in too_many.message
    assert "hold 10, not 2 or 4" in too_many.message
    assert q2.check("one, three").status == "malformed"


def test_q3_a_player_with_no_seeds() -> None:
    #        North  0  0  0  0  0  1
    #   N 23                          S 20
    #        South  0  0  0  3  0  1
    # RULES.md section 3, example 4: South's 6 captures 2; North cannot move; South takes 3
    after = M24_END.play("6")
    assert after.is_over() and after.scores() == (25, 23) and after.winner() == 0
    assert q3.expected() == (25, 23)
    assert q3.check([25, 23]).status == "correct"
    no_leftovers = q3.check((22, 23))  # the 3 seeds left counted for nobody
    assert no_leftovers.status == "incorrect" and "South scores 25, not 22" in no_leftovers.message
    assert "the game is over: North has no seeds to move" in no_leftovers.message
    assert "the 3 seeds left in South's row (pit 4) go to South's store" in no_leftovers.message
    to_the_stuck = q3.check((22, 26))  # the seeds left given to the player who cannot move
    assert to_the_stuck.status == "incorrect" and "not 22" in to_the_stuck.message
    assert q3.check(25).status == "malformed"


def test_q4_the_biggest_capture_with_a_chain_on_norths_row_only() -> None:
    #        North  1  3  4  1  3  0
    #   N 11                          S 12      captures on North's row only, the chain
    #        South  0  2  2  3  3  3
    assert q4.right == ["6"] and q4.expected() == 6
    right = q4.check(6)
    assert "makes North's pit 3 hold 2 (it held 1): South captures 2, and the chain goes back" \
        in right.message and "takes 4 from North's pit 2 (6 in all)" in right.message
    no_chain = q4.check(5)  # the biggest single pit: 4, but nothing behind it
    assert no_chain.status == "incorrect" and "captures, but not the most" in no_chain.message
    assert "makes North's pit 2 hold 4 (it held 3): South captures 4;" in no_chain.message
    own_row = q4.check(3)  # with captures on either row it would take 4 + 4 on South's own row
    assert own_row.status == "incorrect" and "pit 3 does not capture" in own_row.message
    assert ("makes South's pit 5 hold 4 (it held 3), but under these rules only the "
            "opponent's row captures") in own_row.message
    assert mc.rules("mankala24", chain=True).position(
        pits=[M24_OPPONENT_CHAIN.pits(0), M24_OPPONENT_CHAIN.pits(1)],
        stores=[12, 11]).trace("3").captured() == 8
    assert "cannot be played" in q4.check(1).message  # pit 1 is empty
    assert q4.check("six").status == "malformed"


def test_q4_on_a_board() -> None:
    board = q4.board()
    board.play("5")
    assert "not the most" in q4.check(board).message
    q4.answer_on(board)
    assert board.moves == ["6"] and q4.check(board)
    assert board.pos.store(0) == 18


def test_q5_another_move_three_players() -> None:
    #   ring: Player 1  2 0 3 0 0 8 | 16,  Player 2  1 1 1 1 1 1 | 19,  Player 3  2×6 | 6
    assert q5.right == ["6"]
    right = q5.check(6)
    assert "lands in Player 2's store, another player's store" in right.message
    short = q5.check(3)
    assert short.status == "incorrect" and "is 4 steps from Player 1's store" in short.message
    assert "not enough to reach it" in short.message
    resign = q5.check("resign")
    assert "'resign' does not give an extra move" in resign.message
    assert "Player 1 resigns and takes the 3rd place" in resign.message
    assert q5.check(0).status == "malformed"


def test_q5_on_a_board() -> None:
    board = q5.board()
    board.play("1")
    assert "does not give an extra move" in q5.check(board).message
    q5.answer_on(board)
    assert board.moves == ["6"] and q5.check(board)


def test_q6_finishing_places() -> None:
    #   Player 1  2 2 2 2 2 2 | 20,  Player 2  1 2 0 3 0 4 | 15,  Player 3  0 0 0 0 0 1 | 14
    #   Player 2 resigns, then Player 3 plays 6
    assert q6.expected() == [2, 3, 1]
    assert q6.check(["2nd", "3rd", "1st"]).status == "correct"
    last_one_in = q6.check([1, 3, 2])  # "the one who never left wins"
    assert last_one_in.status == "incorrect"
    assert "Player 1 takes the 2nd place, not the 1st" in last_one_in.message
    assert "the last player still in the game" in last_one_in.message
    by_store = q6.check([2, 1, 3])  # by the seeds in the stores (Player 2's are 25)
    assert "Player 2 takes the 3rd place, not the 1st" in by_store.message
    assert "a resigner takes the worst place still free" in by_store.message
    assert "Places do not come from the seeds in the stores" in by_store.message
    assert "so the places are: 1st Player 3, 2nd Player 1, 3rd Player 2" in by_store.message
    assert q6.check([1, 2]).status == "malformed" and q6.check([1, 2, 5]).status == "malformed"


def test_q7_seven_pits_a_row() -> None:
    #   Player 2  5 4 4 3 4 5 4 (pits 7..1) | 8
    #   Player 1  6 0 5 3 0 1 0 (pits 1..7) | 4       two players, seven pits
    assert BASIC2_SEVEN.rules.changed_options() == {"pits": 7}
    assert q7.right == ["3"]
    right = q7.check(3)
    assert "pit 3 holds 5 seeds and is 5 steps from Player 1's store" in right.message
    for pit, seeds in ((1, 6), (4, 3), (6, 1)):  # each would reach the store on a row of six
        told = q7.check(pit)
        assert told.status == "incorrect"
        assert (f"pit {pit} holds {seeds} seed{'s' if seeds > 1 else ''} and is {8 - pit} "
                f"steps from Player 1's store: not enough") in told.message
        assert "lands in Player 1's pit 7" in told.message
    assert "cannot be played" in q7.check(2).message
    assert q7.check(8).status == "malformed"


def test_q7_on_a_board() -> None:
    board = q7.board()
    board.play("4")
    assert "does not give an extra move" in q7.check(board).message
    q7.answer_on(board)
    assert board.moves == ["3"] and q7.check(board)


def test_q8_four_players_the_first_finish_ends_it() -> None:
    #   ring: Player 1  0 0 0 2 | 9,  Player 2  0 1 0 1 | 12,  Player 3  1 0 1 0 | 6,
    #         Player 4  0 0 0 4 | 11      (the game ends at the first finish)
    after = BASIC4_FIRST_FINISH.play("4")
    assert after.is_over() and after.pits(0) == (0, 0, 0, 0) and after.pits(1) == (1, 1, 0, 1)
    assert q8.expected() == [1, 3, 2, 4]
    before_the_sowing = q8.check([1, 2, 2, 4])  # Player 2's row counted before: 2, like P3's
    assert before_the_sowing.status == "incorrect"
    assert "Player 2 takes the 3rd place, not the 2nd" in before_the_sowing.message
    assert ("ranked by the seeds left in their rows, fewest first: Player 2 has 3 left "
            "(Player 3 2, Player 4 4)") in before_the_sowing.message
    most_first = q8.check([1, 3, 4, 2])  # the most seeds left first
    assert "Player 3 takes the 2nd place, not the 4th" in most_first.message
    by_store = q8.check([3, 1, 4, 2])  # by the seeds in the stores
    assert "Player 1 takes the 1st place, not the 3rd" in by_store.message
    assert "Places do not come from the seeds in the stores." in by_store.message
    assert q8.check([1, 2, 3]).status == "malformed"
    assert q8.check([1, 2, 3, 5]).status == "malformed"


def test_q9_takes_follows_the_rules() -> None:
    """The reference function agrees with the rules' own captures: a last seed that lands on
    a pit holding ``held`` on South's or North's row, under each house rule."""
    assert q9.check(takes).status == "correct"
    for where in ("any", "opponent", "own"):
        rules = mc.rules("mankala24", capture_side=where)
        for held in range(6):
            for row, target in (("own", 4), ("opponent", 9)):
                # South's pit 3 (1 seed... sown to reach the target)
                pits = [[0] * 6, [0] * 6]
                sow = target - 3
                pits[0][2] = sow
                side, pit = (0, target) if target <= 6 else (1, target - 6)
                pits[side][pit - 1] += held
                pits[1][5] += 1  # North keeps a seed, so the game goes on
                north = 48 - sum(map(sum, pits)) - 10
                pos = rules.position(pits=pits, stores=[10, north])
                trace = pos.trace("3")
                assert trace.captured() == takes(held, row, where), (where, held, row)

    def oware_habit(held: int, row: str, where: str = "any") -> int:
        return held + 1 if held in (1, 3) and row == "opponent" else 0

    told = q9.check(oware_habit)
    assert told.status == "incorrect" and "on a row that captures: it takes 2" in told.message

    def placeholder(held: int, row: str, where: str = "any") -> None:
        return None

    assert q9.check(placeholder).status == "unanswered"


def test_each_house_rule_exercise_is_played_under_its_options() -> None:
    played = {q.title: q.position.rules.changed_options() for q in (q4, q7, q8)}
    assert list(played.values()) == [
        {"capture_side": "opponent", "chain": True},
        {"pits": 7},
        {"players": 4, "pits": 4, "seeds": 3, "all_places": False},
    ]


def test_the_teachers_notes_fill_a_period() -> None:
    notes = lesson09.TEACHER
    assert sum(minutes for minutes, _ in notes.plan) == 45
    assert len(notes.misconceptions) >= 3
