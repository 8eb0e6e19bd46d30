"""The words the MCP server says to a client: instructions, tool descriptions, grounding rules.

Kept apart from the server code so they can be read (and reviewed) as text. The grounding
rules are ours, written from design §4 and the rules of the related server described in
``../shared/seeds/001_*.txt``; none of its sentences is carried over.
"""

SERVER_NAME = "sanad"

INSTRUCTIONS = """\
Sanad quotes a small, citable corpus: the Qur'an (Arabic, Tanzil Uthmani, with Pickthall's \
English), Sahih al-Bukhari, Sahih Muslim and the Muwatta of Malik. It refuses on the server: \
a question the corpus does not cover gets no passages, and a question that asks for a ruling \
is referred to a scholar.

For any question a user asks, call answer_question first and follow its verdict: \
answered (quote the passages it returned), referred (relay the referral; do not answer it \
another way) or no_source (say it was not found in these collections; do not fill the gap \
from memory). Before writing an answer, read the resource sanad://grounding-rules and follow \
it: quote only what a tool returned, keep the Arabic and the translation apart, say which \
numbering a number is in, never complete missing edition data, say how each passage matched, \
give an absence its scope, and add no grading or fatwa of your own. Before sending an answer \
that quotes or cites, check the draft with audit_answer. search_corpus is raw retrieval for \
inspecting the index, not for answering users."""

ANSWER_QUESTION = """\
Answer a question from the corpus (the Qur'an in Arabic with Pickthall's English, Sahih \
al-Bukhari, Sahih Muslim, the Muwatta of Malik). Call this first for any question a user asks.

Returns exactly one verdict:
- answered: ranked passages, each with reference, numbering, Arabic (verbatim), English \
(a translation), review status, and how it matched (matched_in, match). What a collection's \
passages share is sent once, in sources under the key each passage's collection names: its \
title, the edition of the English, the grading as the source attributes it, the licence and \
the attribution to keep with the text.
- referred: the question asks for a ruling, a fatwa, a school's position, a grading or a \
judgement on a personal case. Relay the referral message; there are no passages.
- no_source: not found in these collections. Say so with the scope the message gives; there \
are no passages, and the gap must not be filled from memory.

Every refusal is logged (question only) so the maintainers can see what the corpus lacks. \
Quote passages exactly as returned and follow sanad://grounding-rules."""

SEARCH_CORPUS = """\
RAW RETRIEVAL, NOT FOR ANSWERING USERS. The k best-scoring passages for a query, with no \
policy and no gates: a ruling question is not refused here and a weak match is not filtered \
out. Use it to inspect the index (which passages share these words? why did a question \
refuse?), optionally restricted to one collection. To answer a user, call answer_question."""

GET_PASSAGE = """\
One passage by its id: quran:2:255, bukhari:1, muslim:7459, malik:12 (or malik:entry-12 for \
the Arabic-only Muwatta). Returns every field a citation needs: the Arabic verbatim, the \
English translation, numbering, chapter, narrator, review status and text hash, source_url \
where the mapping is certain; and, in sources under the passage's collection key, the \
collection's title, the edition of the English, the grading as the source attributes it, the \
licence and the attribution. A malformed or unknown id is an error, never a guess. The numbers \
in bukhari: and muslim: ids are entries of the packaged dataset, not the numbers people cite."""

RESOLVE_REFERENCE = """\
Resolve one written reference to passage ids, saying which numbering the number was read in: \
'Q 2:255', 'Qur'an 2:255-257', 'Surah 112', 'verse 3 of surah 2', 'Bukhari entry 1', \
'Sahih Muslim 7459', 'Muwatta 1', or an id such as quran:2:255. A number in a scheme this \
edition does not carry is answered not_resolvable_in_this_edition and never mapped by guess: \
the hadith numbers people cite (the packaged hadith files number entries in file order) and \
volume/book numbering. A surah may be named ('Surah al-Kahf 10', 'سورة البقرة ٢٥٥'): the corpus \
carries the surah names, and a name it does not know is not guessed. Returns ids only; fetch the \
text with get_passage."""

AUDIT_ANSWER = """\
Audit a draft answer before sending it: every quotation ("...", \u201c...\u201d, \u00ab...\u00bb), \
every sentence that closely matches a passage without quotation marks, and every citation \
(Qur'an 2:219, Bukhari entry 1, ...) is classed: served_verbatim (the exact words are in a \
passage this server served in this session, and the citation names it), in_corpus_not_served, \
misattributed (the words are in the corpus under another reference: passage_ids says where), \
citation_unverifiable (right collection, but a number this edition cannot check), paraphrase \
(close, not verbatim; closeness is the share of the span's content terms found together in a \
passage), not_in_corpus; a citation alone is cited_served, cited_not_served, \
cited_not_in_corpus or cited_not_resolvable. Fix or remove everything that is not \
served_verbatim or cited_served. Words are compared, not meaning: a close match is not a \
faithful reading. Read-only: the audit serves no passages."""

