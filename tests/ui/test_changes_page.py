"""The "Changes & waivers" page: planned changes and their notice, conditional waivers,
their fee and revocation, typed and clicked (R8a, R8b, R6)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtWidgets import QLabel

from fog_desktop.context import AppContext
from fog_desktop.rules.obligations import ObligationKind
from fog_desktop.services.attachments import Owner, list_attachments
from fog_desktop.services.changes import ChangeInput, create_change
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.waivers import FeeInput, WaiverInput, create_waiver, record_fee_payment
from models import Establishment
from ui.changes import ChangesPage
from ui.changes.forms import ChangeFormDialog, FeePaidDialog, RevokeDialog, WaiverFormDialog
from ui.changes.model import ChangesModel, WaiversModel
from ui.dialogs import VoidDialog
from ui.records_page import RecordsPage

if TYPE_CHECKING:
    from pytestqt.modeltest import ModelTester

    from tests.ui.conftest import Gui


@pytest.fixture
def page(gui: Gui, ctx: AppContext, cafe: Establishment) -> ChangesPage:
    page = gui.show(ChangesPage(ctx))
    page.resize(1200, 760)
    gui.refresh(page)
    return page


def cells(part: RecordsPage[Any], column: int) -> list[str]:
    return [str(part.proxy.index(r, column).data()) for r in range(part.proxy.rowCount())]


def select_first(gui: Gui, part: RecordsPage[Any]) -> None:
    gui.click_cell(part.table, part.proxy.index(0, 0))
    assert part.selected() is not None


def due(ctx: AppContext, cafe: Establishment, kind: ObligationKind) -> list[tuple[str, str]]:
    found = obligations_for(ctx.db, cafe.id, ctx.today(), all_history=True)
    return [(o.due.isoformat(), o.state(ctx.today()).value) for o in found if o.kind == kind]


def test_a_planned_change_typed_shows_when_its_notice_is_due(
    gui: Gui, page: ChangesPage, ctx: AppContext, cafe: Establishment
) -> None:
    changes = page.changes
    assert changes.empty.text().startswith("No planned changes.")
    gui.click(changes.add_button)
    dialog = gui.wait_for_window(ChangeFormDialog)
    gui.type_into(dialog.description, "Kitchen remodel: second fryer line")
    gui.type_into(dialog.planned_start, "03/01/2027")
    with gui.qtbot.waitSignal(page.records_changed):
        gui.click(dialog.ok_button)
    gui.wait_until_closed(ChangeFormDialog)
    assert cells(changes, ChangesModel.DESCRIPTION) == ["Kitchen remodel: second fryer line"]
    assert cells(changes, ChangesModel.DUE) == ["12/31/2026"]
    assert cells(changes, ChangesModel.SENT) == [""]
    select_first(gui, changes)
    notice = changes.findChild(QLabel, "notice_words")
    assert notice is not None
    assert notice.text() == "Send it by 2026-12-31, 60 days before the start."
    assert due(ctx, cafe, ObligationKind.PLANNED_CHANGE_NOTICE) == [("2026-12-31", "Upcoming")]


def test_the_notice_sent_is_recorded_by_amending_with_the_proof(
    gui: Gui, page: ChangesPage, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    changes = page.changes
    gui.click(changes.add_button)
    dialog = gui.wait_for_window(ChangeFormDialog)
    gui.type_into(dialog.description, "New dish machine")
    gui.type_into(dialog.planned_start, "01/15/2027")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(ChangeFormDialog)
    select_first(gui, changes)
    notice = changes.findChild(QLabel, "notice_words")
    assert notice is not None and notice.text().startswith("Late already:")

    gui.click(changes.amend_button)
    amend = gui.wait_for_window(ChangeFormDialog)
    gui.type_into(amend.notice_sent_on, "12/01/2026")
    proof = tmp_path / "certified-receipt.png"
    proof.write_bytes(scan_png("Receipt"))
    amend.attachments.add_paths([proof])
    gui.settle()
    assert amend.reason is not None
    gui.type_into(amend.reason, "Notice sent")
    gui.click(amend.ok_button)
    gui.wait_until_closed(ChangeFormDialog)
    assert cells(changes, ChangesModel.SENT) == ["12/1/2026"]
    assert cells(changes, ChangesModel.PROOFS) == ["1"]
    assert notice.text() == "Sent on 2026-12-01, 15 days after it was due."
    assert due(ctx, cafe, ObligationKind.PLANNED_CHANGE_NOTICE) == [("2026-11-16", "Met late")]


def test_the_notice_letter_is_saved_where_the_manager_chooses(
    gui: Gui, page: ChangesPage, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    changes = page.changes
    create_change(ctx.db, cafe.id, ChangeInput("Patio seating", "2027-06-01"), ctx.actor,
                  today=ctx.today())  # fmt: skip
    gui.refresh(page)
    offered: list[Path] = []

    def choose(_parent: object, suggested: Path) -> Path:
        offered.append(suggested)
        return tmp_path / "patio notice.pdf"

    changes.choose_letter_path = choose
    assert not changes.letter_button.isEnabled(), "nothing selected"
    select_first(gui, changes)
    gui.click(changes.letter_button)
    assert [p.name for p in offered] == ["Patio seating notice.pdf"]
    assert (tmp_path / "patio notice.pdf").read_bytes().startswith(b"%PDF-")
    notice = changes.findChild(QLabel, "notice_words")
    assert notice is not None
    assert notice.text().startswith(f"Letter saved: {tmp_path / 'patio notice.pdf'}.")


def test_a_change_without_its_start_is_refused_at_the_field(gui: Gui, page: ChangesPage) -> None:
    gui.click(page.changes.add_button)
    dialog = gui.wait_for_window(ChangeFormDialog)
    gui.type_into(dialog.description, "Patio")
    gui.click(dialog.ok_button)
    assert dialog.isVisible()
    assert gui.message(dialog, "planned_start") == "Enter the day the work or the change starts."
    assert page.changes.model.rowCount() == 0


def test_a_fee_waiver_its_payment_its_revocation_and_its_void(
    gui: Gui, page: ChangesPage, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    waivers = page.waivers
    gui.click(waivers.add_button)
    dialog = gui.wait_for_window(WaiverFormDialog)
    gui.type_into(dialog.granted_on, "04/01/2025")
    gui.type_into(dialog.terms, "No room for an interceptor; traps cleaned daily")
    assert not dialog.cleaning_number.isEnabled(), "the fee has no interval"
    letter = tmp_path / "waiver-letter.png"
    letter.write_bytes(scan_png("Waiver"))
    dialog.attachments.add_paths([letter])
    gui.settle()
    gui.click(dialog.ok_button)
    gui.wait_until_closed(WaiverFormDialog)
    assert cells(waivers, WaiversModel.OPTION) == ["Grease cleaning fee"]
    (row,) = waivers.rows()
    owner = Owner(cafe.id, "conditional_waivers", row.id)
    assert [a.original_name for a in list_attachments(ctx.db, owner)] == ["waiver-letter.png"]
    assert due(ctx, cafe, ObligationKind.WAIVER_FEE) == [
        ("2026-04-01", "Overdue"),
        ("2027-04-01", "Upcoming"),
    ]

    select_first(gui, waivers)
    gui.click(waivers.fee_button)
    fee = gui.wait_for_window(FeePaidDialog)
    gui.type_over(fee.paid_on, "03/25/2026")
    gui.type_into(fee.amount, "850.00")
    gui.click(fee.ok_button)
    gui.wait_until_closed(FeePaidDialog)
    assert cells(waivers, WaiversModel.PAID) == ["3/25/2026"]
    assert due(ctx, cafe, ObligationKind.WAIVER_FEE)[0] == ("2026-04-01", "Met")

    gui.click(waivers.revoke_button)
    revoke = gui.wait_for_window(RevokeDialog)
    gui.type_over(revoke.revoked_on, "09/15/2026")
    gui.click(revoke.ok_button)
    gui.wait_until_closed(RevokeDialog)
    assert cells(waivers, WaiversModel.REVOKED) == ["9/15/2026"]
    assert not waivers.revoke_button.isEnabled()
    # the cafe's interceptor went into service on 2026-10-01, after the revocation
    assert due(ctx, cafe, ObligationKind.INTERCEPTOR_AFTER_REVOCATION) == [("2027-03-14", "Met")]

    gui.click(waivers.void_button)
    void = gui.wait_for_window(VoidDialog)
    gui.type_into(void.reason, "Entered for the wrong restaurant")
    gui.click(void.ok_button)
    gui.wait_until_closed(VoidDialog)
    assert cells(waivers, WaiversModel.STATUS) == ["Void: Entered for the wrong restaurant"]
    assert not waivers.fee_button.isEnabled()
    assert due(ctx, cafe, ObligationKind.WAIVER_FEE) == []


def test_a_contractor_waiver_needs_its_interval(gui: Gui, page: ChangesPage) -> None:
    gui.click(page.waivers.add_button)
    dialog = gui.wait_for_window(WaiverFormDialog)
    gui.type_into(dialog.granted_on, "01/15/2026")
    gui.type_into(dialog.terms, "Sewer main jetted by a contractor")
    gui.choose(dialog.option, "Contractor cleaning")
    gui.click(dialog.ok_button)
    assert "how often the city wants the sewer main cleaned" in gui.message(
        dialog, "cleaning_interval"
    )
    gui.type_into(dialog.cleaning_number, "6")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(WaiverFormDialog)
    assert cells(page.waivers, WaiversModel.INTERVAL) == ["6 months"]


def test_the_tables_are_sound_models(
    page: ChangesPage, qtmodeltester: ModelTester, gui: Gui
) -> None:
    gui.check_model(qtmodeltester, page.changes.model)
    gui.check_model(qtmodeltester, page.waivers.model)


def test_a_payment_entered_in_error_is_voided_from_the_list_and_the_fee_is_owed_again(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    """R8b, R6: the payments of a waiver's fee are listed under it; one entered in error is
    voided with a reason, stays listed greyed with it, and its anniversary is owed again."""
    today = ctx.today()
    waiver = create_waiver(
        ctx.db, cafe.id, WaiverInput(granted_on="2025-11-20", terms="Traps cleaned daily"),
        ctx.actor, today=today,
    )  # fmt: skip
    paid = FeeInput(paid_on="2026-11-20", amount="850", receipt_no="R-3321")
    record_fee_payment(ctx.db, waiver.id, paid, ctx.actor, today=today)
    assert due(ctx, cafe, ObligationKind.WAIVER_FEE)[0] == ("2026-11-20", "Met")
    page = gui.show(ChangesPage(ctx))
    gui.refresh(page)
    waivers = page.waivers
    assert not waivers.void_payment_button.isEnabled()
    select_first(gui, waivers)
    assert [waivers.payments.item(i).text() for i in range(waivers.payments.count())] == [
        "11/20/2026, $850.00, receipt R-3321"
    ]
    assert not waivers.void_payment_button.isEnabled(), "no payment chosen yet"
    waivers.payments.setCurrentRow(0)
    gui.click(waivers.void_payment_button)
    void = gui.wait_for_window(VoidDialog)
    assert void.windowTitle() == "Void the payment of 11/20/2026"
    gui.type_into(gui.line(void, "reason"), "Entered for the wrong waiver")
    gui.click(void.ok_button)
    gui.wait_until_closed(VoidDialog)
    gui.qtbot.waitUntil(
        lambda: (
            waivers.payments.count() == 1
            and waivers.payments.item(0).text().endswith("(Void: Entered for the wrong waiver)")
        )
    )
    assert due(ctx, cafe, ObligationKind.WAIVER_FEE)[0] == ("2026-11-20", "Overdue")
