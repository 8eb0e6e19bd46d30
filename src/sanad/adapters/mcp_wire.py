"""The JSON the MCP server returns: its shapes (TypedDicts) and the one converter that builds them.

Every tool result is a plain dict built by this module's private cattrs converter from the
core's immutable values (never an attrs instance), typed by a TypedDict whose JSON schema the
server publishes as the tool's output schema, with ``additionalProperties: false`` (stored in
``mcp_schemas.json``, see :func:`generate_output_schemas`). Passages, verdicts and search
results have the shape of the CLI's ``--json`` (README, "JSON output") but for one thing: what
every passage of a collection shares (its title, compiler, numbering note, edition, grading,
licence and attribution, Tanzil's notice for the Qur'an) travels once per reply, in ``sources``
keyed by the collection, and each passage names its collection by key (see :func:`_lean`). Every
wire type round-trips: ``structure(unstructure(x)) == x``, and its JSON validates against its
TypedDict (property tests hold it to both).

Results are kept under :data:`RESULT_BUDGET_BYTES` of JSON: when a long ``k`` would carry
more, the lowest-ranked passages are left out, never cut, and a warning names them.
"""

from collections.abc import Sequence
from typing import Annotated, Any, Generic, Literal, TypeVar

import attrs
from pydantic import ConfigDict, Field, with_config
from pydantic_core import to_json
from typing_extensions import TypedDict

from sanad.adapters.gaps import GapCount
from sanad.adapters.mcp_contract import CORPUS_URI, ID_PAGE_SIZE
from sanad.adapters.strict import strict_converter
from sanad.adapters.wire import RAW_RETRIEVAL_NOTICE, register_answer_hooks
from sanad.core.audit import Audit
from sanad.core.citations import Resolution
from sanad.core.config import AnswerConfig, Gates
from sanad.core.inventory import Inventory
from sanad.core.passage import Passage
from sanad.core.policy_check import PolicyCheck
from sanad.core.types import COLLECTION_KEY, CollectionKey, MatchedIn, PassageId
from sanad.core.verdict import SearchResult, Verdict

_T = TypeVar("_T")
_D = TypeVar("_D")

RESULT_BUDGET_BYTES = 450_000
"""Most bytes of JSON one result may carry. A tool result holds it twice (structured content
and its text copy for clients that read text only), so a whole result stays under 1 MB."""

_STRICT = ConfigDict(extra="forbid")


def _about(text: str) -> Any:  # noqa: ANN401 - pydantic's FieldInfo, typed loosely by pydantic
    """A field's description in the output schema."""
    return Field(description=text)


# --- the shapes ---------------------------------------------------------------------------
# Field names and nesting mirror the attrs values in sanad.core; class docstrings and _about()
# become the output schema's descriptions.

Verdicts = Literal["answered", "referred", "no_source"]
Collections = Annotated[str, Field(pattern=f"^{COLLECTION_KEY}$")]
"""A collection key: ``quran``, or a hadith collection as ``sources.toml`` names it."""
Statuses = Literal["unreviewed", "approved", "rejected", "needs_discussion", "stale"]


@with_config(_STRICT)
class NumberingDict(TypedDict):
    """Which numbering scheme ``number`` belongs to, and whether people cite it.

    What the scheme is (its note) is the same for the whole collection: in ``sources``.
    """

    scheme: str
    number: str
    is_cited_number: Annotated[
        bool,
        _about("False: this is NOT the number people cite (e.g. an entry of a packaged dataset)."),
    ]


@with_config(_STRICT)
class ChapterDict(TypedDict):
    """The book or surah a passage sits in, as the source names it (null where it does not)."""

    number: int | None
    english: str | None
    arabic: str | None


@with_config(_STRICT)
class EditionDict(TypedDict):
    """The translation the English comes from."""

    id: str
    translator: str
    source: str


@with_config(_STRICT)
class GradingDict(TypedDict):
    """A grading exactly as the source attributes it, never Sanad's own."""

    label: str
    basis: Annotated[
        Literal["scripture", "collection"],
        _about("``collection``: the collection's standing, not an isnad grading of this report."),
    ]


@with_config(_STRICT)
class ReviewDict(TypedDict):
    """The scholar's review, bound to a hash of the text reviewed (Arabic, English, edition).

    ``stale``: a scholar decided on other text (``reviewed_by`` and ``reviewed_at`` say who and
    when); the decision is not carried over to this text.
    """

    status: Statuses
    reviewed_by: str | None
    reviewed_at: str | None
    text_hash: str


