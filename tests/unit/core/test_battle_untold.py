"""A battle asked by name is told only by a passage telling fighting, not one set in its place."""

from core_fixtures import COLLECTIONS, LEXICON, config, hadith

from sanad.core.answer import answer
from sanad.core.config import Gates
from sanad.core.index import build_index

_GATES = config(
    Gates(min_coverage=0.0, max_oov_ratio=0.0, retrieval_threshold=0.0, min_evidence=0.6)
)


def test_a_passage_set_in_the_battles_place_tells_no_battle() -> None:
    # Stop 45 (words-dev27-22, blind): "whats the hadith about the battle of qadisiya" was
    # answered with bukhari:1270, two companions sitting in the city of Al-Qadisiya when a
    # funeral passed.
    sitting = hadith(
        "bukhari", 1,
        "Sahl and Qais were sitting in the city of Al-Qadisiya. A funeral passed and they stood"
        " up.",
        "",
    )  # fmt: skip
    fought = hadith("bukhari", 2, "On the day of Al-Qadisiya the Muslims fought the Persians.", "")
    others = tuple(
        hadith("bukhari", number, f"The battle was hard on day {number}.", "")
        for number in range(3, 13)
    )
    question = "whats the hadith about the battle of qadisiya"
    alone = answer(build_index((sitting, *others), COLLECTIONS, LEXICON), _GATES, question)
    assert alone.verdict == "no_source"
    both = answer(build_index((sitting, fought, *others), COLLECTIONS, LEXICON), _GATES, question)
    assert both.passage_ids == ("bukhari:2",)
