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

A text with a count is written as Qt's plural forms want it, ``"%n day(s)"``, and
translated with the count, ``translate("Count", "%n day(s)", None, days)``: each language
gives a form per count ("1 día", "2 días"; Qt's numerus forms, which the .ts files hold),
and English, the code's own language, reads "(s)", "(es)" and "y(ies)" as the plural's
ending: "1 day", "2 days", "1 entry", "2 entries". The words next to the count agree with
it in the translation ("1 vencida", "2 vencidas"), never pasted to a number. ``%Ln`` is
the count as the user's locale writes it ("1,460"), ``%n`` its digits. The count is
given as a name (``len(rows)`` put in one first): ``pyside6-lupdate`` misses a text whose
count is an expression, which ``make translations --check`` then reports.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from importlib.resources import files
from importlib.resources.abc import Traversable

#: The interface languages: the code, and the name each is chosen by in Settings.
LANGUAGES = {"en": "English", "es": "Español"}
SPANISH = "es"

#: A translator: QTranslator.translate's signature (context, source text, disambiguation,
#: and the count a text with "%n" is said for, -1 when it has none), giving "" or None
#: for a text it has no translation of.
Translate = Callable[[str, str, str | None, int], str | None]
#: The English plural's endings: "y(ies)", "(es)", "(s)".
_ENDING = re.compile(r"(y)\(ies\)|\((e?s)\)")


def compiled(language: str) -> Traversable:
    """The compiled translations of ``language`` (``make translations``), which Qt loads."""
    return files("resources") / "translations" / f"fog_desktop_{language}.qm"


def english(text: str, n: int = -1) -> str:
    """The code's own words: shown when no language is loaded, or the one loaded lacks
    a text; "(s)" is the plural's ending."""
    if n < 0:
        return text
    return _ENDING.sub(lambda m: m.group(1) or "" if n == 1 else m.group(2) or "ies", text)


def _none(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return ""


#: The translator in use, replaced when a language is loaded, and the language's code.
_installed: list[Translate] = [_none]
_language = ["en"]
#: How ``%Ln`` writes a count: the window gives its locale's way (:func:`show_counts_with`).
_number: list[Callable[[int], str]] = ["{:,}".format]


def possible_languages(chosen: str) -> tuple[str, ...]:
    """The languages the window may show for the language ``chosen`` in Settings: that
    one, or either while it follows the system's, which only Qt tells."""
    return (chosen,) if chosen in LANGUAGES else tuple(LANGUAGES)


def install(translator: Translate, language: str = SPANISH) -> None:
    """Translate every later text with ``translator`` (a loaded QTranslator's)."""
    _installed[0] = translator
    _language[0] = language


def uninstall() -> None:
    install(_none, "en")


def language() -> str:
    """The code of the interface's language ("en", "es")."""
    return _language[0]


def show_counts_with(number: Callable[[int], str]) -> None:
    """Write ``%Ln`` counts with ``number`` (the window's locale's grouping)."""
    _number[0] = number


def _counted(text: str, n: int) -> str:
    return text.replace("%Ln", _number[0](n)).replace("%n", str(n)) if n >= 0 else text


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the interface's language; ``context`` says where it is shown, so that
    one English word can have two translations. A text with ``%n`` is said for the count
    ``n``, in the form the language gives that count."""
    translated = _installed[0](context, text, disambiguation, n)
    return _counted(translated or english(text, n), n)


def noop(context: str, text: str) -> str:
    """Mark ``text`` for translation without translating it yet: it is shown later with
    ``translate(context, text)``."""
    return text


def translate_declared(kind: type, text: str, n: int = -1) -> str:
    """A class's word (a class attribute, marked with ``noop`` in the context of the class
    that declares it, perhaps a base class of ``kind``) in the interface's language; a
    text with ``%n`` said for the count ``n``."""
    for declaring in kind.__mro__:
        if translated := _installed[0](declaring.__name__, text, None, n):
            return _counted(translated, n)
    return _counted(english(text, n), n)
