"""The dev and test splits of issues 11 and 12 on the real corpus: floors, never loosened.

``evals/dev.json`` is the split the gates were tuned on, and ``evals/dev2.json`` and
``evals/dev3.json`` further dev splits written later by other hands (from the corpus, without
running Sanad), tuned on since; ``evals/test.json`` was written apart and is only measured
(its cases were never read to tune anything). ``evals/arabic-dev.json`` and
``evals/arabic-test.json`` are the Arabic splits of issue 12, written the same way: dev tuned
on, test only measured; ``evals/arabic-dev2.json`` is a second Arabic dev split by another
hand, and ``evals/arabic-dev3.json`` to ``evals/arabic-dev9.json`` a third to a ninth. The bar
for all is zero fabrications; the figures below are what the landed tree measures, kept as
floors so that a change can only improve them. Where a floor is below the bar, it says so:
that is open work, reported in the issue, not a pass.
"""

import itertools
from pathlib import Path

import pytest

from sanad.adapters.evalset_file import load_evalset
from sanad.adapters.loading import LoadedCorpus
from sanad.core.evaluate import run_eval

EVALS = Path(__file__).resolve().parents[2] / "evals"

pytestmark = [pytest.mark.golden, pytest.mark.slow]

# Measured 2026-12-01 on the tree that landed issue 11's work.
FLOORS = {
    # 160 before a factoid's predicate counted whole: that cost "How long did Noah live among
    # his people?" (29:14 says "continued with them") and refused three golden fabrications.
    # 165 since issue 15 (an English question's person must stand in its window).
    "dev.json": (165, 0),  # passed ≥ 165 of 177; fabrications ≤ 0 (the bar)
    # 88 before "what day of the week" asked for a weekday: the one it cost was a wrong
    # citation ("seek it in the last week") that became a refusal.
    "dev2.json": (96, 0),  # passed ≥ 96 of 126; written apart, then tuned on: BELOW THE BAR
    # Written apart (from the corpus alone, without running Sanad); first measured 67 / 100
    # with 1 fabrication (a referral missed), then tuned on.
    # 78 before issue 15: an English question's person must stand in its window (made for a
    # fabrication with eight collections on) and "does the quran mention the scrolls of ibrahim"
    # lost 87:18, which says "the former scrolls" and names Abraham only in the verse after.
    # 78 since a question asking what the Prophet said is answered only by a hadith telling his
    # words (made for growth-dev's "the city of bukhara"): dev3-narrator-04 lost the hadith of
    # Anas carrying the water and kept the one where the Prophet says the supplication. 77
    # since asked whether he did something, the doing must stand in a window (stop 35, made
    # for hadith-about-dev's sandals and eggs): lemma-04 ("did the prophet lose any teeth at
    # the battle of uhud") is refused, its passages saying "broken his tooth".
    # 76 for a while in stop 41 (what a question asks of the persons it names must pass the
    # evidence gate beside their names): dev3-narrator-01 ("what did muadh bin jabal say the
    # prophet told him …") held too little of the rest, until "what did X say the prophet told
    # him" named X as its narrator.
    "dev3.json": (77, 0),  # passed ≥ 77 of 100: BELOW THE BAR
    # 134 before a factoid's predicate counted whole (made for three golden fabrications, not
    # for this split, which was measured after): it cost one held-out answer.
    # 133 with 1 fabrication before a measure's unit ("in miles") became its type: that
    # fabrication was read in this split before the change, so its fix is not held-out evidence.
    # 134 before the first or last hadith of a collection was read as that entry (made for an
    # Arabic dev case, "الحديث الأول في صحيح البخاري"; measured here after, not read).
    # 135 before the seventh Arabic round (measured after it, row only).
    # 136 before stop 28 (measured after it, row only).
    # 139 since his name after his title is framing (stop 36, made for words-dev3-16): its
    # gain here is weak evidence, for the question that gained had been copied, from a grep
    # listing "prophet muhammad" questions, into a unit test (replaced before landing).
    "test.json": (139, 0),  # passed ≥ 139 of 171; fabrications ≤ 0: BELOW THE BAR (open)
    # Issue 12: written apart from the corpus alone, before the Arabic work was tuned on them.
    # First measured (this session's tree before any of it was tuned): dev 29 / 60 with 2
    # fabrications, test 32 / 60 with 3. The test split is measured only, never read to tune.
    # 50 for a while with kin matches ranked by their own weight (uncapped): that broke the rule
    # that a lemma ranks above a root match (a golden search test caught it) and was reverted;
    # the floor is what the tree that keeps the rule measures.
    # 49 before a number a verse states was read with the verse before it (15:44, of 15:43),
    # 50 before a verb the Quranic Arabic Corpus cites in the imperfect read as its perfect,
    # 51 before a hadith qudsi asked for was answered only by one telling Allah's words, 52
    # before a narrator named in the text, before the Prophet's words, narrated them, 53
    # before "one", "a person" (المرء، شخص) and "the answer" (جواب) were weak words.
    # 55 before every form the question writes of a noun (الكهف, كهفهم) was its own form, 54
    # before a measure's quantity (طول) ranked as a weak word.
    # 56 before every hadith form was analysed as it stands (topic-06, the cat), 57 before the
    # verbs of advising were weak words (topic-07, "فبماذا أوصاه").
    "arabic-dev.json": (58, 0),  # passed ≥ 58 of 60 (85 %)
    # Written apart by another hand (from the corpus alone, without running Sanad) and committed
    # before it was first measured: 42 / 60 with 0 fabrications; tuned on since.
    # 49 before "according to" (حسب القرآن) named the source and "how long" (كم مدة) asked a
    # span of time, and before a form the corpus writes only after a conjunction (فانطبقت)
    # read as that form. 51 before "the answer" (في جواب النبي) was a weak word. 53 since a
    # person the question names must stand in the window or be the one whose story the verse
    # tells (story-03, Joseph's dream: 12:4 instead of hadith on dreams).
    "arabic-dev2.json": (53, 0),  # passed ≥ 53 of 60 (85 %)
    # Written apart by a fourth hand (MSA and colloquial) and committed before it was first
    # measured: 39 / 60 with 0 fabrications; tuned on since.
    # 44 before a definite noun right after a verb was read as its subject (خرق الخضر السفينة),
    # 45 before "عبد الله" was a name and "في حديث عبد الله بن عمرو" named a narrator.
    # 47 since a hadith's sentence tells the story of the person named before it (stop 29,
    # meaning-03: Gabriel's hadith, bukhari:50). 46 since stop 40 reads a narrator after the
    # spoken "what" (ايش روى عثمان بن عفان عن …): narrator-03 had passed on his name as a
    # subject word; its pivot is now أجر, which the hadith of building a mosque does not write.
    "arabic-dev3.json": (46, 0),  # passed ≥ 46 of 60: BELOW THE BAR (85 %)
    # Written apart by a fifth hand (MSA and colloquial; labelled from passages read, without
    # running Sanad) and committed before it was first measured: 29 / 40 with 1 fabrication
    # ("عن شرب الشاي"). Two labels were fixed after (a missed citation, a name bukhari:4520
    # states), which left 29. 30 before a word after a preposition could begin a compound, 31
    # before the colloquial بيجوز was referred, 32 before the colloquial present بيغش read as
    # its verb.
    # 33 before the verbs of advising were weak words (story-04, Muadh sent to Yemen).
    "arabic-dev4.json": (34, 0),  # passed ≥ 34 of 40 (85 %)
    # Written apart by a sixth hand (MSA and colloquial; labelled from passages read, without
    # running Sanad) and committed before it was first measured: 29 / 40 with 0 fabrications
    # (7 over-refusals, 2 wrong citations, 2 refusal mix-ups). 29 before the colloquial "must
    # I" (لازم) and the asker's own state (أنا مسافر …) were personal cases, 31 before an
    # unknown noun in ت before a pronoun kept its ta marbuta's stem (مسؤوليته, with a hamza on
    # و read as the hadith write it), 32 before the colloquial "did" (سوى) was a weak word.
    "arabic-dev5.json": (34, 0),  # passed ≥ 34 of 40: BELOW THE BAR (85 %)
    # Written blind by a seventh hand (MSA and four dialects; labelled from passages read,
    # never run through answering) and committed before it was first measured: 27 / 40 with 2
    # fabrications, alike on the trees before and after the sixth round (which did not reach
    # it). 27 before the word after "who is" (من هو) was a noun, so that "عمر المختار" is an
    # unknown compound, and "هل يكره" was referred: both fabrications gone. 29 before
    # colloquial words read as the standard ones (راجل as رجل).
    # 30 before every hadith form was analysed as it stands (narrator-03, الفقه read ف + قه).
    # 32 since a verse tells the story of the person named in the verses before it (story-01).
    "arabic-dev6.json": (32, 0),  # passed ≥ 31 of 40: BELOW THE BAR (85 %)
    # Written blind by an eighth hand (half in four dialects, longer questions; labelled from
    # passages read, never run through answering) and committed before it was first measured:
    # 23 / 40 with 0 fabrications (15 over-refusals, 9 of them an unknown word; 2 refusal
    # mix-ups), on the tree after the article-and-pronoun fix (البنوك).
    # 25 since a scholar's view and validity without هل were referred (ruling-06, ruling-07);
    # the hadith-morphology change cost factoid-02 (غزاها read as a noun) and the rule that a
    # word with an attached pronoun begins no construct gave it back.
    # 26 since a verse tells the story of the person named in the verses before it (story-01).
    "arabic-dev7.json": (26, 0),  # passed ≥ 25 of 40: BELOW THE BAR (85 %)
    # Written blind by a ninth hand in the first hand's shapes (mostly standard Arabic: topics,
    # facts, meanings, references, narrators, senses, absent subjects, rulings; labelled from
    # passages read, never run through answering), and first measured on the landed tree
    # (53e0784) before any change of stop 28 reached it: 22 / 40 with 0 fabrications (11
    # over-refusals, 7 wrong citations).
    # 23 since the merit of a surah is asked of the hadith (topic-06, سورة الكهف).
    "arabic-dev8.json": (23, 0),  # passed ≥ 23 of 40: BELOW THE BAR (85 %)
    # Written blind by a tenth hand in the same shapes, after most of stop 28 had landed, and
    # first measured on that tree (029e7ff): 19 / 40 with 1 fabrication (19 over-refusals);
    # on the stop-27 tree (53e0784) it measures 19 / 40 with 2 fabrications. 20 with none
    # since حكم the verb in a story is no ruling (topic-02) and البراكين no plural of براك.
    # 22 since "the true" (الحقيقي) and "as the Prophet described it" (كما وصفه) are framing
    # (stop 29: meaning-03, sense-02). 21 when the colloquial "مين اللي" first asked a name as
    # "من الذي" does (stop 35): factoid-01 ("مين اللي قتل أبو جهل") returned passages naming
    # other men, as its MSA form did; 22 again since who did it must stand by the doing.
    # 23 since "أي يوم من أيام الأسبوع" asks a weekday (stop 36).
    "arabic-dev9.json": (23, 0),  # passed ≥ 23 of 40: BELOW THE BAR (85 %)
    # Written blind by an eleventh hand (MSA and three dialects; labelled from passages read,
    # never run through answering) and committed before it was first measured: 13 / 40 with 1
    # fabrication (Khadija's age answered with Aisha's "she had died three years before he
    # married me"), alike on the tree stop 29 began from (571cfb6). Tuned on since: 19 with none
    # since an age is stated as so many years after ابن، بنت، عمر، سن; the verses known by a
    # name (آية الدين، آية النور), spoken asking (احكيلي، اكتبلي), words typed as spoken
    # (بيكتر), and a verbal noun's verb as kin (اختيار) gave the rest; 22 since "is it valid
    # if I …" (يصح أطلع) is referred. 23 / 24 for a while with spoken verbs read as standard
    # ones (شاف رأى), reverted: most new answers among probes were wrong.
    "arabic-dev10.json": (22, 0),  # passed ≥ 22 of 40: BELOW THE BAR (85 %)
    # Written blind by a twelfth hand after stop 29's changes and measured once, not tuned on:
    # 24 / 40 with 0 fabrications on that tree (f2d9b60); 22 / 40 with 0 on the tree the stop
    # began from (571cfb6).
    "arabic-dev11.json": (27, 0),  # passed ≥ 27 of 40: BELOW THE BAR (85 %)
    # Issue 15: written blind for the corpus with all eight collections on, measured here with
    # the four default ones (its Sunan-only answers are then over-refusals). Its two
    # fabrications with four collections were open weaknesses (SCHOLAR-REVIEW.md, tenth round):
    # "imam ahmad ibn hanbal" in English transmission notes (still open), "التأمين على السيارات".
    # 37 with 1 since a particle's lemma is read only for the particle (التأمين is no أمّا);
    # 38 with 0 since a question asking what the Prophet said is not answered by a hadith that
    # holds its rarest word only in a narrator's or later scholar's frame ("Ahmad bin Hanbal
    # said", "according to the version of Ahmad ibn Hanbal").
    "growth-dev.json": (38, 0),  # passed ≥ 38 of 58: BELOW THE BAR (85 %)
    # Stop 31: 40 more written blind for eight collections and committed before measuring.
    # First sight (on 8ff5ed5, the commit that added it): 25 / 40 with 4 fabrications here, 26 / 40
    # with 5 at eight; then tuned on: a name after its class ("the planet mars") must stand in
    # the window, "imam bukhari" is the man, not the collection, and "a hadith where the
    # Prophet praises X" asks his words; a translator's gloss in brackets is no word of the
    # hadith's ("al-Fustat (Cairo)"); an -ing verb before "the/a" and its object is what is
    # asked ("splitting the atom", not "an atom's weight").
    # 28 with 1 fabrication before present-day senses (stop 32): "هل ذكرت السيارات في القرآن
    # الكريم؟" had been answered with the caravan of Q 12:10.
    "growth-dev2.json": (30, 0),  # passed ≥ 30 of 40
    # 47 with 1 fabrication before an Arabic word before a definite one that no passage has
    # side by side became an unknown compound (made for a dev case, كرة القدم): it removed the
    # fabrication and cost two answers; 46 since a verb before its object is no compound.
    # 46 before Arabic proper names stood in for capitals, 47 before a form whose stem no
    # passage has met the lemma its stem spells, 48 before an imperfect verb no table holds
    # was read without its prefix (all made for arabic-dev2's cases).
    # 49 before a verb the Quranic Arabic Corpus cites in the imperfect (يُنقَصُ) was read as the
    # perfect farahidi gives the hadith's forms (نقص): made for arabic-dev, measured here after.
    # 50 through stop 28; 51 in stop 29, first measured (row only) after the framing of "the
    # true" and "as described", and a hadith's story read from the sentences before.
    "arabic-test.json": (51, 0),  # passed ≥ 51 of 60 (85 %): the bar
    # Issue 15, stop 32: words the texts use only in an older sense (banks, trains, السيارة).
    # Both written before any rule for them: dev first measured 19 / 30 with 9 fabrications and
    # tuned on (config/senses.toml); test 20 / 30 with 5, measured only, never read.
    "senses-dev.json": (28, 0),  # passed ≥ 28 of 30
    "senses-test.json": (25, 0),  # passed ≥ 25 of 30 (held out)
    # Issue 15, stop 32: Arabic questions asking what the Prophet said about a narrator, a later
    # scholar or a town only narrators name. Both written before the Arabic rule: dev first
    # measured 3 / 14 with 10 fabrications (five cases added later, from probes), tuned on; test
    # 2 / 12 with 7 fabrications, measured only, never read.
    "arabic-dev12.json": (19, 0),  # passed ≥ 19 of 19
    # 8 / 12 with 1 at four and eight since stop 34 (particles, nisbas and asides, made for
    # names-dev2 and arabic-names-dev2; measured here after).
    "arabic-words-test.json": (8, 1),  # passed ≥ 8 of 12; 1 fabrication: BELOW THE BAR (open)
    # The same in English (stop 32): dev first measured 4 / 9 with 4 fabrications, tuned on;
    # test 4 / 10 with 4, measured only: the English rule changed none of its verdicts. Stop
    # 33's reading of a name where its Arabic stands (transliterated): dev 6 / 9 with 2 -> 8 / 9
    # with 0; test 4 / 10 with 4 -> 7 / 10 with 1.
    "words-dev.json": (8, 0),  # passed ≥ 8 of 9
    "words-test.json": (7, 1),  # passed ≥ 7 of 10; 1 fabrication: BELOW THE BAR (open)
    # Stop 33, English "what did the Prophet say about" a person or place, with names he did
    # speak of beside names only narrators write; both written before the rules made for dev:
    # dev 6 / 8 with 1, tuned on; test 8 / 10 with 1, measured only, unchanged by those rules;
    # 9 / 10 with 0 after the kunya rule (arabic-names-dev's): "Abu X" is not "X".
    "names-dev.json": (7, 0),  # passed ≥ 7 of 8
    "names-test.json": (9, 0),  # passed ≥ 9 of 10 (held out; 1 fabrication at eight)
    # Stop 33: a fresh held-out Arabic split for what the Prophet said about a name, replacing
    # arabic-words-test as evidence (its names leaked into probes in stop 32); names used in no
    # probe and no dev split. First measured 5 / 12 with 5 fabrications (four), 7 / 12 with 4
    # (eight): the Arabic rule of stop 32 does not hold on names it was not made on.
    "arabic-names-dev.json": (9, 0),  # passed ≥ 9 of 9 (first sight 7 / 9 with 2)
    # Then 7 / 12 with 3 after a rule (a narrator's "فسالت X" after his words is frame) that I
    # formed from a hypothesis about this split's own names: tainted, to be replaced.
    # 8 / 12 with 2 (9 / 12 with 2 at eight) since stop 34's rule that an Arabic word found
    # only in another form of its lemma is judged where that form stands (made for a dev case,
    # arabic-dev12-09, Wasit read as Palestine). 7 / 12 with 1 (8 / 12 with 1 at eight) since
    # stop 40's rule that a place an Arabic question names must be named in the passage (made
    # for arabic-names-dev11-17): one pass became a refusal at both sizes; counted, not read.
    "arabic-names-test.json": (7, 1),  # passed ≥ 7 of 12; 1 fabrication: BELOW THE BAR (open)
    # Stop 33: yes/no questions asking his words ("Did the Prophet mention …", "هل ذكر النبي …"),
    # written before the analysis read them: dev 2 / 8 with 5, tuned on; test 1 / 6 with 4
    # (counts only). After: dev 5 / 8 with 1 (four), test 5 / 6 with 0.
    # 6 / 8 with 0 since stop 34: a text quoting nothing about one its story names first runs on
    # into the narrator's account (malik:entry-1320, Marwan).
    "forms-dev.json": (6, 0),  # passed ≥ 6 of 8
    "forms-test.json": (5, 0),  # passed ≥ 5 of 6 (held out)
    # Stop 33: other wordings ("What did Muhammad say", "Rasulullah", blessings written out,
    # "the Prophet's words", شو / ايش / وش قال النبي), written before the analysis read them:
    # dev 2 / 8 with 5, tuned on; test 0 / 6 with 4 (counts only). After: dev 6 / 8 with 1,
    # test 5 / 6 with 0.
    "wordings-dev.json": (7, 0),  # passed ≥ 7 of 8 (6 with 1 before stop 34: malik:entry-1320)
    "wordings-test.json": (5, 0),  # passed ≥ 5 of 6 (held out)
    # Stop 34: "what did the Prophet say about" a person or place, English and Arabic, written
    # blind by another hand (from the corpus, never running Sanad) and committed before
    # measuring; arabic-names-test2 replaces the tainted arabic-names-test as evidence. First
    # sight (four | eight): names-dev2 8 / 12 with 1 | 8 / 12 with 2; names-test2 9 / 12 with
    # 0 | 7 / 12 with 2; arabic-names-dev2 10 / 12 with 1 | 10 / 12 with 1; arabic-names-test2
    # 8 / 12 with 2 | 9 / 12 with 1. The dev halves are tuned on; the test halves only counted.
    "names-dev2.json": (11, 0),  # passed ≥ 11 of 12 (8 with 1 at first sight)
    "names-test2.json": (9, 0),  # passed ≥ 9 of 12 (held out; 2 fabrications at eight)
    "arabic-names-dev2.json": (12, 0),  # passed ≥ 12 of 12 (10 with 1 at first sight)
    # 9 / 12 with 2 | 10 / 12 with 1 since a class of place before its name (made for
    # arabic-names-dev2-08) is no compound.
    "arabic-names-test2.json": (9, 2),  # passed ≥ 9 of 12; 2 fabrications: BELOW THE BAR
    # Stop 34: 20 + 20 more, dev only, written blind by another hand after the rules above;
    # first sight on 13b754c (four | eight): names-dev3 14 / 20 with 0 | 18 / 20 with 0;
    # arabic-names-dev3 19 / 20 with 1 | 19 / 20 with 1.
    "names-dev3.json": (14, 0),  # passed ≥ 14 of 20
    "arabic-names-dev3.json": (20, 0),  # passed ≥ 20 of 20 (19 with 1 at first sight)
    # Stop 34: 40 general questions written blind for eight collections by another hand
    # (growth-dev3: 16 answered, 7 of them in the Sunan only; 18 no_source made to tempt; 6
    # referred), committed before any change for it. First sight on 2a9f3b6: 25 / 40 with 1
    # fabrication (four), 28 / 40 with 1 (eight); one label then fixed (a grading request is
    # referred, design.md): 26 / 40 and 29 / 40.
    # 27 since "Has he left Islam" is referred (takfir, made for growth-dev3-16); 28 with 0
    # since a measure of what another was told to do is not the asked one's (stop 35).
    "growth-dev3.json": (28, 0),  # passed ≥ 28 of 40
    # Stop 35: 44 general questions (16 Arabic) and 36 Arabic ones on words of other senses,
    # written blind for eight collections by other hands and committed before measuring. First
    # sight (four | eight): growth-dev4 28 / 44 with 2 fabrications | 30 / 44 with 2 (two cases,
    # the same questions as one of growth-dev2 and one of test, then dropped: 42 left);
    # arabic-words-dev2 21 / 36 with 2 | 22 / 36 with 3. Tuned on since.
    "growth-dev4.json": (28, 0),  # passed ≥ 28 of 42
    # 23 with 1 since the two-letter rule was withdrawn (stop 35): arabic-words-dev2-20 ("النبي
    # ﷺ كان بياكل رز؟") answered with Hassan's verse (رزان read as a dual of رز). 24 with 0 since
    # an Arabic question asking whether he did something asks the whole act (stop 36).
    "arabic-words-dev2.json": (24, 0),  # passed ≥ 24 of 36
    # Stop 35, later: 40 Arabic factoid questions (who, how many, when, where, the name of,
    # what was said when) and 40 English ones on words of other senses and facts no passage
    # states, written blind by other hands. First sight (four | eight): arabic-facts-dev 21 / 40
    # with 2 | 21 / 40 with 2; words-dev2 25 / 40 with 1 | 28 / 40 with 2. Tuned on since.
    # 25 since stop 36 (the Egyptian passive of stop 35, then "يوم ايه في الاسبوع", a weekday).
    "arabic-facts-dev.json": (25, 0),  # passed ≥ 25 of 40
    # words-dev2-09 ("wasnt it abu hurairah himself who the prophet kept telling go back and
    # pray") was a fabrication until stop 41: his name as the narrator carried the evidence.
    "words-dev2.json": (26, 0),  # passed ≥ 26 of 40
    # Stop 35, last: "is there a hadith about", "did the prophet ever", "what did the prophet say
    # when", 40 English and 40 Arabic, written blind. First sight (four | eight):
    # hadith-about-dev 19 / 40 with 5 | 21 / 40 with 5; arabic-hadith-about-dev 23 / 40 with 3 |
    # 24 / 40 with 3. Open: hadith-about-dev-16 (the ring fell into the well of Aris in
    # Uthman's time, beside his words on its engraving); arabic-hadith-about-dev-19 (companions
    # rode a ship, not he) and -25 (a passage telling he married Maimuna, with another's words).
    # All three closed in stop 36: his words must be told where the happening is told or after
    # it (English and Arabic), and an Arabic "did he …" asks the whole act. At eight one stays
    # open: arabic-hadith-about-dev-19 (tirmidhi:2321, others riding the sea).
    "hadith-about-dev.json": (24, 0),  # passed ≥ 24 of 40
    "arabic-hadith-about-dev.json": (26, 0),  # passed ≥ 26 of 40
    # Stop 35, names again: 30 English and 30 Arabic "what did the Prophet say about" a person
    # or place, written blind. First sight (four | eight): names-dev4 19 / 30 with 1 | 20 / 30
    # with 3; arabic-names-dev4 18 / 30 with 3 | 20 / 30 with 3. Open: names-dev4-28 ("Salim
    # bin Abdullah bin Umar", answered with "learn the Qur'an from four: … Salim", another
    # Salim) and -18 at eight (Mu'tah the town read as mut'ah the marriage). 20 with 0 since a
    # name asked with its father must be written with him (stop 36); -18 stays open at eight.
    "names-dev4.json": (20, 0),  # passed ≥ 20 of 30
    "arabic-names-dev4.json": (22, 0),  # passed ≥ 22 of 30
    # Last of stop 35: 16 English and 16 Arabic names, aimed at the Sunan's remarks and the
    # jurists they report, written blind after the rules above: first sight 24 / 32 with 0
    # (four), 27 / 32 with 0 (eight). Not tuned on.
    "names-dev5.json": (24, 0),  # passed ≥ 24 of 32
    # Stop 36: six blind splits by other hands from the corpus alone, each committed before it
    # was measured, cases repeating another split's question or a held-out case's fact dropped
    # first. First sight (four | eight) on the tree of that moment, then tuned on:
    # words-dev3 14 / 25 with 0 | 13 / 25 with 0; arabic-words-dev3 9 / 30 with 1 | 10 / 30
    # with 2; names-dev6 14 / 27 with 1 | 15 / 27 with 1; growth-dev5 16 / 22 with 0 | 16 / 22
    # with 0; arabic-growth-dev 18 / 29 with 2 | 17 / 29 with 2; arabic-names-dev5 11 / 25 with
    # 3 | 12 / 25 with 4.
    "words-dev3.json": (14, 0),  # passed ≥ 14 of 25
    "arabic-words-dev3.json": (11, 0),  # passed ≥ 11 of 30
    "names-dev6.json": (15, 0),  # passed ≥ 15 of 27
    "growth-dev5.json": (16, 0),  # passed ≥ 16 of 22
    # arabic-growth-dev-21 ("هل قال النبي: نعمت البدعة هذه؟", Umar's words in the Muwatta)
    # was answered as a topic until stop 37: words asked whether HE said them, told after
    # another speaker is named, answer nothing.
    "arabic-growth-dev.json": (20, 0),  # passed ≥ 20 of 29
    "arabic-names-dev5.json": (15, 0),  # passed ≥ 15 of 25
    # Last of stop 36: arabic-names-dev6 (16 / 23 with 1 | 19 / 23 with 1 at first sight) and
    # names-dev7 (13 / 24 with 2 | 15 / 24 with 2), names he spoke of or not, tuned on since.
    "arabic-names-dev6.json": (17, 0),  # passed ≥ 17 of 23
    "names-dev7.json": (18, 0),  # passed ≥ 18 of 24 (was 15; glosses, stop 38)
    # Stop 37: ten blind splits by other hands from the corpus alone, each committed before
    # it was measured, repeats and held-out overlaps dropped first. First sight (four |
    # eight), then tuned on: words-dev4 9 / 18 with 1 | 9 / 18 with 1; arabic-words-dev4
    # 10 / 19 with 0 | 11 / 19 with 0; arabic-names-dev7 11 / 26 with 4 | 10 / 26 with 4;
    # growth-dev6 9 / 15 with 1 | 9 / 15 with 1; names-dev8 10 / 19 with 0 | 11 / 19 with 0;
    # arabic-growth-dev2 13 / 17 with 0 | 13 / 17 with 0; arabic-names-dev8 12 / 23 with 1 |
    # 11 / 23 with 2; names-dev9 10 / 22 with 1 | 10 / 22 with 1; arabic-hadith-about-dev2
    # 14 / 28 with 1 | 14 / 28 with 1; words-dev5 12 / 26 with 2 | 12 / 26 with 2.
    "words-dev4.json": (10, 0),  # passed ≥ 10 of 18
    "arabic-words-dev4.json": (10, 0),  # passed ≥ 10 of 19
    # arabic-names-dev7-08 ("did the Prophet speak of Qatar") was answered with his "قطر
    # الماء" (drops of water) until stop 39: a name asked after أهل or دولة is written bare
    # and alone where it answers.
    # 15 since stop 41 (an Arabic question's names set apart, made for arabic-names-dev15-12):
    # arabic-names-dev7-06 ("مين كعب بن الاشرف … شو كان عامل") is refused for "عامل".
    "arabic-names-dev7.json": (15, 0),  # passed ≥ 15 of 26
    "growth-dev6.json": (10, 0),  # passed ≥ 10 of 15
    "names-dev8.json": (10, 0),  # passed ≥ 10 of 19
    "arabic-growth-dev2.json": (13, 0),  # passed ≥ 13 of 17
    "arabic-names-dev8.json": (13, 0),  # passed ≥ 13 of 23
    "names-dev9.json": (11, 0),  # passed ≥ 11 of 22
    "arabic-hadith-about-dev2.json": (15, 0),  # passed ≥ 15 of 28
    # words-dev5-19 (Moses's "eight pilgrimages", 28:27, read as hajj) was answered with the
    # verse it cites until stop 39: what else is asked of a verse cited, it must hold.
    "words-dev5.json": (15, 0),  # passed ≥ 15 of 26
    # Stop 38: three more blind splits, committed before measured, repeats and held-out
    # overlaps dropped first. First sight (four | eight): words-dev6 12 / 21 with 2 | 12 / 21
    # with 2; arabic-words-dev5 14 / 21 with 0 | 14 / 21 with 0; facts-dev2 14 / 21 with 0 |
    # 14 / 21 with 0; both fabrications fixed (the Red Sea named; 16:8 cited as a premise).
    "words-dev6.json": (16, 0),  # passed ≥ 16 of 21
    "arabic-words-dev5.json": (14, 0),  # passed ≥ 14 of 21
    "facts-dev2.json": (14, 0),  # passed ≥ 14 of 21
    # Stop 38, second batch (first sight, four | eight): growth-dev7 13 / 23 with 0 | 13 / 23
    # with 0; hadith-about-dev3 8 / 23 with 4 | 8 / 23 with 4; arabic-facts-dev2 15 / 21 with
    # 0 | 15 / 21 with 0. hadith-about-dev3-08 (the age asked of him, Abraham's told) fixed in
    # stop 40: a hadith naming another prophet tells no fact asked of the Prophet.
    "growth-dev7.json": (13, 0),  # passed ≥ 13 of 23
    "hadith-about-dev3.json": (12, 0),  # passed ≥ 12 of 23
    "arabic-facts-dev2.json": (15, 0),  # passed ≥ 15 of 21
    # Stop 39: seven blind splits, committed before measured, repeats and held-out overlaps
    # dropped first. First sight (four | eight): senses-dev2 14 / 27 with 1 | 14 / 27 with 1;
    # arabic-names-dev9 13 / 24 with 1 | 14 / 24 with 1; facts-dev3 16 / 26 with 0 | 16 / 26
    # with 0; arabic-words-dev6 14 / 28 with 0 | 15 / 28 with 0; words-dev7 14 / 25 with 0 |
    # 14 / 25 with 0; arabic-words-dev7 14 / 22 with 1 | 15 / 22 with 1; names-dev10 15 / 27
    # with 1 | 16 / 27 with 1. Every fabrication fixed since (a cited verse asked more, a
    # name given, two names asked in Arabic, "did he himself ever mention").
    "senses-dev2.json": (15, 0),  # passed ≥ 15 of 27
    "arabic-names-dev9.json": (14, 0),  # passed ≥ 14 of 24
    "facts-dev3.json": (17, 0),  # passed ≥ 17 of 26
    "arabic-words-dev6.json": (15, 0),  # passed ≥ 15 of 28
    "words-dev7.json": (14, 0),  # passed ≥ 14 of 25
    "arabic-words-dev7.json": (15, 0),  # passed ≥ 15 of 22
    # 15 since stop 41 (a nisba names the person asked, made for names-dev12-26):
    # names-dev10-15 ("dihya al kalbi … is there an actual hadith") must hold "actual".
    "names-dev10.json": (15, 0),  # passed ≥ 15 of 27
    # Stop 39, third batch (first sight, four | eight): arabic-names-dev10 14 / 27 with 0 |
    # 15 / 27 with 0; words-dev8 11 / 20 with 1 | 10 / 20 with 2; arabic-words-dev8 14 / 24
    # with 0 | 14 / 24 with 0. words-dev8-23 (Anas's service asked of Abu Hurayra) fixed;
    # words-dev8-24 ("if there were a prophet after me it would be abu bakr", Umar's in
    # tirmidhi:3779) is open: the saying's few content words stand in the Cave hadith.
    "arabic-names-dev10.json": (14, 0),  # passed ≥ 14 of 27
    # Stop 40: words-dev8-24 fixed (a saying of small words is held only where one of its
    # runs of three stands, sayings.saying_runs).
    "words-dev8.json": (12, 0),  # passed ≥ 12 of 20
    "arabic-words-dev8.json": (14, 0),  # passed ≥ 14 of 24
    # Stop 39, fourth batch, measured last (first sight, four | eight): words-dev9 10 / 19
    # with 2 | 11 / 19 with 1; arabic-names-dev11 16 / 24 with 2 | 16 / 24 with 2;
    # hadith-about-dev4 8 / 15 with 0 | 9 / 15 with 0. Fixed since: a number the question
    # states and asks to be shown (words-dev9-12, "70,000 magicians"), "is mentioned in the
    # quran" read as a subject word (words-dev9-19), "سيف الله" asked of Ali, its words apart
    # (arabic-names-dev11-16); in stop 40, the companion the angels washed "يوم أحد" answered
    # by passages naming no Uhud (arabic-names-dev11-17).
    "words-dev9.json": (12, 0),  # passed ≥ 12 of 19
    "arabic-names-dev11.json": (18, 0),  # passed ≥ 18 of 24
    "hadith-about-dev4.json": (8, 0),  # passed ≥ 8 of 15
    # Stop 40 (first sight, four | eight): arabic-names-dev12 14 / 23 with 0 | 15 / 23 with 0;
    # words-dev10 15 / 26 with 0 (one wrong citation at four: "first thing allah created
    # was the pen", answered by "taught by the pen"; fixed since) | 18 / 26 with 0;
    # names-dev11 12 / 21 with 0 | 15 / 21 with 0; arabic-words-dev9 13 / 22 with 0 | 13 / 22
    # with 0; facts-dev4 10 / 20 with 0 | 10 / 20 with 0 (every answerable one refused).
    "arabic-names-dev12.json": (14, 0),  # passed ≥ 14 of 23
    "words-dev10.json": (15, 0),  # passed ≥ 15 of 26
    "names-dev11.json": (12, 0),  # passed ≥ 12 of 21
    "arabic-words-dev9.json": (13, 0),  # passed ≥ 13 of 22
    "facts-dev4.json": (10, 0),  # passed ≥ 10 of 20
    # Stop 40, second and third batches (first sight, four | eight): hadith-about-dev5 12 / 20
    # with 0 | 12 / 20 with 0; arabic-facts-dev3 11 / 20 with 0 | same; words-dev11 11 / 16
    # with 1 | same (the people of Lut, fixed since); arabic-hadith-about-dev3 11 / 22 with 0 |
    # 13 / 22 with 0; senses-dev3 12 / 24 with 1 | same (created from nur, fixed since);
    # arabic-words-dev10 12 / 18 with 0 | same; names-dev12 15 / 22 with 0 | 11 / 22 with 5
    # (one fixed since, as-Siddiq; four open at eight); facts-dev5 13 / 24 with 0 | 12 / 24 with
    # 1 (6666 verses, fixed since); words-dev12 12 / 24 with 0 | same; arabic-names-dev13
    # 13 / 21 with 0 | 14 / 21 with 0.
    "hadith-about-dev5.json": (12, 0),  # passed ≥ 12 of 20
    "arabic-facts-dev3.json": (11, 0),  # passed ≥ 11 of 20
    "words-dev11.json": (12, 0),  # passed ≥ 12 of 16
    "arabic-hadith-about-dev3.json": (11, 0),  # passed ≥ 11 of 22
    "senses-dev3.json": (13, 0),  # passed ≥ 13 of 24
    "arabic-words-dev10.json": (12, 0),  # passed ≥ 12 of 18
    "names-dev12.json": (15, 0),  # passed ≥ 15 of 22 (at four; 4 fabrications at eight: open)
    "facts-dev5.json": (13, 0),  # passed ≥ 13 of 24
    "words-dev12.json": (12, 0),  # passed ≥ 12 of 24
    "arabic-names-dev13.json": (13, 0),  # passed ≥ 13 of 21
    # Stop 40, fourth batch (first sight, four | eight): words-dev13 12 / 22 with 0 | same;
    # names-dev13 13 / 23 with 0 | 14 / 23 with 3 (open: companions named only as narrators in
    # the Sunan); growth-dev8 12 / 25 with 0 | same (every answerable one refused);
    # arabic-words-dev11 14 / 18 with 0 | 13 / 18 with 0; arabic-growth-dev3 10 / 25 with 0 |
    # same.
    "words-dev13.json": (12, 0),  # passed ≥ 12 of 22
    "names-dev13.json": (13, 0),  # passed ≥ 13 of 23 (at four; 3 fabrications at eight: open)
    "growth-dev8.json": (12, 0),  # passed ≥ 12 of 25
    "arabic-words-dev11.json": (14, 0),  # passed ≥ 14 of 18
    "arabic-growth-dev3.json": (10, 0),  # passed ≥ 10 of 25
    # Stop 41, three batches written blind (first sight, four | eight): names-dev14 10 / 25 with
    # 3 | 12 / 25 with 4 (narrators and similar names, fixed since); facts-dev6 9 / 21 with 0 |
    # same; arabic-words-dev12 14 / 22 with 0 | same; words-dev14 13 / 24 with 0 | same;
    # arabic-names-dev14 10 / 24 with 0 | 11 / 24 with 0; arabic-words-dev13 12 / 24 with 0 |
    # 13 / 24 with 0; arabic-names-dev15 10 / 20 with 1 | same (names in chains, fixed since);
    # words-dev15 10 / 17 with 0 | same; general-dev 3 / 4 with 0 | same (22 of its 26 cases
    # dropped as repeats).
    "names-dev14.json": (14, 0),  # passed ≥ 14 of 25
    "facts-dev6.json": (9, 0),  # passed ≥ 9 of 21
    "arabic-words-dev12.json": (14, 0),  # passed ≥ 14 of 22
    "words-dev14.json": (13, 0),  # passed ≥ 13 of 24
    "arabic-names-dev14.json": (11, 0),  # passed ≥ 11 of 24
    "arabic-words-dev13.json": (12, 0),  # passed ≥ 12 of 24
    "arabic-names-dev15.json": (11, 0),  # passed ≥ 11 of 20
    "words-dev15.json": (10, 0),  # passed ≥ 10 of 17
    "general-dev.json": (3, 0),  # passed ≥ 3 of 4
    # Stop 41, fourth batch (first sight, four | eight): words-dev16 11 / 22 with 1 | same (fish
    # on fridays, fixed since); arabic-words-dev14 13 / 17 with 0 | 12 / 17 with 0;
    # arabic-names-dev16 12 / 26 with 1 | same: "أم أيمن أمي بعد أمي" asked as his words was
    # answered by a hadith naming her (أمي reads as ام, her name's first word), until a
    # saying's words one lemma cannot tell apart had to stand as written.
    "words-dev16.json": (12, 0),  # passed ≥ 12 of 22
    "arabic-words-dev14.json": (13, 0),  # passed ≥ 13 of 17
    "arabic-names-dev16.json": (13, 0),  # passed ≥ 13 of 26
    # Stop 42, ten splits written blind in five batches (first sight, four | eight):
    # words-dev17 14 / 22 with 0 | same; arabic-words-dev15 7 / 19 with 1 | 8 / 19 with 1
    # ("اذهبوا فأنتم الطلقاء" after "قال لهم:" held by a hadith with اذهبوا here and انطلق
    # there, until words after a speech verb and a colon were the words said);
    # arabic-names-dev17 10 / 18 with 0 | 9 / 18 with 1 (Zayd b. Thabit asked, Zayd b. Arqam
    # told it, until a man asked with his father was not another of his name); facts-dev7
    # 10 / 16 with 0 | 9 / 16 with 1 ("the 124,000 prophets number, where is it from",
    # until the number named had to be shown); arabic-facts-dev4 10 / 17 with 0 | same;
    # names-dev15 4 / 10 with 0 | same (Umm Haram referred as a ruling, fixed since);
    # senses-dev4 10 / 19 with 0 | same; arabic-names-dev18 8 / 16 with 0 | 9 / 16 with 0;
    # words-dev18 5 / 14 with 0 | same; arabic-words-dev16 5 / 9 with 1 | 6 / 9 with 1 (Umar's
    # words given as the Prophet's, until words given as his had to be his); hadith-about-dev6
    # 3 / 5 with 0 | same; arabic-names-dev19 9 / 20 with 0 | same; arabic-names-dev20 10 / 18
    # with 0 | same; words-dev19 6 / 14 with 0 | 7 / 14 with 1, open (at eight, "the prophet
    # brought ALL his money … he said 'allah and his messenger'", Abu Bakr's deed, was answered
    # with the Prophet blessing whoever brought alms, bukhari:6095; fixed at stop 43, when
    # words quoted after "he said" had to stand together: 8 / 14 with 0 at eight).
    # Stop 43's blind splits (stories retold in the asker's words), first sight, four | eight:
    # words-dev20 6 / 9 with 0 | same; arabic-words-dev17 6 / 9 with 0 | same. Every
    # answerable case refused: one window cannot hold 60% of a long retelling's words.
    # Then arabic-facts-dev5 5 / 10 with 0 | 5 / 10 with 0 (-17, "who is first called on the
    # Day of Resurrection", answered with "the first and the last of peoples envy them", a
    # wrong citation, refused since; -23 answered since, when وشكون became a function word);
    # facts-dev8 8 / 19 with 0 | same; senses-dev5 4 / 14 with 0 | same; arabic-senses-dev1
    # 1 / 8 with 0 | 2 / 8 with 0; arabic-names-dev21 6 / 13 with 1 | 7 / 13 with 0 (at four,
    # "عايشة … كم كان عمرها يوم توفت" answered with a report of Umar, عمر read as "age", until
    # a companion named by one name had to be named); words-dev21 4 / 7 with 0 | same;
    # words-dev22 7 / 12 with 0 | 8 / 12 with 0.
    # Stop 44's blind splits, first sight, four | eight: facts-dev9 7 / 12 with 2 | 8 / 12
    # with 2 (-17, Abu Bakr's age at the Prophet's death, answered with his own at his own;
    # -23, a wife before Khadija, answered with passages naming only Khadija: both fixed);
    # arabic-words-dev18 5 / 7 with 1 | same (-23, "القطه مذكوره في القران", answered with
    # "قطنا", our share, Q 38:16, and "شيئا مذكورا", Q 76:1: fixed); arabic-senses-dev2
    # 6 / 13 with 0 | same; words-dev23 9 / 19 with 0 | same; arabic-facts-dev6 7 / 12 with 0
    # | same; arabic-names-dev22 9 / 19 with 0 | same. Written later the same stop:
    # arabic-names-dev23 11 / 14 with 0 | same; arabic-words-dev19 10 / 18 with 0 | 9 / 18
    # with 0; facts-dev10 10 / 22 with 0 | same; senses-dev6 12 / 18 with 0 | same;
    # words-dev24 9 / 21 with **3** | 7 / 21 with **5**, open (what a named companion did, or
    # how they died: "how was ali ibn abi talib killed", "what happened to abu lahab in the
    # end" answered with passages naming them that tell another's deed; the first fixed the
    # same stop: 10 / 21 with 2 | 8 / 21 with 4; at stop 45, when a person named before a
    # companion's blessing, a deed told of a named person and a kunya inside a son's name
    # were read: 12 / 21 with 0 | 11 / 21 with 1, -02 open at eight).
    # Stop 45's blind splits, first sight, four | eight: words-dev25 1 / 4 with 0 | same;
    # names-dev16 7 / 9 with 0 | same; facts-dev11 11 / 21 with 0 | same; arabic-words-dev20
    # 3 / 10 with 0 | same; arabic-names-dev24 11 / 18 with 0 | 10 / 18 with **1** (-24,
    # what Jabir said at the Station of Ibrahim, answered with ibnmajah:742, which Jabir only
    # passes on: fixed the same stop); arabic-dev13 9 / 19 with 0 | 10 / 19 with 0. Written
    # later the same stop: general-dev2 8 / 20 with **1** | 9 / 20 with **1**, open (-19,
    # "who was dhul kifl and what did he do", answered with Q 21:85 and 38:48, which name him
    # among the steadfast and tell no deed); senses-dev7 7 / 20 with 0 | 10 / 20 with 0;
    # words-dev26 2 / 6 with 0 | same; arabic-senses-dev3 11 / 18 with 0 | 14 / 18 with 0;
    # arabic-names-dev25 12 / 24 with 0 | 13 / 24 with 0. Then, in the shape the held-out
    # name and place sets are described by their commits ("what did the Prophet say about" a
    # person or a town, many named only by narrators): names-dev17 8 / 15 with 0 | 9 / 15 with
    # 0; words-dev27 5 / 12 with **2** | 5 / 12 with **3** (Tustar and Anbar, named only where
    # a story happens, and "the battle of qadisiya" answered with two men sitting there: all
    # fixed the same stop); arabic-names-dev26 4 / 7 with 0 | 5 / 7 with 0; arabic-words-dev21
    # 3 / 4 with 0 | 2 / 4 with **1**, open at eight (الرقة, the town, answered with his
    # words on الرقة, silver). Then words-dev28 7 / 14 with **2** | 7 / 14 with **3** (his
    # words asked by "did he … say anything" and "did the prophet tell people to": fixed;
    # open at eight: -09, apples, answered with a simile and a translator's gloss, and -17,
    # chicken, with tirmidhi:1890's report and Tirmidhi's own "He said"); arabic-words-dev22
    # 8 / 17 with **1** | 10 / 17 with **1** (خيار, a cucumber to a person today: fixed);
    # words-dev29 6 / 11 with **2** | same (a deed claimed of him, "whats the hadith where the
    # prophet visited …", "… but the prophet himself sometimes ate with his left": fixed);
    # arabic-facts-dev7 8 / 12 with 0 | same. Last: words-dev30 3 / 7 with **1** | same, open
    # (-21, "… did he say the same thing about umar?" after the khalil saying of Abu Bakr,
    # answered with that saying); arabic-facts-dev8 10 / 17 with **1** | same, open (-22, "النبي
    # امر الناس ياكلو بثلاث صوابع", answered with his eating with three fingers, no command);
    # facts-dev12 10 / 13 with 0 | same; arabic-names-dev27 7 / 16 with **1** | same, open
    # (-14, "عمر بن الخطاب طلق مراته وهي حايض", answered with his son Abdullah's divorce,
    # where Umar only asks the Prophet).
    "words-dev17.json": (16, 0),  # passed ≥ 16 of 22
    "arabic-words-dev15.json": (8, 0),  # passed ≥ 8 of 19
    "arabic-names-dev17.json": (10, 0),  # passed ≥ 10 of 18
    "facts-dev7.json": (10, 0),  # passed ≥ 10 of 16
    "arabic-facts-dev4.json": (10, 0),  # passed ≥ 10 of 17
    "names-dev15.json": (5, 0),  # passed ≥ 5 of 10
    "senses-dev4.json": (10, 0),  # passed ≥ 10 of 19
    "arabic-names-dev18.json": (8, 0),  # passed ≥ 8 of 16
    "words-dev18.json": (5, 0),  # passed ≥ 5 of 14
    "arabic-words-dev16.json": (6, 0),  # passed ≥ 6 of 9
    "hadith-about-dev6.json": (3, 0),  # passed ≥ 3 of 5
    "arabic-names-dev19.json": (9, 0),  # passed ≥ 9 of 20
    "arabic-names-dev20.json": (10, 0),  # passed ≥ 10 of 18
    "words-dev19.json": (6, 0),  # passed ≥ 6 of 14
    "words-dev20.json": (6, 0),  # passed ≥ 6 of 9
    "arabic-words-dev17.json": (6, 0),  # passed ≥ 6 of 9
    "arabic-facts-dev5.json": (5, 0),  # passed ≥ 5 of 10
    "facts-dev8.json": (8, 0),  # passed ≥ 8 of 19
    "senses-dev5.json": (4, 0),  # passed ≥ 4 of 14
    "arabic-senses-dev1.json": (1, 0),  # passed ≥ 1 of 8
    "arabic-names-dev21.json": (7, 0),  # passed ≥ 7 of 13
    "words-dev21.json": (4, 0),  # passed ≥ 4 of 7
    "words-dev22.json": (7, 0),  # passed ≥ 7 of 12
    "facts-dev9.json": (10, 0),  # passed ≥ 10 of 12
    "arabic-words-dev18.json": (6, 0),  # passed ≥ 6 of 7
    "arabic-senses-dev2.json": (6, 0),  # passed ≥ 6 of 13
    "words-dev23.json": (10, 0),  # passed ≥ 10 of 19
    "arabic-facts-dev6.json": (7, 0),  # passed ≥ 7 of 12
    "arabic-names-dev22.json": (9, 0),  # passed ≥ 9 of 19
    "arabic-names-dev23.json": (11, 0),  # passed ≥ 11 of 14
    "arabic-words-dev19.json": (10, 0),  # passed ≥ 10 of 18
    "facts-dev10.json": (10, 0),  # passed ≥ 10 of 22
    "senses-dev6.json": (12, 0),  # passed ≥ 12 of 18
    "words-dev24.json": (12, 0),  # passed ≥ 12 of 21
    "words-dev25.json": (1, 0),  # passed ≥ 1 of 4
    "names-dev16.json": (7, 0),  # passed ≥ 7 of 9
    "facts-dev11.json": (11, 0),  # passed ≥ 11 of 21
    "arabic-words-dev20.json": (3, 0),  # passed ≥ 3 of 10
    "arabic-names-dev24.json": (11, 0),  # passed ≥ 11 of 18
    "arabic-dev13.json": (9, 0),  # passed ≥ 9 of 19
    "general-dev2.json": (8, 1),  # passed ≥ 8 of 20; 1 fabrication open (see above)
    "senses-dev7.json": (7, 0),  # passed ≥ 7 of 20
    "words-dev26.json": (2, 0),  # passed ≥ 2 of 6
    "arabic-senses-dev3.json": (11, 0),  # passed ≥ 11 of 18
    "arabic-names-dev25.json": (12, 0),  # passed ≥ 12 of 24
    "names-dev17.json": (8, 0),  # passed ≥ 8 of 15
    "words-dev27.json": (7, 0),  # passed ≥ 7 of 12
    "arabic-names-dev26.json": (4, 0),  # passed ≥ 4 of 7
    "arabic-words-dev21.json": (3, 0),  # passed ≥ 3 of 4
    "words-dev28.json": (9, 0),  # passed ≥ 9 of 14
    "arabic-words-dev22.json": (9, 0),  # passed ≥ 9 of 17
    "words-dev29.json": (8, 0),  # passed ≥ 8 of 11
    "arabic-facts-dev7.json": (8, 0),  # passed ≥ 8 of 12
    "words-dev30.json": (4, 0),  # passed ≥ 4 of 7 (-21 fixed at stop 46)
    "arabic-facts-dev8.json": (11, 0),  # passed ≥ 11 of 17 (-22 fixed at stop 46)
    "facts-dev12.json": (10, 0),  # passed ≥ 10 of 13
    "arabic-names-dev27.json": (8, 0),  # passed ≥ 8 of 16 (-14 fixed at stop 46)
    # Stop 46's blind splits, first sight, four | eight: arabic-words-dev23 9 / 19 with 0 |
    # same (its ten answered cases all refused: spoken verb forms and present-day words no
    # passage uses); names-dev18 6 / 9 with 0 | 7 / 9 with 0; general-dev3 5 / 8 with **1** |
    # same ("between my grave and my minbar … which collection is this in", answered with
    # "between my house and my pulpit": fixed, words given bare then where they stand are a
    # saying asked after); arabic-names-dev28 11 / 14 with 0 | same; words-dev31 7 / 9 with
    # **1** | 8 / 9 with 0 ("whats the rakat count" of Dawud's night prayer, answered with its
    # shares of the night: fixed); arabic-facts-dev9 11 / 18 with 0 | 12 / 18 with 0. Then
    # arabic-words-dev24 10 / 16 with 0 | same; arabic-dev14 13 / 21 with **2** | 13 / 21 with
    # **3** (the depth of his grave, answered with the Uhud martyrs' grave; a verse asked "في
    # آية بالقرآن", answered with a hadith; "هل صح ان النبي قال" the Dajjal's mountain of gold,
    # answered with people's saying of a mountain of bread: all fixed; open at eight: -23,
    # Kabsha's kinship to him, answered with ibnmajah:3159, whose قربة the index reads as
    # قرابة); names-dev19 12 / 19 with 0 | same; facts-dev13 7 / 12 with 0 | 6 / 12 with 0;
    # arabic-names-dev29 10 / 17 with 0 | 11 / 17 with **1** (Zayd b. Thabit claimed for the
    # adhan dream, answered with Abdullah b. Zayd's: fixed); words-dev32 5 / 12 with 0 |
    # same. Last: words-dev33 9 / 10 with 0 | same; arabic-words-dev25 11 / 16 with 0 | same;
    # general-dev4 6 / 9 with 0 | 5 / 9 with **1**, open at eight (-24, "who built the dome of
    # the rock", answered with abudawud:457, whose translator glosses Bayt al-Muqaddas so);
    # names-dev20 11 / 15 with 0 | same; arabic-senses-dev4 12 / 18 with **1** | 14 / 18 with
    # 0 ("ذو القرنين … بجد", answered with "ذا الجد": fixed); arabic-names-dev30 12 / 21 with
    # **2** | same, open (-08, al-Abbas claimed to have spent the night at Maymuna's, answered
    # with muslim:1693, where al-Abbas sends his son, who tells it as "I"; -22, Ibn Abbas
    # claimed to have asked the idhkhir exception, answered with his reports of his father's
    # words).
    "arabic-words-dev23.json": (9, 0),  # passed ≥ 9 of 19
    "names-dev18.json": (6, 0),  # passed ≥ 6 of 9
    "general-dev3.json": (6, 0),  # passed ≥ 6 of 8
    "arabic-names-dev28.json": (11, 0),  # passed ≥ 11 of 14
    "words-dev31.json": (8, 0),  # passed ≥ 8 of 9
    "arabic-facts-dev9.json": (11, 0),  # passed ≥ 11 of 18
    "arabic-words-dev24.json": (10, 0),  # passed ≥ 10 of 16
    "arabic-dev14.json": (15, 0),  # passed ≥ 15 of 21 (-23 open at eight only, see above)
    "names-dev19.json": (12, 0),  # passed ≥ 12 of 19
    "facts-dev13.json": (7, 0),  # passed ≥ 7 of 12
    "arabic-names-dev29.json": (10, 0),  # passed ≥ 10 of 17
    "words-dev32.json": (5, 0),  # passed ≥ 5 of 12
    "words-dev33.json": (9, 0),  # passed ≥ 9 of 10
    "arabic-words-dev25.json": (11, 0),  # passed ≥ 11 of 16
    "general-dev4.json": (6, 0),  # passed ≥ 6 of 9 (-24 open at eight only, see above)
    "names-dev20.json": (11, 0),  # passed ≥ 11 of 15
    "arabic-senses-dev4.json": (13, 0),  # passed ≥ 13 of 18
    "arabic-names-dev30.json": (12, 2),  # passed ≥ 12 of 21; 2 fabrications open (see above)
    # Written later the same stop, first sight four | eight: words-dev34 7 / 12 with 0 | same;
    # arabic-words-dev26 8 / 11 with 0 | same; names-dev21 10 / 13 with 0 | 8 / 13 with 0;
    # arabic-names-dev31 2 / 4 with 0 | same; general-dev5 4 / 6 with 0 | same;
    # arabic-words-dev27 10 / 17 with 0 | same. Then words-dev35 6 / 9 with **3** | same,
    # open (who did a deed of the stories, another named beside: -04, "wasnt lut also thrown
    # in the fire together with ibraheem", answered with verses naming Lot and Abraham where no
    # one is thrown; -13, Juraij claimed to have spoken in the cradle, answered with muslim:6349,
    # where the baby of his story speaks; -21, the Zabur claimed given to Solomon, answered with
    # 4:163, which names Solomon and gives David the Psalms); arabic-facts-dev10 9 / 13 with 0 |
    # same; arabic-names-dev32 7 / 8 with 0 | same; general-dev6 9 / 19 with 0 | 12 / 19 with 0.
    "words-dev34.json": (7, 0),  # passed ≥ 7 of 12
    "arabic-words-dev26.json": (8, 0),  # passed ≥ 8 of 11
    "names-dev21.json": (10, 0),  # passed ≥ 10 of 13
    "arabic-names-dev31.json": (2, 0),  # passed ≥ 2 of 4
    "general-dev5.json": (4, 0),  # passed ≥ 4 of 6
    "arabic-words-dev27.json": (10, 0),  # passed ≥ 10 of 17
    "words-dev35.json": (6, 3),  # passed ≥ 6 of 9; 3 fabrications open (see above)
    "arabic-facts-dev10.json": (9, 0),  # passed ≥ 9 of 13
    "arabic-names-dev32.json": (7, 0),  # passed ≥ 7 of 8
    "general-dev6.json": (9, 0),  # passed ≥ 9 of 19
    # Last: hadith-about-dev7 6 / 8 with 0 | 5 / 8 with **1** ("any hadith that says a woman's
    # voice is awrah??", answered with "the woman is 'awrah": fixed, "is there" left off still
    # asks whether a saying is a hadith); facts-dev14 5 / 7 with 0 | same;
    # arabic-hadith-about-dev4 10 / 13 with 0 | 11 / 13 with 0; senses-dev8 7 / 12 with 0 |
    # 8 / 12 with 0.
    "hadith-about-dev7.json": (6, 0),  # passed ≥ 6 of 8
    "facts-dev14.json": (5, 0),  # passed ≥ 5 of 7
    "arabic-hadith-about-dev4.json": (10, 0),  # passed ≥ 10 of 13
    "senses-dev8.json": (7, 0),  # passed ≥ 7 of 12
}


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_a_split_keeps_its_floor(real_corpus: LoadedCorpus, name: str) -> None:
    report = run_eval(real_corpus.index, real_corpus.config, load_evalset(EVALS / name))
    passed, fabrications = FLOORS[name]
    assert report.fabrications <= fabrications, [
        case.id for case in report.cases if case.kind == "fabrication"
    ]
    assert report.passed >= passed, (report.passed, report.total)