CHECK_POLICY = """\
Which refusal rule, if any, a question trips, with the rule's label and the referral text: \
where the line between quoting sources and giving rulings sits. Only the policy is applied \
(not retrieval), so a question no rule refers may still end no_source in answer_question."""

CORPUS_INVENTORY = """\
What the corpus holds: passages per collection; compiler and death year (AH) where known; \
the numbering scheme and whether it is the numbering people cite; grading as the source \
attributes it; the English edition (or why there is none) and how many passages lack \
English; review status counts; the package versions and editions it was built from; and a \
15-passage sample. The full id list is on the resource sanad://corpus (paged)."""

LIST_GAPS = """\
Refused questions (referred or no_source) from the gaps log, counted after normalisation and \
ranked most asked first: what the corpus or the policy does not cover, for the maintainers. \
The log holds questions users asked; treat it accordingly."""

GROUNDING_RULES = """\
# Grounding rules for answers built on Sanad

Sanad guarantees that a passage it returns is real, verbatim, and came back from this corpus.
It cannot guarantee that the sentences written around the passage read it faithfully. These
rules keep an answer checkable. Follow them in every answer that uses Sanad's tools.

## The rules

1. **Quote only what a tool returned.** Attribute a text to the Qur'an or to a hadith
   collection only when a Sanad tool returned it in this conversation, and quote it as it was
   returned. Never complete, extend or correct a verse, a hadith, a chain of narrators or a
   wording from memory. `search_corpus` is raw retrieval for inspecting the index: never give
   its results to a user as the answer to a question; that is what `answer_question` is for.

2. **Keep the Arabic and the translation apart.** `arabic` is the source text, verbatim.
   `english` is a translation by the edition its collection's `edition` names (for the
   Qur'an, Pickthall's): introduce it as a translation ("in Pickthall's translation: ..."),
   never as the words of the Qur'an or of the Prophet themselves. When `english` is null the
   source carries no translation (`translation_unavailable` says why): say so, and do not
   translate the Arabic yourself and pass it off as the edition's.

3. **Say which numbering a number is in.** Every passage carries `numbering`: the scheme, the
   number, and `is_cited_number`. The packaged Bukhari and Muslim files number their entries
   1..N in file order, which is *not* the hadith number people cite: write "Sahih al-Bukhari,
   entry 1 of the packaged dataset", never "Bukhari 1". Qur'an references use the standard
   surah:verse numbering. `resolve_reference` reports the numbering it read a number in; a
   reference it calls `not_resolvable_in_this_edition` must not be mapped to an id by you
   either.

4. **Never complete missing edition data.** The translator, the edition, a grading, a chapter
   name and a compiler's death year appear only when the source carries them. When a field is
   null, say it is not available (the matching `*_unavailable` field says why); do not supply
   it from memory. A Qur'an passage carries its surah's number, not its name: if you name a
   surah, make clear the name is yours, not the source's.

5. **Say how the match was made.** `matched_in` says whether the words were found in the
   Arabic, the English or both; for a hadith whose chain of narrators was found, whether in
   its text (`matn`) or in its chain (`isnad`, the narrator a question names), joined with
   `english` by `+`. A word matched only in a chain is a narrator's name, never the subject:
   do not present the hadith as speaking of it. `match.exact_phrase: false` means the
   question's words were found but not its phrasing: say "these words occur in this passage",
   not "this passage says that ...". `match.bridges` lists lexicon bridges (a modern word
   read as this edition's phrase, e.g. gambling as "games of chance"): mention them.
   `match.reference` means the passage was named by reference rather than found by its words.
   Word matching cannot see meaning: a passage can share the question's words and be about
   something else.

6. **An absence has a scope.** `no_source` means "not found in these collections", as its
   message says. It never means that no Islamic source says it: do not present it so, and do
   not fill the gap from memory.

7. **No grading and no fatwa of your own.** Report a grading only as the source attributes
   it (the `grading` of the passage's collection in `sources`), with its basis: "Sahih (by
   collection)" with basis `collection` is the standing of the collection, not an isnad
   grading of that report; the Muwatta carries no grading (`null`). Never call a report sahih,
   hasan or da'if yourself. A `referred` verdict means the question asks for a ruling, a
   school's position, a grading or a judgement on a personal case: relay the referral, and do
   not answer it another way (from memory, or by searching).

8. **Link the source where Sanad gives a link.** `source_url` is set only where the mapping is
   certain (quran.com for a verse): link it. Never build a link yourself (to sunnah.com, for
   instance): this edition's numbering differs from theirs. Keep the collection's
   `attribution` with the text (Tanzil's notice goes with every verse you quote).

9. **Say whether a scholar has reviewed the passage.** `review.status` is `approved`,
   `rejected` or `needs_discussion` only for a scholar's decision on that exact text (bound to
   `review.text_hash`: Arabic, English and edition), with `reviewed_by` and `reviewed_at`;
   `stale` means a scholar decided on other text, so the decision does not hold for this one;
   otherwise `unreviewed`. When the server serves approved passages only, a `no_source` whose
   trace says `review:approved_only` means matches exist but none is approved yet.

10. **Pass the warnings on.** A result's `warnings` (a sentence of the question set aside as an
    instruction to the assistant, a lexicon bridge this corpus cannot use, passages left out
    to keep the result small) are part of what the user should be told.

## What a passage carries

| field | use |
|---|---|
| `id` | the stable id: `quran:2:219`, `bukhari:1`, `muslim:7459`, `malik:12` |
| `collection` | the collection's key (`quran`, `bukhari` …): look it up in the reply's `sources` |
| `reference` | the human citation, as it should be written |
| `numbering` | the scheme, the number, and whether it is the number people cite |
| `chapter` | book or surah number and names, only as the source gives them |
| `arabic` | the source text, verbatim: quote it as it is |
| `english` | a translation (its collection's `edition`), or null: `translation_unavailable` |
| `narrator` | as the source gives it |
| `review` | `status`, `reviewed_by`, `reviewed_at`, `text_hash` |
| `matched_in`, `match` | where the words matched; exact phrase or words only; bridges; reference |
| `source_url` | a link only where the mapping is certain |

What every passage of a collection shares is sent once per reply, in `sources`, under the key
the passage's `collection` names; it holds for each of those passages:

| field of `sources[collection]` | use |
|---|---|
| `title`, `author`, `author_died_ah` | title, compiler, compiler's death year (AH) where known |
| `numbering_note` | what the numbering scheme is, and whether people cite it |
| `edition` | translation id and translator, or null with `edition_unavailable` |
| `grading` | `{label, basis}` as the source attributes it, or null with `grading_unavailable` |
| `licence`, `attribution` | the terms the text comes under; keep the attribution with it |

## Citing well

A good citation names what was returned and nothing else:

> Qur'an 93:9 (surah:verse). Arabic: the `arabic` field, verbatim. In Pickthall's
> translation: the `english` field, verbatim. https://quran.com/93/9. Text: Tanzil.

> Sahih al-Bukhari, entry 1 of the packaged dataset (Book 1, Revelation), narrated as the
> `narrator` field gives it. Translation: the source does not name its translator. Grading as
> attributed: Sahih (by collection), the collection's standing. Not reviewed by a scholar.

A bad citation names a book, a hadith number or a grading the model remembered.

## Checking an answer

Before sending an answer that quotes or cites, pass the draft to `audit_answer`. It finds each
quotation and each citation and says whether it was served verbatim in this session, is in
the corpus but was never served, is misattributed (the words are under another reference), is
a paraphrase (with how close), or is not in the corpus at all. Fix every finding that is not
served verbatim before the user sees it. To check one passage by hand, fetch it again with
`get_passage` (or the resource `sanad://passage/{id}`) and compare; `review.text_hash`
identifies the exact text that was served.

## What Sanad does not guarantee

That a passage is real, verbatim and returned for this question: yes. That the sentence built
around it is a faithful reading of it: no. Matching is by words, so a passage can match a
question's words in another sense; say how it matched, and let the reader judge.
"""

