"""The printable sign-in sheet of a BMP training session (issue 4 §2; rules.md R4).

For restaurants that sign on paper: the establishment, the session, the topics reviewed
and the attestation each signature means, then a line per attendee with a wide empty
cell to sign in and one for the date and time. Its scan is attached to the session,
which marks those attendees "signed on paper". An attendee who signed on the screen
already shows their signature, how and when, instead of an empty cell: the name, date,
time and meaning of each signature show wherever it is printed.

The sheet is read by the kitchen's staff, so it speaks English and Spanish side by side
whatever the window's language (issue 14 §5): its headings, the attestation and the
topics offered (resources/training-topics.txt gives each its Spanish; a topic the manager
typed is printed as typed). It can be printed in English only. The packet and the
letter stay English.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from functools import cache
from importlib.resources import files
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

#: A text the staff read, in English and in Spanish: never through the window's
#: translation, since the sheet speaks both whatever the window's language.
Pair = tuple[str, str]

TITLE: Pair = ("BMP training sign-in sheet", "Hoja de asistencia a la capacitación de BMP")
FOOTER = "Scan the signed sheet and attach it to the session in FOG Desktop."
FOOTER_ES = "Escanee la hoja firmada y adjúntela a la sesión en FOG Desktop."
#: The attestation each signature means (models.ATTESTATION), in both languages.
ATTESTATION_ES = "Asistí a esta capacitación y entiendo las prácticas revisadas."
ATTESTS: Pair = (
    "By signing below, each attendee attests:",
    "Al firmar abajo, cada asistente declara:",
)
TOPICS_REVIEWED: Pair = ("Topics reviewed", "Temas revisados")
NO_TOPIC: Pair = ("(no topic recorded)", "(ningún tema registrado)")
FACTS: tuple[Pair, ...] = (("Date", "Fecha"), ("Kind", "Tipo"), ("Trainer", "Capacitador"))
#: The kinds of session (models.TrainingKind), as the staff read them.
KINDS_ES = {"New-hire": "Empleado nuevo", "Semiannual": "Semestral", "Refresher": "Repaso"}
SIGNED_ON_SCREEN: Pair = ("Signed on screen", "Firmado en pantalla")
TYPED_ATTESTATION: Pair = ("Typed attestation", "Declaración escrita")
SIGNED_ON_PAPER: Pair = ("Signed on paper (scan attached)", "Firmado en papel (escaneo adjunto)")
#: Room to sign by hand: the empty signature cell holds a blank line of this size.
SIGNING_HEIGHT_PT = 24
#: The columns of the attendee table, as (header, percent of the width).
COLUMNS: tuple[tuple[Pair, int], ...] = (
    (("Name", "Nombre"), 25),
    (("Employee ID", "ID de empleado"), 15),
    (("Signature", "Firma"), 40),
    (("Date and time", "Fecha y hora"), 20),
)
#: The topics offered for a session, one a line, "English | Español" (rules.md R4).
TOPICS_FILE = "training-topics.txt"


@cache
def offered_topics() -> dict[str, str]:
    """The topics of the shipped list, in its order, each with its Spanish ("" when the
    list gives none); lines starting with # are notes."""
    text = (files("resources") / TOPICS_FILE).read_text(encoding="utf-8")
    found: dict[str, str] = {}
    for typed in text.splitlines():
        line = typed.strip()
        if not line or line.startswith("#"):
            continue
        english, _, spanish = (part.strip() for part in line.partition("|"))
        found.setdefault(english, spanish)
    return found


def topic_spanish(topic: str) -> str:
    """A stored topic's Spanish; "" for one the manager typed, which shows as typed."""
    return offered_topics().get(topic, "")


def both(english: str, spanish: str) -> str:
    """ "English / Español" as the staff read it; the English alone when there is no
    Spanish, or it is the same."""
    return f"{english} / {spanish}" if spanish and spanish != english else english


def topic_text(topic: str) -> str:
    """A topic as the attendee reads it: "English / Español", or as the manager typed it."""
    return both(topic, topic_spanish(topic))


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


class Words:
    """The sheet's words: English and Spanish side by side, or English only."""

    def __init__(self, bilingual: bool) -> None:
        self.bilingual = bilingual

    def __call__(self, pair: Pair) -> str:
        """A short text (a heading, a header), escaped: "English / Español"."""
        english, spanish = pair
        return escape(both(english, spanish) if self.bilingual else english)

    def header(self, pair: Pair) -> str:
        """A column's header: the Spanish under the English, so the columns keep their
        width."""
        english, spanish = pair
        if not self.bilingual:
            return escape(english)
        return f'{escape(english)}<br><span style="font-weight:normal">{escape(spanish)}</span>'


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


