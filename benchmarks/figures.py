"""What every benchmark prints: named figures in a table, and the process's peak memory."""

from __future__ import annotations

import os
import platform
import resource
import sys
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Figure:
    what: str
    value: float
    unit: str


def peak_rss() -> float:
    """The process's peak resident size so far, in MiB.

    On Linux from VmHWM: getrusage's ru_maxrss survives fork and exec, so a child started
    by a large parent would report the parent's size.
    """
    status = Path("/proc/self/status")
    if status.is_file():
        for line in status.read_text(encoding="ascii").splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB, bytes on macOS
    return (peak if sys.platform == "darwin" else peak * 1024) / 2**20


def machine() -> str:
    return (
        f"Python {platform.python_version()}, {platform.system()} {platform.machine()}, "
        f"{os.cpu_count()} CPUs"
    )


def print_table(title: str, notes: list[str], figures: list[Figure]) -> None:
    print(title)
    for note in notes:
        print(f"  {note}")
    print()
    width = max(len(f.what) for f in figures)
    print(f"  {'What':<{width}}  {'Figure':>9}  Unit")
    print(f"  {'-' * width}  {'-' * 9}  ----")
    for figure in figures:
        print(f"  {figure.what:<{width}}  {figure.value:>9.1f}  {figure.unit}")
    print()
