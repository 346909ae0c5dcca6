"""Services: one unit of work per operation, plain data or loaded rows out.

Importing this package registers every capability's obligation producer.
"""

from fog_desktop.services import (
    frequency,
    incidents,
    milestones,
    schedules,
    self_inspection_rows,
    training_rows,
    violations,
)

__all__ = [
    "frequency",
    "incidents",
    "milestones",
    "schedules",
    "self_inspection_rows",
    "training_rows",
    "violations",
]
