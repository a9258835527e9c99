"""The learner's languages: the catalogues are complete and sound, the language setting
reaches every area, English stays the default, and the build ships compiled catalogues."""

from __future__ import annotations

import gettext
import io
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

import mancala_core as mc
from mancala_core import i18n
from mancala_core.i18n import using
from mancala_core.render.svg import board_svg
from mancala_core.render.text import board_text, status_text
from mancala_core.rules import Place
from mancala_core.rules.explain import explain_move, outcome, step_reasons
from mancala_core.rules.words import place_phrase, seeds

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "mancala_core" / "locale"
OTHERS = [code for code in mc.LANGUAGES if code != "en"]
PLACEHOLDER = re.compile(r"%\((\w+)\)[sdr]")


def catalogue(code: str):  # type: ignore[no-untyped-def]
    with (LOCALE / code / "LC_MESSAGES" / "mancala.po").open("rb") as po:
        return read_po(po, locale=code, domain="mancala")


def marked_in_code() -> set[object]:
    """The messages marked in the code now, as ``pybabel extract -F babel.cfg`` finds them."""
    ids: set[object] = set()
    for _path, _line, message, _comments, context in extract_from_dir(
        str(ROOT), method_map=[("mancala_core/**.py", "python"),
                               ("course/coursework/**.py", "python"),
                               ("puzzles/**.py", "python")],
    ):
        ids.add((context, message))
    return ids


@pytest.fixture(autouse=True)
def english_after() -> object:
    yield
    mc.set_language("en")


# -- the catalogues ------------------------------------------------------------------


@pytest.mark.parametrize("code", OTHERS)
def test_every_message_is_translated_and_none_is_fuzzy(code: str) -> None:
    cat = catalogue(code)
    messages = [m for m in cat if m.id]
    assert len(messages) > 150
    untranslated = [m.id for m in messages
                    if not (all(m.string) if m.pluralizable else m.string)]
    fuzzy = [m.id for m in messages if m.fuzzy]
    assert untranslated == [] and fuzzy == []
    assert not cat.obsolete


@pytest.mark.parametrize("code", OTHERS)
def test_the_catalogue_holds_exactly_the_messages_marked_in_the_code(code: str) -> None:
    """``make catalogues`` has been run since the last marked message changed."""
    cat = catalogue(code)
    in_po = {(m.context, m.id if isinstance(m.id, str) else tuple(m.id)) for m in cat if m.id}
    in_code = {(context, message if isinstance(message, str) else tuple(message))
               for context, message in marked_in_code()}
    assert in_po == in_code


@pytest.mark.parametrize("code", OTHERS)
def test_every_placeholder_is_kept(code: str) -> None:
    cat = catalogue(code)
    problems = [(m.id, errors) for m, errors in cat.check()]
    assert problems == []
    for m in cat:
        if not m.id:
            continue
        ids = (m.id,) if isinstance(m.id, str) else tuple(m.id)
        forms = (m.string,) if isinstance(m.string, str) else tuple(m.string)
        wanted = set(PLACEHOLDER.findall(ids[-1])) | set(PLACEHOLDER.findall(ids[0]))
        for form in forms:
            found = set(PLACEHOLDER.findall(form))
            # every form says what the message says (a singular may leave out its number)
            assert found <= wanted, (m.id, form)
            assert wanted - found <= {"n"}, (m.id, form)
        if "python-format" in m.flags or PLACEHOLDER.search(ids[0]):
            for form in forms:
                form % {name: 1 for name in wanted}  # formats without an error


@pytest.mark.parametrize(("code", "forms"), [("pl", 3), ("ru", 3), ("sl", 4), ("hu", 2)])
def test_plural_forms_per_language(code: str, forms: int) -> None:
    assert catalogue(code).num_plurals == forms


@pytest.mark.parametrize(("code", "expected"), [
    ("en", ["1 seed", "2 seeds", "5 seeds", "21 seeds"]),
    ("pl", ["1 kamień", "2 kamienie", "5 kamieni", "21 kamieni"]),
    ("ru", ["1 камень", "2 камня", "5 камней", "21 камень"]),
    ("sl", ["1 seme", "2 semeni", "5 semen", "21 semen"]),
])
def test_seed_counts_take_the_plural_form_of_their_language(
    code: str, expected: list[str]
) -> None:
    with using(code):
        assert [seeds(n) for n in (1, 2, 5, 21)] == expected


