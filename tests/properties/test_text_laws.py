"""Laws of normalise, tokenise, stem and terms_of (design §3)."""

import string

import pytest
import strategies as gen
from hypothesis import given
from hypothesis import strategies as st

from sanad.core.lemma import (
    _ASCII_PIECE,
    _BREAK_CHARACTERS,
    _PIECE,
    GAP,
    POSSESSIVE,
    gapped_tokens,
)
from sanad.core.normalise import _general, fold_arabic, normalise, tidy
from sanad.core.numbers import spell_counts
from sanad.core.stem import stem, stem_all
from sanad.core.terms import terms_of, terms_of_normalised
from sanad.core.tokenise import _WORD, STOPWORDS, content_tokens, tokenise, words

pytestmark = pytest.mark.properties


@given(gen.any_texts())
def test_normalise_is_idempotent(text: str) -> None:
    once = normalise(text)
    assert normalise(once) == once


@given(gen.any_texts())
def test_tokenise_is_idempotent(text: str) -> None:
    found = tokenise(text)
    assert tokenise(" ".join(found)) == found


@given(gen.any_texts())
def test_tokens_are_normalised_words_without_separators(text: str) -> None:
    for token in tokenise(text):
        assert token
        assert normalise(token) == token
        assert tokenise(token) == (token,)


@given(gen.any_texts())
def test_tokenise_is_normalise_then_words(text: str) -> None:
    assert tokenise(text) == tuple(words(normalise(text)))


@given(gen.any_texts())
def test_normalised_text_has_no_apostrophes_marks_or_variant_letters(text: str) -> None:
    forbidden = set(
        gen.APOSTROPHES
        + gen.TASHKEEL
        + gen.QURANIC_MARKS
        + gen.TATWEEL
        + gen.ALEF_VARIANTS
        + gen.SUPERSCRIPT_ALEF
        + gen.ALEF_MAQSURA
        + gen.ARABIC_INDIC_DIGITS
    )
    assert not forbidden & set(normalise(text))


@given(st.sampled_from(("Qur'an", "Quran", "QUR’AN", "qur‘an", "Qurʼan", "QUR`AN", "Qur´an")))
def test_spellings_of_quran_tokenise_alike(spelling: str) -> None:
    assert tokenise(spelling) == ("quran",)


@given(
    st.text(string.ascii_letters, min_size=2, max_size=12),
    st.sampled_from(gen.APOSTROPHES),
    st.data(),
)
def test_an_apostrophe_inside_a_word_does_not_split_it(
    word: str, apostrophe: str, data: st.DataObject
) -> None:
    at = data.draw(st.integers(1, len(word) - 1))
    rest = word[at:]
    spelled = word[:at] + apostrophe + rest
    # A final 's after an apostrophe is the possessive and goes with it ("Allah's" → allah).
    expected = word[:at] if rest.casefold() == "s" else word
    assert tokenise(spelled) == (expected.casefold(),)


@given(st.text(string.ascii_letters, min_size=1, max_size=12))
def test_a_possessive_reads_as_its_noun(word: str) -> None:
    for apostrophe in gen.APOSTROPHES:
        assert tokenise(f"{word}{apostrophe}s") == tokenise(word)


@given(st.lists(gen.english_words(), min_size=1, max_size=6))
def test_case_does_not_matter(found: list[str]) -> None:
    text = " ".join(found)
    assert tokenise(text.upper()) == tokenise(text.lower()) == tokenise(text)


@given(gen.decorated_arabic())
def test_arabic_with_marks_and_variant_letters_equals_its_plain_form(
    pair: tuple[str, str],
) -> None:
    plain, decorated = pair
    assert normalise(decorated) == normalise(plain) == plain
    assert tokenise(decorated) == tokenise(plain)
    assert terms_of(decorated) == terms_of(plain)


@given(gen.decorated_arabic())
def test_fold_arabic_agrees_with_normalise_on_arabic_letters(pair: tuple[str, str]) -> None:
    plain, decorated = pair
    assert fold_arabic(decorated) == plain


