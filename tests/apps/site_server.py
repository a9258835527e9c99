"""The offline site for the browser tests: built once per test run, served on 127.0.0.1.

:func:`site_folder` runs ``make site`` the first time a test asks for the site in this
process (``MANCALA_SITE=PATH``: a site built already, not built again) and gives the same
folder to every later test module; :func:`serve` serves a folder on a free port of
127.0.0.1 with a plain static file server.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
#: how long the build took in this process (seconds), once it ran
BUILD: dict[str, float] = {}


@functools.cache
def site_folder(reports: Path) -> Path:
    """The site's folder: ``MANCALA_SITE``, else ``build/site`` built by ``make site`` (once
    per process; its output in ``reports/site-build.log``). An ``AssertionError`` with the
    log's end when the build fails."""
    given = os.environ.get("MANCALA_SITE")
    if given:
        folder = Path(given)
    else:
        folder = ROOT / "build" / "site"
        reports.mkdir(parents=True, exist_ok=True)
        log = reports / "site-build.log"
        started = time.monotonic()
        with log.open("w") as handle:
            done = subprocess.run(["make", "--no-print-directory", "site"], cwd=ROOT,
                                  stdout=handle, stderr=subprocess.STDOUT, timeout=1200)
        assert done.returncode == 0, log.read_text()[-3000:]
        BUILD["seconds"] = round(time.monotonic() - started, 1)
    assert (folder / "index.html").is_file(), f"no site in {folder}"
    return folder


def megabytes(folder: Path) -> float:
    """The size of every file under ``folder``, in MB."""
    return round(sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 1e6, 1)


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


class _Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        """A page closed while a file was still on its way (a test's end) is no error."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@contextlib.contextmanager
def serve(folder: Path) -> Iterator[str]:
    """``folder`` served on a free port of 127.0.0.1: its base address."""
    handler = functools.partial(_Quiet, directory=str(folder))
    server = _Server(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
