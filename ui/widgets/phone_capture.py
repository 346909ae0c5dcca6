"""Take photos with your phone: a QR code of a one-time page the phone's camera opens, and
each photo sent there added to a scans-and-photos panel as if chosen from a folder
(issue 36 §1).

The server (:mod:`fog_desktop.phone_capture.server`) listens while this dialog is open;
Close stops it. It hands each photo over on its own thread, which writes it to a
temporary file and passes the path on by a Qt signal, so the panel gets it on the GUI
thread and reads and checks it as it does a file the user chose. The photo's name says
when the phone sent it, so the stored attachment, and its audit, keep that time.

This module imports Werkzeug and segno: the panel imports it only when asked for a
capture, so the window's start loads neither.
"""

from __future__ import annotations

import io
import re
import tempfile
from collections.abc import Callable
from pathlib import Path

import segno
from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.i18n import noop, translate
from fog_desktop.phone_capture.addresses import private_addresses
from fog_desktop.phone_capture.photos import Photo
from fog_desktop.phone_capture.server import LIFETIME, CaptureServer
from fog_desktop.services.attachments import EXTENSIONS
from ui.forms import paragraph, plain
from ui.operations import BackgroundOp

STEPS = noop(
    "PhoneCapture",
    "1. Connect the phone to the same Wi-Fi as this PC (the restaurant's, not the guest "
    "network).\n2. Point the phone's camera at the code and open the page it offers.\n"
    "3. Take the photos: each one appears in the scans and photos within a second, to be "
    "saved with the record.",
)
CANT_REACH = noop(
    "PhoneCapture",
    "The phone can't open the page? Check its Wi-Fi; if Windows asked whether FOG Desktop "
    "may use private networks, it must be allowed. Otherwise send the photo to yourself "
    "(by e-mail or a message), save it on this PC and drop the file on the scans and photos.",
)
NO_NETWORK = noop(
    "PhoneCapture",
    "This PC is on no local network a phone could reach, so the phone can't send photos "
    "to it. Connect the PC to the restaurant's Wi-Fi or router, or send the photo to "
    "yourself (by e-mail or a message), save it on this PC and drop the file on the scans "
    "and photos.",
)
EXPIRED = noop(
    "PhoneCapture", "The code has expired: it works 15 minutes. Click New code for another."
)
#: Characters kept in a file name on every system; the others become "_".
_UNSAFE = re.compile(r"[^\w .-]")


def photo_file(photo: Photo, folder: Path) -> Path:
    """Write ``photo`` to a file of its own under ``folder``, named by when it arrived and
    the phone's name for it; the extension is its type's, whatever the phone called it."""
    when = photo.received_at.astimezone().strftime("%Y-%m-%d %H.%M.%S")
    stem = _UNSAFE.sub("_", Path(photo.name).stem)[:80]
    # A folder of its own: an iPhone calls every photo "image.jpg".
    path = Path(tempfile.mkdtemp(dir=folder)) / (f"{when} {stem}{EXTENSIONS[photo.media_type]}")
    path.write_bytes(photo.data)
    return path


def qr_pixmap(text: str) -> QPixmap:
    """``text`` as a QR code, drawn in memory."""
    png = io.BytesIO()
    segno.make(text, error="m").save(png, kind="png", scale=6, border=4)
    pixmap = QPixmap()
    pixmap.loadFromData(png.getvalue(), "PNG")
    return pixmap


class _Courier(QObject):
    """Carries each photo's file from the server's thread to the GUI thread; owned by the
    server's callback, it outlives a dialog closed while a photo is under way."""

    arrived = Signal(Path)


