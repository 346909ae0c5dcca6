"""What the tests start from, made once a run for every test process.

pytest-xdist's workers are processes of their own, each with its own session fixtures:
the migrated databases and the demo's two years, which the tests copy, were made once
per worker, three times a run (the demo on PostgreSQL alone takes 20 to 40 s each time
on a loaded 2-core machine). The workers share the run's temporary folder: the first to
need a thing makes it there, under a lock, and writes down where it is; the others wait
for it and read that. The PostgreSQL databases made so are dropped by the last worker to
end (:func:`ending`), when no test can copy them any more.
"""

from __future__ import annotations

import fcntl
import json
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

import pytest

Made = TypeVar("Made", str, list[str])

#: The records of the PostgreSQL databases made once, named so: (server URL, database).
POSTGRES = "postgres-"
ENDED = "workers-ended"


def shared_folder(factory: pytest.TempPathFactory) -> Path:
    """The run's temporary folder, which every worker's own folder is in."""
    base = factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


@contextmanager
def _locked(folder: Path, name: str) -> Iterator[None]:
    with (folder / f"{name}.lock").open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def shared(factory: pytest.TempPathFactory, name: str, make: Callable[[Path], Made]) -> Made:
    """What ``make`` made in a new folder of the run, by whichever worker asked first.

    A ``make`` that fails or skips records nothing: the next worker to ask tries again."""
    folder = shared_folder(factory)
    record = folder / f"{name}.json"
    with _locked(folder, name):
        if record.exists():
            found: Made = json.loads(record.read_text())
            return found
        made = make(Path(factory.mktemp(name)))
        record.write_text(json.dumps(made))
        return made


def ending(factory: pytest.TempPathFactory, drop: Callable[[str, str], Any]) -> None:
    """A worker's session ends: the last of them drops the PostgreSQL databases made once
    (``drop(server, name)``). A worker that ran no test never ends here, and leaves them
    on the throwaway server."""
    folder = shared_folder(factory)
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
    with _locked(folder, ENDED):
        count = folder / f"{ENDED}.txt"
        ended = int(count.read_text()) + 1 if count.exists() else 1
        count.write_text(str(ended))
        if ended < workers:
            return
        for record in sorted(folder.glob(f"{POSTGRES}*.json")):
            server, name = json.loads(record.read_text())
            drop(server, name)
