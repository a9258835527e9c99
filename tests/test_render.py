"""The pictures of positions: the text diagram and the SVG board."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import mancala_core as mc
from mancala_core.render import board_svg, board_text
from mancala_core.render.layout import Layout, layout_for, two_row_layout
from mancala_core.render.svg import PlaceLike

SVG = "{http://www.w3.org/2000/svg}"


def parse_svg(svg: str) -> ET.Element:
    """The SVG as an element tree: this fails unless the SVG is well-formed XML."""
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    return root


def places(root: ET.Element) -> dict[tuple[int, str], ET.Element]:
    """Every pit and store element, keyed by ``(data-player, data-pit)``."""
    found: dict[tuple[int, str], ET.Element] = {}
    for element in root.iter():
        if "data-pit" in element.attrib:
            key = (int(element.attrib["data-player"]), element.attrib["data-pit"])
            assert key not in found, f"{key} drawn twice"
            found[key] = element
    return found


def shown_count(element: ET.Element) -> str:
    """The number written in a pit or store."""
    texts = [t for t in element.iter(f"{SVG}text") if "count" in t.get("class", "").split()]
    assert len(texts) == 1
    return texts[0].text or ""


def classes(element: ET.Element) -> set[str]:
    return set(element.get("class", "").split())


# -- the text diagram ------------------------------------------------------------


def test_text_diagram_of_the_classic_first_move() -> None:
    pos = mc.rules("kalah").start().play("3")
    assert str(pos) == "\n".join([
        "kalah",
        "North   6    5    4    3    2    1",
        "+----+----+----+----+----+----+----+----+",
        "|    |  4 |  4 |  4 |  4 |  4 |  4 |    |",
        "|  0 +----+----+----+----+----+----+  1 |",
        "|    |  4 |  4 |  0 |  5 |  5 |  5 |    |",
        "+----+----+----+----+----+----+----+----+",
        "        1    2    3    4    5    6  South",
        "South to move",
    ])


def test_text_diagram_reads_north_right_to_left() -> None:
    # North 1 2 3 4 5 6 from North's left must read 6 5 4 3 2 1 from the viewer's left.
    pos = mc.rules("kalah").position(
        pits=[[0, 0, 0, 0, 0, 48 - 21], [1, 2, 3, 4, 5, 6]], stores=[0, 0]
    )
    north_row = str(pos).splitlines()[3]
    assert north_row.split("|")[2:8] == ["  6 ", "  5 ", "  4 ", "  3 ", "  2 ", "  1 "]


def test_text_diagram_says_who_won() -> None:
    # RULES.md Kalah example 9, leftovers=owner: 26-22 for South.
    pos = mc.parse("kalah 0.0.1.0.0.4:19/0.0.2.0.0.0:22 S").play("3")
    assert pos.is_over()
    assert board_text(pos).splitlines()[-1] == "Game over: South wins 26-22"
    draw = mc.parse("kalah 0.0.0.0.0.0:24/0.0.0.0.0.0:24 N")
    assert board_text(draw).splitlines()[-1] == "Game over: a draw, 24-24"


def test_text_diagram_shows_special_state_but_not_history() -> None:
    swap = mc.rules("kalah", swap=True).start()
    assert board_text(swap).splitlines()[0] == "kalah[swap=true] swap=open"
    oware = mc.rules("oware").start().play("5")
    assert "seen=" in oware.text()
    assert board_text(oware).splitlines()[0] == "oware"


def test_text_diagram_flipped_puts_south_on_top() -> None:
    lines = board_text(mc.rules("kalah").start(), flipped=True).splitlines()
    assert lines[1].startswith("South")
    assert lines[7].endswith("North")


def test_text_diagram_is_ascii_and_keeps_its_width_for_big_counts() -> None:
    start = mc.rules("kalah", pits=9, seeds=9).start()
    end = mc.rules("kalah", pits=9, seeds=9).position(
        pits=[[0] * 9, [0] * 9], stores=[100, 62]
    )
    assert board_text(start).isascii()
    assert len(board_text(start).splitlines()[2]) == len(board_text(end).splitlines()[2])
    assert "|  62 +" in board_text(end) and "+ 100 |" in board_text(end)


# -- the layout --------------------------------------------------------------------


def test_two_row_layout_puts_each_store_at_its_owners_right() -> None:
    layout = two_row_layout(6)
    south = {s.place.pit: s for s in layout.slots if s.place.player == 0}
    north = {s.place.pit: s for s in layout.slots if s.place.player == 1}
    assert [south[k].x for k in range(1, 7)] == sorted(south[k].x for k in range(1, 7))
    assert [north[k].x for k in range(1, 7)] == sorted((north[k].x for k in range(1, 7)),
                                                       reverse=True)
    assert south[None].x > south[6].x  # South's right is the viewer's right
    assert north[None].x < north[6].x  # North's right is the viewer's left
    assert all(north[k].y < south[k].y for k in range(1, 7))
    # South pit i faces North pit n+1-i.
    assert all(south[k].x == north[7 - k].x for k in range(1, 7))


def test_layout_follows_the_number_of_pits_and_flipping() -> None:
    layout: Layout = layout_for(mc.rules("oware", pits=9))
    assert len(layout.slots) == 20
    wide = layout_for(mc.rules("oware", pits=9)).width
    assert wide > layout_for(mc.rules("oware", pits=6)).width
    flipped = layout_for(mc.rules("kalah"), flipped=True)
    assert flipped.slot(mc.Place(1, 1)).y > flipped.slot(mc.Place(0, 1)).y
    no_stores = two_row_layout(7, stores="none")
    assert len(no_stores.slots) == 14
    left = two_row_layout(6, stores="left")
    assert left.slot(mc.Place(0)).x < left.slot(mc.Place(0, 1)).x


# -- the SVG board -----------------------------------------------------------------


@pytest.mark.parametrize("name, options", [
    ("kalah", {}), ("kalah", {"pits": 1, "seeds": 1}), ("kalah", {"pits": 9, "seeds": 9}),
    ("oware", {}), ("oware", {"pits": 2}),
])
def test_every_pit_and_store_shows_its_count(name: str, options: dict[str, int]) -> None:
    rules = mc.rules(name, **options)
    pos = rules.start()
    for _ in range(5):  # a few moves in, so that counts differ
        if pos.is_over():
            break
        pos = pos.play(pos.legal_moves()[-1])
    root = parse_svg(board_svg(pos))
    found = places(root)
    n = rules.pits_per_player
    assert set(found) == {(p, str(k)) for p in (0, 1) for k in range(1, n + 1)} | {
        (0, "store"), (1, "store")
    }
    for player in (0, 1):
        for pit, count in enumerate(pos.pits(player), start=1):
            element = found[(player, str(pit))]
            assert shown_count(element) == str(count)
            assert element.get("data-count") == str(count)
            assert "pit" in classes(element)
        store = found[(player, "store")]
        assert shown_count(store) == str(pos.store(player))
        assert "store" in classes(store)


def test_pits_have_accessible_names() -> None:
    pos = mc.rules("kalah").start().play("3")
    root = parse_svg(board_svg(pos))
    assert root.get("role") == "img"
    assert root.find(f"{SVG}title") is not None
    found = places(root)
    assert found[(0, "4")].get("aria-label") == "South pit 4: 5 seeds"
    assert found[(0, "3")].get("aria-label") == "South pit 3: 0 seeds"
    assert found[(0, "store")].get("aria-label") == "South store: 1 seed"
    assert found[(1, "1")].findtext(f"{SVG}title") == "North pit 1: 4 seeds"
    label = root.get("aria-label") or ""
    assert "South to move" in label
    assert "South: pits 1 to 6 hold 4 4 0 5 5 5, store 1" in label


def test_pit_numbers_count_from_each_owners_left() -> None:
    root = parse_svg(board_svg(mc.rules("kalah").start()))
    numbers = [t for t in root.iter(f"{SVG}text") if "pit-number" in classes(t)]
    found = places(root)

    def centre_x(element: ET.Element) -> float:
        rect = element.find(f"{SVG}rect")
        assert rect is not None
        return float(rect.get("x", "0")) + float(rect.get("width", "0")) / 2

    # Each pit's number sits in the same column as the pit, above North and below South.
    for (_player, pit), element in found.items():
        x = centre_x(element)
        column = [t for t in numbers if abs(float(t.get("x", "0")) - x) < 0.01]
        texts = {t.text for t in column}
        assert pit in texts
    north_numbers = sorted((t for t in numbers if t.text != "store"
                            and float(t.get("y", "0")) < 200), key=lambda t: float(t.get("x", "0")))
    assert [t.text for t in north_numbers] == ["6", "5", "4", "3", "2", "1"]


def test_size_sets_the_width_and_keeps_the_proportions() -> None:
    pos = mc.rules("kalah").start()
    root = parse_svg(board_svg(pos, size=800))
    _, _, w, h = (float(v) for v in (root.get("viewBox") or "").split())
    assert root.get("width") == "800"
    assert float(root.get("height") or 0) == pytest.approx(800 * h / w, abs=0.01)
    free = parse_svg(board_svg(pos, size=None))
    assert "width" not in free.attrib and "height" not in free.attrib


def test_highlight_a_pit_by_pair_or_place() -> None:
    pos = mc.rules("kalah").start()
    highlights: list[PlaceLike] = [(1, 2), mc.Place(1, 2)]
    for highlight in highlights:
        found = places(parse_svg(board_svg(pos, highlight=highlight)))
        marked = [key for key, element in found.items() if "highlight" in classes(element)]
        assert marked == [(1, "2")]
        element = found[(1, "2")]
        assert "highlighted" in (element.get("aria-label") or "")
        # Not by colour alone: a thick ring is drawn.
        assert element.find(f"{SVG}rect[@class='mark-highlight']") is not None


def test_highlight_several_places_and_a_store() -> None:
    pos = mc.rules("oware").start()
    found = places(parse_svg(board_svg(pos, highlight=[(0, 1), (0, None)])))
    marked = {key for key, element in found.items() if "highlight" in classes(element)}
    assert marked == {(0, "1"), (0, "store")}


@pytest.mark.parametrize("bad", [(2, 1), (0, 7), (0, 0), "3", (0, 1, 2)])
def test_highlight_off_the_board_is_an_error(bad: object) -> None:
    with pytest.raises(ValueError, match="highlight"):
        board_svg(mc.rules("kalah").start(), highlight=bad)  # type: ignore[arg-type]


def test_last_move_trace_marks_the_start_and_the_last_seed() -> None:
    # South plays 6: the last seed falls into North's pit 4.
    start = mc.rules("kalah").start().play("3")
    trace = start.trace("6")
    assert trace.last_place() == mc.Place(1, 4)
    root = parse_svg(board_svg(trace.after, last_move=trace))
    found = places(root)
    assert "last-from" in classes(found[(0, "6")])
    assert "last-to" in classes(found[(1, "4")])
    assert found[(0, "6")].find(f"{SVG}rect[@class='mark-last-from']") is not None
    assert found[(1, "4")].find(f"{SVG}rect[@class='mark-last-to']") is not None
    assert sum("last-from" in classes(e) for e in found.values()) == 1
    assert sum("last-to" in classes(e) for e in found.values()) == 1
    caption = [t.text for t in root.iter(f"{SVG}text") if "caption" in classes(t)]
    assert caption == ["Last move: South 6, last seed in North 4"]


def test_last_move_into_the_store_marks_the_store() -> None:
    trace = mc.rules("kalah").start().trace("3")
    root = parse_svg(board_svg(trace.after, last_move=trace))
    found = places(root)
    caption = [t.text for t in root.iter(f"{SVG}text") if "caption" in classes(t)]
    assert caption == ["Last move: South 3, last seed in South store, South moves again"]
    assert "last-to" in classes(found[(0, "store")])
    assert "the last seed fell here" in (found[(0, "store")].get("aria-label") or "")


def test_last_move_as_a_move_or_a_place() -> None:
    after = mc.rules("kalah").start().play("1")  # North to move: South played it
    move = mc.rules("kalah").start().move("1")
    found = places(parse_svg(board_svg(after, last_move=move)))
    assert [k for k, e in found.items() if "last-from" in classes(e)] == [(0, "1")]
    found = places(parse_svg(board_svg(after, last_move=mc.Place(1, 5))))
    assert [k for k, e in found.items() if "last-from" in classes(e)] == [(1, "5")]


def test_swap_as_last_move_marks_no_pit() -> None:
    pos = mc.rules("kalah", swap=True).start().play("1")
    trace = pos.trace("swap")
    root = parse_svg(board_svg(trace.after, last_move=trace))
    assert not any({"last-from", "last-to"} & classes(e) for e in places(root).values())
    assert "Last move: North swap" in [t.text for t in root.iter(f"{SVG}text")]


def test_player_to_move_is_marked_and_said() -> None:
    pos = mc.rules("kalah").start().play("1")  # North to move
    root = parse_svg(board_svg(pos))
    sides = [g for g in root.iter(f"{SVG}g") if "side" in classes(g)]
    to_move = [g for g in sides if "to-move" in classes(g)]
    assert [g.get("data-player") for g in to_move] == ["1"]
    assert to_move[0].find(f"{SVG}polygon") is not None  # a marker, not only a colour
    status = [t.text for t in root.iter(f"{SVG}text") if "status" in classes(t)]
    assert status == ["North to move"]
    # said once: the side's name has the markers, not a second "· to move"
    words = [t.text or "" for t in root.iter(f"{SVG}text")]
    assert sum("to move" in w for w in words) == 1, words
    assert root.get("data-to-move") == "1"


def test_result_is_written_when_the_game_is_over() -> None:
    # RULES.md Kalah example 7: South's extra move empties the row; North wins 27-21 (the
    # winner's score first, as the text board and the widget say it).
    pos = mc.parse("kalah 0.0.0.0.0.1:20/3.0.0.0.0.0:24 S").play("6")
    assert pos.is_over()
    root = parse_svg(board_svg(pos))
    status = [t.text for t in root.iter(f"{SVG}text") if "status" in classes(t)]
    assert status == ["Game over: North wins 27\u201321"]
    assert board_text(pos).splitlines()[-1] == "Game over: North wins 27-21"
    assert root.get("data-over") == "true"
    trace = mc.parse("kalah 0.0.0.0.0.1:20/3.0.0.0.0.0:24 S").trace("6")
    caption = [t.text for t in parse_svg(board_svg(trace.after, last_move=trace)).iter(
        f"{SVG}text") if "caption" in classes(t)]
    assert caption == ["Last move: South 6, last seed in South store"]  # no void extra move
    assert not any("to-move" in classes(g) for g in root.iter(f"{SVG}g"))


def test_flipped_draws_north_nearest() -> None:
    pos = mc.rules("kalah").start()

    def y_of(root: ET.Element, key: tuple[int, str]) -> float:
        rect = places(root)[key].find(f"{SVG}rect")
        assert rect is not None
        return float(rect.get("y", "0"))

    normal = parse_svg(board_svg(pos))
    flipped = parse_svg(board_svg(pos, flipped=True))
    assert y_of(normal, (0, "1")) > y_of(normal, (1, "1"))
    assert y_of(flipped, (0, "1")) < y_of(flipped, (1, "1"))


def test_title_and_dots() -> None:
    pos = mc.rules("kalah", seeds=3).start()
    root = parse_svg(board_svg(pos, title="Lesson 1 <sowing> & more", dots=True))
    assert (root.get("aria-label") or "").startswith("Lesson 1 <sowing> & more.")
    found = places(root)
    for key, element in found.items():
        dots = element.findall(f"{SVG}g[@class='seeds']/{SVG}circle")
        expected = 0 if key[1] == "store" else int(element.get("data-count") or 0)
        assert len(dots) == expected
    no_dots = places(parse_svg(board_svg(pos)))
    assert all(not e.findall(f"{SVG}g[@class='seeds']") for e in no_dots.values())


def test_colors_can_be_changed() -> None:
    svg = board_svg(mc.rules("kalah").start(), colors={"board": "#123456"})
    board = [r for r in parse_svg(svg).iter(f"{SVG}rect") if "board" in classes(r)]
    assert [r.get("fill") for r in board] == ["#123456"]


def test_position_shows_itself_as_svg_in_jupyter() -> None:
    pos = mc.rules("oware").start()
    svg = pos._repr_svg_()
    assert svg == board_svg(pos)
    assert board_svg(pos)._repr_svg_() == svg
    desc = parse_svg(svg).findtext(f"{SVG}desc")
    assert desc == pos.text()


# -- the side at the bottom --------------------------------------------------------


def centre(element: ET.Element) -> tuple[float, float]:
    """The centre of a pit's or store's box."""
    rect = element.find(f"{SVG}rect")
    assert rect is not None
    return (float(rect.get("x", "0")) + float(rect.get("width", "0")) / 2,
            float(rect.get("y", "0")) + float(rect.get("height", "0")) / 2)


def test_svg_with_north_at_the_bottom_is_the_mirror_of_the_default() -> None:
    # North to move; South 1 2 3 4 5 6 (store 7), North 0 9 0 1 0 2 (store 8).
    pos = mc.parse("kalah 1.2.3.4.5.6:7/0.9.0.1.0.2:8 N")
    south_view = parse_svg(board_svg(pos))
    north_view = parse_svg(board_svg(pos, bottom=1))
    assert (south_view.get("data-bottom"), north_view.get("data-bottom")) == ("0", "1")
    normal, mirrored = places(south_view), places(north_view)
    assert set(normal) == set(mirrored)
    # Every place of one side sits where the same place of the other side sat: the board
    # turned half a turn, North's row now at the bottom, read 1..6 from the left.
    for (player, pit), element in mirrored.items():
        assert centre(element) == centre(normal[(1 - player, pit)])
        assert element.get("data-count") == normal[(player, pit)].get("data-count")
    bottom_row = sorted((centre(e)[0], pit) for (player, pit), e in mirrored.items()
                        if player == 1 and pit != "store")
    assert [pit for _, pit in bottom_row] == ["1", "2", "3", "4", "5", "6"]
    assert centre(mirrored[(1, "1")])[1] > centre(mirrored[(0, "1")])[1]
    # North's store at North's right: the viewer's right.
    assert centre(mirrored[(1, "store")])[0] > centre(mirrored[(1, "6")])[0]
    # The pit numbers: the bottom row 1..6 from the left, the top row 6..1.
    numbers = [t for t in north_view.iter(f"{SVG}text") if "pit-number" in classes(t)
               and t.text != "store"]
    middle = sum(float(t.get("y", "0")) for t in numbers) / len(numbers)
    below = sorted((t for t in numbers if float(t.get("y", "0")) > middle),
                   key=lambda t: float(t.get("x", "0")))
    above = sorted((t for t in numbers if float(t.get("y", "0")) < middle),
                   key=lambda t: float(t.get("x", "0")))
    assert [t.text for t in below] == ["1", "2", "3", "4", "5", "6"]
    assert [t.text for t in above] == ["6", "5", "4", "3", "2", "1"]
    # The words read as the picture does: the top row (South's) first.
    label = north_view.get("aria-label") or ""
    assert label.index("South: pits") < label.index("North: pits")
    assert board_svg(pos, bottom=1) == board_svg(pos, flipped=True)


@pytest.mark.parametrize("name, options", [
    ("kalah", {}), ("oware", {}), ("congkak", {}), ("mankala24", {}), ("toguz", {}),
    ("bao", {}), ("basic", {"players": 2}),
])
def test_every_two_player_board_swaps_its_sides_with_bottom(
        name: str, options: dict[str, int]) -> None:
    rules = mc.rules(name, **options)
    normal, turned = layout_for(rules), layout_for(rules, bottom=1)
    assert len(normal.slots) == len(turned.slots)
    for slot in turned.slots:
        other = normal.slot(mc.Place(1 - slot.place.player, slot.place.pit))
        assert (slot.x, slot.y) == (other.x, other.y), slot.place
    sides = {side.player: side for side in turned.sides}
    assert sides[1].y > sides[0].y and sides[1].pointing == "up"


@pytest.mark.parametrize("players, bottom", [(3, 1), (3, 2), (4, 1), (4, 3)])
def test_a_ring_is_turned_to_put_the_bottom_players_row_at_the_bottom(
        players: int, bottom: int) -> None:
    rules = mc.rules("basic", players=players)
    normal, turned = layout_for(rules), layout_for(rules, bottom=bottom)
    for slot in turned.slots:
        other = normal.slot(mc.Place((slot.place.player - bottom) % players, slot.place.pit))
        assert (slot.x, slot.y) == pytest.approx((other.x, other.y)), slot.place
    pos = rules.start()
    root = parse_svg(board_svg(pos, bottom=bottom))
    found = places(root)
    row = [centre(found[(bottom, str(k))]) for k in range(1, rules.pits_per_player + 1)]
    assert [x for x, _ in row] == sorted(x for x, _ in row)  # from the viewer's left
    assert row[0][1] == pytest.approx(max(centre(e)[1] for e in found.values()))


@pytest.mark.parametrize("kwargs, words", [
    ({"bottom": 2}, ["bottom=2", "0 (South) or 1 (North)"]),
    ({"bottom": -1}, ["bottom=-1"]),
    ({"bottom": True}, ["bottom=True"]),
    ({"bottom": "1"}, ["bottom='1'"]),
    ({"bottom": 0, "flipped": True}, ["flipped=True", "bottom=0"]),
])
def test_a_bottom_that_is_not_a_player_is_refused(kwargs: dict[str, object],
                                                  words: list[str]) -> None:
    pos = mc.rules("kalah").start()
    for draw in (board_svg, board_text):
        with pytest.raises(mc.InvalidOptionError) as error:
            draw(pos, **kwargs)  # type: ignore[operator]
        assert isinstance(error.value, ValueError)
        for word in words:
            assert word in str(error.value)
    with pytest.raises(mc.InvalidOptionError, match="bottom=4 is not a player"):
        board_svg(mc.rules("basic", players=4).start(), bottom=4)
    # Agreeing is fine.
    assert board_text(pos, bottom=1, flipped=True) == board_text(pos, flipped=True)


def test_text_diagram_with_north_at_the_bottom() -> None:
    # North to move, drawn as North sees it: North's row at the bottom from North's left,
    # North's store at its right; South's row on top, read right to left.
    pos = mc.parse("kalah 1.2.3.4.5.6:7/0.9.0.1.0.2:8 N")
    assert board_text(pos, bottom=1) == "\n".join([
        "kalah",
        "South   6    5    4    3    2    1",
        "+----+----+----+----+----+----+----+----+",
        "|    |  6 |  5 |  4 |  3 |  2 |  1 |    |",
        "|  7 +----+----+----+----+----+----+  8 |",
        "|    |  0 |  9 |  0 |  1 |  0 |  2 |    |",
        "+----+----+----+----+----+----+----+----+",
        "        1    2    3    4    5    6  North",
        "North to move",
    ])
    assert board_text(pos, bottom=0) == str(pos)


def test_text_diagrams_of_the_other_boards_put_bottom_nearest() -> None:
    toguz = board_text(mc.rules("toguz").start(), bottom=1).splitlines()
    assert toguz[1] == "White's kazan: 0" and toguz[-2] == "Black's kazan: 0"
    bao = board_text(mc.rules("bao").start(), bottom=1).splitlines()
    assert bao[1].startswith("South's hand") and bao[-3].startswith("North's hand")
    assert [line[:3] for line in bao[4:11:2]] == [" B ", " A ", " a ", " b "]
    ring = board_text(mc.rules("basic", players=4).start(), bottom=1).splitlines()
    assert [line[:8] for line in ring[2:6]] == ["Player 2", "Player 3", "Player 4", "Player 1"]
    assert ring[6] == ("Ring (counter-clockwise): Player 2 -> Player 3 -> Player 4 -> "
                       "Player 1 -> Player 2")
