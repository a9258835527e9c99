"""Property tests (hypothesis) for positions, moves and the position text."""

from __future__ import annotations

import itertools
from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import mancala_core as mc

SETTINGS = settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)

# -- strategies ------------------------------------------------------------------------------

kalah_rules = st.builds(
    lambda kw: mc.rules("kalah", **kw),
    st.fixed_dictionaries(
        {},
        optional={
            "pits": st.integers(1, 9),
            "seeds": st.integers(1, 9),
            "empty_capture": st.booleans(),
            "end": st.sampled_from(["row-empty", "no-move"]),
            "leftovers": st.sampled_from(["owner", "emptied", "uncounted"]),
            "swap": st.booleans(),
        },
    ),
)
oware_rules = st.builds(
    lambda kw: mc.rules("oware", **kw),
    st.fixed_dictionaries(
        {},
        optional={
            "pits": st.integers(2, 9),
            "seeds": st.integers(1, 9),
            "grand_slam": st.sampled_from(["no-capture", "illegal", "capture"]),
        },
    ),
)
any_rules = st.one_of(kalah_rules, oware_rules)


@st.composite
def set_ups(draw: st.DrawFn, rules: st.SearchStrategy[mc.Rules] = any_rules) -> mc.Position:
    """A random legal set-up: the game's seeds cut into 2n + 2 heaps."""
    r = draw(rules)
    n, total = r.pits_per_player, r.total_seeds
    cuts = sorted(draw(st.lists(st.integers(0, total), min_size=2 * n + 1, max_size=2 * n + 1)))
    bounds = [0, *cuts, total]
    cells = [b - a for a, b in itertools.pairwise(bounds)]
    extra: dict[str, Any] = {}
    if r.options.get("swap"):
        extra["swap"] = draw(st.sampled_from(["open", "closed", "used"]))
    return r.position(
        pits=[cells[:n], cells[n + 1 : 2 * n + 1]],
        stores=[cells[n], cells[2 * n + 1]],
        to_move=draw(st.integers(0, 1)),
        **extra,
    )


@st.composite
def played(draw: st.DrawFn, rules: st.SearchStrategy[mc.Rules] = any_rules) -> mc.Position:
    """A position reached by random play from the start or from a random set-up."""
    pos = draw(st.one_of(rules.map(lambda r: r.start()), set_ups(rules)))
    for _ in range(draw(st.integers(0, 120))):
        moves = pos.legal_moves()
        if not moves:
            break
        pos = pos.play(moves[draw(st.integers(0, len(moves) - 1))])
    return pos


positions = st.one_of(set_ups(), played())


# -- the position text --------------------------------------------------------------------------


@SETTINGS
@given(positions)
def test_parse_of_text_gives_back_the_position(pos):
    text = pos.text()
    again = mc.parse(text)
    assert again == pos
    assert again.history == pos.history
    assert again.text() == text
    assert hash(again) == hash(pos)
    assert eval(repr(pos), {"Position": mc.Position}) == pos


@SETTINGS
@given(played(oware_rules))
def test_oware_history_round_trips(pos):
    assert mc.parse(pos.text()).history == pos.history
    assert pos.key() not in pos.history or pos.is_over()


@SETTINGS
@given(st.text())
@example("")
@example("kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S")
@example("kalah[seeds=99999999999999999999] 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S")
@example("kalah[pits=²] 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S")
@example("kalah[pits=٦] 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S")
@example("oware 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S seen=;")
@example("\x00")
def test_parse_of_any_text_gives_a_position_or_a_mancala_error(text):
    try:
        pos = mc.parse(text)
    except mc.MancalaError:
        return
    assert isinstance(pos, mc.Position)


MUTATION_ALPHABET = st.sampled_from(
    list("0123456789.:/@;=[], -SNX") + ["swap=", "seen=", "open", "²", "\n", "kalah", "oware"]
)


@st.composite
def mutated_texts(draw: st.DrawFn) -> str:
    text = draw(positions).text()
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["delete", "insert", "replace", "swap-parts", "duplicate"]))
        i = draw(st.integers(0, len(text)))
        if kind == "delete" and text:
            j = draw(st.integers(i, min(len(text), i + 5)))
            text = text[:i] + text[j:]
        elif kind == "insert":
            text = text[:i] + draw(MUTATION_ALPHABET) + text[i:]
        elif kind == "replace" and i < len(text):
            text = text[:i] + draw(MUTATION_ALPHABET) + text[i + 1 :]
        elif kind == "swap-parts":
            parts = text.split(" ")
            a, b = draw(st.integers(0, len(parts) - 1)), draw(st.integers(0, len(parts) - 1))
            parts[a], parts[b] = parts[b], parts[a]
            text = " ".join(parts)
        else:
            text = text[:i] + text[i : i + 8] + text[i:]
    return text


@SETTINGS
@given(mutated_texts())
def test_parse_of_a_mutated_text_gives_a_position_or_a_mancala_error(text):
    try:
        pos = mc.parse(text)
    except mc.MancalaError:
        return
    assert isinstance(pos, mc.Position)
    assert mc.parse(pos.text()) == pos


# -- moves ------------------------------------------------------------------------------------


@SETTINGS
@given(positions, st.data())
def test_an_illegal_move_raises_and_leaves_the_position_unchanged(pos, data):
    n = pos.rules.pits_per_player
    candidates = [str(k) for k in range(1, n + 1)]
    if pos.rules.options.get("swap"):
        candidates.append("swap")
    legal = {str(m) for m in pos.legal_moves()}
    illegal = [c for c in candidates if c not in legal]
    if not illegal:
        return
    move = data.draw(st.sampled_from(illegal))
    text, history, moves = pos.text(), pos.history, pos.legal_moves()
    try:
        pos.play(move)
    except mc.IllegalMoveError as error:
        assert repr(move) in str(error)
        assert text in str(error)
    else:
        raise AssertionError(f"{move!r} was played in {text!r}")
    assert pos.text() == text
    assert pos.history == history
    assert pos.legal_moves() == moves


@SETTINGS
@given(positions)
def test_every_legal_move_plays_and_leaves_the_position_unchanged(pos):
    text = pos.text()
    total = pos.rules.total_seeds
    for move in pos.legal_moves():
        after = pos.play(move)
        assert after == pos.play(str(move))
        seeds = after.store(0) + after.store(1) + after.seeds_on_board()
        assert seeds == total
    assert pos.text() == text


@SETTINGS
@given(positions, st.one_of(st.text(max_size=6), st.integers(), st.none()))
@example(mc.rules("kalah").start(), "²")
@example(mc.rules("oware").start(), "¹")
def test_playing_any_input_plays_or_raises_a_move_error(pos, move):
    text = pos.text()
    try:
        pos.play(move)
    except (mc.InvalidMoveError, mc.IllegalMoveError):
        pass
    assert pos.text() == text
