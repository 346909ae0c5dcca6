"""A capture server on 127.0.0.1 with a clock the test moves, and what it handed over."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

import pytest

from fog_desktop.phone_capture.photos import Photo
from fog_desktop.phone_capture.server import CaptureServer


@dataclass
class Clock:
    now: datetime = datetime(2026, 12, 6, 14, 30, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def move(self, by: timedelta) -> None:
        self.now += by


@dataclass
class Received:
    photos: list[Photo] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def __call__(self, photo: Photo) -> None:
        with self.lock:
            self.photos.append(photo)


@dataclass
class Capture:
    server: CaptureServer
    clock: Clock
    received: Received


@pytest.fixture
def capture() -> Iterator[Capture]:
    clock, received = Clock(), Received()
    # A short timeout: the slow client's test waits for the server to drop it.
    server = CaptureServer("127.0.0.1", received, clock=clock, timeout=1.0)
    yield Capture(server, clock, received)
    server.close()
