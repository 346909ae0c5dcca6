"""What every records table says of a void record (ui/rows.py), whatever the page."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from PySide6.QtCore import Qt

from fog_desktop import i18n
from ui.rows import Column, RowsModel

SPANISH = {"Void: {reason}": "Anulado: {reason}", "Recorded": "Registrado"}


@dataclass(frozen=True)
class Record:
    id: int
    name: str
    status_text: str
    is_void: bool


class RecordsModel(RowsModel[Record]):
    """A page's table that, as most do, says nothing of its own about the status."""

    def columns(self) -> list[Column[Record]]:
        return [Column("Name", lambda r: r.name)]


@pytest.fixture
def spanish() -> Iterator[None]:
    i18n.install(lambda context, text, *_: SPANISH.get(text, ""))
    yield
    i18n.uninstall()


@pytest.mark.usefixtures("spanish")
def test_a_screen_reader_hears_a_void_records_status_in_the_windows_language() -> None:
    """A void record is greyed; on each of its cells a screen reader hears why, in
    Spanish when the window is, the reason as typed."""
    model = RecordsModel()
    model.set_rows([
        Record(1, "GI-1", "Void: Entered twice", is_void=True),
        Record(2, "GI-2", "Recorded", is_void=False),
    ])  # fmt: skip
    said = [model.index(row, 0).data(Qt.ItemDataRole.AccessibleTextRole) for row in (0, 1)]
    assert said == ["GI-1, Anulado: Entered twice", "GI-2"]
