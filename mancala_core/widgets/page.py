"""What the page an app runs in says about the learner: the language to speak.

An app (``apps/``) opens in the learner's language where the course has it:

- under Voilà (a Jupyter server, Binder), the page's address may ask for one
  (``…/voila/render/apps/trainer.ipynb?lang=pl``): Voilà gives the kernel the address's
  query in the ``QUERY_STRING`` environment variable;
- in the offline site (Python in the browser), the browser's own languages
  (``navigator.languages``), unless the address asks;
- else English.

In the offline site a learner may also have *chosen* a language, on the landing page or in
an app: :func:`language_memory` keeps that choice in the browser's storage (the key
:data:`LANGUAGE_KEY`, which the landing page reads and writes too) and sets an app's
language menu to it when the app opens.

    >>> page_language(query="lang=pl", browser=("en-GB",))
    'pl'
    >>> page_language(query="", browser=("hu-HU", "en"))
    'hu'
    >>> page_language(query="lang=xx", browser=("de-DE", "fr"))
    'en'
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import Any
from urllib.parse import parse_qs

from ..i18n import LANGUAGES
from .store import BrowserStore, in_browser

__all__ = ["LANGUAGE_KEY", "language_memory", "page_language", "page_query"]

#: the key of the browser's storage that keeps the language a learner chose last
LANGUAGE_KEY = "mancala-language"


def _browser_languages() -> tuple[str, ...]:
    """The browser's languages, when Python runs in it (Pyodide), else none."""
    if sys.platform != "emscripten":
        return ()
    try:
        import js  # type: ignore[import-not-found]

        return tuple(str(code) for code in js.navigator.languages)
    except Exception:  # a worker without navigator.languages: no preference
        return ()


def _known(code: str) -> str | None:
    base = code.strip().lower().replace("_", "-").split("-")[0]
    return base if base in LANGUAGES else None


def page_language(*, query: str | None = None,
                  browser: Sequence[str] | None = None) -> str:
    """The language an app should open in: the address's ``lang=``, else the first of the
    browser's languages the course has, else ``"en"`` (``query`` and ``browser`` default
    to what the page gives)."""
    if query is None:
        query = os.environ.get("QUERY_STRING", "")
    if browser is None:
        browser = _browser_languages()
    for asked in parse_qs(query).get("lang", []):
        if _known(asked):
            return _known(asked) or "en"
    for code in browser:
        if _known(code):
            return _known(code) or "en"
    return "en"


def page_query(name: str, *, query: str | None = None) -> str | None:
    """The value of ``name`` in the page's address under Voilà (``QUERY_STRING``), or
    ``None``. (In the offline site the address reaches Python later, through
    :meth:`~mancala_core.widgets.store.BrowserStore.on_address`.)

        >>> page_query("puzzle", query="lang=pl&puzzle=68b756ba5631")
        '68b756ba5631'
        >>> page_query("puzzle", query="lang=pl") is None
        True
    """
    if query is None:
        query = os.environ.get("QUERY_STRING", "")
    found = parse_qs(query).get(name)
    return found[0] if found else None


def language_memory(choice: Any) -> BrowserStore | None:
    """In the browser (the offline site): a store, to put among an app's widgets, that sets
    the language menu ``choice`` (a Dropdown of language codes) to the language the learner
    chose last, on the landing page or in an app, and keeps each new choice. ``None``
    elsewhere (under Voilà the address says the language).

        >>> language_memory(object()) is None     # not in the browser here
        True
    """
    if not in_browser():
        return None
    store = BrowserStore(LANGUAGE_KEY)

    def loaded(text: str | None) -> None:
        if text in LANGUAGES and text != choice.value:  # only a language the course has
            choice.value = text

    store.on_load(loaded)
    choice.observe(lambda change: store.write(change["new"]), names="value")
    return store
