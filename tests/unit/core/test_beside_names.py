"""What is asked of a person named must stand beside their name (evidence.beside_names)."""

from core_fixtures import COLLECTIONS, LEXICON, config, hadith

from sanad.core.answer import answer
from sanad.core.config import Gates
from sanad.core.index import build_index

_GATES = config(
    Gates(min_coverage=0.0, max_oov_ratio=0.0, retrieval_threshold=0.0, min_evidence=0.6)
)


def test_what_is_asked_of_a_person_stands_in_an_english_window_naming_them() -> None:
    # Stop 44 (words-dev24-08, blind): "how was ali ibn abi talib killed" was answered with
    # bukhari:31, which names him in one sentence and says "the killed" in another.
    apart = hadith(
        "bukhari", 1,
        "While I was going to help Ali Ibn Abi Talib, Abu Bakra met me. He asked me where I"
        " was going. I said that I was going to help this man. He said: go back, for when two"
        " Muslims meet with swords, the killer and the killed are in the Fire.",
        "",
    )  # fmt: skip
    told = hadith("bukhari", 2, "Ali Ibn Abi Talib was killed in the mosque at Kufa.", "")
    other = hadith("bukhari", 3, "He came back from the market.", "")
    question = "how was ali ibn abi talib killed"
    both = answer(build_index((apart, told, other), COLLECTIONS, LEXICON), _GATES, question)
    assert both.passage_ids == ("bukhari:2",)
    alone = answer(build_index((apart, other), COLLECTIONS, LEXICON), _GATES, question)
    assert alone.verdict == "no_source"


def test_a_person_named_before_a_companions_blessing_must_be_named_by_the_answer() -> None:
    # Stop 45 (words-dev24-14, blind): "umar (ra) buried his daughter alive before islam
    # right?" was answered with hadith forbidding burying daughters alive, naming no Umar.
    forbidding = hadith(
        "bukhari", 1,
        "Allah has forbidden that a daughter be buried alive, and withholding what you should"
        " give.",
        "",
    )  # fmt: skip
    # Umar is named in many hadith, so his name alone weighs little, as in the corpus.
    others = tuple(
        hadith("bukhari", number, f"Umar said the right thing before Islam on day {number}.", "")
        for number in range(2, 12)
    )
    told = hadith("bukhari", 20, "Umar said: I buried a daughter of mine alive before Islam.", "")
    question = "umar (ra) buried his daughter alive before islam right?"
    alone = answer(build_index((forbidding, *others), COLLECTIONS, LEXICON), _GATES, question)
    assert alone.verdict == "no_source"
    both = answer(build_index((forbidding, *others, told), COLLECTIONS, LEXICON), _GATES, question)
    assert both.passage_ids == ("bukhari:20",)
