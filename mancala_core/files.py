"""Writing files so that nothing is lost: whole or not at all.

    >>> import pathlib, tempfile
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> write_atomically(folder / "board.svg", b"<svg/>")
    >>> (folder / "board.svg").read_bytes(), [p.name for p in folder.iterdir()]
    (b'<svg/>', ['board.svg'])
"""

from __future__ import annotations

import os
import stat
import tempfile

__all__ = ["write_atomically"]


def write_atomically(path: str | os.PathLike[str], *chunks: bytes) -> None:
    """Write ``chunks`` to ``path``, whole or not at all.

    A regular file (or a new path) is written through a temporary file in the same folder
    (named ``.<name>.<pid>.*.tmp``), flushed to disk and then renamed over it
    (:func:`os.replace`): a reader sees the old file or the whole new one, and an
    interruption leaves no partial file; the temporaries that a killed writer of the same
    name left behind (their process gone) are removed first. A symbolic link is followed:
    its target is replaced so, and the link stays. A device, a pipe or ``/dev/stdout`` is
    written directly (it cannot be replaced). A directory is an error. The file gets the
    usual permissions (``0o666`` less the umask). An :class:`OSError` names the path.
    """
    given = os.fspath(path)
    target = os.path.realpath(given) if os.path.islink(given) else given
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        mode = None
    except OSError as error:
        raise OSError(f"cannot write {given!r}: {error.strerror or error}") from None
    if mode is not None and stat.S_ISDIR(mode):
        raise IsADirectoryError(f"cannot write {given!r}: it is a directory")
    if mode is not None and not stat.S_ISREG(mode):
        _write_directly(given, target, chunks)
        return
    folder = os.path.dirname(os.path.abspath(target))
    name = os.path.basename(target)
    _remove_orphans(folder, name)
    try:
        fd, temporary = tempfile.mkstemp(dir=folder, prefix=f".{name}.{os.getpid()}.",
                                         suffix=".tmp")
    except OSError as error:
        raise OSError(f"cannot write {given!r}: {error.strerror or error}") from None
    try:
        with os.fdopen(fd, "wb") as file:
            for chunk in chunks:
                file.write(chunk)
            file.flush()
            os.fsync(file.fileno())
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temporary, 0o666 & ~umask)
        os.replace(temporary, target)
    except BaseException as error:
        try:
            os.unlink(temporary)
        except FileNotFoundError:
            pass
        if isinstance(error, OSError):
            raise OSError(f"cannot write {given!r}: {error.strerror or error}") from None
        raise


def _write_directly(given: str, target: str, chunks: tuple[bytes, ...]) -> None:
    """Write to what cannot be replaced (a device, a pipe)."""
    try:
        with open(target, "wb") as file:
            for chunk in chunks:
                file.write(chunk)
            file.flush()
    except OSError as error:
        raise OSError(f"cannot write {given!r}: {error.strerror or error}") from None


def _remove_orphans(folder: str, name: str) -> None:
    """Remove the temporaries of ``name`` whose writing process is gone (killed while it
    wrote: ``.<name>.<pid>.*.tmp``); another live writer's are left alone."""
    prefix = f".{name}."
    try:
        entries = os.listdir(folder)
    except OSError:
        return
    for entry in entries:
        if not (entry.startswith(prefix) and entry.endswith(".tmp")):
            continue
        pid_text = entry[len(prefix):].split(".", 1)[0]
        if not pid_text.isdigit() or _alive(int(pid_text)):
            continue
        try:
            os.unlink(os.path.join(folder, entry))
        except OSError:
            pass


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # it exists, but is another user's
        return True
    return True
