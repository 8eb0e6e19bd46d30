"""Output safety: nothing the CLI prints can drive the terminal it prints to.

User text (a draft to ground, a question read back from the gaps log, a file name) may carry
raw control characters: ESC sequences that clear the screen, retitle the window or fake
output, a carriage return that overwrites a line, C1 controls such as CSI (U+009B). Every
character of Unicode category Cc except tab and line feed is shown as a JSON-style escape
instead (backslash, u, four hex digits): readable on a terminal, and still valid inside a JSON
string (the only place such a character can stand in JSON output).
"""

import re
from typing import TextIO

_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def visible(text: str) -> str:
    """``text`` with every control character but tab and line feed written as an escape."""
    return _UNSAFE.sub(lambda found: f"\\u{ord(found[0]):04x}", text)


class SafeWriter:
    """A text stream that writes through :func:`visible` (the CLI's stdout)."""

    def __init__(self, stream: TextIO) -> None:
        """Wrap ``stream``."""
        self.stream = stream

    def write(self, text: str) -> int:
        """Write ``text`` with its control characters made visible."""
        return self.stream.write(visible(text))

    def flush(self) -> None:
        """Flush the wrapped stream."""
        self.stream.flush()

    def isatty(self) -> bool:
        """Whether the wrapped stream is a terminal."""
        return self.stream.isatty()

    def fileno(self) -> int:
        """The wrapped stream's descriptor."""
        return self.stream.fileno()

    @property
    def encoding(self) -> str:
        """The wrapped stream's encoding."""
        return self.stream.encoding
