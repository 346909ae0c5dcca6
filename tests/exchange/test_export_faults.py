"""Exports that the disk, the folder or a kill interrupts: one sentence naming the file
and the cause, nothing left under the chosen name or beside it (R7, issue 11 §4-5)."""

from __future__ import annotations

import errno
import gc
import os
import signal
import subprocess
import sys
import textwrap
import tracemalloc
import zipfile
from collections.abc import Callable, Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from openpyxl.worksheet import _writer as openpyxl_writer
from pytestqt.qtbot import QtBot
from sqlalchemy import func, select

from fog_desktop import ordinance
from fog_desktop.__main__ import main
from fog_desktop.audit import verify
from fog_desktop.context import AppContext
from fog_desktop.exchange import output
from fog_desktop.exchange.output import WriteFailed
from fog_desktop.exchange.packet import SUMS_NAME, export_packet
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.workbook import export_workbook, write_template
from fog_desktop.reports.packet import render_packet_pdf, write_packet_pdf
from fog_desktop.reports.pdf import render_pdf
from fog_desktop.services.devices import DeviceInput, create_device
from fog_desktop.services.establishments import EstablishmentInput, create_establishment
from fog_desktop.services.maintenance import MaintenanceInput, create_entry
from models import AuditEntry
from ui.export.page import ExportPage

SIERRA_MADRE = ordinance.default()

AS_OF = date(2026, 12, 2)
WINDOW = Window.two_years_to(AS_OF, SIERRA_MADRE)
MB = 1024 * 1024
SCANS = 8
FULL = "the disk is full"
READ_ONLY = "the folder is read-only"


@pytest.fixture
def est_id(context: AppContext, tmp_path: Path) -> int:
    """Casa with a device and a pump-out carrying eight 4 MB scans."""
    est = create_establishment(context.db, EstablishmentInput(name="Casa"), context.actor)
    device = DeviceInput(device_id="GI-1", capacity_gal="1000", design_depth_in="48")
    create_device(context.db, est.id, device, context.actor)
    scans = []
    for n in range(SCANS):
        scan = tmp_path / "scans" / f"manifest-{n}.pdf"
        scan.parent.mkdir(exist_ok=True)
        scan.write_bytes(b"%PDF-1.4\n" + os.urandom(4 * MB))
        scans.append(scan)
    entry = MaintenanceInput(service_date="2026-11-02", device_id="GI-1", service="Pump-out",
                             gallons_removed="900")  # fmt: skip
    create_entry(context.db, est.id, entry, context.actor, today=AS_OF, files=scans)
    return est.id


def stored(context: AppContext) -> int:
    with context.db.read() as session:
        assert verify(session).ok
        return session.scalar(select(func.count()).select_from(AuditEntry)) or 0


