"""How a watcher notices that a file changed under it: its stat signature."""

from pathlib import Path


def file_signature(path: Path) -> tuple[int, int] | None:
    """The file's modification time (ns) and size, or None when it cannot be stat'ed."""
    try:
        status = path.stat()
    except OSError:
        return None
    return status.st_mtime_ns, status.st_size