@with_config(_STRICT)
class SourceDict(TypedDict):
    """What every passage of one collection shares, sent once per reply (design §4's fields)."""

    title: str
    author: Annotated[str | None, _about("The compiler, where known.")]
    author_died_ah: Annotated[int | None, _about("The compiler's death year (AH), where known.")]
    numbering_note: Annotated[
        str, _about("What the collection's numbering is, and whether people cite it.")
    ]
    edition: Annotated[
        EditionDict | None, _about("The translation the English comes from (null: not named).")
    ]
    edition_unavailable: str | None
    grading: GradingDict | None
    grading_unavailable: str | None
    licence: str
    attribution: Annotated[
        str, _about("Must travel with the text (Tanzil's notice for the Qur'an).")
    ]


Sources = Annotated[
    dict[str, SourceDict],
    _about(
        "By collection key, one entry for each collection a passage of this reply names in its "
        "``collection``: its title, compiler, numbering note, edition, grading, licence and "
        "attribution, which hold for every passage of that collection."
    ),
]


@with_config(_STRICT)
class PassageDict(TypedDict):
    """One passage with every field a citation needs (design §4).

    Its collection's shared fields (title, edition, grading, licence, attribution …) are in the
    reply's ``sources``, under the key ``collection`` names.
    """

    id: str
    collection: Annotated[
        Collections,
        _about("The collection's key; its title, edition, grading, licence and attribution are "
               "in the reply's sources under this key."),
    ]  # fmt: skip
    reference: Annotated[str, _about('The human citation, e.g. "Qur\'an 2:219".')]
    numbering: NumberingDict
    chapter: ChapterDict
    arabic: Annotated[str, _about("The source text, verbatim.")]
    english: Annotated[
        str | None,
        _about(
            "A translation (see edition), not the source text; null when the source carries none."
        ),
    ]
    translation_unavailable: str | None
    narrator: str | None
    review: ReviewDict
    source_url: Annotated[
        str | None,
        _about(
            "Only where the mapping is certain (quran.com for a verse); never build one yourself."
        ),
    ]


@with_config(_STRICT)
class PassageReplyDict(PassageDict):
    """One passage, and its collection's shared fields in ``sources``."""

    sources: Sources


@with_config(_STRICT)
class BridgeUseDict(TypedDict):
    """A lexicon bridge that found the passage: the question's word and the edition's phrase."""

    query_term: str
    phrase: str


@with_config(_STRICT)
class MatchDict(TypedDict):
    """How the passage matched."""

    exact_phrase: Annotated[
        bool, _about("False: only the words were found, not the question's phrase.")
    ]
    terms: list[str]
    bridges: list[BridgeUseDict]
    reference: Annotated[
        str | None,
        _about("The reference in the question that named this passage, if it was named."),
    ]


@with_config(_STRICT)
class HitDict(PassageDict):
    """A passage returned for a question, with how and how well it matched."""

    score: float
    coverage: float
    matched_in: MatchedIn
    match: MatchDict


@with_config(_STRICT)
class TermTraceDict(TypedDict):
    """One subject of the question: its term, frequency, weight and bridges."""

    term: str
    document_frequency: int
    weight: float
    out_of_vocabulary: bool
    source_term: bool
    scope: list[str]
    bridged_to: list[str]


@with_config(_STRICT)
class CandidateTraceDict(TypedDict):
    """A top-scoring passage the gates examined, and the gates it failed."""

    id: str
    score: float
    coverage: float
    failed: list[str]
    evidence: Annotated[
        float,
        _about(
            "Share of the subject's weight its best window (one sentence or two) holds, as the "
            "evidence gate compares it."
        ),
    ]
    found: Annotated[list[str], _about("The question's words that window holds.")]
    missing: Annotated[list[str], _about("The subject's words that window lacks.")]
    window: Annotated[str, _about("An excerpt of that window.")]


@with_config(_STRICT)
class AnalysisDict(TypedDict):
    """How the question was read."""

    kind: Annotated[
        str,
        _about(
            "topic; a factoid (count, measure, date, name, place) answered only by a passage "
            "stating a fact of that type; reference; ruling."
        ),
    ]
    subject: Annotated[str, _about("What was searched for, framing words removed.")]
    framing: Annotated[str, _about("The framing words set aside.")]
    units: Annotated[list[str], _about("Compounds and names read as one term.")]
    other_source: Annotated[
        str | None, _about("A book outside this corpus the question takes as its source.")
    ]


