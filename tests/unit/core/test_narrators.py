"""Narrator names matched under any transliteration (issue 11: hadith narrators)."""

import pytest

from sanad.core.narrators import (
    arabic_name_tokens,
    arabic_persons_asked,
    arabic_persons_deed,
    arabic_sons_asked,
    deed_of_a_relative,
    fold_name,
    forms_asked,
    latin_names,
    name_tokens,
    name_words,
    name_words_in_order,
    names_a_namesake_only,
    names_as_asked,
    names_every_arabic_person,
    names_every_person,
    names_in,
    names_in_narrator_line,
    names_narrator,
    only_narrates,
    persons_named,
    unquoted,
)
from sanad.core.normalise import normalise


@pytest.mark.parametrize(
    ("word", "folded"),
    [
        ("hurairah", "huraira"),
        ("huraira", "huraira"),
        ("aishah", "aisha"),
        ("aisha", "aisha"),
        ("ibn", "bin"),
        ("bin", "bin"),
        ("b", "bin"),
        ("bn", "bin"),
        ("abu", "abu"),
        ("abbas", "abas"),
        ("abdullah", "abdula"),
    ],
)
def test_a_name_word_folds_to_one_spelling(word: str, folded: str) -> None:
    assert fold_name(word) == folded


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("Abu Hurairah", "Abu Huraira"),
        ("`Aishah", "Aisha"),
        ("Ibn 'Umar", "b. Umar"),
        ("Abdullah ibn Umar", "`Abdullah bin `Umar"),
        ("ABU HURAIRA", "abu hurairah"),
    ],
)
def test_two_spellings_of_one_name_fold_alike(one: str, other: str) -> None:
    assert name_words(one) == name_words(other)


def test_different_names_stay_apart() -> None:
    assert name_words("Abu Huraira") != name_words("Abu Bakr")
    assert name_words_in_order("Anas bin Malik") == ("anas", "bin", "malik")


@pytest.mark.parametrize(
    ("line", "english", "asked", "named"),
    [
        ("Narrated Abu Huraira:", "", "Abu Hurairah", True),
        ("Narrated Abu Hurairah:", "", "abu huraira", True),
        ("Narrated 'Aisha:", "", "Aishah", True),
        ("Narrated `Abdullah bin `Umar:", "", "Abdullah ibn Umar", True),
        # The line may give the name without its patronymic.
        ("Narrated `Uthman:", "", "Uthman ibn Affan", True),
        # Where both give a patronymic, they must agree: Ibn Umar is not Umar ibn al-Khattab.
        ("Narrated Ibn `Umar:", "", "Umar ibn al-Khattab", False),
        ("Narrated Abu Huraira:", "", "Aisha", False),
        # Some datasets name the narrator in the opening of the English.
        ("", "Anas b. Malik reported that the Prophet said", "Anas bin Malik", True),
        ("", "x " * 150 + "and Anas reported", "Anas", False),
        ("Narrated Anas:", "", "", True),
        # A nisba ("al-Khudri") may be left out by the line, like a patronymic.
        ("Narrated Abu Sa'id:", "", "Abu Sa'id al-Khudri", True),
        ("Narrated Abu Sa'id Al-Khudri:", "", "Abu Said al Khudri", True),
        # "Sa'id" is a name here, not the verb "said": Abu Bakr is not Abu Sa'id.
        ("Narrated Abu Bakr:", "", "Abu Sa'id al-Khudri", False),
        ("Narrated Abu Bakr:", "", "Abu Sa'id", False),
        ("Narrated Salman al-Farsi:", "", "Salman the Persian", False),
        # A full name is the "Ibn X" the line opens with.
        ("Narrated Ibn `Abbas:", "", "Abdullah ibn Abbas", True),
        ("Narrated Ibn 'Umar:", "", "Abdullah bin Umar", True),
        ("Narrated Salim bin `Abdullah:", "", "Abdullah bin Umar", False),
        # "bint" is a patronymic too: the line may say only "Aisha".
        ("Narrated 'Aisha:", "", "Aisha bint Abi Bakr", True),
    ],
)
def test_a_narrator_line_names_the_narrator_asked_for(
    line: str,
    english: str,
    asked: str,
    named: bool,  # noqa: FBT001 - a table column
) -> None:
    assert names_narrator(line, english, name_words_in_order(asked)) is named


