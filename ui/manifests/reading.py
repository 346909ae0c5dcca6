"""Read it: the fields a manifest's scan, photo or PDF shows, read on this PC off the GUI
thread and proposed with how sure the reader is and where on the page each was read.
The manager ticks those to use; only they fill the form, and nothing is stored here
(issue 36 §2)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path

from PySide6.QtCore import QLocale, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QImageReader, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.errors import FogError
from fog_desktop.i18n import noop, translate
from fog_desktop.manifest_reading import ProposedField, read_manifest, small_photo
from fog_desktop.manifest_reading.page_picture import page_picture
from fog_desktop.words import shown
from ui.dates import day_text
from ui.looks import use_style_sheet
from ui.operations import BackgroundOp

TITLES = {
    "manifest_no": noop("ReadingDialog", "Manifest no."),
    "date": noop("ReadingDialog", "Date"),
    "hauler": noop("ReadingDialog", "Hauler"),
    "hauler_registration_no": noop("ReadingDialog", "Hauler registration no."),
    "driver": noop("ReadingDialog", "Driver"),
    "gallons": noop("ReadingDialog", "Gallons"),
    "waste_type": noop("ReadingDialog", "Waste type"),
    "disposal_site": noop("ReadingDialog", "Disposal site"),
    "device_id": noop("ReadingDialog", "Device"),
}
#: Below this, a reading is shown as one to look at twice.
SURE = 0.8
PICTURE = (420, 540)


class ReadingDialog(QDialog):
    """The fields read from ``path``, each with a box to tick; "Use the ticked values"
    gives ``use`` those alone."""

    def __init__(
        self, parent: QWidget | None, path: Path, use: Callable[[dict[str, str | int]], None]
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ReadingDialog", "Read the manifest"))
        self._use = use
        self._fields: list[ProposedField] = []
        self._picture: QImage | None = None
        self._scale = 1.0
        self.status = QLabel(
            translate("ReadingDialog", "Reading {name} on this PC; a photo takes a few seconds…")
            .format(name=path.name)
        )  # fmt: skip
        self.status.setWordWrap(True)
        self.table = QTableWidget(0, 3)
        self.table.setObjectName("read_fields")
        self.table.setHorizontalHeaderLabels(
            [translate("ReadingDialog", "Use"), translate("ReadingDialog", "Read as"),
             translate("ReadingDialog", "How sure")]
        )  # fmt: skip
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        use_style_sheet(self.table)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.currentCellChanged.connect(lambda *_: self._highlight())
        self.page = QLabel()
        self.page.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.use_button = buttons.addButton(
            translate("ReadingDialog", "Use the ticked values"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        self.use_button.setEnabled(False)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        hint = QLabel(
            translate(
                "ReadingDialog",
                "Tick each value that matches the paper; the form gets those alone, and "
                "nothing is saved until you save the form.",
            )
        )
        hint.setWordWrap(True)
        column = QVBoxLayout()
        column.addWidget(self.status)
        column.addWidget(self.table, stretch=1)
        column.addWidget(hint)
        row = QHBoxLayout()
        row.addLayout(column, stretch=1)
        row.addWidget(self.page)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(buttons)
        self.page.hide()
        BackgroundOp(lambda: _read(path), self._show, self._failed, owner=self).run_in_background()

    def _show(self, read: Read) -> None:
        fields, self._picture, self._scale, small = read
        self._fields = list(fields.values())
        self.page.setVisible(self._picture is not None)
        count = len(self._fields)
        some = translate(
            "ReadingDialog",
            "%n field(s) read. Choose one to see where it is on the page.",
            None,
            count,
        )
        none = translate("ReadingDialog", "No field could be read: type them from the paper.")
        said = some if count else none
        if small is not None:
            said += " " + translate(
                "ReadingDialog",
                "The photo is small ({megapixels} MP): its small print is a few dots tall. "
                "A photo taken closer, the page filling the frame, reads more.",
            ).format(megapixels=QLocale().toString(small, "g", 2))
        self.status.setText(said)
        self.table.setRowCount(len(self._fields))
        for row, field in enumerate(self._fields):
            tick = QTableWidgetItem(translate("ReadingDialog", TITLES[field.name]))
            tick.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled
                          | Qt.ItemFlag.ItemIsSelectable)  # fmt: skip
            tick.setCheckState(Qt.CheckState.Unchecked)
            sure = QTableWidgetItem(f"{field.confidence:.0%}")
            if field.confidence < SURE:
                sure.setForeground(QColor(170, 40, 20))
                sure.setToolTip(translate("ReadingDialog", "Not sure: compare it with the paper."))
            self.table.setItem(row, 0, tick)
            self.table.setItem(row, 1, QTableWidgetItem(_as_shown(field)))
            self.table.setItem(row, 2, sure)
        # Sized to their contents with the last column not stretched: stretched, it keeps
        # at least the width it had, and its title was cut behind a scroll bar.
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        self.table.resizeColumnsToContents()
        header.setStretchLastSection(True)
        # Beside the page, every value stays whole: the dialog grows instead.
        self.table.setMinimumWidth(
            header.length() + self.table.verticalScrollBar().sizeHint().width()
            + 2 * self.table.frameWidth()
        )  # fmt: skip
        self.use_button.setEnabled(bool(self._fields))
        if self._fields:
            self.table.setCurrentCell(0, 1)
        self.adjustSize()

    def _failed(self, exc: Exception) -> None:
        if not isinstance(exc, FogError):
            raise exc
        self.status.setText(str(exc))

    def chosen(self) -> dict[str, str | int]:
        """The values ticked."""
        return {
            field.name: field.value
            for row, field in enumerate(self._fields)
            if (item := self.table.item(row, 0)) and item.checkState() == Qt.CheckState.Checked
        }

    def accept(self) -> None:
        self._use(self.chosen())
        super().accept()

    def _highlight(self) -> None:
        """The page, the chosen field's box drawn on it."""
        if self._picture is None:
            return
        shown = self._picture.copy()
        row = self.table.currentRow()
        if 0 <= row < len(self._fields):
            box, scale = self._fields[row].box, self._scale
            painter = QPainter(shown)
            painter.setPen(QPen(QColor(220, 30, 30), 3))
            margin = 4
            x, y, w, h = (v * scale for v in (box.x, box.y, box.w, box.h))
            painter.drawRect(QRectF(x - margin, y - margin, w + 2 * margin, h + 2 * margin))
            painter.end()
        self.page.setPixmap(QPixmap.fromImage(shown))