@with_config(_STRICT)
class GatesDict(TypedDict):
    """The gate values in force."""

    min_coverage: float
    max_oov_ratio: float
    retrieval_threshold: float
    require_pivot_term: bool
    min_joint_terms: int
    min_evidence: float


@with_config(_STRICT)
class RuleDict(TypedDict):
    """A policy rule: its id and its human label."""

    id: str
    label: str


@with_config(_STRICT)
class TraceDict(TypedDict):
    """Why the verdict is what it is."""

    terms: list[TermTraceDict]
    oov_ratio: float | None
    gates: GatesDict
    candidates: list[CandidateTraceDict]
    refused_by: Annotated[
        str | None,
        _about("``policy:<rule>``, ``gate:<gate>`` or ``input:<reason>``; null when answered."),
    ]
    rule: RuleDict | None
    unusable_bridges: list[str]
    joint_terms: Annotated[
        int | None,
        _about("The most subject terms one sentence of the corpus holds (null: not measured)."),
    ]
    analysis: Annotated[
        AnalysisDict | None, _about("How the question was read (null: never analysed).")
    ]


@with_config(_STRICT)
class AnswerReply(TypedDict):
    """One of three verdicts. Refusals (referred, no_source) carry no passages."""

    verdict: Verdicts
    question: str
    passages: list[HitDict]
    sources: Sources
    trace: TraceDict
    message: Annotated[
        str, _about("What to tell the user; for no_source, the scope of the absence.")
    ]
    warnings: list[str]


@with_config(_STRICT)
class SearchReplyDict(TypedDict):
    """Raw retrieval without policy or gates: NOT an answer to give a user."""

    mode: Literal["raw_retrieval"]
    notice: str
    query: str
    collection: Annotated[
        Collections | None, _about("The collection the search was restricted to (null: all).")
    ]
    results: list[HitDict]
    sources: Sources
    terms: list[TermTraceDict]
    warnings: list[str]


@with_config(_STRICT)
class ResolutionDict(TypedDict):
    """What one written reference names here, and which numbering its number was read in."""

    text: str
    status: Literal["resolved", "not_in_corpus", "not_resolvable_in_this_edition", "not_understood"]
    collection: Collections | None
    read_as: Annotated[str | None, _about("The numbering the number was read in.")]
    numbers: list[int]
    ids: list[str]
    message: str


@with_config(_STRICT)
class PolicyCheckDict(TypedDict):
    """Which refusal rule (if any) a question trips; retrieval is not run."""

    question: str
    referred: bool
    rule: RuleDict | None
    also_matching: list[RuleDict]
    referral: str | None
    rules_checked: int
    note: str


@with_config(_STRICT)
class ReviewCountsDict(TypedDict):
    """Passages at each review status (``stale``: decided on text that has since changed)."""

    unreviewed: int
    approved: int
    rejected: int
    needs_discussion: int
    stale: int


@with_config(_STRICT)
class CollectionSummaryDict(TypedDict):
    """One collection: compiler, numbering, grading as attributed, edition, counts."""

    key: Collections
    title: str
    author: str | None
    author_died_ah: int | None
    passages: int
    first_id: str
    last_id: str
    numbering_scheme: str
    numbering_is_cited: bool
    numbering_note: str
    grading: GradingDict | None
    grading_unavailable: str | None
    edition: EditionDict | None
    edition_unavailable: str | None
    has_english: bool
    missing_english: int
    review: ReviewCountsDict
    licence: str
    attribution: str


@with_config(_STRICT)
class SampleRowDict(TypedDict):
    """One passage of the sample, without its text (fetch it by id to read it)."""

    id: str
    collection: Collections
    reference: str
    number: str
    is_cited_number: bool
    chapter_number: int | None
    chapter_english: str | None
    review_status: Statuses


@with_config(_STRICT)
class InventoryDict(TypedDict):
    """Counts per collection, review status overall, and an evenly spread sample."""

    total_passages: int
    collections: list[CollectionSummaryDict]
    review: ReviewCountsDict
    sample: list[SampleRowDict]


@with_config(_STRICT)
class BuildDict(TypedDict):
    """What the corpus was built from."""

    sanad_version: str
    packages: dict[str, str]
    english_edition: str
    lexicon_edition: str


