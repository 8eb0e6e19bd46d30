"""The size of the MCP server's replies: bytes of JSON a model client is sent per tool call.

Usage: python benchmarks/reply_sizes.py [--home DIR]

Builds each reply exactly as the server does (``sanad.adapters.mcp_wire``), over the corpus in
``--home`` (default ``$SANAD_HOME``, else the per-user data directory; run ``sanad ingest``
first), and prints its size in bytes of UTF-8 JSON, with how many times each collection's
licence and attribution text stand in it. A tool result carries the JSON twice (structured
content and its text copy), so a client receives about twice these figures.

The replies measured: a five-verse Qur'an answer named by reference, a topic answer from the
Qur'an, two hadith answers, a search, ``get_passage`` for a verse and a hadith, and the median
of the 20 mixed questions of ``bench.py`` (the answered ones, then all of them).
"""

import argparse
import statistics
from pathlib import Path
from typing import Any

from bench import QUESTIONS
from sanad.adapters.loading import LoadedCorpus, open_corpus
from sanad.adapters.locations import config_dir, sanad_home
from sanad.adapters.mcp_wire import Reply, answer_reply, dumps, passage_reply, search_reply
from sanad.core.answer import answer, search

ANSWERS = (
    ("5-verse Qur'an answer", "Surah 105, verses 1 to 5"),
    ("Qur'an topic answer", "What does the Quran say about orphans?"),
    ("hadith answer", "What did the Prophet say about intentions?"),
    ("hadith answer", "What did the Prophet say about fasting in Ramadan?"),
)
SEARCHES = (("search_corpus, k=5", "strong drink"),)
PASSAGES = ("quran:2:219", "bukhari:1", "malik:entry-12")


def _notices(corpus: LoadedCorpus) -> dict[str, tuple[str, str]]:
    """Each collection's licence and attribution, as they read inside JSON text (escaped)."""
    found: dict[str, tuple[str, str]] = {}
    for ordinal in range(corpus.index.passage_count):
        passage = corpus.index.passage_at(ordinal)
        key = passage.collection.key
        if key not in found:
            found[key] = (dumps(passage.licence)[1:-1], dumps(passage.attribution)[1:-1])
    return found


def _line(label: str, what: str, reply: Reply[Any], notices: dict[str, tuple[str, str]]) -> str:
    repeats = []
    for key, (licence, attribution) in notices.items():
        licences, attributions = reply.text.count(licence), reply.text.count(attribution)
        if licences or attributions:
            repeats.append(f"{key} licence x{licences}, attribution x{attributions}")
    said = "; ".join(repeats) or "no licence text"
    return f"{label:24} {reply.size:7,} B   {what[:48]:48}  ({said})"


def report(corpus: LoadedCorpus) -> None:
    """Print the size of each reply."""
    index, config = corpus.index, corpus.config
    notices = _notices(corpus)
    for label, question in ANSWERS:
        reply = answer_reply(answer(index, config, question))
        ids = [p["id"] for p in reply.data["passages"]]
        print(_line(label, f"{question} -> {len(ids)} passages", reply, notices))
    for label, query in SEARCHES:
        searched = search_reply(search(index, config, query, 5), None)
        print(_line(label, query, searched, notices))
    for ident in PASSAGES:
        passage = index.passage(ident)
        if passage is None:
            print(f"{'get_passage':24} {ident} is not in this corpus")
            continue
        print(_line("get_passage", ident, passage_reply(passage), notices))
    replies = [answer_reply(answer(index, config, question)) for question in QUESTIONS]
    answered = [r.size for r in replies if r.data["verdict"] == "answered"]
    print(
        f"{'bench.py questions':24} median {statistics.median(answered):,.0f} B over the "
        f"{len(answered)} answered, {statistics.median(r.size for r in replies):,.0f} B over "
        f"all {len(replies)}; largest {max(answered):,} B"
    )


def main() -> None:
    """Parse arguments, open the corpus, report."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, help="a $SANAD_HOME with a built corpus")
    args = parser.parse_args()
    report(open_corpus(config_dir(), args.home or sanad_home()))


if __name__ == "__main__":
    main()
