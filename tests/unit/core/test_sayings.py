"""A question asking whether the Prophet said given words asks for those words, said."""

import pytest

from sanad.core.normalise import normalise
from sanad.core.sayings import (
    asked_saying,
    asks_whether_he_said,
    forms_to_stand,
    holds_a_run,
    holds_saying,
    holds_the_forms,
    quotes_marked,
    said_by_another,
    saying_runs,
)


@pytest.mark.parametrize(
    ("question", "saying"),
    [
        ("هل قال النبي الجنة تحت أقدام الأمهات", "الجنة تحت اقدام الامهات"),
        # Stop 40 (arabic-hadith-about-dev3-11, blind): the spoken "did he say" (هو النبي قال،
        # هل النبي قال، صحيح النبي قال), the words up to the question mark.
        ("هو النبى ﷺ قال لو كان بعدى نبى لكان عمر؟ ولا الكلام ده كان عن ابو بكر",
         "لو كان بعدي نبي لكان عمر"),
        ("صحيح النبي قال الحرب خدعة؟", "الحرب خدعة"),
        # Stop 46 (arabic-dev14-24, blind): "هل صح ان النبي قال …" ("ان الدجال معه جبل من
        # ذهب" was answered with a mountain of bread, bukhari:6853).
        ("هل صح ان النبي ﷺ قال ان الدجال معه جبل من ذهب؟", "الدجال معه جبل من ذهب"),
        ("هل صحيح ان الرسول قال الحرب خدعة", "الحرب خدعة"),
        ("هل فعلا النبي قال المسلم اخو المسلم؟", "المسلم اخو المسلم"),
        # Stop 45 (arabic-words-dev22-22, blind): opening with him, no particle before: "النبي
        # ﷺ قال كلوا الخيار بالتمر عشان بيسمن؟" was answered with Aisha's mother fattening her.
        ("النبي ﷺ قال كلوا الخيار بالتمر عشان بيسمن؟ فين الحديث ده",
         "كلوا الخيار بالتمر عشان بيسمن"),
        ("هل النبي قال ان المسلم اخو المسلم", "المسلم اخو المسلم"),
        ("هل قال رسول الله ﷺ ان الحرب خدعة؟", "الحرب خدعة"),
        ("وهل قال الرسول صلى الله عليه وسلم أن المسلم أخو المسلم", "المسلم اخو المسلم"),
        ("هل ورد عن النبي أنه قال لا تغضب", "لا تغضب"),
        ("Did the Prophet say that war is deceit?", "war is deceit"),
        ("Did the Prophet (ﷺ) say paradise lies under the feet of mothers?",
         "paradise lies under the feet of mothers"),
        ("Did Allah's Messenger say: Religion is sincere advice?", "religion is sincere advice"),
        # Asked as "is there a hadith …", "… is it a hadith" (a blind split for eight
        # collections: the nearest hadith sharing two words had answered them).
        ("is there a hadith that when a man marries he has completed half of his religion",
         "when a man marries he has completed half of his religion"),
        ("Is there any hadith saying that paradise lies under the feet of mothers?",
         "paradise lies under the feet of mothers"),
        ("is seeking knowledge in china a hadith?", "seeking knowledge in china"),
        ("اختلاف امتي رحمة هل هو حديث", "اختلاف امتي رحمة"),
        ("هل هناك حديث يقول الجنة تحت أقدام الأمهات", "الجنة تحت اقدام الامهات"),
        # A saying given after "حديث", or asked for as "the hadith that says …" (a blind split
        # for eight collections: "حديث المرء على دين صاحبه …" was answered with hadith sharing
        # its words one here and one there).
        ("حديث المرء على دين خليله فلينظر أحدكم من يخالل",
         "المرء علي دين خليله فلينظر احدكم من يخالل"),
        ("حديث: إنما الأعمال بالنيات", "انما الاعمال بالنيات"),
        ("شو الحديث اللي بيقول ان سورة يس قلب القرآن", "سورة يس قلب القران"),
        ("ما هو الحديث الذي يقول إن الدين النصيحة", "الدين النصيحة"),
        ("hadith whoever doesnt thank people doesnt thank allah",
         "whoever doesnt thank people doesnt thank allah"),
        ("the hadith: actions are judged by intentions", "actions are judged by intentions"),
        ("whats the hadith that says the strong man is not the good wrestler",
         "the strong man is not the good wrestler"),
        # Stop 37 (words-dev4-14, written blind): where a source says given words, or which
        # verse says them ("God helps those who help themselves" was answered with verses on
        # God's help, none saying it).
        ("where in the quran does it say god helps those who help themselves",
         "god helps those who help themselves"),
        ("Where does the Quran say that Allah is closer than the jugular vein?",
         "allah is closer than the jugular vein"),
        ("which verse says there is no compulsion in religion",
         "there is no compulsion in religion"),
        ("Is there a verse that says paradise is under the feet of mothers?",
         "paradise is under the feet of mothers"),
        ("where did the prophet say the difference of opinion in my ummah is a mercy",
         "the difference of opinion in my ummah is a mercy"),
        ("وين مكتوب في القرآن ان الله مع الصابرين", "الله مع الصابرين"),
        ("أين ورد في القرآن أن الله يحب المحسنين", "الله يحب المحسنين"),
        ("هل في القرآن آية تقول لا إكراه في الدين", "لا اكراه في الدين"),
        # Stop 38 (hadith-about-dev3-16, written blind): the words first, then whether they are
        # his ("whoever fasts the day of doubt has disobeyed me" was answered with people
        # doubting whether he fasted at Arafat, bukhari:1918).
        (("'whoever fasts the day of doubt has disobeyed me' — are these the prophet's own "
         "words? looking for where he says it"), "whoever fasts the day of doubt has disobeyed me"),
        ("kindness is not found in anything but it beautifies it. is this the prophet's saying?",
         "kindness is not found in anything but it beautifies it"),
        ("the best of you are those who learn the quran, were these the messenger's words",
         "the best of you are those who learn the quran"),
        # Stop 39 (arabic-words-dev4-13, written blind): who said given words asks for them
        # said, up to the question's first question mark ("… or just a proverb?" after it
        # asks nothing of a passage; its مثل had padded a hadith on cleanliness, tirmidhi:2877).
        ("شكون لي قال النظافة من الإيمان؟ واش النبي ﷺ ولا غير مثل؟", "النظافة من الايمان"),
        ("مين اللي قال اطلبوا العلم ولو في الصين", "اطلبوا العلم ولو في الصين"),
        ("من الذي قال: الدين النصيحة؟", "الدين النصيحة"),
        # Stop 39 (words-dev7-27, blind): "is 'X' something the prophet actually said?"
        (("is 'marriage is my sunnah, whoever turns away from my sunnah is not of me' something "
          "the prophet actually said? which books have it"),
         "marriage is my sunnah, whoever turns away from my sunnah is not of me"),
        ("is the best of you are the best to their wives what the prophet said",
         "the best of you are the best to their wives"),
        # Stop 39 (words-dev8-24, blind): the words given as his, then where they are
        # narrated ("it would be abu bakr" was answered with passages naming Abu Bakr).
        (("the prophet ﷺ said 'if there were to be a prophet after me it would be abu bakr' - "
          "where is that narrated?"),
         "if there were to be a prophet after me it would be abu bakr"),
        ("the prophet said the best of you are those who feed others, which book is that in",
         "the best of you are those who feed others"),
        ("who said cleanliness is half of faith? the prophet or someone else?",
         "cleanliness is half of faith"),
        ("Who said that the ink of the scholar is holier than the blood of the martyr",
         "the ink of the scholar is holier than the blood of the martyr"),
        # Stop 40 (senses-dev3-11, blind): a claim, then which hadith says it ("… created from
        # nur before adam — which hadith says that?" was answered with the days of creation).
        (("the prophet ﷺ was created from allah's nur before adam — which hadith says that? i "
          "know 5:15 says light came from allah"),
         "the prophet صلي الله عليه وسلم was created from allah nur before adam"),
        ("the first thing allah created was the pen, which hadith says this",
         "the first thing allah created was the pen"),
        ("angels are made of light. what verse says that?", "angels are made of light"),
        # Stop 46 (hadith-about-dev7-18, blind): "is there" left off ("any hadith that says a
        # woman's voice is awrah??" was answered with "the woman is 'awrah", tirmidhi:1176).
        ("any hadith that says a woman's voice is awrah??", "a woman voice is awrah"),
        ("a hadith saying that patience is light?", "patience is light"),
        # Stop 46 (general-dev3-23, blind): his words given bare, then which collection holds
        # them ("between my grave and my minbar" was answered with "between my house").
        (("what is between my grave and my minbar is a garden from the gardens of paradise — "
          "which collection is this in"),
         "what is between my grave and my minbar is a garden from the gardens of paradise"),
        ("actions are judged by intentions, where is this hadith from?",
         "actions are judged by intentions"),
        ("the believer is not stung twice from the same hole. which book has this",
         "the believer is not stung twice from the same hole"),
        # Stop 41 (arabic-names-dev16-03, blind): words he is said to have said, in «»: "النبي ﷺ
        # قال عن أم أيمن «أم أيمن أمي بعد أمي»؟" was answered with a hadith naming her.
        ("النبي ﷺ قال عن أم أيمن «أم أيمن أمي بعد أمي»؟ وين هالحديث؟", "ام ايمن امي بعد امي"),
        ("في حديث بيقول «النظافة من الايمان» صح؟", "النظافة من الايمان"),
        # Stop 42 (arabic-words-dev15-12, blind): words after a speech verb and a colon are the
        # words said, up to the clause's end ("اذهبوا فأنتم الطلقاء" was answered with a
        # hadith holding اذهبوا here and انطلق there, bukhari:4506).
        (("ماذا قال النبي ﷺ لأهل مكة يوم الفتح حين قال لهم: اذهبوا فأنتم الطلقاء؟ وأين ورد هذا "
          "اللفظ في الصحيحين؟"), "اذهبوا فانتم الطلقاء"),
        ("النبي قال للانصار يوم حنين: أنتم الشعار والناس الدثار، وين الحديث",
         "انتم الشعار والناس الدثار"),
        ("ابو بكر قال: لو كان النبي حيا لقاتلتهم. صح؟", "لو كان النبي حيا لقاتلتهم"),
    ],
)  # fmt: skip
def test_the_words_the_question_says_were_said_are_read(question: str, saying: str) -> None:
    assert asked_saying(normalise(question)) == saying


