"""Splitting text into sentences: for co-occurrence, and for setting instructions aside."""

import re

# Sentence ends: full stop, question and exclamation marks (Latin and Arabic), colon and
# semicolon (Pickthall's "Say:" and "; but"), line breaks, and a dash set off by spaces.
_SENTENCE_END = re.compile(r"[.!?;:\n\u061f\u061b\u06d4]+|\s[-\u2013\u2014]\s")


def sentences(text: str) -> list[str]:
    """Split ``text`` into sentences, stripped of surrounding space (never an empty one)."""
    return [part.strip() for part in _SENTENCE_END.split(text) if part.strip()]