@with_config(_STRICT)
class InventoryReplyDict(TypedDict):
    """The corpus inventory; the full id list is on the ``sanad://corpus`` resource."""

    inventory: InventoryDict
    build: BuildDict
    id_list: Annotated[str, _about("The resource holding page 1 of the full id list.")]
    id_list_pages: int


@with_config(_STRICT)
class GapDict(TypedDict):
    """A distinct refused question and how often it was asked."""

    question: str
    normalised: str
    count: int
    last_asked: str
    verdict: str
    refused_by: str


@with_config(_STRICT)
class GapsReplyDict(TypedDict):
    """Refused questions, most asked first: what the corpus or the policy lacks."""

    total_refusals: int
    distinct: int
    gaps: list[GapDict]
    warnings: list[str]


@with_config(_STRICT)
class IdPageDict(TypedDict):
    """One page of the full passage id list."""

    total: int
    page: int
    pages: int
    page_size: int
    ids: list[str]
    next: str | None


AuditClasses = Literal[
    "served_verbatim", "in_corpus_not_served", "misattributed", "citation_unverifiable",
    "paraphrase", "not_in_corpus", "cited_served", "cited_not_served", "cited_not_in_corpus",
    "cited_not_resolvable",
]  # fmt: skip


@with_config(_STRICT)
class CitationFoundDict(TypedDict):
    """A citation in the draft, where it is written, and what the reference parser made of it."""

    text: str
    start: int
    end: int
    status: Literal[
        "resolved", "not_in_corpus", "not_resolvable_in_this_edition", "not_understood",
        "collection_only",
    ]  # fmt: skip
    collection: Collections | None
    read_as: Annotated[str | None, _about("The numbering scheme the number was read in.")]
    ids: list[str]
    message: str


@with_config(_STRICT)
class QuoteMatchDict(TypedDict):
    """Where an Arabic quotation stands in the Qur'an, or the closest verse and how it differs."""

    ranges: Annotated[list[str], _about("Runs of verses holding the words (quran:112:1-4).")]
    folded: Annotated[
        list[str], _about("Spelling variants folded to match (empty: spelt as in the mushaf).")
    ]
    closest: Annotated[str | None, _about("Not found: the closest verse.")]
    missing: Annotated[list[str], _about("Words of the closest verse the quotation lacks.")]
    added: Annotated[list[str], _about("Words the quotation adds to the closest verse.")]


@with_config(_STRICT)
class FindingDict(TypedDict):
    """One quotation, unquoted close match or lone citation, with its class and evidence."""

    kind: Literal["quotation", "unquoted_match", "citation"]
    text: Annotated[str, _about("The span as written in the draft.")]
    start: Annotated[int, _about("Offset of the span's first character (code points).")]
    end: int
    audit_class: AuditClasses
    citation: CitationFoundDict | None
    citation_check: Literal["none", "agrees", "elsewhere", "unverifiable"]
    served: bool
    passage_ids: Annotated[list[str], _about("Where the words are (at most 10).")]
    passages_total: int
    closeness: Annotated[
        float | None,
        _about("Share of the span's content terms found together in the closest passage."),
    ]
    message: str
    match: QuoteMatchDict | None


@with_config(_STRICT)
class AuditDict(TypedDict):
    """Every finding in a draft, in order, and how many of each class."""

    findings: list[FindingDict]
    counts: dict[str, int]


@with_config(_STRICT)
class AuditReplyDict(TypedDict):
    """The audit of a draft answer, and what counted as served."""

    audit: AuditDict
    served_from: Annotated[str, _about("What counted as served (this server's session).")]
    limits: str
    warnings: Annotated[list[str], _about("Findings left out to keep the result small.")]


# --- output schemas ------------------------------------------------------------------------

OUTPUT_TYPES: dict[str, type] = {
    "answer_question": AnswerReply,
    "search_corpus": SearchReplyDict,
    "get_passage": PassageReplyDict,
    "resolve_reference": ResolutionDict,
    "check_policy": PolicyCheckDict,
    "corpus_inventory": InventoryReplyDict,
    "list_gaps": GapsReplyDict,
    "audit_answer": AuditReplyDict,
}
"""Each tool's result shape."""


def generate_output_schemas() -> dict[str, dict[str, Any]]:
    """The JSON schema of each tool's result, as pydantic derives it from the TypedDicts.

    Stored in ``mcp_contract.SCHEMAS_FILE`` by ``scripts/mcp_schemas.py``.
    """
    from pydantic import TypeAdapter  # noqa: PLC0415 - only the generator and its test need it

    return {name: TypeAdapter(kind).json_schema() for name, kind in OUTPUT_TYPES.items()}