@pytest.mark.parametrize(
    "question",
    [
        "ماذا قال النبي عن الغضب",  # what he said about anger: a topic, no words given
        "هو النبي قال ايه عن الغضب",  # spoken: what he said about anger
        "هل النبي قال حاجة عن الكلاب",
        "هل قال النبي شيئا عن الصدقة",
        "What did the Prophet say about anger?",
        "Did the Prophet say anything about charity?",
        "who said what to whom at badr?",  # no words given
        "the prophet said something about dogs, where is that",  # too few words, and vague
        "مين اللي قال ايه",
        # "whoever says …" (من قال) opens many a question on a saying's reward: not asked so.
        "من قال سبحان الله مائة مرة ما ثوابه",
        "هل قال النبي",
        "is there a hadith about fasting",
        "هل هناك حديث عن الصيام",
        "حديث عن الصبر",  # a hadith about a thing, or of a kind: no words of its own
        "حديث في فضل الصدقة",
        "حديث حول بر الوالدين",
        "حديث صحيح عن الصيام",
        "حديث نبوي عن الامانة",
        "حديث قدسي عن الرحمة",
        "حديث جبريل",  # a hadith known by a name, not its words
        "حديث أبي موسى الأشعري عن الجليس الصالح",  # known by its narrator and its subject
        "حديث عمر بن الخطاب في النية",
        "حديث عائشة في صلاة الليل",
        "حديث معاذ بن جبل في حق الله على العباد",
        "hadith about patience",
        "hadith on fasting in ramadan",
        "hadith of jibril",
        "hadith regarding the rights of neighbours",
        "hadith abu huraira on charity",
        "hadith narrated by aisha about the night prayer",
        "hadith qudsi about mercy",
        "hadith sahih on fasting",
        "في حديث عن الصبر",
        "where does the quran talk about patience",
        "does the quran say anything about wine",
        "Does the Quran say the sun and the moon move in orbits?",  # a paraphrase (dev-topic-17)
        "Where did the Prophet say it?",
        "which verse says that",
        "where in the quran is the story of joseph",
        "اين ورد ذكر الصبر في القرآن",
        "ما قصة «الافك» في القران",  # a name in «», not words said
        "النبي قال: ايه عن الغضب؟",  # a colon, but no words of his
        "سؤالي: هل يجوز الصيام؟",  # a colon after no speech verb
    ],
)
def test_a_question_about_what_was_said_gives_no_words(question: str) -> None:
    assert asked_saying(normalise(question)) is None


