"""The window started as a manager starts it, timed from outside (issue 34 §5).

``cold_start`` times callbacks inside a process it launched, on Qt's offscreen platform,
where a window paints the moment it is shown. On a real display the window is painted
only once the display server says it is on screen; a start that goes on working
before then leaves a blank (or black) window up. So this benchmark runs an X server of
its own (Xvfb), launches the installed ``fog-desktop`` script on the demo database, and
watches the screen from another connection: the main window mapped (X's MapNotify),
then each time its pixels change (the DAMAGE extension, stamped with the server's
clock), until the window is painted (its first frame that is not blank) and settled (no
change for a while). A bare PySide6
window is started the same way, in turn with the application, as its floor.

Each start's first painted frame and settled frame are saved as PNG files in the folder
printed at the end, to look at what the figures stand for.
"""

from __future__ import annotations

import os
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from benchmarks.figures import Figure, Target, compile_project, machine, print_table

REPEATS = 7
SIZE = (1366, 768)
#: A window that has not changed for this long has settled.
QUIET = 1.5
#: A start that has not painted by then has failed.
GIVE_UP = 30.0
#: How each floor ends: its window sized as ours, shown, and the event loop run.
SHOWN = "window.resize(1200, 800)\nwindow.show()\napp.exec()\n"
BARE = (
    "import sys\n"
    "from PySide6.QtWidgets import QApplication, QMainWindow\n"
    "app = QApplication(sys.argv)\n"
    "window = QMainWindow()\n"
    "window.setWindowTitle('bare')\n"
) + SHOWN
#: The floor of a window that shows a stored record with the storage the design holds
#: to (SQLAlchemy's ORM on the SQLite file): one mapped class, one query, then the bare
#: window with what it read. Our window can't be ready sooner than this one paints.
BARE_STORED = (
    "import sys\n"
    "from PySide6.QtWidgets import QApplication, QLabel, QMainWindow\n"
    "from sqlalchemy import create_engine, select\n"
    "from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column\n"
    "class Base(DeclarativeBase):\n"
    "    pass\n"
    "class Establishment(Base):\n"
    "    __tablename__ = 'establishments'\n"
    "    id: Mapped[int] = mapped_column(primary_key=True)\n"
    "    name: Mapped[str]\n"
    "app = QApplication(sys.argv)\n"
    "with Session(create_engine(sys.argv[1])) as session:\n"
    "    name = session.scalars(select(Establishment.name)).first()\n"
    "window = QMainWindow()\n"
    "window.setWindowTitle('bare, stored')\n"
    "window.setCentralWidget(QLabel(name))\n"
) + SHOWN


@dataclass(frozen=True)
class Start:
    """Seconds from launching a process to its main window mapped, painted, settled."""

    mapped: float
    painted: float
    settled: float


