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
from .rules.registry import RULESETS

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
        cls = RULESETS.get(game) if isinstance(game, str) else None
        if cls is None or not cls.summary:
            raise UnknownRulesError(
                f"no summary of {game!r}: the games are "
                + ", ".join(name for name, known in RULESETS.items() if known.summary))
        return _(cls.summary)


def glossary_text(*, language: str | None = None) -> str:
    """The glossary and every game's summary as a page of plain text."""
    with using(language):
        lines = [_("Glossary"), ""]
        lines += [f"{term.word}: {term.meaning}" for term in _terms()]
        lines += ["", _("The games"), ""]
        lines += [_(cls.summary) for cls in RULESETS.values() if cls.summary]
        return "\n".join(lines)
