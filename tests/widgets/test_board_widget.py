"""The board widget from the Python side: traits, requests, undo/redo, hints, pictures.

Requests are fed through ``_handle_custom_msg``, the path a message from the
browser takes; whatever a request holds, a refusal changes nothing but
``message``.
"""

from __future__ import annotations

import html
import json
import re
import sys
import types
from collections.abc import Iterator
from typing import Any

import pytest
import traitlets

import mancala_core as mc
from mancala_core.rules.explain import step_reasons
from mancala_core.widgets import BoardWidget, Game, _search
from mancala_core.widgets.game import NOBODY

START = "kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S"
AFTER_3 = "kalah 4.4.0.5.5.5:1/4.4.4.4.4.4:0 S"


def send(board: BoardWidget, content: Any) -> None:
    """Deliver ``content`` as the browser would."""
    board._handle_custom_msg(content, [])


def info(game: Game) -> str:
    """The note under a game's board, as text."""
    return html.unescape(game.info_html.value)


def snapshot(board: BoardWidget) -> dict[str, Any]:
    """Everything a refused request must leave alone."""
    return {
        "position": board.position,
        "last_trace": board.last_trace,
        "legal": board.legal,
        "board": board._board,
        "moves": board.moves,
        "can_redo": board.can_redo(),
    }


@pytest.fixture
def board() -> BoardWidget:
    return BoardWidget("kalah")


# -- construction and traits -----------------------------------------------------


@pytest.mark.parametrize(
    ("given", "text"),
    [
        (None, START),
        ("kalah", START),
        (START, START),
        ("  " + START + "  ", START),
        ("kalah[seeds=3]", "kalah[seeds=3] 3.3.3.3.3.3:0/3.3.3.3.3.3:0 S"),
        ("oware", "oware 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S"),
        (mc.rules("kalah", pits=4), "kalah[pits=4] 4.4.4.4:0/4.4.4.4:0 S"),
        (mc.rules("kalah").start().play("3"), AFTER_3),
    ],
)
def test_board_accepts_positions_rules_texts_and_names(given: Any, text: str) -> None:
    board = BoardWidget(given)
    assert board.position == text
    assert board.pos == mc.parse(text)
    assert board.interactive is True  # a board takes clicks unless it is a figure
    assert board.show_undo is True
    assert board.last_trace == []
    assert board.legal == [m.text for m in board.pos.legal_moves()]


@pytest.mark.parametrize("given", ["chess", "kalah 4.4:0/4.4:0 S", "kalah[seeds=99]", 42])
def test_board_refuses_what_is_not_a_position(given: Any) -> None:
    with pytest.raises(mc.MancalaError):
        BoardWidget(given)


def test_position_trait_refuses_bad_text_and_keeps_the_position(board: BoardWidget) -> None:
    board.play("3")
    before = snapshot(board)
    for bad in ("nonsense", "kalah 4.4.4:0/4.4.4.4.4.4:0 S", "kalah 9.4.4.4.4.4:0/4.4.4.4.4.4:0 S"):
        with pytest.raises(traitlets.TraitError, match="position"):
            board.position = bad
        assert snapshot(board) == before


def test_setting_the_position_trait_is_a_set_up(board: BoardWidget) -> None:
    board.play("3")
    board.position = "kalah 0.0.0.0.0.1:20/4.4.4.4.4.4:3 S"
    assert board.position == "kalah 0.0.0.0.0.1:20/4.4.4.4.4.4:3 S"
    assert board.pos.pits(0) == (0, 0, 0, 0, 0, 1)
    assert board.legal == ["6"]
    assert board.moves == [] and not board.can_undo()
    assert board.last_trace == []


@pytest.mark.parametrize("speed", [-1, 61, 1000])
def test_animation_speed_is_checked(board: BoardWidget, speed: float) -> None:
    with pytest.raises(traitlets.TraitError, match="animation_speed"):
        board.animation_speed = speed
    assert board.animation_speed == 6.0


def test_animation_speed_zero_turns_the_animation_off(board: BoardWidget) -> None:
    board.animation_speed = 0
    assert board.animation_speed == 0.0


@pytest.mark.parametrize("pause", [-0.5, 10.5, 100])
def test_the_pause_after_a_move_is_checked(board: BoardWidget, pause: float) -> None:
    with pytest.raises(traitlets.TraitError, match="pause"):
        board.pause = pause
    assert board.pause == 0.0
    board.pause = 1.5
    assert board.pause == 1.5


NORTH_TO_MOVE = "kalah 1.2.3.4.5.6:7/0.9.0.1.0.2:8 N"


def test_bottom_is_south_unless_said_and_travels_to_the_view(board: BoardWidget) -> None:
    assert board.bottom == 0 and board.get_state()["bottom"] == 0
    north = BoardWidget(NORTH_TO_MOVE, bottom=1)
    assert north.bottom == 1 and north.get_state()["bottom"] == 1
    board.bottom = 1
    assert board.get_state()["bottom"] == 1
    board.bottom = 0
    assert board.bottom == 0
    board.bottom = 1.0  # type: ignore[assignment]  # traitlets' Int takes a whole float
    assert board.bottom == 1 and isinstance(board.bottom, int)


@pytest.mark.parametrize("value", [2, -1, 7, True, False, 1.5, "1", None])
def test_a_bottom_that_is_not_a_player_is_refused_and_changes_nothing(value: Any) -> None:
    board = BoardWidget(NORTH_TO_MOVE, bottom=1)
    before = snapshot(board)
    with pytest.raises(traitlets.TraitError, match="bottom"):
        board.bottom = value
    assert board.bottom == 1 and snapshot(board) == before
    with pytest.raises(traitlets.TraitError, match="bottom"):
        BoardWidget(NORTH_TO_MOVE, bottom=value)


def test_a_bottom_refused_says_which_players_there_are() -> None:
    with pytest.raises(traitlets.TraitError) as error:
        BoardWidget("kalah", bottom=2)
    assert str(error.value) == "bottom=2 is not a player of kalah: give 0 (South) or 1 (North)"


