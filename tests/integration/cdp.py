"""A minimal Chrome DevTools Protocol client over ``--remote-debugging-pipe``, for tests.

Headless Chromium reads commands on file descriptor 3 and writes replies and events on 4,
each a JSON object ended by a NUL byte. No port is opened, no browser is downloaded and no
library is needed: the system's ``/usr/bin/chromium`` and the standard library are enough.
"""

import base64
import contextlib
import json
import os
import select
import shutil
import subprocess
import time
from pathlib import Path
from typing import Any, Self

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
_TIMEOUT = 60.0


_NAVIGATED = "Inspected target navigated or closed"
"""Chromium's reply to a command sent to a page while it changes document."""


class NavigatingError(AssertionError):
    """A command reached the page while it was changing document.

    An AssertionError, as any other error reply is, wherever it is not waited out.
    """


class Browser:
    """One headless Chromium with one page, driven over the DevTools pipe."""

    def __init__(self, profile: Path, width: int = 1000, height: int = 1300) -> None:
        """Start Chromium with a fresh profile and open a blank page of the given size."""
        assert CHROMIUM is not None
        to_browser_read, self._to_browser = os.pipe()
        self._from_browser, from_browser_write = os.pipe()

        def wire_fds() -> None:  # in the child, before exec: the pipes become fds 3 and 4
            high_read, high_write = os.dup(to_browser_read), os.dup(from_browser_write)
            os.dup2(high_read, 3)
            os.dup2(high_write, 4)

        self.process = subprocess.Popen(
            [
                CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--hide-scrollbars", "--remote-debugging-pipe",
                f"--user-data-dir={profile}", f"--window-size={width},{height}", "about:blank",
            ],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=wire_fds, close_fds=False,  # noqa: PLW1509 - puts the pipes on fds 3 and 4
        )  # fmt: skip
        os.close(to_browser_read)
        os.close(from_browser_write)
        self._buffer = b""
        self._next_id = 0
        self.events: list[dict[str, Any]] = []
        target = self.command("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.command("Target.attachToTarget", {"targetId": target, "flatten": True})[
            "sessionId"
        ]
        self.page("Page.enable")
        self.page("Runtime.enable")
        self.page(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False},
        )

    def __enter__(self) -> Self:
        """The browser."""
        return self

    def __exit__(self, *_exc: object) -> None:
        """Close the browser."""
        self.close()

    def close(self) -> None:
        """Ask Chromium to quit; kill it if it does not."""
        with contextlib.suppress(OSError, AssertionError):  # already gone: nothing to close
            self.command("Browser.close")
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=20)
        os.close(self._to_browser)
        os.close(self._from_browser)

    def _read_message(self, deadline: float) -> dict[str, Any]:
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            assert left > 0, "Chromium did not answer in time"
            ready, _, _ = select.select([self._from_browser], [], [], left)
            if not ready:
                continue
            chunk = os.read(self._from_browser, 1 << 20)
            assert chunk, "Chromium closed the DevTools pipe"
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        data: dict[str, Any] = json.loads(message)
        return data

    def command(
        self, method: str, params: dict[str, Any] | None = None, session: str | None = None
    ) -> dict[str, Any]:
        """Send one command and wait for its reply (events seen meanwhile are kept)."""
        self._next_id += 1
        message: dict[str, Any] = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + _TIMEOUT
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == self._next_id:
                if reply.get("error", {}).get("message") == _NAVIGATED:
                    raise NavigatingError(reply["error"])
                assert "error" not in reply, reply["error"]
                result: dict[str, Any] = reply.get("result", {})
                return result
            self.events.append(reply)

    def page(self, method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
        """A command to the page's session."""
        return self.command(method, params, self.session)

    def wait_for(self, event: str) -> dict[str, Any]:
        """Wait for the page's next ``event`` (one already seen is consumed first)."""
        deadline = time.monotonic() + _TIMEOUT
        while True:
            for number, seen in enumerate(self.events):
                if seen.get("method") == event and seen.get("sessionId") == self.session:
                    del self.events[: number + 1]
                    return seen
            self.events.append(self._read_message(deadline))

    def wait_until(self, expression: str) -> None:
        """Poll the page until ``expression`` is true.

        A page between two documents (a form posted across sites swaps the renderer) answers
        no evaluation: that poll is not yet, not a failure.
        """
        deadline = time.monotonic() + _TIMEOUT
        while True:
            with contextlib.suppress(NavigatingError):
                if self.evaluate(expression):
                    return
            assert time.monotonic() < deadline, f"never true: {expression}"
            time.sleep(0.1)

    def navigate(self, url: str) -> None:
        """Open ``url`` and wait until it has loaded."""
        self.events.clear()
        self.page("Page.navigate", {"url": url})
        self.wait_for("Page.loadEventFired")

    def evaluate(self, expression: str) -> Any:  # noqa: ANN401 - any JSON value the page returns
        """The value of a JavaScript expression in the page."""
        reply = self.page("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        assert "exceptionDetails" not in reply, reply["exceptionDetails"]
        return reply["result"].get("value")

    def click(self, selector: str) -> None:
        """Click the middle of the element ``selector`` with the mouse, as a person would."""
        box = self.evaluate(
            f"(() => {{ const e = document.querySelector({json.dumps(selector)});"
            " e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();"
            " return [r.left + r.width / 2, r.top + r.height / 2]; })()"
        )
        x, y = box
        for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
            self.page(
                "Input.dispatchMouseEvent",
                {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1},
            )

    def type_text(self, selector: str, text: str) -> None:
        """Focus ``selector`` and type ``text`` into it."""
        self.evaluate(f"document.querySelector({json.dumps(selector)}).focus()")
        self.page("Input.insertText", {"text": text})

    def press(self, key: str) -> None:
        """Press and release one printable key (for keyboard shortcuts)."""
        self.evaluate("document.activeElement && document.activeElement.blur()")
        for kind in ("keyDown", "keyUp"):
            self.page("Input.dispatchKeyEvent", {"type": kind, "key": key, "text": key})

    def screenshot(self, path: Path) -> None:
        """Save the visible page as PNG."""
        data = self.page("Page.captureScreenshot", {"format": "png"})["data"]
        path.write_bytes(base64.b64decode(data))
