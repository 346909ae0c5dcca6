"""Reading from a folder that can't be written, and naming the folder that refused
(issue 33 §10): status, verify and export work from a read-only data folder without
writing a byte into it; a save, an upgrade and a backup say in one sentence which
folder refused them, never "the database file"."""

from __future__ import annotations

import errno
import json
import os
import sqlite3
from collections.abc import Callable
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest

from fog_desktop.__main__ import main
from fog_desktop.config import Paths, resolve_paths
from fog_desktop.context import AppContext
from fog_desktop.database.open import open_database
from fog_desktop.errors import ReadOnly
from fog_desktop.services.establishments import (
    EstablishmentInput,
    create_establishment,
    list_establishments,
)
from tests.read_only import fingerprint, unwritable

Cli = Callable[..., tuple[int, str, str]]
FIXTURES = Path(__file__).parents[1] / "fixtures"
ENTRY = ("maintenance", "add", "--device-id", "GI-1", "--service", "Measurement",
         "--fog-depth", "5", "--solids-depth", "3")  # fmt: skip


@pytest.fixture
def cli(paths: Paths, capsys: pytest.CaptureFixture[str]) -> Cli:
    """fog-desktop on the test's data folder (its first command makes the day's backup)."""

    def call(*argv: str) -> tuple[int, str, str]:
        code = main(["--data-dir", str(paths.data_dir), *argv])
        out, err = capsys.readouterr()
        return code, out, err

    return call


@pytest.fixture
def stored(cli: Cli) -> Cli:
    """Uno, its interceptor GI-1 and one measurement stored."""
    assert cli("establishment", "add", "--name", "Uno")[0] == 0
    device = ("--device-id", "GI-1", "--capacity", "1000", "--depth", "48")
    assert cli("device", "add", *device, "--in-service-since", "2025-01-01")[0] == 0
    assert cli(*ENTRY, "--date", "2026-01-05")[0] == 0
    return cli


def entries(cli: Cli) -> list[str]:
    code, out, _ = cli("maintenance", "list", "--json")
    assert code == 0
    return [entry["service_date"] for entry in json.loads(out)]


def sentence(err: str) -> str:
    assert err.count("\n") == 1, err
    assert "unexpected error" not in err and "Traceback" not in err
    return err.removeprefix("fog-desktop: ").rstrip("\n")


def test_status_verify_and_export_work_without_writing_into_the_folder(
    stored: Cli, paths: Paths, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    packet = tmp_path / "uno.zip"
    before = fingerprint(paths.data_dir)
    with unwritable(paths.data_dir, monkeypatch):
        status = stored("status")
        verified = stored("verify")
        exported = stored("export", "--out", str(packet), "--establishment", "Uno")
        listed = entries(stored)
        after = fingerprint(paths.data_dir)
    assert (status[0], status[2]) == (0, "")
    assert "Uno" in status[1]
    assert (verified[0], verified[2]) == (0, "")
    assert "OK: the audit trail is unbroken" in verified[1]
    assert (exported[0], exported[2]) == (0, "")
    assert packet.is_file()
    assert listed == ["2026-01-05"]
    assert after == before, "reading wrote into the folder"


def test_a_save_names_the_folder_that_cant_be_written(
    stored: Cli, paths: Paths, monkeypatch: pytest.MonkeyPatch
) -> None:
    with unwritable(paths.data_dir, monkeypatch) as reason:
        code, _, err = stored(*ENTRY, "--date", "2026-02-05")
    assert code == 2
    assert sentence(err) == (
        f"The folder {paths.data_dir} can't be written ({reason}): FOG Desktop shows and "
        "exports the records in it, but can't save; allow changes to that folder, then try "
        "again. Nothing was stored."
    )
    assert entries(stored) == ["2026-01-05"], "nothing stored"
    assert stored(*ENTRY, "--date", "2026-02-05")[0] == 0, "writable again, it saves"
    assert stored("verify")[0] == 0


def test_an_upgrade_due_in_a_read_only_folder_says_why_it_cant_start(
    cli: Cli, paths: Paths, monkeypatch: pytest.MonkeyPatch
) -> None:
    with closing(sqlite3.connect(paths.sqlite_file)) as old:
        old.executescript((FIXTURES / "schema-0018.sql").read_text(encoding="utf-8"))
    before = fingerprint(paths.data_dir, without=("backups",))
    with unwritable(paths.data_dir, monkeypatch) as reason:
        code, _, err = cli("status")
    said = sentence(err)
    assert code == 2
    assert said.startswith(
        f"This version of FOG Desktop must bring the database at {paths.sqlite_file} up to "
        f"date before it can read it, and can't: The folder {paths.data_dir} can't be "
        f"written ({reason})"
    )
    assert fingerprint(paths.data_dir, without=("backups",)) == before
    assert cli("verify")[0] == 0, "writable again, it is brought up to date"


def _refuse_copies_into(folder: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """No file can be made in ``folder``, as in an immutable folder (which stops root).
    Returns the OS's reason."""
    opening = Path.open
    reason = os.strerror(errno.EPERM)

    def open_(path: Path, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if path.parent == folder and any(m in mode for m in "wxa"):
            raise PermissionError(errno.EPERM, reason, str(path))
        return opening(path, mode, *args, **kwargs)

    monkeypatch.setattr(Path, "open", open_)
    return reason


def test_a_backup_names_the_backups_folder_that_refused_it(
    stored: Cli, paths: Paths, monkeypatch: pytest.MonkeyPatch
) -> None:
    copies = sorted(paths.backup_dir.iterdir())
    reason = _refuse_copies_into(paths.backup_dir, monkeypatch)
    code, _, err = stored("backup")
    assert code == 2
    assert sentence(err) == (
        f"The folder {paths.backup_dir} can't be written ({reason}), so the copy was not "
        "made; allow changes to that folder, or choose another, then try again."
    )
    assert sorted(paths.backup_dir.iterdir()) == copies, "nothing half-made left"


def test_a_backup_elsewhere_names_that_folder(
    stored: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    stick = tmp_path / "stick"
    stick.mkdir()
    reason = _refuse_copies_into(stick, monkeypatch)
    code, _, err = stored("backup", "--out", str(stick / "copy.sqlite3"))
    assert code == 2
    assert sentence(err).startswith(f"The folder {stick} can't be written ({reason})")
    assert list(stick.iterdir()) == []


def test_on_either_database_a_read_only_data_folder_reads_and_refuses_saves(
    context: AppContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The data folder keeps the chain head each save writes (fog_desktop/chain.py), so a
    database on a server is read, and never saved to, from a folder that can't be written."""
    create_establishment(context.db, EstablishmentInput(name="Uno"), context.actor)
    url = context.db.url
    folder = context.paths.data_dir
    before = fingerprint(folder, without=("backups",))
    with unwritable(folder, monkeypatch) as reason:
        db = open_database(resolve_paths(folder), url)
        try:
            assert [e.name for e in list_establishments(db)] == ["Uno"]
            with pytest.raises(ReadOnly) as refused:
                create_establishment(db, EstablishmentInput(name="Dos"), context.actor)
        finally:
            db.dispose()
        after = fingerprint(folder, without=("backups",))
    assert str(refused.value).startswith(f"The folder {folder} can't be written ({reason})")
    assert [e.name for e in list_establishments(context.db)] == ["Uno"]
    assert after == before
