"""upgrade: the database owner's one command (PostgreSQL roles, fog_desktop.database.roles).

The application works as a role that does not own the tables, so it may not change the
schema nor put a guard back; the owner runs this once per new release, and once at set-up
with ``--grant`` to give the application's role what it needs.
"""

from __future__ import annotations

import argparse
from typing import Any

from fog_desktop.cli.common import fail
from fog_desktop.config import resolve_db_url, resolve_paths
from fog_desktop.database import Database, open_database, roles
from fog_desktop.database.schema import stored_revision
from fog_desktop.options import EXIT_OK


def register(commands: Any) -> None:
    p = commands.add_parser(
        "upgrade",
        help="as the database's owner: bring the schema up to date, put the guards back, "
        "and (--grant) let the application's role work",
    )
    p.add_argument(
        "--grant",
        metavar="ROLE",
        action="append",
        default=[],
        help="PostgreSQL role the application connects as (may be repeated)",
    )
    p.set_defaults(handler=None, standalone=_upgrade)


def _upgrade(args: argparse.Namespace) -> int:
    paths = resolve_paths(args.data_dir)
    url = resolve_db_url(paths, args.db)
    probe = Database(url)
    try:
        probe.check_connection()
        if probe.is_sqlite:
            if args.grant:
                return fail("--grant is for a PostgreSQL server; the embedded file has no roles.")
            open_database(paths, url).dispose()
            print(f"The database at {probe.display_location} is up to date.")
            return EXIT_OK
        with probe.engine.connect() as connection:
            owner = stored_revision(probe) is None or roles.owns_tables(connection)
            role = roles.current_role(connection)
        if not owner:
            return fail(
                f"{role!r} does not own the tables of {probe.display_location}: run upgrade as "
                "their owner."
            )
    finally:
        probe.dispose()
    db = open_database(paths, url, allow_owner=True)
    try:
        with db.engine.begin() as connection:
            for grantee in args.grant:
                roles.grant(connection, grantee)
    finally:
        db.dispose()
    print(f"The database at {db.display_location} is up to date and its guards are in place.")
    for grantee in args.grant:
        print(f"{grantee!r} may now read, add and amend records (never delete or alter them).")
    return EXIT_OK
