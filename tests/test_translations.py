"""The Spanish interface is complete: every text the code marks is translated, the
compiled file is the one the .ts files make, and every stored word has its Spanish."""

from __future__ import annotations

import enum
import importlib
import pkgutil

from PySide6.QtCore import QTranslator

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
    spanish = {("Word", "Overdue"): "Vencido"}
    forms = {"%n day(s)": ["%n día", "%n días"]}

    def said(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        if text in forms:
            return forms[text][0 if n == 1 else 1]
        return spanish.get((context, text), "")

    i18n.install(said)
    try:
        assert (days(1), days(3), shown("Overdue")) == ("1 día", "3 días", "Vencido")
    finally:
        i18n.uninstall()
    assert (days(1), working_days(4), shown("Overdue")) == ("1 day", "4 working days", "Overdue")


def test_a_count_takes_the_form_each_language_gives_it() -> None:
    """Qt's plural forms, compiled from the .ts files: Spanish agrees the words with the
    count; English reads "(s)", "(es)" and "y(ies)" as the plural's ending."""
    translator = QTranslator()
    assert translator.load(str(i18n.compiled(i18n.SPANISH)))
    left = "(%n who left not shown)"
    i18n.install(translator.translate)
    try:
        assert (days(1), days(2), working_days(1)) == ("1 día", "2 días", "1 día hábil")
        assert i18n.translate("EmployeesPage", left, None, 1) == "(1 que se fue, oculto)"
        assert i18n.translate("EmployeesPage", left, None, 3) == ("(3 que se fueron, ocultos)")
        assert i18n.translate("DashboardPage", "%n overdue", None, 1) == "1 vencida"
    finally:
        i18n.uninstall()
    assert (days(1), days(0), working_days(2)) == ("1 day", "0 days", "2 working days")
    assert i18n.translate("MaintenancePage", "%Ln entry(ies)", None, 1) == "1 entry"
    assert i18n.translate("MaintenancePage", "%Ln entry(ies)", None, 1460) == "1,460 entries"


def test_every_plural_translation_has_both_forms_and_keeps_the_count() -> None:
    for (context, text), spanish in translations.table().items():
        if "%n" in text or "%Ln" in text:
            count = "%Ln" if "%Ln" in text else "%n"
            assert isinstance(spanish, list) and len(spanish) == 2, (context, text)
            assert all(count in form for form in spanish), (context, text, spanish)
