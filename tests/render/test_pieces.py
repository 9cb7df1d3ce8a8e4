"""Pasted pieces (render/pieces.py) give exactly what drawing in place gives: the
same pixels, the same records and the same dropped labels, cold and warm."""

from __future__ import annotations

import pytest

from render import pieces, theme
from render.canvas import Board
from render.entries import entry
from render.games import GAME_MODULES
from render.tiles import draw_tile
from tests.render.helpers import assert_sound

NAMES = ["Aster", "Brisk the Unyielding", "Cyra", "Dov"]
CARD = {"iid": 7, "name": "Ember Knight", "kind": "unit", "cost": 3, "tags": ["stunned"],
        "stats": [{"label": "ATK", "base": 2, "value": 4}], "counters": {"charge": 2}}


@pytest.fixture
def cache():
    pieces.clear()
    yield
    pieces.enabled = True
    pieces.clear()


def _drawn(board: Board):
    return board.image.tobytes(), board.records, board.dropped


def _boards(game_id: str, cached: bool):
    pieces.enabled = cached
    module = GAME_MODULES[game_id]
    views = entry(game_id).samples()
    return [_drawn(module.board_for(v, NAMES[: len(v["players"])])) for v in views]


@pytest.mark.parametrize("game_id", sorted(GAME_MODULES))
def test_boards_are_the_same_drawn_or_pasted(cache, game_id):
    in_place = _boards(game_id, cached=False)
    cold = _boards(game_id, cached=True)
    warm = _boards(game_id, cached=True)
    for plain, first, second in zip(in_place, cold, warm, strict=True):
        assert first == plain
        assert second == plain


def test_boards_are_mostly_pasted_pieces(cache):
    for game_id in GAME_MODULES:
        _boards(game_id, cached=True)
    assert pieces.stats()["pieces"] >= 20


def test_a_tile_is_pasted_at_its_place_under_its_own_tag(cache):
    board = Board(names=NAMES)
    draw_tile(board, (10, 20, 170, 244), CARD, ("card", 1))
    draw_tile(board, (300, 400, 460, 624), {**CARD, "iid": 8}, ("card", 8))
    # One tile piece (its pills and frame are pieces of their own, drawn inside it).
    assert pieces.kinds()["tile"] == 1
    first = [r for r in board.records if r.tag[:2] == ("card", 1)]
    second = [r for r in board.records if r.tag[:2] == ("card", 8)]
    assert [r.tag[2:] for r in first] == [r.tag[2:] for r in second]
    assert [(r.box[0] + 290, r.box[1] + 380) for r in first] == [r.box[:2] for r in second]
    assert second[0].parent == board.box
    assert_sound(board)
    left = board.image.crop((10, 20, 170, 244)).tobytes()
    assert board.image.crop((300, 400, 460, 624)).tobytes() == left


def test_a_tile_over_more_than_one_colour_is_drawn_in_place(cache):
    board = Board(names=NAMES)
    board.draw.rectangle((0, 0, 14, 14), fill=theme.SEAT_COLOURS[0])
    draw_tile(board, (10, 10, 170, 234), CARD, ("card", 1))
    assert pieces.kinds().get("tile", 0) == 0
    pieces.enabled = False
    plain = Board(names=NAMES)
    plain.draw.rectangle((0, 0, 14, 14), fill=theme.SEAT_COLOURS[0])
    draw_tile(plain, (10, 10, 170, 234), CARD, ("card", 1))
    assert _drawn(board) == _drawn(plain)


def test_a_card_naming_a_seat_is_not_cached(cache):
    board = Board(names=NAMES)
    draw_tile(board, (10, 20, 170, 244), {**CARD, "name": "{seat1}'s Knight"}, ("card", 1))
    assert pieces.kinds().get("tile", 0) == 0
    assert any("Brisk" in r.text for r in board.labels())


def test_pills_banners_and_panels_are_pasted_as_drawn(cache):
    def paint(board: Board) -> None:
        board.panel((20, 20, 620, 300), ("zone",))  # too big to keep: drawn in place
        board.panel((640, 20, 780, 130), ("small zone",))
        board.player_banner((30, 30, 610, 80), ("banner",), name="Aster", seat=0, life=20,
                            life_max=20, active=True, to_act=True)
        board.pill((30, 90, 300, 130), "Hand 5", ("pill", 0), fill=theme.PANEL_EDGE)
        board.stat_badge((30, 140, 300, 180), "ATK", 5, ("stat",), base=3)
        board.player_banner((30, 200, 610, 290), ("out",), name="Brisk", seat=1, life=0,
                            eliminated=True, details="Hand 0 · Deck 3")

    def drawn(cached: bool, times: int):
        pieces.enabled = cached
        boards = []
        for _ in range(times):
            board = Board(names=NAMES)
            paint(board)
            boards.append(_drawn(board))
        return boards

    plain = drawn(False, 1)[0]
    cold, warm = drawn(True, 2)
    assert cold == plain and warm == plain
    assert {"pill", "banner", "panel"} <= set(pieces.kinds())
    assert pieces.stats()["hits"] > 0


def test_records_of_pasted_pieces_read_the_same_before_and_after_more_drawing(cache):
    board = Board(names=NAMES)
    draw_tile(board, (10, 20, 170, 244), CARD, ("card", 1))
    draw_tile(board, (300, 400, 460, 624), {**CARD, "iid": 8}, ("card", 8))
    early = list(board.records)
    board.pill((600, 20, 800, 60), "Hand 5", ("pill",), fill=theme.PANEL_EDGE)
    assert board.records[: len(early)] == early
    assert board.records[-1].tag[0] == "pill"
    assert board.records == board.records


@pytest.mark.parametrize("channel", [0, 1, 2])
def test_a_piece_over_a_pixel_off_by_one_in_any_channel_is_drawn_in_place(cache, channel):
    pieces.enabled = False
    pill = Board().pill((100, 30, 400, 62), "Deck 31", ("pill",), fill=theme.PANEL_EDGE)
    off = list(theme.BACKGROUND)
    off[channel] += 1
    boards = []
    for cached in (True, False):
        pieces.enabled = cached
        board = Board(names=NAMES)
        board.image.putpixel((pill[2] - 1, pill[3] - 1), tuple(off))  # the rounded corner
        board.pill((100, 30, 400, 62), "Deck 31", ("pill",), fill=theme.PANEL_EDGE)
        boards.append(_drawn(board))
    assert pieces.kinds() == {}
    assert boards[0] == boards[1]
