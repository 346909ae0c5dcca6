"""What the main window needs from a page, and nothing more."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QWidget

from fog_desktop.context import AppContext


class Page(QWidget):
    """One page of the main window. It owns its widgets and talks to the services.

    The window shows ``title`` in the navigation list, calls :meth:`refresh` when the
    establishment or the records change, and listens to the two signals.
    """

    title = ""
    #: The page emits :attr:`alert_changed`, so the window reads it whenever records
    #: change, even while another page is shown; other pages are read when shown.
    sets_alert = False
    #: The page stored, amended or voided a record: other pages may show it.
    records_changed = Signal()
    #: A short note for the window title, such as "2 overdue"; empty for none.
    alert_changed = Signal(str)

    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context

    @property
    def establishment_id(self) -> int | None:
        """The establishment the window shows; the window keeps the setting valid."""
        return self.context.settings.current_establishment_id

    def refresh(self) -> None:
        """Read the records again from the database."""
        raise NotImplementedError


def heading(text: str) -> QLabel:
    label = QLabel(text)
    label.setProperty("role", "heading")
    return label
