"""``python -m tools.holiday_table``: write resources/default-holidays.txt, R5's default
holidays of the years a start is likely to count, as the ``holidays`` package gives them.

The package imports every country it knows (some 250 modules) the first time it is
asked for one: a quarter of a second of each start and each reminder run whose Dashboard
counts working days. The table holds the same days, read in a millisecond
(fog_desktop/rules/calendar.py); tests/rules/test_rules_calendar.py fails when the
package says otherwise for any year of it, after an upgrade of the package: write the
table again with this command.
"""

from __future__ import annotations

from pathlib import Path

from fog_desktop.rules.calendar import HOLIDAY_TABLE, TABLE_YEARS, holidays_of_package

TABLE = Path(__file__).resolve().parent.parent / "resources" / HOLIDAY_TABLE


def main() -> None:
    lines = [
        f"{day.isoformat()}\t{names}"
        for year in TABLE_YEARS
        for day, names in sorted(holidays_of_package(year).items())
    ]
    TABLE.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
