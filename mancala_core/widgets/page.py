"""What the page an app runs in says about the learner: the language to speak.

An app (``apps/``) opens in the learner's language where the course has it:

- under Voilà (a Jupyter server, Binder), the page's address may ask for one
  (``…/voila/render/apps/trainer.ipynb?lang=pl``): Voilà gives the kernel the address's
  query in the ``QUERY_STRING`` environment variable;
- in the offline site (Python in the browser), the browser's own languages
  (``navigator.languages``), unless the address asks;
- else English.

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
from urllib.parse import parse_qs

from ..i18n import LANGUAGES

__all__ = ["page_language"]


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
