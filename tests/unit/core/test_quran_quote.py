"""The verse-by-verse matcher on a few verses built here (the real corpus: tests/golden)."""

from sanad.core.orthography import spellings
from sanad.core.quran_quote import Verse, difference, find, pieces, quotation_words

BASMALA = "بسم الله الرحمن الرحيم"
TEXTS = {
    (103, 1): f"{BASMALA} والعصر",
    (103, 2): "إن الإنسان لفي خسر",
    (103, 3): "إلا الذين آمنوا وعملوا الصالحات",
    (1, 1): BASMALA,
}


def _verse(surah: int, number: int) -> Verse | None:
    text = TEXTS.get((surah, number))
    if text is None:
        return None
    words = spellings(text)
    start = 4 if number == 1 and surah != 1 else 0
    return Verse(surah=surah, number=number, words=words, start=start)


def _find(text: str) -> list[str]:
    quote = quotation_words(text)
    verse = _verse(103, 2)
    assert verse is not None
    verses = [v for v in (_verse(103, n) for n in (1, 2, 3)) if v is not None]
    anchors = [(k, v) for k in range(len(quote)) for v in verses]
    return [match.label for match in find(quote, anchors, _verse)]


def test_a_whole_one_word_verse_is_found_and_part_of_a_verse_is_not() -> None:
    assert _find("وَالْعَصْرِ") == ["quran:103:1"]
    assert _find("الإنسان لفي") == []  # two words from inside a verse: not a quotation


def test_a_run_across_verses_with_markers_and_numbers_is_one_range() -> None:
    assert _find("والعصر (1) إن الإنسان لفي خسر (2) إلا الذين آمنوا * وعملوا الصالحات") == [
        "quran:103:1-3"
    ]
    assert _find("إن الإنسان لفي خسر ۝ إلا الذين") == ["quran:103:2-3"]


def test_verses_out_of_order_are_not_a_run() -> None:
    assert _find("إلا الذين آمنوا وعملوا الصالحات إن الإنسان لفي خسر") == []


def test_pieces_split_at_markers() -> None:
    assert pieces("﴿والعصر﴾ ﴿إن الإنسان لفي خسر﴾ (3)") == ("والعصر", "إن الإنسان لفي خسر")


def test_difference_names_the_words_missing_and_added() -> None:
    verse = _verse(103, 2)
    assert verse is not None
    found = difference(quotation_words("إن الإنسان لفي ربح"), verse)
    assert (found.missing, found.added) == (("خسر",), ("ربح",))
