"""Shared fixtures: a fresh data folder and database per test, on SQLite and PostgreSQL.

Storage tests take ``context`` (or ``db``) and run twice: on a SQLite file and on a new
database of the PostgreSQL server named by ``FOG_TEST_POSTGRES_URL``. Without that
variable the PostgreSQL runs are reported skipped, with the reason.

On PostgreSQL the tests work as the application does: as a role that does not own the
tables (:data:`APP_ROLE`, granted what ``fog-desktop upgrade --grant`` grants), while the
server's user owns them; :func:`as_owner` gives a test the owner's address, to tamper as
someone with the owner's password could.
"""

from __future__ import annotations

import gc
import os
import shutil
import signal
import sqlite3
import threading
import uuid
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import AbstractContextManager, closing, contextmanager
from datetime import date, datetime
from functools import cache
from pathlib import Path
from typing import Protocol

import pytest
from hypothesis import settings
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from sqlalchemy import Connection, Engine, create_engine, text
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session
from sqlalchemy.pool import NullPool

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Never let a test reach the user's real data folder or database.
os.environ.pop("FOG_DESKTOP_DB", None)
os.environ.pop("FOG_DESKTOP_DATA_DIR", None)

from fog_desktop import audit, i18n
from fog_desktop.config import Paths, Settings, resolve_paths
from fog_desktop.context import AppContext
from fog_desktop.database import (
    Database,
    guards,
    gui_thread,
    lock_wait,
    migrate,
    open_database,
    roles,
)
from fog_desktop.services import records
from fog_desktop.services.demo_clock import DemoClock
from fog_desktop.services.devices import DeviceInput, create_device
from fog_desktop.services.establishments import EstablishmentInput, create_establishment
from models import Record
from tests import made_once
from tests.properties import QUICK, THOROUGH
from tools import translations
from ui.collector import collect_between_events

# Dates on screen follow the user's locale (ui/dates.py); the tests read them as a US
# manager does, whatever the machine running them is set to.
QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))

# No deadline: a shared 2-core machine times nothing reliably (no timed test). `make
# properties` runs the property tests with --hypothesis-profile=thorough.
settings.register_profile("quick", deadline=None, max_examples=QUICK)
settings.register_profile("thorough", deadline=None, max_examples=THOROUGH)
settings.load_profile("quick")


