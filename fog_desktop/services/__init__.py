"""Services: one unit of work per operation, plain data or loaded rows out.

Importing this package registers every capability's obligation producer.
"""

from fog_desktop.services import changes, incidents, schedules, training_rows, waivers

__all__ = ["changes", "incidents", "schedules", "training_rows", "waivers"]
