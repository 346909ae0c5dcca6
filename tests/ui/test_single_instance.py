"""One window per data folder: a second start, in another process as a user's double
click makes it, brings the first window forward instead of opening another."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from fog_desktop.config import Paths
from fog_desktop.context import AppContext
from models import Establishment
from ui.app import run_gui
from ui.main_window import MainWindow
from ui.single_instance import Claim, SingleInstance

if TYPE_CHECKING:
    from tests.ui.conftest import Gui


def paths_in(folder: Path) -> Paths:
    return Paths(data_dir=folder, log_dir=folder / "logs", settings_dir=folder)


SCRIPT = """
import os, sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication, QTimer
from fog_desktop.config import Paths
from ui.single_instance import SingleInstance
app = QCoreApplication([])
data, settings, mode = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
instance = SingleInstance(Paths(data, data / "logs", settings))
print(instance.claim().name, flush=True)
if mode == "crash":
    os._exit(0)
if mode in ("hold", "late"):
    instance.show_requested.connect(lambda: (print("shown", flush=True), app.quit()))
    # "late": listening a second after the claim, as a window still painting does.
    QTimer.singleShot(1000 if mode == "late" else 0, instance.listen)
    app.exec()
if mode == "stuck":
    instance.listen()
    sys.stdin.readline()
"""


def hold_elsewhere(paths: Paths, mode: str) -> subprocess.Popen[str]:
    """A first start in its own process, holding the data folder: answering ("hold"), or
    answering a second after its claim ("late"), until asked to show its window; or
    "stuck" without ever answering."""
    held = subprocess.Popen(
        [sys.executable, "-c", SCRIPT, str(paths.data_dir), str(paths.settings_dir), mode],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).parents[2],
    )
    assert held.stdout is not None
    assert held.stdout.readline().strip() == Claim.FIRST.name
    return held


def start_elsewhere(qtbot: QtBot, paths: Paths, *, crash: bool = False) -> str:
    """A later start's claim, in its own process as a user's double click makes it; the
    name of its Claim. With ``crash`` it dies holding the data folder, as a power cut or
    a kill leaves it. This process's events run meanwhile, as the first window's do."""
    mode = "crash" if crash else "ask"
    started = subprocess.Popen(
        [sys.executable, "-c", SCRIPT, str(paths.data_dir), str(paths.settings_dir), mode],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).parents[2],
    )
    qtbot.waitUntil(lambda: started.poll() is not None, timeout=20_000)
    out, _ = started.communicate()
    assert started.returncode == 0
    return out.strip()


def test_a_second_start_shows_the_first_window(qtbot: QtBot, tmp_path: Path) -> None:
    paths = paths_in(tmp_path)
    first = SingleInstance(paths)
    assert first.claim() is Claim.FIRST
    first.listen()
    with qtbot.waitSignal(first.show_requested, timeout=10_000):
        assert start_elsewhere(qtbot, paths) == Claim.SHOWN_OTHER.name
    first.release()


def test_a_second_start_while_the_first_still_paints_shows_it(qtbot: QtBot, tmp_path: Path) -> None:
    paths = paths_in(tmp_path)
    first = hold_elsewhere(paths, "late")
    assert SingleInstance(paths).claim() is Claim.SHOWN_OTHER
    out, _ = first.communicate(timeout=20)
    assert out.strip() == "shown"


def test_another_data_folder_is_another_instance(qtbot: QtBot, tmp_path: Path) -> None:
    first = SingleInstance(paths_in(tmp_path / "uno"))
    assert first.claim() is Claim.FIRST
    assert start_elsewhere(qtbot, paths_in(tmp_path / "dos")) == Claim.FIRST.name
    first.release()


def test_a_start_after_a_crash_is_the_first(qtbot: QtBot, tmp_path: Path) -> None:
    paths = paths_in(tmp_path)
    assert start_elsewhere(qtbot, paths, crash=True) == Claim.FIRST.name
    again = SingleInstance(paths)
    assert again.claim() is Claim.FIRST
    again.release()


def test_after_the_first_closes_the_next_start_is_first(qtbot: QtBot, tmp_path: Path) -> None:
    paths = paths_in(tmp_path)
    first = SingleInstance(paths)
    assert first.claim() is Claim.FIRST
    first.release()
    assert start_elsewhere(qtbot, paths) == Claim.FIRST.name


def test_starting_the_window_again_brings_the_open_one_forward(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    first = hold_elsewhere(ctx.paths, "hold")
    assert run_gui(ctx, crash_dialog=False) == 0
    out, _ = first.communicate(timeout=20)
    assert out.strip() == "shown"
    assert not gui.visible(MainWindow)


def test_when_the_open_one_does_not_answer_the_user_is_told(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    first = hold_elsewhere(ctx.paths, "stuck")
    told: list[str] = []

    def read_and_close(box: QMessageBox) -> None:
        told.append(box.text())
        box.accept()

    gui.when_shown(QMessageBox, read_and_close)
    assert run_gui(ctx, crash_dialog=False) == 0
    first.communicate("\n", timeout=20)
    assert told and told[0].startswith("FOG Desktop is already open on this PC")
    assert not gui.visible(MainWindow)
