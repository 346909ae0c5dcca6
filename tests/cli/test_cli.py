"""The command line, as a script or an IT admin uses it."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from contextlib import closing
from datetime import date
from pathlib import Path

import pytest

from fog_desktop import __version__
from fog_desktop.__main__ import main
from fog_desktop.cli.language import LANGUAGE_VARIABLES
from fog_desktop.config import Paths, Settings
from tests.pdf_text import page_texts

Cli = Callable[..., tuple[int, str, str]]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _on(paths: Paths, url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    def call(*argv: str) -> tuple[int, str, str]:
        return run(capsys, "--data-dir", str(paths.data_dir), "--db", url, *argv)

    return call


@pytest.fixture
def cli(paths: Paths, db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    """Run fog-desktop on the test's data folder and database (SQLite and PostgreSQL)."""
    return _on(paths, db_url, capsys)


@pytest.fixture
def demo_cli(paths: Paths, demo_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    """Run fog-desktop on a database where ``fog-desktop demo --as-of 2026-12-02`` has
    been run (SQLite and PostgreSQL)."""
    return _on(paths, demo_url, capsys)


def test_help_lists_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    for command in ("status", "verify", "backup", "restore", "demo", "--db", "--data-dir"):
        assert command in out


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--version"])
    assert capsys.readouterr().out.strip() == f"FOG Desktop {__version__}"


@pytest.mark.slow(
    "runs `fog-desktop demo` itself, the demo command's own test, before reading its status"
)
def test_status_json_has_exactly_the_documented_shape(cli: Cli) -> None:
    assert cli("demo", "--as-of", "2026-12-02")[0] == 0
    code, out, _ = cli("status", "--json", "--as-of", "2026-12-02")
    assert code == 0
    report = json.loads(out)
    assert report["as_of"] == "2026-12-02"
    (bistro,) = report["establishments"]
    assert bistro["name"] == "Demo Bistro"
    assert list(bistro) == ["name", "obligations"]
    pump_out, early = (
        next(o for o in bistro["obligations"] if o["subject"] == "GI-1" and o["kind"] == kind)
        for kind in ("Pump-out", "Early pump-out")
    )
    assert list(pump_out) == ["kind", "subject", "due", "state", "met_on", "rule"]
    assert list(early) == list(pump_out), "every kind has the same fields (R8d's too)"
    assert early["rule"] == "R8d"
    assert pump_out["rule"] == "R2"
    assert pump_out["met_on"] is None
    assert pump_out["state"] in {"Met", "Upcoming", "Due soon", "Overdue", "Met late"}
    date.fromisoformat(pump_out["due"])


def test_status_of_one_establishment_and_of_an_unknown_one(demo_cli: Cli) -> None:
    code, out, _ = demo_cli("status", "--establishment", "Demo Bistro", "--as-of", "2026-12-02")
    assert code == 0
    assert "Demo Bistro:" in out
    assert "Pump-out" in out
    code, _, err = demo_cli("status", "--establishment", "Nowhere Diner")
    assert code == 1
    assert "no establishment named 'Nowhere Diner'" in err
    assert "Traceback" not in err


def test_verify_passes_then_names_a_tampered_record(demo_cli: Cli, demo_url: str) -> None:
    code, out, _ = demo_cli("verify")
    assert code == 0
    assert "OK" in out
    assert "Chain head hash: " in out
    from fog_desktop.database import Database

    db = Database(demo_url)
    with db.write() as session:
        session.connection().exec_driver_sql(
            "UPDATE devices SET location = 'somewhere else' WHERE device_id = 'GT-1'"
        )
    db.dispose()
    code, out, _ = demo_cli("verify")
    assert code == 1
    assert "changed outside FOG Desktop" in out


def test_unreachable_database_is_one_line_and_exit_2(
    paths: Paths, capsys: pytest.CaptureFixture[str]
) -> None:
    url = "postgresql+psycopg://nobody@127.0.0.1:1/none"
    code, _, err = run(capsys, "--data-dir", str(paths.data_dir), "--db", url, "status")
    assert code == 2
    assert err.startswith("fog-desktop: Can't open the database")
    assert len(err.strip().splitlines()) == 1


def test_data_folder_that_cannot_be_written_is_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    code, _, err = run(capsys, "--data-dir", str(blocker / "data"), "status")
    assert code == 2
    assert "can't be written" in err
    assert "Traceback" not in err


def test_data_folder_comes_from_the_environment(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FOG_DESKTOP_DATA_DIR", str(tmp_path / "env-data"))
    assert run(capsys, "establishment", "add", "--name", "Casa Uno")[0] == 0
    assert (tmp_path / "env-data" / "fog-desktop.sqlite3").is_file()


def test_backup_and_restore_bring_back_the_earlier_records(
    demo_folder: Paths, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    paths = demo_folder
    base = ("--data-dir", str(paths.data_dir))
    copy = tmp_path / "copy.sqlite3"
    code, out, _ = run(capsys, *base, "backup", "--out", str(copy))
    assert (code, out.strip()) == (0, f"Backed up to {copy}")
    with closing(sqlite3.connect(paths.sqlite_file)) as conn:
        conn.execute("DROP TRIGGER devices_no_delete")
        conn.execute("DELETE FROM devices WHERE device_id = 'GT-2'")
        conn.commit()
    code, out, _ = run(capsys, *base, "restore", str(copy))
    assert code == 0
    assert "The database as it was is kept in" in out
    with closing(sqlite3.connect(paths.sqlite_file)) as conn:
        devices = [r[0] for r in conn.execute("SELECT device_id FROM devices ORDER BY 1")]
    assert devices == ["GI-1", "GT-1", "GT-2"]
    assert run(capsys, *base, "verify")[0] == 0
    kept = list(paths.backup_dir.glob("before-restore-*.sqlite3"))
    assert len(kept) == 1


def test_restore_refuses_a_damaged_or_foreign_file(
    paths: Paths, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    base = ("--data-dir", str(paths.data_dir))
    run(capsys, *base, "establishment", "add", "--name", "Casa Uno")
    before = paths.sqlite_file.read_bytes()
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"SQLite format 3\x00" + b"\xff" * 5000)
    code, _, err = run(capsys, *base, "restore", str(junk))
    assert code == 1
    assert "not restored" in err or "not a FOG Desktop database" in err
    other = tmp_path / "other.sqlite3"
    with closing(sqlite3.connect(other)) as conn:
        conn.execute("CREATE TABLE t (x)")
    code, _, err = run(capsys, *base, "restore", str(other))
    assert (code, "not a FOG Desktop database" in err) == (1, True)
    assert paths.sqlite_file.read_bytes() == before


def test_backup_on_postgresql_points_to_pg_dump(cli: Cli, db_url: str) -> None:
    code, out, err = cli("backup")
    if db_url.startswith("sqlite"):
        assert code == 0
        assert "Backed up to" in out
    else:
        assert code == 1
        assert "pg_dump" in err


@pytest.mark.slow("draws the demo's packet twice, summary and whole, to compare their pages")
def test_summary_only_is_the_first_pages_of_the_packet(demo_cli: Cli, tmp_path: Path) -> None:
    """A quick hand-over: the answer pages and the certification to sign (R7), without
    the records behind them."""
    summary, full = tmp_path / "summary.pdf", tmp_path / "packet.pdf"
    code, out, _ = demo_cli(
        "export", "--as-of", "2026-12-02", "--out", str(summary), "--summary-only"
    )
    assert code == 0, out
    assert demo_cli("export", "--as-of", "2026-12-02", "--out", str(full))[0] == 0
    pages = page_texts(summary)
    assert len(pages) == 3 < len(page_texts(full))
    assert "Demo Bistro" in pages[0]
    assert pages[2].startswith("Certification")


def test_summary_only_is_refused_for_a_workbook(demo_cli: Cli, tmp_path: Path) -> None:
    code, _, err = demo_cli("export", "--out", str(tmp_path / "w.xlsx"), "--summary-only")
    assert code == 1
    assert "--summary-only is for a PDF" in err
    assert not (tmp_path / "w.xlsx").exists()


def test_remind_for_a_scheduled_task_exits_1_when_something_is_overdue(uno_cli: Cli) -> None:
    pump_out = ("maintenance", "add", "--device-id", "GI-1", "--date", "2026-09-01")
    assert uno_cli(*pump_out, "--gallons", "1000")[0] == 0

    code, out, _ = uno_cli("remind", "--as-of", "2026-11-29")
    assert (code, out) == (0, "As of 2026-11-29: 1 due within 3 days\n"
                              "  Pump-out GI-1, due 2026-12-01 (in 2 days)\n")  # fmt: skip

    code, out, _ = uno_cli("remind", "--as-of", "2026-12-03")
    assert (code, out) == (1, "As of 2026-12-03: 1 overdue\n"
                              "  Pump-out GI-1, overdue since 2026-12-01 (2 days)\n")  # fmt: skip

    code, out, _ = uno_cli("remind", "--as-of", "2026-11-01")
    assert (code, out) == (0, "As of 2026-11-01: nothing overdue or due within 3 days.\n")


@pytest.mark.parametrize(
    ("chosen", "system", "said"),
    [
        ("es", "en_US.UTF-8", "Al 2026-12-03: 1 vencido\n  Bombeo GI-1, venció el 2026-12-01"),
        ("", "es_MX.UTF-8", "Al 2026-12-03: 1 vencido\n  Bombeo GI-1, venció el 2026-12-01"),
        ("en", "es_MX.UTF-8", "As of 2026-12-03: 1 overdue\n  Pump-out GI-1, overdue since"),
        ("", "C.UTF-8", "As of 2026-12-03: 1 overdue\n  Pump-out GI-1, overdue since"),
    ],
)
def test_remind_speaks_the_language_of_settings_else_the_system_s(
    uno_cli: Cli,
    paths: Paths,
    monkeypatch: pytest.MonkeyPatch,
    chosen: str,
    system: str,
    said: str,
) -> None:
    """Read by the manager from a scheduled task, as the window speaks (issue 35 §4)."""
    settings = Settings.load(paths)
    settings.language = chosen
    settings.save(paths)
    for name in LANGUAGE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", system)
    assert uno_cli("maintenance", "add", "--device-id", "GI-1", "--date", "2026-09-01",
                   "--gallons", "1000")[0] == 0  # fmt: skip
    code, out, _ = uno_cli("remind", "--as-of", "2026-12-03")
    assert code == 1
    assert out.startswith(said)
    assert uno_cli("status", "--as-of", "2026-12-03")[1].startswith("As of 2026-12-03"), (
        "the other commands stay in English"
    )


def test_status_counts_a_missed_half_year_until_it_is_explained(uno_cli: Cli) -> None:
    hired = ("employee", "add", "--employee-id", "E-1", "--name", "Sam Chen")
    assert uno_cli(*hired, "--hire-date", "2026-01-05")[0] == 0
    _, out, _ = uno_cli("status", "--as-of", "2026-12-02")
    assert "Uno: 1 overdue, 1 due within 14 days, 1 missed to explain" in out
    explain = ("training", "explain", "--employee", "E-1", "--half-end", "2026-06-30")
    assert uno_cli(*explain, "--what-happened", "Cancelled; trained July 8.")[0] == 0
    _, out, _ = uno_cli("status", "--as-of", "2026-12-02")
    assert "Uno: 1 overdue, 1 due within 14 days\n" in out


def test_status_all_lists_every_obligation_met_ones_included(demo_cli: Cli) -> None:
    """status keeps to what needs the manager's eye; --all is the whole record, as the
    inspector would ask for it, with the same fields (JSON) as the default."""
    _, out, _ = demo_cli("status", "--json", "--as-of", "2026-12-02")
    _, out_all, _ = demo_cli("status", "--json", "--all", "--as-of", "2026-12-02")
    (default,) = json.loads(out)["establishments"]
    (every,) = json.loads(out_all)["establishments"]
    states = [o["state"] for o in every["obligations"]]
    assert "Met" not in [o["state"] for o in default["obligations"]]
    assert states.count("Met") > 100, "two years of pump-outs, cleanings and trainings met"
    assert all(o in every["obligations"] for o in default["obligations"])
    fields = ("kind", "subject", "due", "state", "met_on", "rule")
    # R5: a phone notice is due at the incident's time, given beside its due date.
    phone = ("City phone notice", "Health dept phone notice")
    assert {tuple(o) for o in every["obligations"] if o["kind"] not in phone} == {fields}
    assert {tuple(o) for o in every["obligations"] if o["kind"] in phone} == {(*fields, "due_time")}
    assert min(o["due"] for o in every["obligations"]) < "2025-01-01"
    code, text, _ = demo_cli("status", "--all", "--as-of", "2026-12-02")
    assert code == 0
    assert text.count(" Met    ") == states.count("Met"), "Met, padded; not Met late"
