"""The names of a packet's files (records-workbook.md, Files in the packet): the folder
of each kind of record, and a stem made from what the file is, safe on every file system
and unique in the packet."""

from __future__ import annotations

import re
import unicodedata

from fog_desktop.services.attachments import EXTENSIONS
from models import (
    AdditiveAuthorization,
    ChecklistAnswer,
    ConditionalWaiver,
    CorrectiveAction,
    FrequencyApproval,
    Incident,
    MaintenanceEntry,
    Manifest,
    PlannedChange,
    SignOff,
    TrainingSession,
    WaiverFeePayment,
)

#: The packet's folder for the files of each kind of record.
FOLDERS = {
    MaintenanceEntry.__tablename__: "maintenance",
    Manifest.__tablename__: "manifests",
    TrainingSession.__tablename__: "training",
    Incident.__tablename__: "incidents",
    FrequencyApproval.__tablename__: "frequency",
    SignOff.__tablename__: "signatures",
    ChecklistAnswer.__tablename__: "checklists",
    CorrectiveAction.__tablename__: "checklists",
    AdditiveAuthorization.__tablename__: "additives",
    PlannedChange.__tablename__: "changes",
    ConditionalWaiver.__tablename__: "waivers",
    WaiverFeePayment.__tablename__: "waivers",
}
#: Characters a file name may not hold on Windows, macOS or Linux (control characters and
#: the other non-printing ones, such as a right-to-left mark that could disguise a name's
#: extension, are found by their Unicode category).
UNSAFE_CHARACTERS = frozenset('/\\:*?"<>|')
#: Names Windows keeps for devices, whatever extension follows them.
RESERVED_NAMES = frozenset(
    {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"}
    | {f"{port}{n}" for port in ("COM", "LPT") for n in "123456789¹²³"}
)
#: Characters of a name's stem at most: with its folder and extension, and the folder the
#: zip is unpacked into, a path stays within Windows' 260.
MAX_STEM = 100


def safe_stem(text: str) -> str:
    """``text`` as the stem of a file name that every file system accepts: each run of
    unsafe characters a hyphen, spaces collapsed, no leading or trailing dot, space or
    hyphen, at most :data:`MAX_STEM` characters, never a name Windows reserves."""
    marked = "".join(
        "\0" if c in UNSAFE_CHARACTERS or unicodedata.category(c)[0] == "C" else c
        for c in unicodedata.normalize("NFC", text)
    )
    stem = " ".join(re.sub("\0+", "-", marked).split())[:MAX_STEM].strip(" .-")
    if stem.split(".")[0].rstrip().upper() in RESERVED_NAMES:
        stem = f"_{stem}"
    return stem or "file"


class PacketNames:
    """The names of one packet's files, made from what each file is (never from the name
    it was attached under), safe on every file system and unique in the packet ignoring
    case, as Windows and macOS compare them: " (2)", " (3)" go before the extension
    (records-workbook.md, Files in the packet)."""

    def __init__(self) -> None:
        self._taken: set[str] = set()

    def name(self, folder: str, what: str, media_type: str) -> str:
        stem, extension = safe_stem(what), EXTENSIONS.get(media_type, ".bin")
        name, copy = f"{folder}/{stem}{extension}", 1
        while name.casefold() in self._taken:
            copy += 1
            name = f"{folder}/{stem} ({copy}){extension}"
        self._taken.add(name.casefold())
        return name
