"""Two words a question capitalises side by side are one name, as a compound is one unit."""

from core_fixtures import config, index

from sanad.core.answer import answer, capitalised

INDEX = index()


def test_two_capitalised_words_no_passage_has_side_by_side_are_one_unknown_name() -> None:
    # "the Big Apple": each word stands somewhere ("bitter-apple"), the name nowhere. Found with
    # all eight collections on, where "apple" first occurs; the same here with "Strong Shield".
    refused = answer(INDEX, config(), "What did the Prophet say about the Strong Shield?")
    assert refused.verdict == "no_source"
    assert "strong shield" in refused.message.lower()
    # Side by side somewhere, or not both capitalised: read word by word, as before.
    assert answer(INDEX, config(), "What does the Quran say about Strong Drink?").passage_ids


def test_what_a_reader_cannot_see_changes_no_name() -> None:
    # Found by the respelling law: "D\u200brink Sin" read no capital, so the ZWSP spelling
    # of a question was answered where the plain one was one unknown name and refused.
    plain = capitalised("Is it about the Strong Shield or the Drink Sin?")
    assert plain == {"strong", "shield", "drink", "sin"}
    for respelt in (
        "Is it about the S\u200btrong S\u00adhield or the D\u200br\u200bi\u200bn\u200bk Sin?",
        "Is it about the Strong\u00a0Shield or  the Drink\tSin?",
        "Is\u2060 it about the \ufeffStrong Shield or the Drink Sin?",
    ):
        assert capitalised(respelt) == plain
    # A sentence begun after two spaces (or a line break) still begins a sentence.
    assert capitalised("I read it.  Drink is named there.") == capitalised(
        "I read it. Drink is named there."
    )
    assert capitalised("I read it.\nDrink is named there.") == frozenset()
    refused = answer(INDEX, config(), "What did the Prophet say about the S\u200btrong Shield?")
    assert refused.verdict == "no_source"
