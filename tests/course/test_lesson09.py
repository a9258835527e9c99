"""Lesson 9 · The wider family: every exercise has the answer the lesson says, the typical
wrong answers get their own explanation, malformed answers get the shape message, and the
exercises answered on a board read the board.

Two-row boards are drawn as South's (White's) row at the bottom, from its left, and North's
(Black's) row at the top, from North's left, so read right to left; stores at the ends.
"""

from __future__ import annotations

import pytest

import mancala_core as mc
from coursework import lesson09
from coursework.lesson09 import (
    BAO_E2,
    BAO_E13,
    BAO_LOSES,
    BASIC4_FIRST_FINISH,
    BASIC_END,
    BASIC_STORES,
    CONGKAK_LONE_SEED,
    CONGKAK_RELAY,
    CONGKAK_ROUND_END,
    M24_EXAMPLE_1,
    M24_OPPONENT_CHAIN,
    M24_THREE,
    M24_TWO_SIDES,
    TOGUZ_TUZDYK,
    laps,
    makes_tuzdyk,
    q1,
    q2,
    q3,
    q4,
    q5,
    q6,
    q7,
    q8,
    q9,
    q10,
    q11,
    q12,
    q13,
)
from mancala_core.widgets import BoardWidget

POSITIONS = {
    "mankala24": [M24_EXAMPLE_1, M24_TWO_SIDES, M24_THREE, M24_OPPONENT_CHAIN],
    "basic": [BASIC_STORES, BASIC_END, BASIC4_FIRST_FINISH],
    "congkak": [CONGKAK_RELAY, CONGKAK_LONE_SEED, CONGKAK_ROUND_END],
    "toguz": [TOGUZ_TUZDYK],
    "bao": [BAO_E2, BAO_E13, BAO_LOSES],
}
SEEDS = {"mankala24": 48, "basic": 72, "congkak": 98, "toguz": 162, "bao": 64}
#: the seeds of a set-up whose options change the count (four players, 4 pits, 3 seeds)
SEEDS_BY_LABEL = {"basic[players=4,pits=4,seeds=3,all_places=false]": 48}


def _total(pos: mc.Position) -> int:
    return sum(sum(pos.pits(p)) + pos.store(p) for p in range(pos.rules.players))


@pytest.mark.parametrize("game", sorted(POSITIONS))
def test_every_position_is_legal_for_its_game(game: str) -> None:
    for pos in POSITIONS[game]:
        seeds = SEEDS_BY_LABEL.get(pos.rules.label(), SEEDS[game])
        assert pos.rules.name == game and _total(pos) == seeds
        assert mc.parse(pos.text()) == pos


def test_the_lessons_facts_hold() -> None:
    # RULES.md section 3, example 1: South 0 2 0 3 0 0 S=10 → 0 0 1 0 0 0 S=14
    after = M24_EXAMPLE_1.play("2")
    assert after.pits(0) == (0, 0, 1, 0, 0, 0) and after.store(0) == 14 and after.to_move == 1
    # section 4, example 2 (3 players): Player 1's 6 at the start
    start = mc.rules("basic", players=3).start().play("6")
    assert start.pits(0) == (4, 4, 4, 4, 4, 0) and start.pits(1) == (5, 5, 5, 4, 4, 4)
    assert mc.rules("basic", players=3).start().play("resign").places() == (3, None, None)
    # Congkak from the start: 7 moves again; 1 relays once and captures 8 + 1
    congkak = mc.rules("congkak").start()
    assert congkak.play("7").to_move == 0
    relay = congkak.trace("1")
    assert relay.captured() == 9 and [s.note[:5] for s in relay.steps if s.kind == "pick"] == [
        "", "relay"]
    # Toguz: from the start White's 2 takes Black's hole 1 (10); 1 captures nothing
    toguz = mc.rules("toguz").start()
    assert toguz.trace("2").captured() == 10 and toguz.trace("1").captured() == 0
    # Bao: de Voogt's A7< a5<, and worked example E2's position
    bao = mc.rules("bao").start().play("A7<")
    assert bao.trace("a5<").captured() == 1
    assert BAO_E2.pits(0)[:8] == (0, 1, 0, 1, 8, 0, 0, 0)
    assert BAO_E2.pits(1)[:8] == (0, 1, 1, 0, 7, 3, 2, 0)


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
    assert q2.check("1, 3, 5").status == "malformed"


