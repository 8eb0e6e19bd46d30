"""The server's life: loading in the background, policy edits, a corpus that goes stale."""

import gc
import os
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

import pytest
from mcp import Client

from integration.clirun import copy_config, corpus_home, edit_file
from mcp_server.mcp_calls import call, error
from sanad.adapters.loading import CheckedCorpus, LoadedCorpus, check_corpus
from sanad.adapters.mcp_contract import ServiceError
from sanad.adapters.mcp_service import SanadService
from sanad.mcp_server import Backend, build_server, load_after_handshake

pytestmark = [pytest.mark.anyio, pytest.mark.slow]

NEW_RULE = """
[[rule]]
id = "orphan-test"
label = "a rule added while the server runs"
pattern = '\\borphans?\\b'
"""


@pytest.fixture
def own_config(project_config: Path, tmp_path: Path) -> Path:
    """A copy of the config that a test may edit."""
    return copy_config(project_config, tmp_path / "config")


@pytest.fixture
def own_home(built_home: Path, tmp_path: Path) -> Path:
    """A home with its own manifest (editable) over the session's index."""
    return corpus_home(built_home, tmp_path / "own-home")


async def test_the_backend_loads_in_the_background_and_tools_wait_for_it(
    checked: CheckedCorpus, tmp_path: Path
) -> None:
    backend = Backend(checked, tmp_path)
    assert not backend.loaded
    async with Client(build_server(backend)) as client:
        assert not backend.loaded  # listing and initialising need no corpus
        backend.start()
        verdict = await call(client, "answer_question", {"question": "orphans"})
        assert verdict["verdict"] == "answered"
        assert backend.loaded
    backend.close()


async def test_the_loaded_corpus_is_set_aside_from_the_cycle_collector(
    checked: CheckedCorpus, tmp_path: Path
) -> None:
    gc.unfreeze()
    backend = Backend(checked, tmp_path)
    backend.start()
    try:
        assert backend.get().loaded.index.passage_count > 0
        # Its objects live as long as the server: a full collection need not walk them.
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()  # the test process goes on collecting as before
        backend.close()


async def test_on_stdio_loading_starts_after_the_handshake_not_during_it(
    checked: CheckedCorpus, tmp_path: Path
) -> None:
    backend = Backend(checked, tmp_path)
    start_loading = load_after_handshake(backend)
    passed: list[str] = []

    async def handler(ctx: Any) -> None:  # noqa: ANN401 - the SDK's context, untyped here
        passed.append(ctx.method)

    await start_loading(cast("Any", SimpleNamespace(method="initialize")), handler)
    assert not backend.started  # the handshake is answered without the loading thread
    await start_loading(cast("Any", SimpleNamespace(method="notifications/initialized")), handler)
    assert backend.started
    assert passed == ["initialize", "notifications/initialized"]
    assert backend.get().loaded.index.passage_count > 0
    backend.close()


async def test_a_client_of_a_server_that_loads_after_the_handshake_gets_answers(
    checked: CheckedCorpus, tmp_path: Path
) -> None:
    backend = Backend(checked, tmp_path)
    server = build_server(backend)
    server.middleware.append(load_after_handshake(backend))
    assert not backend.started
    async with Client(server) as client:
        verdict = await call(client, "answer_question", {"question": "orphans"})
        assert verdict["verdict"] == "answered"
        assert backend.loaded
    backend.close()


