"""fuzz: the inputs of issue 11 §4 typed on the command line or put in a workbook.

Each try holds when the program says one sentence naming the field, the file or the
cause, with exit 1 or 2 (never a traceback, never "unexpected error"), stores nothing,
and ``verify`` still passes. ``--gallons -0`` may also be taken, as 0: then it must be
stored and ``verify`` must pass (it used to raise a false tamper alarm). The zip bomb (a
1 GB sheet in a 1 MB file renamed .xlsx) must be refused before it is read: the run's
peak memory stays under 300 MB and it ends within a minute.
"""

from __future__ import annotations

import struct
import sys
import zipfile
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .harness import (
    ESTABLISHMENT,
    Arg,
    Drill,
    Figure,
    Program,
    Result,
    maintenance_add,
    maintenance_workbook,
    message_problems,
    scalar,
    set_up,
)

BOMB_SIZE = 1 << 30
MAX_MB = 300
STORED = (
    "SELECT (SELECT count(*) FROM maintenance_entries) + (SELECT count(*) FROM devices)"
    " + (SELECT count(*) FROM audit_entries)"
)


@dataclass(frozen=True)
class Case:
    what: str
    args: Callable[[Path], tuple[Arg, ...]]
    names: tuple[str, ...]
    may_take: bool = False


def _pump_out(gallons: str) -> Callable[[Path], tuple[Arg, ...]]:
    notes = f"gallons {gallons}"
    return lambda _: maintenance_add(900, notes, "--service", "Pump-out", "--gallons", gallons)


def _import(make: Callable[[Path], Path]) -> Callable[[Path], tuple[Arg, ...]]:
    return lambda folder: ("import", str(make(folder)), "--establishment", ESTABLISHMENT)


def _status(as_of: str) -> Callable[[Path], tuple[Arg, ...]]:
    return lambda _: ("status", "--as-of", as_of)


def _rewritten(source: Path, target: Path, change: Callable[[str, bytes], bytes]) -> Path:
    """``source``'s zip members, each passed through ``change``, written to ``target``."""
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as new:
        for name in old.namelist():
            new.writestr(name, change(name, old.read(name)))
    return target


def zip_bomb(source: Path, target: Path, size: int = BOMB_SIZE) -> Path:
    """``source`` (a workbook) with its shared strings replaced by one ``size``-byte string,
    deflated by hand: 1 MB of "A" after a full flush deflates to the same bytes each time,
    so the stream is built without compressing a gigabyte."""
    head = (
        b'<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/'
        b'spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>'
    )
    tail = b"</t></si></sst>"
    block = b"A" * (1 << 20)
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    stream = deflate.compress(head) + deflate.flush(zlib.Z_FULL_FLUSH)
    repeated = deflate.compress(block) + deflate.flush(zlib.Z_FULL_FLUSH)
    blocks = size // len(block)
    stream += repeated * blocks + deflate.compress(tail) + deflate.flush()
    crc = zlib.crc32(head)
    for _ in range(blocks):
        crc = zlib.crc32(block, crc)
    crc = zlib.crc32(tail, crc)
    members = {}
    with zipfile.ZipFile(source) as workbook:
        for name in workbook.namelist():
            data = workbook.read(name)
            packer = zlib.compressobj(9, zlib.DEFLATED, -15)
            members[name] = (packer.compress(data) + packer.flush(), zlib.crc32(data), len(data))
    members["xl/sharedStrings.xml"] = (stream, crc, len(head) + blocks * len(block) + len(tail))
    _write_zip(target, members)
    return target


def _write_zip(target: Path, members: dict[str, tuple[bytes, int, int]]) -> None:
    """A zip of already deflated members: local headers, central directory, its end."""
    local, central = bytearray(), bytearray()
    for name, (data, crc, size) in members.items():
        encoded = name.encode()
        fields = (20, 0, 8, 0, 0x21, crc, len(data), size, len(encoded))
        central += struct.pack("<IH", 0x02014B50, 20) + struct.pack("<HHHHHIIIH", *fields)
        central += struct.pack("<HHHHII", 0, 0, 0, 0, 0, len(local)) + encoded
        local += struct.pack("<I", 0x04034B50) + struct.pack("<HHHHHIIIH", *fields) + b"\0\0"
        local += encoded + data
    end = struct.pack(
        "<IHHHHIIH", 0x06054B50, 0, 0, len(members), len(members), len(central), len(local), 0
    )
    target.write_bytes(bytes(local + central + end))


