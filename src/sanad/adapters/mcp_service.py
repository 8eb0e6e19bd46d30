"""What the MCP server's tools, resources and prompts do, without the protocol.

Each method takes plain arguments and returns a :class:`~sanad.adapters.mcp_wire.Reply` (a
TypedDict-shaped dict and its JSON text) or raises :class:`ServiceError` with one sentence
for the client. The protocol layer (:mod:`sanad.mcp_server`) registers them; this module is
imported on the loading thread, after ``initialize`` has been answered.

The service also keeps the records: every refusal goes to the gaps log, every passage handed
out to the served log and to this session's in-memory log. Both are written before the reply
goes out (one ``write`` each; see ``benchmarks/bench_logs.py`` for the cost), so a reply the
client has received is on disk whatever then happens to the server; a line that cannot be
written is reported in the reply. And it watches its files: ``policy.toml`` takes effect at
the next question, as the CLI promises; a changed ``sources.toml``, ``lexicon.toml`` or corpus
manifest (a re-ingest) makes the loaded index stale, and the service then refuses to serve
from it until restarted.
"""

import logging
import threading
import time
from collections import OrderedDict
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import attrs

from sanad.adapters import gaps, jsonl, mcp_wire, served
from sanad.adapters.config_files import (
    LEXICON_FILE,
    POLICY_FILE,
    SENSES_FILE,
    SOURCES_FILE,
    ConfigError,
    load_review_settings,
)
from sanad.adapters.corpus_store import MANIFEST
from sanad.adapters.file_signature import file_signature
from sanad.adapters.loading import CheckedCorpus, LoadedCorpus, policy_for
from sanad.adapters.locations import gaps_path, served_path
from sanad.adapters.mcp_contract import CORPUS_URI, NO_SESSION, ServiceError
from sanad.adapters.review_store import ReviewStoreError
from sanad.adapters.reviews import LiveBook
from sanad.core.answer import answer, search
from sanad.core.audit import InvalidDraftError, audit
from sanad.core.citations import InvalidReferenceError, absence_hint, resolve
from sanad.core.config import AnswerConfig
from sanad.core.inventory import Inventory, inventory, reviewed
from sanad.core.passage import is_well_formed_id
from sanad.core.policy_check import check_policy
from sanad.core.question import InvalidQuestionError
from sanad.core.review import ReviewBook, answer_reviewed, unapproved_warning
from sanad.core.types import CollectionKey

logger = logging.getLogger("sanad.mcp")

_ID_SHAPES = (
    "ids look like quran:2:219, bukhari:1, muslim:7459, malik:12 (malik:entry-12 for the "
    "Arabic-only Muwatta)"
)


class FileWatch:
    """Notices when the files a running server depends on change under it.

    Looks at most once a second (a stat costs tens of microseconds on some disks, and a
    question takes about a millisecond).
    """

    INTERVAL = 1.0
    """Seconds between looks at the files."""

    def __init__(self, config_directory: Path, corpus_directory: Path) -> None:
        """Remember how the files read now."""
        self.policy = config_directory / POLICY_FILE
        self.senses = config_directory / SENSES_FILE
        self.frozen = (
            config_directory / SOURCES_FILE,
            config_directory / LEXICON_FILE,
            corpus_directory / MANIFEST,
        )
        self.policy_signature = self._policy_signature()
        self._frozen_signatures = tuple(file_signature(path) for path in self.frozen)
        self._policy_now = self.policy_signature
        self._changed: Path | None = None
        self._looked = time.monotonic()

    def _look(self) -> None:
        now = time.monotonic()
        if now - self._looked < self.INTERVAL:
            return
        self._looked = now
        if self._changed is None:
            for path, before in zip(self.frozen, self._frozen_signatures, strict=True):
                if file_signature(path) != before:
                    self._changed = path
                    break
        self._policy_now = self._policy_signature()

    def _policy_signature(self) -> tuple[tuple[int, int] | None, ...]:
        """How the files read on load (``policy.toml``, ``senses.toml``) stand now."""
        return file_signature(self.policy), file_signature(self.senses)

    def stale(self) -> Path | None:
        """The first file needing a re-ingest that was seen changed since start-up."""
        self._look()
        return self._changed

    def policy_changed(self) -> bool:
        """Whether ``policy.toml`` or ``senses.toml`` was seen to differ from those in force."""
        self._look()
        return self._policy_now != self.policy_signature

    def policy_loaded(self) -> None:
        """The policy file as last seen is now in force."""
        self.policy_signature = self._policy_now

    def look_now(self) -> None:
        """Look at the files at the next check, whatever the interval."""
        self._looked = -self.INTERVAL


