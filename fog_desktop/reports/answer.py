"""The first pages of the packet (R7): page 1, the answer, one line per area of the
ordinance with its mark, its counts and its open items, and the audit trail's verdict;
page 2, the details behind the marks. Together they are the "summary only" hand-over.

The counting is :func:`area_lines`, records in and lines out, so it is tested without a
database or Qt; the HTML is made at the edge, from the lines.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from decimal import Decimal
from typing import Protocol

from fog_desktop import __version__, ordinance
from fog_desktop.audit import VerifyReport
from fog_desktop.database import Database
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.workbook import calendar_text
from fog_desktop.reports.pdf import NOWRAP, Part, escape
from fog_desktop.rules.obligations import Obligation, ObligationKind, ObligationState
from fog_desktop.rules.pumpout import MANIFEST_GRACE_DAYS
from fog_desktop.services import maintenance
from fog_desktop.services.employees import list_employees
from fog_desktop.services.establishments import EstablishmentRow, get_establishment
from fog_desktop.services.maintenance import (
    FLAG_MANIFEST_MISSING,
    FLAG_OVER_25,
    FLAG_PARTIAL,
    MaintenanceFilter,
    MaintenanceRow,
)
from fog_desktop.services.obligations import obligations_for
from models import DeviceType, Service

#: The open items page 1 has room for, shared by its areas (at least one each); the
#: rest are on page 2.
OPEN_ON_PAGE_ONE = 15
#: The most of the audit trail's first problem that page 1 quotes; page 2 has it whole.
FIRST_PROBLEM_CHARS = 160
#: The audit trail's problems page 2 lists.
PROBLEMS_ON_PAGE_TWO = 5


@dataclass(frozen=True)
class Mark:
    """An area's mark: a word and a shape as well as a colour, so it reads in black and
    white and to a colour-blind reader."""

    word: str
    colour: str
    shape: str


NOTHING_DUE = Mark("Nothing due", "#444444", "○")
ON_TIME = Mark("On time", "#116611", "●")
ATTENTION = Mark("Attention", "#a15c00", "▲")
OVERDUE = Mark("Overdue", "#a00000", "■")
MISSING = Mark("Missing", "#a00000", "■")


@dataclass(frozen=True)
class Item:
    """One thing behind an area's line: a duty not met yet, or an exception (met late,
    overdue, flagged). ``state`` is said in words."""

    what: str
    due: date | None
    met_on: date | None
    state: str
    is_open: bool
    #: The date it is listed by: its due date, or the day of the flagged log entry.
    day: date


@dataclass(frozen=True)
class AreaLine:
    """One area of page 1: its mark, its counts in a sentence, its open items (overdue
    first, then by due date) and, for page 2, the exceptions behind the mark."""

    title: str
    rules: str
    mark: Mark
    counts: str
    open_items: tuple[Item, ...]
    exceptions: tuple[Item, ...]


@dataclass(frozen=True)
class Records:
    """What the areas count: every obligation (``all_history``), the log entries in use
    of the window that are pump-outs or flagged, and the names to print for subjects
    ("Sam Chen (E-004)" for "E-004")."""

    window: Window
    obligations: Sequence[Obligation]
    log: Sequence[MaintenanceRow]
    names: Mapping[str, str] = field(default_factory=dict)

    @property
    def as_of(self) -> date:
        return self.window.end

    def name(self, subject: str) -> str:
        return self.names.get(subject, subject)


class Area(Protocol):
    """An area of the ordinance, one line of page 1."""

    @property
    def kinds(self) -> frozenset[ObligationKind]: ...

    def line(self, records: Records) -> AreaLine: ...


@dataclass(frozen=True)
class Duty:
    """A kind (or kinds) of obligation as an area counts it: "9 pump-outs due: 8 on
    time, 1 late". ``what`` names one obligation, from ``{kind}``, ``{subject}`` and
    ``{half}`` (the calendar half-year it falls in, R4)."""

    kinds: tuple[ObligationKind, ...]
    singular: str
    plural: str
    what: str
    met: str = "on time"
    late: str = "late"
    overdue: str = "overdue"


def _number(n: int) -> str:
    return f"{n:,}"


def _gallons(value: Decimal) -> str:
    return f"{value.normalize():,f}"


def _tally(total: int, singular: str, plural: str, parts: Sequence[tuple[int, str]]) -> str:
    """``total`` things and how they went: "1 pump-out due, late", "4 phone notices,
    all made the same day", "9 pump-outs due: 8 on time, 1 late"."""
    noun = singular if total == 1 else plural
    shown = [(n, word) for n, word in parts if n]
    if len(shown) == 1:
        return f"{_number(total)} {noun}, {'' if total == 1 else 'all '}{shown[0][1]}"
    return f"{_number(total)} {noun}: " + ", ".join(f"{_number(n)} {w}" for n, w in shown)


