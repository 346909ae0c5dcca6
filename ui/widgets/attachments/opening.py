"""Opening a stored scan or photo in the system viewer, through a copy written off the
GUI thread: the viewer is another program, and reads a file, not the database."""

from __future__ import annotations

import functools
import hashlib
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject

from fog_desktop.database import Database
from fog_desktop.services.attachments import EXTENSIONS, AttachmentInfo, content_of
from ui.operations import BackgroundOp, saying_why


@functools.cache
def default_open_folder() -> Path:
    """A folder private to this user and run, for the copies given to the system viewer."""
    return Path(tempfile.mkdtemp(prefix="fog-desktop-open-"))


def write_copy(db: Database, info: AttachmentInfo, folder: Path) -> Path:
    """Write the stored bytes to a file for the system viewer, and return it.

    The name comes from the attachment's id and type only: the original name was typed
    by someone else and never becomes a path (records-workbook.md, Safety of the file).
    A copy written before is used again when its bytes are still the stored ones.
    """
    target = folder / f"attachment-{info.id}{EXTENSIONS.get(info.media_type, '')}"
    if target.is_file() and hashlib.sha256(target.read_bytes()).hexdigest() == info.sha256:
        return target
    data = content_of(db, info.sha256)
    folder.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".part")
    partial.write_bytes(data)
    # A viewer never sees half a file.
    partial.replace(target)
    return target


def copy_to_open(
    db: Database,
    info: AttachmentInfo,
    folder: Path,
    *,
    written: Callable[[Path], None],
    refused: Callable[[str], None],
    owner: QObject,
) -> None:
    """Write the copy of ``info`` into ``folder`` off the GUI thread, then ``written(path)``.

    A disk or a database that fails is said by ``refused(reason)``; a bug goes to the
    crash handler. Nothing is called once ``owner`` is gone.
    """

    failed = saying_why(refused)
    op = BackgroundOp(lambda: write_copy(db, info, folder), written, failed, owner=owner)
    op.run_in_background()
