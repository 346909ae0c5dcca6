"""The packet's Obligations sheet reads only the log its window needs (issue 16 §2, R7):
what it lists is what the whole history gives for that window."""

from __future__ import annotations

from collections import Counter
from datetime import date, timedelta

import pytest

from fog_desktop import ordinance
from fog_desktop.context import AppContext
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.sheets.obligations import obligation_flags, obligations
from fog_desktop.rules.obligations import ObligationKind, ObligationState
from fog_desktop.services.establishments import find_establishment
from fog_desktop.services.obligations import obligations_for
from tests.conftest import CLI_DEMO_AS_OF

AS_OF = date.fromisoformat(CLI_DEMO_AS_OF)
SIERRA_MADRE = ordinance.default()


@pytest.mark.parametrize(
    "window",
    [
        Window.two_years_to(AS_OF, SIERRA_MADRE),
        # Windows that begin after the demo's log does: the years before them are not read.
        Window.two_years_to(AS_OF + timedelta(days=200), SIERRA_MADRE),
        Window(AS_OF - timedelta(days=365), AS_OF),
        Window(AS_OF - timedelta(days=90), AS_OF - timedelta(days=30)),
    ],
    ids=["two years", "two years ending later", "one year", "two months"],
)
def test_the_obligations_sheet_is_the_window_of_the_whole_history(
    demo_context: AppContext, window: Window
) -> None:
    context = demo_context
    est = find_establishment(context.db, "Demo Bistro")
    every = obligations_for(context.db, est.id, window.end, all_history=True)
    covered = [o for o in every if window.covers(o) or not o.closed(window.end)]
    on_time = Counter(
        o.subject
        for o in covered
        if o.kind == ObligationKind.TRAP_CLEANING and o.state(window.end) == ObligationState.MET
    )
    listed = [
        [
            o.kind.value,
            o.subject,
            o.due,
            o.state(window.end).value,
            o.met_on,
            o.rule,
            obligation_flags(o, window),
        ]
        for o in covered
        if not (
            o.kind == ObligationKind.TRAP_CLEANING and o.state(window.end) == ObligationState.MET
        )
    ]

    sheet = obligations(context.db, est.id, window)

    assert listed
    assert sheet.listed == listed
    assert sheet.cleanings_on_time == dict(sorted(on_time.items()))
