"""The one-time address a phone sends photos to, served while a capture is open.

Safe by construction (issue 36 §1): it listens only between :class:`CaptureServer`'s start
and :meth:`~CaptureServer.close`, on the one local address it is given, and answers only
under a random token of 128 bits that expires after 15 minutes. Every other path, an
old token, a body over the attachments' 25 MB, something that is not a photo, more
requests than a capture needs: refused with a status, nothing handed over.

HTTP, the form's parsing and the threads are Werkzeug's (its development server is a
plain threaded ``http.server``: enough for one phone on a local network, and it has no
dependencies of its own). A client that stops halfway holds only its own thread, and
only until the socket's timeout.
"""

from __future__ import annotations

import json
import secrets
import socket
import threading
from collections.abc import Callable, Iterable
from datetime import UTC, datetime, timedelta
from pathlib import PurePosixPath, PureWindowsPath
from typing import TYPE_CHECKING

from werkzeug.datastructures import LanguageAccept
from werkzeug.exceptions import (
    BadRequest,
    Gone,
    HTTPException,
    MethodNotAllowed,
    NotFound,
    TooManyRequests,
    UnsupportedMediaType,
)
from werkzeug.serving import WSGIRequestHandler, make_server
from werkzeug.wrappers import Request, Response

from fog_desktop.errors import ValidationError
from fog_desktop.phone_capture.page import LANGUAGES, render
from fog_desktop.phone_capture.photos import Photo, check_photo
from fog_desktop.services.attachments import MAX_BYTES

if TYPE_CHECKING:
    from _typeshed.wsgi import StartResponse, WSGIEnvironment

LIFETIME = timedelta(minutes=15)
#: Far more than a manager photographs in one capture, far fewer than a script tries.
MAX_REQUESTS = 200
#: Photos in one request: the page sends one a request.
MAX_PHOTOS = 10
#: Seconds a connection may stay silent before the server drops it.
TIMEOUT = 10.0
#: Seconds between the server's looks at whether it is asked to stop: what closing waits.
_POLL = 0.1


def _now() -> datetime:
    return datetime.now(UTC)


class _PhotoRequest(Request):
    # The form's own fields and headers fit in far less than a photo does.
    max_content_length = MAX_BYTES + 64 * 1024
    max_form_parts = MAX_PHOTOS + 10


def _quiet_handler(timeout: float) -> type[WSGIRequestHandler]:
    class Handler(WSGIRequestHandler):
        def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
            """The request line holds the token: it is written nowhere."""

    Handler.timeout = timeout
    return Handler


def _file_name(name: str | None) -> str:
    """The photo's own name without any folder, whichever system wrote it."""
    return PureWindowsPath(PurePosixPath(name or "").name).name or "photo.jpg"


def phone_language(accepted: LanguageAccept) -> str:
    """The first of the phone's languages, in its order of preference, that the page
    speaks, by its main part: "es-419" and "es-US" are Spanish. (Werkzeug's best_match
    prefers any exact match, so that "en-US, es" would give Spanish.)"""
    for tag, _quality in accepted:
        main = tag.replace("_", "-").split("-")[0].lower()
        if main in LANGUAGES:
            return main
    return LANGUAGES[0]


class CaptureServer:
    """Serve the phone's page at :attr:`url` until :meth:`close`, handing each photo
    received to ``received`` (on the server's thread)."""

    def __init__(
        self,
        address: str,
        received: Callable[[Photo], None],
        *,
        port: int = 0,
        clock: Callable[[], datetime] = _now,
        timeout: float = TIMEOUT,
    ) -> None:
        self.token = secrets.token_urlsafe(16)
        self._received = received
        self._clock = clock
        self.expires_at = clock() + LIFETIME
        self._requests = 0
        self._closed = False
        self._lock = threading.Lock()
        # Bound here: Werkzeug's own binding ends the process (sys.exit) when it fails.
        with socket.create_server((address, port)) as listener:
            self._server = make_server(
                address,
                listener.getsockname()[1],
                self._app,
                threaded=True,
                request_handler=_quiet_handler(timeout),
                fd=listener.fileno(),  # which it duplicates
            )
        self._thread = threading.Thread(
            target=self._server.serve_forever,
            kwargs={"poll_interval": _POLL},
            name="phone capture",
            daemon=True,
        )
        self._thread.start()

    @property
    def url(self) -> str:
        """The page's address, the one the QR code holds."""
        return f"http://{self._server.host}:{self._server.port}/{self.token}"

    @property
    def open(self) -> bool:
        return not self._closed and self._clock() < self.expires_at

    def close(self) -> None:
        """Stop listening; the token is dead even to a request already under way."""
        self._closed = True
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=TIMEOUT)

    def _app(self, environ: WSGIEnvironment, start_response: StartResponse) -> Iterable[bytes]:
        request = _PhotoRequest(environ)
        try:
            response = self._respond(request)
        except HTTPException as refused:
            response = refused.get_response(environ)
            response.headers["Cache-Control"] = "no-store"
        finally:
            request.close()  # The photos' spooled files.
        return response(environ, start_response)

    def _respond(self, request: Request) -> Response:
        page, photos = f"/{self.token}", f"/{self.token}/photos"
        # The path as sent, not as decoded: "%2f" or "//" reach nothing.
        sent = request.environ.get("RAW_URI", "").partition("?")[0]
        if sent not in (page, photos):
            raise NotFound()
        with self._lock:
            self._requests += 1
            too_many = self._requests > MAX_REQUESTS
        if not self.open:
            raise Gone()
        if too_many:
            raise TooManyRequests()
        if sent == page:
            if request.method != "GET":
                raise MethodNotAllowed(["GET"])
            return self._page(request)
        if request.method != "POST":
            raise MethodNotAllowed(["POST"])
        return self._take(request)

    def _page(self, request: Request) -> Response:
        language = phone_language(request.accept_languages)
        nonce = secrets.token_urlsafe(12)
        response = Response(render(language, nonce), mimetype="text/html")
        response.headers.update(
            {
                "Cache-Control": "no-store",
                "Referrer-Policy": "no-referrer",
                "X-Content-Type-Options": "nosniff",
                "Content-Security-Policy": (
                    f"default-src 'none'; script-src 'nonce-{nonce}'; "
                    f"style-src 'nonce-{nonce}'; img-src blob:; connect-src 'self'"
                ),
            }
        )
        return response

    def _take(self, request: Request) -> Response:
        files = request.files.getlist("photo")
        if not files or len(files) > MAX_PHOTOS:
            raise BadRequest()
        received_at = self._clock()
        photos = []
        for sent in files:
            data, name = sent.read(), _file_name(sent.filename)
            try:
                media_type = check_photo(data, name)
            except ValidationError as refused:
                raise UnsupportedMediaType(str(refused)) from None
            photos.append(Photo(data, name, media_type, received_at))
        # All or none, and none once closed: the window may be gone.
        if not self.open:
            raise Gone()
        for photo in photos:
            self._received(photo)
        body = json.dumps({"received": len(photos)})
        return Response(body, mimetype="application/json", headers={"Cache-Control": "no-store"})
