"""The person a Qur'an verse's story is about, when the verse itself does not name them."""

from collections.abc import Callable

from hypothesis import given
from hypothesis import strategies as st

from sanad.core.story import STORY_REACH, STORY_VERSES, persons_in, sentence_story, story_names


def _verses(named: dict[int, frozenset[str]], count: int) -> dict[int, frozenset[str]]:
    # One surah of ``count`` verses, ordinals 0..count-1, each verse continuing the one before.
    return story_names(range(count), named, lambda o: o - 1 if o > 0 else None)


def test_a_verse_is_read_with_the_names_of_the_nearest_verse_before_it_that_names_someone() -> None:
    # 34:12 names Solomon; 34:14 ("when We decreed death for him") does not: it is his story.
    story = _verses({0: frozenset({"سليمان"}), 1: frozenset()}, 4)
    assert story[2] == frozenset({"سليمان"})
    assert story[3] == frozenset({"سليمان"})
    assert 0 not in story  # nothing before the first named verse


def test_the_two_nearest_naming_verses_are_read() -> None:
    # 34:12 names Solomon, 34:13 the family of David, 34:14 tells Solomon's death: both are
    # read. 20:83 names Moses, 20:85 al-Samiri: 20:85 is still Moses's story.
    story = _verses({0: frozenset({"نوح"}), 1: frozenset({"سليمان"}), 2: frozenset({"داود"})}, 5)
    assert story[3] == frozenset({"سليمان", "داود"})
    assert story[4] == frozenset({"سليمان", "داود"})  # not Noah: two naming verses only
    story = _verses({0: frozenset({"موسيا"}), 2: frozenset({"سامري"})}, 4)
    assert story[2] == frozenset({"موسيا"})
    assert story[3] == frozenset({"موسيا", "سامري"})


def test_a_story_reaches_only_so_far_and_never_across_surahs() -> None:
    story = _verses({0: frozenset({"يونس"})}, STORY_REACH + 3)
    assert story[STORY_REACH] == frozenset({"يونس"})
    assert STORY_REACH + 1 not in story
    # A new surah begins at ordinal 2: the verse before it is none.
    other = story_names(range(4), {0: frozenset({"نوح"})}, lambda o: None if o in (0, 2) else o - 1)
    assert other[1] == frozenset({"نوح"})
    assert 2 not in other
    assert 3 not in other


def test_a_hadiths_sentence_is_read_with_the_names_of_the_sentences_before_it() -> None:
    # Gabriel's hadith: "فأتاه جبريل فقال ما الإيمان … قال ما الإحسان": the sentence asking
    # about al-ihsan does not name him; the narration named him once and goes on.
    named = [frozenset({"جبريل"}), frozenset(), frozenset(), frozenset()]
    told = sentence_story(named)
    assert told[0] == frozenset()
    assert told[2] == frozenset({"جبريل"})
    assert told[3] == frozenset({"جبريل"})
    assert sentence_story([frozenset()]) == [frozenset()]


def _lemma(word: str) -> str:
    return {"موسي": "موسيا", "اسرائيل": "اسرائيل", "جبريل": "جبريل"}.get(word, word)


def test_a_name_is_a_story_persons_unless_a_narrator_or_a_father_is_named() -> None:
    assert persons_in("فاتاه جبريل فقال", _lemma) == frozenset({"جبريل"})
    assert persons_in("قال بنو اسرائيل انه ادر", _lemma) == frozenset({"اسرائيل"})
    # "حدثنا إسرائيل أبو موسى": a narrator and his kunya; "الحكم بن موسى": a father.
    assert persons_in("حدثنا اسرائيل ابو موسي ولقيته", _lemma) == frozenset()
    assert persons_in("حدثني الحكم بن موسي", _lemma) == frozenset()
    assert persons_in("قال صلاة زكاة", _lemma) == frozenset()
    # Read word by word: a name with a comma on it is still the name.
    assert persons_in("فاتاه جبريل، فقال", _lemma) == frozenset({"جبريل"})


def _walked(
    ordinals: range, named: dict[int, frozenset[str]], previous: Callable[[int], int | None]
) -> dict[int, frozenset[str]]:
    # story_names as first written: each verse walked back through previous(), read anew.
    story: dict[int, frozenset[str]] = {}
    for ordinal in ordinals:
        found: list[frozenset[str]] = []
        before = previous(ordinal)
        for _ in range(STORY_REACH):
            if before is None or len(found) == STORY_VERSES:
                break
            if names := named.get(before):
                found.append(names)
            before = previous(before)
        if found:
            story[ordinal] = frozenset().union(*found)
    return story


@given(
    st.integers(min_value=0, max_value=40),
    st.dictionaries(st.integers(0, 40), st.frozensets(st.sampled_from(["نوح", "موسيا"]))),
    st.frozensets(st.integers(0, 40)),
)
def test_each_verse_s_previous_is_read_once_and_the_stories_are_the_walk_s(
    count: int, named: dict[int, frozenset[str]], openings: frozenset[int]
) -> None:
    # The law story_names relies on: previous() is a function of the verse, so one reading of
    # it per verse gives what walking back through it anew gives.
    calls: list[int] = []

    def previous(ordinal: int) -> int | None:
        calls.append(ordinal)
        return None if ordinal in openings or ordinal == 0 else ordinal - 1

    story = story_names(range(count), named, previous)
    assert len(calls) == len(set(calls)) == count
    assert story == _walked(range(count), named, previous)
