"""A record's values as every page shows them: its status, an amount of money."""

from __future__ import annotations

from decimal import Decimal

from fog_desktop.i18n import translate
from fog_desktop.words import shown

#: How a stored record's Status cell starts when it is void ("Void: reason").
VOID_PREFIX = "Void:"


def status_shown(status: str) -> str:
    """A record's Status as the workbook writes it ("Recorded", "Amended", "Void: reason"),
    in the user's language; the reason stays as typed."""
    if status.startswith(VOID_PREFIX):
        reason = status.removeprefix(VOID_PREFIX).strip()
        if not reason:
            return shown("Void")
        return translate("RecordStatus", "Void: {reason}").format(reason=reason)
    return shown(status)


def money_text(amount: Decimal | None) -> str:
    """$1,385.00: dollars and cents from the stored decimal, never through a float."""
    return "" if amount is None else f"${amount:,.2f}"
