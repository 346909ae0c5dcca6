"""``make translations``: collect the texts to translate and compile the translations.

Each area of the code has its own ``resources/translations/<area>_es.ts`` (so that one
area's strings can be translated and reviewed on their own); ``pyside6-lupdate`` adds the
new texts of an area to its file and drops the ones the code no longer has, and
``pyside6-lrelease`` compiles every file into the one ``fog_desktop_es.qm`` the window
loads. The files carry no line numbers, so moving code does not change them.

To translate an area: ``--todo AREA`` prints its texts still to translate as JSON
(``{"context": {"English": ""}}``); fill in the Spanish and ``--apply AREA FILE`` writes it
into the area's file (Qt Linguist edits the same files, for whoever prefers it). A text
with a count (``"%n day(s)"``, fog_desktop/i18n.py) has a form for each count Spanish
tells apart, one and any other: ``{"%n day(s)": ["%n día", "%n días"]}``.

``python -m tools.translations --check`` changes nothing and exits 1 when a file is out of
date with the code or has a text still to translate (``make test`` runs it through
tests/test_translations.py).
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterator, Sequence
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGE = "es"
#: The compiled translations the window loads (ui/app.py).
COMPILED = f"fog_desktop_{LANGUAGE}.qm"

#: Each area: the folders and files whose texts it holds. The window's own pieces are the
#: files directly in ui/ (a folder listed ends with "/" to mean only its own files).
AREAS: dict[str, tuple[str, ...]] = {
    "window": ("ui/", "ui/widgets"),
    "dashboard": ("ui/dashboard",),
    "maintenance": ("ui/maintenance", "ui/devices", "ui/hauler_requests"),
    "manifests": ("ui/manifests", "ui/export", "ui/calendar"),
    "training": ("ui/training", "ui/employees"),
    "incidents": ("ui/incidents",),
    "city": ("ui/city",),
    "self_inspection": ("ui/self_inspection",),
    "changes": ("ui/changes",),
    "setup": ("ui/setup", "ui/recovery"),
    "core": (
        "fog_desktop/",
        "fog_desktop/services",
        "fog_desktop/rules",
        "fog_desktop/phone_capture",
    ),
    "exchange": ("fog_desktop/exchange", "fog_desktop/database"),
}
#: Where nothing is translated: the command line and the documents for the city speak
#: English whatever the window's language.
ENGLISH_ONLY = ("fog_desktop/cli", "fog_desktop/reports", "fog_desktop/migrations")


def sources(area: str) -> list[Path]:
    """The Python files of ``area``."""
    found: list[Path] = []
    for entry in AREAS[area]:
        if entry.endswith("/"):
            found += sorted((ROOT / entry).glob("*.py"))
        else:
            found += sorted((ROOT / entry).rglob("*.py"))
    return found


def ts_file(area: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"{area}_{LANGUAGE}.ts"


def lupdate(area: str, target: Path) -> None:
    """Bring ``target`` up to date with the texts of ``area`` (created when missing)."""
    kept = plural_forms(target) if target.is_file() else {}
    result = subprocess.run(
        [
            _tool("pyside6-lupdate"),
            "-silent",
            "-no-obsolete",
            "-locations",
            "none",
            "-source-language",
            "en",
            "-target-language",
            LANGUAGE,
            # A text declared at import time is marked with fog_desktop.i18n.noop.
            "-tr-function-alias",
            "QT_TRANSLATE_NOOP+=noop",
            *(str(path) for path in sources(area)),
            "-ts",
            str(target),
        ],
        check=True,
        stderr=subprocess.PIPE,
        text=True,
    )
    # Merging gives each text with a count one form, and says so; they are put back below.
    said = [line for line in result.stderr.splitlines() if not _MERGED_PLURALS.search(line)]
    print(*said, sep="\n", file=sys.stderr, end="\n" if said else "")
    # lupdate reads a "#:" comment as a note to the translator, but in this code it
    # documents an attribute (as Sphinx reads it) and lands on an unrelated text.
    text = _NOTE.sub("", target.read_text(encoding="utf-8"))
    target.write_text(with_plural_forms(text, kept), encoding="utf-8")


_NOTE = re.compile(r"\n *<extracomment>.*?</extracomment>", re.DOTALL)
_MERGED_PLURALS = re.compile(r"Removed plural forms|possibly the target language is not set")
#: Spanish tells two counts apart, as Qt's plural rules say: one, and any other.
PLURAL_FORMS = 2
_COUNT = re.compile("%L?n")
_CONTEXT = re.compile(r"<context>.*?</context>", re.DOTALL)
_COUNTED = re.compile(
    r"(?P<indent> *)<message>\n(?P<inner> *)<source>(?P<source>[^<]*%L?n[^<]*)</source>\n"
    r" *<translation[^>]*>[^<]*</translation>\n(?P=indent)</message>"
)


def plural_forms(ts: Path) -> dict[tuple[str, str], list[str]]:
    """The forms of each text with a count that ``ts`` holds translated, by (context,
    English text)."""
    kept = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [form.text or "" for form in message.iter("numerusform")]
            if translation is not None and translation.get("type") != "unfinished" and forms:
                kept[(name, message.findtext("source", ""))] = forms
    return kept


def with_plural_forms(ts_text: str, kept: dict[tuple[str, str], list[str]]) -> str:
    """``ts_text`` with each text with a count as Qt's plural ("numerus") message, its
    forms ``kept``: the Python reader of ``pyside6-lupdate`` finds a count in no call,
    and merging it into a file gives each such message a single form."""

    def context(found: re.Match[str]) -> str:
        block = found.group(0)
        name = ET.fromstring(block).findtext("name", "")
        return _COUNTED.sub(lambda m: _plural_message(m, kept.get((name, _source(m)))), block)

    return _CONTEXT.sub(context, ts_text)


def _source(found: re.Match[str]) -> str:
    return ET.fromstring(f"<s>{found.group('source')}</s>").text or ""


def _plural_message(found: re.Match[str], forms: list[str] | None) -> str:
    indent, inner = found.group("indent"), found.group("inner")
    done = forms is not None and len(forms) == PLURAL_FORMS and all(forms)
    written = forms if forms is not None and done else [""] * PLURAL_FORMS
    lines = [
        f'{indent}<message numerus="yes">',
        f"{inner}<source>{found.group('source')}</source>",
        f"{inner}<translation>" if done else f'{inner}<translation type="unfinished">',
        *(f"{inner}    <numerusform>{_escaped(form)}</numerusform>" for form in written),
        f"{inner}</translation>",
        f"{indent}</message>",
    ]
    return "\n".join(lines)


def _escaped(text: str) -> str:
    """``text`` escaped as lupdate writes it."""
    return escape(text, {"'": "&apos;", '"': "&quot;"})


def lrelease(ts_files: Sequence[Path], target: Path) -> None:
    subprocess.run(
        [_tool("pyside6-lrelease"), "-silent", *map(str, ts_files), "-qm", str(target)],
        check=True,
    )


def unfinished(ts: Path) -> Iterator[str]:
    """The source texts of ``ts`` with no translation yet, as "context: text"."""
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") == "unfinished":
                yield f"{name}: {message.findtext('source', '')}"


#: A translation: the text, or the forms of a text with a count.
Spanish = str | list[str]


def table() -> dict[tuple[str, str], Spanish]:
    """Every translation of every area, by (context, English text): the Spanish as the
    .ts files hold it, for a test to install without Qt."""
    found: dict[tuple[str, str], Spanish] = {}
    for area in AREAS:
        for context in ET.parse(ts_file(area)).getroot().iter("context"):
            name = context.findtext("name", "")
            for message in context.iter("message"):
                forms = [form.text or "" for form in message.iter("numerusform")]
                key = (name, message.findtext("source", ""))
                found[key] = forms or message.findtext("translation", "")
    return found


def todo(area: str) -> dict[str, dict[str, Spanish]]:
    """The texts of ``area`` still to translate, by context."""
    wanted: dict[str, dict[str, Spanish]] = {}
    for line in unfinished(ts_file(area)):
        context, text = line.split(": ", 1)
        wanted.setdefault(context, {})[text] = [""] * PLURAL_FORMS if _COUNT.search(text) else ""
    return wanted


def apply(area: str, translated: dict[str, dict[str, Spanish]]) -> list[str]:
    """Write ``translated`` into the area's file; the texts it names that the file lacks."""
    path = ts_file(area)
    tree = ET.parse(path)
    left = {(c, text) for c, texts in translated.items() for text, done in texts.items() if done}
    for context in tree.getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source = message.findtext("source", "")
            spanish = translated.get(name, {}).get(source)
            translation = message.find("translation")
            if spanish and translation is not None:
                _write(translation, spanish)
                left.discard((name, source))
    tree.write(path, encoding="utf-8", xml_declaration=True)
    lupdate(area, path)
    return [f"{context}: {text}" for context, text in sorted(left)]