def test_bottom_takes_any_player_of_a_ring_and_south_comes_back_with_fewer_players() -> None:
    ring = BoardWidget("basic[players=4]", bottom=3)
    assert ring.bottom == 3
    assert 'data-bottom="3"' in ring.svg()
    ring.new_game("kalah")
    assert ring.bottom == 0 and ring.pos.rules.name == "kalah"
    ring.bottom = 1
    ring.set_position("basic[players=3]")
    assert ring.bottom == 1  # still a player


def test_with_north_at_the_bottom_a_click_still_plays_the_pit_clicked() -> None:
    board = BoardWidget(NORTH_TO_MOVE, bottom=1)
    send(board, {"type": "move", "move": "2", "player": 1})
    assert board.moves == ["2"] and board.last_move is not None
    assert board.last_move.before.to_move == 1
    assert board.position == mc.parse(NORTH_TO_MOVE).play("2").text()
    assert board.bottom == 1  # moves leave the bottom where it is


def test_the_static_picture_follows_bottom() -> None:
    board = BoardWidget(NORTH_TO_MOVE, bottom=1)
    data, _metadata = board._repr_mimebundle_()
    svg = data["image/svg+xml"]
    assert svg == board.svg() == mc.render.board_svg(board.pos, bottom=1)
    assert 'data-bottom="1"' in svg
    board.bottom = 0
    assert board.svg() == mc.render.board_svg(board.pos)


def test_repr_with_bottom_pastes_back() -> None:
    board = BoardWidget(NORTH_TO_MOVE, bottom=1)
    assert repr(board) == f"BoardWidget({NORTH_TO_MOVE!r}, bottom=1)"
    again = eval(repr(board), {"BoardWidget": BoardWidget})
    assert again.bottom == 1 and again.pos == board.pos
    figure = BoardWidget.showing(NORTH_TO_MOVE, "2", bottom=1)
    assert repr(figure) == f"BoardWidget.showing({NORTH_TO_MOVE!r}, '2', bottom=1)"
    assert eval(repr(figure), {"BoardWidget": BoardWidget}).bottom == 1


def test_marks_tag_places_of_the_position_shown_until_the_next_move(
        board: BoardWidget) -> None:
    board.mark(1, 3, "look here")
    board.mark(0, None, "your store")
    assert [m for m in board._board["marks"] if m["kind"] == "note"] == [
        {"player": 1, "pit": 3, "kind": "note", "label": "look here"},
        {"player": 0, "pit": None, "kind": "note", "label": "your store"}]
    board.mark(1, 3, "here")  # the same place again: one mark, the new label
    assert [m["label"] for m in board._board["marks"]] == ["your store", "here"]
    board.play("3")
    assert board._board["marks"] == []
    board.mark(1, 2, "x")
    board.clear_marks()
    assert board._board["marks"] == []


@pytest.mark.parametrize(("player", "pit", "label", "reason"), [
    (2, 1, "x", "players are 0-1"), (True, 1, "x", "players are 0-1"),
    (0, 0, "x", "pits are 1-6"), (0, 7, "x", "pits are 1-6"), (0, "3", "x", "pits are 1-6"),
    (0, 1, "", "a label of 1-40"), (0, 1, "x" * 41, "a label of 1-40"),
])
def test_a_bad_mark_is_refused_and_changes_nothing(
        board: BoardWidget, player: Any, pit: Any, label: Any, reason: str) -> None:
    board.mark(0, 2, "kept")
    before = snapshot(board)
    with pytest.raises(mc.MancalaError, match=reason):
        board.mark(player, pit, label)
    assert snapshot(board) == before


def test_board_data_for_the_view() -> None:
    board = BoardWidget(mc.rules("kalah").start().play("3").play("6"))
    data = board._board
    assert data["rows"] == [[4, 4, 0, 5, 5, 0], [5, 5, 5, 5, 4, 4]]
    assert data["stores"] == [2, 0]
    assert data["sides"] == ["South", "North"]
    assert data["to_move"] == 1 and data["pits"] == 6 and data["players"] == 2
    assert data["over"] is False and data["winner"] is None
    json.dumps(data)  # it travels as JSON


# -- moves from the view ---------------------------------------------------------


def test_a_legal_click_plays_the_move(board: BoardWidget) -> None:
    send(board, {"type": "move", "move": "3"})
    assert board.position == AFTER_3
    assert board.message == ""
    assert board.moves == ["3"]
    kinds = [step["kind"] for step in board.last_trace]
    assert kinds == ["pick", "sow", "sow", "sow", "sow", "extra-move"]
    assert board.last_trace[0]["place"] == {"player": 0, "pit": 3}
    assert board.last_trace[-2]["place"] == {"player": 0, "pit": None}
    # each step's caption is its reason, from mancala_core.rules.explain
    assert board.last_trace[0]["text"] == "South picks up the 4 seeds of South's pit 3"
    assert [s["text"] for s in board.last_trace] == step_reasons(mc.parse(START).trace("3"))
    json.dumps(board.last_trace)
    assert board._board["before"] == START
    assert board._board["last"] == {"player": 0, "pit": 3}


def test_captures_and_skips_travel_in_the_trace() -> None:
    board = BoardWidget("kalah 0.0.0.0.0.9:0/4.4.4.4.4.4:15 S", interactive=True)
    send(board, {"type": "move", "move": "6"})
    kinds = [step["kind"] for step in board.last_trace]
    assert "skip" in kinds  # North's store
    assert board.last_trace[kinds.index("skip")]["note"] == "the opponent's store"
    board = BoardWidget("kalah 1.0.4.4.4.4:0/4.4.4.4.4.4:7 S", interactive=True)
    send(board, {"type": "move", "move": "1"})
    captures = [step for step in board.last_trace if step["kind"] == "capture"]
    assert [c["seeds"] for c in captures] == [4, 1]
    assert board.pos.store(0) == 5


