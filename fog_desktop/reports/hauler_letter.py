"""The request to a hauler for a copy of a pump-out's missing manifest (rules.md R2): an
e-mail text to copy, or a letter as a PDF, both from templates the owners may reword
(``resources/letter/manifest-request.txt`` and ``.html``) and filled with the letters'
machinery (:mod:`fog_desktop.reports.letter`).

The hauler is the one the pump-out names, with the phone its latest manifest gave
(:mod:`fog_desktop.services.haulers`). The request is in English, as every letter is.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from pathlib import Path

from fog_desktop.database import Database
from fog_desktop.reports.letter import filled, lines, long_date, sender_values
from fog_desktop.reports.pdf import escape, write_pdf
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.services.establishments import EstablishmentRow, get_establishment
from fog_desktop.services.hauler_requests import check_pump_out
from fog_desktop.services.haulers import HaulerDetails, remembered_haulers
from fog_desktop.services.maintenance import MaintenanceRow, rows_by_id
from fog_desktop.services.maintenance_records import ENTRIES
from fog_desktop.services.ordinances import profile_of

TEXT = ("letter", "manifest-request.txt")
LETTER = ("letter", "manifest-request.html")


@dataclass(frozen=True)
class ManifestAsk:
    """What a request for a pump-out's manifest is drafted from: the pump-out, its hauler
    as remembered, who asks, and the ordinance they follow."""

    pump_out: MaintenanceRow
    hauler: HaulerDetails
    establishment: EstablishmentRow
    followed: OrdinanceProfile

    @property
    def file_name(self) -> str:
        """The name offered when the letter is saved."""
        row = self.pump_out
        return f"Manifest request {row.device_id} {row.service_date.isoformat()}.pdf"


def manifest_ask(db: Database, entry_pk: int, *, today: date) -> ManifestAsk:
    """What the request for pump-out ``entry_pk``'s manifest is drafted from; refused for
    an entry that is not a pump-out in use."""
    entry = ENTRIES.read(db, entry_pk)
    check_pump_out(entry)
    est_id = entry.establishment_id
    [row] = rows_by_id(db, est_id, [entry_pk], as_of=today)
    known = {h.hauler.casefold(): h for h in remembered_haulers(db, est_id)}
    hauler = known.get(row.hauler.casefold(), HaulerDetails(row.hauler))
    return ManifestAsk(row, hauler, get_establishment(db, est_id), profile_of(db, est_id))


def _values(ask: ManifestAsk) -> dict[str, str]:
    """The request's own words, plain text."""
    row, est = ask.pump_out, ask.establishment
    by_email = f"by e-mail to {est.contact_email}" if est.contact_email else ""
    by_mail = f"by mail to {est.address}" if est.address else ""
    send_to = " or ".join(p for p in (by_email, by_mail) if p)
    gallons = row.gallons_removed
    return {
        "pump_out_date": long_date(row.service_date),
        "device": f"{row.device_type.lower()} {row.device_id}",
        "address": est.address or est.name,
        "gallons": f" ({gallons.normalize():,f} gallons removed)" if gallons is not None else "",
        "manifest_no": f" (manifest no. {row.manifest_no}, as noted then)"
        if row.manifest_no
        else "",
        "send_to": f" {send_to}" if send_to else "",
        "salutation": f"Dear {ask.hauler.hauler}:" if ask.hauler.hauler else "Dear Sir or Madam:",
        "ordinance": ask.followed.code,
        "ordinance_in_words": ask.followed.code_in_words,
    }


def email_text(ask: ManifestAsk) -> str:
    """The request as an e-mail text to copy, signed with the establishment's contact."""
    est = ask.establishment
    signature = "\n".join(p for p in (est.contact_name, est.name, est.contact_phone) if p)
    return filled(TEXT, _values(ask) | {"signature": signature})


def letter_html(ask: ManifestAsk, *, today: date) -> str:
    """The request as a letter, from its template, every value escaped."""
    hauler = ask.hauler
    to = lines(hauler.hauler or "The hauler", hauler.hauler_phone)
    own = {key: escape(value) for key, value in _values(ask).items()}
    sender = sender_values(ask.establishment, today, followed=ask.followed, recipient_html=to)
    return filled(LETTER, sender | own)


def write_request_letter(ask: ManifestAsk, path: Path, *, today: date) -> Path:
    """Write the request to ``path`` as a PDF, ready to sign and send."""
    row = ask.pump_out
    title = f"Request for the manifest of the pump-out of {row.device_id} on {row.service_date}"
    return write_pdf(Path(path), letter_html(ask, today=today), title)
