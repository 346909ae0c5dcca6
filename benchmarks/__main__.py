"""``python -m benchmarks`` (``make bench``): print the figures of each benchmark.

``table`` is the Maintenance table with a long log (issue 3); ``start`` and ``export``
run on a restaurant group's database of 20 establishments and ten years (issue 6), built
once for both in a temporary folder; ``pdf`` is the printable packet of one large
establishment (issue 12); ``employees`` is what the Employees page reads on the same
establishment (issue 13); ``verify`` is ``fog-desktop verify`` on the group's database
(issue 16 §5); ``import`` brings a ten-year records workbook of about 51,000 rows into a
new database (issue 16 §3); ``manifest`` reads generated manifest photos offline
(issue 36 §2).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks import (
    cold_start,
    employees_page,
    import_speed,
    maintenance_table,
    manifest_reading,
    packet_export,
    packet_pdf,
    verify,
    window_start,
)
from benchmarks.figures import Target, print_targets

CHOICES = (
    "table", "start", "window", "export", "verify", "pdf", "employees", "import", "manifest",
)  # fmt: skip
#: The benchmarks that run on the group's database, built once for all of them.
ON_GROUP = ("start", "export", "verify")


def _build_group(folder: Path) -> tuple[int, float]:
    """The group's database, built in a process of its own (its memory is not measured)."""
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.group_dataset", str(folder)],
        check=True, capture_output=True, text=True,
    )  # fmt: skip
    return int(done.stdout.strip()), time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__)
    parser.add_argument(
        "which",
        nargs="*",
        metavar="{" + ",".join(CHOICES) + "}",
        help="which to run (default: all)",
    )
    parser.add_argument(
        "--entries", type=int, default=maintenance_table.ENTRIES, help="log entries (table)"
    )
    parser.add_argument(
        "--manifest-seed",
        type=int,
        default=manifest_reading.FIRST_SEED,
        help="the first seed of the manifests drawn (manifest)",
    )
    args = parser.parse_args()
    unknown = set(args.which) - set(CHOICES)
    if unknown:
        parser.error(f"choose from {', '.join(CHOICES)}, not {', '.join(sorted(unknown))}")
    which = args.which or CHOICES
    targets: list[Target] = []
    if "table" in which:
        targets += maintenance_table.run(args.entries)
    if "pdf" in which:
        packet_pdf.run()
    if "employees" in which:
        employees_page.run()
    if "import" in which:
        targets += import_speed.run()
    if "window" in which:
        targets += window_start.run()
    if "manifest" in which:
        targets += manifest_reading.run(first=args.manifest_seed)
    if any(name in which for name in ON_GROUP):
        with tempfile.TemporaryDirectory(prefix="fog-bench-group-") as folder:
            log_rows, built = _build_group(Path(folder))
            print(f"Built the group's database: {log_rows:,} log rows in {built:.0f} s.\n")
            # The start first: the first start of the day makes the daily backup.
            if "start" in which:
                targets += cold_start.run(Path(folder))
            if "export" in which:
                targets += packet_export.run(Path(folder), log_rows, built)
            if "verify" in which:
                targets += verify.run(Path(folder))
    if targets:
        print_targets(targets)


if __name__ == "__main__":
    main()
