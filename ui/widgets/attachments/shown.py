"""One file as the panel shows it: stored with its record, or added and not saved yet."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import QLocale

from fog_desktop.i18n import translate
from fog_desktop.services.attachments import AttachmentInfo


def size_text(size: int) -> str:
    """A file's size as the user reads numbers: "950 KB", "2.4 MB" (2,4 MB in Mexico)."""
    if size < 1024:
        return translate("Attachments", "{size} bytes").format(size=size)
    if size < 1024 * 1024:
        return translate("Attachments", "{size} KB").format(size=round(size / 1024))
    megabytes = QLocale().toString(size / (1024 * 1024), "f", 1)
    return translate("Attachments", "{size} MB").format(size=megabytes)


@dataclass(frozen=True)
class Shown:
    """One file in the panel: stored (``stored``) or added and not saved yet (``path``)."""

    name: str
    media_type: str
    sha256: str
    size: int
    stored: AttachmentInfo | None = None
    path: Path | None = None
    #: What the caption says instead of the size: when an inbox photo was received.
    note: str = ""

    @classmethod
    def of(cls, info: AttachmentInfo) -> Shown:
        return cls(info.original_name, info.media_type, info.sha256, info.size, stored=info)

    def with_note(self, note: str) -> Shown:
        return replace(self, note=note)

    @property
    def is_void(self) -> bool:
        return self.stored is not None and self.stored.is_void

    @property
    def caption(self) -> str:
        if self.note:
            return self.note
        if self.stored is None:
            return translate("Attachments", "not saved yet")
        return self.stored.status_text if self.is_void else size_text(self.size)

    @property
    def key(self) -> tuple[str, str]:
        return ("stored", str(self.stored.id)) if self.stored else ("pending", str(self.path))
