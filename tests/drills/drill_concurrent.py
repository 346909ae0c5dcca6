"""concurrent: many writers at once, on SQLite and on PostgreSQL (issue 11 §1, §4).

SQLite: writer processes each add log entries while a long workbook import runs (20
writers of 3 saves during 20,000 rows; 8 of 2 during 3,000 with --small). Each save
holds when it is acknowledged and there once, or says one sentence and is not there;
never "database is locked" nor "unexpected error". The import holds when it is there
whole (or refused in a sentence and not there at all), and ``verify`` passes at the end.

PostgreSQL, when ``FOG_TEST_POSTGRES_URL`` names a server: a fresh database on it, set up
as the README says (its owner runs ``upgrade --grant``, the application connects as a
role that does not own the tables). Two "PCs" (data folders) keep saving while a third
runs ``verify`` and ``export`` again and again: each check holds when it finds nothing
wrong (a false alarm is a failure), each save as above. Then another session holds the
writers' advisory lock, or a table locked whole (issue 33 §7): a save run with
$FOG_DESKTOP_LOCK_TIMEOUT of 2 seconds gives up in one sentence naming the holder (exit
2) and is not there; a save whose lock is let go while it waits is there once. The
database and the role are dropped at the end.
"""

from __future__ import annotations

import os
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager
from itertools import pairwise
from pathlib import Path
from typing import Any

from sqlalchemy.engine import make_url

from fog_desktop.database.engine import PG_WRITE_LOCK_KEY
from fog_desktop.database.lock_wait import LOCK_TIMEOUT_ENV

from .harness import (
    ESTABLISHMENT,
    Drill,
    DrillBroken,
    Figure,
    Program,
    Result,
    entries_noted,
    maintenance_add,
    maintenance_workbook,
    message_problems,
    scalar,
    set_up,
)

IMPORTED = "Imported Kitchen"
POSTGRES_ENV = "FOG_TEST_POSTGRES_URL"
#: The one refusal a save may give when others hold the database: wait and try again.
BUSY = "try again"


def saved(result: Result, stored: int) -> list[str]:
    """A save: acknowledged and there once, or refused as busy in one sentence and not
    there (any other refusal of a valid save is a failure)."""
    if result.code == 0:
        return [] if stored == 1 else [f"acknowledged but there {stored}x: {result.said()}"]
    problems = message_problems(result, codes=(2,), names=(BUSY,))
    return problems + ([f"refused but there {stored}x"] if stored else [])


def _writer(prog: Program, first: int, saves: int, pause: float) -> list[tuple[int, Result]]:
    time.sleep(pause)
    return [(n, prog.run(*maintenance_add(n, f"writer {n}"))) for n in range(first, first + saves)]


def _sqlite(figure: Figure, folder: Path, small: bool) -> None:
    writers, saves, rows = (8, 2, 3000) if small else (20, 3, 20000)
    prog = Program(folder / "data")
    set_up(prog)
    workbook = maintenance_workbook(prog, folder / "long.xlsx", rows)
    with ThreadPoolExecutor(writers + 1) as pool:
        load = pool.submit(
            prog.run, "import", str(workbook), "--establishment", IMPORTED, timeout=1800
        )
        time.sleep(2.0)  # the import has loaded its modules and is reading the workbook
        done = [
            pool.submit(_writer, prog, 1000 + w * saves, saves, w * 0.2) for w in range(writers)
        ]
        results = [r for d in done for r in d.result()]
        imported = load.result()
    for n, result in results:
        figure.record(
            f"writer save {n}", saved(result, entries_noted(prog.database, f"writer {n}"))
        )
    stored = int(
        scalar(
            prog.database,
            "SELECT count(*) FROM maintenance_entries m JOIN establishments e "
            "ON e.id = m.establishment_id WHERE e.name = ?",
            [IMPORTED],
        )
    )
    problems = [] if imported.code == 0 else message_problems(imported, codes=(1, 2))
    if stored != (rows if imported.code == 0 else 0):
        problems.append(f"{stored} of {rows} rows there after exit {imported.code}")
    figure.record(f"import of {rows} rows during the saves ({imported.seconds:.0f} s)", problems)
    figure.record("verify after the writers", prog.verify())


