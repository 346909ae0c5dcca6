"""The topics offered for a session: resources/training-topics.txt, one per line (R4)."""

from __future__ import annotations

from importlib.resources import files

TOPICS_FILE = "training-topics.txt"


def offered_topics() -> list[str]:
    """The topics of the shipped list, in its order; lines starting with # are notes."""
    text = (files("resources") / TOPICS_FILE).read_text(encoding="utf-8")
    lines = (line.strip() for line in text.splitlines())
    return list(dict.fromkeys(line for line in lines if line and not line.startswith("#")))