class SanadService:
    """The server's behaviour and state over one loaded corpus."""

    def __init__(self, checked: CheckedCorpus, loaded: LoadedCorpus, home: Path) -> None:
        """A service over ``loaded`` that logs to ``home`` (gaps.jsonl, served.jsonl)."""
        self.checked = checked
        self.loaded = loaded
        self.home = home
        self.session = served.SessionLog()
        """The served log of the default session: stdio's only one (tests read it)."""
        self._sessions: OrderedDict[str, served.SessionLog] = OrderedDict()
        self._sessions_lock = threading.Lock()
        self.gaps_file = gaps_path(home)
        self.served_file = served_path(home)
        self.watch = FileWatch(checked.config_directory, checked.directory)
        self._config = loaded.config
        self._approved_only = loaded.approved_only
        self._reviews = LiveBook(home, checked.config_directory, loaded.reviews)
        self._inventory: mcp_wire.InventoryReply | None = None
        self._base_inventory: Inventory | None = None
        self._inventory_lock = threading.Lock()

    def warm(self) -> None:
        """Pay first-use costs (converter code generation) before the first request does."""
        index, config = self.loaded.index, self.loaded.config
        mcp_wire.answer_reply(answer(index, config, "mercy", 1))
        mcp_wire.search_reply(search(index, config, "mercy", 1), None)
        mcp_wire.passage_reply(index.passage_at(0))
        mcp_wire.resolution_reply(resolve(index, "Q 1:1"))
        mcp_wire.policy_reply(check_policy(config, "mercy"))

    def close(self) -> None:
        """Wait until no append of this process is half done (call on the way out).

        Appends are synchronous, so nothing is queued: this only waits for one in progress.
        """
        with jsonl.WRITING:
            pass

    # --- the corpus and the policy in force ---

    def _fresh(self) -> LoadedCorpus:
        changed = self.watch.stale()
        if changed is not None:
            msg = (
                f"{changed.name} changed since this server started, so the loaded corpus may "
                "no longer match it: run `sanad ingest` if needed, then restart the server"
            )
            raise ServiceError(msg)
        return self.loaded

    def config(self) -> AnswerConfig:
        """The policy in force: ``policy.toml`` as it reads now (reloaded when it changes).

        A policy file that no longer reads is not answered around: ServiceError until fixed.
        """
        if self.watch.policy_changed():
            try:
                config = policy_for(self.checked.config_directory, self.loaded.index)
            except ConfigError as error:
                msg = f"the policy changed and cannot be read, so nothing is answered: {error}"
                raise ServiceError(msg) from None
            self._config = config
            self._approved_only = (
                load_review_settings(self.checked.config_directory).serve == "approved_only"
            )
            self.watch.policy_loaded()
            logger.warning("policy.toml or senses.toml changed: the new policy is in force")
        return self._config

    def reviews(self) -> ReviewBook:
        """The review decisions as the store and reviewers.toml read now.

        A store that no longer reads is not served around: ServiceError until fixed.
        """
        try:
            return self._reviews.current().book
        except (ReviewStoreError, ConfigError) as error:
            msg = f"the review decisions cannot be read, so nothing is served: {error}"
            raise ServiceError(msg) from None

    def approved_only(self) -> bool:
        """Whether the policy in force serves approved passages only."""
        self.config()
        return self._approved_only

    # --- the records ---

    MAX_SESSIONS = 1000
    """Served logs kept for this many HTTP sessions at most (the least recently used goes)."""

    def session_log(self, session: str | None) -> served.SessionLog:
        """The served log of one MCP session (None: the default session, stdio's only one).

        Over streamable HTTP each ``Mcp-Session-Id`` has its own, so one client's fetches never
        make another client's draft read as served.
        """
        if session is None:
            return self.session
        if session == NO_SESSION:
            return served.SessionLog()  # sessionless HTTP: vouches for nothing, kept by nobody
        with self._sessions_lock:
            log = self._sessions.get(session)
            if log is None:
                log = self._sessions[session] = served.SessionLog()
                while len(self._sessions) > self.MAX_SESSIONS:
                    self._sessions.popitem(last=False)
            else:
                self._sessions.move_to_end(session)
            return log

    def _append(self, path: Path, objects: list[object]) -> str | None:
        """Append now; a warning sentence (also on stderr) when the lines could not be written."""
        try:
            jsonl.append_lines(path, objects)
        except OSError as error:
            warning = f"could not be logged to {path.name}: {error.strerror or error}"
            logger.warning("%s", warning)
            return warning
        return None

    def _log_served(
        self,
        tool: str,
        question: str | None,
        passages: Iterable[Mapping[str, Any]],
        session: str | None,
    ) -> str | None:
        records = served.records_for(
            tool, question, ((p["id"], p["review"]["text_hash"]) for p in passages)
        )
        if not records:
            return None
        self.session_log(session).add(records)
        return self._append(self.served_file, [served.served_to_json(r) for r in records])

    # --- tools ---

    def answer_question(
        self, question: str, k: int, session: str | None = None
    ) -> mcp_wire.Reply[mcp_wire.AnswerReply]:
        """A verdict; a refusal is queued for the gaps log, the passages for the served log."""
        loaded = self._fresh()
        config = self.config()
        try:
            verdict = answer_reviewed(
                loaded.index, config, question, self.reviews(),
                approved_only_mode=self._approved_only, k=k,
            )  # fmt: skip
        except InvalidQuestionError as error:
            raise ServiceError(str(error)) from None
        if verdict.verdict != "answered":
            failed = self._append(
                self.gaps_file, [gaps.gap_to_json(gaps.gap_from_verdict(verdict))]
            )
            if failed is not None:
                warning = f"this refusal {failed}; the scholar will not see it in the gaps log"
                verdict = attrs.evolve(verdict, warnings=(*verdict.warnings, warning))
            return mcp_wire.answer_reply(verdict)
        reply = mcp_wire.answer_reply(verdict)
        failed = self._log_served(
            "answer_question", verdict.question, reply.data["passages"], session
        )
        if failed is not None:
            reply = mcp_wire.answer_reply(
                attrs.evolve(verdict, warnings=(*verdict.warnings, f"these passages {failed}"))
            )
        return reply

    def search_corpus(
        self, query: str, k: int, collection: CollectionKey | None, session: str | None = None
    ) -> mcp_wire.Reply[mcp_wire.SearchReplyDict]:
        """Raw retrieval, marked as such, optionally within one collection."""
        loaded = self._fresh()
        if collection is not None and collection not in loaded.index.collections:
            held = ", ".join(loaded.index.collections)
            msg = f"{collection} is not ingested in this corpus (it holds {held})"
            raise ServiceError(msg)
        try:
            result = search(loaded.index, self.config(), query, k, collection)
        except InvalidQuestionError as error:
            raise ServiceError(str(error)) from None
        result = self.reviews().search(result)
        warning = unapproved_warning(result) if self._approved_only else None
        reply = mcp_wire.search_reply(result, collection, warnings=(warning,) if warning else ())
        self._log_served("search_corpus", result.query, reply.data["results"], session)
        return reply

    def passage(
        self, ident: str, served_by: str, session: str | None = None
    ) -> mcp_wire.Reply[mcp_wire.PassageReplyDict]:
        """One passage by id; a malformed or absent id is a ServiceError, never a guess."""
        loaded = self._fresh()
        ident = ident.strip()
        if not is_well_formed_id(ident):
            shown = ident if len(ident) <= 40 else ident[:37] + "..."  # noqa: PLR2004
            msg = (
                f"{shown!r} is not a passage id; {_ID_SHAPES}. To find the id of a written "
                "reference, use resolve_reference."
            )
            raise ServiceError(msg)
        passage = loaded.index.passage(ident)
        if passage is None:
            msg = f"{ident} is not in this corpus ({absence_hint(loaded.index, ident)})"
            raise ServiceError(msg)
        reply = mcp_wire.passage_reply(self.reviews().passage(passage))
        self._log_served(served_by, None, [reply.data], session)
        return reply

    def resolve_reference(self, text: str) -> mcp_wire.Reply[mcp_wire.ResolutionDict]:
        """Passage ids for one written reference, with the numbering it was read in."""
        loaded = self._fresh()
        try:
            return mcp_wire.resolution_reply(resolve(loaded.index, text))
        except InvalidReferenceError as error:
            raise ServiceError(str(error)) from None

    def audit_answer(
        self, text: str, session: str | None = None
    ) -> mcp_wire.Reply[mcp_wire.AuditReplyDict]:
        """Class each quotation and citation in a draft against this session's served log."""
        loaded = self._fresh()
        records = self.session_log(session).records()
        served = frozenset((r.passage_id, r.text_hash) for r in records)
        try:
            result = audit(loaded.index, text, served)
        except InvalidDraftError as error:
            raise ServiceError(str(error)) from None
        served_from = (
            f"this server's session: {len({r.passage_id for r in records})} distinct passage(s) "
            "served so far, by id and text hash (the audit itself serves none)"
            if session != NO_SESSION
            else "no MCP session: this HTTP request carries no Mcp-Session-Id, so nothing "
            "counts as served (another client's fetches never vouch for this draft)"
        )
        return mcp_wire.audit_reply(mcp_wire.AuditReply(audit=result, served_from=served_from))

    def check_policy(self, question: str) -> mcp_wire.Reply[mcp_wire.PolicyCheckDict]:
        """Which refusal rule the question trips, if any."""
        self._fresh()
        try:
            return mcp_wire.policy_reply(check_policy(self.config(), question))
        except InvalidQuestionError as error:
            raise ServiceError(str(error)) from None

    def corpus_inventory(self) -> mcp_wire.Reply[mcp_wire.InventoryReplyDict]:
        """The inventory, with the review counts of the decisions in force now.

        Counted once (it reads every passage, about half a second); the review counts are
        recounted cheaply from the passages that have decisions.
        """
        loaded = self._fresh()
        book = self.reviews()
        with self._inventory_lock:
            if self._base_inventory is None:
                self._base_inventory = inventory(loaded.index)
            counted = reviewed(self._base_inventory, loaded.index, book)
            if self._inventory is None or self._inventory.inventory != counted:
                manifest = loaded.manifest
                self._inventory = mcp_wire.InventoryReply(
                    inventory=counted,
                    build=mcp_wire.Build(
                        sanad_version=manifest.sanad_version,
                        packages=dict(manifest.packages),
                        english_edition=manifest.english_edition,
                        lexicon_edition=manifest.lexicon_edition,
                    ),
                    id_list=CORPUS_URI,
                    id_list_pages=mcp_wire.id_page(loaded.index.ids(), 1).pages,
                )
            return mcp_wire.inventory_reply(self._inventory)

    def list_gaps(self, limit: int) -> mcp_wire.Reply[mcp_wire.GapsReplyDict]:
        """The refused questions, most asked first (including those just refused)."""
        try:
            records, warnings = gaps.read_gaps(self.gaps_file)
        except OSError as error:
            msg = f"the gaps log cannot be read: {error.strerror or error}"
            raise ServiceError(msg) from None
        ranked = gaps.rank_gaps(records)
        return mcp_wire.gaps_reply(
            mcp_wire.GapsReply(
                total_refusals=len(records),
                distinct=len(ranked),
                gaps=tuple(ranked[:limit]),
                warnings=tuple(warnings),
            )
        )

    # --- resources ---

    def id_page(self, page: int) -> str:
        """Page ``page`` (from 1) of the full id list, as JSON text."""
        loaded = self._fresh()
        try:
            chosen = mcp_wire.id_page(loaded.index.ids(), page)
        except ValueError as error:
            raise ServiceError(str(error)) from None
        return mcp_wire.dumps(mcp_wire.unstructure(chosen))

    def policy_text(self) -> str:
        """The policy in force, read-only, as JSON text."""
        self._fresh()
        view = mcp_wire.policy_view(self.config(), f"{POLICY_FILE} in the config directory")
        return mcp_wire.dumps(mcp_wire.unstructure(view))
