"""The MCP server: eight tools, five resources and two prompts, on stdio or streamable HTTP.

A thin protocol layer. What each tool does lives in :mod:`sanad.adapters.mcp_service` (over
the pure core); the JSON it returns in :mod:`sanad.adapters.mcp_wire`; the words it says in
:mod:`sanad.adapters.mcp_text`. This module registers them, turns failures into clear tool
errors, and runs the transports.

Start-up never rebuilds anything and answers ``initialize`` without waiting for the corpus:
the caller has already checked it synchronously (a missing or stale corpus fails with one
line before this module is imported), and the index, the core and the converters load on a
background thread that tools wait on. On stdio that thread starts with the first message
after ``initialize`` (the client's ``notifications/initialized``), so that it does not compete
with the handshake for the interpreter. Nothing but the protocol goes to stdout.
"""

import gc
import hmac
import logging
import os
import signal
import sys
import threading
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal, TypeVar

import anyio
import anyio.to_thread
from mcp.server.context import CallNext, HandlerResult, ServerMiddleware, ServerRequestContext
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ResourceError, ResourceNotFoundError, ToolError
from mcp.server.mcpserver.prompts.base import Message, UserMessage
from mcp.server.mcpserver.tools import Tool
from mcp.server.streamable_http import MCP_SESSION_ID_HEADER
from mcp.server.transport_security import TransportSecuritySettings
from mcp.shared.exceptions import MCPError
from mcp.types import (
    INVALID_PARAMS,
    CallToolResult,
    EmbeddedResource,
    TextContent,
    TextResourceContents,
    ToolAnnotations,
)
from pydantic import Field, ValidationError

from sanad import __version__
from sanad.adapters import mcp_text
from sanad.adapters.config_files import ConfigError
from sanad.adapters.corpus_store import CorpusUnavailableError
from sanad.adapters.http_bind import is_loopback, is_wildcard
from sanad.adapters.loading import CheckedCorpus, load_checked
from sanad.adapters.mcp_contract import (
    CORPUS_URI,
    DEFAULT_GAPS,
    DEFAULT_K,
    ID_PAGE_SIZE,
    MAX_AUDIT_CHARS,
    MAX_GAPS,
    MAX_ID_CHARS,
    MAX_K,
    MAX_QUESTION_CHARS,
    MAX_REFERENCE_CHARS,
    NO_SESSION,
    ServiceError,
    output_schemas,
)
from sanad.adapters.review_store import ReviewStoreError

if TYPE_CHECKING:
    import socket

    from sanad.adapters.mcp_service import SanadService
    from sanad.adapters.mcp_wire import Reply

logger = logging.getLogger("sanad.mcp")

HTTP_PATH = "/mcp"
"""Where the streamable HTTP endpoint listens."""

_T = TypeVar("_T")


# --- the service, loading in the background ------------------------------------------------


class Backend:
    """The service over the loaded corpus, built once on a background thread; tools wait on it.

    The corpus was checked before the server started; loading can still fail (an index file
    damaged since), and every tool then reports that failure in one sentence.
    """

    def __init__(self, checked: CheckedCorpus, home: Path) -> None:
        """A backend that will load ``checked`` and log to ``home`` once started."""
        self.checked = checked
        self.home = home
        self._future: Future[SanadService] = Future()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    @classmethod
    def ready(cls, service: "SanadService") -> "Backend":
        """A backend over a service already built (tests, embedding)."""
        backend = cls(service.checked, service.home)
        backend._future.set_result(service)
        return backend

    def start(self) -> None:
        """Start loading (once); returns at once."""
        with self._lock:
            if self._thread is not None or self._future.done():
                return
            self._thread = threading.Thread(target=self._load, name="sanad-load", daemon=True)
            self._thread.start()

    def _load(self) -> None:
        try:
            loaded = load_checked(self.checked)
            from sanad.adapters.mcp_service import SanadService  # noqa: PLC0415 - off the start-up path

            service = SanadService(self.checked, loaded, self.home)
        except (CorpusUnavailableError, ConfigError, ReviewStoreError) as error:
            sys.stderr.write(f"sanad: error: {error}\n")
            sys.stderr.flush()
            self._future.set_exception(ServiceError(f"the corpus could not be loaded: {error}"))
            return
        except BaseException as error:  # a bug: report it to every caller, never hang them
            logger.exception("loading the corpus failed")
            self._future.set_exception(error)
            return
        try:
            service.warm()
        except Exception:  # a warm-up is an optimisation: never fail the load for it
            logger.exception("warming up after the load failed")
        # The corpus lives as long as the server and holds no garbage cycles: its objects are
        # set aside from the cycle collector, whose full passes would otherwise walk them all
        # while a question is answered (a pause of milliseconds, now and then).
        gc.freeze()
        self._future.set_result(service)

    @property
    def started(self) -> bool:
        """Whether loading was started (or a service handed over ready)."""
        return self._thread is not None or self._future.done()

    @property
    def loaded(self) -> bool:
        """Whether loading has finished (successfully or not)."""
        return self._future.done()

    def get(self) -> "SanadService":
        """The service, waiting for it if need be; ServiceError when the corpus cannot load."""
        self.start()
        return self._future.result()

    async def service(self) -> "SanadService":
        """The service, waited for off the event loop."""
        if self.loaded:
            return self._future.result()
        return await anyio.to_thread.run_sync(self.get)

    def close(self) -> None:
        """Flush the service's logs, if it was ever built."""
        if self._future.done() and self._future.exception() is None:
            self._future.result().close()


