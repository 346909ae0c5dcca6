"""At start: is this still the database FOG Desktop last wrote, and do its guards hold?

Two checks run before the window or a command sees the database (R6):

- the chain head kept outside the database (:mod:`fog_desktop.database.anchor`) must
  still be in the database's audit trail; a database that holds less (an emptied or
  replaced file, a lost ``-wal``, deleted newest records) is refused with a sentence,
  never used as new; a place of that head found damaged or missing is said, and mended;
- every guard (trigger) must be in place; a missing one is put back, and the log and the
  audit trail say so.
"""

from __future__ import annotations

import logging

from sqlalchemy.exc import DBAPIError

from fog_desktop.audit import Action, append_event
from fog_desktop.config import Paths
from fog_desktop.database import guards, roles
from fog_desktop.database.anchor import HeadFile
from fog_desktop.database.anchor_places import HEAD_FILE_NAME, OWN_FILE, SETTINGS_COPY_NAME
from fog_desktop.database.engine import Database
from fog_desktop.errors import DatabaseUnavailable, ValidationError
from fog_desktop.i18n import translate

log = logging.getLogger(__name__)

#: Who the audit trail names for what the application does by itself.
APPLICATION = "FOG Desktop (at start)"


class DatabaseBehind(DatabaseUnavailable):
    """The database holds less than (or not what) FOG Desktop last saw in it."""


class OwnerRefused(DatabaseUnavailable):
    """The application was asked to work as the owner of the tables (PostgreSQL)."""


def refuse_owner(db: Database, *, allow_owner: bool) -> None:
    """On PostgreSQL, the owner of the tables could switch their guards off: the
    application works as a role that does not own them (fog_desktop.database.roles)."""
    if db.is_sqlite or allow_owner:
        return
    with db.engine.connect() as connection:
        if not roles.owns_tables(connection):
            return
        role = roles.current_role(connection)
    raise OwnerRefused(
        translate(
            "Integrity",
            "FOG Desktop is connected to {database} as {role}, which owns the tables "
            "and could switch their guards off. Connect as the application's own role (README: "
            "'A restaurant group'), or add {option} if this server serves this PC alone.",
        ).format(database=db.display_location, role=repr(role), option="--allow-owner")
    )


def head_file_for(paths: Paths, db: Database) -> HeadFile:
    """The places of this database's chain head: the data folder's file, its copy beside
    the settings, the backups' side files."""
    sqlite = db.sqlite_path
    if sqlite is not None:
        own = sqlite.resolve() == paths.sqlite_file.resolve()
        # The data folder's own file is the same place wherever the folder is moved;
        # its path names it in a file written before (version 1).
        locations = (OWN_FILE, str(sqlite.resolve())) if own else (str(sqlite.resolve()),)
    else:
        locations = (db.engine.url.render_as_string(hide_password=True),)
        own = False
    head = HeadFile(
        paths.data_dir / HEAD_FILE_NAME,
        locations,
        only_writer=own,
        settings_copy=paths.settings_dir / SETTINGS_COPY_NAME,
        backups=paths.backup_dir,
    )
    head.remove_killed_writers_files()
    return head


def refuse_if_emptied(db: Database, head_file: HeadFile) -> None:
    """A database without tables where FOG Desktop had written records: refused before
    a migration could make it a fresh, empty database."""
    seen = head_file.read(None)
    if seen is not None and seen.committed.seq > 0:
        day, count = seen.committed.day, seen.committed.seq
        if day is None:
            emptied = translate(
                "Integrity",
                "The database at {database} is empty, but FOG Desktop had written "
                "%Ln audit entry(ies) in it. Restore it from a "
                "backup ({command}); nothing was changed.",
                None,
                count,
            )
        else:
            emptied = translate(
                "Integrity",
                "The database at {database} is empty, but FOG Desktop had written "
                "%Ln audit entry(ies) in it (the last on {day}). Restore it from a "
                "backup ({command}); nothing was changed.",
                None,
                count,
            )
        raise DatabaseBehind(
            emptied.format(
                database=db.display_location,
                day=day.isoformat() if day else "",
                command="'fog-desktop restore'",
            )
        )


def refuse_if_behind(db: Database, head_file: HeadFile) -> list[str]:
    """The chain must hold the highest head its places have seen; at first sight, it is
    taken. Returns what was said of places found damaged or missing, and mended."""
    with db.read() as session:
        notes = head_file.mend(session)
    problem = head_file.problem(db.read)
    if problem is not None:
        raise DatabaseBehind(
            translate(
                "Integrity",
                "The database at {database} can't be trusted as it is: {problem} "
                "({command} lists what is wrong; nothing was changed.)",
            ).format(database=db.display_location, problem=problem, command="'fog-desktop verify'")
        )
    if db.unwritable is None:  # a read-only folder: taken once it can be written
        with db.read() as session:
            head_file.adopt(session)
    return notes


def restore_guards(db: Database) -> list[str]:
    """Put back any missing guard, saying so in the log and the audit trail; return what
    was missing."""
    with db.engine.connect() as connection:
        missing = guards.missing(connection)
    if not missing:
        return []
    for problem in missing:
        log.warning("At start: %s; putting it back", problem)
    try:
        with db.write() as session:
            guards.restore(session.connection())
            append_event(
                session,
                action=Action.GUARD,
                label="guards of the database",
                reason="found at start and put back: " + "; ".join(missing),
                actor=APPLICATION,
            )
    except DBAPIError as exc:
        raise DatabaseUnavailable(
            translate(
                "Integrity",
                "The database at {database} is missing its guards ({problem}), and "
                "this login may not put them back. Ask whoever set the database up to run "
                "{command} as its owner.",
            ).format(
                database=db.display_location, problem=missing[0], command="'fog-desktop upgrade'"
            )
        ) from exc
    return missing


def accept_as_is(paths: Paths, url: str, *, reason: str, actor: str) -> str | None:
    """Go on with a database that holds less (or other) than was last seen, because the
    user says so: what was found, who accepted it and why go into the audit trail, and
    the data folder takes its present head. Returns what was accepted; None when there
    was nothing to accept."""
    from fog_desktop.database.open import open_database  # noqa: PLC0415  (open loads us)

    if not reason.strip():
        raise ValidationError.single(
            "reason",
            translate(
                "Integrity", "Say why you go on with the database as it is, for the audit trail."
            ),
        )
    who = actor or "(name not set)"
    db = open_database(paths, url, refuse_behind=False)
    try:
        assert db.head_file is not None
        problem = db.head_file.problem(db.read)
        if problem is None:
            return None
        accept(
            db,
            label="the database as it is",
            reason=f"{problem[0].upper()}{problem[1:]} Accepted by {who}: {reason.strip()}",
            actor=actor,
        )
    finally:
        db.dispose()
    log.warning("The database at %s was accepted as it is: %s", db.display_location, problem)
    return problem


def accept(db: Database, *, label: str, reason: str, actor: str) -> None:
    """Take the database as it is now, by the user's decision (a restore, or going on
    without one): the data folder takes its head, and the audit trail says who and why."""
    assert db.head_file is not None, "opened with a data folder"
    with db.read() as session:
        db.head_file.accept(session)
    with db.write() as session:
        append_event(session, action=Action.ACCEPT, label=label, reason=reason, actor=actor)
