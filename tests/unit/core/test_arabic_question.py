"""Arabic question analysis: framing, honorifics, question words and kinds (issue 12, point 2)."""

import pytest

from sanad.core.analysis import QuestionKind, analyse
from sanad.core.arabic_question import WEAK_FORMS, mostly_arabic
from sanad.core.normalise import normalise
from sanad.core.tokenise import STOPWORDS, words


def _content(subject: str) -> list[str]:
    return [w for w in words(subject) if w not in STOPWORDS]


@pytest.mark.parametrize(
    ("question", "subject"),
    [
        # Honorifics are respect, not subject: no passage need hold them.
        ("من هي أم سيدنا عيسى؟", "ام عيسي"),
        ("ما قصة يوسف عليه السلام مع إخوته", "يوسف اخوته"),
        ("كيف كان النبي صلى الله عليه وسلم يصوم", "النبي يصوم"),
        ("كيف كان النبي ﷺ يصوم", "النبي يصوم"),
        # A narrator named is found apart (only her hadith may answer), not searched.
        ("ماذا قالت عائشة رضي الله عنها عن الغسل", "الغسل"),
        ("ما هي صفات الله عز وجل", "صفات الله"),
        # "What is the meaning of …", "the story of …", "the merit of …" frame the subject.
        ("ما معنى الصمد؟", "الصمد"),
        ("ما تفسير قوله تعالى الله الصمد", "الله الصمد"),
        ("ما فضل الصدقة؟", "الصدقة"),
        # "What does the Qur'an say about …": the source stays (it says where to look).
        ("ماذا يقول القرآن عن اليتيم؟", "القران اليتيم"),
        ("ماذا يقول القرآن الكريم عن اليتيم", "القران اليتيم"),
        ("ماذا قال رسول الله ﷺ عن الغضب؟", "النبي الغضب"),
        # Leading imperatives ("mention", "tell me about", "I want") frame.
        ("اذكر آية عن الصبر", "اية الصبر"),
        ("حدثني عن بر الوالدين", "بر الوالدين"),
        ("أخبرني عن أصحاب الكهف", "اصحاب الكهف"),
        ("أريد حديثا عن الجار", "حديثا الجار"),
        ("ممكن تذكر لي آيات عن التوبة؟", "ايات التوبة"),
        ("ما ورد عن النبي في السواك؟", "النبي السواك"),
        # A leading conjunction on the question word is no subject word.
        ("وما جزاء الظالمين؟", "جزاء الظالمين"),
        ("فما معنى الفلق", "الفلق"),
        ("ما تعريف الغيبة", "الغيبة"),
        ("ما المقصود بالعقبة", "بالعقبة"),
        ("بماذا وعظ لقمان ابنه", "وعظ لقمان ابنه"),
        # "whole", "all of it" ask for all of what is named; colloquial "what" (شو، ايش).
        ("اقرأ لي سورة الإخلاص كاملة", "سورة الاخلاص"),
        ("شو قصة الهدهد مع سليمان", "الهدهد سليمان"),
        # Colloquial asking: "why" (ليش، ليه), "how much" (قديش), "I want to know" (عايز اعرف،
        # بدي اعرف، ابغى اعرف), "what does … mean" (يعني ايه), "when" (عندما), "then" (بعدين).
        ("ليش خرق الخضر السفينه؟", "خرق الخضر السفينه"),
        ("ليه الصحابة هاجروا للحبشة", "الصحابة هاجروا للحبشة"),
        ("قديش دامت الريح على قوم عاد", "دامت الريح قوم عاد"),
        ("عايز اعرف فضل الصدقة", "الصدقة"),
        ("بدي اعرف قصة يوسف", "يوسف"),
        ("ابغى اعرف فضل الصيام", "الصيام"),
        ("يعني ايه الكبر", "الكبر"),
        ("بماذا دعا زكريا ربه عندما طلب الولد", "دعا زكريا ربه طلب الولد"),
        ("قتل ٩٩ نفس وبعدين تاب", "قتل ٩٩ نفس تاب"),
        # "the hadith qudsi" names a kind of hadith (where the Prophet tells what Allah said):
        # the source, not the sanctity (القدس) of anything.
        ("حدثني عن فضل الصيام في الحديث القدسي", "الصيام الحديث"),
        # "the meaning of the word …": the word asked about, not "word" (كلمة، لفظ، مصطلح).
        ("ما معنى كلمة الفلق", "الفلق"),
        ("ما معنى لفظ الصمد", "الصمد"),
        ("ما المقصود بكلمة الرقيم", "الرقيم"),
        ("ما معنى مصطلح الغيبة", "الغيبة"),
        ("ماذا تعني كلمة الفرقان", "الفرقان"),
        ("ماذا يعني لفظ الكوثر", "الكوثر"),
        # A collection named by its title: "صحيح البخاري" is al-Bukhari's book (its source word
        # البخاري), "صحيح مسلم" one of the two Sahihs (صحيح, as "sahih"); neither is "valid".
        ("حديث في صحيح البخاري عن الصبر", "حديث البخاري الصبر"),
        ("اذكر حديثا من صحيح مسلم عن الصبر", "حديثا صحيح الصبر"),
        ("ما أول حديث في صحيح البخاري", "اول حديث البخاري"),
        # "according to" (حسب، بحسب، وفق) before a source says where to look.
        ("كيف خلق آدم حسب القرآن", "خلق ادم القران"),
        ("ما جزاء القاتل بحسب القرآن الكريم", "جزاء القاتل القران"),
        # "how long" (كم مدة، ما مدة) asks for a span of time, as "how old" asks for an age.
        ("كم مدة الحمل والفصال في القرآن", "الحمل والفصال القران"),
        ("ما مدة عدة المتوفى عنها زوجها", "عدة المتوفي عنها زوجها"),
        ("اذكر حديث قدسي عن الرحمة", "حديث الرحمة"),
        # Stop 38: Egyptian and Levantine "spoke" (اتكلم، بيتكلم) frame as تكلم does; read as
        # a subject word, تكلم was asked of every passage on tattooing (arabic-words-dev5-21).
        ("هو النبي ﷺ اتكلم عن الوشم", "النبي الوشم"),
        ("النبي كان بيتكلم عن الجار", "النبي الجار"),
    ],
)
def test_arabic_framing_and_honorifics_leave_the_subject(question: str, subject: str) -> None:
    assert _content(analyse(question).subject) == words(normalise(subject))


