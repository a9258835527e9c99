"""Bad input: the right error class, a message that quotes the input (and the position text
where there is one), and nothing changed."""

from __future__ import annotations

import pytest

import mancala_core as mc

KALAH = mc.rules("kalah")
OWARE = mc.rules("oware")
START = "kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S"


def test_every_error_is_a_value_error():
    for error in (
        mc.UnknownRulesError,
        mc.InvalidOptionError,
        mc.InvalidPositionError,
        mc.InvalidMoveError,
        mc.IllegalMoveError,
    ):
        assert issubclass(error, mc.MancalaError)
        assert issubclass(error, ValueError)


# -- rules and options ------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["chess", "Kalah", "", "kalah ", "owari"])
def test_unknown_ruleset(name):
    with pytest.raises(mc.UnknownRulesError) as caught:
        mc.rules(name)
    assert repr(name) in str(caught.value)


@pytest.mark.parametrize("name", [None, 3, b"kalah"])
def test_ruleset_name_of_the_wrong_type(name):
    with pytest.raises(mc.UnknownRulesError) as caught:
        mc.rules(name)
    assert repr(name) in str(caught.value)


@pytest.mark.parametrize(
    ("name", "option"),
    [("kalah", "grand_slam"), ("kalah", "colour"), ("oware", "swap"), ("oware", "empty_capture")],
)
def test_unknown_option(name, option):
    with pytest.raises(mc.InvalidOptionError) as caught:
        mc.rules(name, **{option: True})
    assert repr(option) in str(caught.value)


@pytest.mark.parametrize(
    ("name", "option", "value"),
    [
        ("kalah", "pits", 0),
        ("kalah", "pits", 10),
        ("kalah", "pits", -6),
        ("kalah", "seeds", 0),
        ("kalah", "seeds", 10),
        ("kalah", "end", "never"),
        ("kalah", "end", "row_empty"),
        ("kalah", "leftovers", "nobody"),
        ("oware", "pits", 1),
        ("oware", "pits", 10),
        ("oware", "seeds", 0),
        ("oware", "seeds", 12),
        ("oware", "grand_slam", "forbidden"),
        ("oware", "grand_slam", "No-capture"),
    ],
)
def test_option_out_of_range(name, option, value):
    with pytest.raises(mc.InvalidOptionError) as caught:
        mc.rules(name, **{option: value})
    assert f"{option}={value!r}" in str(caught.value)


@pytest.mark.parametrize(
    ("name", "option", "value"),
    [
        ("kalah", "pits", "6"),
        ("kalah", "pits", 6.0),
        ("kalah", "pits", True),
        ("kalah", "pits", None),
        ("kalah", "seeds", [4]),
        ("kalah", "empty_capture", 1),
        ("kalah", "empty_capture", "true"),
        ("kalah", "swap", "yes"),
        ("kalah", "swap", None),
        ("kalah", "end", 1),
        ("oware", "grand_slam", True),
        ("oware", "grand_slam", None),
        ("oware", "seeds", 4.5),
    ],
)
def test_option_of_the_wrong_type(name, option, value):
    with pytest.raises(mc.InvalidOptionError) as caught:
        mc.rules(name, **{option: value})
    assert f"{option}={value!r}" in str(caught.value)


# -- moves ----------------------------------------------------------------------------------


def assert_refused(pos: mc.Position, move: object, error: type[mc.MancalaError]) -> None:
    """``pos.play(move)`` and ``pos.trace(move)`` raise ``error``, quoting the move and the
    position, and leave ``pos`` as it was."""
    text, legal, history = pos.text(), pos.legal_moves(), pos.history
    for method in (pos.play, pos.trace, pos.move):
        with pytest.raises(error) as caught:
            method(move)  # type: ignore[arg-type]
        message = str(caught.value)
        if isinstance(move, mc.Move):
            quoted = [repr(move.text)]
        elif isinstance(move, str):
            quoted = [repr(move), repr(move.strip())]  # surrounding spaces may be dropped
        else:
            quoted = [repr(move)]
        assert any(q in message for q in quoted), message
        assert text in message, message
    assert pos.text() == text
    assert pos.legal_moves() == legal
    assert pos.history == history
    assert mc.parse(text) == pos


@pytest.mark.parametrize(
    ("setup", "move"),
    [
        # an empty pit
        (lambda: KALAH.start().play("3"), "3"),
        # North's row is empty: South 1 does not feed it
        (
            lambda: OWARE.position(
                pits=[[1, 0, 0, 3, 1, 1], [0] * 6], stores=[19, 23], to_move=0
            ),
            "1",
        ),
        # grand_slam=illegal with another move to play (example 9)
        (
            lambda: mc.rules("oware", grand_slam="illegal").position(
                pits=[[0, 0, 0, 0, 1, 2], [1, 1, 0, 0, 0, 0]], stores=[20, 23], to_move=0
            ),
            "6",
        ),
        # the game is over
        (
            lambda: KALAH.position(pits=[[0] * 6, [0] * 6], stores=[24, 24], to_move=0),
            "1",
        ),
        # swap: not for South, not after North's first move, not twice
        (lambda: mc.rules("kalah", swap=True).start(), "swap"),
        (lambda: mc.rules("kalah", swap=True).start().play("6").play("1").play("1"), "swap"),
        (lambda: mc.rules("kalah", swap=True).start().play("6").play("swap"), "swap"),
        # a Move object that is not legal here
        (lambda: KALAH.start().play("3"), mc.Move("3", 3)),
    ],
    ids=[
        "empty-pit",
        "oware-must-feed",
        "oware-grand-slam-illegal",
        "game-over",
        "swap-by-south",
        "swap-after-norths-first-move",
        "swap-twice",
        "move-object",
    ],
)
def test_illegal_move(setup, move):
    assert_refused(setup(), move, mc.IllegalMoveError)


