"""Fixtures for the MCP server tests: a service over the real corpus, an in-memory client."""

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from mcp import Client

from sanad.adapters.loading import CheckedCorpus, LoadedCorpus, check_corpus
from sanad.adapters.mcp_service import SanadService
from sanad.mcp_server import Backend, build_server


@pytest.fixture
def anyio_backend() -> str:
    """The SDK runs on asyncio here (trio is not installed)."""
    return "asyncio"


@pytest.fixture(scope="session")
def checked(project_config: Path, built_home: Path) -> CheckedCorpus:
    """The session's real corpus, checked as `sanad serve` checks it."""
    return check_corpus(project_config, built_home)


@pytest.fixture
def service(
    checked: CheckedCorpus, real_corpus: LoadedCorpus, tmp_path: Path
) -> Iterator[SanadService]:
    """A service over the real corpus that logs into a fresh home of its own."""
    made = SanadService(checked, real_corpus, tmp_path / "home")
    yield made
    made.close()


@pytest.fixture
async def client(service: SanadService) -> AsyncIterator[Client]:
    """The SDK's in-memory client connected to a server over ``service``."""
    async with Client(build_server(Backend.ready(service))) as connected:
        yield connected
