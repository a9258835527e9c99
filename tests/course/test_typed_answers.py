"""Answers as people type them (issue 29 §3): a whole board as it is written down, places
as "N2" or "S store", words for True and False, lists typed as text; the message for a
malformed answer shows the forms it reads with the exercise's own board; and an answer
typed without its quotes is explained in words in a notebook, every other error left as
Python shows it."""

from __future__ import annotations

import linecache
from typing import Any

import pytest

import mancala_core as mc
from coursework import BoardAfter, ChooseMoves, ExtraMove, LastSeed, MultipleChoice, YesNo
from coursework.kinds.answers import board_shape, board_text, read_board_after, read_place
from coursework.kinds.quotes import forgotten_quotes, install, quoted_line

KALAH = mc.rules("kalah")
START = KALAH.start()


@pytest.mark.parametrize("typed", ["N2", "n2", "N 2", "north 2", "North 2", "North's pit 2",
                                   "north pit 2", "North2", " N2. "])
def test_north_2_in_every_form_a_person_types(typed: str) -> None:
    assert read_place(typed, START) == mc.Place(1, 2)


@pytest.mark.parametrize("typed", ["S store", "s store", "south store", "South store",
                                   "South's store"])
def test_south_store_in_every_form_a_person_types(typed: str) -> None:
    assert read_place(typed, START) == mc.Place(0)


def test_places_in_the_family_s_own_names() -> None:
    toguz = mc.rules("toguz").start()
    assert read_place("B3", toguz) == mc.Place(1, 3)
    assert read_place("W kazan", toguz) == mc.Place(0)
    assert read_place("white kazan", toguz) == mc.Place(0)
    oware = mc.rules("oware").start()
    assert read_place("S5", oware) == mc.Place(0, 5)
    # names of more than one word have no one-letter form; their own names still read
    three = mc.rules("basic", players=3).start()
    assert read_place("P3 store", three).expected.startswith("a place in quotes")
    assert read_place("Player 3 store", three) == mc.Place(2)


def test_a_place_that_cannot_be_read_names_the_forms_it_reads() -> None:
    shape = read_place("West 2", START)
    assert shape.expected == 'a place in quotes, such as "North 2", "N2", "South store" or ' \
        '"S store"'
    assert read_place("N7", START).expected.endswith("with a pit from 1 to 6")
    assert read_place("Sstore", START).expected.startswith("a place in quotes")
    # Oware sows no store: its example is a pit
    assert read_place("x", mc.rules("oware").start()).expected == \
        'a place in quotes, such as "North 2", "N2" or "South 5"'


def test_last_seed_reads_the_short_forms() -> None:
    #        North  4  4  4  4  4  4
    #   N 0                           S 0
    #        South  4  4  4  4  4  4      South plays 3: the last seed in South's store
    q = LastSeed(START, "3")
    assert q.check("S store") and q.check("south store")
    assert "North's pit 2" in q.check("N2").message
    malformed = q.check("store")
    assert malformed.status == "malformed"
    assert '"N2"' in malformed.message and '"S store"' in malformed.message


# -- a whole board

def test_the_typed_board_is_the_order_the_seeds_go_round() -> None:
    #        North  4  4  4  4  4  4        (North's pits 6..1, as the picture shows them)
    #   N 0                           S 1
    #        South  4  4  0  5  5  5      after South plays 3
    after = START.play("3")
    assert board_text(after) == "4 4 0 5 5 5 | 1 | 4 4 4 4 4 4 | 0"
    assert read_board_after(board_text(after), START) == (
        [4, 4, 0, 5, 5, 5], 1, [4, 4, 4, 4, 4, 4], 0)


@pytest.mark.parametrize("typed", [
    "4 4 4 4 4 0 | 1 | 5 5 5 4 4 4 | 0",
    "4,4,4,4,4,0|1|5,5,5,4,4,4|0",
    " 4 4 4 4 4 0 |1| 5 5 5 4 4 4 | 0 ",
    "(4 4 4 4 4 0 | 1 | 5 5 5 4 4 4 | 0)",
    ([4, 4, 4, 4, 4, 0], 1, [5, 5, 5, 4, 4, 4], 0),
    [[4, 4, 4, 4, 4, 0], 1, [5, 5, 5, 4, 4, 4], 0],
])
def test_a_board_is_read_typed_or_as_a_tuple(typed: Any) -> None:
    #        North  4  4  4  5  5  5
    #   N 0                           S 1
    #        South  4  4  4  4  4  0      after South plays 6
    q = BoardAfter(START, "6")
    assert q.check(typed), typed


