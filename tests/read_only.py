"""A data folder that can't be written, for the suite (issue 33 §10).

Run as another user, the folder's write permission is taken away, which the OS then
enforces. As root (CI), whom permissions do not stop, the two questions FOG Desktop asks
of a folder get the answers a read-only disk gives: no file can be made in it
(``config.folder_unwritable``) and SQLite could make no ``-wal`` there (``os.access``).
SQLite then opens the file read-only and immutable, so any write it were asked for would
fail for real; what else is written into the folder, :func:`fingerprint` shows. The
readonly drill (tests/drills) makes the folder immutable and mounts a read-only disk.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from fog_desktop import config

#: What the OS says of a read-only disk.
READ_ONLY_DISK = os.strerror(errno.EROFS)
AS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


@contextmanager
def unwritable(folder: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """``folder`` can't be written until the block ends; yields the reason FOG Desktop
    will give."""
    if not AS_ROOT:
        mode = folder.stat().st_mode
        folder.chmod(mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))
        try:
            yield os.strerror(errno.EACCES)
        finally:
            folder.chmod(mode)
        return
    folder = folder.resolve()
    probe, access = config.folder_unwritable, os.access

    def folder_unwritable(asked: Path) -> str | None:
        return READ_ONLY_DISK if Path(asked).resolve() == folder else probe(asked)

    def may(path: str | os.PathLike[str], mode: int, **kwargs: object) -> bool:
        if mode & os.W_OK and Path(path).resolve() == folder:
            return False
        return access(path, mode, **kwargs)  # type: ignore[arg-type]

    with monkeypatch.context() as patch:
        patch.setattr(config, "folder_unwritable", folder_unwritable)
        patch.setattr(os, "access", may)
        yield READ_ONLY_DISK


def fingerprint(folder: Path, *, without: tuple[str, ...] = ()) -> dict[str, tuple[int, int]]:
    """Each file's size and time of change in ``folder`` but its log, which may not be
    written (a log that can't be written stays silent, fog_desktop/logs.py), and the
    subfolders ``without`` (``backups``: the day's backup, which the simulation does
    not stop)."""
    left_out = {"logs", *without}
    return {
        str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns)
        for p in sorted(folder.rglob("*"))
        if p.is_file() and not left_out & set(p.relative_to(folder).parts)
    }