def test_q3_another_move_three_players() -> None:
    #   ring: Player 1  2 0 3 0 0 8 | 16,  Player 2  1 1 1 1 1 1 | 19,  Player 3  2×6 | 6
    assert q3.right == ["6"]
    right = q3.check(6)
    assert "lands in Player 2's store, another player's store" in right.message
    short = q3.check(3)
    assert short.status == "incorrect" and "is 4 steps from Player 1's store" in short.message
    assert "not enough to reach it" in short.message
    resign = q3.check("resign")
    assert "'resign' does not give an extra move" in resign.message
    assert "Player 1 resigns and takes the 3rd place" in resign.message
    assert q3.check(0).status == "malformed"


def test_q3_on_a_board() -> None:
    board = q3.board()
    board.play("1")
    assert "does not give an extra move" in q3.check(board).message
    q3.answer_on(board)
    assert board.moves == ["6"] and q3.check(board)


def test_q4_finishing_places() -> None:
    #   Player 1  2 2 2 2 2 2 | 20,  Player 2  1 2 0 3 0 4 | 15,  Player 3  0 0 0 0 0 1 | 14
    #   Player 2 resigns, then Player 3 plays 6
    assert q4.expected() == [2, 3, 1]
    assert q4.check(["2nd", "3rd", "1st"]).status == "correct"
    last_one_in = q4.check([1, 3, 2])  # "the one who never left wins"
    assert last_one_in.status == "incorrect"
    assert "Player 1 takes the 2nd place, not the 1st" in last_one_in.message
    assert "the last player still in the game" in last_one_in.message
    by_store = q4.check([2, 1, 3])  # by the seeds in the stores (Player 2's are 25)
    assert "Player 2 takes the 3rd place, not the 1st" in by_store.message
    assert "a resigner takes the worst place still free" in by_store.message
    assert "Places do not come from the seeds in the stores" in by_store.message
    assert "so the places are: 1st Player 3, 2nd Player 1, 3rd Player 2" in by_store.message
    assert q4.check([1, 2]).status == "malformed" and q4.check([1, 2, 5]).status == "malformed"


def test_q5_where_the_relay_ends() -> None:
    #        North  2  0  0  1  2  0  3      (holes 7..1)
    #   N 39                                S 40     (South's store at South's left)
    #        South  2  1  0  3  0  4  1      (holes 1..7; sowing goes 3, 2, 1, store, N7…)
    assert q5.expected() == "North 6"
    first_lap = q5.check("South 1")
    assert first_lap.status == "incorrect" and "(a relay)" in first_lap.message
    assert "South's hole 1, but that hole held seeds" in first_lap.message
    passed = q5.check("North 7")
    assert "North's hole 7 gets a seed, but the sowing goes on after it" in passed.message
    skipped = q5.check("north's store")
    assert "seeds never go into the opponent's store" in skipped.message
    assert "relays once (from South's hole 1)" in q5.solution().message
    assert q5.check("West 2").status == "malformed" and q5.check("North 8").status == "malformed"


def test_q6_a_tuzdyk_of_your_own() -> None:
    #        Black  2  1  6  4  5  2  1  3  2     (holes 9..1)
    #   kB 56                                   kW 50    (Black's tuzdyk: White's hole 4)
    #        White  0  0  0  0  7  8 12  3  0
    assert q6.right == ["8"]
    ninth = q6.check(7)
    assert "hole 7 does not make a tuzdyk" in ninth.message
    assert "a 9th hole never becomes a tuzdyk" in ninth.message
    same_number = q6.check(6)
    assert "Black's tuzdyk is hole 4 of White's row" in same_number.message
    even = q6.check(5)
    assert "hold 4, an even number: White captures 4" in even.message
    assert "cannot be played" in q6.check(4).message  # Black's tuzdyk, always empty
    assert q6.check(10).status == "malformed"


def test_q6_on_a_board() -> None:
    board = q6.board()
    board.play("7")
    assert "9th hole" in q6.check(board).message
    q6.answer_on(board)
    assert board.moves == ["8"] and q6.check(board)
    after = board.pos
    assert mc.rules("toguz").tuzdyks(after) == (1, 4)


def test_q7_capture_relay_safari() -> None:
    assert q7.expected() == "B3"
    assert q7.check("South B3").status == "correct"
    assert q7.check("South's hole B3").status == "correct"
    relay = q7.check("A2")  # where the captured seeds' sowing ends
    assert relay.status == "incorrect" and "(a relay)" in relay.message
    nyumba = q7.check("A5")  # where the relay ends: the nyumba, but safari goes on
    assert "the nyumba, but with + (safari)" in nyumba.message
    wrong_side = q7.check("b3")
    assert "North's hole b3 is not where the move from South's hole A2 ends" in wrong_side.message
    assert q7.check("C3").status == "malformed"


