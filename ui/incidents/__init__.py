"""The "Incidents" page: spills and other discharges, the phone notices made at once, and
the written confirmation due five working days later (issue 5; R5, R6)."""

from ui.incidents.page import IncidentsPage, report_incident_dialog

__all__ = ["IncidentsPage", "report_incident_dialog"]
