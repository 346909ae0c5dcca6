"""A failure of the machine is one plain sentence and exit 2, never "unexpected error".

The failures are made for real where the test can: SQLite's own page limit fills the
database as a full disk would, SQLite's read-only mode refuses writes as a read-only
file does (CI runs as root, whom file permissions do not stop), another connection
holds the write lock, PostgreSQL's lock timeout fires, a server backend is terminated,
/dev/full answers every write with ENOSPC. Only the OS errors that need privileges to
provoke (a read-only mount, a denied permission) are built as the OS builds them.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import socket
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import closing
from datetime import date, timedelta
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Engine, create_engine, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.pool import Pool

from fog_desktop.__main__ import main
from fog_desktop.config import Paths
from fog_desktop.database import Database, lock_wait
from fog_desktop.database.engine import PG_WRITE_LOCK_KEY
from fog_desktop.errors import DiskFull, FogError, ReadOnly, ServerGone, StorageBusy
from fog_desktop.failures import plain_failure
from fog_desktop.logs import setup_logging

BUSY = "Another save is in progress on this database; try again in a moment. Nothing was stored."
Cli = Callable[..., tuple[int, str, str]]


def raised(action: Callable[[], object]) -> BaseException:
    try:
        action()
    except Exception as exc:
        return exc
    pytest.fail("the action did not fail")


class Pragmas:
    """PRAGMAs run on every SQLite connection the pool hands out, the command line's too.

    A checkout comes after the engine's own set-up of the connection, so these win.
    """

    def __init__(self) -> None:
        self.pragmas: list[str] = []
        self.disk_full = False

    def __call__(self, dbapi_connection: Any, _record: Any, _proxy: Any) -> None:
        if not isinstance(dbapi_connection, sqlite3.Connection):
            return
        for pragma in self.pragmas:
            dbapi_connection.execute(pragma)
        if self.disk_full:
            # The database may not grow by one page: what a full disk does to it.
            (pages,) = dbapi_connection.execute("PRAGMA page_count").fetchone()
            dbapi_connection.execute(f"PRAGMA max_page_count={pages}")


@pytest.fixture
def sqlite_pragmas() -> Iterator[Pragmas]:
    pragmas = Pragmas()
    event.listen(Pool, "checkout", pragmas)
    yield pragmas
    event.remove(Pool, "checkout", pragmas)


@pytest.fixture
def sqlite_db(tmp_path: Path) -> Iterator[Database]:
    db = Database(f"sqlite:///{tmp_path / 'scans.sqlite3'}")
    with db.write() as session:
        session.execute(text("CREATE TABLE scan (content BLOB)"))
    yield db
    db.dispose()


def store_scan(db: Database, size: int = 100_000) -> None:
    with db.write() as session:
        session.execute(text("INSERT INTO scan VALUES (:content)"), {"content": os.urandom(size)})


def store_nothing(db: Database) -> None:
    """A write unit of work: it must get the write lock before it may do anything."""
    with db.write() as session:
        session.execute(text("SELECT 1"))


def scans(db: Database) -> int:
    with db.read() as session:
        count: int = session.execute(text("SELECT count(*) FROM scan")).scalar_one()
    return count


# --- The classifier, on failures made for real ----------------------------------------


def test_a_full_database_says_the_disk_is_full_and_nothing_was_stored(
    sqlite_db: Database, sqlite_pragmas: Pragmas
) -> None:
    sqlite_pragmas.disk_full = True
    exc = raised(lambda: store_scan(sqlite_db))

    failure = plain_failure(exc, location="C:/FOG/fog-desktop.sqlite3")

    assert isinstance(failure, DiskFull)
    assert str(failure) == (
        "The disk is full: FOG Desktop could not write to the database file "
        "C:/FOG/fog-desktop.sqlite3; free some space and try again. Nothing was stored."
    )
    assert failure.__cause__ is exc, "the log keeps the driver's error and its traceback"
    assert scans(sqlite_db) == 0


def test_a_read_only_database_file_is_named(sqlite_db: Database, tmp_path: Path) -> None:
    file = tmp_path / "scans.sqlite3"
    read_only = Database(f"sqlite:///file:{file}?mode=ro&uri=true")
    try:
        exc = raised(lambda: store_scan(read_only))
    finally:
        read_only.dispose()

    failure = plain_failure(exc, location=str(file))

    assert isinstance(failure, ReadOnly)
    assert str(failure) == (
        f"The database file {file} is read-only: FOG Desktop can't save to it; allow changes "
        "to the file and its folder, then try again. Nothing was stored."
    )
    assert scans(sqlite_db) == 0


def test_a_save_while_another_holds_the_lock_says_try_again(
    sqlite_db: Database, sqlite_pragmas: Pragmas, tmp_path: Path
) -> None:
    sqlite_pragmas.pragmas.append("PRAGMA busy_timeout=0")
    with closing(sqlite3.connect(tmp_path / "scans.sqlite3", isolation_level=None)) as other:
        other.execute("BEGIN IMMEDIATE")
        exc = raised(lambda: store_scan(sqlite_db))
        other.execute("ROLLBACK")

    failure = plain_failure(exc)

    assert isinstance(failure, StorageBusy)
    assert str(failure) == BUSY
    assert scans(sqlite_db) == 0


def test_without_a_location_the_sentence_says_the_database(
    sqlite_db: Database, sqlite_pragmas: Pragmas
) -> None:
    sqlite_pragmas.disk_full = True
    failure = plain_failure(raised(lambda: store_scan(sqlite_db)))
    assert str(failure) == (
        "The disk is full: FOG Desktop could not write to the database file; "
        "free some space and try again. Nothing was stored."
    )


def test_a_write_to_a_full_disk_is_disk_full() -> None:
    if not Path("/dev/full").exists():
        pytest.skip("/dev/full is Linux's; no other way to fill a disk for real here")

    def write() -> None:
        with Path("/dev/full").open("wb") as full:
            full.write(b"packet")

    exc = raised(write)
    assert isinstance(exc, OSError) and exc.errno == errno.ENOSPC, "the OS said so itself"

    failure = plain_failure(exc)
    assert isinstance(failure, DiskFull)
    assert str(failure) == (
        "The disk is full: FOG Desktop could not save; free some space and try again. "
        "Nothing was stored."
    )
    # An export that says what it was doing keeps the cause: still the full disk.
    wrapped = RuntimeError("the packet could not be written")
    wrapped.__cause__ = exc
    assert isinstance(plain_failure(wrapped), DiskFull)
    # One that already tells the user which file could not be written is left as it is.
    told = FogError("The packet could not be written to packet.zip: the disk is full.")
    told.__cause__ = exc
    assert plain_failure(told) is None


@pytest.mark.parametrize(
    ("code", "kind", "sentence"),
    [
        (errno.ENOSPC, DiskFull, "The disk is full: FOG Desktop could not write {f}; free some "
                                 "space and try again."),
        (errno.EDQUOT, DiskFull, "The disk quota is used up: FOG Desktop could not write {f}; "
                                 "free some space and try again."),
        (errno.EROFS, ReadOnly, "{f} is on a read-only disk: FOG Desktop can't write there; make "
                                "the disk writable or choose another place, then try again."),
        (errno.EACCES, ReadOnly, "FOG Desktop is not allowed to use {f} (permission denied); ask "
                                 "whoever manages this PC for access, or choose another place, "
                                 "then try again."),
        (errno.EPERM, ReadOnly, "FOG Desktop is not allowed to use {f} (permission denied); ask "
                                "whoever manages this PC for access, or choose another place, "
                                "then try again."),
    ],
)  # fmt: skip
def test_an_os_failure_names_the_file(code: int, kind: type[Exception], sentence: str) -> None:
    # As open() raises it; a read-only mount or a refused permission needs privileges (or a
    # non-root user) that a test run does not have.
    file = "/srv/fog/packet.zip"
    exc = OSError(code, os.strerror(code), file)

    failure = plain_failure(exc)

    assert isinstance(failure, kind)
    assert str(failure) == sentence.format(f=file) + " Nothing was stored."


def test_bugs_and_bad_input_are_left_to_their_own_handling(sqlite_db: Database) -> None:
    with sqlite_db.write() as session:
        session.execute(text("CREATE TABLE once (id INTEGER PRIMARY KEY)"))
        session.execute(text("INSERT INTO once VALUES (1)"))

    def duplicate() -> None:
        with sqlite_db.write() as session:
            session.execute(text("INSERT INTO once VALUES (1)"))

    def no_such_table() -> None:
        with sqlite_db.read() as session:
            session.execute(text("SELECT * FROM nowhere"))

    for exc in (
        raised(duplicate),
        raised(no_such_table),
        raised(lambda: Path("/nowhere/at/all.xlsx").read_bytes()),
        raised(lambda: int("twelve")),
    ):
        assert plain_failure(exc) is None, exc


# --- PostgreSQL -------------------------------------------------------------------------


@pytest.mark.postgres
def test_postgresql_lock_timeout_says_try_again(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    holder = create_engine(postgres_url)
    db: Database | None = None
    try:
        with holder.connect() as other:
            other.execute(text("SELECT pg_advisory_lock(:key)"), {"key": PG_WRITE_LOCK_KEY})
            # The server gives up on the lock itself, as one set up with lock_timeout does.
            monkeypatch.setenv("PGOPTIONS", "-c lock_timeout=50ms")
            db = Database(postgres_url)
            exc = raised(partial(store_nothing, db))
    finally:
        if db is not None:
            db.dispose()
        holder.dispose()

    failure = plain_failure(exc)
    assert isinstance(failure, StorageBusy)
    assert str(failure) == BUSY


@pytest.mark.postgres
def test_a_terminated_postgresql_session_says_the_connection_was_lost(postgres_url: str) -> None:
    admin = create_engine(postgres_url)
    db = Database(postgres_url)
    location = db.display_location
    try:
        with db.read() as session:
            backend = session.execute(text("SELECT pg_backend_pid()")).scalar_one()
            with admin.connect() as other:
                other.execute(text("SELECT pg_terminate_backend(:pid)"), {"pid": backend})
            exc = raised(lambda: session.execute(text("SELECT 1")))
    finally:
        db.dispose()
        admin.dispose()

    failure = plain_failure(exc, location=location)
    assert isinstance(failure, ServerGone)
    assert str(failure) == (
        f"FOG Desktop lost its connection to the database server {location}; check that the "
        "server is running and the network is up, then try again. Nothing was stored."
    )


def test_a_postgresql_server_that_refuses_says_the_connection_was_lost() -> None:
    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    engine: Engine = create_engine(
        make_url(f"postgresql+psycopg://fog@127.0.0.1:{port}/fog"),
        connect_args={"connect_timeout": 5},
    )
    try:
        exc = raised(engine.connect)
    finally:
        engine.dispose()
    assert isinstance(plain_failure(exc), ServerGone)


# --- Through the command line -----------------------------------------------------------


@pytest.fixture
def cli(paths: Paths, capsys: pytest.CaptureFixture[str]) -> Cli:
    """fog-desktop on the test's data folder, with Uno and its interceptor GI-1 stored."""

    def call(*argv: str, db: str | None = None) -> tuple[int, str, str]:
        where = ["--db", db] if db else []
        code = main(["--data-dir", str(paths.data_dir), *where, *argv])
        out, err = capsys.readouterr()
        return code, out, err

    assert call("establishment", "add", "--name", "Uno")[0] == 0
    device = ("--device-id", "GI-1", "--capacity", "1000", "--depth", "48")
    assert call("device", "add", *device, "--in-service-since", "2025-01-01")[0] == 0
    return call


