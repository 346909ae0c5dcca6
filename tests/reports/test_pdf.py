"""PDFs are written with the shipped font, so their text is there on any machine; tables
print as an inspector reads them: no row split across pages, a header on every page,
no word broken (issue 12)."""

from __future__ import annotations

import os
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest
from pypdf import PdfReader

from fog_desktop.reports.page_breaks import KEEP
from fog_desktop.reports.pdf import NOWRAP, Part, escape, render_parts, write_pdf
from tests.pdf_text import page_texts, pdf_text

STYLE = "<style>td, th { border: 1px solid #999; padding: 2px 4px; font-size: 7pt; }</style>"
HEADER = "<thead><tr><th>No.</th><th>Date</th><th>Text</th><th>Status</th></tr></thead>"


def test_a_pdf_holds_its_text_in_the_shipped_font(tmp_path: Path) -> None:
    target = tmp_path / "letter.pdf"
    write_pdf(target, f"<h1>Written confirmation</h1><p>{escape('Café <Uno> & Co')}</p>", "t")
    text = pdf_text(target)
    assert "Written confirmation" in text
    assert "Café <Uno> & Co" in text
    assert b"DejaVu" in target.read_bytes()
    assert not (tmp_path / "letter.pdf.partial").exists()


def test_pdf_text_has_no_ligatures(tmp_path: Path) -> None:
    """An inspector searching the packet for "verified" or "file" must find them."""
    target = tmp_path / "words.pdf"
    write_pdf(target, "<p>The audit trail is verified; each file is listed. Kofi, flow.</p>", "t")
    text = " ".join((PdfReader(target).pages[0].extract_text() or "").split())
    assert "verified; each file is listed. Kofi, flow." in text


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("Wang \u6f22", "Wang [U+6F22]"),  # a script the fonts lack: not an empty box
        ("Ok \U0001f600", "Ok [U+1F600]"),  # beyond U+FFFF: Qt's text holds another
        ("abc\u202edef", "abc[U+202E]def"),  # a right-to-left override: not reordered
        ("Zero\u200bwidth", "Zero[U+200B]width"),
        # A mark is read as itself (a reader puts one the font has no letter with apart).
        ("b\u0301 and e\u0301", "b \u0301 and \u00e9"),
        ("one\r\ntwo\rthree", "one two three"),  # Windows' and old Macs' line breaks
    ],
)
def test_each_character_is_drawn_or_printed_as_its_code_point(
    tmp_path: Path, typed: str, read: str
) -> None:
    """Issue 33: any text a record holds is legible in a document, and an inspector who
    copies or searches it finds what is printed."""
    target = tmp_path / "text.pdf"
    write_pdf(target, f"<p>{escape(typed)}</p>", "t")
    text = unicodedata.normalize("NFC", PdfReader(target).pages[0].extract_text() or "")
    assert " ".join(text.split()) == read


def test_the_footer_prints_a_character_the_fonts_lack_as_its_code_point(tmp_path: Path) -> None:
    target = tmp_path / "text.pdf"
    write_pdf(target, "<p>Log</p>", "FOG records of Wang \u6f22", page_numbers=True)
    text = " ".join((PdfReader(target).pages[0].extract_text() or "").split())
    assert "FOG records of Wang [U+6F22] — page 1 of 1" in text


def long_table(rows: int) -> str:
    """Rows of one to eight lines each: R0007 starts a row, end0007 ends it."""
    body = "".join(
        f"<tr><td class='{NOWRAP}'>R{i:04d}</td><td class='{NOWRAP}'>2026-01-{i % 28 + 1:02d}</td>"
        f"<td>{' '.join(f'w{j}' for j in range(3 + (i * 7) % 40))} end{i:04d}</td>"
        f"<td class='{NOWRAP}'>On time</td></tr>"
        for i in range(rows)
    )
    return f"{STYLE}<h2>Log</h2><table width='100%'>{HEADER}{body}</table>"


@pytest.mark.parametrize("landscape", [False, True])
def test_a_long_table_splits_no_row_and_heads_every_page(tmp_path: Path, landscape: bool) -> None:
    target = tmp_path / "log.pdf"
    render_parts(target, [Part(long_table(150), landscape=landscape)], "Log", page_numbers=True)
    pages = page_texts(target)
    assert len(pages) > 3
    for number, text in enumerate(pages, start=1):
        assert text.startswith("Log" if number == 1 else "No. Date Text Status"), number
        # the first cell after the header is a row's first cell, never a row's tail
        assert text.split("Status", 1)[1].split()[0].startswith("R"), number
    for i in range(150):
        starts = [n for n, text in enumerate(pages) if f"R{i:04d}" in text]
        ends = [n for n, text in enumerate(pages) if f"end{i:04d}" in text]
        assert len(starts) == 1
        assert starts == ends, f"row {i} split across pages"


def test_a_row_taller_than_a_page_still_prints_whole(tmp_path: Path) -> None:
    words = " ".join(f"w{j}" for j in range(3000))
    body = f"<tr><td>R0001</td><td>x</td><td>{words} end0001</td><td>y</td></tr>"
    target = tmp_path / "tall.pdf"
    render_parts(target, [Part(f"{STYLE}<table>{HEADER}{body}</table>")], "t")
    text = " ".join(page_texts(target))
    assert len(page_texts(target)) > 1
    assert "w0 w1" in text and "w2999 end0001" in text


