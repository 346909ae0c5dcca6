"""The reminders a manager gets with the window closed: what is said, and when it is said
again (at once for a newly overdue item, otherwise once a day)."""

from __future__ import annotations

from datetime import date, timedelta

from fog_desktop.database import Database
from fog_desktop.reminders import (
    Item,
    Reminded,
    counts,
    open_items,
    read_due,
    remind,
    remind_text,
)
from fog_desktop.rules.obligations import Obligation, ObligationKind

MONDAY = date(2026, 12, 7)


def pump_out(device: str, due: date, met_on: date | None = None) -> Obligation:
    return Obligation(ObligationKind.PUMP_OUT, device, due, met_on, "R2", "device:1")


def items(*obligations: Obligation, establishment: str = "Casa Uno") -> list[Item]:
    return open_items({establishment: obligations})


def test_the_first_reminder_of_a_day_names_what_is_due_within_three_days() -> None:
    due = items(
        pump_out("GI-1", MONDAY + timedelta(days=1)),
        pump_out("GI-2", MONDAY + timedelta(days=3)),
        pump_out("GI-3", MONDAY + timedelta(days=4)),
        pump_out("GI-4", MONDAY, met_on=MONDAY),
    )
    reminder, said = remind(due, MONDAY, Reminded())
    assert reminder is not None
    assert reminder.title == "2 due within 3 days"
    assert reminder.lines == (
        "Pump-out GI-1, due tomorrow",
        "Pump-out GI-2, due 2026-12-10 (in 3 days)",
    )
    assert not reminder.urgent
    assert said == Reminded(MONDAY, frozenset())


def test_later_the_same_day_nothing_is_said_again() -> None:
    due = items(pump_out("GI-1", MONDAY + timedelta(days=1)))
    _, said = remind(due, MONDAY, Reminded())
    assert remind(due, MONDAY, said) == (None, said)
    tuesday = MONDAY + timedelta(days=1)
    reminder, _ = remind(due, tuesday, said)
    assert reminder is not None and reminder.lines == ("Pump-out GI-1, due today",)


def test_a_day_with_nothing_due_soon_says_nothing() -> None:
    due = items(pump_out("GI-1", MONDAY + timedelta(days=20)))
    assert remind(due, MONDAY, Reminded()) == (None, Reminded())


def test_a_newly_overdue_item_is_said_at_once_and_first() -> None:
    earlier = pump_out("GI-1", MONDAY - timedelta(days=5))
    told = Reminded(MONDAY, frozenset(i.key for i in items(earlier)))
    newly = pump_out("GI-2", MONDAY - timedelta(days=1))
    reminder, said = remind(items(earlier, newly), MONDAY, told)
    assert reminder is not None
    assert reminder.urgent
    assert reminder.title == "2 overdue"
    assert reminder.lines == (
        "Pump-out GI-2, overdue since 2026-12-06 (1 day)",
        "Pump-out GI-1, overdue since 2026-12-02 (5 days)",
    )
    assert said.day == MONDAY
    assert said.overdue == {i.key for i in items(earlier, newly)}
    assert remind(items(earlier, newly), MONDAY, said)[0] is None


def test_an_overdue_item_met_and_overdue_again_is_said_again() -> None:
    first = pump_out("GI-1", MONDAY - timedelta(days=10))
    _, said = remind(items(first), MONDAY, Reminded())
    _, said = remind([], MONDAY, said)
    assert said.overdue == frozenset()
    again = pump_out("GI-1", MONDAY - timedelta(days=1))
    reminder, _ = remind(items(again), MONDAY, said)
    assert reminder is not None and reminder.urgent


def test_a_long_list_is_cut_and_counted() -> None:
    due = items(*(pump_out(f"GI-{n}", MONDAY + timedelta(days=1)) for n in range(1, 8)))
    reminder, _ = remind(due, MONDAY, Reminded())
    assert reminder is not None
    assert len(reminder.lines) == 5
    assert reminder.lines[-1] == "and 3 more: open FOG Desktop to see them all"
    assert reminder.title == "7 due within 3 days"