@pytest.fixture
def spanish() -> Iterator[None]:
    """The core and the window speak Spanish, as the .ts files say it (without Qt)."""
    words = translations.table()

    def spanish(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        found = words.get((context, text), "")
        # Spanish's forms: one, and any other count.
        return found[0 if n == 1 else 1] if isinstance(found, list) else found

    i18n.install(spanish, i18n.SPANISH)
    yield
    i18n.uninstall()


#: The role the application connects as in the PostgreSQL tests.
APP_ROLE = "fog_app_test"

POSTGRES_ENV = "FOG_TEST_POSTGRES_URL"
#: Set by .ci/run: in CI the PostgreSQL tests must run, never skip.
REQUIRE_POSTGRES_ENV = "FOG_TEST_REQUIRE_POSTGRES"


@pytest.fixture
def paths(tmp_path: Path) -> Paths:
    return resolve_paths(tmp_path / "data")


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An embedded database migrated once a run: bringing a new file through every
    revision takes half a second, and a thousand tests each start from one."""

    def make(folder: Path) -> str:
        paths = resolve_paths(folder / "data")
        open_database(paths, f"sqlite:///{paths.sqlite_file}").dispose()
        return str(paths.sqlite_file)

    return Path(made_once.shared(tmp_path_factory, "sqlite-template", make))


def sqlite_copy(template: Path, paths: Paths) -> str:
    """A copy of ``template`` as the data folder's database; its URL. Copied through
    SQLite's backup, so nothing the template's last connection left in its WAL is lost."""
    paths.sqlite_file.parent.mkdir(parents=True, exist_ok=True)
    with (
        closing(sqlite3.connect(template)) as source,
        closing(sqlite3.connect(paths.sqlite_file)) as copy,
    ):
        source.backup(copy)
    return f"sqlite:///{paths.sqlite_file}"


def no_backup_yet(paths: Paths) -> None:
    """Take away the day's copy that opening a test's database made (a copy of the
    template is a database seen before, which a new one is not), for tests of the
    backups folder: its next start is the day's first."""
    shutil.rmtree(paths.backup_dir)


@cache
def _admin_engine(server: str) -> Engine:
    """The server as its administrator, one engine (and pooled connection) for the session:
    an engine a test spent a new connection on each database made and dropped."""
    return create_engine(
        make_url(server).set(drivername="postgresql+psycopg"), isolation_level="AUTOCOMMIT"
    )


def _database_url(server: str, name: str, user: str | None = None) -> str:
    url = make_url(server).set(drivername="postgresql+psycopg", database=name)
    if user is not None:
        url = url.set(username=user, password=None)
    return url.render_as_string(hide_password=False)


def as_owner(url: str) -> str:
    """The same PostgreSQL database, reached as the owner of its tables."""
    server = make_url(os.environ[POSTGRES_ENV])
    owner = make_url(url).set(username=server.username, password=server.password)
    return owner.render_as_string(hide_password=False)


@pytest.fixture(scope="session")
def postgres_template(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, str]:
    """A database migrated once a run, copied for each test: (server URL, template name)."""
    server = os.environ.get(POSTGRES_ENV, "")
    if not server:
        if os.environ.get(REQUIRE_POSTGRES_ENV):
            pytest.fail(f"{REQUIRE_POSTGRES_ENV} is set but {POSTGRES_ENV} is not")
        pytest.skip(f"PostgreSQL not available: set {POSTGRES_ENV} (.ci/run does)")

    def make(_folder: Path) -> list[str]:
        name = f"fog_template_{uuid.uuid4().hex[:12]}"
        with _admin_engine(server).connect() as conn:
            conn.execute(text(f'CREATE DATABASE "{name}"'))
            role = conn.execute(text("SELECT 1 FROM pg_roles WHERE rolname = :r"), {"r": APP_ROLE})
            if role.scalar() is None:
                conn.execute(text(f'CREATE ROLE "{APP_ROLE}" LOGIN'))
        db = Database(_database_url(server, name))
        migrate.upgrade(db, None)
        with db.engine.begin() as conn:
            roles.grant(conn, APP_ROLE)
        db.dispose()
        return [server, name]

    server, name = made_once.shared(tmp_path_factory, f"{made_once.POSTGRES}template", make)
    return server, name


@pytest.fixture(autouse=True, scope="session")
def _databases_made_once_dropped(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The last test process to end drops the PostgreSQL templates (tests/made_once.py)."""
    yield
    made_once.ending(tmp_path_factory, _drop_database)


def _create_database(server: str, prefix: str, template: str | None = None) -> str:
    """A database of its own on the server (a copy of ``template``); its name."""
    name = f"{prefix}_{uuid.uuid4().hex[:12]}"
    copy = f' TEMPLATE "{template}"' if template else ""
    with _admin_engine(server).connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"{copy}'))
    return name


def _drop_database(server: str, name: str) -> None:
    with _admin_engine(server).connect() as conn:
        conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


@contextmanager
def _new_database(server: str, prefix: str, template: str | None = None) -> Iterator[str]:
    """A database of its own on the server (a copy of ``template``), dropped afterwards."""
    name = _create_database(server, prefix, template)
    try:
        yield name
    finally:
        _drop_database(server, name)


class Copies:
    """Copies of the template for the tests, each made while the test before runs.

    Copying a database (CREATE DATABASE … TEMPLATE) and dropping it is the server's work,
    a tenth of a second a test; on a thread of its own, one copy ahead, it overlaps the
    test before instead of adding to it."""

    def __init__(self, server: str, template: str) -> None:
        self.server, self.template = server, template
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="fog-test-copies")
        self._next = self._thread.submit(self._create)

    def _create(self) -> str:
        return _create_database(self.server, "fog_test", self.template)

    def take(self) -> str:
        """A copy no test has used."""
        name = self._next.result()
        self._next = self._thread.submit(self._create)
        return name

    def give_back(self, name: str) -> None:
        """``name`` is done with: dropped on the thread."""
        self._thread.submit(_drop_database, self.server, name)

    def close(self) -> None:
        self.give_back(self._next.result())
        self._thread.shutdown(wait=True)


@pytest.fixture(scope="session")
def postgres_copies(postgres_template: tuple[str, str]) -> Iterator[Copies]:
    copies = Copies(*postgres_template)
    yield copies
    copies.close()


@pytest.fixture
def postgres_url(postgres_copies: Copies) -> Iterator[str]:
    """A new PostgreSQL database at the newest schema for one test, dropped afterwards."""
    name = postgres_copies.take()
    try:
        yield _database_url(postgres_copies.server, name, APP_ROLE)
    finally:
        postgres_copies.give_back(name)


@pytest.fixture
def empty_postgres(postgres_template: tuple[str, str]) -> Iterator[tuple[str, str]]:
    """A new, empty PostgreSQL database: (the owner's address, the application role's)."""
    server, _template = postgres_template
    with _new_database(server, "fog_empty") as name:
        yield _database_url(server, name), _database_url(server, name, APP_ROLE)


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def db_url(request: pytest.FixtureRequest, paths: Paths) -> str:
    """A database at the newest schema, on SQLite and PostgreSQL, each copied from one
    migrated in the session."""
    if request.param == "sqlite":
        return sqlite_copy(request.getfixturevalue("sqlite_template"), paths)
    url: str = request.getfixturevalue("postgres_url")
    return url


#: The day of the demo that the command-line tests read.
CLI_DEMO_AS_OF = "2026-12-02"


def _add_cli_demo(data_dir: Path, url: str) -> None:
    """``fog-desktop demo --as-of CLI_DEMO_AS_OF`` on ``url``, as a manager types it."""
    from fog_desktop.__main__ import main

    assert main(["--data-dir", str(data_dir), "--db", url, "demo", "--as-of", CLI_DEMO_AS_OF]) == 0


@pytest.fixture(scope="session")
def sqlite_demo_template(tmp_path_factory: pytest.TempPathFactory, sqlite_template: Path) -> Path:
    """The command line's demo in an embedded database, made once a run: making it takes
    seconds, and each test that reads it starts from a copy."""

    def make(folder: Path) -> str:
        paths = resolve_paths(folder / "data")
        _add_cli_demo(paths.data_dir, sqlite_copy(sqlite_template, paths))
        return str(paths.sqlite_file)

    return Path(made_once.shared(tmp_path_factory, "sqlite-demo-template", make))


@pytest.fixture(scope="session")
def postgres_demo_template(
    postgres_template: tuple[str, str], tmp_path_factory: pytest.TempPathFactory
) -> tuple[str, str]:
    """The command line's demo in a PostgreSQL database made once a run, copied for each
    test that reads it: (server URL, template name)."""
    server, template = postgres_template

    def make(folder: Path) -> list[str]:
        name = _create_database(server, "fog_demo_template", template)
        _add_cli_demo(folder, _database_url(server, name, APP_ROLE))
        return [server, name]

    server, name = made_once.shared(tmp_path_factory, f"{made_once.POSTGRES}demo-template", make)
    return server, name


@pytest.fixture
def demo_folder(paths: Paths, sqlite_demo_template: Path) -> Paths:
    """The test's data folder, its embedded database a copy of the command line's demo."""
    sqlite_copy(sqlite_demo_template, paths)
    return paths


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def demo_url(request: pytest.FixtureRequest, paths: Paths) -> Iterator[str]:
    """A database holding what ``fog-desktop demo --as-of CLI_DEMO_AS_OF`` adds, on SQLite
    and PostgreSQL, each copied from one made in the session."""
    if request.param == "sqlite":
        yield sqlite_copy(request.getfixturevalue("sqlite_demo_template"), paths)
        return
    server, template = request.getfixturevalue("postgres_demo_template")
    with _new_database(server, "fog_demo", template) as name:
        yield _database_url(server, name, APP_ROLE)


@contextmanager
def _opened(paths: Paths, url: str) -> Iterator[AppContext]:
    """``url`` opened as the window and the commands open it, by operator Test Manager."""
    ctx = AppContext(
        paths=paths, db=open_database(paths, url), settings=Settings(operator_name="Test Manager")
    )
    yield ctx
    ctx.close()


@pytest.fixture
def context(paths: Paths, db_url: str) -> Iterator[AppContext]:
    """An opened, migrated database with a named operator, on SQLite and PostgreSQL."""
    with _opened(paths, db_url) as ctx:
        yield ctx


@pytest.fixture
def sqlite_context(paths: Paths, sqlite_template: Path) -> Iterator[AppContext]:
    """The embedded database only: for window tests, which do not depend on the server."""
    with _opened(paths, sqlite_copy(sqlite_template, paths)) as ctx:
        yield ctx


@pytest.fixture
def demo_context(paths: Paths, demo_url: str) -> Iterator[AppContext]:
    """A copy of the command line's demo (as of CLI_DEMO_AS_OF), opened, on SQLite and
    PostgreSQL: for the tests that read the demo's two years without changing them."""
    with _opened(paths, demo_url) as ctx:
        yield ctx


@pytest.fixture
def sqlite_demo_context(paths: Paths, sqlite_demo_template: Path) -> Iterator[AppContext]:
    """A copy of the command line's demo, embedded, for window tests that read it."""
    with _opened(paths, sqlite_copy(sqlite_demo_template, paths)) as ctx:
        yield ctx


@pytest.fixture
def other(tmp_path: Path, sqlite_template: Path) -> Iterator[Database]:
    """An empty embedded database of its own, to import a workbook into."""
    paths = resolve_paths(tmp_path / "other")
    db = open_database(paths, sqlite_copy(sqlite_template, paths))
    yield db
    db.dispose()


@pytest.fixture
def db(context: AppContext) -> Database:
    return context.db


def casa_test(context: AppContext) -> int:
    """Casa Test with interceptor GI-1 (1,000 gal, 48 in deep): two audit entries."""
    est = create_establishment(context.db, EstablishmentInput(name="Casa Test"), context.actor)
    create_device(
        context.db,
        est.id,
        DeviceInput(device_id="GI-1", capacity_gal="1000", design_depth_in="48"),
        context.actor,
    )
    return est.id


@pytest.fixture
def est_id(context: AppContext) -> int:
    """:func:`casa_test`, on SQLite and PostgreSQL."""
    return casa_test(context)


#: fog-desktop on a test's data folder and database: (exit code, stdout, stderr).
Cli = Callable[..., tuple[int, str, str]]


@pytest.fixture
def fog_desktop(paths: Paths, db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    """fog-desktop as typed, on the test's data folder and database (SQLite and
    PostgreSQL): it parses only the command given, as a user's does. No command may end
    in a traceback."""
    from fog_desktop.__main__ import main

    def call(*argv: str) -> tuple[int, str, str]:
        code = main(["--data-dir", str(paths.data_dir), "--db", db_url, *argv])
        out, err = capsys.readouterr()
        assert "unexpected error" not in err and "Traceback" not in err
        return code, out, err

    return call


@pytest.fixture
def uno_cli(fog_desktop: Cli) -> Cli:
    """fog-desktop on establishment Uno with interceptor GI-1 (1,000 gal, 48 in)."""
    call = fog_desktop
    assert call("establishment", "add", "--name", "Uno")[0] == 0
    assert (
        call("device", "add", "--device-id", "GI-1", "--capacity", "1000", "--depth", "48")[0] == 0
    )
    return call


class Outside(Protocol):
    def __call__(
        self, context: AppContext, *, drop_guards: bool = True, put_guards_back: bool = True
    ) -> AbstractContextManager[Connection]: ...


@contextmanager
def _outside(
    context: AppContext, *, drop_guards: bool = True, put_guards_back: bool = True
) -> Iterator[Connection]:
    other = Database(context.db.url if context.db.is_sqlite else as_owner(context.db.url))
    try:
        with other.engine.begin() as connection:
            if drop_guards:
                on = "" if other.is_sqlite else " ON {table}"
                for guard in guards.expected(other.engine.dialect.name):
                    statement = f"DROP TRIGGER IF EXISTS {guard.name}{on}"
                    connection.exec_driver_sql(statement.format(table=guard.table))
            yield connection
            if drop_guards and put_guards_back:
                guards.restore(connection)
    finally:
        other.dispose()


@pytest.fixture
def owner_url(context: AppContext) -> str:
    """The address that reaches ``context``'s database as the owner of its tables."""
    return context.db.url if context.db.is_sqlite else as_owner(context.db.url)


@pytest.fixture
def outside() -> Outside:
    """Tamper as another tool would: its own connection (the owner's, on PostgreSQL), no
    head file, no services; the guards dropped for the tampering and, as a careful forger
    would, put back after it (``put_guards_back=False`` leaves them off)."""
    return _outside


#: Another PC of the restaurant group, as its sessions name themselves.
OTHER_PC = "FOG Desktop on KITCHEN-PC"

#: Another session, named as its program names it: yields a connection whose
#: transaction holds what the statements took until the block ends.
Holding = Callable[[str, str], AbstractContextManager[Connection]]


@pytest.fixture
def holding(db_url: str) -> Iterator[Holding]:
    """Another session on the PostgreSQL database, holding locks as told (issue 33 §7)."""
    engine = create_engine(as_owner(db_url), poolclass=NullPool)

    @contextmanager
    def hold(program: str, statement: str) -> Iterator[Connection]:
        with engine.connect() as conn:
            conn.exec_driver_sql(f"SET application_name = '{program}'")
            conn.exec_driver_sql(statement)
            yield conn
            conn.rollback()

    yield hold
    engine.dispose()


@pytest.fixture
def quick_lock_waits(monkeypatch: pytest.MonkeyPatch) -> float:
    """Lock waits noticed at once; a command gives up after a second and a half."""
    monkeypatch.setattr(lock_wait, "NOTICE_AFTER_SECONDS", 0.1)
    monkeypatch.setattr(lock_wait, "LOOK_AGAIN_SECONDS", 0.1)
    monkeypatch.setattr(lock_wait, "COMMAND_LINE_LOCK_TIMEOUT_SECONDS", 1.5)
    return 1.5


@pytest.fixture(autouse=True, scope="session")
def _qt_application(qapp: QApplication) -> Iterator[None]:
    """pytest-qt's QApplication before any test: a document written first would make a
    plain QGuiApplication, on which no window test could run after it. While it exists,
    the window's code may not call the database on its thread (issue 13)."""
    gui_thread.forbid_on(threading.main_thread())
    # As the application does (ui/app.py): the cycle collector only between events.
    collector = collect_between_events(qapp)
    yield
    collector.stop()
    gc.enable()
    gui_thread.forbid_on(None)


@pytest.fixture(autouse=True)
def _broken_pipes_raise() -> Iterator[None]:
    """The command line's main() lets SIGPIPE end its process quietly (``… | head``). Called
    in this process by a test, or by a fixture of a whole module, it would stay so, and a
    later test writing to a child process that died (the verification worker's) would kill
    the test process itself, mid-run. Python's own setting (the signal ignored, a broken
    pipe raised as an error) is put back before each test and after it."""
    if hasattr(signal, "SIGPIPE"):
        signal.signal(signal.SIGPIPE, signal.SIG_IGN)
    yield
    if hasattr(signal, "SIGPIPE"):
        signal.signal(signal.SIGPIPE, signal.SIG_IGN)


def _typed_on_its_day(session: Session, record: Record) -> datetime:
    if audit.TYPED_AT in session.info:  # the demo's own clock
        return audit.created_moment(session, record)
    return DemoClock(session)(record) or audit.now_utc()


@pytest.fixture(autouse=True)
def _records_typed_on_their_day(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each record a test makes is typed on the day it describes, as the demo's are (R6):
    a record of November 20 typed on the day the tests run would say "entered N days
    later", N growing with the calendar. A test of that mark asks for
    :func:`typed_now`."""
    monkeypatch.setattr(records, "created_moment", _typed_on_its_day)


@pytest.fixture
def typed_now(monkeypatch: pytest.MonkeyPatch) -> None:
    """Records are typed now, as the application types them (R6)."""
    monkeypatch.setattr(records, "created_moment", audit.created_moment)


#: The demo's today in the packet tests.
DEMO_AS_OF = date(2026, 12, 3)


@pytest.fixture(scope="session")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Database, int]]:
    """Demo Bistro as of DEMO_AS_OF, in a SQLite database of its own, made once for every
    test that only reads it: GI-1, GT-1 (cleaned daily), GT-2 (every 2 days)."""
    from fog_desktop.services.demo import add_demo
    from fog_desktop.services.establishments import find_establishment

    def make(folder: Path) -> str:
        paths = resolve_paths(folder / "data")
        db = open_database(paths, f"sqlite:///{paths.sqlite_file}")
        add_demo(db, DEMO_AS_OF, "Demo")
        db.dispose()
        return str(paths.sqlite_file)

    made = Path(made_once.shared(tmp_path_factory, "sqlite-demo-of-the-packet", make))
    paths = resolve_paths(tmp_path_factory.mktemp("demo") / "data")
    db = open_database(paths, sqlite_copy(made, paths))
    yield db, find_establishment(db, "Demo Bistro").id
    db.dispose()
