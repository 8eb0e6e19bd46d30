"""What a client sees of one passage (design §4), and the record the index stores for it.

A :class:`PassageRecord` is the per-passage data kept in the built corpus; what is the same for
every passage of a collection (title, edition, grading, licence) lives once in
:class:`CollectionInfo`. :meth:`Passage.from_record` joins the two.
"""

import hashlib
import re
from typing import Literal

import attrs

from sanad.core.types import COLLECTION_KEY, CollectionKey, PassageId, ReviewStatus

_NUMBER = r"(0|[1-9]\d{0,4})"  # no leading zeros: one id per passage
_ID = re.compile(rf"^(quran:{_NUMBER}:{_NUMBER}|(?!quran:){COLLECTION_KEY}:(entry-)?{_NUMBER})$")


def is_well_formed_id(text: str) -> bool:
    """Whether ``text`` has the shape of a passage id (it may still be absent from the corpus)."""
    return _ID.fullmatch(text) is not None


def _check_id(_instance: object, _attribute: object, value: str) -> None:
    if not is_well_formed_id(value):
        msg = f"malformed passage id: {value!r}"
        raise ValueError(msg)


@attrs.frozen(kw_only=True)
class Collection:
    """A collection as cited: its title, its compiler, and the compiler's death year (AH)."""

    key: CollectionKey
    title: str
    author: str | None
    author_died_ah: int | None
    names: tuple[str, ...] = ()
    """How people write the collection's name ("Tirmidhi", "الترمذي"), as ``sources.toml``
    lists them: read by the reference resolver for a collection it has no grammar of its own
    for. Empty for the Qur'an and the collections the resolver knows by name."""


def _surah_number(_instance: object, _attribute: object, value: int) -> None:
    if not 1 <= value <= 114:  # noqa: PLR2004 - the Qur'an's surahs
        msg = f"a surah number is 1..114, not {value}"
        raise ValueError(msg)


@attrs.frozen(kw_only=True, cache_hash=True)  # a key of the surah lookup's cached table
class SurahName:
    """A surah's names as a packaged source gives them (never typed in by hand)."""

    number: int = attrs.field(validator=_surah_number)
    arabic: str
    transliteration: str
    english: str
    """The meaning of the name in English, as the source gives it (shown, not looked up)."""


@attrs.frozen(kw_only=True)
class Edition:
    """The translation a passage's English comes from."""

    id: str
    translator: str
    source: str


@attrs.frozen(kw_only=True)
class Grading:
    """A grading exactly as the source attributes it, with the basis of that attribution."""

    label: str
    basis: Literal["scripture", "collection"]


@attrs.frozen(kw_only=True)
class Numbering:
    """Which numbering scheme ``number`` belongs to, and whether it is the number people cite."""

    scheme: str
    number: str
    is_cited_number: bool
    note: str


@attrs.frozen(kw_only=True)
class Chapter:
    """The book or surah a passage sits in, as the source names it."""

    number: int | None
    english: str | None
    arabic: str | None


@attrs.frozen(kw_only=True)
class Review:
    """The scholar's review, bound to a hash of the text that was reviewed."""

    status: ReviewStatus
    reviewed_by: str | None
    reviewed_at: str | None
    text_hash: str


@attrs.frozen(kw_only=True)
class CollectionInfo:
    """Everything that is the same for every passage of one collection in the built corpus."""

    collection: Collection
    numbering_scheme: str
    numbering_is_cited: bool
    numbering_note: str
    edition: Edition | None
    edition_unavailable: str | None = attrs.field()
    grading: Grading | None
    grading_unavailable: str | None
    licence: str
    attribution: str
    has_english: bool = True
    """Whether this collection was ingested with an English translation at all."""
    surah_names: tuple[SurahName, ...] = ()
    """The Qur'an's surah names, one per surah, from a packaged source (empty: not carried)."""
    surah_names_source: str | None = None
    """Where the names come from, with its version and licence (None when not carried)."""

    @edition_unavailable.validator
    def _edition_or_reason(self, _attribute: object, value: str | None) -> None:
        if (self.edition is None) == (value is None):
            msg = "exactly one of edition and edition_unavailable must be set"
            raise ValueError(msg)