class Screen:
    """An X server of our own, and a connection to it that sees every top-level window
    mapped and every change of a watched window's pixels."""

    def __init__(self) -> None:
        if shutil.which("Xvfb") is None:
            raise SystemExit("The window's start needs Xvfb: apt-get install xvfb")
        read, write = os.pipe()
        self.server = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24",
             "-nolisten", "tcp"],
            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        os.close(write)
        with os.fdopen(read) as told:
            self.name = f":{told.readline().strip()}"
        from Xlib import X, Xatom, display  # noqa: PLC0415  (only `make bench` needs it)
        from Xlib.ext import damage  # noqa: PLC0415

        self.x = X
        self.atoms = Xatom
        self.damage = damage
        self.display = display.Display(self.name)
        self.display.damage_query_version()
        root = self.display.screen().root
        root.change_attributes(event_mask=X.SubstructureNotifyMask)
        # The server's clock, read from a property change on a window of our own: each
        # step of a start is timed by when the server did it, not by when this watcher,
        # busy reading a frame's pixels (some 20 ms), got round to its event.
        self.clock = root.create_window(0, 0, 1, 1, 0, X.CopyFromParent)
        self.clock.change_attributes(event_mask=X.PropertyChangeMask)
        self.clock_atom = self.display.intern_atom("FOG_BENCH_CLOCK")
        self.display.sync()

    def close(self) -> None:
        self.display.close()
        self.server.terminate()
        self.server.wait()

    def _events(self, until: float) -> Any:
        """The display's events until ``until``, and None after each tenth of a second
        without one, so that a watcher can tell a window that has gone quiet."""
        while time.perf_counter() < until:
            if not self.display.pending_events():
                select.select([self.display.fileno()], [], [], 0.1)
                if not self.display.pending_events():
                    yield None
                    continue
            yield self.display.next_event()

    def _geometry(self, window: Any) -> Any:
        """Where ``window`` is; None for one gone already (Qt maps and destroys a small
        helper window of its own at start, which the watcher may hear of too late)."""
        from Xlib.error import BadDrawable  # noqa: PLC0415

        try:
            return window.get_geometry()
        except BadDrawable:
            return None

    def _frame(self, window: Any) -> tuple[bytes, int, int]:
        # The part on screen: X refuses to read pixels past the screen's edge.
        geometry = window.get_geometry()
        width = min(geometry.width, SIZE[0] - max(geometry.x, 0))
        height = min(geometry.height, SIZE[1] - max(geometry.y, 0))
        image = window.get_image(0, 0, width, height, self.x.ZPixmap, 0xFFFFFFFF)
        return image.data, width, height

    def start(self, command: list[str], env: dict[str, str], shots: Path) -> Start:
        """Launch ``command`` and watch its first large top-level window; its frames
        painted and settled are saved as ``shots``-painted.png and -settled.png."""
        self.clock.change_property(self.clock_atom, self.atoms.STRING, 8, b"")
        self.display.flush()
        began = time.perf_counter()
        launched = None  # the server's time in ms when the command was launched
        child = subprocess.Popen(
            command, env={**env, "DISPLAY": self.name},
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        )  # fmt: skip
        window = None
        mapped = painted = changed = None
        frames: dict[str, tuple[bytes, int, int]] = {}
        try:
            for event in self._events(began + GIVE_UP):
                now = time.perf_counter() - began
                kind = type(event).__name__  # "NoneType" for a quiet tenth of a second
                if kind == "PropertyNotify" and launched is None:
                    launched = event.time
                elif kind == "MapNotify" and window is None:
                    geometry = self._geometry(event.window)
                    if geometry is not None and geometry.width >= SIZE[0] // 2:
                        window, mapped = event.window, now
                        window.damage_create(self.damage.DamageReportNonEmpty)
                        self.display.sync()
                elif kind == "DamageNotify" and window is not None and launched is not None:
                    self.display.damage_subtract(event.damage)
                    now = (event.timestamp - launched) / 1000
                    frame = self._frame(window)
                    if painted is None and any(frame[0]):
                        painted = now
                        frames["painted"] = frame
                    # Qt repaints a part of a window now and then with the same pixels.
                    if painted is not None and frame != frames.get("settled"):
                        changed = now
                        frames["settled"] = frame
                if changed is not None and time.perf_counter() - began > changed + QUIET:
                    break
        finally:
            errors = self._close(child, window)
        if mapped is None or painted is None or changed is None:
            raise SystemExit(f"{' '.join(command)} painted no window:\n{errors.decode()}")
        for name, (data, width, height) in frames.items():
            _save_png(data, width, height, shots.with_name(f"{shots.name}-{name}.png"))
        return Start(mapped, painted, changed)

    def _close(self, child: subprocess.Popen[bytes], window: Any) -> bytes:
        """Close the window as its user does (the window manager's close button), so the
        application keeps what it keeps on closing (the columns' widths, for the next
        start's first paint); a process that has not ended within a minute is ended."""
        if window is not None:
            from Xlib.protocol import event  # noqa: PLC0415

            protocols = self.display.intern_atom("WM_PROTOCOLS")
            delete = self.display.intern_atom("WM_DELETE_WINDOW")
            message = event.ClientMessage(
                window=window,
                client_type=protocols,
                data=(32, [delete, self.x.CurrentTime, 0, 0, 0]),
            )
            window.send_event(message)
            self.display.flush()
        try:
            _, errors = child.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            child.send_signal(signal.SIGTERM)
            _, errors = child.communicate()
        return errors


def _save_png(data: bytes, width: int, height: int, path: Path) -> None:
    from PySide6.QtGui import QImage  # noqa: PLC0415

    QImage(data, width, height, QImage.Format.Format_RGB32).save(str(path))


