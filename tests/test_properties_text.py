"""Any text typed into a text field (issue 33, How it is checked): on the command line it
is refused in one sentence naming the option, or it comes back as stored in the records
packet's workbook and in `status --json`, and legible in its PDF, each character drawn or
printed as its code point (U+6F22) where the packet's fonts lack it."""

from __future__ import annotations

import io
import itertools
import json
import unicodedata
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from openpyxl import load_workbook
from openpyxl.utils.escape import unescape
from pypdf import PdfReader

from fog_desktop.config import Paths
from fog_desktop.parse import CONTROL
from tests.properties import examples

DAY = "2026-11-10"
AS_OF = "2026-12-01"
#: Each example's establishment, new in the one database of the test.
NUMBERS = itertools.count(1)
#: What the command line says after a refusal's sentence.
NOTHING_STORED = "fog-desktop: nothing was stored."

#: The command line on the test's data folder: (exit code, stdout, stderr).
Cli = Callable[..., tuple[int, str, str]]


@dataclass(frozen=True)
class Field:
    """A text field as the command line types it, and where the workbook shows it: the
    sheet, the column, and the row's first cell (None: the sheet's one row)."""

    option: str
    command: tuple[str, ...]
    sheet: str
    column: str
    row_key: str | None = None


FIELDS = (
    Field("--location", ("device", "add", "--device-id", "GT-1", "--type", "Grease trap",
                         "--capacity", "20", "--depth", "10"), "Devices", "Location", "GT-1"),
    Field("--notes", ("maintenance", "add", "--date", DAY, "--device-id", "GI-1",
                      "--service", "Cleaning"), "Maintenance", "Notes"),
    Field("--name", ("employee", "add", "--employee-id", "E-1", "--hire-date", DAY),
          "Employees", "Name", "E-1"),
    Field("--topic", ("training", "add", "--date", DAY, "--trainer", "Lee Kim",
                      "--kind", "Refresher", "--attendee", "E-0"), "Training", "Topics"),
    Field("--description", ("incident", "report", "--date", DAY, "--time", "10:00",
                            "--kind", "Spill", "--no-sso"), "Incidents", "Description"),
)  # fmt: skip

#: The establishment's name, on the Cover's first row.
COVER = Field("--name", (), "Cover", "Records packet of")

#: Texts a reader of the PDF meets: combining marks alone and stacked, right-to-left
#: scripts, emoji beyond U+FFFF and joined, invisible format characters, a script the
#: fonts lack, what a spreadsheet takes for a formula, the line breaks allowed and
#: control characters that are not.
TRICKY = ("\u0301", "e\u0301\u0308", "\u05e9\u05dc\u05d5\u05dd", "\u0645\u0631\u062d\u0628\u0627",
          "\u202e", "\U0001f600", "\U0001f468\u200d\U0001f469", "\u200b", "\ufeff", "\u6f22",
          "=SUM(A1)", "\t", "\r\n", "\n", "\u2028", "\x1b", "\x0b", "\x85", " ")  # fmt: skip
#: Every character a Python string can be encoded with: all but the lone surrogates.
ANY_CHARACTER = st.characters(exclude_categories=["Cs"])
texts = st.one_of(
    st.text(ANY_CHARACTER, max_size=30),
    st.lists(st.sampled_from(TRICKY), min_size=1, max_size=8).map("".join),
    st.text(ANY_CHARACTER, min_size=500, max_size=1500),
)


@pytest.fixture
def cli(paths: Paths, capsys: pytest.CaptureFixture[str]) -> Cli:
    """fog-desktop on one SQLite database for the whole test: a new one an example would
    cost more than the example."""
    from fog_desktop.__main__ import main

    def call(*argv: str) -> tuple[int, str, str]:
        code = main(["--data-dir", str(paths.data_dir), "--db",
                     f"sqlite:///{paths.sqlite_file}", *argv])  # fmt: skip
        out, err = capsys.readouterr()
        assert "unexpected error" not in err and "Traceback" not in err
        return code, out, err

    return call


