"""`Game.card_face` through the contract: every game says every card in words, from a
catalog `to_dict()` and from a view's card dict alike, with no raw data."""

from __future__ import annotations

import re

import pytest

import engine
from engine import CardFace
from engine.ai import RandomAgent

GAMES = [g.id for g in engine.games() if g.id != "high-card"]
JUNK = re.compile(r"[{}\[\]]|\bNone\b|'\w+':")


def _midgame(game_id: str, moves: int = 40):
    game = engine.get_game(game_id)
    m = game.new_match(game.starter_decks()[: game.min_players], seed=3)
    agent = RandomAgent(3)
    for _ in range(moves):
        if m.result is not None:
            break
        d = m.pending()[0]
        m.apply(d.seat, d.id, agent.choose(m, d))
    return game, m


def _sound(face: CardFace, name: str) -> None:
    assert isinstance(face, CardFace) and face.name == name and face.kind
    plain = face.plain()
    assert not JUNK.search(plain), plain
    assert face.text().strip()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_catalog_card_has_a_face(game_id):
    game = engine.get_game(game_id)
    for card in game.cards():
        _sound(game.card_face(card.to_dict()), card.name)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_visible_card_of_a_view_has_a_face(game_id):
    game, m = _midgame(game_id)
    for seat in (None, 0):
        for card in engine.visible_cards(m.view(seat)):
            _sound(game.card_face(card), card["name"])


def test_exceed_characters_are_readable_with_both_sides():
    game, m = _midgame("exceed", 0)
    for seat in (None, 0, 1):
        view = m.view(seat)
        names = {c["name"] for c in engine.visible_cards(view)}
        for p in view["players"]:
            assert p["character"] in names
    card = m.view(None)["players"][1]["character_card"]
    face = game.card_face(card)
    titles = [b.title for b in face.blocks]
    assert titles[0] == "Normal side" and titles[1].startswith("Exceeded side (")
    assert face.cost.startswith("Exceed cost")


def test_exceed_attack_says_its_boost():
    game = engine.get_game("exceed")
    face = game.card_face(game.card("Grasp").to_dict())
    assert [b.words() for b in face.blocks] == [
        "Hit: push or pull the opponent 1 or 2 spaces.",
        "Boost: Fierce · Continuous · free: +2 Power."]
    assert face.head() == "Normal attack · Power 3 · Speed 7 · Range 1"


def test_omniverse_keywords_say_what_they_mean():
    game = engine.get_game("omniverse")
    card = next(c for c in game.cards() if "Instant use" in c.to_dict()["text"])
    titles = {b.title: b.text for b in game.card_face(card.to_dict()).blocks}
    assert "any phase of any player's turn" in titles["Instant use"]


def test_element_duel_genesis_and_universia_keywords():
    ed = engine.get_game("element-duel")
    genesis = next(c for c in ed.cards() if c.to_dict().get("genesis"))
    assert "turn it is summoned" in ed.card_face(genesis.to_dict()).text()
    uni = engine.get_game("universia")
    card = next(c for c in uni.cards() if "TeaWithTheGoddess" in c.to_dict()["keywords"])
    assert "Tea With The Goddess" in uni.card_face(card.to_dict()).traits
