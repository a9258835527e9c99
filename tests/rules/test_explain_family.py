"""The wider family told in words (mancala_core/games/<game>/narrator.py): each game's rule
for the last seed, on RULES.md's worked examples (sections 3–7), with one reason per step."""

from __future__ import annotations

import pytest

import mancala_core as mc
from mancala_core.rules.explain import explain_move, possessive, step_reasons


def _story(pos: mc.Position, move: str) -> tuple[str, list[str]]:
    trace = pos.trace(move)
    reasons = step_reasons(trace)
    assert len(reasons) == len(trace.steps)
    return explain_move(trace), reasons


def test_each_game_names_its_places_in_its_own_words() -> None:
    assert possessive(mc.Place(0, 3), mc.rules("kalah")) == "South's pit 3"
    assert possessive(mc.Place(1), mc.rules("toguz")) == "Black's kazan"
    assert possessive(mc.Place(0, 2), mc.rules("congkak")) == "South's hole 2"
    assert possessive(mc.Place(2), mc.rules("basic", players=3)) == "Player 3's store"
    assert possessive(mc.Place(1, 13), mc.rules("bao")) == "North's hole b5"


def test_mankala24_a_capture_on_either_row_and_the_chain() -> None:
    # section 3, example 5: South 0 0 0 0 3 1 S=19 / North 1 3 0 0 0 1 N=20; South plays 5
    rows, stores = [[0, 0, 0, 0, 3, 1], [1, 3, 0, 0, 0, 1]], [19, 20]
    plain = mc.rules("mankala24").position(pits=rows, stores=stores)
    text, reasons = _story(plain, "5")
    assert "makes North's pit 2 hold 4 (it held 3): South captures 4; North's turn" in text
    assert "the stores hold captured seeds only" in reasons[2]
    chained = mc.rules("mankala24", chain=True).position(pits=rows, stores=stores)
    text, reasons = _story(chained, "5")
    assert "takes 2 from North's pit 1, 2 from South's pit 6 (8 in all)" in text
    assert reasons[-1].startswith("the chain goes back: South's pit 6 holds 2")


def test_mankala24_capture_side_says_which_row_may_capture() -> None:
    # section 3, example 2 with capture_side=own: North's pit 2 reaches 2, nothing taken
    pos = mc.rules("mankala24", capture_side="own").position(
        pits=[[0, 0, 0, 0, 0, 2], [0, 1, 3, 0, 0, 0]], stores=[20, 22])
    text, _ = _story(pos, "6")
    assert "but under these rules only your own row captures: nothing is captured" in text
    assert "capture_side" not in text


def test_basic_any_store_moves_again_and_a_finish_voids_it() -> None:
    three = mc.rules("basic", players=3)
    # section 4, example 3: the last seed in Player 2's store
    pos = three.position(pits=[[1, 0, 0, 0, 0, 8], [1] * 6, [2] * 6], stores=[20, 19, 6])
    text, reasons = _story(pos, "6")
    assert text.endswith("a last seed in any store gives another move: Player 1 moves again")
    assert "every store is sown, anyone's" in reasons[-2]
    # the same with Player 1's row emptied: Player 1 finishes 1st
    pos = three.position(pits=[[0, 0, 0, 0, 0, 8], [1] * 6, [2] * 6], stores=[21, 19, 6])
    text, reasons = _story(pos, "6")
    assert "Player 1 finishes 1st (the extra move that the store would give is void)" in text
    assert reasons[-1] == "no extra move: Player 1 finishes 1st"


def test_basic_a_finisher_is_skipped_and_a_resigner_takes_the_last_place() -> None:
    three = mc.rules("basic", players=3)
    # section 4, example 4
    pos = three.position(pits=[[0] * 6, [0, 3, 3, 2, 2, 2], [2] * 6], stores=[21, 21, 6],
                         to_move=2, finished=[0])
    _, reasons = _story(pos, "6")
    assert reasons[2] == ("Player 1's pit 1 is skipped: Player 1 has finished, so that row and "
                          "store have left the ring")
    text, _ = _story(three.start(), "resign")
    assert text.startswith("Player 1 resigns and takes the 3rd place, the worst still free")


