"""One file as the panel shows it: stored with its record, or added and not saved yet."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from fog_desktop.services.attachments import AttachmentInfo

NOT_SAVED = "not saved yet"


def size_text(size: int) -> str:
    if size < 1024:
        return f"{size} bytes"
    if size < 1024 * 1024:
        return f"{round(size / 1024)} KB"
    return f"{size / (1024 * 1024):.1f} MB"


@dataclass(frozen=True)
class Shown:
    """One file in the panel: stored (``stored``) or added and not saved yet (``path``)."""

    name: str
    media_type: str
    sha256: str
    size: int
    stored: AttachmentInfo | None = None
    path: Path | None = None

    @classmethod
    def of(cls, info: AttachmentInfo) -> Shown:
        return cls(info.original_name, info.media_type, info.sha256, info.size, stored=info)

    @property
    def is_void(self) -> bool:
        return self.stored is not None and self.stored.is_void

    @property
    def caption(self) -> str:
        if self.stored is None:
            return NOT_SAVED
        return self.stored.status_text if self.is_void else size_text(self.size)

    @property
    def key(self) -> tuple[str, str]:
        return ("stored", str(self.stored.id)) if self.stored else ("pending", str(self.path))
