"""SQLAlchemy ORM models of FOG Desktop's records.

This package knows nothing of the rest of the application: no Qt, no rules, no services.
Every record table carries the columns of :class:`RecordMixin`; there is no delete path
(rules.md R6), and the database refuses a DELETE with a trigger as well.
"""

from models.audit import AuditEntry
from models.base import Base, Record, RecordMixin, RecordStatus
from models.device import DEVICE_TYPES, Device, DeviceType, FrequencyUnit
from models.establishment import CalendarChange, CalendarChangeKind, Establishment

#: Tables whose rows are records: never deleted, only amended or voided (rules.md R6).
RECORD_TABLES: tuple[str, ...] = ("establishments", "devices", "calendar_changes")

__all__ = [
    "DEVICE_TYPES",
    "RECORD_TABLES",
    "AuditEntry",
    "Base",
    "CalendarChange",
    "CalendarChangeKind",
    "Device",
    "DeviceType",
    "Establishment",
    "FrequencyUnit",
    "Record",
    "RecordMixin",
    "RecordStatus",
]
