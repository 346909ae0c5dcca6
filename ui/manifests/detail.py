"""Under the manifests table: the selected manifest's pump-outs, the rest of its fields,
and its scans, so that the manager sees the scan at a glance (R2, R6)."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QVBoxLayout, QWidget

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.services.attachments import Owner
from fog_desktop.services.manifests import ManifestRow
from models import Manifest, WasteType
from ui.dates import day_text
from ui.forms import FIELD_WIDTH, fit_height, text_label, value_rows
from ui.widgets.attachments import AttachmentsPanel

NOTHING_SELECTED = noop(
    "ManifestDetail", "Select a manifest to see the pump-outs it covers and its scans."
)

#: The fields the table leaves out, as (ManifestRow attribute, label).
FACTS = (
    ("hauler_registration_no", noop("ManifestDetail", "Hauler registration no.")),
    ("driver", noop("ManifestDetail", "Driver")),
    ("hauler_phone", noop("ManifestDetail", "Hauler's phone")),
    ("disposal_site", noop("ManifestDetail", "Disposal site")),
    ("disposal_site_address", noop("ManifestDetail", "Disposal site address")),
    ("notes", noop("ManifestDetail", "Notes")),
)


def covered_text(manifest: ManifestRow) -> str:
    pump_outs = [
        translate("ManifestDetail", "{device} on {date}").format(device=device, date=day_text(day))
        for _, device, day in manifest.pump_outs
    ]
    if not pump_outs:
        if manifest.waste_type == WasteType.COOKING_OIL:
            return translate(
                "ManifestDetail", "A waste cooking oil receipt: it covers no pump-out."
            )
        return translate(
            "ManifestDetail",
            "Covers no pump-out yet. If it is the manifest of a pump-out you logged, use "
            "the Link pump-out… button.",
        )
    if len(pump_outs) == 1:
        return translate("ManifestDetail", "Covers the pump-out of {pump_out}.").format(
            pump_out=pump_outs[0]
        )
    return translate("ManifestDetail", "Covers the pump-outs of {listed} and {last}.").format(
        listed=", ".join(pump_outs[:-1]), last=pump_outs[-1]
    )


class ManifestDetail(QWidget):
    """What the table has no room for. Scans are added through Amend…, with the record."""

    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.title = text_label(
            "detail_title", translate("ManifestDetail", NOTHING_SELECTED), role="summary"
        )
        self.pump_outs = text_label("pump_outs_covered")
        facts = QFormLayout()
        self.facts = value_rows(
            facts, [(field, translate("ManifestDetail", label)) for field, label in FACTS]
        )
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
            self.title.setText(translate("ManifestDetail", NOTHING_SELECTED))
            self.pump_outs.setText("")
            for value in self.facts.values():
                value.setText("")
            self.attachments.set_owner(None)
            self.attachments.setEnabled(False)
            return
        self.title.setText(
            translate("ManifestDetail", "Manifest {number} of {hauler}, {date}").format(
                number=manifest.manifest_no,
                hauler=manifest.hauler,
                date=day_text(manifest.manifest_date),
            )
        )
        self.pump_outs.setText(covered_text(manifest))
        fit_height(self.pump_outs, FIELD_WIDTH + 120)
        for field, value in self.facts.items():
            value.setText(getattr(manifest, field) or "—")
        self.attachments.setEnabled(True)
        self.attachments.set_owner(Owner(establishment_id, Manifest.__tablename__, manifest.id))