MALFORMED: list[tuple[Any, str]] = [
    ("3", "not a JSON object"),
    (["move", "3"], "not a JSON object"),
    (None, "not a JSON object"),
    (3, "not a JSON object"),
    ({}, "unknown type"),
    ({"move": "3"}, "unknown type"),
    ({"type": "teleport", "move": "3"}, "unknown type 'teleport'"),
    ({"type": ["move"], "move": "3"}, "unknown type"),
    ({"type": "move"}, "a move text such as '3'"),
    ({"type": "move", "move": 3}, "a move text such as '3'"),
    ({"type": "move", "move": None}, "a move text such as '3'"),
    ({"type": "move", "move": ""}, "a move text such as '3'"),
    ({"type": "move", "move": "3" * 1000}, "a move text such as '3'"),
    ({"type": "move", "move": "3", "player": 2}, "player=2"),
    ({"type": "move", "move": "3", "player": "0"}, "player='0'"),
    ({"type": "move", "move": "3", "player": True}, "player=True"),
    ({"type": "move", "move": "3", "player": 1}, "It is South's turn: North's pits cannot"),
    ({"type": "move", "move": "9"}, "'9' is not a move of kalah (a pit number 1..6)"),
    ({"type": "move", "move": "0"}, "is not a move of kalah"),
    ({"type": "move", "move": "store"}, "is not a move of kalah"),
    ({"type": "move", "move": "swap"}, "is not a move of kalah"),
]


@pytest.mark.parametrize(("content", "reason"), MALFORMED)
def test_malformed_requests_change_nothing(
    board: BoardWidget, content: Any, reason: str
) -> None:
    board.play("3")
    board.undo()  # something to redo, which a refusal must keep
    before = snapshot(board)
    send(board, content)
    assert snapshot(board) == before
    assert reason in board.message


def test_a_click_names_the_owner_of_its_pit(board: BoardWidget) -> None:
    send(board, {"type": "move", "move": "3", "player": 0})
    assert board.position == AFTER_3
    send(board, {"type": "move", "move": "6", "player": 0})
    send(board, {"type": "move", "move": "2", "player": 1})
    assert board.moves == ["3", "6", "2"]


def test_an_illegal_move_is_refused_with_the_reason(board: BoardWidget) -> None:
    board.play("3")
    before = snapshot(board)
    send(board, {"type": "move", "move": "3"})
    assert snapshot(board) == before
    assert board.message == (
        "Pit 3 cannot be played: South's pit 3 is empty; legal moves are 1 2 4 5 6"
    )
    assert "kalah 4.4" not in board.message  # no position text for the learner
    send(board, {"type": "move", "move": "4"})
    assert board.message == "" and board.moves == ["3", "4"]


def test_no_move_after_the_game_is_over() -> None:
    board = BoardWidget("kalah 0.0.0.0.0.1:22/4.4.4.4.4.4:1 S", interactive=True)
    send(board, {"type": "move", "move": "6"})
    assert board.pos.is_over() and board.legal == []
    assert board._board["over"] is True and board._board["winner"] == 1
    assert board.last_trace[-1]["kind"] == "end"
    before = snapshot(board)
    send(board, {"type": "move", "move": "1"})
    assert snapshot(board) == before
    assert board.message == "The game is over: start a new game or undo."


def test_a_figure_takes_no_moves() -> None:
    board = BoardWidget("kalah", interactive=False)
    before = snapshot(board)
    send(board, {"type": "move", "move": "3"})
    assert snapshot(board) == before
    assert "figure" in board.message


def test_the_computers_side_takes_no_clicks(board: BoardWidget) -> None:
    board.computer_sides = frozenset({0})
    send(board, {"type": "move", "move": "3"})
    assert board.position == START
    assert board.message == "Wait: the computer plays South."


def test_an_error_inside_a_request_does_not_escape(
    board: BoardWidget, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(content: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(board, "request", broken)
    send(board, {"type": "move", "move": "3"})
    assert "Internal error" in board.message and "boom" in board.message


def test_the_pie_rule_swap_is_a_move() -> None:
    board = BoardWidget(mc.rules("kalah", swap=True), interactive=True)
    send(board, {"type": "move", "move": "1"})
    assert "swap" in board.legal
    send(board, {"type": "move", "move": "swap"})
    assert board.message == ""
    assert [s["kind"] for s in board.last_trace] == ["swap"]
    send(board, {"type": "move", "move": "swap"})
    assert "Move 'swap' cannot be played" in board.message


# -- undo from the view --------------------------------------------------------------


def test_an_undo_request_takes_back_the_last_move(board: BoardWidget) -> None:
    assert board._board["can_undo"] is False
    send(board, {"type": "move", "move": "3"})
    assert board._board["can_undo"] is True
    send(board, {"type": "move", "move": "6"})
    send(board, {"type": "undo"})
    assert board.position == AFTER_3 and board.moves == ["3"] and board.message == ""
    assert board.last_trace == []  # taking back is not animated
    assert board._board["can_undo"] is True and board.can_redo()
    send(board, {"type": "undo", "extra": "ignored"})
    assert board.position == START and board._board["can_undo"] is False


def test_an_undo_request_with_nothing_to_undo_changes_nothing(board: BoardWidget) -> None:
    before = snapshot(board)
    send(board, {"type": "undo"})
    assert snapshot(board) == before
    assert board.message == "Nothing to undo."
    send(board, {"type": "move", "move": "3"})
    assert board.message == ""  # the next accepted request clears it


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ({"type": "Undo"}, "unknown type 'Undo'"),
        ({"type": "undo "}, "unknown type"),
        ({"undo": True}, "unknown type"),
        ("undo", "not a JSON object"),
    ],
)
def test_malformed_undo_requests_change_nothing(
    board: BoardWidget, content: Any, reason: str
) -> None:
    board.play("3")
    before = snapshot(board)
    send(board, content)
    assert snapshot(board) == before
    assert reason in board.message
    assert "'undo'" in board.message or "not a JSON object" in board.message


