"""The JSON contract of the CLI (``--json``): verdicts, passages, search results.

One private cattrs converter for this boundary. Every wire type round-trips:
``structure(unstructure(x)) == x`` (a property test holds it to that). The shapes are
documented in the README section "JSON output".
"""

from typing import Any, TypeVar

import cattrs
from cattrs.gen import make_dict_structure_fn, make_dict_unstructure_fn, override

from sanad.adapters.strict import strict_converter
from sanad.core.passage import Collection, Passage
from sanad.core.verdict import Hit, Match, SearchResult, Verdict

_T = TypeVar("_T")
JSON = dict[str, Any]
"""A JSON object as Python data."""

RAW_RETRIEVAL_NOTICE = (
    "Raw retrieval with no policy and no gates: for inspecting the index, not an answer. "
    "Do not present these passages to a user as the answer to a question."
)

_HIT_EXTRA = ("score", "coverage", "matched_in", "match")


def register_answer_hooks(converter: cattrs.Converter) -> None:
    """Teach ``converter`` the JSON shapes of hits, verdicts and search results.

    A hit is its passage's object plus ``score``, ``coverage``, ``matched_in`` and ``match``;
    a verdict's hits are its ``passages``; a search result's hits are its ``results``. Every
    boundary that speaks this JSON (the CLI's ``--json``, the MCP server) registers the same
    hooks on its own private converter.
    """

    def unstructure_hit(hit: Hit) -> JSON:
        data: JSON = converter.unstructure(hit.passage)
        data["score"] = hit.score
        data["coverage"] = hit.coverage
        data["matched_in"] = hit.matched_in
        data["match"] = converter.unstructure(hit.match)
        return data

    def structure_hit(data: JSON, _type: object) -> Hit:
        passage_fields = {k: v for k, v in data.items() if k not in _HIT_EXTRA}
        return Hit(
            passage=converter.structure(passage_fields, Passage),
            score=float(data["score"]),
            coverage=float(data["coverage"]),
            matched_in=data["matched_in"],
            match=converter.structure(data["match"], Match),
        )

    converter.register_unstructure_hook(Hit, unstructure_hit)
    converter.register_structure_hook(Hit, structure_hit)
    # The names a collection is written by are for reading references, not for replies.
    converter.register_unstructure_hook(
        Collection, make_dict_unstructure_fn(Collection, converter, names=override(omit=True))
    )
    converter.register_unstructure_hook(
        Verdict, make_dict_unstructure_fn(Verdict, converter, hits=override(rename="passages"))
    )
    converter.register_structure_hook(
        Verdict,
        make_dict_structure_fn(
            Verdict, converter, hits=override(rename="passages"), _cattrs_forbid_extra_keys=True
        ),
    )
    converter.register_unstructure_hook(
        SearchResult,
        make_dict_unstructure_fn(SearchResult, converter, hits=override(rename="results")),
    )
    converter.register_structure_hook(
        SearchResult,
        make_dict_structure_fn(
            SearchResult, converter, hits=override(rename="results"), _cattrs_forbid_extra_keys=True
        ),
    )


_converter = strict_converter()
register_answer_hooks(_converter)


def to_json(value: Verdict | Passage | Hit | SearchResult) -> JSON:
    """The JSON object for a wire value (a search result also carries the raw-retrieval notice)."""
    data: JSON = _converter.unstructure(value)
    if isinstance(value, SearchResult):
        data = {"mode": "raw_retrieval", "notice": RAW_RETRIEVAL_NOTICE, **data}
    return data


def from_json(data: JSON, kind: type[_T]) -> _T:
    """Rebuild a wire value from its JSON object (extra keys are an error)."""
    if kind is SearchResult:
        data = {k: v for k, v in data.items() if k not in ("mode", "notice")}
    return _converter.structure(data, kind)