def test_slovenian_has_a_form_for_three_and_four() -> None:
    with using("sl"):
        assert [seeds(n) for n in (3, 4, 101, 102, 103)] == [
            "3 semena", "4 semena", "101 seme", "102 semeni", "103 semena"]


@pytest.mark.parametrize("code", ["pl", "ru", "sl"])
def test_a_pick_up_says_its_count_in_the_right_form(code: str) -> None:
    rules = mc.rules("kalah")
    words = {}
    for n in (1, 2, 5, 21):
        pos = rules.position(pits=[[n, 0, 0, 0, 0, 1], [1, 1, 1, 1, 1, 1]],
                             stores=[0, 48 - n - 7]) if n < 30 else None
        assert pos is not None
        with using(code):
            words[n] = step_reasons(pos.trace("1"))[0]
    expected = {
        "pl": ["1 kamień", "2 kamienie", "5 kamieni", "21 kamieni"],
        "ru": ["1 камень", "2 камня", "5 камней", "21 камень"],
        "sl": ["1 seme", "2 semeni", "5 semen", "21 semen"],
    }[code]
    for n, word in zip((1, 2, 5, 21), expected, strict=True):
        assert word.split()[1] in words[n], words[n]
        assert str(n) in words[n]


# -- the setting ------------------------------------------------------------------------


def test_english_is_the_default_and_an_unknown_language_is_refused() -> None:
    assert mc.language() == "en"
    with pytest.raises(mc.InvalidOptionError, match=r"'xx'.*en, pl, hu, ru, it, sl"):
        mc.set_language("xx")
    assert mc.language() == "en"
    mc.set_language("pl-PL")
    assert mc.language() == "pl"


def test_using_speaks_inside_its_block_only() -> None:
    mc.set_language("hu")
    with using("it"):
        assert mc.language() == "it"
    assert mc.language() == "hu"


def test_a_message_missing_from_a_catalogue_stays_english() -> None:
    with using("pl"):
        assert i18n._("a message no catalogue has") == "a message no catalogue has"


def test_the_compiled_catalogue_says_what_the_source_says() -> None:
    """The ``.mo`` that the build makes, read by the standard library alone."""
    cat = catalogue("ru")
    buffer = io.BytesIO()
    write_mo(buffer, cat)
    buffer.seek(0)
    plain = gettext.GNUTranslations(buffer)
    assert plain.gettext("North") == "Север"
    assert plain.ngettext("%(n)s seed", "%(n)s seeds", 21) == "%(n)s камень"
    assert plain.pgettext("owner", "South") == "Юга"


# -- every area speaks the language chosen -----------------------------------------------


def test_the_svg_board_speaks_the_language_chosen() -> None:
    pos = mc.rules("kalah").start()
    english = board_svg(pos)
    assert "South to move" in english and "South pit 3: 4 seeds" in english
    polish = board_svg(pos, language="pl")
    assert "Ruch: Południe" in polish and "Południe, dołek 3: 4 kamienie" in polish
    assert "Północ" in polish and "South" not in polish.split("<desc>")[0]
    mc.set_language("sl")
    assert "Na potezi: Jug" in board_svg(pos)
    assert "Jug, jamica 3: 4 semena" in pos._repr_svg_()
    mc.set_language("en")
    assert board_svg(pos) == english


def test_the_text_board_speaks_the_language_chosen() -> None:
    pos = mc.rules("kalah").start()
    assert board_text(pos).splitlines()[-1] == "South to move"
    lines = board_text(pos, language="ru").splitlines()
    assert lines[1].startswith("Север") and lines[-2].endswith("Юг")
    assert lines[-1] == "Ходит Юг"
    over = mc.parse("kalah 0.0.0.0.0.0:20/3.0.0.0.0.0:25 S")
    assert status_text(over, language="it") == "Partita finita: vince Nord, 28-20"
    assert status_text(over) == "Game over: North wins 28-20"


