"""The learner's language: what a board, a widget, a move's explanation and an
exercise's feedback say, in English, Polish, Hungarian, Russian, Italian or Slovenian.

The words live in gettext catalogues (``mancala_core/locale/LANG/LC_MESSAGES/mancala.po``,
kept in git, extracted and updated with Babel: ``make catalogues``). The package's build
compiles them into ``.mo`` files; at run time the standard library's :mod:`gettext` reads
them. One setting chooses the language, English by default; a message that a catalogue
lacks stays English::

    >>> import mancala_core as mc
    >>> mc.language()
    'en'
    >>> mc.set_language("pl")
    >>> _("South")
    'Południe'
    >>> ngettext("%(n)s seed", "%(n)s seeds", 5) % {"n": 5}
    '5 kamieni'
    >>> mc.set_language("en")
    >>> _("South")
    'South'

Where a call takes a ``language=`` argument (``board_svg(pos, language="sl")``,
``BoardWidget(pos, language="pl")``), it speaks that language for its own work only,
through :func:`using`::

    >>> with using("ru"):
    ...     _("North")
    'Север'
    >>> _("North")
    'North'

To make a new message translatable, mark it where it is written::

    from mancala_core.i18n import _, ngettext
    text = _("%(side)s to move") % {"side": side}
    seeds = ngettext("%(n)s seed", "%(n)s seeds", n) % {"n": n}

(placeholders are named, ``%(name)s``, so that a translation may reorder them), then
``make catalogues`` and translate the new entries in each ``.po`` file; ``docs/i18n.md``
says more.
"""

from __future__ import annotations

import contextlib
import contextvars
import functools
import gettext
import io
import pathlib
import warnings
from collections.abc import Iterator

from .errors import InvalidOptionError

__all__ = [
    "DOMAIN",
    "LANGUAGES",
    "N_",
    "_",
    "gettext_",
    "language",
    "ngettext",
    "npgettext",
    "pgettext",
    "set_language",
    "translations",
    "using",
]

#: the gettext domain: the catalogues are ``locale/LANG/LC_MESSAGES/mancala.po``
DOMAIN = "mancala"

#: the languages every catalogue covers, English (the source language) first
LANGUAGES: tuple[str, ...] = ("en", "pl", "hu", "ru", "it", "sl")

#: where the catalogues live (``.po`` in git, ``.mo`` made by the build)
LOCALE_DIR = pathlib.Path(__file__).parent / "locale"

_chosen = "en"
_override: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "mancala_language", default=None
)


def _checked(code: object) -> str:
    """``code`` as one of :data:`LANGUAGES` (``"pl-PL"`` and ``"PL"`` read as ``"pl"``)."""
    if isinstance(code, str):
        short = code.strip().replace("-", "_").split("_")[0].lower()
        if short in LANGUAGES:
            return short
    raise InvalidOptionError(
        f"language={code!r} is not a language of the course: choose one of "
        + ", ".join(LANGUAGES)
    )


def set_language(code: str) -> None:
    """Speak ``code`` from now on: ``"en"``, ``"pl"``, ``"hu"``, ``"ru"``, ``"it"`` or ``"sl"``.

        >>> set_language("xx")
        Traceback (most recent call last):
        ...
        mancala_core.errors.InvalidOptionError: language='xx' is not a language of the \
course: choose one of en, pl, hu, ru, it, sl
    """
    global _chosen
    _chosen = _checked(code)


def language() -> str:
    """The language in use: the one :func:`using` chose here, else :func:`set_language`'s."""
    return _override.get() or _chosen


@contextlib.contextmanager
def using(code: str | None) -> Iterator[str]:
    """Speak ``code`` inside the ``with`` block only (``None``: the language in use)."""
    chosen = language() if code is None else _checked(code)
    token = _override.set(chosen)
    try:
        yield chosen
    finally:
        _override.reset(token)


def _catalogue(code: str, suffix: str) -> pathlib.Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}{suffix}"


@functools.cache
def translations(code: str) -> gettext.NullTranslations:
    """The catalogue of ``code``, read once.

    With Babel installed (the test and tooling environment) the ``.po`` source is
    compiled in memory, so a catalogue just edited is what runs; otherwise the ``.mo``
    that the build compiled is read by :mod:`gettext`. English needs no catalogue.
    """
    code = _checked(code)
    if code == "en":
        return gettext.NullTranslations()
    source = _catalogue(code, ".po")
    if source.exists():
        try:
            from babel.messages.mofile import write_mo
            from babel.messages.pofile import read_po
        except ImportError:
            pass
        else:
            with source.open("rb") as po:
                catalog = read_po(po, locale=code, domain=DOMAIN)
            buffer = io.BytesIO()
            write_mo(buffer, catalog)
            buffer.seek(0)
            return gettext.GNUTranslations(buffer)
    compiled = _catalogue(code, ".mo")
    if compiled.exists():
        with compiled.open("rb") as mo:
            return gettext.GNUTranslations(mo)
    warnings.warn(
        f"no compiled catalogue for language {code!r} at {str(compiled)!r}: "
        "messages stay English (build the package, or run `make catalogues`)",
        RuntimeWarning,
        stacklevel=2,
    )
    return gettext.NullTranslations()


def _current() -> gettext.NullTranslations:
    code = language()
    return _NULL if code == "en" else translations(code)


_NULL = gettext.NullTranslations()


def _(message: str) -> str:
    """``message`` in the language in use (English if the catalogue lacks it)."""
    return _current().gettext(message)


gettext_ = _


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message that fits the number ``n``, by the language's plural rule
    (Polish and Russian have three forms, Slovenian four)."""
    return _current().ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the sense that ``context`` names (``pgettext("owner", "South")``: the
    word for *South's*, which Polish and Russian decline)."""
    return _current().pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """:func:`ngettext` in the sense that ``context`` names."""
    return _current().npgettext(context, singular, plural, n)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogues without translating it now: for a text kept
    in data (a step's note) and translated where it is shown, with :func:`_`."""
    return message
