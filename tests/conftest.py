"""Shared fixtures: a fresh data folder and database per test, on SQLite and PostgreSQL.

Storage tests take ``context`` (or ``db``) and run twice: on a SQLite file and on a new
database of the PostgreSQL server named by ``FOG_TEST_POSTGRES_URL``. Without that
variable the PostgreSQL runs are reported skipped, with the reason.
"""

from __future__ import annotations

import os
import unicodedata
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtWidgets import QApplication
from sqlalchemy import Engine, create_engine, text
from sqlalchemy.engine import make_url

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Never let a test reach the user's real data folder or database.
os.environ.pop("FOG_DESKTOP_DB", None)
os.environ.pop("FOG_DESKTOP_DATA_DIR", None)

from fog_desktop.config import Paths, Settings, resolve_paths
from fog_desktop.context import AppContext
from fog_desktop.database import Database, migrate, open_database

POSTGRES_ENV = "FOG_TEST_POSTGRES_URL"
#: Set by .ci/run: in CI the PostgreSQL tests must run, never skip.
REQUIRE_POSTGRES_ENV = "FOG_TEST_REQUIRE_POSTGRES"


@pytest.fixture
def paths(tmp_path: Path) -> Paths:
    return resolve_paths(tmp_path / "data")


def _admin_engine(server: str) -> Engine:
    return create_engine(
        make_url(server).set(drivername="postgresql+psycopg"), isolation_level="AUTOCOMMIT"
    )


def _database_url(server: str, name: str) -> str:
    url = make_url(server).set(drivername="postgresql+psycopg", database=name)
    return url.render_as_string(hide_password=False)


@pytest.fixture(scope="session")
def postgres_template() -> Iterator[tuple[str, str]]:
    """A database migrated once, copied for each test: (server URL, template name)."""
    server = os.environ.get(POSTGRES_ENV)
    if not server:
        if os.environ.get(REQUIRE_POSTGRES_ENV):
            pytest.fail(f"{REQUIRE_POSTGRES_ENV} is set but {POSTGRES_ENV} is not")
        pytest.skip(f"PostgreSQL not available: set {POSTGRES_ENV} (.ci/run does)")
    name = f"fog_template_{uuid.uuid4().hex[:12]}"
    admin = _admin_engine(server)
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    db = Database(_database_url(server, name))
    migrate.upgrade(db, None)
    db.dispose()
    try:
        yield server, name
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture
def postgres_url(postgres_template: tuple[str, str]) -> Iterator[str]:
    """A new PostgreSQL database at the newest schema for one test, dropped afterwards."""
    server, template = postgres_template
    name = f"fog_test_{uuid.uuid4().hex[:12]}"
    admin = _admin_engine(server)
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}" TEMPLATE "{template}"'))
    try:
        yield _database_url(server, name)
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def db_url(request: pytest.FixtureRequest, paths: Paths) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{paths.sqlite_file}"
    url: str = request.getfixturevalue("postgres_url")
    return url


@pytest.fixture
def context(paths: Paths, db_url: str) -> Iterator[AppContext]:
    """An opened, migrated database with a named operator, on SQLite and PostgreSQL."""
    ctx = AppContext(
        paths=paths,
        db=open_database(paths, db_url),
        settings=Settings(operator_name="Test Manager"),
    )
    yield ctx
    ctx.close()


@pytest.fixture
def sqlite_context(paths: Paths) -> Iterator[AppContext]:
    """The embedded database only: for window tests, which do not depend on the server."""
    ctx = AppContext(
        paths=paths,
        db=open_database(paths, f"sqlite:///{paths.sqlite_file}"),
        settings=Settings(operator_name="Test Manager"),
    )
    yield ctx
    ctx.close()


@pytest.fixture
def db(context: AppContext) -> Database:
    return context.db


def _pdf_text(path: Path) -> str:
    """The words of a PDF as a reader sees them: ligatures undone, spaces folded."""
    raw = " ".join(page.extract_text() or "" for page in PdfReader(path).pages)
    return " ".join(unicodedata.normalize("NFKC", raw).split())


@pytest.fixture
def pdf_text(qapp: QApplication) -> Callable[[Path], str]:
    """Read back what a PDF says, to check a document on its text.

    Asks for pytest-qt's QApplication first: a document written before it would make a
    plain QGuiApplication, on which no window test could then run.
    """
    return _pdf_text
