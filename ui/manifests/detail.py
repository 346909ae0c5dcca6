"""Under the manifests table: the selected manifest's pump-outs, the rest of its fields,
and its scans, so that the manager sees the scan at a glance (R2, R6)."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QVBoxLayout, QWidget

from fog_desktop.context import AppContext
from fog_desktop.services.attachments import Owner
from fog_desktop.services.manifests import ManifestRow
from models import Manifest, WasteType
from ui.attachments import AttachmentsPanel
from ui.forms import FIELD_WIDTH, fit_height, text_label, value_rows

NOTHING_SELECTED = "Select a manifest to see the pump-outs it covers and its scans."
NO_PUMP_OUT = (
    "Covers no pump-out yet. If it is the manifest of a pump-out you logged, use "
    "the Link pump-out… button."
)
OIL_RECEIPT = "A waste cooking oil receipt: it covers no pump-out."

#: The fields the table leaves out, as (ManifestRow attribute, label).
FACTS = (
    ("hauler_registration_no", "Hauler registration no."),
    ("driver", "Driver"),
    ("disposal_site", "Disposal site"),
    ("disposal_site_address", "Disposal site address"),
    ("notes", "Notes"),
)


def covered_text(manifest: ManifestRow) -> str:
    pump_outs = [f"{device} on {day.isoformat()}" for _, device, day in manifest.pump_outs]
    if not pump_outs:
        return OIL_RECEIPT if manifest.waste_type == WasteType.COOKING_OIL else NO_PUMP_OUT
    noun = "pump-out" if len(pump_outs) == 1 else "pump-outs"
    listed = ", ".join(pump_outs[:-1]) + " and " if len(pump_outs) > 1 else ""
    return f"Covers the {noun} of {listed}{pump_outs[-1]}."


class ManifestDetail(QWidget):
    """What the table has no room for. Scans are added through Amend…, with the record."""

    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.title = text_label("detail_title", NOTHING_SELECTED, role="summary")
        self.pump_outs = text_label("pump_outs_covered")
        facts = QFormLayout()
        self.facts = value_rows(facts, FACTS)
        self.attachments = AttachmentsPanel(context)
        self.attachments.set_adding(False)
        text = QWidget()
        text.setFixedWidth(FIELD_WIDTH + 120)
        column = QVBoxLayout(text)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.title)
        column.addWidget(self.pump_outs)
        column.addLayout(facts)
        column.addStretch()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(text)
        row.addWidget(self.attachments, stretch=1)
        self.show_manifest(None, None)

    def show_manifest(self, manifest: ManifestRow | None, establishment_id: int | None) -> None:
        if manifest is None or establishment_id is None:
            self.title.setText(NOTHING_SELECTED)
            self.pump_outs.setText("")
            for value in self.facts.values():
                value.setText("")
            self.attachments.set_owner(None)
            self.attachments.setEnabled(False)
            return
        self.title.setText(
            f"Manifest {manifest.manifest_no} of {manifest.hauler}, "
            f"{manifest.manifest_date.isoformat()}"
        )
        self.pump_outs.setText(covered_text(manifest))
        fit_height(self.pump_outs, FIELD_WIDTH + 120)
        for field, value in self.facts.items():
            value.setText(getattr(manifest, field) or "—")
        self.attachments.setEnabled(True)
        self.attachments.set_owner(Owner(establishment_id, Manifest.__tablename__, manifest.id))
