"""Page 1's counts are the lengths of the lists behind them (R7, issue 31): on random
obligations of every kind page 1 counts, each area's "N pump-outs due: …" equals the
rows of the Obligations sheet of that kind that came due (a trap cleaning met on time
counted, not listed), part by part, and its open items are the sheet's rows not met."""

from __future__ import annotations

import re
from collections import Counter
from datetime import date, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from fog_desktop import ordinance
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.sheets.obligations import obligation_rows
from fog_desktop.reports.answer_areas import AREAS
from fog_desktop.reports.area_lines import AreaLine, DutyArea, Records, duty_words
from fog_desktop.rules.obligations import Obligation, ObligationKind, ObligationState
from tests.properties import examples

AS_OF = date(2026, 12, 3)
WINDOW = Window.two_years_to(AS_OF, ordinance.default())
#: The numbers a duty's words say ("within 5 working days"): Sierra Madre's.
NUMBERS = ordinance.default().numbers()
DUTY_AREAS = [a for a in AREAS if isinstance(a, DutyArea)]
COUNTED = sorted({k for a in DUTY_AREAS for k in a.kinds})
#: The states a duty's sentence counts; the others are open items not due yet.
DUE = (
    ObligationState.MET,
    ObligationState.MET_LATE,
    ObligationState.OVERDUE,
    ObligationState.MISSED,
)


@st.composite
def obligations(draw: st.DrawFn) -> Obligation:
    """A duty due from before the window to after it, met early, late, or not at all."""
    kind = draw(st.sampled_from(COUNTED))
    due = WINDOW.start + timedelta(days=draw(st.integers(-120, 800)))
    met_on = None
    if draw(st.booleans()):
        met = due + timedelta(days=draw(st.integers(-30, 60)))
        met_on = met if met <= AS_OF else None
    lapses = kind in (ObligationKind.SEMIANNUAL_TRAINING,)
    explanation = draw(st.sampled_from(("", "Closed for repairs."))) if lapses else ""
    subject = draw(st.sampled_from(("GI-1", "GT-1", "E-001", "INC-1")))
    return Obligation(kind, subject, due, met_on, "R", "test:1", lapses=lapses,
                      explanation=explanation)  # fmt: skip


def said(counts: str, singular: str, plural: str) -> dict[str, int]:
    """What the sentence says of one duty, "9 pump-outs due: 8 on time, 1 late", as
    {"on time": 8, "late": 1}; {} when it does not name the duty."""
    nouns = "|".join(re.escape(n) for n in (singular, plural))
    found = re.search(rf"(?:^|; )([\d,]+) (?:{nouns})(?:, (?:all )?|: )([^;]*)", counts, re.I)
    if found is None:
        return {}
    total, rest = int(found.group(1).replace(",", "")), found.group(2).rstrip(".")
    if not re.match(r"[\d,]+ ", rest):
        return {rest: total}
    return {
        word: int(n.replace(",", ""))
        for n, word in (part.split(" ", 1) for part in rest.split(", "))
    }


def lines_of(found: list[Obligation]) -> dict[str, AreaLine]:
    return {a.title: a.line(Records(WINDOW, found, ())) for a in DUTY_AREAS}


@settings(max_examples=examples(80))
@given(st.lists(obligations(), max_size=60))
def test_each_areas_counts_equal_the_obligations_sheets_rows(found: list[Obligation]) -> None:
    sheet = obligation_rows(found, WINDOW)
    rows = Counter((row[0], row[3]) for row in sheet.listed)
    cleanings_on_time = sum(sheet.cleanings_on_time.values())
    explained = Counter(
        o.kind
        for o in found
        if WINDOW.lists(o) and o.state(AS_OF) == ObligationState.MISSED and o.explanation
    )
    lines = lines_of(found)
    for area in DUTY_AREAS:
        line = lines[area.title]
        for duty in (duty_words(d, NUMBERS) for d in area.duties):
            of = {s: sum(rows[(k.value, s.value)] for k in duty.kinds) for s in DUE}
            if ObligationKind.TRAP_CLEANING in duty.kinds:
                of[ObligationState.MET] += cleanings_on_time
            with_reason = sum(explained[k] for k in duty.kinds)
            expected = {
                duty.met: of[ObligationState.MET],
                duty.late: of[ObligationState.MET_LATE],
                duty.overdue: of[ObligationState.OVERDUE],
                f"{duty.missed} (explained)": with_reason,
                f"{duty.missed} (not explained yet)": of[ObligationState.MISSED] - with_reason,
            }
            wanted = {word: n for word, n in expected.items() if n}
            assert said(line.counts, duty.singular, duty.plural) == wanted, line.counts
        not_met = sum(
            n
            for (kind, state), n in rows.items()
            if ObligationKind(kind) in area.kinds
            and state not in (ObligationState.MET.value, ObligationState.MET_LATE.value)
        )
        closed = sum(explained[k] for k in area.kinds)
        assert len(line.open_items) == not_met - closed, (area.title, line.open_items)