@attrs.frozen(kw_only=True)
class PassageRecord:
    """One passage as stored in the built corpus (texts verbatim from the source)."""

    id: PassageId = attrs.field(validator=_check_id)
    collection: CollectionKey
    number: str
    chapter_number: int | None
    chapter_english: str | None
    chapter_arabic: str | None
    arabic: str
    english: str
    narrator: str
    arabic_search: str | None = None
    """A search form of the Arabic where the shown orthography differs (Qur'an: simple-clean)."""
    isnad_end: int = attrs.field(default=0)
    """Where a hadith's chain of narrators (isnad) ends and its text (matn) begins, as an
    offset into ``arabic`` (see :mod:`sanad.core.isnad`); 0 when no chain was found."""

    matn_end: int = attrs.field(default=0)
    """Where the compiler's remark after the hadith begins ("قال أبو عيسى …"), an offset into
    ``arabic``; 0 when there is none. The remark is shown, never searched: it is the
    compiler's word on the hadith, not the hadith (``remarks`` in ``sources.toml``)."""
    english_end: int = attrs.field(default=0)
    """The same in ``english`` ("Abu Dawud said: …"); 0 when there is none."""

    @isnad_end.validator
    def _within_the_arabic(self, _attribute: object, value: int) -> None:
        if not 0 <= value <= len(self.arabic):
            msg = f"isnad_end {value} lies outside the Arabic text of {self.id}"
            raise ValueError(msg)

    @matn_end.validator
    def _after_the_chain(self, _attribute: object, value: int) -> None:
        if value and not self.isnad_end < value <= len(self.arabic):
            msg = f"matn_end {value} is not after the chain, within the Arabic of {self.id}"
            raise ValueError(msg)

    @english_end.validator
    def _within_the_english(self, _attribute: object, value: int) -> None:
        if not 0 <= value <= len(self.english):
            msg = f"english_end {value} lies outside the English text of {self.id}"
            raise ValueError(msg)

    @property
    def isnad(self) -> str:
        """The Arabic's chain of narrators, exactly as the source has it ("" when none)."""
        return self.arabic[: self.isnad_end]

    @property
    def matn(self) -> str:
        """The Arabic's text after its chain of narrators, before the compiler's remark.

        All of it when neither was found (see :attr:`isnad_end`, :attr:`matn_end`).
        """
        return self.arabic[self.isnad_end : self.matn_end or None]

    @property
    def searched_english(self) -> str:
        """The English that subject search reads: before the compiler's remark, if any."""
        return self.english[: self.english_end or None]

    @property
    def header(self) -> "RecordHeader":
        """The short fields as a plain tuple (the built corpus stores texts apart)."""
        return (
            self.id,
            self.collection,
            self.number,
            self.chapter_number,
            self.chapter_english,
            self.chapter_arabic,
            self.isnad_end,
            self.matn_end,
            self.english_end,
        )

    @property
    def texts(self) -> tuple[str, str, str, str]:
        """The long fields: Arabic, English, narrator, Arabic search form ("" when none)."""
        return (self.arabic, self.english, self.narrator, self.arabic_search or "")

    @classmethod
    def from_parts(
        cls, header: "RecordHeader", texts: tuple[str, str, str, str]
    ) -> "PassageRecord":
        """Rebuild a record from :attr:`header` and :attr:`texts`."""
        ident, collection, number, chapter, chapter_en, chapter_ar, isnad_end, matn_end, ends = (
            header
        )
        arabic, english, narrator, search = texts
        return cls(
            id=ident,
            collection=collection,
            number=number,
            chapter_number=chapter,
            chapter_english=chapter_en,
            chapter_arabic=chapter_ar,
            arabic=arabic,
            english=english,
            narrator=narrator,
            arabic_search=search or None,
            isnad_end=isnad_end,
            matn_end=matn_end,
            english_end=ends,
        )


RecordHeader = tuple[
    PassageId, CollectionKey, str, int | None, str | None, str | None, int, int, int
]
"""A record's short fields: id, collection, number, chapter number, English and Arabic, where
the Arabic's chain of narrators ends, and where the compiler's remark begins in the Arabic and
in the English (0: none)."""