def test_the_words_said_stand_together_in_any_order_or_not_at_all() -> None:
    said = ("حرب", "خدعة")
    assert holds_saying(["قال", "حرب", "خدعة"], said)
    assert holds_saying(["خدعة", "|", "حرب"], said)  # order and a function word between
    # Far apart, they are two things the passage says, not the words asked.
    assert not holds_saying(["حرب", *["كلمة"] * 12, "خدعة"], said)
    assert not holds_saying(["حرب", "قال"], said)
    assert holds_saying(["anything"], ())  # no words asked: nothing to hold


@pytest.mark.parametrize(
    ("text", "another"),
    [
        ("عن عائشة رضي الله عنها قالت كان يوم بعاث يوما قدمه الله لرسوله", True),
        ("فخرج ليلة فاذا الناس يصلون فقال عمر نعمت البدعة هذه", True),
        ("عن عائشة قالت سمعت رسول الله صلي الله عليه وسلم يقول الحرب خدعة", False),
        ("عن ابي هريرة عن النبي صلي الله عليه وسلم قال الحرب خدعة", False),
        ("قال رسول الله صلي الله عليه وسلم الحرب خدعة", False),
        ("قال سمعت رسول الله صلي الله عليه وسلم يقول انما الحرب خدعة", False),  # انما: his
        ("ثم قال الحرب خدعة", False),  # no one named: not told apart
        ("الحرب خدعة", False),
        # His words, with the words asked inside them (bukhari:3640, forms-dev-08).
        ("عن جابر سمعت النبي صلي الله عليه وسلم يقول اهتز العرش لموت الحرب خدعة", False),
        ("فقال ان هلال بن امية قذف امراته بشريك الحرب خدعة", False),
        # Stop 42 (arabic-words-dev16-24, blind): a man named with his father before the verb
        # ("… ان عمر بن الخطاب قال اياكم واللحم …", malik:entry-1466) says his own words.
        ("عن يحيي بن سعيد ان عمر بن الخطاب قال الحرب خدعة", True),
        ("ان رسول الله صلي الله عليه وسلم قال الحرب خدعة", False),
        ("فلما راه قال الحرب خدعة", False),  # no name before the verb: not told apart
    ],
)
def test_words_said_after_another_speaker_is_named_are_his(
    text: str,
    another: bool,  # noqa: FBT001 - a table column
) -> None:
    words = text.split()  # each word its own lemma here
    wanted = (
        ("يوم", "بعاث", "قدمه") if "بعاث" in text
        else ("نعمت", "البدعة") if "البدعة" in text
        else ("الحرب", "خدعة")
    )  # fmt: skip
    assert said_by_another(words, words, wanted, frozenset({"انما"})) is another


