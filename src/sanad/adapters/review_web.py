"""``sanad review serve``: the review page, a small local web app for the scholar.

Server-rendered HTML on Starlette, served by uvicorn on 127.0.0.1 only. It shows the queue in
the order ``sanad review-queue`` writes it (the passages the eval set surfaces, then those the
MCP server served), each passage's Arabic (right to left) and English, why it came back, its
history, and Approve / Reject / Discuss with a note; progress; keyboard shortcuts. Everything
works without JavaScript; a short inline script only adds single-key shortcuts.

Guards, each because a local page is still reachable from any web page the scholar opens:

- **Loopback only**, and the ``Host`` header must name this address (a DNS-rebinding page
  cannot pose as it).
- **A random session token** in the printed URL; the first visit swaps it for an HttpOnly,
  SameSite=Strict cookie. Without it every request is refused.
- **CSRF**: every form carries a second random token, checked on every POST; a POST whose
  ``Origin`` (or ``Referer``, or ``Sec-Fetch-Site``) says another site sent it is refused.
- **No external assets**, and a Content-Security-Policy that allows none (scripts only with
  this response's nonce), no framing, no caching.

Each decision records the text hash of the passage *as the page showed it*; if the corpus
changed in between, the decision is refused rather than bound to text nobody saw.
"""

import argparse
import contextlib
import hmac
import secrets
import sys
import threading
from collections.abc import Awaitable, Callable, Sequence
from html import escape
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, urlsplit

import attrs

from sanad.adapters import review_sign
from sanad.adapters.config_files import ConfigError, ReviewersConfig, load_reviewers
from sanad.adapters.evalset_file import EvalSetError, load_evalset
from sanad.adapters.http_bind import BindRefusedError, listen
from sanad.adapters.loading import LoadedCorpus
from sanad.adapters.locations import config_dir, evals_dir, sanad_home, served_path
from sanad.adapters.review_queue import QueueItem, queue
from sanad.adapters.review_store import ReviewStore, ReviewStoreError, read_decisions, store_path
from sanad.adapters.reviews import LiveBook, trust_problem
from sanad.adapters.served import read_served
from sanad.core.passage import Passage, is_well_formed_id
from sanad.core.review import DECISIONS, Decision, DecisionKind, ReviewBook

COOKIE = "sanad_review_session"
_MAX_BODY = 64 * 1024
_LABELS: dict[DecisionKind, tuple[str, str]] = {
    "approved": ("Approve", "a"),
    "rejected": ("Reject", "r"),
    "needs_discussion": ("Discuss", "d"),
}
_DONE = frozenset({"approved", "rejected", "needs_discussion"})

Loader = Callable[[argparse.Namespace], LoadedCorpus]


class ReviewPageError(Exception):
    """The page cannot start; one line."""


@attrs.frozen(kw_only=True)
class PageState:
    """What the page serves from: the corpus, the queue, the store, who signs, the secrets."""

    loaded: LoadedCorpus
    items: tuple[QueueItem, ...]
    home: Path
    config_directory: Path
    reviewer: str | None
    key: Any
    """The Ed25519 private key decisions are signed with, or None."""
    token: str
    csrf: str
    port: int = 0


def _now() -> str:
    from sanad.adapters.review_cli import now  # noqa: PLC0415 - one clock for CLI and page

    return now()


