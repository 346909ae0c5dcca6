"""Where data lives and the application's settings, each declared once with its default.

The data folder is ``--data-dir``, else ``FOG_DESKTOP_DATA_DIR``, else the machine-wide
setting, else the user data folder of the platform. The database is ``--db``, else
``FOG_DESKTOP_DB``, else a SQLite file in the data folder. Tests always pass a data
folder, so they never touch real data.

The machine-wide setting is for a PC shared by several logins, where the records belong
to the restaurant, not to one login: the Windows installer, when it installs for all
users, writes ``machine.ini`` into the site configuration folder
(``C:\\ProgramData\\FOG Desktop``; ``/etc/xdg/FOG Desktop`` on Linux)::

    [data]
    folder = C:\\ProgramData\\FOG Desktop\\Data

A missing or unreadable file, or one without ``folder``, leaves the user data folder in
force. A relative folder is taken from the file's own folder.
"""

from __future__ import annotations

import configparser
import json
import os
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path

import platformdirs

from fog_desktop import APP_NAME
from fog_desktop.errors import FogError
from fog_desktop.fsync import replace_durably

DATA_DIR_ENV = "FOG_DESKTOP_DATA_DIR"
DB_URL_ENV = "FOG_DESKTOP_DB"
SQLITE_FILE_NAME = "fog-desktop.sqlite3"
SETTINGS_FILE_NAME = "settings.json"
MACHINE_SETTINGS_FILE_NAME = "machine.ini"


@dataclass(frozen=True)
class Paths:
    """The folders and files of one installation."""

    data_dir: Path
    log_dir: Path
    #: Where settings.json is: the data folder, except in a folder shared by every login
    #: of the PC, where each login keeps its own (the operator name is who, in the audit
    #: trail, made a change).
    settings_dir: Path
    #: Why the data folder can't be written, in the system's words ("Read-only file
    #: system"); None when it can. The records are then read and exported, never saved.
    unwritable: str | None = None

    @property
    def sqlite_file(self) -> Path:
        return self.data_dir / SQLITE_FILE_NAME

    @property
    def backup_dir(self) -> Path:
        return self.data_dir / "backups"

    @property
    def settings_file(self) -> Path:
        return self.settings_dir / SETTINGS_FILE_NAME


def machine_settings_file() -> Path:
    """Where an all-users install names the data folder shared by every user of the PC."""
    site = platformdirs.site_config_dir(APP_NAME, appauthor=False)
    return Path(site) / MACHINE_SETTINGS_FILE_NAME


def machine_data_dir() -> Path | None:
    """The data folder of the machine-wide setting, or None when none is set."""
    source = machine_settings_file()
    parser = configparser.ConfigParser(interpolation=None)
    try:
        parser.read(source, encoding="utf-8")
    except (configparser.Error, UnicodeDecodeError):
        return None
    folder = parser.get("data", "folder", fallback="").strip()
    return (source.parent / folder).resolve() if folder else None


def resolve_paths(data_dir: str | Path | None = None) -> Paths:
    """The data folder from the argument, the environment, the machine-wide setting or
    the platform, created."""
    chosen = data_dir or os.environ.get(DATA_DIR_ENV)
    shared = None if chosen else machine_data_dir()
    if chosen:
        base = Path(chosen).expanduser().resolve()
        paths = Paths(data_dir=base, log_dir=base / "logs", settings_dir=base)
    else:
        users = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
        paths = Paths(
            data_dir=shared or users,
            # Each login keeps its own log and settings, even when the records are shared.
            log_dir=Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)),
            settings_dir=users,
        )
    try:
        for folder in (paths.data_dir, paths.log_dir, paths.settings_dir):
            folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise _unusable(paths.data_dir, exc, shared=shared is not None) from exc
    unwritable = folder_unwritable(paths.data_dir)
    return replace(paths, unwritable=unwritable) if unwritable else paths


def folder_unwritable(folder: Path) -> str | None:
    """Why no file can be made in ``folder``, in the system's words; None when one can.
    Tried, not asked: the permission bits say nothing of a read-only disk, nor, to the
    administrator, of an immutable folder."""
    probe = folder / f".write-test-{os.getpid()}"
    try:
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as exc:
        return exc.strerror or str(exc)
    return None


def _unusable(folder: Path, exc: OSError, *, shared: bool) -> FogError:
    origin = f", set for every user of this PC in {machine_settings_file()}" if shared else ""
    return FogError(
        f"The data folder {folder}{origin} can't be written "
        f"({exc.strerror or exc}). Choose another with --data-dir or fix its permissions."
    )


def resolve_db_url(paths: Paths, db_url: str | None = None) -> str:
    """The database URL from the argument, the environment, or the embedded SQLite file."""
    return db_url or os.environ.get(DB_URL_ENV) or f"sqlite:///{paths.sqlite_file}"


@dataclass
class Settings:
    """Per-user settings kept in ``settings.json`` (:attr:`Paths.settings_file`).

    Every setting is declared here once, with its default; unknown keys in the file are
    ignored, so an older application reads a newer file.
    """

    #: The person using the application, written into the audit trail as "who".
    operator_name: str = ""
    #: The establishment shown when the window opens.
    current_establishment_id: int | None = None
    #: The day the last daily backup was made (ISO date), so one is made per day.
    last_daily_backup: str = ""
    #: Closing the window leaves FOG Desktop in the notification area, reminding.
    remind_in_tray: bool = True
    #: The day of the last daily reminder (ISO date) and the overdue items told of, so a
    #: restart does not say them again (fog_desktop/reminders.py).
    reminded_on: str = ""
    reminded_overdue: list[str] = field(default_factory=list)
    #: The interface's language ("en", "es"); empty: the system's (ui/language.py).
    language: str = ""

    @classmethod
    def load(cls, paths: Paths) -> Settings:
        try:
            raw = json.loads(paths.settings_file.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        known = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in raw.items() if k in known})

    def save(self, paths: Paths) -> None:
        """Written whole or not at all, and on the disk before it returns: after a power
        cut the operator's name is the old one or the new one, never an empty file."""
        tmp = paths.settings_file.with_suffix(".tmp")
        tmp.write_text(json.dumps(asdict(self), indent=2), encoding="utf-8")
        replace_durably(tmp, paths.settings_file)
