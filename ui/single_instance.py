"""One window per data folder: a second start brings the first window to the front and
exits, instead of a second window on the same records.

The first start holds a lock file (Qt removes one a crashed process left) and, once its
records open, listens on a local socket (a named pipe on Windows); a later start that
finds the lock taken asks that socket to show the window, and waits a few seconds for it
to listen. Both are named for the user and the data folder, so two installations,
or two people logged in to the same PC, do not meet.
"""

from __future__ import annotations

import enum
import getpass
import hashlib
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs
from PySide6.QtCore import QLockFile, QObject, QThread, Signal

from fog_desktop import APP_NAME
from fog_desktop.config import Paths

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer

#: How long a later start waits for the first to answer; the first may be busy opening.
ANSWER_MS = 3000
#: How often a later start tries again while the first is not listening yet.
RETRY_MS = 50


def instance_key(paths: Paths) -> str:
    """The same for every start of one user on one data folder, and only for them."""
    folder = str(paths.data_dir.resolve())
    return hashlib.sha256(f"{getpass.getuser()}\n{folder}".encode()).hexdigest()[:20]


def _lock_file(path: Path) -> QLockFile:
    lock = QLockFile(str(path))
    # Stale only when its process is gone: by default a lock older than 30 s counts as
    # stale, and a window open all day would lose it to a second start.
    lock.setStaleLockTime(0)
    return lock


class Claim(enum.Enum):
    FIRST = "first"
    #: Another start holds the data folder and was asked to show its window.
    SHOWN_OTHER = "shown other"
    #: Another start holds it but did not answer (still opening, or stuck).
    OTHER_SILENT = "other silent"


class SingleInstance(QObject):
    """:meth:`claim` once at start; ``show_requested`` when a later start asks."""

    show_requested = Signal()

    def __init__(self, paths: Paths, parent: QObject | None = None) -> None:
        super().__init__(parent)
        key = instance_key(paths)
        self.name = f"fog-desktop-{key}"
        paths.settings_dir.mkdir(parents=True, exist_ok=True)
        self._lock = _lock_file(paths.settings_dir / f"window-{key}.lock")
        self._server: QLocalServer | None = None

    def claim(self) -> Claim:
        """For the first start, FIRST: it then :meth:`listen` for later ones once its
        records open. For a later one, whether the first answered its request to show
        the window."""
        if not self._lock.tryLock(0) and not self._lock_elsewhere():
            return Claim.SHOWN_OTHER if self._ask_first() else Claim.OTHER_SILENT
        return Claim.FIRST

    def _lock_elsewhere(self) -> bool:
        """A settings folder that can't be written (a read-only data folder, whose records
        the window still shows) can't hold the lock: the user's cache folder holds it
        instead, for every start that meets the same folder. False when the lock is
        taken, there too, by another start."""
        if self._lock.error() == QLockFile.LockError.LockFailedError:
            return False  # held by another start
        runtime = Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))
        runtime.mkdir(parents=True, exist_ok=True)
        self._lock = _lock_file(runtime / f"window-{self.name}.lock")
        return self._lock.tryLock(0)

    def listen(self) -> None:
        """Answer later starts from now on. QtNetwork is loaded here, after the first
        paint, which it would delay (issue 16 §1)."""
        from PySide6.QtNetwork import QLocalServer  # noqa: PLC0415

        # A socket file left by a crash (Unix) would make listen() fail.
        QLocalServer.removeServer(self.name)
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        server.newConnection.connect(self._answer)
        server.listen(self.name)
        self._server = server

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        self._lock.unlock()

    def _ask_first(self) -> bool:
        """Connecting is the request; the first closing the connection, from its event
        loop, is the answer that it is alive and showed its window. A first start still
        painting its window is not listening yet: it is asked again until it answers or
        :data:`ANSWER_MS` have passed."""
        from PySide6.QtNetwork import QLocalSocket  # noqa: PLC0415  (as in listen)

        if sys.platform == "win32":
            # Windows lets only the program the user just started bring a window forward;
            # this one hands that right to the first.
            import ctypes  # noqa: PLC0415  (Windows only)

            ctypes.windll.user32.AllowSetForegroundWindow(-1)  # type: ignore[attr-defined]
        deadline = time.monotonic() + ANSWER_MS / 1000
        while (left := int((deadline - time.monotonic()) * 1000)) > 0:
            socket = QLocalSocket()
            socket.connectToServer(self.name)
            if socket.waitForConnected(left):
                return socket.waitForDisconnected(ANSWER_MS)
            QThread.msleep(RETRY_MS)
        return False

    def _answer(self) -> None:
        assert self._server is not None
        while (connection := self._server.nextPendingConnection()) is not None:
            connection.disconnectFromServer()
            connection.deleteLater()
            self.show_requested.emit()