@pytest.mark.parametrize(
    ("said", "runs"),
    [
        # Stop 39 (words-dev8-24, blind): "if there were to be a prophet after me it would be
        # abu bakr": two content words, both everywhere; the Cave hadith held them close.
        (
            "if there were to be a prophet after me it would be abu bakr",
            {"a prophet after", "prophet after me", "be abu bakr"},
        ),
        # A saying of its own words is told by them (holds_saying): no run is asked.
        ("actions are judged by intentions", set()),
        ("الحرب خدعة", set()),
    ],
)
def test_a_saying_mostly_of_small_words_is_known_by_its_runs(said: str, runs: set[str]) -> None:
    assert runs <= set(saying_runs(normalise(said)))
    if not runs:
        assert saying_runs(normalise(said)) == ()


def test_a_passage_holds_a_saying_of_small_words_only_in_one_of_its_runs() -> None:
    runs = saying_runs(normalise("if there were to be a prophet after me it would be abu bakr"))
    umar = normalise("If there were to be a Prophet after me, it would have been 'Umar")
    cave = normalise(
        "O Abu Bakr! What do you think of two, the third of whom is Allah? said the Prophet"
    )
    assert holds_a_run(umar, runs)
    assert not holds_a_run(cave, runs)


def test_words_of_a_saying_one_lemma_cannot_tell_apart_stand_as_written() -> None:
    # Stop 41 (arabic-names-dev16-03, blind): "أم أيمن أمي بعد أمي" — أمي (my mother) reads as
    # ام, the first word of her name, so any hadith naming أم أيمن held the saying's lemmas.
    said = normalise("أم أيمن أمي بعد أمي")
    lemmas = {"ام": "ام", "امي": "ام", "ايمن": "ايمن", "بعد": "بعد"}
    forms = forms_to_stand(said, lemmas.__getitem__)
    assert forms == {"ام", "امي"}
    assert not holds_the_forms(normalise("فاعطاها ام ايمن مكانهن"), forms)
    assert holds_the_forms(normalise("ام ايمن امي بعد امي"), forms)
    assert holds_the_forms(normalise("وقال ام ايمن لامي"), forms)  # a joined preposition
    # Words of distinct lemmas are told by their lemmas (see holds_saying): nothing here.
    assert forms_to_stand(normalise("الجنة تحت اقدام الامهات"), lambda word: word) == set()


