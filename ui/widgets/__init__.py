"""What the window's pages share: the attachments panel, the colours and words of a
record's state, the letters' save dialog, the device and profile editors. A page imports
from here, never from another page; nothing here imports a page (pyproject.toml's
import-linter contracts)."""
