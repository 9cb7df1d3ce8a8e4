import pytest

from render import theme
from render.canvas import Board
from render.cardimage import card_image
from render.tiles import MIN_TILE_H, MIN_TILE_W, draw_tile
from tests.render.helpers import assert_sound

KINDS = [
    "unit",
    "character",
    "monster",
    "champion",
    "spell",
    "item",
    "artifact",
    "enhancement",
    "trap",
    "ally",
    "event",
    "field",
    "token",
    "something-new",
    None,
]
STATES = [[], ["tapped"], ["rested"], ["used"], ["stunned"], ["tapped", "stunned", "shielded"]]
SIZES = [(MIN_TILE_W, MIN_TILE_H), (150, 210), (480, 672)]


def card(kind="unit", tags=(), **extra):
    return {
        "name": "Archmage of the Long-Forgotten Seventh Cross",
        "kind": kind,
        "cost": 5,
        "stats": [
            {"label": "ATK", "base": 3, "value": 5},
            {"label": "HP", "base": 4, "value": 4},
            {"label": "SPD", "value": 2},
        ],
        "traits": ["Mage", "Human"],
        "tags": list(tags),
        "counters": {"charge": 3, "+1/+1": 12},
        **extra,
    }


def draw(card_dict, size):
    board = Board()
    box = (10, 10, 10 + size[0], 10 + size[1])
    draw_tile(board, box, card_dict, ("card", 1))
    return board


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("tags", STATES)
@pytest.mark.parametrize("size", SIZES)
def test_every_kind_and_state_draws_inside_its_tile(kind, tags, size):
    board = draw(card(kind, tags), size)
    assert_sound(board)
    texts = "\n".join(r.text for r in board.labels())
    words = [theme.STATES.get(tag, (tag.upper(),))[0] for tag in tags]
    # States read as words, not only as colour. The smallest tile has one
    # strip line: there the first state shows and an ellipsis marks the rest.
    if size == SIZES[0] and len(words) > 1:
        assert words[0] in texts and "…" in texts
    else:
        assert all(word in texts for word in words)


def test_modified_stat_shows_base_and_current():
    board = draw(card(), (480, 672))
    assert any(r.text == "ATK 3→5" for r in board.labels())
    assert any(r.text == "HP 4" for r in board.labels())


@pytest.mark.parametrize("size", SIZES)
def test_face_down_tile_never_shows_the_name(size):
    secret = card("trap", ["tapped"], face_down=True, name="Secret Mirror Force")
    board = draw(secret, size)
    texts = " ".join(r.text for r in board.labels())
    assert "Secret" not in texts and "Mirror" not in texts and "TRAP" not in texts
    assert "5" not in texts.replace("TAPPED", "")  # nor its cost
    assert "FACE" in texts and "TAPPED" in texts
    assert_sound(board)


def test_card_image_shows_rules_text():
    board = card_image(card(text="When this enters play, draw two cards. " * 8))
    assert board.image.size == (1280, 720)
    assert any(r.tag == ("card", "text") for r in board.labels())
    assert_sound(board)


def test_minimal_card_dict_draws():
    assert_sound(draw({"name": "Plain"}, (150, 210)))


def champion(name, tags):
    return {"name": name, "kind": "champion", "cost": 9, "max_scale": 1.0, "tags": tags,
            "stats": [{"label": "A", "base": 3300, "value": 3700},
                      {"label": "D", "base": 3000, "value": 3200}]}


def shown(board):
    return {r.text for r in board.labels()}


@pytest.mark.parametrize("tags", [["ATK stance"], ["ATK stance", "acted"], ["ATK stance", "+Battle Squire"]])
def test_a_crowded_tile_keeps_both_stats_before_a_second_state_or_name_line(tags):
    # a 4-player Omniverse row: 145 px high; stats outrank a second line of states or name
    board = draw(champion("The Gilded Paladin", tags), (320, 145))
    assert_sound(board)
    assert {"A ↑3700", "D ↑3200"} <= shown(board)
    assert any(text.startswith("ATK STANCE") for text in shown(board))


def test_a_tile_with_room_shows_the_printed_values_too():
    board = draw(champion("The Gilded Paladin", ["ATK stance"]), (480, 145))
    assert {"A 3300→3700", "D 3000→3200"} <= shown(board)