# --- attrs values for the replies that are not core values ---------------------------------


@attrs.frozen(kw_only=True)
class PassageReply:
    """One passage as ``get_passage`` sends it: its own fields, its collection's in ``sources``."""

    passage: Passage


@attrs.frozen(kw_only=True)
class SearchReply:
    """A raw search, the collection it was restricted to, and warnings (passages left out)."""

    result: SearchResult
    collection: CollectionKey | None
    warnings: tuple[str, ...]


AUDIT_LIMITS = (
    "Words are compared after normalisation (case, punctuation, Arabic marks), not meaning: a "
    "close match is not a faithful reading, and a verbatim quotation can still be quoted out of "
    "context. Hadith numbers people cite cannot be checked in this edition."
)
"""What every audit reply says about what the audit cannot tell."""


@attrs.frozen(kw_only=True)
class AuditReply:
    """An audit, what counted as served for it, and its limits."""

    audit: Audit
    served_from: str
    limits: str = AUDIT_LIMITS
    warnings: tuple[str, ...] = ()


@attrs.frozen(kw_only=True)
class Build:
    """What the corpus was built from (from its manifest)."""

    sanad_version: str
    packages: dict[str, str]
    english_edition: str
    lexicon_edition: str


@attrs.frozen(kw_only=True)
class InventoryReply:
    """The inventory, its build, and where the full id list is."""

    inventory: Inventory
    build: Build
    id_list: str
    id_list_pages: int


@attrs.frozen(kw_only=True)
class GapsReply:
    """The ranked gaps (at most ``limit``), the totals, and unreadable-line warnings."""

    total_refusals: int
    distinct: int
    gaps: tuple[GapCount, ...]
    warnings: tuple[str, ...]


@attrs.frozen(kw_only=True)
class IdPage:
    """One page of the full id list."""

    total: int
    page: int
    pages: int
    page_size: int
    ids: tuple[PassageId, ...]
    next: str | None


@attrs.frozen(kw_only=True)
class PolicyRuleView:
    """One refusal rule as the scholar wrote it (the pattern with Arabic folded)."""

    id: str
    label: str
    pattern: str


@attrs.frozen(kw_only=True)
class PolicyView:
    """The policy in force, read-only: rules in the order they are tried, gates, source terms."""

    file: str
    referral: str
    rules: tuple[PolicyRuleView, ...]
    gates: Gates
    source_terms: dict[str, tuple[CollectionKey, ...]]
    source_term_discount: float
    instructions: tuple[PolicyRuleView, ...]
    """Sentences that speak to the assistant, set aside before searching (never before the
    rules)."""
    note: str


def policy_view(config: AnswerConfig, file: str) -> PolicyView:
    """The read-only view of ``config`` (read from ``file``)."""
    return PolicyView(
        file=file,
        referral=config.referral,
        rules=tuple(
            PolicyRuleView(id=rule.id, label=rule.label, pattern=rule.pattern.pattern)
            for rule in config.rules
        ),
        gates=config.gates,
        source_terms=dict(config.source_terms),
        source_term_discount=config.source_term_discount,
        instructions=tuple(
            PolicyRuleView(id=rule.id, label=rule.label, pattern=rule.pattern.pattern)
            for rule in config.instructions
        ),
        note=(
            "Rules are regular expressions matched against the normalised question, tried in "
            "this order; the first match refers the question to a scholar with no passages. "
            "The scholar edits them in the file named here; this view is read-only."
        ),
    )


# --- the converter ------------------------------------------------------------------------

_converter = strict_converter(tuples_as_lists=True)
register_answer_hooks(_converter)

_JSON = dict[str, Any]

_SHARED = (
    "edition", "edition_unavailable", "grading", "grading_unavailable", "licence", "attribution",
)  # fmt: skip
"""A passage's fields that every passage of its collection has alike: sent in ``sources``."""
_SOURCE_KEYS = frozenset({"title", "author", "author_died_ah", "numbering_note", *_SHARED})