def test_the_explanations_speak_the_language_chosen() -> None:
    trace = mc.rules("kalah").start().trace("3")
    english = explain_move(trace)
    assert english.endswith("so the last seed lands in South's own store: South moves again")
    with using("pl"):
        assert explain_move(trace) == (
            "dołek 3 Południa ma 4 kamienie, a z magazynu Południa do niego są 4 kroki: "
            "dokładnie tyle, ile trzeba, więc ostatni kamień ląduje we własnym magazynie "
            "Południa: Południe gra jeszcze raz")
    assert outcome(trace, language="sl") == (
        "zadnje seme pristane v lastni shrambi Juga: Jug je spet na potezi")
    assert step_reasons(trace, language="hu")[0] == (
        "Dél felveszi a(z) 4 golyót: Dél 3. lyukából")
    assert explain_move(trace) == english


def test_place_names_are_declined_by_their_role() -> None:
    with using("ru"):
        assert [place_phrase(Place(1, 2), role) for role in ("", "into", "from", "in")] == [
            "лунка 2 Севера", "в лунку 2 Севера", "из лунки 2 Севера", "в лунке 2 Севера"]


def test_an_illegal_move_is_refused_in_the_language_chosen() -> None:
    pos = mc.rules("kalah").start().play("3")
    with using("it"), pytest.raises(mc.IllegalMoveError) as caught:
        pos.play("3")
    assert str(caught.value) == (
        "mossa non valida '3' in 'kalah 4.4.0.5.5.5:1/4.4.4.4.4.4:0 S': "
        "buca 3 di Sud è vuota; mosse valide: 1 2 4 5 6")
    assert caught.value.move == "3" and caught.value.legal == ("1", "2", "4", "5", "6")
    # South to move, North's row empty: South's pit 1 (2 seeds) cannot reach North's row
    oware = mc.rules("oware").position(pits=[[2, 0, 0, 0, 0, 7], [0] * 6], stores=[20, 19])
    with using("ru"), pytest.raises(mc.IllegalMoveError, match="ряд Севера пуст"):
        oware.move("1")


def test_the_glossary_of_errors_stays_english_by_default() -> None:
    with pytest.raises(mc.IllegalMoveError, match="South's pit 3 is empty; legal moves are"):
        mc.rules("kalah").start().play("3").play("3")


# -- the build ------------------------------------------------------------------------------


@pytest.mark.slow
def test_a_wheel_built_from_the_sources_holds_every_compiled_catalogue(tmp_path: Path) -> None:
    """What ``pip install .`` installs from a clean clone: the build step compiles every
    ``.po`` (the ``.mo`` files are not in git)."""
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT, check=True, capture_output=True, text=True,
    ).stdout.split()
    clone = tmp_path / "clone"
    for name in listed:
        source = ROOT / name
        if source.is_file():
            target = clone / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    assert not list(clone.rglob("*.mo"))
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--wheel-dir", str(tmp_path),
         str(clone)],
        check=True, capture_output=True, timeout=600,
    )
    wheel = next(tmp_path.glob("mancala_course-*.whl"))
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        for code in OTHERS:
            name = f"mancala_core/locale/{code}/LC_MESSAGES/mancala.mo"
            assert name in names
            plain = gettext.GNUTranslations(io.BytesIO(archive.read(name)))
            assert plain.gettext("South") != "South"


def test_the_exercise_feedback_speaks_the_language_chosen() -> None:
    from coursework.kinds import LastSeed

    q = LastSeed(mc.rules("kalah").start(), "3")
    english = str(q.check("North 3"))
    assert english.startswith("Not yet: North's pit 3 is not where 4 seeds from South's pit 3 end")
    mc.set_language("pl")
    polish = q.check("North 3")
    assert not polish
    assert str(polish).startswith(
        "Jeszcze nie: dołek 3 Północy to nie miejsce, gdzie kończy się rozsiewanie 4 kamieni")
    assert str(q.check("South store")).startswith("Dobrze: dołek 3 Południa ma 4 kamienie")
    assert str(q.hint()).startswith("Podpowiedź 1 z ")
    mc.set_language("en")
    assert str(q.check("North 3")) == english


# -- the glossary ----------------------------------------------------------------------------


@pytest.mark.parametrize("code", OTHERS)
def test_the_glossary_and_every_summary_come_in_each_language(code: str) -> None:
    from mancala_core.glossary import glossary, glossary_text, rules_summary

    english = glossary()
    theirs = glossary(language=code)
    assert [t.key for t in theirs] == [t.key for t in english]
    assert all(a.meaning != b.meaning for a, b in zip(english, theirs, strict=True))
    for game in mc.RULESETS:
        assert rules_summary(game, language=code) != rules_summary(game)
    assert len(glossary_text(language=code).splitlines()) == 2 + len(english) + 3 + 7