def _as_shown(field: ProposedField) -> str:
    """A value as the form will show it: a date in the user's format, a waste type in
    the user's language."""
    if field.name == "date":
        return day_text(date.fromisoformat(str(field.value)))
    if field.name == "waste_type":
        return shown(str(field.value))
    return str(field.value)


#: What a reading gives the dialog: the fields, the page shrunk to be shown (None when
#: it can't be drawn), the scale from the units of the fields' boxes to the shown pixels,
#: and the megapixels of a small photo that read little (None otherwise: small_photo).
Read = tuple[dict[str, ProposedField], QImage | None, float, float | None]


def _read(path: Path) -> Read:
    fields = read_manifest(path)
    image, per_unit = _page(path, fields)
    if image.isNull():
        return fields, None, 1.0, None
    shown = image.scaled(*PICTURE, Qt.AspectRatioMode.KeepAspectRatio,
                         Qt.TransformationMode.SmoothTransformation)  # fmt: skip
    small = small_photo(path, len(fields))
    return fields, shown, per_unit * shown.width() / image.width(), small


def _page(path: Path, fields: dict[str, ProposedField]) -> tuple[QImage, float]:
    """The PDF's page most fields are on, or the photo or scan as it was read (turned as
    its camera said); and its pixels per unit of the fields' boxes."""
    drawn = page_picture(path, ((f.page, f.box) for f in fields.values()))
    if drawn is None:
        reader = QImageReader(str(path))
        reader.setAutoTransform(True)
        return reader.read(), 1.0
    picture, per_unit = drawn
    data = picture.tobytes()
    image = QImage(data, picture.width, picture.height, 3 * picture.width,
                   QImage.Format.Format_RGB888)  # fmt: skip
    # The QImage borrows ``data``; a copy owns its pixels once ``data`` is gone.
    return image.copy(), per_unit
