"""Install pip into a virtual environment that was created without it.

Debian's ``python3`` comes without ``ensurepip`` unless the ``python3-venv``
package is installed, so ``python3 -m venv .venv`` fails there. The Makefile
then creates the environment with ``--without-pip`` and runs this script with
the environment's own Python::

    .venv/bin/python tools/bootstrap_pip.py

It asks PyPI's JSON API for the newest pip wheel, downloads it with the
standard library only, checks its sha256 against the digest PyPI publishes,
and installs that same wheel with the pip it contains (a pip wheel can run
itself: ``python pip-X.whl/pip install pip-X.whl``).

Environment:

``BOOTSTRAP_PIP_JSON``
    the JSON API address (default ``https://pypi.org/pypi/pip/json``), for a
    mirror that serves the same API.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import tempfile
import urllib.parse
import urllib.request
from pathlib import Path
from typing import Any

JSON_URL = os.environ.get("BOOTSTRAP_PIP_JSON", "https://pypi.org/pypi/pip/json")
TIMEOUT = 120


def fail(message: str) -> None:
    print(f"bootstrap_pip: {message}", file=sys.stderr)
    raise SystemExit(1)


def fetch(url: str) -> tuple[bytes, str]:
    """The body at ``url`` and the address it finally came from (after redirects)."""
    request = urllib.request.Request(url, headers={"User-Agent": "mancala-course bootstrap_pip"})
    with urllib.request.urlopen(request, timeout=TIMEOUT) as response:
        data: bytes = response.read()
        return data, str(response.geturl())


def python_ok(requires_python: str | None) -> bool:
    """True unless ``requires_python`` names a minimum (``>=X.Y``) above this Python."""
    for part in (requires_python or "").split(","):
        part = part.strip()
        if part.startswith(">="):
            wanted = tuple(int(x) for x in part[2:].split(".") if x.isdigit())
            if sys.version_info[: len(wanted)] < wanted:
                return False
    return True


def pick_wheel(meta: dict[str, Any]) -> dict[str, Any]:
    """The ``py3-none-any`` wheel of the newest release, from the JSON API's answer."""
    for entry in meta.get("urls", []):
        if (
            entry.get("packagetype") == "bdist_wheel"
            and entry["filename"].endswith("-py3-none-any.whl")
            and not entry.get("yanked")
            and python_ok(entry.get("requires_python"))
        ):
            return dict(entry)
    fail(f"no pip wheel for Python {sys.version.split()[0]} in {JSON_URL}")
    raise AssertionError("unreachable")


def main() -> None:
    if sys.prefix == sys.base_prefix:
        fail("run me with the Python of a virtual environment (.venv/bin/python), not the system's")
    try:
        body, json_url = fetch(JSON_URL)
        meta = json.loads(body)
    except OSError as error:
        fail(f"cannot read {JSON_URL}: {error}")
    wheel = pick_wheel(meta)
    expected = wheel["digests"]["sha256"]
    # a mirror may answer with addresses relative to the JSON document
    wheel_url = urllib.parse.urljoin(json_url, wheel["url"])
    print(f"bootstrap_pip: downloading {wheel['filename']} from PyPI")
    try:
        data, _ = fetch(wheel_url)
    except OSError as error:
        fail(f"cannot download {wheel_url}: {error}")
    actual = hashlib.sha256(data).hexdigest()
    if actual != expected:
        fail(f"sha256 of {wheel['filename']} is {actual}, PyPI says {expected}: not installed")
    print(f"bootstrap_pip: sha256 {actual} matches PyPI")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / wheel["filename"]
        path.write_bytes(data)
        command = [sys.executable, str(path / "pip"), "install", "--no-index", str(path)]
        result = subprocess.run(command, check=False)
    if result.returncode:
        fail(f"installing {wheel['filename']} failed (exit code {result.returncode})")
    print("bootstrap_pip: pip installed")


if __name__ == "__main__":
    main()