@pytest.mark.parametrize(
    ("line", "asked"), [("Narrated Ibn `Umar:", "Umar"), ("Narrated Ibn `Abbas:", "Abbas")]
)
def test_a_father_is_not_his_son(line: str, asked: str) -> None:
    assert not names_narrator(line, "", name_words_in_order(asked))


@pytest.mark.parametrize(
    ("line", "english", "asked", "named"),
    [
        # An English line names no one in Arabic letters: told without reading it.
        ("Narrated Abu Huraira:", "", "أبو هريرة", False),
        ("Narrated Ibn 'Umar:", "", "عبد الله بن عمر", False),
        # A line with Arabic letters is read: the Arabic opening of some datasets names him.
        ("Narrated Abu Huraira:", "عن أبي هريرة قال", "أبو هريرة", True),
        ("", "The Prophet (ﷺ) said", "أبو هريرة", False),
        # A name in Latin letters is read as before, whatever the question's other words.
        ("Narrated Abu Huraira:", "", "Abu Huraira", True),
    ],
)
def test_an_arabic_name_is_looked_for_only_where_arabic_letters_stand(
    line: str,
    english: str,
    asked: str,
    named: bool,  # noqa: FBT001 - a table column
) -> None:
    wanted = name_words_in_order(asked)
    assert names_narrator(line, english, wanted) is named
    assert names_in(name_words_in_order(f"{line} {english}"), wanted) is named


@pytest.mark.parametrize(
    ("word", "folded"),
    [("abdullah", "abdula"), ("muhammad", "muhamad"), ("aaa", "a"), ("abc", "abc")],
)
def test_doubled_letters_fold_to_one_as_a_run(word: str, folded: str) -> None:
    assert fold_name(word) == folded


@pytest.mark.parametrize(
    ("question", "names"),
    [
        # Stop 39 (words-dev8-23, blind, first sight): "abu hurayrah served the prophet for 10
        # years and the prophet never once said uff to him" was answered with Anas's words
        # (tirmidhi:2083): a person the question names after abu, ibn, umm, bint is whose fact
        # it asks, and a passage naming them nowhere tells another's.
        ("abu hurayrah served the prophet for 10 years", {"huraira"}),
        ("what did ibn umar say to his son", {"umar"}),
        ("umm salamah and the prophet", {"salama"}),
        ("what does the quran say about patience", set()),
        ("abu the", set()),
        # Stop 41 (names-dev12-26, blind, stop 40): a nisba after a given name names him.
        ("what did the prophet ask salman al farsi", {"farsi"}),
        ("abu said al khudri narrated", {"khudri"}),
        ("the names of allah al ghani and al hadi", set()),
        ("is masjid al nabawi mentioned", set()),
        ("surah al baqarah", set()),
        # Stop 44 (words-dev24-08, blind): "ibn abi talib", the father's kunya in the genitive,
        # names Talib's father; "abi" is a particle, not the name.
        ("how was ali ibn abi talib killed", {"talib"}),
        ("what did ali bin abi talib say", {"talib"}),
        ("what did umm abi huraira say", {"huraira"}),
    ],
)
def test_the_persons_a_question_names_by_a_particle(question: str, names: set[str]) -> None:
    assert persons_named(normalise(question)) == names


@pytest.mark.parametrize(
    ("text", "names", "named"),
    [
        ("Narrated Anas: I served the Prophet for ten years.", {"huraira"}, False),
        ("Narrated Abu Hurairah: he said to me ...", {"huraira"}, True),
        ("Abu Huraira reported", {"huraira"}, True),
        ("nothing", set(), True),
    ],
)
def test_a_passage_names_the_persons_asked(
    text: str,
    names: set[str],
    named: bool,  # noqa: FBT001 - a table column
) -> None:
    assert names_every_person(normalise(text), frozenset(names)) is named


