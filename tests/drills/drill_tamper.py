"""tamper: each change of issue 11 §2 made from outside, by another tool (issue 11 §6).

On a copy of the same data folder each time, another tool (Python's sqlite3 and
SQLAlchemy, never FOG Desktop's services) empties the file; deletes the ``-wal`` under a
reader that holds it, after six acknowledged saves; deletes a record with its guard
dropped; deletes the newest record with its audit entry; rewrites the chain from an
edited entry onward with the hashes recomputed; appends a forged entry; drops every
guard. Issue 33 §6 adds the chain head kept outside the database: the data folder's
``chain-head`` file emptied, cut in half or deleted (and with its copy beside the settings
too, only a backup's side file left), then the newest 3 records deleted with their
entries; the file damaged alone (said, and written again with the count it had); the data
folder moved to a new path, then the newest 3 deleted (the same database, not a new one).
A careful forger puts the guards back after the change, and so does this drill,
except where dropping them is the case. The forger knows the hash (the source is
open): it is computed with ``fog_desktop.audit.compute_hash``.

A try holds when ``verify`` says what happened (exit 1, no traceback) or the next start
refuses the database in one sentence (exit 2); and, where guards were dropped, when
the next start has put every one back.
"""

from __future__ import annotations

import random
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy import Connection, create_engine, insert, select, text

from .harness import (
    NEVER,
    Drill,
    DrillBroken,
    Figure,
    Program,
    Result,
    Snapshot,
    maintenance_add,
    message_problems,
    raw,
    set_up,
)

#: Held open by a reader, the ``-wal`` can't be checkpointed into the file.
READER = """
import sqlite3, sys, time
connection = sqlite3.connect(sys.argv[1], isolation_level=None)
connection.execute("BEGIN")
connection.execute("SELECT count(*) FROM audit_entries").fetchall()
print("reading", flush=True)
time.sleep(600)
"""


def triggers(database: Path) -> dict[str, str]:
    with raw(database) as connection:
        rows = connection.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'")
        return {str(name): str(sql) for name, sql in rows}


@contextmanager
def outside(database: Path, *, put_back: bool = True) -> Iterator[Connection]:
    """Another tool's connection, with every guard dropped for the change (and, as a
    careful forger does, put back after it when ``put_back``)."""
    guards = triggers(database)
    engine = create_engine(f"sqlite:///{database}")
    try:
        with engine.begin() as connection:
            for name in guards:
                connection.exec_driver_sql(f"DROP TRIGGER {name}")
            yield connection
            if put_back:
                for sql in guards.values():
                    connection.exec_driver_sql(sql)
    finally:
        engine.dispose()


def empty_the_file(prog: Program, rng: random.Random) -> str:
    for extra in ("-wal", "-shm"):
        prog.database.with_name(prog.database.name + extra).unlink(missing_ok=True)
    prog.database.write_bytes(b"")
    return "the file emptied"


