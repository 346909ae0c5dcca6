"""FOG Desktop: records for a city's Fats, Oils and Grease ordinance.

The application core: configuration, database, rules, services, import/export and the
command line. Nothing here imports Qt widgets; ``ui`` builds on top of this package.
"""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("fog-desktop")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0+source"

APP_NAME = "FOG Desktop"
