"""FOG Desktop: records for a city's Fats, Oils and Grease ordinance.

The application core: configuration, database, rules, services, import/export and the
command line. Nothing here imports Qt widgets; ``ui`` builds on top of this package.
"""

APP_NAME = "FOG Desktop"
#: pyproject.toml's version, written here too: the window's start reads it without
#: scanning the installed distributions' metadata (issue 16 §1). A test keeps the two equal.
__version__ = "0.1.0"
