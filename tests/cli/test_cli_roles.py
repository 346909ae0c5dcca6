"""PostgreSQL roles from the command line: the owner upgrades and grants, the
application works as its own role, and the owner is refused without --allow-owner (R6)."""

from __future__ import annotations

import pytest

from fog_desktop.__main__ import main
from fog_desktop.config import Paths

pytestmark = pytest.mark.postgres


def _run(capsys: pytest.CaptureFixture[str], paths: Paths, url: str, *argv: str) -> tuple[int, str]:
    code = main(["--data-dir", str(paths.data_dir), "--db", url, *argv])
    out, err = capsys.readouterr()
    return code, out + err


@pytest.mark.slow(
    "runs `fog-desktop demo` as the application's role: the role may write every kind"
)
def test_the_owner_sets_up_and_the_application_role_works(
    empty_postgres: tuple[str, str], paths: Paths, capsys: pytest.CaptureFixture[str]
) -> None:
    owner, app = empty_postgres
    code, said = _run(capsys, paths, app, "status")
    assert code == 2
    assert "may not change them" in said and "upgrade --grant" in said

    code, said = _run(capsys, paths, owner, "upgrade", "--grant", "fog_app_test")
    assert code == 0, said
    assert "'fog_app_test' may now read, add and amend records" in said

    assert _run(capsys, paths, app, "demo", "--as-of", "2026-12-02")[0] == 0
    code, said = _run(capsys, paths, app, "verify")
    assert (code, "OK" in said) == (0, True), said


def test_the_owner_is_refused_unless_allowed(
    empty_postgres: tuple[str, str], paths: Paths, capsys: pytest.CaptureFixture[str]
) -> None:
    owner, app = empty_postgres
    assert _run(capsys, paths, owner, "upgrade", "--grant", "fog_app_test")[0] == 0
    code, said = _run(capsys, paths, owner, "status")
    assert code == 2
    assert "owns the tables and could switch their guards off" in said
    assert "Traceback" not in said
    assert _run(capsys, paths, owner, "--allow-owner", "status")[0] == 0

    code, said = _run(capsys, paths, app, "upgrade")
    assert code == 1
    assert "does not own the tables" in said
