"""The sheets and columns of the records workbook, exactly as records-workbook.md names
them. Export, the template and import all read this one declaration."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from models import (
    DEVICE_TYPES,
    INCIDENT_KINDS,
    SERVICES,
    TRAINING_KINDS,
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
    ),
    export_only=True,
)

DEVICES = Sheet(
    "Devices",
    (
        Column("Device ID", key=True, width=11),
        Column("Type", required=True, width=26, choices=DEVICE_TYPES),
        Column("Location", width=30),
        Column("Capacity (gal)", Kind.NUMBER, 14, required=True),
        Column("Design depth (in)", Kind.NUMBER, 16, required=True),
        Column("Maintenance frequency", width=20),
        Column("In service since", Kind.DATE, 15),
        Column("Notes", width=36),
        STATUS,
    ),
)

MAINTENANCE = Sheet(
    "Maintenance",
    (
        Column("Date", Kind.DATE, 12, key=True),
        Column("Device ID", key=True, width=11),
        Column("Service", key=True, width=13, choices=SERVICES),
        Column("FOG depth (in)", Kind.NUMBER, 13),
        Column("Solids depth (in)", Kind.NUMBER, 15),
        Column("Percent of design depth", Kind.NUMBER, 14, derived=True),
        Column("Gallons removed", Kind.NUMBER, 14),
        Column("Hauler", width=24),
        Column("Manifest no.", width=14),
        Column("Performed by", width=20),
        Column("Notes", width=36),
        STATUS,
    ),
)

MANIFESTS = Sheet(
    "Manifests",
    (
        Column("Manifest no.", key=True, width=14),
        Column("Date", Kind.DATE, 12),
        Column("Hauler", key=True, width=24),
        Column("Hauler registration no.", width=16),
        Column("Driver", width=16),
        Column("Waste type", width=22, choices=WASTE_TYPES),
        Column("Gallons", Kind.NUMBER, 10),
        Column("Disposal site", width=24),
        Column("Disposal site address", width=32),
        Column("Invoice no.", width=12),
        Column("Invoice amount", Kind.MONEY, 13),
        Column("Device ID", width=11),
        Column("Attachments", width=60, derived=True),
        STATUS,
    ),
)

EMPLOYEES = Sheet(
    "Employees",
    (
        Column("Employee ID", key=True, width=12),
        Column("Name", width=24),
        Column("Role", width=18),
        Column("Hire date", Kind.DATE, 12, required=True),
        Column("End date", Kind.DATE, 12),
        STATUS,
    ),
)

TRAINING = Sheet(
    "Training",
    (
        Column("Date", Kind.DATE, 12, key=True),
        Column("Employee ID", key=True, width=12),
        Column("Employee name", width=22),
        Column("Kind", key=True, required=True, width=12, choices=TRAINING_KINDS),
        Column("Trainer", width=20),
        Column("Topics", width=50),
        Column("Signed", width=20, choices=tuple(s.value for s in Signed)),
        STATUS,
    ),
)

INCIDENTS = Sheet(
    "Incidents",
    (
        Column("Incident ID", key=True, width=14),
        Column("Incident date", Kind.DATE, 12),
        Column("Incident time", Kind.TIME, 9),
        Column("Kind", width=20, required=True, choices=INCIDENT_KINDS),
        Column("Description", width=36),
        Column("Potential blockage or SSO", width=12, choices=YES_NO),
        Column("City notified at", Kind.DATETIME, 17),
        Column("Health dept notified at", Kind.DATETIME, 17),
        Column("Reasons", width=36),
        Column("Immediate corrective steps", width=36),
        Column("Preventive steps", width=36),
        Column("Confirmation due", Kind.DATE, 13, derived=True),
        Column("Confirmation sent on", Kind.DATE, 13),
        Column("Confirmation method", width=16),
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
        Column("SHA-256", width=66),
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
        Column("Entry hash", width=66),
    ),
    export_only=True,
)

#: The data sheets after the Cover, in the workbook's order.
DATA_SHEETS: tuple[Sheet, ...] = (
    OBLIGATIONS,
    DEVICES,
    MAINTENANCE,
    MANIFESTS,
    EMPLOYEES,
    TRAINING,
    INCIDENTS,
    ATTACHMENTS,
    AUDIT,
)
COVER = "Cover"
IMPORTABLE: tuple[Sheet, ...] = tuple(s for s in DATA_SHEETS if not s.export_only)
