"""Photos chosen to attach to a record when it is stored (R8c): an answer found not OK, or
its fix."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from fog_desktop.i18n import translate
from ui.widgets.attachments.adding import choose_files


class PhotosField(QWidget):
    """A button to choose photos and the names of those chosen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._paths: list[Path] = []
        self.button = QPushButton(translate("PhotosField", "Photo…"))
        self.button.setToolTip(
            translate("PhotosField", "Attach a photo; it is kept with the record.")
        )
        self.button.clicked.connect(lambda: self.add(choose_files(self)))
        self.names = QLabel()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.button)
        row.addWidget(self.names, stretch=1)

    def add(self, paths: list[Path]) -> None:
        self._paths += [p for p in paths if p not in self._paths]
        self.names.setText(", ".join(p.name for p in self._paths))

    def paths(self) -> list[Path]:
        return list(self._paths)
