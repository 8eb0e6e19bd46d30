"""``sanad lexicon propose``: candidate bridges for words the corpus never uses, for the scholar.

For each word: WordNet's synonyms (the lemmas of its synsets, multiword ones included) and
GloVe's nearest neighbours among the words the corpus uses, each with how many passages hold
it as a whole phrase and up to five of their ids. Only phrases the corpus uses are proposed.
The command prints ready-to-paste ``[[bridge]]`` blocks and never writes ``lexicon.toml``:
the scholar accepts a proposal by pasting it into ``config/lexicon.toml`` after reading its
passages, or rejects it by recording it under "Rejected candidates" in SCHOLAR-REVIEW.md.

Offline help only: WordNet and the vectors are loaded by this command alone; answering never
consults them.
"""

import json
import re
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Literal, TextIO

import attrs

from sanad.adapters import lexical, vectors
from sanad.adapters.gaps import GapRecord
from sanad.adapters.strict import strict_converter
from sanad.core.bridge import Lexicon
from sanad.core.index import Index
from sanad.core.tokenise import STOPWORDS, tokenise
from sanad.core.types import PassageId, Token

MAX_IDS = 5
"""How many of the passages a proposal would reach are named."""
DEFAULT_NEIGHBOURS = 10
"""GloVe neighbours per word unless ``-n`` says otherwise."""
PROGRESS_AFTER_SECONDS = 1.0
"""A terminal is told what is loading once loading has taken this long."""
COMMAND = "sanad lexicon propose"

Source = Literal["wordnet", "glove"]


@attrs.frozen(kw_only=True)
class Proposal:
    """One candidate bridge: ``query`` → ``phrase``, where it came from, what it would reach."""

    query: str
    phrase: str
    source: Source
    synset: str | None = None
    """WordNet: the synset the phrase shares with the query (e.g. ``gamble.v.01``)."""
    cosine: float | None = None
    """GloVe: the cosine between the two words' vectors."""
    passages: int
    """How many passages hold the phrase whole (its tokens, in order, adjacent)."""
    in_quran: int
    """How many of them are verses of the Qur'an."""
    ids: tuple[PassageId, ...]
    """Up to five of them, in corpus order."""

    @property
    def evidence(self) -> str:
        """Where the proposal came from, in words."""
        if self.source == "wordnet":
            return f"WordNet synset {self.synset}"
        return f"GloVe cosine {self.cosine:.3f}"


@attrs.frozen(kw_only=True)
class WordReport:
    """What the command found for one word."""

    word: str
    status: Literal["in_corpus", "out_of_vocabulary", "no_words"]
    passages: int = 0
    """in_corpus: how many passages hold the word (as a whole phrase when it is several)."""
    in_quran: int = 0
    """How many of them are verses of the Qur'an (a word only the hadith use may still want
    a bridge to Pickthall's wording)."""
    ids: tuple[PassageId, ...] = ()
    bridged_to: tuple[str, ...] = ()
    """The phrases ``lexicon.toml`` already bridges this word to."""
    vector: Literal["known", "unknown", "not_single_word", "not_asked"] = "not_asked"
    """Whether GloVe has a vector for the word (it is asked only for an unused word)."""
    proposals: tuple[Proposal, ...] = ()
    rejected: tuple[str, ...] = ()
    """Phrases WordNet or GloVe gave that SCHOLAR-REVIEW.md records as rejected for this word:
    not proposed again."""


@attrs.frozen(kw_only=True)
class ProposeReport:
    """Everything ``--json`` prints."""

    source: Literal["arguments", "gaps"]
    """Where the words came from: the command line, or the refused questions in gaps.jsonl."""
    words: tuple[WordReport, ...]


_converter = strict_converter(tuples_as_lists=True)


def report_to_json(report: ProposeReport) -> dict[str, object]:
    """The report as JSON-ready data (the ``--json`` output)."""
    data: dict[str, object] = _converter.unstructure(report)
    return data


