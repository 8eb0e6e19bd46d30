"""Splitting normalised text into tokens, and the words that carry no subject.

Tokens are runs of letters and digits (Latin, Arabic or any other script). Hyphens and
punctuation split; apostrophes were already removed by :func:`sanad.core.normalise.normalise`.
"""

import re

from sanad.core.normalise import normalise
from sanad.core.types import Token

_WORD = re.compile(r"[^\W_]+")
# The same words in ASCII text, found sooner (a law checks they are the same).
_ASCII_WORD = re.compile(r"[A-Za-z0-9]+")

# Function words and question framing ("what does … say about"), English (including the
# archaic forms of a 1930 translation, and contractions typed without their apostrophe:
# "whats", "isnt") and Arabic. Removed on both sides, before stemming.
_STOPWORD_TEXT = """
    a about above after again against all am an and any are as at be because been before
    being below between both but by can could did do does doing down during each few for
    from further had has have having he her here hers herself him himself his how i if in
    into is it its itself just me more most my myself no nor not now of off on once only or
    other our ours ourselves out over own same she should so some such than that the their
    theirs them themselves then there these they this those through to too under until up
    very was we were what when where which while who whom why will with would you your
    yours yourself yourselves also may might must shall upon unto thee thou thy thine ye
    hath hast doth dost art shalt wilt lo verily say says said saying tell tells explain
    whoever whatever whosoever o oh al el truly really according us among amongst
    inside outside behind beside besides beneath beyond within without across along around
    near towards toward amid via
    whether though although even still yet already almost quite rather either neither
    actually exactly literally honestly basically seriously genuinely definitely totally
    specifically precisely
    lol lmao haha pls plz btw omg idk tbh
    whats whos hows wheres whens whys thats theres heres isnt arent wasnt werent dont doesnt
    didnt cant couldnt wont wouldnt shouldnt hasnt havent hadnt im ive youre youve theyre weve
    في من على عن الى ان إن أن ما لا لم لن هل قد هو هي هم هذا هذه ذلك التي الذي الذين و او
    ثم كان يا مع عند كل بين حتى اذا لقد قال يقول تقول يقولون ماذا لماذا كيف متي اين ورد روي
    وهو وهي فهو فهي
    بماذا فماذا وماذا عماذا لماذا ولماذا فلماذا وما فما وهل فهل ومن فمن وكيف فكيف ومتى واين فاين
    بم فيم عم لم الا إلا اي أي ايضا لكن ولكن بل
    لي لنا له لها لهم لهما لكم به بها بهم فيه فيها فيهم منه منها منهم عليه عليها عليهم اليه اليها
    اللذان اللذين اللتان اللتين اللاتي اللائي اللواتي اللي اللى
    قبل بعد فوق تحت دون حول خلال امام وراء ورا
    فيهما عليهما منهما بهما اليهما عنهما لما كما مما بما فيما عما
    عندما بعدين وبعدين الان الآن
    مين وين فين ازاي إزاي ايمتى شلون عشان علشان شنو شنهو شكون علاش كيفاش
    ده دي دا دول هاد هادا هادي هادو هذي هاذا هاذي هيك كده كدا ليش ليه لشو بس يعني مش مو
    موب ماشي ديال ديالو دياله ديالها تاع متاع صج شي اشي اكيد فاكيد واكيد للي چان ولا ايه إيه
    رح قديش اديش شحال كام واش اش ديالي ديالك ديالنا ديالكم ديالهم ملهاش مالهاش مفيش مافيش
    انو بلي غادي محدش ماحدش هادشي هدشي باش وشكون فشكون اشنو واشنو منين ومنين
    فاكر فاكره فاكرة عايز عايزه عايزة عاوز عاوزه عاوزة بالظبط بالضبط
    hes hed shes ur ppl gonna wanna kinda yeah thru bc cuz coz bcoz bcz abt smth sth rn imo
    u r y wat wut wot tho ya ok okay k dat wen
"""
_QUESTION_WORDS = (
    "ماذا بماذا عماذا لماذا كيف متى اين هل شنو ليش ليه ايش شو وش مين وين فين علاش كيفاش شلون ازاي"
    " قديش اديش شحال كام واش اش"
)
"""Arabic question words, the dialects' too: behind the conjunction و or ف they are still
function words ("فبماذا أوصاه؟", so with what did he counsel him?; "وشنو", and what;
"وشحال", and how many; "وواش", and whether)."""
STOPWORDS: frozenset[Token] = frozenset(
    normalise(word)
    for word in (
        *_STOPWORD_TEXT.split(),
        *(conjunction + word for word in _QUESTION_WORDS.split() for conjunction in "وف"),
    )
)


def tokenise(text: str) -> tuple[Token, ...]:
    """Normalise ``text`` and split it into tokens, keeping every word (stopwords included).

    Idempotent in the sense that ``tokenise(" ".join(tokenise(t))) == tokenise(t)``.
    """
    return tuple(_WORD.findall(normalise(text)))


def words(normalised: str) -> list[Token]:
    """Split text that is already normalised into tokens (the second half of :func:`tokenise`)."""
    return (_ASCII_WORD if normalised.isascii() else _WORD).findall(normalised)


def word_matches(normalised: str) -> list[re.Match[str]]:
    """The words of normalised text with where each stands (what :func:`words` finds)."""
    return list(_WORD.finditer(normalised))


def content_tokens(tokens: tuple[Token, ...]) -> tuple[Token, ...]:
    """Drop stopwords, keeping order and repeats."""
    return tuple(t for t in tokens if t not in STOPWORDS)


def word_set(text: str) -> frozenset[str]:
    """The whitespace-separated words of ``text`` (for word lists written as plain text)."""
    return frozenset(text.split())