# --- argument errors a model can act on ----------------------------------------------------


def _argument_message(tool: str, error: ValidationError) -> str:
    problems = []
    for item in error.errors(include_url=False):
        where = ".".join(str(part) for part in item["loc"]) or "arguments"
        shown = repr(item.get("input"))
        if len(shown) > 60:  # noqa: PLR2004 - a readable excerpt of a long value
            shown = shown[:57] + "..."
        got = "" if item["type"] == "missing" else f" (got {shown})"
        problems.append(f"{where}: {item['msg']}{got}")
    return f"invalid arguments for {tool}: " + "; ".join(problems)


class _SanadMCPServer(MCPServer[Any]):
    """MCPServer whose argument errors read as one sentence and name unknown arguments."""

    def __init__(self, *args: Any, arguments: dict[str, frozenset[str]], **kwargs: Any) -> None:  # noqa: ANN401 - MCPServer's own
        super().__init__(*args, **kwargs)
        self.arguments = arguments

    async def call_tool(
        self,
        name: str,
        arguments: dict[str, Any],
        context: Any = None,  # noqa: ANN401 - MCPServer's own parameter type
    ) -> Any:  # noqa: ANN401 - MCPServer's own return type
        """Call a tool; unknown or invalid arguments are a ToolError naming each problem."""
        allowed = self.arguments.get(name)
        if allowed is not None:
            unknown = sorted(set(arguments) - allowed)
            if unknown:
                takes = ", ".join(sorted(allowed)) or "no arguments"
                msg = (
                    f"invalid arguments for {name}: unknown argument(s) {', '.join(unknown)}; "
                    f"it takes {takes}"
                )
                raise ToolError(msg)
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as error:
            if isinstance(error.__cause__, ValidationError):
                raise ToolError(_argument_message(name, error.__cause__)) from None
            raise

    async def get_prompt(
        self,
        name: str,
        arguments: dict[str, Any] | None = None,
        context: Any = None,  # noqa: ANN401 - MCPServer's own parameter type
    ) -> Any:  # noqa: ANN401 - MCPServer's own return type
        """Get a prompt; an unknown prompt or a missing or unknown argument is a clean error.

        (The SDK turns both into "Internal server error" with a traceback on stderr.)
        """
        prompt = self._prompt_manager.get_prompt(name)
        if prompt is None:
            known = ", ".join(sorted(p.name for p in self._prompt_manager.list_prompts()))
            shown = name if len(name) <= 40 else name[:37] + "..."  # noqa: PLR2004
            msg = f"there is no prompt {shown!r}; the prompts are {known}"
            raise MCPError(code=INVALID_PARAMS, message=msg)
        declared = {argument.name: argument.required for argument in prompt.arguments or []}
        given = arguments or {}
        missing = sorted(n for n, required in declared.items() if required and n not in given)
        unknown = sorted(set(given) - set(declared))
        if missing or unknown:
            problems = [f"missing argument(s) {', '.join(missing)}"] if missing else []
            problems += [f"unknown argument(s) {', '.join(unknown)[:80]}"] if unknown else []
            takes = ", ".join(sorted(declared)) or "no arguments"
            msg = f"invalid arguments for prompt {name}: {'; '.join(problems)}; it takes {takes}"
            raise MCPError(code=INVALID_PARAMS, message=msg)
        return await super().get_prompt(name, arguments, context)


