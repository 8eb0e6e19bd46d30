"""Resolving one written reference ("Q 2:255", "Bukhari 1", "quran:2:255") to passage ids.

Every resolution says which numbering the number was read in. A number in a scheme this
edition does not carry is answered "not resolvable in this edition", never mapped by guess:
the packaged Bukhari and Muslim files number their entries 1..N in file order, which is not
the number people cite, so "Bukhari 1" cannot be looked up here, however plausible entry 1
looks. Surah names come from the built corpus (read at ingest from a packaged source, see
:mod:`sanad.core.surah_lookup`): "al-Baqarah:255" and "(البقرة: 255)" resolve to quran:2:255;
a name that is unknown or could be two surahs is not understood, never guessed; a corpus
built without names says the name cannot be resolved in this edition. No name is typed in here.
"""

import re
import unicodedata
from typing import Literal, TypeAlias

import attrs

from sanad.core.collection_names import configured_names
from sanad.core.collection_names import fold as _fold
from sanad.core.index import Index
from sanad.core.passage import SurahName, is_well_formed_id
from sanad.core.surah_lookup import lookup
from sanad.core.types import CollectionKey, PassageId

ResolutionStatus: TypeAlias = Literal[
    "resolved", "not_in_corpus", "not_resolvable_in_this_edition", "not_understood"
]
"""How a reference ended: found here, absent here, in a scheme not carried, or not read."""

MAX_REFERENCE_CHARS = 200
"""The longest reference text accepted, in characters."""

READ_AS_ID = "a passage id (collection:number as this corpus assigns it)"
READ_AS_CITED = "the hadith number people cite"
READ_AS_VOLUME = "a volume/book/hadith numbering (as some printed translations number hadith)"
READ_AS_SURAH_NAME = "a surah named rather than numbered"

_EXAMPLES = (
    "e.g. Q 2:255, Qur'an 2:255-257, Surah 112, Bukhari entry 1, Sahih Muslim 7459, "
    "Muwatta 12, or a passage id such as quran:2:255 or bukhari:1"
)

# --- the grammar, over folded text (see _fold) ---------------------------------------------

_QURAN = r"(?:(?:the\s+)?(?:holy\s+|noble\s+)?(?:quran|koran|qur|q)\s*\.?\s*)"
_SURAH = r"(?:surah|sura|surat|suratu|chapter|سوره|سورة)"
_VERSE = r"(?:verses?|ayahs?|ayat|aya|ayah|v\.?|vv\.?|اي[ةه]|ايات|الاي[ةه])"
_NUM = r"(\d{1,6})"
_RANGE = rf"(?:\s*[-–—]\s*{_NUM})?"
_NUMBERED_VERSE = re.compile(
    rf"{_QURAN}?(?:{_SURAH}\s*)?{_NUM}\s*(?:[:.]|,?\s*{_VERSE})\s*{_NUM}{_RANGE}"
)
_VERSE_OF_SURAH = re.compile(
    rf"{_VERSE}\s*{_NUM}{_RANGE}\s+(?:of|in)\s+(?:the\s+)?{_QURAN}?{_SURAH}\s*{_NUM}"
)
_WHOLE_SURAH = re.compile(rf"(?:{_QURAN}{_SURAH}?|{_SURAH})\s*{_NUM}")
_NAME = r"(?P<name>[^\d\s:.,;]+(?:[\s-][^\d\s:.,;]+){0,3}?)"
_NAMED_NUM = r"(?P<first>\d{1,6})(?:\s*[-–—]\s*(?P<last>\d{1,6}))?"
_NAMED_SURAH = (
    re.compile(rf"{_SURAH}\s+{_NAME}[،,]?(?:\s*(?:[:.]|,?\s*{_VERSE})?\s*{_NAMED_NUM})?"),
    re.compile(rf"{_VERSE}\s*{_NAMED_NUM}\s+(?:of|in)\s+(?:the\s+)?{_SURAH}\s+{_NAME}"),
    # "al-Baqarah:255", "an-Nisa 3", "البقرة: 255": a name with the article, then a verse number.
    re.compile(
        r"(?P<name>(?:al|an|ar|as|at|ad|az|ash|adh|ath|ul|ال)[-\s]?[^\d\s:.,;]+)\s*[:.\s،,]\s*"
        rf"(?:{_VERSE}\s*)?{_NAMED_NUM}"
    ),
)
# "(مريم: 30)", "Yasin: 12": any name, a colon, a verse number; only when the name is known.
_NAME_COLON = re.compile(rf"{_NAME}\s*[:،]\s*{_NAMED_NUM}")

