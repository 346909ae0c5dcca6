"""Errors the user is meant to read: each says what is wrong and what to do."""

from __future__ import annotations

from dataclasses import dataclass


class FogError(Exception):
    """An error with a message written for a restaurant manager, never a traceback."""


class DatabaseUnavailable(FogError):
    """The database can't be reached or opened."""


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