def test_a_figure_and_a_board_without_undo_refuse_undo() -> None:
    figure = BoardWidget.showing("kalah", "3")
    before = snapshot(figure)
    send(figure, {"type": "undo"})
    assert snapshot(figure) == before and "figure" in figure.message
    board = BoardWidget("kalah", show_undo=False)
    board.play("3")
    before = snapshot(board)
    send(board, {"type": "undo"})
    assert snapshot(board) == before and "no Undo button" in board.message
    assert board.undo()  # Python may still undo


def test_the_game_turns_the_boards_own_undo_off() -> None:
    board = BoardWidget("kalah")
    game = Game(board, computer=None)
    assert board.show_undo is False and game.board.interactive
    assert Game("oware").board.show_undo is False


# -- a figure that shows a move ------------------------------------------------------


def test_showing_plays_the_moves_on_a_figure() -> None:
    board = BoardWidget.showing("kalah", "3", "6")
    assert not board.interactive
    assert board.moves == ["3", "6"] and board.start_position == mc.parse(START)
    after_3 = mc.parse(AFTER_3)
    # what the view animates from: the position before the last move, as counts
    assert board._board["from"] == {
        "rows": [list(after_3.pits(0)), list(after_3.pits(1))],
        "stores": [after_3.store(0), after_3.store(1)],
        "to_move": 0,
    }
    assert board._board["before"] == AFTER_3 and board._board["move"] == "6"
    reasons = [step["text"] for step in board.last_trace]
    assert reasons == step_reasons(after_3.trace("6"))
    assert len(reasons) == len(after_3.trace("6").steps)
    json.dumps(board._board)
    assert repr(board) == f"BoardWidget.showing({START!r}, '3', '6')"
    again = eval(repr(board), {"BoardWidget": BoardWidget})
    assert again.position == board.position and again.moves == board.moves
    assert BoardWidget.showing("kalah", "3", interactive=True).interactive
    with pytest.raises(mc.MancalaError):
        BoardWidget.showing("kalah", "3", "3")


def test_a_board_with_no_last_move_has_nothing_to_animate(board: BoardWidget) -> None:
    assert board._board["from"] is None and board.last_trace == []
    board.play("3")
    board.undo()
    assert board._board["from"] is None
    assert repr(BoardWidget("kalah", interactive=False)) == (
        f"BoardWidget({START!r}, interactive=False)")


def test_a_toguz_board_captions_its_steps_with_toguz_reasons() -> None:
    # the wider family is told in each game's words (games/<game>/narrator.py)
    board = BoardWidget.showing("toguz", "3")
    assert [s["text"] for s in board.last_trace] == step_reasons(
        mc.rules("toguz").start().trace("3"))
    assert board.last_trace[1]["text"] == "the first stone goes back into White's hole 3 (now 1)"
    assert "an even number: White takes all 10 to White's kazan" in board.last_trace[-1]["text"]


def test_an_oware_board_captions_its_steps_with_oware_reasons() -> None:
    board = BoardWidget.showing("oware", "6")
    assert [s["text"] for s in board.last_trace] == step_reasons(
        mc.rules("oware").start().trace("6"))
    assert "which gets no seed in Oware" in board.last_trace[1]["text"]


# -- undo, redo, new game ---------------------------------------------------------


def test_undo_and_redo(board: BoardWidget) -> None:
    for move in ("3", "6", "1"):
        board.play(move)
    after = board.position
    assert board.undo() and board.undo()
    assert board.moves == ["3"] and board.position == AFTER_3
    assert board.last_trace == []  # taking back is not animated
    assert board.redo()
    assert board.moves == ["3", "6"]
    assert board.last_trace[0]["kind"] == "pick"  # replaying is
    assert board.redo() and board.position == after
    assert not board.redo() and board.message == "Nothing to redo."


def test_a_new_move_clears_redo(board: BoardWidget) -> None:
    board.play("3")
    board.play("6")
    board.undo()
    assert board.can_redo()
    board.play("1")
    assert not board.can_redo()
    assert board.moves == ["3", "1"]


def test_undo_with_nothing_to_undo(board: BoardWidget) -> None:
    assert not board.undo()
    assert board.message == "Nothing to undo." and board.position == START


def test_new_game(board: BoardWidget) -> None:
    board.play("3")
    board.new_game()
    assert board.position == START and board.moves == [] and not board.can_redo()
    board.new_game("oware", seeds=3)
    assert board.position == "oware[seeds=3] 3.3.3.3.3.3:0/3.3.3.3.3.3:0 S"
    board.new_game(pits=4)
    assert board.pos.rules == mc.rules("oware", seeds=3, pits=4)
    board.new_game(mc.rules("kalah"))
    assert board.position == START
    with pytest.raises(mc.MancalaError):
        board.new_game("kalah", seeds=0)
    assert board.position == START


def test_on_change_listeners(board: BoardWidget) -> None:
    seen: list[str] = []
    board.on_change(lambda b: seen.append(b.position))
    board.play("3")
    board.undo()
    board.redo()
    board.new_game()
    assert seen == [AFTER_3, START, AFTER_3, START]


# -- pictures and text ------------------------------------------------------------


def test_repr_is_readable_and_pastes_back() -> None:
    board = BoardWidget("kalah")
    assert repr(board) == f"BoardWidget({START!r})"
    assert "0x" not in repr(board)
    again = eval(repr(board), {"BoardWidget": BoardWidget})
    assert again.pos == board.pos and again.interactive
    figure = BoardWidget("oware", interactive=False)
    assert repr(figure) == "BoardWidget('oware 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S', interactive=False)"
    assert not eval(repr(figure), {"BoardWidget": BoardWidget}).interactive
    board.play("3")
    assert repr(board) == f"BoardWidget({AFTER_3!r})"  # a board to play on: where it is


