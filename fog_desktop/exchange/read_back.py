"""Reading back a file just written, before it takes the name the user chose (R7).

A disk that fills up does not always say so: Qt's PDF writer only logs the refusal, and
a buffered write can lose its tail without an error, leaving a PDF without its trailer
that a viewer cannot open. So each output is read back the way its reader will read it,
while it still has its partial name: a PDF's every page, a workbook's parts and sheets,
a zip's every entry against its CRC. What fails is an OSError, which the caller reports
in one sentence and removes.
"""

from __future__ import annotations

import errno
import zipfile
from pathlib import Path


def unreadable() -> OSError:
    """The error of a file that does not read back: an I/O error, told in words by
    :data:`~fog_desktop.exchange.output.REASONS` (or as a full disk, on one)."""
    return OSError(errno.EIO, "what was written could not be read back")


def check_written(path: Path, target: Path) -> None:
    """Read ``path``, written for ``target``, back by the kind ``target``'s suffix names;
    OSError when it is not whole."""
    check = CHECKS.get(target.suffix.lower())
    if check is None:
        return
    try:
        check(path)
    except OSError:
        raise
    except Exception as exc:
        # Each reader has errors of its own; any of them means the file is not whole.
        raise unreadable() from exc


def check_pdf(path: Path) -> None:
    """Every page of the PDF parses, its cross-reference table and trailer included.
    The readers are imported when a file is checked, so that starting does not load them."""
    from pypdf import PdfReader  # noqa: PLC0415  (not loaded at start)

    reader = PdfReader(path, strict=True)
    if len(reader.pages) == 0:
        raise unreadable()
    for page in reader.pages:
        contents = page.get_contents()
        if contents is not None:
            contents.get_data()


def check_zip(path: Path) -> None:
    """Every entry of the zip reads back to its CRC."""
    with zipfile.ZipFile(path) as archive:
        if archive.testzip() is not None:
            raise unreadable()


def check_workbook(path: Path) -> None:
    """The workbook's parts read back to their CRCs, and each sheet opens the way the
    import reads it."""
    check_zip(path)
    from python_calamine import CalamineWorkbook  # noqa: PLC0415  (as pypdf)

    with path.open("rb") as handle:
        book = CalamineWorkbook.from_filelike(handle)
        for name in book.sheet_names:
            book.get_sheet_by_name(name)


CHECKS = {".pdf": check_pdf, ".zip": check_zip, ".xlsx": check_workbook}
