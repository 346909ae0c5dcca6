"""Exporting the records workbook from a restaurant group's database (issue 6 §4).

Three cases on the group database of group_dataset.py: the busy establishment's two years
(the packet an inspector asks for), its whole ten years, and every establishment's ten
years (one workbook each, about 200,000 log rows in all). Each is set next to its floor:
a plain openpyxl write-only dump of the same rows, one query a sheet for the stored ones,
no styles, no derived columns; the Obligations sheet's rows, which no query holds, are
computed before the floor's clock starts and dumped as values (issue 16 §2: a third of
the workbook). The export does more than the floor by design: it computes those
obligations, the percent of design depth and status of each row, date and number
formats, and the audit-trail verification on the cover.

Issue 16's Target D is measured on the busy two years: the export with its verification
given (the figure without it) and the export as a user runs it, verification included,
each against the floor.

Each run is a process of its own, so that its peak resident size is that export's alone;
memory that does not grow with the row count shows as the same peak for two years and
for ten.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable, Iterator
from datetime import UTC, datetime, timedelta
from datetime import time as clock
from pathlib import Path
from typing import Any

from openpyxl import Workbook
from sqlalchemy import Select, or_, select

from benchmarks.figures import Figure, Target, machine, peak_rss, print_table
from benchmarks.group_dataset import AS_OF, ESTABLISHMENTS, YEARS, establishment_name
from fog_desktop import ordinance
from fog_desktop.audit import verify
from fog_desktop.config import SQLITE_FILE_NAME
from fog_desktop.database import Database
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.sheets import obligations as obligations_sheet
from fog_desktop.exchange.verifying import verification
from fog_desktop.exchange.workbook import export_workbook
from fog_desktop.rules.dates import add_months
from fog_desktop.services.establishments import list_establishments
from models import (
    Attachment,
    AuditEntry,
    Device,
    Employee,
    Incident,
    MaintenanceEntry,
    Manifest,
    SignOff,
    TrainingSession,
)

REPEATS = 5
#: Case name: (who, years). "busy" is the first establishment; "group" is all of them.
CASES = {
    "busy, 2 years": ("busy", 2),
    f"busy, {YEARS} years": ("busy", YEARS),
    f"all {ESTABLISHMENTS} establishments, {YEARS} years": ("group", YEARS),
}
#: The case issue 16's Target D is measured on: the packet an inspector asks for.
TARGET_CASE = "busy, 2 years"


def _window(years: int) -> Window:
    if years == 2:
        return Window.two_years_to(AS_OF, ordinance.default())
    return Window(add_months(AS_OF, -12 * years) + timedelta(days=1), AS_OF)


def _floor_queries(est_id: int, window: Window) -> dict[str, Select[Any]]:
    """One query a sheet, for the stored rows the export writes to it."""
    start, end = window.start, window.end
    first = datetime.combine(start, clock(), tzinfo=UTC)
    after = datetime.combine(end + timedelta(days=1), clock(), tzinfo=UTC)
    return {
        "Devices": select(
            Device.device_id, Device.type, Device.location, Device.capacity_gal,
            Device.design_depth_in, Device.frequency_number, Device.in_service_since,
            Device.notes, Device.voided_at,
        ).where(Device.establishment_id == est_id),
        "Maintenance": select(
            MaintenanceEntry.service_date, Device.device_id, MaintenanceEntry.service,
            MaintenanceEntry.fog_depth_in, MaintenanceEntry.solids_depth_in,
            MaintenanceEntry.gallons_removed, MaintenanceEntry.hauler,
            MaintenanceEntry.manifest_no, MaintenanceEntry.performed_by, MaintenanceEntry.notes,
            MaintenanceEntry.voided_at,
        )
        .join(Device, Device.id == MaintenanceEntry.device_pk)
        .where(MaintenanceEntry.establishment_id == est_id,
               MaintenanceEntry.service_date.between(start, end))
        .order_by(MaintenanceEntry.service_date, MaintenanceEntry.id),
        "Manifests": select(
            Manifest.manifest_no, Manifest.manifest_date, Manifest.hauler,
            Manifest.hauler_registration_no, Manifest.driver, Manifest.waste_type,
            Manifest.gallons, Manifest.disposal_site, Manifest.disposal_site_address,
            Manifest.invoice_no, Manifest.invoice_amount, Manifest.voided_at,
        ).where(Manifest.establishment_id == est_id, Manifest.manifest_date.between(start, end)),
        "Employees": select(
            Employee.employee_id, Employee.name, Employee.role, Employee.hire_date,
            Employee.end_date, Employee.voided_at,
        ).where(Employee.establishment_id == est_id, Employee.hire_date <= end,
                or_(Employee.end_date.is_(None), Employee.end_date >= start)),
        "Training": select(
            TrainingSession.session_date, Employee.employee_id, Employee.name,
            TrainingSession.kind, TrainingSession.trainer, TrainingSession.topics,
            SignOff.method, SignOff.voided_at,
        )
        .join(TrainingSession, TrainingSession.id == SignOff.session_id)
        .join(Employee, Employee.id == SignOff.employee_pk)
        .where(SignOff.establishment_id == est_id,
               TrainingSession.session_date.between(start, end)),
        "Incidents": select(
            Incident.incident_no, Incident.incident_date, Incident.incident_time, Incident.kind,
            Incident.description, Incident.blockage_or_sso_possible, Incident.reasons,
            Incident.immediate_steps, Incident.preventive_steps, Incident.confirmation_sent_on,
            Incident.confirmation_method, Incident.voided_at,
        ).where(Incident.establishment_id == est_id, Incident.incident_date.between(start, end)),
        "Attachments": select(
            Attachment.id, Attachment.owner_table, Attachment.original_name,
            Attachment.media_type, Attachment.size, Attachment.sha256,
        ).where(Attachment.establishment_id == est_id, Attachment.voided_at.is_(None)),
        "Audit": select(
            AuditEntry.at, AuditEntry.actor, AuditEntry.action, AuditEntry.record_label,
            AuditEntry.reason, AuditEntry.entry_hash,
        )
        .where(AuditEntry.establishment_id == est_id, AuditEntry.at >= first,
               AuditEntry.at < after)
        .order_by(AuditEntry.id),
    }  # fmt: skip


def _streamed(db: Database, query: Select[Any]) -> Iterator[tuple[Any, ...]]:
    with db.read() as session:
        for row in session.connection().execute(query.execution_options(yield_per=2000)):
            yield tuple(row)


def floor_workbook(
    db: Database, est_id: int, path: Path, window: Window, obligations: list[list[Any]]
) -> dict[str, int]:
    """The floor: the same rows dumped with openpyxl's write-only mode, nothing else;
    ``obligations`` are the Obligations sheet's rows, computed beforehand."""
    wb = Workbook(write_only=True)
    sheets: dict[str, Iterable[Any]] = {"Obligations": obligations}
    sheets |= {name: _streamed(db, query) for name, query in _floor_queries(est_id, window).items()}
    counts = {}
    for name, source in sheets.items():
        ws = wb.create_sheet(name)
        count = 0
        for row in source:
            ws.append(row)
            count += 1
        counts[name] = count
    wb.save(path)
    return counts


