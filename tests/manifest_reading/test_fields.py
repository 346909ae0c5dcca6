"""The fields found by their labels, from words placed as a reader would give them: the
value to the label's right or below it, dates in US forms, gallons with commas."""

from __future__ import annotations

import math

import pytest

from fog_desktop.manifest_reading.fields import propose
from fog_desktop.manifest_reading.values import identifier, iso_date, plain, whole_gallons
from fog_desktop.manifest_reading.words import Box, Page, Word


def word(text: str, x: float, y: float, *, h: float = 20, confidence: float = 0.95) -> Word:
    return Word(text, Box(x, y, len(text) * h * 0.5, h, "px"), confidence)


def values(*words: Word, skew: float = 0.0) -> dict[str, object]:
    return {name: f.value for name, f in propose([Page(tuple(words), 1, skew)]).items()}


def test_a_value_to_the_right_of_its_label_is_proposed_with_its_box_and_sureness() -> None:
    fields = propose(
        [Page((word("Manifest No.", 100, 100), word("M-20415", 300, 102, confidence=0.8)))]
    )
    found = fields["manifest_no"]
    assert found.value == "M-20415"
    assert found.box == Box(300, 102, 70, 20, "px")
    assert found.confidence == pytest.approx(0.8)
    assert found.page == 1


def test_a_value_below_its_label_in_its_column_is_proposed() -> None:
    # A grid: three labels on a line, their values on the line under them.
    assert values(
        word("Manifest #", 100, 100),
        word("Date", 400, 100),
        word("Gallons", 700, 100),
        word("48213", 100, 130),
        word("03/14/2026", 400, 130),
        word("1,250", 700, 130),
    ) == {"manifest_no": "48213", "date": "2026-03-14", "gallons": 1250}


def test_a_value_below_ends_at_the_next_label_even_just_off_its_line() -> None:
    # A photo's slope left the next label a little lower than this one.
    assert values(
        word("Disposal Site", 100, 100, h=12),
        word("Device ID", 400, 106, h=12),
        word("Metro Wastewater Treatment", 100, 130),
        word("GI-7", 400, 136),
    ) == {"disposal_site": "Metro Wastewater Treatment", "device_id": "GI-7"}


def test_the_next_columns_value_a_little_left_of_its_label_is_left_to_it() -> None:
    assert values(
        word("Facility:", 100, 100),
        word("Device ID", 400, 100),
        word("Metro Wastewater Treatment", 100, 130),
        word("GT-10", 396, 130),
    ) == {"disposal_site": "Metro Wastewater Treatment", "device_id": "GT-10"}


@pytest.mark.parametrize(
    ("label", "name"),
    [
        ("Faciity:", "disposal_site"),
        ("Facilty.", "disposal_site"),
        ("RecelvingFacility", "disposal_site"),
        ("Manifest Numbe", "manifest_no"),
        ("ManitestNu", "manifest_no"),
        ("ManitestN", "manifest_no"),
        ("Manifeste:", "manifest_no"),  # its "#" blurred into a letter
        ("Transporter Re", "hauler_registration_no"),
        ("HaulerReg.", "hauler_registration_no"),
        ("GallionsPum", "gallons"),
        ("Hauler!", "hauler"),
        ("Hauler Nam", "hauler"),
        ("Drver", "driver"),
    ],
)
def test_a_label_misread_or_cut_short_in_small_print_is_known(label: str, name: str) -> None:
    assert values(word(label, 100, 100), word("1200", 300, 100)) == {
        name: 1200 if name == "gallons" else "1200"
    }


def test_a_facility_first_on_its_line_is_a_label_but_not_after_a_name() -> None:
    assert values(word("Facility", 100, 100), word("Eastside Rendering Plant", 300, 100)) == {
        "disposal_site": "Eastside Rendering Plant"
    }
    assert values(word("Eastside Rendering Facility", 100, 100)) == {}


def test_a_value_read_below_is_less_sure_than_one_beside() -> None:
    fields = propose([Page((word("Driver", 100, 100), word("Rosa Diaz", 100, 130)))])
    assert fields["driver"].value == "Rosa Diaz"
    assert fields["driver"].confidence < 0.95


def test_a_label_and_its_value_read_as_one_run_are_split_with_their_boxes() -> None:
    fields = propose([Page((word("Gallons Pumped: 2,000 gal", 100, 100),))])
    assert fields["gallons"].value == 2000
    assert fields["gallons"].box.x > 100 + 12 * 10  # not the label's part of the run


def test_two_labels_on_a_line_each_take_their_own_value() -> None:
    assert values(
        word("Hauler:", 50, 100),
        word("Valley Pumping Co.", 140, 100),
        word("Hauler Reg. No.:", 600, 100),
        word("WH-10482", 780, 100),
    ) == {"hauler": "Valley Pumping Co.", "hauler_registration_no": "WH-10482"}


