"""The words on screen in the user's language (English or Spanish).

Every text the window shows is written in English in the code, inside
``translate("Context", "text")``; ``make translations`` collects them into the
``resources/translations/*_es.ts`` files, where the Spanish is written, and compiles
those into the ``.qm`` file the window loads. The window installs Qt's translator here at
start (ui/app.py), so the services' messages are translated too without the core
importing Qt. The command line, the packet and the letters stay in English: nothing is
installed there, and each text is its English source.

A text with values names them, ``"Due {date}"``, and is formatted after translation,
since the order of words differs between languages. A text declared at import time, before
the translator is installed (a module's constant, a class's table), is marked with
:func:`noop` and translated where it is shown.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib.resources import files
from importlib.resources.abc import Traversable

#: The interface languages: the code, and the name each is chosen by in Settings.
LANGUAGES = {"en": "English", "es": "Español"}
SPANISH = "es"

Translate = Callable[[str, str], str]


def compiled(language: str) -> Traversable:
    """The compiled translations of ``language`` (``make translations``), which Qt loads."""
    return files("resources") / "translations" / f"fog_desktop_{language}.qm"


def _english(context: str, text: str) -> str:
    return text


#: The translation in use: one function, replaced when a language is loaded, and the
#: language's code.
_installed: list[Translate] = [_english]
_language = ["en"]


def possible_languages(chosen: str) -> tuple[str, ...]:
    """The languages the window may show for the language ``chosen`` in Settings: that
    one, or either while it follows the system's, which only Qt tells."""
    return (chosen,) if chosen in LANGUAGES else tuple(LANGUAGES)


def install(function: Translate, language: str = SPANISH) -> None:
    """Translate every later text with ``function`` (Qt's, once a language is loaded)."""
    _installed[0] = function
    _language[0] = language


def uninstall() -> None:
    install(_english, "en")


def language() -> str:
    """The code of the interface's language ("en", "es")."""
    return _language[0]


def translate(context: str, text: str) -> str:
    """``text`` in the interface's language; ``context`` says where it is shown, so that
    one English word can have two translations."""
    return _installed[0](context, text)


def noop(context: str, text: str) -> str:
    """Mark ``text`` for translation without translating it yet: it is shown later with
    ``translate(context, text)``."""
    return text


def translate_declared(kind: type, text: str) -> str:
    """A class's word (a class attribute, marked with ``noop`` in the context of the class
    that declares it, perhaps a base class of ``kind``) in the interface's language."""
    for declaring in kind.__mro__:
        translated = translate(declaring.__name__, text)
        if translated != text:
            return translated
    return text