def test_mime_bundle_carries_the_widget_a_picture_and_text() -> None:
    board = BoardWidget("kalah", interactive=True)
    board.play("3")
    data, metadata = board._repr_mimebundle_()
    assert data["text/plain"] == repr(board)
    view = data["application/vnd.jupyter.widget-view+json"]
    assert view["model_id"] == board.model_id
    svg = data["image/svg+xml"]
    assert svg.startswith("<svg") and 'data-player="0" data-pit="3"' in svg
    assert "last-from" in svg  # the last move is marked in the static picture too
    assert isinstance(metadata, dict)


def test_the_static_picture_marks_the_hint(board: BoardWidget) -> None:
    board.show_hint("4")
    assert board.hint == "4"
    assert "South pit 4: 4 seeds (highlighted)" in board.svg()
    board.play("3")
    assert board.hint == ""  # a move clears the hint
    with pytest.raises(mc.IllegalMoveError):
        board.show_hint("3")  # empty now
    board.show_hint("4")
    board.show_hint(None)
    assert board.hint == ""


def test_static_files_exist() -> None:
    from mancala_core.widgets import board as module

    js = module.view_module()
    css = (module._STATIC / "board.css").read_text()
    assert "export default" in js and "data-pit" in js
    assert css.count(".mancala-widget") > 10


def _declared(text: str) -> list[str]:
    """The top-level names a view module declares (its declarations start their line)."""
    return re.findall(r"^(?:export )?(?:function|const|let|class) (\w+)", text, re.MULTILINE)


def _imports(text: str) -> list[tuple[list[str], str]]:
    """The names each ``import { … } from "./module.js";`` of a view module takes."""
    return [([name.strip() for name in names.split(",")], module) for names, module in
            re.findall(r'^import \{([^}]*)\} from "\./([\w-]+\.js)";$', text, re.MULTILINE)]


def test_the_view_is_its_modules_joined_in_their_order() -> None:
    # anywidget takes one ES module: mancala_core.widgets.board joins the view's modules
    # (words, build, draw, animate, menu, input, the entry), each without its imports and
    # export words. Every module is joined and used, no top-level name is declared twice
    # (they share one scope once joined), each is under 300 lines, and what a module
    # imports is what the module named exports.
    from mancala_core.widgets import board as module

    static = module._STATIC
    texts = {name: (static / name).read_text(encoding="utf-8") for name in module.VIEW_MODULES}
    assert sorted(texts) == sorted(path.name for path in static.glob("*.js"))
    assert module.VIEW_MODULES[-1] == "board.js"
    joined = module.view_module()
    assert module.BoardWidget._esm == joined
    names = [name for text in texts.values() for name in _declared(text)]
    assert len(names) == len(set(names)) > 40
    assert [name for name in _declared(joined)] == names
    exported = {name: set(re.findall(r"^export (?:function|const|let|class) (\w+)", text,
                                     re.MULTILINE)) for name, text in texts.items()}
    imported: dict[str, set[str]] = {name: set() for name in texts}
    for name, text in texts.items():
        lines = text.splitlines()
        assert len(lines) < 300, name
        # every import is one line, which the join leaves out
        assert sum(line.startswith("import") for line in lines) == len(_imports(text)), name
        for taken, source in _imports(text):
            assert source in texts and source != name
            assert set(taken) <= exported[source], (name, source)
            imported[source] |= set(taken)
            # a constant is read while the module loads: its module comes first
            constants = set(re.findall(r"^export (?:const|let) (\w+)", texts[source], re.MULTILINE))
            if constants & set(taken):
                assert module.VIEW_MODULES.index(source) < module.VIEW_MODULES.index(name)
    # every module but the entry is used by another, and everything it exports is used
    for name in module.VIEW_MODULES[:-1]:
        assert exported[name] and exported[name] == imported[name], name
    lines = joined.splitlines()
    assert [line for line in lines if line.startswith(("import", "export"))] == [
        "export default { render };"]


def test_the_view_names_no_game() -> None:
    # The view reads what the rules declare (`_board.hole_menu`, the layout's name): its
    # code (comments aside) names no game and keeps no menu of one game's.
    from mancala_core.widgets.board import view_module

    code = re.sub(r"/\*.*?\*/", "", view_module(), flags=re.DOTALL)
    code = "\n".join(line.split("// ")[0] for line in code.splitlines())
    assert not re.search(r"bao|kalah|oware|toguz|congkak|nyumba|kazan", code, re.IGNORECASE)


def test_only_a_board_whose_rules_declare_a_hole_menu_sends_one() -> None:
    for name in mc.available_rules():
        rules = mc.rules(name)
        data = BoardWidget(rules.start())._board
        assert ("hole_menu" in data) == rules.view.hole_menu, name
        assert data["layout"] == rules.layout, name


# -- the game around the board: controls, hints, the computer ----------------------


def test_game_controls_undo_redo_and_new_game() -> None:
    game = Game("kalah")
    assert game.board.interactive
    assert game.undo_button.disabled and game.redo_button.disabled
    send(game.board, {"type": "move", "move": "3"})
    assert not game.undo_button.disabled
    assert "South</b> 3" in game.moves_html.value
    game.undo_button.click()
    assert game.board.position == START and not game.redo_button.disabled
    game.redo_button.click()
    assert game.board.position == AFTER_3
    game.rules_choice.value = "oware"
    assert set(game.option_controls) == {"pits", "seeds", "grand_slam"}
    game.option_controls["seeds"].value = 5
    game.new_button.click()
    assert game.board.position == "oware[seeds=5] 5.5.5.5.5.5:0/5.5.5.5.5.5:0 S"
    assert game.board.moves == []
    assert repr(game) == f"Game({game.board.position!r})"


def test_with_controls_wraps_the_same_board() -> None:
    board = BoardWidget("oware")
    game = board.with_controls()
    assert isinstance(game, Game) and game.board is board and board.interactive