def _shingles(text: str, size: int = 7) -> set[tuple[str, ...]]:
    words = re.findall(r"\w+", text.lower())
    return {tuple(words[k:k + size]) for k in range(len(words) - size + 1)}


def test_the_glossary_copies_no_sentence_of_the_rule_texts() -> None:
    """Written for the course: no run of seven words in a row from ``shared/seeds``."""
    from mancala_core.glossary import glossary_text

    seeds_dir = ROOT.parent / "shared" / "seeds"
    texts = sorted(seeds_dir.glob("*.txt")) if seeds_dir.is_dir() else []
    if not texts:
        pytest.skip("the rule texts (shared/seeds) are not beside this checkout")
    theirs: set[tuple[str, ...]] = set()
    for path in texts:
        theirs |= _shingles(path.read_text(encoding="utf-8"))
    for code in mc.LANGUAGES:
        assert not _shingles(glossary_text(language=code)) & theirs, code


# -- Oware's explanations ----------------------------------------------------------------


def test_an_oware_capture_and_its_chain_are_told_in_the_language_chosen() -> None:
    # North:  .  .  .  2  3  1    (pits 6..1)
    # South:  0  0  0  0  0  3    (pits 1..6); South plays 6: 3 seeds into North 1, 2, 3
    pos = mc.rules("oware").position(pits=[[0, 0, 0, 0, 0, 3], [1, 3, 2, 0, 0, 0]],
                                     stores=[19, 20])
    english = explain_move(pos.trace("6"))
    assert english.startswith("South's pit 6 holds 3 seeds: all of them go to North's row")
    with using("pl"):
        assert explain_move(pos.trace("6")) == (
            "dołek 6 Południa ma 3 kamienie: wszystkie trafiają do rzędu Północy, więc "
            "ostatni kamień ląduje w dołku 3 Północy, który ma teraz 3: Południe zbija te 3; "
            "dołek 2 Północy przed nim ma 4, więc łańcuch tam się kończy; gra się skończyła: "
            "rząd Południa jest pusty i żaden ruch Północy do niego nie sięga, więc Północ nie "
            "może się ruszyć, a każdy gracz bierze kamienie pozostałe w jego rzędzie")
    assert step_reasons(pos.trace("6"), language="ru")[4] == (
        "захват: лунка 3 Севера после последнего камня содержит 3, так что Юг забирает "
        "эти 3 камня; лунка 2 Севера перед ней содержит 4, поэтому цепочка обрывается")
    assert explain_move(pos.trace("6")) == english


@pytest.mark.parametrize(("code", "chain"), [
    ("pl", "dołki 4, 3, 2 i 1 Północy mają 2, 2, 2 i 2"),
    ("ru", "лунки 4, 3, 2 и 1 Севера содержат 2, 2, 2 и 2"),
    ("sl", "imajo jamice 4, 3, 2 in 1 Severa 2, 2, 2 in 2"),
    ("hu", "Észak lyukaiban (4, 3, 2 és 1) rendre 2, 2, 2 és 2 van"),
])
def test_an_oware_chain_of_five_pits_takes_the_plural_of_its_language(
    code: str, chain: str
) -> None:
    # North:  3  2  1  1  1  1    (pits 6..1)
    # South:  0  0  8  0  0  1    South plays 3: the last of 8 seeds makes North's pit 5 hold 3
    pos = mc.rules("oware").position(pits=[[0, 0, 8, 0, 0, 1], [1, 1, 1, 1, 2, 3]],
                                     stores=[10, 20])
    assert chain in explain_move(pos.trace("3"), language=code)


@pytest.mark.parametrize(("code", "laps"), [
    ("en", "1 lap and 2 more"), ("pl", "1 okrążenie i jeszcze 2"),
    ("sl", "1 krog in še 2"), ("it", "1 giro e altri 2"),
])
def test_an_oware_lap_is_counted_in_the_language_chosen(code: str, laps: str) -> None:
    pos = mc.rules("oware").position(pits=[[0, 0, 0, 0, 0, 13], [1, 1, 1, 1, 1, 2]],
                                     stores=[15, 13])
    assert laps in explain_move(pos.trace("6"), language=code)


# -- the wider family's explanations -------------------------------------------------------


