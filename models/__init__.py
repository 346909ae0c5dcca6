"""SQLAlchemy ORM models of FOG Desktop's records.

This package knows nothing of the rest of the application: no Qt, no rules, no services.
Every record table carries the columns of :class:`RecordMixin`; there is no delete path
(rules.md R6), and the database refuses a DELETE with a trigger as well.
"""

from models.attachment import Attachment, AttachmentContent
from models.audit import AuditEntry
from models.base import Base, Record, RecordMixin, RecordStatus
from models.changes import (
    WAIVER_OPTIONS,
    ConditionalWaiver,
    PlannedChange,
    WaiverFeePayment,
    WaiverOption,
)
from models.device import DEVICE_TYPES, Device, DeviceType, FrequencyApproval, FrequencyUnit
from models.enforcement import (
    HEARING_OUTCOMES,
    INSPECTION_RESULTS,
    NOTICE_DELIVERIES,
    CityInspection,
    ComplianceMilestone,
    HearingOutcome,
    InspectionResult,
    NoticeDelivery,
    ProgressReport,
    ViolationNotice,
)
from models.establishment import (
    CalendarChange,
    CalendarChangeKind,
    Establishment,
    OrdinanceChoice,
)
from models.incident import (
    CONFIRMATION_METHODS,
    INCIDENT_KINDS,
    Agency,
    ConfirmationMethod,
    Incident,
    IncidentKind,
    PhoneNotice,
)
from models.maintenance import (
    LINE_CLEANINGS,
    PARTIAL_CHECKS,
    SERVICES,
    WASTE_TYPES,
    MaintenanceEntry,
    Manifest,
    PartialCheck,
    Service,
    WasteType,
)
from models.self_inspection import (
    AdditiveAuthorization,
    ChecklistAnswer,
    CorrectiveAction,
    SelfInspection,
    SelfInspectionInterval,
)
from models.training import (
    ATTESTATION,
    TRAINING_KINDS,
    Employee,
    MissedTraining,
    Signed,
    SignOff,
    SignOffMethod,
    TrainingKind,
    TrainingSession,
)

#: Tables whose rows are records: never deleted, only amended or voided (rules.md R6).
RECORD_TABLES: tuple[str, ...] = (
    "establishments",
    "devices",
    "frequency_approvals",
    "calendar_changes",
    "maintenance_entries",
    "manifests",
    "attachments",
    "employees",
    "training_sessions",
    "sign_offs",
    "missed_trainings",
    "incidents",
    "phone_notices",
    "additive_authorizations",
    "checklist_answers",
    "city_inspections",
    "compliance_milestones",
    "conditional_waivers",
    "corrective_actions",
    "ordinance_choices",
    "planned_changes",
    "progress_reports",
    "self_inspection_intervals",
    "self_inspections",
    "violation_notices",
    "waiver_fee_payments",
)
#: Tables that are written once and never changed: the audit trail and file contents.
APPEND_ONLY_TABLES: tuple[str, ...] = ("audit_entries", "attachment_contents")

__all__ = [
    "APPEND_ONLY_TABLES",
    "ATTESTATION",
    "CONFIRMATION_METHODS",
    "DEVICE_TYPES",
    "HEARING_OUTCOMES",
    "INCIDENT_KINDS",
    "INSPECTION_RESULTS",
    "LINE_CLEANINGS",
    "NOTICE_DELIVERIES",
    "PARTIAL_CHECKS",
    "RECORD_TABLES",
    "SERVICES",
    "TRAINING_KINDS",
    "WAIVER_OPTIONS",
    "WASTE_TYPES",
    "AdditiveAuthorization",
    "Agency",
    "Attachment",
    "AttachmentContent",
    "AuditEntry",
    "Base",
    "CalendarChange",
    "CalendarChangeKind",
    "ChecklistAnswer",
    "CityInspection",
    "ComplianceMilestone",
    "ConditionalWaiver",
    "ConfirmationMethod",
    "CorrectiveAction",
    "Device",
    "DeviceType",
    "Employee",
    "Establishment",
    "FrequencyApproval",
    "FrequencyUnit",
    "HearingOutcome",
    "Incident",
    "IncidentKind",
    "InspectionResult",
    "MaintenanceEntry",
    "Manifest",
    "MissedTraining",
    "NoticeDelivery",
    "OrdinanceChoice",
    "PartialCheck",
    "PhoneNotice",
    "PlannedChange",
    "ProgressReport",
    "Record",
    "RecordMixin",
    "RecordStatus",
    "SelfInspection",
    "SelfInspectionInterval",
    "Service",
    "SignOff",
    "SignOffMethod",
    "Signed",
    "TrainingKind",
    "TrainingSession",
    "ViolationNotice",
    "WaiverFeePayment",
    "WaiverOption",
    "WasteType",
]