@given(st.text(gen.ARABIC_INDIC_DIGITS, min_size=1, max_size=6))
def test_arabic_indic_digits_read_as_ascii_digits(digits: str) -> None:
    ascii_digits = "".join(str(gen.ARABIC_INDIC_DIGITS.index(d)) for d in digits)
    assert tokenise(digits) == (ascii_digits,)


@given(gen.any_texts())
def test_terms_are_stemmed_content_tokens(text: str) -> None:
    expected = tuple(stem(token) for token in content_tokens(tokenise(text)))
    assert terms_of(text) == expected
    assert terms_of_normalised(normalise(text)) == expected
    assert not set(content_tokens(tokenise(text))) & STOPWORDS


@given(st.lists(gen.tokens(), max_size=10))
def test_stem_all_equals_stem_each(found: list[str]) -> None:
    assert stem_all(found) == tuple(stem(token) for token in found)


@given(gen.tokens())
def test_a_stem_is_a_non_empty_normalised_string(token: str) -> None:
    stemmed = stem(token)
    assert stemmed
    assert stem(token) == stemmed
    assert " " not in stemmed


@given(gen.any_texts())
def test_tidy_then_normalise_is_normalise(text: str) -> None:
    assert normalise(tidy(text)) == normalise(text)


@given(st.text(alphabet=st.characters(max_codepoint=127)))
def test_ascii_text_normalises_as_any_text_does(text: str) -> None:
    # The ASCII path of normalise is a shortcut of the general one, never another rule.
    assert normalise(text) == _general(text)


@given(gen.any_texts())
def test_spelling_counts_is_idempotent_and_keeps_every_word(text: str) -> None:
    once = spell_counts(normalise(text))
    assert spell_counts(once) == once
    # Only digits are rewritten: every other word of the text is still there, in order.
    kept = [w for w in words(normalise(text)) if not w.isdigit()]
    rest = iter(words(once))
    assert all(any(w == r for r in rest) for w in kept)


@given(st.integers(min_value=1, max_value=100), st.sampled_from(["names", "people", "days"]))
def test_a_small_count_before_a_word_is_never_left_in_digits(number: int, noun: str) -> None:
    spelled = spell_counts(f"the {number} {noun}")
    assert not any(ch.isdigit() for ch in spelled)
    assert spelled.endswith(f" {noun}")


@given(st.text(alphabet=st.characters(max_codepoint=127)))
def test_ascii_text_splits_into_the_pieces_any_text_does(text: str) -> None:
    # The ASCII pattern of gapped_tokens is a shortcut of the general one, never another rule.
    assert _ASCII_PIECE.findall(text) == _PIECE.findall(text)


def _gapped_reference(normalised: str) -> list[str]:
    """gapped_tokens as first written: the list's last token looked at each time."""
    out: list[str] = []
    gap = possessive = False
    for piece in _PIECE.findall(normalised):
        if piece == POSSESSIVE:
            possessive = True
            continue
        if piece in _BREAK_CHARACTERS:
            gap = True
            continue
        if possessive and out and out[-1] != GAP:
            out.append(POSSESSIVE)
        stop = piece in STOPWORDS
        if (gap or stop) and (not out or out[-1] != GAP):
            out.append(GAP)
        gap = possessive = False
        if not stop:
            out.append(piece)
    if gap and (not out or out[-1] != GAP):
        out.append(GAP)
    return out


_GAPPED_PARTS = st.sampled_from(
    ["the", "of", "and", "orphan", "night", "7", "صلاة", "في", POSSESSIVE, ",", ".", "«", " ", "_"]
)


@given(st.one_of(gen.any_texts(), st.lists(_GAPPED_PARTS).map("".join)))
def test_gapped_tokens_keep_one_gap_per_run_and_possessives_between_words(text: str) -> None:
    normalised = normalise(text) if POSSESSIVE not in text else text
    assert gapped_tokens(normalised) == _gapped_reference(normalised)


@given(st.text(alphabet=st.characters(max_codepoint=127)))
def test_ascii_text_splits_into_the_words_any_text_does(text: str) -> None:
    # The ASCII pattern of words is a shortcut of the general one, never another rule.
    assert words(text) == _WORD.findall(text)