def test_a_title_asked_about_is_the_subject() -> None:
    # "Who is the Mother of the Believers?": the title is what is asked, not respect.
    assert _content(analyse("من هي أم المؤمنين؟").subject) == ["ام", "المؤمنين"]


def test_the_honorific_removed_is_reported_as_framing() -> None:
    analysis = analyse("من هي أم سيدنا عيسى عليه السلام؟")
    assert "سيدنا" in analysis.framing
    assert "السلام" in analysis.framing


def test_a_word_that_only_looks_like_framing_inside_the_subject_is_kept() -> None:
    # "فضل" is the merit asked about only when it leads; "the bounty of Allah" is a subject.
    assert "فضل" in _content(analyse("ماذا يقول القرآن عن فضل الله على الناس").subject)
    # "تعالى" after Allah is praise; "قصة" leading frames, inside a phrase it may not.
    assert _content(analyse("قال الله تعالى في الصيام").subject) == ["الله", "الصيام"]


def test_a_colloquial_how_many_is_framing_as_kam_is() -> None:
    # كام would otherwise read as ك + أم ("like a mother"), a word of 1,088 passages.
    assert analyse("كام سنة لبث نوح في قومه").subject == analyse("كم سنة لبث نوح في قومه").subject
    assert "ام" not in _content(analyse("كام مرة ينفخ في الصور").subject)
    # Asked second, after و, it is framing too: no passage need hold "كم" (stop 40).
    asked = analyse("البيت المعمور ده هو الكعبة؟ وكام ملك بيدخلوه كل يوم؟")
    assert "كم" not in _content(asked.subject)
    assert "وكم" not in _content(asked.subject)
    assert asked.head == normalise("ملك")
    # Iraqi شكد, "how much" (arabic-names-dev22-07, blind, dev), as كم.
    assert analyse("شكد كان مهرها").subject == analyse("كم كان مهرها").subject


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("من هم أصحاب الأخدود؟", "topic"),  # asks who they were: a description
        ("من هي أم عيسى؟", "topic"),
        ("كم عدد أبواب الجنة؟", "count"),
        ("كم سنة لبث نوح في قومه", "count"),
        ("كم مرة ينفخ في الصور", "count"),
        # Colloquial "how many / how much": Egyptian كام, Levantine قديش / أديش.
        ("كام سنة لبث نوح في قومه", "count"),
        ("قديش عدد أبواب الجنة", "count"),
        ("أديش كان عمر النبي لما توفي", "measure"),
        # Stop 40 (arabic-words-dev9-08, facts-dev4-26, blind): Maghrebi شحال, and how many
        # asked second, after و ("… هو الكعبة؟ وكام ملك بيدخلوه"): a count all the same.
        ("شحال من ركعة صلى النبي", "count"),
        ("البيت المعمور ده هو الكعبة؟ وكام ملك بيدخلوه كل يوم؟", "count"),
        ("واش عاشت من بعدو؟ وشحال من شهر عاشت", "count"),
        ("وكم سنة لبث نوح في قومه", "count"),
        ("كم طول سفينة نوح", "measure"),
        ("ما المسافة بين مكة والمدينة بالكيلومتر", "measure"),
        ("كم عمر النبي حين توفي", "measure"),
        ("كم مدة الحمل", "measure"),
        ("ما هي مدة العدة", "measure"),
        ("متى نزل القرآن؟", "date"),
        ("في أي سنة كانت غزوة بدر", "date"),
        ("أين ولد عيسى", "place"),
        ("في أي مدينة دفن النبي", "place"),
        ("ما اسم ناقة النبي", "name"),
        # Stop 37: the Egyptian and Levantine order, the name asked last ("اسمها ايه").
        ("ام سيدنا موسى كان اسمها ايه", "name"),
        # Stop 44: the name with its pronoun after the asking word ("ايش كان اسمها"); read
        # as a topic, "ناقة سيدنا صالح ايش كان اسمها" was answered with "ناقة الله" (7:77).
        ("ناقة سيدنا صالح ايش كان اسمها", "name"),
        ("وش اسمه خادم النبي", "name"),
        ("شو اسمهم اصحاب الكهف", "name"),
        ("ناقة النبي اسمها شو؟", "name"),
        ("شو اسم ملكة سبأ", "name"),  # colloquial "what"
        ("ايش اسم ناقة النبي", "name"),
        ("ما هو اسم زوجة فرعون", "name"),
        # Stop 39 (arabic-words-dev7-10, blind, dev): two names asked at once ("ما اسما امرأة
        # نوح وامرأة لوط") were read as a topic, and 66:10, naming neither, answered.
        ("ما اسما امرأة نوح وامرأة لوط", "name"),
        ("ما أسماء أصحاب الكهف", "name"),
        ("من الذي قتل جالوت", "name"),
        # "Who is the prophet who …": a person, asked by what is said of him.
        ("من هو النبي الذي ألان الله له الحديد", "name"),
        ("من هي المرأة التي جادلت النبي", "name"),
        ("ما معنى الصمد", "topic"),
        # Colloquial question words ask as their MSA ones: where, when, who (وين، فين، ايمتى،
        # مين، شكون). As function words alone, "وين ولد عيسى" was a topic, answered by verses
        # that name his birth but no place.
        ("وين ولد عيسى", "place"),
        ("فين دفن النبي", "place"),
        ("ايمتى نزل القرآن", "date"),
        ("مين الذي كفل مريم", "name"),
        ("شكون الذي قتل جالوت", "name"),
        # Iraqi and Gulf منو ("who") asks as من does (arabic-facts-dev-06, stop 35: unknown).
        ("منو اللي قتل جالوت", "name"),
        # The colloquial relative اللي ("the one who") asks as الذي does: a name.
        ("مين اللي اشار على النبي ﷺ بحفر الخندق؟", "name"),
        ("مين اللي قتل جالوت", "name"),
        # بكم (ب + كم, "with how many") opening a question counts as كم does.
        ("بكم اصبع كان الرسـول ﷺ ياكل؟", "count"),
        ("بكم ركعة كان النبي يوتر", "count"),
        ("شكون اللي بنى الكعبة", "name"),
        # Which day (of the week) asks a date (arabic-words-dev3-29, arabic-growth-dev-39, stop
        # 36: الاسبوع no passage writes made them refuse as unknown words).
        ("أي يوم من أيام الأسبوع ولد فيه النبي ﷺ؟", "date"),
        ("النبي ﷺ اتولد يوم ايه في الأسبوع؟", "date"),
        ("ما اليوم الذي ولد فيه النبي", "date"),
    ],
)
def test_the_arabic_kind_says_what_would_count_as_an_answer(
    question: str, kind: QuestionKind
) -> None:
    assert analyse(question).kind == kind


