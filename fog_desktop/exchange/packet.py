"""The records packet (.zip): the workbook, the printable PDF, every attachment under a
name the application made, and SHA256SUMS over the workbook and the attachments (R7).
The PDF's page 1 prints the SHA-256 of SHA256SUMS, which ties the paper to the zip; so
the PDF is the one member SHA256SUMS does not list (it can't hold its own hash).

The zip is written one member at a time: each attachment is read from the database,
written and let go before the next, so memory holds one file, not the packet. Every
member is dated the export's date and time, and unpacks readable by anyone (0644).
"""

from __future__ import annotations

import hashlib
import stat
import zipfile
from collections.abc import Callable
from datetime import date, datetime
from pathlib import Path
from typing import Protocol

from fog_desktop.audit import VerifyReport
from fog_desktop.database import Database
from fog_desktop.exchange import output
from fog_desktop.exchange.cells import Cancelled
from fog_desktop.exchange.packet_files import confirmation_letters, packet_files
from fog_desktop.exchange.read_back import check_written
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.verifying import verifying_beside
from fog_desktop.exchange.workbook import Progress, write_workbook
from fog_desktop.i18n import translate
from fog_desktop.services.attachments import content_of

WORKBOOK_NAME = "records.xlsx"
PDF_NAME = "records.pdf"
SUMS_NAME = "SHA256SUMS"
WHAT = "packet"
CHUNK = 1024 * 1024
#: A plain file that its owner can write and anyone can read, as a zip tool unpacks it.
MODE = stat.S_IFREG | 0o644


class PdfWriter(Protocol):
    """Writes the printable PDF of the packet straight to a path, given the audit-trail
    verification already made for the workbook and the fingerprint page 1 prints."""

    def __call__(
        self,
        db: Database,
        est_id: int,
        out: Path,
        window: Window,
        verification: VerifyReport,
        *,
        fingerprint: str,
    ) -> object: ...


class LetterWriter(Protocol):
    """Writes the written confirmation of an incident (its id) to a path as a PDF,
    dated ``today`` (R5)."""

    def __call__(self, db: Database, incident_pk: int, path: Path, *, today: date) -> object: ...


def export_packet(
    db: Database,
    est_id: int,
    path: Path,
    window: Window,
    *,
    write_pdf: PdfWriter | None = None,
    write_letter: LetterWriter | None = None,
    progress: Progress = lambda _step: None,
    stop: Callable[[], bool] = lambda: False,
    exported_at: datetime | None = None,
) -> Path:
    """Write the zip under a partial name beside ``path`` and put it in place, synced,
    when complete; a failure leaves no file and raises WriteFailed in one sentence.
    Its members are dated ``exported_at`` (local time), by default now. With
    ``write_letter``, each written confirmation sent of the window's incidents is in it
    too, dated the day it was sent (R5), the proof of sending being among the incident's
    own files."""
    when = exported_at or datetime.now()
    with output.writing(path, WHAT) as tmp, verifying_beside(db, est_id) as verified:
        files = packet_files(db, est_id, window)
        with zipfile.ZipFile(tmp, "w", compression=zipfile.ZIP_DEFLATED) as archive:
            # The letters first, so that the workbook's Attachments sheet lists them too.
            letters = []
            if write_letter is not None:
                for letter in confirmation_letters(db, est_id, window):
                    with output.scratch(path, "letter.pdf", WHAT) as copy:
                        write_letter(db, letter.incident_pk, copy, today=letter.sent_on)
                        digest = _copy(archive, copy, _member(letter.name, when))
                        letters.append(letter.as_file(digest, copy.stat().st_size))
            with output.scratch(path, WORKBOOK_NAME, WHAT) as workbook:
                write_workbook(
                    db, est_id, workbook, window,
                    progress=progress, stop=stop, files=files + letters, verified=verified,
                )  # fmt: skip
                workbook_sha256 = _copy(archive, workbook, _member(WORKBOOK_NAME, when))
            sums = [_sum_line(workbook_sha256, WORKBOOK_NAME)]
            # Known before the files are read: each is stored under its content's hash.
            sums += [_sum_line(f.sha256, f.name) for f in letters + files]
            if write_pdf is not None:
                progress(translate("Export", "Writing the printable PDF"))
                # Page 1's fingerprint: every line of SHA256SUMS is known by now (R7).
                fingerprint = hashlib.sha256("".join(sums).encode()).hexdigest()
                with output.scratch(path, PDF_NAME, WHAT) as pdf:
                    write_pdf(db, est_id, pdf, window, verified(), fingerprint=fingerprint)
                    _copy(archive, pdf, _member(PDF_NAME, when))
            for index, packet_file in enumerate(files, start=1):
                if stop():
                    raise Cancelled
                progress(
                    translate("Export", "Adding attachment {index} of {count}").format(
                        index=index, count=len(files)
                    )
                )
                data = content_of(db, packet_file.sha256)
                archive.writestr(_member(packet_file.name, when), data)
                del data  # before the next one is read, not after
            archive.writestr(_member(SUMS_NAME, when), "".join(sums))
    return path


def _member(name: str, when: datetime) -> zipfile.ZipInfo:
    """A member of the zip: zipfile dates one it is given by name 1980-01-01 when copied
    in chunks, and lets only its owner read one written whole."""
    info = zipfile.ZipInfo(name, date_time=when.timetuple()[:6])
    info.compress_type = zipfile.ZIP_DEFLATED
    info.create_system = 3  # Unix, so that an unzip tool applies the mode
    info.external_attr = MODE << 16
    return info


def _copy(archive: zipfile.ZipFile, source: Path, info: zipfile.ZipInfo) -> str:
    """Copy a file into the zip in chunks, hashing it on the way; its SHA-256. The file is
    read back whole first: the zip's CRC would vouch for a truncated copy."""
    check_written(source, Path(info.filename))
    digest = hashlib.sha256()
    large = source.stat().st_size >= zipfile.ZIP64_LIMIT
    with source.open("rb") as reading, archive.open(info, "w", force_zip64=large) as member:
        while chunk := reading.read(CHUNK):
            digest.update(chunk)
            member.write(chunk)
    return digest.hexdigest()


def _sum_line(hexdigest: str, name: str) -> str:
    return f"{hexdigest}  {name}\n"
