"""Self-inspection checklists, their corrective actions and the written authorizations
of additives (rules.md R8c)."""

from __future__ import annotations

from datetime import date

from sqlalchemy import Date, ForeignKey, Index, Integer, String, Text, text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from models.base import Record


class SelfInspectionInterval(Record):
    """How often an establishment walks the checklist (R8c), when the user chose other
    than monthly, from ``applies_from`` on: None from the records' beginning (every
    interval chosen before migration 0017). Amended to change it; one in use per
    establishment and day (the application keeps one from the beginning)."""

    __tablename__ = "self_inspection_intervals"
    __table_args__ = (
        Index(
            "uq_self_inspection_intervals_from",
            "establishment_id",
            "applies_from",
            unique=True,
            sqlite_where=text("voided_at IS NULL"),
            postgresql_where=text("voided_at IS NULL"),
        ),
    )

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False
    )
    every_number: Mapped[int] = mapped_column(Integer, nullable=False)
    every_unit: Mapped[str] = mapped_column(String(10), nullable=False)
    #: Added in 0017: an interval audited before it held from the records' beginning.
    applies_from: Mapped[date | None] = mapped_column(
        Date, nullable=True, default=None, info={"added_later": True}
    )


class SelfInspection(Record):
    """One walk through the checklist: when, by whom, and each item's answer (R8c)."""

    __tablename__ = "self_inspections"

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    inspected_on: Mapped[date] = mapped_column(Date, nullable=False)
    inspected_by: Mapped[str] = mapped_column(String(200), nullable=False)
    notes: Mapped[str] = mapped_column(Text, default="", nullable=False)

    answers: Mapped[list[ChecklistAnswer]] = relationship(
        back_populates="inspection", order_by="ChecklistAnswer.id", lazy="raise_on_sql"
    )


class ChecklistAnswer(Record):
    """One item of one checklist as it was found: OK, Not OK or Not applicable, with a
    note; photos are attachments of it. One in use per checklist and item."""

    __tablename__ = "checklist_answers"
    __table_args__ = (
        Index(
            "uq_checklist_answers_inspection_item",
            "inspection_id",
            "item",
            unique=True,
            sqlite_where=text("voided_at IS NULL"),
            postgresql_where=text("voided_at IS NULL"),
        ),
    )

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False
    )
    inspection_id: Mapped[int] = mapped_column(
        ForeignKey("self_inspections.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    #: The item's short English name, as resources/self-inspection-items.txt lists it.
    item: Mapped[str] = mapped_column(String(100), nullable=False)
    answer: Mapped[str] = mapped_column(String(20), nullable=False)
    note: Mapped[str] = mapped_column(Text, default="", nullable=False)
    #: The additive found in use, for the additives item (Prohibitions C, G).
    additive: Mapped[str] = mapped_column(String(200), default="", nullable=False)

    inspection: Mapped[SelfInspection] = relationship(back_populates="answers", lazy="raise_on_sql")


class CorrectiveAction(Record):
    """A Not OK answer recorded as fixed: when and what was done (R8c); a photo of the
    fix is an attachment of it. One in use per answer."""

    __tablename__ = "corrective_actions"
    __table_args__ = (
        Index(
            "uq_corrective_actions_answer",
            "answer_id",
            unique=True,
            sqlite_where=text("voided_at IS NULL"),
            postgresql_where=text("voided_at IS NULL"),
        ),
    )

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    answer_id: Mapped[int] = mapped_column(
        ForeignKey("checklist_answers.id", ondelete="RESTRICT"), nullable=False
    )
    fixed_on: Mapped[date] = mapped_column(Date, nullable=False)
    what_was_done: Mapped[str] = mapped_column(Text, nullable=False)

    answer: Mapped[ChecklistAnswer] = relationship(lazy="raise_on_sql")


class AdditiveAuthorization(Record):
    """The program manager's written authorization of an additive (Prohibitions C, G);
    the document is an attachment of it (R8c)."""

    __tablename__ = "additive_authorizations"

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    additive: Mapped[str] = mapped_column(String(200), nullable=False)
    authorized_on: Mapped[date] = mapped_column(Date, nullable=False)
    authorized_by: Mapped[str] = mapped_column(String(200), default="", nullable=False)
    note: Mapped[str] = mapped_column(Text, default="", nullable=False)
