"""Players read what they play: hands and card images carry every card's text."""

from __future__ import annotations

import re

import pytest

from render import registry, selfplay, theme
from render.bench import NAMES
from render.games import GAME_MODULES
from render.hand import MAX_HEIGHT
from render.text import ELLIPSIS
from tests.render.helpers import assert_sound

GAMES = sorted(GAME_MODULES)
# Python repr leaking into an image: brackets, braces, None, quotes next to them.
JUNK = re.compile(r"[\[\]{}]|\bNone\b|'[,:\]]|[\[(]'")


def _norm(text: str) -> str:
    return " ".join(text.split())


def _hand_seat(game_id):
    """A mid-game match and a seat holding at least two cards."""
    for seed in range(1, 12):
        match = selfplay.midgame(game_id, seed)
        for seat in range(match.players):
            hand = next(p for p in match.view(seat)["players"] if p["seat"] == seat)["hand"]
            if len(hand) >= 2:
                return match, seat
    raise AssertionError(f"{game_id}: no mid-game hand with two cards in 11 seeds")


def _rules_pieces(game_id, card):
    """The words of a view card a player must be able to read: its face's blocks."""
    import engine

    return [b.text for b in engine.get_game(game_id).card_face(card).blocks]


def _block_texts(board, iid):
    return [r.text for r in board.labels()
            if r.tag[:2] == ("card", iid) and "block" in r.tag and r.tag[-1] == "text"]


def _shown(expected: str, labels: list[str]) -> bool:
    """``expected`` is one label's whole text, or that label is its start ending in "…"."""
    want = _norm(expected)
    for label in map(_norm, labels):
        if label == want:
            return True
        if label.endswith(ELLIPSIS) and want.startswith(label[:-1].rstrip()) and len(label) > 1:
            return True
    return False


@pytest.mark.parametrize("game_id", GAMES)
def test_hand_image_shows_each_cards_rules_text(game_id):
    match, seat = _hand_seat(game_id)
    view = match.view(seat)
    hand = next(p for p in view["players"] if p["seat"] == seat)["hand"]
    board = GAME_MODULES[game_id].hand_for(view, NAMES)
    assert_sound(board)
    for card in hand:
        assert isinstance(card.get("text"), str), f"{card['name']}: the view carries no text"
        labels = _block_texts(board, card["iid"])
        for piece in _rules_pieces(game_id, card):
            if piece:
                assert _shown(piece, labels), (card["name"], piece, labels)
        names = [r.text for r in board.labels() if r.tag == ("card", card["iid"], "name")]
        assert names and _norm(names[0]) == _norm(card["name"])


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hand_of_long_texts_grows_taller_and_keeps_24_px(game_id):
    """Twenty of the game's longest-text cards: the image grows (never past MAX_HEIGHT),
    the text stays 24 px, and a text that is cut ends in "…"."""
    import engine

    module = GAME_MODULES[game_id]
    match, seat = _hand_seat(game_id)
    view = match.view(seat)
    longest = sorted(engine.get_game(game_id).cards(), key=lambda c: -len(c.to_dict()["text"]))
    me = next(p for p in view["players"] if p["seat"] == seat)
    me["hand"] = [dict(c.to_dict(), iid=900 + k) for k, c in enumerate(longest[:20])]
    board = module.hand_for(view, NAMES)
    assert_sound(board)
    width, height = board.image.size
    assert width == theme.WIDTH and theme.HEIGHT < height <= MAX_HEIGHT
    texts = [r.text for r in board.labels()]
    assert any(t.endswith(ELLIPSIS) for t in texts) or "+" in " ".join(texts)
    for card in me["hand"][:4]:
        assert _block_texts(board, card["iid"]), card["name"]


def test_a_short_hand_keeps_its_text_whole():
    """Three cards never need "…": the whole rules text of each is in the records."""
    match, seat = _hand_seat("element-duel")
    view = match.view(seat)
    me = next(p for p in view["players"] if p["seat"] == seat)
    me["hand"] = me["hand"][:3]
    board = GAME_MODULES["element-duel"].hand_for(view, NAMES)
    for card in me["hand"]:
        if card["text"]:
            assert _norm(card["text"]) in [_norm(t) for t in _block_texts(board, card["iid"])]
    assert not any(r.text.endswith(ELLIPSIS) for r in board.labels())


def _card_words(board) -> str:
    return _norm(" ".join(r.text for r in board.labels()))


@pytest.mark.parametrize("game_id", GAMES)
def test_card_image_of_every_card_reads_in_full(game_id):
    """registry.card_board for every card: sound, no repr junk, the name and whole text."""
    import engine

    for card in engine.get_game(game_id).cards():
        data = card.to_dict()
        board = registry.card_board(game_id, data)
        assert_sound(board)
        assert all(r.size >= theme.MIN_TEXT for r in board.labels())
        words = _card_words(board)
        assert not JUNK.search(words), (card.name, JUNK.search(words).group(), words)
        assert _norm(card.name) in words
        for block in engine.get_game(game_id).card_face(data).blocks:
            assert _norm(block.title) in words and _norm(block.text) in words, (card.name, block)
        assert ELLIPSIS not in words, card.name


def test_exceed_card_image_says_normal_special_ultra_and_every_stat():
    import engine

    game = engine.get_game("exceed")
    for name, kind in (("Grasp", "Normal"), ("Cease And Desist", "Special"),
                       ("Authorized Force", "Ultra")):
        data = game.card(name).to_dict()
        facts = [r.text for r in registry.card_board("exceed", data).labels()
                 if r.tag == ("card", "facts")]
        assert facts and facts[0].startswith(kind), facts
        line = _norm(facts[0])
        for stat in ("POW", "SPD", "RNG", "ARM", "GRD"):
            assert stat in line
        assert "Ally" not in line
    ultra = _card_words(registry.card_board("exceed", game.card("Authorized Force").to_dict()))
    assert "Gauge cost 4" in ultra and "Boost: Overload" in ultra


@pytest.mark.parametrize("game_id", GAMES)
def test_card_image_of_view_cards(game_id):
    """"Read a card" draws a view's card dicts: the same checks hold for them."""
    import engine

    match, seat = _hand_seat(game_id)
    for card in engine.visible_cards(match.view(seat)):
        board = registry.card_board(game_id, card)
        assert_sound(board)
        words = _card_words(board)
        assert not JUNK.search(words), (card["name"], words)
        assert _norm(card["name"]) in words