_HADITH_NAMES: tuple[tuple[CollectionKey, str], ...] = (
    ("bukhari", r"(?:sahih\s+|صحيح\s+)?(?:al[-\s]?|imam\s+)?(?:bukhari|bukhary|البخاري)"),
    ("muslim", r"(?:sahih\s+|صحيح\s+)(?:imam\s+)?(?:muslim|مسلم)|muslim|مسلم"),
    (
        "malik",
        (
            r"(?:al[-\s]?)?(?:muwatt?a|موطا|الموطا)(?:\s+(?:of\s+)?(?:imam\s+)?(?:malik|مالك))?"
            r"|(?:imam\s+)?(?:malik|مالك)"
        ),
    ),
)
_OTHER_COLLECTIONS = re.compile(
    r"(?:jami\s+|sunan\s+)?(?:at[-\s]?|al[-\s]?|an[-\s]?)?(?:tirmidhi|tirmizi|nasai|nasa'i|"
    r"abu\s+dawu?o?d|ibn\s+majah?|musnad(?:\s+ahmad)?|ahmad|darimi|riyad\s+(?:as[-\s]?)?salihin|"
    r"nawawi|mishkat|bulugh(?:\s+al[-\s]?maram)?|الترمذي|النسائي|ابي\s+داود|ابن\s+ماجه)"
)
_NUMBER_WORDS = r"(?:\s*(?:hadith|hadeeth|no\.?|nos\.?|number|num\.?|#|n°|رقم|حديث))*"
_CITED = rf"{_NUMBER_WORDS}\s*{_NUM}"
_ENTRY = rf"\s*,?\s*(?:entry|entries)\s*(?:no\.?|number|#)?\s*{_NUM}"
_VOLUME = (
    rf"{_NUMBER_WORDS}\s*(?:vol(?:ume)?\.?\s*)?{_NUM}\s*[,/:.]\s*(?:book\s*)?{_NUM}"
    rf"(?:\s*[,/:.]\s*(?:hadith\s*|no\.?\s*|number\s*)?{_NUM})?"
)
_BOOK_HADITH = rf"\s*,?\s*book\s*{_NUM}\s*,?\s*(?:hadith|number|no\.?|#)\s*{_NUM}"


@attrs.frozen(kw_only=True)
class Resolution:
    """What one written reference names in this corpus, and in which numbering it was read."""

    text: str
    """The reference as given (stripped)."""
    status: ResolutionStatus
    collection: CollectionKey | None
    """The collection the reference names, when it names one this corpus knows of."""
    read_as: str | None
    """Which numbering the number was read in (None when nothing was read)."""
    numbers: tuple[int, ...]
    """The numbers as read, in order (surah, verse[, last verse]; or the hadith number)."""
    ids: tuple[PassageId, ...]
    """The passages named; empty unless resolved."""
    message: str
    """One or two sentences for the user: what was found, or why nothing was."""


class InvalidReferenceError(ValueError):
    """Reference text that cannot be read at all (empty, too long, control characters)."""


def _check(text: str) -> str:
    stripped = text.strip()
    if not stripped:
        msg = "the reference is empty"
        raise InvalidReferenceError(msg)
    if len(stripped) > MAX_REFERENCE_CHARS:
        msg = (
            f"the reference has {len(stripped):,} characters; the limit is "
            f"{MAX_REFERENCE_CHARS}: give one reference at a time"
        )
        raise InvalidReferenceError(msg)
    if any(unicodedata.category(ch) in ("Cc", "Cs") for ch in stripped):
        msg = "the reference contains control characters or undecodable bytes"
        raise InvalidReferenceError(msg)
    return stripped


def resolve(index: Index, text: str) -> Resolution:
    """Resolve one written reference against ``index``.

    Raises InvalidReferenceError for text that is not a reference at all (empty, too long,
    control characters); anything else ends in a :class:`Resolution`, including text that
    is not understood.
    """
    given = _check(text)
    folded = _fold(given)
    if is_well_formed_id(folded):
        return _by_id(index, given, folded)
    for attempt in (_quran_numbered, _hadith, _named_surah, _other_collection):
        found = attempt(index, given, folded)
        if found is not None:
            return found
    return _not_understood(given, f"No reference was recognised in {given!r}; {_EXAMPLES}.")


