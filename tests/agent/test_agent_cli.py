"""`sanad agent` as a user runs it: a real process that starts `sanad serve` over stdio."""

import json
import socket
from pathlib import Path

import pytest

from fakes.model_servers import Say, running
from integration.clirun import linked_home, run_cli

pytestmark = pytest.mark.slow

QARADAWI = "What did Sheikh al-Qaradawi rule about gambling?"
HANAFI = "What is the Hanafi position on raising hands in prayer?"


@pytest.fixture
def home(built_home: Path, tmp_path: Path) -> Path:
    """A fresh home (own logs) over the session's corpus."""
    return linked_home(built_home, tmp_path / "home")


def test_fabricate_in_tools_mode_never_calls_the_tool_and_everything_is_struck(
    home: Path,
) -> None:
    result = run_cli("agent", QARADAWI, "--mode", "tools", "--model", "fabricate", home=home)
    assert result.code == 1, result.stderr
    assert "The model never called the tool." in result.stdout
    assert "Kept: nothing." in result.stdout
    assert "4 sentence(s) struck by the grounding check" in result.stdout
    assert "not in any source: prophet, sahih, tirmidhi, number, 4127" in result.stdout
    assert "Limit: This is a lexical check" in result.stdout


def test_grounded_refusal_never_reaches_the_model_server(home: Path) -> None:
    with running("ollama", models=("llama3.2:latest",), script=[Say(text="Yes.")]) as fake:
        result = run_cli(
            "agent", HANAFI, "--model", "ollama:llama3.2", "--base-url", fake.base_url,
            "--json", home=home,
        )  # fmt: skip
    assert result.code == 0, result.stderr
    assert fake.requests == []
    run = result.json()
    assert run["verdict"] == "referred"
    assert run["model_called"] is False
    assert run["kept"] == run["struck"] == run["passages"] == []


def test_grounded_answer_from_an_ollama_model_is_checked(home: Path) -> None:
    text = "Gambling is mentioned. Imam al-Ghazali wrote about this in Ihya Ulum al-Din."
    with running("ollama", models=("llama3.2:latest",), script=[Say(text=text)]) as fake:
        result = run_cli(
            "agent", "What does the Quran say about wine and gambling?",
            "--model", "ollama:llama3.2", "--base-url", fake.base_url, home=home,
        )  # fmt: skip
    assert result.code == 1, result.stderr
    assert len(fake.chat_requests()) == 1
    assert "Server verdict: ANSWERED" in result.stdout
    assert "\u2717 Imam al-Ghazali wrote about this in Ihya Ulum al-Din." in result.stdout
    assert "not in any source: imam, ghazali, wrote, ihya, ulum, din" in result.stdout
    assert "Passages the server returned:" in result.stdout


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_a_refused_connection_is_one_line_naming_ollama_serve(home: Path) -> None:
    result = run_cli(
        "agent", "What does the Quran say about orphans?", "--model", "ollama:llama3.2",
        "--base-url", f"http://127.0.0.1:{_free_port()}", home=home,
    )  # fmt: skip
    assert result.code == 2
    line = result.error_line()
    assert "connection refused" in line
    assert "ollama serve" in line


def test_an_unknown_model_is_one_line_naming_ollama_pull(home: Path) -> None:
    with running("ollama", models=("qwen2.5:7b",)) as fake:
        result = run_cli(
            "agent", "What does the Quran say about orphans?", "--model", "ollama:llama3.2",
            "--base-url", fake.base_url, home=home,
        )  # fmt: skip
    assert result.code == 2
    assert "`ollama pull llama3.2`" in result.error_line()


def test_a_model_name_of_no_known_form_is_one_line(home: Path) -> None:
    result = run_cli("agent", "orphans", "--model", "gpt5", home=home)
    assert result.code == 2
    assert "ollama:NAME, openai:NAME@URL" in result.error_line()


def test_without_a_corpus_it_names_sanad_ingest(tmp_path: Path) -> None:
    result = run_cli("agent", "orphans", "--model", "fabricate", home=tmp_path / "empty")
    assert result.code == 2
    assert "sanad ingest" in result.error_line()


def test_json_round_trips_to_the_same_run(home: Path) -> None:
    from sanad.adapters.agent_cli import run_from_json, run_to_json  # noqa: PLC0415

    result = run_cli(
        "agent", QARADAWI, "--mode", "tools", "--model", "fabricate", "--json", home=home
    )
    data = result.json()
    assert data["never_called_tool"] is True
    assert run_to_json(run_from_json(data)) == data
    assert json.dumps(data)  # plain JSON all through


@pytest.mark.parametrize(
    ("option", "value", "says"),
    [("--max-rounds", "0", "--max-rounds"), ("--timeout", "-1", "--timeout")],
)
def test_out_of_range_options_are_one_line(home: Path, option: str, value: str, says: str) -> None:
    result = run_cli("agent", "orphans", "--model", "fabricate", option, value, home=home)
    assert result.code == 2
    assert says in result.error_line()
