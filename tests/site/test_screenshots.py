"""The README's pictures can be taken from the built site: every page and element that
``tools/screenshots.py`` names is there, and each picture comes out the same twice, small.

``make screenshots`` writes them into ``screenshots/`` from ``_build/html``; this test takes
them from the site the browser tests serve and writes nothing into the repository.
"""
from __future__ import annotations

import io
import sys

import pytest
from conftest import ROOT

sys.path.insert(0, str(ROOT / "tools"))
import screenshots as TOOL  # noqa: E402  (tools/screenshots.py)


@pytest.mark.parametrize("shot", TOOL.SHOTS, ids=lambda shot: shot.name)
def test_the_readme_picture_can_be_taken(browser, base_url, shot):
    from PIL import Image

    first = TOOL.take(browser, base_url, shot)
    again = TOOL.take(browser, base_url, shot)
    assert first == again, f"{shot.name}: two takes of the same site differ"
    assert len(first) < TOOL.MAX_BYTES, f"{shot.name}: {len(first):,} bytes"
    image = Image.open(io.BytesIO(first))
    assert image.width == TOOL.WIDTH and 300 < image.height <= shot.height, image.size
    # not a blank page: the picture holds cards, text and the page's colours
    assert len(image.convert("RGB").getcolors(maxcolors=1 << 16) or ()) > 16
