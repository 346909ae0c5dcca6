"""Drills: the real program driven as a careful or a hostile user would (issue 11 §6).

``python -m tests.drills [NAMES...] [--count N] [--small]`` runs them (``make drills``;
CI with ``--small``). Each drill is a module ``drill_<name>.py`` with ``main()``, runs
``fog-desktop`` in subprocesses on a data folder of its own, and prints its figure as
``DRILL <name>: tries N, held H, failed F`` and one line per failure saying what was
seen. A drill that can't be set up here (no permission to mount a small disk, say)
counts as failed, never as held. The modules are not pytest tests: pytest collects
``test_*.py`` only.
"""
