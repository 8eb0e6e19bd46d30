from pathlib import Path

import pytest

from sanad.adapters.config_files import ConfigError
from sanad.adapters.teach_files import TEACH_VOCAB_FILE, load_teach_vocab


def test_the_project_file_loads_with_reasons_and_questions(project_config: Path) -> None:
    vocab = load_teach_vocab(project_config)
    assert "lesson" in vocab.words
    assert all(entry.reason for entry in vocab.word)
    assert vocab.ask_your_teacher
    assert 0 < len(vocab.words) <= 40  # short by design: each is a word a model may add


@pytest.mark.parametrize(
    ("body", "complaint"),
    [
        ('[[word]]\nword = "two words"\nreason = "r"\n', "exactly one word"),
        ('[[word]]\nword = "the"\nreason = "r"\n', "stopword"),
        ('[[word]]\nword = "4127"\nreason = "r"\n', "number"),
        ('[[word]]\nword = "lesson"\nreason = " "\n', "no reason"),
        (
            '[[word]]\nword = "Lesson"\nreason = "r"\n[[word]]\nword = "lesson"\nreason = "r"\n',
            "listed twice",
        ),
        ('[[word]]\nword = "lesson"\n', "reason"),
        ('[[word]]\nword = "lesson"\nreason = "r"\nextra = 1\n', "extra"),
        ('ask_your_teacher = [""]\n', "empty question"),
        ("word = [", "not valid TOML"),
    ],
)
def test_a_bad_file_is_one_line_naming_it(tmp_path: Path, body: str, complaint: str) -> None:
    (tmp_path / TEACH_VOCAB_FILE).write_text(body, encoding="utf-8")
    with pytest.raises(ConfigError) as caught:
        load_teach_vocab(tmp_path)
    message = str(caught.value)
    assert "\n" not in message
    assert TEACH_VOCAB_FILE in message
    assert complaint in message


def test_a_missing_file_names_it(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=TEACH_VOCAB_FILE):
        load_teach_vocab(tmp_path)
