"""The printable records packet (R7): the answer (page 1 and 2), one history per device,
then the records behind them (:mod:`~fog_desktop.reports.sections`), written as
one PDF with its pages numbered.
"""

from __future__ import annotations

from pathlib import Path

from fog_desktop.audit import VerifyReport
from fog_desktop.database import Database
from fog_desktop.exchange import output
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.verifying import verification as verification_of
from fog_desktop.reports.answer import answer_parts
from fog_desktop.reports.closing import closing_part
from fog_desktop.reports.devices import device_parts
from fog_desktop.reports.pdf import render_parts
from fog_desktop.reports.sections import record_parts
from fog_desktop.services.establishments import get_establishment
from fog_desktop.services.obligations import obligations_for


def write_packet_pdf(
    db: Database,
    est_id: int,
    path: Path,
    window: Window,
    verification: VerifyReport | None = None,
    *,
    summary_only: bool = False,
    fingerprint: str = "",
) -> Path:
    """The printable packet of one establishment and window at ``path``, written under a
    partial name and put in place when complete; a disk or folder that refuses is
    :class:`~fog_desktop.exchange.output.WriteFailed` in one sentence."""
    with output.writing(path, "PDF") as tmp:
        render_packet_pdf(
            db, est_id, tmp, window, verification,
            summary_only=summary_only, fingerprint=fingerprint,
        )  # fmt: skip
    return path


def render_packet_pdf(
    db: Database,
    est_id: int,
    out: Path,
    window: Window,
    verification: VerifyReport | None = None,
    *,
    summary_only: bool = False,
    fingerprint: str = "",
) -> None:
    """:func:`write_packet_pdf` straight to ``out``; the audit trail is verified unless
    ``verification`` already holds the result. ``summary_only`` gives the answer's pages
    alone, for a quick hand-over (R7); either ends with the certification to sign.
    ``fingerprint`` is the SHA-256 of the zip's SHA256SUMS, when the PDF goes in one."""
    report = verification if verification is not None else verification_of(db, est_id)
    est = get_establishment(db, est_id)
    if summary_only:
        parts = answer_parts(db, est_id, window, report, fingerprint=fingerprint)
    else:
        # Computed once: the answer and the device pages count the same obligations.
        owed = obligations_for(db, est_id, window.end, all_history=True)
        parts = [
            *answer_parts(db, est_id, window, report, owed, fingerprint=fingerprint),
            *device_parts(db, est_id, window, owed),
            *record_parts(db, est_id, window, report),
        ]
    parts.append(closing_part(est))
    title = f"FOG records of {est.name}, {window.start} to {window.end}"
    render_parts(out, parts, title, page_numbers=True)
