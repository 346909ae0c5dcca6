"""What a phone may send: a JPEG, PNG or WebP whose header states a size a camera takes."""

from __future__ import annotations

import struct

import pytest

from fog_desktop.errors import ValidationError
from fog_desktop.phone_capture.photos import check_photo, pixel_size


def jpeg(width: int, height: int) -> bytes:
    """A JPEG's start: an APP0 segment, then the frame that states the size."""
    app0 = b"\xff\xe0" + struct.pack(">H", 16) + b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"
    frame = b"\xff\xc2" + struct.pack(">HBHHB", 17, 8, height, width, 3) + bytes(9)
    return b"\xff\xd8" + app0 + frame + b"\xff\xda"


def webp(chunk: bytes, payload: bytes) -> bytes:
    return b"RIFF" + struct.pack("<I", 4 + 8 + len(payload)) + b"WEBP" + chunk + payload


def test_a_phones_jpeg_states_its_size_after_its_other_segments() -> None:
    assert pixel_size(jpeg(4032, 3024), "image/jpeg") == (4032, 3024)
    assert check_photo(jpeg(4032, 3024), "IMG_0042.jpg") == "image/jpeg"


@pytest.mark.parametrize(
    ("data", "size"),
    [
        (
            webp(b"VP8X", bytes(8) + (3999).to_bytes(3, "little") + (2999).to_bytes(3, "little")),
            (4000, 3000),
        ),
        (
            webp(b"VP8L", bytes(4) + b"\x2f" + ((1919) | (1079 << 14)).to_bytes(4, "little")),
            (1920, 1080),
        ),
        (webp(b"VP8 ", bytes(10) + struct.pack("<HH", 640, 480)), (640, 480)),
    ],
)
def test_each_kind_of_webp_states_its_size(data: bytes, size: tuple[int, int]) -> None:
    assert pixel_size(data, "image/webp") == size


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (jpeg(20_000, 20_000), "claims more pixels than any camera takes"),
        (jpeg(0, 3024), "its size can't be read"),
        (b"\xff\xd8\xff\xe0\x00", "its size can't be read"),
        (b"II*\x00" + bytes(100), "is not a photo"),
    ],
)
def test_a_bomb_a_broken_header_or_a_tiff_is_refused(data: bytes, reason: str) -> None:
    with pytest.raises(ValidationError, match=reason):
        check_photo(data, "photo")