def _not_understood(given: str, message: str) -> Resolution:
    return Resolution(
        text=given,
        status="not_understood",
        collection=None,
        read_as=None,
        numbers=(),
        ids=(),
        message=message,
    )


def _titles(index: Index) -> str:
    return ", ".join(info.collection.title for info in index.collections.values())


def _absent_collection(given: str, index: Index, key: CollectionKey, read_as: str | None,
                       numbers: tuple[int, ...]) -> Resolution:  # fmt: skip
    return Resolution(
        text=given,
        status="not_in_corpus",
        collection=key,
        read_as=read_as,
        numbers=numbers,
        ids=(),
        message=(
            f"{given!r} names a collection ({key}) that is not ingested in this corpus, which "
            f"holds: {_titles(index)}."
        ),
    )


# --- passage ids ---------------------------------------------------------------------------


def _by_id(index: Index, given: str, ident: str) -> Resolution:
    key_text, _, rest = ident.partition(":")
    key: CollectionKey = key_text
    numbers = tuple(int(part) for part in re.findall(r"\d+", rest))
    if key not in index.collections:
        return _absent_collection(given, index, key, READ_AS_ID, numbers)
    if ident in index.ordinals:
        return Resolution(
            text=given,
            status="resolved",
            collection=key,
            read_as=f"{READ_AS_ID}; numbering: {index.collections[key].numbering_scheme}",
            numbers=numbers,
            ids=(ident,),
            message=f"{ident} is in this corpus.",
        )
    return Resolution(
        text=given,
        status="not_in_corpus",
        collection=key,
        read_as=READ_AS_ID,
        numbers=numbers,
        ids=(),
        message=f"{ident} is not in this corpus ({absence_hint(index, ident)}).",
    )


def absence_hint(index: Index, ident: PassageId) -> str:
    """Why a well-formed id is absent: how many verses the surah has, or the range numbered."""
    prefix, _, rest = ident.partition(":")
    if prefix == "quran":
        surah = rest.split(":", 1)[0]
        verses = index.verse_count(surah)
        return f"surah {surah} has {verses} verses" if verses else "the Qur'an has 114 surahs"
    span = [key for key in index.spans if key == prefix]
    if not span:
        return f"{prefix} is not ingested; see config/sources.toml"
    numbered = index.collection_span(span[0])
    first, last = index.headers.number(numbered[0]), index.headers.number(numbered[-1])
    scheme = index.collections[span[0]].numbering_scheme
    return f"this edition numbers {prefix} {first}..{last} ({scheme})"


# --- the Qur'an by number ------------------------------------------------------------------


def _quran_numbered(index: Index, given: str, folded: str) -> Resolution | None:
    match = _NUMBERED_VERSE.fullmatch(folded)
    if match is not None:
        surah, first, last = int(match[1]), int(match[2]), match[3]
        return _verses(index, given, surah, first, int(last) if last else first)
    match = _VERSE_OF_SURAH.fullmatch(folded)
    if match is not None:
        first, last, surah = int(match[1]), match[2], int(match[3])
        return _verses(index, given, surah, first, int(last) if last else first)
    match = _WHOLE_SURAH.fullmatch(folded)
    if match is not None:
        return _verses(index, given, int(match[1]), None, None)
    return None


def _verses(
    index: Index, given: str, surah: int, first: int | None, last: int | None
) -> Resolution:
    numbers: tuple[int, ...] = (surah,)
    if first is not None and last is not None:
        numbers = (surah, first) if first == last else (surah, first, last)
    if "quran" not in index.collections:
        return _absent_collection(given, index, "quran", "surah:verse", numbers)
    info = index.collections["quran"]
    read_as = f"{info.numbering_scheme} ({info.numbering_note.rstrip('.')})"

    def absent(message: str) -> Resolution:
        return Resolution(
            text=given, status="not_in_corpus", collection="quran", read_as=read_as,
            numbers=numbers, ids=(), message=message,
        )  # fmt: skip

    if first is not None and last is not None and first > last:
        return _not_understood(given, f"{given!r}: the range runs backwards ({first} > {last}).")
    if first is None or last is None:  # a whole surah: every verse of it this corpus holds
        ids = index.surah_ids(surah)
        span = "every verse"
    else:
        ids = tuple(f"quran:{surah}:{verse}" for verse in range(first, last + 1))
        span = f"verse {first}" if first == last else f"verses {first}-{last}"
    if not ids or any(ident not in index.ordinals for ident in ids):
        verses = index.verse_count(surah)  # only to say why: it scans the Qur'an's ids
        if not verses:
            return absent(f"The Qur'an has no surah {surah} in this corpus (it holds 114).")
        missing = next(ident for ident in ids if ident not in index.ordinals)
        verse = missing.rsplit(":", 1)[1]
        return absent(f"Surah {surah} has {verses} verses here; {given!r} asks for verse {verse}.")
    bare = " (a bare N:M is read as a Qur'an surah:verse)" if given[:1].isdigit() else ""
    return Resolution(
        text=given,
        status="resolved",
        collection="quran",
        read_as=read_as,
        numbers=numbers,
        ids=ids,
        message=f"The Qur'an, surah {surah}, {span}{bare}: {len(ids)} passage(s).",
    )