def _establishments(db: Database, who: str) -> list[int]:
    found = {e.name: e.id for e in list_establishments(db)}
    if who == "busy":
        return [found[establishment_name(1)]]
    return sorted(found.values())


#: What one run measures: the export as a user runs it, the export with its verification
#: done beforehand (given to it, as the twenty-workbook batch does), or the floor.
METHODS = ("export", "without verification", "floor")


def _prepared(db: Database, ids: list[int], window: Window, method: str) -> dict[int, Any]:
    """What a run is given before its clock starts: the verification's report, or the
    floor's Obligations rows."""
    if method == "without verification":
        return {est_id: verification(db, est_id) for est_id in ids}
    if method == "floor":
        return {est_id: obligations_sheet.obligations(db, est_id, window).listed for est_id in ids}
    return {}


def _write(
    db: Database, est_id: int, path: Path, window: Window, *, method: str, given: Any
) -> Any:
    if method == "floor":
        return floor_workbook(db, est_id, path, window, given)
    return export_workbook(db, est_id, path, window, verification=given).per_sheet


def measure(folder: Path, case: str, method: str) -> dict[str, Any]:
    """One run, in this process: export or floor of one case; time, peak memory, rows."""
    # Opened without open_database's daily backup: copying the 200 MB file would set the
    # process's peak memory before the export starts.
    db = Database(f"sqlite:///{folder / SQLITE_FILE_NAME}")
    who, years = CASES[case]
    window = _window(years)
    ids = _establishments(db, who)
    given = _prepared(db, ids, window, method)
    base = peak_rss()
    counts: dict[str, int] = {}
    with tempfile.TemporaryDirectory(prefix="fog-bench-xlsx-") as out:
        start = time.perf_counter()
        for est_id in ids:
            path = Path(out) / f"{est_id}.xlsx"
            written = _write(db, est_id, path, window, method=method, given=given.get(est_id))
            for sheet, count in written.items():
                counts[sheet] = counts.get(sheet, 0) + count
        seconds = time.perf_counter() - start
    result: dict[str, Any] = {
        "seconds": seconds, "peak_mib": peak_rss(), "base_mib": base, "rows": counts,
    }  # fmt: skip
    if method == "export":
        start = time.perf_counter()
        with db.read() as session:
            for est_id in ids:
                assert verify(session, est_id).ok
        result["verify_seconds"] = time.perf_counter() - start
    db.dispose()
    return result