@pytest.mark.parametrize(
    ("question", "head"),
    [
        ("كم عدد أبواب الجنة؟", "ابواب"),
        ("كم سنة لبث نوح في قومه", "سنة"),
        ("كم عدد الأنبياء المذكورين في القرآن", "الانبياء"),
        # A verb of being between كم and عدد ("how many was the number of …"): عدد still asks.
        ("كم كان عدد الصحابة الذين شهدوا بدرا", "الصحابة"),
        ("كم يبلغ عدد أبواب الجنة", "ابواب"),
        ("بكم إصبع كان النبي يأكل", "اصبع"),
    ],
)
def test_an_arabic_count_carries_what_is_counted(question: str, head: str) -> None:
    analysis = analyse(question)
    assert analysis.head == normalise(head)
    # The thing counted is part of the subject (a passage must hold it); the asking is not.
    assert normalise(head) in _content(analysis.subject)
    assert not {"كم", "عدد", "كان", "يبلغ"} & set(_content(analysis.subject))


@pytest.mark.parametrize(
    ("question", "source"),
    [
        ("ماذا يقول الإنجيل عن المحبة", "الانجيل"),
        ("ما أول آية في سفر التكوين", "سفر التكوين"),
        ("ماذا جاء في التوراة عن السبت", "التوراة"),
    ],
)
def test_another_scripture_asked_in_arabic_is_another_source(question: str, source: str) -> None:
    assert analyse(question).other_source == normalise(source)


