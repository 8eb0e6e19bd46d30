"""The lesson page as a person sees it: rendered by headless Chromium, screenshot checked.

Skips where no Chromium is installed (``/usr/bin/chromium`` or ``chromium`` on PATH).
"""

import json
import shutil
import struct
import subprocess
import zlib
from pathlib import Path

import pytest

from integration.clirun import run_cli

pytestmark = [pytest.mark.slow, pytest.mark.browser]

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
WIDTH, HEIGHT = 900, 1400
FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--hide-scrollbars", f"--window-size={WIDTH},{HEIGHT}",
)  # fmt: skip

# Appended to a copy of the page only (the page itself has no script): reports where the
# browser laid the first Arabic text out, and which panels it shows.
PROBE = """<script>
const ar = document.querySelector('[dir="rtl"][lang="ar"]');
const box = ar.getBoundingClientRect();
const range = document.createRange(); range.selectNodeContents(ar);
const lines = Array.from(range.getClientRects());
const last = lines[lines.length - 1];
const out = document.createElement('pre'); out.id = 'probe';
out.textContent = JSON.stringify({
  direction: getComputedStyle(ar).direction, box: [box.left, box.top, box.right, box.bottom],
  first: [lines[0].left, lines[0].top, lines[0].right, lines[0].bottom],
  last: [last.left, last.top, last.right, last.bottom],
  text: document.body.innerText});
document.body.appendChild(out);
</script>"""


def _chromium(*args: str, profile: Path) -> subprocess.CompletedProcess[str]:
    assert CHROMIUM is not None
    return subprocess.run(
        [CHROMIUM, *FLAGS, f"--user-data-dir={profile}", *args],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip


def _png_gray(path: Path) -> tuple[int, int, list[bytes]]:
    """Decode an 8-bit RGB(A) PNG into rows of gray levels (enough for Chromium's output)."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    position, chunks, header = 8, [], b""
    while position < len(data):
        (length,) = struct.unpack(">I", data[position : position + 4])
        kind = data[position + 4 : position + 8]
        body = data[position + 8 : position + 8 + length]
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            chunks.append(body)
        position += 12 + length
    width, height, depth, colour = struct.unpack(">IIBB", header[:10])
    assert depth == 8
    assert colour in {2, 6}
    step = 3 if colour == 2 else 4
    raw = zlib.decompress(b"".join(chunks))
    stride = width * step
    previous = bytearray(stride)
    rows: list[bytes] = []
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - step] if x >= step else 0
            up = previous[x]
            if kind == 1:
                line[x] = (line[x] + left) & 0xFF
            elif kind == 2:
                line[x] = (line[x] + up) & 0xFF
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 0xFF
            elif kind == 4:
                corner = previous[x - step] if x >= step else 0
                guess = left + up - corner
                near = min((abs(guess - left), left), (abs(guess - up), up),
                           (abs(guess - corner), corner), key=lambda pair: pair[0])  # fmt: skip
                line[x] = (line[x] + near[1]) & 0xFF
        previous = line
        rows.append(bytes(min(line[x : x + 3]) for x in range(0, stride, step)))
    return width, height, rows


def _dark(rows: list[bytes], box: tuple[float, ...]) -> int:
    left, top, right, bottom = (round(v) for v in box)
    return sum(1 for y in range(top, bottom) for v in rows[y][left:right] if v < 100)


@pytest.mark.skipif(CHROMIUM is None, reason="no Chromium installed (apt-get install chromium)")
def test_the_lesson_renders_with_arabic_right_to_left_and_both_panels(
    home: Path, tmp_path: Path
) -> None:
    page = tmp_path / "lesson.html"
    made = run_cli("teach", "What does the Qur'an say about alcohol?", "--html", str(page),
                   home=home)  # fmt: skip
    assert made.code == 0, made.stderr
    probe = tmp_path / "probe.html"
    probe.write_text(page.read_text(encoding="utf-8").replace("</body>", PROBE + "</body>"),
                     encoding="utf-8")  # fmt: skip
    dumped = _chromium("--dump-dom", probe.as_uri(), profile=tmp_path / "profile-dom")
    assert dumped.returncode == 0, dumped.stderr
    start = dumped.stdout.index('<pre id="probe">') + len('<pre id="probe">')
    found = json.loads(
        dumped.stdout[start : dumped.stdout.index("</pre>", start)]
        .replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
    )  # fmt: skip
    assert found["direction"] == "rtl"
    for panel in ("Words to know", "Ask your teacher", "strong drink", "Grounding limit"):
        assert panel in found["text"]
    box_left, _, box_right, _ = found["box"]
    # Right to left: every line ends at the right edge; a short last line leaves the left empty.
    assert abs(found["first"][2] - box_right) < 3
    assert abs(found["last"][2] - box_right) < 3

    shot = tmp_path / "lesson.png"
    rendered = _chromium(f"--screenshot={shot}", page.as_uri(), profile=tmp_path / "profile-png")
    assert rendered.returncode == 0, rendered.stderr
    width, height, rows = _png_gray(shot)
    assert (width, height) == (WIDTH, HEIGHT)
    assert _dark(rows, (0, 0, width, height)) > 5000  # not blank
    first = found["first"]
    assert first[3] <= height
    middle = (first[0] + first[2]) / 2
    right_half = _dark(rows, (middle, first[1], first[2], first[3]))
    assert right_half > 200  # the Arabic glyphs are drawn where the browser placed them
    last = found["last"]
    if last[0] - box_left > 40 and last[3] <= height:
        assert _dark(rows, (box_left, last[1] + 2, last[0] - 2, last[3] - 2)) == 0
        assert _dark(rows, (last[0], last[1], last[2], last[3])) > 0