def test_a_wrong_typed_board_names_its_first_wrong_place() -> None:
    q = BoardAfter(START, "6")
    q.REVEAL_AFTER = 1  # type: ignore[misc]
    forgot_store = q.check("4 4 4 4 4 0 | 0 | 5 5 5 5 4 4 | 0")
    assert "South's store should hold 1, not 0" in forgot_store.message


def test_north_s_row_written_as_the_picture_shows_it_is_named() -> None:
    q = BoardAfter(START, "6")
    mirrored = q.check("4 4 4 4 4 0 | 1 | 4 4 4 5 5 5 | 0")
    assert mirrored.status == "incorrect"
    assert mirrored.message == (
        "Not yet: North's pits look written as the picture shows them, left to right; "
        "write them from North's pit 1 (top right) to pit 6 (top left), the way the seeds "
        "go round.")


@pytest.mark.parametrize(("typed", "detail"), [
    ("4 4 4 4 4 0 | 1 | 5 5 5 4 4 4", "it has 3 parts divided by |, and a board has 4"),
    ("4 4 4 4 0 | 1 | 5 5 5 4 4 4 | 0", "South's pits should be 6 numbers, not [4, 4, 4, 4, 0]"),
    ("4 4 4 4 4 0 | 1 2 | 5 5 5 4 4 4 | 0", "'1 2' should be one number, a store's"),
    ("4 4 4 4 4 0 | one | 5 5 5 4 4 4 | 0", "'one' is not made of whole numbers"),
    (([4, 4, 4, 4, 4, 0], "1", [5, 5, 5, 4, 4, 4], 0),
     "South's store should be a whole number, not '1'"),
])
def test_a_malformed_board_shows_the_forms_with_the_exercise_s_own_board(
        typed: Any, detail: str) -> None:
    q = BoardAfter(START, "6")
    feedback = q.check(typed)
    assert feedback.status == "malformed"
    assert ("the answer should be a board in quotes: South's pits 1 to 6 | South's store | "
            "North's pits 1 to 6 | North's store, such as "
            '"4 4 4 4 4 4 | 0 | 4 4 4 4 4 4 | 0" (this is the board before the move)'
            ) in feedback.message
    assert feedback.message.endswith(detail + "."), feedback.message


def test_the_board_form_in_the_family_s_words() -> None:
    toguz = mc.rules("toguz").start()
    assert board_shape(toguz).startswith(
        "a board in quotes: White's holes 1 to 9 | White's kazan | Black's holes 1 to 9 | "
        "Black's kazan, such as \"9 9 9 9 9 9 9 9 9 | 0 | 9 9 9 9 9 9 9 9 9 | 0\"")
    q = BoardAfter(toguz, "1")
    assert q.check(q.expected()) and q.check(q.expected_board())


def test_an_oware_board_counts_the_captures_in_the_stores() -> None:
    # Oware sows no store; the places at the ends hold what each player has captured
    #        North  1  0  0  0  1  1
    #   N 22                          S 20
    #        South  0  0  0  0  1  2      South plays 6
    oware = mc.rules("oware").position(pits=[[0, 0, 0, 0, 1, 2], [1, 1, 0, 0, 0, 1]],
                                       stores=[20, 22])
    q = BoardAfter(oware, "6")  # 2 seeds into North's 1 and 2, making 2 and 2: captured
    assert q.expected() == "0 0 0 0 1 0 | 24 | 0 0 0 0 0 1 | 22"
    assert q.check("0 0 0 0 1 0 | 24 | 0 0 0 0 0 1 | 22")


# -- other kinds typed as text

def test_true_and_false_typed_as_words() -> None:
    q = YesNo(START, "3", ExtraMove())
    for typed in (True, "True", "true", "yes", "Yes."):
        assert q.check(typed), typed
    for typed in (False, "False", "no"):
        assert q.check(typed).status == "incorrect", typed
    maybe = q.check("maybe")
    assert maybe.status == "malformed" and "True or False" in maybe.message