# --- the server ----------------------------------------------------------------------------


def session_key(ctx: Context) -> str | None:
    """Which MCP session a request belongs to (see :meth:`SanadService.session_log`).

    None on stdio (the process is the session); ``http:<Mcp-Session-Id>`` over streamable
    HTTP; :data:`~sanad.adapters.mcp_contract.NO_SESSION` for an HTTP request that carries no
    session id (a 2026-07-28 client sends none), whose fetches then count as served for no
    audit at all, its own included, rather than for everybody's. The transport routes a
    request to the session its id names and refuses an unknown id before any tool runs, so
    the id is the session's own.
    """
    headers = ctx.headers
    if headers is None:
        return None
    ident = headers.get(MCP_SESSION_ID_HEADER)
    return f"http:{ident}" if ident else NO_SESSION


Question = Annotated[
    str,
    Field(
        min_length=1,
        max_length=MAX_QUESTION_CHARS,
        description=f"The user's question as asked, English or Arabic (at most "
        f"{MAX_QUESTION_CHARS:,} characters).",
    ),
]
PassageCount = Annotated[
    int, Field(ge=1, le=MAX_K, strict=True, description=f"How many passages at most (1-{MAX_K}).")
]
Query = Annotated[
    str,
    Field(
        min_length=1,
        max_length=MAX_QUESTION_CHARS,
        description="Words to look for, English or Arabic.",
    ),
]
PassageId = Annotated[
    str,
    Field(
        min_length=1,
        max_length=MAX_ID_CHARS,
        description="A passage id: quran:2:255, bukhari:1, muslim:7459, malik:12.",
    ),
]
ReferenceText = Annotated[
    str,
    Field(
        min_length=1,
        max_length=MAX_REFERENCE_CHARS,
        description="One reference as written: Q 2:255, Bukhari entry 1, Muwatta 1 ...",
    ),
]
DraftText = Annotated[
    str,
    Field(
        min_length=1,
        max_length=MAX_AUDIT_CHARS,
        description=f"The draft answer to audit, as written (at most {MAX_AUDIT_CHARS:,} "
        "characters).",
    ),
]
GapCount = Annotated[
    int,
    Field(
        ge=1,
        le=MAX_GAPS,
        strict=True,
        description=f"How many distinct questions at most (1-{MAX_GAPS}).",
    ),
]


def collection_argument(keys: Sequence[str]) -> object:
    """The ``collection`` argument's type: one of the corpus's collections, or None (all).

    Built per server from the corpus's manifest, so the schema lists the collections that
    ``sources.toml`` switched on.
    """
    return Annotated[
        Literal[tuple(keys)] | None,  # the corpus's own keys
        Field(description="Restrict to one collection (default: all)."),
    ]


_READ_ONLY = ToolAnnotations(
    read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=False
)
_LOGS_REFUSALS = ToolAnnotations(
    read_only_hint=True, destructive_hint=False, idempotent_hint=False, open_world_hint=False
)


def _result(reply: "Reply[Any]") -> CallToolResult:
    """A tool result: the structured JSON, and the same JSON as text for text-only clients."""
    return CallToolResult(
        content=[TextContent(type="text", text=reply.text)], structured_content=reply.data
    )


def _tool(
    fn: Callable[..., Awaitable[CallToolResult]],
    title: str,
    description: str,
    annotations: ToolAnnotations,
    schemas: dict[str, dict[str, Any]],
) -> Tool:
    """A tool named after ``fn`` whose output schema is the stored one for that name.

    Results are built by mcp_wire's converter in exactly that shape (tests hold every result
    to its TypedDict, extra keys forbidden), so the SDK is not asked to validate each again.
    """
    tool = Tool.from_function(
        fn, title=title, description=description, annotations=annotations, structured_output=False
    )
    tool.fn_metadata.output_schema = schemas[tool.name]
    return tool


