"""The phone's page in a real browser: Debian's Chromium, headless, driven by Selenium with
Debian's chromedriver (no browser downloaded). A photo chosen is shown and sent, and the
page says so in the phone's language (issue 36 §1)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from fog_desktop.services.demo_images import scan_png
from tests.phone_capture.conftest import Capture

CHROMIUM, CHROMEDRIVER = Path("/usr/bin/chromium"), Path("/usr/bin/chromedriver")
#: Set by .ci/run: in CI the browser's test must run, never skip.
REQUIRE_BROWSER_ENV = "FOG_TEST_REQUIRE_BROWSER"


def _missing() -> str:
    if not (CHROMIUM.is_file() and CHROMEDRIVER.exists()):
        return "Debian's chromium and chromium-driver are not installed (.ci/run installs them)"
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (a dev dependency)"
    return ""


@pytest.fixture
def browser(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """Chromium as a Spanish-speaking phone's browser."""
    if why := _missing():
        if os.environ.get(REQUIRE_BROWSER_ENV):
            pytest.fail(f"{REQUIRE_BROWSER_ENV} is set but {why}")
        pytest.skip(why)
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    # CI runs as root, where Chromium's sandbox can't start.
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    options.add_argument(f"--user-data-dir={tmp_path / 'profile'}")
    options.add_experimental_option("prefs", {"intl.accept_languages": "es-MX,es"})
    # Selenium Manager never looks for a browser or driver to download.
    monkeypatch.setenv("SE_OFFLINE", "true")
    driver = webdriver.Chrome(options=options, service=Service(str(CHROMEDRIVER)))
    try:
        yield driver
    finally:
        driver.quit()


def test_a_photo_chosen_on_the_page_is_shown_sent_and_received(
    browser: Any, capture: Capture, tmp_path: Path
) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    photo = tmp_path / "IMG_0042.png"
    photo.write_bytes(scan_png("1042"))
    browser.get(capture.server.url)
    assert browser.find_element(By.TAG_NAME, "h1").text == "Fotos para FOG Desktop"

    browser.find_element(By.ID, "choose").send_keys(str(photo))

    sent = WebDriverWait(browser, 20).until(
        lambda driver: driver.find_elements(By.CSS_SELECTOR, "#sent li.ok")
    )
    assert sent[0].text == "✓ En el PC"
    thumbnail = sent[0].find_element(By.TAG_NAME, "img")
    assert browser.execute_script("return arguments[0].naturalWidth", thumbnail) == 170
    [received] = capture.received.photos
    assert (received.name, received.data) == ("IMG_0042.png", photo.read_bytes())
