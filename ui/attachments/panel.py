"""The scans and photos of one record: thumbnails, added by a file dialog or by dropping
files, opened in the system viewer, voided with a reason (issue 3 §3; R6).

The panel stores nothing but a void. Files the user adds stay pending ("not saved yet")
until the form holding the panel stores them with its record, in one unit of work, so
a refused form leaves no file behind. Each file is checked by its content as it is
added, so a renamed program is refused at once, where it was dropped.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import sys
import tempfile
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import shiboken6
from PySide6.QtCore import QMimeData, QSize, Qt, QUrl, Signal
from PySide6.QtGui import (
    QColor,
    QDesktopServices,
    QDragEnterEvent,
    QDropEvent,
    QFont,
    QIcon,
    QImage,
    QPainter,
    QPaintEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.context import AppContext
from fog_desktop.database import Database
from fog_desktop.errors import FogError, ValidationError
from fog_desktop.services.attachments import (
    ACCEPTED,
    EXTENSIONS,
    AttachmentInfo,
    Owner,
    content_of,
    list_attachments,
    media_type_of,
    read_files,
    void_attachment,
)
from ui.attachments.thumbnails import (
    THUMBNAIL_BOX,
    decode_bytes,
    decode_file,
    decoder_pool,
    document_icon,
    greyed,
    image_icon,
    loading_icon,
)
from ui.dialogs import VoidDialog
from ui.forms import error_label, fit_height
from ui.operations import BackgroundOp
from ui.rows import VOID_TEXT_COLOUR

log = logging.getLogger(__name__)

NOT_SAVED = "not saved yet"
EMPTY_TEXT = "No scan or photo yet. Drop files here."
HINT = (
    f"{ACCEPTED}, up to 25 MB each. Drop files here or use Add scan or photo…; "
    "double-click one to open it."
)
HINT_READ_ONLY = "Double-click a scan or photo to open it."
FILE_FILTER = "Scans and photos (*.pdf *.jpg *.jpeg *.png *.tif *.tiff *.webp);;All files (*)"
#: A thumbnail's cell: the page and two lines of text under it.
GRID = QSize(THUMBNAIL_BOX.width() + 40, THUMBNAIL_BOX.height() + 56)
#: Thumbnails kept for records shown again; each is about 100 KB.
CACHED_THUMBNAILS = 128


def size_text(size: int) -> str:
    if size < 1024:
        return f"{size} bytes"
    if size < 1024 * 1024:
        return f"{round(size / 1024)} KB"
    return f"{size / (1024 * 1024):.1f} MB"


def local_files(mime: QMimeData) -> list[Path]:
    """The files of this PC among dropped items; links from a web page are not files."""
    return [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]


def choose_files(parent: QWidget) -> list[Path]:
    """Ask for files with the platform's file dialog."""
    names, _ = QFileDialog.getOpenFileNames(parent, "Add scans or photos", "", FILE_FILTER)
    return [Path(name) for name in names]


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


@dataclass(frozen=True)
class Shown:
    """One file in the panel: stored (``stored``) or added and not saved yet (``path``)."""

    name: str
    media_type: str
    sha256: str
    size: int
    stored: AttachmentInfo | None = None
    path: Path | None = None

    @classmethod
    def of(cls, info: AttachmentInfo) -> Shown:
        return cls(info.original_name, info.media_type, info.sha256, info.size, stored=info)

    @property
    def is_void(self) -> bool:
        return self.stored is not None and self.stored.is_void

    @property
    def caption(self) -> str:
        if self.stored is None:
            return NOT_SAVED
        return self.stored.status_text if self.is_void else size_text(self.size)

    @property
    def key(self) -> tuple[str, str]:
        return ("stored", str(self.stored.id)) if self.stored else ("pending", str(self.path))


class _ThumbnailList(QListWidget):
    """A strip of thumbnails that says so when it is empty, so it reads as a drop target."""

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        super().paintEvent(event)
        if self.count() == 0:
            painter = QPainter(self.viewport())
            try:
                painter.setPen(QColor(VOID_TEXT_COLOUR))
                painter.drawText(self.viewport().rect(), Qt.AlignmentFlag.AlignCenter, EMPTY_TEXT)
            finally:
                painter.end()


