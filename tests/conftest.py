"""Test-wide settings: the endgame databases the players build go to a temporary
cache, so tests neither read nor fill the user's ``~/.cache/mancala-course``."""

from __future__ import annotations

import os
import tempfile

# set before any test imports the search package (its cache folder is read on use)
os.environ.setdefault("MANCALA_CACHE", tempfile.mkdtemp(prefix="mancala-test-cache-"))