def _write(translation: ET.Element, spanish: Spanish) -> None:
    translation.attrib.pop("type", None)
    if isinstance(spanish, str):
        translation.text = spanish
        return
    translation.text = None
    for form in list(translation):
        translation.remove(form)
    for text in spanish:
        ET.SubElement(translation, "numerusform").text = text


def update(areas: Sequence[str]) -> None:
    """Bring the files of ``areas`` up to date with the code, and compile them all."""
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    for area in areas:
        lupdate(area, ts_file(area))
    lrelease([ts_file(area) for area in AREAS], TRANSLATIONS / COMPILED)


def outside_areas() -> list[str]:
    """The files that mark a text for translation but belong to no area (so no .ts has
    it), or that speak English only and translate anyway."""
    covered = {path for area in AREAS for path in sources(area)}
    english = [ROOT / folder for folder in ENGLISH_ONLY]
    found = []
    for path in sorted([*(ROOT / "ui").rglob("*.py"), *(ROOT / "fog_desktop").rglob("*.py")]):
        if _MARKED.search(path.read_text(encoding="utf-8")) is None:
            continue
        if path not in covered or any(path.is_relative_to(folder) for folder in english):
            found.append(str(path.relative_to(ROOT)))
    return found


_MARKED = re.compile(r"\b(translate|noop)\(\s*\"")
#: A text marked for translation: its literals, joined as Python joins them.
_MARKED_TEXT = re.compile(r'\b(?:translate|noop)\(\s*"\w+",\s*((?:"[^"\n]*"\s*)+)')
_LITERAL = re.compile(r'"([^"\n]*)"')


