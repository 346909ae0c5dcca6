"""The command line loads the module of the command asked for alone (issue 34 §5): a
scheduled ``remind`` or ``--version`` does not import every command's letters, PDF
engine and database, and every command is still there, under the module that says so."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

from fog_desktop import cli


def _commands(parser: argparse.ArgumentParser) -> list[str]:
    [commands] = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return list(commands.choices)


def test_each_module_registers_the_commands_listed_for_it() -> None:
    for module, names in cli.COMMANDS.items():
        given = [names[0], "--help"]
        assert tuple(_commands(cli.build_parser(given))) == names, module
    everything = _commands(cli.build_parser())
    assert everything == [name for names in cli.COMMANDS.values() for name in names]


def test_help_and_an_unknown_command_list_every_command() -> None:
    for given in (["--help"], ["no-such-command"], ["--data-dir", "x", "-h"]):
        assert _commands(cli.build_parser(given)) == _commands(cli.build_parser())


def _loaded_after(argv: list[str]) -> set[str]:
    """The command modules a fresh process has imported once ``argv`` is parsed."""
    probe = (
        "import sys\n"
        "from fog_desktop import cli\n"
        f"try:\n    cli.build_parser({argv!r}).parse_args({argv!r})\n"
        "except SystemExit:\n    pass\n"
        "print()\n"
        "print(' '.join(m for m in sys.modules if m.startswith('fog_desktop.cli.')))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    ).stdout
    return set(out.splitlines()[-1].split()) if out.strip() else set()


def test_version_and_a_command_load_no_other_commands_module() -> None:
    assert _loaded_after(["--version"]) == set()
    loaded = _loaded_after(["--data-dir", "somewhere", "remind"])
    commands = {f"fog_desktop.cli.{module}" for module in cli.COMMANDS}
    assert loaded & commands == {"fog_desktop.cli.status"}


def test_remind_loads_neither_qt_nor_the_demo(tmp_path: Path) -> None:
    """``remind`` runs from a scheduled task every day: it draws no document, so Qt stays
    unloaded, and it adds no demo, so the demo's two years of records stay unread."""
    probe = (
        "import sys\n"
        "from fog_desktop.__main__ import main\n"
        f"code = main(['--data-dir', {str(tmp_path)!r}, 'remind'])\n"
        "print()\n"
        "print(code, ' '.join(m for m in sys.modules if m.startswith(('PySide6', "
        "'fog_desktop.services.demo'))))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], check=False, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    code, *loaded = done.stdout.splitlines()[-1].split()
    assert code == "0"
    assert loaded == []
