"""What is due, per establishment: the report behind ``fog-desktop status``."""

from __future__ import annotations

from datetime import date
from typing import Any

from fog_desktop.database import Database
from fog_desktop.rules.obligations import ObligationState
from fog_desktop.services.establishments import find_establishment, list_establishments
from fog_desktop.services.obligations import obligations_for


def status_report(
    db: Database, as_of: date, establishment: str | None = None, *, every: bool = False
) -> dict[str, Any]:
    """The shape ``status --json`` prints: establishments with their obligations, those
    open and those met late of late, or with ``every`` all of them, met ones included,
    as they stand on ``as_of`` (``status --all``)."""
    chosen = [find_establishment(db, establishment)] if establishment else list_establishments(db)
    return {
        "as_of": as_of.isoformat(),
        "establishments": [
            {
                "name": est.name,
                "obligations": [
                    o.as_dict(as_of) for o in obligations_for(db, est.id, as_of, all_history=every)
                ],
            }
            for est in chosen
        ],
    }


def status_text(report: dict[str, Any]) -> str:
    """The report as lines for a person at a terminal, overdue items counted first."""
    lines = [f"As of {report['as_of']}"]
    if not report["establishments"]:
        lines.append("No establishment yet: open the window, or run 'fog-desktop demo'.")
    # One width for every line: "Before records began" (R9) would push its line aside.
    width = max(
        (len(o["state"]) for est in report["establishments"] for o in est["obligations"]),
        default=0,
    )
    for est in report["establishments"]:
        obligations = est["obligations"]
        overdue = sum(o["state"] == ObligationState.OVERDUE for o in obligations)
        soon = sum(o["state"] == ObligationState.DUE_SOON for o in obligations)
        # Listed only while not explained (R4): each one is still the manager's to write.
        missed = sum(o["state"] == ObligationState.MISSED for o in obligations)
        to_explain = f", {missed} missed to explain" if missed else ""
        lines += ["", f"{est['name']}: {overdue} overdue, {soon} due within 14 days{to_explain}"]
        for o in obligations:
            met = f" (met {o['met_on']})" if o["met_on"] else ""
            # A duty named by the profile (R4, "Quarterly training") is said by its name.
            kind = o.get("name", o["kind"])
            if "amount_owed" in o:
                met += f" ${o['amount_owed']} owed"
            state = f"{o['state']:<{width}}"
            lines.append(f"  {o['due']}  {state} {kind:<24} {o['subject']:<12} {o['rule']}{met}")
    return "\n".join(lines)
