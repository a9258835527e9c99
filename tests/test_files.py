"""Writing files whole or not at all: regular files replaced atomically, links followed,
devices and pipes written directly, directories refused, a killed writer's leftovers
removed."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from mancala_core.files import write_atomically


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
    orphan = tmp_path / f".c.json.{gone}.abcd1234.tmp"
    orphan.write_text("half a collection")
    mine = tmp_path / f".c.json.{os.getpid()}.efgh5678.tmp"  # a live writer's: kept
    mine.write_text("being written")
    other = tmp_path / ".other.json.1.tmp"  # another file's: not ours to remove
    other.write_text("x")
    write_atomically(tmp_path / "c.json", b"{}")
    assert not orphan.exists()
    assert mine.exists() and other.exists()
    assert (tmp_path / "c.json").read_bytes() == b"{}"