def _lean(passages: list[_JSON]) -> tuple[list[_JSON], dict[str, _JSON]]:
    """Passages (full JSON objects, as the CLI prints them) without what their collection shares.

    Each passage's ``collection`` object becomes its key, its numbering loses its note, and its
    edition, grading, licence and attribution (with their ``*_unavailable`` reasons) go; all of
    these go once per collection into the map returned beside the passages. Two passages of one
    collection that differ in any of them are a ValueError: nothing is dropped silently.
    """
    lean: list[_JSON] = []
    sources: dict[str, _JSON] = {}
    for full in passages:
        collection, numbering = full["collection"], full["numbering"]
        key = collection["key"]
        source = {
            "title": collection["title"],
            "author": collection["author"],
            "author_died_ah": collection["author_died_ah"],
            "numbering_note": numbering["note"],
            **{name: full[name] for name in _SHARED},
        }
        if sources.setdefault(key, source) != source:
            msg = f"two passages of {key} differ in what their collection shares ({full['id']})"
            raise ValueError(msg)
        passage: _JSON = {}
        for name, value in full.items():
            if name == "collection":
                passage[name] = key
            elif name == "numbering":
                passage[name] = {k: v for k, v in numbering.items() if k != "note"}
            elif name not in _SHARED:
                passage[name] = value
        lean.append(passage)
    return lean, sources


def _joined(lean: object, sources: dict[str, Any]) -> _JSON:
    """One lean passage with its collection's shared fields put back from ``sources``."""
    key = lean.get("collection") if isinstance(lean, dict) else None
    if not isinstance(lean, dict) or not isinstance(key, str) or key not in sources:
        msg = f"a passage names the collection {key!r}, which sources does not hold"
        raise ValueError(msg)
    source, numbering = sources[key], lean.get("numbering")
    if not isinstance(source, dict) or set(source) != _SOURCE_KEYS:
        msg = f"sources[{key!r}] must have exactly the keys {sorted(_SOURCE_KEYS)}"
        raise ValueError(msg)
    inline = [name for name in _SHARED if name in lean]
    if not isinstance(numbering, dict) or "note" in numbering:
        inline.append("numbering.note")
    if inline:
        msg = f"{', '.join(inline)} travel in sources[{key!r}], not in a passage"
        raise ValueError(msg)
    passage: _JSON = {}
    for name, value in lean.items():
        if name == "collection":
            passage[name] = {"key": key, "title": source["title"], "author": source["author"],
                             "author_died_ah": source["author_died_ah"]}  # fmt: skip
        elif name == "numbering":
            passage[name] = {**value, "note": source["numbering_note"]}
        else:
            passage[name] = value
    passage.update({name: source[name] for name in _SHARED})
    return passage


def _full(passages: object, sources: object) -> list[_JSON]:
    """The inverse of :func:`_lean`: each passage with its collection's shared fields again.

    A ValueError when a passage names a collection ``sources`` lacks, carries a shared field
    itself, or when ``sources`` holds a collection no passage names or keys it does not know.
    """
    if not isinstance(passages, list) or not isinstance(sources, dict):
        msg = "passages must be a list and sources an object keyed by collection"
        raise ValueError(msg)  # noqa: TRY004 - a malformed reply is a ValueError here
    full = [_joined(lean, sources) for lean in passages]
    unused = sorted(set(sources) - {passage["collection"]["key"] for passage in full})
    if unused:
        msg = f"sources holds {', '.join(map(repr, unused))}, which no passage names"
        raise ValueError(msg)
    return full


def _with_sources(data: _JSON, passages: str) -> _JSON:
    """``data`` with its ``passages`` lean and, right after them, their ``sources``."""
    lean, sources = _lean(data[passages])
    reply: _JSON = {}
    for name, value in data.items():
        if name == passages:
            reply[name], reply["sources"] = lean, sources
        else:
            reply[name] = value
    return reply


def _without_sources(data: object, passages: str) -> _JSON:
    """``data`` with its ``passages`` whole again and no ``sources`` (for the base hook)."""
    if not isinstance(data, dict) or "sources" not in data or passages not in data:
        msg = f"a reply carries {passages} and their sources"
        raise ValueError(msg)
    whole = {name: value for name, value in data.items() if name != "sources"}
    whole[passages] = _full(data[passages], data["sources"])
    return whole


_verdict_out = _converter.get_unstructure_hook(Verdict)
_verdict_in = _converter.get_structure_hook(Verdict)
_converter.register_unstructure_hook(
    Verdict, lambda verdict: _with_sources(_verdict_out(verdict), "passages")
)
_converter.register_structure_hook(
    Verdict, lambda data, kind: _verdict_in(_without_sources(data, "passages"), kind)
)