def _half(day: date) -> str:
    return f"{'Jan–Jun' if day.month <= 6 else 'Jul–Dec'} {day.year}"


#: An open item's state is said as its state's name in lower case ("due soon"), so a
#: state added to the rules reads in words here too.
_OVERDUE = ObligationState.OVERDUE.value.lower()


@dataclass(frozen=True)
class DutyArea:
    """An area made of duties (R1–R5, and the R8 duties as they come). ``device_types``
    are the devices whose flagged log entries it also counts (R1 readings over 25%, R2
    possible partial pump-outs). With ``routine``, a duty due soon is the routine of the
    day, not a matter for attention: a trap cleaned daily is always due tomorrow."""

    title: str
    rules: str
    duties: tuple[Duty, ...]
    device_types: frozenset[str] = frozenset()
    routine: bool = False
    #: Counted first, by the obligations' subjects: ("incident", "incidents").
    subjects: tuple[str, str] | None = None

    @property
    def kinds(self) -> frozenset[ObligationKind]:
        return frozenset(k for d in self.duties for k in d.kinds)

    def _what(self, duty: Duty, o: Obligation, records: Records) -> str:
        return duty.what.format(
            kind=o.kind.value, subject=records.name(o.subject), half=_half(o.due)
        )

    def line(self, records: Records) -> AreaLine:
        as_of = records.as_of
        # In scope: what came due in the window, and whatever is still open however old
        # (an untrained new hire stays overdue, R4) or however far ahead.
        mine = [
            o
            for o in records.obligations
            if o.kind in self.kinds and (o.met_on is None or records.window.holds(o.due))
        ]
        sentences: list[str] = []
        if self.subjects is not None:
            count = len({o.subject for o in mine})
            singular, plural = self.subjects
            sentences.append(
                f"{_number(count)} {singular if count == 1 else plural}"
                if count
                else f"no {plural} in this window"
            )
        open_items: list[Item] = []
        exceptions: list[Item] = []
        states = Counter(o.state(as_of) for o in mine)
        for duty in self.duties:
            found = [o for o in mine if o.kind in duty.kinds]
            sentences += _duty_counts(duty, [o.state(as_of) for o in found])
            for o in found:
                state = o.state(as_of)
                what = duty.what.format(
                    kind=o.kind.value, subject=records.name(o.subject), half=_half(o.due)
                )
                if o.met_on is None:
                    open_items.append(Item(what, o.due, None, state.value.lower(), True, o.due))
                elif state == ObligationState.MET_LATE:
                    exceptions.append(Item(what, o.due, o.met_on, duty.late, False, o.due))
        exceptions += [i for i in open_items if i.state == _OVERDUE]
        flagged = [r for r in records.log if r.device_type in self.device_types]
        over = [_over_25_item(r) for r in flagged if FLAG_OVER_25 in r.flags]
        partial = [_partial_item(r) for r in flagged if FLAG_PARTIAL in r.flags]
        if partial:
            noun = "pump-out" if len(partial) == 1 else "pump-outs"
            sentences.append(
                f"{_number(len(partial))} possible partial {noun} to check against the manifest"
            )
        if states[ObligationState.OVERDUE]:
            mark = OVERDUE
        elif (
            states[ObligationState.MET_LATE]
            or over
            or partial
            or (states[ObligationState.DUE_SOON] and not self.routine)
        ):
            mark = ATTENTION
        else:
            mark = ON_TIME if states[ObligationState.MET] else NOTHING_DUE
        return AreaLine(
            self.title,
            self.rules,
            mark,
            _sentence(sentences or ["nothing came due in this window"]),
            tuple(sorted(open_items, key=_open_order)),
            tuple(sorted(exceptions + over + partial, key=_exception_order)),
        )


