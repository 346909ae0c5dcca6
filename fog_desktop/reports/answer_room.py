"""How much of the answer pages 1 and 2 hold: the open items page 1 shows under each
area, the rows of page 2's table (the exceptions behind the marks, then the open items
page 1 had no room for) in the lines left by the audit trail's problems and the
calendar, and where the rest can be read. Lines in, rows out: no database, no HTML.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from fog_desktop.audit import VerifyReport
from fog_desktop.reports.area_lines import AreaLine, Item

#: The open items page 1 has room for, shared by its areas (at least one each); the
#: rest are on page 2.
OPEN_ON_PAGE_ONE = 15
#: The audit trail's problems page 2 lists.
PROBLEMS_ON_PAGE_TWO = 5
#: Where whatever page 2 has no room for can be read.
ELSEWHERE = "in the records workbook"
#: Page 2's room below the establishment's facts, in rows of its table (measured: 40
#: one-line rows fit, with the headings), shared with the audit trail's problems and the
#: calendar. About this many characters fill a line of the table's "What" column, of its
#: "State" column, and a line of small print across the page.
LINES_ON_PAGE_TWO = 40
WHAT_CHARS = 80
STATE_CHARS = 14
LINE_CHARS = 130


def shown_on_page_one(lines: Sequence[AreaLine]) -> int:
    """How many open items page 1 shows under each area."""
    return max(1, OPEN_ON_PAGE_ONE // max(1, len(lines)))


def _lines(text: str, width: int) -> int:
    return max(1, -(-len(text) // width))


@dataclass(frozen=True)
class Details:
    """The rows of page 2's table, as (area, item), and how many had no room."""

    rows: tuple[tuple[str, Item], ...]
    left: int


def room_on_page_two(report: VerifyReport, calendar: str, said: Sequence[str] = ()) -> int:
    """The lines page 2 has for its table, once the problems, the calendar and the
    paragraphs ``said`` above the table (the records that disagree) have theirs."""
    problems = report.problems[:PROBLEMS_ON_PAGE_TWO]
    # a heading takes about two lines, and a paragraph begins after each colon's line
    used = sum(_lines(p, LINE_CHARS) for p in problems) + 3 * bool(problems)
    # the records that disagree: their heading, and each pair or the line saying none
    used += 2 + sum(_lines(p, LINE_CHARS) for p in said) + (not said)
    used += _lines(calendar.replace("\n", "; "), LINE_CHARS) + calendar.count(":\n")
    return LINES_ON_PAGE_TWO - used


def details_of(lines: Sequence[AreaLine], room: int) -> Details:
    """Per area its exceptions, then the open items page 1 could not show, in ``room``
    lines: shared out a row at a time, so that each area gets its turn when they are more
    than page 2 holds."""
    queues = []
    shown = shown_on_page_one(lines)
    for line in lines:
        hidden = [i for i in line.open_items[shown:] if i not in line.exceptions]
        queues.append([(line.title, i) for i in (*line.exceptions, *hidden)])
    taken = [0] * len(queues)
    room -= 2  # the table's head, and the line saying how many more
    progress = True
    while progress:
        progress = False
        for index, queue in enumerate(queues):
            if taken[index] < len(queue):
                item = queue[taken[index]][1]
                tall = max(_lines(item.what, WHAT_CHARS), _lines(item.state, STATE_CHARS))
                cost = tall + (taken[index] == 0)
                if cost <= room:
                    taken[index] += 1
                    room -= cost
                    progress = True
    rows = tuple(row for queue, t in zip(queues, taken, strict=True) for row in queue[:t])
    return Details(rows, sum(map(len, queues)) - len(rows))