def test_a_group_database_names_each_establishment() -> None:
    due = open_items(
        {
            "Casa Uno": [pump_out("GI-1", MONDAY)],
            "Casa Dos": [pump_out("GI-1", MONDAY + timedelta(days=2))],
        }
    )
    reminder, _ = remind(due, MONDAY, Reminded(), named=True)
    assert reminder is not None
    assert reminder.lines == (
        "Casa Uno: Pump-out GI-1, due today",
        "Casa Dos: Pump-out GI-1, due 2026-12-09 (in 2 days)",
    )


def test_the_tray_count_uses_the_dashboards_states() -> None:
    due = items(
        pump_out("GI-1", MONDAY - timedelta(days=1)),
        pump_out("GI-2", MONDAY + timedelta(days=14)),
        pump_out("GI-3", MONDAY + timedelta(days=15)),
    )
    shown = counts(due, MONDAY)
    assert (shown.overdue, shown.due_soon) == (1, 1)
    assert shown.summary == "1 overdue, 1 due within 14 days"
    assert counts([], MONDAY).summary == "Nothing overdue or due within 14 days"


def test_remind_text_lists_what_is_due_for_a_scheduled_task() -> None:
    due = items(pump_out("GI-1", MONDAY - timedelta(days=2)), pump_out("GI-2", MONDAY))
    assert remind_text(due, MONDAY) == (
        "As of 2026-12-07: 1 overdue, 1 due within 3 days\n"
        "  Pump-out GI-1, overdue since 2026-12-05 (2 days)\n"
        "  Pump-out GI-2, due today"
    )
    assert remind_text([], MONDAY) == "As of 2026-12-07: nothing overdue or due within 3 days."


def test_read_due_gathers_every_establishment(db: Database, est_id: int) -> None:
    due = read_due(db, MONDAY)
    assert not due.named
    assert [(i.establishment, i.obligation.kind) for i in due.items] == [
        ("Casa Test", ObligationKind.PUMP_OUT)
    ]
    assert all(i.obligation.met_on is None for i in due.items)


def test_a_missed_half_year_is_not_told_as_overdue() -> None:
    half = Obligation(
        ObligationKind.SEMIANNUAL_TRAINING, "E-004", date(2026, 6, 30), None, "R4",
        "employees:1", lapses=True,
    )  # fmt: skip
    due = items(half)
    assert remind(due, MONDAY, Reminded()) == (None, Reminded())
    assert counts(due, MONDAY).overdue == 0


def notice_right(kind: ObligationKind, last_day: date) -> Obligation:
    return Obligation(kind, "NOV-2026-001", last_day, None, "R8e", "notices:1")


def test_a_right_is_said_as_a_right_never_as_due_nor_overdue() -> None:
    """R8e: asking for a hearing or appealing is the establishment's right, the Dashboard's
    "Your right": told in its own words while it is open, counted apart from what is due,
    and never overdue, even read after its last day."""
    hearing = notice_right(ObligationKind.HEARING_REQUEST, MONDAY + timedelta(days=2))
    appeal = notice_right(ObligationKind.APPEAL, MONDAY)
    due = items(hearing, appeal, pump_out("GI-1", MONDAY + timedelta(days=1)))
    reminder, said = remind(due, MONDAY, Reminded())
    assert reminder is not None
    assert reminder.title == "1 due within 3 days, 2 rights ending within 3 days"
    assert reminder.lines == (
        "You may appeal the order on NOV-2026-001 until 5 p.m. on 2026-12-07 (the last day)",
        "Pump-out GI-1, due tomorrow",
        "You may ask for a hearing on NOV-2026-001 until 2026-12-09 (in 2 days)",
    )
    assert not reminder.urgent
    shown = counts(due, MONDAY)
    assert (shown.overdue, shown.due_soon, shown.rights) == (0, 1, 2)
    assert shown.summary == "0 overdue, 1 due within 14 days; 2 rights you may still use"
    assert remind_text(items(hearing), MONDAY) == (
        "As of 2026-12-07: 1 right ending within 3 days\n"
        "  You may ask for a hearing on NOV-2026-001 until 2026-12-09 (in 2 days)"
    )

    later = MONDAY + timedelta(days=5)
    assert remind(items(hearing, appeal), later, said)[0] is None
    assert counts(items(hearing, appeal), later) == counts([], later)
    assert counts(items(hearing), MONDAY).summary == (
        "Nothing overdue or due within 14 days; 1 right you may still use"
    )
