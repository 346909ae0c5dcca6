"""Importing the records workbook: all or nothing, every problem named (records-workbook.md).

The whole import is one unit of work: each sheet's rows are read and checked
(import_rows.py) and stored step by step (import_steps.py); when any row is refused, the
unit is rolled back and every problem is listed as sheet, row, column and reason.
"""

from __future__ import annotations

import zipfile
import zlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import date
from difflib import get_close_matches
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

from sqlalchemy import select
from sqlalchemy.orm import Session

from fog_desktop.audit import IMPORTED_FROM, Action, append, import_reason
from fog_desktop.database import Database
from fog_desktop.errors import FogError
from fog_desktop.exchange import archive, layout, sheets
from fog_desktop.exchange.archive import WorkbookRefused
from fog_desktop.exchange.import_reader import Book, open_book
from fog_desktop.exchange.import_rows import ImportProblem, read_rows
from fog_desktop.exchange.import_steps import ImportSteps
from fog_desktop.exchange.sheet_bounds import check_bounds
from fog_desktop.i18n import noop, translate
from fog_desktop.services import establishments, records_begin
from fog_desktop.services.establishments import EstablishmentInput
from models import Establishment

FORBIDDEN_CHARACTER = noop(
    "Import",
    "the cell holds a character a workbook may not contain (NUL or another control "
    "character); delete it and type the text again",
)
#: How alike a sheet's name must be to one of ours to be taken for a misspelling.
MISSPELT = 0.8


class ImportRefused(FogError):
    """The workbook was not imported; ``problems`` say where and why. Nothing was stored."""

    def __init__(self, problems: list[ImportProblem]) -> None:
        self.problems = problems
        count = len(problems)
        super().__init__(
            translate("ImportRefused", "%n problem(s); nothing was imported", None, count)
        )


@dataclass
class ImportReport:
    establishment: str
    added: dict[str, int] = field(default_factory=dict)
    #: The rows already there, by sheet: their row numbers.
    skipped: dict[str, list[int]] = field(default_factory=dict)
    unknown_sheets: list[str] = field(default_factory=list)
    dry_run: bool = False
    #: The day the establishment's records began and the earliest imported day, when
    #: that is earlier (R9): older logs brought in.
    earlier: tuple[date, date] | None = None
    #: Whether the import moved the day the records begin to the earliest imported one.
    moved: bool = False

    def already_there(self) -> str:
        """The rows left as they are, by sheet with their lines: "2 Maintenance (rows
        4-5, 9)". Each counts once, so the user can find them in the file."""
        return ", ".join(
            f"{len(rows)} {sheet} ({_lines(rows)})" for sheet, rows in self.skipped.items()
        )


def _lines(rows: list[int]) -> str:
    """Row numbers as runs: "row 4", "rows 4-5, 9"."""
    runs: list[list[int]] = []
    for number in sorted(rows):
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    listed = ", ".join(str(r[0]) if len(r) == 1 else f"{r[0]}-{r[-1]}" for r in runs)
    word = translate("ImportReport", "row") if len(rows) == 1 else translate("ImportReport", "rows")
    return f"{word} {listed}"


#: What an import tells as it goes: the rows read so far, of how many (header rows too).
Progress = Callable[[int, int], None]
#: Rows read between two tellings: often enough for a bar to move, rarely enough to cost
#: nothing.
TELL_EVERY = 1000


class _Told:
    """Counts the rows read of every sheet and tells ``progress`` every so often."""

    def __init__(self, progress: Progress | None, total: int) -> None:
        self.progress = progress
        self.total = total
        self.done = 0

    def rows(self, rows: Iterator[Sequence[Any]]) -> Iterator[Sequence[Any]]:
        for row in rows:
            yield row
            self.done += 1
            if self.progress is not None and self.done % TELL_EVERY == 0:
                self.progress(self.done, max(self.done, self.total))

    def finished(self) -> None:
        if self.progress is not None:
            self.progress(self.done, self.done)


class _DryRun(Exception):
    """Rolls the unit of work back after a successful check."""


def _establishment(session: Session, name: str, actor: str) -> Establishment:
    found = session.scalar(
        select(Establishment).where(Establishment.name == name, Establishment.voided_at.is_(None))
    )
    return found or establishments.add(session, EstablishmentInput(name=name), actor)


def import_workbook(
    db: Database,
    path: Path,
    establishment: str | None,
    actor: str,
    *,
    today: date,
    dry_run: bool = False,
    progress: Progress | None = None,
    move_records_begin: bool = True,
) -> ImportReport:
    """Import ``path`` into the named establishment (created when it does not exist; by
    default the name on the workbook's Cover). Raises WorkbookRefused, in one sentence,
    for a file that can't be read as a workbook, and ImportRefused with every problem.
    ``progress`` hears how many rows of how many were read, now and then (issue 16 §3).
    Records older than the day the establishment's records begin move that day to the
    earliest of them, unless ``move_records_begin`` is False (R9)."""
    archive.check(path)
    try:
        check_bounds(path, _wanted())
        return _import(
            db, path, establishment, actor, today=today, dry_run=dry_run, progress=progress,
            move=move_records_begin,
        )  # fmt: skip
    except (zipfile.BadZipFile, zlib.error, EOFError):
        raise archive.reading_failure(path) from None
    except ElementTree.ParseError as exc:
        raise _forbidden_character(path, exc) from None