def typed(cli: Cli, option: str, text: str, *command: str) -> bool:
    """Type ``text`` as ``option``'s value: True when stored, False when refused in one
    sentence after the option's name. A control character other than a tab or a line
    break is never stored (parse.CONTROL): refused, or a vertical tab at either end
    trimmed with the spaces around the text."""
    # As --notes=TEXT: a value starting with "-" is the value, not another option.
    code, _out, err = cli(*command, f"{option}={text}")
    if code == 0:
        assert not CONTROL.search(stored(text)), f"{option} stored a control character"
        return True
    refusal, *rest = err.splitlines()
    assert code == 1 and rest == [NOTHING_STORED], err
    assert refusal.startswith(f"fog-desktop: {option}: ") and refusal.endswith("."), err
    return False


def stored(text: str) -> str:
    """The text as the record keeps it: without the spaces around it."""
    return text.strip()


def cell(workbook: bytes, field: Field) -> object:
    wb = load_workbook(io.BytesIO(workbook), read_only=True)
    header, *rows = wb[field.sheet].iter_rows(values_only=True)
    wb.close()
    if field.sheet == COVER.sheet:
        return unescape(header[1])
    (value,) = [r[header.index(field.column)] for r in rows if field.row_key in (None, r[0])]
    # As a spreadsheet reads it: openpyxl's reader leaves a text's _xHHHH_ escapes.
    return unescape(value) if isinstance(value, str) else value


def unread(pdf_text: str, text: str) -> list[str]:
    """The characters of ``text`` a reader of the PDF finds neither drawn nor as their
    code point. Compared decomposed (NFKD): a reader takes e and its accent for é, and an
    Arabic letter for the form its place in the word gives it; a right-to-left word is
    read in the order it is drawn, so characters are looked for, not runs. A space or a
    line break is laid out, not drawn."""
    found = unicodedata.normalize("NFKD", pdf_text)
    return [
        c
        for c in text
        if not c.isspace()
        and f"U+{ord(c):04X}" not in pdf_text
        and not all(part in found for part in unicodedata.normalize("NFKD", c))
    ]


@settings(
    max_examples=examples(3),
    # Each example writes an establishment of its own in the test's one database.
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@example(text="e\u0301 \u05e9\u05dc\u05d5\u05dd \u6f22 \U0001f600 \u202eabc")
@example(text="line one\x0bline two")
@example(text="\x0b")
# Found by this test: a name and a topic of two lines, a topic with a semicolon; a topic
# of nothing but a line separator, refused twice for one field.
@example(text="Drain screens\nSpill kit; Signs")
@example(text="\u2028 ")
@pytest.mark.slow("each of 7 examples runs a dozen commands and exports a packet to read it back")
@given(text=texts)
def test_any_text_is_refused_or_comes_back_as_typed(cli: Cli, tmp_path: Path, text: str) -> None:
    number = next(NUMBERS)
    # The establishment's own name, which status --json shows too.
    shop = stored(f"{number} {text}")
    if not typed(cli, "--name", f"{number} {text}", "establishment", "add"):
        shop = f"Shop {number}"
        assert cli("establishment", "add", "--name", shop)[0] == 0
    assert cli("device", "add", "--establishment", shop, "--device-id", "GI-1",
               "--capacity", "1000", "--depth", "48")[0] == 0  # fmt: skip
    assert cli("employee", "add", "--establishment", shop, "--employee-id", "E-0",
               "--name", "Ana Ruiz", "--hire-date", DAY)[0] == 0  # fmt: skip
    kept = [f for f in FIELDS if typed(cli, f.option, text, *f.command, "--establishment", shop)]
    status = json.loads(cli("status", "--json", "--as-of", AS_OF)[1])
    assert shop in [e["name"] for e in status["establishments"]]

    packet = tmp_path / f"{number}.zip"
    code, _, err = cli("export", "--establishment", shop, "--as-of", AS_OF, "--out", str(packet))
    assert code == 0, err
    with zipfile.ZipFile(packet) as z:
        workbook, pdf = z.read("records.xlsx"), z.read("records.pdf")
    assert cell(workbook, COVER) == shop
    for field in kept:
        assert cell(workbook, field) == (stored(text) or None), field.option
    read = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)
    assert unread(read, shop) == []
    if kept:
        assert unread(read, stored(text)) == []