def pump_out(cli: Cli, day: date, db: str | None = None) -> tuple[int, str, str]:
    return cli("maintenance", "add", "--device-id", "GI-1", "--date", day.isoformat(),
               "--gallons", "1000", db=db)  # fmt: skip


def logged(cli: Cli) -> list[str]:
    code, out, _ = cli("maintenance", "list", "--json", "--limit", "1000")
    assert code == 0
    return [entry["service_date"] for entry in json.loads(out)]


def one_line(err: str) -> str:
    assert err.count("\n") == 1, err
    assert "unexpected error" not in err and "Traceback" not in err
    return err.removeprefix("fog-desktop: ").rstrip("\n")


def test_cli_the_disk_fills_up_while_logging_pump_outs(
    cli: Cli, paths: Paths, sqlite_pragmas: Pragmas
) -> None:
    sqlite_pragmas.disk_full = True
    first = date(2026, 1, 1)
    for stored in range(200):
        code, _, err = pump_out(cli, first + timedelta(days=stored))
        if code != 0:
            break
    assert code == 2, "the database never needed another page"
    assert one_line(err) == (
        f"The disk is full: FOG Desktop could not write to the database file "
        f"{paths.sqlite_file}; free some space and try again. Nothing was stored."
    )
    sqlite_pragmas.disk_full = False
    days = [(first + timedelta(days=n)).isoformat() for n in range(stored)]
    assert sorted(logged(cli)) == days, "the entries before it kept, none of it stored"
    assert cli("verify")[0] == 0, "nothing half-written"


