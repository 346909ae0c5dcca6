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
from models.device import DEVICE_TYPES, Device, DeviceType, FrequencyUnit
from models.establishment import CalendarChange, CalendarChangeKind, Establishment
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
    SERVICES,
    WASTE_TYPES,
    MaintenanceEntry,
    Manifest,
    Service,
    WasteType,
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
    "planned_changes",
    "conditional_waivers",
    "waiver_fee_payments",
)
#: Tables that are written once and never changed: the audit trail and file contents.
APPEND_ONLY_TABLES: tuple[str, ...] = ("audit_entries", "attachment_contents")

__all__ = [
    "APPEND_ONLY_TABLES",
    "ATTESTATION",
    "CONFIRMATION_METHODS",
    "DEVICE_TYPES",
    "INCIDENT_KINDS",
    "RECORD_TABLES",
    "SERVICES",
    "TRAINING_KINDS",
    "WAIVER_OPTIONS",
    "WASTE_TYPES",
    "Agency",
    "Attachment",
    "AttachmentContent",
    "AuditEntry",
    "Base",
    "CalendarChange",
    "CalendarChangeKind",
    "ConditionalWaiver",
    "ConfirmationMethod",
    "Device",
    "DeviceType",
    "Employee",
    "Establishment",
    "FrequencyUnit",
    "Incident",
    "IncidentKind",
    "MaintenanceEntry",
    "Manifest",
    "MissedTraining",
    "PhoneNotice",
    "PlannedChange",
    "Record",
    "RecordMixin",
    "RecordStatus",
    "Service",
    "SignOff",
    "SignOffMethod",
    "Signed",
    "TrainingKind",
    "TrainingSession",
    "WaiverFeePayment",
    "WaiverOption",
    "WasteType",
]