def text_hash(arabic: str, english: str, edition: str = "") -> str:
    """The SHA-256 of a passage's texts as a client sees them: what a review is bound to.

    Arabic, English and the English edition's id ("" when none is named): a decision made on
    one translation does not carry over to another.
    """
    # One buffer hashed: the same bytes as fed piece by piece, in one call.
    texts = b"\x00".join((arabic.encode("utf-8"), english.encode("utf-8"), edition.encode("utf-8")))
    return "sha256:" + hashlib.sha256(texts).hexdigest()


def stored_text_hash(texts: tuple[str, str, str, str], info: CollectionInfo) -> str:
    """:func:`text_hash` of a stored record's texts (see :meth:`PassageRecord.texts`).

    The hash a passage read from them carries (:meth:`Passage.from_stored`): of its Arabic,
    its English as shown (stripped), and its collection's edition.
    """
    arabic, english, _, _ = texts
    return text_hash(arabic, english.strip(), info.edition.id if info.edition else "")


def _reference(header: RecordHeader, info: CollectionInfo) -> str:
    _, collection, number, chapter_number, chapter_english, *_ = header
    if collection == "quran":
        return f"Qur'an {number}"
    chapter = f", Book {chapter_number}" if chapter_number is not None else ""
    if chapter_english:
        chapter += f" ({chapter_english})"
    if info.numbering_is_cited:
        return f"{info.collection.title} {number}{chapter}"
    return f"{info.collection.title} — entry {number} of the packaged dataset{chapter}"


@attrs.frozen(kw_only=True)
class Passage:
    """One passage with every field of design §4 except the per-query match details."""

    id: PassageId = attrs.field(validator=_check_id)
    collection: Collection
    reference: str
    numbering: Numbering
    chapter: Chapter
    arabic: str
    english: str | None
    translation_unavailable: str | None
    narrator: str | None
    edition: Edition | None
    edition_unavailable: str | None
    grading: Grading | None
    grading_unavailable: str | None
    review: Review
    source_url: str | None
    licence: str
    attribution: str

    @classmethod
    def from_record(
        cls, record: PassageRecord, info: CollectionInfo, review: Review | None = None
    ) -> "Passage":
        """Join a stored record with its collection's shared fields (unreviewed by default)."""
        return cls.from_stored(record.header, record.texts, info, review)

    @classmethod
    def from_stored(
        cls,
        header: RecordHeader,
        texts: tuple[str, str, str, str],
        info: CollectionInfo,
        review: Review | None = None,
        hashed: str | None = None,
    ) -> "Passage":
        """:meth:`from_record` of the record :meth:`PassageRecord.from_parts` would rebuild.

        Read from the stored header and texts without the record made between them (its
        offsets into the Arabic and English, which a passage does not carry, are not checked).
        ``hashed``: :func:`stored_text_hash` of them, where ingest stored it (else hashed here).
        """
        ident, collection, number, chapter_number, chapter_english, chapter_arabic, *_ = header
        arabic, stored_english, narrator, _ = texts
        english = stored_english.strip()
        source_url = None
        if collection == "quran":
            surah, verse = number.split(":")
            source_url = f"https://quran.com/{surah}/{verse}"
        hashed = hashed or stored_text_hash(texts, info)
        return cls(
            id=ident,
            collection=info.collection,
            reference=_reference(header, info),
            numbering=Numbering(
                scheme=info.numbering_scheme,
                number=number,
                is_cited_number=info.numbering_is_cited,
                note=info.numbering_note,
            ),
            chapter=Chapter(number=chapter_number, english=chapter_english, arabic=chapter_arabic),
            arabic=arabic,
            english=english or None,
            translation_unavailable=(None if english else _translation_missing(info)),
            narrator=narrator.strip() or None,
            edition=info.edition,
            edition_unavailable=info.edition_unavailable,
            grading=info.grading,
            grading_unavailable=info.grading_unavailable,
            review=review
            or Review(status="unreviewed", reviewed_by=None, reviewed_at=None, text_hash=hashed),
            source_url=source_url,
            licence=info.licence,
            attribution=info.attribution,
        )


def _translation_missing(info: CollectionInfo) -> str:
    if not info.has_english:
        return f"No English translation is ingested for this collection. {info.edition_unavailable}"
    source = f"The source ({info.edition.id})" if info.edition else "The source"
    return f"{source} carries no English for this entry; the Arabic is complete."
