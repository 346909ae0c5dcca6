"""What a service's check hands to records.py fits the record it changes (R6).

Each :class:`~fog_desktop.services.records.Values` is applied field by field onto its
record: a field that is not a column, or whose type is not the column's, would store
something the record can't hold or silently drop it. mypy checks each service against
its Values class; this checks each Values class against its table.
"""

from __future__ import annotations

import dataclasses
import importlib
import pkgutil
import typing
from typing import Any

from sqlalchemy import inspect, select

import fog_desktop.services
from fog_desktop.context import AppContext
from fog_desktop.services import records
from fog_desktop.services.devices import DeviceInput, amend_device, create_device
from fog_desktop.services.establishments import EstablishmentInput, create_establishment
from models import (
    AuditEntry,
    Device,
    Employee,
    Establishment,
    Incident,
    MaintenanceEntry,
    Manifest,
    Record,
    SignOff,
    TrainingSession,
)


def _all_values() -> list[type[records.Values[Any]]]:
    """Every Values class of every service module."""
    for module in pkgutil.iter_modules(fog_desktop.services.__path__):
        importlib.import_module(f"fog_desktop.services.{module.name}")
    found: list[type[records.Values[Any]]] = []
    pending = list(records.Values.__subclasses__())
    while pending:
        cls = pending.pop()
        found.append(cls)
        pending.extend(cls.__subclasses__())
    return found


def _model_of(cls: type[records.Values[Any]]) -> type[Record]:
    for base in cls.__orig_bases__:  # type: ignore[attr-defined]
        if typing.get_origin(base) is records.Values:
            model: type[Record] = typing.get_args(base)[0]
            return model
    raise AssertionError(f"{cls.__name__} does not say which record it is Values of")


def test_every_form_of_a_record_hands_over_its_values() -> None:
    models = {_model_of(cls) for cls in _all_values()}
    assert {
        Device,
        Employee,
        Establishment,
        Incident,
        MaintenanceEntry,
        Manifest,
        SignOff,
        TrainingSession,
    } <= models


def test_each_value_is_a_column_of_its_record_with_the_column_type() -> None:
    for cls in _all_values():
        model = _model_of(cls)
        assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen, cls  # type: ignore[attr-defined]
        columns = {c.key: c for c in inspect(model).columns}
        hints = typing.get_type_hints(cls)
        for field in dataclasses.fields(cls):
            assert field.name in columns, f"{cls.__name__}.{field.name} is no column of {model}"
            column = columns[field.name]
            allowed = {column.type.python_type} | ({type(None)} if column.nullable else set())
            given = set(typing.get_args(hints[field.name])) or {hints[field.name]}
            assert given <= allowed, f"{cls.__name__}.{field.name}: {given} is not {allowed}"


def test_an_amendment_that_changes_nothing_writes_no_entry(context: AppContext) -> None:
    """Saving a form unchanged is not an amendment: no version, no audit entry (R6)."""
    est = create_establishment(context.db, EstablishmentInput(name="Casa Test"), context.actor)
    data = DeviceInput(device_id="GI-1", capacity_gal="1000.00", design_depth_in="48")
    device = create_device(context.db, est.id, data, context.actor)
    unchanged = amend_device(context.db, device.id, DeviceInput.of(device), "Ana")
    assert (unchanged.version, unchanged.status_text) == (1, "Recorded")
    with context.db.read() as session:
        actions = session.scalars(select(AuditEntry.action).order_by(AuditEntry.id)).all()
    assert actions == ["create", "create"]
