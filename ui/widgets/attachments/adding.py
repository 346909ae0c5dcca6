"""Files added to the panel, chosen in the file dialog or dropped: read, hashed and
checked by their content off the GUI thread, then compared with the files shown.

A scan may be 25 MB, and a folder on a network share slow to answer: read on the GUI
thread it would freeze the window. The reading runs on the pool; the comparison with
the files shown (the same bytes are kept once) runs on the GUI thread once read, in the
order the files were added. Inside a :class:`~ui.dialogs.FormDialog` the reading is one
of its :meth:`~ui.dialogs.FormDialog.fill_later` reads, so that OK waits until every
file added is read and checked: the form stores exactly what the panel shows.
"""

from __future__ import annotations

import functools
import hashlib
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEvent, QMimeData, QObject
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QWidget

from fog_desktop.errors import ValidationError
from fog_desktop.i18n import noop, translate
from fog_desktop.services.attachments import media_type_of, read_files
from ui.dialogs import FormDialog
from ui.files import open_paths
from ui.operations import BackgroundOp
from ui.widgets.attachments.shown import Shown

SCANS_AND_PHOTOS = noop("Attachments", "Scans and photos")
ALL_FILES = noop("Attachments", "All files")
PATTERNS = "(*.pdf *.jpg *.jpeg *.png *.tif *.tiff *.webp)"
#: The file dialog's filter in English; :func:`file_filter` in the interface's language.
FILE_FILTER = f"{SCANS_AND_PHOTOS} {PATTERNS};;{ALL_FILES} (*)"


def file_filter() -> str:
    """The file dialog's filter of scans and photos, named in the interface's language."""
    scans, every = translate("Attachments", SCANS_AND_PHOTOS), translate("Attachments", ALL_FILES)
    return f"{scans} {PATTERNS};;{every} (*)"


#: Each file added, in order: read and accepted by its content, or why it was refused.
Read = list[Shown | str]


def local_files(mime: QMimeData) -> list[Path]:
    """The files of this PC among dropped items; links from a web page are not files."""
    return [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]


def choose_files(parent: QWidget) -> list[Path]:
    """Ask for files with the platform's file dialog."""
    return open_paths(
        parent, translate("Attachments", "Add scans or photos"), file_filter(), many=True
    )


class _FileDrops(QObject):
    def __init__(self, widget: QWidget, take: Callable[[list[Path]], None]) -> None:
        super().__init__(widget)
        self._take = take
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if kind not in (QEvent.Type.DragEnter, QEvent.Type.Drop):
            return False
        assert isinstance(event, QDropEvent)
        paths = local_files(event.mimeData())
        if not paths:
            return False
        event.acceptProposedAction()
        if kind == QEvent.Type.Drop:
            self._take(paths)
        return True


def take_dropped_files(widget: QWidget, take: Callable[[list[Path]], None]) -> None:
    """Files of this PC dropped on ``widget`` go to ``take``; links and text are refused.

    A form holding the panel passes :meth:`AttachmentsPanel.add_paths`, so that a file
    dropped anywhere on it is added as if dropped on the scans. Drops are taken while
    ``widget.acceptDrops()``.
    """
    widget.setAcceptDrops(True)
    _FileDrops(widget, take)


def _read_one(path: Path) -> Shown | str:
    if path.is_dir():
        return translate("Attachments", "{name} is a folder; add the files in it.").format(
            name=path.name
        )
    try:
        [(name, data)] = read_files([path])
    except ValidationError as exc:
        return "\n".join(problem.message for problem in exc.problems)
    digest = hashlib.sha256(data).hexdigest()
    return Shown(name, media_type_of(data, name), digest, len(data), path=path)


def read_added(paths: Sequence[Path]) -> Read:
    """Read each file and check it by its content (R6's scans); off the GUI thread."""
    return [_read_one(path) for path in paths]


def kept_once(read: Read, shown: Sequence[Shown]) -> tuple[list[Shown], list[str]]:
    """The files read to add, and the reasons for the others, in the order added.

    A file with the same bytes as one shown and not void, or as one added before it, is
    kept once.
    """
    kept: list[Shown] = []
    reasons: list[str] = []
    for entry in read:
        if isinstance(entry, str):
            reasons.append(entry)
            continue
        same = next(
            (e for e in [*shown, *kept] if e.sha256 == entry.sha256 and not e.is_void), None
        )
        if same is None:
            kept.append(entry)
        else:
            if same.stored is None:
                reason = translate(
                    "Attachments",
                    "{name} is the same file as {same}, added already; it is kept once.",
                )
            else:
                reason = translate(
                    "Attachments",
                    "{name} is the same file as {same}, attached already; it is kept once.",
                )
            reasons.append(reason.format(name=entry.name, same=same.name))
    return kept, reasons


@dataclass
class _Batch:
    read: Read | None = None


class InLine:
    """Files added, read side by side on the pool, handed to ``check`` in the order they
    were added: the first of two copies is the one kept, whichever is read first."""

    def __init__(self, check: Callable[[Read], None]) -> None:
        self._check = check
        self._batches: deque[_Batch] = deque()

    def __bool__(self) -> bool:
        """Whether a file added is still being read or waits for one added before it."""
        return bool(self._batches)

    def read(self, panel: QWidget, paths: Sequence[Path]) -> None:
        """Read ``paths`` off the GUI thread; the FormDialog holding ``panel`` waits."""
        batch = _Batch()
        self._batches.append(batch)

        def arrived(read: Read) -> None:
            batch.read = read
            while self._batches and (done := self._batches[0].read) is not None:
                self._batches.popleft()
                self._check(done)

        work = functools.partial(read_added, list(paths))
        form = panel.window()
        if isinstance(form, FormDialog):
            form.fill_later(work, arrived)
        else:
            BackgroundOp(work, arrived, owner=panel).run_in_background()
