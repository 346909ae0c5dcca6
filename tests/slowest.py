"""The slowest tests of a run, each with why it takes its time (CONTRIBUTING.md, "Speed
of the tests").

A test that needs seconds says why with ``@pytest.mark.slow("why")``: the two years of
the demo exported to a PDF, LibreOffice opening a workbook, a drill of many tries. At the
end of a run, ``--slowest=N`` lists the N slowest tests (set-up, run and tear-down
together) with that reason; one above :data:`SLOW_SECONDS` without a reason is shown as
such, to be made faster or to say why. A set-up that took seconds made fixtures shared by
the tests after it (the demo, a module's workbook), whichever test came first; the list
says so rather than blame the test. Reports carry the reason, so the list is whole under
pytest-xdist too.
"""

from __future__ import annotations

from collections import defaultdict

import pytest

#: Above this, a test in the list should say why it takes its time.
SLOW_SECONDS = 2.0
WHY = "why slow"
NO_REASON = "NO REASON GIVEN: make it faster, or mark it slow(why)"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--slowest",
        type=int,
        default=0,
        metavar="N",
        help="list the N slowest tests at the end, with why each takes its time",
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow(why): the test takes seconds, and this is why")
    config.pluginmanager.register(Slowest(config.getoption("--slowest")), "slowest-tests")


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    marker = item.get_closest_marker("slow")
    if marker is not None:
        item.user_properties.append((WHY, str(marker.args[0])))


class Slowest:
    """Each test's time and reason, from its reports (a worker's too, under xdist)."""

    def __init__(self, count: int) -> None:
        self.count = count
        self.seconds: defaultdict[str, float] = defaultdict(float)
        self.set_up: dict[str, float] = {}
        self.why: dict[str, str] = {}

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self.seconds[report.nodeid] += report.duration
        if report.when == "setup":
            self.set_up[report.nodeid] = report.duration
        self.why.update(
            (report.nodeid, str(v)) for name, v in report.user_properties if name == WHY
        )

    def pytest_terminal_summary(
        self, terminalreporter: pytest.TerminalReporter, config: pytest.Config
    ) -> None:
        if not self.count or hasattr(config, "workerinput"):
            return
        slowest = sorted(self.seconds.items(), key=lambda item: -item[1])[: self.count]
        terminalreporter.write_sep("=", f"slowest {len(slowest)} tests, and why")
        for nodeid, seconds in slowest:
            terminalreporter.write_line(f"{seconds:6.2f}s {nodeid}")
            for why in self._reasons(nodeid, seconds):
                terminalreporter.write_line(f"         {why}")

    def _reasons(self, nodeid: str, seconds: float) -> list[str]:
        """A shared set-up of seconds, then the test's reason, or the lack of one when
        its own part took seconds."""
        set_up = self.set_up.get(nodeid, 0.0)
        shared = set_up > SLOW_SECONDS
        reasons = [f"set-up {set_up:.2f}s: fixtures shared by the tests after it"] if shared else []
        if nodeid in self.why:
            reasons.append(self.why[nodeid])
        elif (seconds - set_up if shared else seconds) > SLOW_SECONDS:
            reasons.append(NO_REASON)
        return reasons
