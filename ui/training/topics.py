"""The topics offered for a session: resources/training-topics.txt, one per line, each
with its Spanish (R4; issue 14 §5).

The records keep a topic in English; the attendee reads it in English and Spanish
("English / Español") whatever the window's language. A topic the manager typed has no
Spanish and shows as typed.
"""

from __future__ import annotations

from fog_desktop.reports import sign_in_sheet
from fog_desktop.reports.sign_in_sheet import TOPICS_FILE, topic_spanish, topic_text

__all__ = ["TOPICS_FILE", "offered_topics", "topic_spanish", "topic_text"]


def offered_topics() -> list[str]:
    """The topics of the shipped list, in English and in its order."""
    return list(sign_in_sheet.offered_topics())
