"""``make screenshots``: every page of the window, in English and in Spanish, at 1280×720,
on the demo's records, into docs/screenshots/ (linked from the README); and each page's
add form on a 1024×768 screen, refused empty so that its messages show.

A look at each is part of changing a page: a label cut off, a table that doesn't fit or a
word left in English shows here before a manager sees it.
"""

from __future__ import annotations

import os
import sys
import tempfile
from datetime import date, datetime, time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QLocale, QThreadPool
from PySide6.QtWidgets import QApplication, QWidget

from fog_desktop import i18n
from fog_desktop.context import open_context
from fog_desktop.parse import show_days_with
from fog_desktop.services import demo
from ui.app import application, build_main_window
from ui.dates import day_text
from ui.dialogs import FormDialog
from ui.incidents.page import IncidentsPage
from ui.language import install_language, remove_language
from ui.operations import BackgroundOp

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "docs" / "screenshots"
#: The demo's today, fixed so the pictures change only when the pages do.
TODAY = date(2026, 12, 3)
#: The time of day of that today, for the forms that start at now (an incident's).
NOW = datetime.combine(TODAY, time(14, 30))
SIZE = (1280, 720)
#: A US manager's PC, the interface in English and then in Spanish (chosen in Settings).
US = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
LANGUAGES = ("en", "es")
#: The smallest screen the window is made for: the forms fit it (ui/widgets/screen_fit.py).
SCREEN = '{"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1024, "height": 768}]}'


def on_small_screen(folder: Path) -> None:
    """Qt's offscreen platform, given a 1024×768 screen: the application is made after."""
    config = folder / "screen.json"
    config.write_text(SCREEN, encoding="utf-8")
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"


def settle(app: QApplication) -> None:
    """Until nothing is read in the background any more and the pages are drawn."""
    while BackgroundOp.busy():
        # The work runs on the thread pool; its outcome arrives as an event.
        QThreadPool.globalInstance().waitForDone(50)
        app.processEvents()
    app.processEvents()


def page_file(language: str, number: int, title: str) -> str:
    slug = "".join(c if c.isalnum() else "-" for c in title.lower()).strip("-")
    return f"{language}-{number}-{'-'.join(filter(None, slug.split('-')))}.png"


def shoot_add_form(app: QApplication, page: QWidget, name: str) -> None:
    """The page's add form, OK clicked on it empty: each field's message shown."""
    dialog = page.add_record() if hasattr(page, "add_record") else None
    if not isinstance(dialog, FormDialog):
        return
    settle(app)
    dialog.ok_button.click()
    settle(app)
    if dialog.isVisible():
        dialog.grab().save(str(FOLDER / name))
        dialog.typed = False
        dialog.reject()
    settle(app)


def main() -> int:
    FOLDER.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as data, tempfile.TemporaryDirectory() as screen:
        on_small_screen(Path(screen))
        app = application()
        context = open_context(data)
        demo.add_demo(context.db, TODAY, actor="demo")
        context.today = lambda: TODAY
        context.settings.operator_name = "Ana Ruiz"
        QLocale.setDefault(US)
        show_days_with(day_text)
        for language in LANGUAGES:
            loaded = install_language(app, language)
            window = build_main_window(context)
            window.resize(*SIZE)
            window.show()
            for number, page in enumerate(window.pages, start=1):
                window.nav.setCurrentRow(number - 1)
                settle(app)
                window.grab().save(str(FOLDER / page_file(language, number, page.title)))
                form = page_file(language, number, page.title).replace("-", "-form-", 1)
                if isinstance(page, IncidentsPage):
                    page.now = lambda: NOW
                shoot_add_form(app, page, form)
            window.close()
            window.deleteLater()
            settle(app)
            remove_language(app, loaded)
        context.db.dispose()
    print(f"{len(list(FOLDER.glob('*.png')))} screenshots in {FOLDER.relative_to(ROOT)}")
    assert i18n.language() == "en"
    return 0


if __name__ == "__main__":
    sys.exit(main())
