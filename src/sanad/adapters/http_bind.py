"""Where the HTTP server may listen: loopback by default, anything else only with a token.

Kept apart from the MCP server module (which imports the SDK, about a second) so that a
refused bind fails at once with one line.
"""

import ipaddress
import socket

MIN_TOKEN_CHARS = 16
"""The shortest bearer token accepted."""
TOKEN_ENV = "SANAD_HTTP_TOKEN"  # noqa: S105 - the name of a variable, not a secret
"""The environment variable the bearer token is read from unless ``--token-env`` names another."""


class BindRefusedError(Exception):
    """A listening address or token that the server refuses, with the reason in one line."""


def is_loopback(host: str) -> bool:
    """Whether ``host`` names this machine only (localhost, 127.0.0.0/8, ::1)."""
    if host.casefold() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def is_wildcard(host: str) -> bool:
    """Whether ``host`` binds every interface (0.0.0.0, ::)."""
    try:
        return ipaddress.ip_address(host.strip("[]")).is_unspecified
    except ValueError:
        return False


def check_bind(host: str, token: str | None, token_env: str, allowed_hosts: list[str]) -> None:
    """Raise BindRefusedError unless listening on ``host`` with ``token`` is safe enough.

    Loopback needs nothing. Any other address needs a bearer token of at least
    MIN_TOKEN_CHARS characters; every interface (0.0.0.0, ::) also needs the host names
    clients will use (``--allowed-host``), so DNS-rebinding protection stays on.
    """
    if token is not None and len(token) < MIN_TOKEN_CHARS:
        msg = (
            f"the bearer token in ${token_env} is too short: use at least {MIN_TOKEN_CHARS} "
            "characters"
        )
        raise BindRefusedError(msg)
    if is_loopback(host):
        return
    if token is None:
        msg = (
            f"refusing to listen on {host}, which is not loopback, without a bearer token: set "
            f"${token_env} to a secret of at least {MIN_TOKEN_CHARS} characters (or listen on "
            "127.0.0.1)"
        )
        raise BindRefusedError(msg)
    if is_wildcard(host) and not allowed_hosts:
        msg = (
            f"listening on {host} (every interface) needs the host name clients will use: add "
            "--allowed-host NAME (DNS-rebinding protection stays on)"
        )
        raise BindRefusedError(msg)


def listen(host: str, port: int) -> socket.socket:
    """A listening socket on ``host``:``port``; BindRefusedError (one line) when it cannot be."""
    bare = host.strip("[]")
    family = socket.AF_INET6 if ":" in bare else socket.AF_INET
    try:
        return socket.create_server((bare, port), family=family, backlog=128)
    except (OSError, UnicodeError) as error:
        reason = getattr(error, "strerror", None) or str(error)
        msg = f"cannot listen on {host}:{port}: {reason}"
        raise BindRefusedError(msg) from None
