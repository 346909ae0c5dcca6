"""What the packaged fog-desktop program runs: the same entry point as the installed
``fog-desktop`` script. PyInstaller needs a script file outside the package, since a
script inside fog_desktop/ would put that folder on the search path as top-level modules.

The packet's verification runs in a second process (fog_desktop/exchange/verifying.py).
In the packaged program that process is this executable started again; freeze_support
has it run the verification and end, before anything of the window loads."""

import multiprocessing
import sys

multiprocessing.freeze_support()

from fog_desktop.__main__ import main  # noqa: E402

sys.exit(main())
