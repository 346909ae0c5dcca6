"""A value whose bytes are no longer UTF-8 (issue 33 §5): every command that meets it
names the damage in the sentence ``verify`` says, with the backup to restore, instead of
an unexpected error; one that does not read it works."""

from __future__ import annotations

import sqlite3
from contextlib import closing

import pytest

from fog_desktop.__main__ import main
from fog_desktop.config import Paths


def fog(paths: Paths, capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    code = main(["--data-dir", str(paths.data_dir), *args])
    return code, capsys.readouterr().err


def garble(database: str, table: str, column: str) -> None:
    """Write bytes that are not UTF-8 into the first row's ``column``, as a bad sector or
    another program would, past the guards that refuse any change."""
    with closing(sqlite3.connect(database)) as connection:
        guards = connection.execute(
            "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ?",
            (table,),
        ).fetchall()
        for name, _sql in guards:
            connection.execute(f"DROP TRIGGER {name}")
        connection.execute(f"UPDATE {table} SET {column} = CAST(x'47ff31' AS TEXT) WHERE id = 1")
        for _name, sql in guards:
            connection.execute(sql)
        connection.commit()


@pytest.mark.parametrize(
    ("table", "column"), [("devices", "device_id"), ("audit_entries", "reason")]
)
def test_every_command_meets_garbled_text_with_verifys_sentence(
    paths: Paths, capsys: pytest.CaptureFixture[str], table: str, column: str
) -> None:
    assert fog(paths, capsys, "establishment", "add", "--name", "Uno")[0] == 0
    assert fog(paths, capsys, "device", "add", "--device-id", "GI-1", "--capacity", "1000",
               "--depth", "48")[0] == 0  # fmt: skip
    assert fog(paths, capsys, "backup")[0] == 0
    database = str(paths.data_dir / "fog-desktop.sqlite3")
    garble(database, table, column)
    damaged = (
        f"fog-desktop: The database file {database} is damaged: a value in its column "
        f"'{column}' is no longer text (its bytes are not valid UTF-8). The newest good "
        "backup is "
    )
    code, said = fog(paths, capsys, "verify")
    assert code == 1 and said.startswith(damaged) and "fog-desktop restore" in said
    refused = 0
    for command in (
        ["status"],
        ["device", "list"],
        ["export", "--out", str(paths.data_dir / "p.xlsx")],
    ):
        code, said = fog(paths, capsys, *command)
        if code == 0:  # it did not need the damaged value
            continue
        refused += 1
        assert (code, said.splitlines()[0][: len(damaged)]) == (2, damaged), command
        assert "unexpected error" not in said and "fog-desktop restore" in said
    # The export reads every value, the device's as the audit trail's.
    assert refused >= 1
