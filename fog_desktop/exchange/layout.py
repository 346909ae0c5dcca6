"""The sheets and columns of the records workbook, exactly as records-workbook.md names
them. Export, the template and import all read this one declaration."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from fog_desktop.rules.self_inspection import ANSWERS
from fog_desktop.services.self_inspection import answer_field, checklist_items
from models import (
    DEVICE_TYPES,
    HEARING_OUTCOMES,
    INCIDENT_KINDS,
    INSPECTION_RESULTS,
    NOTICE_DELIVERIES,
    NOTICE_KINDS,
    PARTIAL_CHECKS,
    SERVICES,
    TRAINING_KINDS,
    WAIVER_OPTIONS,
    WASTE_TYPES,
    Signed,
)


class Kind(enum.Enum):
    """What a column holds, for its cell format and for reading it back."""

    TEXT = "text"
    DATE = "date"
    TIME = "time"
    DATETIME = "datetime"
    NUMBER = "number"
    MONEY = "money"
    INTEGER = "integer"


@dataclass(frozen=True)
class Column:
    header: str
    kind: Kind = Kind.TEXT
    width: int = 14
    #: Computed on export and ignored on import.
    derived: bool = False
    #: Part of the key that matches a row to a stored record on import.
    key: bool = False
    #: Must be present on import even when not part of the key.
    required: bool = False
    #: The values allowed: a drop-down in the template.
    choices: tuple[str, ...] = ()
    #: The service's input fields this column fills on import, so a value the service
    #: refuses is named by its sheet, row and this column.
    fields: tuple[str, ...] = ()
    #: Headers this column had before, still read on import: a workbook exported then
    #: comes back whole.
    formerly: tuple[str, ...] = ()
    #: Text that must print on one line (a hash): its column is never narrowed to wrap it.
    whole: bool = False
    #: Printed on paper; False for what only a program reads (the Audit sheet's entry
    #: hashes, which fog-desktop verify checks), kept in the workbook, left off the page.
    on_paper: bool = True


@dataclass(frozen=True)
class Sheet:
    name: str
    columns: tuple[Column, ...]
    #: Skipped on import.
    export_only: bool = False

    @property
    def headers(self) -> tuple[str, ...]:
        return tuple(c.header for c in self.columns)

    def column(self, header: str) -> Column:
        return next(c for c in self.columns if c.header == header)


STATUS = Column("Status", width=22)
#: The day the record was typed into FOG Desktop, as its audit trail says (R6): the
#: reader sees a record written up days after the fact. Not on the Maintenance sheet,
#: which a long log prints narrow (portrait): the packet marks each entry typed late.
ENTERED = Column("Entered", Kind.DATE, 12, derived=True)
YES_NO = ("Yes", "No")

OBLIGATIONS = Sheet(
    "Obligations",
    (
        Column("Kind", width=24),
        Column("Subject", width=14),
        Column("Due", Kind.DATE, 12),
        Column("State", width=11),
        Column("Met on", Kind.DATE, 12),
        Column("Rule", width=6),
        # Wide enough for its longest words on one line: the sheet still prints portrait.
        Column("Flags", width=52),
    ),
    export_only=True,
)

DEVICES = Sheet(
    "Devices",
    (
        Column("Device ID", key=True, width=11, fields=("device_id",)),
        Column("Type", required=True, width=26, choices=DEVICE_TYPES, fields=("type",)),
        Column("Location", width=30, fields=("location",)),
        Column("Capacity (gal)", Kind.NUMBER, 14, required=True, fields=("capacity_gal",)),
        Column("Design depth (in)", Kind.NUMBER, 16, required=True, fields=("design_depth_in",)),
        Column("Maintenance frequency", width=20, fields=("frequency_number", "frequency_unit")),
        Column("In service since", Kind.DATE, 15, fields=("in_service_since",)),
        Column("Notes", width=36),
        STATUS,
    ),
)

MAINTENANCE = Sheet(
    "Maintenance",
    (
        Column("Date", Kind.DATE, 12, key=True, fields=("service_date",)),
        Column("Device ID", key=True, width=11, fields=("device_id",)),
        Column("Service", key=True, width=13, choices=SERVICES, fields=("service",)),
        Column("FOG depth (in)", Kind.NUMBER, 13, fields=("fog_depth_in",)),
        Column("Solids depth (in)", Kind.NUMBER, 15, fields=("solids_depth_in",)),
        Column("Percent of design depth", Kind.NUMBER, 14, derived=True),
        Column("Gallons removed", Kind.NUMBER, 14, fields=("gallons_removed",)),
        Column("Hauler", width=24),
        Column("Manifest no.", width=14),
        Column("Performed by", width=20),
        Column("City inspection", width=15, fields=("city_inspection",)),
        Column("Notes", width=32),
        # Narrow: the log prints portrait only while its columns' floors fit the page,
        # and few entries have a flag, which wraps in its row.
        Column("Flags", width=8, derived=True),
        STATUS,
        # How a possible partial pump-out was settled, and why (R2). Kept off paper: the
        # Flags column prints "Partial pump-out" or "Possible partial pump-out" already,
        # and the packet's device page prints each settlement with its reason.
        Column(
            "Pump-out check",
            width=14,
            choices=PARTIAL_CHECKS,
            fields=("partial_check",),
            on_paper=False,
        ),
        Column("Pump-out check reason", width=40, fields=("partial_check_note",), on_paper=False),
    ),
)

#: The grease traps' cleanings as a calendar, a trap's month a row (R3): ✓ cleaned, ✗ a
#: cleaning due and not done by then, – a day outside the month, the window or the trap's
#: service. The Maintenance sheet prints without its routine cleanings, which print here.
TRAP_CLEANINGS = Sheet(
    "Trap cleanings",
    (
        Column("Device ID", width=10),
        Column("Month", width=9),
        *(Column(str(day), width=3) for day in range(1, 32)),
        Column("Cleanings", Kind.INTEGER, 11),
        Column("Days missed", Kind.INTEGER, 8),
    ),
    export_only=True,
)

MANIFESTS = Sheet(
    "Manifests",
    (
        Column("Manifest no.", key=True, width=14, fields=("manifest_no",)),
        Column("Date", Kind.DATE, 12, fields=("manifest_date",)),
        Column("Hauler", key=True, width=24, fields=("hauler",)),
        Column("Hauler registration no.", width=16),
        Column("Driver", width=16),
        Column("Waste type", width=22, choices=WASTE_TYPES, fields=("waste_type",)),
        Column("Gallons", Kind.NUMBER, 10, fields=("gallons",)),
        Column("Disposal site", width=24),
        Column("Disposal site address", width=32),
        Column("Invoice no.", width=12),
        Column("Invoice amount", Kind.MONEY, 13, fields=("invoice_amount",)),
        Column("Device ID", width=11, fields=("device_id",)),
        Column("Attachments", width=60, derived=True),
        ENTERED,
        STATUS,
    ),
)

EMPLOYEES = Sheet(
    "Employees",
    (
        Column("Employee ID", key=True, width=12, fields=("employee_id",)),
        Column("Name", width=24, fields=("name",)),
        Column("Role", width=18),
        Column("Hire date", Kind.DATE, 12, required=True, fields=("hire_date",)),
        Column("End date", Kind.DATE, 12, fields=("end_date",)),
        STATUS,
    ),
)

TRAINING = Sheet(
    "Training",
    (
        Column("Date", Kind.DATE, 12, key=True, fields=("session_date",)),
        Column("Employee ID", key=True, width=12, fields=("attendees",)),
        Column("Employee name", width=22),
        Column("Kind", key=True, required=True, width=12, choices=TRAINING_KINDS, fields=("kind",)),
        Column("Trainer", width=20, fields=("trainer",)),
        Column("Topics", width=50),
        # Not "Signed": a typed attestation is no signature (R6), though it counts (R4).
        Column(
            "Sign-off",
            width=20,
            choices=tuple(s.value for s in Signed),
            fields=("typed_name", "signature"),
            formerly=("Signed",),
        ),
        ENTERED,
        STATUS,
    ),
)

INCIDENTS = Sheet(
    "Incidents",
    (
        Column("Incident ID", key=True, width=14),
        Column("Incident date", Kind.DATE, 12, fields=("incident_date",)),
        Column("Incident time", Kind.TIME, 9, fields=("incident_time",)),
        Column("Kind", width=20, required=True, choices=INCIDENT_KINDS, fields=("kind",)),
        Column("Description", width=36),
        Column("Potential blockage or SSO", width=12, choices=YES_NO),
        Column("City notified at", Kind.DATETIME, 17, fields=("called_time",)),
        #: How soon after the incident the first call was made: within the hour (R5).
        Column("City call", width=30, derived=True),
        Column("Health dept notified at", Kind.DATETIME, 17),
        Column("Health dept call", width=30, derived=True),
        Column("Reasons", width=36, fields=("reasons",)),
        Column("Immediate corrective steps", width=36, fields=("immediate_steps",)),
        Column("Preventive steps", width=36, fields=("preventive_steps",)),
        Column("Confirmation due", Kind.DATE, 13, derived=True),
        Column("Confirmation sent on", Kind.DATE, 13, fields=("confirmation_sent_on",)),
        Column("Confirmation method", width=16, fields=("confirmation_method",)),
        ENTERED,
        STATUS,
    ),
)

#: The manager's explanation of each half-year training missed (R4).
MISSED_TRAINING = Sheet(
    "Missed training",
    (
        Column("Half ending", Kind.DATE, 12, key=True, fields=("half_end",)),
        Column("Employee ID", key=True, width=12, fields=("employee_id",)),
        Column("Employee name", width=22, derived=True),
        Column("What happened", width=60, required=True, fields=("what_happened",)),
        STATUS,
    ),
)

#: The city's inspections (R8e).
CITY_INSPECTIONS = Sheet(
    "City inspections",
    (
        Column("Inspection ID", key=True, width=14),
        Column("Date", Kind.DATE, 12, fields=("inspected_on",)),
        Column("Inspector", width=22, required=True, fields=("inspector",)),
        Column("Result", width=20, required=True, choices=INSPECTION_RESULTS, fields=("result",)),
        Column("Findings", width=50, fields=("findings",)),
        STATUS,
    ),
)


#: Each planned change and its notice to the city (R8a).
PLANNED_CHANGES = Sheet(
    "Planned changes",
    (
        Column("Description", key=True, width=40, fields=("description",)),
        Column("Planned start", Kind.DATE, 12, key=True, fields=("planned_start",)),
        Column("Notice due", Kind.DATE, 12, derived=True),
        Column("Notice sent on", Kind.DATE, 12, fields=("notice_sent_on",)),
        Column("Notes", width=40, fields=("notes",)),
        STATUS,
    ),
)

#: The city's notices of violation, administrative complaints and licence notices (their
#: Kind; empty is a notice of violation), and each step that followed (R8e).
NOTICES_OF_VIOLATION = Sheet(
    "Notices of violation",
    (
        Column("Notice ID", key=True, width=14),
        Column("Kind", width=24, choices=NOTICE_KINDS, fields=("kind",)),
        Column("Date mailed or posted", Kind.DATE, 12, fields=("notice_on",)),
        Column("How", width=10, required=True, choices=NOTICE_DELIVERIES, fields=("delivery",)),
        Column("Inspection ID", width=14, fields=("inspection_no",)),
        Column("Finding", width=40, required=True, fields=("finding",)),
        Column("Noncompliance fee", Kind.MONEY, 12, fields=("noncompliance_fee",)),
        Column("Fee due (from the notice's date)", Kind.DATE, 14, derived=True),
        Column("Fee paid on", Kind.DATE, 12, fields=("fee_paid_on",)),
        Column("Hearing request due", Kind.DATE, 12, derived=True),
        Column("Hearing request received on", Kind.DATE, 12, fields=("hearing_requested_on",)),
        Column("Hearing on", Kind.DATE, 12, fields=("hearing_on",)),
        Column("Hearing outcome", width=12, choices=HEARING_OUTCOMES, fields=("hearing_outcome",)),
        Column("Order mailed on", Kind.DATE, 12, fields=("order_mailed_on",)),
        Column("Appeal filed on", Kind.DATE, 12, fields=("appeal_filed_on",)),
        Column("Order final on", Kind.DATE, 12, fields=("order_final_on",)),
        Column("Civil penalty", Kind.MONEY, 12, fields=("penalty_amount",)),
        Column("Penalty paid on", Kind.DATE, 12, fields=("penalty_paid_on",)),
        Column("Cleanup invoiced on", Kind.DATE, 12, fields=("cleanup_invoiced_on",)),
        Column("Cleanup costs", Kind.MONEY, 12, fields=("cleanup_amount",)),
        Column("Cleanup paid on", Kind.DATE, 12, fields=("cleanup_paid_on",)),
        Column("Interceptor notice on", Kind.DATE, 12, fields=("interceptor_notice_on",)),
        Column("Interceptor installed on", Kind.DATE, 12, fields=("interceptor_installed_on",)),
        STATUS,
    ),
)


#: Each conditional waiver of the interceptor, with its option and revocation (R8b).
WAIVERS = Sheet(
    "Waivers",
    (
        Column("Granted on", Kind.DATE, 12, key=True, fields=("granted_on",)),
        Column("Terms", width=50, required=True, fields=("terms",)),
        Column("Option", width=20, required=True, choices=WAIVER_OPTIONS, fields=("option",)),
        Column("Cleaning interval", width=14, fields=("cleaning_interval",)),
        Column("Revoked on", Kind.DATE, 12, fields=("revoked_on",)),
        Column("Notes", width=30, fields=("notes",)),
        STATUS,
    ),
)

#: The milestones of compliance schedule agreements with the city (R8e).
COMPLIANCE_MILESTONES = Sheet(
    "Compliance milestones",
    (
        Column("Agreement", key=True, width=14, fields=("agreement",)),
        Column("Agreed on", Kind.DATE, 12, fields=("agreed_on",)),
        Column("Milestone", key=True, width=40, fields=("milestone",)),
        Column("Due", Kind.DATE, 12, key=True, fields=("due_on",)),
        Column("Progress report", width=40, fields=("progress_report",)),
        Column("Reported on", Kind.DATE, 12, fields=("reported_on",)),
        Column("Done on", Kind.DATE, 12, fields=("done_on",)),
        STATUS,
    ),
)

#: Each progress report on a milestone, due by a date, sent on one, or both (R8e): the
#: milestone is named as on the Compliance milestones sheet.
PROGRESS_REPORTS = Sheet(
    "Progress reports",
    (
        Column("Agreement", key=True, width=14, fields=("agreement",)),
        Column("Milestone", key=True, width=34, fields=("milestone",)),
        Column("Milestone due", Kind.DATE, 12, key=True, fields=("milestone_due_on",)),
        Column("Due", Kind.DATE, 12, key=True, fields=("due_on",)),
        Column("Sent on", Kind.DATE, 12, key=True, fields=("reported_on",)),
        Column("Report", width=44, fields=("report",)),
        STATUS,
    ),
)


#: The program manager's approvals of an interceptor's maintenance frequency (R8d).
FREQUENCY_APPROVALS = Sheet(
    "Frequency approvals",
    (
        Column("Approved on", Kind.DATE, 12, key=True, fields=("approved_on",)),
        Column("Device ID", key=True, width=12, fields=("device_id",)),
        Column("Frequency", width=12, required=True, fields=("frequency",)),
        Column("Notes", width=50, fields=("notes",)),
        STATUS,
    ),
)


#: Each item of each self-inspection checklist as it was found, and its fix (R8c).
SELF_INSPECTION = Sheet(
    "Self-inspection",
    (
        Column("Date", Kind.DATE, 12, key=True, fields=("inspected_on",)),
        Column("Walked by", width=20, required=True, fields=("inspected_by",)),
        Column(
            "Item",
            key=True,
            width=18,
            choices=tuple(i.name for i in checklist_items()),
            fields=("answers", *(answer_field(i.name) for i in checklist_items())),
        ),
        Column("Answer", width=14, required=True, choices=ANSWERS),
        Column("Note", width=40),
        Column("Additive in use", width=20),
        Column("Fix due", Kind.DATE, 12, derived=True),
        Column("Fixed on", Kind.DATE, 12, fields=("fixed_on",)),
        Column("What was done", width=40, fields=("what_was_done",)),
        STATUS,
    ),
)


#: Each written authorization of an additive by the program manager (R8c; Prohibitions
#: C, G): an additive answered in use on a checklist is OK only with one on file.
ADDITIVE_AUTHORIZATIONS = Sheet(
    "Additive authorizations",
    (
        Column("Additive", key=True, width=24, fields=("additive",)),
        Column("Authorized on", Kind.DATE, 12, key=True, fields=("authorized_on",)),
        Column("Authorized by", width=24, required=True, fields=("authorized_by",)),
        Column("Note", width=40, fields=("note",)),
        STATUS,
    ),
)


#: Each payment of a waiver's annual grease cleaning fee (R8b).
WAIVER_FEES = Sheet(
    "Waiver fees",
    (
        Column("Waiver granted on", Kind.DATE, 18, key=True, fields=("waiver",)),
        Column("Paid on", Kind.DATE, 12, key=True, fields=("paid_on",)),
        Column("Amount", Kind.MONEY, 12, fields=("amount",)),
        Column("Receipt no.", width=14, fields=("receipt_no",)),
        STATUS,
    ),
)

ATTACHMENTS = Sheet(
    "Attachments",
    (
        Column("File name in packet", width=70),
        Column("Belongs to", width=70),
        Column("Original name", width=30),
        Column("Type", width=16),
        Column("Size (bytes)", Kind.INTEGER, 12),
        Column("SHA-256", width=70, whole=True),
    ),
    export_only=True,
)

AUDIT = Sheet(
    "Audit",
    (
        Column("At", Kind.DATETIME, 17),
        Column("Who", width=24),
        Column("Action", width=8),
        Column("Record", width=36),
        Column("Summary", width=60),
        Column("Entry hash", width=70, whole=True, on_paper=False),
    ),
    export_only=True,
)

#: The data sheets after the Cover, in the workbook's order.
DATA_SHEETS: tuple[Sheet, ...] = (
    OBLIGATIONS,
    DEVICES,
    MAINTENANCE,
    TRAP_CLEANINGS,
    MANIFESTS,
    EMPLOYEES,
    TRAINING,
    INCIDENTS,
    MISSED_TRAINING,
    CITY_INSPECTIONS,
    NOTICES_OF_VIOLATION,
    COMPLIANCE_MILESTONES,
    PROGRESS_REPORTS,
    FREQUENCY_APPROVALS,
    SELF_INSPECTION,
    ADDITIVE_AUTHORIZATIONS,
    PLANNED_CHANGES,
    WAIVERS,
    WAIVER_FEES,
    ATTACHMENTS,
    AUDIT,
)
COVER = "Cover"
#: The Cover's label of the establishment's name, on its first row.
COVER_NAME = "Records packet of"
IMPORTABLE: tuple[Sheet, ...] = tuple(s for s in DATA_SHEETS if not s.export_only)