def test_cli_a_read_only_database_file(cli: Cli, paths: Paths) -> None:
    read_only = f"sqlite:///file:{paths.sqlite_file}?mode=ro&uri=true"
    code, _, err = pump_out(cli, date(2026, 11, 10), db=read_only)
    assert code == 2
    sentence = one_line(err)
    assert sentence.startswith("The database file ") and str(paths.sqlite_file) in sentence
    assert sentence.endswith(
        " is read-only: FOG Desktop can't save to it; allow changes to the file and its "
        "folder, then try again. Nothing was stored."
    )
    assert logged(cli) == []


def test_cli_another_save_holds_the_lock(cli: Cli, paths: Paths, sqlite_pragmas: Pragmas) -> None:
    sqlite_pragmas.pragmas.append("PRAGMA busy_timeout=0")
    with closing(sqlite3.connect(paths.sqlite_file, isolation_level=None)) as other:
        other.execute("BEGIN IMMEDIATE")
        code, _, err = pump_out(cli, date(2026, 11, 10))
        other.execute("ROLLBACK")
    assert code == 2
    assert one_line(err) == BUSY
    assert logged(cli) == []


@pytest.mark.postgres
def test_cli_postgresql_lock_timeout(
    cli: Cli, postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The command's own lock timeout, whatever the server's (PGOPTIONS) says."""
    assert cli("establishment", "add", "--name", "Uno", db=postgres_url)[0] == 0
    assert cli("device", "add", "--device-id", "GI-1", "--capacity", "1000", "--depth", "48",
               "--in-service-since", "2025-01-01", db=postgres_url)[0] == 0  # fmt: skip
    holder = create_engine(postgres_url)
    try:
        with holder.connect() as other:
            other.execute(text("SELECT pg_advisory_lock(:key)"), {"key": PG_WRITE_LOCK_KEY})
            monkeypatch.setenv("PGOPTIONS", "-c lock_timeout=0")
            monkeypatch.setattr(lock_wait, "COMMAND_LINE_LOCK_TIMEOUT_SECONDS", 0.05)
            code, _, err = pump_out(cli, date(2026, 11, 10), db=postgres_url)
    finally:
        holder.dispose()
    assert code == 2
    said = one_line(err)
    # Who holds the lock is named when the server was asked in time (test_lock_wait.py).
    assert said.startswith("Gave up after waiting 0.05 seconds for ")
    assert said.endswith("; try again later. Nothing was stored.")
    listed = cli("maintenance", "list", "--json", db=postgres_url)
    assert json.loads(listed[1]) == []


# --- The log file ------------------------------------------------------------------------


@pytest.fixture
def log_file(paths: Paths) -> Iterator[logging.Handler]:
    """The handler setup_logging adds, taken off again after the test."""
    root = logging.getLogger()
    before, level = list(root.handlers), root.level
    setup_logging(paths)
    [added] = [h for h in root.handlers if h not in before]
    yield added
    root.removeHandler(added)
    added.close()
    root.setLevel(level)


@pytest.fixture(params=["a full disk", "a folder in its place"])
def blocked_log(request: pytest.FixtureRequest, paths: Paths) -> None:
    log_path = paths.log_dir / "fog-desktop.log"
    if request.param == "a full disk":
        if not Path("/dev/full").exists():
            pytest.skip("/dev/full is Linux's; no other way to fill a disk for real here")
        log_path.symlink_to("/dev/full")
    else:
        log_path.mkdir()  # so that it can't be opened, even by root


@pytest.mark.usefixtures("blocked_log", "log_file")
def test_a_log_file_that_cant_be_written_adds_nothing_to_stderr(
    capsys: pytest.CaptureFixture[str],
) -> None:
    logging.getLogger("fog_desktop.test").warning("the disk is full")
    assert capsys.readouterr().err == "", "the user reads one sentence, not a log traceback"


def test_a_log_call_with_a_bug_is_still_reported(
    log_file: logging.Handler, capsys: pytest.CaptureFixture[str]
) -> None:
    log_file.handle(
        logging.LogRecord("fog_desktop.test", logging.WARNING, "x", 1, "%d", ("x",), None)
    )
    assert "Logging error" in capsys.readouterr().err
