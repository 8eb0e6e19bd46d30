"""Opening a file a user named: refused at once unless it is a regular file.

``open()`` on a FIFO blocks until something writes to it (for ever, if nothing does); a
directory reads as "no such file" through ``is_file()``; a device such as ``/dev/zero`` reads
without end. Every file the command line or the server reads on a user's say-so
(``--file``, ``--evalset``, ``--served-log``, the logs under ``$SANAD_HOME``) is opened here:
without blocking, then checked with ``fstat`` on the open descriptor (so no race with a
rename), and refused with an OSError whose ``strerror`` says what the path is instead.
"""

import errno
import os
import stat
from pathlib import Path
from typing import BinaryIO


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def open_regular(path: Path) -> BinaryIO:
    """``path`` opened for reading in binary; OSError at once unless it is a regular file."""
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    mode = os.fstat(descriptor).st_mode
    if not stat.S_ISREG(mode):
        os.close(descriptor)
        code = errno.EISDIR if stat.S_ISDIR(mode) else errno.EINVAL
        raise OSError(code, f"it is {_kind(mode)}, not a regular file", str(path))
    if hasattr(os, "set_blocking"):
        os.set_blocking(descriptor, True)
    return os.fdopen(descriptor, "rb")


def read_bytes(path: Path) -> bytes:
    """The bytes of the regular file ``path`` (OSError otherwise)."""
    with open_regular(path) as handle:
        return handle.read()


def read_text(path: Path) -> str:
    """The UTF-8 text of the regular file ``path`` (OSError, UnicodeDecodeError)."""
    return read_bytes(path).decode("utf-8")
