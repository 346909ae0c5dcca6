"""The phone photos' inbox: photos kept before their record exists, filed later (issue 36 §1)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from sqlalchemy import func, select

from fog_desktop.audit import verify
from fog_desktop.context import AppContext
from fog_desktop.errors import NotFound, ValidationError
from fog_desktop.services.attachments import Owner, list_attachments, void_attachment
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.establishments import list_establishments
from fog_desktop.services.inbox import (
    KINDS,
    count_waiting,
    file_photo,
    list_inbox,
    recent_records,
    store_photos,
)
from fog_desktop.services.manifests import ManifestInput, create_manifest
from models import AttachmentContent, AuditEntry, Manifest

TODAY = date(2026, 12, 2)


def _manifest(context: AppContext, est_id: int, number: str, day: str) -> int:
    data = ManifestInput(
        manifest_no=number,
        manifest_date=day,
        hauler="SoCal Grease Haulers",
        gallons="1000",
        device_id="GI-1",
    )
    return create_manifest(context.db, est_id, data, context.actor, today=TODAY).id


def _photos(tmp_path: Path, *titles: str) -> list[Path]:
    paths = []
    for title in titles:
        path = tmp_path / f"2026-12-02 07.15.00 {title}.png"
        path.write_bytes(scan_png(title))
        paths.append(path)
    return paths


def test_photos_are_kept_at_once_once_each_and_audited(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    first, second = _photos(tmp_path, "manifest", "receipt")
    assert store_photos(context.db, est_id, [first, second], context.actor) == 2
    # The phone sent the manifest again: it waits once.
    assert store_photos(context.db, est_id, [first], context.actor) == 0
    waiting = list_inbox(context.db, est_id)
    assert [p.original_name for p in waiting] == [second.name, first.name]
    assert count_waiting(context.db, est_id) == 2
    with context.db.read() as session:
        labels = session.scalars(select(AuditEntry.record_label).order_by(AuditEntry.id)).all()
        assert f"Attachment {first.name} of inbox:{est_id}" in labels
        assert verify(session).ok


def test_a_photo_filed_with_a_manifest_leaves_the_inbox_in_one_step(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    older = _manifest(context, est_id, "SGH-099", "2026-10-01")
    newer = _manifest(context, est_id, "SGH-100", "2026-11-10")
    assert [c.id for c in recent_records(context.db, est_id, "manifest")] == [newer, older]
    (photo,) = _photos(tmp_path, "manifest")
    store_photos(context.db, est_id, [photo], context.actor)
    (waiting,) = list_inbox(context.db, est_id)

    file_photo(context.db, waiting.id, "manifest", newer, context.actor)

    assert list_inbox(context.db, est_id) == []
    (filed,) = list_attachments(context.db, Owner(est_id, Manifest.__tablename__, newer))
    assert (filed.original_name, filed.sha256) == (photo.name, waiting.sha256)
    with context.db.read() as session:
        # The same content, not a copy of its bytes.
        assert session.scalar(select(func.count()).select_from(AttachmentContent)) == 1
        void = session.scalars(
            select(AuditEntry).where(AuditEntry.action == "void").order_by(AuditEntry.id)
        ).all()
        assert [v.reason for v in void] == [
            f"filed with manifest {newer} (2026-11-10 SGH-100 · SoCal Grease Haulers)"
        ]
        assert verify(session).ok


def test_a_photo_filed_or_voided_is_not_filed_again(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    manifest = _manifest(context, est_id, "SGH-100", "2026-11-10")
    filed, voided = _photos(tmp_path, "manifest", "thumb")
    store_photos(context.db, est_id, [filed, voided], context.actor)
    thumb, first = list_inbox(context.db, est_id)
    file_photo(context.db, first.id, "manifest", manifest, context.actor)
    void_attachment(context.db, thumb.id, "A photo of a thumb", context.actor)
    with pytest.raises(ValidationError, match="not waiting in the inbox: filed with manifest"):
        file_photo(context.db, first.id, "manifest", manifest, context.actor)
    with pytest.raises(ValidationError, match="A photo of a thumb"):
        file_photo(context.db, thumb.id, "manifest", manifest, context.actor)
    owner = Owner(est_id, Manifest.__tablename__, manifest)
    assert len(list_attachments(context.db, owner)) == 1


def test_a_photo_is_filed_only_with_a_record_in_use_of_a_kind_with_photos(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    manifest = _manifest(context, est_id, "SGH-100", "2026-11-10")
    store_photos(context.db, est_id, _photos(tmp_path, "manifest"), context.actor)
    (waiting,) = list_inbox(context.db, est_id)
    with pytest.raises(ValidationError, match="There is no kind device; the kinds are: manifest"):
        file_photo(context.db, waiting.id, "device", 1, context.actor)
    with pytest.raises(NotFound, match="There is no incident 1 in use here"):
        file_photo(context.db, waiting.id, "incident", 1, context.actor)
    with pytest.raises(NotFound, match=f"There is no photo {manifest + 99} in the inbox"):
        file_photo(context.db, manifest + 99, "manifest", manifest, context.actor)
    assert count_waiting(context.db, est_id) == 1


def test_every_kind_offers_the_demo_s_records_the_most_recent_first(
    demo_context: AppContext,
) -> None:
    est_id = list_establishments(demo_context.db)[0].id
    for kind in KINDS:
        choices = recent_records(demo_context.db, est_id, kind.key)
        assert choices, kind.key
        days = [c.day for c in choices]
        assert days == sorted(days, reverse=True), kind.key
        assert all(c.words for c in choices), kind.key
