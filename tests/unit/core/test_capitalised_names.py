"""Two words a question capitalises side by side are one name, as a compound is one unit."""

from core_fixtures import config, index

from sanad.core.answer import answer

INDEX = index()


def test_two_capitalised_words_no_passage_has_side_by_side_are_one_unknown_name() -> None:
    # "the Big Apple": each word stands somewhere ("bitter-apple"), the name nowhere. Found with
    # all eight collections on, where "apple" first occurs; the same here with "Strong Shield".
    refused = answer(INDEX, config(), "What did the Prophet say about the Strong Shield?")
    assert refused.verdict == "no_source"
    assert "strong shield" in refused.message.lower()
    # Side by side somewhere, or not both capitalised: read word by word, as before.
    assert answer(INDEX, config(), "What does the Quran say about Strong Drink?").passage_ids