def report_from_json(data: object) -> ProposeReport:
    """Read back what :func:`report_to_json` wrote (extra keys are refused)."""
    return _converter.structure(data, ProposeReport)


@attrs.frozen(kw_only=True, eq=False)
class CorpusWords:
    """The English side of every passage as tokens, for finding whole phrases by wording.

    The English side is what the index searches for English words: narrator, then text. A
    phrase is held when its tokens stand adjacent and in order (stopwords included: "run a
    risk" is not "run the risk"), case and punctuation folded by ``tokenise``.
    """

    ids: tuple[PassageId, ...]
    texts: tuple[str, ...]
    """Each passage's tokens joined by single spaces, with a space at each end."""
    postings: dict[Token, tuple[int, ...]]
    """Token → the ordinals of the passages using it, ascending."""

    @classmethod
    def from_index(cls, index: Index) -> "CorpusWords":
        """Tokenise the English side of every passage in the built index."""
        ids: list[PassageId] = []
        texts: list[str] = []
        postings: dict[Token, list[int]] = {}
        for ordinal in range(index.passage_count):
            _arabic, english, narrator, _search = index.texts_at(ordinal)
            tokens = tokenise(f"{narrator}\n{english}")
            ids.append(index.headers.ident(ordinal))
            texts.append(f" {' '.join(tokens)} ")
            for token in dict.fromkeys(tokens):
                postings.setdefault(token, []).append(ordinal)
        return cls(
            ids=tuple(ids),
            texts=tuple(texts),
            postings={token: tuple(found) for token, found in postings.items()},
        )

    def vocabulary(self) -> Iterator[Token]:
        """Every token the English side uses."""
        return iter(self.postings)

    def holding(self, tokens: Sequence[Token]) -> tuple[int, ...]:
        """The ordinals of the passages holding ``tokens`` as a whole phrase, ascending."""
        if not tokens:
            return ()
        runs = sorted((self.postings.get(token, ()) for token in set(tokens)), key=len)
        if len(tokens) == 1:
            return runs[0]
        common = set(runs[0]).intersection(*runs[1:])
        needle = f" {' '.join(tokens)} "
        return tuple(ordinal for ordinal in sorted(common) if needle in self.texts[ordinal])

    def in_quran(self, ordinals: Sequence[int]) -> int:
        """How many of ``ordinals`` are verses of the Qur'an."""
        return sum(1 for ordinal in ordinals if self.ids[ordinal].startswith("quran:"))

    def ids_of(self, ordinals: Sequence[int]) -> tuple[PassageId, ...]:
        """The ids of the first :data:`MAX_IDS` ordinals."""
        return tuple(self.ids[ordinal] for ordinal in ordinals[:MAX_IDS])


Rejections = Mapping[tuple[Token, ...], frozenset[tuple[Token, ...]]]
"""Query wording (tokens) → the candidate phrases (tokens) the scholar rejected for it."""

_ASIDE = re.compile(r"\([^)]*\)")


def rejected_candidates(review: str) -> Rejections:
    """The rejected candidates recorded in SCHOLAR-REVIEW.md's "Rejected candidates" table.

    Each row's first cell names the word(s), its second the rejected phrase(s), both separated
    by ";"; an aside in parentheses ("Lot (alone)", "whale (Jonah)") is not part of the wording.
    """
    found: dict[tuple[Token, ...], set[tuple[Token, ...]]] = {}
    in_table = False
    for line in review.splitlines():
        if line.startswith("#"):
            in_table = "rejected candidates" in line.lower()
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if not in_table or not line.startswith("|") or len(cells) < 2:  # noqa: PLR2004
            continue
        phrases = [tokenise(_ASIDE.sub(" ", phrase)) for phrase in cells[1].split(";")]
        for word in cells[0].split(";"):
            tokens = tokenise(_ASIDE.sub(" ", word))
            if tokens and tokens != ("word",):  # the header row
                found.setdefault(tokens, set()).update(p for p in phrases if p)
    return {word: frozenset(phrases) for word, phrases in found.items()}


