"""Storage: the engine and units of work, migrations, guards and backups."""

from fog_desktop.database.engine import Database
from fog_desktop.database.open import open_database

__all__ = ["Database", "open_database"]
