"""The Spanish interface is complete: every text the code marks is translated, the
compiled file is the one the .ts files make, and every stored word has its Spanish."""

from __future__ import annotations

import enum
import importlib
import pkgutil

import models
from fog_desktop import i18n
from fog_desktop.parse import days, working_days
from fog_desktop.rules import obligations
from fog_desktop.words import PLAIN, WORDS, shown
from tools import translations


def test_every_text_is_translated_and_compiled() -> None:
    assert translations.check() == []


def _stored_words() -> set[str]:
    modules = [
        importlib.import_module(f"models.{m.name}") for m in pkgutil.iter_modules(models.__path__)
    ]
    found = set()
    for module in [*modules, obligations]:
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and issubclass(value, enum.StrEnum)
                and value is not enum.StrEnum
            ):
                found |= {member.value for member in value}
    return found


def test_every_stored_word_is_listed_for_the_translators() -> None:
    assert _stored_words() - set(WORDS) - set(PLAIN) == set()


def test_counts_and_words_follow_the_installed_language() -> None:
    spanish = {("Count", "day"): "día", ("Count", "days"): "días", ("Word", "Overdue"): "Vencido"}
    i18n.install(lambda context, text: spanish.get((context, text), text))
    try:
        assert (days(1), days(3), shown("Overdue")) == ("1 día", "3 días", "Vencido")
    finally:
        i18n.uninstall()
    assert (days(1), working_days(4), shown("Overdue")) == ("1 day", "4 working days", "Overdue")
