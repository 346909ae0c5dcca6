"""The data sheets of the records workbook, a module a record kind (records-workbook.md).

Each module declares its sheet as a :class:`~fog_desktop.exchange.data_sheet.DataSheet`:
its columns, the rows an export writes, and how an import stores each row. The workbook
and the import loop over the two registries below; a new kind adds its module and a line
to each.
"""

from __future__ import annotations

from fog_desktop.exchange.data_sheet import DataSheet
from fog_desktop.exchange.layout import Sheet
from fog_desktop.exchange.sheets import (
    additive_authorizations,
    attachments,
    audit,
    city_inspections,
    devices,
    employees,
    frequency_approvals,
    hauler_requests,
    incidents,
    maintenance,
    manifests,
    milestones,
    missed_training,
    notices,
    obligations,
    planned_changes,
    self_inspection,
    training,
    trap_cleanings,
    waivers,
)

#: The data sheets after the Cover, in the workbook's order.
EXPORTED: tuple[DataSheet, ...] = (
    obligations.OBLIGATIONS_SHEET,
    devices.DEVICES_SHEET,
    maintenance.MAINTENANCE_SHEET,
    trap_cleanings.TRAP_CLEANINGS_SHEET,
    manifests.MANIFESTS_SHEET,
    hauler_requests.HAULER_REQUESTS_SHEET,
    employees.EMPLOYEES_SHEET,
    training.TRAINING_SHEET,
    incidents.INCIDENTS_SHEET,
    missed_training.MISSED_TRAINING_SHEET,
    city_inspections.CITY_INSPECTIONS_SHEET,
    notices.NOTICES_OF_VIOLATION_SHEET,
    milestones.COMPLIANCE_MILESTONES_SHEET,
    milestones.PROGRESS_REPORTS_SHEET,
    frequency_approvals.FREQUENCY_APPROVALS_SHEET,
    self_inspection.SELF_INSPECTION_SHEET,
    additive_authorizations.ADDITIVE_AUTHORIZATIONS_SHEET,
    planned_changes.PLANNED_CHANGES_SHEET,
    waivers.WAIVERS_SHEET,
    waivers.WAIVER_FEES_SHEET,
    attachments.ATTACHMENTS_SHEET,
    audit.AUDIT_SHEET,
)

#: The sheets an import stores, in the order it stores them: those with a ``store``.
IMPORTED: tuple[DataSheet, ...] = (
    # Devices and employees first: the log, manifests and training refer to them.
    devices.DEVICES_SHEET,
    employees.EMPLOYEES_SHEET,
    manifests.MANIFESTS_SHEET,
    # A level the city measured, an entry of the log, names the inspection (R1); so does
    # a notice.
    city_inspections.CITY_INSPECTIONS_SHEET,
    maintenance.MAINTENANCE_SHEET,
    hauler_requests.HAULER_REQUESTS_SHEET,  # names its pump-out
    training.TRAINING_SHEET,
    incidents.INCIDENTS_SHEET,
    # A missed half is told from the training, so its explanation comes after.
    missed_training.MISSED_TRAINING_SHEET,
    notices.NOTICES_OF_VIOLATION_SHEET,
    milestones.COMPLIANCE_MILESTONES_SHEET,
    # A report names its milestone, so the milestones come first.
    milestones.PROGRESS_REPORTS_SHEET,
    frequency_approvals.FREQUENCY_APPROVALS_SHEET,
    # An additive answered in use is judged against the authorizations.
    additive_authorizations.ADDITIVE_AUTHORIZATIONS_SHEET,
    self_inspection.SELF_INSPECTION_SHEET,
    planned_changes.PLANNED_CHANGES_SHEET,
    # A fee payment names its waiver, so the waivers come first.
    waivers.WAIVERS_SHEET,
    waivers.WAIVER_FEES_SHEET,
)

#: The data sheets' columns, in the workbook's order.
DATA_SHEETS: tuple[Sheet, ...] = tuple(s.sheet for s in EXPORTED)
#: The sheets an import reads, in the workbook's order: the blank template's.
IMPORTABLE: tuple[Sheet, ...] = tuple(s.sheet for s in EXPORTED if s.store is not None)
