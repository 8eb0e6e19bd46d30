"""`sanad serve` as a real process: stdio and streamable HTTP, three questions, one per verdict."""

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import anyio
import httpx2
import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client

from integration.clirun import linked_home, run_cli
from mcp_server.mcp_calls import call, post_status

pytestmark = [pytest.mark.anyio, pytest.mark.slow]

QUESTIONS = {
    "answered": "What does the Qur'an say about caring for orphans?",
    "no_source": "What did Kuraby say about patience?",
    "referred": "What is the Hanafi position on raising hands in prayer?",
}
TOKEN = "a-test-token-of-enough-length"  # noqa: S105 - a test value, not a secret
STARTUP_SECONDS = 60


def sanad_command() -> list[str]:
    """The installed `sanad` console script (`python -m` where it is not installed)."""
    script = Path(sys.executable).with_name("sanad")
    return [str(script)] if script.exists() else [sys.executable, "-m", "sanad.adapters.cli"]


@pytest.fixture
def home(built_home: Path, tmp_path: Path) -> Path:
    """A fresh home (own logs) over the session's corpus."""
    return linked_home(built_home, tmp_path / "home")


def server_env(home: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("SANAD_CONFIG", "SANAD_HTTP_TOKEN")}
    return {**env, "SANAD_HOME": str(home), **extra}


def logged(path: Path) -> str:
    return path.read_text(encoding="utf-8") if path.exists() else ""


async def ask_three(client: Client, home: Path) -> None:
    for expected, question in QUESTIONS.items():
        verdict = await call(client, "answer_question", {"question": question})
        assert verdict["verdict"] == expected, question
        assert bool(verdict["passages"]) == (expected == "answered")
    # The logs are appended off the request path: the lines arrive within moments.
    for _ in range(200):
        if logged(home / "gaps.jsonl").count("\n") >= 2 and logged(home / "served.jsonl"):
            break
        await anyio.sleep(0.05)
    assert QUESTIONS["no_source"] in logged(home / "gaps.jsonl")
    assert QUESTIONS["referred"] in logged(home / "gaps.jsonl")
    assert QUESTIONS["answered"] in logged(home / "served.jsonl")


async def test_sanad_serve_over_stdio_answers_one_question_per_verdict(
    home: Path, tmp_path: Path
) -> None:
    command = sanad_command()
    params = StdioServerParameters(
        command=command[0], args=[*command[1:], "serve"], env={"SANAD_HOME": str(home)}
    )
    errlog = tmp_path / "stderr.txt"
    with errlog.open("w", encoding="utf-8") as stderr:
        async with Client(stdio_client(params, errlog=stderr)) as client:
            await ask_three(client, home)
            names = {tool.name for tool in (await client.list_tools()).tools}
            assert "answer_question" in names
    assert "Traceback" not in errlog.read_text(encoding="utf-8")


def test_serve_with_no_corpus_exits_with_one_line(tmp_path: Path) -> None:
    result = run_cli("serve", home=tmp_path / "empty")
    assert result.code == 2
    assert "no corpus" in result.error_line()
    assert "sanad ingest" in result.error_line()
    assert result.stdout == ""


def test_sanad_mcp_with_no_corpus_exits_with_one_line(tmp_path: Path) -> None:
    script = Path(sys.executable).with_name("sanad-mcp")
    if not script.exists():
        pytest.skip("the sanad-mcp console script is not installed in this environment")
    done = subprocess.run(
        [str(script), "--home", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert done.stdout == ""
    (line,) = done.stderr.splitlines()
    assert line.startswith("sanad: error: no corpus")


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--host", "127.0.0.1"], "--host only apply with --http"),
        (["--port", "9"], "--port only apply with --http"),
        (["--http", "--port", "70000"], "--port must lie between 0 and 65535"),
        (["--http", "--host", "0.0.0.0"], "refusing to listen on 0.0.0.0"),  # noqa: S104
        (["--http", "--host", "192.0.2.1"], "without a bearer token"),
    ],
)
def test_serve_refuses_bad_options_with_one_line(home: Path, args: list[str], says: str) -> None:
    result = run_cli("serve", *args, home=home)
    assert result.code == 2
    assert says in result.error_line()


def test_serve_refuses_a_short_token_and_a_wildcard_without_host_names(home: Path) -> None:
    short = run_cli("serve", "--http", home=home, extra_env={"SANAD_HTTP_TOKEN": "short"})
    assert "too short" in short.error_line()
    named = run_cli(
        "serve", "--http", "--host", "0.0.0.0", "--token-env", "MY_TOKEN",  # noqa: S104
        home=home, extra_env={"MY_TOKEN": TOKEN},
    )  # fmt: skip
    assert "--allowed-host" in named.error_line()


@contextmanager
def http_server(home: Path, *args: str, **env: str) -> Iterator[str]:
    """`sanad serve --http --port 0 ARGS` running; yields its URL (read from its first line)."""
    process = subprocess.Popen(
        [*sanad_command(), "serve", "--http", "--port", "0", *args],
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=server_env(home, **env), text=True,
    )  # fmt: skip
    try:
        assert process.stderr is not None
        line = process.stderr.readline()
        found = re.search(r"at (http://127\.0\.0\.1:\d+/mcp) \(", line)
        assert found, line
        yield found[1]
    finally:
        process.terminate()
        try:
            out, err = process.communicate(timeout=STARTUP_SECONDS)
        except subprocess.TimeoutExpired:
            process.kill()
            out, err = process.communicate()
        assert out == ""  # stdout is never written
        assert "Traceback" not in err, err


async def test_sanad_serve_over_http_answers_one_question_per_verdict(home: Path) -> None:
    with http_server(home) as url:
        async with Client(url, read_timeout_seconds=STARTUP_SECONDS) as client:
            await ask_three(client, home)


def post(url: str, headers: dict[str, str]) -> int:
    """The status of a ping POSTed with ``headers``."""
    return post_status(
        url, b'{"jsonrpc": "2.0", "id": 1, "method": "ping"}', headers, STARTUP_SECONDS
    )


async def test_with_a_token_every_request_without_it_gets_401(home: Path) -> None:
    with http_server(home, SANAD_HTTP_TOKEN=TOKEN) as url:
        assert post(url, {}) == 401
        assert post(url, {"Authorization": "Bearer wrong-token-of-enough-length"}) == 401
        assert post(url, {"Authorization": TOKEN}) == 401
        authorised = {"Authorization": f"Bearer {TOKEN}"}
        # DNS-rebinding protection stays on behind the token: a foreign Host is refused.
        assert post(url, {**authorised, "Host": "attacker.example"}) == 421
        async with (
            httpx2.AsyncClient(headers=authorised, timeout=STARTUP_SECONDS) as http,
            Client(streamable_http_client(url, http_client=http)) as client,
        ):
            verdict = await call(client, "answer_question", {"question": QUESTIONS["answered"]})
            assert verdict["verdict"] == "answered"


async def test_without_a_token_a_foreign_host_or_origin_is_refused(home: Path) -> None:
    with http_server(home) as url:
        assert post(url, {"Host": "attacker.example"}) == 421
        assert post(url, {"Origin": "http://attacker.example"}) == 403
