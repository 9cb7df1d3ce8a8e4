""""Read a card" never offers a hidden card, over seeded random games of every
game: the list for seat s holds nothing in `secret_from(s)`, the public list
nothing secret from anyone, and a pick is checked against the view again."""

from __future__ import annotations

import pytest

import engine
from bot import cardtext, ids, kinds, prompts, reader
from bot.match.items import ReadPageButton, ReadSelect
from engine.ai import RandomAgent
from tests.conformance.helpers import new_match

GAMES = [g.id for g in engine.games() if g.id != "high-card"]
LABELS = ["alice", "bob", "carol", "dan"]


def offered(match, seat: int | None, where: str) -> list[str]:
    """Every value the reader's select offers, over all its pages."""
    cards = reader.readable(match, seat)
    view = match.view(seat)
    values: list[str] = []
    if not cards:
        return values
    for page in range(reader.page_count(cards)):
        specs = reader.select_layout(where, 1, match.version, cards, reader.places(view, LABELS), page,
                                     select_row=2, page_row=4)
        (select,) = [s for s in specs if isinstance(s, prompts.SelectSpec)]
        assert len(select.options) <= 25 and len(select.custom_id) <= kinds.MAX_CUSTOM_ID
        assert select.custom_id == ReadSelect.make(where, 1, match.version, page)
        values.extend(o.value for o in select.options)
    return values


@pytest.mark.parametrize("game", GAMES)
def test_read_a_card_offers_only_what_the_reader_may_see(game):
    checked_secret = 0
    for seed in range(6):
        m = new_match(engine.get_game(game), seed)
        agent = RandomAgent(seed)
        for step in range(400):
            if m.result is not None:
                break
            if step % 7 == 0:
                everyone = set(m.secret_from(None))
                for seat in range(m.players):
                    secret = m.secret_from(seat)
                    everyone |= secret
                    values = offered(m, seat, ids.HAND)
                    assert len(values) == len(set(values))
                    assert not {int(v) for v in values} & secret, f"seat {seat} offered a hidden card"
                    assert set(values) == {str(c["iid"]) for c in engine.visible_cards(m.view(seat))}
                    # The hand view's one walk finds the same cards, in the same order.
                    view = m.view(seat)
                    assert reader.cards_and_places(view, LABELS)[0] == engine.visible_cards(view)
                    checked_secret += bool(secret)
                    # A forged pick of a card this seat may not see is refused.
                    for iid in list(secret)[:3]:
                        assert reader.find(m, seat, str(iid)) is None
                public = offered(m, None, ids.PUBLIC)
                view = m.view(None)
                assert reader.cards_and_places(view, LABELS)[0] == engine.visible_cards(view)
                assert not {int(v) for v in public} & everyone, "the public list has a hidden card"
                for iid in list(everyone)[:3]:
                    assert reader.find(m, None, str(iid)) is None
            d = m.pending()[0]
            m.apply(d.seat, d.id, agent.choose(m, d))
    assert checked_secret > 10  # the check met hidden cards, not only empty secrets


def test_long_lists_page_and_every_page_names_where_the_card_is():
    cards = [{"iid": i, "name": f"Card {i}"} for i in range(60)]
    where_is = {i: "your hand" for i in range(60)}
    first = reader.select_layout("h", 3, 9, cards, where_is, 0, select_row=2, page_row=4)
    select, back, ahead = first
    assert [o.value for o in select.options] == [str(i) for i in range(25)]
    assert select.options[0].description == "your hand" and "(page 1/3)" in select.placeholder
    assert (back.custom_id, ahead.custom_id) == (ReadPageButton.make("h", 3, 9, 2), ReadPageButton.make("h", 3, 9, 1))
    assert back.row == ahead.row == 4 and select.row == 2
    last = reader.select_layout("h", 3, 9, cards, where_is, 7, select_row=2, page_row=4)
    assert [o.value for o in last[0].options] == [str(i) for i in range(50, 60)]
    assert reader.select_layout("p", 3, 9, [], {}, 0, select_row=0, page_row=1) == []