@pytest.mark.parametrize(
    ("narrator", "english", "asked"),
    [
        # Stop 41 (names-dev13-28, blind): "how did shaddad bin aws die" was answered with his
        # hadith on closing the eyes of the dead: he passes the Prophet's words on.
        (
            "It was narrated from Shaddad bin Aws that the Messenger of Allah (ﷺ) said:",
            "“When you come to your dead ones, close their eyes, for the sight follows the soul.”",
            "aws",
        ),
        # His "I heard" is how he passes them on; the Prophet's "I" is the Prophet's.
        (
            "Miqdam bin Ma'dikarib said:",
            (
                "\"I heard the Messenger of Allah (S.a.w) saying: 'The human does not fill any "
                "container that is worse than his stomach.'\""
            ),
            "madikarib",
        ),
        (
            "Narrated Salman bin Amir:",
            'The Prophet (ﷺ) said, "I have been ordered to break the fast with dates."',
            "amir",
        ),
        (
            "Abu Hurairah reported Allah's Messenger (may peace be upon him) as saying:",
            "Three supplications are answered.",
            "hurairah",
        ),
        # The line ends with the Prophet's saying: the English is his words, his "I" his own.
        (
            "It was narrated from Shaddad bin Aws that the Messenger of Allah (ﷺ) said:",
            "“The thing that I fear most for my nation is associating others with Allah.”",
            "aws",
        ),
        (
            "It was narrated that Shaddad bin Aws said:",
            (
                '"There are two things that I memorized from the Messenger of Allah, who said: '
                "'Allah has decreed proficiency in all things.'\""
            ),
            "aws",
        ),
        # The chain read on in the English (tirmidhi:3532): "narrated to us" passes it on.
        (
            "Abu Hurairah  narrated :",
            (
                "that the Messenger of Allah said: “Three supplications are responded to.” Ali bin "
                "Hujr narrated to us: Ismail reported to us from Hisham with this chain."
            ),
            "hurairah",
        ),
        # Stop 41 (names-dev14, blind): his nisba, "who said", the Prophet's words after
        # "saying." and words said without quotation marks.
        (
            "Narrated Jabir bin `Abdullah:",
            (
                "That he heard Allah's Messenger (ﷺ) saying. \"Then there was a pause in the "
                'revelation to me. Then while I was walking I heard a voice."'
            ),
            "abdullah",
        ),
        (
            (
                "Narrated Jabir bin 'Abdullah Al-Ansari (while talking about the pause in"
                " revelation) reporting the speech of the Prophet:"
            ),
            '"While I was walking, all of a sudden I heard a voice from the sky."',
            "abdullah",
        ),
        (
            "It has been reported on the authority of Abu Humaid as-Sa'idi who said:",
            (
                "The Prophet (ﷺ) appointed Ibn Lutbiyya in charge of Sadaqa. He said: This is a "
                "gift presented to me. The Prophet (ﷺ) said to him: Why didn't you remain at home?"
            ),
            "humaid",
        ),
        (
            "Narrated Jabir bin `Abdullah:",
            (
                "While Allah's Messenger (ﷺ) was talking about the pause in revelation. he said in"
                ' his narration. "Once while I was walking, I heard a voice."'
            ),
            "abdullah",
        ),
        (
            "Narrated Abdullah ibn Amr:",
            (
                "A man came to the Messenger of Allah (ﷺ) and said: Teach me to read the Qur'an. "
                "He said: Read three surahs."
            ),
            "amr",
        ),
        # Named again in the English only in a chain (abudawud:856, words-dev2-09, blind).
        (
            "Abu Hurairah said:",
            (
                "A man entered and prayed. The Messenger of Allah said to him: Go back and pray. "
                "Qa'nabi reported this tradition from Sa'id on the authority of Abu Hurairah."
            ),
            "hurairah",
        ),
        # Tirmidhi's English opens with the line's "that": what follows is of another.
        (
            "Abu Hurairah narrated:",
            "that the Messenger of Allah (ﷺ) said: “Whoever fasts Ramadan is forgiven.”",
            "hurairah",
        ),
        # The line tells what he narrates, of another (ibnmajah:794, words-dev2-09, blind).
        (
            (
                "It was narrated from Abu Hurairah that a man entered the mosque and performed "
                "prayer, and the Prophet (ﷺ) was in a corner of the mosque. The man came and "
                "greeted him, and he said:"
            ),
            "“And also upon you. Go back and repeat your prayer, for you have not prayed.”",
            "hurairah",
        ),
    ],
)
def test_a_person_named_only_as_the_narrator_only_narrates(
    narrator: str, english: str, asked: str
) -> None:
    assert only_narrates(narrator, english, frozenset({fold_name(asked)}))