def build_server(backend: Backend) -> MCPServer[Any]:  # noqa: C901, PLR0915 - one registry
    """The MCP server over ``backend``: eight tools, five resources, two prompts."""

    async def call(work: Callable[["SanadService"], "Reply[Any]"]) -> CallToolResult:
        try:
            service = await backend.service()
            return _result(work(service))
        except ServiceError as error:
            raise ToolError(str(error)) from None

    async def answer_question(
        ctx: Context, question: Question, k: PassageCount = DEFAULT_K
    ) -> CallToolResult:
        return await call(lambda service: service.answer_question(question, k, session_key(ctx)))

    async def search_corpus(
        ctx: Context, query: Query, k: PassageCount = DEFAULT_K, collection: str | None = None
    ) -> CallToolResult:
        session = session_key(ctx)
        return await call(lambda service: service.search_corpus(query, k, collection, session))

    held = tuple(backend.checked.manifest.counts)
    search_corpus.__annotations__["collection"] = collection_argument(
        ("quran", *(key for key in held if key != "quran")) if "quran" in held else held
    )

    async def get_passage(ctx: Context, id: PassageId) -> CallToolResult:  # noqa: A002 - the argument's name
        return await call(lambda service: service.passage(id, "get_passage", session_key(ctx)))

    async def resolve_reference(text: ReferenceText) -> CallToolResult:
        return await call(lambda service: service.resolve_reference(text))

    async def check_policy(question: Question) -> CallToolResult:
        return await call(lambda service: service.check_policy(question))

    async def audit_answer(ctx: Context, text: DraftText) -> CallToolResult:
        # Tens of milliseconds for a long draft: off the event loop.
        session = session_key(ctx)
        return await call_off_loop(lambda service: service.audit_answer(text, session))

    async def call_off_loop(work: Callable[["SanadService"], "Reply[Any]"]) -> CallToolResult:
        try:
            service = await backend.service()
            return _result(await anyio.to_thread.run_sync(lambda: work(service)))
        except ServiceError as error:
            raise ToolError(str(error)) from None

    async def corpus_inventory() -> CallToolResult:
        # The first call reads every passage (about half a second): off the event loop.
        return await call_off_loop(lambda service: service.corpus_inventory())

    async def list_gaps(limit: GapCount = DEFAULT_GAPS) -> CallToolResult:
        # Reads the whole gaps log: off the event loop.
        return await call_off_loop(lambda service: service.list_gaps(limit))

    schemas = output_schemas()
    tools = [
        _tool(answer_question, "Answer a question from the sources", mcp_text.ANSWER_QUESTION,
              _LOGS_REFUSALS, schemas),
        _tool(search_corpus, "Raw retrieval (not for answering users)", mcp_text.SEARCH_CORPUS,
              _READ_ONLY, schemas),
        _tool(get_passage, "One passage by id", mcp_text.GET_PASSAGE, _READ_ONLY, schemas),
        _tool(resolve_reference, "Resolve a written reference", mcp_text.RESOLVE_REFERENCE,
              _READ_ONLY, schemas),
        _tool(check_policy, "Which refusal rule a question trips", mcp_text.CHECK_POLICY,
              _READ_ONLY, schemas),
        _tool(corpus_inventory, "What the corpus holds", mcp_text.CORPUS_INVENTORY, _READ_ONLY,
              schemas),
        _tool(list_gaps, "Refused questions, most asked first", mcp_text.LIST_GAPS, _READ_ONLY,
              schemas),
        _tool(audit_answer, "Audit a draft answer's quotations and citations",
              mcp_text.AUDIT_ANSWER, _READ_ONLY, schemas),
    ]  # fmt: skip
    server = _SanadMCPServer(
        mcp_text.SERVER_NAME,
        title="Sanad",
        description="Quotes the Qur'an and the hadith collections; refusal is enforced here.",
        instructions=mcp_text.INSTRUCTIONS,
        version=__version__,
        log_level="WARNING",
        tools=tools,
        arguments={tool.name: frozenset(tool.parameters.get("properties", {})) for tool in tools},
    )

    # --- resources ---

    async def resource(work: Callable[["SanadService"], _T]) -> _T:
        try:
            service = await backend.service()
            return work(service)
        except ServiceError as error:
            raise ResourceNotFoundError(str(error)) from None

    @server.resource(
        CORPUS_URI,
        name="corpus",
        title="Every passage id (page 1)",
        description=(
            f"The full list of passage ids in corpus order, {ID_PAGE_SIZE:,} per page. This is "
            "page 1; "
            f"`next` names the following page ({CORPUS_URI}/2 ...)."
        ),
        mime_type="application/json",
    )
    async def corpus_ids() -> str:
        return await resource(lambda service: service.id_page(1))

    @server.resource(
        CORPUS_URI + "/{page}",
        name="corpus-page",
        title="Passage ids, one page",
        description="Page N (from 1) of the full list of passage ids.",
        mime_type="application/json",
    )
    async def corpus_page(page: str) -> str:
        if not page.isdigit() or page.startswith("0") or len(page) > 6:  # noqa: PLR2004
            msg = f"{page[:20]!r} is not a page number (pages are numbered from 1)"
            raise ResourceNotFoundError(msg)
        return await resource(lambda service: service.id_page(int(page)))

    @server.resource(
        "sanad://passage/{id}",
        name="passage",
        title="One passage by id",
        description="One passage by id (quran:2:255, bukhari:1 ...), as get_passage returns it.",
        mime_type="application/json",
    )
    async def passage(ctx: Context, id: str) -> str:  # noqa: A002 - the URI template's variable
        session = session_key(ctx)
        return await resource(lambda service: service.passage(id, "resource:passage", session).text)

    @server.resource(
        "sanad://grounding-rules",
        name="grounding-rules",
        title="Grounding rules",
        description="The rules a client must follow when it writes an answer from Sanad's tools.",
        mime_type="text/markdown",
    )
    def grounding_rules() -> str:
        return mcp_text.GROUNDING_RULES

    @server.resource(
        "sanad://policy",
        name="policy",
        title="Refusal policy (read-only)",
        description="The refusal rules and labels in force, the referral, gates, source words.",
        mime_type="application/json",
    )
    async def policy() -> str:
        try:
            service = await backend.service()
            return service.policy_text()
        except ServiceError as error:
            raise ResourceError(str(error)) from None

    # --- prompts ---

    @server.prompt(
        title="Answer with sources",
        description="Answer a question from Sanad's corpus only, following the grounding rules.",
    )
    def answer_with_sources(question: str) -> list[Message]:
        text = question.strip()
        if not text or len(text) > MAX_QUESTION_CHARS:
            msg = f"the question must have 1 to {MAX_QUESTION_CHARS:,} characters"
            raise MCPError(code=INVALID_PARAMS, message=msg)
        return [UserMessage(mcp_text.ANSWER_WITH_SOURCES.format(question=text))]

    @server.prompt(
        title="Study a passage",
        description="Read one passage (by id) with its citation fields, following the rules.",
    )
    async def study_passage(ctx: Context, id: str) -> list[Message]:  # noqa: A002 - the prompt's argument
        try:
            service = await backend.service()
            reply = service.passage(
                id[: MAX_ID_CHARS + 1], "prompt:study_passage", session_key(ctx)
            )
        except ServiceError as error:
            raise MCPError(code=INVALID_PARAMS, message=str(error)) from None
        ident = reply.data["id"]
        attached = EmbeddedResource(
            type="resource",
            resource=TextResourceContents(
                uri=f"sanad://passage/{ident}", mime_type="application/json", text=reply.text
            ),
        )
        return [UserMessage(mcp_text.STUDY_PASSAGE.format(id=ident)), UserMessage(attached)]

    return server


