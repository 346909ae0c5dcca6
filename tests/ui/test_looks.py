"""What the styled parts of the window look like: a refusal in red, a hint in grey, a
heading larger, a refused field framed in red, the navigation and Report an incident."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QImage, QPalette
from PySide6.QtWidgets import QLabel, QLineEdit, QListWidget, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from ui.forms import error_label, heading, text_label
from ui.looks import give_role, mark_invalid, use_style_sheet

RED = QColor("#b00020")


def text_colour(label: QLabel) -> QColor:
    return label.palette().color(QPalette.ColorRole.WindowText)


def colours_drawn(widget: QWidget) -> set[str]:
    """Every colour on screen in ``widget``, as #rrggbb."""
    widget.resize(widget.sizeHint().expandedTo(widget.minimumSize()))
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    return {
        image.pixelColor(x, y).name() for y in range(image.height()) for x in range(image.width())
    }


def test_a_refusal_is_red_a_hint_grey_and_plain_text_neither(qtbot: QtBot) -> None:
    refusal, hint, plain = error_label("refusal"), text_label(role="hint"), text_label()
    for label in (refusal, hint, plain):
        qtbot.addWidget(label)
    assert text_colour(refusal) == RED
    assert text_colour(hint) == QColor("#555555")
    assert text_colour(plain) == QLabel().palette().color(QPalette.ColorRole.WindowText)


def test_a_heading_is_larger_and_bolder_than_the_text_under_it(qtbot: QtBot) -> None:
    title, body = heading("Planned changes"), text_label(text="No planned changes.")
    summary = text_label(role="summary")
    for label in (title, body, summary):
        qtbot.addWidget(label)
    assert title.font().pointSizeF() > summary.font().pointSizeF() > body.font().pointSizeF()
    assert title.font().weight() > body.font().weight()
    assert summary.font().weight() > body.font().weight()


def test_a_label_that_changes_role_changes_colour_both_ways(qtbot: QtBot) -> None:
    message = text_label("message", "Stored.", role="hint")
    qtbot.addWidget(message)
    give_role(message, "error")
    assert text_colour(message) == RED
    assert message.property("role") == "error"
    give_role(message, "hint")
    assert text_colour(message) == QColor("#555555")


def test_a_refused_field_is_framed_in_red_until_it_is_accepted(qtbot: QtBot) -> None:
    field = QLineEdit("13/45/2026")
    qtbot.addWidget(field)
    assert RED.name() not in colours_drawn(field)
    mark_invalid(field, True)
    assert RED.name() in colours_drawn(field)
    mark_invalid(field, False)
    assert RED.name() not in colours_drawn(field)


def test_the_navigation_and_report_an_incident_are_drawn_in_their_colours(
    qtbot: QtBot,
) -> None:
    navigation = QListWidget()
    navigation.setObjectName("navigation")
    navigation.addItem("Dashboard")
    report = QPushButton("Report an incident")
    report.setObjectName("report_incident")
    use_style_sheet(navigation, report)
    for widget in (navigation, report):
        qtbot.addWidget(widget)
    assert "#f3f4f6" in colours_drawn(navigation)
    assert RED.name() in colours_drawn(report)
    assert report.font().weight() >= QFont.Weight.Bold
