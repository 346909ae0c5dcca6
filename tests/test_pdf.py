"""PDFs are written with the shipped font, so their text is there on any machine."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from fog_desktop.reports.pdf import escape, write_pdf


def test_a_pdf_holds_its_text_in_the_shipped_font(
    tmp_path: Path, pdf_text: Callable[[Path], str]
) -> None:
    target = tmp_path / "letter.pdf"
    write_pdf(target, f"<h1>Written confirmation</h1><p>{escape('Café <Uno> & Co')}</p>", "t")
    text = pdf_text(target)
    assert "Written confirmation" in text
    assert "Café <Uno> & Co" in text
    assert b"DejaVu" in target.read_bytes()
    assert not (tmp_path / "letter.pdf.partial").exists()