def test_congkak_relays_then_captures_from_an_own_empty_hole() -> None:
    text, reasons = _story(mc.rules("congkak").start(), "1")
    assert "the sowing relays once (from North's hole 2)" in text
    # the capture counts North's 8; South's own last seed goes along, said apart
    assert ("North's hole 7 opposite holds 8: South captures 8, and the last seed goes to "
            "South's store with them") in text
    assert "+ 1" not in text
    assert any(r.startswith("relay: the last seed fell into North's hole 2") for r in reasons)
    assert "North's store is skipped" in " ".join(reasons)


@pytest.mark.parametrize(
    ("rows", "stores", "tuzdyk", "said"),
    [
        # section 6, example 2: a tuzdyk
        ([[0] * 8 + [2], [2, 5, 0, 0, 0, 0, 0, 0, 1]], [72, 80], (None, None),
         "it becomes White's tuzdyk for the rest of the game"),
        # example 3: not in a 9th hole
        ([[0] * 8 + [10], [0] * 8 + [2]], [70, 80], (None, None),
         "but a 9th hole never becomes a tuzdyk"),
        # example 4: not the number of the opponent's tuzdyk
        ([[0] * 8 + [2], [2, 5, 0, 0, 0, 0, 0, 0, 1]], [72, 80], (None, 1),
         "but Black's tuzdyk is hole 1 of White's row"),
        # one tuzdyk per player
        ([[0] * 8 + [2], [2, 5, 0, 0, 0, 0, 0, 0, 1]], [72, 80], (2, None),
         "but White already has a tuzdyk (Black's hole 2)"),
    ],
)
def test_toguz_the_tuzdyk_and_its_restrictions(
    rows: list[list[int]], stores: list[int], tuzdyk: tuple[int | None, int | None], said: str
) -> None:
    if tuzdyk == (None, 1):
        rows = [[0, *rows[0][1:]], rows[1]]  # Black's tuzdyk (White's hole 1) is empty
    if tuzdyk == (2, None):
        rows = [rows[0], [2, 0, 0, 0, 0, 0, 0, 0, 1]]  # White's tuzdyk (Black's hole 2)
        stores = [77, 80]
    pos = mc.rules("toguz").position(pits=rows, stores=stores, tuzdyk=tuzdyk)
    text, _ = _story(pos, "9")
    assert said in text


def test_toguz_a_stone_into_a_tuzdyk_goes_on_to_its_owners_kazan() -> None:
    # section 6, example 5
    pos = mc.rules("toguz").position(
        pits=[[0] * 8 + [2], [4, 0, 3, 0, 0, 0, 0, 0, 1]], stores=[72, 80], to_move=1,
        tuzdyk=(2, None))
    text, reasons = _story(pos, "1")
    assert reasons[1] == "the first stone goes back into Black's hole 1 (now 1)"
    assert reasons[3] == "Black's hole 2 is White's tuzdyk: the stone goes on to White's kazan"
    assert "only the opponent's row captures, so nothing happens" in text


def test_bao_a_namua_capture_sown_from_a_kichwa_and_a_relay_to_safari() -> None:
    pos = mc.rules("bao").start()
    for move in ("A7<", "a5>", "A6<", "a6>"):  # BAO.md worked example E2
        pos = pos.play(move)
    text, reasons = _story(pos, "A2>+")
    assert text.startswith("South puts one seed from the hand into A2 (namua), clockwise")
    assert "South captures 2 from a7" in text and "the last seed lands in B3" in text
    assert "South sows the captured 2 seeds again, from the left kichwa A1 clockwise" in reasons
    assert any("safari from the nyumba A5" in r for r in reasons)