def uncollected_counts() -> list[str]:
    """The texts with a count that no .ts file holds: lupdate skips a call whose count
    is an expression (fog_desktop/i18n.py)."""
    found = []
    for area in AREAS:
        messages = ET.parse(ts_file(area)).getroot().iter("message")
        collected = {message.findtext("source", "") for message in messages}
        for path in sources(area):
            for literals in _MARKED_TEXT.findall(path.read_text(encoding="utf-8")):
                text = "".join(_LITERAL.findall(literals))
                if _COUNT.search(text) and text not in collected:
                    where = path.relative_to(ROOT)
                    found.append(f"{where}: {text!r} is not collected: give its count as a name")
    return found


def check() -> list[str]:
    """What is wrong with the committed translations, one line each (none: all is well)."""
    problems = [f"{path} translates but no area has it" for path in outside_areas()]
    problems += uncollected_counts()
    with tempfile.TemporaryDirectory() as scratch:
        for area in AREAS:
            committed = ts_file(area)
            fresh = ts_file(area, Path(scratch))
            if committed.is_file():
                shutil.copy(committed, fresh)
            lupdate(area, fresh)
            if not committed.is_file() or fresh.read_bytes() != committed.read_bytes():
                problems.append(f"{committed.name} is out of date: run make translations")
            problems += [f"{committed.name}: not translated: {text}" for text in unfinished(fresh)]
        compiled = Path(scratch) / COMPILED
        lrelease([ts_file(area) for area in AREAS], compiled)
        shipped = TRANSLATIONS / COMPILED
        if not shipped.is_file() or shipped.read_bytes() != compiled.read_bytes():
            problems.append(f"{COMPILED} is not compiled from the .ts files: run make translations")
    return problems


def _tool(name: str) -> str:
    """The Qt tool installed beside this Python (the virtual environment's bin folder)."""
    beside = Path(sys.executable).with_name(name)
    return str(beside) if beside.exists() else name


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.translations", description=__doc__)
    parser.add_argument(
        "areas", nargs="*", help=f"the areas to update: {', '.join(AREAS)} (default: all)"
    )
    parser.add_argument("--check", action="store_true", help="change nothing; report")
    parser.add_argument("--todo", metavar="AREA", choices=AREAS, help="texts to translate")
    parser.add_argument(
        "--apply", nargs=2, metavar=("AREA", "FILE"), help="write translations from JSON"
    )
    arguments = parser.parse_args(argv)
    if arguments.todo:
        print(json.dumps(todo(arguments.todo), ensure_ascii=False, indent=2))
        return 0
    if arguments.apply:
        area, file = arguments.apply
        translated = json.loads(Path(file).read_text(encoding="utf-8"))
        for missing in apply(area, translated):
            print(f"not in {area}: {missing}")
        lrelease([ts_file(each) for each in AREAS], TRANSLATIONS / COMPILED)
        return 0
    if arguments.check:
        problems = check()
        print("\n".join(problems) or "The translations are complete and up to date.")
        return 1 if problems else 0
    unknown = set(arguments.areas) - set(AREAS)
    if unknown:
        parser.error(f"no area {', '.join(sorted(unknown))}; the areas: {', '.join(AREAS)}")
    update(arguments.areas or list(AREAS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
