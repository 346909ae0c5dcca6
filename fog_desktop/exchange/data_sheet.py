"""What a record kind declares of its sheet of the records workbook: its columns (a
:class:`~fog_desktop.exchange.layout.Sheet`), the rows an export writes of it, and, for a
sheet read back, how an import stores each row. The kinds' modules are in
``exchange/sheets/``; the registry there lists them in the workbook's order and in the
import's."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from openpyxl import Workbook

from fog_desktop.database import Database
from fog_desktop.exchange.import_steps import Store
from fog_desktop.exchange.layout import Sheet
from fog_desktop.exchange.rows import Row, Window
from fog_desktop.services.devices import DeviceRow

if TYPE_CHECKING:
    # Types only: these modules' sheets are declared with this one.
    from fog_desktop.exchange.packet_files import PacketFile
    from fog_desktop.exchange.sheets.obligations import ObligationRows
    from fog_desktop.exchange.sheets.trap_cleanings import MaintenanceLog


@dataclass(frozen=True)
class Export:
    """One export's establishment and window, and what more than one sheet (or the
    Cover) reads, made once before the first sheet is written."""

    db: Database
    est_id: int
    window: Window
    #: The packet's files: the Manifests sheet names each manifest's, Attachments all.
    files: list[PacketFile]
    #: The Obligations sheet's rows, and every obligation: the traps' calendars read them.
    obligations: ObligationRows
    #: The grease traps in use in the window, a calendar each on Trap cleanings (R3).
    traps: list[DeviceRow]
    #: The Maintenance sheet's rows, routine trap cleanings last (issue 31).
    log: MaintenanceLog


@dataclass
class Counts:
    """What the export wrote, for the Cover: each sheet's rows, and what prints apart."""

    per_sheet: dict[str, int] = field(default_factory=dict)
    #: Trap cleanings met on time, per trap: counted on the Cover, not listed (R3).
    cleanings_on_time: dict[str, int] = field(default_factory=dict)
    #: The traps' routine cleanings: rows of Maintenance that print on Trap cleanings.
    routine_cleanings: int = 0


WindowRows = Callable[[Database, int, Window], Iterable[Row]]
#: Whether the export was cancelled.
Stop = Callable[[], bool]


def in_window(rows: WindowRows) -> Callable[[Export], Iterable[Row]]:
    """The rows of a sheet that reads nothing but the establishment and the window."""
    return lambda export: rows(export.db, export.est_id, export.window)


@dataclass(frozen=True)
class DataSheet:
    """A data sheet of the workbook, as its record kind declares it."""

    sheet: Sheet
    #: Its rows, in its columns' order, for an export.
    rows: Callable[[Export], Iterable[Row]]
    #: How an import stores each of its rows; None for a sheet the import skips.
    store: Store | None = None
    #: How many of its rows print, asked once they are written; None: all of them.
    printed: Callable[[Export], int] | None = None
    #: Writes the sheet its own way rather than a row a line (the Audit sheet) and says
    #: how many rows it holds.
    write: Callable[[Workbook, Export, Stop], int] | None = None
    #: The Cover's lines on the sheet after its count of rows, as labels and values: what
    #: it leaves out, how it prints when not a row a line (issue 31).
    cover: Callable[[Counts], Iterable[tuple[str, str]]] | None = None
