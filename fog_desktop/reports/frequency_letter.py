"""The request to the FOG program manager for a change of an interceptor's maintenance
frequency, as a PDF (rules.md R8d; the ordinance's Interceptor maintenance E.4).

E.4 puts the burden on the restaurant: the request shows the average accumulation over
time and that the frequency asked for keeps the interceptor at or under 25%. So the
letter carries the interceptor, each pump-out cycle with its highest reading and rate,
the readings and their chart, the average and highest rates, the frequency asked for
and a statement of compliance. It is drafted from the template
``resources/letter/frequency-request.html`` with the confirmation letter's machinery
(:mod:`fog_desktop.reports.letter`), so the owners edit its wording the same way.
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from pathlib import Path

from fog_desktop.database import Database
from fog_desktop.errors import ValidationError
from fog_desktop.reports.device_page import decimal_text, list_table, readings_table
from fog_desktop.reports.letter import (
    filled,
    label_table,
    long_date,
    sender_values,
)
from fog_desktop.reports.pdf import escape, write_pdf
from fog_desktop.reports.sludge_chart import chart_png
from fog_desktop.reports.sludge_readings import ChartData, load_chart_data
from fog_desktop.rules.frequency import Analysis
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.rules.pumpout import Frequency
from fog_desktop.services.devices import DeviceRow, list_devices
from fog_desktop.services.establishments import EstablishmentRow, get_establishment
from fog_desktop.services.frequency import frequency_report
from fog_desktop.services.ordinances import profile_of

TEMPLATE = ("letter", "frequency-request.html")
CHART = "chart.png"
#: The chart's size on the letter's page, inside its margins, at 300 dpi; Qt lays an
#: image of the HTML out at 96 units per inch.
CHART_WIDTH_IN = 6.8
CHART_HEIGHT_IN = 2.4
CHART_DPI = 300
HTML_UNITS_PER_INCH = 96


def rate_text(rate: Decimal) -> str:
    """0.67% a day: an accumulation rate as the letter and the packet write it (R8d)."""
    return f"{rate}% a day"


def summary_sentences(found: Analysis) -> list[str]:
    """The analysis in English sentences (R8d), as the command line and the packet say it;
    the last one is the E.5 warning when it fills faster than its schedule."""
    reaches = found.reaches_25 or "never (no accumulation)"
    sentences = [
        f"Average rate {rate_text(found.average_rate)}; highest of the last three cycles and "
        f"the current one {rate_text(found.highest_rate)}.",
        f"From the last full pump-out on {found.since} it reaches 25% on {reaches}.",
        f"Suggested frequency: {found.suggested or 'none: it fills in less than a week'}; "
        f"approved now: {found.approved}.",
    ]
    if found.fills_faster:
        sentences.append(
            "Warning: it fills faster than its approved frequency (E.5). Pump it out by "
            f"{reaches} and ask the program manager for a shorter frequency."
        )
    return sentences


def _device_details(device: DeviceRow) -> str:
    return label_table(
        [
            [("Device ID", device.device_id), ("Location", device.location)],
            [
                ("Capacity", f"{decimal_text(device.capacity_gal)} gallons"),
                ("Design depth", f"{decimal_text(device.design_depth_in)} inches"),
            ],
            [("Frequency now", device.frequency_label)],
        ]
    )


def cycles_table(analysis: Analysis) -> str:
    """Each cycle with a reading: its dates, its highest reading and its rate (R8d); those
    whose highest rate counts are marked."""
    compared = set(analysis.compared)
    return (
        list_table(
            ["Cycle from", "To", "Highest reading", "Days in", "Rate"],
            (
                [
                    str(c.start),
                    str(c.end) if c.end else "running",
                    f"{c.highest.percent}% on {c.highest.day}",
                    str(c.days),
                    rate_text(c.rate_per_day) + (" *" if c in compared else ""),
                ]
                for c in analysis.cycles
            ),
        )
        + '<p class="note">* The last three finished cycles, and the running one when it '
        "holds a reading: the highest of their rates is used.</p>"
    )


def request_html(
    profile: EstablishmentRow,
    device: DeviceRow,
    analysis: Analysis,
    chart: ChartData,
    requested: Frequency,
    *,
    today: date,
    followed: OrdinanceProfile,
) -> str:
    """The request as HTML, from the template with the records' values filled in (R8d)."""
    width = round(CHART_WIDTH_IN * HTML_UNITS_PER_INCH)
    values = sender_values(profile, today, followed=followed) | {
        "device_id": escape(device.device_id),
        "device_details": _device_details(device),
        "current_frequency": escape(device.frequency_label),
        "limit_percent": escape(str(followed.limit_percent)),
        "requested_frequency": escape(str(requested)),
        "cycles_table": cycles_table(analysis),
        "readings_table": readings_table(chart.readings),
        "chart": f'<p><img src="{CHART}" width="{width}"></p>',
        "average_rate": escape(rate_text(analysis.average_rate)),
        "highest_rate": escape(rate_text(analysis.highest_rate)),
        "reaches_25": escape(
            long_date(analysis.reaches_25) if analysis.reaches_25 else "never, at a rate of zero"
        ),
        "since": escape(long_date(analysis.since)),
    }
    return filled(TEMPLATE, values)


def requested_frequency(analysis: Analysis, asked: Frequency | None) -> Frequency:
    """The frequency to ask for: the suggestion, or one no longer than it (R8d). The
    readings support nothing longer, and a request the data does not back would not meet
    E.4's burden."""
    suggested = analysis.suggested
    if suggested is None:
        raise ValidationError.single(
            "frequency",
            "It fills to 25% in less than a week: no frequency of a week or more can be "
            "asked for (R8d).",
        )
    if asked is None:
        return suggested
    if asked.after(analysis.since) > suggested.after(analysis.since):
        raise ValidationError.single(
            "frequency",
            f"The readings support at most {suggested}; {asked} would let it pass 25% (R8d).",
        )
    return asked


def write_frequency_request(
    db: Database,
    establishment_id: int,
    device_id: str,
    path: Path,
    *,
    today: date,
    asked: Frequency | None = None,
) -> Path:
    """Write the E.4 request for interceptor ``device_id`` to ``path`` as a PDF, ready to
    sign (R8d). Refused (ValidationError) with fewer than three cycles read, or for a
    frequency longer than the readings support."""
    report = frequency_report(db, establishment_id, device_id, today)
    if report.analysis is None:
        raise ValidationError.single("device_id", report.refusal)
    requested = requested_frequency(report.analysis, asked)
    device = next(
        d
        for d in list_devices(db, establishment_id, include_void=False)
        if d.id == report.device_pk
    )
    chart = load_chart_data(db, establishment_id, device.device_id, today)
    profile = get_establishment(db, establishment_id)
    html = request_html(
        profile,
        device,
        report.analysis,
        chart,
        requested,
        today=today,
        followed=profile_of(db, establishment_id),
    )
    image = chart_png(chart, CHART_WIDTH_IN, CHART_HEIGHT_IN, CHART_DPI)
    title = f"Request to change the maintenance frequency of {device.device_id}"
    return write_pdf(Path(path), html, title, images={CHART: image})


def default_file_name(device_id: str) -> str:
    """The name offered when the request is saved."""
    return f"{device_id} frequency change request.pdf"
