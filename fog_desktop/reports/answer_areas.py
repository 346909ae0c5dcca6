"""The areas of page 1, in the ordinance's order (R1–R5, R8a–R8e): each the obligation
kinds it counts, its words and the sections it cites. An area of another rule is one
more entry in :data:`AREAS`; the counting is :mod:`~fog_desktop.reports.area_lines`.
"""

from __future__ import annotations

from fog_desktop.reports.area_lines import Area, Duty, DutyArea
from fog_desktop.reports.manifest_area import ManifestArea
from fog_desktop.rules.obligations import ObligationKind
from models import DeviceType

_DEVICES = frozenset({DeviceType.INTERCEPTOR.value, DeviceType.OTHER.value})

#: The areas of page 1, in order. An area of another rule (R8) is one more entry here.
AREAS: tuple[Area, ...] = (
    DutyArea(
        "Interceptor maintenance",
        'Interceptor maintenance B, E; Prohibitions J ("twenty-five percent rule")',
        (
            Duty(
                (ObligationKind.PUMP_OUT,), "pump-out due", "pump-outs due", "Pump-out of {subject}"
            ),
            Duty(
                (ObligationKind.SERVICE_NOW,),
                "reading over {limit_percent}%",
                "readings over {limit_percent}%",
                "Service of {subject} after a reading over {limit_percent}%",
                met="serviced at once",
                late="serviced late",
                overdue="awaiting service",
            ),
            Duty(
                (ObligationKind.EARLY_PUMP_OUT,),
                "early pump-out",
                "early pump-outs",
                "Pump-out of {subject} before its predicted {limit_percent}% "
                "(fills faster than its schedule)",
            ),
        ),
        device_types=_DEVICES,
    ),
    DutyArea(
        "Grease traps",
        "Grease traps C–F",
        (
            Duty(
                (ObligationKind.TRAP_CLEANING,),
                "trap cleaning due",
                "trap cleanings due",
                "Cleaning of {subject}",
            ),
        ),
        device_types=frozenset({DeviceType.TRAP.value}),
        routine=True,
    ),
    ManifestArea(),
    DutyArea(
        "Training",
        "Best management practices (employee training)",
        (
            Duty(
                (ObligationKind.NEW_HIRE_TRAINING,),
                "new hire",
                "new hires",
                "New-hire training of {subject}",
                met="trained within {new_hire_days} days",
                late="trained late",
                overdue="overdue for training",
            ),
            Duty(
                (ObligationKind.SEMIANNUAL_TRAINING,),
                "{training_period} training due",
                "{training_period} trainings due",
                "{half} training of {subject}",
            ),
        ),
    ),
    DutyArea(
        "Incidents",
        "Notification of spills A–C",
        (
            Duty(
                (ObligationKind.CITY_PHONE_NOTICE, ObligationKind.HEALTH_DEPT_PHONE_NOTICE),
                "phone notice",
                "phone notices",
                "{kind} for {subject}",
                met="made within the hour",
                late="made late",
            ),
            Duty(
                (ObligationKind.WRITTEN_CONFIRMATION,),
                "written confirmation due",
                "written confirmations due",
                "Written confirmation of {subject}",
                met="sent within {confirmation_working_days} working days",
                late="sent late",
            ),
        ),
        subjects=("incident", "incidents"),
    ),
    DutyArea(
        "City enforcement",
        "Inspections; Noncompliance fees; Hearings; Appeals; Administrative civil penalties; "
        "Compliance schedule agreements",
        (
            Duty(
                (ObligationKind.HEARING_REQUEST, ObligationKind.APPEAL),
                "hearing request or appeal",
                "hearing requests and appeals",
                "{kind} on {subject}",
                met="received in time",
                late="received late",
            ),
            Duty(
                (
                    ObligationKind.NONCOMPLIANCE_FEE_PAYMENT,
                    ObligationKind.CIVIL_PENALTY_PAYMENT,
                    ObligationKind.CLEANUP_COST_PAYMENT,
                ),
                "payment to the city",
                "payments to the city",
                "{kind} on {subject}",
                met="paid on time",
                late="paid late",
            ),
            Duty(
                (ObligationKind.INTERCEPTOR_INSTALLATION,),
                "interceptor required",
                "interceptors required",
                "Interceptor installation after {subject}",
                met="installed in time",
                late="installed late",
            ),
            Duty(
                (ObligationKind.COMPLIANCE_MILESTONE,),
                "compliance milestone",
                "compliance milestones",
                "Milestone of {subject}",
                met="done on time",
                late="done late",
            ),
            Duty(
                (ObligationKind.PROGRESS_REPORT,),
                "progress report due",
                "progress reports due",
                "Progress report of {subject}",
                met="sent on time",
                late="sent late",
            ),
        ),
        city_findings=True,
    ),
    DutyArea(
        "Self-inspection",
        "Prohibitions A–I; Best management practices; Grease traps D–E",
        (
            Duty(
                (ObligationKind.SELF_INSPECTION,),
                "checklist due",
                "checklists due",
                "Self-inspection checklist",
                met="walked on time",
                late="walked late",
            ),
            Duty(
                (ObligationKind.CORRECTIVE_ACTION,),
                "item found not OK",
                "items found not OK",
                "Corrective action: {subject}",
                met="fixed within 7 days",
                late="fixed late",
                overdue="not fixed",
            ),
        ),
    ),
    DutyArea(
        "Planned changes",
        "Notification of planned changes",
        (
            Duty(
                (ObligationKind.PLANNED_CHANGE_NOTICE,),
                "notice due",
                "notices due",
                "Notice of the planned change: {subject}",
                met="sent in time",
                late="sent late",
            ),
        ),
        subjects=("planned change", "planned changes"),
    ),
    DutyArea(
        "Conditional waivers",
        "Conditional waiver A–G",
        (
            Duty(
                (ObligationKind.WAIVER_FEE,),
                "annual fee due",
                "annual fees due",
                "{subject}: grease cleaning fee",
                met="paid on time",
                late="paid late",
            ),
            Duty(
                (ObligationKind.SEWER_MAIN_CLEANING,),
                "sewer main cleaning due",
                "sewer main cleanings due",
                "{subject}: sewer main cleaning",
            ),
            Duty(
                (ObligationKind.INTERCEPTOR_AFTER_REVOCATION,),
                "interceptor owed after a revocation",
                "interceptors owed after revocations",
                "{subject} revoked: interceptor owed",
                met="installed in time",
                late="installed late",
            ),
        ),
        subjects=("waiver", "waivers"),
    ),
)
