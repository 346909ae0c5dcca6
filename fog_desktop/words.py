"""The stored words of the records, as the screen shows them.

A record keeps the ordinance's words in English (a device's type, a service, an
obligation's state: the values of the models' and rules' enumerations), since the packet,
the workbook and the city read them so. On screen they are shown in the interface's
language with :func:`shown`; each is listed here once for the translators
(tests/test_translations.py checks that no value of those enumerations is missing).
"""

from __future__ import annotations

from fog_desktop.i18n import noop, translate

CONTEXT = "Word"

WORDS = (
    # Record status
    noop("Word", "Recorded"),
    noop("Word", "Amended"),
    noop("Word", "Void"),
    # Device types and frequency units
    noop("Word", "Grease interceptor"),
    noop("Word", "Grease trap"),
    noop("Word", "Other grease control device"),
    noop("Word", "days"),
    noop("Word", "weeks"),
    noop("Word", "months"),
    # Calendar changes
    noop("Word", "Closed"),
    noop("Word", "Open"),
    # Incidents: what happened, how the confirmation went, whom it was told
    noop("Word", "Spill"),
    noop("Word", "Blockage"),
    noop("Word", "Equipment breakdown"),
    noop("Word", "Accident"),
    noop("Word", "Human error"),
    noop("Word", "Mail"),
    noop("Word", "Certified mail"),
    noop("Word", "Email"),
    noop("Word", "Hand delivery"),
    noop("Word", "City"),
    noop("Word", "Health department"),
    # Maintenance: the service and the waste hauled
    noop("Word", "Pump-out"),
    noop("Word", "Cleaning"),
    noop("Word", "Measurement"),
    noop("Word", "Inspection"),
    noop("Word", "Lateral / sewer cleaning"),
    noop("Word", "Sewer main cleaning"),  # a waiver's duty too (R8b)
    noop("Word", "Interceptor contents"),
    noop("Word", "Trap contents"),
    noop("Word", "Waste cooking oil"),
    noop("Word", "Letter"),
    noop("Word", "Phone"),
    noop("Word", "In person"),  # hauler requests
    # Maintenance: how a possibly partial pump-out was settled (R2)
    noop("Word", "Confirmed full"),
    noop("Word", "Partial"),
    # Training: the kind of session, how it was signed
    noop("Word", "New-hire"),
    noop("Word", "Semiannual"),
    noop("Word", "Refresher"),
    noop("Word", "pad"),
    noop("Word", "typed"),
    noop("Word", "paper"),
    noop("Word", "none"),
    noop("Word", "Signature on file"),
    noop("Word", "Typed attestation"),
    noop("Word", "Unsigned"),
    # City inspections and notices of violation
    noop("Word", "In compliance"),
    noop("Word", "Noncompliance found"),
    noop("Word", "Mailed"),
    noop("Word", "Posted"),
    noop("Word", "Handed over"),
    noop("Word", "Upheld"),
    noop("Word", "Modified"),
    noop("Word", "Reversed"),
    noop("Word", "Notice of violation"),
    noop("Word", "Administrative complaint"),
    noop("Word", "Licence suspension"),
    noop("Word", "Licence revocation"),
    # Self-inspection: how an item was found
    noop("Word", "OK"),
    noop("Word", "Not OK"),
    noop("Word", "Not applicable"),
    # Conditional waivers: what the establishment does instead of an interceptor
    noop("Word", "Grease cleaning fee"),
    noop("Word", "Contractor cleaning"),
    # Obligations: the duty and its state
    noop("Word", "Service now"),
    noop("Word", "Your right"),
    noop("Word", "Early pump-out"),
    noop("Word", "Trap cleaning"),
    noop("Word", "New-hire training"),
    noop("Word", "Semiannual training"),
    # The periodic training named by the ordinance profile (R4, rules/training.py)
    noop("Word", "Annual training"),
    noop("Word", "Four-monthly training"),
    noop("Word", "Quarterly training"),
    noop("Word", "Two-monthly training"),
    noop("Word", "Monthly training"),
    noop("Word", "City phone notice"),
    noop("Word", "Health dept phone notice"),
    noop("Word", "Written confirmation"),
    noop("Word", "Hearing request"),
    noop("Word", "Appeal"),
    noop("Word", "Civil penalty payment"),
    noop("Word", "Cleanup cost payment"),
    noop("Word", "Noncompliance fee payment"),
    noop("Word", "Interceptor installation"),
    noop("Word", "Interceptor after revocation"),
    noop("Word", "Compliance milestone"),
    noop("Word", "Progress report"),
    noop("Word", "Self-inspection"),
    noop("Word", "Corrective action"),
    noop("Word", "Planned change notice"),
    noop("Word", "Waiver fee"),
    noop("Word", "Met"),
    noop("Word", "Upcoming"),
    noop("Word", "Due soon"),
    noop("Word", "Overdue"),
    noop("Word", "Met late"),
    noop("Word", "Missed"),
    noop("Word", "Before records began"),  # R9
    noop("Word", "Up to date"),
)


#: Stored words in the ordinance's shorthand, and what the window says instead: the words a
#: manager uses. The packet and the workbook keep the stored word, which the city reads.
PLAIN = {"Expected exceedance": noop("Word", "Expected to exceed the discharge limits")}


def shown(value: str) -> str:
    """A stored word (an enumeration's value) in the interface's language."""
    return translate(CONTEXT, PLAIN.get(value, value))
