"""Help > the rules and the workbook: the project's own documents, shown as written."""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from fog_desktop.errors import FogError
from fog_desktop.handbook import Document, located


class DocumentDialog(QDialog):
    """A document in a browser, with Close; links to the other documents open in place
    (Help's guides and the handbook)."""

    def __init__(
        self, parent: QWidget | None, name: str, browser: QTextBrowser | None = None
    ) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.browser = browser or QTextBrowser()
        self.browser.setObjectName(name)
        self.browser.setOpenExternalLinks(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)


class HandbookDialog(DocumentDialog):
    """One of the project's documents (the rules, the workbook), shown as written."""

    def __init__(self, parent: QWidget | None, document: Document) -> None:
        super().__init__(parent, "handbook")
        self.setWindowTitle(document.shown_title)
        try:
            # The .md suffix makes Qt read it as Markdown, and relative links resolve.
            self.browser.setSource(QUrl.fromLocalFile(str(located(document))))
        except FogError as exc:
            self.browser.setPlainText(str(exc))
        self.resize(820, 680)
