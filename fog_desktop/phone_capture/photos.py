"""What a phone may send: a photo, recognised by its bytes, of a size a PC can decode.

The type is the attachments' own check (:func:`~fog_desktop.services.attachments.media_type_of`),
narrowed to the images a phone's browser sends. The pixel count is read from the image's
header, before anything decodes it: a 30 kB PNG can claim 60,000 × 60,000 pixels and take
gigabytes to show (a decompression bomb). Pillow would read it too, but it is not a
dependency and the core may not use Qt's reader; the three headers are a few fixed fields.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from datetime import datetime

from fog_desktop.errors import ValidationError
from fog_desktop.i18n import translate
from fog_desktop.services.attachments import media_type_of

#: Above the largest photo a phone camera takes (108 and 200 MP modes are rare and
#: optional); an image claiming more is refused before anything decodes it.
MAX_PIXELS = 120_000_000
PHONE_TYPES = ("image/jpeg", "image/png", "image/webp")
#: JPEG markers that start a frame (SOF0..SOF15 but DHT, JPG and DAC), holding its size.
_FRAMES = frozenset(range(0xC0, 0xD0)) - {0xC4, 0xC8, 0xCC}


@dataclass(frozen=True)
class Photo:
    """A photo received from a phone: its bytes, the name the phone gave, when it came."""

    data: bytes
    name: str
    media_type: str
    received_at: datetime


def _refused(name: str, why: str) -> ValidationError:
    return ValidationError.single("file", why.format(name=name))


def _jpeg_size(data: bytes) -> tuple[int, int] | None:
    at = 2
    while at + 9 <= len(data):
        if data[at] != 0xFF:
            return None
        marker = data[at + 1]
        if marker in _FRAMES:
            height, width = struct.unpack(">HH", data[at + 5 : at + 9])
            return width, height
        (length,) = struct.unpack(">H", data[at + 2 : at + 4])
        at += 2 + length
    return None


def _webp_size(data: bytes) -> tuple[int, int] | None:
    chunk = data[12:16]
    if chunk == b"VP8X" and len(data) >= 30:
        return 1 + int.from_bytes(data[24:27], "little"), 1 + int.from_bytes(data[27:30], "little")
    if chunk == b"VP8L" and len(data) >= 25:
        bits = int.from_bytes(data[21:25], "little")
        return 1 + (bits & 0x3FFF), 1 + ((bits >> 14) & 0x3FFF)
    if chunk == b"VP8 " and len(data) >= 30:
        width, height = struct.unpack("<HH", data[26:30])
        return width & 0x3FFF, height & 0x3FFF
    return None


def pixel_size(data: bytes, media_type: str) -> tuple[int, int] | None:
    """Width and height as the image's header states them; None when it states none."""
    if media_type == "image/png":
        return struct.unpack(">II", data[16:24]) if data[12:16] == b"IHDR" else None
    if media_type == "image/jpeg":
        return _jpeg_size(data)
    return _webp_size(data)


def check_photo(data: bytes, name: str) -> str:
    """The photo's media type, or a refusal: not an image a phone sends, no readable size,
    or more pixels than a camera takes."""
    media_type = media_type_of(data, name)
    if media_type not in PHONE_TYPES:
        raise _refused(name, translate("PhoneCapture", "{name} is not a photo; it was refused."))
    size = pixel_size(data, media_type)
    if size is None or 0 in size:
        raise _refused(
            name, translate("PhoneCapture", "{name} is damaged: its size can't be read.")
        )
    width, height = size
    if width * height > MAX_PIXELS:
        raise _refused(
            name,
            translate(
                "PhoneCapture", "{name} claims more pixels than any camera takes; it was refused."
            ),
        )
    return media_type
