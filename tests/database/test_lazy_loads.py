"""Relationships never load on their own (issue 13 §2): a read that forgot to load what
it shows fails in the tests, instead of querying once per row on a user's desk or
failing there once its session is closed."""

from __future__ import annotations

from datetime import date

import pytest
from sqlalchemy import select
from sqlalchemy.exc import InvalidRequestError
from sqlalchemy.orm import joinedload

from fog_desktop.context import AppContext
from fog_desktop.services.maintenance import MaintenanceInput, create_entry
from models import Base, MaintenanceEntry


def test_a_relationship_read_without_loading_it_raises(context: AppContext, est_id: int) -> None:
    reading = MaintenanceInput(
        service_date="2026-06-01",
        device_id="GI-1",
        service="Measurement",
        fog_depth_in="4",
        solids_depth_in="3",
    )
    create_entry(context.db, est_id, reading, context.actor, today=date(2026, 6, 2))

    with context.db.read() as session:
        entry = session.scalars(select(MaintenanceEntry)).one()
        with pytest.raises(InvalidRequestError, match=r"MaintenanceEntry\.device"):
            _ = entry.device
    with context.db.read() as session:
        query = select(MaintenanceEntry).options(joinedload(MaintenanceEntry.device))
        assert session.scalars(query).one().device.device_id == "GI-1"


def test_every_relationship_raises_rather_than_loading_lazily() -> None:
    lazy = {
        f"{mapper.class_.__name__}.{relationship.key}": relationship.lazy
        for mapper in Base.registry.mappers
        for relationship in mapper.relationships
    }
    assert lazy
    assert {name: how for name, how in lazy.items() if how != "raise_on_sql"} == {}
