"""Boards and hands name players by the caller's names, and card names wrap before "…"."""

from __future__ import annotations

import re

import pytest

from render import selfplay
from render.canvas import Board
from render.games import GAME_MODULES
from render.text import ELLIPSIS
from render.tiles import draw_tile

GAMES = sorted(GAME_MODULES)
SEAT_WORDS = re.compile(r"\b(Seat|Player) \d|\{seat")


@pytest.mark.parametrize("game_id", GAMES)
def test_no_seat_or_player_n_without_names(game_id):
    """With no names at all the images say "P1", never "Seat 1" or "Player 1"."""
    players = 4 if game_id == "omniverse" else None
    module = GAME_MODULES[game_id]
    for view, match in selfplay.views(game_id, [1, 2], every=25, players=players):
        for board in (module.board_for(view, []), module.hand_for(match.view(0), [])):
            texts = [r.text for r in board.labels()]
            assert not [t for t in texts if SEAT_WORDS.search(t)]
            assert "P1" in " ".join(texts)


@pytest.mark.parametrize("game_id", GAMES)
def test_names_come_from_the_caller(game_id):
    match = selfplay.midgame(game_id, 1)
    names = [f"name{k}x" for k in range(match.players)]
    module = GAME_MODULES[game_id]
    words = " ".join(r.text for r in module.board_for(match.view(None), names).labels())
    assert all(n in words for n in names)
    hand = " ".join(r.text for r in module.hand_for(match.view(1), names).labels())
    assert names[1] in hand


def test_seat_placeholders_are_filled_from_names():
    board = Board(names=["alice", "bob"])
    board.label((0, 0, 1280, 40), "{seat1} attacks {seat0}; {seat3} waits", ("t",))
    assert board.labels()[0].text == "bob attacks alice; P4 waits"


def test_a_card_name_wraps_before_it_is_cut():
    """A tile with room for two name lines wraps the name instead of writing "…"."""
    board = Board()
    card = {"name": "Pitch Dark Krill", "kind": "unit", "cost": 1,
            "stats": [{"label": "ATK", "value": 0}, {"label": "DEF", "value": 0}]}
    draw_tile(board, (0, 0, 161, 183), card, ("card", 1))
    name = next(r for r in board.labels() if r.tag == ("card", 1, "name"))
    assert not name.text.endswith(ELLIPSIS) and "\n" in name.text


def test_a_short_tile_gives_the_name_its_two_lines():
    """A spell in an 86 px spell/item slot: the name's two lines outrank the band."""
    board = Board()
    draw_tile(board, (0, 0, 203, 86), {"name": "Rising from the Deep", "kind": "spell",
                                      "cost": 1}, ("card", 2))
    name = next(r for r in board.labels() if r.tag == ("card", 2, "name"))
    assert name.text == "Rising from\nthe Deep"
