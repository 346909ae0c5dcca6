"""Where file dialogs start: Documents at first, then the folder last chosen in."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QWidget
from pytestqt.qtbot import QtBot

from ui.files import documents_folder, open_paths, save_path, start_folder, suggested


def test_the_first_dialog_starts_in_documents_then_where_the_user_chose(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    parent = QWidget()
    assert start_folder() == documents_folder()
    offered: list[str] = []

    def save_dialog(_parent: QWidget, _title: str, start: str, _filter: str) -> tuple[str, str]:
        offered.append(start)
        return str(tmp_path / "letters" / "INC-1 letter"), ""

    (tmp_path / "letters").mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)
    chosen = save_path(parent, "Save the letter", suggested("INC-1.pdf"), "PDF (*.pdf)", ".pdf")
    assert offered == [str(documents_folder() / "INC-1.pdf")]
    assert chosen == tmp_path / "letters" / "INC-1 letter.pdf", "the suffix the file needs"
    assert start_folder() == tmp_path / "letters"

    scans = tmp_path / "scans"
    scans.mkdir()
    picked = [str(scans / "a.png"), str(scans / "b.png")]
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda _p, _t, start, _f: (picked, ""))
    assert open_paths(parent, "Add scans", "Images (*.png)", many=True) == [
        scans / "a.png",
        scans / "b.png",
    ]
    assert start_folder() == scans

    scans.rmdir()
    assert start_folder() == documents_folder(), "a folder gone since is not offered"


def test_a_cancelled_dialog_changes_nothing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_: ("", ""))
    assert open_paths(QWidget(), "Workbook to import", "Workbook (*.xlsx)") == []
    assert start_folder() == documents_folder()
