"""A header deadline for ``sanad serve --http``: a client that sends headers slowly is cut off.

uvicorn closes an idle keep-alive connection after a few seconds, but it arms no timer while a
request's headers are still arriving, so a client that sends one byte now and then (a
"slowloris") holds a connection, and a slot, for ever. This protocol gives every request
:data:`HEADER_SECONDS` from its connection (or from the end of the previous response) to
finish its headers, then closes the connection.
"""

import asyncio
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

HEADER_SECONDS = 5.0
"""How long a request's headers may take to arrive (uvicorn's keep-alive timeout is 5 s too)."""


class HeaderDeadlineProtocol(H11Protocol):
    """uvicorn's h11 protocol, closing a connection whose request headers are late."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:  # noqa: ANN401 - uvicorn's own
        """As :class:`H11Protocol`."""
        super().__init__(*args, **kwargs)
        self._header_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        """Start the clock for the first request's headers."""
        super().connection_made(transport)
        self._arm()

    def data_received(self, data: bytes) -> None:
        """Feed h11; stop the clock once the headers are in, restart it for the next request."""
        super().data_received(data)
        if self.conn.their_state is h11.IDLE:
            self._arm()  # still waiting for headers (or for the next request's)
        else:
            self._disarm()

    def on_response_complete(self) -> None:
        """The next request on this connection gets its own deadline."""
        super().on_response_complete()
        if self.conn.their_state is h11.IDLE:
            self._arm()

    def connection_lost(self, exc: Exception | None) -> None:
        """Stop the clock."""
        self._disarm()
        super().connection_lost(exc)

    def _arm(self) -> None:
        if self._header_timer is None and not self.transport.is_closing():
            self._header_timer = self.loop.call_later(HEADER_SECONDS, self._late)

    def _disarm(self) -> None:
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None

    def _late(self) -> None:
        self._header_timer = None
        if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
            self.transport.close()
