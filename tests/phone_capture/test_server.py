"""The capture server through a real HTTP client on 127.0.0.1: what it takes from a phone,
and everything it refuses with a status, handing nothing over (issue 36 §1)."""

from __future__ import annotations

import http.client
import json
import socket
import struct
import threading
import urllib.error
import urllib.request
import uuid
import zlib
from datetime import timedelta
from urllib.parse import urlsplit

import pytest
from werkzeug.datastructures import LanguageAccept
from werkzeug.http import parse_accept_header

from fog_desktop.phone_capture.server import LIFETIME, MAX_REQUESTS, CaptureServer, phone_language
from fog_desktop.services.demo_images import scan_png
from tests.phone_capture.conftest import Capture, Received

Part = tuple[str, bytes]


def multipart(parts: list[Part], field: str = "photo") -> tuple[bytes, str]:
    boundary = uuid.uuid4().hex
    body = b"".join(
        f'--{boundary}\r\nContent-Disposition: form-data; name="{field}"; filename="{name}"\r\n'
        f"Content-Type: image/png\r\n\r\n".encode()
        + data
        + b"\r\n"
        for name, data in parts
    )
    return body + f"--{boundary}--\r\n".encode(), f"multipart/form-data; boundary={boundary}"


def post(url: str, parts: list[Part]) -> int:
    body, kind = multipart(parts)
    request = urllib.request.Request(url, body, {"Content-Type": kind}, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            assert json.load(response) == {"received": len(parts)}
            return int(response.status)
    except urllib.error.HTTPError as refused:
        refused.close()
        return refused.code


def get(url: str, language: str = "en") -> tuple[int, str]:
    request = urllib.request.Request(url, headers={"Accept-Language": language})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return int(response.status), response.read().decode()
    except urllib.error.HTTPError as refused:
        refused.close()
        return refused.code, ""


def raw_status(server: CaptureServer, method: str, path: str) -> int:
    """A request with its path exactly as given, as no browser would send it."""
    address = urlsplit(server.url)
    connection = http.client.HTTPConnection(address.hostname or "", address.port, timeout=10)
    try:
        connection.putrequest(method, path, skip_accept_encoding=True)
        connection.putheader("Content-Length", "0")
        connection.endheaders()
        return connection.getresponse().status
    finally:
        connection.close()


def bomb_png(width: int = 60_000, height: int = 60_000) -> bytes:
    """A small PNG that claims billions of pixels: decoded, it would take gigabytes."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    zeros = zlib.compress(bytes(4_000_000), 9)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zeros)


def test_the_page_has_the_camera_input_in_the_phones_language(capture: Capture) -> None:
    status, page = get(capture.server.url, "es-MX,es;q=0.9,en;q=0.5")
    assert status == 200
    assert 'accept="image/*" capture="environment"' in page
    assert "Tomar una foto" in page
    assert "http" not in page.replace(capture.server.url, ""), "nothing from elsewhere"
    assert "Take a photo" in get(capture.server.url, "de-DE")[1]


@pytest.mark.parametrize(
    ("accepted", "language"),
    [
        ("es-419,en;q=0.5", "es"),
        ("es-US", "es"),
        ("en-US,es;q=0.9", "en"),
        ("fr-FR,es;q=0.8,en;q=0.5", "es"),
        ("de-DE", "en"),
        ("", "en"),
    ],
)
def test_the_page_speaks_the_first_of_the_phones_languages_it_knows(
    accepted: str, language: str
) -> None:
    assert phone_language(parse_accept_header(accepted, LanguageAccept)) == language


def test_a_photo_sent_is_handed_over_with_its_name_and_time(capture: Capture) -> None:
    photo = scan_png("1042")
    assert post(capture.server.url + "/photos", [("IMG_0042.png", photo)]) == 200
    [received] = capture.received.photos
    assert (received.data, received.name, received.media_type) == (
        photo,
        "IMG_0042.png",
        "image/png",
    )
    assert received.received_at == capture.clock.now


def test_several_photos_in_one_request_are_all_handed_over(capture: Capture) -> None:
    parts = [(f"page-{n}.png", scan_png(str(n))) for n in range(3)]
    assert post(capture.server.url + "/photos", parts) == 200
    assert [p.name for p in capture.received.photos] == ["page-0.png", "page-1.png", "page-2.png"]


def test_photos_sent_at_once_from_several_threads_all_arrive(capture: Capture) -> None:
    statuses: list[int] = []
    lock = threading.Lock()

    def send(n: int) -> None:
        status = post(capture.server.url + "/photos", [(f"p{n}.png", scan_png(str(n)))])
        with lock:
            statuses.append(status)

    threads = [threading.Thread(target=send, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert statuses == [200] * 8
    assert sorted(p.name for p in capture.received.photos) == sorted(f"p{n}.png" for n in range(8))


def test_after_fifteen_minutes_the_token_is_refused(capture: Capture) -> None:
    capture.clock.move(LIFETIME - timedelta(seconds=1))
    assert post(capture.server.url + "/photos", [("a.png", scan_png("a"))]) == 200
    capture.clock.move(timedelta(seconds=1))
    assert post(capture.server.url + "/photos", [("b.png", scan_png("b"))]) == 410
    assert get(capture.server.url)[0] == 410
    assert [p.name for p in capture.received.photos] == ["a.png"]


@pytest.mark.parametrize("wrong", ["", "x", "token-of-an-old-capture-0123456789"])
def test_a_wrong_token_is_not_found(capture: Capture, wrong: str) -> None:
    base = capture.server.url.rsplit("/", 1)[0]
    assert get(f"{base}/{wrong}")[0] == 404
    assert post(f"{base}/{wrong}/photos", [("a.png", scan_png("a"))]) == 404
    assert capture.received.photos == []


@pytest.mark.parametrize(
    "path",
    [
        "/{token}/../{token}/photos",
        "/{token}/%2e%2e/{token}/photos",
        "/{token}/..%2f..%2fetc%2fpasswd",
        "/../../etc/passwd",
        "/{token}/photos/../../{token}",
        "/{token}%2fphotos",
    ],
)
def test_a_path_around_the_token_is_not_found(capture: Capture, path: str) -> None:
    assert raw_status(capture.server, "POST", path.format(token=capture.server.token)) == 404


def test_a_thirty_megabyte_body_is_refused(capture: Capture) -> None:
    big = b"\x89PNG\r\n\x1a\n" + bytes(30 * 1024 * 1024)
    assert post(capture.server.url + "/photos", [("big.png", big)]) == 413
    assert capture.received.photos == []


@pytest.mark.parametrize(
    ("name", "data"),
    [
        ("notes.jpg", b"just some text, named as a photo"),
        ("setup.png", b"MZ\x90\x00" + bytes(200)),
        ("scan.png", b"%PDF-1.7\n" + bytes(200)),
        ("empty.jpg", b""),
        ("bomb.png", bomb_png()),
    ],
)
def test_what_is_no_photo_or_a_bomb_is_refused(capture: Capture, name: str, data: bytes) -> None:
    assert post(capture.server.url + "/photos", [("good.png", scan_png("g")), (name, data)]) == 415
    assert capture.received.photos == [], "none of the request is handed over"


def test_a_request_without_a_photo_or_with_the_wrong_method_is_refused(capture: Capture) -> None:
    body, kind = multipart([("a.png", scan_png("a"))], field="other")
    request = urllib.request.Request(
        capture.server.url + "/photos", body, {"Content-Type": kind}, method="POST"
    )
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=10)
    refused.value.close()
    assert refused.value.code == 400
    assert get(capture.server.url + "/photos")[0] == 405
    assert raw_status(capture.server, "POST", f"/{capture.server.token}") == 405


def test_too_many_requests_are_refused(capture: Capture) -> None:
    for _ in range(MAX_REQUESTS):
        assert raw_status(capture.server, "GET", f"/{capture.server.token}") == 200
    assert post(capture.server.url + "/photos", [("a.png", scan_png("a"))]) == 429
    assert capture.received.photos == []


def test_a_client_that_stops_halfway_holds_up_no_one(capture: Capture) -> None:
    address = urlsplit(capture.server.url)
    slow = socket.create_connection((address.hostname or "", address.port or 0), timeout=10)
    with slow:
        slow.sendall(f"POST /{capture.server.token}/photos HTTP/1.1\r\nContent-Len".encode())
        assert post(capture.server.url + "/photos", [("a.png", scan_png("a"))]) == 200
        # The server's timeout (1 s here) ends the silent connection; recv sees its end.
        assert slow.recv(1024) == b""
    assert len(capture.received.photos) == 1


def test_a_closed_server_refuses_every_connection() -> None:
    received = Received()
    server = CaptureServer("127.0.0.1", received)
    url = server.url
    server.close()
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(url, timeout=10)
    assert received.photos == []


def test_each_capture_has_its_own_long_token() -> None:
    first, second = CaptureServer("127.0.0.1", Received()), CaptureServer("127.0.0.1", Received())
    try:
        assert first.token != second.token
        assert len(first.token) >= 22, "16 random bytes"
        assert urlsplit(first.url).hostname == "127.0.0.1"
    finally:
        first.close()
        second.close()


def test_an_address_not_on_this_pc_is_an_error_to_say_not_the_end_of_the_program() -> None:
    with pytest.raises(OSError):
        CaptureServer("192.0.2.1", Received())
