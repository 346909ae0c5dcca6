"""The columns of the records workbook's sheets, and what they share, as
records-workbook.md names them. Each kind declares its sheet in ``exchange/sheets/``;
export, the template and import all read those declarations."""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Kind(enum.Enum):
    """What a column holds, for its cell format and for reading it back."""

    TEXT = "text"
    DATE = "date"
    TIME = "time"
    DATETIME = "datetime"
    NUMBER = "number"
    MONEY = "money"
    INTEGER = "integer"


@dataclass(frozen=True)
class Column:
    header: str
    kind: Kind = Kind.TEXT
    width: int = 14
    #: Computed on export and ignored on import.
    derived: bool = False
    #: Part of the key that matches a row to a stored record on import.
    key: bool = False
    #: Must be present on import even when not part of the key.
    required: bool = False
    #: The values allowed: a drop-down in the template.
    choices: tuple[str, ...] = ()
    #: The service's input fields this column fills on import, so a value the service
    #: refuses is named by its sheet, row and this column.
    fields: tuple[str, ...] = ()
    #: Headers this column had before, still read on import: a workbook exported then
    #: comes back whole.
    formerly: tuple[str, ...] = ()
    #: Text that must print on one line (a hash): its column is never narrowed to wrap it.
    whole: bool = False
    #: Printed on paper; False for what only a program reads (the Audit sheet's entry
    #: hashes, which fog-desktop verify checks), kept in the workbook, left off the page.
    on_paper: bool = True


@dataclass(frozen=True)
class Sheet:
    name: str
    columns: tuple[Column, ...]

    @property
    def headers(self) -> tuple[str, ...]:
        return tuple(c.header for c in self.columns)

    def column(self, header: str) -> Column:
        return next(c for c in self.columns if c.header == header)


STATUS = Column("Status", width=22)
#: The day the record was typed into FOG Desktop, as its audit trail says (R6): the
#: reader sees a record written up days after the fact. Not on the Maintenance sheet,
#: which a long log prints narrow (portrait): the packet marks each entry typed late.
ENTERED = Column("Entered", Kind.DATE, 12, derived=True)
YES_NO = ("Yes", "No")

COVER = "Cover"
#: The Cover's label of the establishment's name, on its first row.
COVER_NAME = "Records packet of"
