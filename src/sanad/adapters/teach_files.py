"""Reading ``config/teach-vocab.toml``: the words a lesson may add, and the teacher questions.

Structured by this module's private strict cattrs converter (unknown keys and wrong types are
refused); every problem is a one-line :class:`ConfigError` naming the file.
"""

from pathlib import Path

import attrs

from sanad.adapters.config_files import ConfigError, read_toml
from sanad.adapters.strict import strict_converter, structure_file
from sanad.core.tokenise import STOPWORDS, tokenise

TEACH_VOCAB_FILE = "teach-vocab.toml"


@attrs.frozen(kw_only=True)
class VocabWord:
    """One word a lesson may add, with the scholar's one-line reason for allowing it."""

    word: str
    reason: str


@attrs.frozen(kw_only=True)
class TeachVocab:
    """The teach-vocab file: allowed words and the *Ask your teacher* questions."""

    ask_your_teacher: tuple[str, ...] = ()
    word: tuple[VocabWord, ...] = ()

    @property
    def words(self) -> tuple[str, ...]:
        """The allowed words, as written."""
        return tuple(entry.word for entry in self.word)


_converter = strict_converter()


def _problem(entry: VocabWord) -> str | None:
    tokens = tokenise(entry.word)
    if len(tokens) != 1:
        return f"word {entry.word!r} must be exactly one word"
    if tokens[0] in STOPWORDS:
        return f"word {entry.word!r} is a stopword: the check never asks for it"
    if tokens[0].isdigit():
        return f"word {entry.word!r} is a number: a lesson may cite only what its passages print"
    if not entry.reason.strip():
        return f"word {entry.word!r} has no reason"
    return None


def parse_teach_vocab(path: Path, data: object) -> TeachVocab:
    """Structure and validate already-parsed TOML data read from ``path``."""
    try:
        vocab = structure_file(_converter, data, TeachVocab, path)
    except ValueError as error:
        raise ConfigError(str(error)) from None
    seen: set[str] = set()
    for entry in vocab.word:
        problem = _problem(entry)
        key = tokenise(entry.word)[0] if problem is None else ""
        if problem is None and key in seen:
            problem = f"word {entry.word!r} is listed twice"
        if problem is not None:
            msg = f"{path}: {problem}"
            raise ConfigError(msg)
        seen.add(key)
    for question in vocab.ask_your_teacher:
        if not question.strip():
            msg = f"{path}: ask_your_teacher holds an empty question"
            raise ConfigError(msg)
    return vocab


def load_teach_vocab(directory: Path) -> TeachVocab:
    """Read ``teach-vocab.toml`` from the config directory."""
    path = directory / TEACH_VOCAB_FILE
    return parse_teach_vocab(path, read_toml(path))
