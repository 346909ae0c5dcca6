"""The fields of a manifest, found by the labels haulers print: a label's value is the
text to its right on its line or, when nothing is there, the text below it in its column.

Plain functions of the words a page shows (:mod:`.words`); no reading of files here.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from fog_desktop.manifest_reading import values
from fog_desktop.manifest_reading.words import Box, Page

#: Each field, the labels that announce it, and how its text becomes its value. The
#: registration comes before the hauler, the device before anything with "No.", so that
#: "Hauler Registration No." is not read as the hauler's name.
LABELS: dict[str, tuple[str, Callable[[str], object]]] = {
    # A label read on a small photo often loses its end ("Transporter Re", "Manifest
    # Numbe") or a letter ("Manitest", "Gallions"): after the word that says the field,
    # what is left of the rest is enough.
    "hauler_registration_no": (
        r"(?:hauler'?s?|transporter'?s?)\s*re(?:g\w*)?\.?(?:\s*(?:no\.?|number|#))?"
        r"|reg(?:istration|\.)?\s*(?:no\.?|number|#)",
        values.identifier,
    ),
    "device_id": (
        r"(?:device|interceptor|trap)\s*(?:id\b|no\.?|number|#)",
        values.identifier,
    ),
    # "Manifest:" too, as some print it; a blurred "Manifest #:" reads so, or with a letter
    # for its "#" ("Manifeste:").
    "manifest_no": (r"mani[ft]est\s*(?:n(?:[ou]\w*)?\.?|#|\w?(?=:))", values.identifier),
    "date": (r"(?:service\s*|pump[- ]?out\s*)?date(?:\s*of\s*service)?", values.iso_date),
    "hauler": (r"(?:hauler|transporter)(?:'s)?(?:\s*nam\w*)?", values.plain),
    # Not the "Signature of driver" line at the foot of the page. Small print loses the
    # thin "i" ("Drver").
    "driver": (r"(?<!of\s)dri?ver(?!(?:'s)?\s*sig)(?:'s)?(?:\s*nam\w*)?", values.plain),
    "gallons": (
        r"gal\w{2,4}s(?:\s*(?:pum|rem|haul)\w*)?|volume\s*\(?\s*gal(?:lons)?\.?\s*\)?",
        values.whole_gallons,
    ),
    "waste_type": (r"waste\s*type|type\s*of\s*waste", values.waste_type),
    "disposal_site": (
        # "Facility" alone only as a label: with its colon or stop, or first on its line; a
        # site's name often ends in it. A letter or two of it may be misread in small print
        # ("Faciity", "Recelving").
        r"disposal\s*site|(?:disposal|rec\w{4,6}ng)\s*fac\w{1,5}ty|fac\w{1,5}ty(?=\s*[:.])"
        r"|^fac\w{1,5}ty",
        values.plain,
    ),
}

FIELD_NAMES = (
    "manifest_no",
    "date",
    "hauler",
    "hauler_registration_no",
    "driver",
    "gallons",
    "waste_type",
    "disposal_site",
    "device_id",
)

_ANY_LABEL = re.compile(
    "|".join(f"(?P<{name}>\\b(?:{pattern})(?!\\w))" for name, (pattern, _) in LABELS.items()),
    re.IGNORECASE,
)

#: What a label ends with, read: its colon, or a stop or a "!" for a blurred colon.
_LABEL_END = " .:;#!"

#: How sure a value is when read below its label rather than beside it.
_BELOW = 0.9


@dataclass(frozen=True)
class ProposedField:
    """A field's value as read, for the manager to confirm or correct."""

    name: str
    value: str | int
    confidence: float
    box: Box
    page: int


@dataclass(frozen=True)
class _Piece:
    """A stretch of a line's text with its box, the line's coordinates straightened."""

    text: str
    box: Box
    confidence: float
    left: float
    right: float
    middle: float
    height: float


@dataclass(frozen=True)
class _Label:
    name: str
    line: int
    left: float
    right: float
    middle: float
    box: Box
    rest: list[_Piece]


def propose(pages: Iterable[Page]) -> dict[str, ProposedField]:
    """Each field found on the pages, the surest reading first seen wins."""
    found: dict[str, ProposedField] = {}
    for page in pages:
        for field in page_fields(page):
            held = found.get(field.name)
            if held is None or field.confidence > held.confidence:
                found[field.name] = field
    return {name: found[name] for name in FIELD_NAMES if name in found}


def page_fields(page: Page) -> list[ProposedField]:
    lines = _lines(page)
    labels = [label for number, line in enumerate(lines) for label in _labels(number, line)]
    proposed: dict[str, ProposedField] = {}
    for label in labels:
        if label.name in proposed:
            continue
        field = _beside(label, page) or _below(label, labels, lines, page)
        if field is not None:
            proposed[label.name] = field
    return list(proposed.values())


def _beside(label: _Label, page: Page) -> ProposedField | None:
    return _field(label.name, _phrase(label.rest), 1.0, page.number)