@pytest.mark.parametrize(
    "move",
    [
        "0",
        "7",
        "",
        "   ",
        "abc",
        "-1",
        "1.5",
        "3a",
        "one",
        "swap",  # swap=false
        "²",  # a digit to str.isdigit, but not a pit number
        "٣",  # an Arabic-Indic three: not how a move is written
        mc.Move("7", 7),
        mc.Move("swap"),
    ],
)
@pytest.mark.parametrize("name", ["kalah", "oware"])
def test_malformed_move_text(name, move):
    assert_refused(mc.rules(name).start(), move, mc.InvalidMoveError)


@pytest.mark.parametrize("move", [3, None, 3.0, b"3", ["3"], ("3",)])
def test_move_of_the_wrong_type(move):
    assert_refused(KALAH.start(), move, mc.InvalidMoveError)


def test_malformed_move_in_a_finished_game_is_still_malformed():
    over = KALAH.position(pits=[[0] * 6, [0] * 6], stores=[24, 24], to_move=0)
    assert_refused(over, "7", mc.InvalidMoveError)


# -- position texts ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("", mc.InvalidPositionError),
        ("kalah", mc.InvalidPositionError),
        ("kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0", mc.InvalidPositionError),
        # negative counts, not numbers
        ("kalah -4.4.4.4.4.4:4/4.4.4.4.4.4:4 S", mc.InvalidPositionError),
        ("kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:-0 S", mc.InvalidPositionError),
        ("kalah 4.4.4.4.4.x:0/4.4.4.4.4.4:0 S", mc.InvalidPositionError),
        ("kalah 4.4.4.4.4.4.5:0/4.4.4.4.4.4:0 S", mc.InvalidPositionError),
        ("kalah 4.4..4.4.4:4/4.4.4.4.4.4:0 S", mc.InvalidPositionError),
        ("kalah 4.4.4.4.4.4:0:0/4.4.4.4.4.4:0 S", mc.InvalidPositionError),
        # wrong row length, rows, stores
        ("kalah 4.4.4.4.4:4/4.4.4.4.4.4:0 S", mc.InvalidPositionError),
        ("kalah 4.4.4.4.4.4.4:0/4.4.4.4.4:0 S", mc.InvalidPositionError),
        ("kalah[pits=4] 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S", mc.InvalidPositionError),
        ("kalah 4.4.4.4.4.4:0 S", mc.InvalidPositionError),
        ("kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0/0.0.0.0.0.0:0 S", mc.InvalidPositionError),
        ("kalah 4.4.4.4.4.4/4.4.4.4.4.4:0 S", mc.InvalidPositionError),
        # wrong seed total for the options
        ("kalah 4.4.4.4.4.4:1/4.4.4.4.4.4:0 S", mc.InvalidPositionError),
        ("kalah[seeds=3] 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S", mc.InvalidPositionError),
        ("oware[seeds=5] 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S", mc.InvalidPositionError),
        ("oware 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S seen=4.4.4.4.4.0:4/4.4.4.4.4.4:0@N",
         mc.InvalidPositionError),
        # the player to move
        ("kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 X", mc.InvalidPositionError),
        ("kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 s", mc.InvalidPositionError),
        ("kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 0", mc.InvalidPositionError),
        ("kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 South", mc.InvalidPositionError),
        # unknown or malformed fields
        ("kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S colour=red", mc.InvalidPositionError),
        ("kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S N", mc.InvalidPositionError),
        ("kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S swap=open", mc.InvalidPositionError),
        ("kalah[swap=true] 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S swap=maybe", mc.InvalidPositionError),
        ("kalah[swap=true] 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S swap=open swap=open",
         mc.InvalidPositionError),
        ("kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S seen=4.4.4.4.4.4:0/4.4.4.4.4.4:0@N",
         mc.InvalidPositionError),
        ("oware 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S swap=open", mc.InvalidPositionError),
        ("oware 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S seen=", mc.InvalidPositionError),
        ("oware 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S seen=garbage", mc.InvalidPositionError),
        ("oware 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S seen=4.4.4.4.4.4:0/4.4.4.4.4.4:0@S",
         mc.InvalidPositionError),
        ("oware 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S seen=4.4.4.4.4.4:0/4.4.4.4.4.4:0@X",
         mc.InvalidPositionError),
        # the rules label
        ("chess 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S", mc.UnknownRulesError),
        ("Kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S", mc.InvalidPositionError),
        ("kalah[ 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S", mc.InvalidPositionError),
        ("kalah[pits=12] 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S", mc.InvalidOptionError),
        ("kalah[colour=red] 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S", mc.InvalidOptionError),
        ("kalah[pits] 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S", mc.InvalidOptionError),
        ("kalah[seeds=x] 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S", mc.InvalidOptionError),
        ("kalah[seeds=3,seeds=3] 3.3.3.3.3.3:0/3.3.3.3.3.3:0 S", mc.InvalidOptionError),
        ("kalah[empty_capture=maybe] 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S", mc.InvalidOptionError),
        ("kalah[end=never] 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S", mc.InvalidOptionError),
        ("oware[grand_slam=true] 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S", mc.InvalidOptionError),
        ("oware[swap=true] 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S", mc.InvalidOptionError),
    ],
)
def test_malformed_or_inconsistent_position_text(text, error):
    with pytest.raises(error) as caught:
        mc.parse(text)
    assert repr(text) in str(caught.value)


