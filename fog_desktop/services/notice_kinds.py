"""What each kind of the city's enforcement allows (rules.md R8e): its Notice ID's prefix,
whether the establishment may request its hearing, whose order follows it, and what that
order may carry.

A notice of violation's hearing is requested by the establishment and its order is the
hearing officer's. An administrative complaint is heard by the city manager on a date
the complaint sets; the city manager's order is served, and appealed within 30 days
(Administrative civil penalties D.2, D.8). A licence suspension or revocation is heard by
a hearing officer on the date the program manager's notice sets; its order suspends or
revokes the licence, with no noncompliance fee and no civil penalty.
"""

from __future__ import annotations

from fog_desktop.i18n import noop, translate
from fog_desktop.services.form import Problems
from fog_desktop.words import shown
from models import LICENCE_KINDS, NOTICE_KINDS, NoticeKind

#: Each kind's Notice ID prefix, before the year: NOV-2026-001, AC-2026-001, LIC-2026-001.
PREFIXES = {
    NoticeKind.NOTICE_OF_VIOLATION.value: "NOV",
    NoticeKind.ADMINISTRATIVE_COMPLAINT.value: "AC",
    NoticeKind.LICENCE_SUSPENSION.value: "LIC",
    NoticeKind.LICENCE_REVOCATION.value: "LIC",
}
#: The order's step where it is not the hearing officer's mailed order.
ORDER_STEP = {
    NoticeKind.ADMINISTRATIVE_COMPLAINT.value: noop(
        "ViolationSteps", "City manager's order served"
    ),
}


def hearing_requestable(kind: str) -> bool:
    """Only a notice of violation's hearing is requested; the city sets the others (R8e)."""
    return kind == NoticeKind.NOTICE_OF_VIOLATION


def city_managers_order(kind: str) -> bool:
    """Whether the order is the city manager's, appealed within 30 days (R8e, D.8)."""
    return kind == NoticeKind.ADMINISTRATIVE_COMPLAINT


def check_kind(problems: Problems, kind: str) -> str:
    """The kind as stored, "" refused at its field with the four to choose from."""
    found = next((k for k in NOTICE_KINDS if k.lower() == kind.strip().lower()), "")
    if not found:
        problems.add(
            "kind",
            translate("City", "Choose what the city gave: {kinds}.").format(
                kinds=", ".join(map(shown, NOTICE_KINDS))
            ),
        )
    return found


def refuse_charges(problems: Problems, kind: str, charged: dict[str, object]) -> None:
    """A licence order carries no noncompliance fee and no civil penalty: each one typed
    on a licence notice is refused at its field (R8e)."""
    if kind not in LICENCE_KINDS:
        return
    for name, value in charged.items():
        if value is not None:
            problems.add(
                name,
                translate(
                    "City", "A {kind} carries no noncompliance fee and no civil penalty."
                ).format(kind=shown(kind).lower()),
            )


def refuse_hearing_request(problems: Problems, kind: str, requested: object) -> None:
    """The city sets the hearing of an administrative complaint or a licence notice: no
    request for one is recorded (R8e)."""
    if requested is not None and not hearing_requestable(kind):
        problems.add(
            "hearing_requested_on",
            translate(
                "City", "A {kind} has no hearing to request: the city sets its hearing."
            ).format(kind=shown(kind).lower()),
        )
