"""Signed decisions: Ed25519 key pairs, signing, verifying (the only module touching cryptography).

A key file is the private key as PKCS#8 PEM (written ``0600``); the public key goes beside it as
``KEYFILE.pub``, one line of base64 (the raw 32 bytes) ready to paste into
``config/reviewers.toml``. A signature covers :meth:`Decision.signed_bytes`, which names the
public key too, so a signature cannot be moved to another key.
"""

import base64
import binascii
import os
from pathlib import Path
from typing import Literal

import attrs
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from sanad.core.review import Decision

_KEY_BYTES = 32


class SigningError(Exception):
    """A key file that cannot be written or read; the message is one line naming it."""


def public_key_path(keyfile: Path) -> Path:
    """Where :func:`keygen` writes the public half of ``keyfile``."""
    return keyfile.with_name(keyfile.name + ".pub")


def _public_text(key: Ed25519PublicKey) -> str:
    raw = key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    return base64.b64encode(raw).decode("ascii")


def keygen(keyfile: Path) -> str:
    """Write a new key pair: ``keyfile`` (private, mode 0600, never overwritten) and ``.pub``.

    Returns the public key as base64.
    """
    key = Ed25519PrivateKey.generate()
    pem = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    public = _public_text(key.public_key())
    try:
        keyfile.parent.mkdir(parents=True, exist_ok=True)
        # O_EXCL: an existing key is never replaced; 0o600 from the first byte, not chmod after.
        descriptor = os.open(keyfile, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(pem)
        public_key_path(keyfile).write_text(public + "\n", encoding="ascii")
    except FileExistsError:
        msg = f"{keyfile} already exists; a key is never overwritten (choose another file)"
        raise SigningError(msg) from None
    except OSError as error:
        msg = f"cannot write the key {keyfile}: {error.strerror or error}"
        raise SigningError(msg) from None
    return public


def load_private_key(keyfile: Path) -> Ed25519PrivateKey:
    """Read a private key written by :func:`keygen`; refuses one others can read."""
    try:
        mode = keyfile.stat().st_mode
        data = keyfile.read_bytes()
    except OSError as error:
        msg = f"cannot read the key {keyfile}: {error.strerror or error}"
        raise SigningError(msg) from None
    if mode & 0o077:
        msg = f"the key {keyfile} can be read by others (mode {mode & 0o777:o}): chmod 600 it"
        raise SigningError(msg)
    try:
        key = serialization.load_pem_private_key(data, password=None)
    except (ValueError, TypeError):
        msg = f"{keyfile} is not an unencrypted PEM key (make one with `sanad review keygen`)"
        raise SigningError(msg) from None
    if not isinstance(key, Ed25519PrivateKey):
        msg = f"{keyfile} is not an Ed25519 key"
        raise SigningError(msg)
    return key


def sign(decision: Decision, key: Ed25519PrivateKey) -> Decision:
    """``decision`` signed with ``key`` (any earlier signature replaced)."""
    # The signed bytes name the key but not the signature; "" stands in until it is made.
    keyed = attrs.evolve(decision, public_key=_public_text(key.public_key()), signature="")
    signature = key.sign(keyed.signed_bytes())
    return attrs.evolve(keyed, signature=base64.b64encode(signature).decode("ascii"))


def valid_public_key(text: str) -> bool:
    """Whether ``text`` is base64 of a raw 32-byte Ed25519 public key."""
    try:
        raw = base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        return False
    return len(raw) == _KEY_BYTES


SignatureState = Literal["unsigned", "valid", "invalid"]
"""What a decision's signature is: absent, one that verifies, or one that does not."""


def signature_state(decision: Decision) -> SignatureState:
    """Whether ``decision`` is unsigned, validly signed by its key, or carries a bad signature."""
    if decision.signature is None or decision.public_key is None:
        return "unsigned"
    try:
        key = Ed25519PublicKey.from_public_bytes(
            base64.b64decode(decision.public_key, validate=True)
        )
        key.verify(base64.b64decode(decision.signature, validate=True), decision.signed_bytes())
    except (InvalidSignature, ValueError, binascii.Error):
        return "invalid"
    return "valid"
