"""The words read off a manifest's page, each with where it is and how sure the reader is."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

#: A text layer's boxes are in PDF points, an image's in the image's pixels.
Unit = Literal["pt", "px"]


@dataclass(frozen=True)
class Box:
    """A rectangle on the page, from its top left corner, y downwards."""

    x: float
    y: float
    w: float
    h: float
    unit: Unit

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def union(self, other: Box) -> Box:
        x, y = min(self.x, other.x), min(self.y, other.y)
        return Box(
            x, y, max(self.right, other.right) - x, max(self.bottom, other.bottom) - y, self.unit
        )

    def part(self, start: float, end: float) -> Box:
        """The slice from ``start`` to ``end`` (fractions of the width): a word's box
        when the reader saw it in one run with its neighbours."""
        return Box(self.x + self.w * start, self.y, self.w * (end - start), self.h, self.unit)


@dataclass(frozen=True)
class Word:
    """A run of text as the reader saw it (a word, or a line's stretch of words)."""

    text: str
    box: Box
    confidence: float
    page: int = 1


@dataclass(frozen=True)
class Page:
    """One page's words; ``skew`` is how far (degrees, counterclockwise) its lines slope,
    as on a photo taken askew, so that a label and its value still share a line."""

    words: tuple[Word, ...]
    number: int = 1
    skew: float = 0.0