def _workbook(folder: Path) -> Path:
    """A valid workbook of one log entry (a day no other case uses), made once."""
    path = folder / "one-entry.xlsx"
    if not path.exists():
        maintenance_workbook(Program(folder / "template-maker"), path, 1, first=3000)
    return path


def _with_nul(folder: Path) -> Path:
    def nul(_: str, data: bytes) -> bytes:
        return data.replace(b"imported 3000", b"imported &#0;3000")

    return _rewritten(_workbook(folder), folder / "nul.xlsx", nul)


def _with_sheet(folder: Path, name: str, edit: Callable[[object], None]) -> Path:
    from openpyxl import load_workbook

    wb = load_workbook(_workbook(folder))
    edit(wb["Maintenance"])
    wb.save(folder / name)
    return folder / name


def _formula(folder: Path) -> Path:
    def today(ws: object) -> None:
        ws["A2"] = "=TODAY()"  # type: ignore[index]

    return _with_sheet(folder, "formula.xlsx", today)


def _misspelt(folder: Path) -> Path:
    def rename(ws: object) -> None:
        ws.title = "Maintainance"  # type: ignore[attr-defined]

    return _with_sheet(folder, "misspelt.xlsx", rename)


def _file(name: str, content: bytes) -> Callable[[Path], Path]:
    def make(folder: Path) -> Path:
        (folder / name).write_bytes(content)
        return folder / name

    return make


CASES = [
    Case("--gallons -0", _pump_out("-0"), ("--gallons",), may_take=True),
    Case("--gallons 99999999999999999999", _pump_out("99999999999999999999"), ("--gallons",)),
    Case("--gallons 1e30", _pump_out("1e30"), ("--gallons",)),
    Case(
        "a non-UTF-8 byte in --notes",
        lambda _: maintenance_add(901, b"caf\xe9 \xff"),
        ("--notes",),
    ),
    Case(
        "--in-service-since 9999-12-31",
        lambda _: (
            "device",
            "add",
            "--device-id",
            "FZ-1",
            "--capacity",
            "50",
            "--depth",
            "12",
            "--in-service-since",
            "9999-12-31",
        ),
        ("--in-service-since",),
    ),
    Case("status --as-of 0001-01-01", _status("0001-01-01"), ("--as-of",)),
    Case("status --as-of 9999-12-31", _status("9999-12-31"), ("--as-of",)),
    Case(
        "a CSV renamed .xlsx",
        _import(_file("log.csv.xlsx", b"Date,Device ID\n2020-01-01,GI-1\n")),
        ("log.csv.xlsx",),
    ),
    Case("an empty file renamed .xlsx", _import(_file("empty.xlsx", b"")), ("empty.xlsx",)),
    Case("a NUL character reference in a cell", _import(_with_nul), ("row 2, column",)),
    Case("=TODAY() in a date cell", _import(_formula), ("row 2, column",)),
    Case("a sheet named Maintainance", _import(_misspelt), ("Maintainance",)),
    Case(
        "a zip bomb renamed .xlsx",
        _import(lambda folder: zip_bomb(_workbook(folder), folder / "bomb.xlsx")),
        ("bomb.xlsx",),
    ),
]


def judged(case: Case, result: Result, before: int, after: int) -> list[str]:
    if case.may_take and result.code == 0:
        return [] if after > before else [f"exit 0 but nothing stored: {result.said()}"]
    problems = message_problems(result, codes=(1, 2), names=case.names)
    if after != before:
        problems.append(f"refused, yet {after - before} rows were stored")
    if result.peak_mb > MAX_MB:
        problems.append(f"peak memory {result.peak_mb:.0f} MB (over {MAX_MB} MB)")
    return problems


def run(figure: Figure, folder: Path, count: int, small: bool) -> None:
    prog = Program(folder / "data")
    set_up(prog, entries=1)
    files = folder / "files"
    files.mkdir()
    for _ in range(count):
        for case in CASES:
            args = case.args(files)
            before = int(scalar(prog.database, STORED))
            result = prog.run(*args, timeout=60)
            after = int(scalar(prog.database, STORED))
            problems = judged(case, result, before, after)
            if not case.what.startswith("status"):
                problems += prog.verify()
            figure.record(
                f"{case.what} ({result.peak_mb:.0f} MB, {result.seconds:.1f} s)", problems
            )


DRILL = Drill("fuzz", run, full=1, small=1)
main = DRILL.main

if __name__ == "__main__":
    sys.exit(main())
