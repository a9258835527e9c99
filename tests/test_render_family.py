"""Pictures of the family games: Mankala 2/4, Toguz Kumalak, Congkak and Basic mancala."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import mancala_core as mc
from mancala_core.render import board_svg, board_text, layout_for
from mancala_core.render.layout import ring_layout

SVG = "{http://www.w3.org/2000/svg}"


def parse_svg(svg: str) -> ET.Element:
    root = ET.fromstring(svg)  # fails unless the SVG is well-formed XML
    assert root.tag == f"{SVG}svg"
    return root


def classes(element: ET.Element) -> set[str]:
    return set(element.get("class", "").split())


def places(root: ET.Element) -> dict[tuple[int, str], ET.Element]:
    found: dict[tuple[int, str], ET.Element] = {}
    for element in root.iter():
        if "data-pit" in element.attrib:
            key = (int(element.attrib["data-player"]), element.attrib["data-pit"])
            assert key not in found, f"{key} drawn twice"
            found[key] = element
    return found


def shown_count(element: ET.Element) -> str:
    texts = [t for t in element.iter(f"{SVG}text") if "count" in classes(t)]
    assert len(texts) == 1
    return texts[0].text or ""


def centre(element: ET.Element) -> tuple[float, float]:
    rect = element.find(f"{SVG}rect")
    assert rect is not None
    return (float(rect.get("x", "0")) + float(rect.get("width", "0")) / 2,
            float(rect.get("y", "0")) + float(rect.get("height", "0")) / 2)


def texts(root: ET.Element, cls: str | None = None) -> list[str]:
    return [t.text or "" for t in root.iter(f"{SVG}text") if cls is None or cls in classes(t)]


def side(root: ET.Element, player: int) -> ET.Element:
    sides = [g for g in root.iter(f"{SVG}g")
             if "side" in classes(g) and g.get("data-player") == str(player)]
    assert len(sides) == 1
    return sides[0]


def side_text(root: ET.Element, player: int) -> str:
    return " / ".join(t.text or "" for t in side(root, player).iter(f"{SVG}text"))


# -- positions of every game -------------------------------------------------------


def toguz_with_tuzdyk() -> mc.Position:
    # RULES.md Toguz example 2: Black's hole 1 becomes White's tuzdyk.
    pos = mc.rules("toguz").position(pits=[[0] * 8 + [2], [2, 5, 0, 0, 0, 0, 0, 0, 1]],
                                     stores=[72, 80])
    return pos.play("9")


def basic_three_with_a_finisher() -> mc.Position:
    # RULES.md Basic example 4: Player 1 has finished; Player 3 to move.
    return mc.rules("basic", players=3).position(
        pits=[[0] * 6, [0, 3, 3, 2, 2, 2], [2] * 6], stores=[21, 21, 6], to_move=2,
        finished=[0])


def basic_four_with_a_resigner() -> mc.Position:
    return mc.rules("basic", players=4, pits=4, seeds=3).start().play("4").play("2").play(
        "resign")


def basic_three_over() -> mc.Position:
    # RULES.md Basic example 5 (all_places=false): 1st P2, 2nd P1, 3rd P3.
    return mc.rules("basic", players=3, all_places=False).position(
        pits=[[0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 1], [3, 0, 0, 1, 0, 0]],
        stores=[22, 22, 22], to_move=1).play("6")


def a_few_moves(name: str, **options: object) -> mc.Position:
    pos = mc.rules(name, **options).start()
    for k in range(7):
        if pos.is_over():
            break
        moves = [m for m in pos.legal_moves() if m.pit is not None]
        pos = pos.play(moves[k % len(moves)])
    return pos


POSITIONS = {
    "mankala24": lambda: a_few_moves("mankala24"),
    "mankala24-chain": lambda: a_few_moves("mankala24", pits=4, chain=True),
    "toguz-start": lambda: mc.rules("toguz").start(),
    "toguz-tuzdyk": toguz_with_tuzdyk,
    "toguz-played": lambda: a_few_moves("toguz"),
    "congkak": lambda: a_few_moves("congkak"),
    "congkak-match": lambda: mc.rules("congkak", rounds="match").position(
        pits=[[7] * 7, [7] * 5 + [0, 0]], stores=[10, 4], burnt=(0, 2), starter=1),
    "basic-2": lambda: a_few_moves("basic"),
    "basic-3": basic_three_with_a_finisher,
    "basic-3-pits-4": lambda: a_few_moves("basic", players=3, pits=4),
    "basic-4": basic_four_with_a_resigner,
    "basic-4-pits-6": lambda: a_few_moves("basic", players=4),
    "basic-3-over": basic_three_over,
}


@pytest.mark.parametrize("case", sorted(POSITIONS))
@pytest.mark.parametrize("dots", [False, True])
def test_every_place_is_drawn_with_its_count_and_data(case: str, dots: bool) -> None:
    pos = POSITIONS[case]()
    rules = pos.rules
    root = parse_svg(board_svg(pos, dots=dots, size=None))
    found = places(root)
    n = rules.pits_per_player
    assert set(found) == {
        (p, str(k)) for p in range(rules.players) for k in range(1, n + 1)
    } | {(p, "store") for p in range(rules.players)}
    for player in range(rules.players):
        for pit, count in enumerate(pos.pits(player), start=1):
            element = found[(player, str(pit))]
            assert shown_count(element) == str(count)
            assert element.get("data-count") == str(count)
            label = element.get("aria-label") or ""
            assert label.startswith(f"{rules.side_names[player]} ")
            assert f" {pit}: {count} " in label
            assert element.findtext(f"{SVG}title") == label
        store = found[(player, "store")]
        assert shown_count(store) == str(pos.store(player))
        assert store.get("data-count") == str(pos.store(player))
        assert store.get("aria-label")
    assert root.get("data-rules") == rules.label()
    assert root.findtext(f"{SVG}desc") == pos.text()


@pytest.mark.parametrize("case", sorted(POSITIONS))
def test_every_player_is_named(case: str) -> None:
    pos = POSITIONS[case]()
    root = parse_svg(board_svg(pos))
    for player in range(pos.rules.players):
        assert pos.rules.side_names[player] in side_text(root, player)


# -- Mankala 2/4 ---------------------------------------------------------------------


def test_mankala24_stores_are_labelled_captured() -> None:
    pos = mc.rules("mankala24").position(pits=[[0, 2, 0, 3, 0, 0], [4] * 6], stores=[10, 9])
    root = parse_svg(board_svg(pos.play("2")))
    assert texts(root, "pit-number").count("captured") == 2
    assert "store" not in texts(root, "pit-number")
    found = places(root)
    assert found[(0, "store")].get("aria-label") == "South store of captured seeds: 14 seeds"
    assert not any("flow" in classes(g) for g in root.iter(f"{SVG}g"))


# -- Toguz Kumalak -------------------------------------------------------------------


def test_toguz_marks_the_tuzdyk_by_shape_and_word() -> None:
    pos = toguz_with_tuzdyk()
    assert pos.extra == (1, None)  # White's tuzdyk: Black's hole 1
    root = parse_svg(board_svg(pos))
    found = places(root)
    tuzdyk = found[(1, "1")]
    assert "tuzdyk" in classes(tuzdyk)
    assert [k for k, e in found.items() if "tuzdyk" in classes(e)] == [(1, "1")]
    assert "White's tuzdyk" in (tuzdyk.get("aria-label") or "")
    assert "tuzdyk" in [t.text for t in tuzdyk.iter(f"{SVG}text")]
    # A square hole with an inner frame, where other holes are round.
    outer = tuzdyk.find(f"{SVG}rect")
    round_hole = found[(1, "2")].find(f"{SVG}rect")
    assert outer is not None and round_hole is not None
    assert float(outer.get("rx", "0")) < float(outer.get("width", "0")) / 4
    assert float(round_hole.get("rx", "0")) == float(round_hole.get("width", "0")) / 2
    assert tuzdyk.find(f"{SVG}rect[@class='mark-tuzdyk']") is not None
    assert "Black's hole 1 is White's tuzdyk." in (root.get("aria-label") or "")


def test_toguz_without_tuzdyks_marks_none() -> None:
    root = parse_svg(board_svg(mc.rules("toguz").start()))
    assert not any("tuzdyk" in classes(e) for e in places(root).values())
    assert "tuzdyk" not in texts(root)


def test_toguz_has_white_and_black_and_kazans_between_the_rows() -> None:
    pos = toguz_with_tuzdyk()
    root = parse_svg(board_svg(pos))
    assert "White" in side_text(root, 0) and "Black" in side_text(root, 1)
    assert texts(root, "status") == ["Black to move"]
    found = places(root)
    white_kazan, black_kazan = centre(found[(0, "store")]), centre(found[(1, "store")])
    white_row = [centre(found[(0, str(k))])[1] for k in range(1, 10)]
    black_row = [centre(found[(1, str(k))])[1] for k in range(1, 10)]
    # Black's row, Black's kazan, White's kazan, White's row from the top.
    assert max(black_row) < black_kazan[1] < white_kazan[1] < min(white_row)
    labels = texts(root, "pit-number")
    assert "White's kazan" in labels and "Black's kazan" in labels
    assert found[(0, "store")].get("aria-label") == "White kazan: 75 stones"
    assert found[(1, "1")].get("aria-label") == "Black hole 1: 0 stones (White's tuzdyk)"
    assert layout_for(pos.rules).name == "kazans"


def test_toguz_flipped_puts_black_nearest() -> None:
    root = parse_svg(board_svg(mc.rules("toguz").start(), flipped=True))
    found = places(root)
    assert centre(found[(1, "1")])[1] > centre(found[(0, "1")])[1]
    assert centre(found[(1, "store")])[1] > centre(found[(0, "store")])[1]


# -- Congkak -------------------------------------------------------------------------


def test_congkak_stores_sit_at_each_owners_left() -> None:
    root = parse_svg(board_svg(mc.rules("congkak").start()))
    found = places(root)
    x = {key: centre(element)[0] for key, element in found.items()}
    south = [x[(0, str(k))] for k in range(1, 8)]
    north = [x[(1, str(k))] for k in range(1, 8)]
    assert x[(0, "store")] < min(south + north)  # South's store on the viewer's left
    assert x[(1, "store")] > max(south + north)  # North's store on the viewer's right
    assert south == sorted(south)  # South's holes from South's left
    assert north == sorted(north, reverse=True)  # North's holes from North's left
    # Hole 1 lies next to its owner's store; hole i faces the opponent's hole 8 - i.
    assert all(x[(0, str(k))] == x[(1, str(8 - k))] for k in range(1, 8))


def test_congkak_flipped_keeps_the_stores_at_their_owners_left() -> None:
    found = places(parse_svg(board_svg(mc.rules("congkak").start(), flipped=True)))
    # North is nearest: North's left is now the viewer's left.
    assert centre(found[(1, "store")])[0] < centre(found[(1, "1")])[0]
    assert centre(found[(0, "store")])[0] > centre(found[(0, "1")])[0]


def test_congkak_shows_clockwise_sowing() -> None:
    root = parse_svg(board_svg(mc.rules("congkak").start()))
    flows = [g for g in root.iter(f"{SVG}g") if "flow" in classes(g)]
    assert len(flows) == 1
    assert flows[0].get("data-direction") == "clockwise"
    assert texts(root, "flow-label") == ["sowing clockwise"]
    arrows = flows[0].findall(f"{SVG}polygon")
    assert len(arrows) >= 4
    # Clockwise on screen: along the top the arrows point right (0 degrees), along the
    # bottom left (180).
    angles = {a.get("transform", "").split("rotate(")[1].rstrip(")") for a in arrows}
    assert {"0", "180", "90", "270"} <= angles
    assert "Sowing goes clockwise." in (root.get("aria-label") or "")
    # Kalah and Oware keep their pictures: no cue.
    kalah = parse_svg(board_svg(mc.rules("kalah").start()))
    assert not any("flow" in classes(g) for g in kalah.iter(f"{SVG}g"))


def test_congkak_last_seed_in_the_left_store() -> None:
    trace = mc.rules("congkak").start().trace("7")
    root = parse_svg(board_svg(trace.after, last_move=trace))
    found = places(root)
    assert "last-to" in classes(found[(0, "store")])
    assert texts(root, "caption") == [
        "Last move: South 7, last seed in South store, South moves again"
    ]


def test_congkak_burnt_holes_are_marked() -> None:
    pos = POSITIONS["congkak-match"]()
    found = places(parse_svg(board_svg(pos)))
    burnt = sorted(k for k, e in found.items() if "burnt" in classes(e))
    assert burnt == [(1, "6"), (1, "7")]
    assert "burnt" in [t.text for t in found[(1, "7")].iter(f"{SVG}text")]
    assert "burnt" in (found[(1, "7")].get("aria-label") or "")


# -- Basic mancala ---------------------------------------------------------------------


@pytest.mark.parametrize("players, pits", [(3, 6), (3, 4), (4, 6), (4, 4)])
def test_basic_ring_runs_counter_clockwise(players: int, pits: int) -> None:
    pos = mc.rules("basic", players=players, pits=pits).start()
    root = parse_svg(board_svg(pos))
    found = places(root)
    ring = [
        centre(found[(q, str(k) if k else "store")])
        for q in range(players) for k in [*range(1, pits + 1), 0]
    ]
    # The signed area of the ring's polygon: negative for counter-clockwise on screen (y down).
    area = sum(x0 * y1 - x1 * y0
               for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1], strict=True))
    assert area < 0
    # Player 1's row along the bottom, from the viewer's left.
    row1 = [centre(found[(0, str(k))]) for k in range(1, pits + 1)]
    assert [x for x, _ in row1] == sorted(x for x, _ in row1)
    assert all(y == pytest.approx(row1[0][1]) for _, y in row1)
    assert row1[0][1] == pytest.approx(max(y for _, y in ring))
    # Neighbours along the ring are close together; every store follows its row.
    steps = [((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
             for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1], strict=True)]
    assert max(steps) < 1.2 * min(steps)
    assert layout_for(pos.rules).name == "ring"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_basic_labels_every_row_and_marks_the_player_to_move(players: int) -> None:
    pos = mc.rules("basic", players=players).start().play("6")  # Player 2 to move
    root = parse_svg(board_svg(pos))
    for q in range(players):
        assert f"Player {q + 1}" in side_text(root, q)
    to_move = [g for g in root.iter(f"{SVG}g") if "to-move" in classes(g)]
    assert [g.get("data-player") for g in to_move] == ["1"]
    assert to_move[0].find(f"{SVG}polygon") is not None
    # said once, under the board; the side has the markers
    assert "to move" not in side_text(root, 1)
    assert texts(root, "status") == ["Player 2 to move"]


def test_basic_finished_player_is_greyed_out_with_their_place() -> None:
    pos = basic_three_with_a_finisher()
    root = parse_svg(board_svg(pos))
    found = places(root)
    for k in [*map(str, range(1, 7)), "store"]:
        element = found[(0, k)]
        assert "out" in classes(element)
        rect = element.find(f"{SVG}rect")
        assert rect is not None and rect.get("fill") == "#d4d4d4"
        assert rect.get("stroke-dasharray")  # not by colour alone: a dashed edge
        assert "Player 1 has finished 1st" in (element.get("aria-label") or "")
    assert not any("out" in classes(found[(q, "1")]) for q in (1, 2))
    assert "out" in classes(side(root, 0))
    assert "finished 1st" in side_text(root, 0)
    assert "to-move" in classes(side(root, 2)) and "to move" not in side_text(root, 2)
    assert "Player 1: pits 1 to 6 hold 0 0 0 0 0 0, store 21, finished 1st." in (
        root.get("aria-label") or "")


def test_basic_resigned_player_is_marked() -> None:
    pos = basic_four_with_a_resigner()
    assert pos.rules.resigned(pos) == (2,)  # type: ignore[attr-defined]
    root = parse_svg(board_svg(pos))
    assert "resigned, 4th" in side_text(root, 2)
    assert "out" in classes(places(root)[(2, "3")])
    assert "Player 3 has resigned, 4th" in (places(root)[(2, "store")].get("aria-label") or "")


def test_basic_game_over_lists_the_places() -> None:
    pos = basic_three_over()
    assert pos.is_over()
    root = parse_svg(board_svg(pos))
    assert texts(root, "status") == ["Game over: 1st Player 2, 2nd Player 1, 3rd Player 3"]
    assert "finished 1st" in side_text(root, 1)
    assert "2nd" in side_text(root, 0) and "3rd" in side_text(root, 2)
    assert not any("to-move" in classes(g) for g in root.iter(f"{SVG}g"))
    # The two players still in the game are not greyed out.
    assert "out" not in classes(places(root)[(0, "6")])


def test_basic_last_move_and_highlight_work_on_the_ring() -> None:
    trace = mc.rules("basic", players=4).start().trace("3")
    root = parse_svg(board_svg(trace.after, last_move=trace, highlight=(3, 2)))
    found = places(root)
    assert "last-from" in classes(found[(0, "3")])
    assert "last-to" in classes(found[(0, "store")])
    assert "highlight" in classes(found[(3, "2")])
    with pytest.raises(ValueError, match="highlight"):
        board_svg(trace.after, highlight=(4, 1))


def test_ring_layout_fits_inside_the_picture() -> None:
    for players, pits in [(3, 4), (3, 6), (4, 4), (4, 6)]:
        layout = ring_layout(players, pits)
        for slot in layout.slots:
            assert slot.width / 2 <= slot.x <= layout.width - slot.width / 2
            assert slot.height / 2 <= slot.y <= layout.height - slot.height / 2
            assert 0 < slot.label_x < layout.width and 0 < slot.label_y < layout.height
        for label in layout.sides:
            assert 0 < label.x < layout.width and 0 < label.y < layout.height
    with pytest.raises(ValueError, match="2 to 4 players"):
        ring_layout(5, 6)


# -- text diagrams ---------------------------------------------------------------------


def test_congkak_text_has_the_stores_at_their_owners_left() -> None:
    pos = mc.rules("congkak").start().play("7")  # South's store holds 1
    lines = board_text(pos).splitlines()
    assert lines[0] == "congkak"
    assert lines[4].startswith("|  1 +") and lines[4].endswith("+  0 |")
    assert lines[1].split()[1:] == ["7", "6", "5", "4", "3", "2", "1"]
    assert lines[7].split() == ["1", "2", "3", "4", "5", "6", "7", "South"]
    assert "clockwise" in board_text(pos)
    assert lines[-1] == "South to move"


def test_toguz_text_stars_the_tuzdyk_and_lists_the_kazans() -> None:
    text = board_text(toguz_with_tuzdyk())
    lines = text.splitlines()
    assert lines[0] == "toguz tuzdyk=W:1,B:-"
    assert lines[1] == "Black's kazan: 80"
    assert lines[2].split() == ["9", "8", "7", "6", "5", "4", "3", "2", "*1"]
    assert lines[4].split("|")[9].strip() == "*0"
    assert "White's kazan: 75" in lines
    assert "*1: Black's hole 1 is White's tuzdyk" in lines
    assert lines[-1] == "Black to move"
    assert "*" not in board_text(mc.rules("toguz").start())
    assert text.isascii()


def test_basic_text_has_one_line_per_player_in_ring_order() -> None:
    lines = board_text(basic_three_with_a_finisher()).splitlines()
    assert lines[0] == "basic[players=3] finished=1:1st"
    rows = lines[2:5]
    assert [r.split()[:2] for r in rows] == [["Player", "1"], ["Player", "2"], ["Player", "3"]]
    assert rows[0].split()[2:] == ["0"] * 6 + ["->", "21", "finished", "1st"]
    assert rows[1].split()[2:] == ["0", "3", "3", "2", "2", "2", "->", "21"]
    assert rows[2].split()[2:] == ["2"] * 6 + ["->", "6", "<-", "to", "move"]
    assert lines[-1] == "Player 3 to move"


def test_basic_text_marks_resigners_and_the_result() -> None:
    text = board_text(basic_four_with_a_resigner())
    assert "resigned, 4th" in text.splitlines()[4]
    over = board_text(basic_three_over()).splitlines()
    assert over[-1] == "Game over: 1st Player 2, 2nd Player 1, 3rd Player 3"
    assert over[2].endswith("2nd") and over[3].endswith("finished 1st")
    two = board_text(mc.rules("basic").start()).splitlines()
    assert len(two) == 6 and two[2].startswith("Player 1") and two[3].startswith("Player 2")