# --- hadith collections --------------------------------------------------------------------


def _hadith(index: Index, given: str, folded: str) -> Resolution | None:
    for key, name in (*_HADITH_NAMES, *configured_names(index)):
        entry = re.fullmatch(rf"(?:{name}){_ENTRY}|(?:entry|entries)\s*{_NUM}\s+(?:of|in)\s+"
                             rf"(?:the\s+)?(?:packaged\s+)?(?:{name})", folded)  # fmt: skip
        if entry is not None:
            return _entry(index, given, key, int(entry[1] or entry[2]))
        volume = re.fullmatch(rf"(?:{name})(?:{_VOLUME}|{_BOOK_HADITH})", folded)
        if volume is not None:
            numbers = tuple(int(group) for group in volume.groups() if group is not None)
            return _volume(index, given, key, numbers)
        cited = re.fullmatch(rf"(?:{name}){_CITED}", folded)
        if cited is not None:
            return _cited(index, given, key, int(cited[1]))
        if re.fullmatch(rf"(?:{name})", folded):
            return _not_understood(
                given, f"{given!r} names a collection but no number; {_EXAMPLES}."
            )
    return None


def _entry(index: Index, given: str, key: CollectionKey, number: int) -> Resolution:
    if key not in index.collections:
        return _absent_collection(given, index, key, "a dataset entry number", (number,))
    info = index.collections[key]
    title = info.collection.title
    if info.numbering_is_cited:
        return Resolution(
            text=given, status="not_resolvable_in_this_edition", collection=key,
            read_as="a sequential entry number of a packaged dataset", numbers=(number,), ids=(),
            message=(
                f"This edition numbers {title} by {info.numbering_scheme}, not by entry order, "
                f"so an entry number cannot be resolved here. Ask with that number ({key} "
                f"N) or about the subject instead."
            ),
        )  # fmt: skip
    ident = f"malik:entry-{number}" if key == "malik" else f"{key}:{number}"
    if ident not in index.ordinals:
        return Resolution(
            text=given, status="not_in_corpus", collection=key, read_as=info.numbering_scheme,
            numbers=(number,), ids=(),
            message=f"{title} has no entry {number} here ({absence_hint(index, ident)}).",
        )  # fmt: skip
    return Resolution(
        text=given,
        status="resolved",
        collection=key,
        read_as=info.numbering_scheme,
        numbers=(number,),
        ids=(ident,),
        message=(
            f"Entry {number} of the packaged {title} dataset. {info.numbering_note} Cite it "
            "as an entry of this dataset, not as the hadith number people cite."
        ),
    )


def _cited(index: Index, given: str, key: CollectionKey, number: int) -> Resolution:
    if key not in index.collections:
        return _absent_collection(given, index, key, READ_AS_CITED, (number,))
    info = index.collections[key]
    title = info.collection.title
    if info.numbering_is_cited:
        ident = f"{key}:{number}"
        if ident in index.ordinals:
            return Resolution(
                text=given, status="resolved", collection=key, read_as=info.numbering_scheme,
                numbers=(number,), ids=(ident,),
                message=f"{title} {number}, read as {info.numbering_scheme}.",
            )  # fmt: skip
        return Resolution(
            text=given, status="not_in_corpus", collection=key, read_as=info.numbering_scheme,
            numbers=(number,), ids=(),
            message=f"{title} has no number {number} here ({absence_hint(index, ident)}).",
        )  # fmt: skip
    return Resolution(
        text=given,
        status="not_resolvable_in_this_edition",
        collection=key,
        read_as=READ_AS_CITED,
        numbers=(number,),
        ids=(),
        message=(
            f"{given!r} is read as the number people cite for {title}. This edition does not "
            f"carry that numbering: it numbers entries by {info.numbering_scheme}, a different "
            "scheme, so the reference is not resolvable here and is not mapped by guess. Ask "
            f"about the subject instead (answer_question), or name a dataset entry "
            f"('{key} entry N'), knowing it is not the cited number."
        ),
    )