def test_no_word_is_broken_and_a_nowrap_cell_never_wraps(tmp_path: Path) -> None:
    # Ten columns squeezed onto a portrait page: Qt's own default breaks "Recorded" and
    # "2024-12-13" inside; a wide table goes landscape rather than break a word.
    cells = "".join(
        f"<td class='{NOWRAP}'>2024-12-13 M-10432</td><td>Recorded Overdue</td>" for _ in range(5)
    )
    target = tmp_path / "wide.pdf"
    render_parts(target, [Part(f"{STYLE}<table width='100%'><tr>{cells}</tr></table>")], "t")
    reader = PdfReader(target)
    text = " ".join((reader.pages[0].extract_text() or "").split())
    assert text.count("2024-12-13 M-10432") == 5
    assert text.count("Recorded") == 5
    box = reader.pages[0].mediabox
    assert box.width > box.height, "too wide for portrait, so landscape"


def test_a_table_too_wide_even_for_landscape_is_scaled_to_the_page(tmp_path: Path) -> None:
    cells = "".join(f"<td class='{NOWRAP}'>2024-12-13 Hauler and sons {i}</td>" for i in range(14))
    target = tmp_path / "wider.pdf"
    render_parts(target, [Part(f"<table><tr>{cells}</tr></table>")], "t")
    text = " ".join(page_texts(target))
    assert "2024-12-13 Hauler and sons 0" in text
    assert "2024-12-13 Hauler and sons 13" in text


def block(number: int) -> str:
    rows = "".join(f"<tr><th>Field {i}</th><td>value {number}.{i}</td></tr>" for i in range(12))
    return f"<h3>Incident {number}</h3><table class='{KEEP}' width='100%'>{rows}</table>"


def test_a_keep_table_moves_whole_with_its_heading(tmp_path: Path) -> None:
    target = tmp_path / "blocks.pdf"
    render_parts(target, [Part(STYLE + "".join(block(n) for n in range(12)))], "t")
    pages = page_texts(target)
    assert len(pages) > 1
    for number in range(12):
        holding = [n for n, text in enumerate(pages) if f"value {number}." in text]
        assert len(holding) == 1, f"incident {number} across pages {holding}"
        assert f"Incident {number} Field 0" in pages[holding[0]]


def test_parts_keep_their_orientation_and_number_pages_across_all(tmp_path: Path) -> None:
    target = tmp_path / "parts.pdf"
    parts = [Part("<p>first</p>"), Part("<p>wide</p>", landscape=True), Part("<p>last</p>")]
    render_parts(target, parts, "Packet", page_numbers=True)
    shapes = [page.mediabox.width > page.mediabox.height for page in PdfReader(target).pages]
    assert shapes == [False, True, False]
    assert "wide Packet — page 2 of 3" in page_texts(target)[1]


def section(number: int) -> str:
    """A heading, a line introducing its table, and a table of one to six rows."""
    rows = "".join(
        f"<tr><td>row {number}.{i}</td><td>{'word ' * (3 + number % 5)}</td></tr>"
        for i in range(1 + number % 6)
    )
    return (
        f"<h3>Section {number}</h3><p>Each signature attests that section {number} was "
        f"attended.</p><table width='100%'><thead><tr><th>Who</th><th>What</th></tr>"
        f"</thead>{rows}</table>"
    )


def test_a_heading_and_its_introduction_stay_on_the_page_of_their_tables_first_row(
    tmp_path: Path,
) -> None:
    """Issue 31: a training session's heading and its line on what each signature attests
    were left at a page's foot, its attendees on the next page."""
    target = tmp_path / "sections.pdf"
    render_parts(target, [Part(STYLE + "".join(section(n) for n in range(80)))], "t")
    pages = page_texts(target)
    assert len(pages) > 5
    for number in range(80):
        heading = [n for n, text in enumerate(pages) if f"Section {number} Each" in text]
        first_row = [n for n, text in enumerate(pages) if f"row {number}.0 " in text]
        assert heading == first_row, f"section {number}"


def test_a_worker_thread_and_the_window_thread_print_the_same_text() -> None:
    """The packet is written on a worker thread, letters and checklists on the window's:
    whichever reads the fonts first, the other prints every letter as itself (a font read
    on another thread than it was made on supports no character, and a packet printed
    "[U+0053]elf" for "Self")."""
    probe = (
        "import threading\n"
        "from fog_desktop.reports.document_gui import ensure_gui, register_gui\n"
        "from fog_desktop.reports.pdf import printable\n"
        "from ui.documents import document_application\n"
        "register_gui(document_application)\n"
        "ensure_gui()\n"
        "seen = []\n"
        "worker = threading.Thread(target=lambda: seen.append(printable('Señal – Núñez')))\n"
        "worker.start()\n"
        "worker.join()\n"
        "seen.append(printable('Self – Muñoz'))\n"
        "print('|'.join(seen))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe],
        check=False,
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "Señal – Núñez|Self – Muñoz"
