"""Exporting the records workbook from a restaurant group's database (issue 6 §4).

Three cases on the group database of group_dataset.py: the busy establishment's two years
(the packet an inspector asks for), its whole ten years, and every establishment's ten
years (one workbook each, about 200,000 log rows in all). Each is set next to its floor:
a plain openpyxl write-only dump of the same stored rows, one query a sheet, no styles,
no derived values. The export does more than the floor by design: the Obligations sheet
(computed from the log, no stored rows to dump), the percent of design depth and status
of each row, date and number formats, and the audit-trail verification on the cover.

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

from benchmarks.figures import Figure, machine, peak_rss, print_table
from benchmarks.group_dataset import AS_OF, ESTABLISHMENTS, YEARS, establishment_name
from fog_desktop import ordinance
from fog_desktop.audit import verify
from fog_desktop.config import SQLITE_FILE_NAME
from fog_desktop.database import Database
from fog_desktop.exchange.rows import Window
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

REPEATS = 3
#: Case name: (who, years). "busy" is the first establishment; "group" is all of them.
CASES = {
    "busy, 2 years": ("busy", 2),
    f"busy, {YEARS} years": ("busy", YEARS),
    f"all {ESTABLISHMENTS} establishments, {YEARS} years": ("group", YEARS),
}


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


def floor_workbook(db: Database, est_id: int, path: Path, window: Window) -> dict[str, int]:
    """The floor: the same stored rows dumped with openpyxl's write-only mode, nothing else."""
    wb = Workbook(write_only=True)
    counts = {}
    for name, query in _floor_queries(est_id, window).items():
        ws = wb.create_sheet(name)
        count = 0
        for row in _streamed(db, query):
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


def measure(folder: Path, case: str, method: str) -> dict[str, Any]:
    """One run, in this process: export or floor of one case; time, peak memory, rows."""
    # Opened without open_database's daily backup: copying the 200 MB file would set the
    # process's peak memory before the export starts.
    db = Database(f"sqlite:///{folder / SQLITE_FILE_NAME}")
    who, years = CASES[case]
    window = _window(years)
    ids = _establishments(db, who)
    base = peak_rss()
    counts: dict[str, int] = {}
    with tempfile.TemporaryDirectory(prefix="fog-bench-xlsx-") as out:
        start = time.perf_counter()
        for est_id in ids:
            path = Path(out) / f"{est_id}.xlsx"
            if method == "export":
                written = export_workbook(db, est_id, path, window).per_sheet
            else:
                written = floor_workbook(db, est_id, path, window)
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


def _median_run(folder: Path, case: str, method: str, repeats: int) -> dict[str, Any]:
    runs = [_run(folder, case, method) for _ in range(repeats)]
    chosen = sorted(runs, key=lambda r: r["seconds"])[len(runs) // 2]
    chosen["seconds"] = statistics.median(r["seconds"] for r in runs)
    return chosen


def _figures(case: str, export: dict[str, Any], floor: dict[str, Any]) -> Iterable[Figure]:
    log_rows = export["rows"]["Maintenance"]
    written = sum(export["rows"].values())
    dumped = sum(floor["rows"].values())
    yield Figure(f"{case}: export, {written:,} rows ({log_rows:,} log rows)",
                 export["seconds"], "s")  # fmt: skip
    yield Figure(f"{case}: floor, {dumped:,} stored rows dumped", floor["seconds"], "s")
    yield Figure(f"{case}: export / floor", export["seconds"] / floor["seconds"], "×")
    yield Figure(f"{case}: of the export, the audit verification alone",
                 export["verify_seconds"], "s")  # fmt: skip
    without = export["seconds"] - export["verify_seconds"]
    yield Figure(f"{case}: export without the verification / floor",
                 without / floor["seconds"], "×")  # fmt: skip
    yield Figure(f"{case}: export, peak resident size (before: {export['base_mib']:.0f})",
                 export["peak_mib"], "MiB")  # fmt: skip
    yield Figure(f"{case}: floor, peak resident size (before: {floor['base_mib']:.0f})",
                 floor["peak_mib"], "MiB")  # fmt: skip


def _check_same_rows(case: str, export: dict[str, Any], floor: dict[str, Any]) -> None:
    """The floor must dump the rows the export writes, or the ratio compares nothing."""
    for sheet, dumped in floor["rows"].items():
        if sheet != "Attachments" and export["rows"][sheet] != dumped:
            raise SystemExit(
                f"{case}: the floor dumped {dumped} rows of {sheet}, the export wrote "
                f"{export['rows'][sheet]}"
            )


def run(folder: Path, log_rows: int, built: float) -> list[Figure]:
    figures: list[Figure] = []
    for case in CASES:
        repeats = REPEATS if CASES[case][1] == 2 else 1
        export = _median_run(folder, case, "export", repeats)
        floor = _median_run(folder, case, "floor", repeats)
        _check_same_rows(case, export, floor)
        figures += _figures(case, export, floor)
    print_table(
        "FOG Desktop: exporting the records workbook (.xlsx) from a group's database",
        [
            f"{log_rows:,} log rows of {ESTABLISHMENTS} establishments over {YEARS} years, "
            f"SQLite, built in {built:.0f} s (not measured below)",
            machine(),
            f"Two-year times are the median of {REPEATS} runs; ten-year ones, one run.",
        ],
        figures,
    )
    return figures


def main() -> None:
    """``python -m benchmarks.packet_export FOLDER CASE export|floor``: one run, as JSON."""
    folder, case, method = sys.argv[1:4]
    print(json.dumps(measure(Path(folder), case, method)))


if __name__ == "__main__":
    main()
