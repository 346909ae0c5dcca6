"""checklist: the self-inspection checklist, its corrective actions and the written
authorizations of additives (cli/checklist_authorizations.py) without a screen (R8c, R6).

A checklist is recorded whole: each item is OK unless named with --not-ok or
--not-applicable. A Not OK item is a corrective action due seven days later, met when
'checklist fix' records it fixed.
"""

from __future__ import annotations

import argparse
from dataclasses import asdict
from pathlib import Path
from typing import Any

from fog_desktop.cli import checklist_authorizations as authorizations
from fog_desktop.cli.arguments import ESTABLISHMENT, Actions, Field, Numbered, key
from fog_desktop.cli.arguments import parent as options
from fog_desktop.cli.common import (
    Change,
    fail,
    in_establishment,
    iso_date,
    listed,
    pick_establishment,
)
from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.options import EXIT_OK
from fog_desktop.reports.checklist_sheet import write_blank_checklist
from fog_desktop.rules.self_inspection import Answer
from fog_desktop.services import (
    checklist_intervals,
    corrective_actions,
    self_inspection,
)
from fog_desktop.services.corrective_actions import FixInput
from fog_desktop.services.establishments import EstablishmentRow
from fog_desktop.services.self_inspection import (
    ADDITIVES_ITEM,
    AnswerInput,
    ChecklistInput,
    answer_field,
    checklist_items,
)
from fog_desktop.services.self_inspection_rows import (
    AnswerRow,
    ChecklistRow,
    list_checklists,
)

CHECKLIST = options(
    Field("inspected_on", "--date", "the day it was walked", required=True, metavar="YYYY-MM-DD"),
    Field("inspected_by", "--by", "who walked it", required=True, metavar="NAME"),
    Field("notes", "--notes", "notes on the whole checklist", metavar="TEXT"),
    Field("not_ok", "--not-ok", "an item found Not OK, as 'ITEM: what is wrong'; repeat for "
          "each (a corrective action is due 7 days later)", metavar="ITEM", action="append",
          default=[]),
    Field("not_applicable", "--not-applicable", "an item that does not apply here, as 'ITEM' "
          "or 'ITEM: why'; repeat for each", metavar="ITEM", action="append", default=[]),
    Field("additive", "--additive", "an additive found in use in the drains: Not OK unless "
          "its written authorization is on file", metavar="NAME", default=""),
    Field("photos", "--photo", "a photo of an item, as 'ITEM=FILE'; repeat for each",
          metavar="ITEM=FILE", action="append", default=[]),
)  # fmt: skip

CHECKLIST_REFUSALS = {
    "inspected_on": "--date",
    "inspected_by": "--by",
    "answers": "--not-ok",
    "photos": "--photo",
    "file": "--photo",
    **{answer_field(i.name): f"item {i.name!r}" for i in checklist_items()},
}


def register(commands: Any) -> None:
    actions = Actions(
        commands,
        "checklist",
        "the self-inspection checklist, its corrective actions and the written "
        "authorizations of additives (R8c)",
        scope=(),
    )
    actions.action("items", "the checklist's items, by the name the options take", _items)
    actions.list(
        "the checklists, oldest first, each Not OK item with its fix", _list, ESTABLISHMENT
    )
    actions.action(
        "add",
        "record a checklist walked: every item OK unless named with --not-ok or --not-applicable",
        Change(in_establishment, _add, CHECKLIST_REFUSALS),
        ESTABLISHMENT,
        CHECKLIST,
    )
    actions.action(
        "sheet",
        "write the blank checklist (PDF) to walk the kitchen with a clipboard",
        _sheet,
        ESTABLISHMENT,
        options(
            Field(
                "out", "--out", "where to save it", required=True, metavar="FILE.pdf", parse=Path
            ),
            Field(
                "english_only",
                "--english-only",
                "print it in English only (by default each item is in English and Spanish)",
                metavar=None,
                action="store_true",
            ),
        ),
    )
    actions.void_numbered(
        "mark a checklist entered in error; its corrective actions no longer count",
        Numbered("checklist", "CHECKLIST_ID", "the checklist's number", "Checklist"),
        self_inspection.void_checklist,
    )
    _register_fixes(actions)
    _register_interval(actions)
    authorizations.register(actions)


