"""Every word a printed sheet says: :data:`WORDS` in English, and :func:`sheet_words` in any
of the course's languages, from the catalogues (the same messages marked with ``N_``).
"""

from __future__ import annotations

import re

from mancala_core.i18n import N_, _, using

__all__ = ["WORDS", "sheet_words"]

#: every word the sheet prints, English; ``{side}``, ``{value}``, ``{n}``... are filled in
WORDS: dict[str, str] = {
    "title": "Mancala puzzles",
    "puzzle": "Puzzle",
    "number": "No.",
    "id": "id",
    "answers": "Answer key",
    "solution": "Solution",
    "result": "Result",
    "grade": "Grade {grade}",
    "ungraded": "Ungraded",
    "name": "Name:",
    "your_move": "Your move:",
    "result.win": "{side} wins by {value}",
    "result.draw": "a draw",
    "result.win_within": "{side} wins within {moves}",
    "result.capture_within": "{side} captures at least {seeds} within {moves}",
    "result.avoid_grand_slam": "{side} captures at least {seeds} within {moves}",
    "result.feed": "the opponent gains nothing within {moves}",
    "move": "{n} move",
    "moves": "{n} moves",
    "seed": "{n} seed",
    "seeds": "{n} seeds",
    "result.loss": "{side} loses by {value}",
    "reason.move": "{move} ({reason})",
    "reason.then": "{first}, then {next}",
    "reason.later": "{first}; later {next}",
    "guide.title": "How to read a board",
    "guide.bottom": "The player to move sits at the bottom of the board: that is you.",
    "guide.pits": "Your pits are the bottom row, numbered 1 to {n} from your left.",
    "guide.store.right": "Your store is the long pit on your right; the one on your left "
                         "is your opponent's.",
    "guide.store.left": "Your store is the long pit on your left; the one on your right "
                        "is your opponent's.",
    "guide.captured": "The seeds you capture go to your store, on your right.",
    "guide.sow.store": "To move, take all the seeds out of one of your pits and drop them "
                       "one by one into the next pits, {direction}: into your own store "
                       "too, but never into your opponent's.",
    "guide.sow.pits": "To move, take all the seeds out of one of your pits and drop them "
                      "one by one into the next pits, {direction}.",
    "guide.ccw": "counter-clockwise",
    "guide.cw": "clockwise",
    "guide.answer.extra": "Write the number of your pit on the line. If your last seed "
                          "lands in your store, you move again: write both moves, like "
                          "\"6, 2\".",
    "guide.answer": "Write the number of your pit on the line.",
    "guide.you": "You",
    "guide.opponent": "Your opponent",
    "guide.your_store": "your store",
    "guide.their_store": "your opponent's store",
    "rules.title": "The rules",
    "rules.others": "A puzzle played by other rules says so under its goal.",
    "rules.empty_capture.on": "A last seed that lands in an empty pit of yours captures even "
                              "when the pit opposite is empty: it goes to your store, with the "
                              "seeds opposite if there are any.",
    "rules.empty_capture.off": "A last seed that lands in an empty pit of yours captures the "
                               "seeds in the pit opposite and goes with them to your store; "
                               "when the pit opposite is empty, nothing is captured.",
    "rules.grand_slam.no-capture": "A move that would capture all of your opponent's seeds "
                                   "(a grand slam) captures nothing.",
    "rules.grand_slam.illegal": "A move that would capture all of your opponent's seeds "
                                "(a grand slam) is not allowed.",
    "rules.grand_slam.capture": "A move may capture all of your opponent's seeds (a grand "
                                "slam).",
}


#: the same words marked for the catalogues (named placeholders, ``%(side)s``); the results
#: that count moves or seeds are not here: they take each language's plural forms
_MESSAGES: dict[str, str] = {
    "title": N_("Mancala puzzles"),
    "puzzle": N_("Puzzle"),
    "number": N_("No."),
    "id": N_("id"),
    "answers": N_("Answer key"),
    "solution": N_("Solution"),
    "result": N_("Result"),
    "grade": N_("Grade %(grade)s"),
    "ungraded": N_("Ungraded"),
    "name": N_("Name:"),
    "your_move": N_("Your move:"),
    "result.win": N_("%(side)s wins by %(value)s"),
    "result.draw": N_("a draw"),
    "result.loss": N_("%(side)s loses by %(value)s"),
    "reason.move": N_("%(move)s (%(reason)s)"),
    "reason.then": N_("%(first)s, then %(next)s"),
    "reason.later": N_("%(first)s; later %(next)s"),
    "guide.title": N_("How to read a board"),
    "guide.bottom": N_("The player to move sits at the bottom of the board: that is you."),
    "guide.pits": N_("Your pits are the bottom row, numbered 1 to %(n)s from your left."),
    "guide.store.right": N_("Your store is the long pit on your right; the one on your left "
                            "is your opponent's."),
    "guide.store.left": N_("Your store is the long pit on your left; the one on your right "
                           "is your opponent's."),
    "guide.captured": N_("The seeds you capture go to your store, on your right."),
    "guide.sow.store": N_("To move, take all the seeds out of one of your pits and drop them "
                          "one by one into the next pits, %(direction)s: into your own store "
                          "too, but never into your opponent's."),
    "guide.sow.pits": N_("To move, take all the seeds out of one of your pits and drop them "
                         "one by one into the next pits, %(direction)s."),
    "guide.ccw": N_("counter-clockwise"),
    "guide.cw": N_("clockwise"),
    "guide.answer.extra": N_("Write the number of your pit on the line. If your last seed "
                             "lands in your store, you move again: write both moves, like "
                             "\"6, 2\"."),
    "guide.answer": N_("Write the number of your pit on the line."),
    "guide.you": N_("You"),
    "guide.opponent": N_("Your opponent"),
    "guide.your_store": N_("your store"),
    "guide.their_store": N_("your opponent's store"),
    "rules.title": N_("The rules"),
    "rules.others": N_("A puzzle played by other rules says so under its goal."),
    "rules.empty_capture.on": N_("A last seed that lands in an empty pit of yours captures "
                                 "even when the pit opposite is empty: it goes to your store, "
                                 "with the seeds opposite if there are any."),
    "rules.empty_capture.off": N_("A last seed that lands in an empty pit of yours captures "
                                  "the seeds in the pit opposite and goes with them to your "
                                  "store; when the pit opposite is empty, nothing is "
                                  "captured."),
    "rules.grand_slam.no-capture": N_("A move that would capture all of your opponent's "
                                      "seeds (a grand slam) captures nothing."),
    "rules.grand_slam.illegal": N_("A move that would capture all of your opponent's seeds "
                                   "(a grand slam) is not allowed."),
    "rules.grand_slam.capture": N_("A move may capture all of your opponent's seeds (a grand "
                                   "slam)."),
}
_PLACEHOLDER = re.compile(r"%\((\w+)\)s")


def sheet_words(language: str = "en") -> dict[str, str]:
    """:data:`WORDS` in ``language`` (one of :data:`mancala_core.LANGUAGES`), from the
    catalogues; a word a catalogue lacks stays English.

        >>> sheet_words("pl")["answers"], sheet_words("ru")["grade"]
        ('Odpowiedzi', 'Уровень {grade}')
    """
    if language == "en":
        return dict(WORDS)
    with using(language) as chosen:
        words = {key: _PLACEHOLDER.sub(r"{\1}", _(message).replace("{", "{{").replace("}", "}}"))
                 for key, message in _MESSAGES.items()}
    words.update({key: value for key, value in WORDS.items() if key not in words})
    words["language"] = chosen
    return words
