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
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path
from xml.etree import ElementTree

import pytest
from openpyxl import load_workbook
from openpyxl.cell import Cell
from openpyxl.utils.cell import range_boundaries
from openpyxl.worksheet.worksheet import Worksheet
from pypdf import PdfReader
from sqlalchemy import select

from fog_desktop import ordinance
from fog_desktop.__main__ import main
from fog_desktop.audit import verify
from fog_desktop.context import AppContext
from fog_desktop.exchange import layout
from fog_desktop.exchange.importer import import_workbook
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.sheets import DATA_SHEETS
from fog_desktop.exchange.sheets.audit import AUDIT
from fog_desktop.exchange.sheets.maintenance import MAINTENANCE
from fog_desktop.exchange.sheets.trap_cleanings import TRAP_CLEANINGS
from fog_desktop.exchange.workbook import export_workbook
from fog_desktop.services.devices import DeviceInput, create_device
from fog_desktop.services.establishments import (
    EstablishmentInput,
    create_establishment,
    find_establishment,
)
from fog_desktop.services.maintenance import (
    MaintenanceInput,
    amend_entry,
    create_entry,
    void_entry,
)
from models import AuditEntry, DeviceType, Service
from tests.pdf_sizes import smallest_text

SIERRA_MADRE = ordinance.default()

