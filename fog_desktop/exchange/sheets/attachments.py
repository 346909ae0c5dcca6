"""The Attachments sheet: every file the packet carries, and what it belongs to."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from fog_desktop.exchange.data_sheet import DataSheet
from fog_desktop.exchange.layout import Column, Kind, Sheet
from fog_desktop.exchange.rows import Row

if TYPE_CHECKING:
    from fog_desktop.exchange.packet_files import PacketFile


ATTACHMENTS = Sheet(
    "Attachments",
    (
        Column("File name in packet", width=70),
        Column("Belongs to", width=70),
        Column("Original name", width=30),
        Column("Type", width=16),
        Column("Size (bytes)", Kind.INTEGER, 12),
        Column("SHA-256", width=70, whole=True),
    ),
)


def attachment_rows(files: list[PacketFile]) -> Iterator[Row]:
    for f in files:
        yield [f.name, f.belongs_to, f.original_name, f.media_type, f.size or None, f.sha256]


ATTACHMENTS_SHEET = DataSheet(ATTACHMENTS, lambda export: attachment_rows(export.files))
