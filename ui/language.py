"""The interface's language: Spanish when chosen in Settings, or when the system's language
is Spanish and nothing is chosen; English otherwise (the texts as the code writes them)."""

from __future__ import annotations

from importlib.resources import files

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from fog_desktop import i18n

#: The compiled translations of ``make translations`` (tools/translations.py).
TRANSLATIONS = "translations"


def language_of(chosen: str, system: QLocale | None = None) -> str:
    """The language code to show: ``chosen`` in Settings ("" follows the system)."""
    if chosen in i18n.LANGUAGES:
        return chosen
    locale = system or QLocale.system()
    return i18n.SPANISH if locale.language() == QLocale.Language.Spanish else "en"


def install_language(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Load ``language`` into ``app`` (Qt's own words too: OK, Cancel, the date picker) and
    have the core's messages follow it. The translators are returned to be kept alive."""
    if language == "en":
        i18n.uninstall()
        return []
    loaded = []
    ours = QTranslator(app)
    if ours.load(str(files("resources") / TRANSLATIONS / f"fog_desktop_{language}.qm")):
        loaded.append(ours)
    qt = QTranslator(app)
    if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        loaded.append(qt)
    for translator in loaded:
        app.installTranslator(translator)
    i18n.install(QCoreApplication.translate, language)
    return loaded


def remove_language(app: QCoreApplication, translators: list[QTranslator]) -> None:
    for translator in translators:
        app.removeTranslator(translator)
    i18n.uninstall()