class AttachmentsPanel(QWidget):
    """The files of one record (:meth:`set_owner`) and the files added to be stored with
    it (:meth:`pending_paths`).

    ``changed`` is emitted when a stored attachment was voided. ``choose_files``,
    ``open_url`` and ``open_folder`` are attributes so that a test can replace the
    file dialog, the system viewer and the folder of the copies.
    """

    changed = Signal()
    #: The owner's stored files were read and are shown.
    listed = Signal()

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.choose_files: Callable[[QWidget], list[Path]] = choose_files
        self.open_url: Callable[[QUrl], bool] = QDesktopServices.openUrl
        #: None: a private temporary folder (:func:`default_open_folder`).
        self.open_folder: Path | None = None
        self._owner: Owner | None = None
        self._stored: list[Shown] = []
        self._pending: list[Shown] = []
        self._adding = True
        #: Decoded thumbnails by SHA-256, so a file is decoded once whoever shows it;
        #: a null image marks one Qt can't read.
        self._thumbnails: OrderedDict[str, QImage] = OrderedDict()
        self._decoding: set[str] = set()
        self._reading = 0
        self._reading_list = False
        self.list = self._thumbnail_list()
        self.add_button = QPushButton("Add scan or photo…")
        self.leave_out_button = QPushButton("Don't attach")
        self.leave_out_button.setToolTip("Take back a file added here and not saved yet.")
        self.open_button = QPushButton("Open")
        self.void_button = QPushButton("Void…")
        self.add_button.clicked.connect(self.add_files)
        self.leave_out_button.clicked.connect(self.leave_out_selected)
        self.open_button.clicked.connect(self.open_selected)
        self.void_button.clicked.connect(self.void_selected)
        self.hint = QLabel(HINT)
        self.hint.setObjectName("attachments_hint")
        self.hint.setProperty("role", "hint")
        self.hint.setWordWrap(True)
        self.file_error = error_label("file_error")
        self._lay_out()
        self.setAcceptDrops(True)
        self._update_buttons()

    def _thumbnail_list(self) -> QListWidget:
        view = _ThumbnailList()
        view.setObjectName("attachments")
        view.setViewMode(QListView.ViewMode.IconMode)
        # Icon mode turns on moving items and dropping on the view; a drop belongs to
        # the panel, which checks the files, and the order of files means nothing.
        view.setMovement(QListView.Movement.Static)
        view.setDragDropMode(QAbstractItemView.DragDropMode.NoDragDrop)
        view.setAcceptDrops(False)
        view.viewport().setAcceptDrops(False)
        view.setFlow(QListView.Flow.LeftToRight)
        view.setWrapping(False)
        view.setIconSize(THUMBNAIL_BOX)
        view.setGridSize(GRID)
        view.setWordWrap(True)
        view.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        view.setUniformItemSizes(True)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.setFixedHeight(GRID.height() + view.horizontalScrollBar().sizeHint().height() + 8)
        view.itemSelectionChanged.connect(self._update_buttons)
        view.itemActivated.connect(self._open_item)
        return view

    def _lay_out(self) -> None:
        # The buttons beside the strip, not above it: a form with the panel must still
        # fit a laptop's screen.
        buttons = QVBoxLayout()
        for button in (self.add_button, self.leave_out_button, self.open_button, self.void_button):
            buttons.addWidget(button)
        buttons.addStretch()
        row = QHBoxLayout()
        row.addWidget(self.list, stretch=1)
        row.addLayout(buttons)
        box = QGroupBox("Scans and photos")
        column = QVBoxLayout(box)
        column.addLayout(row)
        column.addWidget(self.hint)
        column.addWidget(self.file_error)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(box)

    # --- What the form asks ------------------------------------------------------------

    def set_owner(self, owner: Owner | None) -> None:
        """Show the stored files of ``owner``; None is a record not stored yet.

        Files added and not saved yet stay: they belong to the form, not to a record.
        The list (no bytes) is read, and the thumbnails decoded, off the GUI thread.
        """
        self._owner = owner
        self._reading += 1
        reading, db = self._reading, self.context.db

        def read() -> list[AttachmentInfo]:
            return list_attachments(db, owner) if owner is not None else []

        def found(infos: list[AttachmentInfo]) -> None:
            if reading == self._reading:
                self._reading_list = False
                self._stored = [Shown.of(info) for info in infos]
                self._show()
                self.listed.emit()

        self._reading_list = True
        BackgroundOp(read, found, self._read_failed, owner=self).run_in_background()

    def _read_failed(self, exc: Exception) -> None:
        self._reading_list = False
        self.show_problem(f"The scans can't be read now: {exc}")

    def pending_paths(self) -> list[Path]:
        """The files added here and not stored yet, each checked when it was added."""
        return [entry.path for entry in self._pending if entry.path is not None]

    def clear_pending(self) -> None:
        self._pending = []
        self._show()

    def show_problem(self, message: str) -> None:
        """Show a refusal of the files (the services' field "file") under the thumbnails."""
        self.file_error.setText(message)
        fit_height(self.file_error)
        self.file_error.setVisible(bool(message))

    def set_adding(self, enabled: bool) -> None:
        """Whether files may be added here: not where nothing would store them."""
        self._adding = enabled
        self.hint.setText(HINT if enabled else HINT_READ_ONLY)
        self._update_buttons()

    @property
    def loading(self) -> bool:
        """True while the list is read or a thumbnail decoded."""
        return self._reading_list or bool(self._decoding)

    # --- Adding ------------------------------------------------------------------------

    def add_files(self) -> None:
        """Add scan or photo…: the file dialog."""
        self.add_paths(self.choose_files(self))

    def add_paths(self, paths: Sequence[Path]) -> None:
        """Check each file by its content and add those accepted; say why of the others.

        What the file dialog and a drop both call.
        """
        messages = [message for path in paths if (message := self._add(path))]
        self.show_problem("\n".join(messages))
        self._show()
        if self._pending:
            self.list.scrollToItem(self.list.item(self.list.count() - 1))

    def _add(self, path: Path) -> str:
        """Add one file, or the reason it was refused."""
        if path.is_dir():
            return f"{path.name} is a folder; add the files in it."
        try:
            [(name, data)] = read_files([path])
        except ValidationError as exc:
            return "\n".join(problem.message for problem in exc.problems)
        digest = hashlib.sha256(data).hexdigest()
        same = next(
            (e for e in [*self._stored, *self._pending] if e.sha256 == digest and not e.is_void),
            None,
        )
        if same is not None:
            where = "added already" if same.stored is None else "attached already"
            return f"{name} is the same file as {same.name}, {where}; it is kept once."
        media_type = media_type_of(data, name)
        self._pending.append(Shown(name, media_type, digest, len(data), path=path))
        return ""

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        if self._adding and local_files(event.mimeData()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        paths = local_files(event.mimeData())
        if not self._adding or not paths:
            return
        event.acceptProposedAction()
        self.add_paths(paths)

    def leave_out_selected(self) -> None:
        """Don't attach: take back a file not saved yet. Stored files are only voided."""
        entry = self.selected()
        if entry is None or entry.stored is not None:
            return
        self._pending = [e for e in self._pending if e.key != entry.key]
        self._show()

    # --- Showing -----------------------------------------------------------------------

    def _entries(self) -> list[Shown]:
        return [*self._stored, *self._pending]

    def selected(self) -> Shown | None:
        items = self.list.selectedItems()
        if not items:
            return None
        index = items[0].data(Qt.ItemDataRole.UserRole)
        entries = self._entries()
        return entries[index] if isinstance(index, int) and index < len(entries) else None

    def _show(self) -> None:
        chosen = self.selected()
        self.list.clear()
        for index, entry in enumerate(self._entries()):
            # One line for the name, however long the scanner made it, so that the
            # caption under it ("not saved yet", "Void: reason") always shows.
            name = self.list.fontMetrics().elidedText(
                entry.name, Qt.TextElideMode.ElideMiddle, GRID.width() - 16
            )
            item = QListWidgetItem(self._icon(entry), f"{name}\n{entry.caption}")
            item.setData(Qt.ItemDataRole.UserRole, index)
            item.setToolTip(f"{entry.name}\n{entry.media_type}, {size_text(entry.size)}")
            item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{entry.name}, {entry.caption}")
            item.setSizeHint(GRID)
            if entry.is_void or entry.stored is None:
                font = QFont()
                font.setItalic(True)
                item.setFont(font)
            if entry.is_void:
                item.setForeground(QColor(VOID_TEXT_COLOUR))
            self.list.addItem(item)
            if chosen is not None and entry.key == chosen.key:
                item.setSelected(True)
            self._decode(entry)
        self._update_buttons()

    def _icon(self, entry: Shown) -> QIcon:
        if not entry.media_type.startswith("image/"):
            icon = document_icon(entry.media_type)
        elif entry.sha256 not in self._thumbnails:
            icon = loading_icon()
        else:
            self._thumbnails.move_to_end(entry.sha256)
            image = self._thumbnails[entry.sha256]
            icon = document_icon(entry.media_type) if image.isNull() else image_icon(image)
        return greyed(icon) if entry.is_void else icon

    def _decode(self, entry: Shown) -> None:
        """Decode the thumbnail of ``entry`` off the GUI thread, unless done or under way."""
        digest = entry.sha256
        if (
            not entry.media_type.startswith("image/")
            or digest in self._thumbnails
            or digest in self._decoding
        ):
            return
        self._decoding.add(digest)
        path, db, name = entry.path, self.context.db, entry.name

        def work() -> QImage:
            return decode_file(path) if path is not None else decode_bytes(content_of(db, digest))

        def failed(exc: Exception) -> None:
            # A missing preview is no reason to interrupt the user: the file is still
            # listed and opens; the log keeps why.
            log.warning("No thumbnail for %s", name, exc_info=exc)
            self._thumbnail_ready(digest, QImage())

        op = BackgroundOp(work, lambda image: self._thumbnail_ready(digest, image), failed)
        op.run_in_background(decoder_pool())

    def _thumbnail_ready(self, digest: str, image: QImage) -> None:
        if not shiboken6.isValid(self):
            return  # the form closed while the thumbnail was decoded
        self._decoding.discard(digest)
        self._thumbnails[digest] = image
        while len(self._thumbnails) > CACHED_THUMBNAILS:
            self._thumbnails.popitem(last=False)
        entries = self._entries()
        for row in range(self.list.count()):
            item = self.list.item(row)
            index = item.data(Qt.ItemDataRole.UserRole)
            if isinstance(index, int) and entries[index].sha256 == digest:
                item.setIcon(self._icon(entries[index]))

    def _update_buttons(self) -> None:
        entry = self.selected()
        self.add_button.setVisible(self._adding)
        self.leave_out_button.setVisible(self._adding)
        self.leave_out_button.setEnabled(entry is not None and entry.stored is None)
        self.open_button.setEnabled(entry is not None)
        stored_in_use = entry is not None and entry.stored is not None and not entry.is_void
        self.void_button.setEnabled(stored_in_use)

    # --- Opening and voiding -----------------------------------------------------------

    def _open_item(self, item: QListWidgetItem) -> None:
        """A double-click (or Enter) opens the file under it."""
        self.list.setCurrentItem(item)
        self.open_selected()

    def open_selected(self) -> None:
        """Open the file in the system viewer; a stored one through a copy."""
        entry = self.selected()
        if entry is None:
            return
        if entry.path is not None:
            self._open(entry.path, entry.name)
            return
        assert entry.stored is not None
        info, db = entry.stored, self.context.db
        folder = self.open_folder or default_open_folder()

        def failed(exc: Exception) -> None:
            if not isinstance(exc, OSError | FogError):
                sys.excepthook(type(exc), exc, exc.__traceback__)
                return
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            if shiboken6.isValid(self):
                self.show_problem(f"{entry.name} can't be opened: {reason}")

        op = BackgroundOp(
            lambda: write_copy(db, info, folder), lambda path: self._open(path, entry.name), failed
        )
        op.run_in_background()

    def _open(self, path: Path, name: str) -> None:
        if not shiboken6.isValid(self):
            return
        self.show_problem("")
        if not self.open_url(QUrl.fromLocalFile(str(path))):
            self.show_problem(f"No program on this PC opens {name}. The file is at {path}.")

    def void_selected(self) -> VoidDialog | None:
        """Void…: a file attached in error stays listed, greyed, "Void: reason" (R6)."""
        entry = self.selected()
        if entry is None or entry.stored is None or entry.is_void:
            return None
        attachment_id = entry.stored.id

        def void(reason: str) -> None:
            void_attachment(self.context.db, attachment_id, reason, self.context.actor)

        dialog = VoidDialog(self, f"attachment {entry.name}", void)
        dialog.accepted.connect(self._voided)
        dialog.open()
        return dialog

    def _voided(self) -> None:
        self.set_owner(self._owner)
        self.changed.emit()
