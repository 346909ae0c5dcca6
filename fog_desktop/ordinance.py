"""The ordinances whose rules FOG Desktop follows (docs/rules.md), read from their files.

Each ordinance profile is a TOML file: the ones shipped in ``resources/ordinances/``
(Sierra Madre's, the default) and any a user adds to the data folder's ``ordinances/``
folder. :class:`fog_desktop.rules.profile.OrdinanceProfile` says what a file holds; a
file that doesn't hold it is refused with the file's name and what is wrong.
"""

from __future__ import annotations

import tomllib
from dataclasses import fields
from decimal import Decimal, InvalidOperation
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any

from fog_desktop.errors import ValidationError
from fog_desktop.rules.profile import TERMS, OrdinanceProfile
from fog_desktop.rules.pumpout import Frequency

#: The profile every establishment follows until it chooses another.
DEFAULT_KEY = "sierra-madre"
#: Where the profiles are, shipped and added: ``<key>.toml`` files.
FOLDER = "ordinances"
_NAMES = ("city", "code", "title", "code_in_words")


def parse_profile(key: str, text: str) -> OrdinanceProfile:
    """The profile ``key`` from the text of its file; ValueError saying what is wrong."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ValueError(f"not a TOML file: {error}") from None
    missing = [name for name in _NAMES if not isinstance(data.get(name), str)]
    if missing:
        raise ValueError(f"it needs {', '.join(missing)}")
    numbers = data.get("numbers")
    if not isinstance(numbers, dict):
        raise ValueError("it needs a [numbers] table")
    unknown = sorted(set(numbers) - set(TERMS))
    if unknown:
        raise ValueError(f"unknown numbers: {', '.join(unknown)}")
    absent = [name for name in TERMS if name not in numbers]
    if absent:
        raise ValueError(f"it needs the numbers {', '.join(absent)}")
    values: dict[str, Any] = {}
    citations: list[tuple[str, str]] = []
    types = {f.name: f.type for f in fields(OrdinanceProfile)}
    for name, entry in numbers.items():
        if not isinstance(entry, dict) or "value" not in entry or "cites" not in entry:
            raise ValueError(f"{name} needs a value and what it cites: {{ value = …, cites = … }}")
        values[name] = _value(name, types[name], entry["value"])
        citations.append((name, str(entry["cites"])))
    names = {name: data[name] for name in _NAMES}
    return OrdinanceProfile(key=key, citations=tuple(citations), **names, **values)


def _value(name: str, kind: object, value: object) -> object:
    if kind in ("Frequency", Frequency):
        return Frequency.parse(str(value))
    if kind in ("Decimal", Decimal):
        try:
            return Decimal(str(value))
        except InvalidOperation:
            raise ValueError(f"{name}: {value!r} is not a number") from None
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{name}: {value!r} is not a whole number")
    return value


@cache
def _shipped_texts() -> dict[str, str]:
    folder = files("resources") / FOLDER
    return {
        entry.name.removesuffix(".toml"): entry.read_text(encoding="utf-8")
        for entry in sorted(folder.iterdir(), key=lambda e: e.name)
        if entry.name.endswith(".toml")
    }


@cache
def shipped() -> dict[str, OrdinanceProfile]:
    """The profiles the application ships, by key."""
    return {key: parse_profile(key, text) for key, text in _shipped_texts().items()}


def profile_files(data_dir: Path | None = None) -> dict[str, str]:
    """The text of every profile file to choose from, by key: the shipped ones and those
    added to ``data_dir``'s ``ordinances/`` folder (an added file does not replace a
    shipped one of its name)."""
    found = dict(_shipped_texts())
    folder = data_dir / FOLDER if data_dir is not None else None
    if folder is None or not folder.is_dir():
        return found
    for path in sorted(folder.glob("*.toml")):
        if path.stem not in found:
            try:
                found[path.stem] = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as error:
                raise _refused(path, error) from None
    return found


def profiles(data_dir: Path | None = None) -> dict[str, OrdinanceProfile]:
    """Every profile to choose from (:func:`profile_files`), read; a file that can't be
    read as a profile is refused, named, with what is wrong."""
    found = dict(shipped())
    for key, text in profile_files(data_dir).items():
        if key in found or data_dir is None:
            continue
        try:
            found[key] = parse_profile(key, text)
        except ValueError as error:
            raise _refused(data_dir / FOLDER / f"{key}.toml", error) from None
    return found


def _refused(path: Path, error: Exception) -> ValidationError:
    return ValidationError.single(
        "ordinance", f"The ordinance profile {path} can't be used: {error}"
    )


def default_text() -> str:
    """The file of Sierra Madre's profile, as shipped."""
    return _shipped_texts()[DEFAULT_KEY]


def default() -> OrdinanceProfile:
    """Sierra Madre's, the profile of every establishment that chose none (rules.md)."""
    return shipped()[DEFAULT_KEY]


#: As the letter, the packet and the set-up wizard name the default ordinance.
CITY = default().city
#: As the letter's subject and the packet cite it.
CODE = default().code
#: The name the ordinance gives itself.
TITLE = default().title
#: As a sentence says it: "As the Sierra Madre Municipal Code, chapter 13.14, requires".
CODE_IN_WORDS = default().code_in_words
