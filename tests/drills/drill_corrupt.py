"""corrupt: the live database file damaged, then recovered from its backup (issue 11 §3).

Three kinds of damage, each on a copy of the same data folder: the file truncated at a
random length; its 100-byte header overwritten with garbage; bytes flipped in random
pages that hold records (each page's type byte among them, so the damage is real, not
in free space). After each, four tries: ``verify`` names the damage in words and
suggests ``restore`` (exit 1, no traceback); ``status`` says one sentence (exit 2);
``restore <the newest backup>`` brings it back and keeps the broken file aside (a file
with the broken bytes is still in the data folder); and ``verify`` then passes.
"""

from __future__ import annotations

import hashlib
import os
import random
import sqlite3
import sys
from collections.abc import Callable
from pathlib import Path

from .harness import (
    NEVER,
    Drill,
    DrillBroken,
    Figure,
    Program,
    Result,
    Snapshot,
    message_problems,
    raw,
    set_up,
)

#: What a damage report may not be: the driver's words instead of the program's.
RAW_WORDS = ("sqlite3.", "DatabaseError", "Could not decode")
Damage = Callable[[Path, random.Random], str]


def truncate(live: Path, rng: random.Random) -> str:
    size = rng.randrange(512, live.stat().st_size - 512)
    os.truncate(live, size)
    return f"truncated to {size} bytes"


def garbage_header(live: Path, rng: random.Random) -> str:
    with live.open("r+b") as handle:
        handle.write(rng.randbytes(100))
    return "header overwritten"


def flip_pages(live: Path, rng: random.Random) -> str:
    """Flip bytes in three pages of tables' b-trees (found with dbstat beforehand)."""
    try:
        with raw(live) as connection:
            page_size = int(connection.execute("PRAGMA page_size").fetchone()[0])
            pages = [
                int(row[0])
                for row in connection.execute(
                    "SELECT pageno FROM dbstat "
                    "WHERE pageno > 1 AND pagetype IN ('leaf', 'internal')"
                )
            ]
    except sqlite3.Error as exc:
        raise DrillBroken(f"this SQLite can't list its pages (dbstat): {exc}") from None
    chosen = sorted(rng.sample(pages, min(3, len(pages))))
    with live.open("r+b") as handle:
        for page in chosen:
            start = (page - 1) * page_size
            for offset in [0, *(rng.randrange(8, page_size) for _ in range(16))]:
                handle.seek(start + offset)
                byte = handle.read(1)[0]
                handle.seek(start + offset)
                handle.write(bytes([byte ^ 0xFF]))
    return f"bytes flipped in pages {chosen}"


DAMAGES: dict[str, Damage] = {
    "truncated": truncate,
    "header": garbage_header,
    "pages": flip_pages,
}


def damage_named(result: Result) -> list[str]:
    """``verify`` on a damaged file: exit 1, the damage in the program's words, restore."""
    text = result.out + result.err
    problems = [f"said {w!r}" for w in (*NEVER, *RAW_WORDS) if w.lower() in text.lower()]
    if result.code != 1:
        problems.append(f"exit {result.code}, not 1")
    if "restore" not in text.lower():
        problems.append("does not suggest restore")
    return [f"{p}: {result.said()}" for p in problems]


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def kept_aside(folder: Path, digest: str, live: Path) -> bool:
    return any(
        p.is_file() and p != live and _sha256(p) == digest for p in folder.rglob("*.sqlite3*")
    )


def newest_backup(folder: Path) -> Path:
    return max(folder.glob("*.sqlite3"), key=lambda p: p.stat().st_mtime_ns)


def run(figure: Figure, folder: Path, count: int, small: bool) -> None:
    prog = Program(folder / "data")
    set_up(prog, entries=3)
    prog.ok("backup")
    start = Snapshot(prog.data_dir)
    rng = random.Random()
    for _ in range(count):
        for name, damage in DAMAGES.items():
            start.put_back()
            what = f"{name} ({damage(prog.database, rng)})"
            broken = _sha256(prog.database)
            figure.record(f"{what}: verify", damage_named(prog.run("verify")))
            figure.record(f"{what}: status", message_problems(prog.run("status"), codes=(2,)))
            backup = newest_backup(prog.data_dir / "backups")
            restored = prog.run("restore", str(backup))
            problems = [] if restored.code == 0 else [f"restore failed: {restored.said()}"]
            if not kept_aside(prog.data_dir, broken, prog.database):
                problems.append("the broken file was not kept aside")
            figure.record(f"{what}: restore {backup.name}", problems)
            figure.record(f"{what}: verify after restore", prog.verify())


DRILL = Drill("corrupt", run, full=4, small=1)
main = DRILL.main

if __name__ == "__main__":
    sys.exit(main())
