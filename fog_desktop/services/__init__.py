"""Services: one unit of work per operation, plain data or loaded rows out.

Importing this package registers every capability's obligation producer.
"""

from fog_desktop.services import frequency, incidents, schedules, training_rows

__all__ = ["frequency", "incidents", "schedules", "training_rows"]
