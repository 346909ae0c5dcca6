"""What every drill shares: running ``fog-desktop`` as a user does, judging what it said,
and counting the figure.

A drill talks to the program only through its command line, in a subprocess, with its
own data folder and its own temporary folder (``TMPDIR``), so that whatever a run leaves
behind can be seen. Only to tamper, or to check what is really stored, does a drill open
the database itself, as another tool would.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import closing, contextmanager
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import Any

ESTABLISHMENT = "Casa Drill"
DEVICE = "GI-1"
#: Services a workbook row may log without gallons.
SERVICES = ("Measurement", "Cleaning", "Inspection")
#: Words that must never reach a user: a bug's exit, not a sentence.
NEVER = ("Traceback", "unexpected error", "Logging error", "database is locked")
#: The closing line a refusal may add after its sentence.
CLOSING = re.compile(r"^fog-desktop: (nothing was (stored|imported)\.?|\d+ problem\(s\); nothing)")
#: What a write leaves only while it runs: a partial file, a temporary file or folder.
LEFTOVER = re.compile(r"(\.partial$|\.tmp$|^tmp|\.part$|-journal$)")

Arg = str | bytes


def program() -> list[str]:
    """The installed ``fog-desktop`` beside this Python, else ``python -m fog_desktop``."""
    script = Path(sys.executable).with_name("fog-desktop")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "fog_desktop"]


@dataclass
class Result:
    """One run: what it was asked, what it answered, and its peak memory."""

    args: tuple[Arg, ...]
    code: int
    out: str
    err: str
    peak_mb: float = 0.0
    seconds: float = 0.0

    @property
    def command(self) -> str:
        return " ".join(a if isinstance(a, str) else repr(a) for a in self.args)

    def said(self) -> str:
        """The answer in one line, for a failure's report."""
        text = (self.err.strip() or self.out.strip()).replace("\n", " | ")
        return f"`{self.command}` exit {self.code}: {text[:300]!r}"


class Program:
    """``fog-desktop --data-dir DIR [--db URL]``, run as a user runs it."""

    def __init__(
        self,
        data_dir: Path,
        *,
        db: str | None = None,
        tmp: Path | None = None,
        env: Mapping[str, str] | None = None,
    ):
        self.data_dir = data_dir
        self.db = db
        #: Variables set for the program, over the caller's (which lose FOG_DESKTOP_*).
        self.extra_env = dict(env or {})
        self.tmp = tmp or data_dir.with_name(data_dir.name + "-tmp")
        self.tmp.mkdir(parents=True, exist_ok=True)

    @property
    def database(self) -> Path:
        return self.data_dir / "fog-desktop.sqlite3"

    def argv(self, args: Sequence[Arg]) -> list[Arg]:
        where: list[Arg] = ["--data-dir", str(self.data_dir)]
        if self.db:
            where += ["--db", self.db]
        return [*program(), *where, *args]

    def env(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith("FOG_DESKTOP_")}
        env["QT_QPA_PLATFORM"] = "offscreen"
        env["TMPDIR"] = str(self.tmp)
        return env | self.extra_env

    def start(self, *args: Arg, output: int = subprocess.DEVNULL) -> subprocess.Popen[bytes]:
        """Start the command; ``output`` (a pipe) takes its stdout and stderr."""
        return subprocess.Popen(
            self.argv(args),
            env=self.env(),
            stdin=subprocess.DEVNULL,
            stdout=output,
            stderr=subprocess.STDOUT if output != subprocess.DEVNULL else subprocess.DEVNULL,
        )

    def run(self, *args: Arg, timeout: float = 300) -> Result:
        """Run to its end (killed after ``timeout`` s); its own peak memory from wait4."""
        with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
            began = time.perf_counter()
            proc = subprocess.Popen(
                self.argv(args), env=self.env(), stdin=subprocess.DEVNULL, stdout=out, stderr=err
            )
            timer = threading.Timer(timeout, proc.kill)
            timer.start()
            try:
                _, status, usage = os.wait4(proc.pid, 0)
            finally:
                timer.cancel()
            proc.returncode = os.waitstatus_to_exitcode(status)
            out.seek(0)
            err.seek(0)
            return Result(
                args=tuple(args),
                code=proc.returncode,
                out=out.read().decode("utf-8", "replace"),
                err=err.read().decode("utf-8", "replace"),
                peak_mb=usage.ru_maxrss / 1024,
                seconds=time.perf_counter() - began,
            )

    def ok(self, *args: Arg) -> Result:
        """A run that must succeed for the drill to go on (set-up, not the drill itself)."""
        result = self.run(*args)
        if result.code != 0:
            raise DrillBroken(f"set-up failed: {result.said()}")
        return result

    def verify(self) -> list[str]:
        """Problems if ``verify`` does not pass; [] when it does."""
        result = self.run("verify")
        if result.code == 0 and "OK:" in result.out and not result.err.strip():
            return []
        return [f"verify does not pass: {result.said()}"]


