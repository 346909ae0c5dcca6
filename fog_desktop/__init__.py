"""FOG Desktop: records for a city's Fats, Oils and Grease ordinance.

The application core: configuration, database, rules, services, import/export and the
command line. Nothing here imports Qt widgets; ``ui`` builds on top of this package.
"""

APP_NAME = "FOG Desktop"
#: The one place the version is written (pyproject.toml reads it here).
__version__ = "0.1.0"
