"""The question an import of older logs asks (R9): move the day the records begin?"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from fog_desktop import APP_NAME
from fog_desktop.i18n import translate
from ui.dates import day_text


def ask_records_begin(
    parent: QWidget, was: date, earliest: date, *, answer: Callable[[bool], None]
) -> QMessageBox:
    """Ask whether the records should begin on ``earliest``, the oldest record imported,
    rather than on ``was``; ``answer`` hears True to move the day, False to keep it, and
    nothing on Cancel, which imports nothing."""
    days = {"was": day_text(was), "earliest": day_text(earliest)}
    box = QMessageBox(
        QMessageBox.Icon.Question,
        APP_NAME,
        translate(
            "ImportDialog",
            "The workbook holds records from {earliest}, before the day the records in "
            "{app} begin ({was}).",
        ).format(app=APP_NAME, **days),
        parent=parent,
    )
    box.setInformativeText(
        translate(
            "ImportDialog",
            "Move that day to {earliest}, so that these records are judged too? Kept on "
            "{was}, what came due before it is kept on paper and not judged.",
        ).format(**days)
    )
    move = box.addButton(
        translate("ImportDialog", "Move to {earliest} and import").format(**days),
        QMessageBox.ButtonRole.AcceptRole,
    )
    keep = box.addButton(
        translate("ImportDialog", "Keep {was} and import").format(**days),
        QMessageBox.ButtonRole.NoRole,
    )
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(move)
    box.setEscapeButton(cancel)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def answered(clicked: object) -> None:
        if clicked in (move, keep):
            answer(clicked is move)

    box.buttonClicked.connect(answered)
    box.open()
    return box
