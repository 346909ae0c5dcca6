"""A form that stores a record with its papers (a scan, a photo, a receipt) in one unit
of work, and the panel that holds them (R6): the record and its files are stored together
or not at all."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from fog_desktop.context import AppContext
from fog_desktop.database import Database
from ui.dialogs import FormDialog, RecordFormDialog, StoredRecord
from ui.widgets.attachments import AttachmentsPanel


def proofs_panel(dialog: FormDialog[Any], context: AppContext) -> AttachmentsPanel:
    """The files stored with what the dialog stores; a refused one named under them."""
    panel = AttachmentsPanel(context, dialog)
    dialog.errors.register("file", panel, panel.file_error)
    dialog.content.addWidget(panel)
    return panel


Input = TypeVar("Input")
Typed_contra = TypeVar("Typed_contra", contravariant=True)
Row = TypeVar("Row", bound=StoredRecord)


class Stores(Protocol[Typed_contra]):
    """A service that records a new one, its papers attached."""

    def __call__(
        self,
        db: Database,
        establishment_id: int,
        data: Typed_contra,
        actor: str,
        /,  # passed in order, whatever a service names them (entry_pk...)
        *,
        today: date,
        files: Sequence[Path] = (),
    ) -> StoredRecord: ...


class Amends(Protocol[Typed_contra]):
    """A service that corrects one, its papers attached."""

    def __call__(
        self,
        db: Database,
        pk: int,
        data: Typed_contra,
        actor: str,
        /,  # passed in order, whatever a service names them (entry_pk...)
        *,
        today: date,
        reason: str = "",
        files: Sequence[Path] = (),
    ) -> StoredRecord: ...


class PapersFormDialog(RecordFormDialog[Row], Generic[Row, Input]):
    """A form that adds or amends a record with its papers, stored together by the
    services :attr:`adds` and :attr:`amends` (R6)."""

    adds: Stores[Input]
    amends: Amends[Input]
    attachments: AttachmentsPanel

    def value(self) -> Input:
        """What is typed, as the services take it."""
        raise NotImplementedError

    def submit(self) -> Callable[[], int]:
        data, files = self.value(), self.attachments.pending_paths()
        db, actor, today = self.context.db, self.context.actor, self.context.today()
        establishment_id, adds, amends = self.establishment_id, self.adds, self.amends
        return self.adding_or_amending(
            lambda: adds(db, establishment_id, data, actor, today=today, files=files),
            lambda pk, why: amends(db, pk, data, actor, today=today, reason=why, files=files),
        )

    def stored(self, result: int) -> None:
        self.attachments.clear_pending()
