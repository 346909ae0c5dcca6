"""The numbers of an ordinance, named once: the ordinance profile (R1–R8).

Many California cities adopted nearly the same model FOG ordinance with their own numbers
(the sludge limit, the longest pump-out interval, the days to confirm an incident in
writing…). A profile holds one city's numbers, each with the place of its ordinance that
sets it, and the rules take it as a parameter; :mod:`fog_desktop.ordinance` reads the
profiles shipped as data files. Sierra Madre's (Municipal Code ch. 13.14) is the default.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import Field, dataclass, fields, replace
from decimal import Decimal
from typing import Any, ClassVar, Protocol, TypeVar

from fog_desktop.i18n import noop
from fog_desktop.rules.pumpout import Frequency


class _Words(Protocol):
    """A dataclass of texts, as :func:`with_numbers` takes it."""

    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]


Words = TypeVar("Words", bound=_Words)


@dataclass(frozen=True)
class Term:
    """What one number of a profile decides, for the screen that lists them (R1–R8)."""

    #: Which rule uses it.
    rule: str
    #: In plain words, with ``{value}`` where the number goes.
    words: str
    #: How a frequency reads in ``words``: "3 months" (``shown``) or "every 3 months",
    #: "daily" (``plain_shown``).
    frequency_as: str = "shown"


#: Every number of a profile, in the order Settings lists them, by its field name.
TERMS: dict[str, Term] = {
    "limit_percent": Term(
        "R1", noop("Ordinance", "An interceptor is serviced at once above {value}% of its depth")
    ),
    "default_frequency": Term(
        "R2",
        noop("Ordinance", "An interceptor with no approved frequency is pumped {value}"),
        "plain_shown",
    ),
    "longest_frequency": Term(
        "R2", noop("Ordinance", "No approved frequency is longer than {value}")
    ),
    "trap_frequency": Term(
        "R3", noop("Ordinance", "A grease trap is cleaned {value}"), "plain_shown"
    ),
    "new_hire_days": Term(
        "R4", noop("Ordinance", "A new employee is trained within {value} days of hire")
    ),
    "trainings_per_year": Term(
        "R4", noop("Ordinance", "Every employee is trained {value} times each calendar year")
    ),
    "confirmation_working_days": Term(
        "R5",
        noop("Ordinance", "An incident is confirmed in writing within {value} working days"),
    ),
    "months_kept": Term("R6", noop("Ordinance", "Records are kept at least {value} months")),
    "planned_change_notice_days": Term(
        "R8a", noop("Ordinance", "A remodel or process change is noticed {value} days ahead")
    ),
    "waiver_interceptor_days": Term(
        "R8b",
        noop(
            "Ordinance", "An interceptor is installed within {value} days of a waiver's revocation"
        ),
    ),
    "hearing_request_days": Term(
        "R8e", noop("Ordinance", "A hearing request reaches the city within {value} days")
    ),
    "appeal_days": Term(
        "R8e",
        noop("Ordinance", "An appeal is filed by 5 p.m. on day {value} after the order's mailing"),
    ),
    "city_manager_appeal_days": Term(
        "R8e",
        noop(
            "Ordinance",
            "An appeal of the city manager's order is filed by 5 p.m. on day {value} "
            "after it is served",
        ),
    ),
    "penalty_days": Term(
        "R8e", noop("Ordinance", "A civil penalty is paid within {value} days of a final order")
    ),
    "cleanup_days": Term(
        "R8e", noop("Ordinance", "City cleanup or repair costs are paid within {value} days")
    ),
    "fee_days": Term(
        "R8e", noop("Ordinance", "A noncompliance fee is delinquent {value} days after its invoice")
    ),
    "interceptor_days": Term(
        "R8e",
        noop("Ordinance", "An interceptor is installed within {value} days of the city's notice"),
    ),
}


@dataclass(frozen=True)
class OrdinanceProfile:
    """One city's FOG ordinance: its name as letters cite it, and its numbers (R1–R8).

    Its file gives every number (``resources/ordinances/sierra-madre.toml`` Sierra
    Madre's, the default); ``citations`` pairs each field of
    :data:`TERMS` with where its ordinance sets it (pairs, so that a profile hashes and a
    rule's result can be cached by it)."""

    #: The profile's file name without ``.toml``, stored per establishment.
    key: str
    city: str
    #: As a letter's subject and the packet cite it: "Sierra Madre Municipal Code ch. 13.14".
    code: str
    #: The name the ordinance gives itself.
    title: str
    #: As a sentence says it: "the Sierra Madre Municipal Code, chapter 13.14".
    code_in_words: str
    citations: tuple[tuple[str, str], ...]
    limit_percent: Decimal
    default_frequency: Frequency
    longest_frequency: Frequency
    trap_frequency: Frequency
    new_hire_days: int
    trainings_per_year: int
    confirmation_working_days: int
    months_kept: int
    planned_change_notice_days: int
    waiver_interceptor_days: int
    hearing_request_days: int
    appeal_days: int
    city_manager_appeal_days: int
    penalty_days: int
    cleanup_days: int
    fee_days: int
    interceptor_days: int

    def __post_init__(self) -> None:
        cited = dict(self.citations)
        missing = [name for name in TERMS if not cited.get(name)]
        if missing:
            raise ValueError(f"no citation for {', '.join(missing)}")
        if not Decimal(0) < self.limit_percent < Decimal(100):
            raise ValueError("limit_percent must lie between 0 and 100")
        if self.trainings_per_year not in (1, 2, 3, 4, 6, 12):
            # The year divides into that many calendar periods of whole months (R4).
            raise ValueError("trainings_per_year must divide the year: 1, 2, 3, 4, 6 or 12")
        whole = [
            f.name
            for f in fields(self)
            if f.name in TERMS and isinstance(getattr(self, f.name), int)
            if getattr(self, f.name) < 1
        ]
        if whole:
            raise ValueError(f"{', '.join(whole)} must be 1 or more")

    def value_text(self, name: str) -> str:
        """The number ``name`` of :data:`TERMS` (R1–R8) as its sentence shows it."""
        value = getattr(self, name)
        if isinstance(value, Frequency):
            return str(getattr(value, TERMS[name].frequency_as))
        return str(value)

    def numbers(self) -> dict[str, str]:
        """Every number of :data:`TERMS` (R1–R8) as its sentence shows it, by name: what a
        text fills in where it says ``{new_hire_days}`` or ``{limit_percent}``."""
        return {name: self.value_text(name) for name in TERMS}

    def citation(self, name: str) -> str:
        """Where the ordinance sets the number ``name`` of :data:`TERMS` (R1–R8)."""
        return dict(self.citations)[name]


def numbers_in(text: str, numbers: Mapping[str, str]) -> str:
    """``text`` with the ordinance profile's ``numbers`` (R1–R8,
    :meth:`OrdinanceProfile.numbers`) where it names one (``{limit_percent}``,
    ``{new_hire_days}``); the other names (``{subject}``, ``{day}``) stay to be filled."""
    for name, value in numbers.items():
        text = text.replace(f"{{{name}}}", value)
    return text


def with_numbers(words: Words, numbers: Mapping[str, str]) -> Words:
    """``words``, a dataclass of texts, with the ordinance profile's ``numbers`` (R1–R8)
    filled in each of them (:func:`numbers_in`)."""
    texts = {f.name: getattr(words, f.name) for f in fields(words)}
    return replace(
        words, **{n: numbers_in(t, numbers) for n, t in texts.items() if isinstance(t, str)}
    )
