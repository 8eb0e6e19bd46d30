"""``sanad ground`` and ``sanad teach`` end to end, on the real corpus."""

import json
from pathlib import Path

import pytest

from fakes.model_servers import Say, running
from integration.clirun import run_cli
from sanad.adapters.models.fabricate import INVENTED

pytestmark = pytest.mark.slow

RAMADAN = "Why do Muslims fast in Ramadan?"


def test_fabricate_on_the_real_corpus_has_every_invented_sentence_struck(home: Path) -> None:
    result = run_cli("teach", RAMADAN, "--model", "fabricate", home=home)
    assert result.code == 0, result.stderr
    assert f"{len(INVENTED)} sentence(s) struck by the grounding check" in result.stdout
    for sentence in INVENTED:
        assert f"✗ {sentence}" in result.stdout
    assert "not in any source: tirmidhi, number, 4127" in result.stdout
    intro = result.stdout.split("\n\n")[1]
    assert not any(sentence in intro for sentence in INVENTED)
    # The one kept sentence: a pointer to the passage ranked first, in whichever collection.
    assert any(f"read {title}" in intro for title in ("Sahih al-Bukhari", "Sahih Muslim", "Qur'an"))


@pytest.mark.parametrize(
    "question",
    [
        "Is it haram to eat crab?",
        "Why does the Hanafi madhhab not raise the hands in prayer?",
        "What does the Qur'an say about Zoroastrian astrolabes?",
    ],
)
def test_a_refused_question_makes_no_lesson_and_calls_no_model(
    home: Path, tmp_path: Path, question: str
) -> None:
    page = tmp_path / "lesson.html"
    result = run_cli("teach", question, "--model", "fabricate", "--html", str(page), home=home)
    assert result.code == 3, result.stdout + result.stderr
    assert result.stdout.startswith("NO LESSON (")
    assert "No lesson was made." in result.stdout
    assert "Tirmidhi" not in result.stdout
    assert not page.exists()


def test_the_default_lesson_arranges_the_answer(home: Path, tmp_path: Path) -> None:
    page = tmp_path / "lesson.html"
    result = run_cli(
        "teach", "What does the Qur'an say about alcohol?", "--html", str(page), home=home
    )
    assert result.code == 0, result.stderr
    assert "You may say “alcohol”. The translation on this page says “strong drink”." in (
        result.stdout
    )
    assert "Ask your teacher:" in result.stdout
    assert "Grading: Qur'an (basis: scripture)" in result.stdout
    assert "Review: not yet reviewed by a scholar" in result.stdout
    assert "No model ran" in result.stdout
    html = page.read_text(encoding="utf-8")
    assert '<html lang="en">' in html
    assert 'dir="rtl" lang="ar"' in html


def test_an_ollama_model_writes_the_intro_and_its_invention_is_struck(home: Path) -> None:
    intro = "Fasting is prescribed for you. Imam al-Ghazali counted seventy blessings in it."
    with running("ollama", models=("llama3.2:latest",), script=[Say(text=intro)]) as fake:
        result = run_cli(
            "teach", RAMADAN, "--model", "ollama:llama3.2", "--base-url", fake.base_url,
            home=home,
        )  # fmt: skip
    assert result.code == 0, result.stderr
    (request,) = fake.chat_requests()
    assert request.body["model"] == "llama3.2"
    assert "ghazali" in result.stdout.lower()
    assert "not in any source: imam, ghazali" in result.stdout


def test_a_refusal_never_reaches_the_model_server(home: Path) -> None:
    with running("ollama", models=("llama3.2:latest",), script=[Say(text="Yes.")]) as fake:
        result = run_cli(
            "teach", "What is the Hanafi position on raising hands in prayer?",
            "--model", "ollama:llama3.2", "--base-url", fake.base_url, home=home,
        )  # fmt: skip
    assert result.code == 3
    assert fake.requests == []
    # A refusal met by teach is a gap like any other: the scholar's improvement queue sees it.
    gaps = (home / "gaps.jsonl").read_text(encoding="utf-8")
    assert "What is the Hanafi position on raising hands in prayer?" in gaps


def test_an_unreachable_model_is_one_error_line(home: Path) -> None:
    result = run_cli(
        "teach", RAMADAN, "--model", "ollama:llama3.2", "--base-url", "http://127.0.0.1:9",
        home=home,
    )  # fmt: skip
    assert result.code == 2
    assert "ollama serve" in result.error_line()


def test_ground_strikes_and_exits_one(home: Path) -> None:
    text = "O ye who believe! Fasting is prescribed for you. Sahih al-Tirmidhi number 4127."
    result = run_cli(
        "ground", "--passage", "quran:2:183", "--text", text, "--question", RAMADAN, home=home
    )
    assert result.code == 1
    assert "✓ O ye who believe!" in result.stdout
    assert "✗ Sahih al-Tirmidhi number 4127." in result.stdout
    assert "cannot catch real words rearranged" in result.stdout


def test_ground_json_and_exit_zero_when_all_kept(home: Path, tmp_path: Path) -> None:
    source = tmp_path / "intro.txt"
    source.write_text("Fasting is prescribed for you.\n", encoding="utf-8")
    result = run_cli("ground", "--passage", "quran:2:183", "--file", str(source), "--json",
                     home=home)  # fmt: skip
    assert result.code == 0, result.stderr
    data = result.json()
    assert data["all_kept"] is True
    assert data["passages"] == ["quran:2:183"]
    assert data["question"] is None
    assert data["sentences"] == [
        {"text": "Fasting is prescribed for you.", "kept": True, "not_in_any_source": []}
    ]
    assert set(data) == {"passages", "question", "all_kept", "kept", "struck", "sentences", "limit"}
    json.dumps(data)


@pytest.mark.parametrize("ident", ["quran:2:999", "nonsense"])
def test_ground_unknown_passage_is_one_error_line(home: Path, ident: str) -> None:
    result = run_cli("ground", "--passage", ident, "--text", "x", home=home)
    assert result.code == 2
    assert ident in result.error_line()
