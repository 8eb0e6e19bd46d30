"""Sanad: a citable Islamic corpus served with refusal enforced by the server.

`sanad.core` is the pure pipeline (no IO); `sanad.adapters` holds everything that touches
files, the environment or the terminal.
"""

__version__ = "0.2.0"
