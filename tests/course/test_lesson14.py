"""Lesson 14 · Game trees and minimax: the tree the learner fills in (exercise 1) is read
from what is typed, every wrong value is explained at the lowest position where it goes
wrong (who moves there, what that player picks, then the values of its moves, then the
value), and the lesson's sentences about the trees say what minimax computes.

The tree of Kalah with 2 pits and 1 seed (South's row at the bottom, North's at the top,
read from North's left, so right to left; stores at the ends)::

             North  1  1
      N 0                 S 0          A: South to move
             South  1  1

    A --S1--> B (North to move) --N1--> D (South) --S2--> end -2
                                --N2--> E (North again: an extra move) --N1--> F (South)
                                                                   --S2--> end -2
      --S2--> C (South again: an extra move) --S1--> end +2
"""

from __future__ import annotations

from pathlib import Path

import lesson_text
import pytest

import mancala_core as mc
from coursework.kinds.trees import TreeValues, read_values
from coursework.lessons import lesson14
from coursework.lessons.lesson14 import TINY, TINY2, q1
from coursework.solving import game_tree, minimax

LESSON = Path(__file__).resolve().parents[2] / "course" / "14_game_trees.ipynb"
RIGHT = "A +2, B -2, C +2, D -2, E -2, F -2"


def _prose() -> str:
    return lesson_text.prose(LESSON)


def test_the_letters_are_the_positions_still_to_move_top_down() -> None:
    tree = q1.show()
    assert tree.blanks and list(tree.letters) == ["A", "B", "C", "D", "E", "F"]
    texts = {letter: node.position.text().split(" ", 1)[1]
             for letter, node in tree.letters.items()}
    assert texts == {"A": "1.1:0/1.1:0 S", "B": "0.2:0/1.1:0 N", "C": "1.0:1/1.1:0 S",
                     "D": "0.2:0/0.2:0 S", "E": "0.2:0/1.0:1 N", "F": "0.2:0/0.1:1 S"}
    # the values are minimax's, for South
    for node in tree.letters.values():
        v = minimax(node.position)
        assert node.value == (v if node.position.to_move == 0 else -v)
    assert q1.expected() == RIGHT


def test_the_drawn_tree_shows_letters_and_the_finished_games_values_only() -> None:
    svg = q1.show().svg()
    for letter in "ABCDEF":
        assert f"{letter} = ?" in svg
    assert "end -2" in svg and "end +2" in svg
    assert "max +2" not in svg and "min -2" not in svg
    assert 'stroke-width="5"' not in svg  # no best line drawn before it is found
    full = game_tree(TINY.start()).svg()
    assert "max +2" in full and "min -2" in full and "= ?" not in full


@pytest.mark.parametrize("typed", [
    RIGHT, "a=+2 b=-2 c=2 d=-2 e=-2 f=-2", "A: +2; B: −2; C: +2; D: −2; E: −2; F: −2",
    "+2 -2 +2 -2 -2 -2", [2, -2, 2, -2, -2, -2],
    {"A": 2, "B": -2, "C": 2, "D": -2, "E": -2, "F": -2},
    "F -2, E -2, D -2, C +2, B -2, A +2",
])
def test_the_right_values_pass_however_they_are_typed(typed: object) -> None:
    q = TreeValues(TINY.start(), title="t", hints=["h"])
    said = q.check(typed)
    assert said.status == "correct", said.message
    assert "the start is worth +2 for South, by its move S2" in said.message


@pytest.mark.parametrize("typed", [
    "A +2, B -2", "A +2 B -2 C +2 D -2 E -2 F -2 G 0", "+2 -2 +2", "two", 2,
    [2, -2, 2, -2, -2, True], "A +2, A -2, C +2, D -2, E -2, F -2",
    "A +2, B -2, C +2, D -2, E -2, F -2 and so on",
])
def test_a_malformed_answer_says_the_shape(typed: object) -> None:
    said = TreeValues(TINY.start()).check(typed)
    assert said.status == "malformed"
    assert 'the value of each letter, such as "A +2, B -1, C 0"' in said.message


