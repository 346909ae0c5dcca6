"""The packet's last page (R7): the manager's certification, what the audit check proves
and what it cannot, and the key from the rule ids the later pages cite to the sections
of the ordinance they come from. Page 1 cites the sections alone.
"""

from __future__ import annotations

from fog_desktop.reports.pdf import Part, escape
from fog_desktop.services.establishments import EstablishmentRow

#: The certification in the words rules.md R7 sets.
CERTIFICATION = "I certify that these records are true and complete to the best of my knowledge."

#: What the audit check proves, and what it can't (R6, R7), for a reader who is not an
#: engineer.
AUDIT_PROOF = (
    "Each record was written into an audit trail when it was entered or changed, and each "
    "entry of that trail carries a fingerprint (a SHA-256 hash) of the one before it. The "
    "check recomputes every fingerprint and compares every record with its last entry. When "
    "it checks out, nothing was changed or removed inside FOG Desktop's database since each "
    "record was entered, and a correction or a void shows as such, with its reason. It "
    "cannot prove that what was typed was true when it was typed."
)

#: The rule ids the packet cites, each with its subject and the sections of the ordinance
#: it comes from (docs/rules.md).
RULE_KEY: tuple[tuple[str, str, str], ...] = (
    ("R1", "The 25% rule", 'Definitions, "Twenty-five percent rule"; Prohibitions J; '
     "Interceptor maintenance E.1, E.5"),
    ("R2", "Interceptor pump-out frequency, manifests", "Interceptor maintenance B, E.1–E.4, F"),
    ("R3", "Grease traps", "Grease traps C–F"),
    ("R4", "Employee training", "Best management practices"),
    ("R5", "Spills: phone notices, written confirmation", "Notification of spills A–C"),
    ("R6", "Records kept, never destroyed", "Monitoring and reporting B, C; Inspection C"),
    ("R7", "The records packet", "Monitoring and reporting B (record keeping); Inspection A, C"),
    ("R8a", "Planned changes", "Notification of planned changes"),
    ("R8b", "Conditional waivers", "Conditional waiver A–G"),
    ("R8c", "Self-inspection", "Prohibitions A–I; Best management practices; Grease traps D–E"),
    ("R8d", "Maintenance frequency from the readings", "Interceptor maintenance E.3–E.5"),
    ("R8e", "The city's inspections and enforcement", "Inspections; Noncompliance fees; "
     "Compliance schedule agreements; Hearings; Appeals; Administrative civil penalties; "
     "Damage to facilities"),
    ("R8f", "Lateral and sewer line cleaning", "Monitoring and reporting B.5"),
    ("R9", "Records begin", "not the ordinance's: the day the records in FOG Desktop begin"),
)  # fmt: skip

STYLE = """
<style>
h2 { font-size: 12pt; margin-top: 12px; margin-bottom: 4px; }
p { margin-top: 3px; margin-bottom: 3px; }
table.sign td { padding: 10px 4px 2px 4px; font-size: 10pt; }
table.key { border-collapse: collapse; }
table.key td, table.key th { border: 1px solid #999; padding: 2px 4px; font-size: 9pt; }
table.key th { background: #dde4ee; text-align: left; }
</style>
"""


def _signature_lines(est: EstablishmentRow) -> str:
    line = "_" * 34
    rows = [
        ("Name", line),
        ("Title", line),
        ("Date", line),
        ("Signature", line),
    ]
    return (
        '<table class="sign" cellspacing="0">'
        + "".join(f"<tr><td><b>{k}</b></td><td>{v}</td></tr>" for k, v in rows)
        + "</table>"
        + f"<p>For {escape(est.name)}, {escape(est.address)}</p>"
    )


def closing_part(est: EstablishmentRow) -> Part:
    """The last page: the certification to sign, what the audit check proves, the key."""
    key = "".join(
        f"<tr><td><b>{rule}</b></td><td>{escape(subject)}</td><td>{escape(sections)}</td></tr>"
        for rule, subject, sections in RULE_KEY
    )
    return Part(
        STYLE
        + "<h2>Certification</h2>"
        + f"<p><b>{escape(CERTIFICATION)}</b></p>"
        + "<p>Making a false record, or destroying a record the ordinance requires, is "
        "unlawful (Monitoring and reporting C).</p>"
        + _signature_lines(est)
        + "<h2>What the audit check proves</h2>"
        + f"<p>{escape(AUDIT_PROOF)}</p>"
        + "<h2>Key: the rule ids of these pages and the ordinance</h2>"
        + '<table class="key" width="100%" cellspacing="0"><thead><tr><th width="8%">Id</th>'
        + '<th width="34%">Subject</th><th>Sections of the ordinance</th></tr></thead>'
        + key
        + "</table>"
    )
