"""A save that waits for a lock on PostgreSQL says what it waits for (issue 33 §7).

On PostgreSQL a save queues on the writers' advisory lock (engine.PG_WRITE_LOCK_KEY),
and any statement queues behind a table that another session has locked. The server
keeps such a wait in its own lock queue, costing nothing; what was missing is a word to
the user. So a unit of work is *watched*: a thread of its own sleeps until the unit has
run for :data:`NOTICE_AFTER_SECONDS`, then asks the server, on another connection,
whether the unit's session is waiting for a lock and who holds it, and asks again every
:data:`LOOK_AGAIN_SECONDS` until the unit ends.

Who wants to hear of a wait says so with :func:`waiting`, around the work:

- the window passes ``told``, and gets a :class:`LockWait` to show, with its
  :meth:`LockWait.cancel`: the server is asked to cancel the waiting statement, the
  transaction is rolled back, and the save ends in :class:`SaveCancelled`;
- the command line passes ``give_up_after``: each transaction runs with that
  ``lock_timeout``, and a save that gives up says in one sentence what it waited for.

SQLite needs none of this: its busy timeout (engine.SQLITE_BUSY_TIMEOUT_MS) gives up on
its own, and another save is the only thing it can wait for.
"""

from __future__ import annotations

import logging
import math
import os
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from enum import Enum
from typing import Any

from sqlalchemy import Engine, text
from sqlalchemy.exc import DBAPIError, SQLAlchemyError

from fog_desktop.errors import FogError, SaveCancelled, StorageBusy, ValidationError
from fog_desktop.i18n import translate

log = logging.getLogger(__name__)

#: How long a unit of work runs before anyone is told it waits. A save takes well under
#: a second even on a server across the network, so three seconds is no slow network,
#: and short enough that a manager does not sit before a busy cursor wondering.
NOTICE_AFTER_SECONDS = 3.0
#: Once a wait is seen, how often it is looked at again: the holder may change or let
#: go. One small query on a connection of its own; the server is not hammered.
LOOK_AGAIN_SECONDS = 2.0
#: How long a command waits for a lock before giving up: a script or a scheduled task
#: has no one to ask, and SQLite's busy timeout gives up after as long, so a command
#: fails alike on both databases.
COMMAND_LINE_LOCK_TIMEOUT_SECONDS = 60.0
#: How long the end of a unit waits for its watch to finish asking the server: a look
#: is one small query; a server that takes longer is left to it.
_LONGEST_LOOK_SECONDS = 5.0
#: Seconds a command waits for a lock instead: longer for a nightly task that may wait,
#: shorter for a drill that makes it give up.
LOCK_TIMEOUT_ENV = "FOG_DESKTOP_LOCK_TIMEOUT"
#: The longest wait the variable may ask for: a day (PostgreSQL's limit is 24 days).
_LONGEST_WAIT_SECONDS = 86_400.0

# PostgreSQL SQLSTATEs: lock_not_available (what lock_timeout raises), query_canceled.
_LOCK_NOT_AVAILABLE = "55P03"
_QUERY_CANCELED = "57014"

# The lock the session waits for, and a session in its way: one that holds it rather
# than one queued ahead, which waits too. What another role's session is doing is
# hidden unless the role may read all statistics, but its program's name is not; its
# address may be.
_WHO_BLOCKS = text(
    """
    SELECT l.locktype, l.relation::regclass::text, a.application_name, host(a.client_addr)
    FROM pg_locks AS l
    CROSS JOIN LATERAL unnest(pg_blocking_pids(l.pid)) AS b(pid)
    LEFT JOIN pg_stat_activity AS a ON a.pid = b.pid
    WHERE l.pid = :pid AND NOT l.granted
    ORDER BY EXISTS (SELECT FROM pg_locks AS q WHERE q.pid = b.pid AND NOT q.granted), b.pid
    LIMIT 1
    """
)


class Held(Enum):
    """What the waiting session waits for."""

    SAVE = "save"  # the writers' advisory lock: another save
    TABLE = "table"  # a table locked whole, by maintenance or another program
    RECORDS = "records"  # rows another session is changing