def test_a_scripture_named_as_the_subject_in_arabic_is_no_other_source() -> None:
    assert analyse("ماذا يقول القرآن عن التوراة").other_source is None


@pytest.mark.parametrize(
    ("text", "arabic"),
    [
        ("ما معنى الصمد؟", True),
        ("What does al-Samad mean?", False),
        ("what is الصمد", False),  # mostly English: the English analysis, as before
        ("ما معنى as-Samad في القرآن", True),
    ],
)
def test_a_question_is_read_as_arabic_when_most_of_its_letters_are(
    text: str, *, arabic: bool
) -> None:
    assert mostly_arabic(normalise(text)) is arabic


def test_english_questions_are_analysed_as_before() -> None:
    analysis = analyse("What does the Quran say about patience?")
    assert analysis.kind == "topic"
    assert "patience" in analysis.subject


@pytest.mark.parametrize(
    ("question", "narrator"),
    [
        ("ماذا قالت عائشة رضي الله عنها عن الغسل", "عائشة"),
        ("ماذا روت السيدة عائشة رضي الله عنها عن الجار", "عائشة"),
        ("ما الذي رواه انس بن مالك عن المحبة", "انس بن مالك"),
        ("حديث ابن عباس: احفظ الله يحفظك", "ابن عباس"),
        # "عبد الله" is a name ("the servant of Allah"), not the word Allah.
        ("ماذا روى عبد الله بن عمر عن الصلاة", "عبد الله بن عمر"),
        # Titles are respect, not the name: "Mother of the Believers", "Commander of the
        # Faithful", "the noble Companion".
        ("ماذا روت أم المؤمنين عائشة عن الغسل", "عائشة"),
        ("ماذا روت السيدة عائشة أم المؤمنين رضي الله عنها عن الغسل", "عائشة"),
        ("ماذا روى أمير المؤمنين عمر بن الخطاب عن النية", "عمر بن الخطاب"),
        ("ماذا روى الصحابي الجليل أبو هريرة عن الصيام", "ابو هريرة"),
        ("ما الذي رواه عبد الله بن مسعود عن الصبر", "عبد الله بن مسعود"),
        # A prophet's name after a name particle is a companion's: أبو موسى الأشعري.
        ("ماذا روى أبو موسى الأشعري عن الإسلام", "ابو موسي الاشعري"),
        # "… in the hadith of NAME", the name last: a name with its particle (ابن، أبو، عبد).
        ("من هو المسلم في حديث عبد الله بن عمرو رضي الله عنهما", "عبد الله بن عمرو"),
        ("ما الدعاء الذي علمه النبي في رواية أبي بكر", "ابي بكر"),
        # The name before a clause of time ("when he asked …"): what follows is the subject.
        ("ماذا روى ابن مسعود رضي الله عنه لما سأل النبي ﷺ عن أحب الأعمال", "ابن مسعود"),
        ("ماذا روت عائشة حين سألها رجل عن الغسل", "عائشة"),
    ],
)
def test_an_arabic_narrator_is_found_apart_from_the_subject(question: str, narrator: str) -> None:
    analysis = analyse(question)
    assert analysis.narrator == normalise(narrator)
    assert not set(words(normalise(narrator))) & set(_content(analysis.subject))


@pytest.mark.parametrize(
    "question",
    ["ما فضل حديث الجار", "اذكر حديث الغار"],
)
def test_a_hadith_named_by_its_subject_names_no_narrator(question: str) -> None:
    # "the hadith of the neighbour", "the hadith of the cave": no name particle, no narrator.
    assert analyse(question).narrator is None


@pytest.mark.parametrize(
    "question", ["ماذا قال النبي ﷺ عن الغضب", "ماذا قال موسى عن فرعون", "ماذا قال الله عن الصبر"]
)
def test_the_prophet_a_prophet_or_god_is_no_narrator(question: str) -> None:
    assert analyse(question).narrator is None


