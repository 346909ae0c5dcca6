"""What every benchmark prints: named figures in a table, and the process's peak memory."""

from __future__ import annotations

import os
import platform
import resource
import sys
from dataclasses import dataclass


@dataclass(frozen=True)
class Figure:
    what: str
    value: float
    unit: str


def peak_rss() -> float:
    """The process's peak resident size so far, in MiB (getrusage: KiB, bytes on macOS)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
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