def _duty_counts(duty: Duty, states: Sequence[ObligationState]) -> list[str]:
    """The duty's part of the sentence, when any came due: those met on time, late, and
    overdue; the ones not due yet are the open items."""
    on_time, late, overdue = (
        states.count(s)
        for s in (ObligationState.MET, ObligationState.MET_LATE, ObligationState.OVERDUE)
    )
    if not on_time + late + overdue:
        return []
    parts = [(on_time, duty.met), (late, duty.late), (overdue, duty.overdue)]
    return [_tally(on_time + late + overdue, duty.singular, duty.plural, parts)]


def _over_25_item(row: MaintenanceRow) -> Item:
    """A reading over 25% of design depth (R1)."""
    what = f"Reading of {row.device_id} on {row.service_date}: {row.percent}% of design depth"
    return Item(what, None, None, "over 25%", False, row.service_date)


def _partial_item(row: MaintenanceRow) -> Item:
    """A pump-out under 90% of the device's capacity, possibly partial (R2)."""
    gallons = _gallons(row.gallons_removed or Decimal(0))
    what = (
        f"Pump-out of {row.device_id} on {row.service_date}: {gallons} of "
        f"{_gallons(row.capacity_gal)} gal (under 90%)"
    )
    return Item(what, None, None, "possible partial", False, row.service_date)


def _open_order(item: Item) -> tuple[bool, date]:
    """Overdue first, then by due date."""
    return (item.state != _OVERDUE, item.day)


def _sentence(parts: Sequence[str]) -> str:
    text = "; ".join(parts)
    return text[0].upper() + text[1:] + "."


def _exception_order(item: Item) -> tuple[bool, date]:
    """Open ones first, then by date."""
    return (not item.is_open, item.day)


def _manifest_item(row: MaintenanceRow, *, missing: bool) -> Item:
    """A pump-out's manifest still to file: missing past the grace days, else due by
    their end (R2)."""
    deadline = row.service_date + timedelta(days=MANIFEST_GRACE_DAYS)
    if missing:
        problem = row.manifest_problem
    elif row.manifest_no:
        problem = f"manifest {row.manifest_no} noted, not on file yet"
    else:
        problem = "no manifest on file yet"
    return Item(
        f"Pump-out of {row.device_id} on {row.service_date}: {problem}",
        deadline,
        None,
        "missing" if missing else "due soon",
        True,
        deadline,
    )


