"""What a running application holds: its folders, its database, its settings.

The window and the command line build one :class:`AppContext` at start and hand it to
everything that needs it; a test builds its own on a temporary data folder.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date

from fog_desktop.config import Paths, Settings, resolve_db_url, resolve_paths
from fog_desktop.database import Database, open_database


@dataclass
class AppContext:
    paths: Paths
    db: Database
    settings: Settings
    #: Today's date; tests and ``--as-of`` replace it.
    today: Callable[[], date] = field(default=date.today)

    @property
    def actor(self) -> str:
        """Who is making changes, for the audit trail."""
        return self.settings.operator_name

    def save_settings(self) -> None:
        self.settings.save(self.paths)

    def close(self) -> None:
        self.db.dispose()


def open_context(data_dir: str | None = None, db_url: str | None = None) -> AppContext:
    """Resolve the folders and the database, migrate it, and load the settings."""
    paths = resolve_paths(data_dir)
    db = open_database(paths, resolve_db_url(paths, db_url))
    return AppContext(paths=paths, db=db, settings=Settings.load(paths))