@pytest.mark.parametrize(
    ("question", "unscoped"),
    [
        # A source named as what is learnt, read or kept is part of the subject ("حفظ القرآن",
        # memorising the Qur'an), not where to look: its merit is told in the hadith.
        ("ما فضل حفظ القرآن", ("القران",)),
        ("ما فضل من يتعلم القرآن ويعلمه", ("القران",)),
        ("ما فضل قراءة القرآن", ("القران",)),
        ("من هن زوجات النبي", ("النبي",)),
        # The Prophet blessed ("الصلاة على النبي") is what is asked, not where to look.
        ("ما فضل الصلاة على النبي", ("النبي",)),
        ("ما فضل الصلاه علي النبي ﷺ", ("النبي",)),
        # Named as the source, it still says where to look.
        ("ماذا يقول القرآن عن الصبر", ()),
        ("آية عن الصبر في القرآن", ()),
        ("ماذا قال النبي عن الجار", ()),
        ("اذكر حديثا عن الصدق", ()),
        ("كم سنة لبث نوح في قومه حسب القرآن", ()),
        ("ما جزاء القاتل بحسب القرآن", ()),
    ],
)
def test_a_source_named_as_what_is_asked_does_not_scope_the_answer(
    question: str, unscoped: tuple[str, ...]
) -> None:
    # The analysis names the words in construct; the config's source words are among them.
    sources = {normalise(w) for w in ("القرآن", "النبي", "حديث", "الحديث", "آية", "سورة")}
    assert {w for w in analyse(question).unscoped if w in sources} == set(unscoped)


@pytest.mark.parametrize("word", ["جزاء", "عقوبة", "ثواب", "جواب", "الجواب"])
def test_the_recompense_asked_of_a_deed_scores_but_is_not_asked_of_a_passage(word: str) -> None:
    # "ما جزاء الذين يأكلون أموال اليتامى ظلما": 4:10 tells what befalls them without the word
    # جزاء.
    # "في جواب النبي": the answer asked is what the passage tells, not a word it holds.
    assert normalise(word) in WEAK_FORMS


@pytest.mark.parametrize("word", ["المرء", "شخص", "الشخص", "الواحد"])
def test_a_generic_person_scores_but_is_not_asked_of_a_passage(word: str) -> None:
    # As "person", "one" in English: "محبة المرء لأخيه" is told as "أحدكم … لأخيه".
    assert normalise(word) in WEAK_FORMS


@pytest.mark.parametrize("word", ["رجل", "الرجل"])
def test_the_man_asked_about_is_still_asked_of_a_passage(word: str) -> None:
    # "الرجل الذي سقى كلبا": the man tells his hadith from the woman's (tried on arabic-dev2).
    assert normalise(word) not in WEAK_FORMS


@pytest.mark.parametrize("word", ["معجزات", "المذكورة"])
def test_what_a_question_asks_about_its_subject_is_still_asked_of_a_passage(word: str) -> None:
    # Weak, "the miracles of Jesus" cited any verse naming Jesus, and "the cursed tree
    # mentioned in al-Isra" the verse that mentions it, not what it is (tried on arabic-dev3).
    assert normalise(word) not in WEAK_FORMS


@pytest.mark.parametrize(
    ("question", "nominal"),
    [
        ("ماذا قال النبي عن شرب الشاي", ("شرب",)),
        ("ما فضل الصبر على قضاء الله", ("قضاء",)),
        ("ما فضل من يتعلم القران", ()),  # من is also "who": a verb may follow it
    ],
)
def test_a_word_after_a_preposition_is_read_as_a_noun(
    question: str, nominal: tuple[str, ...]
) -> None:
    assert analyse(question).nominal == nominal


@pytest.mark.parametrize(
    ("question", "ranking"),
    [
        ("كم كان طول ادم عليه السلام", "طول"),
        ("كم كان عمر الرسول لما توفي", "عمر"),
        ("كم المسافة بين مكة والمدينة", "المسافة"),
        ("كم عدد ابواب الجنة", ""),  # a count names no quantity
        ("ما قصة عمر مع النبي", ""),  # nor does a topic (عمر is a name there)
    ],
)
def test_a_measure_s_quantity_ranks_but_is_no_subject_word(question: str, ranking: str) -> None:
    analysis = analyse(question)
    assert analysis.ranking == ranking
    assert not ranking or ranking not in words(analysis.subject)


@pytest.mark.parametrize("word", ["سوى", "سوا", "سوت", "سووا", "يسوي", "تسوي"])
def test_the_colloquial_did_scores_but_is_not_asked_of_a_passage(word: str) -> None:
    # Gulf and Levantine "وش سوى يوسف", "شو سوت": "did", as فعل and صار are; the texts say
    # what was done, not سوى (which in writing is "except", or سوي, "even, whole").
    assert normalise(word) in WEAK_FORMS


@pytest.mark.parametrize(
    ("question", "noun"),
    [
        ("من هو عمر المختار", "عمر"),
        ("من هي خديجة بنت خويلد", "خديجة"),
        ("ما هي السبع المثاني", "السبع"),
        ("من هم اصحاب الاخدود", "اصحاب"),
        ("مين هو صلاح الدين", "صلاح"),
    ],
)
def test_the_word_after_who_is_or_what_is_is_a_noun(question: str, noun: str) -> None:
    # "من هو عمر المختار": after "who is", عمر is a name (a noun), not the verb عمر (to build).
    assert noun in analyse(question).nominal


