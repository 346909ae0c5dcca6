"""``python -m benchmarks [--entries N]`` (``make bench``): print the figures."""

from __future__ import annotations

import argparse

from benchmarks.maintenance_table import ENTRIES, run


def main() -> None:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks", description="Time the Maintenance table with a long log."
    )
    parser.add_argument("--entries", type=int, default=ENTRIES, help="log entries to build")
    run(parser.parse_args().entries)


if __name__ == "__main__":
    main()
