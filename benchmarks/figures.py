"""What every benchmark prints: named figures in a table, and the process's peak memory."""

from __future__ import annotations

import os
import platform
import resource
import subprocess
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


def compile_project() -> None:
    """Bytecode for the project's modules, as an installed copy has it: a start must not
    pay for compiling them (issue 16). Written even where PYTHONDONTWRITEBYTECODE is set,
    which would otherwise make every start compile every module."""
    root = Path(__file__).resolve().parents[1]
    folders = [str(root / name) for name in ("fog_desktop", "models", "ui", "benchmarks")]
    subprocess.run(
        [sys.executable, "-m", "compileall", "-q", *folders], check=True, capture_output=True
    )


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


@dataclass(frozen=True)
class Target:
    """One of issue 16's targets: a figure set against its floor (or an absolute goal).

    With a floor, the goal is a ratio to it (``figure / floor ≤ goal``); without one, the
    goal is the figure itself (at most, or at least when ``at_least``).
    """

    name: str
    what: str
    figure: float
    unit: str
    goal: float
    floor: float | None = None
    at_least: bool = False

    @property
    def compared(self) -> float:
        return self.figure / self.floor if self.floor else self.figure

    @property
    def met(self) -> bool:
        return self.compared >= self.goal if self.at_least else self.compared <= self.goal

    def goal_text(self) -> str:
        sign = "≥" if self.at_least else "≤"
        if self.floor:
            return f"{sign} {self.goal:g}× floor"
        return f"{sign} {self.goal:,g} {self.unit}"


def print_targets(targets: list[Target]) -> None:
    """The one table ``make bench`` ends with: each target, PASS or FALL SHORT."""
    print("Issue 16's targets")
    print(f"  {machine()}")
    print()
    rows = [
        (
            target.name,
            target.what,
            f"{target.figure:,.1f} {target.unit}",
            f"{target.floor:,.1f} {target.unit}" if target.floor else "",
            f"{target.compared:.2f}×" if target.floor else "",
            target.goal_text(),
            "PASS" if target.met else "FALL SHORT",
        )
        for target in targets
    ]
    header = ("", "What", "Figure", "Floor", "Ratio", "Target", "Result")
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    for row in [header, tuple("-" * width for width in widths), *rows]:
        print("  " + "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)))
    print()
