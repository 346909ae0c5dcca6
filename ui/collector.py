"""Python's cycle collector runs on the GUI thread, between events, and nowhere else.

Left to itself it runs in whichever thread allocates past its threshold: a pool thread
reading records, or the GUI thread in the middle of Qt's work on a widget. A window or
dialog held in a reference cycle is then deleted from the wrong thread, or under Qt's
feet, and the application crashes now and then (the test suite saw it once in a
"Garbage-collecting" frame). Calibre, novelWriter and nexpy do the same: automatic
collection off, a main-thread timer collecting instead.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QTimer

#: Often enough that memory stays flat, rarely enough to cost nothing one would notice.
COLLECT_EVERY_MS = 5_000


def collect_between_events(app: QCoreApplication) -> QTimer:
    """Turn automatic collection off and collect from a timer of ``app`` instead."""
    existing = app.findChild(QTimer, "cycle_collector")
    if existing is not None:
        return existing
    gc.disable()
    timer = QTimer(app)
    timer.setObjectName("cycle_collector")
    timer.setInterval(COLLECT_EVERY_MS)
    timer.timeout.connect(_collect)
    timer.start()
    return timer


def _collect() -> None:
    """Collect the generations automatic collection would have collected by now, as its
    thresholds say (gc.get_threshold()): the youngest at nearly every tick, the oldest
    every ten minutes or so.

    A full collection each tick went through the whole window's objects, some 160,000
    with its pages built: 75 ms on the GUI thread every five seconds, a jolt in a table
    being scrolled or a field being typed in. The youngest generation takes about 1 ms.
    """
    counts, thresholds = gc.get_count(), gc.get_threshold()
    oldest = -1
    # An older generation's count is of the younger one's collections: it is due only
    # when they are.
    for generation in range(3):
        if counts[generation] <= thresholds[generation]:
            break
        oldest = generation
    if oldest >= 0:
        gc.collect(oldest)