async def test_an_index_damaged_after_the_check_is_a_clear_error_on_every_tool(
    built_home: Path, project_config: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    home = corpus_home(built_home, tmp_path / "damaged", index=b"not a pickle")
    backend = Backend(check_corpus(project_config, home), home)
    backend.start()
    with pytest.raises(ServiceError, match="could not be loaded"):
        backend.get()
    assert capsys.readouterr().err.startswith("sanad: error: the corpus file")
    async with Client(build_server(backend)) as client:
        for tool, arguments in (
            ("answer_question", {"question": "orphans"}),
            ("get_passage", {"id": "quran:1:1"}),
            ("corpus_inventory", {}),
        ):
            message = await error(client, tool, arguments)
            assert "the corpus could not be loaded" in message
            assert "run `sanad ingest`" in message
        rules = await client.read_resource("sanad://grounding-rules")  # still served
        assert rules.contents


async def test_a_policy_edit_takes_effect_at_the_next_question(
    own_config: Path, built_home: Path, real_corpus: LoadedCorpus, tmp_path: Path
) -> None:
    service = SanadService(check_corpus(own_config, built_home), real_corpus, tmp_path)
    async with Client(build_server(Backend.ready(service))) as client:
        assert (await call(client, "answer_question", {"question": "orphans"}))["verdict"] == (
            "answered"
        )
        with (own_config / "policy.toml").open("a", encoding="utf-8") as handle:
            handle.write(NEW_RULE)
        service.watch.look_now()
        verdict = await call(client, "answer_question", {"question": "orphans"})
        assert verdict["verdict"] == "referred"
        assert verdict["trace"]["rule"]["id"] == "orphan-test"
        check = await call(client, "check_policy", {"question": "orphans"})
        assert check["rule"]["id"] == "orphan-test"


async def test_a_senses_edit_takes_effect_at_the_next_question(
    own_config: Path, built_home: Path, real_corpus: LoadedCorpus, tmp_path: Path
) -> None:
    service = SanadService(check_corpus(own_config, built_home), real_corpus, tmp_path)
    async with Client(build_server(Backend.ready(service))) as client:
        question = {"question": "What does the Quran say about orphans?"}
        assert (await call(client, "answer_question", question))["verdict"] == "answered"
        with (own_config / "senses.toml").open("a", encoding="utf-8") as handle:
            handle.write(
                '\n[[sense]]\nword = "orphan"\nforms = ["orphans"]\nmeans = "m"\ntexts = "t"\n'
            )
        service.watch.look_now()
        verdict = await call(client, "answer_question", question)
        assert verdict["verdict"] == "no_source"
        assert "'orphans' is read as m" in verdict["message"]


async def test_a_policy_that_no_longer_reads_refuses_everything_until_fixed(
    own_config: Path, built_home: Path, real_corpus: LoadedCorpus, tmp_path: Path
) -> None:
    service = SanadService(check_corpus(own_config, built_home), real_corpus, tmp_path)
    policy = own_config / "policy.toml"
    good = policy.read_text(encoding="utf-8")
    async with Client(build_server(Backend.ready(service))) as client:
        policy.write_text(good + "\n[[rule]]\nid = 'broken'\nlabel = 'x'\npattern = '('\n", "utf-8")
        service.watch.look_now()
        message = await error(client, "answer_question", {"question": "orphans"})
        assert "the policy changed and cannot be read, so nothing is answered" in message
        assert "broken" in message
        policy.write_text(good, encoding="utf-8")
        os.utime(policy, ns=(1, 1))  # a different signature from the broken file's
        service.watch.look_now()
        assert (await call(client, "answer_question", {"question": "orphans"}))["verdict"] == (
            "answered"
        )


async def test_a_re_ingest_under_a_running_server_makes_it_refuse_until_restarted(
    project_config: Path, own_home: Path, real_corpus: LoadedCorpus, tmp_path: Path
) -> None:
    service = SanadService(check_corpus(project_config, own_home), real_corpus, tmp_path)
    async with Client(build_server(Backend.ready(service))) as client:
        assert (await call(client, "get_passage", {"id": "quran:1:1"}))["id"] == "quran:1:1"
        manifest = own_home / "corpus" / "manifest.json"
        edit_file(manifest, '"format"', '"format" ')
        service.watch.look_now()
        message = await error(client, "get_passage", {"id": "quran:1:1"})
        assert "manifest.json changed since this server started" in message
        assert "restart the server" in message


async def test_sources_edited_under_a_running_server_make_it_stale(
    own_config: Path, built_home: Path, real_corpus: LoadedCorpus, tmp_path: Path
) -> None:
    service = SanadService(check_corpus(own_config, built_home), real_corpus, tmp_path)
    async with Client(build_server(Backend.ready(service))) as client:
        edit_file(own_config / "sources.toml", "author_died_ah = 256", "author_died_ah = 257")
        service.watch.look_now()
        assert "sources.toml changed" in await error(client, "answer_question", {"question": "x"})


def test_the_watch_looks_at_most_once_a_second(
    own_config: Path, built_home: Path, real_corpus: LoadedCorpus, tmp_path: Path
) -> None:
    service = SanadService(check_corpus(own_config, built_home), real_corpus, tmp_path)
    edit_file(own_config / "sources.toml", "author_died_ah = 256", "author_died_ah = 257")
    assert service.watch.stale() is None  # not looked at yet: within the interval
    service.watch.look_now()
    assert service.watch.stale() == own_config / "sources.toml"
