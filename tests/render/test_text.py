import pytest
from PIL import Image, ImageDraw

from render import assets, cmap, theme
from render.canvas import Board
from render.text import fit_text, line_height, measure, sanitize

ODD = [
    "Supercalifragilisticexpialidocious" * 4,
    "The Extraordinarily Long-Named Guardian of the Seventh Cross, Keeper of Ten Thousand Gates",
    "田中太郎の最強デッキ",
    "😀🔥👍🏽 ❤️ 👨‍👩‍👧",
    "nul\x00bell\x07esc\x1b tab\tnew\nline",
    "Z̵̢̛̗̫̖̟̻̈́̓̀a̶̡̧̲̜̪̔͒l̸̨̛̟g̴̢̜̈́o̶",
    "\ud800 lone surrogate",
    "x",
    "",
]
BOXES = [(150, 29), (150, 60), (300, 100), (600, 40), (1200, 300), (30, 29)]


@pytest.mark.parametrize("text", ODD)
@pytest.mark.parametrize("box", BOXES)
def test_fit_never_exceeds_box(text, box):
    fit = fit_text(text, *box)
    assert fit.width <= box[0] and fit.height <= box[1]
    assert fit.size >= theme.MIN_TEXT
    for line in fit.lines:
        assert measure(line, fit.size, fit.bold) <= box[0]


@pytest.mark.parametrize("text", ODD)
def test_drawn_label_box_stays_inside(text):
    board = Board()
    area = (100, 100, 260, 170)
    with board.area(("zone", "test"), area):
        board.label(area, text, ("label",), size=40, bold=True)
    assert board.overflows() == []
    for record in board.labels():
        assert record.size >= theme.MIN_TEXT


def test_shrinks_before_it_wraps_or_cuts():
    fit = fit_text("Ember Knight", 200, line_height(24), max_size=40)
    assert fit.lines == ("Ember Knight",) and not fit.truncated
    assert 24 <= fit.size < 40


def test_ellipsizes_only_as_a_last_resort():
    fit = fit_text("word " * 50, 200, line_height(24) * 2)
    assert fit.truncated and fit.lines[-1].endswith("…") and len(fit.lines) == 2


def test_box_too_small_for_min_text_draws_nothing():
    board = Board()
    assert board.label((0, 0, 100, 10), "hello", ("tiny",)) is None
    assert board.dropped == [("tiny",)]


def test_sanitize_replaces_what_the_font_cannot_draw():
    assert sanitize("田中") == "??"
    assert sanitize("a\x00b") == "a?b"
    assert sanitize("tab\there") == "tab here"
    assert sanitize("❤️") == "❤"  # the variation selector is dropped, not shown as "?"
    assert sanitize("café → ★") == "café → ★"
    assert len(sanitize("a" + "\u0301" * 20)) == 3  # Zalgo marks capped at two


def test_cmap_matches_pillow_notdef():
    # A character cmap says is missing must render exactly like the notdef glyph.
    drawable = cmap.codepoints(assets.font_bytes("regular"))

    def pixels(ch):
        image = Image.new("L", (40, 40))
        ImageDraw.Draw(image).text((4, 4), ch, fill=255, font=theme.font(24))
        return image.tobytes()

    notdef = pixels("\U000e0f00")
    assert ord("田") not in drawable and pixels("田") == notdef
    assert ord("A") in drawable and pixels("A") != notdef


def test_contrast_of_palette():
    assert theme.contrast(theme.TEXT, theme.BACKGROUND) >= 7
    assert theme.contrast(theme.TEXT, theme.PANEL) >= 7
    assert theme.contrast(theme.MUTED, theme.PANEL) >= 4.5
    fills = [
        *theme.KIND_COLOURS.values(),
        *theme.SEAT_COLOURS,
        theme.FACE_DOWN,
        theme.MODIFIED,
        theme.PANEL_EDGE,
        theme.TAG_COLOUR,
        *(c for _, _, c in theme.STATES.values()),
    ]
    for fill in fills:
        assert theme.contrast(theme.ink_on(fill), fill) >= 4.5, fill
