"""Help > the rules and the workbook: the project's own documents, shown as written."""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from fog_desktop.errors import FogError
from fog_desktop.handbook import Document, located


class HandbookDialog(QDialog):
    """One document in a browser: its links to the other documents open in place."""

    def __init__(self, parent: QWidget | None, document: Document) -> None:
        super().__init__(parent)
        self.setWindowTitle(document.title)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.browser = QTextBrowser()
        self.browser.setObjectName("handbook")
        self.browser.setOpenExternalLinks(True)
        try:
            # The .md suffix makes Qt read it as Markdown, and relative links resolve.
            self.browser.setSource(QUrl.fromLocalFile(str(located(document))))
        except FogError as exc:
            self.browser.setPlainText(str(exc))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(820, 680)