@pytest.fixture
def fake_search(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, Any]]:
    """A stand-in for mancala_core.search with the contract the widgets expect."""
    behaviour: dict[str, Any] = {"move": lambda pos, level: pos.legal_moves()[-1], "level": []}

    def best_move(pos: mc.Position, level: str) -> object:
        behaviour["level"].append(level)
        return behaviour["move"](pos, level)

    class FakeHint:
        def __init__(self, move: object, reasons: list[str]) -> None:
            self.move, self.reasons = move, reasons

    def hint(pos: mc.Position) -> FakeHint:
        return FakeHint(pos.legal_moves()[0], ["it is the first pit", "why not"])

    players = types.ModuleType("mancala_core.search.questions.players")
    players.best_move = best_move  # type: ignore[attr-defined]
    players.LEVELS = ("easy", "medium", "hard")  # type: ignore[attr-defined]
    hints = types.ModuleType("mancala_core.search.questions.hints")
    hints.hint = hint  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "mancala_core.search.questions.players", players)
    monkeypatch.setitem(sys.modules, "mancala_core.search.questions.hints", hints)
    yield behaviour


def test_hint_highlights_a_move_and_says_why(fake_search: dict[str, Any]) -> None:
    game = Game("kalah")
    assert not game.hint_button.disabled
    game.hint_button.click()
    assert game.board.hint == "1"
    assert "Hint: play 1: it is the first pit; why not." in info(game)
    send(game.board, {"type": "move", "move": "2"})
    assert game.board.hint == ""  # a move clears the hint


def test_the_computer_answers_a_move(fake_search: dict[str, Any]) -> None:
    game = Game("kalah", computer=1, level="medium")
    assert game.board.computer_sides == frozenset({1})
    send(game.board, {"type": "move", "move": "1"})
    # South 1 sows into pits 2..5; then North (the computer) plays its last legal pit.
    assert game.board.moves == ["1", "6"]
    assert fake_search["level"] == ["medium"]
    assert "The computer (level medium) played North 6." in info(game)
    assert game.board.pos.to_move == 0
    # Undo takes back the computer's move and the learner's together.
    game.undo_button.click()
    assert game.board.position == START


def test_the_computer_plays_its_extra_moves(fake_search: dict[str, Any]) -> None:
    fake_search["move"] = lambda pos, level: "3" if pos.pits(pos.to_move)[2] else "6"
    game = Game("kalah", computer=0)
    # South (the computer) plays 3 (extra move), then 6; then it is North's turn.
    assert game.board.moves == ["3", "6"]
    assert game.board.pos.to_move == 1


def test_a_wrong_answer_from_the_search_is_caught(fake_search: dict[str, Any]) -> None:
    fake_search["move"] = lambda pos, level: "9"
    game = Game("kalah")
    game.computer_button.click()
    assert game.board.position == START
    assert "best_move returned '9', which is not a legal move here" in info(game)
    fake_search["move"] = lambda pos, level: object()
    game.computer_button.click()
    assert "not a move" in info(game)
    # Asked to play a side it cannot play, the computer hands the side back.
    game.computer_choice.value = 0
    assert game.computer_choice.value == NOBODY and game.board.computer_sides == frozenset()


def test_without_the_search_the_buttons_are_disabled_with_a_note(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "mancala_core.search.questions.players", None)
    monkeypatch.setitem(sys.modules, "mancala_core.search.questions.hints", None)
    game = Game("kalah")
    assert game.hint_button.disabled and game.computer_button.disabled
    assert game.computer_choice.disabled
    assert "need mancala_core.search" in info(game)
    game.hint()
    assert game.board.hint == ""
    assert "not available" in info(game)


def test_the_real_search_if_present() -> None:
    """With the real search installed, its answers are legal moves; else the note is honest."""
    problem = _search.unavailable("computer")
    pos = mc.rules("kalah").start()
    if problem is not None:
        game = Game("kalah")
        assert game.computer_button.disabled
        assert problem in info(game)
        return
    text = _search.computer_move(pos, _search.levels()[0])
    assert text in [m.text for m in pos.legal_moves()]
    if _search.unavailable("hint") is None:
        found = _search.get_hint(pos)
        assert found.move in [m.text for m in pos.legal_moves()]


# -- Bao la Kiswahili: four rows, hands, the nyumba, and moves with choices -----------

BAO_START = "bao 0.0.0.0.6.2.2.0.0.0.0.0.0.0.0.0:22/0.0.0.0.6.2.2.0.0.0.0.0.0.0.0.0:22 S"
BAO_AFTER_A6L = "bao 0.0.1.1.7.0.2.0.0.0.0.0.0.0.0.0:21/0.0.0.0.6.2.2.0.0.0.0.0.0.0.0.0:22 N"
# BAO.md E2: South's capture at A2 reaches the functional nyumba: stop or safari.
BAO_CHOICE = mc.rules("bao").position(
    pits=[[0, 1, 0, 1, 8, 0, 0, 0] + [0] * 8, [0, 1, 1, 0, 7, 3, 2, 0] + [0] * 8],
    stores=[20, 20], to_move=0)
BAO_BLOCKED = ("bao 0.2.0.0.1.1.0.0.0.0.2.2.0.2.6.4:0/1.0.1.2.10.0.0.10.2.2.8.4.1.2.1.0:0 "
               "N nyumba=- blocked=a4")


@pytest.fixture
def bao() -> BoardWidget:
    return BoardWidget("bao", interactive=True)


def test_bao_board_data_for_the_view(bao: BoardWidget) -> None:
    data = bao._board
    # the layout the rules declare, and the menu of a hole's moves their view declares
    assert data["layout"] == "four-rows" and data["pits"] == 16
    assert data["rows"][0] == [0, 0, 0, 0, 6, 2, 2, 0] + [0] * 8
    assert data["stores"] == [22, 22]
    extra = data["hole_menu"]
    assert extra["names"][0][:2] == ["A1", "A2"] and extra["names"][1][-1] == "b8"
    assert extra["classes"] == [[5, "nyumba"]] and extra["store"] == "hand"
    assert extra["stages"] == ["namua", "namua"] and extra["result"] == ""
    assert [c["move"] for c in extra["choices"]] == bao.legal == ["A6<", "A6>", "A7<", "A7>"]
    assert extra["choices"][0] == {"move": "A6<", "player": 0, "pit": 6,
                                   "label": "anticlockwise, first seed in A5"}
    assert extra["choices"][1]["label"] == "clockwise, first seed in A7"
    assert {(m["player"], m["pit"], m["kind"], m["label"]) for m in data["marks"]} == {
        (0, 5, "nyumba owned", "nyumba"), (1, 5, "nyumba owned", "nyumba")}
    json.dumps(data)


