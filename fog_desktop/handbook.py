"""The project's own documents that Help shows a manager: the rules the application
follows and the records workbook, sheet by sheet (docs/).

They are read from the docs folder beside the application's packages: the source tree,
an editable install and the installer (which copies docs/*.md there) all have it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from fog_desktop.errors import FogError
from fog_desktop.i18n import noop, translate

DOCS = Path(__file__).resolve().parent.parent / "docs"


@dataclass(frozen=True)
class Document:
    #: In English, marked for translation; :attr:`shown_title` is the window's.
    title: str
    file: str

    @property
    def shown_title(self) -> str:
        """The title in the interface's language."""
        return translate("Handbook", self.title)

    @property
    def path(self) -> Path:
        return DOCS / self.file


RULES = Document(noop("Handbook", "The rules FOG Desktop follows (R1–R8)"), "rules.md")
WORKBOOK = Document(noop("Handbook", "The records workbook, sheet by sheet"), "records-workbook.md")
HANDBOOK = (RULES, WORKBOOK)


def located(document: Document) -> Path:
    """Where ``document`` is; a FogError in one sentence when this installation lacks it."""
    if not document.path.is_file():
        raise FogError(
            translate(
                "Handbook",
                '"{title}" is not included in this installation ({path} is '
                "missing); reinstall FOG Desktop to have it.",
            ).format(title=document.shown_title, path=document.path)
        )
    return document.path
