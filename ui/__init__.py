"""The window: a thin main window, one package per page, and the set-up wizard.

Imports go one way: ``ui`` uses ``fog_desktop`` services and ``models``; the core never
imports Qt. Each page owns its widgets and talks to the services itself.
"""
