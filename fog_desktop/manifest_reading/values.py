"""A printed or written value as a record keeps it: US dates to ISO, gallons to a whole
number. A value that does not read as one gives None: it is not proposed."""

from __future__ import annotations

import re
from datetime import date

from models import WASTE_TYPES

_MONTHS = {
    name: number
    for number, names in enumerate(
        (
            ("jan", "january"),
            ("feb", "february"),
            ("mar", "march"),
            ("apr", "april"),
            ("may",),
            ("jun", "june"),
            ("jul", "july"),
            ("aug", "august"),
            ("sep", "sept", "september"),
            ("oct", "october"),
            ("nov", "november"),
            ("dec", "december"),
        ),
        start=1,
    )
    for name in names
}

#: Letters a reader takes for digits in a number: O for 0, l and I for 1, S for 5.
_DIGIT_LOOKALIKES = str.maketrans({"O": "0", "o": "0", "l": "1", "I": "1", "|": "1", "S": "5"})

_NUMERIC = re.compile(r"(\d{1,4})\s*[/.\-]\s*(\d{1,2})\s*[/.\-]\s*(\d{2,4})")
#: A comma, blurred, reads as a stop: "September 24. 2026".
_WORDED = re.compile(r"([A-Za-z]{3,9})\.?\s*(\d{1,2})(?:st|nd|rd|th)?[,.]?\s*(\d{4})")
_GALLONS = re.compile(r"\d{1,3}(?:[,.\s]\d{3})+(?!\d)|\d+")


def iso_date(text: str) -> str | None:
    """``3/4/2026``, ``03-04-26``, ``March 4, 2026``, ``Mar. 4 2026`` or ``2026-03-04``
    as ``2026-03-04``; month first, as a US manifest writes it."""
    worded = _WORDED.search(text)
    if worded and worded.group(1).lower() in _MONTHS:
        month = _MONTHS[worded.group(1).lower()]
        return _valid(int(worded.group(3)), month, int(worded.group(2)))
    numeric = _NUMERIC.search(_as_digits(text))
    if numeric is None:
        return None
    first, second, third = numeric.groups()
    if len(first) == 4:
        return _valid(int(first), int(second), int(third))
    year = int(third) + (2000 if len(third) == 2 else 0)
    return _valid(year, int(first), int(second))


def _as_digits(text: str) -> str:
    """The look-alike letters as digits, in the words that have a digit."""
    return " ".join(
        w.translate(_DIGIT_LOOKALIKES) if any(c.isdigit() for c in w) else w for w in text.split()
    )


def _valid(year: int, month: int, day: int) -> str | None:
    try:
        return date(year, month, day).isoformat()
    except ValueError:
        return None


def whole_gallons(text: str) -> int | None:
    """``1,250``, ``1 250 gal`` or ``1250.0`` as 1250."""
    found = _GALLONS.search(_as_digits(text))
    if found is None:
        return None
    return int(re.sub(r"[,.\s]", "", found.group()))


def identifier(text: str) -> str | None:
    """A manifest, registration or device number: its letters, digits and dashes, without
    the ``#`` or ``No.`` a hauler prints before it."""
    cleaned = re.sub(r"^(?:no\.?|#)\s*", "", text.strip(" :#.;,"), flags=re.IGNORECASE)
    # Numbers are printed in capitals: a reader's "Lw" for "LW" is the same number.
    cleaned = re.sub(r"\s*-\s*", "-", cleaned).strip(" :#.;,").upper()
    # A short dash between a prefix and the digits, blurred, reads as a stop: "M.380328".
    cleaned = re.sub(r"^([A-Z]{1,3})[.,](?=\d)", r"\1-", cleaned)
    return cleaned if re.search(r"\d", cleaned) else None


#: Where a reader ran two words together: a word of 3 letters or more and a capitalised
#: one ("AceLiquid", "WasteLLC"), or an initial and a name ("J.Martinez").
_RUN_TOGETHER = re.compile(
    r"(?<=[A-Za-z][a-z]{2})(?=[A-Z][a-z]{2}|[A-Z]{2,}\b)|(?<=\b[A-Z]\.)(?=[A-Z][a-z])"
)


def plain(text: str) -> str | None:
    """A name or a place as written, without the label's colon. Where the reader ran two
    capitalised words together ("GreenEarth", "J.Martinez", as it does with small print),
    the space comes back; a name like "McDonald" (a part shorter than 3 letters) stays."""
    # A name ends in a stop ("Co.") but starts with none: a stop or a bar before it is the
    # label's, or a speck on the paper.
    cleaned = " ".join(text.strip(" :;,").lstrip(".|!").split())
    cleaned = re.sub(_RUN_TOGETHER, " ", cleaned)
    return cleaned if re.search(r"\w", cleaned) else None


def waste_type(text: str) -> str | None:
    """One of the waste types a manifest records, as FOG Desktop names it, when the
    words are its words (spaces and capitals aside); else the words as written."""
    squashed = re.sub(r"\W", "", text).lower()
    known = {re.sub(r"\W", "", name).lower(): name for name in WASTE_TYPES}
    return known.get(squashed) or plain(text)