def _volume(index: Index, given: str, key: CollectionKey, numbers: tuple[int, ...]) -> Resolution:
    if key not in index.collections:
        return _absent_collection(given, index, key, READ_AS_VOLUME, numbers)
    info = index.collections[key]
    return Resolution(
        text=given,
        status="not_resolvable_in_this_edition",
        collection=key,
        read_as=READ_AS_VOLUME,
        numbers=numbers,
        ids=(),
        message=(
            f"{given!r} is read as {READ_AS_VOLUME}. This edition numbers "
            f"{info.collection.title} by {info.numbering_scheme}, so the reference is not "
            "resolvable here and is not mapped by guess. Ask about the subject instead."
        ),
    )


# --- surahs by name, and collections this corpus does not hold ----------------------------


def _named_surah(index: Index, given: str, folded: str) -> Resolution | None:
    info = index.collections.get("quran")
    names = info.surah_names if info is not None else ()
    matches = [
        m
        for n, m in enumerate(p.fullmatch(folded) for p in _NAMED_SURAH)
        if m is not None
        # Without the word surah, a name with an article is a surah only if it is one.
        and (n < len(_NAMED_SURAH) - 1 or not names or lookup(names, m["name"]).status != "unknown")
    ]
    colon = _NAME_COLON.fullmatch(folded) if names else None
    if colon is not None and lookup(names, colon["name"]).status != "unknown":
        matches.append(colon)
    for match in matches:
        numbers = tuple(int(match[g]) for g in ("first", "last") if match[g])
        if not names:
            return Resolution(
                text=given,
                status="not_resolvable_in_this_edition",
                collection="quran" if info is not None else None,
                read_as=READ_AS_SURAH_NAME,
                numbers=numbers,
                ids=(),
                message=(
                    f"{given!r} names a surah by name. This corpus was built without surah "
                    "names (the packaged Qur'an data numbers its surahs but carries no surah "
                    "names), so the name cannot be resolved here and is not mapped by guess. "
                    "Give the surah's number instead (e.g. Q 1:7)."
                ),
            )
        return _by_surah_name(index, given, match["name"], numbers, names)
    return None


def _by_surah_name(index: Index, given: str, name: str, numbers: tuple[int, ...],
                   names: tuple[SurahName, ...]) -> Resolution:  # fmt: skip
    found = lookup(names, name)
    if found.status != "found":
        known = (
            f"it could be any of surahs {', '.join(map(str, found.numbers))}"
            if found.status == "ambiguous"
            else "it is none of the 114 surah names this corpus carries"
        )
        return _not_understood(
            given, f"{given!r}: the surah name {name!r} is not understood ({known}); it is not "
            "guessed. Give the surah's number instead (e.g. Q 2:255)."
        )  # fmt: skip
    surah = found.numbers[0]
    first = numbers[0] if numbers else None
    last = numbers[-1] if numbers else None
    resolution = _verses(index, given, surah, first, last)
    entry = next(n for n in names if n.number == surah)
    return attrs.evolve(
        resolution,
        message=f"{entry.transliteration} ({entry.arabic}) is surah {surah}. {resolution.message}",
        read_as=f"{READ_AS_SURAH_NAME}: {name!r} read as surah {surah} ({entry.transliteration}, "
        f"{entry.arabic}); {resolution.read_as}",
    )


def _other_collection(index: Index, given: str, folded: str) -> Resolution | None:
    for key, name in configured_names(index):
        if re.match(name, folded):  # a collection this corpus holds, in a shape not read here
            title = index.collections[key].collection.title
            return _not_understood(
                given, f"{given!r} names {title}, but no number was read in it; {_EXAMPLES}."
            )
    if _OTHER_COLLECTIONS.match(folded) is None:
        return None
    return Resolution(
        text=given,
        status="not_in_corpus",
        collection=None,
        read_as=None,
        numbers=tuple(int(n) for n in re.findall(r"\d+", folded)),
        ids=(),
        message=(
            f"{given!r} names a collection this corpus does not hold. It holds: {_titles(index)}."
        ),
    )