class ReviewPage:
    """The page's behaviour over one :class:`PageState` (no protocol: see :func:`build_app`)."""

    def __init__(self, state: PageState) -> None:
        """A page over ``state``; the book is re-read when the store changes."""
        self.state = state
        self._book = LiveBook(state.home, state.config_directory)
        self._lock = threading.Lock()
        self.position = {item.passage.id: n for n, item in enumerate(state.items)}

    def book(self) -> ReviewBook:
        """The decisions in force now."""
        with self._lock:
            return self._book.current().book

    def reviewers(self) -> ReviewersConfig:
        """``reviewers.toml`` as it reads now."""
        return load_reviewers(self.state.config_directory)

    def passage(self, ident: str) -> Passage | None:
        """The passage ``ident`` with its review, or None."""
        if not is_well_formed_id(ident):
            return None
        found = self.state.loaded.index.passage(ident)
        return None if found is None else self.book().passage(found)

    def progress(self, book: ReviewBook) -> tuple[int, int]:
        """(reviewed, total) over the queue: a decision on today's text counts as reviewed."""
        done = sum(
            1
            for item in self.state.items
            if book.review(item.passage.id, item.passage.review.text_hash).status in _DONE
        )
        return done, len(self.state.items)

    def next_pending(self, after: str | None) -> str | None:
        """The next queue passage (after ``after``, wrapping) not yet reviewed as it reads now."""
        book = self.book()
        items = self.state.items
        start = self.position.get(after, -1) + 1 if after else 0
        for step in range(len(items)):
            item = items[(start + step) % len(items)]
            if book.review(item.passage.id, item.passage.review.text_hash).status not in _DONE:
                return item.passage.id
        return None

    def decide(  # noqa: PLR0911 - one return per reason a decision is refused
        self, ident: str, decision: str, reviewer: str, note: str, shown_hash: str
    ) -> str:
        """Record a decision from the form; returns the one-line error, or "" when recorded."""
        passage = self.state.loaded.index.passage(ident) if is_well_formed_id(ident) else None
        if passage is None:
            return f"{ident} is not in this corpus"
        if decision not in DECISIONS:
            return "choose Approve, Reject or Discuss"
        if shown_hash != passage.review.text_hash:
            return (
                "the passage's text changed since this page was shown: nothing was recorded; "
                "read it again"
            )
        try:
            made = Decision(
                passage_id=ident, text_hash=shown_hash, decision=decision,
                reviewer=reviewer.strip(), at=_now(), note=note.strip(),
            )  # fmt: skip
        except ValueError as error:
            return str(error)
        if self.state.key is not None:
            made = review_sign.sign(made, self.state.key)
        try:
            problem = trust_problem(made, self.reviewers())
            if problem is not None:
                return f"not recorded: {problem}"
            with ReviewStore(store_path(self.state.home)) as store:
                store.append([made])
        except (ReviewStoreError, ConfigError) as error:
            return str(error)
        return ""


# --- HTML ---------------------------------------------------------------------------------

_STYLE = """
body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fbfaf7;line-height:1.5}
header,main,footer{max-width:60rem;margin:0 auto;padding:.6rem 1.2rem}
header{display:flex;gap:1rem;align-items:center;flex-wrap:wrap;border-bottom:1px solid #ddd}
header a{color:#234}
progress{width:12rem}
.arabic{font-family:"Amiri","Scheherazade New","Noto Naskh Arabic",serif;font-size:1.7rem;
line-height:2.4;background:#fff;border:1px solid #e4e0d6;padding:.8rem 1rem;border-radius:6px}
.english{font-size:1.1rem;background:#fff;border:1px solid #e4e0d6;padding:.8rem 1rem;
border-radius:6px}
.status{font-weight:600}
.approved{color:#17622b}.rejected{color:#9b1c1c}.needs_discussion{color:#8a5a00}
.stale{color:#6b3fa0}.unreviewed{color:#555}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e4e0d6;padding:.3rem;
text-align:left;vertical-align:top}
form.decide{background:#fff;border:1px solid #cfc9bb;border-radius:6px;padding:1rem;margin:1rem 0}
textarea{width:100%;min-height:4rem}
button{font-size:1rem;padding:.45rem 1rem;margin-right:.5rem;border-radius:5px;
border:1px solid #888;cursor:pointer}
button[value=approved]{background:#d8f0dc}button[value=rejected]{background:#f6d6d6}
button[value=needs_discussion]{background:#f7ebcc}
.flash{background:#eef6ff;border:1px solid #b7d3f0;padding:.5rem 1rem;border-radius:6px}
.error{background:#fdecec;border:1px solid #e6a6a6;padding:.5rem 1rem;border-radius:6px}
kbd{border:1px solid #aaa;border-radius:3px;padding:0 .3rem;font-size:.85em}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dt{font-weight:600}
"""

_SCRIPT = """
document.addEventListener('keydown', function (event) {
  var tag = (event.target.tagName || '').toLowerCase();
  if (tag === 'textarea' || tag === 'input' || event.ctrlKey || event.metaKey || event.altKey) {
    return;
  }
  var target = document.querySelector('[data-key="' + event.key + '"]');
  if (!target) { return; }
  event.preventDefault();
  target.click();
});
"""


