"""What this packet is, at the end of its records: the audit chain's head hash and the
trail's verdict, the application and when the packet was prepared (R6, R7).
"""

from __future__ import annotations

from datetime import datetime

from fog_desktop import __version__
from fog_desktop.audit import VerifyReport
from fog_desktop.reports.packet_html import fields, nowrap
from fog_desktop.reports.pdf import escape


def about_html(report: VerifyReport) -> str:
    """The audit chain's head hash and verdict, the application, when prepared (R6)."""
    verdict = (
        "verified unbroken"
        if report.ok
        else f'<span class="problem">{len(report.problems)} problem(s) found</span>'
    )
    pairs = [
        [("Audit chain head hash", f'<span class="small">{escape(report.head_hash)}</span>')],
        [("Audit trail", verdict)],
        [
            ("Application", f"FOG Desktop {escape(__version__)}"),
            ("Prepared", nowrap(f"{datetime.now():%Y-%m-%d %H:%M}")),
        ],
    ]
    return "<h3>About this packet</h3>" + fields(pairs)
