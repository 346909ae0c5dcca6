"""Where a letter to the city is saved: the incident's written confirmation, a notice's
reply, a planned change's notice (R5, R8)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QWidget

from fog_desktop.i18n import translate
from ui.files import save_path


def choose_letter_path(parent: QWidget, offered: Path) -> Path | None:
    """Ask where to save the letter, with the platform's file dialog."""
    title = translate("IncidentLetter", "Save the letter")
    pdf_filter = translate("IncidentLetter", "PDF documents (*.pdf)")
    return save_path(parent, title, offered, pdf_filter, ".pdf")
