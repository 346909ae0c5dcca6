"""One entry of the maintenance log as a row, with the flags the rules raise on it (R1, R2).

The columns an entry is read with and the row made of them live together, apart from the
paging, filtering and sorting of :mod:`fog_desktop.services.maintenance_rows`: a row's
flags (over the profile's limit, R1; a possible or recorded partial pump-out and a
missing manifest, R2) and whether it counts as a full pump-out are judged here, for the
table, the packet, the schedules and the frequency alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy import and_, case, select

from fog_desktop.i18n import noop, translate
from fog_desktop.parse import number_text
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.rules.pumpout import is_full_pump_out, is_partial_pump_out, manifest_missing
from fog_desktop.rules.sludge import exceeds_limit
from fog_desktop.rules.sludge import percent_of_design_depth as _percent
from fog_desktop.services.entry_dates import Entered, entered_of
from models import (
    AuditEntry,
    CityInspection,
    Device,
    MaintenanceEntry,
    Manifest,
    PartialCheck,
    Service,
    status_text_of,
)

#: A row's flags: compared in code and written in English in the packet; the window shows
#: each with ``translate("MaintenanceFlag", flag)``.
FLAG_OVER_25 = noop("MaintenanceFlag", "Over 25%")
FLAG_PARTIAL = noop("MaintenanceFlag", "Possible partial pump-out")
FLAG_MANIFEST_MISSING = noop("MaintenanceFlag", "Manifest missing")
#: Recorded as partial by the manager: it met no pump-out (R2).
FLAG_RECORDED_PARTIAL = noop("MaintenanceFlag", "Partial pump-out")


def settled_full(partial_check: str) -> bool | None:
    """A stored :class:`~models.PartialCheck` as :func:`is_full_pump_out` takes it: True
    confirmed full, False recorded partial, None unsettled (R2)."""
    if not partial_check:
        return None
    return partial_check == PartialCheck.CONFIRMED_FULL


def counts_as_full(
    service: str, gallons_removed: Decimal | None, capacity: Decimal, partial_check: str
) -> bool:
    """Whether a log entry is a pump-out that resets its device's clock (R2)."""
    return service == Service.PUMP_OUT and is_full_pump_out(
        gallons_removed, capacity, settled_full(partial_check)
    )


@dataclass(frozen=True)
class MaintenanceRow:
    """One entry as the Maintenance table and the packet show it."""

    id: int
    service_date: date
    device_id: str
    device_type: str
    capacity_gal: Decimal
    service: str
    fog_depth_in: Decimal | None
    solids_depth_in: Decimal | None
    percent: Decimal | None
    gallons_removed: Decimal | None
    hauler: str
    manifest_no: str
    manifest_id: int | None
    #: Linked to a manifest, or its typed manifest no. is that of a manifest in use (R2).
    manifest_on_file: bool
    performed_by: str
    notes: str
    status_text: str
    is_void: bool
    flags: tuple[str, ...]
    #: The ordinance profile's limit the reading was judged against (R1): what
    #: :data:`FLAG_OVER_25` means for this row, 25 in Sierra Madre.
    limit_percent: Decimal
    #: How the manager settled a possibly partial pump-out (:class:`~models.PartialCheck`,
    #: "" while unsettled), and why (R2).
    partial_check: str = ""
    partial_check_note: str = ""
    #: The Inspection ID of the city inspection the reading was measured at, "" when it
    #: is not the city's (R1, whose reading).
    city_inspection_no: str = ""
    #: What the manager knew at set-up, kept on paper (R9): never flagged nor late.
    before_records_began: bool = False

    @property
    def measured_by(self) -> str:
        """Who did it, in the command line's and the packet's English: a city reading
        names its inspection first, "City, INSP-2026-001 (R. Flores)" (R1)."""
        return self.measured_by_in()

    def measured_by_in(
        self, city: str = "City, {inspection}", named: str = "{city} ({name})"
    ) -> str:
        """:attr:`measured_by` in the words given (the window's translated ones)."""
        if not self.city_inspection_no:
            return self.performed_by
        said = city.format(inspection=self.city_inspection_no)
        return named.format(city=said, name=self.performed_by) if self.performed_by else said

    #: When it was entered, as its audit trail says (R6).
    entered: Entered | None = None

    @property
    def counts_as_full(self) -> bool:
        """A pump-out in use that resets its device's clock (R2)."""
        return not self.is_void and counts_as_full(
            self.service, self.gallons_removed, self.capacity_gal, self.partial_check
        )

    @property
    def flags_said(self) -> tuple[str, ...]:
        """The flags in the command line's and the packet's English, "Over 25%" with the
        limit the reading was judged against."""
        over = f"Over {number_text(self.limit_percent)}%"
        return tuple(over if flag == FLAG_OVER_25 else flag for flag in self.flags)

    @property
    def manifest_problem(self) -> str:
        """What :data:`FLAG_MANIFEST_MISSING` means for this pump-out, in words true beside
        its manifest no.: a number noted is not a manifest on file (R2); "" when not flagged."""
        if FLAG_MANIFEST_MISSING not in self.flags:
            return ""
        if self.manifest_no:
            return f"manifest {self.manifest_no} noted, not on file"
        return "no manifest on file"

    @property
    def manifest_problem_shown(self) -> str:
        """:attr:`manifest_problem` as the window says it, in the interface's language (the
        packet keeps the English)."""
        if FLAG_MANIFEST_MISSING not in self.flags:
            return ""
        if self.manifest_no:
            return translate("MaintenanceFlag", "manifest {number} noted, not on file").format(
                number=self.manifest_no
            )
        return translate("MaintenanceFlag", "no manifest on file")


