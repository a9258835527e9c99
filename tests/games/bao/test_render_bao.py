"""Pictures of Bao la Kiswahili: four rows, the square nyumba, both hands, the stage and a
blocked hole, as SVG and as a text diagram (BAO.md §1 and §7)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import mancala_core as mc
from mancala_core.games.bao.rules import Bao
from mancala_core.render import board_svg, board_text, layout_for

SVG = "{http://www.w3.org/2000/svg}"
R = Bao()

# K.I.B.A.'s kutakatia position (BAO.md E11): North's a4 is blocked, both nyumba lost.
BLOCKED = ("bao 0.2.0.0.1.1.0.0.0.0.2.2.0.2.6.4:0/1.0.1.2.10.0.0.10.2.2.8.4.1.2.1.0:0 "
           "N nyumba=- blocked=a4")


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


def texts(element: ET.Element, cls: str | None = None) -> list[str]:
    return [t.text or "" for t in element.iter(f"{SVG}text")
            if cls is None or cls in classes(t)]


def centre(element: ET.Element) -> tuple[float, float]:
    rect = element.find(f"{SVG}rect")
    assert rect is not None
    return (float(rect.get("x", "0")) + float(rect.get("width", "0")) / 2,
            float(rect.get("y", "0")) + float(rect.get("height", "0")) / 2)


def dormant_position() -> mc.Position:
    # South's nyumba owned with 3 seeds (dormant), North's owned with 6, namua.
    south = [1, 0, 0, 0, 3, 2, 0, 0] + [0] * 8
    north = [0, 0, 0, 0, 6, 2, 2, 0] + [0] * 8
    return R.position(pits=[south, north], stores=[20, 28], to_move=0)


def played_game(seed: int = 1) -> list[mc.MoveTrace]:
    import random

    rng = random.Random(seed)
    pos, traces = R.start(), []
    while not pos.is_over():
        trace = pos.trace(rng.choice(pos.legal_moves()))
        traces.append(trace)
        pos = trace.after
    return traces


POSITIONS = {
    "start": R.start,
    "blocked": lambda: mc.parse(BLOCKED),
    "dormant": dormant_position,
    "over": lambda: played_game()[-1].after,
    "namua-played": lambda: played_game()[9].after,
}


@pytest.mark.parametrize("case", sorted(POSITIONS))
@pytest.mark.parametrize("dots", [False, True])
def test_every_hole_and_hand_is_drawn_with_its_count_and_data(case: str, dots: bool) -> None:
    pos = POSITIONS[case]()
    root = parse_svg(board_svg(pos, dots=dots, size=None))
    found = places(root)
    assert set(found) == {(p, str(k)) for p in (0, 1) for k in range(1, 17)} | {
        (0, "store"), (1, "store")}
    for player in (0, 1):
        for hole, count in enumerate(pos.pits(player), start=1):
            element = found[(player, str(hole))]
            assert element.get("data-count") == str(count)
            assert texts(element, "count") == [str(count)]
            name = R.hole_name(player, hole)
            label = element.get("aria-label") or ""
            assert label.startswith(f"{R.side_names[player]} hole {name}: ")
            assert f": {count} seed" in label
            assert element.findtext(f"{SVG}title") == label
        hand = found[(player, "store")]
        assert texts(hand, "count") == [str(pos.store(player))]
        assert (hand.get("aria-label") or "").startswith(f"{R.side_names[player]} hand: ")
    assert root.get("data-rules") == "bao"
    assert root.findtext(f"{SVG}desc") == pos.text()
    assert texts(root, "pit-number").count("hand") == 2
    assert layout_for(R).name == "four-rows"  # the layout the rules declare


def test_four_rows_as_south_sees_them() -> None:
    found = places(parse_svg(board_svg(R.start())))
    at = {key: centre(element) for key, element in found.items()}

    def row(player: int, first: int) -> list[tuple[float, float]]:
        return [at[(player, str(k))] for k in range(first, first + 8)]

    north_back, north_front = row(1, 9), row(1, 1)
    south_front, south_back = row(0, 1), row(0, 9)
    ys = [r[0][1] for r in (north_back, north_front, south_front, south_back)]
    assert ys == sorted(ys) and len(set(ys)) == 4  # b, a, A, B from the top
    for r in (north_back, north_front, south_front, south_back):
        assert all(y == r[0][1] for _, y in r)
    # South's holes 1..8 from the left; North's from North's left (the viewer's right).
    assert [x for x, _ in south_front] == sorted(x for x, _ in south_front)
    assert [x for x, _ in north_front] == sorted((x for x, _ in north_front), reverse=True)
    # Front hole i faces the opponent's front hole 9 - i: A1 under a8; b1 above a1.
    assert all(at[(0, str(i))][0] == at[(1, str(9 - i))][0] for i in range(1, 9))
    assert at[(1, "9")][0] == at[(1, "1")][0] and at[(0, "9")][0] == at[(0, "1")][0]
    # Each hand beside its owner's rows, at the owner's right.
    assert at[(0, "store")][0] > max(x for x, _ in south_front)
    assert at[(1, "store")][0] < min(x for x, _ in north_front)
    assert ys[2] < at[(0, "store")][1] < ys[3] + 1 and ys[0] < at[(1, "store")][1] < ys[1]


def test_rows_are_lettered_and_numbered() -> None:
    root = parse_svg(board_svg(R.start()))
    assert texts(root, "row-letter") == ["b", "b", "a", "a", "A", "A", "B", "B"]
    numbers = [t for t in texts(root, "pit-number") if t != "hand"]
    assert sorted(numbers) == sorted([str(k) for k in range(1, 9)] * 2)
    assert any("divide" in classes(e) for e in root.iter(f"{SVG}line"))


def test_flipped_puts_north_nearest() -> None:
    root = parse_svg(board_svg(R.start(), flipped=True))
    found = places(root)
    assert centre(found[(1, "9")])[1] > centre(found[(1, "1")])[1] > centre(found[(0, "1")])[1]
    assert centre(found[(0, "9")])[1] < centre(found[(0, "1")])[1]
    assert texts(root, "row-letter")[:2] == ["B", "B"]


@pytest.mark.parametrize(
    ("case", "states"),
    [("start", ("owned", "owned")), ("dormant", ("dormant", "owned")),
     ("blocked", ("lost", "lost"))],
)
def test_the_nyumba_is_square_with_its_state(case: str, states: tuple[str, str]) -> None:
    pos = POSITIONS[case]()
    root = parse_svg(board_svg(pos))
    found = places(root)
    words = {"owned": "nyumba", "dormant": "dormant", "lost": "lost"}
    for player, state in enumerate(states):
        nyumba = found[(player, "5")]
        assert {"nyumba", state} <= classes(nyumba)
        rect = nyumba.find(f"{SVG}rect")
        assert rect is not None and float(rect.get("rx", "0")) < 20  # square, not round
        assert words[state] in texts(nyumba, "mark-word")
        assert f"nyumba, {state}" in (nyumba.get("aria-label") or "")
        frame = nyumba.find(f"{SVG}rect[@class='mark-nyumba']")
        if state == "lost":
            assert frame is None
        else:  # an inner frame: solid when it works, dashed while dormant
            assert frame is not None
            assert (frame.get("stroke-dasharray") is not None) == (state == "dormant")
    other = found[(0, "4")].find(f"{SVG}rect")
    assert other is not None and float(other.get("rx", "0")) == 42
    assert not any("nyumba" in classes(e) for k, e in found.items() if k[1] != "5")
    notes = texts(root, "notes")
    assert len(notes) == (2 if case == "blocked" else 1)
    if states[0] == states[1]:
        assert notes[0].startswith(f"Both nyumba {states[0]}")
    else:
        assert f"South's {states[0]}, North's {states[1]}" in notes[0]


def test_the_blocked_hole_is_marked_by_shape_and_word() -> None:
    pos = mc.parse(BLOCKED)
    assert R.blocked_hole(pos) == (1, 4)
    root = parse_svg(board_svg(pos))
    found = places(root)
    blocked = [k for k, e in found.items() if "blocked" in classes(e)]
    assert blocked == [(1, "4")]
    hole = found[(1, "4")]
    assert "blocked" in texts(hole, "mark-word")
    assert "blocked for this move (kutakatia)" in (hole.get("aria-label") or "")
    ring = hole.find(f"{SVG}rect[@class='mark-blocked-ring']")
    assert ring is not None and ring.get("stroke-dasharray")
    assert hole.find(f"{SVG}g[@class='mark-blocked']") is not None  # the cross badge
    assert texts(root, "notes") == ["Both nyumba lost",
                                    "a4 is blocked for this move (kutakatia)"]
    assert "North's hole a4 is blocked for this move (kutakatia)." in (
        root.get("aria-label") or "")
    assert not any("blocked" in classes(e) for e in places(parse_svg(board_svg(R.start())))
                   .values())


def test_a_blocked_nyumba_keeps_both_marks() -> None:
    # North's owned but dormant nyumba a5 (3 seeds) is the only target of South's capture.
    pos = R.position(
        pits=[[0, 0, 0, 2, 0, 0, 0, 0] + [2] * 8, [2, 0, 0, 0, 3, 0, 0, 2] + [5] * 7 + [4]],
        stores=[0, 0], to_move=1, nyumba=(False, True), blocked="a5")
    found = places(parse_svg(board_svg(pos)))
    assert {"nyumba", "dormant", "blocked"} <= classes(found[(1, "5")])
    assert texts(found[(1, "5")], "mark-word") == ["blocked"]


def test_hands_show_the_stage_and_the_status_says_it() -> None:
    root = parse_svg(board_svg(R.start()))
    found = places(root)
    assert texts(root, "stage") == ["namua", "namua"]
    assert texts(root, "status") == ["South to move \u00b7 namua stage"]
    assert "South: front row A1 to A8 holds 0 0 0 0 6 2 2 0" in (root.get("aria-label") or "")
    assert found[(0, "store")].get("aria-label") == "South hand: 22 seeds"
    mtaji = parse_svg(board_svg(mc.parse(BLOCKED)))
    assert texts(mtaji, "stage") == ["mtaji", "mtaji"]
    assert texts(mtaji, "status") == ["North to move \u00b7 mtaji stage"]
    side = [g for g in mtaji.iter(f"{SVG}g")
            if "to-move" in classes(g) and "side" in classes(g)]
    assert [g.get("data-player") for g in side] == ["1"]


def test_the_result_names_the_winner_and_why() -> None:
    traces = played_game()
    last = traces[-1]
    pos = last.after
    winner = pos.winner()
    assert winner is not None
    root = parse_svg(board_svg(pos, last_move=last))
    status = texts(root, "status")[0]
    assert status.startswith(f"Game over: {R.side_names[winner]} wins (")
    assert R.end_reason(pos) in status
    side_states = {g.get("data-player"): " ".join(texts(g)) for g in root.iter(f"{SVG}g")
                   if "side" in classes(g)}
    assert "wins" in side_states[str(winner)] and "loses" in side_states[str(1 - winner)]
    caption = texts(root, "caption")[0]
    assert caption.startswith(f"Last move: {R.side_names[last.before.to_move]} "
                              f"{last.move.text}")
    # The last move is marked on the hole it started from, named as in the notation.
    found = places(root)
    start = found[(last.before.to_move, str(last.move.pit))]
    assert "last-from" in classes(start)


def test_a_hint_highlights_a_hole() -> None:
    found = places(parse_svg(board_svg(R.start(), highlight=(0, 6))))
    assert "highlight" in classes(found[(0, "6")])
    with pytest.raises(ValueError, match="highlight"):
        board_svg(R.start(), highlight=(0, 17))


# -- the text diagram -------------------------------------------------------------


def test_text_draws_four_rows_hands_stage_and_marks() -> None:
    lines = board_text(mc.parse(BLOCKED)).splitlines()
    assert lines[0] == "bao nyumba=- blocked=a4"
    assert lines[1] == "North's hand: 0 seeds (mtaji)"
    assert lines[2].split() == [str(k) for k in range(8, 0, -1)]
    rows = [line for line in lines if line[:3].strip() in ("a", "b", "A", "B")]
    assert [r.split("|")[0].strip() for r in rows] == ["b", "a", "A", "B"]
    cells = [[c.strip() for c in r.split("|")[1:9]] for r in rows]
    assert cells[0] == ["0", "1", "2", "1", "4", "8", "2", "2"]  # b8..b1
    assert cells[1] == ["10", "0", "0", "10", "x2", "1", "0", "1"]  # a8..a1, a4 blocked
    assert cells[2] == ["0", "2", "0", "0", "1", "1", "0", "0"]  # A1..A8, nyumba lost
    assert "x: a4 is blocked (kutakatia)" in lines
    assert lines[-1] == "North to move, mtaji stage"
    assert "\n".join(lines).isascii()


def test_text_marks_owned_nyumba_and_the_result() -> None:
    text = board_text(dormant_position())
    assert "|  [3]|" in text and "|  [6]|" in text
    assert "South's dormant, North's owned (dormant: owned, fewer than 6 seeds)" in text
    over = played_game()[-1].after
    assert board_text(over).splitlines()[-1].startswith("Game over: ")
    assert "wins (" in board_text(over)