@pytest.mark.parametrize(
    ("question", "particle"),
    [
        # Colloquial particles ("like this", "only", "also", "not", "now", "because", "I want"),
        # never a subject; read as words they met others: هيك as إله (god), بس as لبس (to
        # wear), برضه as رضي (to be pleased), كده as كاد.
        ("النبي قال ايه عن الكذب كده", "كده"),
        ("شو قال النبي عن الصدقة هيك بشكل عام", "هيك"),
        ("بس ابغي اعرف فضل الصيام", "بس"),
        ("والصلاة برضه ايش فضلها", "برضه"),
        ("ليش مش بنصوم يوم الجمعة لوحده", "مش"),
        ("شو قال النبي عن الغيبة هلق", "هلق"),
        ("ليه الصيام دلوقتي مهم", "دلوقتي"),
        ("بدي اعرف شو قال النبي عن الجار", "بدي"),
    ],
)
def test_a_colloquial_particle_is_no_subject_word(question: str, particle: str) -> None:
    assert particle not in words(analyse(question).subject)


@pytest.mark.parametrize(
    ("question", "word"),
    [
        # Conjunctions of time join a question's clauses, as عندما does: never a subject word.
        ("بماذا أوصى النبي ابن عمر حين أخذ بمنكبه", "حين"),
        ("ماذا قال موسى حينما رأى النار", "حينما"),
        ("ماذا قال يعقوب بعدما فقد يوسف", "بعدما"),
    ],
)
def test_a_conjunction_of_time_is_no_subject_word(question: str, word: str) -> None:
    assert word not in words(analyse(question).subject)


@pytest.mark.parametrize(
    ("question", "word"),
    [
        # "The one mentioned": where the asker points at the text, never what is asked about.
        # A definite form only: the Qur'an's own "شيئا مذكورا" (76:1) stays a word.
        ("ما هو الطارق المذكور في قوله والسماء والطارق", "المذكور"),
        ("ما هي الشجرة الملعونة المذكورة في سورة الاسراء", "المذكورة"),
        ("من هم الانبياء المذكورين في سورة الانعام", "المذكورين"),
        # Without the article where the source follows ("is it mentioned in the Qur'an"): a
        # blind split (arabic-words-dev18-23) was answered with "شيئا مذكورا" (76:1) at eight.
        ("القطه مذكوره في القران؟ في اي سوره بالظبط؟", "مذكوره"),
        ("هل الديناصورات مذكورة في القرآن", "مذكورة"),
        ("هل الصين مذكور في الحديث", "مذكور"),
    ],
)
def test_the_mentioned_is_a_framing_word(question: str, word: str) -> None:
    assert word not in words(analyse(question).subject)
    assert "مذكورا" in words(analyse("ما معنى لم يكن شيئا مذكورا").subject)


@pytest.mark.parametrize(
    ("question", "word"),
    [
        # "The true", "the real": the asker wants what the thing is, the texts say it without
        # the modern adjective ("ليس الغنى عن كثرة العرض"); as the English "true" or "real".
        ("ما هو الغنى الحقيقي في نظر النبي", "الحقيقي"),
        ("من هو المفلس الحقيقي", "الحقيقي"),
        ("ما هي السعادة الحقيقية في الاسلام", "الحقيقية"),
        ("ما المعنى الحقيقي للتوكل", "الحقيقي"),
    ],
)
def test_the_true_is_a_framing_word(question: str, word: str) -> None:
    subject = words(analyse(question).subject)
    assert word not in subject
    assert len(subject) >= 1


@pytest.mark.parametrize(
    ("question", "word"),
    [
        # "As the Prophet described it", "as the Qur'an tells": where the answer is to be found,
        # said; the describing is not what is asked about.
        ("من هو المسكين كما وصفه النبي", "وصفه"),
        ("ما هو الصبر كما بينه القران", "بينه"),
        ("ما هي الجنة كما وصفها النبي", "وصفها"),
        ("ما معنى التقوى كما عرفها الصحابة", "عرفها"),
        ("ما هو الاحسان كما اخبر به النبي", "اخبر"),
    ],
)
def test_as_described_is_framing(question: str, word: str) -> None:
    subject = words(analyse(question).subject)
    assert word not in subject
    assert len(subject) >= 1


