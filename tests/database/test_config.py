"""Where the records go: the machine-wide setting of an all-users install, and what
overrides it. Each test runs the command line as an IT admin would and looks for the
database file, on temporary folders standing in for the PC's and the user's."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pytest

from fog_desktop.__main__ import main
from fog_desktop.config import (
    DATA_DIR_ENV,
    SETTINGS_FILE_NAME,
    SQLITE_FILE_NAME,
    Settings,
    resolve_paths,
)


class Pc:
    """A PC's folders: the site configuration folder the installer writes machine.ini
    into, and one user's data and log folders."""

    def __init__(self, root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        self.site = root / "ProgramData" / "FOG Desktop"
        self.user_data = root / "user" / "data"
        self.user_log = root / "user" / "log"
        self.site.mkdir(parents=True)
        monkeypatch.delenv(DATA_DIR_ENV, raising=False)
        monkeypatch.setattr(platformdirs, "site_config_dir", lambda *_a, **_k: str(self.site))
        monkeypatch.setattr(platformdirs, "user_data_dir", lambda *_a, **_k: str(self.user_data))
        monkeypatch.setattr(platformdirs, "user_log_dir", lambda *_a, **_k: str(self.user_log))

    def write_machine_ini(self, text: str) -> Path:
        ini = self.site / "machine.ini"
        ini.write_text(text, encoding="utf-8")
        return ini


@pytest.fixture
def pc(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Pc:
    return Pc(tmp_path, monkeypatch)


#: A command that writes a record, and with it makes the data folder's database.
RECORD = ("establishment", "add", "--name", "Casa Uno")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().err


def test_an_all_users_install_puts_the_records_in_the_shared_folder(
    pc: Pc, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shared = tmp_path / "ProgramData" / "FOG Desktop" / "Data"
    pc.write_machine_ini(f"[data]\nfolder = {shared}\n")
    assert run(capsys, *RECORD) == (0, "")
    assert (shared / SQLITE_FILE_NAME).is_file()
    assert not (pc.user_data / SQLITE_FILE_NAME).exists()
    # The log stays with the login that wrote it.
    assert (pc.user_log / "fog-desktop.log").is_file()


def test_on_a_shared_folder_each_login_keeps_its_own_operator_name(
    pc: Pc, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The operator name is who made a change in the audit trail: one login's name must
    never sign another's changes."""
    shared = tmp_path / "ProgramData" / "FOG Desktop" / "Data"
    pc.write_machine_ini(f"[data]\nfolder = {shared}\n")
    paths = resolve_paths()
    Settings(operator_name="Ana Ruiz").save(paths)
    assert (pc.user_data / SETTINGS_FILE_NAME).is_file()
    assert not (shared / SETTINGS_FILE_NAME).exists()
    # Another login of the same PC: its own user folder, the same shared records.
    pc.user_data = tmp_path / "other-user" / "data"
    other = resolve_paths()
    assert other.data_dir == paths.data_dir
    assert Settings.load(other).operator_name == ""


def test_a_relative_folder_is_taken_from_the_settings_file_folder(
    pc: Pc, capsys: pytest.CaptureFixture[str]
) -> None:
    pc.write_machine_ini("[data]\nfolder = Data\n")
    assert run(capsys, *RECORD)[0] == 0
    assert (pc.site / "Data" / SQLITE_FILE_NAME).is_file()


def test_without_a_machine_wide_setting_the_records_are_the_users(
    pc: Pc, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(capsys, *RECORD)[0] == 0
    assert (pc.user_data / SQLITE_FILE_NAME).is_file()


@pytest.mark.parametrize(
    "content",
    [
        b"folder = C:\\no section\n",
        b"[data]\nfolder =\n",
        b"[other]\nfolder = elsewhere\n",
        b"[data]\nfolder = \xff\xfe broken encoding\n",
    ],
    ids=["no-section", "empty-folder", "wrong-section", "not-utf8"],
)
def test_an_unusable_machine_wide_setting_leaves_the_users_folder(
    pc: Pc, content: bytes, capsys: pytest.CaptureFixture[str]
) -> None:
    (pc.site / "machine.ini").write_bytes(content)
    assert run(capsys, *RECORD)[0] == 0
    assert (pc.user_data / SQLITE_FILE_NAME).is_file()


def test_data_dir_and_the_environment_come_before_the_machine_wide_setting(
    pc: Pc, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    shared = tmp_path / "shared"
    pc.write_machine_ini(f"[data]\nfolder = {shared}\n")
    assert run(capsys, "--data-dir", str(tmp_path / "given"), *RECORD)[0] == 0
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "from-env"))
    assert run(capsys, *RECORD)[0] == 0
    assert (tmp_path / "given" / SQLITE_FILE_NAME).is_file()
    assert (tmp_path / "from-env" / SQLITE_FILE_NAME).is_file()
    assert not shared.exists()


def test_a_shared_folder_that_cannot_be_written_names_the_setting(
    pc: Pc, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    ini = pc.write_machine_ini(f"[data]\nfolder = {blocker / 'Data'}\n")
    code, err = run(capsys, "status")
    assert code == 2
    assert "can't be written" in err
    assert str(ini) in err
    assert len(err.strip().splitlines()) == 1
    assert not (pc.user_data / SQLITE_FILE_NAME).exists()
