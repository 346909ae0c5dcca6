"""The command line loads the module of the command asked for alone (issue 34 §5): a
scheduled ``remind`` or ``--version`` does not import every command's letters, PDF
engine and database, and every command is still there, under the module that says so."""

from __future__ import annotations

import argparse
import subprocess
import sys

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