@dataclass(frozen=True)
class ManifestArea:
    """A hauler's manifest for each pump-out of the window (R2): missing when none is on
    file :data:`~fog_desktop.rules.pumpout.MANIFEST_GRACE_DAYS` days after it."""

    title: str = "Manifests"
    rules: str = "R2"

    @property
    def kinds(self) -> frozenset[ObligationKind]:
        return frozenset()

    def line(self, records: Records) -> AreaLine:
        pump_outs = [
            r
            for r in records.log
            if r.service == Service.PUMP_OUT
            and not r.is_void
            and records.window.holds(r.service_date)
        ]
        missing = [r for r in pump_outs if FLAG_MANIFEST_MISSING in r.flags]
        waiting = [
            r for r in pump_outs if not r.manifest_on_file and FLAG_MANIFEST_MISSING not in r.flags
        ]
        on_file = len(pump_outs) - len(missing) - len(waiting)
        items = [_manifest_item(r, missing=True) for r in missing]
        items += [_manifest_item(r, missing=False) for r in waiting]
        if not pump_outs:
            counts = "No pump-outs in this window."
            mark = NOTHING_DUE
        else:
            counts = (
                _tally(
                    len(pump_outs),
                    "pump-out",
                    "pump-outs",
                    [
                        (on_file, "with a manifest on file"),
                        (len(missing), f"with no manifest after {MANIFEST_GRACE_DAYS} days"),
                        (
                            len(waiting),
                            f"with its manifest not in yet ({MANIFEST_GRACE_DAYS} days allowed)",
                        ),
                    ],
                )
                + "."
            )
            mark = MISSING if missing else ATTENTION if waiting else ON_TIME
        items.sort(key=lambda item: (item.state != "missing", item.day))
        return AreaLine(
            self.title,
            self.rules,
            mark,
            counts,
            tuple(items),
            tuple(i for i in items if i.state == "missing"),
        )


_DEVICES = frozenset({DeviceType.INTERCEPTOR.value, DeviceType.OTHER.value})

#: The areas of page 1, in order. An area of another rule (R8) is one more entry here.
AREAS: tuple[Area, ...] = (
    DutyArea(
        "Interceptor maintenance",
        "R1, R2",
        (
            Duty(
                (ObligationKind.PUMP_OUT,), "pump-out due", "pump-outs due", "Pump-out of {subject}"
            ),
            Duty(
                (ObligationKind.SERVICE_NOW,),
                "reading over 25%",
                "readings over 25%",
                "Service of {subject} after a reading over 25%",
                met="serviced at once",
                late="serviced late",
                overdue="awaiting service",
            ),
        ),
        device_types=_DEVICES,
    ),
    DutyArea(
        "Grease traps",
        "R3",
        (
            Duty(
                (ObligationKind.TRAP_CLEANING,),
                "trap cleaning due",
                "trap cleanings due",
                "Cleaning of {subject}",
            ),
        ),
        device_types=frozenset({DeviceType.TRAP.value}),
        routine=True,
    ),
    ManifestArea(),
    DutyArea(
        "Training",
        "R4",
        (
            Duty(
                (ObligationKind.NEW_HIRE_TRAINING,),
                "new hire",
                "new hires",
                "New-hire training of {subject}",
                met="trained within 10 days",
                late="trained late",
                overdue="overdue for training",
            ),
            Duty(
                (ObligationKind.SEMIANNUAL_TRAINING,),
                "half-year training due",
                "half-year trainings due",
                "{half} training of {subject}",
            ),
        ),
    ),
    DutyArea(
        "Incidents",
        "R5",
        (
            Duty(
                (ObligationKind.CITY_PHONE_NOTICE, ObligationKind.HEALTH_DEPT_PHONE_NOTICE),
                "phone notice",
                "phone notices",
                "{kind} for {subject}",
                met="made the same day",
                late="made late",
            ),
            Duty(
                (ObligationKind.WRITTEN_CONFIRMATION,),
                "written confirmation due",
                "written confirmations due",
                "Written confirmation of {subject}",
                met="sent within 5 working days",
                late="sent late",
            ),
        ),
        subjects=("incident", "incidents"),
    ),
)


def area_lines(records: Records, areas: Iterable[Area] = AREAS) -> list[AreaLine]:
    """One line per area (R1–R5): the pure part of page 1."""
    return [area.line(records) for area in areas]


# --- From the database ----------------------------------------------------------------


