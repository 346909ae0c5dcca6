"""The records workbook on paper: nothing printed under 8 points, wide sheets wrapped and
landscape, the header row (and a page across, the first column) on every page, a
one-page Cover, and the demo's two years in a bounded number of pages (issues 12, 31)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import zipfile
from collections import defaultdict
from datetime import date
from pathlib import Path
from xml.etree import ElementTree

import pytest
from openpyxl import load_workbook
from pypdf import PdfReader

from fog_desktop import ordinance
from fog_desktop.__main__ import main
from fog_desktop.context import AppContext
from fog_desktop.exchange import layout
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.workbook import export_workbook
from fog_desktop.services.establishments import EstablishmentInput, create_establishment
from tests.pdf_sizes import smallest_text

SIERRA_MADRE = ordinance.default()

AS_OF = "2026-12-03"
MAIN = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
RELATIONSHIPS = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
#: The demo's pages with every text at 8 points or more, its audit trail aside (issue 31
#: asks 45 for the whole workbook; see the README's packet section for where they go).
MAX_PAGES = 52
#: The audit trail prints compact: its hashes left to the file, which verify reads.
AUDIT_ENTRIES_A_PAGE = 35
#: The footer of each page, "Missed training, page 1 of 1": a sheet's name may have spaces.
FOOTER = re.compile(
    "("
    + "|".join(re.escape(name) for name in (layout.COVER, *(s.name for s in layout.DATA_SHEETS)))
    + r"), page \d+ of \d+"
)


@pytest.fixture(scope="module")
def demo_workbook(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo's workbook as a user makes it: `demo`, then `export`, on a data folder of
    its own."""
    folder = tmp_path_factory.mktemp("print")
    data = str(folder / "data")
    target = folder / "demo.xlsx"
    assert main(["--data-dir", data, "demo", "--as-of", AS_OF]) == 0
    assert main(["--data-dir", data, "export", "--out", str(target), "--as-of", AS_OF]) == 0
    return target


