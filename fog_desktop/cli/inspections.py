"""inspection: the city's inspections without a screen, their result, findings, report
and the levels the inspector measured (rules.md R8e, R1).

An inspection is named by its Inspection ID (INSP-2026-001). Nothing is deleted: one
entered in error is voided with a reason and stays in the records.
"""

from __future__ import annotations

import argparse
from dataclasses import asdict
from typing import Any

from fog_desktop.cli.arguments import Actions, Field, Named, Table, attached, parent
from fog_desktop.cli.common import listed_in, one_of
from fog_desktop.context import AppContext
from fog_desktop.services import inspections
from fog_desktop.services.establishments import EstablishmentRow
from fog_desktop.services.inspections import InspectionInput, InspectionRow, LevelInput
from models import INSPECTION_RESULTS

INSPECTION = Table(
    InspectionInput,
    Field("inspected_on", "--date", "YYYY-MM-DD of the inspection (default today)"),
    Field("inspector", "--inspector", "the inspector's name, as on the report", required=True),
    Field(
        "result",
        "--result",
        f"the result, one of: {', '.join(INSPECTION_RESULTS)}",
        required=True,
        metavar=None,
        choices=INSPECTION_RESULTS,
    ),
    Field("findings", "--findings", "what the inspector found (required when not in compliance)"),
)


def _level(text: str) -> LevelInput:
    """``GI-1=4.5,8`` as the FOG and solids depths, in inches, of interceptor GI-1."""
    device_id, equals, depths = text.partition("=")
    fog, comma, solids = depths.partition(",")
    if not equals or not comma or not device_id.strip():
        raise argparse.ArgumentTypeError(
            f"{text!r} is not DEVICE_ID=FOG,SOLIDS, e.g. GI-1=4.5,8 (inches)"
        )
    return LevelInput(device_id.strip(), fog.strip(), solids.strip())


READINGS = parent(
    Field(
        "levels",
        "--reading",
        "a level the inspector measured, DEVICE_ID=FOG,SOLIDS in inches, e.g. GI-1=4.5,8: "
        "kept in the maintenance log as the city's reading (R1); may be repeated",
        metavar="DEVICE_ID=FOG,SOLIDS",
        parse=_level,
        action="append",
        default=[],
    )
)
REPORT = attached("the inspector's report")


def _find_inspection(context: AppContext, est_id: int, wanted: str) -> InspectionRow:
    rows = [r for r in inspections.list_inspections(context.db, est_id) if not r.is_void]
    known = ", ".join(r.inspection_no for r in rows) or "none yet"
    return one_of(
        rows,
        lambda r: r.inspection_no == wanted.strip().upper(),
        f"There is no city inspection {wanted} in use (known: {known}).",
    )


INSPECTION_ID = Named(
    "inspection",
    "INSPECTION_ID",
    _find_inspection,
    lambda _est, r: f"City inspection {r.inspection_no}",
)


def register(commands: Any) -> None:
    actions = Actions(commands, "inspection", "the city's inspections: result and findings (R8e)")
    actions.list("the inspections, newest first, void ones included", _list_inspections)
    actions.add(
        "record an inspection, its report attached and the levels measured",
        _add_inspection,
        INSPECTION,
        REPORT,
        READINGS,
    )
    amended = INSPECTION.amends(
        InspectionInput.of,
        inspections.amend_inspection,
        lambda row: f"Amended city inspection {row.inspection_no}.",
    )
    actions.amend("correct an inspection", amended, INSPECTION_ID, INSPECTION)
    actions.void_named(
        "mark an inspection entered in error; it stays in the records",
        INSPECTION_ID,
        inspections.void_inspection,
    )


def _list_inspections(context: AppContext, args: argparse.Namespace) -> int:
    rows_of = inspections.list_inspections
    return listed_in(context, args, rows_of, asdict, _inspection_line, records="city inspections")


def _inspection_line(r: InspectionRow) -> str:
    return (
        f"{r.inspection_no}  {r.inspected_on}  {r.inspector:<20}  {r.result:<19}  "
        f"{r.findings}  {r.status_text}"
    )


def _add_inspection(context: AppContext, est: EstablishmentRow, args: argparse.Namespace) -> str:
    data = INSPECTION.read(args)
    data.inspected_on = data.inspected_on or context.today().isoformat()
    data.levels = tuple(args.levels)
    record = inspections.record_inspection(
        context.db, est.id, data, context.actor, today=context.today(), files=args.attach
    )
    return "\n".join(
        [
            f"Recorded city inspection {record.inspection_no} of {record.inspected_on}: "
            f"{record.result}.",
            *(
                f"Logged the city's reading of {level.device_id}: FOG {level.fog_depth_in} in, "
                f"solids {level.solids_depth_in} in."
                for level in data.levels
            ),
            *(f"Attached {path.name}." for path in args.attach),
        ]
    )
