"""The mouse wheel scrolls a form; it changes a choice only in the field being edited.

Qt turns a combo box or a spin box under the pointer with the wheel, focus or not: a
manager scrolling down a checklist silently turned an item's OK into Not OK (issue 35 §2).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QWidget


class _WheelGuard(QObject):
    """Ignores the wheel over a field without the cursor: Qt then hands it to the field's
    parents, and the form scrolls instead."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802  (Qt's name)
        wheel = event.type() == QEvent.Type.Wheel
        if wheel and isinstance(watched, QWidget) and not watched.hasFocus():
            event.ignore()
            return True
        return False


def wheel_only_with_focus(root: QWidget) -> None:
    """Every choice and number field in ``root`` turns with the wheel only once clicked
    or tabbed into; a click, not the wheel, gives them the cursor."""
    guard = root.findChild(_WheelGuard) or _WheelGuard(root)
    fields: list[QWidget] = [*root.findChildren(QComboBox), *root.findChildren(QAbstractSpinBox)]
    for field in fields:
        field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        field.installEventFilter(guard)
