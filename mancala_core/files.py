"""Writing files so that nothing is lost: whole or not at all; reading only what is a file.

    >>> import pathlib, tempfile
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> write_atomically(folder / "board.svg", b"<svg/>")
    >>> (folder / "board.svg").read_bytes(), [p.name for p in folder.iterdir()]
    (b'<svg/>', ['board.svg'])
    >>> data, stamp = read_regular(folder / "board.svg", limit=1000)
    >>> data, stamp == file_stamp(folder / "board.svg")
    (b'<svg/>', True)
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import stat
import sys
import tempfile
import time
from collections.abc import Iterator

__all__ = ["FileChangedError", "Stamp", "file_stamp", "read_regular", "write_atomically"]

#: what tells one version of a file from another: its device, inode, size and
#: modification time (nanoseconds); a file replaced by :func:`write_atomically` gets a new
#: inode, one written in place a new time or size
Stamp = tuple[int, int, int, int]

#: a temporary whose writer cannot be asked (another PID namespace: a container sharing the
#: folder, or a name of an older version) is removed once it is this old (seconds): no
#: write takes a day
ORPHAN_AGE = 24 * 3600

#: the longest file name when the file system does not say (Linux, macOS, Windows)
NAME_MAX = 255

#: the random part mkstemp puts in a temporary's name
_RANDOM = "[a-z0-9_]+"


class FileChangedError(OSError):
    """The file was changed by someone else since it was read: it is not replaced."""


def file_stamp(path: str | os.PathLike[str]) -> Stamp | None:
    """The :data:`Stamp` of the file at ``path`` (a link followed), ``None`` if there is
    none."""
    try:
        return _stamp(os.stat(path))
    except OSError:
        return None


def _stamp(info: os.stat_result) -> Stamp:
    return (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)


def read_regular(path: str | os.PathLike[str], *, limit: int) -> tuple[bytes, Stamp]:
    """The bytes of the regular file at ``path`` and its :data:`Stamp`, read through one
    descriptor. A pipe, a device or a folder is refused at once (never waited on, nor read
    without end), and so is a file of more than ``limit`` bytes; the :class:`OSError`
    names the path.

        >>> read_regular("/dev/zero", limit=10)
        Traceback (most recent call last):
        ...
        OSError: cannot read '/dev/zero': not a regular file (a device)
    """
    given = os.fspath(path)
    try:
        # non-blocking: opening a pipe with no writer returns at once instead of waiting
        fd = os.open(given, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
                     | getattr(os, "O_CLOEXEC", 0))
    except OSError as error:
        raise type(error)(f"cannot read {given!r}: {error.strerror or error}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise OSError(f"cannot read {given!r}: not a regular file "
                          f"({_kind(info.st_mode)})")
        if info.st_size > limit:
            raise OSError(f"cannot read {given!r}: {info.st_size} bytes, more than the "
                          f"{limit} such a file may hold")
        parts = []
        size = 0
        while size <= limit:
            part = os.read(fd, min(1 << 20, limit + 1 - size))
            if not part:
                break
            parts.append(part)
            size += len(part)
        if size > limit:  # it grew while it was read
            raise OSError(f"cannot read {given!r}: more than the {limit} bytes such a "
                          f"file may hold")
        return b"".join(parts), _stamp(os.fstat(fd))
    finally:
        os.close(fd)


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a device"


def write_atomically(path: str | os.PathLike[str], *chunks: bytes,
                     unchanged_since: Stamp | None = None) -> None:
    """Write ``chunks`` to ``path``, whole or not at all.

    A regular file (or a new path) is written through a temporary file in the same folder
    (named ``.<name>.<pid>-<namespace>.*.tmp``, the name shortened and a hash of it added
    if the whole would be too long for the file system), flushed to disk and then renamed
    over it (:func:`os.replace`): a reader sees the old file or the whole new one, and an
    interruption leaves no partial file. The temporaries that a killed writer of the same
    name left behind (their process gone) are removed first; a temporary whose process
    cannot be asked (another PID namespace) only once it is a day old. A symbolic link is
    followed: its target is replaced so, and the link stays. A standard stream
    (``/dev/stdout``, ``/dev/stderr``, ``/dev/fd/N``) is written into the descriptor this
    process holds, where it stands (appending if it was opened to append); a device or a
    pipe is written directly (it cannot be replaced). A directory is an error. The file
    gets the usual permissions (``0o666`` less the umask). An :class:`OSError` names the
    path.

    ``unchanged_since``: the :data:`Stamp` of the file when it was read; if the file has
    changed since (another process wrote it), it is not replaced: a
    :class:`FileChangedError` says so. The check and the rename happen under a lock on the
    file (:func:`fcntl.flock`), so two such writers cannot both pass it.
    """
    given = os.fspath(path)
    descriptor = _descriptor(given)
    if descriptor is not None:
        _write_descriptor(given, descriptor, chunks)
        return
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
    prefix = _temporary_prefix(folder, os.path.basename(target))
    _remove_orphans(folder, prefix)
    try:
        fd, temporary = tempfile.mkstemp(dir=folder, prefix=f"{prefix}{_writer()}.",
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
        with _locked_if_unchanged(given, target, unchanged_since):
            os.replace(temporary, target)
    except BaseException as error:
        try:
            os.unlink(temporary)
        except FileNotFoundError:
            pass
        if isinstance(error, FileChangedError):
            raise
        if isinstance(error, OSError):
            raise OSError(f"cannot write {given!r}: {error.strerror or error}") from None
        raise


@contextlib.contextmanager
def _locked_if_unchanged(given: str, target: str, since: Stamp | None) -> Iterator[None]:
    """Hold a lock on ``target`` while it is replaced, after checking that it is still
    the file of stamp ``since`` (nothing to check: no lock)."""
    if since is None:
        yield
        return
    try:
        fd = os.open(target, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise FileChangedError(f"cannot write {given!r}: it was removed since it was read "
                               f"(by another command?); nothing written") from None
    try:
        try:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_EX)
        except ImportError:  # pragma: no cover - no flock (Windows): the check alone
            pass
        now = file_stamp(target)
        if now != since or _stamp(os.fstat(fd)) != since:
            raise FileChangedError(
                f"cannot write {given!r}: another command wrote it since this one read it; "
                f"nothing written (run this command again to work on the new file)")
        yield
    finally:
        os.close(fd)  # the lock goes with it


def _descriptor(given: str) -> int | None:
    """The descriptor that ``given`` names (``/dev/stdout``, ``/dev/stderr``,
    ``/dev/fd/N``, ``/proc/self/fd/N``, or a link to one), else ``None``."""
    path = given
    for _ in range(40):  # the links followed (as the system does)
        path = os.path.normpath(os.path.abspath(path))
        found = re.fullmatch(r"/(?:dev/fd|proc/(self|\d+)/fd)/(\d+)", path)
        if found and found[1] in (None, "self", str(os.getpid())):
            return int(found[2])
        if not os.path.islink(path):
            return None
        path = os.path.join(os.path.dirname(path), os.readlink(path))
    return None


def _write_descriptor(given: str, fd: int, chunks: tuple[bytes, ...]) -> None:
    """Write into the open descriptor ``fd`` (what Python's own streams hold for it is
    written first, so the order stays)."""
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(AttributeError, ValueError, OSError):
            if stream.fileno() == fd:
                stream.flush()
    try:
        for chunk in chunks:
            view = memoryview(chunk)
            while view:
                view = view[os.write(fd, view):]
    except BrokenPipeError:
        raise
    except OSError as error:
        raise OSError(f"cannot write {given!r}: {error.strerror or error}") from None


def _write_directly(given: str, target: str, chunks: tuple[bytes, ...]) -> None:
    """Write to what cannot be replaced (a device, a pipe)."""
    try:
        with open(target, "wb") as file:
            for chunk in chunks:
                file.write(chunk)
            file.flush()
    except OSError as error:
        raise OSError(f"cannot write {given!r}: {error.strerror or error}") from None


def _namespace() -> int:
    """This process's PID namespace (its inode; 0 where the system does not say)."""
    try:
        return os.stat("/proc/self/ns/pid").st_ino
    except OSError:
        return 0