@contextmanager
def fresh_server_database(server: str) -> Iterator[tuple[str, str]]:
    """A new database and application role on ``server``: (owner URL, application URL)."""
    import psycopg

    url = make_url(server).set(drivername="postgresql+psycopg")
    admin_url = url.set(drivername="postgresql").render_as_string(hide_password=False)
    tag = uuid.uuid4().hex[:10]
    name, role = f"fog_drill_{tag}", f"fog_drill_app_{tag}"
    with psycopg.connect(admin_url, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
        admin.execute(f'CREATE ROLE "{role}" LOGIN')
    try:
        owner = url.set(database=name).render_as_string(hide_password=False)
        app = url.set(database=name, username=role, password=None)
        yield owner, app.render_as_string(hide_password=False)
    finally:
        with psycopg.connect(admin_url, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
            admin.execute(f'DROP ROLE IF EXISTS "{role}"')


def false_alarm(result: Result, packet: Path | None = None) -> list[str]:
    """A check that finds something wrong in a trail nobody tampered with: ``verify`` not
    saying OK, or a packet whose cover does not say the trail was verified."""
    if packet is None:
        ok = result.code == 0 and "OK:" in result.out and "PROBLEM" not in result.out
        return [] if ok else [f"false alarm: {result.said()}"]
    if result.code != 0:
        return [f"export failed: {result.said()}"]
    from openpyxl import load_workbook

    wb = load_workbook(packet, read_only=True)
    cover = [str(v) for row in wb["Cover"].iter_rows(values_only=True) for v in row if v]
    wb.close()
    verdict = next((v for k, v in pairwise(cover) if k == "Audit trail"), "")
    return [] if verdict.startswith("verified") else [f"the packet's cover says {verdict!r}"]


def _postgres(figure: Figure, folder: Path, server: str, small: bool) -> None:
    checks = 6 if small else 25
    with fresh_server_database(server) as (owner, app):
        admin = Program(folder / "owner", db=owner)
        admin.ok("upgrade", "--grant", str(make_url(app).username))
        pcs = [Program(folder / f"pc-{n}", db=app) for n in range(3)]
        set_up(pcs[0])
        stop = threading.Event()

        def keep_saving(prog: Program, first: int) -> list[tuple[int, Result]]:
            results = []
            n = first
            while not stop.is_set():
                results.append((n, prog.run(*maintenance_add(n, f"pc save {n}"))))
                n += 1
            return results

        with ThreadPoolExecutor(2) as pool:
            writers: list[Future[list[tuple[int, Result]]]] = [
                pool.submit(keep_saving, pc, 3000 + 1000 * i) for i, pc in enumerate(pcs[:2])
            ]
            try:
                for n in range(checks):
                    figure.record(
                        f"postgres verify {n} while two PCs save", false_alarm(pcs[2].run("verify"))
                    )
                    if n % 2 == 0:
                        packet = folder / f"packet-{n}.xlsx"
                        export = pcs[2].run(
                            "export", "--out", str(packet), "--establishment", ESTABLISHMENT
                        )
                        figure.record(
                            f"postgres export {n} while two PCs save", false_alarm(export, packet)
                        )
            finally:
                stop.set()
            results = [r for w in writers for r in w.result()]
        stored = _notes_on_server(owner)
        for n, result in results:
            figure.record(f"postgres save {n}", saved(result, stored.get(f"pc save {n}", 0)))
        figure.record("postgres verify after the saves", pcs[2].verify())
        _lock_waits(figure, folder, owner, app)


#: How long a drill's command waits for a lock before it gives up.
GIVE_UP_SECONDS = "2"
#: The locks another session takes: (its program's name, the statement, what the
#: sentence of a save that gives up must name).
LOCKS = (
    (
        "FOG Desktop on KITCHEN-PC",
        f"SELECT pg_advisory_xact_lock({PG_WRITE_LOCK_KEY})",
        "KITCHEN-PC",
    ),
    (
        "nightly cleanup",
        "LOCK TABLE maintenance_entries IN ACCESS EXCLUSIVE MODE",
        "maintenance_entries",
    ),
)


@contextmanager
def _holding(owner: str, program: str, statement: str) -> Iterator[Any]:
    """Another session holding a lock until the block ends (issue 33 §7)."""
    import psycopg

    plain = make_url(owner).set(drivername="postgresql").render_as_string(hide_password=False)
    with psycopg.connect(plain, application_name=program) as connection:
        connection.execute(statement)
        yield connection
        connection.rollback()


def _save_waits(owner: str) -> bool:
    """Whether a session of the database waits for a lock."""
    import psycopg

    plain = make_url(owner).set(drivername="postgresql").render_as_string(hide_password=False)
    with psycopg.connect(plain, autocommit=True) as connection:
        query = "SELECT count(*) FROM pg_locks l JOIN pg_database d ON d.oid = l.database "
        query += "WHERE NOT l.granted AND d.datname = current_database()"
        row = connection.execute(query).fetchone()
        return bool(row and row[0])


def _lock_waits(figure: Figure, folder: Path, owner: str, app: str) -> None:
    """A save while another session holds a lock: given up after the command's timeout in
    one sentence naming the holder, nothing stored; or stored once if let go in time."""
    prog = Program(folder / "pc-waiting", db=app, env={LOCK_TIMEOUT_ENV: GIVE_UP_SECONDS})
    for n, (program, statement, named) in enumerate(LOCKS, start=9000):
        with _holding(owner, program, statement):
            result = prog.run(*maintenance_add(n, f"locked save {n}"))
        stored = _notes_on_server(owner).get(f"locked save {n}", 0)
        problems = message_problems(result, codes=(2,), names=(named,))
        problems += [f"given up but there {stored}x"] if stored else []
        figure.record(f"postgres save given up while {program} holds a lock", problems)
    n = 9100
    patient = Program(folder / "pc-patient", db=app)
    with ThreadPoolExecutor(1) as pool, _holding(owner, *LOCKS[0][:2]):
        waiting = pool.submit(patient.run, *maintenance_add(n, f"locked save {n}"))
        while not _save_waits(owner) and not waiting.done():
            time.sleep(0.1)
    figure.record(
        "postgres save that waits until the lock is let go",
        saved(waiting.result(), _notes_on_server(owner).get(f"locked save {n}", 0)),
    )


def _notes_on_server(owner: str) -> dict[str, int]:
    """How many log entries carry each note, read by the owner with psycopg."""
    import psycopg

    plain = make_url(owner).set(drivername="postgresql").render_as_string(hide_password=False)
    with psycopg.connect(plain) as connection:
        rows = connection.execute("SELECT notes, count(*) FROM maintenance_entries GROUP BY notes")
        return {str(notes): int(n) for notes, n in rows}


def run(figure: Figure, folder: Path, count: int, small: bool) -> None:
    for n in range(count):
        _sqlite(figure, folder / f"sqlite-{n}", small)
        server = os.environ.get(POSTGRES_ENV)
        if server:
            try:
                _postgres(figure, folder / f"postgres-{n}", server, small)
            except DrillBroken as exc:
                figure.could_not_run(f"PostgreSQL: {exc}")


DRILL = Drill("concurrent", run, full=1, small=1)
main = DRILL.main

if __name__ == "__main__":
    sys.exit(main())
