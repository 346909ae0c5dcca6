"""Start with Windows (and a Linux desktop's login): switched on and off as Settings does,
the entry found where the system looks for it, starting the program in the tray."""

from __future__ import annotations

import shlex
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from fog_desktop import APP_NAME
from fog_desktop.autostart import RUN_KEY, WindowsRunKey, XdgAutostart, window_command


def test_the_command_opens_this_installation_in_the_tray(monkeypatch: pytest.MonkeyPatch) -> None:
    assert window_command() == [sys.executable, "-m", "fog_desktop", "--tray"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    shared = Path("C:/ProgramData/FOG Desktop/Data")
    assert window_command(shared) == [sys.executable, "--data-dir", str(shared), "--tray"]


def test_a_linux_desktop_starts_the_entry_at_login(tmp_path: Path) -> None:
    entry = XdgAutostart(tmp_path)
    assert not entry.enabled()
    command = ["/opt/fog desktop/fog-desktop", "--data-dir", "/srv/fog's data", "--tray"]
    entry.enable(command)
    assert entry.enabled()
    text = (tmp_path / "autostart" / "fog-desktop.desktop").read_text(encoding="utf-8")
    assert "[Desktop Entry]" in text and f"Name={APP_NAME}" in text
    exec_line = next(line for line in text.splitlines() if line.startswith("Exec="))
    assert shlex.split(exec_line.removeprefix("Exec=")) == command
    entry.disable()
    assert not entry.enabled()
    entry.disable()  # already off: nothing to do, nothing raised


class FakeWinreg(ModuleType):
    """The part of ``winreg`` the Run value uses, over a dictionary of keys."""

    HKEY_CURRENT_USER = "HKCU"
    KEY_SET_VALUE = 2
    REG_SZ = 1

    def __init__(self) -> None:
        super().__init__("winreg")
        self.keys: dict[str, dict[str, tuple[int, str]]] = {}

    @contextmanager
    def OpenKey(self, root: str, path: str, *_access: Any) -> Iterator[dict[str, Any]]:  # noqa: N802
        if f"{root}\\{path}" not in self.keys:
            raise FileNotFoundError(path)
        yield self.keys[f"{root}\\{path}"]

    @contextmanager
    def CreateKey(self, root: str, path: str) -> Iterator[dict[str, Any]]:  # noqa: N802
        yield self.keys.setdefault(f"{root}\\{path}", {})

    def QueryValueEx(self, key: dict[str, Any], name: str) -> Any:  # noqa: N802
        if name not in key:
            raise FileNotFoundError(name)
        return key[name]

    def SetValueEx(self, key: dict[str, Any], name: str, _r: int, kind: int, value: str) -> None:  # noqa: N802
        key[name] = (kind, value)

    def DeleteValue(self, key: dict[str, Any], name: str) -> None:  # noqa: N802
        if name not in key:
            raise FileNotFoundError(name)
        del key[name]


def test_windows_keeps_the_per_user_run_value_the_installer_writes() -> None:
    registry = FakeWinreg()
    run = WindowsRunKey(registry)
    assert not run.enabled()
    run.enable([r"C:\Program Files\FOG Desktop\fog-desktop.exe", "--tray"])
    assert run.enabled()
    value = registry.keys[f"HKCU\\{RUN_KEY}"][APP_NAME]
    # As the installer writes it: the program quoted, then the option.
    assert value == (registry.REG_SZ, '"C:\\Program Files\\FOG Desktop\\fog-desktop.exe" --tray')
    run.disable()
    assert not run.enabled()
    run.disable()