def test_bao_choices_name_the_kichwa_and_the_nyumba_choice() -> None:
    board = BoardWidget(BAO_CHOICE, interactive=True)
    labels = {c["move"]: c["label"] for c in board._board["hole_menu"]["choices"]}
    assert set(labels) == set(board.legal)
    assert labels["A2>."] == ("capture, then sow from the left kichwa A1 clockwise; "
                              "stop in the nyumba")
    assert labels["A2>+"].endswith("safari: sow on from the nyumba, which is lost")
    assert labels["A4<."].startswith("capture, then sow from the right kichwa A8")
    send(board, {"type": "move", "move": "A2>", "player": 0})  # the choice is missing
    assert board.position == BAO_CHOICE.text()
    assert "write A2>. to stop there or A2>+ for safari" in board.message
    send(board, {"type": "move", "move": "A2>+", "player": 0})
    assert board.moves == ["A2>+"] and board.message == ""
    assert board.pos == BAO_CHOICE.play("A2>+")


def test_a_never_ending_bao_move_under_never_ending_loses_says_so() -> None:
    # BAO.md E13 with lap_cap=30: A1< never ends, A7> takes 38 laps; both may be played
    # and lose at once; A2< (29 laps) is an ordinary move
    e13 = mc.parse("bao[lap_cap=30,never_ending=loses] 4.3.8.11.2.1.2.0.0.1.0.12.2.3.7.1:0/"
                   "0.0.1.0.0.0.0.0.1.1.1.2.0.0.1.0:0 S nyumba=-")
    board = BoardWidget(e13, interactive=True)
    labels = {c["move"]: c["label"] for c in board._board["hole_menu"]["choices"]}
    assert labels["A1<"] == "anticlockwise, never ends: loses at once"
    assert labels["A7>"] == "clockwise, never ends: loses at once"
    assert labels["A2<"] == "anticlockwise, first seed in A1"
    send(board, {"type": "move", "move": "A1<", "player": 0})
    assert board.moves == ["A1<"] and board.pos.is_over() and board.pos.winner() == 1


def test_bao_marks_the_blocked_hole_and_the_lost_nyumba() -> None:
    data = BoardWidget(BAO_BLOCKED, interactive=False)._board
    marks = {(m["player"], m["pit"]): (m["kind"], m["label"]) for m in data["marks"]}
    assert marks[(1, 4)] == ("blocked", "blocked")
    assert marks[(0, 5)] == ("nyumba lost", "nyumba: lost")
    assert data["hole_menu"]["stages"] == ["mtaji", "mtaji"]
    assert [c["move"] for c in data["hole_menu"]["choices"]] == ["a5<", "a5>", "a8<", "a8>"]


def test_a_legal_bao_request_plays_and_animates(bao: BoardWidget) -> None:
    send(bao, {"type": "move", "move": "A6<", "player": 0})
    assert bao.position == BAO_AFTER_A6L and bao.message == ""
    kinds = [step["kind"] for step in bao.last_trace]
    assert kinds == ["pick", "sow", "pick", "sow", "sow", "sow"]
    assert bao.last_trace[0]["place"] == {"player": 0, "pit": None}  # a seed from the hand
    assert bao.last_trace[0]["seeds"] == 1
    assert bao._board["last"] == {"player": 0, "pit": 6}
    assert bao._board["hole_menu"]["stages"] == ["namua", "namua"]
    assert {c["move"] for c in bao._board["hole_menu"]["choices"]} == set(bao.legal)
    assert all(c["player"] == 1 for c in bao._board["hole_menu"]["choices"])


BAO_REFUSED: list[tuple[Any, str]] = [
    ({"type": "move", "move": "A3<"}, "Move 'A3<' cannot be played: A3 is empty"),
    ({"type": "move", "move": "B2>", "player": 0}, "B2 is empty"),
    ({"type": "move", "move": "A6<."}, "A6< gives no stop-or-safari choice"),
    ({"type": "move", "move": "a6<"}, "a6 is North's hole; South moves from their own holes"),
    ({"type": "move", "move": "a6<", "player": 1}, "It is South's turn: North's pits cannot"),
    ({"type": "move", "move": "A3", "player": 0}, "Hole A3 cannot be played: A3 is empty; "
                                                  "legal moves are A6< A6> A7< A7>"),
    ({"type": "move", "move": "A6", "player": 0}, "Hole A6: choose a move: A6< A6>."),
    ({"type": "move", "move": "a6", "player": 1}, "It is South's turn"),
    ({"type": "move", "move": "a6"}, "It is South's turn: North's holes cannot be played now."),
    ({"type": "move", "move": "A9<"}, "'A9<' is not a move of bao"),
    ({"type": "move", "move": "Z1>"}, "is not a move of bao"),
    ({"type": "move", "move": "A6<<"}, "is not a move of bao"),
    ({"type": "move", "move": "6"}, "is not a move of bao"),
    ({"type": "move", "move": "A6<", "player": 2}, "player=2"),
    ({"type": "move", "move": ["A6<"]}, "a move text"),
    ({"type": "moves", "move": "A6<"}, "unknown type"),
    ("A6<", "not a JSON object"),
]


@pytest.mark.parametrize(("content", "reason"), BAO_REFUSED)
def test_illegal_and_malformed_bao_requests_change_nothing(
    bao: BoardWidget, content: Any, reason: str
) -> None:
    bao.play("A6<")
    bao.undo()  # something to redo, which a refusal must keep
    before = snapshot(bao)
    send(bao, content)
    assert snapshot(bao) == before
    assert reason in bao.message
    assert not bao.message.endswith(",")


