"""Words that mean what a child thinks (issue 28): a capture is the opponent's seeds taken,
each number is said once from one source, and no code word reaches a learner."""

from __future__ import annotations

import mancala_core as mc
from mancala_core.rules.explain import outcome, step_reasons
from mancala_core.search.questions.explain import rules_reasons
from puzzles import Puzzle
from puzzles.sheets import answer_reason, result_text
from puzzles.turns import turns

# Kalah, South to move:
#   North  0 4 0 2 0 0   (North's pits 6..1)   store 18
#   South  0 0 1 0 3 0   (South's pits 1..6)   store 20
# South's 3 sows its seed into the empty pit 4, opposite North's pit 3 and its 2 seeds:
# South captures 2, and the last seed goes to the store with them (3 into the store).
CAPTURE = mc.parse("kalah 0.0.1.0.3.0:20/0.0.2.0.4.0:18 S")


def test_a_capture_counts_the_opponents_seeds_and_says_the_number_once() -> None:
    trace = CAPTURE.trace("3")
    assert trace.taken() == 2 and trace.after.store(0) - CAPTURE.store(0) == 3
    said = outcome(trace)
    assert ("North's pit 3 opposite holds 2: South captures 2, and the last seed goes to "
            "South's store with them") in said
    assert "+ 1" not in said and "captures 3" not in said
    assert "captured in all" not in " ".join(step_reasons(trace))
    assert [str(r) for r in rules_reasons(CAPTURE, "3")] == ["captures 2"]
    assert dict(turns(CAPTURE))[("3",)] == 2
    # the key's reason and the goal's result say the same number for the same capture
    puzzle = Puzzle.create(CAPTURE, "biggest_capture", value=2, solution=["3"])
    assert answer_reason(puzzle) == "3 (captures 2)"
    assert result_text(puzzle) == "South captures 2 seeds in one turn"
    assert "zbija 2" in outcome(trace, language="pl")


def test_a_lone_seed_under_the_empty_capture_rule_is_no_capture_and_no_code_word() -> None:
    # the same board with North's pit 3 empty, under the empty-capture rule: South's 3 sends
    # its lone seed to the store, taking nothing from North
    pos = mc.parse("kalah[empty_capture=true] 0.0.1.0.3.0:22/0.0.0.0.4.0:18 S")
    trace = pos.trace("3")
    assert trace.taken() == 0 and trace.after.store(0) == 23
    said = outcome(trace)
    assert ("facing an empty pit: nothing is captured, but under the empty-capture rule the "
            "lone seed still goes to South's store") in said
    reasons = [str(r) for r in rules_reasons(pos, "3")]
    assert reasons == ["the lone last seed goes to your store (the empty-capture rule)"]
    for language in ("en", "pl", "hu", "ru", "it", "sl"):
        words = " ".join([outcome(trace, language=language),
                          *step_reasons(trace, language=language)])
        assert "empty_capture" not in words and "_" not in words, (language, words)


def test_no_catalogue_message_carries_a_code_word() -> None:
    # every message a learner reads, in English and in the five catalogues: no option's
    # code name (empty_capture, grand_slam="...", capture_side=, lap_cap, never_ending=),
    # no goal's code (win_within_1) and no plies
    import re
    from pathlib import Path

    from babel.messages.pofile import read_po

    locale = Path(mc.__file__).parent / "locale"
    code = re.compile(r"empty_capture|grand_slam|capture_side|lap_cap|never_ending|"
                      r"win_within|capture_\d|\bpl(?:y|ies)\b")
    files = [locale / "mancala.pot",
             *(locale / lang / "LC_MESSAGES" / "mancala.po"
               for lang in ("pl", "hu", "ru", "it", "sl"))]
    for path in files:
        with path.open("rb") as f:
            catalog = read_po(f)
        for message in catalog:
            if not message.id:
                continue
            texts = [*(message.id if isinstance(message.id, tuple) else (message.id,)),
                     *(message.string if isinstance(message.string, tuple)
                       else (message.string,))]
            for text in texts:
                assert not code.search(text or ""), (path.parent.name, text)
