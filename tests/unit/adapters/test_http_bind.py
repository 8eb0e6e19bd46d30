import socket

import pytest

from sanad.adapters.http_bind import (
    MIN_TOKEN_CHARS,
    BindRefusedError,
    check_bind,
    is_loopback,
    is_wildcard,
    listen,
)

TOKEN = "t" * MIN_TOKEN_CHARS


@pytest.mark.parametrize(
    ("host", "loopback", "wildcard"),
    [
        ("127.0.0.1", True, False),
        ("127.1.2.3", True, False),
        ("localhost", True, False),
        ("LOCALHOST", True, False),
        ("::1", True, False),
        ("[::1]", True, False),
        ("0.0.0.0", False, True),  # noqa: S104 - the value under test
        ("::", False, True),
        ("192.168.1.10", False, False),
        ("example.org", False, False),
    ],
)
def test_loopback_and_wildcard_hosts(host: str, *, loopback: bool, wildcard: bool) -> None:
    assert is_loopback(host) is loopback
    assert is_wildcard(host) is wildcard


def test_loopback_needs_no_token() -> None:
    check_bind("127.0.0.1", None, "SANAD_HTTP_TOKEN", [])
    check_bind("localhost", TOKEN, "SANAD_HTTP_TOKEN", [])


@pytest.mark.parametrize("host", ["0.0.0.0", "192.168.1.10", "example.org"])  # noqa: S104
def test_any_other_address_needs_a_token(host: str) -> None:
    with pytest.raises(BindRefusedError, match=r"without a bearer token: set \$MY_TOKEN"):
        check_bind(host, None, "MY_TOKEN", ["example.org"])


def test_a_short_token_is_refused_even_on_loopback() -> None:
    with pytest.raises(BindRefusedError, match="too short"):
        check_bind("127.0.0.1", "short", "SANAD_HTTP_TOKEN", [])


def test_every_interface_also_needs_the_host_names_clients_use() -> None:
    with pytest.raises(BindRefusedError, match="--allowed-host"):
        check_bind("0.0.0.0", TOKEN, "SANAD_HTTP_TOKEN", [])  # noqa: S104
    check_bind("0.0.0.0", TOKEN, "SANAD_HTTP_TOKEN", ["sanad.example"])  # noqa: S104
    check_bind("192.168.1.10", TOKEN, "SANAD_HTTP_TOKEN", [])


def test_listen_binds_a_free_port_and_a_taken_one_is_one_line() -> None:
    sock = listen("127.0.0.1", 0)
    try:
        port = sock.getsockname()[1]
        assert port > 0
        with pytest.raises(BindRefusedError, match=f"cannot listen on 127.0.0.1:{port}"):
            listen("127.0.0.1", port)
    finally:
        sock.close()


def test_listen_on_ipv6_loopback() -> None:
    if not socket.has_ipv6:
        pytest.skip("no IPv6 on this machine")
    try:
        sock = listen("[::1]", 0)
    except BindRefusedError as error:
        pytest.skip(f"IPv6 loopback unavailable: {error}")
    sock.close()
