"""The schema revision this application writes, and the one a database holds.

Read without Alembic, so that a start with nothing to migrate (nearly every start) does
not load it: Alembic and its migration scripts are loaded only when there is work.
"""

from __future__ import annotations

from sqlalchemy import text
from sqlalchemy.exc import DBAPIError

from fog_desktop.database.engine import Database

#: The newest migration in fog_desktop/migrations/versions (a test keeps them equal).
SCHEMA_HEAD = "0022"


def stored_revision(db: Database) -> str | None:
    """The revision in the database's ``alembic_version`` table, or None without one."""
    try:
        with db.engine.connect() as connection:
            return connection.execute(text("SELECT version_num FROM alembic_version")).scalar()
    except DBAPIError:
        return None
