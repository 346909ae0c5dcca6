"""How many examples a property test tries (issue 32): a few under ``make test``, ten
times as many under ``make properties``, which loads the ``thorough`` profile that
tests/conftest.py registers. A test too slow for Hypothesis's default count names its
own with :func:`examples`."""

from __future__ import annotations

from hypothesis import settings

#: Hypothesis's own default count, kept by the ``quick`` profile of ``make test``.
QUICK = 100
#: The count of ``make properties``.
THOROUGH = 1000


def examples(few: int) -> int:
    """``few`` under ``make test``; scaled as the loaded profile asks otherwise."""
    return few * settings().max_examples // QUICK