@pytest.mark.parametrize(
    ("narrator", "english", "asked"),
    [
        # He speaks of himself: what he asked, saw or was told.
        ("Narrated Abu Dharr:", 'I asked the Prophet (ﷺ), "Which deed is the best?"', "dharr"),
        ("Ibn 'Abbas reported:", "I observed with the Messenger of Allah eight rak'ahs.", "abbas"),
        ("Narrated Jabir bin Abdullah:", 'The Prophet (ﷺ) said to me, "Marry."', "abdullah"),
        ("Narrated Anas bin Malik:", "We were with the Prophet (ﷺ) on a journey.", "malik"),
        # His own words between the Prophet's (bukhari:7092).
        (
            "Narrated Mu`adh bin Jabal:",
            (
                "The Prophet (ﷺ) said, \"O Mu`adh! Do you know what Allah's Right upon His slaves "
                'is?" I said, "Allah and His Apostle know best."'
            ),
            "jabal",
        ),
        # Said to him, in the line itself.
        (
            "It was narrated from Abu Dharr that the Messenger of Allah (ﷺ) said to him:",
            "“Fear Allah wherever you are.”",
            "dharr",
        ),
        # The line tells what he did.
        (
            "Abu Anas reported that Uthman bin Affan performed ablution at Maqa'id and said:",
            "Should I not show you the ablution of Allah's Messenger?",
            "affan",
        ),
        # Named in what is told.
        (
            "Narrated Anas bin Malik:",
            "Abu Talha said to Umm Sulaim, I heard the voice of Allah's Messenger.",
            "talha",
        ),
        # What the line tells after "that" is of him.
        ("It was narrated from Abu Dharr that he asked the Prophet:", "“Pray.”", "dharr"),
        ("It was narrated from Abu Dharr that I asked the Prophet:", "“Pray.”", "dharr"),
        # Named in the English outside a chain: "Shaddad bin Aws was walking".
        (
            "It was narrated from Abu Qilabah that Shaddad bin Aws said:",
            "I was walking, and Shaddad bin Aws was with me.",
            "aws",
        ),
        # Not in the line at all: for the test of persons absent, not this one.
        ("Narrated Aisha:", "The Prophet (ﷺ) used to love sweets.", "hurairah"),
        # Stop 45 (growth-dev8-23): Tirmidhi's English opens with the "that" of the line
        # ("Ali narrated:" / "that a Mukatib came to him …"); what follows is of him too.
        (
            "Ali narrated:",
            (
                "that a Mukatib came to him and said: “I cannot pay my Kitabah, so aid me.” He"
                " said: “Should I not teach you words that the Messenger of Allah taught me?”"
            ),
            "ali",
        ),
        ("Abu Dharr narrated:", "that he asked the Prophet (ﷺ): “Which deed is best?”", "dharr"),
    ],
)
def test_a_person_the_hadith_tells_of_does_not_only_narrate(
    narrator: str, english: str, asked: str
) -> None:
    assert not only_narrates(narrator, english, frozenset({fold_name(asked)}))


@pytest.mark.parametrize(
    ("text", "opening", "left"),
    [
        ('The Prophet said, "I am the last." I said, "Yes."', False, "The Prophet said,  I said, "),
        ("He said: 'Allah's Messenger's words.' Then I went.", False, "He said:  Then I went."),
        ("He said: Teach me to read. So I read.", False, "He said So I read."),
        ('He heard him saying. "Wrap me." I did.', False, "He heard him saying.  I did."),
        ("“I fear for my nation.” Then he left.", True, " Then he left."),
        ("“I fear for my nation.” Then he left.", False, "“I fear for my nation.” Then he left."),
        ('He said, "unclosed', False, "He said, "),
    ],
)
def test_what_others_say_is_left_out(
    text: str,
    opening: bool,  # noqa: FBT001 - a table column
    left: str,
) -> None:
    assert unquoted(text, opening=opening) == left