def test_q13_makes_tuzdyk() -> None:
    assert q13.check(makes_tuzdyk).status == "correct"

    def any_three(hole: int, stones: int, mine: int | None, theirs: int | None) -> bool:
        return stones == 3

    told = q13.check(any_three)
    assert told.status == "incorrect" and "a 9th hole never becomes a tuzdyk" in told.message

    def forgets_the_number(hole: int, stones: int, mine: int | None, theirs: int | None) -> bool:
        return stones == 3 and mine is None and hole != 9

    assert "never carry the same number" in q13.check(forgets_the_number).message

    def placeholder(hole: int, stones: int, mine: int | None, theirs: int | None) -> None:
        return None

    assert q13.check(placeholder).status == "unanswered"
    assert q13.check("makes_tuzdyk").status == "malformed"


def test_each_house_rule_exercise_is_played_under_its_options() -> None:
    # each option set to something else than its default (tests/test_course.py checks the
    # table's promise; this says which exercise plays which)
    played = {q.title: q.position.rules.changed_options() for q in (q8, q9, q10, q11, q12)}
    assert list(played.values()) == [
        {"capture_side": "opponent", "chain": True},
        {"players": 4, "pits": 4, "seeds": 3, "all_places": False},
        {"empty_capture": False},
        {"rounds": "match"},
        {"lap_cap": 30, "never_ending": "loses"},
    ]


def test_q8_the_biggest_capture_with_a_chain_on_norths_row_only() -> None:
    #        North  1  3  4  1  3  0
    #   N 11                          S 12      capture_side=opponent, chain=true
    #        South  0  2  2  3  3  3
    assert q8.right == ["6"] and q8.expected() == 6
    right = q8.check(6)
    assert "makes North's pit 3 hold 2 (it held 1): South captures 2, and the chain goes back" \
        in right.message and "takes 4 from North's pit 2 (6 in all)" in right.message
    no_chain = q8.check(5)  # the biggest single pit: 4, but nothing behind it
    assert no_chain.status == "incorrect" and "captures, but not the most" in no_chain.message
    assert "makes North's pit 2 hold 4 (it held 3): South captures 4;" in no_chain.message
    own_row = q8.check(3)  # with capture_side=any it would take 4 + 4 on South's own row
    assert own_row.status == "incorrect" and "pit 3 does not capture" in own_row.message
    assert ("makes South's pit 5 hold 4 (it held 3), but under these rules only the "
            "opponent's row captures") in own_row.message
    assert mc.rules("mankala24", chain=True).position(
        pits=[M24_OPPONENT_CHAIN.pits(0), M24_OPPONENT_CHAIN.pits(1)],
        stores=[12, 11]).trace("3").captured() == 8
    assert "cannot be played" in q8.check(1).message  # pit 1 is empty
    assert q8.check("six").status == "malformed"


def test_q8_on_a_board() -> None:
    board = q8.board()
    board.play("5")
    assert "not the most" in q8.check(board).message
    q8.answer_on(board)
    assert board.moves == ["6"] and q8.check(board)
    assert board.pos.store(0) == 18


def test_q9_four_players_the_first_finish_ends_it() -> None:
    #   ring: Player 1  0 0 0 2 | 9,  Player 2  0 1 0 1 | 12,  Player 3  1 0 1 0 | 6,
    #         Player 4  0 0 0 4 | 11      (all_places=false)
    after = BASIC4_FIRST_FINISH.play("4")
    assert after.is_over() and after.pits(0) == (0, 0, 0, 0) and after.pits(1) == (1, 1, 0, 1)
    assert q9.expected() == [1, 3, 2, 4]
    before_the_sowing = q9.check([1, 2, 2, 4])  # Player 2's row counted before: 2, like P3's
    assert before_the_sowing.status == "incorrect"
    assert "Player 2 takes the 3rd place, not the 2nd" in before_the_sowing.message
    assert ("ranked by the seeds left in their rows, fewest first: Player 2 has 3 left "
            "(Player 3 2, Player 4 4)") in before_the_sowing.message
    most_first = q9.check([1, 3, 4, 2])  # the most seeds left first
    assert "Player 3 takes the 2nd place, not the 4th" in most_first.message
    by_store = q9.check([3, 1, 4, 2])  # by the seeds in the stores
    assert "Player 1 takes the 1st place, not the 3rd" in by_store.message
    assert "Places do not come from the seeds in the stores." in by_store.message
    assert "the game is over: Player 1 finishes first (all_places=false)" in by_store.message
    assert q9.check([1, 2, 3]).status == "malformed"
    assert q9.check([1, 2, 3, 5]).status == "malformed"


