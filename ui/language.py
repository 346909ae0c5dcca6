"""The interface's language: Spanish when chosen in Settings, or when the system's language
is Spanish and nothing is chosen; English otherwise (the texts as the code writes them)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from fog_desktop import i18n


def language_of(chosen: str, system: QLocale | None = None) -> str:
    """The language code to show: ``chosen`` in Settings ("" follows the system)."""
    if chosen in i18n.LANGUAGES:
        return chosen
    locale = system or QLocale.system()
    return i18n.SPANISH if locale.language() == QLocale.Language.Spanish else "en"


def locale_for(language: str, system: QLocale) -> QLocale:
    """The dates' and times' form for ``language``: the ``system``'s where it speaks it,
    else that language in the system's country (Spanish in the US writes 15/3/2026 and
    2:30 p.m.). A system that names no country (the "C" locale) is taken as the US, where
    the ordinance is."""
    wanted = QLocale.Language.Spanish if language == i18n.SPANISH else QLocale.Language.English
    if system.language() == wanted:
        return system
    country = system.territory()
    if system.language() == QLocale.Language.C or country == QLocale.Country.AnyTerritory:
        country = QLocale.Country.UnitedStates
    return QLocale(wanted, country)


@dataclass(frozen=True)
class Loaded:
    """A language loaded: its translators, kept alive with it, and the dates' form it
    replaced, put back by :func:`remove_language`."""

    translators: list[QTranslator]
    replaced: QLocale


def install_language(app: QCoreApplication, language: str) -> Loaded:
    """Load ``language`` into ``app`` (Qt's own words too: OK, Cancel, the date picker),
    with its form of dates and times, and have the core's messages follow it."""
    replaced = QLocale()
    QLocale.setDefault(locale_for(language, replaced))
    if language == "en":
        i18n.uninstall()
        return Loaded([], replaced)
    loaded = []
    ours = QTranslator(app)
    if ours.load(str(i18n.compiled(language))):
        loaded.append(ours)
    qt = QTranslator(app)
    if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        loaded.append(qt)
    for translator in loaded:
        app.installTranslator(translator)
    i18n.install(ours.translate, language)
    return Loaded(loaded, replaced)


def remove_language(app: QCoreApplication, loaded: Loaded) -> None:
    for translator in loaded.translators:
        app.removeTranslator(translator)
    QLocale.setDefault(loaded.replaced)
    i18n.uninstall()


def switch_language(app: QCoreApplication, loaded: Loaded, language: str) -> bool:
    """Speak ``language`` in place of the one ``loaded``, which then removes it as it would
    have the first; whether it is another language (Settings chose it while the window
    runs)."""
    if language == i18n.language():
        return False
    for translator in loaded.translators:
        app.removeTranslator(translator)
    QLocale.setDefault(loaded.replaced)
    loaded.translators[:] = install_language(app, language).translators
    return True
