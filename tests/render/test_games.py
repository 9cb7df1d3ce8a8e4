"""Every game's board, hand and card images, drawn from seeded random self-play."""

from __future__ import annotations

import importlib
from io import BytesIO

import pytest
from PIL import Image

from render import registry, selfplay, theme
from render.bench import NAMES
from render.canvas import to_png
from render.cardimage import card_image
from render.games import GAME_MODULES
from tests.render.helpers import assert_sound

GAMES = sorted(GAME_MODULES)
LONG = ["Ω" + "Brisk the Unyielding Dragonslayer of the North " * 3, "W" * 80, "Cyra", "Dov"]
STATES_PER_GAME = 200


def _playable(game_id):
    # Every renderer's game must be registered; a missing engine is a failure, not a skip.
    assert selfplay.has_game(game_id), f"{game_id} has a renderer but no registered engine"


def _module(game_id):
    return importlib.import_module(f"render.{game_id.replace('-', '_')}")


def _states(game_id, count, players=None):
    """``count`` public views sampled along several seeded games, spread out evenly."""
    every = max(1, selfplay.length(game_id, 1, players) // 60)
    views = []
    seed = 1
    while len(views) < count:
        for view, match in selfplay.views(game_id, [seed], every=every, players=players):
            views.append((view, match))
            if len(views) >= count:
                break
        seed += 1
    return views


def _decode(png: bytes) -> Image.Image:
    image = Image.open(BytesIO(png))
    image.load()
    return image


@pytest.mark.parametrize("game_id", GAMES)
def test_board_draws_200_states_soundly(game_id):
    _playable(game_id)
    module = _module(game_id)
    players = 4 if game_id == "omniverse" else None
    states = _states(game_id, STATES_PER_GAME, players)
    assert len(states) >= STATES_PER_GAME
    for k, (view, match) in enumerate(states):
        names = (LONG if k % 3 == 0 else NAMES)[: match.players]
        board = module.board_for(view, names)
        assert board.image.size == theme.SIZE
        assert_sound(board)
        if k % 40 == 0:
            png = registry.draw_board(game_id, view, names)
            assert _decode(png).size == theme.SIZE
            assert len(png) <= 300 * 1024
        if k % 25 == 0:
            seat = k % match.players
            hand = module.hand_for(match.view(seat), names)
            assert_sound(hand)
            size = _decode(registry.draw_hand(game_id, match.view(seat), names)).size
            assert size[0] == theme.WIDTH and theme.HEIGHT <= size[1] <= registry.TALL_MAX


@pytest.mark.parametrize("game_id", GAMES)
def test_board_refuses_a_seat_view(game_id):
    _playable(game_id)
    match = selfplay.midgame(game_id, 1)
    with pytest.raises(ValueError):
        registry.draw_board(game_id, match.view(0), NAMES)
    with pytest.raises(ValueError):
        registry.draw_hand(game_id, match.view(None), NAMES)


@pytest.mark.parametrize("game_id", GAMES)
def test_registered_with_samples(game_id):
    _playable(game_id)
    renderer = registry.registered()[game_id]
    assert renderer.hand is not None and renderer.card is not None
    samples = renderer.samples()
    assert samples and all(v["viewer"] is None for v in samples)


@pytest.mark.parametrize("game_id", GAMES)
def test_card_image_for_every_card(game_id):
    _playable(game_id)
    import engine

    game = engine.get_game(game_id)
    module = _module(game_id)
    for card in game.cards():
        tile = module.card_tile(card.to_dict())
        assert tile["name"] == card.name
        board = card_image(tile)
        assert_sound(board)
    png = registry.draw_card(game_id, game.cards()[0].to_dict())
    assert _decode(png).size == theme.SIZE


def test_omniverse_four_player_board():
    _playable("omniverse")
    from render.omniverse import board_for

    match = selfplay.midgame("omniverse", 2, players=4)
    view = match.view(None)
    assert len(view["players"]) == 4
    board = board_for(view, LONG)
    assert_sound(board)
    texts = "\n".join(r.text for r in board.labels())
    for seat in range(4):
        assert f"P{seat + 1}" in texts
    png = registry.draw_board("omniverse", view, NAMES)
    assert _decode(png).size == theme.SIZE


def _crowd(card, n):
    return [dict(card, iid=1000 + i, name=f"{card.get('name')} the {i}th of Many Names")
            for i in range(n)]


def test_crowded_fields_stay_inside_their_areas():
    """Many cards and long names: boxes stay in their areas, nothing is dropped."""
    for game_id in GAMES:
        if not selfplay.has_game(game_id):
            continue
        module = _module(game_id)
        view = selfplay.midgame(game_id, 1, 4 if game_id == "omniverse" else None).view(None)
        for player in view["players"]:
            for key in ("field", "units", "monsters", "spells_items", "enhancements", "boosts",
                        "transforms"):
                cards = [c for c in player.get(key) or () if c]
                if cards and isinstance(player[key], list):
                    player[key] = _crowd(cards[0], 9)
        board = module.board_for(view, LONG)
        assert_sound(board)


def test_hidden_cards_never_named_on_boards():
    """Face-down cards in public views reach the image as FACE DOWN only."""
    _playable("universia")
    from render.universia import board_for

    for view, _match in _states("universia", 40):
        board = board_for(view, NAMES)
        for player in view["players"]:
            for card in player["monsters"] + player["enhancements"]:
                if card and card.get("face_down"):
                    assert "name" not in card
        assert_sound(board)


def test_png_encoding_of_a_board_is_fast_enough_to_matter():
    """Not a timing test: the encoded board is a valid, small PNG."""
    _playable("element-duel")
    from render.element_duel import board_for

    png = to_png(board_for(selfplay.midgame("element-duel", 1).view(None), NAMES).image)
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) < 300 * 1024


def test_exceed_character_areas_are_counted_on_the_board():
    """Renea's Briefcase, Minato's coming Power (and Wonderland, Dreamlands, Diabolic Aura)
    are public: the board shows them, without naming face-down cards."""
    _playable("exceed")
    from render.exceed import board_for

    view = selfplay.midgame("exceed", 1).view(None)
    view["players"][0]["briefcase"] = [{"name": "Flare"}, {"name": "Anticipation"}]
    view["players"][1]["dreamlands"] = [{"face_down": True}]
    view["players"][1]["next_attack_power"] = 3
    board = board_for(view, NAMES)
    texts = [r.text for r in board.labels()]
    assert "Briefcase 2" in texts and "Dreamlands 1" in texts and "Next attack +3 Power" in texts
    assert_sound(board)