@dataclass(frozen=True)
class Blocker:
    """Who holds what a unit of work waits for, as far as PostgreSQL shows it."""

    held: Held
    #: The locked table; None unless :attr:`held` is TABLE.
    table: str | None = None
    #: The holder's application_name ("FOG Desktop on KITCHEN-PC", "psql"); "" if unset.
    program: str = ""
    #: The holder's client address; None over a local socket or when hidden.
    address: str | None = None

    def waiting_for(self) -> str:
        """What is waited for, to follow "Waiting for" or "waiting … for"."""
        who = self._who()
        if self.held is Held.SAVE:
            return translate("LockWait", "another save to finish ({who} is saving)").format(who=who)
        if self.held is Held.TABLE:
            return translate("LockWait", "the table {table}, which {who} has locked").format(
                table=self.table, who=who
            )
        return translate("LockWait", "records that {who} is changing").format(who=who)

    def _who(self) -> str:
        if self.program and self.address:
            return translate("LockWait", "{program} at {address}").format(
                program=self.program, address=self.address
            )
        if self.address:
            return translate("LockWait", "another program at {address}").format(
                address=self.address
            )
        return self.program or translate("LockWait", "another program")


@dataclass(frozen=True)
class LockWait:
    """A unit of work waiting for a lock: what it waits for, and how to stop it."""

    blocker: Blocker
    cancel: Callable[[], None]

    def sentence(self) -> str:
        return translate("LockWait", "Waiting for {what}.").format(what=self.blocker.waiting_for())


#: Told when a watched unit starts or stops waiting: the wait, or None once it is over.
Told = Callable[[LockWait | None], None]


@dataclass(frozen=True)
class WaitPolicy:
    #: Who hears of a wait (the window); None for no one.
    told: Told | None = None
    #: Seconds after which a lock wait gives up (the command line); None for never.
    give_up_after: float | None = None


_policy: ContextVar[WaitPolicy | None] = ContextVar("lock_wait_policy", default=None)
_watch: ContextVar[_Watch | None] = ContextVar("lock_wait_watch", default=None)


@contextmanager
def waiting(policy: WaitPolicy) -> Iterator[None]:
    """Units of work run inside are watched and limited as ``policy`` says."""
    token = _policy.set(policy)
    try:
        yield
    finally:
        _policy.reset(token)


def command_line_timeout() -> float:
    """How long a command waits for a lock: :data:`LOCK_TIMEOUT_ENV`, else the default."""
    given = os.environ.get(LOCK_TIMEOUT_ENV, "").strip()
    if not given:
        return COMMAND_LINE_LOCK_TIMEOUT_SECONDS
    try:
        seconds = float(given)
    except ValueError:
        seconds = math.nan
    if not 0 < seconds <= _LONGEST_WAIT_SECONDS:  # also refuses nan
        raise ValidationError.single(
            LOCK_TIMEOUT_ENV,
            translate(
                "LockWait",
                "${name} must be a number of seconds above 0 and at most {longest}, not {given}",
            ).format(
                name=LOCK_TIMEOUT_ENV, longest=f"{_LONGEST_WAIT_SECONDS:g}", given=repr(given)
            ),
        )
    return seconds


def lock_timeout_statement() -> str | None:
    """The statement that limits the transaction's lock waits, if the policy asks."""
    policy = _policy.get()
    if policy is None or policy.give_up_after is None:
        return None
    return f"SET LOCAL lock_timeout = {max(1, round(policy.give_up_after * 1000))}"


@contextmanager
def watching(engine: Engine | None) -> Iterator[None]:
    """Watch the unit of work run inside, on ``engine`` (None: SQLite, not watched).

    The unit's session is known once its transaction begins (:func:`begun`). A lock
    wait given up, or cancelled by the user, is raised as the error that says so.
    """
    policy = _policy.get()
    if engine is None or policy is None or policy == WaitPolicy():
        yield
        return
    watch = _Watch(engine, policy.told, policy.give_up_after)
    token = _watch.set(watch)
    try:
        yield
    except DBAPIError as exc:
        failure = watch.failure(exc, policy.give_up_after)
        if failure is None:
            raise
        raise failure from exc
    finally:
        _watch.reset(token)
        watch.stop()


def begun(dbapi_connection: Any) -> None:
    """The watched unit's transaction began on ``dbapi_connection`` (a psycopg one)."""
    watch = _watch.get()
    if watch is not None:
        watch.start(dbapi_connection)


