"""Lesson 10 · Congkak and Toguz Kumalak: every exercise has the answer the lesson says, the
typical wrong answers get their own explanation, malformed answers get the shape message, the
exercises answered on a board read the board, and every number the lesson states is the rules'.

Congkak's rows are drawn with South's holes 1..7 at the bottom from South's left (its store at
the left end) and North's holes at the top from North's left, so read right to left; Toguz
Kumalak's White is South and Black North.
"""

from __future__ import annotations

import re
from pathlib import Path

import lesson_text
import pytest

import mancala_core as mc
from coursework.lessons import lesson10
from coursework.lessons.lesson10 import (
    CONGKAK_LONE_SEED,
    CONGKAK_LONE_SHOWN,
    CONGKAK_MATCH_SHOWN,
    CONGKAK_RELAY,
    CONGKAK_ROUND_END,
    TOGUZ_82,
    TOGUZ_TUZDYK,
    TOGUZ_TUZDYK_SHOWN,
    WIN,
    makes_tuzdyk,
    q1,
    q2,
    q3,
    q4,
    q5,
    q6,
)

LESSON = Path(__file__).resolve().parents[2] / "course" / "10_congkak_toguz.ipynb"

POSITIONS = {
    "congkak": [CONGKAK_RELAY, CONGKAK_LONE_SHOWN, CONGKAK_LONE_SEED, CONGKAK_MATCH_SHOWN,
                CONGKAK_ROUND_END],
    "toguz": [TOGUZ_TUZDYK_SHOWN, TOGUZ_TUZDYK, TOGUZ_82],
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
    boards = sum(bool(re.search(r"BoardWidget[.(]|\.board\(|Game\(", c)) for c in code[1:])
    print(f"lesson 10: {words} words, {len(exercises)} exercises, {boards} boards")
    assert words <= 2300 and len(exercises) == 6 and boards >= 10
    minutes = int(re.search(r"\*\*Time:\*\* about (\d+) minutes", _markdown()).group(1))
    assert minutes >= words / 120 + 3 * (len(exercises) - 1)


def test_the_lessons_facts_hold() -> None:
    text = _markdown()
    # Congkak from the start: 7 moves again; 1 relays once and captures North's hole 7 (8)
    congkak = mc.rules("congkak").start()
    assert congkak.play("7").to_move == 0
    relay = congkak.trace("1")
    assert relay.taken() == 8 and relay.captured() == 9
    picks = [s for s in relay.steps if s.kind == "pick"]
    assert picks[1].place == mc.Place(1, 2) and picks[1].seeds == 8  # the relay from North 2
    assert "its seven seeds end in North's hole 2, which holds seeds, so South picks up all " \
        "eight" in text
    assert [s.note[:5] for s in relay.steps if s.kind == "pick"] == ["", "relay"]
    assert "South captures the 8 seeds of North's hole 7 facing it, and the last seed" in text
    # the lone seed stays without the empty capture
    lone = CONGKAK_LONE_SHOWN.play("6")
    assert lone.pits(0) == (0, 1, 0, 1, 1, 0, 3) and lone.store(0) == 45 and lone.to_move == 1
    # Toguz: from the start White's 2 takes Black's hole 1 (10); 1 captures nothing
    toguz = mc.rules("toguz").start()
    assert toguz.trace("2").captured() == 10 and toguz.trace("1").captured() == 0
    assert "makes Black's hole 1 hold 10: White takes all ten" in text
    # RULES.md section 6, example 2: White's 9 makes Black's hole 1 a tuzdyk
    after = TOGUZ_TUZDYK_SHOWN.play("9")
    assert mc.rules("toguz").tuzdyks(after) == (1, None) and after.store(0) == 75


def test_eighty_two_wins_as_the_lesson_says() -> None:
    """Toguz Kumalak: 82, more than half of 162, in a kazan wins at once; 81 does not end the
    game, and 81 each is a draw."""
    toguz = mc.rules("toguz")
    assert toguz.total_seeds == 162 and WIN == 82 == 162 // 2 + 1
    text = _markdown()
    assert f"A player whose kazan reaches **{WIN}**, more than half of them, has won at once" \
        in text and f"At {WIN - 1} each, the game is a draw" in text
    # White's 9 (3 stones) makes Black's hole 2 hold 2: 78 + 2 = 80, the game goes on
    assert not TOGUZ_82.play("9").is_over() and TOGUZ_82.play("9").store(0) == 80
    # the same capture from 79 reaches 81: not yet; from 80, 82: won
    for kazan, over in ((79, False), (80, True)):
        pos = toguz.position(pits=[TOGUZ_82.pits(0), TOGUZ_82.pits(1)],
                             stores=[kazan, 118 - kazan])
        after = pos.play("9")
        assert after.is_over() == over, kazan
        assert not over or after.winner() == 0
    # 81 each: a draw
    draw = toguz.position(pits=[[0] * 8 + [0], [0] * 8 + [0]], stores=[81, 81])
    assert draw.is_over() and draw.winner() is None


def test_q1_where_the_relay_ends() -> None:
    #        North  2  0  0  1  2  0  3      (holes 7..1)
    #   N 39                                S 40     (South's store at South's left)
    #        South  2  1  0  3  0  4  1      (holes 1..7; sowing goes 3, 2, 1, store, N7…)
    assert q1.expected() == "North 6"
    first_lap = q1.check("South 1")
    assert first_lap.status == "incorrect" and "(a relay)" in first_lap.message
    assert "South's hole 1, but that hole held seeds" in first_lap.message
    passed = q1.check("North 7")
    assert "North's hole 7 gets a seed, but the sowing goes on after it" in passed.message
    skipped = q1.check("north's store")
    assert "seeds never go into the opponent's store" in skipped.message
    assert "relays once (from South's hole 1)" in q1.solution().message
    assert q1.check("West 2").status == "malformed" and q1.check("North 8").status == "malformed"


def test_q2_a_capture_without_the_lone_seed() -> None:
    #        North  4  0  0  1  0  2  1      (holes 7..1)
    #   N 41                                S 41      no empty capture
    #        South  0  0  4  2  1  1  0      (holes 1..7)
    assert q2.right == ["5"]
    right = q2.check(5)
    assert "relays once (from South's hole 4)" in right.message
    assert "North's hole 7 opposite holds 4: South captures 4, and the last seed" in right.message
    lone = q2.check(4)  # would send the lone seed to the store with the empty capture
    assert lone.status == "incorrect" and "hole 4 does not capture" in lone.message
    assert ("South's own empty hole 2, and North's hole 6 opposite is empty: without the "
            "empty-capture rule the seed stays") in lone.message
    relay = q2.check(3)  # a long relay that ends on North's row
    assert "an empty hole of North's: the turn ends" in relay.message
    assert "cannot be played" in q2.check(1).message
    assert q2.check(8).status == "malformed"


def test_q2_on_a_board() -> None:
    board = q2.board()
    board.play("4")
    assert "the seed stays" in q2.check(board).message
    q2.answer_on(board)
    assert board.moves == ["5"] and q2.check(board)


def test_q3_a_new_round_of_a_match() -> None:
    #        North  0  0  0  0  0  0  0
    #   N 37                                S 56      a match
    #        South  0  0  0  0  0  2  3
    after = CONGKAK_ROUND_END.play("6")
    assert after.pits(0) == (7,) * 7 and after.store(0) == 12
    assert after.pits(1) == (7, 7, 7, 7, 7, 0, 0) and after.store(1) == 2
    assert mc.rules("congkak", rounds="match").burnt(after) == (0, 2) and after.to_move == 1
    assert q3.expected() == 2
    right = q3.check(2)
    assert "5 holes are filled with 7 seeds each out of it (35), 2 that cannot be filled are " \
        "burnt" in right.message
    no_refill = q3.check(37)  # the store as the round ended
    assert no_refill.status == "incorrect" and "not 37" in no_refill.message
    assert "the round ends and a new one starts" in no_refill.message
    all_sown = q3.check(0)  # every seed back on the board
    assert all_sown.status == "incorrect" and "the seeds over a multiple of 7 stay" \
        in all_sown.message
    assert q3.check("two").status == "malformed" and q3.check(-1).status == "malformed"
    # the lesson's own board: South 68 fills 7 holes and keeps 19, North 30 fills 4, keeps 2
    shown = CONGKAK_MATCH_SHOWN.play("6")
    assert shown.store(0) == 19 and shown.pits(1) == (7, 7, 7, 7, 0, 0, 0)
    assert shown.store(1) == 2


def test_q4_a_tuzdyk_of_your_own() -> None:
    #        Black  2  1  6  4  5  2  1  3  2     (holes 9..1)
    #   kB 56                                   kW 50    (Black's tuzdyk: White's hole 4)
    #        White  0  0  0  0  7  8 12  3  0
    assert q4.right == ["8"]
    ninth = q4.check(7)
    assert "hole 7 does not make a tuzdyk" in ninth.message
    assert "a 9th hole never becomes a tuzdyk" in ninth.message
    same_number = q4.check(6)
    assert "Black's tuzdyk is hole 4 of White's row" in same_number.message
    even = q4.check(5)
    assert "hold 4, an even number: White captures 4" in even.message
    assert "cannot be played" in q4.check(4).message  # Black's tuzdyk, always empty
    assert q4.check(10).status == "malformed"


def test_q4_on_a_board() -> None:
    board = q4.board()
    board.play("7")
    assert "9th hole" in q4.check(board).message
    q4.answer_on(board)
    assert board.moves == ["8"] and q4.check(board)
    assert mc.rules("toguz").tuzdyks(board.pos) == (1, 4)


def test_q5_eighty_two() -> None:
    #        Black  5  3  1  6  2  4  5  1  3     (holes 9..1)
    #   kB 40                                   kW 78
    #        White  0  0  0  0  0  6  2  3  3
    assert q5.right == ["8"]
    right = q5.check(8)
    assert "makes Black's hole 1 hold 4, an even number: White captures 4" in right.message
    assert "a kazan holds 82 stones or more" in right.message
    short = q5.check(9)  # a capture, but 80 is not enough
    assert short.status == "incorrect" and "hole 9 does not end the game" in short.message
    assert "White captures 2; Black's turn" in short.message
    own_row = q5.check(7)
    assert "lands in White's own hole 8" in own_row.message
    assert "cannot be played" in q5.check(1).message
    assert q5.check(0).status == "malformed"


def test_q5_on_a_board() -> None:
    board = q5.board()
    board.play("6")
    assert "does not end the game" in q5.check(board).message
    q5.answer_on(board)
    assert board.moves == ["8"] and q5.check(board) and board.pos.is_over()


def test_q6_makes_tuzdyk() -> None:
    assert q6.check(makes_tuzdyk).status == "correct"

    def any_three(hole: int, stones: int, mine: int | None, theirs: int | None) -> bool:
        return stones == 3

    told = q6.check(any_three)
    assert told.status == "incorrect" and "a player makes only one" in told.message

    def forgets_the_ninth(hole: int, stones: int, mine: int | None, theirs: int | None) -> bool:
        return stones == 3 and mine is None

    assert "a 9th hole never becomes a tuzdyk" in q6.check(forgets_the_ninth).message

    def forgets_the_number(hole: int, stones: int, mine: int | None, theirs: int | None) -> bool:
        return stones == 3 and mine is None and hole != 9

    assert "never carry the same number" in q6.check(forgets_the_number).message

    def placeholder(hole: int, stones: int, mine: int | None, theirs: int | None) -> None:
        return None

    assert q6.check(placeholder).status == "unanswered"
    assert q6.check("makes_tuzdyk").status == "malformed"


def test_makes_tuzdyk_follows_the_rules() -> None:
    """The reference agrees with the rules' own tuzdyks: White's hole 9 (2 stones) makes
    Black's hole 1 hold 3, with each owned tuzdyk the rules allow."""
    toguz = mc.rules("toguz")
    for theirs in (None, 1, 5):
        pos = toguz.position(pits=[[0] * 8 + [2], [2, 5, 0, 0, 0, 0, 0, 0, 1]],
                             stores=[72, 80], tuzdyk=(None, theirs))
        made = toguz.tuzdyks(pos.play("9"))[0] == 1
        assert made == makes_tuzdyk(1, 3, None, theirs), theirs


def test_each_house_rule_exercise_is_played_under_its_options() -> None:
    played = {q.title: q.position.rules.changed_options() for q in (q2, q3)}
    assert list(played.values()) == [{"empty_capture": False}, {"rounds": "match"}]


def test_the_teachers_notes_fill_a_period() -> None:
    notes = lesson10.TEACHER
    assert sum(minutes for minutes, _ in notes.plan) == 45
    assert len(notes.misconceptions) >= 3
