"""The files the records packet carries: the attachments and drawn signatures of the
records of its window, and the copies of the written confirmations, each with its name
in the packet (made in packet_names.py). The Attachments sheet lists them; the Manifests
sheet and the PDF's pages cite them by those names."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select

from fog_desktop.database import Database
from fog_desktop.exchange.packet_names import FOLDERS, PacketNames, safe_stem
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.sheets.frequency_approvals import approvals_in_force
from fog_desktop.exchange.sheets.waivers import in_force_in
from fog_desktop.services import (
    changes,
    incidents,
    manifests,
    self_inspection_rows,
    training,
    waivers_rows,
)
from models import (
    AdditiveAuthorization,
    Attachment,
    ChecklistAnswer,
    ConditionalWaiver,
    CorrectiveAction,
    Device,
    Employee,
    FrequencyApproval,
    Incident,
    MaintenanceEntry,
    Manifest,
    PlannedChange,
    SignOff,
    TrainingSession,
    WaiverFeePayment,
)


@dataclass(frozen=True)
class Described:
    """What a record is, for the name of a file of it (``stem``) and in words."""

    stem: str
    words: str


def _log_entries_with_files(db: Database, est_id: int, window: Window) -> dict[int, Described]:
    """The log entries of the window that have a file attached.

    Asked of the database, not by reading the whole log: a busy kitchen logs thousands
    of cleanings a year and attaches a file to a few of them."""
    with db.read() as session:
        found = session.execute(
            select(
                MaintenanceEntry.id,
                MaintenanceEntry.service,
                Device.device_id,
                MaintenanceEntry.service_date,
            )
            .join(Device, Device.id == MaintenanceEntry.device_pk)
            .where(
                MaintenanceEntry.establishment_id == est_id,
                MaintenanceEntry.service_date.between(window.start, window.end),
                MaintenanceEntry.id.in_(
                    select(Attachment.owner_id).where(
                        Attachment.establishment_id == est_id,
                        Attachment.owner_table == MaintenanceEntry.__tablename__,
                    )
                ),
            )
        )
        return {
            pk: Described(f"{day} {service} {device}", f"{service} of {device} on {day}")
            for pk, service, device, day in found
        }


def _self_inspection_files(
    db: Database, est_id: int, window: Window
) -> dict[str, dict[int, Described]]:
    """The records of R8c whose files the packet carries: the answers of the window's
    checklists (a photo of what was found), their fixes (a photo of the fix), and every
    written authorization of an additive on file, whatever its date (it is in force)."""
    answers, fixes = {}, {}
    for c in self_inspection_rows.list_checklists(db, est_id):
        if c.is_void or not window.holds(c.inspected_on):
            continue
        for a in c.answers:
            answers[a.id] = Described(
                f"{c.inspected_on} {a.item}", f"{a.item} of the self-inspection of {c.inspected_on}"
            )
            if a.fix is not None:
                fixes[a.fix.id] = Described(
                    f"{a.fix.fixed_on} {a.item} fixed", f"Fix of {a.item} on {a.fix.fixed_on}"
                )
    authorizations = {
        a.id: Described(
            f"{a.authorized_on} {a.additive}",
            f"Written authorization of {a.additive}, {a.authorized_on}",
        )
        for a in self_inspection_rows.list_authorizations(db, est_id)
        if not a.is_void
    }
    return {
        ChecklistAnswer.__tablename__: answers,
        CorrectiveAction.__tablename__: fixes,
        AdditiveAuthorization.__tablename__: authorizations,
    }


def _waiver_papers(db: Database, est_id: int, window: Window) -> dict[str, dict[int, Described]]:
    """The waivers in force in the window and the fee payments made in it, as their papers
    are named in the packet (R8b)."""
    found = [w for w in waivers_rows.list_waivers(db, est_id) if in_force_in(w, window)]
    return {
        ConditionalWaiver.__tablename__: {
            w.id: Described(f"{w.granted_on} waiver", f"Conditional waiver of {w.granted_on}")
            for w in found
        },
        WaiverFeePayment.__tablename__: {
            p.id: Described(
                f"{p.paid_on} waiver fee", f"Fee of the waiver of {w.granted_on}, paid {p.paid_on}"
            )
            for w in found
            for p in w.payments
            if window.holds(p.paid_on)
        },
    }


@dataclass(frozen=True)
class PacketFile:
    """One file the packet carries: its name in the packet, where its bytes are, and the
    record it belongs to, as ``table:id`` (``sign_offs:id`` for a drawn signature)."""

    name: str
    sha256: str
    belongs_to: str
    original_name: str
    media_type: str
    size: int
    source: str


def packet_files(db: Database, est_id: int, window: Window) -> list[PacketFile]:
    """The attachments and drawn signatures of the records in the window, each named in
    the packet by :class:`PacketNames`: the one place a packet's names are made."""
    in_window = {
        MaintenanceEntry.__tablename__: _log_entries_with_files(db, est_id, window),
        Manifest.__tablename__: {
            m.id: Described(
                f"{m.manifest_date} {m.manifest_no} {m.hauler}",
                f"Manifest {m.manifest_no} of {m.hauler}, {m.manifest_date}",
            )
            for m in manifests.list_manifests(db, est_id)
            if window.holds(m.manifest_date)
        },
        TrainingSession.__tablename__: {
            s.id: Described(
                f"{s.session_date} {s.kind} training", f"{s.kind} training on {s.session_date}"
            )
            for s in training.list_sessions(db, est_id)
            if window.holds(s.session_date)
        },
        FrequencyApproval.__tablename__: {
            a.id: Described(
                f"{a.approved_on} {a.device_id} frequency approval",
                f"Frequency approval of {a.device_id} on {a.approved_on}",
            )
            for a in approvals_in_force(db, est_id, window)
        },
        Incident.__tablename__: {
            i.id: Described(
                f"{i.incident_date} {i.incident_no}",
                f"Incident {i.incident_no} on {i.incident_date}",
            )
            for i in incidents.list_incidents(db, est_id)
            if window.holds(i.incident_date)
        },
        **_self_inspection_files(db, est_id, window),
        PlannedChange.__tablename__: {
            c.id: Described(
                f"{c.planned_start} {c.description}", f"Planned change: {c.description}"
            )
            for c in changes.list_changes(db, est_id)
            if c.planned_start >= window.start
        },
        **_waiver_papers(db, est_id, window),
    }
    names = PacketNames()
    found = []
    with db.read() as session:
        for a in session.scalars(
            select(Attachment)
            .where(Attachment.establishment_id == est_id, Attachment.voided_at.is_(None))
            .order_by(Attachment.id)
        ):
            owner = in_window.get(a.owner_table, {}).get(a.owner_id)
            if owner is not None:
                name = names.name(FOLDERS[a.owner_table], owner.stem, a.media_type)
                source = f"{a.owner_table}:{a.owner_id}"
                found.append(
                    PacketFile(
                        name, a.sha256, owner.words, a.original_name, a.media_type, a.size, source
                    )
                )
        signatures = session.execute(
            select(
                SignOff.id,
                SignOff.signature_sha256,
                TrainingSession.session_date,
                TrainingSession.kind,
                Employee.name,
                Employee.employee_id,
            )
            .join(TrainingSession, TrainingSession.id == SignOff.session_id)
            .join(Employee, Employee.id == SignOff.employee_pk)
            .where(SignOff.establishment_id == est_id, SignOff.signature_sha256.is_not(None))
            .order_by(SignOff.id)
        )
        for sign_off_id, sha256, day, kind, person, employee_id in signatures:
            if window.holds(day):
                signer = f"{person} ({employee_id})"
                found.append(
                    PacketFile(
                        name=names.name(
                            FOLDERS[SignOff.__tablename__],
                            f"{day} {kind} training - {signer}",
                            "image/png",
                        ),
                        sha256=str(sha256),
                        belongs_to=f"Signature of {signer}, {kind.lower()} training on {day}",
                        original_name="(drawn signature)",
                        media_type="image/png",
                        size=0,
                        source=f"{SignOff.__tablename__}:{sign_off_id}",
                    )
                )
    return sorted(found, key=lambda f: f.name.casefold())