def records_of(
    db: Database, est_id: int, window: Window, obligations: Sequence[Obligation] | None = None
) -> Records:
    """The obligations (``obligations`` when the caller has them already), the window's
    pump-outs and flagged entries, and the employees' names, of one establishment as of
    the window's end."""
    as_of = window.end
    flt = MaintenanceFilter(
        date_from=window.start, date_to=window.end, status="in use", descending=False
    )
    log = [
        r
        for r in maintenance.iter_rows(db, est_id, flt, as_of=as_of)
        if r.flags or r.service == Service.PUMP_OUT
    ]
    # An Employee ID in use names the person over a void record that had it before.
    people = sorted(list_employees(db, est_id), key=lambda e: not e.is_void)
    return Records(
        window,
        obligations
        if obligations is not None
        else obligations_for(db, est_id, as_of, all_history=True),
        log,
        {e.employee_id: f"{e.name} ({e.employee_id})" for e in people},
    )


def verdict(report: VerifyReport) -> str:
    """The audit trail's verification in one plain sentence (R6)."""
    if report.ok:
        return (
            f"The audit trail checks out: none of its {_number(report.entries)} entries was "
            "changed or removed, and every record of this establishment matches its history."
        )
    count = len(report.problems)
    first = report.problems[0].rstrip(".")
    first += "."
    if len(first) > FIRST_PROBLEM_CHARS:
        first = first[: FIRST_PROBLEM_CHARS - 1].rstrip() + "…"
    more = " All are listed on page 2." if count > 1 else ""
    return (
        f"The audit trail does NOT check out: {count} problem{'s' if count > 1 else ''} "
        f"found, the first: {first}{more}"
    )


# --- The pages -------------------------------------------------------------------------

STYLE = """
<style>
h1 { font-size: 15pt; margin-bottom: 0; }
h2 { font-size: 12pt; margin-top: 10px; margin-bottom: 4px; }
p { margin-top: 2px; margin-bottom: 2px; }
table.areas { border-collapse: collapse; }
table.areas td { border-bottom: 1px solid #999; padding: 5px; font-size: 10pt; }
table.areas th, table.facts th, table.details th { background: #dde4ee; text-align: left; }
table.facts, table.details { border-collapse: collapse; }
table.facts td, table.facts th { border: 1px solid #999; padding: 2px 4px; font-size: 8pt; }
table.details td, table.details th { border: 1px solid #999; padding: 1px 4px; font-size: 7.5pt; }
td.area { background: #eef1f6; }
.small { font-size: 8pt; color: #333333; }
</style>
"""


def _mark_html(mark: Mark) -> str:
    return (
        f'<span style="color: {mark.colour}; font-weight: bold; white-space: nowrap">'
        f"{mark.shape} {escape(mark.word)}</span>"
    )


def _open_html(item: Item) -> str:
    colour = OVERDUE.colour if item.state in ("overdue", "missing") else "#000000"
    due = f", due {item.due} " if item.due else " "
    return (
        f'<span style="color: {colour}">{escape(item.what)}'
        f'<span class="{NOWRAP}">{due}({escape(item.state)})</span></span>'
    )


def _line_html(line: AreaLine, shown: int, where: str) -> str:
    parts = [escape(line.counts)]
    parts += [f"&nbsp;&nbsp;– {_open_html(i)}" for i in line.open_items[:shown]]
    hidden = len(line.open_items) - shown
    if hidden > 0:
        parts.append(f"&nbsp;&nbsp;– and {_number(hidden)} more, {where}")
    return (
        f'<tr valign="top"><td width="16%">{_mark_html(line.mark)}</td>'
        f'<td width="22%"><b>{escape(line.title)}</b><br><span class="small">'
        f"{escape(line.rules)}</span></td><td>{'<br>'.join(parts)}</td></tr>"
    )


