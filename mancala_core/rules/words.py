"""The family's words in the learner's language: the sides' names and the names of places,
for every sentence that names them (the boards, the explanations, the feedback).

A place is named in one of four roles, so that each language can decline it (Polish and
Russian put *South's pit* in the genitive after *from*, Hungarian adds a suffix)::

    >>> from mancala_core.i18n import using
    >>> from mancala_core.rules import Place
    >>> place_phrase(Place(0, 3)), place_phrase(Place(1), "into")
    ("South's pit 3", "into North's store")
    >>> with using("pl"):
    ...     place_phrase(Place(0, 3)), place_phrase(Place(1), "into")
    ('dołek 3 Południa', 'do magazynu Północy')

English stays exactly what the core always said.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Literal

from ..i18n import _, ngettext, pgettext, using
from .moves import Place

if TYPE_CHECKING:
    from .base import Rules

__all__ = [
    "Role", "declare_store_phrases", "game_place_phrase", "owner_name", "place_phrase",
    "rules_words", "seeds", "side_name", "stones", "store_phrases",
]

Role = Literal["", "into", "from", "in", "of", "to"]


def side_name(name: str) -> str:
    """A side's name as the subject of a sentence: ``"South"`` → ``"Południe"``.

    The names of the core's rulesets are in the catalogues; another name stays as given.
    """
    names = {
        "South": _("South"),
        "North": _("North"),
        "White": _("White"),
        "Black": _("Black"),
        "Player 1": _("Player 1"),
        "Player 2": _("Player 2"),
        "Player 3": _("Player 3"),
        "Player 4": _("Player 4"),
    }
    return names.get(name, name)


def owner_name(name: str) -> str:
    """A side's name as the owner of a place (*South's*): Polish ``"Południa"``."""
    names = {
        "South": pgettext("owner", "South"),
        "North": pgettext("owner", "North"),
        "White": pgettext("owner", "White"),
        "Black": pgettext("owner", "Black"),
        "Player 1": pgettext("owner", "Player 1"),
        "Player 2": pgettext("owner", "Player 2"),
        "Player 3": pgettext("owner", "Player 3"),
        "Player 4": pgettext("owner", "Player 4"),
    }
    return names.get(name, name)


def _side_of(place: Place, side_names: tuple[str, ...]) -> str:
    if place.player < len(side_names):
        return side_names[place.player]
    return f"P{place.player + 1}"


def place_phrase(
    place: Place, role: Role = "", side_names: tuple[str, ...] = ("South", "North")
) -> str:
    """``"South's pit 3"``, or with its preposition: ``"into North's store"``, ``"from …"``,
    ``"in …"``, ``"of …"``, ``"to …"``."""
    owner = owner_name(_side_of(place, side_names))
    if place.pit is None:
        if role == "into":
            text = _("into %(owner)s's store")
        elif role == "from":
            text = _("from %(owner)s's store")
        elif role == "in":
            text = _("in %(owner)s's store")
        elif role == "of":
            text = _("of %(owner)s's store")
        elif role == "to":
            text = _("to %(owner)s's store")
        else:
            text = _("%(owner)s's store")
        return text % {"owner": owner}
    if role == "into":
        text = _("into %(owner)s's pit %(pit)s")
    elif role == "from":
        text = _("from %(owner)s's pit %(pit)s")
    elif role == "in":
        text = _("in %(owner)s's pit %(pit)s")
    elif role == "of":
        text = _("of %(owner)s's pit %(pit)s")
    elif role == "to":
        text = _("to %(owner)s's pit %(pit)s")
    else:
        text = _("%(owner)s's pit %(pit)s")
    return text % {"owner": owner, "pit": place.pit}


def game_place_phrase(
    place: Place, role: Role, side_names: tuple[str, ...], pit_word: str, store_word: str,
    number: object = None,
) -> str:
    """A place in a game's own words (Toguz Kumalak's *hole* and *kazan*, Bao's *hole* and
    *hand*, Congkak's *hole*), with its preposition as in :func:`place_phrase`; ``number``
    is the hole's name where it is not its number (Bao's ``"A5"``). A store is said in the
    words that the game whose store word it is declares (:func:`store_phrases`).

        >>> import mancala_core as mc
        >>> from mancala_core.i18n import using
        >>> toguz = mc.rules("toguz")        # its rules declare the kazan's words
        >>> game_place_phrase(Place(1, 4), "into", ("White", "Black"), "hole", "kazan")
        "into Black's hole 4"
        >>> with using("pl"):
        ...     game_place_phrase(Place(0), "to", ("White", "Black"), "hole", "kazan")
        'do kazanu Białych'

    Words other than these stay English.
    """
    if pit_word == "pit" and store_word == "store":
        return place_phrase(place, role, side_names)
    side = _side_of(place, side_names)
    owner = owner_name(side)
    if place.pit is None:
        phrases = store_phrases(store_word)
        if phrases:
            text = _(phrases[role])
        elif store_word == "store":
            return place_phrase(place, role, side_names)
        else:
            text = (f"{role} " if role else "") + f"{side}'s {store_word}"
        return text % {"owner": owner}
    pit = place.pit if number is None else number
    if pit_word == "hole":
        text = {
            "into": _("into %(owner)s's hole %(pit)s"), "from": _("from %(owner)s's hole %(pit)s"),
            "in": _("in %(owner)s's hole %(pit)s"), "of": _("of %(owner)s's hole %(pit)s"),
            "to": _("to %(owner)s's hole %(pit)s"), "": _("%(owner)s's hole %(pit)s"),
        }[role]
    elif pit_word == "pit":
        text = {
            "into": _("into %(owner)s's pit %(pit)s"), "from": _("from %(owner)s's pit %(pit)s"),
            "in": _("in %(owner)s's pit %(pit)s"), "of": _("of %(owner)s's pit %(pit)s"),
            "to": _("to %(owner)s's pit %(pit)s"), "": _("%(owner)s's pit %(pit)s"),
        }[role]
    else:
        return (f"{role} " if role else "") + f"{side}'s {pit_word} {pit}"
    return text % {"owner": owner, "pit": pit}


#: the sentences' phrases for a store, by the store's word, as the games declare them
#: (:attr:`~mancala_core.rules.base.BoardView.store_phrases`): each game's rules class adds
#: its own when it is defined
_STORE_PHRASES: dict[str, dict[str, str]] = {}


def declare_store_phrases(store_word: str, phrases: Iterable[tuple[str, str]]) -> None:
    """Know ``phrases`` (``(role, message)`` pairs, ``N_`` messages with ``%(owner)s``) as
    the way to say a store called ``store_word`` (a game's rules class declares them)."""
    _STORE_PHRASES[store_word] = dict(phrases)


def store_phrases(store_word: str) -> dict[str, str]:
    """The sentences' phrases for a store called ``store_word``, by role (``N_`` messages
    with ``%(owner)s``), as the game whose :attr:`~mancala_core.rules.base.Rules.store_word`
    it is declares them (:attr:`~mancala_core.rules.base.BoardView.store_phrases`); empty
    where no game loaded does (the family's *store* has :func:`place_phrase`).

        >>> import mancala_core as mc
        >>> toguz = mc.rules("toguz")        # its rules declare the kazan's words
        >>> store_phrases(toguz.store_word)["into"]
        "into %(owner)s's kazan"
        >>> store_phrases("store"), store_phrases("bank")
        ({}, {})
    """
    return dict(_STORE_PHRASES.get(store_word, {}))


def stones(n: int) -> str:
    """``"1 stone"``, ``"5 stones"`` (Toguz Kumalak's word for its seeds)."""
    return ngettext("%(n)s stone", "%(n)s stones", n) % {"n": n}


def seeds(n: int) -> str:
    """``"1 seed"``, ``"5 seeds"``, by the language's plural rule (``"5 ziaren"``)."""
    return ngettext("%(n)s seed", "%(n)s seeds", n) % {"n": n}


def rules_words(rules: Rules, *, language: str | None = None) -> str:
    """The name of the rules a game is played by, in words a child reads (never the rules'
    label): the game's name, with the empty-capture rule where it is on, and the pits a side
    where they differ from the game's standard. The boards' titles, the puzzle of the day
    and the puzzle sheets say it.

    >>> import mancala_core as mc
    >>> rules_words(mc.rules("kalah")), rules_words(mc.rules("oware", seeds=3))
    ('Kalah', 'Oware (Abapa)')
    >>> rules_words(mc.rules("kalah", empty_capture=True, pits=4))
    'Kalah with the empty-capture rule, 4 pits on each side'
    >>> rules_words(mc.rules("kalah", empty_capture=True), language="pl")
    'Kalah z zasadą bicia pustego'
    """
    changed = rules.changed_options()
    parts: list[str] = []
    with using(language):
        name = rules.title
        if changed.get("empty_capture") is True:
            name = _("%(game)s with the empty-capture rule") % {"game": rules.title}
        pits = changed.get("pits")
        if isinstance(pits, int) and not isinstance(pits, bool):
            parts.append(ngettext("%(n)s pit on each side", "%(n)s pits on each side",
                                  pits) % {"n": pits})
    return ", ".join([name, *parts])