def _register_fixes(actions: Actions) -> None:
    actions.action(
        "fix",
        "record a Not OK item fixed: its corrective action is met",
        Change(
            in_establishment,
            _fix,
            {
                "answer_id": "ANSWER_ID",
                "fixed_on": "--date",
                "what_was_done": "--what",
                "file": "--photo",
            },
        ),
        ESTABLISHMENT,
        key("answer", "ANSWER_ID", "the Not OK item's number (see 'checklist list')", parse=int),
        options(
            Field(
                "fixed_on", "--date", "the day it was fixed", required=True, metavar="YYYY-MM-DD"
            ),
            Field(
                "what_was_done", "--what", "what was done to fix it", required=True, metavar="TEXT"
            ),
            Field(
                "photos",
                "--photo",
                "a photo of the fix; repeat for each",
                metavar="FILE",
                action="append",
                default=[],
                parse=Path,
            ),
        ),
    )
    actions.void_numbered(
        "mark a fix entered in error: its corrective action is open again",
        Numbered("fix", "FIX_ID", "the fix's number (see 'checklist list')", "Fix"),
        corrective_actions.void_fix,
        name="void-fix",
    )


def _register_interval(actions: Actions) -> None:
    actions.action(
        "interval",
        "show how often the checklist is walked, or set it (weekly to quarterly; monthly "
        "unless set) from a date on, or from the records' beginning",
        _interval,
        ESTABLISHMENT,
        options(
            Field(
                "every", "--every", "e.g. '1 month', '2 weeks' or '3 months'", metavar="INTERVAL"
            ),
            Field(
                "applies_from",
                "--from",
                "the day the interval holds from; the checklists walked before it keep "
                "theirs (default: from the records' beginning)",
                metavar="YYYY-MM-DD",
                parse=iso_date,
            ),
        ),
    )


