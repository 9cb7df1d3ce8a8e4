"""Alt text says what the image shows, within Discord's 1,024 characters, and never
names a card the image could not show."""

from __future__ import annotations

import pytest

from engine import visible_cards
from render import registry, selfplay
from render.describe import ALT_MAX, phase_words, turn_words
from render.games import GAME_MODULES

GAMES = sorted(GAME_MODULES)
NAMES = ["alice", "bob", "carol", "dan"]


def _strings(node):
    """Every string in a view: names, and card texts that mention other cards."""
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for value in node.values():
            yield from _strings(value)
    elif isinstance(node, list):
        for value in node:
            yield from _strings(value)


def _hands(match):
    """Each seat's hand card names, from that seat's own view."""
    out = {}
    for seat in range(match.players):
        me = next(p for p in match.view(seat)["players"] if p["seat"] == seat)
        out[seat] = {c["name"] for c in me.get("hand") or () if isinstance(c, dict)}
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_board_alt_never_names_a_hidden_card(game_id):
    """Over seeded random games: no name from any hand (or any seat-only card) is in the
    board's alt text unless the public view shows a card of that name too."""
    players = 4 if game_id == "omniverse" else None
    checked = 0
    every = max(1, selfplay.length(game_id, 1, players) // 15)
    for view, match in selfplay.views(game_id, [1, 2, 3], every=every, players=players):
        names = NAMES[: match.players]
        alt = registry.describe_board(game_id, view, names)
        assert len(alt) <= ALT_MAX
        # The game's own name ("Exceed: Seventh Cross") may share a word with a card.
        alt = alt.split(" board. ", 1)[1]
        public = set(_strings(view))
        private = set().union(*_hands(match).values())
        for seat in range(match.players):
            private |= {c["name"] for c in visible_cards(match.view(seat))}
        for name in private - public:
            if any(name in p for p in public):
                continue  # a name inside a public name or text ("Summon 1 'Fish Sucker'")
            assert name not in alt, (name, alt)
        checked += 1
    assert checked >= 30


@pytest.mark.parametrize("game_id", GAMES)
def test_hand_alt_names_only_the_seats_cards(game_id):
    for _view, match in selfplay.views(game_id, [1], every=9):
        names = NAMES[: match.players]
        hands = _hands(match)
        for seat in range(match.players):
            seat_view = match.view(seat)
            alt = registry.describe_hand(game_id, seat_view, names)
            assert len(alt) <= ALT_MAX and names[seat] in alt
            alt = alt.split("'s hand, ", 1)[1]
            mine = set(_strings(seat_view))
            for other, cards in hands.items():
                for name in cards - mine:
                    if not any(name in m for m in mine):
                        assert name not in alt, (other, name, alt)
            for name in hands[seat]:
                assert name in alt or alt.endswith("…")


def test_board_alt_says_what_each_game_shows():
    """The per-game words: the numbers beside each player and the cards in play with stats."""
    expect = {
        "cross-universe": ("mana", "ATK"),
        "exceed": ("space", "gauge"),
        "universia": ("mana momentum", "ATK"),
        "omniverse": ("HP", "game level"),
        "element-duel": ("mana", "ATK"),
    }
    for game_id, words in expect.items():
        match = selfplay.midgame(game_id, 2)
        alt = registry.describe_board(game_id, match.view(None), NAMES[: match.players])
        for word in words:
            assert word in alt, (game_id, word, alt)
        assert "alice" in alt and "bob" in alt
        assert "{seat" not in alt and "Seat " not in alt and "Player " not in alt


@pytest.mark.parametrize("game_id", GAMES)
def test_card_alt_is_the_card_in_words(game_id):
    import engine

    for card in engine.get_game(game_id).cards():
        alt = registry.describe_card(game_id, card.to_dict())
        assert len(alt) <= ALT_MAX
        assert card.name in alt
        assert "None" not in alt and "{" not in alt and "[" not in alt


def test_phase_ids_read_as_words():
    """A numbered phase id ("main1") is said as people say it, in the header and alt text."""
    assert phase_words("main1") == "main phase 1"
    assert phase_words("battle") == "battle phase"
    view = {"turn": 8, "active": 0, "phase": "main2"}
    assert turn_words(view, ["alice", "bob"]) == "Turn 8 · alice to play · main phase 2"
