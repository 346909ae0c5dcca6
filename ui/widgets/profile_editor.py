"""The establishment profile: its fields, the amend dialog, and the read-only summary."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.services.establishments import (
    EstablishmentInput,
    EstablishmentRow,
    amend_establishment,
)
from ui.dialogs import FormDialog
from ui.forms import (
    FIELD_WIDTH,
    FieldErrors,
    add_field,
    new_form,
    paragraph,
    reason_field,
    value_rows,
)

ESTABLISHMENT = noop("Profile", "Establishment")
CONTACT = noop("Profile", "Contact person")
PROGRAM_MANAGER = noop("Profile", "FOG program manager")
NOTICE_PHONES = noop("Profile", "Phone numbers for spill notices")

#: The profile's fields by group, as (EstablishmentInput attribute, label).
GROUPS: dict[str, tuple[tuple[str, str], ...]] = {
    ESTABLISHMENT: (
        ("name", noop("Profile", "Name")),
        ("address", noop("Profile", "Address")),
        ("business_license_no", noop("Profile", "Business license no.")),
    ),
    CONTACT: (
        ("contact_name", noop("Profile", "Name")),
        ("contact_phone", noop("Profile", "Phone")),
        ("contact_email", noop("Profile", "Email")),
    ),
    PROGRAM_MANAGER: (
        ("program_manager_name", noop("Profile", "Name")),
        ("program_manager_address", noop("Profile", "Address")),
        ("program_manager_phone", noop("Profile", "Phone")),
        ("program_manager_email", noop("Profile", "Email")),
    ),
    NOTICE_PHONES: (
        ("city_spill_phone", noop("Profile", "City (spill notices)")),
        ("health_dept_phone", noop("Profile", "Health department")),
    ),
}

NOTICE_PHONES_WHY = noop(
    "Profile",
    "After a spill you must telephone the city at once, and the health department too when "
    "the spill could block a sewer or cause an overflow. Keep both numbers here so "
    "they are at hand when it happens.",
)


class ProfileEditor(QWidget):
    """Line edits for some groups of the profile, each with its error label."""

    def __init__(self, errors: FieldErrors, groups: tuple[str, ...], *, columns: int = 1) -> None:
        super().__init__()
        self.lines: dict[str, QLineEdit] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        for position, group in enumerate(groups):
            box = self._group(errors, group)
            grid.addWidget(box, position // columns, position % columns)

    def _group(self, errors: FieldErrors, group: str) -> QGroupBox:
        box = QGroupBox(translate("Profile", group))
        column = QVBoxLayout(box)
        if group == NOTICE_PHONES:
            why = paragraph(translate("Profile", NOTICE_PHONES_WHY), FIELD_WIDTH)
            why.setObjectName("notice_phones_why")
            column.addWidget(why)
        form = new_form()
        column.addLayout(form)
        column.addStretch()
        for field, label in GROUPS[group]:
            self.lines[field] = QLineEdit()
            add_field(form, errors, translate("Profile", label), field, self.lines[field])
        return box

    def value(self, base: EstablishmentInput) -> EstablishmentInput:
        """``base`` with the fields of this editor replaced by what is typed."""
        return replace(base, **{field: line.text() for field, line in self.lines.items()})

    def set_value(self, data: EstablishmentInput) -> None:
        for field, line in self.lines.items():
            line.setText(getattr(data, field))


class ProfileFormDialog(FormDialog[None]):
    """Amend the profile, filled in from its row; the earlier version stays in the audit
    trail (R6)."""

    def __init__(
        self, parent: QWidget | None, context: AppContext, record: EstablishmentRow
    ) -> None:
        super().__init__(
            parent,
            translate("ProfileFormDialog", "Amend {name}").format(name=record.name),
            translate("ProfileFormDialog", "Save amendment"),
        )
        self._context = context
        self._record_id = record.id
        self._original = EstablishmentInput.of(record)
        self.editor = ProfileEditor(self.errors, tuple(GROUPS), columns=2)
        self.editor.set_value(self._original)
        self.content.addWidget(self.editor)
        form = new_form()
        self.reason = reason_field(form, self.errors)
        self.content.addLayout(form)

    def submit(self) -> Callable[[], None]:
        db, actor, pk = self._context.db, self._context.actor, self._record_id
        data, reason = self.editor.value(self._original), self.reason.text()

        def store() -> None:
            amend_establishment(db, pk, data, actor, reason=reason)

        return store


class ProfileSummary(QWidget):
    """The profile as text, grouped as in the editor, selectable for copying."""

    def __init__(self) -> None:
        super().__init__()
        self.values: dict[str, QLabel] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        for position, (group, fields) in enumerate(GROUPS.items()):
            box = QGroupBox(translate("Profile", group))
            form = new_form()
            box.setLayout(form)
            labels = [(field, translate("Profile", label)) for field, label in fields]
            self.values.update(value_rows(form, labels))
            grid.addWidget(box, position // 2, position % 2)

    def show_record(self, record: EstablishmentRow | None) -> None:
        for field, value in self.values.items():
            text = getattr(record, field) if record is not None else ""
            value.setText(text or "—")