def _url(ident: str) -> str:
    """A passage id as it stands in a path (its colons kept)."""
    return quote(ident, safe=":")


def _status_words(passage: Passage) -> str:
    review = passage.review
    words = {
        "unreviewed": "not reviewed yet",
        "approved": "approved",
        "rejected": "rejected",
        "needs_discussion": "needs discussion",
        "stale": "stale: decided on other text, not carried over",
    }[review.status]
    if review.reviewed_by:
        words += f" — {review.reviewed_by}, {review.reviewed_at}"
    return words


def _page(state: PageState, title: str, body: str, nonce: str, progress: tuple[int, int]) -> str:
    done, total = progress
    return (
        '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{escape(title)} — Sanad review</title><style>{_STYLE}</style></head><body>"
        "<header><strong>Sanad review</strong>"
        f'<span id="progress">{done} of {total} reviewed</span>'
        f'<progress max="{max(total, 1)}" value="{done}">{done} of {total}</progress>'
        '<a href="/" data-key="q">Queue</a>'
        "</header>"
        f"<main>{body}</main>"
        "<footer><p>Keys: <kbd>a</kbd> approve, <kbd>r</kbd> reject, <kbd>d</kbd> discuss, "
        "<kbd>n</kbd> next, <kbd>p</kbd> previous, <kbd>q</kbd> queue (without JavaScript, the "
        "browser's access keys: Alt+Shift+A and so on). Each decision is bound to the text "
        "hash of the passage as shown here; if the text changes, the decision reads stale."
        f"</p><p>Decisions go to <code>{escape(str(store_path(state.home)))}</code>.</p>"
        "</footer>"
        f'<script nonce="{nonce}">{_SCRIPT}</script></body></html>'
    )


def queue_html(page: ReviewPage, nonce: str) -> str:
    """The queue overview: every passage in queue order with its status now."""
    book = page.book()
    rows = []
    for number, item in enumerate(page.state.items, start=1):
        passage = book.passage(item.passage)
        status = passage.review.status
        rows.append(
            f'<tr><td>{number}</td><td><a href="/passage/{_url(passage.id)}">'
            f"{escape(passage.reference)}</a> <code>{escape(passage.id)}</code></td>"
            f'<td class="status {status}">{escape(_status_words(passage))}</td>'
            f"<td>{len(item.reasons)}</td></tr>"
        )
    pending = page.next_pending(None)
    start = (
        f'<p><a href="/passage/{_url(pending)}" data-key="n" accesskey="n">'
        "Start with the next passage to review</a></p>"
        if pending
        else '<p class="flash">Every passage in the queue is reviewed.</p>'
    )
    body = (
        "<h1>Review queue</h1><p>The passages the eval set surfaces, then those the MCP "
        "server has served (most served first), as <code>sanad review-queue</code> orders "
        f"them.</p>{start}"
        '<form method="get" action="/go"><label>Open a passage by id '
        '<input name="id" placeholder="quran:2:219"></label> <button>Open</button></form>'
        "<table><thead><tr><th>#</th><th>Passage</th><th>Review</th><th>Reasons</th></tr>"
        f"</thead><tbody>{''.join(rows)}</tbody></table>"
    )
    return _page(page.state, "Queue", body, nonce, page.progress(book))