# --- transports ----------------------------------------------------------------------------


def transport_security(
    host: str, port: int, allowed_hosts: Sequence[str]
) -> TransportSecuritySettings:
    """DNS-rebinding protection on: only these Host (and Origin) values, matched exactly.

    Each name is allowed bare and with the port the server is bound to, never with any port:
    the SDK's ``name:*`` form is a prefix match, which lets ``Host: 127.0.0.1:evil`` and
    ``Origin: http://127.0.0.1:8000.evil.example`` through.
    """
    names = ["127.0.0.1", "localhost", "[::1]"]
    if not is_loopback(host) and not is_wildcard(host):
        names.append(f"[{host}]" if ":" in host else host)
    names.extend(allowed_hosts)
    names = list(dict.fromkeys(names))
    hosts = list(dict.fromkeys([*names, *(f"{name}:{port}" for name in names)]))
    return TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=hosts,
        allowed_origins=[f"{scheme}://{value}" for value in hosts for scheme in ("http", "https")],
    )


_Receive = Callable[[], Awaitable[dict[str, Any]]]
_Send = Callable[[dict[str, Any]], Awaitable[None]]
_App = Callable[[dict[str, Any], _Receive, _Send], Awaitable[None]]


class BearerGate:
    """ASGI middleware: every HTTP request must carry ``Authorization: Bearer <token>``.

    Anything else gets 401 before it reaches the MCP endpoint; the comparison takes the same
    time whatever token was sent.
    """

    def __init__(self, app: _App, token: str) -> None:
        """Guard ``app`` with ``token``."""
        self.app = app
        self.expected = f"Bearer {token}".encode()

    async def __call__(self, scope: dict[str, Any], receive: _Receive, send: _Send) -> None:
        """Pass authorised HTTP requests (and lifespan events) through; refuse the rest."""
        if scope["type"] == "http":
            sent = dict(scope.get("headers") or ()).get(b"authorization", b"")
            if not hmac.compare_digest(sent, self.expected):
                body = b'{"error": "a bearer token is required (Authorization: Bearer ...)"}'
                await send(
                    {
                        "type": "http.response.start",
                        "status": 401,
                        "headers": [
                            (b"content-type", b"application/json"),
                            (b"www-authenticate", b'Bearer realm="sanad"'),
                            (b"content-length", str(len(body)).encode()),
                        ],
                    }
                )
                await send({"type": "http.response.body", "body": body})
                return
        await self.app(scope, receive, send)