def page_one(
    est: EstablishmentRow, window: Window, lines: Sequence[AreaLine], audit: str, found: Details
) -> str:
    """Page 1, the answer: the establishment, the window, the areas and the verdict."""
    where = "listed on page 2" if not found.left else f"on page 2 and {ELSEWHERE}"
    legend = " &nbsp; ".join(
        f"{marks}: {escape(text)}"
        for marks, text in (
            (_mark_html(ON_TIME), "every duty met by its date"),
            (_mark_html(ATTENTION), "met late, due soon, or to check"),
            (f"{_mark_html(OVERDUE)} / {_mark_html(MISSING)}", "not done by its date"),
        )
    )
    return (
        STYLE
        + f"<h1>{escape(est.name)}</h1><p>{escape(est.address)}</p>"
        + f"<p><b>FOG records from {window.start} to {window.end}</b> (R7)<br>"
        f"Kept under the {escape(ordinance.CODE)}, {escape(ordinance.TITLE)}</p>"
        + '<table class="areas" width="100%" cellspacing="0">'
        + "".join(_line_html(line, shown_on_page_one(lines), where) for line in lines)
        + "</table>"
        + f"<p><b>Audit trail:</b> {escape(audit)}</p>"
        + f'<p class="small">{legend}</p>'
        + '<p class="small">Open items are duties not met yet, with their due dates. Page 2 '
        "has the details behind each mark; the full packet holds the records themselves. "
        f"Prepared {datetime.now():%Y-%m-%d %H:%M} with FOG Desktop {escape(__version__)}.</p>"
    )


def _facts_html(est: EstablishmentRow, report: VerifyReport) -> str:
    def joined(*values: str) -> str:
        return ", ".join(v for v in values if v)

    facts = [
        ("Business license no.", est.business_license_no),
        ("Contact", joined(est.contact_name, est.contact_phone, est.contact_email)),
        (
            "FOG program manager",
            joined(
                est.program_manager_name,
                est.program_manager_address,
                est.program_manager_phone,
                est.program_manager_email,
            ),
        ),
        ("City phone for spills (R5)", est.city_spill_phone),
        ("Health department phone (R5)", est.health_dept_phone),
        ("Audit trail", f"{_number(report.entries)} entries, chain head {report.head_hash}"),
    ]
    rows = "".join(
        f"<tr><th>{escape(k)}</th><td>{escape(v or 'not recorded')}</td></tr>" for k, v in facts
    )
    return f'<table class="facts" width="100%" cellspacing="0">{rows}</table>'


#: Where whatever page 2 has no room for can be read.
ELSEWHERE = "in the records workbook"
#: Page 2's room below the establishment's facts, in rows of its table (measured: 40
#: one-line rows fit, with the headings), shared with the audit trail's problems and the
#: calendar. About this many characters fill a line of the table's "What" column, and a
#: line of small print across the page.
LINES_ON_PAGE_TWO = 40
WHAT_CHARS = 80
LINE_CHARS = 130


