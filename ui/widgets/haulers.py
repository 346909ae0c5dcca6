"""The haulers typed before, offered as a hauler's name is typed (issue 35 §2).

Choosing a hauler the establishment's manifests name fills in its registration no.,
driver, phone, disposal site and address from its latest manifest; the manager may
change them. Shared by the maintenance entry's form and the manifest's.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCompleter, QLineEdit

from fog_desktop.services.haulers import HaulerDetails

#: The details a hauler's latest manifest fills in, by their field's name.
DETAILS = (
    "hauler_registration_no",
    "driver",
    "hauler_phone",
    "disposal_site",
    "disposal_site_address",
)


def hauler_names(haulers: Sequence[HaulerDetails], names: Iterable[str] = ()) -> list[str]:
    """The names to offer, A to Z, each hauler once whatever its case: as its latest
    manifest spells it."""
    spelt = {name.casefold(): name for name in names if name}
    spelt.update({h.hauler.casefold(): h.hauler for h in haulers})
    return sorted(spelt.values(), key=str.casefold)


class HaulerMemory:
    """Fills in ``details`` (the line edits of :data:`DETAILS`) when the name typed in
    ``name`` becomes a hauler remembered; a name already shown (an amended record's)
    fills nothing, so its details stay as recorded."""

    def __init__(self, name: QLineEdit, details: Mapping[str, QLineEdit]) -> None:
        self._name = name
        self._details = details
        self._known: dict[str, HaulerDetails] = {}
        self._filled = ""
        name.editingFinished.connect(self.chosen)

    def remember(self, haulers: Sequence[HaulerDetails]) -> None:
        """What each of ``haulers`` fills in once chosen (a list offers their names)."""
        self._known = {h.hauler.casefold(): h for h in haulers}

    def offer(self, haulers: Sequence[HaulerDetails], names: Iterable[str] = ()) -> None:
        """Remember ``haulers`` and suggest them with ``names`` (others typed before) as
        the name is typed."""
        self.remember(haulers)
        completer = QCompleter(hauler_names(haulers, names), self._name)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self._name.setCompleter(completer)
        # After the line edit's own: the name chosen is in it by then.
        completer.activated.connect(self.chosen)

    def keep_shown(self) -> None:
        """The name now shown is the record's: its details are not filled over."""
        self._filled = self._name.text().strip().casefold()

    def chosen(self, *_: object) -> None:
        key = self._name.text().strip().casefold()
        hauler = self._known.get(key)
        if hauler is None or key == self._filled:
            return
        self._filled = key
        for field, edit in self._details.items():
            edit.setText(getattr(hauler, field))
