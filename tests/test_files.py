"""Writing files whole or not at all: regular files replaced atomically, links followed,
devices and pipes written directly, standard streams written where they stand, directories
refused, a killed writer's leftovers removed (and no live writer's), a file changed by
another writer not replaced; reading only regular files, within a size."""

from __future__ import annotations

import os
import subprocess
import threading
from pathlib import Path

import pytest

from mancala_core.files import (
    ORPHAN_AGE,
    FileChangedError,
    _namespace,
    file_stamp,
    read_regular,
    write_atomically,
)


def test_a_regular_file_is_replaced_whole(tmp_path: Path) -> None:
    path = tmp_path / "c.json"
    path.write_text("old")
    write_atomically(path, b"new ", b"text")
    assert path.read_bytes() == b"new text"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["c.json"]


def test_a_link_is_followed_and_stays_a_link(tmp_path: Path) -> None:
    target = tmp_path / "real.svg"
    target.write_text("old")
    link = tmp_path / "board.svg"
    link.symlink_to(target)
    write_atomically(link, b"<svg/>")
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_bytes() == b"<svg/>"


def test_a_device_is_written_directly_not_replaced() -> None:
    write_atomically("/dev/null", b"nothing")
    assert Path("/dev/null").is_char_device()


def test_a_full_device_is_a_clear_error_and_stays_a_device() -> None:
    with pytest.raises(OSError, match="cannot write '/dev/full'"):
        write_atomically("/dev/full", b"x" * 100_000)
    assert Path("/dev/full").is_char_device()


def test_a_pipe_is_written_directly(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()))
    reader.start()
    write_atomically(fifo, b"through the pipe")
    reader.join(10)
    assert got == [b"through the pipe"] and fifo.is_fifo()


def test_a_directory_is_refused(tmp_path: Path) -> None:
    with pytest.raises(IsADirectoryError, match="it is a directory"):
        write_atomically(tmp_path, b"x")


def test_a_killed_writer_s_temporaries_are_removed_by_the_next_write(tmp_path: Path) -> None:
    import subprocess
    import sys

    # a writer that has gone (a process that ran and ended) left its temporary behind
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True).stdout.strip()
    orphan = tmp_path / f".c.json.{gone}-{_namespace()}.abcd1234.tmp"
    orphan.write_text("half a collection")
    mine = tmp_path / f".c.json.{os.getpid()}-{_namespace()}.efgh5678.tmp"  # a live writer's
    mine.write_text("being written")
    other = tmp_path / ".other.json.1.tmp"  # another file's: not ours to remove
    other.write_text("x")
    write_atomically(tmp_path / "c.json", b"{}")
    assert not orphan.exists()
    assert mine.exists() and other.exists()
    assert (tmp_path / "c.json").read_bytes() == b"{}"


def _gone_pid() -> int:
    """The id of a process that ran and ended."""
    import subprocess
    import sys

    return int(subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                              capture_output=True, text=True, check=True).stdout)


def _gone_pid_of_width(width: int) -> int:
    """The id of no running process, written with ``width`` digits."""
    for pid in range(max(2, 10 ** (width - 1)), 10 ** width):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return pid
        except PermissionError:
            continue
    raise AssertionError(f"every process id of {width} digits is running")


# -- the second hostile run (issue 31) ------------------------------------------------


def _shell(command: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    import sys

    script = ("import sys; from mancala_core.files import write_atomically; "
              "write_atomically(sys.argv[1], b'NEW\\n')")
    return subprocess.run(["bash", "-c", command.replace("WRITE", f"{sys.executable} -c "
                                                                  f"\"{script}\"")],
                          cwd=cwd, capture_output=True, text=True, timeout=60)


def test_dev_stdout_appended_to_a_file_keeps_the_file(tmp_path: Path) -> None:
    # printf 'KEEP ME\n' > log.txt; WRITE /dev/stdout >> log.txt: the file was replaced
    done = _shell("printf 'KEEP ME\\n' > log.txt; WRITE /dev/stdout >> log.txt", tmp_path)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "log.txt").read_text() == "KEEP ME\nNEW\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["log.txt"]


def test_dev_stdout_and_stderr_into_a_pipe(tmp_path: Path) -> None:
    # "cannot write '/dev/stdout': No such file or directory" (the pipe's link followed)
    done = _shell("WRITE /dev/stdout | cat; WRITE /dev/stderr 2>&1 | cat; "
                  "WRITE /dev/fd/1 | cat", tmp_path)
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout == "NEW\nNEW\nNEW\n"


def test_dev_stdout_over_a_file_writes_where_it_stands(tmp_path: Path) -> None:
    done = _shell("{ echo first; WRITE /dev/stdout; echo last; } > out.txt", tmp_path)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "out.txt").read_text() == "first\nNEW\nlast\n"