def test_the_splits_share_no_question() -> None:
    questions = {
        name: {case.question.casefold() for case in load_evalset(EVALS / name).cases}
        for name in (
            "dev.json",
            "dev2.json",
            "dev3.json",
            "test.json",
            "evalset.json",
            "arabic-dev.json",
            "arabic-dev2.json",
            "arabic-dev3.json",
            "arabic-dev4.json",
            "arabic-dev5.json",
            "arabic-dev6.json",
            "arabic-dev7.json",
            "arabic-dev8.json",
            "arabic-dev9.json",
            "arabic-dev10.json",
            "arabic-dev11.json",
            "arabic-test.json",
            "growth-dev.json",
            "growth-dev2.json",
            "senses-dev.json",
            "senses-test.json",
            "arabic-dev12.json",
            "arabic-words-test.json",
            "words-dev.json",
            "words-test.json",
            "names-dev.json",
            "names-test.json",
            "arabic-names-test.json",
            "arabic-names-dev.json",
            "forms-dev.json",
            "forms-test.json",
            "wordings-dev.json",
            "wordings-test.json",
            "names-dev2.json",
            "names-test2.json",
            "arabic-names-dev2.json",
            "arabic-names-test2.json",
            "names-dev3.json",
            "arabic-names-dev3.json",
            "growth-dev3.json",
            "growth-dev4.json",
            "arabic-words-dev2.json",
            "arabic-facts-dev.json",
            "words-dev2.json",
            "hadith-about-dev.json",
            "arabic-hadith-about-dev.json",
            "names-dev4.json",
            "arabic-names-dev4.json",
            "names-dev5.json",
            "words-dev3.json",
            "arabic-words-dev3.json",
            "names-dev6.json",
            "growth-dev5.json",
            "arabic-growth-dev.json",
            "arabic-names-dev5.json",
            "arabic-names-dev6.json",
            "names-dev7.json",
            "words-dev4.json",
            "arabic-words-dev4.json",
            "arabic-names-dev7.json",
            "growth-dev6.json",
            "names-dev8.json",
            "arabic-growth-dev2.json",
            "arabic-names-dev8.json",
            "names-dev9.json",
            "arabic-hadith-about-dev2.json",
            "words-dev5.json",
            "words-dev6.json",
            "arabic-words-dev5.json",
            "facts-dev2.json",
            "growth-dev7.json",
            "hadith-about-dev3.json",
            "arabic-facts-dev2.json",
            "senses-dev2.json",
            "arabic-names-dev9.json",
            "facts-dev3.json",
            "arabic-words-dev6.json",
            "words-dev7.json",
            "arabic-words-dev7.json",
            "names-dev10.json",
            "arabic-names-dev10.json",
            "words-dev8.json",
            "arabic-words-dev8.json",
            "words-dev9.json",
            "arabic-names-dev11.json",
            "hadith-about-dev4.json",
            "arabic-names-dev12.json",
            "words-dev10.json",
            "names-dev11.json",
            "arabic-words-dev9.json",
            "facts-dev4.json",
            "hadith-about-dev5.json",
            "arabic-facts-dev3.json",
            "words-dev11.json",
            "arabic-hadith-about-dev3.json",
            "senses-dev3.json",
            "arabic-words-dev10.json",
            "names-dev12.json",
            "facts-dev5.json",
            "words-dev12.json",
            "arabic-names-dev13.json",
            "words-dev13.json",
            "names-dev13.json",
            "growth-dev8.json",
            "arabic-words-dev11.json",
            "arabic-growth-dev3.json",
            "names-dev14.json",
            "facts-dev6.json",
            "arabic-words-dev12.json",
            "words-dev14.json",
            "arabic-names-dev14.json",
            "arabic-words-dev13.json",
            "arabic-names-dev15.json",
            "words-dev15.json",
            "general-dev.json",
            "words-dev16.json",
            "arabic-words-dev14.json",
            "arabic-names-dev16.json",
            "words-dev17.json",
            "arabic-words-dev15.json",
            "arabic-names-dev17.json",
            "facts-dev7.json",
            "arabic-facts-dev4.json",
            "names-dev15.json",
            "senses-dev4.json",
            "arabic-names-dev18.json",
            "words-dev18.json",
            "arabic-words-dev16.json",
            "hadith-about-dev6.json",
            "arabic-names-dev19.json",
            "arabic-names-dev20.json",
            "words-dev19.json",
            "words-dev20.json",
            "arabic-words-dev17.json",
            "arabic-facts-dev5.json",
            "facts-dev8.json",
            "senses-dev5.json",
            "arabic-senses-dev1.json",
            "arabic-names-dev21.json",
            "words-dev21.json",
            "words-dev22.json",
            "facts-dev9.json",
            "arabic-words-dev18.json",
            "arabic-senses-dev2.json",
            "words-dev23.json",
            "arabic-facts-dev6.json",
            "arabic-names-dev22.json",
            "arabic-names-dev23.json",
            "arabic-words-dev19.json",
            "facts-dev10.json",
            "senses-dev6.json",
            "words-dev24.json",
            "words-dev25.json",
            "names-dev16.json",
            "facts-dev11.json",
            "arabic-words-dev20.json",
            "arabic-names-dev24.json",
            "arabic-dev13.json",
            "general-dev2.json",
            "senses-dev7.json",
            "words-dev26.json",
            "arabic-senses-dev3.json",
            "arabic-names-dev25.json",
            "names-dev17.json",
            "words-dev27.json",
            "arabic-names-dev26.json",
            "arabic-words-dev21.json",
            "words-dev28.json",
            "arabic-words-dev22.json",
            "words-dev29.json",
            "arabic-facts-dev7.json",
            "words-dev30.json",
            "arabic-facts-dev8.json",
            "facts-dev12.json",
            "arabic-names-dev27.json",
            "arabic-words-dev23.json",
            "names-dev18.json",
            "general-dev3.json",
            "arabic-names-dev28.json",
            "words-dev31.json",
            "arabic-facts-dev9.json",
            "arabic-words-dev24.json",
            "arabic-dev14.json",
            "names-dev19.json",
            "facts-dev13.json",
            "arabic-names-dev29.json",
            "words-dev32.json",
            "words-dev33.json",
            "arabic-words-dev25.json",
            "general-dev4.json",
            "names-dev20.json",
            "arabic-senses-dev4.json",
            "arabic-names-dev30.json",
            "words-dev34.json",
            "arabic-words-dev26.json",
            "names-dev21.json",
            "arabic-names-dev31.json",
            "general-dev5.json",
            "arabic-words-dev27.json",
            "words-dev35.json",
            "arabic-facts-dev10.json",
            "arabic-names-dev32.json",
            "general-dev6.json",
            "hadith-about-dev7.json",
            "facts-dev14.json",
            "arabic-hadith-about-dev4.json",
            "senses-dev8.json",
        )
    }
    # Only the questions two splits share are named on failure: a split's whole set in the
    # message would show a held-out split's questions to whoever wrote the new one.
    for one, other in itertools.combinations(sorted(questions), 2):
        shared = sorted(questions[one] & questions[other])
        assert not shared, f"{one} and {other} share {len(shared)}: {shared}"
