"""Cross Universe decks: the online client's premade decks, its .deckx files, Japanese names."""

from __future__ import annotations

import json

import pytest

import engine
from engine import DeckError

G = engine.get_game("cross-universe")

PREMADE = [
    "Starter Deck", "Earth Deck", "Water Deck", "Fire Deck", "Wind Deck", "Spirit Beat",
    "Dragon Deck", "Alchemy", "Mad Garden Plant", "Haniwa Lava Emperor", "Meteus, the First Fire",
    "Suphia, the Stratosphere", "Creation Incarnate", "Bahamut, the Leviathan", "Impact One Shot",
    "Totem Worm", "Tutorial Deck",
]

# The client's Earth Deck file, as it ships (ids are our card ids).
EARTH_DECKX = {
    "name": {"en": "Earth Deck", "ja": "地デッキ"},
    "author": {"en": "Cross Universe", "ja": "クロス・ユニバース"},
    "description": {"en": "A basic Earth-type deck.\nSummon good level 4 units.", "ja": "…"},
    "suggestedPartner": "U00029",
    "cards": [
        {"id": "U00029", "amount": 1}, {"id": "U00069", "amount": 2}, {"id": "U00033", "amount": 1},
        {"id": "U00068", "amount": 2}, {"id": "U00080", "amount": 3}, {"id": "U00030", "amount": 3},
        {"id": "U00012", "amount": 3}, {"id": "S00105", "amount": 3}, {"id": "S00025", "amount": 2},
        {"id": "I00004", "amount": 3}, {"id": "I00014", "amount": 3}, {"id": "I00015", "amount": 2},
        {"id": "I00001", "amount": 2},
    ],
}


def _deckx(**changes) -> str:
    data = json.loads(json.dumps(EARTH_DECKX))
    data.update(changes)
    return json.dumps(data, ensure_ascii=False)


def test_every_premade_deck_is_a_legal_starter_with_its_partner_chosen():
    starters = {d.name: d for d in G.starter_decks()}
    for name in PREMADE:
        deck = starters[name]
        assert G.validate_deck(deck) == [], name
        assert deck.section("partner"), f"{name} has no partner pre-selected"


def test_a_premade_deck_says_which_cards_stand_in_for_missing_ones():
    deck = G.starter_deck("Water Deck")
    # Marine Snow Sacrifice's effect is not known; Rifle Fish and Deepest Whale now are in,
    # so the deck holds the client's copies, has Rifle Fish as its partner again, and no
    # longer names a substitute for either.
    subs = [n for n in deck.notes if n.startswith("Substitute")]
    assert any("Marine Snow Sacrifice" in n for n in subs)
    assert not any("Rifle Fish" in n or "Deepest Whale" in n for n in subs)
    assert deck.counts()["U00072"] == 1 and deck.section("partner") == [("U00072", 1)]
    assert deck.counts()["U00014"] == 3
    text = G.format_deck(deck)
    assert "# Substitute:" in text  # the comment survives a copy into a saved deck
    assert G.parse_deck(text).notes == deck.notes


def test_the_partner_is_the_clients_suggested_partner_when_it_is_in_duelhall():
    deck = G.starter_deck("Earth Deck")
    assert G.card(deck.section("partner")[0][0]).name == "Terranean Shamaness"  # U00029, the file's suggestedPartner


def test_a_deckx_file_is_read_with_its_partner_and_description():
    clean = _deckx(cards=[c for c in EARTH_DECKX["cards"] if c["id"] not in ("U00080", "I00015")]
                   + [{"id": "U00069", "amount": 1}, {"id": "I00001", "amount": 1},
                      {"id": "U00033", "amount": 2}, {"id": "S00025", "amount": 1}])
    deck = G.parse_deck(clean)
    assert deck.name == "Earth Deck"
    assert deck.section("partner") == [("U00029", 1)]
    assert deck.counts()["U00069"] == 3  # two entries of one card add up
    assert deck.notes == ("A basic Earth-type deck.", "Summon good level 4 units.")
    assert G.validate_deck(deck) == []


def test_a_deckx_file_with_cards_duelhall_lacks_names_every_one():
    with pytest.raises(DeckError) as err:
        # the effects of Deepest Kraken and Marine Snow Sacrifice are not known, so they
        # stay out of the catalog
        G.parse_deck(_deckx(cards=EARTH_DECKX["cards"] + [{"id": "U00013", "amount": 1},
                                                          {"id": "S00003", "amount": 2}]))
    assert "U00013" in str(err.value) and "S00003" in str(err.value)


def test_a_premade_deck_with_every_card_in_duelhall_has_no_substitutes():
    deck = G.starter_deck("Earth Deck")  # Searing Sandworm and the Gauntlet are in now
    assert not [n for n in deck.notes if n.startswith("Substitute")]
    assert deck.counts()["U00080"] == 3 and deck.counts()["I00015"] == 2