def test_places_say_whose_zone_a_card_is_in():
    view = {"game": "x", "viewer": 0, "stack": [{"iid": 9, "name": "Bolt"}],
            "players": [{"seat": 0, "hand": [{"iid": 1, "name": "Elf"}],
                         "units": [{"iid": 2, "name": "Ogre", "attached": [{"iid": 3, "name": "Axe"}]}]},
                        {"seat": 1, "discard": [{"iid": 4, "name": "Imp"}], "hand": 3}]}
    assert reader.places(view, ["alice", "bob"]) == {
        9: "stack", 1: "your hand", 2: "your units", 3: "your units", 4: "bob's discard pile"}
    view["viewer"] = None
    assert reader.places(view, ["alice", "bob"])[1] == "alice's hand"


def test_option_descriptions_carry_the_card_text_and_buttons_keep_the_card_name():
    game = engine.get_game("element-duel")
    card = next(c for c in game.cards() if c.to_dict().get("text"))
    long_label = "Play " + "a very long way of saying what happens " * 3 + card.name
    options = [engine.Option(f"o{i}", "play", long_label if i == 0 else f"Option {i}", card.name)
               for i in range(8)]
    d = engine.Decision(0, "Pick", options, 1, 1, False)
    d.id = "d1"
    ref = ids.DecisionRef(ids.HAND, 1, 2, "d1")
    (select,) = prompts.decision_layout(ref, d, card_line=lambda name: cardtext.summary(game, name))
    assert select.options[1].description == cardtext.first_line(card.to_dict()["text"])
    assert card.name in select.options[0].label and len(select.options[0].label) <= 100
    buttons = prompts.decision_layout(ref, engine.Decision(0, "Pick", options[:2], 1, 1, False))
    assert card.name in buttons[0].label and len(buttons[0].label) <= 80
    assert buttons[0].label.startswith(card.name)


def test_seat_placeholders_become_names_in_labels_and_prompts():
    options = [engine.Option("a", "attack", "Attack {seat1} directly", None),
               engine.Option("b", "pass", "Let {seat0} pass", None)]
    d = engine.Decision(0, "{seat0}, choose", options, 1, 1, False)
    d.id = "d1"
    ref = ids.DecisionRef(ids.PUBLIC, 1, 2, "d1")
    names = ["alice (Celinka)", "bob (Celinka)"]
    buttons = prompts.decision_layout(ref, d, say=lambda t: engine.fill_seats(t, names))
    assert [b.label for b in buttons] == ["Attack bob (Celinka) directly", "Let alice (Celinka) pass"]


def test_first_line_clips_to_a_sentence():
    text = "Deal 2 damage to a unit. " + "Then something long happens. " * 10
    assert cardtext.first_line(text) == "Deal 2 damage to a unit."
    assert cardtext.first_line("One line\nSecond line") == "One line"
    assert len(cardtext.first_line("x" * 300)) == 100


def test_labels_add_the_character_so_a_mirror_match_tells_players_apart():
    from bot import naming

    exceed = engine.get_game("exceed")
    carl = next(d for d in exceed.starter_decks() if "Carl" in d.name or "carl" in d.name.lower())
    m = exceed.new_match([carl, carl], seed=1)
    labels = naming.labels(["alice", "bob"], m.view(None))
    character = m.view(None)["players"][0]["character"]
    assert labels == [f"alice ({character})", f"bob ({character})"]
    assert naming.named("{seat1} hits {seat0}.", labels) == f"bob ({character}) hits alice ({character})."
    # Games without characters: just the name.
    assert naming.labels(["alice", "bob"], new_match(engine.get_game("universia"), 1).view(None)) == ["alice", "bob"]


def test_the_public_prompt_describes_only_cards_its_labels_already_name():
    options = [engine.Option("a", "play", "Play a face-down card", "Secret Plan"),
               engine.Option("b", "play", "Play Bolt", "Bolt")] + [
               engine.Option(f"o{i}", "pass", f"Option {i}", None) for i in range(6)]
    d = engine.Decision(0, "Pick", options, 1, 1, False)
    d.id = "d1"
    line = {"Secret Plan": "Win the game.", "Bolt": "Deal 3 damage."}.get
    (public,) = prompts.decision_layout(ids.DecisionRef(ids.PUBLIC, 1, 2, "d1"), d, card_line=line)
    assert "Secret Plan" not in repr(public) and "Win the game" not in repr(public)
    assert public.options[1].description == "Deal 3 damage."
    (mine,) = prompts.decision_layout(ids.DecisionRef(ids.HAND, 1, 2, "d1"), d, card_line=line)
    assert mine.options[0].description == "Win the game." and "Secret Plan" in mine.options[0].label