def test_letters_typed_as_people_type_them() -> None:
    q = MultipleChoice("?", {"a": "A", "b": "B", "c": "C"}, right=["a", "c"],
                       why={"a": "yes", "b": "no", "c": "yes"}, title="t", hints=["h", "h"])
    for typed in ("a, c", "A, C", "a and c", "a) c)", ["a", "c"]):
        assert q.check(typed), typed
    assert q.check("").status == "malformed" and q.check("e").status == "malformed"


def test_a_list_of_pits_typed_as_text() -> None:
    q = ChooseMoves(START, ExtraMove())
    assert q.check("3") and q.check("[3]") and q.check("3,")
    assert "pit 4 does not give an extra move" in q.check("3, 4").message
    assert q.check("3 and 4").status == "malformed"


# -- forgotten quotes

@pytest.mark.parametrize(("line", "fixed"), [
    ("answer = b", 'answer = "b"'),
    ("answer = North 2   # a place", 'answer = "North 2"'),
    ("answer = [N2, S store]", 'answer = ["N2", "S store"]'),
    ("answer = 3 3 0 | 9 | 2 2 | 1", 'answer = "3 3 0 | 9 | 2 2 | 1"'),
    ("q1.check(b)", 'q1.check("b")'),
    ("answer = [2, 5]", "answer = [2, 5]"),
    ("answer = [\"N2\", S3]", 'answer = ["N2", "S3"]'),
    ("answer = true", 'answer = "true"'),
    ("answer = [2, 5", None),  # a bracket left open: quotes would not mend it
    ("answer = \"North 2", None),  # a quote left open
    ("answer = North 2\"", None),
])
def test_the_line_with_its_answer_in_quotes(line: str, fixed: str | None) -> None:
    assert quoted_line(line) == fixed


def _error(source: str) -> tuple[BaseException, Any]:
    """The error a cell holding ``source`` raises, with its traceback (the cell's lines
    kept where a traceback finds them, as IPython keeps a cell's)."""
    name = f"<cell {abs(hash(source))}>"
    linecache.cache[name] = (len(source), None, source.splitlines(True), name)
    try:
        exec(compile(source, name, "exec"), {})
    except (NameError, SyntaxError) as error:
        return error, error.__traceback__
    raise AssertionError(f"{source!r} raised nothing")


def test_a_bare_letter_is_explained_in_words() -> None:
    said = forgotten_quotes(*_error("answer = b"))
    assert said is not None and said.status == "malformed"
    assert str(said) == ('Put the answer in quotes: answer = "b". Without quotes Python reads '
                         "b as the name of something, and nothing in this notebook is called b.")


def test_a_bare_place_is_explained_in_words() -> None:
    said = forgotten_quotes(*_error("answer = North 2"))
    assert str(said) == ('Put the answer in quotes: answer = "North 2". Without quotes Python '
                         "reads North 2 as Python code, not as your answer.")


@pytest.mark.parametrize("source", [
    "q4.check(board4)",          # the board's cell not run yet
    "q1.check(answer)",          # the answer's line deleted
    "x = seeds_left",            # not an answer
    "def f(:\n    pass",         # a broken function, not an answer
    "answer = start_seeds",      # a function that was not defined yet
])
def test_other_errors_are_left_as_python_says_them(source: str) -> None:
    assert forgotten_quotes(*_error(source)) is None


def test_the_notebook_shows_python_s_error_and_then_the_sentence(capsys: Any) -> None:
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()
    saved = (shell.custom_exceptions, shell.CustomTB)
    try:
        shell.set_custom_exc((), None)
        assert install(shell)
        for cell, kind, sentence in (
                ("answer = North 2", "SyntaxError", 'answer = "North 2"'),
                ("answer = b", "NameError", 'answer = "b"')):
            result = shell.run_cell(cell)
            shown = capsys.readouterr().out
            assert not result.success  # still an error: the cell failed
            assert kind in shown and f"Put the answer in quotes: {sentence}." in shown
            assert shown.index(kind) < shown.index("Put the answer")
        result = shell.run_cell("1 / 0")
        shown = capsys.readouterr().out
        assert "ZeroDivisionError" in shown and "quotes" not in shown
        result = shell.run_cell("q4.check(board4)")
        shown = capsys.readouterr().out
        assert "NameError" in shown and "quotes" not in shown
    finally:
        shell.custom_exceptions, shell.CustomTB = saved