@pytest.mark.parametrize("text, words", [
    ("{", "not valid JSON"),
    ('{"cards": []}', "'cards' must be a non-empty list"),
    ('{"cards": [{"id": "U00029", "amount": 0}]}', "amount from 1 to 99"),
    ('{"cards": [{"id": "U00029", "amount": true}]}', "amount from 1 to 99"),
    ('{"cards": [{"id": "U00029", "amount": 100000000000000000000}]}', "amount from 1 to 99"),
    ('{"cards": [{"amount": 1}]}', "no card id"),
    ('{"cards": ["U00029"]}', "card entry 1"),
    ('{"cards": [{"id": "U00029", "amount": 1}], "suggestedPartner": "X1"}', "suggested partner X1"),
    ('{"cards": [{"id": "U00029", "amount": 1}], "name": 5}', "'name' must be text"),
])
def test_a_bad_deckx_file_gets_a_clear_error(text, words):
    with pytest.raises(DeckError, match=words.replace("(", r"\(")):
        G.parse_deck(text)


def test_a_deck_written_as_deckx_reads_back_the_same():
    for deck in G.starter_decks():
        text = G.format_deck_as(deck, "deckx")
        data = json.loads(text)
        assert data["name"]["en"] == deck.name
        again = G.parse_deck(text)
        assert again.sections == deck.sections and again.name == deck.name
        assert again.notes == deck.notes


def test_other_games_refuse_the_deckx_format():
    exceed = engine.get_game("exceed")
    assert list(exceed.deck_formats) == ["txt"]
    assert list(G.deck_formats) == ["txt", "deckx"]
    with pytest.raises(DeckError, match="cannot be written as .deckx"):
        exceed.format_deck_as(exceed.starter_decks()[0], "deckx")


def test_the_game_tells_a_deckx_file_from_a_deck_list():
    deck = G.starter_decks()[0]
    assert G.deck_format_of(G.format_deck_as(deck, "deckx")) == "deckx"
    assert G.deck_format_of(G.format_deck(deck)) == "txt"
    assert engine.get_game("exceed").deck_format_of("{}") == "txt"


def test_a_card_is_found_by_its_japanese_name():
    card = G.card("ストーン・サークル")
    assert card.name == "Stone Circle"
    assert card.to_dict()["name_ja"] == "ストーン・サークル"
    assert G.search("サークル") == [card]


def test_a_deck_list_may_name_cards_in_japanese():
    deck = G.parse_deck("Partner: 大地の祈祷師\n3 大地の祈祷師\n3 ストーン・サークル\n")
    assert [G.card(cid).name for cid, _ in deck.section()] == ["Terranean Shamaness", "Stone Circle"]


def test_lookups_fold_full_width_letters():
    assert G.card("ＳＴＯＮＥ ＣＩＲＣＬＥ").name == "Stone Circle"


def _list(*lines: str) -> engine.Deck:
    return G.parse_deck("\n".join(lines))


def test_deck_rules_each_problem_is_named():
    # 30 to 50 cards; the partner a unit of the deck; copies counted by name, where a
    # card's limit 0 means any number (Will o' the Wisp) and others allow more than 3
    wisp = "Will o' the Wisp"
    assert G.validate_deck(_list(f"29 {wisp}", "1 Arson")) == []
    assert G.validate_deck(_list(f"28 {wisp}", "1 Arson")) == ["a deck needs 30 to 50 cards, not 29"]
    assert G.validate_deck(_list(f"51 {wisp}")) == ["a deck needs 30 to 50 cards, not 51"]
    assert G.validate_deck(_list(f"26 {wisp}", "4 Fish Sucker")) == [
        "at most 3 Fish Sucker in a deck, not 4"]
    assert G.validate_deck(_list(f"22 {wisp}", "8 Security Chaser")) == []
    assert G.validate_deck(_list(f"28 {wisp}", "2 Shock Spark")) == [
        "at most 1 Shock Spark in a deck, not 2"]
    assert G.validate_deck(_list("3 Arson", "3 Explosion")) == [
        "at most 1 Explosion in a deck, not 3", "a deck needs 30 to 50 cards, not 6",
        "a deck needs at least one unit to be the partner"]
    assert G.validate_deck(_list(f"26 {wisp}", "4 Light Trick Token")) == [
        "Light Trick Token is a token and cannot be put in a deck"]
    assert G.validate_deck(_list(f"30 {wisp}", "partner: Trident Merman")) == [
        "the partner Trident Merman must be one of the deck's cards"]
    assert G.validate_deck(_list(f"29 {wisp}", "1 Arson", "partner: Arson")) == [
        "the partner must be a unit"]
