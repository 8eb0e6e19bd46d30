"""inventory(): counts, fields as attributed, review status and a spread-out sample."""

from core_fixtures import COLLECTIONS, RECORDS, index

from sanad.core.inventory import SAMPLE_SIZE, ReviewCounts, inventory, sample_ordinals

INDEX = index()


def test_every_collection_is_counted_with_its_fields_as_ingested() -> None:
    found = inventory(INDEX)
    assert found.total_passages == len(RECORDS)
    assert [c.key for c in found.collections] == ["quran", "bukhari", "muslim", "malik"]
    assert sum(c.passages for c in found.collections) == found.total_passages
    by_key = {c.key: c for c in found.collections}
    assert (by_key["quran"].passages, by_key["bukhari"].passages) == (4, 2)
    assert (by_key["quran"].first_id, by_key["quran"].last_id) == ("quran:2:183", "quran:107:2")
    for key, summary in by_key.items():
        info = COLLECTIONS[key]
        assert summary.grading == info.grading
        assert summary.grading_unavailable == info.grading_unavailable
        assert summary.edition == info.edition
        assert summary.numbering_is_cited == info.numbering_is_cited
        assert summary.author_died_ah == info.collection.author_died_ah
    assert by_key["malik"].grading is None
    assert by_key["malik"].grading_unavailable
    assert by_key["malik"].missing_english == 1
    assert by_key["quran"].missing_english == 0


def test_review_status_counts_cover_every_passage() -> None:
    found = inventory(INDEX)
    assert found.review == ReviewCounts(
        unreviewed=len(RECORDS), approved=0, rejected=0, needs_discussion=0, stale=0
    )
    assert sum(c.review.unreviewed for c in found.collections) == len(RECORDS)


def test_the_sample_is_spread_from_first_to_last_and_carries_no_text() -> None:
    found = inventory(INDEX, sample_size=3)
    assert [row.id for row in found.sample] == ["quran:2:183", "bukhari:1", "malik:entry-1"]
    assert not any(hasattr(row, "arabic") or hasattr(row, "english") for row in found.sample)
    bukhari = found.sample[1]
    assert bukhari.is_cited_number is False
    assert "entry 1 of the packaged dataset" in bukhari.reference


def test_sample_ordinals() -> None:
    assert sample_ordinals(3) == (0, 1, 2)
    assert sample_ordinals(22_566) == tuple(sorted(set(sample_ordinals(22_566))))
    assert len(sample_ordinals(22_566)) == SAMPLE_SIZE
    assert sample_ordinals(22_566)[0] == 0
    assert sample_ordinals(22_566)[-1] == 22_565
    assert sample_ordinals(0) == ()
