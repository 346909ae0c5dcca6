"""The HTML of the answer's two pages (R7): page 1, one row per area with its mark, its
counts and the open items it has room for, and the audit trail's verdict; page 2, the
establishment's facts, the items behind the marks, the audit trail's problems and the
working-day calendar of R5. Made at the edge, from the lines and rows already counted.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime

from fog_desktop import __version__
from fog_desktop.audit import VerifyReport
from fog_desktop.exchange.rows import Window
from fog_desktop.reports.answer_room import (
    ELSEWHERE,
    PROBLEMS_ON_PAGE_TWO,
    Details,
    shown_on_page_one,
)
from fog_desktop.reports.area_lines import (
    COMING_UP,
    IN_ORDER,
    NOTHING_DUE,
    OPEN_BREACH,
    PAST_BREACH,
    AreaLine,
    Item,
    Mark,
    number,
)
from fog_desktop.reports.pdf import NOWRAP, escape
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.services.contradictions import Contradiction
from fog_desktop.services.entry_dates import EntryDate, EntryDates
from fog_desktop.services.establishments import EstablishmentRow

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
table.details td, table.details th { border: 1px solid #999; padding: 1px 4px; font-size: 8pt; }
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
    colour = OPEN_BREACH.colour if item.breach else "#000000"
    due = f'<span class="{NOWRAP}">, due {item.due}</span>' if item.due else ""
    return f'<span style="color: {colour}">{escape(item.what)}{due} ({escape(item.state)})</span>'


def _line_html(line: AreaLine, shown: int, where: str) -> str:
    parts = [escape(line.counts)]
    parts += [f"&nbsp;&nbsp;– {_open_html(i)}" for i in line.open_items[:shown]]
    hidden = len(line.open_items) - shown
    if hidden > 0:
        parts.append(f"&nbsp;&nbsp;– and {number(hidden)} more, {where}")
    return (
        f'<tr valign="top"><td width="30%">{_mark_html(line.mark)}<br>'
        f'<b>{escape(line.title)}</b><br><span class="small">{escape(line.cites)}</span></td>'
        f'<td width="70%">{"<br>".join(parts)}</td></tr>'
    )


#: What each mark says, in the order of the legend (R7: words, not only colours).
LEGEND: tuple[tuple[Mark, str], ...] = (
    (OPEN_BREACH, "late and still open, or a city finding not resolved"),
    (PAST_BREACH, "done late, or a reading over the limit"),
    (COMING_UP, "due within 14 days, or to check"),
    (IN_ORDER, "all met on time"),
    (NOTHING_DUE, "nothing came due"),
)


def _fingerprint_html(fingerprint: str) -> str:
    """What ties this paper to the zip it came in (R7): the SHA-256 of the zip's
    SHA256SUMS, which lists the workbook and every attachment (the PDF can't hash itself)."""
    if not fingerprint:
        return (
            '<p class="small"><b>Fingerprint:</b> none; this PDF was printed on its own, '
            "not in a records packet zip.</p>"
        )
    return (
        f'<p class="small"><b>Fingerprint of the packet zip</b> (SHA-256 of its SHA256SUMS): '
        f"{escape(fingerprint)}</p>"
    )


def page_one(
    est: EstablishmentRow,
    window: Window,
    lines: Sequence[AreaLine],
    audit: str,
    found: Details,
    *,
    followed: OrdinanceProfile,
    verdict: str,
    entries: EntryDates,
    fingerprint: str = "",
) -> str:
    """Page 1, the answer: the establishment, the ordinance it ``followed``, the window,
    the overall ``verdict``, the areas, the audit trail and the zip's ``fingerprint``."""
    where = "listed on page 2" if not found.left else f"on page 2 and {ELSEWHERE}"
    legend = " &nbsp; ".join(f"{_mark_html(mark)}: {escape(text)}" for mark, text in LEGEND)
    colour = OPEN_BREACH.colour if verdict != "No open breach." else IN_ORDER.colour
    return (
        STYLE
        + f"<h1>{escape(est.name)}</h1><p>{escape(est.address)}</p>"
        + f"<p><b>FOG records from {window.start} to {window.end}</b><br>"
        f"Kept under the {escape(followed.code)}, {escape(followed.title)}. "
        f"{escape(window.judged(est.records_begin))}</p>"
        + f'<p style="font-size: 11pt; color: {colour}"><b>{escape(verdict)}</b></p>'
        + f"<p>{escape(entry_dates_text(entries))}</p>"
        + '<table class="areas" width="100%" cellspacing="0">'
        + "".join(_line_html(line, shown_on_page_one(lines), where) for line in lines)
        + "</table>"
        + f"<p><b>Audit trail:</b> {escape(audit)} What it proves: the last page.</p>"
        + _fingerprint_html(fingerprint)
        + f'<p class="small">{legend}. Page 2 has the details behind each mark. Prepared '
        f"{datetime.now():%Y-%m-%d %H:%M} with FOG Desktop {escape(__version__)}.</p>"
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
        ("Audit trail", f"{number(report.entries)} entries, chain head {report.head_hash}"),
    ]
    rows = "".join(
        f"<tr><th>{escape(k)}</th><td>{escape(v or 'not recorded')}</td></tr>" for k, v in facts
    )
    return f'<table class="facts" width="100%" cellspacing="0">{rows}</table>'


def _late_entries_html(lines: Sequence[str]) -> str:
    """The records entered more than 7 days after the day they describe (R6)."""
    if not lines:
        return ""
    return "<h2>Records entered late</h2>" + "".join(
        f'<p class="small">{escape(line)}</p>' for line in lines
    )


def _disagreements_html(pairs: Sequence[Contradiction]) -> str:
    """The records that disagree (R7): both stand, side by side; none, said so."""
    if not pairs:
        return "<h2>Records that disagree</h2><p>None found.</p>"
    return "<h2>Records that disagree</h2>" + "".join(
        f'<p class="small"><b>{pair.day}</b> {escape(disagreement_text(pair))}</p>'
        for pair in pairs
    )


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


def entry_dates_text(entries: EntryDates) -> str:
    """Page 1's line on when the records were written (R6): how many were entered more
    than seven days after the day they describe, and apart, how many an import brought."""
    late, imported = len(entries.late), len(entries.imported)
    if late:
        said = (
            f"{number(late)} record{'s' if late > 1 else ''} entered more than 7 days after "
            "the day described, listed on page 2"
        )
    else:
        said = "every record entered within 7 days of the day it describes"
    if imported:
        said += f"; {number(imported)} brought in by an import, counted apart"
    return f"When the records were written: {said}."


#: What several records of a table entered together are called on page 2.
_PLURALS = {"sign_offs": "sign-offs", "checklist_answers": "checklist answers"}


def late_entry_lines(entries: EntryDates) -> list[str]:
    """Page 2's list of the records entered late (R6), those of one table, day and entry
    (a session's sign-offs) in one line."""
    groups: dict[tuple[str, date, date], list[EntryDate]] = {}
    for entry in entries.late:
        groups.setdefault((entry.table, entry.describes, entry.entered), []).append(entry)
    lines = []
    for (table, describes, entered), found in groups.items():
        what = (
            found[0].label
            if len(found) == 1
            else f"{len(found)} {_PLURALS.get(table, table.replace('_', ' '))} of {describes}"
        )
        lines.append(
            f"{what}: entered {entered}, {found[0].days_after} days after the day described"
        )
    return lines


def disagreement_text(pair: Contradiction) -> str:
    """Two records that disagree, both named (R7)."""
    return f"{pair.first.rstrip('.')}; but {pair.second}: {pair.why}."


def page_two(
    est: EstablishmentRow,
    window: Window,
    found: Details,
    report: VerifyReport,
    calendar: str,
    *,
    disagreements: Sequence[Contradiction] = (),
    late_entries: Sequence[str] = (),
) -> str:
    """Page 2, the details: the establishment's facts, the records that disagree, the
    items behind the marks, the audit trail's problems, and the working-day calendar of
    R5."""
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
        table += f"<p>And {number(found.left)} more, {ELSEWHERE}.</p>"
    problems = ""
    if not report.ok:
        shown = report.problems[:PROBLEMS_ON_PAGE_TWO]
        more = len(report.problems) - len(shown)
        problems = (
            "<h2>Audit trail problems</h2>"
            + "".join(f'<p class="small">{escape(p)}</p>' for p in shown)
            + (f"<p>And {number(more)} more.</p>" if more > 0 else "")
        )
    return (
        STYLE
        + f"<h1>{escape(est.name)}: the details</h1>"
        + f"<p>FOG records from {window.start} to {window.end}</p>"
        + _facts_html(est, report)
        + _disagreements_html(disagreements)
        + _late_entries_html(late_entries)
        + "<h2>Behind the marks</h2>"
        + table
        + problems
        + "<h2>Working days for written confirmations (R5)</h2>"
        + _calendar_html(calendar)
    )