def _unstructure_passage(reply: PassageReply) -> _JSON:
    (lean,), sources = _lean([_converter.unstructure(reply.passage)])
    return {**lean, "sources": sources}


def _structure_passage(data: object, _type: object) -> PassageReply:
    if not isinstance(data, dict) or "sources" not in data:
        msg = "a passage reply carries its sources"
        raise ValueError(msg)
    lean = {name: value for name, value in data.items() if name != "sources"}
    (full,) = _full([lean], data["sources"])
    return PassageReply(passage=_converter.structure(full, Passage))


_converter.register_unstructure_hook(PassageReply, _unstructure_passage)
_converter.register_structure_hook(PassageReply, _structure_passage)


def _unstructure_search(reply: SearchReply) -> dict[str, Any]:
    result: dict[str, Any] = _converter.unstructure(reply.result)
    results, sources = _lean(result["results"])
    return {
        "mode": "raw_retrieval",
        "notice": RAW_RETRIEVAL_NOTICE,
        "query": result["query"],
        "collection": reply.collection,
        "results": results,
        "sources": sources,
        "terms": result["terms"],
        "warnings": list(reply.warnings),
    }


_SEARCH_KEYS = frozenset(
    {"mode", "notice", "query", "collection", "results", "sources", "terms", "warnings"}
)


def _structure_search(data: dict[str, Any], _type: object) -> SearchReply:
    if set(data) != _SEARCH_KEYS or data["mode"] != "raw_retrieval":
        msg = f"a search reply has exactly the keys {sorted(_SEARCH_KEYS)}, mode raw_retrieval"
        raise ValueError(msg)
    result = _converter.structure(
        {
            "query": data["query"],
            "results": _full(data["results"], data["sources"]),
            "terms": data["terms"],
        },
        SearchResult,
    )
    collection: CollectionKey | None = _converter.structure(
        data["collection"],
        CollectionKey | None,  # type: ignore[arg-type]
    )
    return SearchReply(
        result=result,
        collection=collection,
        warnings=_converter.structure(data["warnings"], tuple[str, ...]),
    )


_converter.register_unstructure_hook(SearchReply, _unstructure_search)
_converter.register_structure_hook(SearchReply, _structure_search)

Wire = (
    Verdict
    | PassageReply
    | SearchReply
    | Resolution
    | PolicyCheck
    | InventoryReply
    | GapsReply
    | IdPage
    | PolicyView
    | AuditReply
)
"""Every value this boundary sends."""


def unstructure(value: Wire) -> dict[str, Any]:
    """The JSON object of a wire value (plain dicts, lists, strings, numbers, None)."""
    data: dict[str, Any] = _converter.unstructure(value)
    return data


def structure(data: dict[str, Any], kind: type[_T]) -> _T:
    """Rebuild a wire value from its JSON object (extra keys and wrong types are errors)."""
    return _converter.structure(data, kind)


def dumps(data: object) -> str:
    """JSON text as the server sends it: UTF-8 characters kept, no indentation."""
    return to_json(data).decode("utf-8")


@attrs.frozen(kw_only=True)
class Reply(Generic[_D]):
    """A tool result: its JSON object (typed by a TypedDict) and the same as JSON text."""

    data: _D
    text: str

    @property
    def size(self) -> int:
        """Bytes of the JSON text (UTF-8)."""
        return len(self.text.encode("utf-8"))


def _reply(data: dict[str, Any]) -> "Reply[Any]":
    return Reply(data=data, text=dumps(data))


# --- the replies, sized -------------------------------------------------------------------


def _fit(hits: list[dict[str, Any]], fixed: int, budget: int) -> int:
    """How many of ``hits`` (best first) fit in ``budget`` bytes beside ``fixed`` bytes."""
    used = fixed
    for count, hit in enumerate(hits):
        used += len(dumps(hit).encode("utf-8")) + 2
        if used > budget:
            return count
    return len(hits)


_WARNING_ROOM = 2_000
"""Bytes kept free for the warning that names the passages left out."""


def _left_out_warning(ids: list[str], requested: int, budget: int) -> str:
    return (
        f"{len(ids)} of {requested} passages were left out to keep this result under "
        f"{budget:,} bytes: {', '.join(ids)}. Fetch them one by one with get_passage, or ask "
        "with a smaller k."
    )


