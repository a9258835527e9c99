"""Chromium for the site's and the apps' tests, and a page on which every request for
another host than 127.0.0.1 is refused, and fails the test, as does an error the page
throws."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlparse


@contextlib.contextmanager
def chromium() -> Iterator[Any]:
    """Debian's Chromium, headless, launched by Playwright as every browser test does."""
    from playwright.sync_api import sync_playwright
    from widgets.test_browser import CHROMIUM, CHROMIUM_FLAGS

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        try:
            yield browser
        finally:
            browser.close()


@contextlib.contextmanager
def guarded_page(browser: Any, failed: Path, *, on_failure: Callable[[], None] | None = None,
                 **context_options: Any) -> Iterator[Any]:
    """A page of a fresh context (its own storage; ``context_options`` for Playwright's
    ``new_context``, e.g. ``locale``), 1280 × 1000. Requests outside 127.0.0.1 are refused
    and noted in ``page.outside``, the page's errors in ``page.errors``; at the end a test
    that saw either fails. A test that fails leaves a screenshot at ``failed`` and runs
    ``on_failure`` (a server's log printed)."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, **context_options)
    context.set_default_timeout(60_000)
    outside: list[str] = []

    def route(request_route: Any) -> None:
        url = urlparse(request_route.request.url)
        if url.scheme in ("http", "https", "ws", "wss") and url.hostname != "127.0.0.1":
            outside.append(request_route.request.url)
            request_route.abort()
        else:
            request_route.continue_()

    context.route("**/*", route)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.outside, page.errors = outside, errors
    try:
        yield page
    except Exception:
        failed.parent.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(Exception):
            page.screenshot(path=str(failed), full_page=True)
        if on_failure is not None:
            on_failure()
        raise
    finally:
        context.close()
    assert not outside, f"requests outside 127.0.0.1: {outside}"
    assert not errors, f"errors on the page: {errors}"
