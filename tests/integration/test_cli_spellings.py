"""``sanad ask`` refers a ruling question however it is spaced or spelt (issue 11, point 6).

Real subprocesses over the real corpus: a question typed with doubled spaces, a tab, a line
break, invisible format characters or fullwidth letters is the same question, and is referred.
"""

from pathlib import Path

import pytest

from integration.clirun import run_cli

pytestmark = pytest.mark.slow

PLAIN = "Should I divorce my wife?"
VARIANTS = {
    "two spaces": "Should  I  divorce  my  wife?",
    "tab": "Should\tI\tdivorce\tmy\twife?",
    "newline": "Should I\ndivorce my\nwife?",
    "zero-width space": "Sh\u200bould I di\u200bvorce my wi\u200bfe?",
    "soft hyphen": "Sh\u00adould I di\u00advorce my wi\u00adfe?",
    "word joiner": "Sh\u2060ould I\u2060 di\u2060vorce my wi\u2060fe?",
    "fullwidth": "Ｓｈｏｕｌｄ Ｉ ｄｉｖｏｒｃｅ ｍｙ ｗｉｆｅ？",
}


@pytest.mark.parametrize("spelling", ["plain", *VARIANTS])
def test_every_spelling_of_a_personal_case_is_referred(home: Path, spelling: str) -> None:
    question = VARIANTS.get(spelling, PLAIN)
    result = run_cli("ask", "--json", question, home=home)
    assert result.code == 0, result.stderr
    verdict = result.json()
    assert verdict["verdict"] == "referred", (question, verdict["trace"])
    assert verdict["passages"] == []
    assert verdict["trace"]["refused_by"] == "policy:personal-case"