def _sheet(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    try:
        path = write_blank_checklist(context.db, est.id, args.out, bilingual=not args.english_only)
    except OSError as exc:
        return fail(f"the checklist can't be saved to {args.out}: {exc.strerror or exc}")
    print(f"Wrote the blank checklist of {est.name!r} to {path}.")
    return EXIT_OK


def _items(_context: AppContext, _args: argparse.Namespace) -> int:
    for item in checklist_items():
        print(f"{item.name:<18} {item.english}")
    return EXIT_OK


def _answer_text(answer: AnswerRow) -> str:
    said = f"  {answer.note}" if answer.note else ""
    additive = f"  (additive in use: {answer.additive})" if answer.additive else ""
    line = f"  answer {answer.id:<5} {answer.item:<18} {answer.answer}{additive}{said}"
    if answer.fix_due is None:
        return line
    if answer.fix is None:
        return f"{line}\n    corrective action due {answer.fix_due}: not fixed yet"
    return (
        f"{line}\n    fix {answer.fix.id}: fixed {answer.fix.fixed_on} "
        f"(due {answer.fix_due}): {answer.fix.what_was_done}"
    )


def _checklist_text(row: ChecklistRow) -> str:
    head = (
        f"Checklist {row.id}: {row.inspected_on} by {row.inspected_by}, "
        f"{len(row.not_ok)} Not OK  {row.status_text}"
    )
    shown = [a for a in row.answers if a.answer != Answer.OK]
    return "\n".join([head, *map(_answer_text, shown)])


def _list(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    return listed(args, list_checklists(context.db, est.id), asdict, _checklist_text)


def _named(typed: str) -> tuple[str, str]:
    """'ITEM: note' as (item, note)."""
    item, _, note = typed.partition(":")
    return item.strip(), note.strip()


def _photos(typed: list[str], names: list[str]) -> dict[str, tuple[Path, ...]]:
    """'ITEM=FILE' pairs by item; a pair without '=' or of an item not on the list is
    refused, rather than the photo silently left out."""
    found: dict[str, tuple[Path, ...]] = {}
    for pair in typed:
        item, equals, path = (part.strip() for part in pair.partition("="))
        if not equals or not path or item not in names:
            raise ValidationError.single(
                "photos",
                f"{pair!r} is not ITEM=FILE with an item of the checklist "
                "(see 'fog-desktop checklist items').",
            )
        found[item] = (*found.get(item, ()), Path(path))
    return found


def _answered_once(not_ok: list[str], not_applicable: list[str]) -> None:
    """An item named twice would keep one answer and drop the other without a word."""
    named = [item for item, _note in map(_named, not_ok + not_applicable)]
    twice = sorted({item for item in named if named.count(item) > 1})
    if twice:
        raise ValidationError.single(
            "answers",
            f"{', '.join(twice)} named more than once: answer each item once, "
            "Not OK or not applicable.",
        )


def checklist_input(args: argparse.Namespace) -> ChecklistInput:
    """The checklist the options give: every item OK but those named otherwise."""
    _answered_once(args.not_ok, args.not_applicable)
    marked = {
        **{item: (Answer.NOT_OK, note) for item, note in map(_named, args.not_ok)},
        **{item: (Answer.NOT_APPLICABLE, note) for item, note in map(_named, args.not_applicable)},
    }
    names = [i.name for i in checklist_items()]
    photos = _photos(args.photos, names)
    answers = [
        AnswerInput(
            name,
            marked.get(name, (Answer.OK, ""))[0].value,
            marked.get(name, (Answer.OK, ""))[1],
            args.additive if name == ADDITIVES_ITEM else "",
            photos.get(name, ()),
        )
        for name in names
    ]
    # An item mistyped is refused by name rather than silently answered OK.
    answers += [AnswerInput(item, answer.value, note) for item, (answer, note) in marked.items()
                if item not in names]  # fmt: skip
    return ChecklistInput(args.inspected_on, args.inspected_by, args.notes or "", tuple(answers))


def _add(context: AppContext, est: EstablishmentRow, args: argparse.Namespace) -> str:
    checklist_id = self_inspection.record_checklist(
        context.db, est.id, checklist_input(args), context.actor, today=context.today()
    )
    (row,) = [r for r in list_checklists(context.db, est.id) if r.id == checklist_id]
    due = "".join(
        f"\n  {a.item}: Not OK, fix by {a.fix_due} (checklist fix {a.id} ...)" for a in row.not_ok
    )
    return (
        f"Recorded checklist {checklist_id} of {row.inspected_on}, {len(row.not_ok)} Not OK.{due}"
    )


def _fix(context: AppContext, est: EstablishmentRow, args: argparse.Namespace) -> str:
    data = FixInput(args.answer, args.fixed_on, args.what_was_done)
    fix_id = corrective_actions.record_fix(
        context.db, est.id, data, context.actor, photos=args.photos, today=context.today()
    )
    return f"Recorded fix {fix_id}: the corrective action of answer {args.answer} is met."


def _interval(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    if args.applies_from is not None and not args.every:
        return fail("--from: give the interval (--every) that holds from that day.")
    if args.every:
        checklist_intervals.set_checklist_interval(
            context.db, est.id, args.every, context.actor, applies_from=args.applies_from
        )
    chosen = checklist_intervals.checklist_intervals(context.db, est.id)
    print(f"The checklist of {est.name!r} is walked {chosen.latest.plain} (R8c).")
    if chosen.changes:
        print(f"  from the records' beginning: {chosen.base.plain}")
    for change in chosen.changes:
        print(f"  from {change.start}: {change.interval.plain}")
    return EXIT_OK