class DrillBroken(Exception):
    """The drill could not be set up or run here; it counts as failed, never as held."""


def kill(proc: subprocess.Popen[bytes], after: float) -> bool:
    """kill -9 ``proc`` ``after`` seconds from now; True if it was still running."""
    try:
        proc.wait(timeout=after)
    except subprocess.TimeoutExpired:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        return True
    return False


def message_problems(
    result: Result, *, codes: Iterable[int] = (1, 2), names: Sequence[str] = ()
) -> list[str]:
    """Why ``result`` is not one plain sentence with an expected exit code, naming one of
    ``names`` (a field, a file, a cause) when given; [] when it is.

    argparse's usage line may come before its sentence, and a refusal may close with
    "nothing was stored"; anything else on stderr is more than a sentence.
    """
    problems = []
    codes = tuple(codes)
    if result.code not in codes:
        problems.append(f"exit {result.code}, not {' or '.join(map(str, codes))}")
    both = result.out + result.err
    problems += [f"said {word!r}" for word in NEVER if word.lower() in both.lower()]
    lines = [line for line in _message_lines(result.err) if not CLOSING.match(line)]
    if result.code != 0 and len(lines) != 1:
        problems.append(f"{len(lines)} lines on stderr, not one sentence")
    if names and not any(n.lower() in result.err.lower() for n in names):
        problems.append(f"does not name {' or '.join(map(repr, names))}")
    return [f"{p}: {result.said()}" for p in problems]


def _message_lines(err: str) -> list[str]:
    """stderr's lines, without argparse's usage block (``usage:`` and its indented rest)."""
    lines, in_usage = [], False
    for line in err.splitlines():
        if line.startswith("usage:"):
            in_usage = True
            continue
        if in_usage and line.startswith(" "):
            continue
        in_usage = False
        if line.strip():
            lines.append(line)
    return lines


def ran_or_said_why(result: Result, *, names: Sequence[str] = ()) -> list[str]:
    """A command that may work (exit 0, nothing on stderr) or fail in one sentence (exit 2)."""
    if result.code == 0:
        both = result.out + result.err
        words = [f"said {w!r}" for w in NEVER if w.lower() in both.lower()]
        extra = [f"exit 0 but stderr {result.err.strip()[:200]!r}"] if result.err.strip() else []
        return [f"{p}: {result.said()}" for p in words + extra]
    return message_problems(result, codes=(2,), names=names)


def leftovers(*folders: Path, everything: Sequence[Path] = ()) -> list[str]:
    """Partial or temporary files and folders left in ``folders`` (recursively), and
    anything at all left in ``everything`` (a process's own TMPDIR)."""
    found = [
        f"left {p}"
        for folder in folders
        if folder.exists()
        for p in sorted(folder.rglob("*"))
        if LEFTOVER.search(p.name)
    ]
    for folder in everything:
        names = sorted(p.name for p in folder.iterdir()) if folder.exists() else []
        if names:
            shown = ", ".join(names[:3]) + (", …" if len(names) > 3 else "")
            found.append(f"left {len(names)} files in its temporary folder {folder} ({shown})")
    return found


class Litter:
    """Leftovers already reported, so that each is counted once, by the try that left
    it, and not again by every try after it."""

    def __init__(self) -> None:
        self.seen: set[str] = set()

    def new(self, *folders: Path, everything: Sequence[Path] = ()) -> list[str]:
        found = [f for f in leftovers(*folders, everything=everything) if f not in self.seen]
        self.seen.update(found)
        return found


@contextmanager
def raw(database: Path, *, write: bool = False) -> Iterator[sqlite3.Connection]:
    """The database file opened by another tool (Python's sqlite3), not by FOG Desktop."""
    with closing(sqlite3.connect(database, isolation_level=None, timeout=30)) as connection:
        if not write:
            connection.execute("PRAGMA query_only = 1")
        yield connection


def scalar(database: Path, sql: str, params: Sequence[Any] = ()) -> Any:
    with raw(database) as connection:
        row = connection.execute(sql, params).fetchone()
    return None if row is None else row[0]


def entries_noted(database: Path, notes: str) -> int:
    """How many maintenance entries carry ``notes`` (each drill's save is noted uniquely)."""
    return int(
        scalar(database, "SELECT count(*) FROM maintenance_entries WHERE notes = ?", [notes])
    )


def set_up(prog: Program, *, entries: int = 0) -> None:
    """An establishment with one interceptor and ``entries`` acknowledged log entries."""
    prog.ok(
        "establishment", "add", "--name", ESTABLISHMENT,
        "--city-phone", "626-555-0111", "--health-phone", "626-555-0199",
    )  # fmt: skip
    prog.ok(
        "device", "add", "--device-id", DEVICE, "--capacity", "1000", "--depth", "48",
        "--in-service-since", "2000-01-01",
    )  # fmt: skip
    for n in range(entries):
        prog.ok(*maintenance_add(n, f"set-up {n}"))