def _writer() -> str:
    """The writer's part of a temporary's name: ``<pid>-<namespace>``."""
    return f"{os.getpid()}-{_namespace()}"


def _temporary_prefix(folder: str, name: str) -> str:
    """The start of the names of ``name``'s temporaries, ``.<name>.``; for a name so long
    that a temporary's would be too long for the file system, its start and a hash."""
    try:
        longest = os.pathconf(folder, "PC_NAME_MAX")
    except (OSError, ValueError, AttributeError):
        longest = NAME_MAX
    room = longest - len(f"..{_writer()}.") - len("abcdefgh.tmp")
    encoded = os.fsencode(name)
    if len(encoded) <= room:
        return f".{name}."
    digest = hashlib.sha256(encoded).hexdigest()[:12]
    kept = encoded[:max(0, room - len(digest) - 1)]
    while kept and 0x80 <= kept[-1] < 0xC0:  # not half a UTF-8 character
        kept = kept[:-1]
    if kept and kept[-1] >= 0xC0:
        kept = kept[:-1]
    return f".{os.fsdecode(kept)}~{digest}."


def _remove_orphans(folder: str, prefix: str) -> None:
    """Remove the temporaries named ``<prefix><pid>-<namespace>.*.tmp`` whose writing
    process is gone (killed while it wrote); another live writer's are left alone, and so
    is the temporary of another file whose name starts so (``out.json.9`` beside
    ``out.json``). A temporary of another PID namespace, or of the older name
    ``<prefix><pid>.*.tmp``, is removed only once it is :data:`ORPHAN_AGE` old."""
    try:
        entries = os.listdir(folder)
    except OSError:
        return
    here = _namespace()
    for entry in entries:
        if not (entry.startswith(prefix) and entry.endswith(".tmp")):
            continue
        found = re.fullmatch(rf"(\d+)(?:-(\d+))?\.{_RANDOM}\.tmp", entry[len(prefix):])
        if found is None:
            continue
        pid, namespace = int(found[1]), found[2]
        path = os.path.join(folder, entry)
        if namespace is not None and int(namespace) == here:
            if _alive(pid):
                continue
        else:
            try:
                if time.time() - os.stat(path).st_mtime < ORPHAN_AGE:
                    continue
            except OSError:
                continue
        try:
            os.unlink(path)
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
