"""What the packaged fog-desktop program runs: the same entry point as the installed
``fog-desktop`` script. PyInstaller needs a script file outside the package, since a
script inside fog_desktop/ would put that folder on the search path as top-level modules."""

import sys

from fog_desktop.__main__ import main

sys.exit(main())
