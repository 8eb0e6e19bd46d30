"""The JSON shape of ``sanad ground --json``, through this boundary's strict cattrs converter.

::

    {"passages": ["quran:2:183"], "question": "…" | null, "all_kept": false,
     "kept": 1, "struck": 1,
     "sentences": [{"text": "…", "kept": true, "not_in_any_source": []}, …],
     "limit": "This is a lexical check: …"}

``not_in_any_source`` lists the offending words as the text wrote them (lower-cased and
normalised, not stemmed), once each, in order. ``limit`` is the check's stated limit.
"""

from typing import Any

import attrs

from sanad.adapters.strict import strict_converter
from sanad.core.ground import GROUNDING_LIMIT, Grounding, SentenceCheck
from sanad.core.types import PassageId


@attrs.frozen(kw_only=True)
class SentenceWire:
    """One sentence of the report."""

    text: str
    kept: bool
    not_in_any_source: tuple[str, ...]


@attrs.frozen(kw_only=True)
class GroundReport:
    """What ``sanad ground --json`` prints."""

    passages: tuple[PassageId, ...]
    question: str | None
    all_kept: bool
    kept: int
    struck: int
    sentences: tuple[SentenceWire, ...]
    limit: str

    @classmethod
    def of(
        cls, grounding: Grounding, passages: tuple[PassageId, ...], question: str | None
    ) -> "GroundReport":
        """The report of ``grounding`` over ``passages`` (and ``question``, when one was given)."""
        return cls(
            passages=passages,
            question=question,
            all_kept=grounding.all_kept,
            kept=len(grounding.kept),
            struck=len(grounding.struck),
            sentences=tuple(
                SentenceWire(text=c.sentence, kept=c.kept, not_in_any_source=c.offending)
                for c in grounding.sentences
            ),
            limit=GROUNDING_LIMIT,
        )

    def grounding(self) -> Grounding:
        """The grounding this report describes."""
        return Grounding(
            sentences=tuple(
                SentenceCheck(sentence=s.text, offending=s.not_in_any_source)
                for s in self.sentences
            )
        )


_converter = strict_converter(tuples_as_lists=True)


def report_to_json(report: GroundReport) -> dict[str, Any]:
    """The report as JSON-ready data."""
    data: dict[str, Any] = _converter.unstructure(report)
    return data


def report_from_json(data: object) -> GroundReport:
    """Read a report back (strict: unknown keys and wrong types are refused)."""
    return _converter.structure(data, GroundReport)
