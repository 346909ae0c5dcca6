"""Writing a file the user named: under a partial name in the same folder, put in place
durably when complete, and one sentence when the disk or the folder refuses (R7).

A partial file is named ``.<name>.<tag>.<pid>.partial``: hidden, recognisable, and owned
by the process that writes it. A failure removes it at once; a kill can't, so each new
export to the folder first removes the partial files of processes that no longer run,
as SQLite removes a hot journal nobody holds.
"""

from __future__ import annotations

import errno
import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from fog_desktop.errors import FogError
from fog_desktop.exchange.read_back import check_written
from fog_desktop.failures import disk_nearly_full
from fog_desktop.fsync import replace_durably
from fog_desktop.i18n import noop, translate
from fog_desktop.scratch import process_running

PARTIAL = re.compile(r"^\..+\.(?P<pid>\d+)\.partial$")
#: The causes a manager can act on, in the words of the message.
REASONS = {
    errno.ENOSPC: noop("Export", "the disk is full"),
    errno.EDQUOT: noop("Export", "the disk is full"),
    errno.EFBIG: noop("Export", "the file is too large for the disk"),
    errno.EROFS: noop("Export", "the folder is read-only"),
    errno.EACCES: noop("Export", "the folder is read-only"),
    errno.EPERM: noop("Export", "the folder is read-only"),
    errno.ENOENT: noop("Export", "the folder does not exist"),
    errno.EIO: noop("Export", "what was written could not be read back"),
}
#: What is written, as the message names it (the callers' ``what``).
THINGS = {
    "workbook": noop("Export", "the workbook"),
    "template": noop("Export", "the template"),
    "packet": noop("Export", "the packet"),
    "PDF": noop("Export", "the PDF"),
}


class WriteFailed(FogError):
    """The file could not be written; nothing was left under its name or beside it."""

    def __init__(self, message: str, errno_code: int | None = None) -> None:
        super().__init__(message)
        #: The system's reason (``errno``), so that a full disk can be told apart.
        self.errno = errno_code

    @property
    def disk_full(self) -> bool:
        return self.errno in {errno.ENOSPC, errno.EDQUOT, errno.EFBIG}


def failure(what: str, target: Path, exc: OSError) -> WriteFailed:
    """``exc`` as one sentence naming the file and the cause. Qt's PDF writer can fail
    on a full disk without the system's reason ("Unknown error"): a failure without one,
    on a disk with no room left, is told as a full disk, and so is a file that does not
    read back whole there."""
    code = exc.errno
    if code in {None, errno.EIO} and disk_nearly_full(target.parent):
        code = errno.ENOSPC
    known = REASONS.get(code or 0)
    reason = translate("Export", known) if known else (exc.strerror or str(exc)).rstrip(".")
    thing = translate("Export", THINGS[what]) if what in THINGS else f"the {what}"
    sentence = translate("Export", "{what} could not be written to {target}: {reason}.").format(
        what=thing, target=target, reason=reason
    )
    return WriteFailed(sentence[:1].upper() + sentence[1:], code)


def os_error(message: str) -> OSError:
    """An OSError for a message Qt wrote from ``strerror``, with its errno when known."""
    code = next((c for c in REASONS if os.strerror(c) == message), None)
    return OSError(code, message) if code is not None else OSError(message)


def remove_stale(folder: Path) -> list[Path]:
    """Remove the partial files that killed exports left in ``folder``; return them."""
    removed: list[Path] = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    for entry in entries:
        match = PARTIAL.match(entry.name)
        if match is None or int(match["pid"]) == os.getpid() or process_running(int(match["pid"])):
            continue
        try:
            if entry.is_dir():
                continue
            entry.unlink()
        except OSError:
            continue
        removed.append(entry)
    return removed


@contextmanager
def scratch(target: Path, tag: str, what: str) -> Iterator[Path]:
    """A partial file beside ``target`` for one step of writing it, removed at the end.

    The file exists (empty) when this yields, so a folder that can't be written to is
    refused before any work; an OSError inside becomes :class:`WriteFailed`.
    """
    tmp = target.with_name(f".{target.name}.{tag}.{os.getpid()}.partial")
    try:
        os.close(os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644))
        yield tmp
    except OSError as exc:
        raise failure(what, target, exc) from None
    finally:
        tmp.unlink(missing_ok=True)


@contextmanager
def writing(target: Path, what: str) -> Iterator[Path]:
    """Write ``target`` under a partial name, read it back whole, then put it in place
    durably.

    A failure or a cancel leaves neither a half file under the chosen name nor the
    partial file; stale partial files of killed exports in the folder are removed first.
    """
    remove_stale(target.parent)
    with scratch(target, "writing", what) as tmp:
        yield tmp
        check_written(tmp, target)
        replace_durably(tmp, target)
