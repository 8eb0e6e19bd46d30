"""A raw JSON-RPC client for ``sanad serve`` on stdio: real process, real pipes, real signals.

The SDK's client is not used here on purpose: a fault test must decide exactly when each
byte goes out and when the process is signalled.
"""

import json
import os
import select
import subprocess
import sys
import time
from pathlib import Path
from typing import IO, Any

STARTUP_SECONDS = 60.0


def sanad_command() -> list[str]:
    """The installed ``sanad`` console script (``python -m`` where it is not installed)."""
    script = Path(sys.executable).with_name("sanad")
    return [str(script)] if script.exists() else [sys.executable, "-m", "sanad.adapters.cli"]


def server_env(home: Path, **extra: str) -> dict[str, str]:
    """The environment of a server over ``home`` (no inherited config or token)."""
    env = {k: v for k, v in os.environ.items() if k not in ("SANAD_CONFIG", "SANAD_HTTP_TOKEN")}
    return {**env, "SANAD_HOME": str(home), **extra}


class StdioServer:
    """``sanad serve`` as a child process, spoken to line by line."""

    def __init__(
        self, home: Path, stderr: IO[bytes], *args: str, file_size_limit: int | None = None
    ) -> None:
        """Start the server over ``home``; its stderr goes to ``stderr``.

        With ``file_size_limit``, the process may not grow any file past that many bytes
        (RLIMIT_FSIZE): the kernel then makes a short write, as on a full disk.
        """
        self.process = subprocess.Popen(
            capped([*sanad_command(), *args, "serve"], file_size_limit),
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr,
            env=server_env(home),
        )  # fmt: skip
        self._buffer = b""
        self._next_id = 0
        self._replies: dict[int, dict[str, Any]] = {}

    def send(self, message: dict[str, Any]) -> None:
        """Write one JSON-RPC message."""
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps(message).encode() + b"\n")
        self.process.stdin.flush()

    def request(self, method: str, params: dict[str, Any]) -> int:
        """Send a request; its id."""
        self._next_id += 1
        self.send({"jsonrpc": "2.0", "id": self._next_id, "method": method, "params": params})
        return self._next_id

    def read(self, timeout: float = STARTUP_SECONDS) -> dict[str, Any]:
        """The next message from the server (AssertionError after ``timeout`` seconds)."""
        assert self.process.stdout is not None
        descriptor = self.process.stdout.fileno()
        deadline = time.monotonic() + timeout
        while b"\n" not in self._buffer:
            left = deadline - time.monotonic()
            assert left > 0, "the server sent nothing in time"
            ready, _, _ = select.select([descriptor], [], [], left)
            if ready:
                chunk = os.read(descriptor, 1 << 16)
                assert chunk, "the server closed stdout"
                self._buffer += chunk
        line, self._buffer = self._buffer.split(b"\n", 1)
        message: dict[str, Any] = json.loads(line)
        return message

    def reply(self, ident: int, timeout: float = STARTUP_SECONDS) -> dict[str, Any]:
        """The reply to request ``ident`` (replies may come out of order; notifications skipped)."""
        while ident not in self._replies:
            message = self.read(timeout)
            if isinstance(message.get("id"), int):
                self._replies[message["id"]] = message
        return self._replies.pop(ident)

    def initialize(self) -> None:
        """The handshake."""
        ident = self.request(
            "initialize",
            {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "faults", "version": "0"},
            },
        )
        assert "result" in self.reply(ident)
        self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def call(self, tool: str, arguments: dict[str, Any]) -> int:
        """Send a tool call; its id."""
        return self.request("tools/call", {"name": tool, "arguments": arguments})

    def wait(self, timeout: float) -> int | None:
        """The exit code within ``timeout`` seconds, or None if it is still running."""
        try:
            return self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            return None

    def kill(self) -> None:
        """Make sure the process is gone."""
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        for stream in (self.process.stdin, self.process.stdout):
            if stream is not None:
                stream.close()


_CAPPED = (
    "import os, resource, sys\n"
    "limit = int(sys.argv[1])\n"
    "resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))\n"
    "os.execv(sys.argv[2], sys.argv[2:])\n"
)


def capped(command: list[str], limit: int | None) -> list[str]:
    """``command`` run so that it may not grow any file past ``limit`` bytes (None: as is).

    Past the cap (RLIMIT_FSIZE) ``write`` writes what fits and returns a short count, then
    fails with EFBIG: the same short write a full disk makes (ENOSPC), without needing root to
    mount a small filesystem. Python ignores SIGXFSZ, so the child sees the error instead of
    dying. The cap is set by a small exec wrapper, not a ``preexec_fn`` (unsafe with threads).
    """
    if limit is None:
        return command
    return [sys.executable, "-c", _CAPPED, str(limit), *command]


def count_lines(path: Path) -> int:
    """Complete lines in ``path`` (0 when absent)."""
    return path.read_bytes().count(b"\n") if path.exists() else 0
