"""A save on PostgreSQL that waits for a lock another session holds (issue 33 §7): the
command line gives up after its timeout in one sentence that names what it waited for,
and nothing is stored. The window's side is tests/ui/test_lock_wait_window.py."""

from __future__ import annotations

import pytest

from fog_desktop.context import AppContext
from fog_desktop.database import lock_wait
from fog_desktop.database.engine import PG_WRITE_LOCK_KEY
from fog_desktop.services.establishments import list_establishments
from tests.conftest import OTHER_PC, Cli, Holding

pytestmark = pytest.mark.postgres


@pytest.fixture
def db_url(postgres_url: str) -> str:
    """Only PostgreSQL: SQLite's busy timeout already gives up on its own."""
    return postgres_url


def names(context: AppContext) -> list[str]:
    return [row.name for row in list_establishments(context.db)]


def test_a_command_gives_up_on_another_pcs_save_naming_it(
    uno_cli: Cli, context: AppContext, holding: Holding, quick_lock_waits: float
) -> None:
    with holding(OTHER_PC, f"SELECT pg_advisory_xact_lock({PG_WRITE_LOCK_KEY})"):
        code, out, err = uno_cli("establishment", "add", "--name", "Dos")
    assert code == 2 and out == ""
    assert err.strip().splitlines() == [
        "fog-desktop: Gave up after waiting 1.5 seconds for another save to finish "
        f"({OTHER_PC} is saving); try again later. Nothing was stored."
    ]
    assert names(context) == ["Uno"]


def test_a_command_names_the_holder_it_saw_though_its_last_look_came_too_late(
    uno_cli: Cli,
    holding: Holding,
    quick_lock_waits: float,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """On a busy machine the watch may look again just after the server gave up, when
    the command waits for nothing any more: the holder it saw is still the one named."""
    looks: list[lock_wait.Blocker | None] = []
    first_look = lock_wait._Watch._who_blocks

    def then_too_late(watch: lock_wait._Watch) -> lock_wait.Blocker | None:
        looks.append(None if looks and looks[0] is not None else first_look(watch))
        return looks[-1]

    monkeypatch.setattr(lock_wait._Watch, "_who_blocks", then_too_late)
    with holding(OTHER_PC, f"SELECT pg_advisory_xact_lock({PG_WRITE_LOCK_KEY})"):
        code, _out, err = uno_cli("establishment", "add", "--name", "Dos")
    assert code == 2 and len(looks) > 1
    assert f"for another save to finish ({OTHER_PC} is saving)" in err


def test_a_command_gives_up_on_a_locked_table_naming_it(
    uno_cli: Cli, context: AppContext, holding: Holding, quick_lock_waits: float
) -> None:
    locked = "LOCK TABLE establishments IN ACCESS EXCLUSIVE MODE"
    with holding("nightly cleanup", locked):
        code, _out, err = uno_cli("establishment", "add", "--name", "Dos")
    assert code == 2
    assert err.strip().splitlines() == [
        "fog-desktop: Gave up after waiting 1.5 seconds for the table establishments, "
        "which nightly cleanup has locked; try again later. Nothing was stored."
    ]
    assert names(context) == ["Uno"]


def test_a_command_gives_up_after_the_seconds_the_variable_sets(
    uno_cli: Cli, context: AppContext, holding: Holding, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A scheduled task may wait longer or less: the variable sets it, as the drill does."""
    monkeypatch.setenv(lock_wait.LOCK_TIMEOUT_ENV, "0.2")
    with holding(OTHER_PC, f"SELECT pg_advisory_xact_lock({PG_WRITE_LOCK_KEY})"):
        code, _out, err = uno_cli("establishment", "add", "--name", "Dos")
    assert code == 2
    assert err.startswith("fog-desktop: Gave up after waiting 0.2 seconds for ")
    assert names(context) == ["Uno"]


@pytest.mark.parametrize("given", ["soon", "0", "-5", "nan", "1e9"])
def test_a_lock_timeout_that_is_no_number_of_seconds_is_refused(
    uno_cli: Cli, monkeypatch: pytest.MonkeyPatch, given: str
) -> None:
    monkeypatch.setenv(lock_wait.LOCK_TIMEOUT_ENV, given)
    code, _out, err = uno_cli("status")
    assert code == 1
    assert err == (
        "fog-desktop: $FOG_DESKTOP_LOCK_TIMEOUT must be a number of seconds above 0 and at "
        f"most 86400, not {given!r}\n"
    )
