"""The rotating log file in the user's log folder."""

from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path

from fog_desktop.config import Paths

LOG_FILE_NAME = "fog-desktop.log"


def setup_logging(paths: Paths) -> Path:
    """Send log records of level INFO and above to a rotating file; return its path."""
    log_file = paths.log_dir / LOG_FILE_NAME
    root = logging.getLogger()
    if not any(getattr(h, "baseFilename", None) == str(log_file) for h in root.handlers):
        handler = logging.handlers.RotatingFileHandler(
            log_file, maxBytes=1_000_000, backupCount=5, encoding="utf-8"
        )
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        root.addHandler(handler)
    root.setLevel(logging.INFO)
    return log_file
