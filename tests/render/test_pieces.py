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
    assert pieces.stats()["pieces"] == 1
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
    assert pieces.stats()["pieces"] == 0
    pieces.enabled = False
    plain = Board(names=NAMES)
    plain.draw.rectangle((0, 0, 14, 14), fill=theme.SEAT_COLOURS[0])
    draw_tile(plain, (10, 10, 170, 234), CARD, ("card", 1))
    assert _drawn(board) == _drawn(plain)


def test_a_card_naming_a_seat_is_not_cached(cache):
    board = Board(names=NAMES)
    draw_tile(board, (10, 20, 170, 244), {**CARD, "name": "{seat1}'s Knight"}, ("card", 1))
    assert pieces.stats()["pieces"] == 0
    assert any("Brisk" in r.text for r in board.labels())