def _signature_cell(line: _Line, image: str, words: Words) -> str:
    """Empty for a pen; what is on file for someone who signed already. ``image`` names
    the line's signature among the document's images."""
    if line.method == SignOffMethod.PAD and line.signature_png:
        return (
            f'<img src="{image}" height="{SIGNING_HEIGHT_PT}"><br>'
            f'<span style="color:#555555">{words(SIGNED_ON_SCREEN)}</span>'
        )
    if line.method == SignOffMethod.TYPED:
        return f"{words(TYPED_ATTESTATION)}: {escape(line.typed_name)}"
    if line.method == SignOffMethod.PAPER:
        return words(SIGNED_ON_PAPER)
    # A blank line of large type: room to sign by hand (QTextDocument has no row height).
    return f'<span style="font-size:{SIGNING_HEIGHT_PT}pt">&nbsp;</span>'


def two_columns(english: str, spanish: str, bilingual: bool) -> str:
    """English on the left and Spanish on the right, or the English alone."""
    if not bilingual:
        return english
    return (
        '<table cellspacing="0" cellpadding="0" width="100%"><tr>'
        f'<td width="50%" style="padding-right:12px">{english}</td>'
        f'<td width="50%">{spanish}</td></tr></table>'
    )


def _topics(sheet: _Sheet, words: Words) -> str:
    """The topics reviewed, the Spanish of each beside it (a topic the manager typed has
    none: it is printed as typed)."""
    if not sheet.topics:
        return f"<p>{words(NO_TOPIC)}</p>"
    if not words.bilingual:
        return "<ul>" + "".join(f"<li>{escape(topic)}</li>" for topic in sheet.topics) + "</ul>"
    rows = "".join(
        f'<tr><td width="4%">•</td><td width="48%">{escape(topic)}</td>'
        f'<td width="48%">{escape(topic_spanish(topic)) or "&nbsp;"}</td></tr>'
        for topic in sheet.topics
    )
    return f'<table cellspacing="0" cellpadding="2" width="100%">{rows}</table>'


def _sheet(
    db: Database, session_pk: int, *, bilingual: bool = True
) -> tuple[str, str, dict[str, bytes]]:
    """The sheet's HTML, the PDF's title and the signatures it shows."""
    sheet = _read(db, session_pk)
    words = Words(bilingual)
    images = {
        f"signature-{index}.png": line.signature_png
        for index, line in enumerate(sheet.lines)
        if line.signature_png
    }
    kind = (sheet.kind, KINDS_ES.get(sheet.kind, ""))
    facts = "".join(
        f'<tr><td style="padding-right:12px"><b>{words(name)}</b></td><td>{value}</td></tr>'
        for name, value in (
            (FACTS[0], escape(sheet.session_date)),
            (FACTS[1], words(kind)),
            (FACTS[2], escape(sheet.trainer)),
        )
    )
    # Qt reads a column's width from its cells, so every cell states it.
    widths = [f'width="{percent}%"' for _, percent in COLUMNS]
    header = "".join(
        f'<th {width} align="left">{words.header(name)}</th>'
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
                    _signature_cell(line, f"signature-{index}.png", words),
                    escape(signed_at_text(line.signed_at)) or "&nbsp;",
                ),
                strict=True,
            )
        )
        + "</tr>"
        for index, line in enumerate(sheet.lines)
    )
    address = f"<br>{escape(sheet.address)}" if sheet.address else ""
    english, spanish = ATTESTS
    attestation = two_columns(
        f"{escape(english)} <b>“{escape(ATTESTATION)}”</b>",
        f"{escape(spanish)} <b>“{escape(ATTESTATION_ES)}”</b>",
        bilingual,
    )
    footer = escape(FOOTER) + (f"<br>{escape(FOOTER_ES)}" if bilingual else "")
    body = f"""
<h2>{words(TITLE)}</h2>
<p><b>{escape(sheet.establishment)}</b>{address}</p>
<table cellspacing="0" cellpadding="2">{facts}</table>
<p><b>{words(TOPICS_REVIEWED)}</b></p>
{_topics(sheet, words)}
<p>{attestation}</p>
<table border="1" cellspacing="0" cellpadding="8" width="100%"
       style="border-collapse:collapse; border-color:#555555">
<thead><tr>{header}</tr></thead>
{rows}
</table>
<p>{footer}<br>
<span style="color:#555555">Session no. {sheet.session_id}, {escape(sheet.title)}.</span></p>
"""
    return body, f"Sign-in sheet: {sheet.title}, {sheet.establishment}", images


def write_sign_in_sheet(
    db: Database, session_pk: int, path: Path, *, bilingual: bool = True
) -> Path:
    """Write the sign-in sheet of the session as a PDF at ``path``; return the path.
    ``bilingual`` prints English and Spanish side by side; False, English only.

    A folder that can't be written to raises OSError saying why (Qt's writer would only
    log a warning and write nothing).
    """
    body, title, images = _sheet(db, session_pk, bilingual=bilingual)
    path = Path(path)
    with path.with_name(path.name + ".partial").open("wb"):
        pass
    return write_pdf(path, body, title, images=images)
