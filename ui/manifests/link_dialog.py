"""Link a pump-out to a manifest by hand, when their manifest numbers don't match (R2).

A pump-out and its manifest link themselves when the manifest no. typed on both is the
same; this is for the rest: a number typed differently, or none typed at all.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import number_text
from fog_desktop.services.maintenance import MaintenanceRow, unlinked_pump_outs
from fog_desktop.services.manifests import ManifestRow, link_pump_out
from ui.dates import day_text
from ui.dialogs import FormDialog
from ui.forms import add_field, new_form, paragraph

NONE_UNLINKED = noop(
    "LinkPumpOutDialog",
    "Every pump-out of this establishment has its manifest linked already. A pump-out "
    "logged later with this manifest no. links itself.",
)


def pump_out_text(row: MaintenanceRow) -> str:
    """What tells one pump-out from another, on two lines so that the dialog stays narrow:
    "GI-1, 10/28/2026: 950 gal" over "Valley Grease Haulers, manifest no. 1042 (Manifest
    missing)"."""
    first = translate("LinkPumpOutDialog", "{device}, {date}").format(
        device=row.device_id, date=day_text(row.service_date)
    )
    if row.gallons_removed:
        first = translate("LinkPumpOutDialog", "{pump_out}: {gallons} gal").format(
            pump_out=first, gallons=number_text(row.gallons_removed)
        )
    parts = [row.hauler] if row.hauler else []
    parts.append(
        translate("LinkPumpOutDialog", "manifest no. {number}").format(number=row.manifest_no)
        if row.manifest_no
        else translate("LinkPumpOutDialog", "no manifest no.")
    )
    said = [translate("MaintenanceFlag", flag) for flag in row.flags]
    flags = f" ({', '.join(said)})" if said else ""
    return f"{first}\n{', '.join(parts)}{flags}"


class LinkPumpOutDialog(FormDialog[None]):
    """Choose one of the establishment's pump-outs without a manifest; OK links it."""

    def __init__(
        self,
        parent: QWidget | None,
        context: AppContext,
        establishment_id: int,
        manifest: ManifestRow,
    ) -> None:
        super().__init__(
            parent,
            translate("LinkPumpOutDialog", "Link a pump-out to manifest {number}").format(
                number=manifest.manifest_no
            ),
            translate("LinkPumpOutDialog", "Link pump-out"),
        )
        self._context = context
        self._manifest = manifest
        intro = paragraph(
            translate(
                "LinkPumpOutDialog",
                "Choose the pump-out that manifest {number} of {hauler}, dated {date}, covers. "
                "Only pump-outs without a manifest are listed; a pump-out still without one 7 "
                'days after it is flagged "Manifest missing".',
            ).format(
                number=manifest.manifest_no,
                hauler=manifest.hauler,
                date=day_text(manifest.manifest_date),
            )
        )
        self.content.addWidget(intro)
        self.choices = QListWidget()
        self.choices.setSpacing(3)
        self.choices.itemDoubleClicked.connect(self.accept)
        form = new_form()
        parts: dict[str, QWidget] = {"entry": self.choices, "manifest_id": self.choices}
        add_field(
            form,
            self.errors,
            translate("LinkPumpOutDialog", "Pump-out"),
            "entry",
            self.choices,
            parts=parts,
        )
        self.choices.setObjectName("entry")
        self.content.addLayout(form)
        self.none_unlinked = paragraph(translate("LinkPumpOutDialog", NONE_UNLINKED))
        self.none_unlinked.setObjectName("none_unlinked")
        self.none_unlinked.setVisible(False)
        self.content.addWidget(self.none_unlinked)
        self.setMinimumWidth(620)
        db, today = context.db, context.today()
        self.fill_later(lambda: unlinked_pump_outs(db, establishment_id, as_of=today), self._offer)

    def _offer(self, candidates: list[MaintenanceRow]) -> None:
        for row in candidates:
            item = QListWidgetItem(pump_out_text(row))
            item.setData(Qt.ItemDataRole.UserRole, row.id)
            self.choices.addItem(item)
        if candidates:
            # The pump-out nearest the manifest's date is most likely the one it covers.
            day = self._manifest.manifest_date
            nearest = min(
                range(len(candidates)),
                key=lambda i: abs((candidates[i].service_date - day).days),
            )
            self.choices.setCurrentRow(nearest)
        self.none_unlinked.setVisible(not candidates)
        self.choices.setVisible(bool(candidates))

    def can_submit(self) -> bool:
        return self.choices.count() > 0

    def submit(self) -> Callable[[], None]:
        item = self.choices.currentItem()
        if item is None:
            raise ValidationError.single(
                "entry", translate("LinkPumpOutDialog", "Choose the pump-out this manifest covers.")
            )
        entry_pk, manifest_pk, context = (
            item.data(Qt.ItemDataRole.UserRole),
            self._manifest.id,
            self._context,
        )
        return lambda: link_pump_out(context.db, entry_pk, manifest_pk, context.actor)
