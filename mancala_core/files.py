"""Writing files so that nothing is lost: whole or not at all.

    >>> import pathlib, tempfile
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> write_atomically(folder / "board.svg", b"<svg/>")
    >>> (folder / "board.svg").read_bytes(), [p.name for p in folder.iterdir()]
    (b'<svg/>', ['board.svg'])
"""

from __future__ import annotations

import os
import tempfile

__all__ = ["write_atomically"]


def write_atomically(path: str | os.PathLike[str], *chunks: bytes) -> None:
    """Write ``chunks`` to ``path`` through a temporary file in the same folder
    (named ``.<name>.*.tmp``), flushed to disk and then renamed over ``path``
    (:func:`os.replace`): a reader sees the old file or the whole new one, and an
    interruption leaves no partial file. The file gets the usual permissions
    (``0o666`` less the umask). An :class:`OSError` names the path."""
    path = os.fspath(path)
    folder = os.path.dirname(os.path.abspath(path))
    try:
        fd, temporary = tempfile.mkstemp(
            dir=folder, prefix=f".{os.path.basename(path)}.", suffix=".tmp"
        )
    except OSError as error:
        raise OSError(f"cannot write {path!r}: {error.strerror or error}") from None
    try:
        with os.fdopen(fd, "wb") as file:
            for chunk in chunks:
                file.write(chunk)
            file.flush()
            os.fsync(file.fileno())
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temporary, 0o666 & ~umask)
        os.replace(temporary, path)
    except BaseException as error:
        try:
            os.unlink(temporary)
        except FileNotFoundError:
            pass
        if isinstance(error, OSError):
            raise OSError(f"cannot write {path!r}: {error.strerror or error}") from None
        raise
