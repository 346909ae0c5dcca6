"""The PC's addresses a phone on the same network may reach: private IPv4 ones.

A phone on the restaurant's Wi-Fi reaches the PC by its address on that network, a
private one (192.168.x.x, 10.x.x.x, 172.16-31.x.x). A PC may have several: the Wi-Fi, a
cable, a VPN, a virtual machine's adapter. The one its default route leaves by is first:
that is the network the PC talks to the router on, most likely the phone's too.
"""

from __future__ import annotations

import ipaddress
import socket

_PRIVATE = tuple(
    ipaddress.IPv4Network(n) for n in ("192.168.0.0/16", "10.0.0.0/8", "172.16.0.0/12")
)
#: An address on no network of ours: connecting a UDP socket to it sends nothing, but
#: makes the system choose the interface its default route leaves by.
_ROUTE_PROBE = ("10.255.255.255", 9)


def _routed() -> list[str]:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(_ROUTE_PROBE)
            return [str(probe.getsockname()[0])]
        except OSError:
            return []


def _named() -> list[str]:
    try:
        found = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        return []
    return [str(info[4][0]) for info in found]


def _rank(address: str) -> int | None:
    ip = ipaddress.IPv4Address(address)
    return next((i for i, net in enumerate(_PRIVATE) if ip in net), None)


def private_addresses(routed: list[str] | None = None, named: list[str] | None = None) -> list[str]:
    """The PC's private IPv4 addresses, the likeliest to reach first: the default route's
    (``routed``), then the host's others (``named``) by how common each range is on small
    networks; no loopback or link-local. Both are read from the system when not given."""
    routed = _routed() if routed is None else routed
    named = _named() if named is None else named
    ranked: dict[str, tuple[int, int]] = {}
    for first, addresses in ((0, routed), (1, named)):
        for address in addresses:
            rank = _rank(address)
            if rank is not None and address not in ranked:
                ranked[address] = (first, rank)
    return sorted(ranked, key=ranked.__getitem__)