def maintenance_add(n: int, notes: Arg, *extra: Arg) -> tuple[Arg, ...]:
    """The arguments of the ``n``-th drill save: a day of its own, so none is a duplicate."""
    day = date(2001, 1, 1) + timedelta(days=n)
    return (
        "maintenance", "add", "--establishment", ESTABLISHMENT, "--date", day.isoformat(),
        "--device-id", DEVICE, "--service", "Measurement", "--fog-depth", "5",
        "--solids-depth", "3", "--notes", notes, *extra,
    )  # fmt: skip


class Snapshot:
    """A data folder copied aside, to put back in the same place (its head file names
    the database by its path, so a copy elsewhere would be a database first seen)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.copy = folder.with_name(folder.name + "-snapshot")
        shutil.rmtree(self.copy, ignore_errors=True)
        shutil.copytree(folder, self.copy)

    def put_back(self) -> None:
        shutil.rmtree(self.folder)
        shutil.copytree(self.copy, self.folder)


def maintenance_workbook(prog: Program, path: Path, rows: int, *, first: int = 0) -> Path:
    """The blank workbook ``fog-desktop template`` writes, filled as a user fills it in
    Excel: the interceptor on Devices and ``rows`` log entries, three a day (20,000 rows
    end in 2019: no date in the future)."""
    from openpyxl import load_workbook

    blank = path.with_name(".blank-" + path.name)
    prog.ok("template", "--out", str(blank))
    wb = load_workbook(blank)
    blank.unlink()
    device = {"Device ID": DEVICE, "Type": "Grease interceptor", "Capacity (gal)": 1000}
    _fill(wb["Devices"], [device | {"Design depth (in)": 48}])
    start = date(2001, 1, 1)
    log = (
        {
            "Date": start + timedelta(days=(first + n) // 3), "Device ID": DEVICE,
            "Service": SERVICES[(first + n) % 3], "FOG depth (in)": 5, "Solids depth (in)": 3,
            "Notes": f"imported {first + n}",
        }
        for n in range(rows)
    )  # fmt: skip
    _fill(wb["Maintenance"], log)
    wb.save(path)
    return path


def _fill(ws: Any, rows: Iterable[dict[str, Any]]) -> None:
    columns = {cell.value: cell.column for cell in ws[1] if cell.value}
    for number, row in enumerate(rows, start=2):
        for header, value in row.items():
            ws.cell(row=number, column=columns[header], value=value)


@dataclass
class Figure:
    """A drill's count: every try either held or failed, and each failure says why."""

    name: str
    tries: int = 0
    held: int = 0
    failures: list[str] = field(default_factory=list)

    @property
    def failed(self) -> int:
        return self.tries - self.held

    def record(self, what: str, problems: Sequence[str]) -> None:
        self.tries += 1
        if problems:
            self.failures.append(f"{what}: " + "; ".join(problems))
        else:
            self.held += 1

    def could_not_run(self, why: str) -> None:
        self.tries += 1
        self.failures.append(f"could not run: {why}")

    def lines(self) -> list[str]:
        head = f"DRILL {self.name}: tries {self.tries}, held {self.held}, failed {self.failed}"
        return [head, *(f"  - {f}" for f in self.failures)]


#: A drill's body: it records its tries in the figure, working in the folder given.
Run = Callable[[Figure, Path, int, bool], None]


def run_drill(name: str, body: Run, count: int, small: bool) -> Figure:
    """Run ``body`` in a temporary folder of its own; a drill that breaks counts as failed."""
    figure = Figure(name)
    with workspace(name) as folder:
        try:
            body(figure, folder, count, small)
        except DrillBroken as exc:
            figure.could_not_run(str(exc))
    return figure


@dataclass(frozen=True)
class Drill:
    """A drill's name, body and how many tries (or rounds) it makes, full and small."""

    name: str
    body: Run
    full: int
    small: int

    def run(self, count: int | None, small: bool) -> Figure:
        return run_drill(self.name, self.body, count or (self.small if small else self.full), small)

    def timed(self, count: int | None, small: bool) -> tuple[Figure, float]:
        """:meth:`run`, and the seconds it took."""
        began = time.perf_counter()
        figure = self.run(count, small)
        return figure, time.perf_counter() - began

    def main(self, argv: Sequence[str] | None = None) -> int:
        """``python -m tests.drills.drill_<name> [--count N] [--small]``."""
        parser = argparse.ArgumentParser(prog=f"python -m tests.drills.drill_{self.name}")
        add_count_options(parser)
        args = parser.parse_args(argv)
        figure = self.run(args.count, args.small)
        print("\n".join(figure.lines()), flush=True)
        return 1 if figure.failed else 0


def add_count_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--count", type=int, help="tries (or rounds) of each drill")
    parser.add_argument("--small", action="store_true", help="the counts CI runs")


@contextmanager
def workspace(name: str) -> Iterator[Path]:
    """A temporary folder for one drill, removed at the end."""
    folder = Path(tempfile.mkdtemp(prefix=f"fog-drill-{name}-"))
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)