def test_a_toguz_tuzdyk_is_told_in_the_game_s_own_words() -> None:
    # Black:  1  0  0  0  0  0  0  5  2   (holes 9..1)
    # White:  0  0  0  0  0  0  0  0  2   (holes 1..9); White plays 9: Black's hole 1 holds 3
    toguz = mc.rules("toguz").position(pits=[[0] * 8 + [2], [2, 5, 0, 0, 0, 0, 0, 0, 1]],
                                       stores=[72, 80])
    trace = toguz.trace("9")
    english = explain_move(trace)
    assert english.endswith("its 3 stones go to White's kazan; Black's turn")
    assert explain_move(trace, language="pl") == (
        "dołek 9 Białych ma kamienie (2): pierwszy wraca do niego, a ostatni ląduje 1 dołek "
        "dalej, więc ostatni kamień sprawia, że dołek 1 Czarnych ma 3: staje się tuzdykiem "
        "Białych do końca gry, a jego 3 kamienie idą do kazanu Białych; ruch Czarnych")
    assert "3 köve Fehér kazanjába kerül" in explain_move(trace, language="hu")
    assert step_reasons(trace, language="ru")[0] == "Белые берут 2 камня из лунки 9 Белых"
    assert explain_move(trace) == english


@pytest.mark.parametrize(("code", "expected"), [
    ("en", "South's pit 2 holds 2 seeds, so the last seed makes South's pit 4 hold 4 "
           "(it held 3): South captures 4; North's turn"),
    ("sl", "jamica 2 Juga ima 2 semeni, zato po zadnjem semenu ima jamica 4 Juga 4 (prej 3): "
           "Jug zajame 4; poteza Severa"),
    ("it", "buca 2 di Sud contiene 2 semi, quindi l'ultimo seme porta buca 4 di Sud a 4 "
           "(ne aveva 3): Sud cattura 4; tocca a Nord"),
])
def test_a_mankala24_capture_is_told_in_the_language_chosen(code: str, expected: str) -> None:
    pos = mc.rules("mankala24").position(pits=[[0, 2, 0, 3, 0, 0], [4] * 6], stores=[10, 9])
    assert explain_move(pos.trace("2"), language=code) == expected


def test_the_family_s_places_are_named_in_the_language_chosen() -> None:
    from mancala_core.rules.explain import possessive

    toguz, bao = mc.rules("toguz"), mc.rules("bao")
    assert possessive(Place(1, 4), toguz) == "Black's hole 4"
    with using("sl"):
        assert possessive(Place(1, 4), toguz) == "jamica 4 Črnega"
        assert possessive(Place(0), toguz) == "kazan Belega"
        assert possessive(Place(1), bao) == "roka Severa"
    with using("ru"):
        assert possessive(Place(0, 5), bao) == "лунка A5 Юга"


def test_every_family_explanation_is_told_in_every_language() -> None:
    """A game of each: no sentence fails to format, and none stays English."""
    import random

    for game in ("mankala24", "basic", "congkak", "toguz", "bao"):
        rng = random.Random(1)
        pos = mc.rules(game).start()
        for _ply in range(40):
            if pos.is_over():
                break
            trace = pos.trace(rng.choice(list(pos.legal_moves())))
            english = explain_move(trace)
            for code in OTHERS:
                assert explain_move(trace, language=code) != english, (game, code, english)
                assert len(step_reasons(trace, language=code)) == len(trace.steps)
            pos = trace.after


# -- the search's explanations ----------------------------------------------------------------


def test_a_refutation_and_a_move_s_reasons_speak_the_language_chosen() -> None:
    from mancala_core.search.questions.explain import explain_move as search_explain
    from mancala_core.search.questions.explain import refutation

    # North:  0  1  2  0  0  1   store 13     (pits 6..1)
    # South:  6  1  3  0  0  0   store 21     (pits 1..6), South to move
    pos = mc.parse("kalah 6.1.3.0.0.0:21/1.0.0.2.1.0:13 S")
    assert str(refutation(pos, "2")) == (
        "after 2, North plays 4 and captures 6; you end with at most 26")
    assert str(refutation(pos, "2", language="pl")) == (
        "po 2, Północ gra 4 i zbija 6; kończysz z co najwyżej 26")
    wrong = search_explain(pos, "3", language="sl")
    mc.set_language("en")
    # the sentence is joined in the language its reasons were written in
    assert str(wrong) == ("3 zajame 1, a po 3, Sever igra 4 in zajame 6; končaš z največ 26 "
                          "(s potezo 1 vsaj 32)")
    good = search_explain(pos, "1", language="ru")
    assert good.reasons[1].text == "защищает твою лунку с 6 камнями от захвата"
    assert good.reasons[2].text == (
        "если досчитать до конца: у тебя будет не меньше 32 из 48, как бы ни играл Север")


