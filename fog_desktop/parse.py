"""Turning what a user typed (or a spreadsheet cell held) into values, or a clear refusal.

Each value is made canonical here, before it is stored and hashed, so that what SQLite or
PostgreSQL reads back is exactly what the audit trail hashed (rules.md R1, R6).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from datetime import date, datetime, time
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from fog_desktop.errors import Problem, ValidationError
from fog_desktop.i18n import translate

if TYPE_CHECKING:
    from sqlalchemy.orm import QueryableAttribute

#: How the command line asks for a date (the window's fields show the user's format).
DATE_HINT = "Enter the date as YYYY-MM-DD, for example 2026-03-15."
#: Records of a restaurant's FOG program fall well inside these years; a date outside
#: them is a typing slip, and date arithmetic on it (a due date, a two-year window)
#: could leave the calendar.
FIRST_DATE = date(1900, 1, 1)
LAST_DATE = date(2100, 12, 31)

#: A control character a text may not hold: all but the tab and the line breaks. A
#: spreadsheet can't hold one (the export would fail), nor can a printed page show it.
CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
#: The ones a spreadsheet refuses (XML 1.0), shown by their code point.
_UNWRITABLE = re.compile("[\x00-\x08\x0c\x0e-\x1f]")
#: Plain decimal notation: an exponent ("1e3"), "NaN" or "Infinity" is not what a form
#: or a manifest shows, so it is refused rather than guessed at.
_PLAIN_NUMBER = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)")


#: How a date is shown in a message: ISO (the command line's), until the window has
#: dates shown in the user's short format (:func:`show_days_with`).
_day_text: list[Callable[[date], str]] = [date.isoformat]


def show_days_with(function: Callable[[date], str]) -> None:
    """Show every later date of a message with ``function`` (the window's ``day_text``)."""
    _day_text[0] = function


def day_text(day: date) -> str:
    """``day`` as a message shows it: ISO, or the window's short format once installed."""
    return _day_text[0](day)


def read_date(value: str | date) -> date:
    """A date in 1900–2100 from ``YYYY-MM-DD`` text or a date value.

    Raises ValueError saying what is wrong with ``value``, for the caller to name the field.
    """
    if isinstance(value, datetime):
        value = value.date()
    if not isinstance(value, date):
        try:
            value = date.fromisoformat(value.strip())
        except ValueError:
            raise ValueError(
                translate("Parse", "{value} is not a date").format(value=repr(value))
            ) from None
    if not FIRST_DATE <= value <= LAST_DATE:
        raise ValueError(
            translate("Parse", "{day} is not a date from {first} to {last}").format(
                day=day_text(value), first=FIRST_DATE.year, last=LAST_DATE.year
            )
        )
    return value


def parse_date(value: str | date | None, field: str, label: str) -> date | None:
    """A date from ``YYYY-MM-DD`` text or a date value, in 1900–2100; None when empty.
    The refusal shows an example in the format the user types (ISO on the command line)."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    try:
        return read_date(value)
    except ValueError as exc:
        hint = translate("Parse", "Enter the date like {example}.").format(
            example=day_text(date(2026, 3, 15))
        )
        raise ValidationError.single(field, f"{label}: {exc}. {hint}") from None


def parse_decimal(
    value: str | None,
    column: QueryableAttribute[Any],
    label: str,
    *,
    unit: str = "",
    positive: bool = False,
) -> Decimal | None:
    """A number for a ``Numeric`` column, exactly as typed, or None when empty (R1).

    A refusal names the column's field, as the forms and the options call it.

    Commas and a leading ``$`` are ignored. ``-0`` is 0. A negative number is refused, and
    so is 0 when ``positive``. A value with more decimals than the column holds is refused,
    never rounded (rounding 5.004 to 5.00 could hide an exceedance), and so is one too
    large for the column.
    """
    text = (value or "").strip().replace(",", "").removeprefix("$").strip()
    if not text:
        return None  # before the column is looked at: most cells of a log are empty
    # Here, not at the top: the window's first paint formats dates and days with this
    # module before SQLAlchemy loads (issue 16 §1).
    from sqlalchemy import Numeric  # noqa: PLC0415

    numeric = column.type
    assert isinstance(numeric, Numeric) and numeric.precision and numeric.scale is not None
    scale = numeric.scale
    field = column.key
    in_unit = f" {unit}" if unit else ""
    if not _PLAIN_NUMBER.fullmatch(text):
        message = (
            translate(
                "Parse",
                "{label}: {text} is not a number of {unit}; type it in plain digits, "
                "for example 1000 or 12.5.",
            )
            if unit
            else translate(
                "Parse",
                "{label}: {text} is not a number; type it in plain digits, "
                "for example 1000 or 12.5.",
            )
        )
        raise ValidationError.single(field, message.format(label=label, text=repr(text), unit=unit))
    number = Decimal(text)
    if number.is_zero():
        number = Decimal(0)  # -0 and +0 are one value, stored and hashed as 0
    if number < 0 or (positive and number == 0):
        message = (
            translate("Parse", "{label} must be more than 0{unit}.")
            if positive
            else translate("Parse", "{label} can't be negative.")
        )
        raise ValidationError.single(field, message.format(label=label, unit=in_unit))
    largest = Decimal(10) ** (numeric.precision - scale) - Decimal(1).scaleb(-scale)
    if number > largest:
        raise ValidationError.single(
            field,
            translate("Parse", "{label}: {text} is too large; at most {largest}{unit}.").format(
                label=label, text=text, largest=largest, unit=in_unit
            ),
        )
    exact = number.quantize(Decimal(1).scaleb(-scale))
    if exact != number:
        raise ValidationError.single(
            field,
            translate(
                "Parse",
                "{label}: {text} has more decimals than the {scale} this field holds; "
                "type it with {scale} at most (a value is stored as typed, never rounded).",
            ).format(label=label, text=text, scale=scale),
        )
    return exact


def parse_positive_int(value: str | int | None, field: str, label: str, largest: int) -> int | None:
    """A whole number from 1 to ``largest``; None when empty."""
    text = str(value).strip() if value is not None else ""
    if not text:
        return None
    digits = text.lstrip("0")
    if not (text.isascii() and text.isdigit()) or not digits:
        raise ValidationError.single(
            field,
            translate("Parse", "{label}: {text} is not a whole number of 1 or more.").format(
                label=label, text=repr(text)
            ),
        )
    # the length first: int() of thousands of digits is slow, then refused by Python
    if len(digits) > len(str(largest)) or int(digits) > largest:
        raise ValidationError.single(
            field,
            translate("Parse", "{label}: {text} is too large; at most {largest}.").format(
                label=label, text=text, largest=largest
            ),
        )
    return int(digits)


def number_text(value: Decimal) -> str:
    """1000.00 as 1000 and 12.50 as 12.5: a size or a depth as a person writes it."""
    return format(value.normalize(), "f")


def days(count: int) -> str:
    """ "3 days", in the interface's language."""
    return translate("Count", "%n day(s)", None, count)


def working_days(count: int) -> str:
    """ "4 working days" (rules.md R5a counts them), in the interface's language."""
    return translate("Count", "%n working day(s)", None, count)


def check_storable(values: Mapping[str, object]) -> None:
    """Refuse each text that a database can't store, at its field.

    The message does not repeat the field's name: it stands where the field is (under it
    in a form, after its column in an import, after its option on the command line).

    A byte that is not UTF-8 (on the command line Python keeps it as a lone surrogate)
    can't be encoded for SQLite or PostgreSQL, and PostgreSQL refuses a NUL character;
    either would fail the save, or a look-up, with an error the user can't act on.
    A list (a session's topics or attendees) is checked item by item.
    """
    problems = []
    for field, value in values.items():
        texts = value if isinstance(value, list | tuple) else [value]
        reason = next(filter(None, map(unstorable, texts)), None)
        if reason:
            message = translate("Parse", "The text holds {reason}; retype it.")
            problems.append(Problem(field, message.format(reason=reason)))
    if problems:
        raise ValidationError(problems)


def legible(text: str) -> str:
    """``text`` as a spreadsheet cell or a page can show it, whatever is stored: a
    vertical tab (Word's line break) as a line break, any other control character as its
    code point in brackets (ESC as [U+001B]), which every font prints. Texts are refused
    such characters when typed, but one stored before must never stop a packet."""
    if not CONTROL.search(text):
        return text
    text = text.replace("\x0b", "\n")
    return _UNWRITABLE.sub(lambda found: f"[U+{ord(found[0]):04X}]", text)


def unstorable(value: object) -> str | None:
    """What in ``value`` no database can store, or None."""
    if not isinstance(value, str):
        return None
    if "\x00" in value:
        return translate("Parse", "a NUL character")
    if control := CONTROL.search(value):
        return translate("Parse", "a control character (U+{code:04X})").format(code=ord(control[0]))
    if not value.isascii():
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return translate("Parse", "a byte that is not UTF-8")
    return None


#: The 12-hour clock as a manager writes it: "2:30 PM", "2 pm", "2:30 p.m.", "2:30 p. m.".
_TWELVE_HOUR = re.compile(r"(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?", re.IGNORECASE)


def clock_time(text: str) -> time | None:
    """The time ``text`` says, on the 24-hour clock (14:30) or the 12-hour one (2:30 PM,
    2:30 p. m.); None when it says none."""
    text = text.strip()
    try:
        return time.fromisoformat(text)
    except ValueError:
        pass
    found = _TWELVE_HOUR.fullmatch(text)
    if found is None:
        return None
    hour, minute = int(found[1]), int(found[2] or 0)
    if not 1 <= hour <= 12 or minute > 59:
        return None
    return time(hour % 12 + (12 if found[3].lower() == "p" else 0), minute)
