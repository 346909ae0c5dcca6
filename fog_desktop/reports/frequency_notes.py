"""What the packet says of a device's maintenance frequency under its chart: the rate of
each pump-out cycle and the frequency they suggest, and the city's approvals of an
interceptor's frequency (R8d) or of a trap's longer cleaning interval (R3), void ones
too, each with its document by the name the packet's zip gives it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from fog_desktop.reports.frequency_letter import summary_sentences
from fog_desktop.reports.pdf import escape
from fog_desktop.services.frequency import FrequencyReport
from fog_desktop.services.frequency_approvals import ApprovalRow
from models import FrequencyApproval

#: The packet's files by the record they belong to (``table:id``), as named in its zip.
Files = Mapping[str, Sequence[str]]


def _approval_text(approval: ApprovalRow, files: Files) -> str:
    """3 months on 2025-10-03 (frequency/2025-10-03 GI-1 frequency approval.png; the
    notes), and its status when void (R8d): its document by the name the packet's zip
    gives it, never the name it was attached under."""
    in_packet = files.get(f"{FrequencyApproval.__tablename__}:{approval.id}", ())
    if in_packet:
        document = ", ".join(in_packet)
    elif approval.documents:
        document = "its document kept on file, not in this packet"
    else:
        document = "no document"
    said = [document]
    if approval.notes:
        said.append(approval.notes.rstrip("."))
    void = f", {approval.status_text}" if approval.is_void else ""
    return f"{approval.frequency} on {approval.approved_on} ({'; '.join(said)}){void}"


def trap_approvals_html(approvals: Sequence[ApprovalRow], files: Files) -> str:
    """The city's approvals of a trap's longer cleaning interval, void ones too, each
    with its document (R3); "" with none."""
    if not approvals:
        return ""
    listed = "; ".join(_approval_text(a, files) for a in approvals)
    return f'<p class="note">{escape(f"Approvals of its cleaning interval (R3): {listed}.")}</p>'


def frequency_html(report: FrequencyReport | None, files: Files) -> str:
    """Under the chart: the rates per cycle and the suggested frequency, or why there is
    none yet, and the program manager's approvals of its frequency, void ones too (R8d).
    Sentences, not the letter's tables: the page keeps to one sheet of paper."""
    said = ["<b>Maintenance frequency from the readings (R8d):</b>"]
    warning = ""
    if report is None or report.analysis is None:
        said.append(escape(report.refusal if report else "no analysis."))
    else:
        found = report.analysis
        sentences = summary_sentences(found)
        warning = sentences.pop() if found.fills_faster else ""
        rates = ", ".join(str(c.rate_per_day) for c in found.cycles)
        sentences.insert(
            0,
            f"rate of each pump-out cycle with a reading, oldest first (its highest reading "
            f"÷ the days to it): {rates} (% a day).",
        )
        said.append(escape(" ".join(sentences)))
    if report is not None and report.approvals:
        listed = "; ".join(_approval_text(a, files) for a in report.approvals)
        said.append(escape(f"Frequency approvals: {listed}."))
    parts = [f'<p class="note">{" ".join(said)}</p>']
    if warning:
        parts.append(f'<p class="note problem"><b>{escape(warning)}</b></p>')
    return "".join(parts)
