"""A guide of Help (ui/help.py) in a dialog, opened at a section, in the numbers of the
establishment's ordinance profile (R1–R8): Sierra Madre's 25% and 10 days are written in
the guides as "{limit_percent}%" and "{new_hire_days} days".

Apart from ui/help.py, which the first paint imports for each page's "?": this module is
loaded when a guide is first asked for."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QByteArray, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QTextBrowser, QWidget

from fog_desktop.reminders import SOON_DAYS
from fog_desktop.rules.obligations import DUE_SOON_DAYS
from fog_desktop.rules.profile import numbers_in
from ui.handbook import DocumentDialog
from ui.help import guide_path

#: The application's own days that the guides name beside the ordinance's: how near its
#: due date a Dashboard line turns amber, and what the reminder by the clock counts as due.
OWN_NUMBERS = {"due_soon_days": str(DUE_SOON_DAYS), "remind_days": str(SOON_DAYS)}


class GuideBrowser(QTextBrowser):
    """A guide with the ordinance profile's ``numbers`` (R1–R8) where it names one
    ("{limit_percent}%"): the duties read in the city's own days and percent."""

    def __init__(self, numbers: Mapping[str, str]) -> None:
        super().__init__()
        self.numbers = {**numbers, **OWN_NUMBERS}

    def loadResource(self, kind: int, name: QUrl | str) -> Any:  # noqa: N802
        loaded = super().loadResource(kind, name)
        if kind == QTextDocument.ResourceType.HtmlResource and isinstance(loaded, QByteArray):
            return numbers_in(bytes(loaded.data()).decode("utf-8"), self.numbers)
        return loaded


class HelpDialog(DocumentDialog):
    """A guide, opened at a section, in the ``numbers`` of the establishment's ordinance
    profile (:attr:`ui.page.Page.ordinance_numbers`)."""

    def __init__(
        self, parent: QWidget | None, numbers: Mapping[str, str], name: str, section: str = ""
    ) -> None:
        super().__init__(parent, "help", GuideBrowser(numbers))
        self.show_guide(name, section)
        self.resize(760, 640)

    def show_guide(self, name: str, section: str = "") -> None:
        url = QUrl.fromLocalFile(str(guide_path(name)))
        if section:
            url.setFragment(section)
        self.browser.setSource(url)
        if section:
            self.browser.scrollToAnchor(section)
        self.setWindowTitle(self.browser.documentTitle())

    def section_shown(self) -> str:
        """The section at the top of the view (for the tests: what the user sees first)."""
        return self.browser.source().fragment()