@pytest.fixture(scope="module")
def printed(demo_workbook: Path, tmp_path_factory: pytest.TempPathFactory) -> PdfReader:
    """The demo's workbook printed to PDF by LibreOffice, once for the module."""
    office = shutil.which("soffice") or shutil.which("libreoffice")
    if office is None:
        if os.environ.get("FOG_TEST_REQUIRE_LIBREOFFICE"):
            pytest.fail("FOG_TEST_REQUIRE_LIBREOFFICE is set but LibreOffice is not installed")
        pytest.skip("LibreOffice is not installed (.ci/run installs libreoffice-calc-nogui)")
    folder = tmp_path_factory.mktemp("printed")
    subprocess.run(
        [office, "--headless", f"-env:UserInstallation=file://{folder}/profile",
         "--convert-to", "pdf", "--outdir", str(folder), str(demo_workbook)],
        check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    return PdfReader(folder / f"{demo_workbook.stem}.pdf")


def sheet_xml(path: Path) -> dict[str, ElementTree.Element]:
    """Each sheet's XML by the sheet's name, as Excel reads it."""
    with zipfile.ZipFile(path) as archive:
        book = ElementTree.fromstring(archive.read("xl/workbook.xml"))
        rels = ElementTree.fromstring(archive.read("xl/_rels/workbook.xml.rels"))
        targets = {r.get("Id"): r.get("Target", "") for r in rels}
        found = {}
        for sheet in book.iter(f"{MAIN}sheet"):
            target = targets[sheet.get(f"{RELATIONSHIPS}id")].removeprefix("/xl/")
            found[sheet.get("name", "")] = ElementTree.fromstring(archive.read(f"xl/{target}"))
        return found


def print_titles(path: Path) -> dict[str, str]:
    with zipfile.ZipFile(path) as archive:
        book = ElementTree.fromstring(archive.read("xl/workbook.xml"))
    titles = {}
    for name in book.iter(f"{MAIN}definedName"):
        if name.get("name") == "_xlnm.Print_Titles":
            parts = (name.text or "").split(",")
            sheet = parts[0].rsplit("!", 1)[0]
            titles[sheet.strip("'")] = ",".join(p.rsplit("!", 1)[1] for p in parts)
    return titles


def header(text: str) -> re.Pattern[str]:
    """A header in a page's text, where pypdf may glue it to the next line of a wrapped
    header ("StatusFOG depth"), but not a word that merely starts with it ("Attachment")."""
    return re.compile(rf"(?<!\w){re.escape(text)}(?![a-z])")


def font_sizes(path: Path) -> list[float]:
    """The size of every font the workbook's cells may use, in points."""
    with zipfile.ZipFile(path) as archive:
        styles = ElementTree.fromstring(archive.read("xl/styles.xml"))
    fonts = styles.find(f"{MAIN}fonts")
    assert fonts is not None
    return [float(size.get("val", "11")) for size in fonts.iter(f"{MAIN}sz")]


def test_every_sheet_prints_its_text_at_8_points_or_more_with_row_1_on_every_page(
    demo_workbook: Path,
) -> None:
    """Issue 31: a sheet fitted to one page wide printed its text at 4 points; each is
    set to a print scale at which its smallest font, the footer's too, prints at 8."""
    sheets = sheet_xml(demo_workbook)
    assert list(sheets) == [layout.COVER, *(s.name for s in layout.DATA_SHEETS)]
    titles = print_titles(demo_workbook)
    smallest = min(font_sizes(demo_workbook))
    orientations = set()
    for name, xml in sheets.items():
        fit = xml.find(f"{MAIN}sheetPr/{MAIN}pageSetUpPr")
        setup = xml.find(f"{MAIN}pageSetup")
        footer = xml.findtext(f"{MAIN}headerFooter/{MAIN}oddFooter") or ""
        assert fit is None or fit.get("fitToPage") in ("0", "false"), name
        assert setup is not None, name
        scale = int(setup.get("scale", "100")) / 100
        footer_size = re.search(r"&(\d+)", footer)
        assert footer_size is not None, name
        assert min(smallest, int(footer_size.group(1))) * scale >= 8, name
        assert setup.get("paperSize") == "1", name  # letter
        orientations.add(setup.get("orientation"))
        assert "$1:$1" in titles[name].split(","), name
        assert "&A" in footer and "&P of &N" in footer, name
    assert orientations == {"portrait", "landscape"}
    assert sheet_setup(sheets["Incidents"]) == ("landscape", "overThenDown")
    assert "$A:$A" in titles["Incidents"].split(","), "its ID on each page across"
    assert "$A:$A" not in titles["Maintenance"].split(","), "a long log, one page across"


def sheet_setup(xml: ElementTree.Element) -> tuple[str | None, str | None]:
    setup = xml.find(f"{MAIN}pageSetup")
    assert setup is not None
    return setup.get("orientation"), setup.get("pageOrder")


def test_the_cover_is_a_form_of_one_line_a_row(context: AppContext, tmp_path: Path) -> None:
    """A long value goes on as many rows as it needs, its label on the first: nothing is
    cut at the column's edge nor printed over the next row."""
    address = "Unit 12, " + "Long Industrial Park Road, " * 8 + "Sierra Madre, CA 91024"
    profile = EstablishmentInput(name="Casa Larga", address=address)
    est = create_establishment(context.db, profile, context.actor)
    target = tmp_path / "cover.xlsx"
    export_workbook(
        context.db, est.id, target, Window.two_years_to(date.fromisoformat(AS_OF), SIERRA_MADRE)
    )
    ws = load_workbook(target)[layout.COVER]
    widths = [ws.column_dimensions[letter].width for letter in "AB"]
    rows = [[c.value for c in row] for row in ws.iter_rows()]
    for row in rows:
        for value, width in zip(row, widths, strict=True):
            assert value is None or not isinstance(value, str) or len(value) <= width, value
    start = next(i for i, row in enumerate(rows) if row[0] == "Address")
    lines = [rows[start][1]]
    for label, value in rows[start + 1 :]:
        if label is not None:
            break
        lines.append(value)
    assert len(lines) > 1
    assert " ".join(lines) == address


def test_the_demo_prints_on_few_pages_each_headed_by_its_header_row(
    printed: PdfReader, demo_workbook: Path
) -> None:
    """Each page has the sheet's header row; a sheet too wide for one page goes on to the
    next page across, its first column repeated, and its last column is on its last."""
    pages: dict[str, list[str]] = defaultdict(list)
    for page in printed.pages:
        text = " ".join(page.extract_text().split())
        found = FOOTER.search(text)
        assert found is not None, text[:200]
        pages[found.group(1)].append(text)
    counts = {name: len(texts) for name, texts in pages.items()}
    assert list(counts) == [layout.COVER, *(s.name for s in layout.DATA_SHEETS)]
    audit = counts.pop(layout.AUDIT.name)
    assert sum(counts.values()) <= MAX_PAGES, counts
    entries = len(list(load_workbook(demo_workbook, read_only=True)[layout.AUDIT.name].rows))
    assert audit <= entries / AUDIT_ENTRIES_A_PAGE + 1, (audit, entries)
    assert counts[layout.COVER] == 1
    for sheet in layout.DATA_SHEETS:
        on_paper = [c for c in sheet.columns if c.on_paper]
        first, last = (header(c.header) for c in (on_paper[0], on_paper[-1]))
        for number, text in enumerate(pages[sheet.name], start=1):
            assert first.search(text), (sheet.name, number)
        assert last.search(pages[sheet.name][-1]), sheet.name


def test_nothing_of_the_demo_prints_under_8_points(printed: PdfReader) -> None:
    assert smallest_text(printed) >= 7.95


def folded(text: str) -> str:
    """Text with its spaces folded and none after a hyphen: a wrapped cell's line may end
    at a hyphen ("three-" / "compartment")."""
    return re.sub(r"-\s+", "-", " ".join(text.split()))


def test_every_text_of_the_demo_prints_whole(demo_workbook: Path, printed: PdfReader) -> None:
    """A text wider than its column wraps in a taller row: a spreadsheet prints only what
    fits in a cell beside a filled one, and the demo's training topics, for one, were cut
    after their first line."""
    pages: dict[str, str] = defaultdict(str)
    for page in printed.pages:
        text = " ".join(page.extract_text().split())
        found = FOOTER.search(text)
        assert found is not None
        pages[found.group(1)] += " " + folded(text)
    book = load_workbook(demo_workbook, read_only=True)
    cut = []
    for sheet in layout.DATA_SHEETS:
        on_paper = sum(c.on_paper for c in sheet.columns)
        rows = book[sheet.name].iter_rows(min_row=2, max_col=on_paper)
        texts = {c.value for row in rows for c in row}
        cut += [
            (sheet.name, value)
            for value in texts
            if isinstance(value, str) and folded(value) not in pages[sheet.name]
        ]
    assert cut == []
    assert "Spill response" in pages["Training"]