def test_a_blocked_bao_hole_says_why() -> None:
    board = BoardWidget(BAO_BLOCKED, interactive=True)
    send(board, {"type": "move", "move": "a4", "player": 1})
    assert board.message.startswith("Hole a4 cannot be played: ")
    assert "a4 is blocked by kutakatia for this move" in board.message
    assert board.position == mc.parse(BAO_BLOCKED).text()


def test_bao_static_picture_and_hint(bao: BoardWidget) -> None:
    bao.show_hint("A7>")
    svg = bao.svg()
    assert 'data-pit="7"' in svg and "(highlighted)" in svg
    assert "South hole A7: 2 seeds (highlighted)" in svg
    assert "nyumba" in svg and "namua" in svg
    data, _ = bao._repr_mimebundle_()
    assert data["text/plain"] == f"BoardWidget({BAO_START!r})"


def test_bao_undo_redo_and_the_end() -> None:
    import random

    board = BoardWidget("bao", interactive=True)
    rng = random.Random(5)
    while not board.pos.is_over():
        send(board, {"type": "move", "move": rng.choice(board.legal),
                     "player": board.pos.to_move})
        assert board.message == ""
    result = board._board["hole_menu"]["result"]
    winner = board.pos.winner()
    assert winner is not None
    assert result.startswith(f"Game over: {board.pos.rules.side_names[winner]} wins (")
    assert board._board["hole_menu"]["choices"] == [] and board.legal == []
    send(board, {"type": "move", "move": "A1", "player": 0})
    assert board.message == "The game is over: start a new game or undo."
    n = len(board.moves)
    assert board.undo() and len(board.moves) == n - 1
    assert board.redo() and board.pos.is_over()


def test_a_game_of_bao_with_controls() -> None:
    game = Game("bao")
    assert game.rules_choice.value == "bao"
    assert "small_nyumba" in game.option_controls
    game.board.play("A7<")
    game.undo()
    assert game.board.position == BAO_START


def test_the_hand_badge_is_drawn_not_an_emoji() -> None:
    # an emoji shows as an empty box where no emoji font is installed: the animation's hand is
    # an SVG picture beside the number of seeds in it
    from pathlib import Path

    static = Path(mc.__file__).parent / "widgets" / "static"
    from mancala_core.widgets.board import view_module

    script = view_module()
    assert not any(0x1F300 <= ord(c) <= 0x1FAFF or c == "\u270b" for c in script)
    assert 'setAttribute("data-hand", `${hand.seeds}`)' in script
    css = (static / "board.css").read_text(encoding="utf-8")
    rule = css[css.index(".mc-picked[data-hand]::after"):]
    rule = rule[:rule.index("}")]
    assert "url(\"data:image/svg+xml," in rule and "content: attr(data-hand)" in rule


def _nones(value: Any, path: str = "") -> list[str]:
    """Where ``value`` holds ``None``, as paths (``geometry.0.slots.6.pit``)."""
    if value is None:
        return [path]
    if isinstance(value, dict):
        return [p for key, item in value.items() for p in _nones(item, f"{path}.{key}".strip("."))]
    if isinstance(value, (list, tuple)):
        return [p for i, item in enumerate(value) for p in _nones(item, f"{path}.{i}".strip("."))]
    return []


def test_every_none_reaches_the_view_as_null_also_from_pyodide(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Lesson 4's first capture. South plays pit 1: its last seed falls into the empty pit 3,
    # which takes North's 5 seeds opposite:
    #          6   5   4   3   2   1
    #        [ 2] [ 3] [ 5] [ 0] [ 1] [ 2]
    #   [14]                             [12]
    #        [ 2] [ 1] [ 0] [ 3] [ 2] [ 1]
    #          1   2   3   4   5   6
    from mancala_core.widgets import view

    start = mc.rules("kalah").position(pits=[[2, 1, 0, 3, 2, 1], [2, 1, 0, 5, 3, 2]],
                                       stores=[12, 14])
    board = BoardWidget.showing(start, "1")
    assert board.position == "kalah 0.2.0.3.2.1:18/2.1.0.0.3.2:14 N"
    # In Jupyter a None goes as it is, and JSON makes it null: a store's place (pit None),
    # the pits' labels (None: the view writes the pit's number), no winner, a capture's
    # target the store.
    state = board.get_state()
    assert state["_board"] == board._board and state["last_trace"] == board.last_trace
    drawn = json.loads(json.dumps(state["_board"]))
    slots = drawn["geometry"]["0"]["slots"]
    assert [s["pit"] for s in slots if s["pit"] is None] == [None, None]  # the two stores
    assert all(s["label"] is None for s in slots)
    assert drawn["winner"] is None
    where = _nones(board._board) + _nones(board.last_trace, "last_trace")
    assert "winner" in where and "geometry.0.slots.0.label" in where
    assert any(p.startswith("last_trace.") and p.endswith(".pit") for p in where)
    # Pyodide's toJs() makes a None undefined, which the view does not read as null: there
    # each one is sent as Pyodide's null (here a stand-in) and nothing else changes.
    null = object()
    monkeypatch.setattr(view, "NULL", null)
    sent = board.get_state()

    def back(value: Any) -> Any:
        if value is null:
            return None
        if isinstance(value, dict):
            return {key: back(item) for key, item in value.items()}
        if isinstance(value, list):
            return [back(item) for item in value]
        return value

    assert _nones(sent["_board"]) == [] and _nones(sent["last_trace"]) == []
    assert back(sent["_board"]) == board._board
    assert back(sent["last_trace"]) == board.last_trace
    assert sent["_board"]["winner"] is null
    assert [s["pit"] for s in sent["_board"]["geometry"]["0"]["slots"]].count(null) == 2
    assert sent["position"] == board.position and sent["bottom"] == 0
