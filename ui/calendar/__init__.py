"""The "Holiday calendar" settings page: the working-day calendar that counts the written
confirmation's five working days (issue 5 §3; R5, R6)."""

from ui.calendar.page import CalendarPage

__all__ = ["CalendarPage"]