def _history_html(passage: Passage, history: Sequence[Decision], book: ReviewBook) -> str:
    if not history:
        return "<p>No decisions yet.</p>"
    counted = set(book.history(passage.id))
    rows = []
    for decision in sorted(history, key=lambda d: d.at, reverse=True):
        text = "this text" if decision.text_hash == passage.review.text_hash else "other text"
        state = review_sign.signature_state(decision)
        counts = "" if decision in counted else " (ignored: see reviewers.toml)"
        rows.append(
            f'<tr><td>{escape(decision.at)}</td><td class="{decision.decision}">'
            f"{escape(decision.decision)}</td><td>{escape(decision.reviewer)}</td>"
            f"<td>{escape(decision.note)}</td><td>on {text}; "
            f"{'signed' if state == 'valid' else state}{counts}</td></tr>"
        )
    return (
        "<table><thead><tr><th>When (UTC)</th><th>Decision</th><th>Reviewer</th><th>Note</th>"
        f"<th>Bound to</th></tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )


def passage_html(  # noqa: PLR0913 - the page, the passage, and three optional messages
    page: ReviewPage, passage: Passage, nonce: str, *, recorded: str = "", error: str = "",
    note: str = "",
) -> str:  # fmt: skip
    """One passage: texts, why it came back, history, and the decision form."""
    state = page.state
    book = page.book()
    position = page.position.get(passage.id)
    item = state.items[position] if position is not None else None
    links = []
    if position is not None and position > 0:
        previous = state.items[position - 1].passage.id
        links.append(f'<a href="/passage/{_url(previous)}" data-key="p" accesskey="p">Previous</a>')
    following = page.next_pending(passage.id)
    if following and following != passage.id:
        links.append(
            f'<a href="/passage/{_url(following)}" data-key="n" accesskey="n">Next to review</a>'
        )
    where = (
        f"Queue position {position + 1} of {len(state.items)}."
        if position is not None
        else "Not in the queue (opened by id)."
    )
    english = (
        f'<div class="english" lang="en">{escape(passage.english)}</div>'
        if passage.english
        else (
            f'<p class="english">(no English) {escape(passage.translation_unavailable or "")}</p>'
        )
    )
    grading = (
        f"{passage.grading.label} (basis: {passage.grading.basis})"
        if passage.grading
        else f"none attributed. {passage.grading_unavailable or ''}"
    )
    edition = (
        f"{passage.edition.id}, {passage.edition.translator}"
        if passage.edition
        else f"unavailable. {passage.edition_unavailable or ''}"
    )
    facts = [
        ("Narrator", passage.narrator or "—"),
        ("Grading", grading),
        ("Edition", edition),
        ("Numbering", f"{passage.numbering.scheme}. {passage.numbering.note}"),
        ("Text hash", passage.review.text_hash),
    ]
    reasons = item.reasons if item else ()
    why = (
        "<ul>" + "".join(f"<li>{escape(r)}</li>" for r in reasons) + "</ul>"
        if reasons
        else "<p>Opened by id: not surfaced by the eval set, not served.</p>"
    )
    history = [d for d in read_decisions(state.home) if d.passage_id == passage.id]
    buttons = "".join(
        f'<button type="submit" name="decision" value="{value}" accesskey="{key}" '
        f'data-key="{key}">{label} (<kbd>{key}</kbd>)</button>'
        for value, (label, key) in _LABELS.items()
    )
    signing = " Decisions are signed with the --sign key." if state.key else ""
    messages = (f'<p class="flash" role="status">{escape(recorded)}</p>' if recorded else "") + (
        f'<p class="error" role="alert">{escape(error)}</p>' if error else ""
    )
    body = (
        f"{messages}<nav>{' · '.join(links)}</nav>"
        f"<h1>{escape(passage.reference)} <code>{escape(passage.id)}</code></h1>"
        f'<p>{escape(where)} <span class="status {passage.review.status}" id="status">'
        f"Review: {escape(_status_words(passage))}</span></p>"
        f'<div class="arabic" lang="ar" dir="rtl">{escape(passage.arabic)}</div>'
        f"{english}<dl>"
        + "".join(f"<dt>{escape(k)}</dt><dd>{escape(v)}</dd>" for k, v in facts)
        + "</dl><h2>Why it came back</h2>"
        f'{why}<form class="decide" method="post" action="/passage/{_url(passage.id)}">'
        f'<input type="hidden" name="csrf" value="{escape(state.csrf)}">'
        f'<input type="hidden" name="text_hash" value="{escape(passage.review.text_hash)}">'
        '<p><label>Reviewer <input name="reviewer" required maxlength="200" '
        f'value="{escape(state.reviewer or "")}"></label></p>'
        '<p><label>Note (kept in the history)<br><textarea name="note" maxlength="4000">'
        f"{escape(note)}</textarea></label></p>"
        f"<p>{buttons}</p><p>The decision binds to the text shown above.{signing}</p></form>"
        f"<h2>History</h2>{_history_html(passage, history, book)}"
    )
    return _page(state, passage.reference, body, nonce, page.progress(book))


def message_html(state: PageState, title: str, text: str, nonce: str) -> str:
    """A plain page with one message (refusals, not found)."""
    return _page(state, title, f"<h1>{escape(title)}</h1><p>{escape(text)}</p>", nonce, (0, 0))


# --- the app ------------------------------------------------------------------------------


def _allowed_hosts(port: int) -> frozenset[str]:
    return frozenset({f"127.0.0.1:{port}", f"localhost:{port}"})


def build_app(page: ReviewPage) -> Any:  # noqa: ANN401, C901, PLR0915 - a Starlette app; one closure per route
    """The Starlette app over ``page`` (guards as the module docstring says)."""
    from starlette.applications import Starlette  # noqa: PLC0415 - only the page needs it
    from starlette.concurrency import run_in_threadpool  # noqa: PLC0415
    from starlette.requests import Request  # noqa: PLC0415
    from starlette.responses import HTMLResponse, RedirectResponse, Response  # noqa: PLC0415
    from starlette.routing import Route  # noqa: PLC0415

    state = page.state

    def secured(response: Response, nonce: str) -> Response:
        response.headers["Content-Security-Policy"] = (
            "default-src 'none'; style-src 'unsafe-inline'; "
            f"script-src 'nonce-{nonce}'; form-action 'self'; frame-ancestors 'none'; "
            "base-uri 'none'; img-src 'none'"
        )
        response.headers["X-Frame-Options"] = "DENY"
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "same-origin"
        response.headers["Cache-Control"] = "no-store"
        return response

    def html(text: str, nonce: str, status: int = 200) -> Response:
        return secured(HTMLResponse(text, status_code=status), nonce)

    def refuse(status: int, text: str) -> Response:
        nonce = secrets.token_urlsafe(12)
        return html(message_html(state, "Refused", text, nonce), nonce, status)

    def same(given: str | None, expected: str) -> bool:
        return given is not None and hmac.compare_digest(given.encode(), expected.encode())

    def origin_ok(request: Request) -> bool:
        hosts = _allowed_hosts(state.port)
        site = request.headers.get("sec-fetch-site")
        if site is not None and site not in {"same-origin", "none"}:
            return False
        origin = request.headers.get("origin")
        if origin is not None:
            parts = urlsplit(origin)
            return parts.scheme == "http" and parts.netloc in hosts
        referer = request.headers.get("referer")
        if referer is not None:
            parts = urlsplit(referer)
            return parts.scheme == "http" and parts.netloc in hosts
        return True  # no browser sent this; the session cookie and CSRF token still must match

    def guard(
        handler: Callable[[Request, str], Awaitable[Response]],
    ) -> Callable[[Request], Awaitable[Response]]:
        async def guarded(request: Request) -> Response:
            if request.headers.get("host") not in _allowed_hosts(state.port):
                return refuse(421, "This page answers only at the address sanad printed.")
            if not origin_ok(request):
                return refuse(403, "Refused: this request came from another site.")
            if not same(request.cookies.get(COOKIE), state.token):
                return refuse(
                    403, "Open the address `sanad review serve` printed (it carries the token)."
                )
            return await handler(request, secrets.token_urlsafe(12))

        return guarded

    async def home(request: Request) -> Response:
        token = request.query_params.get("token")
        if token is not None:
            if request.headers.get("host") not in _allowed_hosts(state.port):
                return refuse(421, "This page answers only at the address sanad printed.")
            if not same(token, state.token):
                return refuse(403, "That token is not this session's.")
            response = RedirectResponse("/", status_code=303)
            response.set_cookie(COOKIE, state.token, httponly=True, samesite="strict", path="/")
            return secured(response, "none")
        return await guard(overview)(request)

    async def overview(_request: Request, nonce: str) -> Response:
        return html(await run_in_threadpool(queue_html, page, nonce), nonce)

    async def go(request: Request, nonce: str) -> Response:
        ident = (request.query_params.get("id") or "").strip()
        if not is_well_formed_id(ident):
            return html(
                message_html(state, "Not a passage id", f"{ident!r} is not a passage id", nonce),
                nonce, 404,
            )  # fmt: skip
        return secured(RedirectResponse(f"/passage/{_url(ident)}", status_code=303), nonce)

    async def show(request: Request, nonce: str) -> Response:
        ident = request.path_params["ident"]
        passage = await run_in_threadpool(page.passage, ident)
        if passage is None:
            text = f"{ident} is not a passage of this corpus"
            return html(message_html(state, "Not found", text, nonce), nonce, 404)
        recorded = request.query_params.get("recorded", "")
        text = await run_in_threadpool(
            lambda: passage_html(page, passage, nonce, recorded=recorded[:200])
        )
        return html(text, nonce)

    async def decide(request: Request, nonce: str) -> Response:
        body = await request.body()
        if len(body) > _MAX_BODY:
            return refuse(413, "The form is too large.")
        try:
            fields = parse_qs(body.decode("utf-8"), keep_blank_values=True, max_num_fields=20)
        except (UnicodeDecodeError, ValueError):
            return refuse(400, "The form could not be read.")

        def field(name: str) -> str:
            values = fields.get(name, [""])
            return values[0] if len(values) == 1 else ""

        if not same(field("csrf") or None, state.csrf):
            return refuse(403, "Refused: the form's CSRF token is missing or wrong.")
        ident = request.path_params["ident"]
        decision, note = field("decision"), field("note")
        error = await run_in_threadpool(
            page.decide, ident, decision, field("reviewer"), note, field("text_hash")
        )
        if error:
            passage = await run_in_threadpool(page.passage, ident)
            if passage is None:
                return html(message_html(state, "Not found", error, nonce), nonce, 404)
            text = await run_in_threadpool(
                lambda: passage_html(page, passage, nonce, error=error, note=note)
            )
            return html(text, nonce, 409)
        following = await run_in_threadpool(page.next_pending, ident) or ident
        done = quote(f"Recorded: {ident} {decision}")
        target = f"/passage/{_url(following)}?recorded={done}"
        return secured(RedirectResponse(target, status_code=303), nonce)

    return Starlette(
        routes=[
            Route("/", home, methods=["GET"]),
            Route("/go", guard(go), methods=["GET"]),
            Route("/passage/{ident}", guard(show), methods=["GET"]),
            Route("/passage/{ident}", guard(decide), methods=["POST"]),
        ]
    )


def page_state(args: argparse.Namespace, loaded: LoadedCorpus, port: int) -> PageState:
    """The state ``sanad review serve`` runs with (queue from the eval set and served log)."""
    home: Path = args.home or sanad_home()
    try:
        evalset = load_evalset(args.evalset or evals_dir() / "evalset.json")
    except EvalSetError as error:
        raise ReviewPageError(str(error)) from None
    records, warnings = read_served(served_path(home))
    for warning in warnings:
        sys.stderr.write(f"warning: {warning}\n")
    try:
        key = review_sign.load_private_key(args.sign) if args.sign else None
    except review_sign.SigningError as error:
        raise ReviewPageError(str(error)) from None
    items = queue(loaded.index, loaded.config, evalset, records, loaded.reviews)
    return PageState(
        loaded=loaded, items=items, home=home, config_directory=config_dir(args.config),
        reviewer=(args.by or "").strip() or None, key=key, token=secrets.token_urlsafe(24),
        csrf=secrets.token_urlsafe(24), port=port,
    )  # fmt: skip


def serve(args: argparse.Namespace, load: Loader) -> None:
    """Run the page on 127.0.0.1 until interrupted, printing its URL (with the token) first."""
    import anyio  # noqa: PLC0415 - only the page needs these
    import uvicorn  # noqa: PLC0415

    loaded = load(args)
    try:
        sock = listen("127.0.0.1", args.port)
    except BindRefusedError as error:
        raise ReviewPageError(str(error)) from None
    port = int(sock.getsockname()[1])
    state = page_state(args, loaded, port)
    app = build_app(ReviewPage(state))
    sys.stderr.write(
        f"sanad: review page at http://127.0.0.1:{port}/?token={state.token} "
        f"({len(state.items)} passages in the queue; loopback only; Ctrl-C stops it)\n"
    )
    sys.stderr.flush()
    config = uvicorn.Config(app, log_level="warning", lifespan="off", access_log=False)
    with contextlib.suppress(KeyboardInterrupt):
        anyio.run(lambda: uvicorn.Server(config).serve(sockets=[sock]))