def _demo(folder: Path, script: str, env: dict[str, str]) -> str:
    """The demo establishment's database URL, with the settings a manager's PC has after
    the first day: an operator named (otherwise the window asks who is using it before
    anything). The reminders in the notification area are off: Xvfb has no notification
    area, and closing the window would first ask whether to quit without them, a question
    no one answers here (each start then waited a minute to be ended, its columns not
    kept)."""
    subprocess.run(
        [script, "--data-dir", str(folder), "--operator", "Bench", "demo"],
        check=True, capture_output=True, env=env,
    )  # fmt: skip
    from fog_desktop.config import Settings, resolve_db_url, resolve_paths  # noqa: PLC0415

    paths = resolve_paths(str(folder))
    settings = Settings.load(paths)
    settings.operator_name = "Bench"
    settings.remind_in_tray = False
    settings.save(paths)
    return resolve_db_url(paths, None)


def run() -> list[Target]:
    script = str(Path(sys.executable).with_name("fog-desktop"))
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env["QT_QPA_PLATFORM"] = "xcb"
    compile_project()
    shots = Path(tempfile.mkdtemp(prefix="fog-bench-window-"))
    screen = Screen()
    try:
        with tempfile.TemporaryDirectory(prefix="fog-bench-demo-") as data:
            url = _demo(Path(data), script, env)
            bare_command = [sys.executable, "-c", BARE]
            stored_command = [sys.executable, "-c", BARE_STORED, url]
            app_command = [script, "--data-dir", data]
            # Unmeasured: Python, Qt, SQLAlchemy and the database into the operating
            # system's cache; the day's backup made, and the Dashboard's snapshot written.
            first = screen.start(app_command, env, shots / "first")
            screen.start(bare_command, env, shots / "warm")
            screen.start(stored_command, env, shots / "warm-stored")
            bare: list[Start] = []
            stored: list[Start] = []
            app: list[Start] = []
            for n in range(REPEATS):
                # In turn: the machine's speed drifts over a series, and in turn the
                # drift weighs on a figure and its floor alike.
                bare.append(screen.start(bare_command, env, shots / f"bare-{n}"))
                stored.append(screen.start(stored_command, env, shots / f"stored-{n}"))
                app.append(screen.start(app_command, env, shots / f"app-{n}"))
    finally:
        screen.close()
    m = statistics.median
    stored_floor = m(s.painted for s in stored)
    print_table(
        "FOG Desktop: the window started as a manager starts it",
        [
            f"The installed fog-desktop script on the demo database, under Xvfb {SIZE[0]}×"
            f"{SIZE[1]}; timed from launching the process, watched from outside (X's "
            f"MapNotify and DAMAGE). Medians of {REPEATS}, bare window and application "
            f"in turn. Frames saved in {shots}.",
            machine(),
        ],
        [
            Figure("Bare PySide6 window mapped", m(s.mapped for s in bare) * 1000, "ms"),
            Figure("Bare PySide6 window painted", m(s.painted for s in bare) * 1000, "ms"),
            Figure(
                "Bare window with a record read by SQLAlchemy, painted", stored_floor * 1000, "ms"
            ),
            Figure("First start (no snapshot yet), painted", first.painted * 1000, "ms"),
            Figure("First start (no snapshot yet), settled", first.settled * 1000, "ms"),
            Figure("Start, main window mapped", m(s.mapped for s in app) * 1000, "ms"),
            Figure("Start, main window painted", m(s.painted for s in app) * 1000, "ms"),
            Figure("Start, main window settled (ready)", m(s.settled for s in app) * 1000, "ms"),
            Figure("Start painted, slowest", max(s.painted for s in app) * 1000, "ms"),
            Figure(
                "Start settled, over the window with a record read by SQLAlchemy",
                m(s.settled for s in app) / stored_floor,
                "×",
            ),
        ],
    )
    floor = m(s.painted for s in bare)
    return [
        Target("§5", "window painted, as started by a manager", m(s.painted for s in app),
               "s", 2.0, floor),
        Target("§5", "window settled (ready), as started by a manager",
               m(s.settled for s in app), "s", 2.0, floor),
    ]  # fmt: skip
