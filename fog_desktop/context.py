"""What a running application holds: its folders, its database, its settings.

The window and the command line build one :class:`AppContext` at start and hand it to
everything that needs it; a test builds its own on a temporary data folder.
"""

from __future__ import annotations

import argparse
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date

from fog_desktop.config import Paths, Settings, resolve_db_url, resolve_paths
from fog_desktop.database import Database
from fog_desktop.database.open import back_up_today, open_checked
from fog_desktop.errors import FogError
from fog_desktop.failures import plain_failure
from fog_desktop.i18n import translate
from fog_desktop.logs import setup_logging

log = logging.getLogger(__name__)


@dataclass
class AppContext:
    paths: Paths
    db: Database
    settings: Settings
    #: Today's date; tests and ``--as-of`` replace it.
    today: Callable[[], date] = field(default=date.today)
    #: Why the day's backup failed at start, for the Dashboard; None when it did not.
    backup_problem: str | None = None
    #: The day's backup waits for the window's first paint (:meth:`back_up_today`).
    backup_due: bool = False
    #: A place of the chain head found damaged or missing at start, and mended
    #: (fog_desktop.database.anchor), for the Dashboard; None when each held.
    anchor_note: str | None = None

    @property
    def actor(self) -> str:
        """Who is making changes, for the audit trail."""
        return self.settings.operator_name

    @property
    def read_only(self) -> bool:
        """Saving is off: the data folder (or the database's) can't be written."""
        return self.db.unwritable is not None

    def save_settings(self) -> None:
        """Settings are choices of this login, not records: one that can't be kept (a
        read-only folder) stays in force until the window closes, and the log says so."""
        try:
            self.settings.save(self.paths)
        except OSError as exc:
            log.warning("The settings could not be kept in %s: %s", self.paths.settings_file, exc)

    def notices(self) -> str | None:
        """What the Dashboard says above all else: that saving is off and why, why the
        day's backup failed, and a place of the chain head found damaged and mended;
        None when none of them."""
        said = [text for text in (self.backup_problem, self.anchor_note) if text]
        if self.db.unwritable is not None:
            folder, reason = self.db.unwritable
            said.insert(
                0,
                translate(
                    "AppContext",
                    "Read-only: the folder {folder} can't be written ({reason}). You can "
                    "read, print and export the records; saving is off until changes to "
                    "that folder are allowed and FOG Desktop is started again.",
                ).format(folder=folder, reason=reason),
            )
        return "\n".join(said) or None

    def close(self) -> None:
        self.db.dispose()

    def back_up_today(self) -> None:
        """Make the day's backup left for after the first paint; off the GUI thread.
        Why it failed is kept in :attr:`backup_problem`."""
        if self.backup_due:
            self.backup_due = False
            self.backup_problem = back_up_today(self.paths, self.db, self.today())


def open_context(
    data_dir: str | None = None,
    db_url: str | None = None,
    *,
    allow_owner: bool = False,
    refuse_behind: bool = True,
    backup_after_start: bool = False,
) -> AppContext:
    """Resolve the folders and the database, migrate it, and load the settings.

    ``allow_owner``, ``refuse_behind`` and ``backup_after_start`` are
    :func:`~fog_desktop.database.open.open_checked`'s.
    """
    paths = resolve_paths(data_dir)
    setup_logging(paths)  # before opening: a failed backup is logged while opening
    opened = open_checked(
        paths,
        resolve_db_url(paths, db_url),
        allow_owner=allow_owner,
        refuse_behind=refuse_behind,
        backup_after_start=backup_after_start,
    )
    return AppContext(
        paths=paths,
        db=opened.db,
        settings=Settings.load(paths),
        backup_problem=opened.backup_problem,
        backup_due=opened.backup_due,
        anchor_note=opened.anchor_note,
    )


def open_for(options: argparse.Namespace, *, backup_after_start: bool = False) -> AppContext:
    """The context of the command line's ``options`` (fog_desktop/options.py); a disk
    full or read-only while opening (the day's backup, a migration) is raised as the
    FogError that says so, for the window's start too."""
    try:
        context = open_context(
            options.data_dir,
            options.db,
            allow_owner=options.allow_owner,
            refuse_behind=getattr(options, "refuse_behind", True),
            backup_after_start=backup_after_start,
        )
    except FogError:
        raise
    except Exception as exc:
        failure = plain_failure(exc)
        if failure is None:
            raise
        raise failure from exc
    setup_logging(context.paths)
    if options.operator:
        context.settings.operator_name = options.operator
    return context
