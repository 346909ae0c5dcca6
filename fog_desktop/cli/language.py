"""The words of ``remind`` in the manager's language: run by a scheduled task, its lines
are read by a person, in the language chosen in Settings, else the system's, as the
window does. The other commands speak English, as scripts and the city read them.

Spanish is read from the window's compiled translations with Qt's own translator, and Qt
is loaded only then: an English ``remind`` stays as quick as it was.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from fog_desktop import i18n

#: Where a POSIX system names its language for messages, the first one set counting.
LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
#: Spanish among Windows' language ids: the low ten bits of the user's UI language.
WINDOWS_SPANISH, WINDOWS_PRIMARY = 0x0A, 0x3FF


def system_language() -> str:
    """The system's language for messages, as Qt reads it for the window: "es" or "en"."""
    if sys.platform == "win32":
        import ctypes  # noqa: PLC0415  (Windows only)

        ui_language = ctypes.windll.kernel32.GetUserDefaultUILanguage()
        return i18n.SPANISH if ui_language & WINDOWS_PRIMARY == WINDOWS_SPANISH else "en"
    for name in LANGUAGE_VARIABLES:
        value = os.environ.get(name, "")
        if value:
            return i18n.SPANISH if value.lower().startswith("es") else "en"
    return "en"


@contextmanager
def speaking(chosen: str) -> Iterator[str]:
    """Within, the core's texts in the language ``chosen`` in Settings ("" follows the
    system's); the language's code is given."""
    language = chosen if chosen in i18n.LANGUAGES else system_language()
    if language == "en":
        yield language
        return
    from PySide6.QtCore import QTranslator  # noqa: PLC0415  (Spanish only)

    translator = QTranslator()
    if not translator.load(str(i18n.compiled(language))):
        yield "en"
        return
    i18n.install(translator.translate, language)
    try:
        yield language
    finally:
        i18n.uninstall()
