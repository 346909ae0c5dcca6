"""The PC's addresses a phone may reach: private IPv4, the default route's first."""

from __future__ import annotations

from fog_desktop.phone_capture.addresses import private_addresses


def test_the_default_routes_address_comes_first_then_the_common_ranges() -> None:
    named = ["127.0.1.1", "172.17.0.1", "10.8.0.2", "192.168.1.20", "169.254.3.4"]
    assert private_addresses(routed=["10.0.0.7"], named=named) == [
        "10.0.0.7",
        "192.168.1.20",
        "10.8.0.2",
        "172.17.0.1",
    ]


def test_public_loopback_and_link_local_addresses_are_never_offered() -> None:
    assert private_addresses(routed=["203.0.113.5"], named=["127.0.0.1", "169.254.1.1"]) == []


def test_an_address_found_twice_is_offered_once() -> None:
    assert private_addresses(routed=["192.168.0.5"], named=["192.168.0.5"]) == ["192.168.0.5"]


def test_the_system_is_asked_when_nothing_is_given() -> None:
    assert all(address.count(".") == 3 for address in private_addresses())