def test_a_handler_someone_else_set_is_kept() -> None:
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()
    saved = (shell.custom_exceptions, shell.CustomTB)
    try:
        shell.set_custom_exc((KeyError,), lambda *args, **kwargs: None)
        assert not install(shell)
        assert shell.custom_exceptions == (KeyError,)
    finally:
        shell.custom_exceptions, shell.CustomTB = saved


def test_a_board_of_three_players_is_typed_in_the_players_order() -> None:
    # Basic mancala for 3: Player 1 plays 5 (4 seeds): its pit 6, its store, Player 2's 1, 2
    three = mc.rules("basic", players=3).start()
    q = BoardAfter(three, "5")
    assert q.expected() == "4 4 4 4 0 5 | 1 | 5 5 4 4 4 4 | 0 | 4 4 4 4 4 4 | 0"
    assert q.check(q.expected()) and q.check(q.expected_board())
    q.REVEAL_AFTER = 1  # type: ignore[misc]
    wrong = q.check("4 4 4 4 0 5 | 1 | 5 5 4 4 4 4 | 0 | 4 4 4 4 4 5 | 0")
    assert "Player 3's pit 6 should hold 4, not 5" in wrong.message
    short = q.check("4 4 4 4 0 5 | 1 | 5 5 4 4 4 4 | 0")
    assert "it has 4 parts divided by |, and a board has 6" in short.message


def test_a_row_of_the_wrong_length_is_named_by_its_owner_s_name() -> None:
    toguz = mc.rules("toguz").start()
    q = BoardAfter(toguz, "1")
    said = q.check("0 1 1 1 1 1 1 1 1 | 0 | 9 9 9 9 9 9 9 9 | 0")
    assert said.status == "malformed"
    assert "Black's pits should be 9 numbers, not [9, 9, 9, 9, 9, 9, 9, 9]" in said.message


# -- every place and whole-board exercise of the course reads the typed forms

def _course_exercises() -> list[tuple[str, Any]]:
    import importlib

    from coursework import exercises_of
    from coursework.teacher import COURSE

    found = []
    for path in sorted(COURSE.glob("coursework/lessons/lesson[0-9][0-9].py")):
        module = importlib.import_module(f"coursework.lessons.{path.stem}")
        found += [(f"{path.stem}.{key}", q) for key, q in exercises_of(module)
                  if isinstance(q, (LastSeed, BoardAfter))]
    return found


COURSE_EXERCISES = _course_exercises()


def test_the_course_has_place_and_board_exercises() -> None:
    # 10 when written: 7 places (lessons 2, 5 three times, 8, 10, 11), 3 boards (2, 5, 8)
    assert len(COURSE_EXERCISES) >= 10
    assert sum(isinstance(q, BoardAfter) for _, q in COURSE_EXERCISES) >= 3


@pytest.mark.parametrize(("where", "q"), COURSE_EXERCISES, ids=[w for w, _ in COURSE_EXERCISES])
def test_every_place_and_board_exercise_reads_the_typed_forms(where: str, q: Any) -> None:
    from coursework.kinds.answers import short_names

    rules = q.position.rules
    if isinstance(q, BoardAfter):
        typed = [q.expected(), q.expected().replace(" | ", "|"),
                 q.expected().replace(" ", ",").replace(",|,", " | "), q.expected_board()]
    else:
        place = q.trace.last_place()
        typed = [q.expected()]
        if rules.hole_name(0, 1) is None:  # Bao's holes tell the sides by their case
            typed += [q.expected().lower(), q.expected().upper()]
        initial = {v: k for k, v in short_names(rules).items()}.get(place.player)
        if initial and rules.hole_name(0, 1) is None:
            typed.append(f"{initial}{place.pit}" if place.pit is not None
                         else f"{initial} {rules.store_word}")
    for answer in typed:
        assert q.check(answer).status == "correct", (where, answer)
