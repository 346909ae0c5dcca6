"""Every file an export writes is read back whole before it takes its name (R7, issue 33
§4): a disk that fills up partway can leave a PDF without its trailer while Qt's writer
says nothing, and a zip's CRC would vouch for a truncated copy inside it."""

from __future__ import annotations

import errno
import zipfile
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from fog_desktop import ordinance
from fog_desktop.context import AppContext
from fog_desktop.exchange import output
from fog_desktop.exchange.output import WriteFailed
from fog_desktop.exchange.packet import export_packet
from fog_desktop.exchange.read_back import check_written
from fog_desktop.exchange.rows import Window
from fog_desktop.reports import packet as packet_pdf
from fog_desktop.reports.pdf import render_pdf, write_pdf
from fog_desktop.services.establishments import EstablishmentInput, create_establishment

WINDOW = Window.two_years_to(date(2026, 12, 2), ordinance.default())
UNREADABLE = "what was written could not be read back"


def cut_short(out: Path) -> None:
    """A real PDF with its last third lost, as a full disk leaves it without an error."""
    render_pdf(out, "<p>" + "Pump-out on record. " * 3000 + "</p>", "Packet")
    data = out.read_bytes()
    out.write_bytes(data[: len(data) * 2 // 3])


def cut_short_packet(
    db: Any, est_id: int, out: Path, window: Window, verification: Any = None, **_: Any
) -> None:
    """The packet's PDF writer, as the disk leaves its file."""
    cut_short(out)


def test_a_pdf_cut_short_without_an_error_is_refused_and_nothing_is_left(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(packet_pdf, "render_packet_pdf", cut_short_packet)
    monkeypatch.setattr(output, "disk_nearly_full", lambda _folder: False)
    target = tmp_path / "packet.pdf"
    with pytest.raises(WriteFailed) as failed:
        packet_pdf.write_packet_pdf(None, 1, target, WINDOW)  # type: ignore[arg-type]
    assert str(failed.value) == f"The PDF could not be written to {target}: {UNREADABLE}."
    assert list(tmp_path.iterdir()) == []


def test_on_a_nearly_full_disk_a_pdf_cut_short_is_told_as_a_full_disk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(packet_pdf, "render_packet_pdf", cut_short_packet)
    monkeypatch.setattr(output, "disk_nearly_full", lambda _folder: True)
    target = tmp_path / "packet.pdf"
    with pytest.raises(WriteFailed) as failed:
        packet_pdf.write_packet_pdf(None, 1, target, WINDOW)  # type: ignore[arg-type]
    assert failed.value.disk_full
    assert str(failed.value) == f"The PDF could not be written to {target}: the disk is full."
    assert list(tmp_path.iterdir()) == []


def test_a_letter_cut_short_is_an_error_not_a_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("fog_desktop.reports.pdf.render_pdf", lambda out, *_a, **_k: cut_short(out))
    with pytest.raises(OSError) as failed:
        write_pdf(tmp_path / "letter.pdf", "<p>Dear program manager</p>", "Letter")
    assert failed.value.errno == errno.EIO
    assert list(tmp_path.iterdir()) == []


def test_a_zip_holding_a_pdf_cut_short_is_refused(
    context: AppContext, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The zip's own CRCs would match the truncated copy: the PDF is read back before it
    goes in."""
    monkeypatch.setattr(output, "disk_nearly_full", lambda _folder: False)
    est = create_establishment(context.db, EstablishmentInput(name="Casa"), context.actor)
    target = tmp_path / "out" / "packet.zip"
    target.parent.mkdir()
    with pytest.raises(WriteFailed) as failed:
        export_packet(context.db, est.id, target, WINDOW, write_pdf=cut_short_packet)
    assert str(failed.value) == f"The packet could not be written to {target}: {UNREADABLE}."
    assert list(target.parent.iterdir()) == []


def test_whole_files_read_back_and_a_damaged_entry_does_not(tmp_path: Path) -> None:
    whole = tmp_path / "whole.zip"
    with zipfile.ZipFile(whole, "w", zipfile.ZIP_STORED) as archive:
        archive.writestr("SHA256SUMS", "abc  workbook.xlsx\n" * 50)
    check_written(whole, Path("packet.zip"))
    pdf = tmp_path / "whole.pdf"
    render_pdf(pdf, "<p>One page</p>", "Packet")
    check_written(pdf, Path("packet.pdf"))

    damaged = tmp_path / "damaged.zip"
    data = bytearray(whole.read_bytes())
    data[data.index(b"abc")] = ord("x")
    damaged.write_bytes(bytes(data))
    with pytest.raises(OSError) as failed:
        check_written(damaged, Path("packet.zip"))
    assert failed.value.errno == errno.EIO
