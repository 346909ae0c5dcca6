"""Help > "What the ordinance asks" and "Getting started", and each page's "?" and F1:
the duties in plain words, shipped with the application (resources/help/), in the
interface's language, opened at the page's section."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from PySide6.QtWidgets import QToolButton

from fog_desktop import i18n
from fog_desktop.i18n import noop, translate

ORDINANCE = "ordinance.html"
GETTING_STARTED = "getting-started.html"
#: The guides in the Help menu: the file and its title.
GUIDES = (
    (ORDINANCE, noop("Help", "What the ordinance asks")),
    (GETTING_STARTED, noop("Help", "Getting started")),
)
#: The section of "What the ordinance asks" each page's "?" opens, by the page's title.
SECTIONS = {
    "Dashboard": "dashboard",
    "Maintenance": "maintenance",
    "Manifests": "manifests",
    "Training": "training",
    "Employees": "employees",
    "Incidents": "incidents",
    "Self-inspection": "self-inspection",
    "City inspections": "city",
    "Changes & waivers": "changes",
    "Establishment & devices": "devices",
    "Holiday calendar": "calendar",
    "Export": "export",
}


def guide_path(name: str, language: str | None = None) -> Path:
    """The guide ``name`` in the interface's language, in English when it has none."""
    folder = files("resources") / "help"
    for code in (language or i18n.language(), "en"):
        found = Path(str(folder / code / name))
        if found.is_file():
            return found
    raise FileNotFoundError(name)


def help_button(page_title: str) -> QToolButton:
    """The "?" beside a page's heading."""
    button = QToolButton()
    button.setObjectName("page_help")
    button.setText("?")
    button.setToolTip(translate("Help", "What the ordinance asks on this page (F1)"))
    button.setAccessibleName(
        translate("Help", "Help for {page}").format(page=translate("Page", page_title))
    )
    return button
