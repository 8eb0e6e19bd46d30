"""A name a question asks of, written in a passage only inside another's name, names another."""

from core_fixtures import COLLECTIONS, LEXICON, config, hadith

from sanad.core.answer import answer
from sanad.core.config import Gates
from sanad.core.index import build_index

_GATES = config(
    Gates(min_coverage=0.0, max_oov_ratio=0.0, retrieval_threshold=0.0, min_evidence=0.6)
)


def test_a_name_written_only_after_ibn_names_the_son() -> None:
    # Stop 45 (a probe at eight): "what did umar do when the prophet died" was answered with
    # abudawud:571, "Ibn 'Umar did not enter through it till he died": Umar's son, his death.
    sons = hadith("bukhari", 1, "Ibn Umar did not enter through that door till he died.", "")
    his = hadith(
        "bukhari", 2, "When the Prophet died, Umar stood up and said: he has not died.", ""
    )  # fmt: skip
    others = tuple(
        hadith("bukhari", number, f"The Prophet went out on day {number}.", "")
        for number in range(3, 13)
    )
    question = "what did umar do when the prophet died"
    alone = answer(build_index((sons, *others), COLLECTIONS, LEXICON), _GATES, question)
    assert alone.verdict == "no_source"
    both = answer(build_index((sons, his, *others), COLLECTIONS, LEXICON), _GATES, question)
    assert both.passage_ids == ("bukhari:2",)
