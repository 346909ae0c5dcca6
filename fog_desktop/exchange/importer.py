"""Importing the records workbook: all or nothing, every problem named (records-workbook.md).

The whole import is one unit of work: each sheet's rows are read and checked
(import_rows.py) and stored step by step (import_steps.py); when any row is refused, the
unit is rolled back and every problem is listed as sheet, row, column and reason.
"""

from __future__ import annotations

import zipfile
import zlib
from dataclasses import dataclass, field
from datetime import date
from difflib import get_close_matches
from functools import partial
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

from openpyxl import load_workbook
from sqlalchemy import select
from sqlalchemy.orm import Session

from fog_desktop.audit import Action, append
from fog_desktop.database import Database
from fog_desktop.errors import FogError
from fog_desktop.exchange import archive, layout
from fog_desktop.exchange.archive import WorkbookRefused
from fog_desktop.exchange.import_rows import ImportProblem, read_rows
from fog_desktop.exchange.import_steps import ImportSteps
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import plural
from fog_desktop.services import establishments
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
        count = plural(
            len(problems),
            translate("ImportRefused", "problem"),
            translate("ImportRefused", "problems"),
        )
        super().__init__(
            translate("ImportRefused", "{count}; nothing was imported").format(count=count)
        )


@dataclass
class ImportReport:
    establishment: str
    added: dict[str, int] = field(default_factory=dict)
    skipped: dict[str, int] = field(default_factory=dict)
    unknown_sheets: list[str] = field(default_factory=list)
    dry_run: bool = False


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
) -> ImportReport:
    """Import ``path`` into the named establishment (created when it does not exist; by
    default the name on the workbook's Cover). Raises WorkbookRefused, in one sentence,
    for a file that can't be read as a workbook, and ImportRefused with every problem."""
    archive.check(path)
    try:
        return _import(db, path, establishment, actor, today=today, dry_run=dry_run)
    except (zipfile.BadZipFile, zlib.error, EOFError):
        raise archive.reading_failure(path) from None
    except ElementTree.ParseError as exc:
        raise _forbidden_character(path, exc) from None


def _import(
    db: Database, path: Path, establishment: str | None, actor: str, *, today: date, dry_run: bool
) -> ImportReport:
    # From an open file, so that openpyxl does not judge the file by its extension.
    with path.open("rb") as handle:
        try:
            wb = load_workbook(handle, read_only=True)
        except KeyError:
            raise WorkbookRefused(
                translate(
                    "Import", "The file {path} is a zip archive, not an Excel workbook (.xlsx)."
                ).format(path=path)
            ) from None
        except (OSError, ValueError) as exc:
            raise WorkbookRefused(
                translate(
                    "Import", "The file {path} can't be read as an Excel workbook ({error})."
                ).format(path=path, error=exc)
            ) from None
        try:
            return _import_sheets(db, wb, path, establishment, actor, today=today, dry_run=dry_run)
        finally:
            wb.close()


def _import_sheets(
    db: Database,
    wb: Any,
    path: Path,
    establishment: str | None,
    actor: str,
    *,
    today: date,
    dry_run: bool,
) -> ImportReport:
    report = ImportReport(establishment="", dry_run=dry_run)
    report.unknown_sheets = _unknown_sheets(wb.sheetnames)
    name = establishment or _cover_name(wb)
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
            est = _establishment(session, name, actor)
            steps = ImportSteps(session, est, actor, today)
            # Devices and employees first: the log, manifests and training refer to them;
            # a missed half is told from the training, so its explanation comes after; a
            # notice names the inspection that found it.
            order = {
                "Devices": steps.devices,
                "Employees": steps.employees,
                "Manifests": steps.manifests,
                "Maintenance": steps.maintenance,
                "Training": steps.training,
                "Incidents": steps.incidents,
                "Missed training": steps.missed_training,
                "City inspections": steps.city_inspections,
                "Notices of violation": steps.notices_of_violation,
                "Compliance milestones": steps.compliance_milestones,
                "Frequency approvals": steps.frequency_approvals,
                "Self-inspection": steps.self_inspection,
                # a fee payment names its waiver, so the waivers come first
                "Planned changes": steps.planned_changes,
                "Waivers": steps.waivers,
                "Waiver fees": steps.waiver_fees,
            }
            for sheet_name, step in order.items():
                if sheet_name not in wb.sheetnames:
                    continue
                sheet = next(s for s in layout.IMPORTABLE if s.name == sheet_name)
                for row in read_rows(sheet, wb[sheet_name], steps.problems):
                    steps.store(sheet, row, partial(step, row))
            if steps.problems:
                raise ImportRefused(steps.problems)
            append(
                session, action=Action.IMPORT, record=est, label=f"Import of {path.name}",
                establishment_id=est.id, before=None, actor=actor,
                reason=f"added {sum(steps.added.values())} records from {path.name}",
            )  # fmt: skip
            report.added, report.skipped = steps.added, steps.skipped
            if dry_run:
                raise _DryRun
    except _DryRun:
        pass
    return report


def _unknown_sheets(names: list[str]) -> list[str]:
    """The sheets that are not ours; one whose name is close to ours is refused, as a
    misspelt sheet skipped would drop its records without a word."""
    known = [layout.COVER, *(s.name for s in layout.DATA_SHEETS)]
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


def _cover_name(wb: Any) -> str:
    if layout.COVER not in wb.sheetnames:
        return ""
    for key, value, *_ in wb[layout.COVER].iter_rows(values_only=True):
        if key == "Records packet of":
            return str(value or "").strip()
    return ""
