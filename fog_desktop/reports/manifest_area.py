"""Page 1's line of the hauler's manifests (R2): one on file for each pump-out of the
window, missing when none is there the grace days after it. Records in, a line out."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from fog_desktop.reports.area_lines import (
    COMING_UP,
    IN_ORDER,
    NOTHING_DUE,
    OPEN_BREACH,
    AreaLine,
    Item,
    Records,
    tally,
)
from fog_desktop.rules.obligations import ObligationKind
from fog_desktop.rules.pumpout import MANIFEST_GRACE_DAYS
from fog_desktop.services.maintenance import FLAG_MANIFEST_MISSING, MaintenanceRow
from models import Service


def _asked(days: Sequence[date]) -> str:
    """The requests made to the hauler for a missing manifest, in a few words."""
    if not days:
        return ""
    times = "once" if len(days) == 1 else f"{len(days)} times"
    return f"; hauler asked {times}, last on {days[-1].isoformat()}"


def _manifest_item(row: MaintenanceRow, *, missing: bool, asked: Sequence[date] = ()) -> Item:
    """A pump-out's manifest still to file: missing past the grace days, with the
    requests to the hauler for it, else due by their end (R2)."""
    deadline = row.service_date + timedelta(days=MANIFEST_GRACE_DAYS)
    if missing:
        problem = row.manifest_problem
    elif row.manifest_no:
        problem = f"manifest {row.manifest_no} noted, not on file yet"
    else:
        problem = "no manifest on file yet"
    what = f"Pump-out of {row.device_id} on {row.service_date}: {problem}"
    return Item(
        what + _asked(asked),
        deadline,
        None,
        "missing" if missing else "due soon",
        True,
        deadline,
        breach=missing,
        # page 1's verdict names the missing manifest; the requests are its area's line
        verdict=what,
    )


@dataclass(frozen=True)
class ManifestArea:
    """A hauler's manifest for each pump-out of the window (R2): missing when none is on
    file :data:`~fog_desktop.rules.pumpout.MANIFEST_GRACE_DAYS` days after it."""

    title: str = "Manifests"
    cites: str = "Interceptor maintenance F; Monitoring and reporting B.3"

    @property
    def kinds(self) -> frozenset[ObligationKind]:
        return frozenset()

    def line(self, records: Records) -> AreaLine:
        pump_outs = [
            r
            for r in records.log
            if r.service == Service.PUMP_OUT
            and not r.is_void
            and records.window.holds(r.service_date)
        ]
        missing = [r for r in pump_outs if FLAG_MANIFEST_MISSING in r.flags]
        waiting = [
            r for r in pump_outs if not r.manifest_on_file and FLAG_MANIFEST_MISSING not in r.flags
        ]
        on_file = len(pump_outs) - len(missing) - len(waiting)
        items = [
            _manifest_item(r, missing=True, asked=records.asked.get(r.id, ())) for r in missing
        ]
        items += [_manifest_item(r, missing=False) for r in waiting]
        if not pump_outs:
            counts = "No pump-outs in this window."
            mark = NOTHING_DUE
        else:
            counts = (
                tally(
                    len(pump_outs),
                    "pump-out",
                    "pump-outs",
                    [
                        (on_file, "with a manifest on file"),
                        (len(missing), f"with no manifest after {MANIFEST_GRACE_DAYS} days"),
                        (
                            len(waiting),
                            f"with its manifest not in yet ({MANIFEST_GRACE_DAYS} days allowed)",
                        ),
                    ],
                )
                + "."
            )
            mark = OPEN_BREACH if missing else COMING_UP if waiting else IN_ORDER
        items.sort(key=lambda item: (item.state != "missing", item.day))
        return AreaLine(
            self.title,
            self.cites,
            mark,
            counts,
            tuple(items),
            tuple(i for i in items if i.state == "missing"),
        )
