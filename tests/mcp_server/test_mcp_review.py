"""The server serves the scholar's review: statuses on every passage, counts, approved-only mode."""

from collections.abc import AsyncIterator
from pathlib import Path

import attrs
import pytest
from mcp import Client

from mcp_server.mcp_calls import call
from sanad.adapters.loading import CheckedCorpus, LoadedCorpus
from sanad.adapters.mcp_service import SanadService
from sanad.adapters.review_store import ReviewStore, store_path
from sanad.core.review import Decision
from sanad.mcp_server import Backend, build_server

pytestmark = [pytest.mark.anyio, pytest.mark.slow]

ORPHANS = "What does the Quran say about orphans?"


def _record(
    service: SanadService, ident: str, decision: str = "approved", text_hash: str | None = None
) -> None:
    passage = service.loaded.index.passage(ident)
    assert passage is not None
    with ReviewStore(store_path(service.home)) as store:
        store.append([
            Decision(
                passage_id=ident, text_hash=text_hash or passage.review.text_hash,
                decision=decision, reviewer="Test Scholar",  # type: ignore[arg-type]
                at="2026-12-01T09:00:00Z",
            )
        ])  # fmt: skip


@pytest.fixture
async def strict_client(
    checked: CheckedCorpus, real_corpus: LoadedCorpus, tmp_path: Path
) -> AsyncIterator[tuple[Client, SanadService]]:
    """A server in approved-only mode over a fresh home."""
    service = SanadService(checked, attrs.evolve(real_corpus, approved_only=True), tmp_path / "h")
    try:
        async with Client(build_server(Backend.ready(service))) as connected:
            yield connected, service
    finally:
        service.close()


async def test_a_decision_made_while_serving_shows_on_get_passage_and_in_the_counts(
    client: Client, service: SanadService
) -> None:
    before = await call(client, "corpus_inventory")
    assert before["inventory"]["review"]["approved"] == 0
    _record(service, "quran:2:219")
    _record(service, "bukhari:1", "rejected")
    _record(service, "muslim:1", text_hash="sha256:" + "0" * 64)
    passage = await call(client, "get_passage", {"id": "quran:2:219"})
    assert (passage["review"]["status"], passage["review"]["reviewed_by"]) == (
        "approved", "Test Scholar",
    )  # fmt: skip
    stale = await call(client, "get_passage", {"id": "muslim:1"})
    assert stale["review"]["status"] == "stale"
    after = (await call(client, "corpus_inventory"))["inventory"]
    by_key = {c["key"]: c["review"] for c in after["collections"]}
    assert by_key["quran"]["approved"] == 1
    assert by_key["bukhari"]["rejected"] == 1
    assert by_key["muslim"]["stale"] == 1
    assert by_key["quran"]["unreviewed"] == 6236 - 1
    assert after["review"]["approved"] == 1
    assert sum(after["review"].values()) == 22_566
    answered = await call(
        client, "answer_question", {"question": "What does the Quran say about strong drink?"}
    )
    assert {p["id"]: p["review"]["status"] for p in answered["passages"]}[
        "quran:2:219"
    ] == "approved"


async def test_approved_only_answers_with_the_approved_verse_alone(
    strict_client: tuple[Client, SanadService],
) -> None:
    client, service = strict_client
    refused = await call(client, "answer_question", {"question": ORPHANS})
    assert refused["verdict"] == "no_source"
    assert refused["passages"] == []
    assert refused["trace"]["refused_by"] == "review:approved_only"
    assert refused["message"].startswith("No approved passage in these collections")
    _record(service, "quran:93:9")
    answered = await call(client, "answer_question", {"question": ORPHANS})
    assert answered["verdict"] == "answered"
    assert [p["id"] for p in answered["passages"]] == ["quran:93:9"]
    searched = await call(client, "search_corpus", {"query": "orphan", "k": 10})
    assert any("results are not approved" in w for w in searched["warnings"])
    unapproved = {r["id"] for r in searched["results"] if r["review"]["status"] != "approved"}
    assert unapproved
    assert all(ident in searched["warnings"][0] for ident in unapproved)


async def test_approved_only_is_off_by_default(client: Client) -> None:
    answered = await call(client, "answer_question", {"question": ORPHANS})
    assert answered["verdict"] == "answered"
    assert {p["review"]["status"] for p in answered["passages"]} == {"unreviewed"}
    searched = await call(client, "search_corpus", {"query": "orphan"})
    assert searched["warnings"] == []
