"""First start: the establishment and its devices, stored together or not at all."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from fog_desktop.database import Database
from fog_desktop.errors import Problem, ValidationError
from fog_desktop.i18n import translate
from fog_desktop.services import devices, establishments, records_begin
from fog_desktop.services.devices import DeviceInput
from fog_desktop.services.establishments import EstablishmentInput
from models import Establishment


def set_up_establishment(
    db: Database,
    profile: EstablishmentInput,
    device_inputs: Sequence[DeviceInput],
    actor: str,
    *,
    last_services: Sequence[str] = (),
    today: date | None = None,
) -> Establishment:
    """Create the establishment with at least one device, in one unit of work.

    The two phone numbers for notices are required here: after a spill the manager must
    telephone at once (R5). Problems of the n-th device are named ``devices[n].<field>``.
    ``last_services`` are the devices' last full pump-out or cleaning, as typed, "" where
    unknown: recorded as kept on paper before the records began (R9), as of ``today``.
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
    with db.write() as session:
        record = establishments.add(session, profile, actor)
        for index, data in enumerate(device_inputs):
            try:
                device = devices.add(session, record.id, data, actor)
                last = last_services[index] if index < len(last_services) else ""
                if last.strip():
                    day = records_begin.known_day(
                        session, record.id, last, "last_service", today or date.today()
                    )
                    records_begin.add_last_service(session, device, day, actor)
            except ValidationError as exc:
                raise ValidationError(
                    [Problem(f"devices[{index}].{p.field}", p.message) for p in exc.problems]
                ) from None
        return record
