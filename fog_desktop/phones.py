"""Phone numbers as a manager types them and as the records keep them.

A number to call after a spill (R5) must be one that can be dialled: the digits of a North
American number, area code first, with an optional extension, kept in one form,
``(626) 555-0111 ext. 12``; a number given with its country code (``+44 20 7946 0958``) is
kept as typed. Letters, or a number too short to dial, are refused with the reason.
"""

from __future__ import annotations

import re

from fog_desktop.errors import ValidationError
from fog_desktop.i18n import translate

#: "ext. 12", "x12", "extension 12", "#12" at the end of a number.
_EXTENSION = re.compile(r"\s*(?:ext\.?|extension|x|#)\s*(\d{1,6})\s*$", re.IGNORECASE)
_DIALLED = re.compile(r"[\d\s().\-/+]+")
EXAMPLE = "(626) 555-0111"


def phone_number(text: str, field: str) -> str:
    """``text`` as the records keep a phone number; "" for "". A refusal names ``field``."""
    try:
        return _kept(text.strip())
    except ValueError as exc:
        raise ValidationError.single(field, str(exc)) from None


def shown(stored: str) -> str:
    """A stored number in the one form, for a record kept before numbers were checked
    (as typed then, when it is not a number)."""
    try:
        return _kept(stored.strip())
    except ValueError:
        return stored


def _kept(typed: str) -> str:
    if not typed:
        return ""
    extension = _EXTENSION.search(typed)
    number = typed[: extension.start()] if extension else typed
    suffix = f" ext. {extension.group(1)}" if extension else ""
    if not _DIALLED.fullmatch(number):
        raise ValueError(
            translate(
                "Phones",
                "{typed} is not a phone number: type its digits, like {example}, and an "
                "extension as ext. 12.",
            ).format(typed=repr(typed), example=EXAMPLE)
        )
    digits = re.sub(r"\D", "", number)
    international = number.startswith("+") and not digits.startswith("1")
    if international:
        if not 8 <= len(digits) <= 15:
            raise ValueError(
                translate(
                    "Phones",
                    "{typed} has {count} digits after the +: a number with its country "
                    "code has 8 to 15.",
                ).format(typed=repr(typed), count=len(digits))
            )
        return " ".join(number.split()) + suffix
    if len(digits) == 11 and digits.startswith("1"):
        digits = digits[1:]
    if len(digits) != 10:
        raise ValueError(
            translate(
                "Phones",
                "{typed} has {count} digits: a phone number has 10, the area code "
                "first, like {example}.",
            ).format(typed=repr(typed), count=len(digits), example=EXAMPLE)
        )
    area, exchange, line = digits[:3], digits[3:6], digits[6:]
    if area[0] in "01" or exchange[0] in "01":
        raise ValueError(
            translate(
                "Phones",
                "{typed} can't be dialled: neither the area code nor the next three digits "
                "start with 0 or 1.",
            ).format(typed=repr(typed))
        )
    return f"({area}) {exchange}-{line}{suffix}"
