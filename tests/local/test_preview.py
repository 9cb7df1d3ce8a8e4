"""`python -m bot preview`: pictures of the board message and the hand view.

The browser test plays one game (Element Duel, the quickest) to mid-game and
checks the four pictures; the others check the command line's refusals, which
need no browser.
"""

from __future__ import annotations

import os
import shutil

import pytest

from bot.__main__ import main as bot_main
from bot.local import preview
from tests.local.conftest import CHROMIUM, _unavailable

PNG = b"\x89PNG\r\n\x1a\n"


@pytest.mark.browser
async def test_one_game_gives_four_pictures_at_phone_and_desktop_width(tmp_path, monkeypatch):
    try:
        import playwright.async_api  # noqa: F401
    except ImportError:
        _unavailable("Playwright is not installed (pip install '.[dev]')")
    if not (os.path.exists(CHROMIUM) or shutil.which(CHROMIUM)):
        _unavailable(f"Chromium is not at {CHROMIUM} (apt-get install chromium)")
    monkeypatch.setattr(preview, "CHROMIUM", CHROMIUM)
    lines: list[str] = []
    written = await preview.preview(["element-duel"], tmp_path, seed=1, report=lines.append)

    from PIL import Image

    names = {f"element-duel-{what}-{width}.png" for what in ("board", "hand")
             for width in ("phone", "desktop")}
    assert {p.name for p in written} == names
    for name in names:
        path = tmp_path / name
        assert path.read_bytes()[:8] == PNG, name
        with Image.open(path) as image:
            width, height = image.size
        if "phone" in name:
            # On a phone the message takes the whole width of the screen.
            assert width == preview.PHONE_WIDTH, (name, width)
        else:
            # On a desktop the channel list takes its share beside the messages.
            assert 800 < width <= preview.DESKTOP_WIDTH, (name, width)
        assert height > 200, (name, height)
    assert "a card to play" in lines[0], lines


def test_unknown_games_and_a_missing_folder_are_named(capsys):
    assert bot_main(["preview", "chess", "out"]) == 2
    assert "no game 'chess'" in capsys.readouterr().err
    assert bot_main(["preview"]) == 2
    assert "name the folder" in capsys.readouterr().err
    assert bot_main(["preview", "out", "--width", "wide"]) == 2
    assert "--width needs a whole number" in capsys.readouterr().err


def test_without_chromium_it_says_what_to_install(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(preview, "CHROMIUM", str(tmp_path / "no-chromium"))
    assert bot_main(["preview", "element-duel", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: the preview needs ") and "install" in err
    assert len(err.splitlines()) == 1
    assert not (tmp_path / "out").exists()
