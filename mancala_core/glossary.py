"""The family's words, and a short summary of each game's rules, in the learner's language.

Written for this course (its own sentences, not the rule texts'); the words follow the rule
texts' own terms where they have them (Polish *dołek* and *magazyn*, Russian *лунка* and
*копилка*...)::

    >>> [(term.key, term.word) for term in glossary(language="pl")][:3]
    [('pit', 'dołek'), ('store', 'magazyn'), ('seed', 'kamień')]
    >>> print(rules_summary("kalah").split(". ")[0])
    Kalah: two rows of six pits with four seeds each, and a store at each player's right
    >>> print(glossary_text(language="sl").splitlines()[0])
    Slovar
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import UnknownRulesError
from .i18n import _, pgettext, using

__all__ = ["Term", "glossary", "glossary_text", "rules_summary"]


@dataclass(frozen=True)
class Term:
    """One word of the family: its English ``key``, the ``word`` and its ``meaning``."""

    key: str
    word: str
    meaning: str


def _terms() -> list[Term]:
    return [
        Term("pit", pgettext("glossary", "pit"),
             _("one of the small hollows in a player's row; a move starts by emptying one")),
        Term("store", pgettext("glossary", "store"),
             _("the large hollow at the end of a row where a player keeps the seeds they win")),
        Term("seed", pgettext("glossary", "seed"),
             _("a counter: a seed, a stone or a shell; every game keeps the same number of them "
               "on the board and in the stores")),
        Term("sowing", pgettext("glossary", "sowing"),
             _("taking every seed out of one pit and dropping them one at a time into the "
               "places that follow")),
        Term("lap", pgettext("glossary", "lap"),
             _("a sowing long enough to go all the way round the board and pass its starting "
               "pit again")),
        Term("extra move", pgettext("glossary", "extra move"),
             _("another turn for the same player, earned in Kalah when the last seed drops "
               "into their own store")),
        Term("capture", pgettext("glossary", "capture"),
             _("taking seeds off the board into your store, as the rules of each game allow")),
        Term("grand slam", pgettext("glossary", "grand slam"),
             _("in Oware, a move that would capture every seed on the opponent's side; the "
               "house rules say what happens then")),
        Term("feeding", pgettext("glossary", "feeding"),
             _("in Oware, giving the opponent seeds when their row is empty: a move that can "
               "do so must")),
        Term("kazan", pgettext("glossary", "kazan"),
             _("the store of Toguz Kumalak: it is never sown into")),
        Term("tuzdyk", pgettext("glossary", "tuzdyk"),
             _("in Toguz Kumalak, an opponent's hole won for the rest of the game: every "
               "stone that falls in it goes to its owner")),
        Term("nyumba", pgettext("glossary", "nyumba"),
             _("in Bao, the square house in each player's front row; it has powers while its "
               "owner keeps it")),
        Term("kutakatia", pgettext("glossary", "kutakatia"),
             _("in Bao, a hole that may not be played for one move, because the opponent "
               "threatens it")),
        Term("relay sowing", pgettext("glossary", "relay sowing"),
             _("when the last seed lands in a pit that holds seeds, taking them all and "
               "sowing on from there (Congkak)")),
        Term("pie rule", pgettext("glossary", "pie rule"),
             _("the second player may swap sides after the first move instead of answering "
               "it, so the first move must not be too strong")),
    ]


def glossary(*, language: str | None = None) -> list[Term]:
    """The family's words, in ``language`` (the one in use by default)."""
    with using(language):
        return _terms()


def rules_summary(game: str, *, language: str | None = None) -> str:
    """A few sentences that sum up the rules of ``game`` (a ruleset name)."""
    with using(language):
        summaries = {
            "kalah": _("Kalah: two rows of six pits with four seeds each, and a store at each "
                       "player's right. Sow counter-clockwise into your own store but not the "
                       "opponent's. If the last seed drops into your store you move again; if "
                       "it lands in an empty pit of yours, you take it and the seeds opposite. "
                       "The game ends when a row is empty; most seeds wins."),
            "oware": _("Oware: two rows of six pits with four seeds each; the stores are not "
                       "sown, and a lap skips the pit it started from. If the last seed makes a "
                       "pit on the opponent's side hold two or three, you capture it and the "
                       "pits before it that hold two or three. You must feed an opponent who "
                       "has no seeds. More than half of the seeds wins."),
            "mankala24": _("Mankala 2/4: two rows of six pits with four seeds each; the stores "
                           "only keep captured seeds. If the last seed makes a pit hold two or "
                           "four, you capture that pit. When the player to move has no seeds, "
                           "the other takes what is left; most seeds wins."),
            "basic": _("Basic mancala: two to four players on one ring of rows, each row "
                       "followed by its store. Every store is sown, and a last seed in any "
                       "store gives another move. There are no captures: the first to empty "
                       "their own row finishes first."),
            "congkak": _("Congkak: two rows of seven holes with seven seeds each, each store "
                         "at its owner's left, sown clockwise. A last seed in a hole with "
                         "seeds is taken up with them and sown on; in an empty own hole it "
                         "captures the hole opposite; in your store you move again."),
            "toguz": _("Toguz Kumalak: two rows of nine holes with nine stones each, and a "
                       "kazan for each player. The first stone goes back into the hole it came "
                       "from. A last stone that makes an opponent's hole even captures it; one "
                       "that makes three may win it as a tuzdyk. 82 stones win."),
            "bao": _("Bao la Kiswahili: four rows of eight holes, two for each player, with "
                     "seeds first in hand. A move captures from the opponent's front row when "
                     "it can, and sows the captured seeds from an end of the own front row. "
                     "A player who cannot move, or whose front row is empty, loses."),
        }
        if game not in summaries:
            raise UnknownRulesError(
                f"no summary of {game!r}: the games are " + ", ".join(summaries))
        return summaries[game]


def glossary_text(*, language: str | None = None) -> str:
    """The glossary and every game's summary as a page of plain text."""
    with using(language):
        lines = [_("Glossary"), ""]
        lines += [f"{term.word}: {term.meaning}" for term in _terms()]
        lines += ["", _("The games"), ""]
        lines += [rules_summary(game) for game in
                  ("kalah", "oware", "mankala24", "basic", "congkak", "toguz", "bao")]
        return "\n".join(lines)
