"""Services: one unit of work per operation, plain data or loaded rows out.

Importing this package registers every capability's obligation producer.
"""

from fog_desktop.services import (
    changes,
    frequency,
    incidents,
    milestones,
    schedules,
    self_inspection_rows,
    training_rows,
    violations,
    waivers,
)

__all__ = [
    "changes",
    "frequency",
    "incidents",
    "milestones",
    "schedules",
    "self_inspection_rows",
    "training_rows",
    "violations",
    "waivers",
]