def delete_the_wal(prog: Program, rng: random.Random) -> str:
    """Six saves acknowledged while a reader pins the -wal; then the -wal is deleted and
    the reader killed, so nothing checkpoints them into the file."""
    reader = subprocess.Popen(
        [sys.executable, "-c", READER, str(prog.database)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert reader.stdout is not None
        if reader.stdout.readline().strip() != "reading":
            raise DrillBroken("the reader holding the -wal did not start")
        for n in range(6):
            prog.ok(*maintenance_add(500 + n, f"in the wal {n}"))
        wal = prog.database.with_name(prog.database.name + "-wal")
        if not wal.exists():
            raise DrillBroken("no -wal file while a reader held the database")
        size = wal.stat().st_size
        wal.unlink()
    finally:
        reader.kill()
        reader.wait()
    return f"the -wal ({size} bytes, 6 acknowledged saves) deleted under a reader"


def delete_a_record(prog: Program, rng: random.Random) -> str:
    with outside(prog.database, put_back=False) as connection:
        ids = connection.exec_driver_sql("SELECT id FROM maintenance_entries").scalars().all()
        chosen = rng.choice(ids)
        connection.execute(text("DELETE FROM maintenance_entries WHERE id = :i"), {"i": chosen})
    return f"maintenance entry {chosen} deleted, its guard left dropped"


def delete_newest(database: Path, count: int) -> str:
    """Delete the newest ``count`` audit entries and the records they made; what went."""
    from models import AuditEntry

    with outside(database) as connection:
        newest = connection.execute(
            select(AuditEntry.id, AuditEntry.record_table, AuditEntry.record_id)
            .order_by(AuditEntry.seq.desc())
            .limit(count)
        ).all()
        for entry in newest:
            connection.execute(text("DELETE FROM audit_entries WHERE id = :i"), {"i": entry.id})
            connection.execute(
                text(f"DELETE FROM {entry.record_table} WHERE id = :i"), {"i": entry.record_id}
            )
    return ", ".join(f"{entry.record_table} {entry.record_id}" for entry in newest)


def delete_the_newest(prog: Program, rng: random.Random) -> str:
    return f"the newest record ({delete_newest(prog.database, 1)}) and its entry deleted"


def _anchor_files(prog: Program) -> tuple[Path, Path]:
    """The chain head kept in the data folder, and its copy beside the settings."""
    return prog.data_dir / "chain-head", prog.data_dir / "chain-head.settings"


def cut_in_half(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


#: What is done to the data folder's chain-head file (issue 33 §6).
HEAD_DAMAGE: dict[str, Callable[[Path], object]] = {
    "emptied": lambda path: path.write_bytes(b""),
    "cut in half": cut_in_half,
    "deleted": lambda path: path.unlink(),
}


def damage_head_then_delete(prog: Program, rng: random.Random) -> str:
    """The chain-head file damaged, then the newest 3 entries and their records deleted:
    the head kept elsewhere still knows them."""
    how = rng.choice(sorted(HEAD_DAMAGE))
    HEAD_DAMAGE[how](_anchor_files(prog)[0])
    return f"chain-head {how}, then the newest 3 deleted ({delete_newest(prog.database, 3)})"


def only_a_backup_left(prog: Program, rng: random.Random) -> str:
    """The chain-head file and its settings copy deleted: the side file of the backup
    made just before still has the count."""
    for place in _anchor_files(prog):
        place.unlink(missing_ok=True)
    return (
        "chain-head and its settings copy deleted, then the newest 3 deleted "
        f"({delete_newest(prog.database, 3)}); a backup made before holds them"
    )


def rewrite_the_chain(prog: Program, rng: random.Random) -> str:
    from fog_desktop.audit import compute_hash
    from models import AuditEntry

    with outside(prog.database) as connection:
        rows = connection.execute(select(AuditEntry).order_by(AuditEntry.seq)).all()
        edited = rng.randrange(1, len(rows))
        prev = rows[edited - 1].entry_hash
        for row in rows[edited:]:
            values = row._asdict()
            if row is rows[edited]:
                values["actor"] = "Mallory"
            values["prev_hash"] = prev
            prev = compute_hash(AuditEntry(**values))
            connection.execute(
                text("UPDATE audit_entries SET actor = :a, prev_hash = :p, entry_hash = :h "
                     "WHERE id = :i"),
                {"a": values["actor"], "p": values["prev_hash"], "h": prev, "i": row.id},
            )  # fmt: skip
    return f"the chain rewritten from entry {rows[edited].seq} on, hashes recomputed"


def append_a_forgery(prog: Program, rng: random.Random) -> str:
    from fog_desktop.audit import compute_hash
    from models import AuditEntry

    with outside(prog.database) as connection:
        head = connection.execute(select(AuditEntry).order_by(AuditEntry.seq.desc()).limit(1)).one()
        values = head._asdict() | {
            "id": head.id + 1,
            "seq": head.seq + 1,
            "prev_hash": head.entry_hash,
            "reason": "forged",
        }
        values["entry_hash"] = compute_hash(AuditEntry(**values))
        connection.execute(insert(AuditEntry), values)
    return f"a forged entry {head.seq + 1} appended with a right hash"


def drop_the_guards(prog: Program, rng: random.Random) -> str:
    with outside(prog.database, put_back=False):
        pass
    return "every guard dropped"


Tampering = Callable[[Program, random.Random], str]
#: Each case: the change, whether its guards are left dropped (the next start must put
#: them back), and words one of which the report must hold.
CASES: dict[str, tuple[Tampering, bool, tuple[str, ...]]] = {
    "emptied": (empty_the_file, False, ("fewer records", "empty")),
    "wal deleted": (delete_the_wal, False, ("fewer records",)),
    "record deleted": (delete_a_record, True, ("deleted outside", "missing")),
    "newest deleted": (delete_the_newest, False, ("fewer records",)),
    "chain rewritten": (rewrite_the_chain, False, ("rewritten", "replaced", "changed")),
    "entry forged": (append_a_forgery, False, ("added outside",)),
    "guards dropped": (drop_the_guards, True, ("guard", "trigger")),
    "chain-head damaged, newest 3 deleted": (damage_head_then_delete, False, ("fewer records",)),
    "only a backup's head left, newest 3 deleted": (only_a_backup_left, False, ("fewer records",)),
}


def reported(verify: Result, start: Result, words: tuple[str, ...]) -> list[str]:
    """[] when ``verify`` said it (exit 1, in sentences) or the start refused it (exit 2),
    in a report holding one of ``words``."""
    said = verify.out + verify.err
    named = any(w in said.lower() for w in words)
    if verify.code == 1 and named and not any(w.lower() in said.lower() for w in NEVER):
        return []
    named = any(w in start.err.lower() for w in words)
    if start.code == 2 and named and not message_problems(start, codes=(2,)):
        return []
    return [
        f"neither verify ({verify.said()}) nor the next start ({start.said()}) reported it"
        f" with any of {words}"
    ]


def head_damaged_alone(prog: Program, rng: random.Random) -> tuple[str, list[str]]:
    """Only the chain-head file damaged: verify passes and says so, the next start says
    so, and the file is written anew from the other places, not started from nothing."""
    how = rng.choice(sorted(HEAD_DAMAGE))
    head = _anchor_files(prog)[0]
    HEAD_DAMAGE[how](head)
    checked = prog.run("verify")
    problems = [] if checked.code == 0 else [f"verify fails: {checked.said()}"]
    if "chain-head" not in checked.out:
        problems.append(f"verify does not say the chain-head file was damaged: {checked.said()}")
    delete_newest(prog.database, 3)
    after = prog.run("verify")
    if after.code != 1 or "fewer records" not in after.out:
        problems.append(f"rewritten without the count it had: {after.said()}")
    return f"chain-head {how} alone", problems


def folder_moved(prog: Program, folder: Path) -> list[str]:
    """The data folder moved to a new path is the same database: untouched it passes,
    and the newest 3 deleted there are told, not taken for a new database."""
    moved = Program(folder / "moved" / "data")
    shutil.rmtree(moved.data_dir.parent, ignore_errors=True)
    shutil.move(prog.data_dir, moved.data_dir)
    problems = moved.verify()
    delete_newest(moved.database, 3)
    problems += reported(moved.run("verify"), moved.run("status"), ("fewer records",))
    shutil.move(moved.data_dir, prog.data_dir)  # for the next round to put back
    shutil.rmtree(moved.data_dir.parent)
    return problems


def run(figure: Figure, folder: Path, count: int, small: bool) -> None:
    prog = Program(folder / "data")
    set_up(prog, entries=4)
    prog.ok("backup")
    guards = set(triggers(prog.database))
    start = Snapshot(prog.data_dir)
    rng = random.Random()
    status = prog.run("status")
    control = prog.verify() + ([] if status.code == 0 else [status.said()])
    figure.record("untouched (the control: no alarm)", control)
    for _ in range(count):
        for name, (tamper, dropped, words) in CASES.items():
            start.put_back()
            what = tamper(prog, rng)
            problems = reported(prog.run("verify"), started := prog.run("status"), words)
            if dropped:
                missing = guards - set(triggers(prog.database))
                if missing:
                    problems.append(
                        f"after the next start (exit {started.code}) guards still missing: "
                        + ", ".join(sorted(missing))
                    )
            figure.record(f"{name} ({what})", problems)
        start.put_back()
        what, problems = head_damaged_alone(prog, rng)
        figure.record(what, problems)
        start.put_back()
        figure.record(
            "the data folder moved, then the newest 3 deleted", folder_moved(prog, folder)
        )


DRILL = Drill("tamper", run, full=3, small=1)
main = DRILL.main

if __name__ == "__main__":
    sys.exit(main())