def _is_content(token: Token) -> bool:
    return token not in STOPWORDS and not token.isdigit()


def words_from_gaps(
    records: Iterable[GapRecord], corpus: CorpusWords, lexicon: Lexicon
) -> list[str]:
    """The words of refused (``no_source``) questions that no passage uses, most refused first.

    Stopwords and numbers are skipped, and so are words ``lexicon.toml`` already bridges.
    Ties keep alphabetical order.
    """
    bridged = {tokenise(entry.query) for entry in lexicon.entries}
    counts: dict[Token, int] = {}
    for record in records:
        if record.verdict != "no_source":
            continue
        for token in dict.fromkeys(tokenise(record.question)):
            if _is_content(token) and token not in corpus.postings and (token,) not in bridged:
                counts[token] = counts.get(token, 0) + 1
    return sorted(counts, key=lambda token: (-counts[token], token))


@contextmanager
def progress(message: str, stream: TextIO) -> Iterator[None]:
    """Say ``message`` on ``stream`` if the block takes over a second and ``stream`` is a TTY."""
    if not stream.isatty():
        yield
        return
    shown = threading.Event()

    def say() -> None:
        shown.set()
        print(f"{message} …", file=stream, flush=True)

    timer = threading.Timer(PROGRESS_AFTER_SECONDS, say)
    timer.daemon = True
    timer.start()
    try:
        yield
    finally:
        timer.cancel()
        if shown.is_set():
            print(f"{message}: done", file=stream, flush=True)


WordNetSynonyms = Callable[[str], Iterable[tuple[str, tuple[Token, ...]]]]
"""word → (synset name, lemma tokens) for each lemma sharing a synset with it."""
Neighbours = Callable[[Token], Sequence[tuple[Token, float]] | None]
"""word → its nearest corpus words with cosines, or None when GloVe has no vector for it."""


def _wordnet_proposals(
    word: str, corpus: CorpusWords, synonyms: WordNetSynonyms, skip: set[tuple[Token, ...]]
) -> list[Proposal]:
    found: list[Proposal] = []
    for synset, tokens in synonyms(word):
        if tokens in skip or not any(_is_content(token) for token in tokens):
            continue
        skip.add(tokens)
        holding = corpus.holding(tokens)
        if holding:
            found.append(
                Proposal(
                    query=word,
                    phrase=" ".join(tokens),
                    source="wordnet",
                    synset=synset,
                    passages=len(holding),
                    in_quran=corpus.in_quran(holding),
                    ids=corpus.ids_of(holding),
                )
            )
    return found


def _glove_proposals(
    word: str,
    token: Token,
    corpus: CorpusWords,
    neighbours: Neighbours,
    skip: set[tuple[Token, ...]],
) -> tuple[list[Proposal], Literal["known", "unknown"]]:
    near = neighbours(token)
    if near is None:
        return [], "unknown"
    found: list[Proposal] = []
    for neighbour, cosine in near:
        if (neighbour,) in skip:
            continue
        skip.add((neighbour,))
        holding = corpus.holding((neighbour,))
        found.append(
            Proposal(
                query=word,
                phrase=neighbour,
                source="glove",
                cosine=cosine,
                passages=len(holding),
                in_quran=corpus.in_quran(holding),
                ids=corpus.ids_of(holding),
            )
        )
    return found, "known"


