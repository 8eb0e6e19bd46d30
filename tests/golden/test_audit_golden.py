"""The answer audit on the real corpus, through the SDK's in-memory client (issue 5, part 3).

The session serves Qur'an 2:219 with get_passage; a draft then quotes it correctly, gives
Bukhari entry 1's words to Sahih Muslim (and to Muslim generally), invents a hadith, quotes a
verse that was never served, and rewords Bukhari 1. Each must get its own class.
"""

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from mcp import Client

from mcp_server.mcp_calls import call
from sanad.adapters.loading import LoadedCorpus, check_corpus
from sanad.adapters.mcp_service import SanadService
from sanad.core.audit import PARAPHRASE_CLOSENESS
from sanad.mcp_server import Backend, build_server

pytestmark = [pytest.mark.golden, pytest.mark.slow, pytest.mark.anyio]

INVENTED = "Whoever plants a date palm on a Friday will have a palace of pearls in Paradise."
REWORDED = "Deeds are judged by their intentions, and every person gets what he intended."
UNSERVED = "And they question thee concerning orphans. Say: To improve their lot is best."


@pytest.fixture
def anyio_backend() -> str:
    """The SDK runs on asyncio here."""
    return "asyncio"


@pytest.fixture
async def client(
    project_config: Path, built_home: Path, real_corpus: LoadedCorpus, tmp_path: Path
) -> AsyncIterator[Client]:
    """An in-memory client over a fresh server session on the real corpus."""
    for ident in ("quran:2:219", "quran:2:220", "bukhari:1"):
        if real_corpus.index.passage(ident) is None:
            pytest.skip(f"{ident} is not in the built corpus (config/sources.toml changed?)")
    service = SanadService(check_corpus(project_config, built_home), real_corpus, tmp_path)
    async with Client(build_server(Backend.ready(service))) as connected:
        yield connected
    service.close()


def _intention(real_corpus: LoadedCorpus) -> str:
    """Bukhari entry 1's saying exactly as this edition words it (whitespace as in a draft)."""
    passage = real_corpus.index.passage("bukhari:1")
    assert passage is not None
    assert passage.english is not None
    saying = passage.english.split('"', 2)[1]
    return " ".join(saying.split(". ")[0].split()) + "."


def _by_text(data: dict[str, Any], start: str) -> dict[str, Any]:
    findings: list[dict[str, Any]] = data["audit"]["findings"]
    (finding,) = [f for f in findings if f["text"].startswith(start)]
    return finding


async def test_served_misattributed_invented_unserved_and_paraphrase(
    client: Client, real_corpus: LoadedCorpus
) -> None:
    await call(client, "get_passage", {"id": "quran:2:219"})
    intention = _intention(real_corpus)
    assert intention.startswith("The reward of deeds depends upon the intentions")
    draft = (
        "On wine and gambling Allah says: \u201cThey question thee about strong drink and games "
        "of chance. Say: In both is great sin, and (some) utility for men\u201d (Qur'an 2:219).\n\n"
        f'The Prophet said: "{intention}" (Sahih Muslim 1)\n\n'
        f'He also said: "{INVENTED}" (Bukhari 4021)\n\n'
        f'On orphans: "{UNSERVED}" (Qur\'an 2:220)\n\n'
        f'In other words: "{REWORDED}"\n\n'
        f"As reported by Muslim, \u00ab{intention}\u00bb"
    )
    data = await call(client, "audit_answer", {"text": draft})
    served = _by_text(data, "They question thee")
    assert (served["audit_class"], served["citation_check"]) == ("served_verbatim", "agrees")
    assert served["passage_ids"] == ["quran:2:219"]
    assert served["citation"]["read_as"].startswith("surah:verse")
    wrong, wrong_generally = [f for f in data["audit"]["findings"] if f["text"] == intention]
    for finding in (wrong, wrong_generally):
        assert finding["audit_class"] == "misattributed"
        assert "bukhari:1" in finding["passage_ids"]
        assert "bukhari:1" in finding["message"]
    assert wrong["citation"]["text"] == "Sahih Muslim 1"
    assert wrong_generally["citation"]["status"] == "collection_only"
    invented = _by_text(data, "Whoever plants")
    assert (invented["audit_class"], invented["passage_ids"]) == ("not_in_corpus", [])
    assert invented["closeness"] < PARAPHRASE_CLOSENESS
    unserved = _by_text(data, "And they question thee concerning orphans")
    assert (unserved["audit_class"], unserved["passage_ids"]) == (
        "in_corpus_not_served",
        ["quran:2:220"],
    )
    reworded = _by_text(data, "Deeds are judged")
    assert reworded["audit_class"] == "paraphrase"
    assert "bukhari:1" in reworded["passage_ids"]
    assert PARAPHRASE_CLOSENESS <= reworded["closeness"] < 1
    assert "this server's session" in data["served_from"]


async def test_lone_citations_are_flagged(client: Client) -> None:
    await call(client, "answer_question", {"question": "What does the Qur'an say about orphans?"})
    draft = "See Qur'an 2:300, Bukhari 99999 and Q 112:1; compare Bukhari entry 7."
    data = await call(client, "audit_answer", {"text": draft})
    classes = {f["text"]: f["audit_class"] for f in data["audit"]["findings"]}
    assert classes == {
        "Qur'an 2:300": "cited_not_in_corpus",
        "Bukhari 99999": "cited_not_resolvable",
        "Q 112:1": "cited_not_served",
        "Bukhari entry 7": "cited_not_served",
    }


async def test_a_quotation_served_by_answer_question_counts_as_served(client: Client) -> None:
    reply = await call(
        client, "answer_question", {"question": "What does Qur'an 2:219 say?", "k": 1}
    )
    assert [p["id"] for p in reply["passages"]] == ["quran:2:219"]
    draft = "\u201cAnd they ask thee what they ought to spend. Say: that which is superfluous\u201d"
    data = await call(client, "audit_answer", {"text": draft})
    (finding,) = data["audit"]["findings"]
    assert (finding["audit_class"], finding["citation"]) == ("served_verbatim", None)
