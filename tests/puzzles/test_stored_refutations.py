"""Stored refutations (collection file version 2): every wrong move's refutation found when a
collection is published, kept as data, said by the player in the learner's language without
a search, read strictly, and found again by ``verify``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import mancala_core as mc
from mancala_core.i18n import using
from puzzles import Collection, Puzzle, PuzzleFileError, VerificationError, load, loads, prove
from puzzles.refute import (
    _searched,
    _solved,
    measure,
    puzzle_refutation,
    refutations,
    stored,
    with_refutations,
)
from puzzles.schema import VERSION, StoredRefutation, dumps, solver_turns
from puzzles.themes import themes
from puzzles.verify import check_refutations, verify

ROOT = Path(__file__).resolve().parents[2]
COLLECTIONS = ROOT / "puzzles" / "collections"
SHIPPED = ("kalah", "kalah-empty-capture", "oware")

# North   4    3    2    1
# +----+----+----+----+----+----+
# |    |  0 |  0 |  0 |  1 |    |
# |  9 +----+----+----+----+ 12 |
# |    |  0 |  1 |  1 |  0 |    |
# +----+----+----+----+----+----+
#         1    2    3    4  South      South to move: 3 wins (it captures North's seed)
WIN = "kalah[pits=4,seeds=3] 0.1.1.0:12/1.0.0.0:9 S"
# North   4    3    2    1
# +----+----+----+----+----+----+
# |    |  2 |  3 |  3 |  3 |    |
# |  0 +----+----+----+----+ 10 |
# |    |  0 |  0 |  2 |  1 |    |
# +----+----+----+----+----+----+
#         1    2    3    4  South      South to move: 4, 3, 4 is the longest chain
CHAIN = "kalah[pits=4,seeds=3] 0.0.2.1:10/3.3.3.2:0 S"
# North   6    5    4    3    2    1
# +----+----+----+----+----+----+----+----+
# |    |  0 |  0 |  0 |  0 |  0 |  0 |    |
# | 22 +----+----+----+----+----+----+ 23 |
# |    |  0 |  0 |  0 |  0 |  2 |  1 |    |
# +----+----+----+----+----+----+----+----+
#         1    2    3    4    5    6  South      South to move: feed North with 6 alone
FEED = "oware 0.0.0.0.2.1:23/0.0.0.0.0.0:22 S"


def _proved(text: str, goal: str) -> Puzzle:
    pos = mc.parse(text)
    proof = prove(pos, goal)
    return Puzzle.create(pos, goal, value=proof.value, solution=proof.solution,
                         themes=themes(pos, proof.solution), source="test")


@pytest.fixture(scope="module")
def win() -> Puzzle:
    puzzle = _proved(WIN, "win")
    return puzzle.with_refutations(refutations(puzzle))


# -- what is stored -----------------------------------------------------------------------

def test_a_wrong_move_is_stored_as_the_line_and_the_margin_not_as_words(win: Puzzle) -> None:
    # after 2 (1 from South's pit 2 into pit 3), North's 1 lands in its empty pit 1 and
    # takes South's 3 seeds opposite: the game ends 12-12, a draw
    assert win.solution == ("3",)
    assert win.refutations == ((StoredRefutation("2", "explain", line=("1",), lower=0,
                                                 upper=0),),)
    entry = win.to_json()["refutations"]
    assert entry == [{"2": {"by": "explain", "line": ["1"], "lower": 0, "upper": 0}}]
    with using("en"):
        said = stored(win, win.start(), win.refutations[0][0]).text
    assert said == ("After 2, North plays 1 and captures 2; the game ends: you end with "
                    "12 of 24: a draw, not a win.")
    with using("pl"):
        said = stored(win, win.start(), win.refutations[0][0]).text
    assert said.startswith("Po 2") and "12 z 24" in said


def test_a_turn_goal_stores_the_most_the_turn_makes_at_every_turn_of_the_solver() -> None:
    chain = _proved(CHAIN, "longest_chain")
    assert chain.solution == ("4", "3", "4")
    found = refutations(chain)
    # 3 first makes a chain of 2 (3 into the store, then 4); after 4, the one pit left
    # to reach the store... each later turn has no other move that keeps the chain
    assert found[0] == (StoredRefutation("3", "turn", most=2),)
    assert len(found) == len(list(solver_turns(chain))) == 3
    assert [t for t in found[1:]] == [(), ()]  # one legal move each: nothing to refute
    kept = chain.with_refutations(found)
    assert stored(kept, chain.start(), found[0][0]).text == (
        "With 3 your turn has at most 2 moves: the longest has 3.")


def test_a_feeding_goal_stores_the_reply_that_wins_a_seed() -> None:
    feed = _proved(FEED, "feed_within_3")
    assert feed.solution == ("6",)
    (turn,) = refutations(feed)
    # 5 sows into North's pits 1 and 2... North's 1 then reaches South's row for a capture
    assert turn == (StoredRefutation("5", "feed", line=("1",), fails=True),)
    kept = feed.with_refutations((turn,))
    with using("en"):
        assert stored(kept, feed.start(), turn[0]).text == (
            "After 5, North plays 1: North can win a seed within 2 moves, whatever you play.")


def test_an_oware_value_only_the_time_bounded_solver_proves_is_said_the_same_way() -> None:
    # the shared explanation proves no value after South's 1 here (an Oware middle game):
    # the solver's line and bounds are stored ("by": "solve")
    pos = mc.parse("oware 1.0.12.1.2.4:13/1.3.6.0.0.0:5 S")
    puzzle = Puzzle.create(pos, "win", value=2, solution=("3",))
    follow, answer, lower, upper = _solved(pos, "1", max_seconds=1.0)
    kept = StoredRefutation("1", "solve", line=(*follow, *answer), lower=lower, upper=upper)
    for language in ("en", "pl"):
        with using(language):
            live = _searched(pos, "1", follow=follow, answer=answer, lower=lower,
                             upper=upper, target=1, best=None)
            assert stored(puzzle, pos, kept) == live


# -- said the same as the search says it --------------------------------------------------

def _sample(name: str, count: int) -> list[Puzzle]:
    """Every ``by`` of the collection at least once, then spread over the file."""
    collection = list(load(COLLECTIONS / f"{name}.json"))
    chosen: dict[str, Puzzle] = {}
    for puzzle in collection:
        assert puzzle.refutations is not None, puzzle.id
        for turn in puzzle.refutations:
            for found in turn:
                chosen.setdefault(found.by, puzzle)
    step = max(1, len(collection) // count)
    picked = {p.id: p for p in [*chosen.values(), *collection[::step][:count]]}
    return list(picked.values())


@pytest.mark.slow
@pytest.mark.parametrize("name", SHIPPED)
def test_a_stored_refutation_says_what_the_search_says_in_english_and_polish(
        name: str) -> None:
    compared = 0
    for puzzle in _sample(name, 6):
        bare = puzzle.with_refutations(None)
        assert puzzle.refutations is not None
        for (ply, before), turn in zip(solver_turns(puzzle), puzzle.refutations,
                                       strict=True):
            for found in turn:
                assert measure(bare, before, found.move, ply=ply) == found
                for language in ("en", "pl"):
                    with using(language):
                        said = puzzle_refutation(puzzle, before, found.move, ply=ply)
                        live = puzzle_refutation(bare, before, found.move, ply=ply)
                    assert said == live, (puzzle.id, found, language)
                    compared += 1
    assert compared >= 10


def test_every_shipped_collection_carries_every_wrong_moves_refutation() -> None:
    for name in SHIPPED:
        for puzzle in load(COLLECTIONS / f"{name}.json"):
            assert puzzle.refutations is not None, puzzle.id
            for (ply, before), turn in zip(solver_turns(puzzle), puzzle.refutations,
                                           strict=True):
                wrong = [m.text for m in before.legal_moves() if m.text != puzzle.solution[ply]]
                assert [r.move for r in turn] == wrong
                assert all(r.fails is not False for r in turn), puzzle.id


def test_the_shipped_files_grow_by_less_than_a_megabyte_together() -> None:
    sizes = {name: (COLLECTIONS / f"{name}.json").stat().st_size for name in SHIPPED}
    assert sum(sizes.values()) < 1_500_000, sizes


# -- the file ------------------------------------------------------------------------------

def test_a_collection_with_refutations_round_trips_exactly(win: Puzzle) -> None:
    collection = Collection((win,))
    text = dumps(collection)
    assert json.loads(text)["version"] == VERSION == 2
    again = loads(text)
    assert again == collection and dumps(again) == text
    assert Collection.to_json(again) == collection.to_json()


def test_a_version_1_file_loads_without_refutations_and_is_written_as_version_2(
        win: Puzzle) -> None:
    data = Collection((win,)).to_json()
    data["version"] = 1
    del data["puzzles"][0]["refutations"]
    old = loads(json.dumps(data), where="old.json")
    assert old.puzzles[0].refutations is None
    assert old.puzzles[0] == win.with_refutations(None)
    assert json.loads(dumps(old))["version"] == 2
    # a field version 1 did not have is refused in a version-1 file
    data["puzzles"][0]["refutations"] = None
    with pytest.raises(PuzzleFileError, match=r"old\.json: .*unknown field\(s\) 'refutations'"):
        loads(json.dumps(data), where="old.json")


def _with(win: Puzzle, refutations: Any) -> str:
    data = Collection((win,)).to_json()
    data["puzzles"][0]["refutations"] = refutations
    return json.dumps(data)


@pytest.mark.parametrize(("refutations", "message"), [
    ({"2": {}}, "must be null or a list of 1 objects"),
    ([], "must be null or a list of 1 objects"),
    ([{}], r"must map each wrong move at move 1 \(2\)"),
    ([{"2": {}, "4": {}}], "must map each wrong move"),
    ([{"2": []}], "must be a JSON object"),
    ([{"2": {"by": "magic"}}], "'by' must be one of explain, solve"),
    ([{"2": {"by": "turn", "most": 1}}], "is by 'turn': goal 'win' is refuted by 'explain'"),
    ([{"2": {"by": "explain", "line": ["1"], "lower": 0}}], "must hold the keys"),
    ([{"2": {"by": "explain", "line": ["1"], "lower": 0, "upper": 0, "x": 1}}],
     "must hold the keys"),
    ([{"2": {"by": "explain", "line": "1", "lower": 0, "upper": 0}}], "'line' must be a list"),
    ([{"2": {"by": "explain", "line": ["7"], "lower": 0, "upper": 0}}],
     "'line' holds an illegal move: move 1"),
    ([{"2": {"by": "explain", "line": ["1", "3"], "lower": 0, "upper": 0}}],
     "'line' goes on after the game ends"),
    ([{"2": {"by": "explain", "line": ["1"], "lower": 0.5, "upper": 0}}],
     "'lower' must be an integer"),
    ([{"2": {"by": "explain", "line": ["1"], "lower": True, "upper": 0}}],
     "'lower' must be an integer"),
    ([{"2": {"by": "explain", "line": ["1"], "lower": 2, "upper": 0}}], "lower first"),
    ([{"2": {"by": "explain", "line": ["1"], "lower": 0, "upper": 10**400}}],
     "must be margins from -24 to 24"),
    ([{"2": {"by": "explain", "line": ["\ud800"], "lower": 0, "upper": 0}}],
     "'line' must be a list"),
])
def test_a_malformed_refutation_is_refused_naming_the_file_the_puzzle_and_the_field(
        win: Puzzle, refutations: Any, message: str) -> None:
    try:
        text = _with(win, refutations)
    except ValueError:  # a lone surrogate cannot even be JSON text: nothing to read
        return
    with pytest.raises(PuzzleFileError, match=message) as caught:
        loads(text, where="bad.json")
    said = str(caught.value)
    assert said.startswith(f"bad.json: puzzle {win.id!r}: field 'refutations'")


def test_a_feeding_refutation_holds_one_reply_of_the_opponent_at_most() -> None:
    feed = _proved(FEED, "feed_within_3")
    data = Collection((feed,)).to_json()
    data["puzzles"][0]["refutations"] = [{"5": {"by": "feed", "line": ["1", "2"],
                                                "fails": True}}]
    with pytest.raises(PuzzleFileError, match="must be \\[\\] or one reply of the opponent"):
        loads(json.dumps(data))
    data["puzzles"][0]["refutations"] = [{"5": {"by": "feed", "line": ["1"], "fails": 1}}]
    with pytest.raises(PuzzleFileError, match="'fails' must be true or false"):
        loads(json.dumps(data))


# -- verify, publish, refute ---------------------------------------------------------------

def test_verify_finds_the_refutations_again_and_names_a_stored_one_that_differs(
        win: Puzzle) -> None:
    verify(win)
    wrong = win.with_refutations(((StoredRefutation("2", "explain", line=("1",), lower=-2,
                                                    upper=0),),))
    with pytest.raises(VerificationError,
                       match=rf"puzzle '{win.id}': the stored refutation of 2 at move 1 is "
                             r"\{'by': 'explain', 'line': \['1'\], 'lower': -2, 'upper': 0\}, "
                             r"not \{'by': 'explain', 'line': \['1'\], 'lower': 0, 'upper': 0\}"):
        check_refutations(wrong)
    with pytest.raises(VerificationError, match="the stored refutation of 2"):
        verify(wrong)


def test_the_refute_verb_adds_the_refutations_and_verify_accepts_them(
        win: Puzzle, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from puzzles.cli import main

    bare = win.with_refutations(None)
    path = tmp_path / "c.json"
    data = Collection((bare,)).to_json()
    data["version"] = 1
    del data["puzzles"][0]["refutations"]
    path.write_text(json.dumps(data))
    assert main(["refute", str(path), "--no-progress"]) == 0
    assert "the refutations of 1 wrong move stored" in capsys.readouterr().out
    assert load(path) == Collection((win,))
    assert json.loads(path.read_text())["version"] == 2
    assert main(["verify", str(path)]) == 0
    assert "1 with their refutations found again" in capsys.readouterr().out
    # a tampered refutation: verify names it (exit status 1)
    text = path.read_text().replace('"lower": 0', '"lower": -3')
    path.write_text(text)
    assert main(["verify", str(path)]) == 1
    assert "the stored refutation of 2 at move 1" in capsys.readouterr().err


def test_refute_leaves_the_old_file_when_the_collection_cannot_be_read(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from puzzles.cli import main

    path = tmp_path / "broken.json"
    path.write_text('{"format": "mancala-puzzles", "version": 3, "puzzles": []}')
    assert main(["refute", str(path), "--no-progress"]) == 2
    assert "field 'version' must be 1 or 2, got 3" in capsys.readouterr().err
    assert path.read_text() == '{"format": "mancala-puzzles", "version": 3, "puzzles": []}'


def test_publish_stores_the_refutations_of_the_lines_it_proves_again(
        win: Puzzle, tmp_path: Path) -> None:
    from puzzles.verify import publish

    path = tmp_path / "c.json"
    written = publish(Collection((win.with_refutations(None),)), path, refutations=True)
    assert written == load(path) == Collection((win,))
    assert with_refutations(Collection((win,))) == written


# -- the player needs no search ------------------------------------------------------------

def test_the_player_says_a_stored_refutation_with_the_search_unimportable(
        win: Puzzle, monkeypatch: pytest.MonkeyPatch) -> None:
    from puzzles.player import PuzzlePlayer

    for name in [n for n in sys.modules if n.startswith("mancala_core.search")]:
        monkeypatch.setitem(sys.modules, name, None)
    monkeypatch.setitem(sys.modules, "mancala_core.search", None)
    monkeypatch.setitem(sys.modules, "mancala_core.search.questions.explain", None)
    with pytest.raises(ImportError):
        import mancala_core.search.questions.explain  # noqa: F401
    player = PuzzlePlayer.of(win, pause=0, animation_speed=0)
    player.board.request({"type": "move", "move": "2"})
    assert player.feedback == ("Not 2. After 2, North plays 1 and captures 2; the game ends: "
                               "you end with 12 of 24: a draw, not a win. Try again.")
    assert player.last_refutation is not None and player.last_refutation.upper == 0
    assert player.hint().startswith("Hint 1 of 3")
    player.show_solution()
    assert player.solved
    # without stored refutations the search is asked, and here it cannot be imported:
    # the move is still taken back, and the learner is told what went wrong
    bare = PuzzlePlayer.of(win.with_refutations(None), pause=0, animation_speed=0)
    bare.board.request({"type": "move", "move": "2"})
    assert bare.board.position == WIN and bare.last_refutation is None
    assert bare.feedback == ("Not 2. After 2: the search that says why is not available "
                             "here. Try again.")


def test_the_player_and_the_shipped_collections_need_neither_numba_nor_numpy() -> None:
    script = """
import sys
sys.modules["numba"] = None
sys.modules["numpy"] = None
import puzzles.player, puzzles.schema, puzzles.show, puzzles.daily
from puzzles.player import PuzzlePlayer
from puzzles.show import COLLECTIONS
for name in ("kalah", "kalah-empty-capture", "oware"):
    collection = puzzles.schema.load(COLLECTIONS / f"{name}.json")
    player = PuzzlePlayer(collection, language="pl", pause=0, animation_speed=0)
    for index in range(0, len(collection), 37):
        player.go(index)
        expected = player.expected()
        wrong = next(m.text for m in player.board.pos.legal_moves() if m.text != expected)
        player.board.request({"type": "move", "move": wrong})
        assert player.last_refutation is not None and player.last_refutation.fails, player.feedback
        assert player.feedback.startswith(f"Nie {wrong}."), player.feedback
        player.hint()
        player.show_solution()
        assert player.solved
assert not [m for m in sys.modules if m.startswith("mancala_core.search")]
print("ok")
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"
