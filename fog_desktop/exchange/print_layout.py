"""How a sheet of the records workbook prints on letter paper (issue 31): its orientation,
its print scale and its columns' widths, computed from its columns alone, before a row is
written (the workbook is streamed).

Every sheet prints at :data:`MIN_SCALE`, at which the workbook's 11-point text prints at
8.03 points: nothing under 8 points, and as many rows a page as that allows (a sheet
fitted to the page's width printed at 4 points). A sheet wider than the page has its
columns narrowed, each down to its floor (text then wraps in taller rows); one still too
wide goes on to a second page across, its first column repeated. A sheet prints
portrait when its columns fit a portrait page so, without losing more than 40% of their
width; landscape otherwise.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from fog_desktop.exchange.layout import Column, Kind

#: Percent. 11-point text prints at 8.03 points, the footer's too.
MIN_SCALE = 73
#: Narrow margins, in inches, with just the room the footer needs.
MARGINS = {"left": 0.25, "right": 0.25, "top": 0.3, "bottom": 0.45, "header": 0.2, "footer": 0.2}
#: Column-width characters an inch of paper holds at 100%: Excel prints 13.7 (7 pixels
#: each, 96 an inch), LibreOffice 12.8 to 13 (measured); some under both.
CHARACTERS_PER_INCH = 12.5
#: A letter page's printable width in column-width characters at 100%.
PORTRAIT_CHARACTERS = (8.5 - MARGINS["left"] - MARGINS["right"]) * CHARACTERS_PER_INCH
LANDSCAPE_CHARACTERS = (11 - MARGINS["left"] - MARGINS["right"]) * CHARACTERS_PER_INCH
#: The narrowest a column of each kind is made, in characters: a date, a time, an amount
#: still shows whole; text wraps in as many lines as it needs.
FLOORS = {
    Kind.TEXT: 12,
    Kind.DATE: 11,
    Kind.TIME: 8,
    Kind.DATETIME: 16,
    Kind.NUMBER: 8,
    Kind.INTEGER: 8,
    Kind.MONEY: 11,
}

#: The least of its width a sheet keeps to print portrait: narrowed more, its texts would
#: wrap in rows too tall, and it prints landscape.
PORTRAIT_NARROWING = 0.6
#: Characters a header's bold word needs beyond its letters to print whole.
BOLD_WORD = 2


@dataclass(frozen=True)
class Printed:
    """A sheet as printed: its columns at their printed widths, the orientation, the
    scale in percent, how many pages wide it is, and how many of its columns, the first
    ones, are on paper (the rest, at their own width, only in the workbook)."""

    columns: tuple[Column, ...]
    landscape: bool
    scale: int
    pages_across: int
    on_paper: int


def floor_of(column: Column) -> int:
    """The narrowest ``column`` prints: never wider than it is, nor narrower than its
    floor or its header's longest word (bold, so wider); text that never wraps (a hash)
    keeps its width."""
    if column.whole:
        return column.width
    word = max(len(w) for w in column.header.split()) + BOLD_WORD
    return min(column.width, max(FLOORS[column.kind], word))


def printed(every: Sequence[Column]) -> Printed:
    """The columns laid out for paper at :data:`MIN_SCALE`: as wide as they are when they
    fit across the page, narrowed to fit when not, and over several pages across when
    they can't be narrowed enough. Those not :attr:`~Column.on_paper` come last and keep
    their width."""
    columns = [c for c in every if c.on_paper]
    screen_only = tuple(c for c in every if not c.on_paper)
    assert tuple(every[len(columns) :]) == screen_only, "the columns left off paper come last"
    laid = _laid_out(columns)
    return replace(laid, columns=laid.columns + screen_only, on_paper=len(columns))


def _laid_out(columns: Sequence[Column]) -> Printed:
    floors = sum(map(floor_of, columns))
    natural = sum(c.width for c in columns)
    portrait = PORTRAIT_CHARACTERS * 100 / MIN_SCALE
    landscape = floors > portrait or portrait < natural * PORTRAIT_NARROWING
    widest = (LANDSCAPE_CHARACTERS if landscape else PORTRAIT_CHARACTERS) * 100 / MIN_SCALE
    if natural <= widest:
        return Printed(tuple(columns), landscape, MIN_SCALE, 1, len(columns))
    # the first column is printed again on each page across, beside the rest
    first = columns[0].width
    across = max(1, math.ceil((floors - first) / (widest - first)))
    # a column does not straddle two pages: each page but the last may end short of its
    # edge by up to the widest column
    room = first + across * (widest - first) - (across - 1) * max(c.width for c in columns)
    return Printed(_narrowed(columns, room), landscape, MIN_SCALE, across, len(columns))


def _narrowed(columns: Sequence[Column], room: float) -> tuple[Column, ...]:
    """The columns narrowed by one share of what each can give, to fit ``room``."""
    floors = [floor_of(c) for c in columns]
    slack = sum(c.width - f for c, f in zip(columns, floors, strict=True))
    share = min(1.0, max(0.0, (room - sum(floors)) / slack)) if slack else 0.0
    return tuple(
        replace(c, width=f + math.floor(share * (c.width - f)))
        for c, f in zip(columns, floors, strict=True)
    )
