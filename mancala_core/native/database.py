"""The endgame databases' base: tables kept level by level in the disk cache, one cache policy.

Each game's database (:class:`mancala_core.games.kalah.endgame.EndgameDB`,
:class:`mancala_core.games.oware.endgame.OwareEndgameDB`) subclasses
:class:`LevelCache`: a level is a file ``level-NNN.bin`` in
``cache_dir()/endgame/<folder>/``, a header (the game's :attr:`LevelCache.HEADER`,
its last field a digest of the values) and the values. Files are written
atomically (:func:`~mancala_core.files.write_atomically`), so an interrupted build
leaves whole levels only.

**The cache policy**, the same for every game (``mancala endgame`` documents it): a
cache that cannot be written (a full disk, a read-only folder) gives one
:class:`CacheWarning`; the database is then kept in memory for this process only,
and :attr:`LevelCache.cache_error` says why. A level file that cannot be read or
does not match is built again.

    >>> import struct
    >>> class Squares(LevelCache):
    ...     MAGIC, HEADER, title = b"SQUARES1", struct.Struct("<8sI32s"), "Squares"
    >>> db = Squares()
    >>> db._cache_folder(None, "squares")
    >>> db.path(3) is None, db.cache_error
    (True, None)

**The type the search sees** is :class:`EndgameDatabase`: what the exact search asks
of a game's endgame database (the rules it fits, how far it reaches, a position's
value, and the tables a compiled search probes), whatever game it holds; the search
annotates with it and imports no game's database. Kalah's compiled database
(:class:`mancala_core.games.kalah.endgame.EndgameDB`) is one.
"""

from __future__ import annotations

import hashlib
import struct
import warnings
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from ..files import write_atomically
from .machine import cache_dir

if TYPE_CHECKING:
    from ..rules import Position, Rules

__all__ = ["CacheWarning", "EndgameDatabase", "LevelCache"]


class EndgameDatabase(Protocol):
    """An endgame database as the exact search uses it (the search annotates with this
    type and imports no game's database): the exact values of the positions of one
    ruleset with at most :attr:`max_seeds` seeds in the pits."""

    #: the ruleset whose values it holds
    rules: Rules
    #: the most seeds in the pits of a position it holds
    max_seeds: int
    #: the tables a compiled search probes (the combinations' table, the values, where
    #: each level starts): passed as they are to the compiled code
    t: Any
    flat: Any
    offsets: Any

    def fits(self, rules: Rules) -> bool:
        """True if it holds the values of ``rules`` (any number of seeds)."""
        ...  # pragma: no cover

    def gain(self, pos: Position) -> int:
        """What the mover of ``pos`` gains over the opponent from here (the stores
        left out)."""
        ...  # pragma: no cover

    def value(self, pos: Position) -> int:
        """The exact final margin of ``pos`` for its mover."""
        ...  # pragma: no cover


class CacheWarning(UserWarning):
    """The endgame database's cache folder cannot be written (or read)."""


class LevelCache:
    """A database kept level by level in the disk cache (see the module's docstring).

    A subclass sets :attr:`MAGIC`, :attr:`HEADER` (``struct`` fields: the magic
    first, a 32-byte digest last) and :attr:`title` (the game's name in the
    warning), and calls :meth:`_cache_folder` before loading or saving.
    """

    #: the first bytes of every level file
    MAGIC: ClassVar[bytes] = b""
    #: the header of a level file: the magic first, the values' digest last
    HEADER: ClassVar[struct.Struct] = struct.Struct("<8s32s")
    #: the game's name in the cache's warning
    title: ClassVar[str] = ""

    #: the cache folder of this database's levels, or ``None`` (no disk cache, or one
    #: that could not be written)
    folder: Path | None = None
    #: why the cache could not be written, if it could not
    cache_error: str | None = None

    def _cache_folder(self, cache: Path | str | bool | None, name: str) -> None:
        """Set :attr:`folder` from a ``cache`` argument: ``True`` the default cache
        (:func:`~mancala_core.native.machine.cache_dir`), ``None`` or ``False`` none,
        else a folder; ``name``: the ruleset's folder in it."""
        if cache is True:
            self.folder = cache_dir() / "endgame" / name
        elif cache is False or cache is None:
            self.folder = None
        else:
            self.folder = Path(cache) / "endgame" / name
        self.cache_error = None

    def path(self, level: int) -> Path | None:
        """The cache file of ``level``."""
        return None if self.folder is None else self.folder / f"level-{level:03d}.bin"

    def _read_level(self, level: int) -> tuple[tuple[Any, ...], bytes] | str:
        """The header's fields (the magic and the digest left out) and the values of
        ``level``'s file, once its magic and digest are checked; or "missing" or
        "corrupt"."""
        path = self.path(level)
        if path is None or not path.exists():
            return "missing"
        try:
            data = path.read_bytes()
            head = self.HEADER.unpack_from(data)
        except (OSError, struct.error):
            return "corrupt"
        payload = data[self.HEADER.size:]
        if head[0] != self.MAGIC or hashlib.blake2b(payload, digest_size=32).digest() != head[-1]:
            return "corrupt"
        return head[1:-1], payload

    def _write_level(self, level: int, fields: tuple[Any, ...], payload: bytes) -> None:
        """Write ``level``'s file: the magic, ``fields``, the digest, then ``payload``.
        A cache that cannot be written gives one :class:`CacheWarning` and the
        database lives in memory only, for this process."""
        path = self.path(level)
        if path is None:
            return
        head = self.HEADER.pack(self.MAGIC, *fields,
                                hashlib.blake2b(payload, digest_size=32).digest())
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(path, head, payload)
        except OSError as error:
            self.folder = None  # one message, not one a level
            self.cache_error = str(error)
            warnings.warn(CacheWarning(
                f"cannot save the {self.title} endgame database in {str(path.parent)!r} "
                f"({error}); it is kept in memory for this process only (set MANCALA_CACHE "
                f"to a writable folder to keep it)"), stacklevel=5)