@pytest.mark.parametrize(
    ("text", "question", "named"),
    [
        # Stop 41 (names-dev13-29, blind, stop 40): "abu malik al ash'ari …" was answered by a
        # hadith naming 'Abdul-Malik bin Marwan: a kunya is its particle and name together.
        ("Then when 'Abdul-Malik bin Marwan was appointed", "abu malik al ash'ari died", False),
        ("Narrated Abu Malik al-Ash'ari: The Prophet said", "abu malik al ash'ari died", True),
        ("It was narrated from Abi Malik that", "abu malik al ash'ari died", True),
        ("Abu Salama narrated that", "what did umm salamah say", False),
        ("Um Salama said", "what did umm salamah say", True),
        # Stop 41 (names-dev14-26, blind): "hakim bin hizam" is not Hisham bin Hakim bin Hizam.
        ("Narrated Hisham bin Hakim bin Hizam: I recited", "hakim bin hizam recited", False),
        ("Hakim bin Hizam said: I asked", "hakim bin hizam recited", True),
        ("Hisham bin Hakim bin Hizam and Hakim bin Hizam", "hakim bin hizam recited", True),
        # Stop 45 (words-dev24-04, blind): "Utba bin Abu Lahab … Utba died" (bukhari:2463) is
        # the death of Abu Lahab's son: a kunya inside a son's name names the son.
        ("I was the slave of Utba bin Abu Lahab. Utba died", "how did abu lahab die", False),
        ("Abu Lahab said: perish. Utba bin Abu Lahab", "how did abu lahab die", True),
        ("Ali bin Abu Talib said", "what did abu talib say", False),
        ("the Adhan of Ibn Umm Maktum", "what did the prophet say about ibn umm maktum", True),
        # Without the son's name written out, nothing is decided here.
        ("Narrated Ibn Umar:", "what did abdullah ibn umar say", True),
        ("Narrated Anas:", "what did the prophet say", True),
    ],
)
def test_a_person_is_named_as_the_question_names_them(
    text: str,
    question: str,
    named: bool,  # noqa: FBT001 - a table column
) -> None:
    assert names_as_asked(normalise(text), forms_asked(normalise(question))) is named


@pytest.mark.parametrize(
    ("question", "names"),
    [
        ("how did shaddad bin aws die", {"shadad", "bin", "aws"}),
        ("abu malik al ash'ari died", {"abu", "malik", "al", "ashari"}),
        ("what did the prophet say about patience", set()),
    ],
)
def test_the_words_of_the_names_a_question_writes(question: str, names: set[str]) -> None:
    assert name_tokens(normalise(question)) == names


def test_the_words_of_the_names_an_arabic_question_writes() -> None:
    # Stop 41 (arabic-names-dev15-12, blind): "… في عبد الرحمن الاعرج الذي يروي عن ابي هريرة"
    # was answered by hadith whose chains hold both names and nothing else asked.
    question = normalise("هل نزل قوله تعالى ولا على الأعرج حرج في عبد الرحمن الأعرج عن أبي هريرة")
    assert arabic_name_tokens(question) == {"عبد", "الرحمن", "ابو", "هريره"}
    assert arabic_name_tokens(normalise("ما قال عمر بن الخطاب")) == {"عمر", "bin", "الخطاب"}
    assert arabic_name_tokens(normalise("ما حكم الصلاة")) == set()


@pytest.mark.parametrize(
    ("question", "sons"),
    [
        # Stop 42 (arabic-names-dev17-17, blind): "زيد بن ثابت" asked; Zayd b. Arqam told it.
        ("زيد بن ثابت لما سمع عبد الله بن أبي بيقول", (("زيد", "ثابت"), ("الله", "ابو"))),
        ("من هو خباب ابن الارت", (("خباب", "الارت"),)),
        # A father's kunya is read as its particle alone: "بن أبي" may be Ubayy's son too.
        ("عقبة بن أبي معيط خنق النبي", (("عقبه", "ابو"),)),
        ("ماذا قال ابن عباس", ()),  # no given name before the son's particle
        ("what did zayd ibn thabit write", ()),  # Latin letters: forms_asked reads those
    ],
)
def test_an_arabic_question_names_a_man_with_his_father(
    question: str, sons: tuple[tuple[str, str], ...]
) -> None:
    assert arabic_sons_asked(normalise(question)) == sons


