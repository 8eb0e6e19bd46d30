"""What ingest reads from the alfanous3 package's Whoosh index: surah names and Qur'an words.

alfanous3 1.9.4 carries each surah's name in Arabic (``sura_arabic``), in transliteration
(``sura``) and in English (``sura_english``) as stored fields of its verse documents. They are
read with Whoosh (the library alfanous3 itself depends on) and a schema of just these fields
and the two that find the verses, so none of alfanous's own code is imported. This is the one
module that touches Whoosh, which is untyped (stubs/whoosh). The names go into the built
corpus; nothing reads this package when a question is answered.

The index also holds one document per word of the Qur'an (77,429) with the Quranic Arabic
Corpus's morphology: its lemma, root and part of speech (:func:`read_quran_words`). The
Quranic Arabic Corpus (corpus.quran.com, Kais Dukes, GPL) and the Tanzil text it annotates
are credited wherever the digest is described (README, ``sanad sources``).
"""

import json
import warnings
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs

from sanad.core.passage import SurahName

if TYPE_CHECKING:
    from whoosh.fields import Schema

NAMES_DIST = "alfanous3"
NAMES_INDEX = "alfanous/indexes/main"
SURAHS = 114


class SurahNamesError(Exception):
    """The package is missing or its index does not hold the names as expected (one line)."""


def names_source() -> str:
    """Where the names come from: the package, its version and the licence it declares."""
    meta = metadata.metadata(NAMES_DIST)
    licences = [c.split("::")[-1].strip() for c in meta.get_all("Classifier") or []
                if c.startswith("License ::")]  # fmt: skip
    declared = "; ".join([f"licence field: {meta['License'] or 'none'}", *licences])
    return (
        f"surah names from {NAMES_DIST} {metadata.version(NAMES_DIST)} (the stored fields sura, "
        f"sura_arabic and sura_english of its index; {declared})"
    )


def _index_dir() -> Path:
    try:
        located = Path(str(metadata.distribution(NAMES_DIST).locate_file(NAMES_INDEX)))
    except metadata.PackageNotFoundError:
        msg = f"the package {NAMES_DIST} is not installed: run pip install -e . in the project"
        raise SurahNamesError(msg) from None
    if not located.is_dir():
        msg = f"{NAMES_DIST} is installed but has no {NAMES_INDEX}: reinstall it"
        raise SurahNamesError(msg)
    return located


# alfanous3's schema for these fields (``kind`` an ID, ``sura_id`` a 32-bit signed NUMERIC with
# shift step 4), declared here so that the index's term lists can be read without importing
# alfanous, whose classes its own pickled schema names.
def _schema() -> "Schema":
    with warnings.catch_warnings():
        # Whoosh 2.7 predates Python 3.11: its source has escape sequences that warn on compile.
        warnings.simplefilter("ignore")
        from whoosh import fields  # noqa: PLC0415 - only ingest needs it

    return fields.Schema(
        kind=fields.ID(stored=True),
        sura_id=fields.NUMERIC(int, bits=32, signed=True, shift_step=4, stored=True),
        **dict.fromkeys(_NAME_FIELDS, fields.STORED),
    )


_NAME_FIELDS = ("sura", "sura_arabic", "sura_english")


def _verse_documents(directory: Path, *, every: bool = False) -> dict[int, list[dict[str, Any]]]:
    """Surah number → stored fields of its verse documents: the first and the last of each.

    The index's own term lists (``kind`` is ``aya``, ``sura_id`` is the number) say which
    documents those are, so only 228 of its 89,902 stored documents are decompressed; each is
    checked to be what the term lists say. ``every`` reads every verse document (for checking).
    """
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from whoosh import index  # noqa: PLC0415 - only ingest needs it

    try:
        opened = index.open_dir(str(directory), indexname="MAIN", schema=_schema())
        try:
            with opened.searcher() as searcher:
                verses = set(searcher.document_numbers(kind="aya"))
                found: dict[int, list[dict[str, Any]]] = {}
                for number in range(1, SURAHS + 1):
                    numbers = sorted(verses.intersection(searcher.document_numbers(sura_id=number)))
                    chosen = numbers if every else sorted({*numbers[:1], *numbers[-1:]})
                    found[number] = [searcher.stored_fields(n) for n in chosen]
                    verses.difference_update(numbers)
        finally:
            opened.close()
    except (OSError, ValueError, KeyError, EOFError, index.EmptyIndexError) as error:
        msg = f"{directory}: the {NAMES_DIST} index cannot be read ({error!r})"
        raise SurahNamesError(msg) from None
    if verses:
        msg = f"{directory}: {len(verses)} verse documents have no surah number from 1 to {SURAHS}"
        raise SurahNamesError(msg)
    return found


def read_surah_names(cache: Path | None = None) -> tuple[SurahName, ...]:
    """The 114 surahs' names, in order; SurahNamesError when the package does not give them.

    Reading them means reading the first and last verse's stored fields of each surah (a tenth
    of a second); with ``cache`` (a directory), the names are kept there in a JSON file named
    for the package's version and read back while that version is installed.
    """
    path = cache / f"surah-names-{metadata.version(NAMES_DIST)}.json" if cache else None
    if path is not None and path.is_file():
        try:
            rows = json.loads(path.read_text(encoding="utf-8"))
            return tuple(
                SurahName(number=n, arabic=a, transliteration=t, english=e) for n, a, t, e in rows
            )
        except (OSError, ValueError, TypeError):
            pass  # a damaged cache is read again from the package
    names = _read_surah_names()
    if path is not None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            rows = [[n.number, n.arabic, n.transliteration, n.english] for n in names]
            path.write_text(json.dumps(rows, ensure_ascii=False), encoding="utf-8")
        except OSError:
            pass  # no cache is no error
    return names


