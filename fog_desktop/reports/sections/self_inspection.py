"""The packet's self-inspection: each checklist walked in the window with the items found
not OK and their corrective actions, and the written authorizations of additives on
file (R8c, R6).
"""

from __future__ import annotations

from fog_desktop.exchange import rows
from fog_desktop.reports.packet_html import STYLE, Column, empty, nowrap, table, text
from fog_desktop.reports.pdf import Part, escape
from fog_desktop.reports.sections.shared import Sources
from fog_desktop.rules.obligations import ObligationKind
from fog_desktop.services.checklist_intervals import checklist_interval
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.self_inspection_rows import (
    AnswerRow,
    list_authorizations,
    list_checklists,
    self_inspection_obligations,
)

CHECKLIST_COLUMNS = (
    Column("Date", nowrap=True),
    Column("Walked by"),
    Column("Items found not OK"),
    Column("Corrective action (due 7 days after)"),
    Column("Status"),
)
AUTHORIZATION_COLUMNS = (
    Column("Additive"),
    Column("Authorized on", nowrap=True),
    Column("By"),
    Column("Note"),
    Column("Status"),
)


def _fixes(answers: tuple[AnswerRow, ...]) -> str:
    return "<br>".join(
        f"{escape(a.item)}: fixed {nowrap(a.fix.fixed_on)}, {text(a.fix.what_was_done)}"
        if a.fix is not None
        else f"{escape(a.item)}: <b>not fixed</b> (due {nowrap(a.fix_due)})"
        for a in answers
    )


def part(sources: Sources) -> Part:
    """Each checklist walked in the window with the items found not OK and their
    corrective actions, void ones too; and the additives' written authorizations on
    file (R8c, R6)."""
    db, est_id, window = sources.db, sources.est_id, sources.window
    found = [c for c in list_checklists(db, est_id) if window.holds(c.inspected_on)]
    owed = obligations_for(
        db, est_id, window.end, all_history=True, only=self_inspection_obligations
    )
    checklists = [o for o in owed if o.kind == ObligationKind.SELF_INSPECTION]
    due = rows.due_counts(checklists, window).said("checklist", "checklists")
    heading = (
        f"<h2>Self-inspection checklists ({len(found)}) (R8c)</h2>"
        f'<p class="small">Walked {checklist_interval(db, est_id).plain}. In this window '
        f"{escape(due)} (page 1's count); every checklist walked is listed, due or not "
        "(the first one starts the schedule). Every item not listed was found OK or not "
        "applicable.</p>"
    )
    if found:
        body = table(
            CHECKLIST_COLUMNS,
            [
                [
                    nowrap(c.inspected_on),
                    text(c.inspected_by),
                    "<br>".join(f"{escape(a.item)}: {text(a.additive or a.note)}" for a in c.not_ok)
                    or "none",
                    _fixes(c.not_ok),
                    text(c.status_text),
                ]
                for c in found
            ],
        )
    else:
        body = empty("self-inspection checklists")
    authorizations = list_authorizations(db, est_id)
    kept = "<h3>Written authorizations of additives (Prohibitions C, G)</h3>" + (
        table(
            AUTHORIZATION_COLUMNS,
            [
                [
                    text(a.additive),
                    nowrap(a.authorized_on),
                    text(a.authorized_by),
                    text(a.note),
                    text(a.status_text),
                ]
                for a in authorizations
            ],
        )
        if authorizations
        else "<p>No written authorization of an additive is on file.</p>"
    )
    return Part(STYLE + heading + body + kept)