@pytest.mark.parametrize(
    ("question", "framing"),
    [
        # Asking to be told or written to, in speech ("tell me", "write me"), and "is it true
        # that", "what kind of", "and what", "not" before a verbal noun: how a question asks.
        ("احكيلي عن جذع النخلة اللي صار يبكي", "احكيلي"),
        ("احكي لي قصة اصحاب الكهف", "احكي"),
        ("اكتبلي سورة الفلق كاملة", "اكتبلي"),
        ("هل صحيح ان القمر انشق في زمن النبي", "صحيح"),
        # Stop 39 (blind splits, dev): "is it true" as dialects ask it, first ("واش صحيح",
        # "هو صح انو") or last ("صحيح هالكلام؟"): read as a subject word it made an unknown
        # compound with the next word ("صحيح كلام", "صحيح تثاؤب") and refused the question.
        ("واش صحيح التثاؤب من الشيطان", "صحيح"),
        ("هو صح انو النبي كان يحب الحلوى", "صح"),
        ("النبي دعا على اهل عمان لانهم سبوا رسوله، صحيح هالكلام؟", "صحيح"),
        ("النبي دعا على اهل عمان، صحيح هالكلام؟", "هالكلام"),
        ("ان النبي شرب قائما صح هالحكي", "صح"),
        ("ايش نوع الصوم اللي نذرته مريم", "نوع"),
        ("ايش اختار النبي وايش قال له جبريل", "وايش"),
        ("ماذا روى انس عن التيسير على الناس وعدم تنفيرهم", "وعدم"),
    ],
)
def test_spoken_asking_is_framing(question: str, framing: str) -> None:
    reading = analyse(question)
    assert framing not in words(reading.subject)
    assert len(words(reading.subject)) >= 1


@pytest.mark.parametrize(
    ("question", "word", "standard"),
    [
        # Colloquial words for things the texts name in standard Arabic: read as those words.
        ("كام راجل اختارهم سيدنا موسى للميقات", "راجل", "رجل"),
        ("ليه الستات قطعوا ايديهم في قصة يوسف", "الستات", "النساء"),
        ("النبي قال ايه عن تربية العيال", "العيال", "الاولاد"),
        ("شو قال النبي عن الولاد", "الولاد", "الاولاد"),
        ("كم كتير من الناس يدخلون الجنة", "كتير", "كثير"),
        ("النبي قال ايه عن الفلوس", "الفلوس", "المال"),
        # Egyptian passives (arabic-facts-dev-09, stop 35): unknown words that refused.
        ("هو النبي اتوفى يوم ايه في الاسبوع", "اتوفي", "توفي"),
        ("سيدنا عيسى اتولد فين", "اتولد", "ولد"),
        # Stop 40 (arabic-words-dev9-01, -03, blind): "to see" as spoken (شاف، يشوف، شافت،
        # شفت), unknown words that refused.
        ("مين اللي بعته النبي يشوف عير ابو سفيان", "يشوف", "يري"),
        ("ام العلاء شافت في المنام عينا", "شافت", "رات"),
        ("النبي شاف جبريل على صورته", "شاف", "راي"),
        # Stop 44 (blind splits, dev: arabic-words-dev18-20, arabic-facts-dev6-03, -11,
        # arabic-names-dev22-05, -15, -21): spoken words for fingers, died, was killed, fell,
        # first, eleven; unknown words that refused.
        ("واش خاصني نلحس صوابعي من بعد الماكلة", "صوابعي", "اصابعي"),
        ("فاطمة ملي توفات شكون دفنها", "توفات", "توفيت"),
        ("مرحب ملك خيبر انقتل على ايد منو", "انقتل", "قتل"),
        ("خاتم الرسول وين طاح", "طاح", "سقط"),
        ("منو زوجها الاولاني", "الاولاني", "الاول"),
        ("واحد قال لي تسع وواحد قال احدعش", "احدعش", "عشر"),
    ],
)
def test_a_colloquial_word_reads_as_the_standard_one(
    question: str, word: str, standard: str
) -> None:
    subject = words(analyse(question).subject)
    assert word not in subject
    assert standard in subject


@pytest.mark.parametrize(
    ("question", "framing"),
    [
        # "Because of" and "the story of", wherever they stand: how the question is put,
        # never what a passage must say (the hadith say "في هرة", not بسبب).
        ("ما قصة المرأة التي دخلت النار بسبب قطة حبستها", "بسبب"),
        ("ليه النساء قطعن ايديهن في قصة يوسف", "قصة"),
    ],
)
def test_a_framing_noun_mid_question_is_no_subject_word(question: str, framing: str) -> None:
    assert framing not in words(analyse(question).subject)


@pytest.mark.parametrize("word", ["أوصى", "اوصى", "أوصاه", "وصى", "نصح", "نصحه", "شبه", "شبّه"])
def test_a_verb_of_advising_or_likening_scores_but_is_not_asked_of_a_passage(word: str) -> None:
    # "بماذا أوصى النبي معاذا لما بعثه الى اليمن": the hadith tells the advice ("إنك تأتي
    # قوما …") without the word أوصى; "بماذا شبه النبي المؤمن لأخيه المؤمن": the likeness
    # ("كالبنيان") without شبه. What the question asks is what was said, as with قال.
    assert normalise(word) in WEAK_FORMS


