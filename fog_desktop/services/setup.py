"""First start: the establishment and its devices, stored together or not at all."""

from __future__ import annotations

from collections.abc import Sequence

from fog_desktop.database import Database
from fog_desktop.errors import Problem, ValidationError
from fog_desktop.i18n import translate
from fog_desktop.services import devices, establishments
from fog_desktop.services.devices import DeviceInput
from fog_desktop.services.establishments import EstablishmentInput
from models import Establishment


def set_up_establishment(
    db: Database, profile: EstablishmentInput, device_inputs: Sequence[DeviceInput], actor: str
) -> Establishment:
    """Create the establishment with at least one device, in one unit of work.

    The two phone numbers for notices are required here: after a spill the manager must
    telephone at once (R5). Problems of the n-th device are named ``devices[n].<field>``.
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
                devices.add(session, record.id, data, actor)
            except ValidationError as exc:
                raise ValidationError(
                    [Problem(f"devices[{index}].{p.field}", p.message) for p in exc.problems]
                ) from None
        return record