class _Watch:
    """Looks, on a thread of its own, whether one unit of work waits for a lock."""

    def __init__(self, engine: Engine, told: Told | None, give_up_after: float | None) -> None:
        self._engine = engine
        self._told = told
        self._first_look, self._next_look = NOTICE_AFTER_SECONDS, LOOK_AGAIN_SECONDS
        if give_up_after is not None:
            # A wait given up is said with whoever holds the lock: looked at before then.
            self._first_look = min(self._first_look, give_up_after / 2)
            self._next_look = min(self._next_look, give_up_after / 2)
        self._wake = threading.Event()
        self._over = False
        self._cancel_asked = False
        self._connection: Any = None
        self._pid = 0
        self._thread: threading.Thread | None = None
        #: The latest holder seen, to name it when the wait is given up.
        self.blocker: Blocker | None = None

    def start(self, dbapi_connection: Any) -> None:
        if self._thread is None:
            self._connection = dbapi_connection
            # Read here: once the unit ends, its connection may be closed under the watch.
            self._pid = dbapi_connection.info.backend_pid
            self._thread = threading.Thread(target=self._look, name="lock wait watch", daemon=True)
            self._thread.start()

    def stop(self) -> None:
        """No watch outlives its unit: it may be asking the server, on the engine the
        unit's owner is about to dispose of."""
        self._over = True
        self._wake.set()
        if self._thread is not None:
            self._thread.join(_LONGEST_LOOK_SECONDS)

    def cancel(self) -> None:
        """Ask the server to cancel the waiting statement; any thread may ask."""
        self._cancel_asked = True
        self._wake.set()

    def failure(self, exc: DBAPIError, give_up_after: float | None) -> FogError | None:
        state = getattr(exc.orig, "sqlstate", None)
        if state == _QUERY_CANCELED and self._cancel_asked:
            return SaveCancelled(
                translate("LockWait", "The save was cancelled while it waited; nothing was stored.")
            )
        if state == _LOCK_NOT_AVAILABLE and give_up_after is not None:
            return gave_up(self.blocker, give_up_after)
        return None

    def _look(self) -> None:
        if self._wake.wait(self._first_look) and not self._cancel_asked:
            return
        told_waiting = False
        while not self._over:
            if self._cancel_asked:
                self._cancel_now()
                return
            blocker = self._who_blocks()
            if blocker is not None:
                # A look just after the server gave up finds no wait: the holder seen
                # before is still the one to name.
                self.blocker = blocker
            if self._told is not None and not self._over and (blocker or told_waiting):
                told_waiting = blocker is not None
                self._told(LockWait(blocker, self.cancel) if blocker else None)
            self._wake.wait(self._next_look)
            if not self._cancel_asked:
                self._wake.clear()

    def _cancel_now(self) -> None:
        try:
            self._connection.cancel_safe()
        except Exception as exc:  # psycopg's error: psycopg is not imported for SQLite
            # The save goes on waiting, as if Cancel had not been clicked.
            log.warning("Could not cancel a save waiting for a lock: %s", exc)

    def _who_blocks(self) -> Blocker | None:
        try:
            with self._engine.connect() as conn:
                row = conn.execute(_WHO_BLOCKS, {"pid": self._connection.info.backend_pid}).first()
        except SQLAlchemyError as exc:
            # Not knowing who holds the lock leaves the wait as it was, unsaid.
            log.warning("Could not ask the server who holds a lock: %s", exc)
            return None
        if row is None:
            return None
        locktype, table, program, address = row
        if locktype == "advisory":
            held = Held.SAVE
        elif locktype == "relation":
            held = Held.TABLE
        else:
            held = Held.RECORDS
        return Blocker(held, table, program or "", address)


def gave_up(blocker: Blocker | None, seconds: float) -> StorageBusy:
    """The one sentence of a command that waited ``seconds`` for a lock in vain."""
    what = (
        blocker.waiting_for()
        if blocker is not None
        else translate("LockWait", "a lock that another session holds on the database")
    )
    return StorageBusy(
        translate(
            "LockWait",
            "Gave up after waiting {seconds} seconds for {what}; try again later. "
            "Nothing was stored.",
        ).format(seconds=f"{seconds:g}", what=what)
    )