def _wanted() -> set[str]:
    """The sheets an import reads."""
    return {layout.COVER, *(s.name for s in sheets.IMPORTABLE)}


def _import(
    db: Database,
    path: Path,
    establishment: str | None,
    actor: str,
    *,
    today: date,
    dry_run: bool,
    progress: Progress | None,
    move: bool,
) -> ImportReport:
    book = open_book(path, _wanted())
    try:
        return _import_sheets(
            db, book, path, establishment, actor, today=today, dry_run=dry_run, progress=progress,
            move=move,
        )  # fmt: skip
    finally:
        book.close()


def _import_sheets(
    db: Database,
    book: Book,
    path: Path,
    establishment: str | None,
    actor: str,
    *,
    today: date,
    dry_run: bool,
    progress: Progress | None,
    move: bool,
) -> ImportReport:
    report = ImportReport(establishment="", dry_run=dry_run)
    report.unknown_sheets = _unknown_sheets(book.sheetnames)
    name = establishment or _cover_name(book)
    if not name:
        raise WorkbookRefused(
            translate(
                "Import",
                "Name the establishment to import into: the workbook has no Cover that names it.",
            )
        )
    report.establishment = name
    try:
        with db.write() as session:
            # Each record says it was imported, and from which file (R6): it was not
            # written at the time, whatever its date.
            session.info[IMPORTED_FROM] = import_reason(path.name, today)
            est = _establishment(session, name, actor)
            before = records_begin.last_audit_entry(session)
            steps = ImportSteps(session, est, actor, today)
            present = [
                (s.sheet, s.store)
                for s in sheets.IMPORTED
                if s.store is not None and s.sheet.name in book.sheetnames
            ]
            told = _Told(progress, sum(book.size(sheet.name) for sheet, _ in present))
            for sheet, store in present:
                for row in read_rows(sheet, told.rows(book.rows(sheet.name)), steps.problems):
                    store(steps, sheet, row)
                steps.sheet_done()
            told.finished()
            if steps.problems:
                raise ImportRefused(steps.problems)
            append(
                session, action=Action.IMPORT, record=est, label=f"Import of {path.name}",
                establishment_id=est.id, before=None, actor=actor,
                reason=f"added {sum(steps.added.values())} records from {path.name}",
            )  # fmt: skip
            report.added, report.skipped = steps.added, steps.skipped
            report.earlier = _earlier(session, est, before)
            if report.earlier is not None and move:
                _move(session, est, report.earlier[1], path, actor)
                report.moved = True
            if dry_run:
                raise _DryRun
    except _DryRun:
        pass
    return report


def _earlier(session: Session, est: Establishment, before: int) -> tuple[date, date] | None:
    """The day the records begin and the earliest day imported, when that is earlier (R9)."""
    begins = est.records_begin
    earliest = records_begin.earliest_since(session, est.id, before)
    if begins is None or earliest is None or earliest >= begins:
        return None
    return begins, earliest


def _move(session: Session, est: Establishment, day: date, path: Path, actor: str) -> None:
    reason = f"older records imported from {path.name}"
    establishments.move_records_begin(session, est, day, actor, reason)


def _unknown_sheets(names: list[str]) -> list[str]:
    """The sheets that are not ours; one whose name is close to ours is refused, as a
    misspelt sheet skipped would drop its records without a word."""
    known = [layout.COVER, *(s.name for s in sheets.DATA_SHEETS)]
    by_lower = {k.lower(): k for k in known}
    unknown = [n for n in names if n not in known]
    for name in unknown:
        close = get_close_matches(name.lower(), list(by_lower), n=1, cutoff=MISSPELT)
        if close:
            raise WorkbookRefused(
                translate(
                    "Import",
                    "The workbook has a sheet {sheet} that FOG Desktop does not know; "
                    "did you mean {known}?",
                ).format(sheet=repr(name), known=repr(by_lower[close[0]]))
            )
    return unknown


def _forbidden_character(path: Path, exc: ElementTree.ParseError) -> FogError:
    """The cell XML refused, by sheet, row and column, or the file's damage in words."""
    place = archive.locate_illegal_character(path)
    if place is None:
        return WorkbookRefused(
            translate(
                "Import", "The file {path} is damaged ({error}); save it again from Excel."
            ).format(path=path, error=exc)
        )
    reason = translate("Import", FORBIDDEN_CHARACTER)
    if place.row:
        return ImportRefused([ImportProblem(place.sheet, place.row, place.column, reason)])
    return WorkbookRefused(
        translate("Import", "The sheet {sheet} of {path}: {reason}.").format(
            sheet=repr(place.sheet), path=path, reason=reason
        )
    )


def _cover_name(book: Book) -> str:
    if layout.COVER not in book.sheetnames:
        return ""
    for key, value, *_ in book.rows(layout.COVER):
        if key == layout.COVER_NAME:
            return str(value or "").strip()
    return ""
