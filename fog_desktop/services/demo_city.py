"""Demo Bistro's dealings with the city (R8e): an inspection that found the interceptor
over 25% full, the level the inspector measured kept as the city's reading (R1), its
notice of violation with the hearing request the city received in time, the order that
followed and the fee paid, and a compliance schedule agreement with one milestone done
and one still ahead, with their progress reports sent and one the city asked for."""

from __future__ import annotations

from datetime import date, timedelta

from sqlalchemy.orm import Session

from fog_desktop.services import inspections, milestones, notice_steps, progress_reports, violations
from fog_desktop.services.inspections import InspectionInput, LevelInput
from fog_desktop.services.milestones import MilestoneInput, ProgressInput
from fog_desktop.services.notice_steps import FollowUpInput
from fog_desktop.services.progress_reports import ReportInput
from fog_desktop.services.violations import ViolationInput
from models import Establishment, HearingOutcome, InspectionResult, NoticeDelivery

#: What the city cited, in the words the checklist's item goes by (R7: the records agree).
CITED_SCREENS = "no drain screens on the prep sinks"


def add_city(
    session: Session, bistro: Establishment, inspected_on: date, as_of: date, actor: str
) -> None:
    """The inspection on ``inspected_on`` (demo_maintenance.city_inspection_day), some
    four months before ``as_of``, and what followed it."""

    def day(days_before: int) -> str:
        return (as_of - timedelta(days=days_before)).isoformat()

    inspection = inspections.add(
        session,
        bistro.id,
        InspectionInput(
            inspected_on=inspected_on.isoformat(),
            inspector="R. Flores, FOG inspector",
            result=InspectionResult.NONCOMPLIANCE,
            findings=f"GI-1 at 31% (fats and solids over a quarter of its depth); {CITED_SCREENS}.",
            # 14.88 of its 48 in: 31% (R1)
            levels=(LevelInput("GI-1", fog_depth_in="6.38", solids_depth_in="8.5"),),
        ),
        actor,
        today=as_of,
    )
    notice = violations.add(
        session,
        bistro.id,
        ViolationInput(
            notice_on=day(118),
            delivery=NoticeDelivery.MAILED,
            finding="Grease interceptor over 25% full; drain screens missing (BMPs).",
            noncompliance_fee="250",
            inspection_no=inspection.inspection_no,
        ),
        actor,
        today=as_of,
    )
    for steps in (
        FollowUpInput(hearing_requested_on=day(108)),
        # The hearing officer heard the restaurant and upheld the notice (Hearings D).
        FollowUpInput(
            hearing_requested_on=day(108),
            hearing_on=day(84),
            hearing_outcome=HearingOutcome.UPHELD,
            order_mailed_on=day(70),
            order_final_on=day(54),
            fee_paid_on=day(60),
        ),
    ):
        notice_steps.follow_up(session, notice, steps, actor, today=as_of)
    agreement, agreed_on = "CSA 26-014", day(50)
    screens = milestones.add(
        session,
        bistro.id,
        MilestoneInput(agreement, agreed_on, "Drain screens on every sink", day(20)),
        actor,
        today=as_of,
    )
    progress_reports.add(
        session, screens, ReportInput(day(30), day(32), "Screens ordered; two of five fitted"),
        actor, today=as_of,
    )  # fmt: skip
    milestones.progress(session, screens, ProgressInput(done_on=day(25)), actor, today=as_of)
    ahead = (as_of + timedelta(days=20)).isoformat()
    retraining = milestones.add(
        session,
        bistro.id,
        MilestoneInput(agreement, agreed_on, "Staff retrained; no-grease signs posted", ahead),
        actor,
        today=as_of,
    )
    progress_reports.add(
        session, retraining, ReportInput("", day(10), "Signs posted; retraining set for the "
                                         "next session"),
        actor, today=as_of,
    )  # fmt: skip
    # The program manager asked for a word on the retraining before its due date.
    progress_reports.add(
        session, retraining, ReportInput((as_of + timedelta(days=10)).isoformat()), actor,
        today=as_of,
    )  # fmt: skip
