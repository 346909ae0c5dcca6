"""The packet's pages per device: an interceptor's history, a trap's calendar (R1–R3).

Interceptors first, each on a page of its own: the chart the Maintenance page shows, its
pump-outs side by side with their manifests and flags, its sludge-height readings. Then
each trap as a calendar of its cleanings (:mod:`~fog_desktop.reports.trap_calendar`).
Then any other device's log. What is computed is plain data (testable without Qt); the
HTML is made at the edge.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from fog_desktop.database import Database
from fog_desktop.exchange import rows as rows_of
from fog_desktop.exchange.packet_files import files_by_source, packet_files
from fog_desktop.exchange.rows import Window
from fog_desktop.reports.device_page import (
    STYLE,
    amount_text,
    decimal_text,
    heading,
    list_table,
    open_items,
    readings_table,
)
from fog_desktop.reports.frequency_notes import frequency_html, trap_approvals_html
from fog_desktop.reports.packet_html import entered_html
from fog_desktop.reports.pdf import Part, escape
from fog_desktop.reports.sections.line_cleanings import line_note
from fog_desktop.reports.sludge_chart import chart_png
from fog_desktop.reports.sludge_readings import chart_data, summary
from fog_desktop.reports.trap_calendar import trap_part
from fog_desktop.rules.obligations import Obligation, ObligationKind, ObligationState
from fog_desktop.services import maintenance
from fog_desktop.services.devices import DeviceRow, list_devices
from fog_desktop.services.frequency import frequency_reports
from fog_desktop.services.frequency_approvals import ApprovalRow, list_approvals
from fog_desktop.services.maintenance import (
    FLAG_MANIFEST_MISSING,
    FLAG_PARTIAL,
    FLAG_RECORDED_PARTIAL,
    MaintenanceFilter,
    MaintenanceRow,
)
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.ordinances import profile_of
from models import LINE_CLEANINGS, DeviceType, PartialCheck, Service

#: The chart's size on paper: the page's width inside its margins, and at 300 dpi.
CHART_WIDTH_IN = 7.4
CHART_HEIGHT_IN = 2.6
CHART_DPI = 300
#: Qt sizes an image of the HTML at 96 units per inch, whatever the device it lays out for.
HTML_UNITS_PER_INCH = 96


# --- What is computed ---------------------------------------------------------------------


@dataclass(frozen=True)
class PumpOutLine:
    """One pump-out as the packet lists it (R2): ``flags`` in words, empty when none."""

    day: date
    gallons: Decimal | None
    hauler: str
    manifest_no: str
    found: str
    flags: tuple[str, ...]


def _found(pump_out: MaintenanceRow, readings: Sequence[MaintenanceRow]) -> str:
    """The level found at the pump-out (R1): its own reading, or one taken that day
    (before pumping, R8d). An older reading is never the level found."""
    if pump_out.percent is not None:
        return f"{pump_out.percent}%"
    same_day = [r for r in readings if r.service_date == pump_out.service_date]
    if same_day:
        return f"{same_day[-1].percent}%"
    return "not measured at the pump-out"


def pump_out_lines(
    rows: Sequence[MaintenanceRow], obligations: Iterable[Obligation], as_of: date
) -> list[PumpOutLine]:
    """The pump-outs among ``rows`` (one device's log, by date) with what the rules say of
    each: possibly partial or its manifest missing (R2), late against its frequency (R2),
    or late after a reading over 25% (R1)."""
    late: dict[date, list[str]] = defaultdict(list)
    for o in obligations:
        if o.met_on is None or o.state(as_of) != ObligationState.MET_LATE:
            continue
        if o.kind == ObligationKind.PUMP_OUT:
            late[o.met_on].append(f"Late: was due {o.due} (R2)")
        elif o.kind == ObligationKind.SERVICE_NOW:
            late[o.met_on].append(f"Late: service now was due {o.due}, a reading over 25% (R1)")
    readings = [r for r in rows if r.percent is not None and not r.is_void]
    lines = []
    for row in rows:
        if row.service != Service.PUMP_OUT or row.is_void:
            continue
        flags = list(late.get(row.service_date, ()))
        flags.extend(_partial_said(row))
        if typed := _typed_late(row):
            flags.append(f"Entered {typed} days later (R6)")
        if FLAG_MANIFEST_MISSING in row.flags:
            flags.append(f"Manifest missing: {row.manifest_problem} (R2)")
        lines.append(
            PumpOutLine(
                row.service_date,
                row.gallons_removed,
                row.hauler,
                row.manifest_no,
                _found(row, readings),
                tuple(flags),
            )
        )
    return lines


def _typed_late(row: MaintenanceRow) -> int | None:
    """The days after its date an entry was typed, when more than a week (R6)."""
    return None if row.entered is None else row.entered.days_late(row.service_date)


def _late_marks(rows: Sequence[MaintenanceRow]) -> dict[date, str]:
    """The mark of each entry typed late, by its date (R6)."""
    return {
        r.service_date: entered_html(r.entered, r.service_date)
        for r in rows
        if not r.is_void and _typed_late(r)
    }


def _imported_note(rows: Sequence[MaintenanceRow]) -> str:
    """How many of the log's entries an import brought in, and when (R6): said once for
    the device, where a mark on each of a long log's rows would hide the rest."""
    days = sorted({r.entered.on for r in rows if r.entered is not None and r.entered.imported})
    if not days:
        return ""
    count = sum(1 for r in rows if r.entered is not None and r.entered.imported)
    when = ", ".join(str(d) for d in days)
    return f'<p class="note">{count} of these entries were imported from a workbook on {when}.</p>'


def _partial_said(row: MaintenanceRow) -> list[str]:
    """How a pump-out under 90% of the capacity was settled, in words (R2)."""
    removed = (
        f" ({decimal_text(row.gallons_removed)} of {decimal_text(row.capacity_gal)} gal)"
        if row.gallons_removed is not None
        else ""
    )
    if FLAG_PARTIAL in row.flags:
        return [f"Possible partial pump-out{removed}, under 90%, not confirmed full: "
                "it met no pump-out (R2)"]  # fmt: skip
    if FLAG_RECORDED_PARTIAL in row.flags:
        return [f"Partial pump-out{removed}: it met no pump-out (R2). "
                f"{row.partial_check_note}".rstrip()]  # fmt: skip
    if row.partial_check == PartialCheck.CONFIRMED_FULL:
        return [f"Confirmed full by the manager{removed}: {row.partial_check_note}"]
    return []


# --- The pages ----------------------------------------------------------------------------


def device_parts(
    db: Database, est_id: int, window: Window, obligations: Sequence[Obligation] | None = None
) -> list[Part]:
    """One part per device in use in the window, interceptors first, then traps, then any
    other device; the devices voided as entered in error are named in one line.
    ``obligations`` (all history, as of the window's end) when the caller has them."""
    as_of = window.end
    devices = list_devices(db, est_id)
    in_use = [
        d
        for d in devices
        if not d.is_void and (d.in_service_since is None or d.in_service_since <= window.end)
    ]
    order = {DeviceType.INTERCEPTOR: 0, DeviceType.TRAP: 1}
    in_use.sort(key=lambda d: (order.get(DeviceType(d.type), 2), d.device_id))
    by_source: dict[str, list[Obligation]] = defaultdict(list)
    if obligations is None:
        obligations = obligations_for(db, est_id, as_of, all_history=True)
    for o in obligations:
        by_source[o.source].append(o)
    reports = {r.device_pk: r for r in frequency_reports(db, est_id, as_of)}
    approvals: dict[int, list[ApprovalRow]] = defaultdict(list)
    for approval in list_approvals(db, est_id):
        approvals[approval.device_pk].append(approval)
    limit = profile_of(db, est_id).limit_percent
    files = files_by_source(packet_files(db, est_id, window))
    parts = []
    for device in in_use:
        flt = MaintenanceFilter(
            device_id=device.device_id, status="in use", date_from=window.start,
            date_to=window.end, sort="date", descending=False,
        )  # fmt: skip
        logged = list(maintenance.iter_rows(db, est_id, flt, as_of=as_of))
        rows = [r for r in logged if r.service not in LINE_CLEANINGS]
        owed = by_source[f"devices:{device.id}"]
        if device.type == DeviceType.INTERCEPTOR:
            history = frequency_html(reports.get(device.id), files) + line_note(logged)
            parts.append(
                _interceptor_part(device, rows, owed, window, history, limit_percent=limit)
            )
        elif device.type == DeviceType.TRAP:
            said = trap_approvals_html(approvals[device.id], files) + line_note(logged)
            parts.append(trap_part(device, rows, owed, window, said))
        else:
            parts.append(_other_part(device, rows, owed, window, line_note(logged)))
    voided = [d for d in devices if d.is_void]
    note = ""
    if voided:
        names = "; ".join(f"{d.device_id} ({d.void_reason or 'no reason given'})" for d in voided)
        note = (
            f'<p class="note">Devices voided as entered in error, not shown: {escape(names)}.</p>'
        )
    if not parts:
        return [Part(STYLE + "<h2>Devices</h2><p>No grease control device in use in this "
                     f"window.</p>{note}")]  # fmt: skip
    if note:
        last = parts[-1]
        parts[-1] = Part(last.html + note, last.landscape, last.images)
    return parts


def _interceptor_part(
    device: DeviceRow,
    rows: Sequence[MaintenanceRow],
    owed: Sequence[Obligation],
    window: Window,
    frequency: str,
    *,
    limit_percent: Decimal,
) -> Part:
    """An interceptor's page (R1, R2, R8d): heading, chart, its frequency from the readings
    and its approvals, pump-outs, readings."""
    data = chart_data(device.device_id, rows, window.start, window.end, limit_percent)
    images: dict[str, bytes] = {}
    parts = [STYLE, heading(device)]
    if data.readings or data.pump_outs:
        name = f"chart-{device.id}.png"
        images[name] = chart_png(data, CHART_WIDTH_IN, CHART_HEIGHT_IN, CHART_DPI)
        width = round(CHART_WIDTH_IN * HTML_UNITS_PER_INCH)
        parts.append(f'<p><img src="{escape(name)}" width="{width}"></p>')
    parts.append(f'<p class="note">{escape(summary(data))}</p>')
    parts.append(frequency)
    parts.append(open_items(owed, window.end))
    lines = pump_out_lines(rows, owed, window.end)
    parts.append(_imported_note(rows))
    parts.append(f"<h3>Pump-outs ({len(lines)})</h3>")
    parts.append(f'<p class="note">{escape(pump_outs_said(rows, owed, window))}</p>')
    parts.append(_pump_out_table(lines) if lines else "<p>No pump-outs in this window.</p>")
    parts.append(f"<h3>Sludge-height readings ({len(data.readings)})</h3>")
    parts.append(
        readings_table(data.readings, _late_marks(rows))
        if data.readings
        else "<p>No sludge-height readings in this window (R1).</p>"
    )
    others = [r for r in rows if r.service == Service.INSPECTION]
    if others:
        days = ", ".join(str(r.service_date) for r in others)
        parts.append(f"<p>Inspections: {escape(days)}.</p>")
    return Part("".join(parts), images=images)


def pump_outs_said(
    rows: Sequence[MaintenanceRow], owed: Sequence[Obligation], window: Window
) -> str:
    """The pump-outs due in the window and how they went, counted as page 1 counts them
    (:func:`~fog_desktop.exchange.rows.due_counts`), beside the pump-outs listed: one that
    met no pump-out (R2) and a due date met before the window tell why the two differ."""
    due = [o for o in owed if o.kind == ObligationKind.PUMP_OUT]
    said = [f"{rows_of.due_counts(due, window).said('pump-out', 'pump-outs')} (R2)"]
    said += [
        f"the one due {o.due} met by the pump-out of {o.met_on}, before the window"
        for o in due
        if window.lists(o) and o.met_on is not None and o.met_on < window.start
    ]
    pumped = [r for r in rows if r.service == Service.PUMP_OUT and not r.is_void]
    full = sum(r.counts_as_full for r in pumped)
    listed = f"{len(pumped)} listed below: {full} full"
    if len(pumped) > full:
        listed += f", {len(pumped) - full} that met no pump-out (partial)"
    return "; ".join([*said, listed]) + "."


def _flags_html(flags: Sequence[str]) -> str:
    if not flags:
        return '<span class="ok">On time</span>'
    return "<br>".join(f'<span class="problem">{escape(f)}</span>' for f in flags)


def _pump_out_table(lines: Sequence[PumpOutLine]) -> str:
    return list_table(
        ["Date", "Gallons removed", "Hauler", "Manifest no.", "% of design depth found", "Flags"],
        (
            [
                str(line.day),
                amount_text(line.gallons),
                escape(line.hauler),
                escape(line.manifest_no) or "none",
                escape(line.found),
                _flags_html(line.flags),
            ]
            for line in lines
        ),
    )


def _other_part(
    device: DeviceRow,
    rows: Sequence[MaintenanceRow],
    owed: Sequence[Obligation],
    window: Window,
    lateral: str,
) -> Part:
    """Another grease control device: its log in the window, with the flags (R2), and
    where its lateral cleanings are (``lateral``, R8f)."""
    parts = [STYLE, heading(device), lateral, open_items(owed, window.end)]
    flags = {line.day: line.flags for line in pump_out_lines(rows, owed, window.end)}
    parts.append(f"<h3>Log ({len(rows)})</h3>")
    parts.append(_imported_note(rows))
    if not rows:
        parts.append("<p>No entries in this window.</p>")
        return Part("".join(parts))
    headers = ["Date", "Service", "% of design depth", "Gallons", "Hauler", "Manifest no."]
    lines = []
    marks = _late_marks(rows)
    for r in rows:
        if r.service == Service.PUMP_OUT:
            flagged = _flags_html(flags[r.service_date])
        else:
            flagged = marks.get(r.service_date, "")
        lines.append(
            [
                str(r.service_date),
                escape(r.service),
                f"{r.percent}%" if r.percent is not None else "",
                amount_text(r.gallons_removed),
                escape(r.hauler),
                escape(r.manifest_no),
                flagged,
            ]
        )
    parts.append(list_table([*headers, "Flags"], lines))
    return Part("".join(parts))
