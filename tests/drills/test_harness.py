"""The drills' judge: what counts as one plain sentence, and how a figure is counted."""

from __future__ import annotations

from .harness import Figure, Result, message_problems, ran_or_said_why

USAGE = "usage: fog-desktop status [-h] [--as-of DATE]\n                          [--json]\n"


def _result(code: int, err: str, out: str = "") -> Result:
    return Result(args=("status",), code=code, out=out, err=err)


def test_a_refusal_in_one_sentence_naming_its_option_holds() -> None:
    refused = _result(1, "fog-desktop: --gallons: too large\nfog-desktop: nothing was stored.\n")
    assert message_problems(refused, names=("--gallons",)) == []
    argparse_style = _result(2, USAGE + "fog-desktop status: error: argument --as-of: bad\n")
    assert message_problems(argparse_style, names=("--as-of",)) == []


def test_a_traceback_an_unexpected_error_or_a_wrong_exit_fails() -> None:
    crash = _result(1, "Traceback (most recent call last):\n  File x\nKeyError: 1\n")
    assert any("Traceback" in p for p in message_problems(crash))
    assert any("2 lines" in p or "3 lines" in p for p in message_problems(crash))
    bug = _result(1, "fog-desktop: unexpected error: KeyError(1)\n")
    assert any("unexpected error" in p for p in message_problems(bug))
    silent = _result(0, "")
    assert message_problems(silent, codes=(1, 2)) == [f"exit 0, not 1 or 2: {silent.said()}"]
    unnamed = _result(1, "fog-desktop: something is wrong\n")
    assert any("does not name" in p for p in message_problems(unnamed, names=("--notes",)))


def test_a_command_that_works_must_say_nothing_on_stderr() -> None:
    assert ran_or_said_why(_result(0, "", out="As of 2026-12-02")) == []
    assert ran_or_said_why(_result(0, "--- Logging error ---\n"))
    assert ran_or_said_why(_result(2, "fog-desktop: The disk is full; free some space.\n")) == []


def test_a_figure_counts_each_try_once_and_says_why_it_failed() -> None:
    figure = Figure("x")
    figure.record("first", [])
    figure.record("second", ["verify does not pass", "left a.partial"])
    figure.could_not_run("mount refused")
    assert figure.lines() == [
        "DRILL x: tries 3, held 1, failed 2",
        "  - second: verify does not pass; left a.partial",
        "  - could not run: mount refused",
    ]
