"""Reply to the city: the request for a hearing on a notice of violation, typed here and
saved as a PDF letter to sign (R8e)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QWidget

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.reports.fonts import register_fonts
from fog_desktop.reports.hearing_letter import write_hearing_request
from fog_desktop.services.violations_rows import NoticeRow
from ui.city.fields import Spec, build, typed
from ui.dates import day_text
from ui.dialogs import FormDialog
from ui.forms import new_form, paragraph


class ReplyDialog(FormDialog[Path]):
    """The facts in support of the request, written into the letter saved at ``path``."""

    FIELDS = (
        Spec(
            "facts",
            noop("ReplyDialog", "Facts in support"),
            "text",
            hint=noop(
                "ReplyDialog", "The ordinance asks for every fact in support of it, in detail."
            ),
        ),
    )

    def __init__(
        self, parent: QWidget | None, context: AppContext, notice: NoticeRow, path: Path
    ) -> None:
        super().__init__(
            parent,
            translate("ReplyDialog", "Reply to the city: a hearing on {number}").format(
                number=notice.notice_no
            ),
            translate("ReplyDialog", "Save letter"),
        )
        self.context, self.notice, self.path = context, notice, path
        self.content.addWidget(
            paragraph(
                translate(
                    "ReplyDialog",
                    "You may ask for a hearing: the city must receive your request by {day}, "
                    "so send it a few days before. The letter is saved to {path}, to print "
                    "and sign.",
                ).format(day=day_text(notice.hearing_request_due), path=path)
            )
        )
        form = new_form()
        self.fields = build(form, self.errors, type(self), self.FIELDS)
        self.content.addLayout(form)
        self.setMinimumWidth(560)

    def submit(self) -> Callable[[], Path]:
        register_fonts()  # on the GUI thread: the fonts are shared with the window
        facts, context, notice, path = (
            typed(self.fields)["facts"],
            self.context,
            self.notice,
            self.path,
        )
        today = context.today()
        establishment_id = context.settings.current_establishment_id
        assert establishment_id is not None

        def write() -> Path:
            return write_hearing_request(
                context.db, establishment_id, notice.notice_no, facts, path, today=today
            )

        return write
