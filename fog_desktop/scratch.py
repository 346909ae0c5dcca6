"""This process's temporary files in a folder of its own, which the next start removes
if the process was killed (issue 11 §5).

openpyxl writes each sheet of a workbook to a temporary file first and removes them only
when the process exits normally, so an export killed part-way left them in the system's
temporary folder for good. Every run of FOG Desktop therefore points Python's temporary
folder at ``fog-desktop-<pid>`` inside it, removes that folder when it ends, and at start
removes the folders of processes that are gone.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

PREFIX = "fog-desktop-"


def process_running(pid: int) -> bool:
    """Whether a process of that id runs on this machine (another user's counts)."""
    if sys.platform == "win32":
        import ctypes  # noqa: PLC0415

        kernel32 = ctypes.windll.kernel32
        query_limited_information, access_denied, still_active = 0x1000, 5, 259
        handle = kernel32.OpenProcess(query_limited_information, 0, pid)
        if not handle:
            return bool(kernel32.GetLastError() == access_denied)  # another user's
        code = ctypes.c_ulong()
        kernel32.GetExitCodeProcess(handle, ctypes.byref(code))
        kernel32.CloseHandle(handle)
        return code.value == still_active
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def remove_left_behind(base: Path) -> list[Path]:
    """Remove the temporary folders of FOG Desktop processes that no longer run."""
    removed = []
    for folder in base.glob(f"{PREFIX}*"):
        pid = folder.name.removeprefix(PREFIX)
        if not pid.isdigit() or int(pid) == os.getpid() or process_running(int(pid)):
            continue
        shutil.rmtree(folder, ignore_errors=True)
        removed.append(folder)
    return removed


@contextmanager
def own_temporary_folder() -> Iterator[Path]:
    """Python's temporary folder, for the duration, is one of this process's own."""
    current = Path(tempfile.gettempdir())
    if current.name == f"{PREFIX}{os.getpid()}":  # already inside one (a nested run)
        yield current
        return
    remove_left_behind(current)
    mine = current / f"{PREFIX}{os.getpid()}"
    mine.mkdir(exist_ok=True)
    saved = tempfile.tempdir
    tempfile.tempdir = str(mine)
    try:
        yield mine
    finally:
        tempfile.tempdir = saved
        shutil.rmtree(mine, ignore_errors=True)
