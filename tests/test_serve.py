"""``make serve`` and tools/serve.py: loopback unless HOST= says otherwise, and on every
interface the addresses that students' devices can use, each one of this machine's own."""
from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import serve  # noqa: E402

#: no proxy: the addresses are this machine's own
DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def test_only_addresses_other_devices_can_reach_are_listed() -> None:
    found = serve.network_addresses(["127.0.0.1", "127.5.5.5", "0.0.0.0", "169.254.3.4",
                                     "224.0.0.251", "::1", "fe80::1", "not an address", "",
                                     "10.0.0.10", "192.168.1.20", "10.0.0.9", " 10.0.0.9 "])
    # loopback, unspecified, link-local, multicast and IPv6 dropped; each once, by number
    assert found == ["10.0.0.9", "10.0.0.10", "192.168.1.20"]
    assert serve.network_addresses(["127.0.0.1"]) == []


def test_the_addresses_found_are_this_machines_own() -> None:
    found = serve.network_addresses()
    for address in found:
        # a socket can be bound only to an address of this machine
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.bind((address, 0))
        assert not address.startswith("127.")
    ip = shutil.which("ip")
    if ip:   # when the system can list them, every address found is among them
        shown = subprocess.run([ip, "-4", "-o", "addr"], capture_output=True, text=True).stdout
        assert all(f" {a}/" in shown for a in found), (found, shown)


def _make_serve(*args: str, env: dict[str, str] | None = None) -> str:
    assert shutil.which("make"), "make is needed"
    return subprocess.run(["make", "-n", "--no-print-directory", "serve", *args], cwd=ROOT,
                          text=True, capture_output=True, check=True,
                          env=env).stdout


def test_make_serve_keeps_to_loopback_unless_its_command_line_gives_a_host() -> None:
    plain = dict(os.environ)
    plain.pop("HOST", None)
    default = _make_serve(env=plain)
    assert "Serving the book at http://localhost:8000/ (Ctrl+C to stop)" in default
    assert "tools/serve.py --host 127.0.0.1 --port 8000" in default, default
    assert "0.0.0.0" not in default
    network = _make_serve("HOST=0.0.0.0", env=plain)
    assert "--host 0.0.0.0" in network
    # on the network, make's own first line does not offer localhost to copy (the second
    # classroom trial's teacher copied it): the students' addresses come below it
    assert "localhost" not in network and "an address listed below" in network
    # a HOST in the environment (tcsh and zsh export the machine's name there) is not taken
    assert "--host 127.0.0.1" in _make_serve(env={**plain, "HOST": "schoolpc"})
    assert "--port 8080" in _make_serve("PORT=8080", env=plain)


def _start(site: Path, host: str) -> tuple[subprocess.Popen[str], list[str]]:
    proc = subprocess.Popen([sys.executable, str(ROOT / "tools" / "serve.py"), "--host", host,
                             "--port", "0", "--directory", str(site)],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    lines = [proc.stdout.readline().rstrip("\n")]
    if host != "127.0.0.1":
        while True:
            line = proc.stdout.readline().rstrip("\n")
            lines.append(line)
            if not line or "firewall" in line or "no network" in line:
                break
    return proc, lines


@pytest.fixture
def site(tmp_path: Path) -> Path:
    (tmp_path / "index.html").write_text("<p>the book</p>", encoding="utf-8")
    return tmp_path


def test_served_on_loopback_it_prints_what_http_server_prints(site: Path) -> None:
    proc, lines = _start(site, "127.0.0.1")
    try:
        assert lines[0].startswith("Serving HTTP on 127.0.0.1 port "), lines
        port = int(lines[0].split(" port ")[1].split()[0])
        with DIRECT.open(f"http://127.0.0.1:{port}/", timeout=10) as reply:
            assert b"the book" in reply.read()
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_served_to_the_network_it_lists_the_addresses_that_answer(site: Path) -> None:
    proc, lines = _start(site, "0.0.0.0")
    try:
        port = int(lines[0].split(" port ")[1].split()[0])
        listed = [line.strip() for line in lines if line.startswith("    http://")]
        expected = [f"http://{a}:{port}/" for a in serve.network_addresses()]
        assert listed == expected, lines
        if not expected:
            assert "no network" in lines[-1], lines
        for url in listed + [f"http://127.0.0.1:{port}/"]:
            with DIRECT.open(url, timeout=10) as reply:
                assert b"the book" in reply.read(), url
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_a_host_that_is_not_an_address_is_refused_by_name(site: Path) -> None:
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "serve.py"), "--host", "myhost",
                           "--directory", str(site)], capture_output=True, text=True, timeout=30)
    assert done.returncode != 0 and "--host" in done.stderr and "'myhost'" in done.stderr


def test_a_port_in_use_is_refused_by_number(site: Path) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run([sys.executable, str(ROOT / "tools" / "serve.py"), "--port",
                               str(port), "--directory", str(site)],
                              capture_output=True, text=True, timeout=30)
    assert done.returncode == 1, done.stderr
    assert f"port {port}" in done.stderr and "PORT=" in done.stderr and "Traceback" not in \
        done.stderr, done.stderr