@pytest.mark.parametrize(
    ("text", "question", "namesake"),
    [
        # Stop 42 (arabic-names-dev17-17, blind): the passage names Zayd, but Zayd b. Arqam.
        ("يحدث عن زيد بن أرقم أن عبد الله بن أبي قال", "زيد بن ثابت سمع عبد الله بن ابي", True),
        ("عن زيد بن ثابت قال", "زيد بن ثابت سمع", False),
        # Both men in one passage: the one asked is named.
        ("حدثنا زيد بن أسلم عن زيد بن ثابت", "زيد بن ثابت سمع", False),
        # No Zayd named with a father: nothing is decided here.
        ("فقال زيد كذا", "زيد بن ثابت سمع", False),
        # The son of the father asked, named without his given name: he may be the man asked.
        ("عن زيد بن أرقم ثم قال ابن ثابت", "زيد بن ثابت سمع", False),
        ("عن عقبة بن عامر قال", "عقبة بن أبي معيط خنق النبي", True),
        ("فجاء عقبة بن أبي معيط", "عقبة بن أبي معيط خنق النبي", False),
        ("فجاء عقبة بن أبي وقاص", "عقبة بن أبي معيط خنق النبي", False),  # a kunya: not told
        # A word before ابن that is no given name is read so too, but no passage names a man
        # by it: "ما معنى ابن السبيل" is not decided here.
        ("والمساكين وابن السبيل", "ما معنى ابن السبيل", False),
    ],
)
def test_a_man_asked_with_his_father_is_not_another_of_his_name(
    text: str,
    question: str,
    namesake: bool,  # noqa: FBT001 - a table column
) -> None:
    sons = arabic_sons_asked(normalise(question))
    assert names_a_namesake_only(normalise(text), sons) is namesake


@pytest.mark.parametrize(
    ("line", "question", "named"),
    [
        # Stop 43 (a probe at eight): "how old was aisha when the prophet died" was answered
        # with "Allah's Apostle died when he was sixty-three" (bukhari:4265), narrated by her.
        ("Narrated `Aisha:", "how old was aisha when the prophet died", {"aisha"}),
        ("It was narrated from Jabir that the Messenger of Allah said:",
         "how many wives did jabir have", {"jabir"}),
        # The Prophet's titles and Allah are no narrator asked of; lower-case words are none.
        ("It was narrated that the Messenger of Allah said:", "what did the messenger say", set()),
        ("Narrated Anas:", "how many times did he pray", set()),
    ],
)  # fmt: skip
def test_the_question_words_a_narrator_line_writes_as_names_are_read(
    line: str, question: str, named: set[str]
) -> None:
    assert names_in_narrator_line(line, question) == named


@pytest.mark.parametrize(
    ("question", "persons"),
    [
        # Stop 43 (probes at eight): "كم سنة عاش أبو بكر" and "متى ولد الحسن بن علي" were
        # answered with Hakim b. Hizam's birth in the Ka'ba and his 120 years (muslim:3730).
        ("كم سنة عاش ابو بكر", (("ابو", "بكر"),)),
        ("متي ولد الحسن بن علي", (("الحسن", "بن", "علي"),)),
        ("شو قال ابن عباس عن الصيام", (("بن", "عباس"),)),
        ("ماذا قالت ام سلمة وابي هريرة", (("ام", "سلمه"), ("ابو", "هريره"))),
        # Not a person: the believers' mother, the son of Adam, the wayfarer, a nephew.
        ("ما فضل ام المؤمنين", ()),
        ("ماذا قال الله لابن ادم", ()),
        ("حق ابن السبيل", ()),
        ("ابن اخي سالني", ()),
        ("حديث ابن عمر في النية", (("بن", "عمر"),)),  # a hadith of his, no given name
        # A prophet's parent, not a kunya (arabic-names-dev5-09: Azar is "his father"); Ubayy,
        # a given name like the kunya's particle.
        ("ما اسم ابو ابراهيم الخليل", ()),
        ("ابو سيدنا ابراهيم الخليل شو اسمه", ()),  # arabic-words-dev3-23
        ("ماذا قال النبي عن ابي بن كعب", (("بن", "كعب"),)),
        ("بماذا تنبا النبي للحسن بن علي", (("الحسن", "بن", "علي"),)),
        # Stop 43 (arabic-names-dev21-04, blind): a companion or wife by a name alone, spoken
        # spelling too: "عايشة … كم كان عمرها يوم توفت" was answered at four with a Muwatta
        # report of Umar (عمر, read as "age") on a dying boy's bequest (malik:entry-1257).
        ("عايشة رضي الله عنها كم كان عمرها يوم توفت", (("عايشه",),)),
        ("متي ماتت فاطمة", (("فاطمه",),)),
        ("كم كان عمر اسامة لما امره النبي", (("اسامه",),)),
    ],
)  # fmt: skip
def test_the_persons_an_arabic_question_names_by_kunya_or_father_are_read(
    question: str, persons: tuple[tuple[str, ...], ...]
) -> None:
    assert arabic_persons_asked(question) == persons