#: A pump-out is linked to its manifest when one of them is entered after the other; a
#: manifest whose hauler is spelt otherwise, or a number two haulers share, stays unlinked,
#: yet the manifest is on file. Looked up only for the few unlinked pump-outs with a number.
_MANIFEST_ON_FILE = case(
    (MaintenanceEntry.manifest_id.is_not(None), True),
    (
        and_(MaintenanceEntry.service == Service.PUMP_OUT, MaintenanceEntry.manifest_no != ""),
        select(Manifest.id)
        .where(
            Manifest.establishment_id == MaintenanceEntry.establishment_id,
            Manifest.manifest_no == MaintenanceEntry.manifest_no,
            Manifest.voided_at.is_(None),
        )
        .exists(),
    ),
    else_=False,
).label("manifest_on_file")

#: The Inspection ID of a reading the city measured: looked up only for the few linked.
_CITY_INSPECTION_NO = case(
    (
        MaintenanceEntry.city_inspection_pk.is_not(None),
        select(CityInspection.inspection_no)
        .where(CityInspection.id == MaintenanceEntry.city_inspection_pk)
        .scalar_subquery(),
    ),
    else_="",
).label("city_inspection_no")

ROW_COLUMNS = (
    MaintenanceEntry.id,
    MaintenanceEntry.service_date,
    Device.device_id,
    Device.type,
    Device.capacity_gal,
    Device.design_depth_in,
    MaintenanceEntry.service,
    MaintenanceEntry.fog_depth_in,
    MaintenanceEntry.solids_depth_in,
    MaintenanceEntry.gallons_removed,
    MaintenanceEntry.hauler,
    MaintenanceEntry.manifest_no,
    MaintenanceEntry.manifest_id,
    _MANIFEST_ON_FILE,
    MaintenanceEntry.performed_by,
    MaintenanceEntry.notes,
    MaintenanceEntry.version,
    MaintenanceEntry.voided_at,
    MaintenanceEntry.void_reason,
    MaintenanceEntry.partial_check,
    MaintenanceEntry.partial_check_note,
    _CITY_INSPECTION_NO,
    # its "create" entry: when it was entered, and whether an import brought it (R6)
    AuditEntry.at,
    AuditEntry.reason,
    MaintenanceEntry.before_records_began,
)


def row_of(r: Any, as_of: date, profile: OrdinanceProfile) -> MaintenanceRow:
    # Unpacked once, in ROW_COLUMNS' order: a SQLAlchemy row answers each name looked up in
    # about 0.3 µs, two-thirds of the time the export's log took to make (issue 16 §2).
    (
        pk, service_date, device_id, device_type, capacity_gal, design_depth_in, service,
        fog_depth_in, solids_depth_in, gallons_removed, hauler, manifest_no, manifest_id,
        manifest_on_file, performed_by, notes, version, voided_at, void_reason,
        partial_check, partial_check_note, city_inspection_no, entered_at, entered_reason,
        before_records_began,
    ) = r  # fmt: skip
    percent = None
    flags: list[str] = []
    if fog_depth_in is not None and solids_depth_in is not None:
        percent = _percent(fog_depth_in, solids_depth_in, design_depth_in)
        if voided_at is None and exceeds_limit(
            fog_depth_in, solids_depth_in, design_depth_in, profile
        ):
            flags.append(FLAG_OVER_25)
    # A pump-out kept on paper before the records began is full by R9: nothing to check.
    if service == Service.PUMP_OUT and voided_at is None and not before_records_began:
        if partial_check == PartialCheck.PARTIAL:
            flags.append(FLAG_RECORDED_PARTIAL)
        elif (
            not partial_check
            and gallons_removed is not None
            and is_partial_pump_out(gallons_removed, capacity_gal)
        ):
            flags.append(FLAG_PARTIAL)
        if manifest_missing(service_date, bool(manifest_on_file), as_of):
            flags.append(FLAG_MANIFEST_MISSING)
    return MaintenanceRow(
        id=pk,
        service_date=service_date,
        device_id=device_id,
        device_type=device_type,
        capacity_gal=capacity_gal,
        service=service,
        fog_depth_in=fog_depth_in,
        solids_depth_in=solids_depth_in,
        percent=percent,
        gallons_removed=gallons_removed,
        hauler=hauler,
        manifest_no=manifest_no,
        manifest_id=manifest_id,
        manifest_on_file=bool(manifest_on_file),
        performed_by=performed_by,
        notes=notes,
        status_text=status_text_of(version, voided_at, void_reason),
        is_void=voided_at is not None,
        flags=tuple(flags),
        limit_percent=profile.limit_percent,
        partial_check=partial_check,
        partial_check_note=partial_check_note,
        city_inspection_no=city_inspection_no,
        # Written up at set-up from paper, never a late entry (R9).
        entered=None
        if entered_at is None or before_records_began
        else entered_of(entered_at, entered_reason),
        before_records_began=before_records_began,
    )
