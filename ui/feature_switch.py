"""Modules imported after Qt, not read for PySide6's ``__feature__`` switch.

Once QtCore is loaded, PySide6 reads the whole source of every module imported after
it, looking for the word "PySide6", to learn which modules may switch its features
(snake_case, true_property) on. The window switches none on, and the reading costs about
0.2 ms a module: some 70 ms for the 350 modules of the storage and the services that a
start loads after its first paint.
"""

from __future__ import annotations

import sys

import PySide6.QtCore  # noqa: F401  (loads the hook that read_no_source changes)


def read_no_source() -> None:
    """Take each module imported from now on as one that uses PySide6 with no feature,
    as the window's modules are, without reading it. A PySide6 that no longer has this
    hook is left as it is (tests/ui/test_qt_binding.py then fails)."""
    feature = sys.modules.get("shibokensupport.feature")
    if callable(getattr(feature, "_mod_uses_pyside", None)):
        feature._mod_uses_pyside = _uses_pyside  # type: ignore[union-attr]


def _uses_pyside(_module: object) -> bool:
    return True