@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("شو قال النبي لسعد لما بدو يوصي بماله", "بدو"),
        ("بدها تعرف قصة يوسف", "بدها"),
        ("بدكم تعرفوا فضل الصدقة", "بدكم"),
        ("ليش بدهم يقتلوا يوسف", "بدهم"),
    ],
)
def test_the_colloquial_want_of_any_person_is_framing(question: str, word: str) -> None:
    # Levantine بدو، بدها، بدهم، بدكم (he, she, they, you want), as بدي: no text writes them.
    assert word not in words(analyse(question).subject)


def test_the_colloquial_around_reads_as_the_standard_function_word() -> None:
    # "around" in Egyptian (arabic-facts-dev-04, stop 35): unknown, it refused the question.
    subject = words(analyse("كان فيه كام صنم حوالين الكعبة").subject)
    assert "حوالين" not in subject
    assert "الكعبة" in subject


@pytest.mark.parametrize(
    "question",
    ["أي يوم من أيام الأسبوع ولد فيه النبي ﷺ؟", "النبي ﷺ اتولد يوم ايه في الأسبوع؟"],
)
def test_the_week_asked_of_is_framing(question: str) -> None:
    # No passage writes الاسبوع: asked which weekday, the week is the type, not the subject;
    # nor is the Egyptian "ايه" ("what") of "يوم ايه".
    subject = analyse(question).subject.split()
    assert "الاسبوع" not in subject
    assert "ايه" not in subject


@pytest.mark.parametrize("word", ["شيئا", "اصلا"])
def test_something_and_at_all_score_but_are_not_asked_of_a_passage(word: str) -> None:
    # Stop 41 (arabic-names-dev6-25, arabic-names-dev14-21): "هل قال رسول الله شيئا عن البراء
    # بن مالك", "وش هو النغير اصلا": as "anything", "at all" in English.
    assert normalise(word) in WEAK_FORMS


@pytest.mark.parametrize(
    "question",
    [
        # Stop 44: an age asked with its pronoun ("عمرها", "her age") was read as a count of
        # كان; "عايشة كم كان عمرها يوم توفت" was then answered with Khadija's death.
        "عايشة رضي الله عنها كم كان عمرها يوم توفت",
        "كم كان عمره لما مات",
        "ما هو عمرها حين تزوجها النبي",
        # Asked after it, as dialects ask (arabic-facts-dev3-07).
        "السيدة عائشة توفت وعمرها قديش",
    ],
)
def test_an_age_asked_with_its_pronoun_is_a_measure_of_age(question: str) -> None:
    analysis = analyse(question)
    assert (analysis.kind, analysis.measure) == ("measure", "عمر")


def test_a_year_written_with_ha_is_no_age() -> None:
    # سنه is سنة (a year), as often as "his age": ar-dev-factoid-01 counts years.
    assert analyse("كم سنه لبث اهل الكهف في كهفهم").kind == "count"


@pytest.mark.parametrize(
    "question",
    [
        "ما لون عيون النبي",
        "شو لون عمامة النبي يوم الفتح",
        "عمامة النبي لونها ايه",
        "وش لون بغلة النبي",
    ],
)
def test_a_colour_asked_in_arabic_is_a_measure_of_colour(question: str) -> None:
    analysis = analyse(question)
    assert (analysis.kind, analysis.measure) == ("measure", "لون")
    assert "لون" not in analysis.subject.split()


@pytest.mark.parametrize(
    "question",
    [
        # arabic-dev14-21 (stop 46, blind): "في آية بالقرآن تقول …" asks for a verse; read as
        # a construct ("آية بالقرآن"), the Qur'an named no source and a hadith answered. A word
        # with a preposition joined stands in no construct.
        "في آية بالقرآن تقول ان الشيب نور للمؤمن؟",
        "هل من آية للقرآن عن الصبر",
    ],
)
def test_a_source_after_a_preposition_still_says_where_to_look(question: str) -> None:
    assert not {"بالقران", "للقران"} & set(analyse(question).unscoped)


def test_a_spoken_really_asks_nothing() -> None:
    # arabic-senses-dev4-07 (stop 46, blind): "بجد" (Egyptian "really") was read as جد,
    # fortune, and held by "ذا الجد" (muslim:960).
    subject = analyse("ذو القرنين كان عنده قرنين في راسه بجد؟").subject
    assert "بجد" not in subject.split()
    assert "عنجد" not in analyse("عنجد النبي كان عنده قطة؟").subject.split()
