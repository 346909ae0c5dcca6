"""Turning what a user typed (or a spreadsheet cell held) into values, or a clear refusal."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal, InvalidOperation

from fog_desktop.errors import ValidationError

DATE_HINT = "Enter the date as YYYY-MM-DD, for example 2026-03-15."


def parse_date(value: str | date | None, field: str, label: str) -> date | None:
    """A date from ``YYYY-MM-DD`` text or a date value; None when empty."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    try:
        return date.fromisoformat(value.strip())
    except ValueError:
        raise ValidationError.single(
            field, f"{label}: {value!r} is not a date. {DATE_HINT}"
        ) from None


def parse_positive_decimal(
    value: str | int | float | Decimal | None, field: str, label: str, unit: str
) -> Decimal:
    """A number greater than zero, kept as a decimal with two places."""
    text = str(value).strip().replace(",", "") if value is not None else ""
    if not text:
        raise ValidationError.single(field, f"Enter the {label.lower()} in {unit}.")
    try:
        number = Decimal(text)
    except InvalidOperation:
        raise ValidationError.single(
            field, f"{label}: {text!r} is not a number. Enter it in {unit}, e.g. 1000."
        ) from None
    if not number.is_finite() or number <= 0:
        raise ValidationError.single(field, f"{label} must be more than 0 {unit}.")
    return number.quantize(Decimal("0.01"))


def parse_positive_int(value: str | int | None, field: str, label: str) -> int | None:
    """A whole number of 1 or more; None when empty."""
    text = str(value).strip() if value is not None else ""
    if not text:
        return None
    if not text.isdigit() or int(text) < 1:
        raise ValidationError.single(
            field, f"{label}: {text!r} is not a whole number of 1 or more."
        )
    return int(text)
