"""Asking for a file: every file dialog starts in the folder the user last chose a file in,
at first their Documents folder, as Windows programs do.

The folder is remembered with QSettings (the registry on Windows): a preference of this
login, not part of the records.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

LAST_FOLDER = "files/last_folder"


def documents_folder() -> Path:
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(found) if found else Path.home()


def start_folder() -> Path:
    """The folder last chosen in, while it exists; else Documents."""
    remembered = QSettings().value(LAST_FOLDER, "")
    folder = Path(remembered) if isinstance(remembered, str) and remembered else None
    return folder if folder is not None and folder.is_dir() else documents_folder()


def remember(path: Path) -> Path:
    """Keep ``path``'s folder for the next dialog; ``path`` itself, for the caller."""
    QSettings().setValue(LAST_FOLDER, str(path.parent))
    return path


def suggested(name: str) -> Path:
    """A new file ``name`` in the folder a dialog starts in."""
    return start_folder() / name


def save_path(
    parent: QWidget, title: str, offered: Path, file_filter: str, suffix: str = ""
) -> Path | None:
    """Where to save a new file, ``offered`` at first; with ``suffix`` (".pdf") the path
    has it even when the user typed a name without it. None when cancelled."""
    chosen, _ = QFileDialog.getSaveFileName(parent, title, str(offered), file_filter)
    if not chosen:
        return None
    path = Path(chosen)
    if suffix and path.suffix.lower() != suffix:
        path = path.with_suffix(suffix)
    return remember(path)


def open_paths(parent: QWidget, title: str, file_filter: str, *, many: bool = False) -> list[Path]:
    """The files chosen to open (one unless ``many``); none when cancelled."""
    folder = str(start_folder())
    if many:
        names, _ = QFileDialog.getOpenFileNames(parent, title, folder, file_filter)
    else:
        name, _ = QFileDialog.getOpenFileName(parent, title, folder, file_filter)
        names = [name] if name else []
    paths = [Path(name) for name in names]
    if paths:
        remember(paths[0])
    return paths