@pytest.mark.parametrize("text", [None, 42, b"kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S", [START]])
def test_position_text_of_the_wrong_type(text):
    with pytest.raises(mc.InvalidPositionError) as caught:
        mc.parse(text)
    assert repr(text) in str(caught.value)


def test_position_constructor_refuses_bad_text_too():
    with pytest.raises(mc.InvalidPositionError) as caught:
        mc.Position("kalah 4.4.4.4.4.4:1/4.4.4.4.4.4:0 S")
    assert "'kalah 4.4.4.4.4.4:1/4.4.4.4.4.4:0 S'" in str(caught.value)


# -- set-ups ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rules", "pits", "stores", "to_move", "extra"),
    [
        # wrong numbers of rows, pits, stores
        (KALAH, [[4] * 6], [0, 0], 0, {}),
        (KALAH, [[4] * 6, [4] * 6, [0] * 6], [0, 0], 0, {}),
        (KALAH, [[4] * 5, [4] * 6], [4, 0], 0, {}),
        (KALAH, [[4] * 6, [4] * 7], [0, 0], 0, {}),
        (KALAH, [[4] * 6, [4] * 6], [0], 0, {}),
        # negative and non-integer counts
        (KALAH, [[-4, 4, 4, 4, 4, 12], [4] * 6], [0, 0], 0, {}),
        (KALAH, [[4] * 6, [4] * 6], [-1, 1], 0, {}),
        (KALAH, [[4.0, 4, 4, 4, 4, 4], [4] * 6], [0, 0], 0, {}),
        (KALAH, [["4", 4, 4, 4, 4, 4], [4] * 6], [0, 0], 0, {}),
        (KALAH, [[True, 4, 4, 4, 4, 7], [4] * 6], [0, 0], 0, {}),
        (KALAH, [[4] * 6, [4] * 6], [None, 0], 0, {}),
        # wrong seed total for the options
        (KALAH, [[4] * 6, [4] * 6], [1, 0], 0, {}),
        (mc.rules("kalah", seeds=3), [[4] * 6, [4] * 6], [0, 0], 0, {}),
        (OWARE, [[0] * 6, [0] * 6], [24, 25], 0, {}),
        # the player to move
        (KALAH, [[4] * 6, [4] * 6], [0, 0], 2, {}),
        (KALAH, [[4] * 6, [4] * 6], [0, 0], -1, {}),
        (KALAH, [[4] * 6, [4] * 6], [0, 0], "S", {}),
        (KALAH, [[4] * 6, [4] * 6], [0, 0], True, {}),
        (KALAH, [[4] * 6, [4] * 6], [0, 0], None, {}),
        # special state
        (KALAH, [[4] * 6, [4] * 6], [0, 0], 1, {"swap": "open"}),
        (mc.rules("kalah", swap=True), [[4] * 6, [4] * 6], [0, 0], 1, {"swap": "maybe"}),
        (KALAH, [[4] * 6, [4] * 6], [0, 0], 0, {"colour": "red"}),
        (OWARE, [[4] * 6, [4] * 6], [0, 0], 0, {"swap": "open"}),
    ],
)
def test_bad_set_up(rules, pits, stores, to_move, extra):
    start = rules.start().text()
    with pytest.raises(mc.InvalidPositionError) as caught:
        rules.position(pits=pits, stores=stores, to_move=to_move, **extra)
    message = str(caught.value)
    assert f"stores={stores}" in message
    assert f"to_move={to_move!r}" in message
    assert rules.start().text() == start  # the rules are unchanged


@pytest.mark.parametrize("pits", [None, 4, "444444"])
def test_set_up_pits_that_are_not_rows(pits):
    with pytest.raises(mc.InvalidPositionError) as caught:
        KALAH.position(pits=pits, stores=[0, 0], to_move=0)
    assert f"pits={pits}" in str(caught.value)