def propose_for(  # noqa: PLR0913 (the word, the corpus and the four resources it consults)
    word: str,
    corpus: CorpusWords,
    lexicon: Lexicon,
    synonyms: WordNetSynonyms,
    neighbours: Neighbours,
    *,
    rejections: Rejections | None = None,
) -> WordReport:
    """What to propose for one word (the command's logic, with its resources passed in)."""
    tokens = tokenise(word)
    if not tokens:
        return WordReport(word=word, status="no_words")
    bridged = tuple(e.phrase for e in lexicon.entries if tokenise(e.query) == tokens)
    holding = corpus.holding(tokens)
    if holding:
        return WordReport(
            word=word,
            status="in_corpus",
            passages=len(holding),
            in_quran=corpus.in_quran(holding),
            ids=corpus.ids_of(holding),
            bridged_to=bridged,
        )
    skip = {tokens, *(tokenise(phrase) for phrase in bridged)}
    proposals = _wordnet_proposals(word, corpus, synonyms, skip)
    vector: Literal["known", "unknown", "not_single_word"] = "not_single_word"
    if len(tokens) == 1:
        near, vector = _glove_proposals(word, tokens[0], corpus, neighbours, skip)
        proposals.extend(near)
    refused = (rejections or {}).get(tokens, frozenset())
    return WordReport(
        word=word, status="out_of_vocabulary", bridged_to=bridged, vector=vector,
        proposals=tuple(p for p in proposals if tokenise(p.phrase) not in refused),
        rejected=tuple(p.phrase for p in proposals if tokenise(p.phrase) in refused),
    )  # fmt: skip


def needs_vectors(words: Iterable[str], corpus: CorpusWords) -> list[Token]:
    """The single-token words no passage uses: the only ones GloVe is asked about."""
    wanted: list[Token] = []
    for word in words:
        tokens = tokenise(word)
        if len(tokens) == 1 and not corpus.holding(tokens):
            wanted.append(tokens[0])
    return wanted


def neighbour_candidates(corpus: CorpusWords) -> set[Token]:
    """The corpus words GloVe may propose: every English-side word but stopwords and numbers."""
    return {token for token in corpus.vocabulary() if _is_content(token)}


def _toml_string(text: str) -> str:
    # A JSON string is a TOML basic string, except that TOML also wants DEL escaped.
    return json.dumps(text, ensure_ascii=False).replace("\x7f", "\\u007f")


_READ_FIRST = "read the passages before accepting"


def _reach(passages: int, in_quran: int, ids: Sequence[PassageId]) -> str:
    noun = "passage" if passages == 1 else "passages"
    quran = "none" if in_quran == 0 else str(in_quran)
    shown = ", ".join(ids) + (", …" if passages > len(ids) else "")
    return f"{passages} {noun} ({quran} in the Qur'an): {shown}"


def bridge_block(proposal: Proposal) -> str:
    """The ``[[bridge]]`` block to paste into ``config/lexicon.toml`` to accept ``proposal``."""
    reach = _reach(proposal.passages, proposal.in_quran, proposal.ids)
    note = f"proposed by {COMMAND} from {proposal.evidence}, {reach}; {_READ_FIRST}"
    return "\n".join(
        (
            "[[bridge]]",
            f"query = {_toml_string(proposal.query)}",
            f"phrase = {_toml_string(proposal.phrase)}",
            f"note = {_toml_string(note)}",
        )
    )


_HEADER = (
    "# Proposed bridges. None is accepted until the scholar has read its passages: accept one\n"
    "# by pasting its block into config/lexicon.toml; reject it by recording it under\n"
    '# "Rejected candidates" in SCHOLAR-REVIEW.md. This command never writes either file.'
)


def _shown(text: str) -> str:
    """``text`` fit for a TOML comment line: each unprintable character as a u escape."""
    return "".join(ch if ch.isprintable() else f"\\u{ord(ch):04x}" for ch in text)


