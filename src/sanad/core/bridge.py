"""The lexicon: modern query words bridged to the phrases one translation actually uses.

Pickthall writes "games of chance", never "gambling"; "strong drink", never "alcohol". A bridge
is a translation aid on the query side only: it never changes a passage's text, it counts only
when the whole phrase stands in a passage, and a phrase the corpus never uses is unusable (and
reported). It is not a synonym table: concept equations (interest → usury) do not belong here.
"""

import attrs

from sanad.core.lemma import Lemmatiser, phrase_key
from sanad.core.types import Term


@attrs.frozen(kw_only=True)
class LexiconEntry:
    """One bridge: the modern ``query`` wording and the ``phrase`` the edition uses for it."""

    query: str = attrs.field(validator=attrs.validators.min_len(1))
    phrase: str = attrs.field(validator=attrs.validators.min_len(1))
    note: str = ""

    def query_key(self, lemmatiser: Lemmatiser) -> Term:
        """The query wording as the index keys a bridge: lemmas joined by spaces."""
        return phrase_key(lemmatiser, self.query)

    def phrase_key(self, lemmatiser: Lemmatiser) -> Term:
        """The phrase as lemmas joined by spaces ("|" where function words stand)."""
        return phrase_key(lemmatiser, self.phrase)


@attrs.frozen(kw_only=True)
class Lexicon:
    """The bridges written for one edition (``edition`` such as ``en.pickthall``)."""

    edition: str
    entries: tuple[LexiconEntry, ...] = ()

    @classmethod
    def empty(cls, edition: str) -> "Lexicon":
        """A lexicon with no bridges."""
        return cls(edition=edition, entries=())


@attrs.frozen(kw_only=True)
class UnusableBridge:
    """A lexicon entry that cannot bridge anything in this corpus, and why."""

    query: str
    phrase: str
    reason: str
