"""FOG Desktop: records for a city's Fats, Oils and Grease ordinance.

The application core: configuration, database, rules, services, import/export and the
command line. Nothing here imports Qt widgets; ``ui`` builds on top of this package.
"""

from functools import cache

APP_NAME = "FOG Desktop"


@cache
def _installed_version() -> str:
    # importlib.metadata costs a window's start about 30 ms (issue 16 §1): it is read
    # when something first names the version, not on every start.
    from importlib.metadata import PackageNotFoundError, version  # noqa: PLC0415

    try:
        return version("fog-desktop")
    except PackageNotFoundError:  # running from a source tree that was never installed
        return "0.0.0+source"


def __getattr__(name: str) -> str:
    if name == "__version__":
        return _installed_version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