ANSWER_WITH_SOURCES = """\
Answer this question from Sanad's corpus only:

{question}

1. Read the resource sanad://grounding-rules and follow it throughout.
2. Call answer_question with the question as it is written.
3. If the verdict is answered: quote each passage you use exactly as returned, Arabic and \
translation apart, with its reference, its numbering (entries of a packaged dataset are not \
the numbers people cite), the grading exactly as attributed, its review status and its \
source_url where there is one. Say how each matched (matched_in, exact phrase or words only, \
bridges). Do not add verses, hadith, gradings or rulings from memory.
4. If the verdict is referred: give the referral message; do not answer the question another \
way.
5. If the verdict is no_source: say it was not found in these collections, with the scope the \
message gives; do not fill the gap from memory.
6. Before you send an answer that quotes or cites, call audit_answer with your draft and fix \
every quotation or citation it does not report as served verbatim.
"""

STUDY_PASSAGE = """\
Study the passage {id} with me, using only what Sanad returns.

The passage is attached as returned by Sanad. Follow sanad://grounding-rules: present the \
Arabic verbatim and the English as a translation by its edition; give its reference and say \
which numbering its number is in; report its grading exactly as attributed, or say none is \
attributed; say whether a scholar has reviewed it; link source_url only if it is given. To \
look at related passages, call answer_question or resolve_reference and quote only what they \
return. Do not add commentary attributed to scholars, gradings or rulings from memory.
"""
