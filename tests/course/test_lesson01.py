"""Lesson 1 · Welcome: its exercises have the answers intended, explain the typical wrong
answers, and the family data and map that the lesson draws are sound."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import mancala_core as mc
from coursework import FindMove, FunctionTask, MultipleChoice
from coursework.family import family_map, family_table, game, games, land
from coursework.lessons import lesson01 as lesson
from coursework.lessons.lesson01 import q1, q2, q3, q4, q5, q6

# -- q1: quotes


def test_q1_says_what_python_does_with_each_line() -> None:
    from coursework.kinds.quotes import forgotten_quotes

    assert q1.expected() == "b"
    assert "stops with an error before the check even runs" in q1.check("a").message
    assert "nothing in the notebook is called North" in q1.check("c").message
    # what the reasons say Python does: a) cannot be read as Python, c) names nothing
    with pytest.raises(SyntaxError) as no_code:
        compile(q1.choices["a"], "<cell>", "exec")
    assert "Put the answer in quotes" in str(forgotten_quotes(no_code.value))
    with pytest.raises(NameError, match="'North' is not defined"):
        exec(q1.choices["c"], {})
    scope: dict[str, object] = {}
    exec(q1.choices["b"], scope)
    from coursework.kinds.answers import read_place

    assert read_place(scope["answer"], mc.rules("kalah").start()) == mc.Place(1, 2)


def test_the_half_page_on_typing_shows_forms_the_checks_read() -> None:
    # every form the lesson shows is one that a check reads
    from coursework.kinds.answers import read_board_after, read_place

    start = mc.rules("kalah").start()
    text = _markdown("## How to type an answer")
    for place in ('"North 2"', '"South store"', '"N2"', '"S store"'):
        assert place in text
        assert isinstance(read_place(place.strip('"'), start), mc.Place)
    board = '"4 4 4 4 4 4 | 0 | 4 4 4 4 4 4 | 0"'
    assert board in text
    assert read_board_after(board.strip('"'), start) == ([4] * 6, 0, [4] * 6, 0)


def _markdown(heading: str) -> str:
    import json

    from coursework.teacher import COURSE, cell_source

    notebook = json.loads((COURSE / "01_welcome.ipynb").read_text(encoding="utf-8"))
    found = [cell_source(c) for c in notebook["cells"]
             if c["cell_type"] == "markdown" and heading in cell_source(c)]
    assert len(found) == 1, heading
    return found[0]


def test_on_your_own_starts_the_oware_game_it_speaks_of() -> None:
    # first_game hides the Rules menu, so the lesson cannot say "choose Oware under Rules":
    # it gives a cell that starts the game of Oware
    import json

    from coursework.games import first_game
    from coursework.teacher import COURSE, cell_source

    notebook = json.loads((COURSE / "01_welcome.ipynb").read_text(encoding="utf-8"))
    text = "\n".join(cell_source(c) for c in notebook["cells"])
    assert "under **Rules**" not in text
    assert 'first_game("oware", computer=1, level="beginner")' in text
    game = first_game("oware", computer=1, level="beginner")
    assert game.board.position.startswith("oware ")  # the position text of a game of Oware
    assert game.rules_choice.layout.display == "none"
    game.close()
    assert "**Write a function** (for programmers; optional)" in text


def test_the_kinds_are_those_the_lesson_says() -> None:
    assert isinstance(q5, FindMove) and isinstance(q6, FunctionTask)
    assert all(isinstance(q, MultipleChoice) for q in (q1, q2, q3, q4))


# -- q2: what makes a mancala game


def test_q1_explains_each_wrong_choice() -> None:
    assert q2.expected() == "b"
    assert "Toguz Kumalak has 2 rows of 9" in q2.check("a").message
    assert "in Oware no seed is ever sown into a store" in q2.check("c").message
    assert "centuries" in q2.check("d").message
    assert "one more choice is right" in q2.check([]).message
    assert q2.check("e").status == "malformed"
    assert q2.check(2).status == "malformed"


# -- q3: reading the map


def test_q2_the_four_row_games_are_african_in_the_data() -> None:
    four = [g for g in games() if g.rows == 4]
    assert {g.name for g in four} == {"Bao la Kiswahili", "Omweso", "Hus"}
    assert q3.expected() == "a"
    right = q3.check("a").message
    assert all(g.name in right for g in four)
    assert "2 rows of 7 pits" in q3.check("b").message
    assert "2 rows of 9 pits" in q3.check("c").message
    assert q3.check("z").status == "malformed"


def test_q2_names_every_game_of_its_wrong_choices_correctly() -> None:
    # the reasons quote board sizes: they must agree with family.json
    for name in ("Congkak", "Dakon", "Sungka"):
        assert game(name).board == "2 × 7"
    assert game("Toguz Kumalak").board == "2 × 9"
    assert game("Kalah").board == game("Mankala 2/4").board == "2 × 6"


# -- q4: the notebook


def test_q3_explains_the_order_of_cells() -> None:
    assert q4.expected() == "b"
    assert "only when the cell `seeds = 3` is run" in q4.check("a").message
    assert "there is no error" in q4.check("c").message
    assert q4.check(["a", "b"]).status == "incorrect"
    assert q4.check(None).status == "unanswered"


# -- q5: the classic first move, on the board


def test_q4_is_pit_3_only() -> None:
    assert q5.position == mc.rules("kalah").start()
    assert q5.right == ["3"]
    four = q5.check(4)
    assert four.status == "incorrect"
    assert "3 steps from South's store" in four.message and "North's pit 1" in four.message
    six = q5.check(6)
    assert "1 step from South's store" in six.message and "North's pit 3" in six.message
    assert q5.check(7).status == "malformed"
    assert q5.check("seven").status == "malformed"


def test_q4_on_a_real_board() -> None:
    board = q5.board()
    assert q5.check(board).status == "unanswered"
    board.play("4")
    before = board.position
    wrong = q5.check(board)
    assert wrong.status == "incorrect" and "North's pit 1" in wrong.message
    assert board.position == before and board.moves == ["4"]  # the check changed nothing
    board.undo()
    board.play("3")
    assert q5.check(board)
    other = q5.board()
    q5.answer_on(other)
    assert other.moves == ["3"] and q5.check(other)
    elsewhere = mc.rules("kalah", seeds=3).start()
    from mancala_core.widgets import BoardWidget

    assert q5.check(BoardWidget(elsewhere)).status == "malformed"


# -- q6: start_seeds


def test_q5_explains_the_first_wrong_case() -> None:
    assert q6.check(lambda rows, pits, seeds: rows * pits * seeds)
    pits_only = q6.check(lambda rows, pits, seeds: rows * pits)
    assert pits_only.status == "incorrect"
    assert "returned 12, but it should be 48" in pits_only.message
    assert "12 × 4 = 48" in pits_only.message
    one_row = q6.check(lambda rows, pits, seeds: pits * seeds)
    assert "returned 24, but it should be 48" in one_row.message
    broken = q6.check(lambda rows, pits: rows)
    assert broken.status == "incorrect" and "TypeError" in broken.message
    assert q6.check(48).status == "malformed"
    assert "def start_seeds" in q6.answer_code()


def test_q5_cases_match_the_library_boards() -> None:
    # the seeds a library board holds at the start agree with the function's cases
    assert mc.rules("kalah").total_seeds == lesson._start_seeds(2, 6, 4)
    assert mc.rules("toguz").total_seeds == lesson._start_seeds(2, 9, 9)
    assert mc.rules("congkak").total_seeds == lesson._start_seeds(2, 7, 7)


def test_teacher_notes() -> None:
    assert sum(m for m, _ in lesson.TEACHER.plan) == 45
    assert len(lesson.TEACHER.misconceptions) >= 3


# -- the family data and the map


def test_every_library_name_in_the_data_is_a_game_of_the_library() -> None:
    names = [g.rules for g in games() if g.rules is not None]
    assert sorted(names) == sorted(set(names))
    assert set(names) <= set(mc.available_rules())
    assert {"kalah", "oware", "bao", "congkak", "toguz", "mankala24"} <= set(names)
    for g in games():
        if g.rules is not None:
            assert mc.rules(g.rules).pits_per_player in (g.pits, 2 * g.pits)  # Bao: 16 a side


def test_the_data_is_plausible() -> None:
    for g in games():
        assert -60 < g.lat < 80 and -180 <= g.lon <= 180, g
        assert g.rows in (2, 4) and 5 <= g.pits <= 9, g
        assert g.regions and g.note and g.label in ("left", "right", "above", "below"), g
    assert game("awale").name == "Oware" and game("KALAH").name == "Kalah"
    with pytest.raises(KeyError, match="no game"):
        game("chess")
    for name, points in land().items():
        assert len(points) >= 3, name
        assert all(-180 <= x <= 180 and -60 <= y <= 85 for x, y in points), name


def test_the_map_is_an_svg_with_every_game() -> None:
    picture = family_map(highlight="kalah")
    assert picture._repr_svg_() is picture.svg
    root = ET.fromstring(picture.svg)
    ns = "{http://www.w3.org/2000/svg}"
    groups = [e for e in root.iter(f"{ns}g") if "game" in e.get("class", "")]
    assert [e.get("data-game") for e in groups] == [g.name for g in games()]
    playable = [e.get("data-game") for e in groups if "playable" in e.get("class", "")]
    assert playable == [g.name for g in games() if g.rules is not None]
    assert len([e for e in root.iter(f"{ns}polygon") if e.get("class") == "land"]) == len(land())
    assert any(e.get("class") == "equator" for e in root.iter(f"{ns}line"))
    # each game's dot sits where its latitude and longitude say
    for g, e in zip(games(), groups, strict=True):
        dot = next(c for c in e.iter(f"{ns}circle") if c.get("r") == "6")
        assert (float(dot.get("cx", "")), float(dot.get("cy", ""))) == picture.xy(g.lon, g.lat)
    assert picture.svg.count('r="11"') == 1  # the ring on Kalah


def test_the_table_lists_every_game() -> None:
    table = family_table()
    html = table._repr_html_()
    assert all(g.name in html for g in games())
    assert 'mc.rules("toguz")' in str(table)


def test_the_first_game_shows_the_level_and_new_game_not_the_house_rules() -> None:
    # lesson 1's first game: the rules' options (leftovers, swap, the end...) are taught in
    # lesson 6, so it shows the board, Undo, Hint, the level and New game
    import json

    from coursework.games import first_game
    from coursework.teacher import COURSE, cell_source

    game = first_game("kalah", computer=1, level="beginner")
    shown = [game.level_choice, game.new_button, game.undo_button, game.hint_button]
    assert all(control.layout.display != "none" for control in shown)
    hidden = [game.rules_choice, game.option_box, game.language_choice, game.computer_choice,
              game.computer_button, game.clock_choice]
    assert all(control.layout.display == "none" for control in hidden)
    assert "leftovers" in game.option_controls  # there, for lesson 6's games; not shown here
    game.close()
    notebook = json.loads((COURSE / "01_welcome.ipynb").read_text(encoding="utf-8"))
    code = [cell_source(c) for c in notebook["cells"] if c["cell_type"] == "code"]
    assert any(source.startswith("first_game(") for source in code)
    assert not any(source.startswith("Game(") for source in code)
