"""verify and the packet read one snapshot: another PC saving meanwhile never looks like
tampering (R6, R7; issue 11 §1).

Under READ COMMITTED each query saw the database as it was when that query began, so a
record saved between reading the audit trail and reading the records had "no audit
entry" and was printed as such on an inspector's packet cover.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import func, select

from fog_desktop.audit import verify
from fog_desktop.context import AppContext
from fog_desktop.exchange.verifying import verification
from fog_desktop.services.devices import DeviceInput
from fog_desktop.services.establishments import EstablishmentInput
from fog_desktop.services.setup import set_up_establishment
from models import AuditEntry

pytestmark = pytest.mark.postgres

RUNS = 50

#: Another PC: saves devices until told to stop (or a bound is reached).
WRITER = """
import sys
from pathlib import Path
from fog_desktop.database import Database
from fog_desktop.services.devices import DeviceInput, create_device

url, est_id, name, stop = sys.argv[1], int(sys.argv[2]), sys.argv[3], Path(sys.argv[4])
db = Database(url)
for n in range(5000):
    if stop.exists():
        break
    data = DeviceInput(device_id=f"{name}-{n}", capacity_gal="50", design_depth_in="12")
    create_device(db, est_id, data, "Other PC")
    if n == 0:
        print("saving", flush=True)
db.dispose()
"""


def _entries(context: AppContext) -> int:
    with context.db.read() as session:
        return session.scalar(select(func.count()).select_from(AuditEntry)) or 0


@pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)
@pytest.mark.slow("three other processes save while verify and a packet export run")
def test_verify_and_the_packet_raise_no_alarm_while_other_pcs_save(
    context: AppContext, tmp_path: Path
) -> None:
    est = set_up_establishment(
        context.db,
        EstablishmentInput(
            name="Casa", city_spill_phone="626-555-0111", health_dept_phone="626-555-0199"
        ),
        [DeviceInput(device_id="GI-1", capacity_gal="750", design_depth_in="40")],
        context.actor,
    )
    stop = tmp_path / "stop"
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, context.db.url, str(est.id), name, str(stop)],
            stdout=subprocess.PIPE,
            text=True,
        )
        for name in ("A", "B")
    ]
    try:
        for writer in writers:
            assert writer.stdout is not None
            assert writer.stdout.readline().strip() == "saving"
        before = _entries(context)
        alarms = []
        for _ in range(RUNS):
            with context.db.read() as session:
                alarms += verify(session).problems
            alarms += verification(context.db, est.id).problems
        during = _entries(context) - before
    finally:
        stop.touch()
        for writer in writers:
            writer.communicate(timeout=120)
    assert alarms == []
    assert during > 0, "the other PCs saved while verify ran"
    assert all(w.returncode == 0 for w in writers)
