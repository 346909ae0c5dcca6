"""The PDF an export wrote, opened or printed from the Export page (issue 35 §2): the
inspector asks for paper as often as for a file."""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import zipfile
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices

from fog_desktop.exchange.packet import PDF_NAME


def has_pdf(saved: Path) -> bool:
    """Whether the export holds a PDF: the PDF itself, or the packet's zip."""
    return saved.suffix.lower() in (".pdf", ".zip")


def pdf_of(saved: Path) -> Path:
    """The PDF to open: the file saved, or the packet's PDF taken out of its zip into
    this run's temporary folder, which the application empties when it ends."""
    if saved.suffix.lower() != ".zip":
        return saved
    target = Path(tempfile.mkdtemp(prefix="packet-")) / f"{saved.stem}.pdf"
    with (
        zipfile.ZipFile(saved) as archive,
        archive.open(PDF_NAME) as member,
        target.open("wb") as copy,
    ):
        shutil.copyfileobj(member, copy)
    return target


def open_pdf(pdf: Path) -> bool:
    """Open the PDF in the system's viewer; False when none opened it."""
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(pdf)))


def print_pdf(pdf: Path) -> bool:
    """Print with the system's print verb where it has one (Windows: the PDF viewer's
    print, to the printer chosen there); True when printing was asked. Elsewhere the PDF
    opens in its viewer to print from there, and this returns False."""
    if sys.platform == "win32":
        os.startfile(pdf, "print")
        return True
    open_pdf(pdf)
    return False
