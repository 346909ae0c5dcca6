"""Reading a hauler's manifest on this PC, offline: the fields it shows, each with where
it was read on the page and how sure the reader is, for the manager to confirm.

Nothing here stores anything; the OCR engine loads only when a picture is read.
"""

from fog_desktop.manifest_reading.fields import FIELD_NAMES, ProposedField
from fog_desktop.manifest_reading.read import read_manifest, small_photo
from fog_desktop.manifest_reading.words import Box

__all__ = ["FIELD_NAMES", "Box", "ProposedField", "read_manifest", "small_photo"]
