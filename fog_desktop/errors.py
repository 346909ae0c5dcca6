"""Errors the user is meant to read: each says what is wrong and what to do."""

from __future__ import annotations

from dataclasses import dataclass


class FogError(Exception):
    """An error with a message written for a restaurant manager, never a traceback."""


class DatabaseUnavailable(FogError):
    """The database can't be reached or opened."""


class StorageUnusable(DatabaseUnavailable):
    """The disk, the file or the server can't take the change just now: not a bug, and
    not bad input. A unit of work is all or nothing, so nothing of it was stored."""


class DiskFull(StorageUnusable):
    """No space left, on this PC's disk or on the database server's."""


class ReadOnly(StorageUnusable):
    """The database file, its folder or the disk is read-only, or FOG Desktop is not
    allowed to write there."""


class StorageBusy(StorageUnusable):
    """Another save held the database's write lock longer than FOG Desktop waits."""


class FileDamaged(StorageUnusable):
    """The database file is damaged: a backup is to be restored (R7)."""


class ServerGone(StorageUnusable):
    """The PostgreSQL server stopped, or the network to it is down."""


class SaveCancelled(FogError):
    """The user stopped a save that waited for a lock another session holds; nothing
    was stored (fog_desktop.database.lock_wait)."""


class SchemaTooNew(FogError):
    """The database was written by a newer FOG Desktop; it is left untouched."""


class NotFound(FogError):
    """A named establishment, device or file does not exist."""


@dataclass(frozen=True)
class Problem:
    """One refusal of bad input: the field it belongs to and why."""

    field: str
    message: str


class ValidationError(FogError):
    """Input refused; nothing was stored. ``problems`` name each field and why."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        super().__init__("; ".join(p.message for p in problems))

    def for_field(self, field: str) -> str | None:
        return next((p.message for p in self.problems if p.field == field), None)

    @classmethod
    def single(cls, field: str, message: str) -> ValidationError:
        return cls([Problem(field, message)])