@pytest.mark.parametrize(
    ("question", "arabic", "named"),
    [
        ("كم سنة عاش ابو بكر", "قال ابو بكر الصديق", True),
        ("كم سنة عاش ابو بكر", "حدثنا عن ابي بكر انه قال", True),  # the kunya in another case
        ("كم سنة عاش ابو بكر", "وعاش حكيم بن حزام مائة وعشرين سنة", False),
        ("متي ولد الحسن بن علي", "ولد حكيم بن حزام في جوف الكعبة", False),
        ("متي ولد الحسن بن علي", "وكان الحسن بن علي اشبههم", True),
        ("متي ولد الحسن بن علي", "علي المنبر والحسن الي جنبه", True),  # by his given name
        # His brother, of one father: not told apart here.
        ("متي ولد الحسن بن علي", "ولد الحسين بن علي", True),
        ("من هو عيسي ابن مريم", "المسيح ابن مريم رسول", True),  # another of his names
        ("ماذا قال ابن عباس", "قال عبد الله بن عباس", True),
        ("ماذا قال ابن عباس", "وعن ابن عباس", True),
        ("ماذا قال ابن عباس", "وعن ابن عمر", False),
        # Umm Sulaym is named as written, and Abu Salama is not Umm Salama (a first draft read
        # every أم as أبو in the question only, and named no Umm anywhere).
        ("شو قال النبي عن ام سليم", "قالت ام سليم يا رسول الله", True),
        ("ماذا قالت ام سلمة", "قال ابو سلمة", False),
        ("متي ماتت فاطمة", "وماتت فاطمة بعده بستة اشهر", True),
        ("متي ماتت فاطمة", "قيل لعمر ان غلاما مات", False),
        ("كم كان عمر عايشة", "وكانت عائشة بنت تسع", True),  # spoken ي for ئ
        # growth-dev3-23: the article left off in the passage (malik:entry-947).
        ("ماذا فعلت فاطمة بشعر الحسن والحسين", "وزنت فاطمة شعر حسن وحسين", True),
        # arabic-names-dev29-20 (stop 46, blind): a given name written only as another's
        # father ("عبد الله بن زيد") is not the man asked with his father ("زيد بن ثابت"):
        # the adhan dream was answered as his (abudawud:512).
        (
            "زيد بن ثابت هو اللي شاف الاذان في المنام",
            "فاري عبد الله بن زيد الاذان في المنام",
            False,
        ),
        ("زيد بن ثابت جمع القران", "فقال زيد فتتبعت القران", True),
        # arabic-senses-dev4-07 (stop 46, blind): "ذو القرنين" is a name, as a kunya is: "ذا
        # الجد" (the fortune of the fortunate, muslim:960) is no one asked.
        ("ذو القرنين اتسمى كده عشان كان عنده قرنين في راسه", "ولا ينفع ذا الجد منك الجد", False),
        ("ماذا فعل ذو القرنين", "ويسالونك عن ذي القرنين", True),
        ("بماذا نادي ذو النون ربه", "وذا النون اذ ذهب مغاضبا", True),  # ar-dev2-topic-02
        ("متي يبدا شهر ذي الحجة", "قال خرجنا لخمس بقين من ذي القعدة", True),  # a month: no one
    ],
)
def test_a_person_asked_is_named_only_as_asked(
    question: str,
    arabic: str,
    named: bool,  # noqa: FBT001 - a table column
) -> None:
    assert names_every_arabic_person(arabic, arabic_persons_asked(question)) is named