def _configure_logging() -> None:
    # stderr only: on stdio, stdout is the protocol. Set before the SDK's own basicConfig
    # call, which then leaves it alone.
    logging.basicConfig(
        stream=sys.stderr, level=logging.WARNING, format="sanad: %(levelname)s: %(message)s"
    )


def load_after_handshake(backend: Backend) -> ServerMiddleware[Any]:
    """Middleware that starts ``backend`` loading at the first message after ``initialize``.

    A client sends ``notifications/initialized`` as soon as it has the ``initialize`` reply, so
    loading starts at once, but not while the handshake is being answered. A tool called
    before the corpus is loaded waits for it, as it always does.
    """

    async def start_loading(
        ctx: ServerRequestContext[Any, Any], call_next: CallNext
    ) -> HandlerResult:
        if ctx.method != "initialize" and not backend.started:
            backend.start()
        return await call_next(ctx)

    return start_loading


STOP_SIGNALS = ("SIGINT", "SIGTERM", "SIGHUP")
"""The signals on which ``sanad serve`` on stdio drains its logs and exits at once."""


def stop_on_signals(backend: Backend) -> None:
    """On SIGINT, SIGTERM or SIGHUP: wait for any half-done log append, then exit 128 + N.

    The logs are written before each reply, so nothing is queued; the handler only waits
    (briefly) for an append in progress. It exits at once, without waiting for the thread that
    reads stdin (which would otherwise hold the process until the next line, or for ever on a
    quiet pipe): Ctrl-C stops the server with exit 130.
    """

    def stop(signum: int, _frame: object) -> None:
        backend.close()
        sys.stderr.flush()
        os._exit(128 + signum)

    for name in STOP_SIGNALS:
        number = getattr(signal, name, None)
        if number is not None:  # Windows has no SIGHUP
            signal.signal(number, stop)


def serve_stdio(checked: CheckedCorpus, home: Path) -> None:
    """Serve over stdin/stdout until the client closes the connection or a signal stops it."""
    _configure_logging()
    backend = Backend(checked, home)
    stop_on_signals(backend)
    server = build_server(backend)
    server.middleware.append(load_after_handshake(backend))
    try:
        server.run("stdio")
    finally:
        backend.close()


def serve_http(
    checked: CheckedCorpus,
    home: Path,
    sock: "socket.socket",
    *,
    token: str | None,
    allowed_hosts: Sequence[str] = (),
) -> None:
    """Serve streamable HTTP at ``/mcp`` on an already bound socket until interrupted."""
    import uvicorn  # noqa: PLC0415 - only HTTP needs it

    _configure_logging()
    from sanad.adapters.http_deadline import HeaderDeadlineProtocol  # noqa: PLC0415 - as uvicorn

    host, port = str(sock.getsockname()[0]), int(sock.getsockname()[1])
    backend = Backend(checked, home)
    app: Any = build_server(backend).streamable_http_app(
        streamable_http_path=HTTP_PATH,
        transport_security=transport_security(host, port, allowed_hosts),
        host=host,
    )
    if token is not None:
        app = BearerGate(app, token)
    backend.start()
    config = uvicorn.Config(
        app, log_level="warning", lifespan="on", access_log=False, http=HeaderDeadlineProtocol
    )
    try:
        anyio.run(lambda: uvicorn.Server(config).serve(sockets=[sock]))
    finally:
        backend.close()
