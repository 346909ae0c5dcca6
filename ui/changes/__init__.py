"""The "Changes & waivers" page: planned changes and their notice to the city, and
conditional waivers of the interceptor (R8a, R8b)."""

from ui.changes.page import ChangesPage

__all__ = ["ChangesPage"]