class _Serving:
    """The capture's server, if one runs: apart from the dialog, so that a dialog deleted
    with its form, which no Close reached, still stops it."""

    def __init__(self) -> None:
        self.server: CaptureServer | None = None

    def stop(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None


class PhoneCaptureDialog(QDialog):
    """The QR code, the address in words, the other addresses, and what arrived."""

    def __init__(
        self,
        parent: QWidget | None,
        take: Callable[[list[Path]], None],
        addresses: list[str] | None,
        steps: str = STEPS,
    ) -> None:
        """``addresses``: the PC's private addresses, the first the code's; None while
        they are looked for (:meth:`use_addresses` gives them). ``steps``: what the
        user does, marked in the context "PhoneCapture"."""
        super().__init__(parent)
        self.setWindowTitle(translate("PhoneCapture", "Take photos with your phone"))
        self._take = take
        self._folder = Path(tempfile.mkdtemp(prefix="phone-"))
        self._serving = _Serving()
        self.destroyed.connect(self._serving.stop)
        self._received = 0
        self._expiry = QTimer(self, singleShot=True)
        self._expiry.timeout.connect(self._expired)
        self.steps = paragraph(translate("PhoneCapture", steps))
        self.qr = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.address = QLabel(textInteractionFlags=Qt.TextInteractionFlag.TextSelectableByMouse)
        plain(self.address)
        self.cant_reach = paragraph(translate("PhoneCapture", CANT_REACH))
        self.addresses = QComboBox()
        self.addresses.currentTextChanged.connect(self._start)
        self.choice = QWidget()
        self.state = paragraph(translate("PhoneCapture", "Looking for this PC's network…"))
        self.new_code = QPushButton(translate("PhoneCapture", "New code"))
        self.new_code.clicked.connect(lambda: self._start(self.addresses.currentText()))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self._lay_out()
        self._show_addresses([])
        if addresses is not None:
            self.use_addresses(addresses)

    def _lay_out(self) -> None:
        column = QVBoxLayout(self)
        for widget in (self.steps, self.qr):
            column.addWidget(widget)
        column.addWidget(self.address, alignment=Qt.AlignmentFlag.AlignCenter)
        column.addWidget(self.cant_reach)
        row = QHBoxLayout(self.choice)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(
            QLabel(
                translate(
                    "PhoneCapture",
                    "The code's address (try another if the phone can't open the page):",
                )
            )
        )
        row.addWidget(self.addresses, stretch=1)
        column.addWidget(self.choice)
        column.addWidget(self.state)
        row = QHBoxLayout()
        row.addWidget(self.new_code)
        row.addStretch()
        row.addWidget(self.buttons)
        column.addLayout(row)
        self.new_code.setVisible(False)

    def _show_addresses(self, addresses: list[str]) -> None:
        for widget in (self.steps, self.qr, self.address, self.cant_reach):
            widget.setVisible(bool(addresses))
        self.choice.setVisible(len(addresses) > 1)

    def use_addresses(self, addresses: list[str]) -> None:
        """Serve the code on the first of ``addresses``, the others offered; with none,
        say that no phone can reach this PC."""
        self._show_addresses(addresses)
        if addresses:
            # Filling the choice serves the first address (currentTextChanged).
            self.addresses.addItems(addresses)
        else:
            self.state.setText(translate("PhoneCapture", NO_NETWORK))
        self.adjustSize()

    @property
    def url(self) -> str | None:
        """The page's address while it is served."""
        server = self._serving.server
        return server.url if server is not None else None

    def _start(self, address: str) -> None:
        """Serve a new code on ``address``: the old one is dead from now."""
        self._stop()
        courier = _Courier()
        courier.arrived.connect(self._arrived)
        folder = self._folder

        def received(photo: Photo) -> None:
            courier.arrived.emit(photo_file(photo, folder))

        try:
            self._serving.server = CaptureServer(address, received)
        except OSError as exc:
            # The network changed since its addresses were listed (the Wi-Fi dropped).
            self._no_code(
                translate(
                    "PhoneCapture", "This PC can't receive photos at {address}: {reason}"
                ).format(address=address, reason=exc.strerror or exc)
            )
            return
        url = self._serving.server.url
        self.qr.setPixmap(qr_pixmap(url))
        self.qr.setVisible(True)
        self.address.setText(
            translate("PhoneCapture", "Or type in the phone's browser: {url}").format(url=url)
        )
        self.new_code.setVisible(False)
        self._expiry.start(int(LIFETIME.total_seconds() * 1000))
        self._show_count()

    def _stop(self) -> None:
        self._serving.stop()
        self._expiry.stop()

    def _expired(self) -> None:
        self._stop()
        self._no_code(translate("PhoneCapture", EXPIRED))

    def _no_code(self, why: str) -> None:
        self.qr.setVisible(False)
        self.address.setText("")
        self.state.setText(why)
        self.new_code.setVisible(True)

    def _arrived(self, path: Path) -> None:
        self._received += 1
        self._show_count()
        self._take([path])

    def _show_count(self) -> None:
        received = self._received
        self.state.setText(
            translate("PhoneCapture", "%n photo(s) received so far.", None, received)
            if received
            else translate("PhoneCapture", "Waiting for the phone's photos…")
        )

    def done(self, result: int) -> None:
        """Close: the server stops and the code is dead."""
        self._stop()
        super().done(result)


def open_phone_capture(
    parent: QWidget, take: Callable[[list[Path]], None], steps: str = STEPS
) -> PhoneCaptureDialog:
    """Show the capture over ``parent``; each photo received is given to ``take``. The
    PC's addresses are looked for off the GUI thread: a name lookup may wait on the
    network."""
    dialog = PhoneCaptureDialog(parent, take, None, steps)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    BackgroundOp(private_addresses, dialog.use_addresses, owner=dialog).run_in_background()
    return dialog
