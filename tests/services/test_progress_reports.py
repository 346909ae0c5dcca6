"""Progress reports of a compliance schedule, each a record of its own (R8e; Reports 4):
the rule, the services on SQLite and PostgreSQL, and a database of before reports were
records upgraded without losing its report."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from datetime import date
from pathlib import Path

import pytest

from fog_desktop.audit import verify
from fog_desktop.config import Paths
from fog_desktop.context import AppContext
from fog_desktop.database import open_database
from fog_desktop.errors import ValidationError
from fog_desktop.rules.enforcement import progress_report_obligation
from fog_desktop.rules.obligations import ObligationKind, ObligationState
from fog_desktop.services.milestones import MilestoneInput, list_milestones, record_milestone
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.progress_reports import (
    ReportInput,
    amend_report,
    list_reports,
    record_report,
    send_report,
    void_report,
)

TODAY = date(2026, 5, 10)
FIXTURES = Path(__file__).parents[1] / "fixtures"


def test_a_report_due_and_unsent_is_overdue_the_next_day_and_met_late_when_sent_after() -> None:
    def owed(sent: date | None, as_of: date) -> ObligationState:
        o = progress_report_obligation(
            "CSA 26-014", "Interceptor installed", date(2026, 5, 1), sent, as_of=as_of, source="s"
        )
        assert (o.kind, o.subject, o.note, o.rule) == (
            ObligationKind.PROGRESS_REPORT,
            "CSA 26-014",
            "Interceptor installed",
            "R8e",
        )
        return o.state(as_of)

    assert owed(None, date(2026, 4, 10)) == ObligationState.UPCOMING
    assert owed(None, date(2026, 4, 20)) == ObligationState.DUE_SOON
    assert owed(None, date(2026, 5, 1)) == ObligationState.DUE_SOON
    assert owed(None, date(2026, 5, 2)) == ObligationState.OVERDUE
    assert owed(date(2026, 5, 3), date(2026, 5, 3)) == ObligationState.MET_LATE
    assert owed(date(2026, 4, 30), date(2026, 5, 3)) == ObligationState.MET
    # Sent after the day it is seen on: still owed that day.
    assert owed(date(2026, 5, 3), date(2026, 5, 2)) == ObligationState.OVERDUE


def problems_of(error: pytest.ExceptionInfo[ValidationError]) -> dict[str, str]:
    return {p.field: p.message for p in error.value.problems}


def milestone(context: AppContext, est_id: int) -> int:
    data = MilestoneInput("CSA 26-014", "2026-03-05", "Second interceptor installed", "2026-09-30")
    return record_milestone(context.db, est_id, data, context.actor, today=TODAY).id


def owed(context: AppContext, est_id: int, as_of: date) -> list[tuple[date, str, str]]:
    return [
        (o.due, o.state(as_of).value, o.subject)
        for o in obligations_for(context.db, est_id, as_of, all_history=True)
        if o.kind == ObligationKind.PROGRESS_REPORT
    ]


def test_each_report_is_its_own_record_due_then_sent_each_audited(
    context: AppContext, est_id: int
) -> None:
    pk = milestone(context, est_id)
    first = ReportInput("", "2026-04-02", "Plans submitted to the building department")
    record_report(context.db, pk, first, context.actor, today=TODAY)
    due = record_report(context.db, pk, ReportInput("2026-05-01"), context.actor, today=TODAY)
    assert owed(context, est_id, date(2026, 5, 2)) == [(date(2026, 5, 1), "Overdue", "CSA 26-014")]
    send_report(context.db, due.id, "2026-05-03", "Permit issued", context.actor, today=TODAY)
    assert owed(context, est_id, date(2026, 5, 3)) == [(date(2026, 5, 1), "Met late", "CSA 26-014")]
    [row] = list_milestones(context.db, est_id)
    assert [(r.due_on, r.reported_on, r.report) for r in row.reports] == [
        (None, date(2026, 4, 2), "Plans submitted to the building department"),
        (date(2026, 5, 1), date(2026, 5, 3), "Permit issued"),
    ]
    with context.db.read() as session:
        assert verify(session).ok


def test_a_report_amended_keeps_its_history_and_a_void_one_owes_nothing(
    context: AppContext, est_id: int
) -> None:
    pk = milestone(context, est_id)
    due = record_report(context.db, pk, ReportInput("2026-05-01"), context.actor, today=TODAY)
    amend_report(
        context.db, due.id, ReportInput("2026-05-15"), context.actor, today=TODAY,
        reason="The program manager gave two more weeks",
    )  # fmt: skip
    assert owed(context, est_id, TODAY) == [(date(2026, 5, 15), "Due soon", "CSA 26-014")]
    void_report(context.db, due.id, "Asked of another restaurant", context.actor)
    assert owed(context, est_id, TODAY) == []
    [row] = list_reports(context.db, est_id)
    assert row.is_void and row.status_text == "Void: Asked of another restaurant"


def test_a_report_needs_a_date_and_a_sent_one_its_text_and_is_sent_once(
    context: AppContext, est_id: int
) -> None:
    pk = milestone(context, est_id)
    with pytest.raises(ValidationError) as refused:
        record_report(context.db, pk, ReportInput("", "", "Something"), context.actor, today=TODAY)
    assert set(problems_of(refused)) == {"due_on"}
    with pytest.raises(ValidationError) as refused:
        record_report(
            context.db, pk, ReportInput("2026-03-01", "2026-06-01"), context.actor, today=TODAY
        )
    assert set(problems_of(refused)) == {"due_on", "reported_on", "report"}
    sent = ReportInput("2026-05-01", "2026-05-01", "Done")
    stored = record_report(context.db, pk, sent, context.actor, today=TODAY)
    with pytest.raises(ValidationError) as refused:
        send_report(context.db, stored.id, "2026-05-02", "Again", context.actor, today=TODAY)
    assert "correct it with Amend" in problems_of(refused)["reported_on"]


def test_a_report_of_before_reports_were_records_is_kept_on_its_milestone(
    paths: Paths,
) -> None:
    """Migration 0018 keeps a milestone's latest report where it was, shown as such: a
    record made by the upgrade would have no audit entry."""
    paths.data_dir.mkdir(parents=True, exist_ok=True)
    with closing(sqlite3.connect(paths.sqlite_file)) as conn:
        conn.executescript((FIXTURES / "schema-0017.sql").read_text(encoding="utf-8"))
    db = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    try:
        [row] = list_milestones(db, 1)
        assert (row.progress_report, row.reported_on, row.reports) == (
            "Plans submitted to building department on Apr 2",
            date(2026, 4, 2),
            (),
        )
        assert list_reports(db, 1) == []
        with db.read() as session:
            assert verify(session, head_file=db.head_file).problems == []
    finally:
        db.dispose()
