"""Opening the database at start: connect, back up, migrate."""

from __future__ import annotations

from datetime import date

from fog_desktop.config import Paths
from fog_desktop.database.backup import daily_backup
from fog_desktop.database.engine import Database
from fog_desktop.database.schema import SCHEMA_HEAD, stored_revision


def open_database(paths: Paths, url: str, *, today: date | None = None) -> Database:
    """The database at ``url``, its schema brought up to date, the day's backup made.

    Raises :class:`~fog_desktop.errors.DatabaseUnavailable` when it can't be reached and
    :class:`~fog_desktop.errors.SchemaTooNew` when it belongs to a newer application.
    """
    db = Database(url)
    try:
        db.check_connection()
        stored = stored_revision(db)
        source = db.sqlite_path
        if source is not None and stored is not None:
            daily_backup(source, paths.backup_dir, today or date.today())
        if stored != SCHEMA_HEAD:
            from fog_desktop.database import migrate  # noqa: PLC0415  (see schema.py)

            migrate.upgrade(db, paths.backup_dir)
    except BaseException:
        db.dispose()
        raise
    return db