def test_a_longer_name_s_live_temporary_is_kept(tmp_path: Path) -> None:
    # writing out.json removed .out.json.9.<pid>…tmp, "9" read as a dead process
    gone = _gone_pid()
    live = tmp_path / f".out.json.{gone}.{os.getpid()}-{_namespace()}.abcd1234.tmp"
    live.write_text("being written")
    old_style = tmp_path / f".out.json.{gone}.{os.getpid()}.abcd1234.tmp"
    old_style.write_text("being written")
    write_atomically(tmp_path / "out.json", b"{}")
    assert live.exists() and old_style.exists()


def test_another_namespace_s_temporary_is_kept_until_it_is_a_day_old(tmp_path: Path) -> None:
    # a writer in another PID namespace (a container): its process id means nothing here
    gone = _gone_pid()
    other = _namespace() + 1
    fresh = tmp_path / f".c.json.{gone}-{other}.abcd1234.tmp"
    fresh.write_text("being written")
    stale = tmp_path / f".c.json.{gone}-{other}.efgh5678.tmp"
    stale.write_text("left two days ago")
    old = os.stat(stale).st_mtime - 2 * ORPHAN_AGE
    os.utime(stale, (old, old))
    write_atomically(tmp_path / "c.json", b"{}")
    assert fresh.exists() and not stale.exists()


@pytest.mark.parametrize("length", [236, 250, 255])
def test_a_name_as_long_as_the_file_system_allows_is_written(tmp_path: Path,
                                                             length: int) -> None:
    # "File name too long": the temporary's name added about 20 bytes
    name = "a" * (length - 5) + ".json"
    write_atomically(tmp_path / name, b"one")
    write_atomically(tmp_path / name, b"two")
    assert (tmp_path / name).read_bytes() == b"two"
    assert [p.name for p in tmp_path.iterdir()] == [name]


def test_a_long_name_of_many_byte_letters_is_written(tmp_path: Path) -> None:
    name = "ż" * 125 + ".json"  # 255 bytes
    write_atomically(tmp_path / name, b"one")
    assert [p.name for p in tmp_path.iterdir()] == [name]


def test_a_long_name_s_orphan_is_removed(tmp_path: Path) -> None:
    name = "b" * 250 + ".json"
    write_atomically(tmp_path / name, b"one")
    temporaries: list[str] = []
    real = os.replace

    def killed(source: str, target: str) -> None:
        temporaries.append(os.path.basename(source))
        raise KeyboardInterrupt  # killed before the rename
    os.replace = killed  # type: ignore[assignment]
    try:
        with pytest.raises(KeyboardInterrupt):
            write_atomically(tmp_path / name, b"two")
    finally:
        os.replace = real
    # what a killed process would have left: its temporary under a gone process's id, one
    # of as many digits as ours (a longer one would make the name too long to exist)
    mine = str(os.getpid())
    left = tmp_path / temporaries[0].replace(f".{mine}-", f".{_gone_pid_of_width(len(mine))}-")
    left.write_text("half")
    write_atomically(tmp_path / name, b"three")
    assert [p.name for p in tmp_path.iterdir()] == [name]


def test_a_file_changed_since_it_was_read_is_not_replaced(tmp_path: Path) -> None:
    path = tmp_path / "race.json"
    path.write_text("read")
    _, stamp = read_regular(path, limit=100)
    write_atomically(path, b"the other writer's", unchanged_since=stamp)
    with pytest.raises(FileChangedError, match="another command wrote it since this one "
                                               "read it; nothing written"):
        write_atomically(path, b"mine", unchanged_since=stamp)
    assert path.read_bytes() == b"the other writer's"
    assert [p.name for p in tmp_path.iterdir()] == ["race.json"]
    write_atomically(path, b"mine", unchanged_since=file_stamp(path))
    assert path.read_bytes() == b"mine"


def test_two_writers_of_one_file_one_wins_the_other_is_told(tmp_path: Path) -> None:
    path = tmp_path / "race.json"
    path.write_text("start")
    _, stamp = read_regular(path, limit=100)
    outcomes: list[str] = []

    def write(text: bytes) -> None:
        try:
            write_atomically(path, text, unchanged_since=stamp)
            outcomes.append("written")
        except FileChangedError:
            outcomes.append("refused")

    threads = [threading.Thread(target=write, args=(bytes([65 + i]),)) for i in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert sorted(outcomes) == ["refused"] * 7 + ["written"]


def test_only_regular_files_are_read_within_a_size(tmp_path: Path) -> None:
    fifo = tmp_path / "zz.json"
    os.mkfifo(fifo)  # nobody writes it: it was waited on for ever
    with pytest.raises(OSError, match="not a regular file \\(a pipe\\)"):
        read_regular(fifo, limit=1000)
    with pytest.raises(OSError, match="'/dev/zero': not a regular file \\(a device\\)"):
        read_regular("/dev/zero", limit=1000)
    with pytest.raises(OSError, match="not a regular file \\(a folder\\)"):
        read_regular(tmp_path, limit=1000)
    big = tmp_path / "big.json"
    big.write_bytes(b"x" * 1001)
    with pytest.raises(OSError, match="1001 bytes, more than the 1000"):
        read_regular(big, limit=1000)
    with pytest.raises(FileNotFoundError, match=r"cannot read .*missing"):
        read_regular(tmp_path / "missing", limit=1000)
