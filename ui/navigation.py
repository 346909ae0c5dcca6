"""The pages of the main window, in the navigation's order, each built on its first visit.

A page's module brings its dialogs, its services and the models with it; building all
twelve at start cost the window about half a second before anyone chose one (issue 16
§1). The navigation lists them by title alone; the window imports and builds a page when
it is first shown, or when another page's line opens one of its records (ui/openings.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING, Any

from fog_desktop.i18n import noop

if TYPE_CHECKING:
    from fog_desktop.context import AppContext
    from ui.page import Page


@dataclass(frozen=True)
class PageSlot:
    """A page of the window before it is built: its title (the page class's own) and
    where its class is, ``module:Class``."""

    title: str
    where: str
    #: The page sets the window title's alert, so it is built and read at start.
    sets_alert: bool = False
    #: Builds the page instead of its class (a test's page, or one it prepared).
    factory: Callable[[AppContext], Page[Any]] | None = None

    def page_class(self) -> type[Page[Any]]:
        module, _, name = self.where.partition(":")
        found: type[Page[Any]] = getattr(import_module(module), name)
        return found

    def build(self, context: AppContext) -> Page[Any]:
        return (self.factory or self.page_class())(context)


DASHBOARD = PageSlot(noop("Page", "Dashboard"), "ui.dashboard.page:DashboardPage", sets_alert=True)
EXPORT = PageSlot(noop("Page", "Export"), "ui.export.page:ExportPage")

#: Every page that works in this release.
PAGES = (
    DASHBOARD,
    PageSlot(noop("Page", "Maintenance"), "ui.maintenance.page:MaintenancePage"),
    PageSlot(noop("Page", "Manifests"), "ui.manifests.page:ManifestsPage"),
    PageSlot(noop("Page", "Training"), "ui.training.page:TrainingPage"),
    PageSlot(noop("Page", "Employees"), "ui.employees.page:EmployeesPage"),
    PageSlot(noop("Page", "Incidents"), "ui.incidents.page:IncidentsPage"),
    PageSlot(noop("Page", "Self-inspection"), "ui.self_inspection.page:SelfInspectionPage"),
    PageSlot(noop("Page", "City inspections"), "ui.city.page:CityInspectionsPage"),
    PageSlot(noop("Page", "Changes & waivers"), "ui.changes.page:ChangesPage"),
    PageSlot(noop("Page", "Establishment & devices"), "ui.devices.page:DevicesPage"),
    PageSlot(noop("Page", "Holiday calendar"), "ui.calendar.page:CalendarPage"),
    EXPORT,
)