def test_every_label_a_manifest_prints_is_known() -> None:
    labels = [
        ("Transporter", "Ace Liquid Waste"),
        ("Manifest:", "M-788047"),
        ("Interceptor ID", "GI-1"),
        ("Waste type", "Trap contents"),
        ("Receiving Facility", "Metro Wastewater Treatment"),
        ("Volume (gal:", "1,500"),
        ("Service Date", "Mar. 4, 2026"),
    ]
    words = []
    for i, (label, value) in enumerate(labels):
        words += [word(label, 50, 100 + 40 * i), word(value, 400, 100 + 40 * i)]
    assert values(*words) == {
        "hauler": "Ace Liquid Waste",
        "manifest_no": "M-788047",
        "device_id": "GI-1",
        "waste_type": "Trap contents",
        "disposal_site": "Metro Wastewater Treatment",
        "gallons": 1500,
        "date": "2026-03-04",
    }


def test_a_site_whose_name_ends_in_facility_is_not_cut_at_it() -> None:
    assert values(
        word("Disposal Site:", 50, 100), word("Valley Reclamation Facility", 250, 100)
    ) == {"disposal_site": "Valley Reclamation Facility"}


def askew(text: str, x: float, y: float, degrees: float, h: float = 20) -> Word:
    """A word at (x, y) on a page photographed turned ``degrees`` counterclockwise: its
    box is the upright box around it, as a reader gives it."""
    turn = math.radians(degrees)
    cos, sin = math.cos(turn), math.sin(turn)
    length = len(text) * h * 0.5
    cx, cy = x + length / 2, y + h / 2
    mx, my = cx * cos + cy * sin, -cx * sin + cy * cos
    w, tall = length * cos + h * sin, length * sin + h * cos
    return Word(text, Box(mx - w / 2, my - tall / 2, w, tall, "px"), 0.9)


def test_a_photo_taken_askew_keeps_each_value_with_its_label() -> None:
    rows = [("Manifest No.", "M-55"), ("Date", "7/4/26"), ("Gallons", "750")]
    words = []
    for i, (label, value) in enumerate(rows):
        words += [askew(label, 50, 300 + 30 * i, 8), askew(value, 600, 300 + 30 * i, 8)]
    assert values(*words, skew=8) == {"manifest_no": "M-55", "date": "2026-07-04", "gallons": 750}
    # Not read level, the lines' words mix: the skew is what keeps them apart.
    assert values(*words) != {"manifest_no": "M-55", "date": "2026-07-04", "gallons": 750}


def test_the_driver_s_signature_line_is_no_driver_label() -> None:
    assert values(word("Signature of driver", 100, 900), word("Received by", 420, 900)) == {}
    assert values(word("Driver's signature", 100, 900), word("J. Ortiz", 420, 900)) == {}


def test_a_label_with_no_value_near_it_proposes_nothing() -> None:
    assert values(word("Date", 50, 100), word("Signature of driver", 50, 400)) == {}


def test_a_value_that_does_not_read_as_its_field_is_not_proposed() -> None:
    assert values(word("Date", 50, 100), word("unknown", 200, 100)) == {}


@pytest.mark.parametrize(
    ("written", "iso"),
    [
        ("03/14/2026", "2026-03-14"),
        ("3/4/26", "2026-03-04"),
        ("03-04-2026", "2026-03-04"),
        ("March 4, 2026", "2026-03-04"),
        ("Sept. 30 2026", "2026-09-30"),
        ("September24.2026", "2026-09-24"),  # its comma blurred into a stop, the space lost
        ("2026-03-04", "2026-03-04"),
        ("O3/l4/2026", "2026-03-14"),  # a reader's O for 0 and l for 1
        ("13/01/2026", None),  # month first: there is no 13th month
        ("soon", None),
    ],
)
def test_us_dates_become_iso(written: str, iso: str | None) -> None:
    assert iso_date(written) == iso


@pytest.mark.parametrize(
    ("written", "gallons"),
    [("1,250", 1250), ("1 250 gal", 1250), ("800", 800), ("2,000 gallons", 2000),
     ("1250.0", 1250), ("none", None)],
)  # fmt: skip
def test_gallons_become_a_whole_number(written: str, gallons: int | None) -> None:
    assert whole_gallons(written) == gallons


def test_numbers_lose_the_marks_printed_before_them() -> None:
    assert identifier("#: M-204815") == "M-204815"
    assert identifier("No. WH - 10482") == "WH-10482"
    assert identifier("Lw-29870") == "LW-29870"  # printed in capitals, read in part small
    assert identifier("M.380328") == "M-380328"  # its dash blurred to a stop
    assert identifier("2026.0415") == "2026.0415"
    assert identifier("none") is None


def test_names_read_without_their_spaces_get_them_back() -> None:
    assert plain("GreenEarthRecycling") == "Green Earth Recycling"
    assert plain("Tri-County GreaseServices") == "Tri-County Grease Services"
    assert plain("AceLiquid WasteLLC") == "Ace Liquid Waste LLC"
    assert plain("Angus McDonald") == "Angus McDonald"
    assert plain("J.Martinez") == "J. Martinez"
    assert plain(": Rosa  Diaz ") == "Rosa Diaz"
    assert plain(".Metro Wastewater") == "Metro Wastewater"  # the label's stop
    assert plain(".") is None