@pytest.mark.parametrize(
    ("question", "of_him"),
    [
        ("هل قال النبي ان الدين النصيحة", True),
        ("صحيح النبي قال النظافة من الايمان؟", True),
        # Stop 42 (arabic-words-dev16-24, blind): his words given as said by him, then asked
        # after ("… ؟ جدتي تعيدها وتقول حديث"); the only passage gives them as Umar's
        # (malik:entry-1466) and had answered.
        ("قال النبي ﷺ: «إياكم واللحم فإن له ضراوة كضراوة الخمر» ؟ جدتي تعيدها دايم", True),
        ("النبي ﷺ قال عن أم أيمن «أم أيمن أمي بعد أمي»؟ وين هالحديث؟", True),
        ("قال رسول الله: من غشنا فليس منا، ما معناه؟", True),
        ("قال عمر: اياكم واللحم، صح؟", False),  # another's words
        ("ماذا قال النبي عن الغضب", False),  # what he said of a thing
        ("النبي قال ايه عن الغضب", False),
        ("النبي ﷺ قال كلوا الخيار بالتمر عشان بيسمن؟", True),
    ],
)
def test_words_given_as_his_ask_whether_he_said_them(question: str, of_him: bool) -> None:  # noqa: FBT001 - a table column
    assert asks_whether_he_said(normalise(question)) is of_him


@pytest.mark.parametrize(
    ("question", "marked"),
    [
        ("he said 'allah and his messenger'??", 'he said "allah and his messenger"??'),
        ("she replied 'i choose allah and his messenger', who was she",
         'she replied "i choose allah and his messenger", who was she'),
        ("he told him: 'don't get angry' three times",
         'he told him: "don\'t get angry" three times'),
        ("he said \u2018what an excellent bid'ah this is\u2019 about taraweeh",
         'he said "what an excellent bid\'ah this is" about taraweeh'),
        ("the prophet's words", "the prophet's words"),  # a possessive, no quotation
        ("abu bakr's 'two'", "abu bakr's 'two'"),  # quoted, but after no speech verb
        ("he said 'hi there", "he said 'hi there"),  # never closed
    ],
)  # fmt: skip
def test_single_quoted_words_after_a_speech_verb_are_marked_as_quoted(
    question: str, marked: str
) -> None:
    assert quotes_marked(question) == marked


@pytest.mark.parametrize(
    ("question", "saying"),
    [
        # Stop 43 (words-dev19-04, blind): words a question says were said within its story,
        # in quotes ("… when someone asked what he left for his family he said 'allah and his
        # messenger'??" was answered with a hadith holding "Allah" and "family", not his words).
        (("is there a hadith where the prophet gave away everything and when asked what he "
          "left for his family he said 'allah and his messenger'??"), "allah and his messenger"),
        ('when the bedouin asked about the hour, he said "what have you prepared for it"',
         "what have you prepared for it"),
        ("which wife replied 'i choose allah and his messenger' when he gave them the choice",
         "i choose allah and his messenger"),
        ("the prophet told abu dharr 'you are weak and it is a trust' - where is that?",
         "you are weak and it is a trust"),
        ("he said 'don't get angry' three times, which hadith", "dont get angry"),
    ],
)  # fmt: skip
def test_words_quoted_after_he_said_within_a_question_are_read(question: str, saying: str) -> None:
    assert asked_saying(normalise(quotes_marked(question))) == saying


@pytest.mark.parametrize(
    "question",
    [
        "my teacher said 'ahad' appears in al imran",  # one word: a word asked of, not a saying
        "pickthall keeps saying 'psalms' and 'scriptures', which ayat name the zabur",
        "i know it says 'an atom's weight' but is there anything about splitting it",
        "he said something about dogs, where is that",  # no quotation
    ],
)
def test_words_quoted_of_no_speaker_or_of_one_word_give_no_saying(question: str) -> None:
    assert asked_saying(normalise(quotes_marked(question))) is None