def _below(
    label: _Label, labels: Sequence[_Label], lines: Sequence[list[_Piece]], page: Page
) -> ProposedField | None:
    """The text under the label, in its column: from the label's left edge to the next
    label on its line; on one of the two lines that follow."""
    # The labels level with it: on its line, or just off it on a photo's slope.
    level = 1.5 * label.box.h
    others = [
        o.left for o in labels if o.left > label.left and abs(o.middle - label.middle) < level
    ]
    column_end = min(others, default=math.inf)
    slack = label.box.h
    for line in lines[label.line + 1 : label.line + 3]:
        # The next column's value starts where its label does, or a little to its left.
        under = [p for p in line if label.left - slack <= p.left < column_end - slack]
        under = _before_next_label(under)
        field = _field(label.name, _phrase(under), _BELOW, page.number)
        if field is not None:
            return field
    return None


def _before_next_label(pieces: list[_Piece]) -> list[_Piece]:
    for index, piece in enumerate(pieces):
        if _ANY_LABEL.match(piece.text):
            return pieces[:index]
    return pieces


def _phrase(pieces: Sequence[_Piece]) -> list[_Piece]:
    """The first piece and those that follow it closely: a wide gap ends the value."""
    phrase: list[_Piece] = []
    for piece in pieces:
        if phrase and piece.left - phrase[-1].right > 2.5 * piece.height:
            break
        phrase.append(piece)
    return phrase


def _field(
    name: str, pieces: Sequence[_Piece], placement: float, page: int
) -> ProposedField | None:
    if not pieces:
        return None
    text = " ".join(p.text for p in pieces)
    value = LABELS[name][1](text)
    if value is None or not isinstance(value, str | int):
        return None
    box = pieces[0].box
    for piece in pieces[1:]:
        box = box.union(piece.box)
    confidence = min(p.confidence for p in pieces) * placement
    return ProposedField(name, value, round(confidence, 3), box, page)


def _labels(number: int, line: list[_Piece]) -> list[_Label]:
    """The labels on a line, each with the pieces of the line after it up to the next."""
    text, spans = _joined(line)
    matches = list(_ANY_LABEL.finditer(text))
    found: list[_Label] = []
    for index, match in enumerate(matches):
        end = matches[index + 1].start() if index + 1 < len(matches) else len(text)
        words = _cut(line, spans, match.start(), match.end())
        if match.lastgroup is None or not words:
            continue
        box = words[0].box
        for word in words[1:]:
            box = box.union(word.box)
        rest = _cut(line, spans, end - len(text[match.end() : end].lstrip(_LABEL_END)), end)
        found.append(
            _Label(
                match.lastgroup, number, words[0].left, words[-1].right, words[0].middle, box, rest
            )
        )
    return found


def _joined(line: Sequence[_Piece]) -> tuple[str, list[tuple[int, int]]]:
    """The line's text, its pieces one space apart, and where each piece is in it."""
    spans: list[tuple[int, int]] = []
    at = 0
    for piece in line:
        spans.append((at, at + len(piece.text)))
        at += len(piece.text) + 1
    return " ".join(p.text for p in line), spans


def _cut(
    line: Sequence[_Piece], spans: Sequence[tuple[int, int]], start: int, end: int
) -> list[_Piece]:
    """The text of the line from ``start`` to ``end`` as pieces; a piece cut in its
    middle (the reader saw label and value as one run) keeps its share of the box."""
    cut: list[_Piece] = []
    for piece, (a, b) in zip(line, spans, strict=True):
        lo, hi = max(a, start), min(b, end)
        text = piece.text[lo - a : hi - a].strip(" :;#")
        if hi <= lo or not text:
            continue
        length = max(b - a, 1)
        share = ((lo - a) / length, (hi - a) / length)
        width = piece.right - piece.left
        cut.append(
            _Piece(
                text,
                piece.box.part(*share),
                piece.confidence,
                piece.left + width * share[0],
                piece.left + width * share[1],
                piece.middle,
                piece.height,
            )
        )
    return cut


def _lines(page: Page) -> list[list[_Piece]]:
    """The page's words in lines, top to bottom, each left to right, after turning the
    words' centres back by the page's skew."""
    turn = math.radians(page.skew)
    cos, sin = math.cos(turn), math.sin(turn)
    pieces = []
    for word in page.words:
        cx, cy = word.box.x + word.box.w / 2, word.box.y + word.box.h / 2
        # y grows downwards: a line sloping up to the right by the skew comes level.
        x, y = cx * cos - cy * sin, cx * sin + cy * cos
        length, height = _upright(word.box, abs(turn))
        text = word.text.strip()
        pieces.append(
            _Piece(text, word.box, word.confidence, x - length / 2, x + length / 2, y, height)
        )
    lines: list[list[_Piece]] = []
    for piece in sorted(pieces, key=lambda p: p.middle):
        line = lines[-1] if lines else None
        if line and abs(piece.middle - _middle(line)) < 0.5 * min(piece.height, line[0].height):
            line.append(piece)
        else:
            lines.append([piece])
    return [sorted(line, key=lambda p: p.left) for line in lines]


def _middle(line: Sequence[_Piece]) -> float:
    return sum(p.middle for p in line) / len(line)


def _upright(box: Box, turn: float) -> tuple[float, float]:
    """The length and height of a word turned by ``turn`` whose upright box is ``box``."""
    cos, sin, across = math.cos(turn), math.sin(turn), math.cos(2 * turn)
    length = (box.w * cos - box.h * sin) / across
    height = (box.h * cos - box.w * sin) / across
    return max(length, box.w * 0.5), max(height, box.h * 0.3)
