from io import BytesIO

from PIL import Image

from render.bench import busy_board, synthetic_card
from render.canvas import Board, to_png
from tests.render.helpers import assert_sound


def test_zone_row_adds_more_marker_when_full():
    board = Board()
    cards = [synthetic_card(i) for i in range(20)]
    board.zone_row((8, 8, 1272, 200), cards, ("zone", "p0.units"), title="Units")
    tiles = [r for r in board.records if r.kind == "tile"]
    more = [r for r in board.labels() if r.text.startswith("+")]
    assert 0 < len(tiles) < 20
    assert more and more[0].text.replace("\n", " ") == f"+{20 - len(tiles)} more"
    assert_sound(board)


def test_zone_row_shrinks_tiles_before_hiding_any():
    board = Board()
    board.zone_row((8, 8, 1272, 260), [synthetic_card(i) for i in range(8)], ("zone", "z"))
    assert len([r for r in board.records if r.kind == "tile"]) == 8
    assert_sound(board)


def test_banner_has_text_markers_and_long_names_stay_inside():
    board = Board()
    board.player_banner(
        (8, 8, 640, 90),
        ("banner", 0),
        name="W" * 80,
        seat=0,
        life=17,
        life_max=20,
        active=True,
        to_act=True,
        details="Hand: 5 · Deck: 31 · " * 5,
    )
    board.player_banner((8, 100, 640, 150), ("banner", 1), name="Gone", seat=1, eliminated=True)
    texts = [r.text for r in board.labels()]
    for word in ("ACTIVE", "TO ACT", "OUT", "Life 17/20", "P1", "P2"):
        assert word in texts
    assert_sound(board)


def test_busy_board_png_is_small_and_decodes():
    board = busy_board()
    assert len([r for r in board.records if r.kind == "tile"]) == 30
    assert len(board.labels()) >= 60
    assert_sound(board)
    png = to_png(board.image)
    assert len(png) < 300 * 1024
    assert Image.open(BytesIO(png)).size == (1280, 720)
