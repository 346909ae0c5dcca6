"""Durable writes: a file and the folder entry that names it reach the disk before we
rely on them.

A rename is atomic but not durable on its own: after a power cut the new name may point
at a file whose bytes never left the cache, or the rename itself may be lost. SQLite's
own recovery practice syncs the file, renames, then syncs the folder; so do backups,
exports, settings and the chain-head file.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def fsync_file(path: Path) -> None:
    with path.open("rb+") as handle:
        os.fsync(handle.fileno())


def fsync_dir(folder: Path) -> None:
    """Sync a folder's entries; Windows can't open a folder, and NTFS journals renames."""
    if sys.platform == "win32":
        return
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def replace_durably(tmp: Path, target: Path) -> None:
    """Put the finished file ``tmp`` at ``target``, so that a crash leaves one or the other."""
    fsync_file(tmp)
    tmp.replace(target)
    fsync_dir(target.parent)