def answer_reply(verdict: Verdict, budget: int = RESULT_BUDGET_BYTES) -> Reply[AnswerReply]:
    """The verdict's JSON, with the lowest-ranked passages left out (and named) if too large."""
    reply = _reply(unstructure(verdict))
    if reply.size <= budget or not verdict.hits:
        return reply
    fixed = len(dumps({**reply.data, "passages": []}).encode("utf-8")) + _WARNING_ROOM
    keep = max(1, _fit(reply.data["passages"], fixed, budget))  # never the last passage
    if keep >= len(verdict.hits):
        return reply
    left_out = [hit.passage.id for hit in verdict.hits[keep:]]
    trimmed = attrs.evolve(
        verdict,
        hits=verdict.hits[:keep],
        warnings=(*verdict.warnings, _left_out_warning(left_out, len(verdict.hits), budget)),
    )
    return _reply(unstructure(trimmed))


def search_reply(
    result: SearchResult,
    collection: CollectionKey | None,
    budget: int = RESULT_BUDGET_BYTES,
    warnings: tuple[str, ...] = (),
) -> Reply[SearchReplyDict]:
    """The search's JSON (marked raw retrieval), left-out passages named if too large."""
    reply = _reply(
        unstructure(SearchReply(result=result, collection=collection, warnings=warnings))
    )
    if reply.size <= budget or not result.hits:
        return reply
    fixed = len(dumps({**reply.data, "results": []}).encode("utf-8")) + _WARNING_ROOM
    keep = _fit(reply.data["results"], fixed, budget)
    left_out = [hit.passage.id for hit in result.hits[keep:]]
    trimmed = SearchReply(
        result=attrs.evolve(result, hits=result.hits[:keep]),
        collection=collection,
        warnings=(*warnings, _left_out_warning(left_out, len(result.hits), budget)),
    )
    return _reply(unstructure(trimmed))


def passage_reply(passage: Passage) -> Reply[PassageReplyDict]:
    """One passage's JSON and its collection's (the longest passage is a tenth of the budget)."""
    return _reply(unstructure(PassageReply(passage=passage)))


def resolution_reply(resolution: Resolution) -> Reply[ResolutionDict]:
    """A resolved (or unresolvable) reference's JSON."""
    return _reply(unstructure(resolution))


def policy_reply(check: PolicyCheck) -> Reply[PolicyCheckDict]:
    """A policy check's JSON."""
    return _reply(unstructure(check))


def inventory_reply(reply: InventoryReply) -> Reply[InventoryReplyDict]:
    """The inventory's JSON."""
    return _reply(unstructure(reply))


def gaps_reply(reply: GapsReply) -> Reply[GapsReplyDict]:
    """The ranked gaps' JSON."""
    return _reply(unstructure(reply))


def audit_reply(reply: AuditReply, budget: int = RESULT_BUDGET_BYTES) -> Reply[AuditReplyDict]:
    """An audit's JSON; past ``budget``, the last findings are left out whole and counted.

    ``counts`` still covers every finding. Only a draft packed with citations gets near it.
    """
    result = _reply(unstructure(reply))
    findings = reply.audit.findings
    if result.size <= budget:
        return result
    fixed = len(dumps({**result.data, "audit": {"findings": []}}).encode("utf-8")) + _WARNING_ROOM
    keep = _fit(result.data["audit"]["findings"], fixed, budget)
    resume = findings[keep].start
    warning = (
        f"{len(findings) - keep} of {len(findings)} findings were left out to keep this result "
        f"under {budget:,} bytes (counts cover all of them): audit the draft again from "
        f"character {resume}."
    )
    trimmed = attrs.evolve(
        reply, audit=attrs.evolve(reply.audit, findings=findings[:keep]), warnings=(warning,)
    )
    return _reply(unstructure(trimmed))


def id_page(ids: Sequence[PassageId], page: int, page_size: int = ID_PAGE_SIZE) -> IdPage:
    """Page ``page`` (from 1) of ``ids``; ValueError for a page that does not exist."""
    pages = max(1, -(-len(ids) // page_size))
    if not 1 <= page <= pages:
        msg = f"the id list has {pages} page(s) of {page_size:,} ids; there is no page {page}"
        raise ValueError(msg)
    return IdPage(
        total=len(ids),
        page=page,
        pages=pages,
        page_size=page_size,
        ids=tuple(ids[(page - 1) * page_size : page * page_size]),
        next=f"{CORPUS_URI}/{page + 1}" if page < pages else None,
    )
