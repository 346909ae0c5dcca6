"""Start with Windows: FOG Desktop opened in the notification area when the user logs in,
so its reminders run on a back-office PC nobody remembers to open it on.

On Windows this is the per-user ``Run`` registry value the installer's option writes (the
same name, so Settings shows the installer's choice); on a Linux desktop, the XDG
autostart entry. Elsewhere there is none, and Settings does not offer it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Protocol

from fog_desktop import APP_NAME

#: The registry key Windows reads at logon, under HKEY_CURRENT_USER.
RUN_KEY = r"Software\Microsoft\Windows\CurrentVersion\Run"
#: The option that opens the window hidden, in the notification area.
TRAY_OPTION = "--tray"
DESKTOP_FILE = "fog-desktop.desktop"


class Autostart(Protocol):
    def enabled(self) -> bool: ...

    def enable(self, command: Sequence[str]) -> None: ...

    def disable(self) -> None: ...


def window_command(data_dir: Path | None = None) -> list[str]:
    """The command that starts this installation in the notification area: the built
    program itself, or this Python running the package; with ``data_dir`` when the
    records are not in the default folder."""
    program = (
        [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "fog_desktop"]
    )
    chosen = ["--data-dir", str(data_dir)] if data_dir is not None else []
    return [*program, *chosen, TRAY_OPTION]


class WindowsRunKey:
    """The per-user ``Run`` value named after the application."""

    def __init__(self, registry: ModuleType) -> None:
        # ``winreg``, passed in: the module exists only on Windows.
        self._registry = registry

    def enabled(self) -> bool:
        reg = self._registry
        try:
            with reg.OpenKey(reg.HKEY_CURRENT_USER, RUN_KEY) as key:
                reg.QueryValueEx(key, APP_NAME)
        except OSError:
            return False
        return True

    def enable(self, command: Sequence[str]) -> None:
        reg = self._registry
        with reg.CreateKey(reg.HKEY_CURRENT_USER, RUN_KEY) as key:
            reg.SetValueEx(key, APP_NAME, 0, reg.REG_SZ, subprocess.list2cmdline(command))

    def disable(self) -> None:
        reg = self._registry
        try:
            with reg.OpenKey(reg.HKEY_CURRENT_USER, RUN_KEY, 0, reg.KEY_SET_VALUE) as key:
                reg.DeleteValue(key, APP_NAME)
        except FileNotFoundError:
            return


class XdgAutostart:
    """``$XDG_CONFIG_HOME/autostart/fog-desktop.desktop``, which desktop sessions start at
    login (the freedesktop.org Desktop Application Autostart Specification)."""

    def __init__(self, config_home: Path) -> None:
        self.file = config_home / "autostart" / DESKTOP_FILE

    def enabled(self) -> bool:
        return self.file.is_file()

    def enable(self, command: Sequence[str]) -> None:
        self.file.parent.mkdir(parents=True, exist_ok=True)
        exec_line = " ".join(_desktop_quote(part) for part in command)
        self.file.write_text(
            "[Desktop Entry]\n"
            "Type=Application\n"
            f"Name={APP_NAME}\n"
            "Comment=Reminds you of the FOG records that are due\n"
            f"Exec={exec_line}\n"
            "X-GNOME-Autostart-enabled=true\n",
            encoding="utf-8",
        )

    def disable(self) -> None:
        self.file.unlink(missing_ok=True)


def autostart() -> Autostart | None:
    """This platform's way to start at login, or None where there is none."""
    if sys.platform == "win32":
        import winreg  # noqa: PLC0415  (Windows only)

        return WindowsRunKey(winreg)
    config_home = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    return XdgAutostart(config_home) if sys.platform.startswith("linux") else None


def _desktop_quote(part: str) -> str:
    """An Exec argument quoted as the Desktop Entry Specification asks."""
    if part and not any(c in part for c in " \t\n\"'\\><~|&;$*?#()`"):
        return part
    escaped = "".join("\\" + c if c in '"`$\\' else c for c in part)
    return f'"{escaped}"'