AS_OF = "2026-12-03"
MAIN = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
RELATIONSHIPS = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
#: The demo's whole workbook on paper, every text at 8 points or more (issue 31): its
#: routine trap cleanings as a calendar, its audit trail in short.
MAX_PAGES = 45
#: The footer of each page, "Missed training, page 1 of 1": a sheet's name may have spaces.
FOOTER = re.compile(
    "("
    + "|".join(re.escape(name) for name in (layout.COVER, *(s.name for s in DATA_SHEETS)))
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
def printed(demo_workbook: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
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
    return folder / f"{demo_workbook.stem}.pdf"


@pytest.fixture(scope="module")
def printed_pages(printed: Path) -> dict[str, list[str]]:
    """The printed workbook's pages, their words by the sheet their footer names, read
    once for the module.

    pypdf reads a wrapped cell's lines as one run, where PDFium reads them line by line
    with the next cell's between (tests/pdf_text.py)."""
    pages: dict[str, list[str]] = defaultdict(list)
    for page in PdfReader(printed).pages:
        text = " ".join(page.extract_text().split())
        found = FOOTER.search(text)
        assert found is not None, text[:200]
        pages[found.group(1)].append(text)
    return dict(pages)


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
    assert list(sheets) == [layout.COVER, *(s.name for s in DATA_SHEETS)]
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
    printed_pages: dict[str, list[str]],
) -> None:
    """Each page has the sheet's header row; a sheet too wide for one page goes on to the
    next page across, its first column repeated, and its last column is on its last."""
    pages = printed_pages
    counts = {name: len(texts) for name, texts in pages.items()}
    assert list(counts) == [layout.COVER, *(s.name for s in DATA_SHEETS)]
    assert sum(counts.values()) <= MAX_PAGES, counts
    assert counts[layout.COVER] == 1
    assert counts[TRAP_CLEANINGS.name] <= 2, "the demo's two traps' two years"
    assert counts[AUDIT.name] <= 2, "in short"
    for sheet in DATA_SHEETS:
        on_paper = [c for c in sheet.columns if c.on_paper]
        first, last = (header(c.header) for c in (on_paper[0], on_paper[-1]))
        for number, text in enumerate(pages[sheet.name], start=1):
            assert first.search(text), (sheet.name, number)
        assert last.search(pages[sheet.name][-1]), sheet.name


def printed_rows(ws: Worksheet) -> list[tuple[Cell, ...]]:
    """The rows of a sheet inside its print area, its header row aside: all of them when
    it has none."""
    if not ws.print_area:
        return list(ws.iter_rows(min_row=2))
    first_col, _, last_col, last_row = range_boundaries(ws.print_area.rsplit("!", 1)[1])
    return list(ws.iter_rows(2, last_row, first_col, last_col))


def test_nothing_of_the_demo_prints_under_8_points(printed: Path) -> None:
    assert smallest_text(printed) >= 7.95


def folded(text: str) -> str:
    """Text with its spaces folded and none after a hyphen: a wrapped cell's line may end
    at a hyphen ("three-" / "compartment")."""
    return re.sub(r"-\s+", "-", " ".join(text.split()))


def test_every_text_of_the_demo_prints_whole(
    demo_workbook: Path, printed_pages: dict[str, list[str]]
) -> None:
    """A text wider than its column wraps in a taller row: a spreadsheet prints only what
    fits in a cell beside a filled one, and the demo's training topics, for one, were cut
    after their first line."""
    pages = {name: " ".join(map(folded, texts)) for name, texts in printed_pages.items()}
    book = load_workbook(demo_workbook)
    cut = []
    for sheet in DATA_SHEETS:
        texts = {c.value for row in printed_rows(book[sheet.name]) for c in row}
        cut += [
            (sheet.name, value)
            for value in texts
            if isinstance(value, str) and folded(value) not in pages[sheet.name]
        ]
    assert cut == []
    assert "Spill response" in pages["Training"]


# --- Purpose-built: what goes on paper, and what stays in the file only ------------------


@dataclass(frozen=True)
class Kitchen:
    """A trap in service six days ago, cleaned three times (once with a note), and an
    interceptor whose readings were amended and voided; its workbook, exported today."""

    est_id: int
    workbook: Path
    window: Window
    plain: tuple[date, date]
    noted: date


def kitchen(context: AppContext, folder: Path) -> Kitchen:
    today = date.today()
    # Five days ending two days ago (the window ends today, so that the audit entries of
    # now are in it); a day earlier when they would start on the 1st of a month, whose
    # calendar would have no day before the trap came into service to mark.
    back = 7 if (today - timedelta(days=6)).day == 1 else 6
    days = [today - timedelta(days=n) for n in range(back, back - 5, -1)]
    profile = EstablishmentInput(name="Casa Calendario")
    est = create_establishment(context.db, profile, context.actor).id
    for device_id, kind in (("GT-9", DeviceType.TRAP), ("GI-9", DeviceType.INTERCEPTOR)):
        device = DeviceInput(
            device_id=device_id, type=kind.value, capacity_gal="500", design_depth_in="40",
            in_service_since=days[0].isoformat(),
        )  # fmt: skip
        create_device(context.db, est, device, context.actor)

    def log(day: date, device_id: str, service: Service, **more: str) -> int:
        entry = MaintenanceInput(
            service_date=day.isoformat(), device_id=device_id, service=service.value, **more
        )
        return create_entry(context.db, est, entry, context.actor, today=today).id

    for day in days[1:4]:
        log(day, "GT-9", Service.CLEANING, performed_by="Ana")
    noted = days[4]
    log(noted, "GT-9", Service.CLEANING, notes="Basket cracked, replaced")
    reading = {"fog_depth_in": "4", "solids_depth_in": "2", "performed_by": "Ana"}
    amended = log(days[1], "GI-9", Service.MEASUREMENT, **reading)
    reading["solids_depth_in"] = "3"
    amend_entry(
        context.db, amended, MaintenanceInput(
            service_date=days[1].isoformat(), device_id="GI-9",
            service=Service.MEASUREMENT.value, **reading,
        ), context.actor, today=today, reason="solids misread",
    )  # fmt: skip
    voided = log(days[2], "GI-9", Service.MEASUREMENT, **reading)
    void_entry(context.db, voided, "entered twice", context.actor)
    window = Window.two_years_to(today, SIERRA_MADRE)
    target = folder / "kitchen.xlsx"
    export_workbook(context.db, est, target, window)
    return Kitchen(est, target, window, (days[1], days[3]), noted)


def test_a_routine_cleaning_prints_on_the_calendar_and_a_noted_one_in_the_log(
    context: AppContext, tmp_path: Path
) -> None:
    """Issue 31: the Maintenance log prints without the trap cleanings that say nothing
    but the day, which are its last rows, in the file; the calendar marks every cleaning."""
    case = kitchen(context, tmp_path)
    book = load_workbook(case.workbook)
    log = book[MAINTENANCE.name]
    headers = MAINTENANCE.headers
    printed_headers = [c.header for c in MAINTENANCE.columns if c.on_paper]
    on_paper = [
        dict(zip(printed_headers, (c.value for c in row), strict=True)) for row in printed_rows(log)
    ]
    in_file = [dict(zip(headers, row, strict=True)) for row in log.iter_rows(2, values_only=True)]
    trap = [(r["Date"].date(), r["Notes"]) for r in on_paper if r["Device ID"] == "GT-9"]
    assert trap == [(case.noted, "Basket cracked, replaced")]
    routine = [r["Date"].date() for r in in_file[len(on_paper) :]]
    assert routine == [case.plain[0], case.plain[0] + timedelta(days=1), case.plain[1]]
    assert {r["Status"] for r in on_paper if r["Device ID"] == "GI-9"} == {
        "Amended",
        "Void: entered twice",
    }

    calendar = {
        (row[0], row[1]): row for row in book[TRAP_CLEANINGS.name].iter_rows(2, values_only=True)
    }
    first = case.plain[0] - timedelta(days=1)
    for day, mark in ((first - timedelta(days=1), "–"), (case.plain[0], "✓"), (case.noted, "✓")):
        row = calendar["GT-9", f"{day:%b %Y}"]
        assert row[1 + day.day] == mark, day
    assert sum(row[-2] for row in calendar.values()) == 4
    assert all(device == "GT-9" for device, _month in calendar)
    cover = {row[0]: row[1] for row in book[layout.COVER].iter_rows(values_only=True) if row[0]}
    assert cover["Maintenance on paper"].startswith("the log without its 3 routine trap cleanings")


def test_every_maintenance_row_comes_back_from_the_workbook_and_the_trail_verifies(
    context: AppContext, tmp_path: Path
) -> None:
    """The print area changes nothing of the format: an import brings back every row."""
    case = kitchen(context, tmp_path)
    with context.db.read() as session:
        assert verify(session, case.est_id).ok
    report = import_workbook(
        context.db, case.workbook, "Casa Copia", "Importer", today=date.today()
    )
    assert report.added[MAINTENANCE.name] == 6
    copy = find_establishment(context.db, "Casa Copia").id
    again = tmp_path / "again.xlsx"
    export_workbook(context.db, copy, again, case.window)

    def log(path: Path) -> list[tuple[object, ...]]:
        """The rows but their status: an amended record comes back as recorded."""
        rows = load_workbook(path, read_only=True)[MAINTENANCE.name].values
        status = MAINTENANCE.headers.index("Status")
        return [row[:status] + row[status + 1 :] for row in rows]

    assert log(again) == log(case.workbook)


def test_an_amended_and_a_voided_entry_print_in_full_beside_the_whole_trail(
    context: AppContext, tmp_path: Path
) -> None:
    """The Audit sheet prints in short: every entry more than a creation, in full; the
    whole trail stays in columns A to F, each entry with its hash."""
    case = kitchen(context, tmp_path)
    audit = load_workbook(case.workbook)[AUDIT.name]
    trail = list(audit.iter_rows(1, max_col=len(AUDIT.columns), values_only=True))
    assert trail[0] == AUDIT.headers
    with context.db.read() as session:
        stored = session.scalars(
            select(AuditEntry.entry_hash).where(AuditEntry.establishment_id == case.est_id)
        ).all()
    assert [row[-1] for row in trail[1:] if row[0] is not None] == list(stored)
    block = [[c.value for c in row] for row in printed_rows(audit)]
    assert audit.print_area.endswith("$H$1:$L$" + str(len(block) + 1))
    entries = {row[2]: row for row in block if row[2] in ("amend", "void")}
    assert entries["amend"][3].startswith("Measurement of GI-9")
    assert "solids_depth_in" in entries["amend"][4]
    assert entries["amend"][4].endswith("(solids misread)")
    assert entries["void"][4] == "voided: entered twice"
    assert not any(row[2] == "create" for row in block)
