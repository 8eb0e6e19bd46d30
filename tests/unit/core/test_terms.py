from sanad.core.terms import is_arabic_term, terms_of, terms_of_normalised


def test_terms_drop_stopwords_and_stem_keeping_order_and_repeats() -> None:
    assert terms_of("What does the Qur'an say about orphans and orphans?") == (
        "quran",
        "orphan",
        "orphan",
    )


def test_terms_of_normalised_skips_only_normalisation() -> None:
    assert (
        terms_of_normalised("games of chance")
        == terms_of("Games of Chance")
        == (
            "game",
            "chanc",
        )
    )
    # Given text that is not normalised, it does not normalise it.
    assert terms_of_normalised("Qur'an") != terms_of("Qur'an")


def test_a_text_of_stopwords_has_no_terms() -> None:
    assert terms_of("what is the") == ()
    assert terms_of("") == ()


def test_arabic_terms_are_recognised_by_script() -> None:
    assert is_arabic_term("يتيم")
    assert is_arabic_term("game يتيم")
    assert not is_arabic_term("orphan")
    assert not is_arabic_term("123")
