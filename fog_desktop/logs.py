"""The rotating log file in the user's log folder."""

from __future__ import annotations

import contextlib
import logging
import logging.handlers
import sys
from pathlib import Path

from fog_desktop.config import Paths

LOG_FILE_NAME = "fog-desktop.log"


class _LogFile(logging.handlers.RotatingFileHandler):
    """A log that can't be written (disk full, read-only folder) stays silent.

    logging's default prints a traceback to stderr for each record it could not write:
    the user would get one under the very sentence that says the disk is full. A record
    that fails for another reason (a bad format string: a bug) is still reported.
    """

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802  (logging's name)
        if not isinstance(sys.exc_info()[1], OSError):
            super().handleError(record)

    def close(self) -> None:
        # What could not be written is still buffered; the file is closed all the same.
        with contextlib.suppress(OSError):
            super().close()


def _log_file(path: Path, *, delay: bool) -> _LogFile:
    return _LogFile(path, maxBytes=1_000_000, backupCount=5, encoding="utf-8", delay=delay)


def setup_logging(paths: Paths) -> Path:
    """Send log records of level INFO and above to a rotating file; return its path.

    A log folder that can't be written never stops a command or the window from
    starting: the file is then tried again at each record.
    """
    log_file = paths.log_dir / LOG_FILE_NAME
    root = logging.getLogger()
    if not any(getattr(h, "baseFilename", None) == str(log_file) for h in root.handlers):
        try:
            handler = _log_file(log_file, delay=False)
        except OSError:
            handler = _log_file(log_file, delay=True)
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        root.addHandler(handler)
    root.setLevel(logging.INFO)
    return log_file