@pytest.mark.parametrize(
    ("question", "narrator", "latin"),
    [
        # Stop 45 (arabic-names-dev24-24, blind): Jabir, asked in Arabic, is the "Jabir" of
        # ibnmajah:742's English line "It was narrated that Jabir said:".
        ("ما الذي قاله جابر بن عبد الله للنبي", "It was\nnarrated that Jabir said:", {"jabir"}),
        ("ماذا قال ابو هريرة", "Narrated Abu Hurairah:", {"huraira"}),
        ("ماذا فعل ابن عباس", "Narrated Ibn 'Abbas:", {"abas"}),
        ("ماذا فعل عمر بن الخطاب", "Narrated 'Umar bin Al-Khattab:", {"umar", "khatab"}),
        # Not written in the line, or too short a name to tell ("Aisha"): none.
        ("ما الذي قاله جابر بن عبد الله للنبي", "Narrated Anas:", None),
        ("ماذا قالت عائشة", "Narrated Aisha:", None),
    ],
)
def test_an_arabic_person_asked_is_found_in_the_english_narrator_line(
    question: str, narrator: str, latin: set[str] | None
) -> None:
    found = latin_names(arabic_persons_asked(normalise(question)), narrator)
    assert found == (None if latin is None else frozenset(latin))


@pytest.mark.parametrize(
    ("question", "deed"),
    [
        # arabic-names-dev27-14 (stop 45, blind): "عمر بن الخطاب طلق مراته وهي حايض" claims
        # Umar's deed; his son Abdullah's divorce, where Umar only asks, was the answer.
        ("عمر بن الخطاب طلق مراته وهي حايض، النبي ﷺ قاله ايه؟", "طلق"),
        ("سعد بن معاذ رضي الله عنه حكم في بني قريظة؟", "حكم"),
        ("زيد بن ثابت هو اللي جمع القران", None),  # no deed right after the name
        ("عمر بن الخطاب قال ايه للنبي", None),  # a saying, read elsewhere
        ("ماذا قال النبي عن عمر بن الخطاب", None),
    ],
)
def test_a_deed_claimed_of_a_man_asked_with_his_father_is_read(
    question: str, deed: str | None
) -> None:
    found = arabic_persons_deed(normalise(question))
    assert (found[1] if found else None) == deed


@pytest.mark.parametrize(
    ("arabic", "relatives"),
    [
        # His son's deed, he only named asking of it (muslim:3529).
        ("عن عبد الله بن عمر انه طلق امراة له وهي حائض فسال عمر بن الخطاب رسول الله", True),
        ("ان عمر بن الخطاب طلق امراته", False),  # his own
        ("فطلق عمر امراته", False),  # the verb before him
        ("طلق رجل امراته وهي حائض", False),  # no relative of his: not judged here
        # Another told as the doer by "عن X انه …" (nasai:3402: "عن عبد الله، انه طلق").
        ("عن نافع عن عبد الله انه طلق امراته وهي حائض فانطلق عمر فاخبر النبي", True),
        ("عن عمر بن الخطاب انه طلق امراته", False),
    ],
)
def test_a_deed_told_only_of_another_is_not_his(arabic: str, relatives: bool) -> None:  # noqa: FBT001 - a table column
    person = ("عمر", "بن", "الخطاب")
    assert (
        deed_of_a_relative(normalise(arabic), person, "طلق", lambda w: w.lstrip("فو")) is relatives
    )


def test_a_son_asked_is_not_told_of_where_only_his_father_is() -> None:
    # arabic-names-dev30-22 (stop 46, blind): "ابن عباس هو اللي قال للنبي … الا الاذخر" was
    # answered with Ibn Abbas's reports (muslim:3180) in which his father, al-Abbas, asks it:
    # "Al-Abbas said" tells of the father, not of the son asked.
    narrator = "Ibn 'Abbas reported:"
    english = "Al-'Abbas said: Messenger of Allah, except the idhkhir, for it is used by smiths."
    abbas = frozenset({fold_name("abbas")})
    assert only_narrates(narrator, english, abbas, sons=abbas)
    assert not only_narrates(narrator, english, abbas)  # the father asked: told of
    assert not only_narrates(narrator, "Ibn 'Abbas said: I slept at Maymuna's", abbas, sons=abbas)
    # muslim:3180's line goes on to when the Prophet spoke: his occasion, no deed of Ibn Abbas.
    line = "Ibn 'Abbas reported Allah's Messenger as saying on the Day of Victory over Mecca:"
    assert only_narrates(line, english, abbas, sons=abbas)
    # The line gives the English as his saying: its "me" is the Prophet's (muslim:2353, Abu
    # Dharr passing on his words, was cited for how Abu Dharr became Muslim).
    said = "Abu Dharr reported Allah's Messenger as saying:"
    his = "Verily there would arise from my Ummah after me a group who would recite"
    assert only_narrates(said, his, frozenset({fold_name("dharr")}))