def test_a_hint_gives_its_reasons_in_the_language_chosen() -> None:
    from mancala_core.search.questions.hints import hint

    pos = mc.parse("kalah 6.1.3.0.0.0:21/1.0.0.2.1.0:13 S")
    english = hint(pos)
    assert str(english).startswith("play 1: the last seed lands in your store: move again")
    polish = hint(pos, language="pl")
    assert polish.move == english.move
    assert str(polish).startswith(
        "zagraj 1: ostatni kamień ląduje w twoim magazynie: graj jeszcze raz")
    # a family game's hint (no exact search)
    basic = hint(mc.rules("mankala24").start(), language="it")
    assert all(r != e for r, e in zip(basic.reasons, hint(mc.rules("mankala24").start()).reasons,
                                      strict=True))


# -- the puzzle player -------------------------------------------------------------------------


def test_the_puzzle_player_speaks_its_board_s_language() -> None:
    from puzzles import Puzzle
    from puzzles.goals import describe
    from puzzles.player import PuzzlePlayer

    # North:  .  .  .  1   store 9      (pits 4..1)
    # South:  0  1  1  0   store 12     South to move: 3 captures and wins
    pos = mc.parse("kalah[pits=4,seeds=3] 0.1.1.0:12/1.0.0.0:9 S")
    puzzle = Puzzle.create(pos, "win", value=4, solution=["3"])
    english = PuzzlePlayer.of(puzzle)
    assert english.feedback == "You play South: find the only move that wins."
    player = PuzzlePlayer.of(puzzle, language="pl")
    assert player.board.language == "pl"
    assert player.feedback == "Grasz jako Południe: znajdź jedyny ruch, który wygrywa."
    assert player.hint_button.description == "Podpowiedź"
    assert "zostało: 1" in player.score_html.value
    assert player.hint().startswith("Podpowiedź 1 z 3: bez szczególnego motywu")
    assert player.hint() == ("Podpowiedź 2 z 3: spójrz: dołek 1 Północy (1 kamień przed "
                             "twoim ruchem): który ruch może go zbić.")
    player.board.request({"type": "move", "move": "2"})
    assert player.feedback == ("Nie 2. Po 2, Północ gra 1 i zbija 2; gra się kończy: "
                               "kończysz z 12 z 24: remis, nie wygrana. Spróbuj jeszcze raz.")
    player.board.request({"type": "move", "move": "3"})
    assert player.feedback.startswith("Dobrze: 3: ostatni kamień ląduje we własnym pustym")
    assert player.feedback.endswith("Rozwiązane! Południe wygrywa różnicą 6: gra kończy się "
                                    "wynikiem 15 do 9.")
    assert describe("win", "North", language="ru") == "Север начинает и выигрывает"
    assert describe("win", "North") == "North to play and win"


def test_a_horizon_refutation_is_told_in_the_language_chosen() -> None:
    from puzzles.refute import horizon_refutation

    pos = mc.parse("oware 0.0.0.2.0.1:20/1.0.1.0.0.0:23 S")
    with using("sl"):
        assert horizon_refutation(pos, "4", plies=1, seeds=2).text == (
            "Po 4 ni nič zajeto: ne moreš zajeti 2 semen v 1 potezi.")
    assert horizon_refutation(pos, "4", plies=1, seeds=2).text == (
        "After 4 nothing is captured: you cannot capture 2 seeds within 1 move.")
    # Kalah's sowing fills the store too: there the goal is said in the store's words
    kalah = mc.parse("kalah 0.0.0.0.1.1:22/1.0.0.0.0.0:23 S")
    with using("sl"):
        assert horizon_refutation(kalah, "5", plies=1, seeds=2).text == (
            "Po 5 nobeno seme ne pride v tvojo shrambo: ne moreš spraviti v svojo shrambo še "
            "2 semen v 1 potezi.")
