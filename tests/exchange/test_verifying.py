"""The packet's verification, made in a second process while the sheets are written
(issue 16 §2): it finds what the verification in this process finds, and the cover never
goes without it when no second process can run. A short chain is verified in this
process, which costs less than starting one."""

from __future__ import annotations

import multiprocessing
import os
from pathlib import Path
from typing import Any, NoReturn

import pytest
from sqlalchemy import text

from fog_desktop.context import AppContext
from fog_desktop.exchange import verifying
from fog_desktop.exchange.verifying import verification, verifying_beside
from fog_desktop.exchange.workbook import export_workbook
from tests.conftest import Outside
from tests.exchange.test_exchange import WINDOW, cover_form


def _tamper(context: AppContext, est_id: int, outside: Outside) -> None:
    """Another tool rewrites the establishment's entries to name someone else."""
    with outside(context) as connection:
        connection.execute(
            text("UPDATE audit_entries SET actor = 'Mallory' WHERE establishment_id = :e"),
            {"e": est_id},
        )


@pytest.fixture
def second_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every chain verified beside, however short: the tests' chains are a few entries."""
    monkeypatch.setattr(verifying, "IN_THIS_PROCESS_UP_TO", 0)


@pytest.fixture
def tampered(context: AppContext, est_id: int, outside: Outside) -> int:
    """Casa Test, tampered with."""
    _tamper(context, est_id, outside)
    return est_id


@pytest.mark.usefixtures("second_process")
def test_the_second_process_finds_what_this_one_finds(context: AppContext, tampered: int) -> None:
    with verifying_beside(context.db, tampered) as verified:
        assert multiprocessing.active_children(), "the verification runs in a process of its own"
        report = verified()

    assert not report.ok
    assert report == verification(context.db, tampered)


def test_a_short_chain_is_verified_in_this_process_without_starting_one(
    context: AppContext, tampered: int
) -> None:
    earlier = {child.pid for child in multiprocessing.active_children()}
    with verifying_beside(context.db, tampered) as verified:
        report = verified()
        started = {child.pid for child in multiprocessing.active_children()} - earlier

    assert not started, "no process of its own for a chain of a few entries"
    assert not report.ok
    assert report == verification(context.db, tampered)


@pytest.mark.usefixtures("second_process")
def test_the_cover_of_an_export_says_what_the_second_process_found(
    context: AppContext, est_id: int, outside: Outside, tmp_path: Path
) -> None:
    before = tmp_path / "before.xlsx"
    export_workbook(context.db, est_id, before, WINDOW)
    _tamper(context, est_id, outside)
    after = tmp_path / "after.xlsx"
    export_workbook(context.db, est_id, after, WINDOW)

    assert cover_form(before)["Audit trail"][0].startswith("verified")
    assert cover_form(after)["Audit trail"][0].startswith("PROBLEMS: 2")


class _NoProcesses:
    """A PC where no process may be started."""

    def __init__(self, **_: Any) -> None:
        raise OSError("Access is denied")


def _die(*_: object) -> NoReturn:
    os._exit(3)  # as a process killed, or one the build could not start, ends


@pytest.mark.usefixtures("second_process")
@pytest.mark.parametrize(
    ("what", "value"), [("ProcessPoolExecutor", _NoProcesses), ("_verification_at", _die)]
)
def test_without_a_second_process_the_verification_is_made_in_this_one(
    context: AppContext, tampered: int, monkeypatch: pytest.MonkeyPatch, what: str, value: object
) -> None:
    monkeypatch.setattr(verifying, what, value)

    with verifying_beside(context.db, tampered) as verified:
        report = verified()

    assert not report.ok
    assert report == verification(context.db, tampered)