def test_q10_a_capture_without_the_lone_seed() -> None:
    #        North  4  0  0  1  0  2  1      (holes 7..1)
    #   N 41                                S 41      empty_capture=false
    #        South  0  0  4  2  1  1  0      (holes 1..7)
    assert q10.right == ["5"]
    right = q10.check(5)
    assert "relays once (from South's hole 4)" in right.message
    assert "North's hole 7 opposite holds 4: South captures 4, and the last seed" in right.message
    lone = q10.check(4)  # would send the lone seed to the store with empty_capture=true
    assert lone.status == "incorrect" and "hole 4 does not capture" in lone.message
    assert ("South's own empty hole 2, and North's hole 6 opposite is empty: without the "
            "empty-capture rule the seed stays") in lone.message
    relay = q10.check(3)  # a long relay that ends on North's row
    assert "an empty hole of North's: the turn ends" in relay.message
    assert "cannot be played" in q10.check(1).message
    assert q10.check(8).status == "malformed"


def test_q10_on_a_board() -> None:
    board = q10.board()
    board.play("4")
    assert "the seed stays" in q10.check(board).message
    q10.answer_on(board)
    assert board.moves == ["5"] and q10.check(board)


def test_q11_a_new_round_of_a_match() -> None:
    #        North  0  0  0  0  0  0  0
    #   N 37                                S 56      rounds=match
    #        South  0  0  0  0  0  2  3
    after = CONGKAK_ROUND_END.play("6")
    assert after.pits(0) == (7,) * 7 and after.store(0) == 12
    assert after.pits(1) == (7, 7, 7, 7, 7, 0, 0) and after.store(1) == 2
    assert mc.rules("congkak", rounds="match").burnt(after) == (0, 2) and after.to_move == 1
    assert q11.expected() == 2
    right = q11.check(2)
    assert "5 holes are filled with 7 seeds each out of it (35), 2 that cannot be filled are " \
        "burnt" in right.message
    no_refill = q11.check(37)  # the store as the round ended
    assert no_refill.status == "incorrect" and "not 37" in no_refill.message
    assert "the round ends and a new one starts" in no_refill.message
    all_sown = q11.check(0)  # every seed back on the board
    assert all_sown.status == "incorrect" and "the seeds over a multiple of 7 stay" \
        in all_sown.message
    assert q11.check("two").status == "malformed" and q11.check(-1).status == "malformed"


def test_q12_never_ending_moves_and_a_lap_cap() -> None:
    # BAO.md E13 under never_ending=loses, lap_cap=30: A1< never ends, A7> takes 38 laps
    assert BAO_E13 == mc.parse(BAO_E13.text())
    assert "A1<" not in {m.text for m in BAO_E13.legal_moves()}  # the default: illegal
    assert laps("A7>") == 38 and laps("A2<") == 29 and laps("A1<") is None
    assert q12.expected() == ["A1<", "A7>"]
    assert q12.check(["A7>", "A1<"]).status == "correct"
    no_cap = q12.check(["A1<"])  # only the truly never-ending move
    assert no_cap.status == "incorrect" and "you left out move A7>" in no_cap.message
    assert ("Without the cap A7> would end after 38 laps: a cap of 30 laps calls a real "
            "move never-ending") in no_cap.message
    assert "lap_cap" not in no_cap.message and "never_ending" not in no_cap.message
    illegal = q12.check([])  # the default rule: a never-ending move is not a move at all
    assert "you left out move A1<" in illegal.message
    assert "under these rules South may play it, and loses at once" in illegal.message
    assert "it truly never ends" in illegal.message
    long_but_ends = q12.check(["A1<", "A7>", "A2<"])
    assert "move A2< does not lose at once" in long_but_ends.message
    assert "A2< ends after 29 laps, within the cap of 30 laps" in long_but_ends.message
    assert "cannot be played" in q12.check(["A6<"]).message  # A6 is empty
    assert q12.check(["A9<"]).status == "malformed"
    assert q12.check("A1<, A7>").status == "malformed"
    after = BAO_LOSES.play("A1<")
    assert after.is_over() and after.winner() == 1 and after.cells == BAO_LOSES.cells


def test_the_teachers_notes_fill_a_period() -> None:
    notes = lesson09.TEACHER
    assert sum(minutes for minutes, _ in notes.plan) == 45
    assert len(notes.misconceptions) >= 3
