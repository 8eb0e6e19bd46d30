"""The review page in headless Chromium (DevTools over a pipe), and its guards over plain HTTP.

``sanad review serve`` runs as a real process. The browser opens the printed URL, reads a
passage (Arabic laid out right to left), types a note, clicks Approve with the mouse, and the
store then holds the decision. Without the page's CSRF token, or from another origin, a POST
is refused. The screenshot is the one in the README (``docs/review-page.png``): set
``SANAD_UPDATE_SCREENSHOT=1`` to write it there.

Skips where no Chromium is installed (``.ci/run`` installs Debian's ``chromium``).
"""

import http.client
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlencode

import pytest

from integration.cdp import CHROMIUM, Browser
from integration.clirun import run_cli
from sanad.adapters.review_store import read_decisions

pytestmark = [pytest.mark.slow]

PROJECT = Path(__file__).resolve().parents[2]
VERSE = "quran:2:219"
URL_LINE = re.compile(r"review page at (http://127\.0\.0\.1:(\d+)/\?token=(\S+))")


@dataclass(frozen=True)
class Reply:
    """An HTTP response, read whole."""

    status: int
    headers: dict[str, str]
    text: str


class Page:
    """A running ``sanad review serve``: its URL, port and token."""

    def __init__(self, process: subprocess.Popen[str], url: str, port: int, token: str) -> None:
        """What the server printed."""
        self.process, self.url, self.port, self.token = process, url, port, token

    def request(
        self, method: str, path: str, body: str = "", headers: dict[str, str] | None = None
    ) -> Reply:
        """One HTTP request to the page, read whole."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            connection.request(method, path, body=body.encode(), headers=headers or {})
            response = connection.getresponse()
            return Reply(
                status=response.status,
                headers={k.lower(): v for k, v in response.getheaders()},
                text=response.read().decode("utf-8"),
            )
        finally:
            connection.close()

    def session(self) -> tuple[str, str]:
        """Sign in with the token: the session cookie and the CSRF token of a passage form."""
        first = self.request("GET", f"/?token={self.token}", headers={"Host": self.host})
        assert first.status == 303
        cookie = first.headers["set-cookie"].split(";")[0]
        shown = self.request("GET", f"/passage/{VERSE}", headers=self.headers(cookie))
        csrf = re.search(r'name="csrf" value="([^"]+)"', shown.text)
        assert csrf is not None
        return cookie, csrf.group(1)

    @property
    def host(self) -> str:
        """The Host header a browser sends for the printed URL."""
        return f"127.0.0.1:{self.port}"

    def headers(self, cookie: str, **more: str) -> dict[str, str]:
        """Headers with the Host and session cookie (and any given)."""
        return {"Host": self.host, "Cookie": cookie, **more}


@pytest.fixture
def page(home: Path) -> Iterator[Page]:
    """``sanad review serve`` over a fresh home, stopped after the test."""
    env = dict(os.environ, SANAD_HOME=str(home), PYTHONIOENCODING="utf-8")
    env.pop("SANAD_CONFIG", None)
    process = subprocess.Popen(
        [sys.executable, "-m", "sanad.adapters.cli", "review", "serve", "--by", "Test Scholar"],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
        env=env,
    )  # fmt: skip
    try:
        assert process.stderr is not None
        line = process.stderr.readline()
        found = URL_LINE.search(line)
        assert found is not None, line
        yield Page(process, found.group(1), int(found.group(2)), found.group(3))
    finally:
        process.terminate()
        process.wait(timeout=30)
        if process.stderr is not None:
            process.stderr.close()


def test_without_the_token_nothing_is_served(page: Page) -> None:
    plain = page.request("GET", "/", headers={"Host": page.host})
    assert plain.status == 403
    wrong = page.request("GET", "/?token=guess", headers={"Host": page.host})
    assert wrong.status == 403
    assert "set-cookie" not in wrong.headers


def test_a_post_without_the_csrf_token_is_refused(page: Page, home: Path) -> None:
    cookie, csrf = page.session()
    shown = page.request("GET", f"/passage/{VERSE}", headers=page.headers(cookie)).text
    text_hash = re.search(r'name="text_hash" value="([^"]+)"', shown)
    assert text_hash is not None
    form = {"decision": "approved", "reviewer": "Test Scholar", "note": "",
            "text_hash": text_hash.group(1)}  # fmt: skip
    form_type = {"Content-Type": "application/x-www-form-urlencoded"}
    refused = page.request(
        "POST", f"/passage/{VERSE}", urlencode(form), page.headers(cookie, **form_type)
    )
    assert refused.status == 403
    assert "CSRF" in refused.text
    wrong = page.request(
        "POST", f"/passage/{VERSE}", urlencode(form | {"csrf": csrf[:-2] + "xx"}),
        page.headers(cookie, **form_type),
    )  # fmt: skip
    assert wrong.status == 403
    assert read_decisions(home) == ()
    accepted = page.request(
        "POST", f"/passage/{VERSE}", urlencode(form | {"csrf": csrf}),
        page.headers(cookie, **form_type, Origin=f"http://{page.host}"),
    )  # fmt: skip
    assert accepted.status == 303
    assert [d.passage_id for d in read_decisions(home)] == [VERSE]


def test_a_request_from_another_origin_is_refused(page: Page, home: Path) -> None:
    cookie, csrf = page.session()
    form = urlencode({"csrf": csrf, "decision": "approved", "reviewer": "X", "text_hash": "h"})
    form_type = {"Content-Type": "application/x-www-form-urlencoded"}
    for hostile in (
        {"Origin": "http://evil.example"},
        {"Origin": "null"},
        {"Referer": "http://evil.example/page"},
        {"Sec-Fetch-Site": "cross-site"},
    ):
        refused = page.request(
            "POST", f"/passage/{VERSE}", form, page.headers(cookie, **form_type, **hostile)
        )
        assert refused.status == 403, hostile
    rebound = page.request("GET", "/", headers={"Host": "evil.example", "Cookie": cookie})
    assert rebound.status == 421  # a DNS-rebinding page cannot pose as the review page
    assert read_decisions(home) == ()


@pytest.mark.browser
@pytest.mark.skipif(CHROMIUM is None, reason="no Chromium installed (apt-get install chromium)")
def test_a_scholar_approves_a_passage_by_clicking(page: Page, home: Path, tmp_path: Path) -> None:
    with Browser(tmp_path / "profile", height=1700) as browser:
        browser.navigate(page.url)
        assert browser.evaluate("document.title").startswith("Queue")
        progress = browser.evaluate("document.getElementById('progress').textContent")
        done, total = re.fullmatch(r"(\d+) of (\d+) reviewed", progress).groups()  # type: ignore[union-attr]
        assert done == "0"
        assert int(total) > 50
        browser.navigate(f"http://127.0.0.1:{page.port}/passage/{VERSE}")
        arabic = browser.evaluate("getComputedStyle(document.querySelector('.arabic')).direction")
        assert arabic == "rtl"
        assert "strong drink" in browser.evaluate("document.querySelector('.english').textContent")
        assert "Why it came back" in browser.evaluate("document.body.innerText")
        browser.type_text(
            "textarea[name=note]", "Read against the mushaf; the English is Pickthall's."
        )
        browser.click("button[value=approved]")
        browser.wait_for("Page.loadEventFired")
        assert "Recorded: quran:2:219 approved" in browser.evaluate("document.body.innerText")
        (decision,) = read_decisions(home)
        assert (decision.passage_id, decision.decision, decision.reviewer) == (
            VERSE, "approved", "Test Scholar",
        )  # fmt: skip
        assert decision.note == "Read against the mushaf; the English is Pickthall's."
        shown = run_cli("passage", "--json", VERSE, home=home).json()["review"]
        assert (shown["status"], shown["text_hash"]) == ("approved", decision.text_hash)

        # The keyboard: "d" on the next passage records needs_discussion (JavaScript on).
        following = browser.evaluate("location.pathname").removeprefix("/passage/")
        assert following != VERSE
        browser.press("d")
        browser.wait_for("Page.loadEventFired")
        assert [d.decision for d in read_decisions(home)] == ["approved", "needs_discussion"]
        assert read_decisions(home)[1].passage_id == following

        browser.navigate(f"http://127.0.0.1:{page.port}/passage/{VERSE}")
        history = browser.evaluate("document.querySelector('table').innerText")
        assert "approved" in history
        assert "Test Scholar" in history
        assert "2 of" in browser.evaluate("document.getElementById('progress').textContent")
        shot = tmp_path / "review-page.png"
        browser.screenshot(shot)
        assert shot.stat().st_size > 20_000
        if os.environ.get("SANAD_UPDATE_SCREENSHOT") == "1":
            shutil.copyfile(shot, PROJECT / "docs" / "review-page.png")


@pytest.mark.browser
@pytest.mark.skipif(CHROMIUM is None, reason="no Chromium installed (apt-get install chromium)")
def test_a_form_posted_from_another_site_in_the_browser_records_nothing(
    page: Page, home: Path, tmp_path: Path
) -> None:
    with Browser(tmp_path / "profile") as browser:
        browser.navigate(page.url)  # signed in: the browser holds the session cookie
        hostile = tmp_path / "hostile.html"
        hostile.write_text(
            f'<form method="post" action="http://127.0.0.1:{page.port}/passage/{VERSE}">'
            '<input name="decision" value="approved"><input name="reviewer" value="Mallory">'
            "</form><script>document.forms[0].submit()</script>",
            encoding="utf-8",
        )
        browser.page("Page.navigate", {"url": hostile.as_uri()})
        browser.wait_until(f"location.port === '{page.port}' && document.readyState === 'complete'")
        assert "Refused" in browser.evaluate("document.body.innerText")
    assert read_decisions(home) == ()


def test_a_decision_on_text_the_page_did_not_show_is_refused(page: Page, home: Path) -> None:
    cookie, csrf = page.session()
    form = {"csrf": csrf, "decision": "approved", "reviewer": "Test Scholar", "note": "",
            "text_hash": "sha256:" + "0" * 64}  # fmt: skip
    refused = page.request(
        "POST", f"/passage/{VERSE}", urlencode(form),
        page.headers(cookie, **{"Content-Type": "application/x-www-form-urlencoded"}),
    )  # fmt: skip
    assert refused.status == 409
    assert "text changed since this page was shown" in refused.text
    assert read_decisions(home) == ()


@pytest.mark.browser
@pytest.mark.skipif(CHROMIUM is None, reason="no Chromium installed (apt-get install chromium)")
def test_the_page_works_with_javascript_off(page: Page, home: Path, tmp_path: Path) -> None:
    with Browser(tmp_path / "profile") as browser:
        browser.page("Emulation.setScriptExecutionDisabled", {"value": True})
        browser.navigate(page.url)
        browser.navigate(f"http://127.0.0.1:{page.port}/passage/{VERSE}")
        browser.click("button[value=rejected]")
        browser.wait_for("Page.loadEventFired")
    assert [(d.passage_id, d.decision) for d in read_decisions(home)] == [(VERSE, "rejected")]