def left_in(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


class Disk:
    """A disk with room for ``room`` bytes of zip data, whoever writes them (openpyxl
    saving the workbook, or the packet's own zip): then ENOSPC, as the kernel says it."""

    def __init__(self, room: int) -> None:
        self.room = room
        self.written = 0

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        # Every member of a zip, openpyxl's or ours, is written through this class.
        member_writer: Any = zipfile._ZipWriteFile  # type: ignore[attr-defined]
        original = member_writer.write

        def write(member: Any, data: Any) -> int:
            self.written += len(data)
            if self.written > self.room:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            return int(original(member, data))

        monkeypatch.setattr(member_writer, "write", write)


def _packet(context: AppContext, est_id: int, target: Path) -> Path:
    return export_packet(context.db, est_id, target, WINDOW, write_pdf=render_packet_pdf)


@pytest.mark.slow("exports the packet to measure it, then again with the disk full at each step")
def test_a_full_disk_is_one_sentence_and_leaves_nothing(
    context: AppContext, est_id: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    measure = tmp_path / "measure"
    measure.mkdir()
    measured = Disk(room=2**62)
    with monkeypatch.context() as patch:
        measured.install(patch)
        _packet(context, est_id, measure / "packet.zip")
    folder = tmp_path / "out"
    folder.mkdir()
    target = folder / "packet.zip"
    before = stored(context)
    # Full while openpyxl saves the workbook, then while the scans are added.
    for room in (10_000, measured.written * 9 // 10):
        with monkeypatch.context() as patch:
            Disk(room).install(patch)
            with pytest.raises(WriteFailed) as failed:
                _packet(context, est_id, target)
        assert str(failed.value) == f"The packet could not be written to {target}: {FULL}."
        assert failed.value.__cause__ is None
        assert left_in(folder) == []
    with monkeypatch.context() as patch:
        Disk(10_000).install(patch)
        with pytest.raises(WriteFailed, match=f"^The workbook could not be written to .*: {FULL}"):
            export_workbook(context.db, est_id, folder / "records.xlsx", WINDOW)
    assert left_in(folder) == []
    assert stored(context) == before


def test_a_disk_full_under_the_sheets_is_one_sentence_and_nothing_more(
    context: AppContext, est_id: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """openpyxl streams each sheet to a temporary file before it zips them. The disk
    full there is told as a full disk, and nothing is left open for the garbage collector
    to close later, which would fail again with a traceback under the sentence."""
    streams: list[Path] = []

    def on_a_full_disk(suffix: str = "") -> str:
        # Linux's /dev/full refuses every write with ENOSPC, as a full disk does.
        stream = tmp_path / f"openpyxl-{len(streams)}{suffix}"
        stream.symlink_to("/dev/full")
        streams.append(stream)
        openpyxl_writer.ALL_TEMP_FILES.append(str(stream))
        return str(stream)

    monkeypatch.setattr(openpyxl_writer, "create_temporary_file", on_a_full_disk)
    unraisable: list[Any] = []
    monkeypatch.setattr(sys, "unraisablehook", unraisable.append)
    folder = tmp_path / "out"
    folder.mkdir()
    with pytest.raises(WriteFailed, match=f"^The workbook could not be written to .*: {FULL}"):
        export_workbook(context.db, est_id, folder / "records.xlsx", WINDOW)
    gc.collect()

    assert [u.exc_value for u in unraisable] == []
    assert streams, "the sheets were streamed to temporary files"
    assert [s.name for s in streams if s.is_symlink()] == [], "each one removed"
    assert left_in(folder) == []


def test_the_command_says_the_disk_is_full_in_one_line_and_exits_2(
    context: AppContext, est_id: int, db_url: str, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    target = tmp_path / "out" / "packet.zip"
    target.parent.mkdir()
    Disk(10_000).install(monkeypatch)
    argv = ["--data-dir", str(context.paths.data_dir), "--db", db_url, "export"]
    assert main([*argv, "--out", str(target), "--as-of", str(AS_OF)]) == 2
    _out, err = capsys.readouterr()
    assert err.splitlines() == [
        f"fog-desktop: The packet could not be written to {target}: {FULL}."
    ]
    assert left_in(target.parent) == []


@pytest.fixture
def read_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A folder nobody may write to. Root ignores the folder's mode (CI runs tests as
    root), so for root the folder also refuses what the kernel refuses any other user:
    creating a file in it, with EACCES."""
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(0o555)
    if os.geteuid() == 0:
        create = os.open

        def refuse(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
            if Path(path).parent == folder and flags & os.O_CREAT:
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
            return create(path, flags, *args, **kwargs)

        monkeypatch.setattr(os, "open", refuse)
    else:
        with pytest.raises(PermissionError):
            (folder / "probe").touch()
    yield folder
    folder.chmod(0o755)


@pytest.mark.parametrize("kind", ["packet", "workbook", "PDF", "template"])
def test_a_read_only_folder_is_one_sentence(
    context: AppContext, est_id: int, read_only: Path, kind: str
) -> None:
    target = read_only / "records.out"
    before = stored(context)
    write: dict[str, Callable[[], object]] = {
        "packet": lambda: _packet(context, est_id, target),
        "workbook": lambda: export_workbook(context.db, est_id, target, WINDOW),
        "PDF": lambda: write_packet_pdf(context.db, est_id, target, WINDOW),
        "template": lambda: write_template(target),
    }
    with pytest.raises(WriteFailed) as failed:
        write[kind]()
    assert str(failed.value) == f"The {kind} could not be written to {target}: {READ_ONLY}."
    assert left_in(read_only) == []
    assert stored(context) == before


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full on this system")
def test_a_pdf_the_disk_cuts_short_is_an_error_not_a_truncated_file() -> None:
    """/dev/full refuses every write with ENOSPC: Qt's writer only logs it, so the file
    must be checked, or a truncated PDF would be renamed into place."""
    with pytest.raises(OSError) as failed:
        render_pdf(Path("/dev/full"), "<p>" + "words " * 5000 + "</p>", "t")
    assert failed.value.errno == errno.ENOSPC


def test_the_packet_holds_one_scan_in_memory_at_a_time(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    """Eight 4 MB scans: while they are added, memory stays below five of them (one
    read, its compressed copy and the driver's buffer), where holding them all would
    take eight. (The
    peak is taken from the first scan on: the audit trail's verification before it
    reads the stored files by its own rule, audit.py's.)"""
    target = tmp_path / "packet.zip"

    def step(text: str) -> None:
        if text == "Adding attachment 1 of 8":
            tracemalloc.reset_peak()

    tracemalloc.start()
    try:
        export_packet(context.db, est_id, target, WINDOW, progress=step)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    with zipfile.ZipFile(target) as archive:
        scans = [n for n in archive.namelist() if n.endswith(".pdf")]
        assert len(scans) == SCANS
        assert archive.testzip() is None
        assert len(archive.read(SUMS_NAME).splitlines()) == SCANS + 1
    assert peak < 5 * 4 * MB


CHILD = textwrap.dedent(
    """
    import sys
    from datetime import date
    from pathlib import Path
    from fog_desktop.database import Database
    from fog_desktop.exchange.packet import export_packet
    from fog_desktop.exchange.rows import Window
    from fog_desktop.ordinance import default

    url, est_id, target = sys.argv[1], int(sys.argv[2]), Path(sys.argv[3])

    def step(text):
        print(text, flush=True)
        if text.startswith("Adding attachment 2"):
            sys.stdin.readline()  # waits here until it is killed

    export_packet(Database(url), est_id, target, Window.two_years_to(date(2026, 12, 2), default()),
                  progress=step)
    """
)


@pytest.mark.slow("an export in a new process, killed midway, then the packet exported again")
def test_partial_files_a_killed_export_leaves_are_removed_by_the_next_export(
    context: AppContext, est_id: int, db_url: str, tmp_path: Path
) -> None:
    folder = tmp_path / "out"
    folder.mkdir()
    target = folder / "packet.zip"
    with subprocess.Popen(
        [sys.executable, "-c", CHILD, db_url, str(est_id), str(target)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    ) as child:  # fmt: skip
        assert child.stdout is not None
        for line in child.stdout:
            if line.startswith("Adding attachment 2"):
                break
        child.send_signal(signal.SIGKILL)
        child.wait()
    left = left_in(folder)
    assert left == [f".packet.zip.writing.{child.pid}.partial"]
    alive = folder / f".packet.zip.writing.{os.getppid()}.partial"
    alive.write_bytes(b"another export, still running")
    _packet(context, est_id, target)
    assert left_in(folder) == [alive.name, "packet.zip"]
    with zipfile.ZipFile(target) as archive:
        assert archive.testzip() is None


def test_the_export_page_shows_the_sentence(
    qtbot: QtBot, sqlite_context: AppContext, read_only: Path
) -> None:
    est = create_establishment(sqlite_context.db, EstablishmentInput(name="Casa"), "Test")
    sqlite_context.settings.current_establishment_id = est.id
    page = ExportPage(sqlite_context)
    qtbot.addWidget(page)
    page.refresh()
    target = read_only / "packet.zip"
    page.path.setText(str(target))
    page.export_button.click()
    qtbot.waitUntil(lambda: page.job is None, timeout=30_000)
    assert page.status.text() == (
        f"The export failed and no file was saved: The packet could not be written to "
        f"{target}: {READ_ONLY}."
    )
    assert left_in(read_only) == []


def test_a_write_qt_could_not_explain_on_a_full_disk_says_the_disk_is_full(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Qt's PDF writer reports some failures on a full disk as "Unknown error", no errno.
    monkeypatch.setattr(output, "disk_nearly_full", lambda _folder: True)
    failed = output.failure("packet", tmp_path / "packet.zip", output.os_error("Unknown error"))
    assert failed.disk_full
    assert "the disk is full" in str(failed)

    monkeypatch.setattr(output, "disk_nearly_full", lambda _folder: False)
    other = output.failure("packet", tmp_path / "packet.zip", output.os_error("Unknown error"))
    assert not other.disk_full and "Unknown error" in str(other)
