"""From a ``--model`` name to a chat model: ``ollama:NAME``, ``openai:NAME@URL``, ``fabricate``."""

from collections.abc import Mapping
from urllib.parse import urlsplit

from sanad.adapters.models.chat import ChatModel, ModelError
from sanad.adapters.models.fabricate import Fabricate
from sanad.adapters.models.ollama import OllamaChat, base_url_from
from sanad.adapters.models.openai_compat import OpenAIChat

DEFAULT_MODEL = "ollama:llama3.2"
"""What ``sanad agent`` and ``sanad doctor`` use without ``--model``."""
FORMS = "ollama:NAME, openai:NAME@URL (llama.cpp server, vLLM, LM Studio) or fabricate"


def _web_url(url: str, name: str) -> str:
    """``url`` if it is an http or https URL with a host; ModelError otherwise.

    urllib would open ``file:///etc/passwd`` (or ``ftp://``) as readily as a model server.
    """
    parts = urlsplit(url.strip())
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        shown = url if len(url) <= 60 else url[:57] + "..."  # noqa: PLR2004 - a readable excerpt
        msg = (
            f"the model server for {name!r} must be an http:// or https:// URL with a host, "
            f"got {shown!r}"
        )
        raise ModelError(msg)
    return url


def chat_model(
    name: str, *, base_url: str | None, env: Mapping[str, str], timeout: float = 120.0
) -> ChatModel:
    """The model ``name`` names; ModelError (one line) for a name of no known form.

    ``base_url`` is ``--base-url``; for Ollama ``OLLAMA_HOST`` is the fallback, and for an
    OpenAI-compatible server the URL after ``@`` wins over it. ``OPENAI_API_KEY`` is sent
    when set.
    """
    spec = name.strip()
    if spec == Fabricate.NAME:
        return Fabricate()
    kind, _, rest = spec.partition(":")
    if kind == "ollama" and rest:
        host = _web_url(base_url_from(base_url, env.get("OLLAMA_HOST")), name)
        return OllamaChat(model=rest, base_url=host, timeout=timeout)
    if kind == "openai" and rest:
        model, _, url = rest.partition("@")
        root = url or base_url
        if not model or not root:
            msg = (
                f"--model {name!r}: an OpenAI-compatible model is openai:NAME@URL "
                "(or openai:NAME with --base-url)"
            )
            raise ModelError(msg)
        return OpenAIChat(
            model=model, base_url=_web_url(root, name), api_key=env.get("OPENAI_API_KEY") or None,
            timeout=timeout,
        )  # fmt: skip
    msg = f"--model {name!r} names no backend; use {FORMS}"
    raise ModelError(msg)
