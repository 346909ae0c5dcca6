"""First start: the establishment, its devices and its people, stored together or not at
all."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import TypeVar

from fog_desktop.database import Database
from fog_desktop.errors import Problem, ValidationError
from fog_desktop.i18n import translate
from fog_desktop.services import devices, employees, establishments, records_begin
from fog_desktop.services.devices import DeviceInput
from fog_desktop.services.employees import EmployeeInput
from fog_desktop.services.establishments import EstablishmentInput
from models import Establishment

Item = TypeVar("Item")


@dataclass(frozen=True)
class EmployeeDraft:
    """An employee as typed at set-up, with their last training kept on paper (R9)."""

    employee: EmployeeInput = field(default_factory=EmployeeInput)
    #: The day of their last training, "" when unknown: then it is due as usual (R4).
    last_trained: str = ""
    #: Its kind, "" for the one its day needs (records_begin.training_kind).
    kind: str = ""


def set_up_establishment(
    db: Database,
    profile: EstablishmentInput,
    device_inputs: Sequence[DeviceInput],
    actor: str,
    *,
    last_services: Sequence[str] = (),
    people: Sequence[EmployeeDraft] = (),
    today: date | None = None,
) -> Establishment:
    """Create the establishment with at least one device, and its ``people``, in one unit
    of work.

    The two phone numbers for notices are required here: after a spill the manager must
    telephone at once (R5). Problems of the n-th device are named ``devices[n].<field>``,
    of the n-th employee ``employees[n].<field>``. ``last_services`` are the devices' last
    full pump-out or cleaning, as typed, "" where unknown: recorded, as each person's last
    training, as kept on paper before the records began (R9), as of ``today``.
    """
    problems = [
        Problem(field, message)
        for field, message in (
            (
                "city_spill_phone",
                translate(
                    "Setup",
                    "Enter the city's phone number for spill notices: after a spill you "
                    "must phone it at once (R5).",
                ),
            ),
            (
                "health_dept_phone",
                translate(
                    "Setup",
                    "Enter the health department's phone number: after a spill you must "
                    "phone it at once (R5).",
                ),
            ),
        )
        if not getattr(profile, field).strip()
    ]
    if not device_inputs:
        problems.append(
            Problem(
                "devices",
                translate("Setup", "Add at least one grease interceptor, trap or other device."),
            )
        )
    if problems:
        raise ValidationError(problems)
    day = today or date.today()
    with db.write() as session:
        record = establishments.add(session, profile, actor)

        def add_device(index: int, data: DeviceInput) -> None:
            device = devices.add(session, record.id, data, actor)
            last = last_services[index] if index < len(last_services) else ""
            if last.strip():
                known = records_begin.known_day(session, record.id, last, "last_service", day)
                records_begin.add_last_service(session, device, known, actor)

        def add_employee(_: int, draft: EmployeeDraft) -> None:
            employee = employees.add(session, record.id, draft.employee, actor)
            if draft.last_trained.strip():
                known = records_begin.known_day(
                    session, record.id, draft.last_trained, "last_trained", day
                )
                records_begin.add_last_training(session, employee, known, draft.kind or None, actor)

        _each("devices", device_inputs, add_device)
        _each("employees", people, add_employee)
        return record


def _each(name: str, items: Sequence[Item], add: Callable[[int, Item], None]) -> None:
    """``add`` each of ``items``; the n-th one's problems named ``<name>[n].<field>``, at
    its own fields in the wizard."""
    for index, item in enumerate(items):
        try:
            add(index, item)
        except ValidationError as exc:
            raise ValidationError(
                [Problem(f"{name}[{index}].{p.field}", p.message) for p in exc.problems]
            ) from None
