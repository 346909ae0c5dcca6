"""The ordinance whose rules FOG Desktop follows (docs/rules.md).

One place names it, for the letter, the packet and the set-up wizard: until an
establishment has a jurisdiction profile of its own, every one is held to this one.
"""

from __future__ import annotations

CITY = "Sierra Madre"
#: As the letter's subject and the packet cite it.
CODE = "Sierra Madre Municipal Code ch. 13.14"
#: The name the ordinance gives itself.
TITLE = "Fats, Oil and Grease Protection Ordinance"
#: As a sentence says it: "As the Sierra Madre Municipal Code, chapter 13.14, requires".
CODE_IN_WORDS = "the Sierra Madre Municipal Code, chapter 13.14"
