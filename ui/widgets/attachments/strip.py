"""The strip of thumbnails: a cell for each file, with its name and a caption under it
("not saved yet", its size, "Void: reason"), the pictures decoded off the GUI thread
(see :mod:`ui.widgets.attachments.thumbnails`)."""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QImage, QPainter, QPaintEvent
from PySide6.QtWidgets import QAbstractItemView, QListView, QListWidget, QListWidgetItem

from fog_desktop.database import Database
from fog_desktop.i18n import noop, translate
from fog_desktop.services.attachments import content_of
from ui.operations import BackgroundOp
from ui.rows import VOID_TEXT_COLOUR
from ui.widgets.attachments.shown import Shown, size_text
from ui.widgets.attachments.thumbnails import (
    THUMBNAIL_BOX,
    decode_bytes,
    decode_file,
    decoder_pool,
    document_icon,
    greyed,
    image_icon,
    loading_icon,
)

log = logging.getLogger(__name__)

EMPTY_TEXT = noop("ThumbnailStrip", "No scan or photo yet. Drop files here.")
#: Room between the empty strip's sentence and its edges.
MARGIN = 8
#: A thumbnail's cell: the page and two lines of text under it.
GRID = QSize(THUMBNAIL_BOX.width() + 40, THUMBNAIL_BOX.height() + 56)
#: Thumbnails kept for records shown again; each is about 100 KB.
CACHED_THUMBNAILS = 128


class ThumbnailStrip(QListWidget):
    """The files shown (:meth:`show_entries`), one selectable at a time.

    It says so when it is empty, so that it reads as a drop target. The bytes of stored
    files to decode are read from ``db``.
    """

    def __init__(self, db: Database) -> None:
        super().__init__()
        self._db = db
        self._entries: list[Shown] = []
        #: Decoded thumbnails by SHA-256, so that a file is decoded once however often
        #: it is shown; a null image marks one Qt can't read.
        self._thumbnails: OrderedDict[str, QImage] = OrderedDict()
        self._decoding: set[str] = set()
        self.setObjectName("attachments")
        self.setViewMode(QListView.ViewMode.IconMode)
        # Icon mode turns on moving items and dropping on the view; a drop belongs to
        # the panel, which checks the files, and the order of files means nothing.
        self.setMovement(QListView.Movement.Static)
        self.setDragDropMode(QAbstractItemView.DragDropMode.NoDragDrop)
        self.setAcceptDrops(False)
        self.viewport().setAcceptDrops(False)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(False)
        self.setIconSize(THUMBNAIL_BOX)
        self.setGridSize(GRID)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.setUniformItemSizes(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setFixedHeight(GRID.height() + self.horizontalScrollBar().sizeHint().height() + 8)

    @property
    def decoding(self) -> bool:
        """True while a thumbnail is decoded."""
        return bool(self._decoding)

    def selected(self) -> Shown | None:
        items = self.selectedItems()
        if not items:
            return None
        index = items[0].data(Qt.ItemDataRole.UserRole)
        entries = self._entries
        return entries[index] if isinstance(index, int) and index < len(entries) else None

    def show_entries(self, entries: Sequence[Shown]) -> None:
        """Show ``entries``; the one selected stays selected if it is among them."""
        chosen = self.selected()
        self._entries = list(entries)
        self.clear()
        for index, entry in enumerate(self._entries):
            # One line for the name, however long the scanner made it, so that the
            # caption under it ("not saved yet", "Void: reason") always shows.
            name = self.fontMetrics().elidedText(
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
            self.addItem(item)
            if chosen is not None and entry.key == chosen.key:
                item.setSelected(True)
            self._decode(entry)

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
        path, db, name = entry.path, self._db, entry.name

        def work() -> QImage:
            return decode_file(path) if path is not None else decode_bytes(content_of(db, digest))

        def failed(exc: Exception) -> None:
            # A missing preview is no reason to interrupt the user: the file is still
            # listed and opens; the log keeps why.
            log.warning("No thumbnail for %s", name, exc_info=exc)
            self._thumbnail_ready(digest, QImage())

        ready = BackgroundOp(
            work, lambda image: self._thumbnail_ready(digest, image), failed, owner=self
        )
        ready.run_in_background(decoder_pool())

    def _thumbnail_ready(self, digest: str, image: QImage) -> None:
        self._decoding.discard(digest)
        self._thumbnails[digest] = image
        while len(self._thumbnails) > CACHED_THUMBNAILS:
            self._thumbnails.popitem(last=False)
        for row in range(self.count()):
            item = self.item(row)
            index = item.data(Qt.ItemDataRole.UserRole)
            if isinstance(index, int) and self._entries[index].sha256 == digest:
                item.setIcon(self._icon(self._entries[index]))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        super().paintEvent(event)
        if self.count() == 0:
            painter = QPainter(self.viewport())
            try:
                painter.setPen(QColor(VOID_TEXT_COLOUR))
                # Wrapped: in a narrow form the Spanish sentence was cut at both ends.
                painter.drawText(
                    self.viewport().rect().adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN),
                    int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
                    translate("ThumbnailStrip", EMPTY_TEXT),
                )
            finally:
                painter.end()