def shown_on_page_one(lines: Sequence[AreaLine]) -> int:
    """How many open items page 1 shows under each area."""
    return max(1, OPEN_ON_PAGE_ONE // max(1, len(lines)))


def _lines(text: str, width: int) -> int:
    return max(1, -(-len(text) // width))


@dataclass(frozen=True)
class Details:
    """The rows of page 2's table, as (area, item), and how many had no room."""

    rows: tuple[tuple[str, Item], ...]
    left: int


def room_on_page_two(report: VerifyReport, calendar: str) -> int:
    """The lines page 2 has for its table, once the problems and the calendar have theirs."""
    problems = report.problems[:PROBLEMS_ON_PAGE_TWO]
    # a heading takes about two lines, and a paragraph begins after each colon's line
    used = sum(_lines(p, LINE_CHARS) for p in problems) + 3 * bool(problems)
    used += _lines(calendar.replace("\n", "; "), LINE_CHARS) + calendar.count(":\n")
    return LINES_ON_PAGE_TWO - used


def details_of(lines: Sequence[AreaLine], room: int) -> Details:
    """Per area its exceptions, then the open items page 1 could not show, in ``room``
    lines: shared out a row at a time, so that each area gets its turn when they are more
    than page 2 holds."""
    queues = []
    shown = shown_on_page_one(lines)
    for line in lines:
        hidden = [i for i in line.open_items[shown:] if i not in line.exceptions]
        queues.append([(line.title, i) for i in (*line.exceptions, *hidden)])
    taken = [0] * len(queues)
    room -= 2  # the table's head, and the line saying how many more
    progress = True
    while progress:
        progress = False
        for index, queue in enumerate(queues):
            if taken[index] < len(queue):
                cost = _lines(queue[taken[index]][1].what, WHAT_CHARS) + (taken[index] == 0)
                if cost <= room:
                    taken[index] += 1
                    room -= cost
                    progress = True
    rows = tuple(row for queue, t in zip(queues, taken, strict=True) for row in queue[:t])
    return Details(rows, sum(map(len, queues)) - len(rows))


def _calendar_html(text: str) -> str:
    """The calendar's lines run on, a paragraph per heading, to fit the page."""
    paragraphs: list[list[str]] = []
    for line in text.splitlines():
        if not paragraphs or line.endswith(":"):
            paragraphs.append([line])
        else:
            paragraphs[-1].append(line)
    return "".join(
        f'<p class="small">{escape(p[0])} {escape("; ".join(p[1:]))}</p>' for p in paragraphs
    )


def page_two(
    est: EstablishmentRow,
    window: Window,
    found: Details,
    report: VerifyReport,
    calendar: str,
) -> str:
    """Page 2, the details: the establishment's facts, the items behind the marks, the
    audit trail's problems, and the working-day calendar of R5."""
    body: list[tuple[str, str]] = []
    for area, i in found.rows:
        if not body or body[-1][0] != area:
            body.append((area, f'<tr><td colspan="4" class="area"><b>{escape(area)}</b></td></tr>'))
        body.append(
            (
                area,
                f'<tr><td>{escape(i.what)}</td><td class="{NOWRAP}">{i.due or ""}</td>'
                f'<td class="{NOWRAP}">{i.met_on or ""}</td><td>{escape(i.state)}</td></tr>',
            )
        )
    if found.rows:
        table = (
            '<table class="details" width="100%" cellspacing="0"><thead><tr><th>What</th>'
            '<th width="11%">Due</th><th width="11%">Met on</th><th width="13%">State</th>'
            f"</tr></thead>{''.join(html for _, html in body)}</table>"
        )
    else:
        table = "<p>Nothing behind the marks: every duty due in the window was met on time.</p>"
    if found.left:
        table += f"<p>And {_number(found.left)} more, {ELSEWHERE}.</p>"
    problems = ""
    if not report.ok:
        shown = report.problems[:PROBLEMS_ON_PAGE_TWO]
        more = len(report.problems) - len(shown)
        problems = (
            "<h2>Audit trail problems</h2>"
            + "".join(f'<p class="small">{escape(p)}</p>' for p in shown)
            + (f"<p>And {_number(more)} more.</p>" if more > 0 else "")
        )
    return (
        STYLE
        + f"<h1>{escape(est.name)}: the details</h1>"
        + f"<p>FOG records from {window.start} to {window.end}</p>"
        + _facts_html(est, report)
        + "<h2>Behind the marks</h2>"
        + table
        + problems
        + "<h2>Working days for written confirmations (R5)</h2>"
        + _calendar_html(calendar)
    )


def answer_parts(
    db: Database,
    est_id: int,
    window: Window,
    verification: VerifyReport,
    obligations: Sequence[Obligation] | None = None,
) -> list[Part]:
    """The summary pages of the packet: page 1, the answer, and page 2, the details;
    ``obligations`` (all history, as of the window's end) when the caller has them."""
    est = get_establishment(db, est_id)
    lines = area_lines(records_of(db, est_id, window, obligations))
    calendar = calendar_text(db, est_id, window)
    found = details_of(lines, room_on_page_two(verification, calendar))
    return [
        Part(page_one(est, window, lines, verdict(verification), found)),
        Part(page_two(est, window, found, verification, calendar)),
    ]