def _word_lines(report: WordReport) -> list[str]:
    word = _shown(report.word)
    if report.status == "no_words":
        return [f'# "{word}": no words to look up.']
    bridged = (
        [f"# Already bridged in lexicon.toml to: {_shown('; '.join(report.bridged_to))}."]
        if report.bridged_to
        else []
    )
    if report.status == "in_corpus":
        used = _reach(report.passages, report.in_quran, report.ids)
        return [
            f"# {word}: the corpus already uses it ({_shown(used)}); no bridge is needed.",
            *bridged,
        ]
    lines = [f"# {word}: no passage uses it.", *bridged]
    if report.rejected:
        lines.append(
            "# Rejected before (SCHOLAR-REVIEW.md), not proposed again: "
            f"{_shown('; '.join(report.rejected))}."
        )
    if not report.proposals:
        vector = {
            "known": "GloVe's nearest words are not in the corpus",
            "unknown": "GloVe has no vector for it",
            "not_single_word": "GloVe is asked about single words only",
            "not_asked": "GloVe was not asked",
        }[report.vector]
        lines.append(f"# No proposal: WordNet has no synonym the corpus uses; {vector}.")
    for number, proposal in enumerate(report.proposals, start=1):
        reach = _shown(
            f"{proposal.evidence}; {_reach(proposal.passages, proposal.in_quran, proposal.ids)}"
        )
        lines.extend(("", f'# {number}. "{_shown(proposal.phrase)}": {reach}'))
        lines.append(bridge_block(proposal))
    return lines


def report_text(report: ProposeReport) -> str:
    """The text output: comments, and a TOML block per proposal (the whole is valid TOML)."""
    if not report.words:
        if report.source == "gaps":
            return (
                "# No refused question in gaps.jsonl has a word the corpus never uses.\n"
                f"# Name words instead: {COMMAND} WORD …"
            )
        return "# No words given."
    parts = [_HEADER]
    parts.extend("\n".join(_word_lines(word)) for word in report.words)
    return "\n\n".join(parts)


@attrs.frozen(kw_only=True, eq=False)
class ProposeRequest:
    """What the command was asked, with the corpus and files it reads."""

    words: tuple[str, ...]
    """The words named on the command line (none: take them from the gaps log)."""
    index: Index
    lexicon: Lexicon
    gap_records: tuple[GapRecord, ...] = ()
    n: int = DEFAULT_NEIGHBOURS
    rejections: Rejections = attrs.field(factory=dict)
    """From SCHOLAR-REVIEW.md (:func:`rejected_candidates`); empty when there is none."""


def propose(request: ProposeRequest, stream: TextIO) -> ProposeReport:
    """Run the command: the words asked, or else the unused words of the refused questions.

    Raises WordNetUnavailableError or VectorsUnavailableError (one line each) when a resource
    it needs is not installed; GloVe is loaded only when some word is a single unused word.
    Progress goes to ``stream`` when it is a terminal and loading takes over a second.
    """
    words, lexicon, n = request.words, request.lexicon, request.n
    corpus = CorpusWords.from_index(request.index)
    source: Literal["arguments", "gaps"] = "arguments" if words else "gaps"
    chosen = list(words) if words else words_from_gaps(request.gap_records, corpus, lexicon)
    if not chosen:
        return ProposeReport(source=source, words=())
    with progress("loading WordNet", stream):
        lexical.wordnet_version()  # loads WordNet now, so the message covers it

    def synonyms(word: str) -> list[tuple[str, tuple[Token, ...]]]:
        return [(found.synset, found.tokens) for found in lexical.synonyms(word)]

    wanted = needs_vectors(chosen, corpus)
    loaded: vectors.Vectors | None = None
    if wanted:
        with progress("loading word vectors (GloVe 6B, 50 dimensions)", stream):
            loaded = vectors.load_vectors(neighbour_candidates(corpus), wanted)

    def neighbours(token: Token) -> list[tuple[Token, float]] | None:
        near = None if loaded is None else loaded.nearest(token, n)
        return None if near is None else [(found.word, found.cosine) for found in near]

    return ProposeReport(
        source=source,
        words=tuple(
            propose_for(w, corpus, lexicon, synonyms, neighbours, rejections=request.rejections)
            for w in chosen
        ),
    )
