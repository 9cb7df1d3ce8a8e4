"""The Discord-native table (bot/table.py), without Discord: the hand view and the
board message as Components V2 specs, for seeded mid-game positions of every game."""

from __future__ import annotations

import random

import pytest
from discord.utils import escape_markdown

import engine
from bot import ids, layout, table
from bot.match.items import ReadBoardButton
from bot.sessions import MatchSession, Player

GAMES = [g.id for g in engine.games() if g.id != "high-card"]


def _session(match) -> MatchSession:
    players = [Player(1000 + seat, name) for seat, name in enumerate(["alice", "bob", "carol", "dave"][: match.players])]
    return MatchSession(match_id=7, guild_id=1, channel_id=2, kind="casual", match=match,
                        players=players, now=0.0)


def _position(game_id: str, seed: int, want):
    """Random self-play from `seed` until `want(match, decision)` holds for a pending decision."""
    game = engine.get_game(game_id)
    decks = game.starter_decks()
    players = game.min_players
    match = game.new_match([decks[i % len(decks)] for i in range(players)], seed=seed)
    rng = random.Random(seed)
    for _ in range(3000):
        if match.result is not None:
            return None
        pending = match.pending()
        for decision in pending:
            if want(match, decision):
                return match, decision
        decision = pending[0]
        k = rng.randint(decision.min_choices, min(decision.max_choices, len(decision.options)))
        match.apply(decision.seat, decision.id, [o.id for o in rng.sample(decision.options, k)])
    return None


def _hand(match, seat):
    me = next(p for p in match.view(seat)["players"] if p["seat"] == seat)
    return me.get("hand") or []


def _plays_a_hand_card(match, decision) -> bool:
    names = {c["name"] for c in _hand(match, decision.seat)}
    return decision.max_choices == 1 and any(o.card in names for o in decision.options)


def _flat(blocks):
    for block in blocks:
        yield block
        if isinstance(block, layout.Container):
            yield from _flat(block.children)


def _all_pages(session, seat):
    first = table.hand_view(session, seat, page=0)
    return [first] + [table.hand_view(session, seat, page=p) for p in range(1, first.pages)]


def _card_texts(hand_views) -> list[str]:
    out = []
    for hand in hand_views:
        for block in _flat(hand.blocks):
            if isinstance(block, layout.Section):
                out.append(block.texts[0])
            elif isinstance(block, layout.Text) and block.content.startswith("**"):
                out.append(block.content)
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_hand_view_is_text_with_a_button_beside_each_playable_card(game_id):
    found = None
    for seed in range(1, 30):
        found = _position(game_id, seed, _plays_a_hand_card)
        if found:
            break
    assert found, f"no seeded position of {game_id} where a hand card can be played"
    match, decision = found
    session = _session(match)
    seat = decision.seat
    views = _all_pages(session, seat)
    for hand in views:
        layout.check(hand.blocks)  # Discord's 40 components and 4,000 characters
        assert len(hand.blocks) == 1 and isinstance(hand.blocks[0], layout.Container)
    texts = _card_texts(views)
    hand_cards = _hand(match, seat)
    assert len(texts) == len(hand_cards)
    # Each card's whole text, as the game says it (cut only past the card limit).
    for card, text in zip(hand_cards, texts, strict=True):
        face = match.game.card_face(dict(card))
        assert text.startswith(f"**{escape_markdown(face.name)}**")
        for block in face.blocks:
            words = escape_markdown(" ".join(block.text.split()))
            if table.CUT.strip() not in text:
                assert words in text, (face.name, words)
    # The accessory buttons sit on exactly the cards the decision can play.
    options = {ids.option_token(decision, i): o for i, o in enumerate(decision.options)}
    sections = [b for hand in views for b in _flat(hand.blocks) if isinstance(b, layout.Section)]
    assert sections
    playable = {o.card for o in decision.options if o.card}
    for section in sections:
        token = section.accessory.custom_id.rsplit(":", 1)[1]
        option = options[token]
        assert section.texts[0].startswith(f"**{escape_markdown(option.card)}**")
    shown = {s.texts[0].split("**")[1] for s in sections}
    outside = {c["name"] for c in engine.visible_cards(match.view(seat))} - {c["name"] for c in hand_cards}
    for card in hand_cards:
        name = escape_markdown(card["name"])
        if card["name"] in playable and card["name"] not in outside:
            assert name in shown, f"{card['name']} can be played but has no button"


def test_an_option_naming_a_card_also_on_the_field_stays_off_the_hand_card():
    """Universia: a monster of the same name on the field and in hand; "X attacks" is
    about the one on the field, so the copy in hand gets no button for it."""

    def attack_with_a_name_in_hand(match, decision):
        names = {c["name"] for c in _hand(match, decision.seat)}
        return any(o.kind == "attack" and o.card in names for o in decision.options)

    found = None
    for seed in range(1, 60):
        found = _position("universia", seed, attack_with_a_name_in_hand)
        if found:
            break
    if found is None:
        pytest.skip("no seeded Universia position with an attacker's twin in hand")
    match, decision = found
    attached = table.card_options(match.view(decision.seat), decision.seat, decision)
    attacks = {i for i, o in enumerate(decision.options) if o.kind == "attack"}
    assert not attacks & {p for ps in attached.values() for p in ps}


@pytest.mark.parametrize("game_id", GAMES)
def test_board_message_has_header_gallery_with_alt_text_and_log(game_id):
    found = _position(game_id, 3, lambda m, d: m.version > 20)
    assert found
    match, _ = found
    session = _session(match)
    blocks = table.board_blocks(session, ("board-7-20.png", "alt words"),
                                buttons=[table.prompts.ButtonSpec(ReadBoardButton.make(7), "Read a card", "secondary")])
    layout.check(blocks)
    (container,) = blocks
    kinds = [type(b).__name__ for b in container.children]
    assert kinds[0] == "Text" and "Gallery" in kinds and kinds[-1] == "Row"
    header = container.children[0].content
    assert match.game.name in header and "alice" in header and "bob" in header
    gallery = next(b for b in container.children if isinstance(b, layout.Gallery))
    assert gallery.items == (("board-7-20.png", "alt words"),)


def test_layout_limits_are_enforced():
    big = layout.Container(tuple(layout.Text("x") for _ in range(40)))
    with pytest.raises(ValueError, match="components"):
        layout.check((big,))
    with pytest.raises(ValueError, match="characters"):
        layout.check((layout.Text("x" * 4001),))


def test_a_button_beside_its_card_leaves_out_the_card_name():
    assert table.beside_label("Summon Haniwa Cavalry (level 1)", "Haniwa Cavalry") == "Summon (level 1)"
    assert table.beside_label("Boost Fierce (Grasp, 0 Force)", "Grasp") == "Boost Fierce (0 Force)"
    assert table.beside_label("Play Kelp Warden (cost 4, or set it for free)", "Kelp Warden") \
        == "Play (cost 4, or set it for free)"
    # A label that is only the name, or only the name and its details, stays whole;
    # one without the name is left alone.
    assert table.beside_label("Grasp", "Grasp") == "Grasp"
    assert table.beside_label("Spike (hand) for 1 Force", "Spike") == "Spike (hand) for 1 Force"
    assert table.beside_label("Pass", None) == "Pass"