def test_congkak_empty_capture_false_leaves_the_lone_seed() -> None:
    # South 4 (2): holes 3 and 2; hole 2 was empty and North's hole 6 facing it is empty
    #        North  4  0  0  1  0  2  1      (holes 7..1)
    #   N 41                                S 41
    #        South  0  0  4  2  1  1  0      (holes 1..7)
    rows, stores = [[0, 0, 4, 2, 1, 1, 0], [1, 2, 0, 1, 0, 0, 4]], [41, 41]
    text, _ = _story(mc.rules("congkak", empty_capture=False).position(pits=rows,
                                                                     stores=stores), "4")
    assert ("the last seed lands in South's own empty hole 2, and North's hole 6 opposite is "
            "empty: without the empty-capture rule the seed stays; North's turn") in text
    text, reasons = _story(mc.rules("congkak").position(pits=rows, stores=stores), "4")
    assert ("facing an empty hole: nothing is captured, but under the empty-capture rule the "
            "lone seed goes to South's store") in text
    assert reasons[-1] == ("the facing hole is empty: under the empty-capture rule the lone "
                           "seed goes to South's store")
    assert "empty_capture" not in text + " ".join(reasons)


def test_congkak_a_round_of_a_match_ends_and_the_next_one_burns_holes() -> None:
    # South 6 (2): holes 5, 4 (a lone seed to the store). North has no seeds: the round ends,
    # South takes the 4 left (61 in all: 7 holes filled, 12 kept), North has 37 (5 holes
    # filled, 2 kept, holes 6 and 7 burnt) and starts
    pos = mc.rules("congkak", rounds="match").position(
        pits=[[0, 0, 0, 0, 0, 2, 3], [0] * 7], stores=[56, 37])
    text, reasons = _story(pos, "6")
    assert text == (
        "South's hole 6 holds 2 seeds, so the last seed lands in South's own empty hole 4 "
        "facing an empty hole: nothing is captured, but under the empty-capture rule the "
        "lone seed goes to South's store; the "
        "round is over: North has no seeds in their holes, so South takes the 4 seeds left; a "
        "new round: South fills 7 holes with 7 seeds each (49) and keeps 12 in store; North "
        "fills 5 holes with 7 seeds each (35) and keeps 2 in store, so North's holes 6–7 are "
        "burnt for the round; North has fewer seeds (37 to 61) and starts")
    assert reasons[2] == ("the last seed into South's hole 4 (now 1): it was empty, so the "
                          "sowing stops here")
    assert reasons[4] == ("1 seed left in South's hole 5 goes to South's store: North has no "
                          "seeds in their holes, so the round is over and the seeds left go to "
                          "South")
    assert reasons[-8] == ("a new round: North takes 35 seeds out of North's store to fill 5 "
                           "holes, 7 each, from hole 1 upwards")
    assert reasons[-1] == ("North's hole 7 cannot be filled: it is burnt for the round, and "
                           "every sowing skips it")


#: the 50 plies that reach BAO.md's worked example E13 from the start
E13_MOVES = (
    "A6> a7> A7> a8< A5> a3> A5> a7< A3> a5> A8< a5< A7> a6> A6< a5< A8> a7< A5< a1> A5< a2< "
    "A8<+ a6< A4> a6> A7< a3< A5< a3> A2> a3> A4> a2> A2> a3< A5> a5> A6< a6> A2> a2> A3< a4> "
    "A3> a1> A2> b8> A6< b5>"
)


def test_bao_a_never_ending_move_under_never_ending_loses() -> None:
    # BAO.md E13 with never_ending=loses and lap_cap=30: A1< never ends; A7> would end after
    # 38 laps, more than the cap: both lose at once, and the board stays as it was
    pos = mc.rules("bao", never_ending="loses", lap_cap=30).start()
    for played in E13_MOVES.split():
        pos = pos.play(played)
    for move, seeds, way in (("A1<", 4, "anticlockwise"), ("A7>", 2, "clockwise")):
        text, reasons = _story(pos, move)
        assert text == (
            f"{move[:2]} holds {seeds} seeds, sown {way}, but the move has not ended after 30 "
            "laps (the limit these rules set), so it counts as never-ending: under these rules "
            "South may play it, and loses at once; the board stays as it was")
        assert reasons == [f"the game is over: {move} never ends: South loses"]
