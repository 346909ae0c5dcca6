"""A form's text: filled in from a stored record, and checked field by field.

A form is checked to the end, not to its first refusal: the user sees every problem at
once, each beside its field, and corrects them in one go.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import Field, fields
from datetime import date, time
from decimal import Decimal
from typing import TYPE_CHECKING, Any, ClassVar, Generic, ParamSpec, Self, TypeVar

from fog_desktop.errors import Problem, ValidationError
from fog_desktop.parse import day_text, parse_date
from fog_desktop.words import shown

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

P = ParamSpec("P")
T = TypeVar("T")
F = TypeVar("F", bound="DataclassInstance")
#: What a form is filled in from: the stored record, or the row the services list.
Stored_contra = TypeVar("Stored_contra", contravariant=True)


class Problems:
    """The problems found so far in one form; :meth:`check` refuses it if there are any."""

    def __init__(self) -> None:
        self._found: list[Problem] = []

    def parse(self, parse: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> T | None:
        """What ``parse`` makes of a field, or None with its refusal kept."""
        try:
            return parse(*args, **kwargs)
        except ValidationError as exc:
            self._found.extend(exc.problems)
            return None

    def add(self, field: str, message: str) -> None:
        self._found.append(Problem(field, message))

    def required_text(self, typed: str, field: str, missing: str) -> str:
        """The text typed at ``field``, trimmed; ``missing`` kept there when it is empty."""
        text = typed.strip()
        if not text:
            self.add(field, missing)
        return text

    def required_date(self, typed: str, field: str, label: str, missing: str) -> date | None:
        """The date typed at ``field``, or None with its refusal kept: ``missing`` when
        nothing is typed."""
        day = self.parse(parse_date, typed, field, label)
        if day is None and not self.about(field):
            self.add(field, missing)
        return day

    def not_after(self, field: str, day: date | None, today: date, refusal: str) -> bool:
        """False, with ``refusal`` kept at ``field`` showing the day where it says {day},
        when ``day`` comes after ``today``: what is recorded has been done."""
        if day is not None and day > today:
            self.add(field, refusal.format(day=day_text(day)))
            return False
        return True

    def one_of(self, field: str, value: str, choices: Collection[str], refusal: str) -> None:
        """Refuse ``value`` at ``field`` unless it is one of ``choices``: ``refusal`` names
        them, as the user reads them, where it says {choices}."""
        if value not in choices:
            self.add(field, refusal.format(choices=", ".join(map(shown, choices))))

    def about(self, field: str) -> bool:
        """True when ``field`` is refused already: a second message there would only
        repeat the first in other words."""
        return any(p.field == field for p in self._found)

    def __bool__(self) -> bool:
        return bool(self._found)

    def check(self) -> None:
        """Refuse the form with every problem found, or return when there is none."""
        if self._found:
            raise ValidationError(self._found)


def text_of(value: object) -> str:
    """A stored value as a form shows it: a date YYYY-MM-DD, a time HH:MM, a number in
    plain digits, nothing as ""."""
    if value is None:
        return ""
    if isinstance(value, time):
        return value.strftime("%H:%M")
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, Decimal):
        return format(value, "f")
    return str(value)


def form_of(form: type[F], record: object, **elsewhere: object) -> F:
    """The form ``form`` filled in from a stored record, each field the text of the column
    of its name; ``elsewhere`` gives the others (a Device ID kept in another table)."""
    return form(
        **{
            f.name: elsewhere[f.name] if f.name in elsewhere else text_of(getattr(record, f.name))
            for f in fields(form)
        }
    )


class AsTyped(Generic[Stored_contra]):
    """A record as typed, a dataclass of text fields ("" when not given) that the
    services parse and check; :meth:`of` fills one in from what is stored."""

    if TYPE_CHECKING:
        # Each form is a dataclass, as form_of needs.
        __dataclass_fields__: ClassVar[dict[str, Field[Any]]]

    @classmethod
    def of(cls, stored: Stored_contra) -> Self:
        """The record as typed, from its row or the stored record: the base of an
        amendment."""
        return form_of(cls, stored)
