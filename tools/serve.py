"""Serve the built book over HTTP: what ``make serve`` runs (standard library only).

By default the server listens on 127.0.0.1, so only this computer can open the book. With
``--host 0.0.0.0`` (``make serve HOST=0.0.0.0``) it listens on every network interface, and
it first prints the addresses other devices on the local network can use: this machine's
IPv4 addresses that are not loopback. A teacher opens the "For teachers" page by one of those
addresses, so that the class link and its QR code carry it.

    python tools/serve.py [--host 127.0.0.1] [--port 8000] [--directory _build/html]
"""
from __future__ import annotations

import argparse
import functools
import http.server
import ipaddress
import socket
import sys
from collections.abc import Iterable
from pathlib import Path

#: Where the book is served from unless ``--directory`` says otherwise.
SITE = Path(__file__).resolve().parents[1] / "_build" / "html"

#: Addresses of no host on the internet (TEST-NET-1 and the shared block), used only to ask the
#: system which local address a route out would leave from: connecting a UDP socket sends nothing.
_PROBES = ("192.0.2.1", "100.64.0.1", "10.255.255.254")


def network_addresses(candidates: Iterable[str] | None = None) -> list[str]:
    """This machine's IPv4 addresses that other devices could reach: no loopback, no
    0.0.0.0, no link-local (169.254.x.x) address, each once, sorted by their numbers.

    ``candidates`` (strings) replaces what the system is asked, for tests; a string that is
    not an IPv4 address is skipped. Without it, the addresses are those the system would send
    from toward other hosts (a UDP socket connected, which sends nothing) and those the
    machine's host name resolves to (``socket.getaddrinfo``). An empty list means this
    machine has no such address: it is on no network.
    """
    found: set[ipaddress.IPv4Address] = set()
    for text in _system_addresses() if candidates is None else candidates:
        try:
            address = ipaddress.IPv4Address(str(text).strip())
        except ValueError:
            continue
        if address.is_loopback or address.is_unspecified or address.is_link_local \
                or address.is_multicast:
            continue
        found.add(address)
    return [str(a) for a in sorted(found)]


def _system_addresses() -> list[str]:
    seen = []
    for probe in _PROBES:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            try:
                s.connect((probe, 9))
                seen.append(s.getsockname()[0])
            except OSError:  # no route there
                pass
    for name in {socket.gethostname(), socket.getfqdn()}:
        try:
            infos = socket.getaddrinfo(name, None, socket.AF_INET)
        except OSError:
            continue
        seen.extend(str(info[4][0]) for info in infos)
    return seen


def banner(host: str, port: int, addresses: list[str]) -> list[str]:
    """The lines printed before serving (after ``make serve``'s own line). On loopback (the
    default), the one line ``python -m http.server`` prints, as ``make serve`` always did; on
    every interface, also the addresses students can use, or a sentence saying there is none.
    """
    url_host = "localhost" if host == "0.0.0.0" else host
    lines = [f"Serving HTTP on {host} port {port} (http://{url_host}:{port}/) ..."]
    if ipaddress.ip_address(host).is_loopback:
        return lines
    if addresses:
        lines.append("Student devices on this network can open the book at:")
        lines += [f"    http://{a}:{port}/" for a in addresses]
        lines.append("Open the teacher's page by one of these addresses, so that the class "
                     "link and its QR code carry it; a firewall on this computer must let "
                     f"port {port} in.")
    else:
        lines.append("This computer has no network address that other devices could use: "
                     "it seems to be on no network.")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on: 127.0.0.1 (the default, this computer "
                             "only) or 0.0.0.0 (every interface, for a class network)")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--directory", type=Path, default=SITE)
    args = parser.parse_args(argv)
    try:
        host = ipaddress.IPv4Address(args.host)
    except ValueError:
        parser.error(f"--host must be an IPv4 address such as 127.0.0.1 or 0.0.0.0, "
                     f"not {args.host!r}")
    if not 0 <= args.port <= 65535:
        parser.error(f"--port must be a whole number from 0 to 65535, not {args.port}")
    if not (args.directory / "index.html").is_file():
        print(f"No book in {args.directory}: run make book first.", file=sys.stderr)
        return 1
    handler = functools.partial(http.server.SimpleHTTPRequestHandler,
                                directory=str(args.directory))
    try:
        server = http.server.ThreadingHTTPServer((str(host), args.port), handler)
    except OSError as err:   # most often the port is taken by another server
        print(f"Cannot serve on {host} port {args.port}: {err.strerror}. Choose another "
              "port with PORT=, e.g. make serve PORT=8080.", file=sys.stderr)
        return 1
    with server:
        port = server.server_address[1]
        addresses = [] if host.is_loopback else network_addresses()
        print("\n".join(banner(str(host), port, addresses)), flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            print("\nStopped.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
