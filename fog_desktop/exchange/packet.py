"""The records packet (.zip): the workbook, the printable PDF, every attachment under a
name the application made, and SHA256SUMS over all of them (R7)."""

from __future__ import annotations

import hashlib
import tempfile
import zipfile
from collections.abc import Callable
from pathlib import Path

from fog_desktop.audit import VerifyReport
from fog_desktop.database import Database
from fog_desktop.exchange import rows
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.workbook import Cancelled, Progress, export_workbook
from fog_desktop.services.attachments import content_of

WORKBOOK_NAME = "records.xlsx"
PDF_NAME = "records.pdf"
SUMS_NAME = "SHA256SUMS"

#: Writes the printable PDF of the packet: (db, establishment id, path, window, the
#: audit-trail verification already made for the workbook).
PdfWriter = Callable[[Database, int, Path, Window, VerifyReport], Path]


def export_packet(
    db: Database,
    est_id: int,
    path: Path,
    window: Window,
    *,
    write_pdf: PdfWriter | None = None,
    progress: Progress = lambda _step: None,
    stop: Callable[[], bool] = lambda: False,
) -> Path:
    """Write the zip to a temporary name and rename it when complete."""
    tmp = path.with_name(path.name + ".partial")
    try:
        with tempfile.TemporaryDirectory() as folder:
            files = rows.packet_files(db, est_id, window)
            progress("Verifying the audit trail")
            verification = rows.verification(db, est_id)
            workbook = Path(folder) / WORKBOOK_NAME
            export_workbook(
                db, est_id, workbook, window,
                progress=progress, stop=stop, files=files, verification=verification,
            )  # fmt: skip
            members: list[tuple[str, bytes]] = [(WORKBOOK_NAME, workbook.read_bytes())]
            if write_pdf is not None:
                progress("Writing the printable PDF")
                pdf = write_pdf(db, est_id, Path(folder) / PDF_NAME, window, verification)
                members.append((PDF_NAME, pdf.read_bytes()))
            for index, packet_file in enumerate(files, start=1):
                if stop():
                    raise Cancelled
                progress(f"Adding attachment {index} of {len(files)}")
                members.append((packet_file.name, content_of(db, packet_file.sha256)))
            sums = "".join(
                f"{hashlib.sha256(data).hexdigest()}  {name}\n" for name, data in members
            )
            with zipfile.ZipFile(tmp, "w", compression=zipfile.ZIP_DEFLATED) as archive:
                for name, data in members:
                    archive.writestr(name, data)
                archive.writestr(SUMS_NAME, sums)
        tmp.replace(path)
    finally:
        tmp.unlink(missing_ok=True)
    return path