def test_south_taking_the_smallest_is_explained_at_a() -> None:
    q = TreeValues(TINY.start())
    q.REVEAL_AFTER = 3  # as a learner meets it (this folder's tests reveal at once)
    said = q.check("A -2, B -2, C +2, D -2, E -2, F -2")
    assert said.status == "incorrect"
    assert "(A)" in said.message
    assert ("South moves at A and picks the move with the largest value for South, not the "
            "smallest") in said.message
    assert "S2: +2" not in said.message  # the first try does not give the values away
    second = q.check("A -2, B -2, C +2, D -2, E -2, F -2")
    assert "the moves at A lead to S1: -2, S2: +2" in second.message
    assert "A is worth" not in second.message
    third = q.check("A -2, B -2, C +2, D -2, E -2, F -2")
    assert "A is worth +2" in third.message


def test_a_value_for_north_is_explained_by_whose_values_they_are() -> None:
    said = TreeValues(TINY.start()).check("A +2, B +2, C +2, D -2, E -2, F -2")
    assert "every value in the tree is for South" in said.message


def test_the_lowest_wrong_position_is_explained_first() -> None:
    # F and B both wrong: F (lower) is explained, both are named
    said = TreeValues(TINY.start()).check("A +2, B +2, C +2, D -2, E -2, F +2")
    assert "(B, F)" in said.message
    assert "South has only one move at F" in said.message


def test_north_taking_the_largest_is_explained() -> None:
    # Kalah(2,2): some North position with moves of different values
    tree = game_tree(TINY2.start(), blanks=True)
    letter, node = next((letter, node) for letter, node in tree.letters.items()
                        if node.position.to_move == 1 and len({c.value for c in node.children}) > 1)
    q = TreeValues(TINY2.start())
    values = {k: n.value for k, n in tree.letters.items()}
    values[letter] = max(c.value for c in node.children)
    said = q.check(values)
    assert f"North moves at {letter} and picks the move with the smallest value for South" \
        in said.message


def test_read_values_reads_what_people_type() -> None:
    assert read_values("a 1 b -1", ["A", "B"]) == {"A": 1, "B": -1}
    assert read_values("1, −1", ["A", "B"]) == {"A": 1, "B": -1}
    assert read_values(None, ["A"]) is None


def test_the_lessons_sentences_say_what_minimax_computes() -> None:
    prose = _prose()
    # "South's pit 2 is an extra move and wins by 2; pit 1 lets North choose, and whatever
    # North chooses, North wins by 2. So the start is worth +2"
    start = TINY.start()
    assert start.play("2").to_move == 0 and minimax(start.play("2")) == 2
    after_1 = start.play("1")
    assert after_1.to_move == 1 and all(
        -minimax(after_1.play(m)) if after_1.play(m).to_move == 0 else minimax(after_1.play(m))
        for m in after_1.legal_moves())
    assert minimax(after_1) == 2  # for North, to move
    assert minimax(start) == 2
    assert "South's pit 2 is an extra move and wins by 2" in prose
    assert "whatever North chooses, North wins by 2. So the start is worth +2" in prose
    # Kalah(2,2): "North wins 5–3 although South moves first. The whole tree, 26 positions"
    assert minimax(TINY2.start()) == -2 and len(game_tree(TINY2.start()).nodes()) == 26
    assert "North wins 5–3 although South moves first. The whole tree, 26 positions" in prose
    # "19,114 positions for a board of 3 pits and 2 seeds"
    from coursework.solving import count_minimax

    assert count_minimax(mc.rules("kalah", pits=3, seeds=2).start()).nodes == 19_114
    assert "19,114 positions for a board of 3 pits and 2 seeds" in prose


def test_the_teachers_notes_fill_a_period() -> None:
    assert sum(minutes for minutes, _ in lesson14.TEACHER.plan) == 45
    assert len(lesson14.TEACHER.misconceptions) >= 3