def _read_surah_names(*, every: bool = False) -> tuple[SurahName, ...]:
    directory = _index_dir()
    names: dict[int, SurahName] = {}
    for number, documents in _verse_documents(directory, every=every).items():
        if not documents:
            continue
        for document in documents:
            try:
                if document["kind"] != "aya" or int(document["sura_id"]) != number:
                    msg = f"{directory}: a verse document of surah {number} says otherwise"
                    raise SurahNamesError(msg)
                name = SurahName(
                    number=number,
                    arabic=str(document["sura_arabic"]).strip(),
                    transliteration=str(document["sura"]).strip(),
                    english=str(document["sura_english"]).strip(),
                )
            except (KeyError, TypeError, ValueError) as error:
                msg = f"{directory}: a verse document has no usable surah name ({error!r})"
                raise SurahNamesError(msg) from None
            if names.setdefault(number, name) != name:
                msg = f"{directory}: surah {number} has two different names in the index"
                raise SurahNamesError(msg)
    if sorted(names) != list(range(1, SURAHS + 1)):
        msg = f"{directory}: names for {len(names)} surahs, expected {SURAHS}"
        raise SurahNamesError(msg)
    if any(not (n.arabic and n.transliteration) for n in names.values()):
        msg = f"{directory}: a surah's Arabic or transliterated name is empty"
        raise SurahNamesError(msg)
    return tuple(names[n] for n in range(1, SURAHS + 1))


_WORD_FIELDS = ("aya_id", "word_id", "word", "lemma", "root", "pos", "standard")


@attrs.frozen(kw_only=True)
class QuranWord:
    """One word of the Qur'an as the Quranic Arabic Corpus analyses it (strings as stored)."""

    surah: int
    verse: int
    position: int
    """The word's place in its verse, from 1."""
    form: str
    """The word as the Uthmani text writes it (with its marks)."""
    standard: str
    """The word in ordinary (imlāʾī) spelling."""
    lemma: str
    """Empty for a particle the corpus gives no lemma."""
    root: str
    pos: str
    """The part of speech, in Arabic ("اسم", "فعل", "اسم علم" …)."""


def words_source() -> str:
    """Where the word analyses come from, and whose they are."""
    return (
        f"Qur'an word morphology (lemma, root, part of speech) of the Quranic Arabic Corpus "
        f"(corpus.quran.com, GPL), as {NAMES_DIST} {metadata.version(NAMES_DIST)} bundles it in "
        "its index, over the Tanzil Uthmani text"
    )


def read_quran_words(cache: Path | None = None) -> tuple[QuranWord, ...]:
    """Every word of the Qur'an in order, with its morphology; SurahNamesError when unreadable.

    With ``cache`` (a directory) the words are kept there in a JSON file named for the
    package's version and read back while that version is installed (reading the index takes
    about a second).
    """
    path = cache / f"quran-words-{metadata.version(NAMES_DIST)}.json" if cache else None
    if path is not None and path.is_file():
        try:
            rows = json.loads(path.read_text(encoding="utf-8"))
            return tuple(_word(row) for row in rows)
        except (OSError, ValueError, TypeError, KeyError):
            pass  # a damaged cache is read again from the package
    words = _read_quran_words()
    if path is not None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(
                json.dumps([attrs.asdict(w) for w in words], ensure_ascii=False), encoding="utf-8"
            )
        except OSError:
            pass  # no cache is no error
    return words


def _word(row: dict[str, Any]) -> QuranWord:
    return QuranWord(
        surah=int(row["surah"]),
        verse=int(row["verse"]),
        position=int(row["position"]),
        form=str(row["form"]),
        standard=str(row["standard"]),
        lemma=str(row["lemma"]),
        root=str(row["root"]),
        pos=str(row["pos"]),
    )


def _read_quran_words() -> tuple[QuranWord, ...]:
    directory = _index_dir()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from whoosh import fields, index  # noqa: PLC0415 - only ingest needs it

    schema = fields.Schema(
        kind=fields.ID(stored=True),
        sura_id=fields.NUMERIC(int, bits=32, signed=True, shift_step=4, stored=True),
        **dict.fromkeys(_WORD_FIELDS, fields.STORED),
    )
    try:
        opened = index.open_dir(str(directory), indexname="MAIN", schema=schema)
        try:
            with opened.searcher() as searcher:
                documents = [
                    searcher.stored_fields(n)
                    for n in sorted(searcher.document_numbers(kind="word"))
                ]
        finally:
            opened.close()
        words = tuple(
            QuranWord(
                surah=int(d["sura_id"]),
                verse=int(d["aya_id"]),
                position=int(d["word_id"]),
                form=str(d["word"]),
                standard=str(d.get("standard") or d["word"]),
                lemma=str(d.get("lemma") or ""),
                root=str(d.get("root") or ""),
                pos=str(d.get("pos") or ""),
            )
            for d in documents
        )
    except (OSError, ValueError, KeyError, TypeError, EOFError, index.EmptyIndexError) as error:
        msg = f"{directory}: the {NAMES_DIST} word documents cannot be read ({error!r})"
        raise SurahNamesError(msg) from None
    if not words:
        msg = f"{directory}: the index holds no word documents"
        raise SurahNamesError(msg)
    return tuple(sorted(words, key=lambda w: (w.surah, w.verse, w.position)))
