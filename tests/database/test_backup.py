"""Backups: the first start of each day copies the file, keeping the last 14 (issue 2 §2)."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from datetime import date, timedelta

from fog_desktop.config import Paths
from fog_desktop.database import open_database
from fog_desktop.database.backup import DAILY_KEEP, integrity_problems


def test_first_start_of_each_day_backs_up_and_keeps_fourteen(paths: Paths) -> None:
    url = f"sqlite:///{paths.sqlite_file}"
    first = date(2026, 11, 1)
    open_database(paths, url, today=first).dispose()  # creates the file: nothing to copy yet
    assert list(paths.backup_dir.glob("daily-*")) == []
    for offset in range(20):
        for _start_the_same_day_again in range(2):
            open_database(paths, url, today=first + timedelta(days=offset)).dispose()
    dailies = sorted(p.name for p in paths.backup_dir.glob("daily-*.sqlite3"))
    assert len(dailies) == DAILY_KEEP
    assert dailies[0] == f"daily-{first + timedelta(days=6)}.sqlite3"
    assert dailies[-1] == f"daily-{first + timedelta(days=19)}.sqlite3"
    newest = paths.backup_dir / dailies[-1]
    assert integrity_problems(newest) == []
    with closing(sqlite3.connect(newest)) as conn:
        assert conn.execute("SELECT count(*) FROM alembic_version").fetchone() == (1,)
