"""A device's maintenance frequency in force and how it is said (rules.md R2, R3): the
one entered or the ordinance profile's default, and a trap's longer interval, which
counts only with the city's approval from its date."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from datetime import date
from typing import Protocol

from sqlalchemy import select
from sqlalchemy.orm import Session

from fog_desktop.i18n import translate
from fog_desktop.parse import day_text
from fog_desktop.rules.approvals import Approval, approval_on
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.rules.pumpout import Frequency
from models import DeviceType, FrequencyApproval


def approvals_by_device(session: Session, establishment_id: int) -> dict[int, list[Approval]]:
    """The city's approvals in use of each device's frequency, by the device's id: what a
    trap's longer interval needs to count (R3)."""
    found: dict[int, list[Approval]] = defaultdict(list)
    for pk, on, number, unit in session.execute(
        select(
            FrequencyApproval.device_pk,
            FrequencyApproval.approved_on,
            FrequencyApproval.frequency_number,
            FrequencyApproval.frequency_unit,
        ).where(
            FrequencyApproval.establishment_id == establishment_id,
            FrequencyApproval.voided_at.is_(None),
        )
    ):
        found[pk].append(Approval(on, Frequency(number, unit)))
    return found


class Scheduled(Protocol):
    """What the frequency of a device is read from: a stored device or its row."""

    @property
    def type(self) -> str: ...

    @property
    def frequency_number(self) -> int | None: ...

    @property
    def frequency_unit(self) -> str | None: ...


def default_frequency(device_type: str, profile: OrdinanceProfile) -> Frequency:
    """R2/R3's default when no frequency is entered, the profile's: in Sierra Madre traps
    daily, the rest quarterly."""
    if device_type == DeviceType.TRAP:
        return profile.trap_frequency
    return profile.default_frequency


def frequency_of(device: Scheduled, profile: OrdinanceProfile) -> Frequency:
    """The frequency entered, or the profile's default (R2, R3)."""
    if device.frequency_number and device.frequency_unit:
        return Frequency(device.frequency_number, device.frequency_unit)
    return default_frequency(device.type, profile)


def frequency_text(device: Scheduled) -> str:
    """The frequency as the Devices sheet writes it; empty means the rules' default."""
    if device.frequency_number and device.frequency_unit:
        return str(Frequency(device.frequency_number, device.frequency_unit))
    return ""


def _needs_approval(device: Scheduled, profile: OrdinanceProfile) -> bool:
    """A trap typed with a longer interval than the profile's: it counts only with the
    city's approval (R3)."""
    return device.type == DeviceType.TRAP and frequency_of(device, profile).exceeds(
        profile.trap_frequency
    )


def frequency_label(
    device: Scheduled, profile: OrdinanceProfile, approvals: Sequence[Approval]
) -> str:
    """The frequency as the packet, the workbook and the command line say it: the rules'
    default marked as such, and a trap's longer interval with the city's approval of it
    now ("2 days, approved 2025-03-04"), or without one, the interval that applies
    instead ("2 days (not approved: daily applies)", R3)."""
    entered = frequency_text(device)
    if not entered:
        return f"{default_frequency(device.type, profile)} (default)"
    if not _needs_approval(device, profile):
        return entered
    approval = approval_on(date.max, approvals)
    if approval is None:
        return f"{entered} (not approved: {profile.trap_frequency.plain} applies)"
    if frequency_of(device, profile).exceeds(approval.frequency):
        allowed = approval.frequency
        return f"{entered} (approved {allowed} on {approval.on}: {allowed} applies)"
    return f"{entered}, approved {approval.on}"


def frequency_shown(
    device: Scheduled, profile: OrdinanceProfile, approvals: Sequence[Approval]
) -> str:
    """:func:`frequency_label` as the window shows it, in the interface's language (the
    packet keeps :func:`frequency_label`'s English)."""
    if not frequency_text(device):
        return translate("Devices", "{frequency} (default)").format(
            frequency=default_frequency(device.type, profile).shown
        )
    frequency = frequency_of(device, profile)
    if not _needs_approval(device, profile):
        return frequency.shown
    approval = approval_on(date.max, approvals)
    if approval is None:
        return translate("Devices", "{frequency} (not approved: {law} applies)").format(
            frequency=frequency.shown, law=profile.trap_frequency.plain_shown
        )
    if frequency.exceeds(approval.frequency):
        return translate(
            "Devices", "{frequency} (approved {allowed} on {day}: {allowed} applies)"
        ).format(
            frequency=frequency.shown, allowed=approval.frequency.shown, day=day_text(approval.on)
        )
    return translate("Devices", "{frequency}, approved {day}").format(
        frequency=frequency.shown, day=day_text(approval.on)
    )