def _run(folder: Path, case: str, method: str) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.packet_export", str(folder), case, method],
        check=True, capture_output=True, text=True,
    )  # fmt: skip
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def _median_runs(
    folder: Path, case: str, methods: tuple[str, ...], repeats: int
) -> dict[str, dict[str, Any]]:
    """Each method's median run, the methods taking turns so that a busy moment of the
    machine falls on all of them alike; ``fastest`` is kept beside the median."""
    runs: dict[str, list[dict[str, Any]]] = {method: [] for method in methods}
    for _ in range(repeats):
        for method in methods:
            runs[method].append(_run(folder, case, method))
    chosen = {}
    for method, done in runs.items():
        chosen[method] = sorted(done, key=lambda r: r["seconds"])[len(done) // 2]
        chosen[method]["seconds"] = statistics.median(r["seconds"] for r in done)
        chosen[method]["fastest"] = min(r["seconds"] for r in done)
    return chosen


def _figures(case: str, measured: dict[str, dict[str, Any]]) -> Iterable[Figure]:
    export, floor = measured["export"], measured["floor"]
    log_rows = export["rows"]["Maintenance"]
    written = sum(export["rows"].values())
    dumped = sum(floor["rows"].values())
    yield Figure(f"{case}: export, {written:,} rows ({log_rows:,} log rows)",
                 export["seconds"], "s")  # fmt: skip
    yield Figure(f"{case}: floor, {dumped:,} rows dumped", floor["seconds"], "s")
    yield Figure(f"{case}: export / floor", export["seconds"] / floor["seconds"], "×")
    yield Figure(f"{case}: the audit verification alone, after the export",
                 export["verify_seconds"], "s")  # fmt: skip
    if "without verification" in measured:
        without = measured["without verification"]["seconds"]
        yield Figure(f"{case}: export, its verification given", without, "s")
        yield Figure(f"{case}: export, its verification given / floor",
                     without / floor["seconds"], "×")  # fmt: skip
    yield Figure(f"{case}: export, peak resident size (before: {export['base_mib']:.0f})",
                 export["peak_mib"], "MiB")  # fmt: skip
    yield Figure(f"{case}: floor, peak resident size (before: {floor['base_mib']:.0f})",
                 floor["peak_mib"], "MiB")  # fmt: skip


def _targets(case: str, measured: dict[str, dict[str, Any]]) -> list[Target]:
    """Issue 16's Target D: the export without and with its verification, each against
    the floor."""
    floor = measured["floor"]["seconds"]
    return [
        Target("D", f"export {case}, verification given",
               measured["without verification"]["seconds"], "s", goal=1.2, floor=floor),
        Target("D", f"export {case}, verification included",
               measured["export"]["seconds"], "s", goal=1.5, floor=floor),
    ]  # fmt: skip


def _check_same_rows(case: str, export: dict[str, Any], floor: dict[str, Any]) -> None:
    """The floor must dump the rows the export writes, or the ratio compares nothing."""
    for sheet, dumped in floor["rows"].items():
        if sheet != "Attachments" and export["rows"][sheet] != dumped:
            raise SystemExit(
                f"{case}: the floor dumped {dumped} rows of {sheet}, the export wrote "
                f"{export['rows'][sheet]}"
            )


def run(folder: Path, log_rows: int, built: float) -> list[Target]:
    figures: list[Figure] = []
    targets: list[Target] = []
    for case in CASES:
        if case == TARGET_CASE:
            measured = _median_runs(folder, case, METHODS, REPEATS)
            targets += _targets(case, measured)
        else:
            measured = _median_runs(folder, case, ("export", "floor"), 1)
        _check_same_rows(case, measured["export"], measured["floor"])
        figures += _figures(case, measured)
    print_table(
        "FOG Desktop: exporting the records workbook (.xlsx) from a group's database",
        [
            f"{log_rows:,} log rows of {ESTABLISHMENTS} establishments over {YEARS} years, "
            f"SQLite, built in {built:.0f} s (not measured below)",
            machine(),
            f"Two-year times are the median of {REPEATS} runs, the methods taking turns; "
            "ten-year ones, one run.",
        ],
        figures,
    )
    return targets


def main() -> None:
    """``python -m benchmarks.packet_export FOLDER CASE METHOD``: one run, as JSON."""
    folder, case, method = sys.argv[1:4]
    print(json.dumps(measure(Path(folder), case, method)))


if __name__ == "__main__":
    main()