@dataclass(frozen=True)
class LetterCopy:
    """The copy of a written confirmation the packet's zip carries (R5): its name there,
    the incident's id, the day it was sent, which the copy is dated, and the record it
    belongs to in words, as the Attachments sheet lists it."""

    name: str
    incident_pk: int
    sent_on: date
    belongs_to: str

    def as_file(self, sha256: str, size: int) -> PacketFile:
        """The copy as one of the packet's files, once written: made on export, it has no
        original name, and says so."""
        source = f"{Incident.__tablename__}:{self.incident_pk}"
        return PacketFile(
            self.name, sha256, self.belongs_to, "(letter written on export)", "application/pdf",
            size, source,
        )  # fmt: skip


def confirmation_letters(db: Database, est_id: int, window: Window) -> list[LetterCopy]:
    """The written confirmations sent of the incidents of the window, in use, each as the
    packet's zip names its copy: beside the incident's own files, in ``incidents/``."""
    return [
        LetterCopy(
            f"{FOLDERS[Incident.__tablename__]}/"
            f"{safe_stem(f'{i.incident_date} {i.incident_no} written confirmation')}.pdf",
            i.id,
            i.confirmation_sent_on,
            f"Written confirmation of incident {i.incident_no}, sent {i.confirmation_sent_on}",
        )
        for i in sorted(incidents.list_incidents(db, est_id), key=lambda i: (i.incident_date, i.id))
        if window.holds(i.incident_date) and not i.is_void and i.confirmation_sent_on is not None
    ]


def files_by_source(files: Iterable[PacketFile]) -> dict[str, list[str]]:
    """The names the packet's zip gives each record's files, by the record (``table:id``):
    the one name a page or a sheet may cite a file by."""
    found: dict[str, list[str]] = {}
    for f in files:
        found.setdefault(f.source, []).append(f.name)
    return found
