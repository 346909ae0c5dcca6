"""The printable sign-in sheet of a BMP training session (issue 4 §2; rules.md R4).

For restaurants that sign on paper: the establishment, the session, the topics reviewed
and the attestation each signature means, then a line per attendee with a wide empty
cell to sign in and one for the date and time. Its scan is attached to the session,
which marks those attendees "signed on paper". An attendee who signed on the screen
already shows their signature, how and when, instead of an empty cell: the name, date,
time and meaning of each signature show wherever it is printed.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from sqlalchemy.orm import selectinload

from fog_desktop.audit import local_time
from fog_desktop.database import Database
from fog_desktop.errors import NotFound, ValidationError
from fog_desktop.reports.pdf import escape, write_pdf
from fog_desktop.services.training import label
from models import (
    ATTESTATION,
    AttachmentContent,
    Establishment,
    SignOff,
    SignOffMethod,
    TrainingSession,
)

FOOTER = "Scan the signed sheet and attach it to the session in FOG Desktop."
#: Room to sign by hand: the empty signature cell holds a blank line of this size.
SIGNING_HEIGHT_PT = 24
#: The columns of the attendee table, as (header, percent of the width).
COLUMNS = (("Name", 25), ("Employee ID", 15), ("Signature", 40), ("Date and time", 20))


def signed_at_text(moment: datetime | None) -> str:
    """A signature's time as the manager reads it: local, to the minute."""
    return local_time(moment).strftime("%Y-%m-%d %H:%M") if moment else ""


@dataclass(frozen=True)
class _Line:
    name: str
    employee_id: str
    method: str
    signed_at: datetime | None
    typed_name: str
    signature_png: bytes | None


@dataclass(frozen=True)
class _Sheet:
    establishment: str
    address: str
    title: str
    session_id: int
    session_date: str
    kind: str
    trainer: str
    topics: tuple[str, ...]
    lines: tuple[_Line, ...]


def _read(db: Database, session_pk: int) -> _Sheet:
    with db.read() as session:
        training = session.get(
            TrainingSession,
            session_pk,
            options=[selectinload(TrainingSession.sign_offs).joinedload(SignOff.employee)],
        )
        if training is None:
            raise NotFound(f"There is no training session with id {session_pk}.")
        if training.is_void:
            raise ValidationError.single(
                "session", f"The {label(training)} is void ({training.void_reason}): no sheet."
            )
        establishment = session.get(Establishment, training.establishment_id)
        assert establishment is not None  # a foreign key
        lines = []
        for sign_off in training.sign_offs:
            if sign_off.is_void:
                continue
            png = None
            if sign_off.signature_sha256:
                content = session.get(AttachmentContent, sign_off.signature_sha256)
                png = content.data if content is not None else None
            lines.append(
                _Line(
                    sign_off.employee.name,
                    sign_off.employee.employee_id,
                    sign_off.method,
                    sign_off.signed_at,
                    sign_off.typed_name,
                    png,
                )
            )
        return _Sheet(
            establishment=establishment.name,
            address=establishment.address,
            title=label(training),
            session_id=training.id,
            session_date=training.session_date.isoformat(),
            kind=training.kind,
            trainer=training.trainer,
            topics=tuple(t for t in training.topics.splitlines() if t.strip()),
            lines=tuple(sorted(lines, key=lambda line: (line.name.casefold(), line.employee_id))),
        )


def _signature_cell(line: _Line, image: str) -> str:
    """Empty for a pen; what is on file for someone who signed already. ``image`` names
    the line's signature among the document's images."""
    if line.method == SignOffMethod.PAD and line.signature_png:
        return (
            f'<img src="{image}" height="{SIGNING_HEIGHT_PT}"><br>'
            '<span style="color:#555555">Signed on screen</span>'
        )
    if line.method == SignOffMethod.TYPED:
        return f"Typed attestation: {escape(line.typed_name)}"
    if line.method == SignOffMethod.PAPER:
        return "Signed on paper (scan attached)"
    # A blank line of large type: room to sign by hand (QTextDocument has no row height).
    return f'<span style="font-size:{SIGNING_HEIGHT_PT}pt">&nbsp;</span>'


def _sheet(db: Database, session_pk: int) -> tuple[str, str, dict[str, bytes]]:
    """The sheet's HTML, the PDF's title and the signatures it shows."""
    sheet = _read(db, session_pk)
    images = {
        f"signature-{index}.png": line.signature_png
        for index, line in enumerate(sheet.lines)
        if line.signature_png
    }
    facts = "".join(
        f'<tr><td style="padding-right:12px"><b>{name}</b></td><td>{escape(value)}</td></tr>'
        for name, value in (
            ("Date", sheet.session_date),
            ("Kind", sheet.kind),
            ("Trainer", sheet.trainer),
        )
    )
    topics = "".join(f"<li>{escape(topic)}</li>" for topic in sheet.topics) or (
        "<li>(no topic recorded)</li>"
    )
    # Qt reads a column's width from its cells, so every cell states it.
    widths = [f'width="{percent}%"' for _, percent in COLUMNS]
    header = "".join(
        f'<th {width} align="left">{escape(name)}</th>'
        for (name, _), width in zip(COLUMNS, widths, strict=True)
    )
    rows = "".join(
        "<tr>"
        + "".join(
            f"<td {width}>{cell}</td>"
            for width, cell in zip(
                widths,
                (
                    escape(line.name),
                    escape(line.employee_id),
                    _signature_cell(line, f"signature-{index}.png"),
                    escape(signed_at_text(line.signed_at)) or "&nbsp;",
                ),
                strict=True,
            )
        )
        + "</tr>"
        for index, line in enumerate(sheet.lines)
    )
    address = f"<br>{escape(sheet.address)}" if sheet.address else ""
    body = f"""
<h2>BMP training sign-in sheet</h2>
<p><b>{escape(sheet.establishment)}</b>{address}</p>
<table cellspacing="0" cellpadding="2">{facts}</table>
<p><b>Topics reviewed</b></p>
<ul>{topics}</ul>
<p>By signing below, each attendee attests: <b>“{escape(ATTESTATION)}”</b></p>
<table border="1" cellspacing="0" cellpadding="8" width="100%"
       style="border-collapse:collapse; border-color:#555555">
<thead><tr>{header}</tr></thead>
{rows}
</table>
<p>{escape(FOOTER)}<br>
<span style="color:#555555">Session no. {sheet.session_id}, {escape(sheet.title)}.</span></p>
"""
    return body, f"Sign-in sheet: {sheet.title}, {sheet.establishment}", images


def write_sign_in_sheet(db: Database, session_pk: int, path: Path) -> Path:
    """Write the sign-in sheet of the session as a PDF at ``path``; return the path.

    A folder that can't be written to raises OSError saying why (Qt's writer would only
    log a warning and write nothing).
    """
    body, title, images = _sheet(db, session_pk)
    path = Path(path)
    with path.with_name(path.name + ".partial").open("wb"):
        pass
    return write_pdf(path, body, title, images=images)
