"""Services: one unit of work per operation, plain data or loaded rows out.

Importing this package registers every capability's obligation producer.
"""

from fog_desktop.services import incidents, schedules, self_inspection_rows, training_rows

__all__ = ["incidents", "schedules", "self_inspection_rows", "training_rows"]
