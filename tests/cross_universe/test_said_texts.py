"""The card data's question and option labels are whole messages a catalog translates
(Game.said_texts), while the cards' printed texts stay as printed."""

from __future__ import annotations

import engine
from engine.ai import RandomAgent
from engine.core.words import english, templates
from engine.cross_universe import GAME
from engine.cross_universe.asks import said, worded

PRINTED = ("timing", "cost_text", "text")


def test_a_data_label_is_a_message_whose_msgid_is_the_text():
    words = worded("Choose a unit")
    assert words == said("Choose a unit") == ("Choose a unit", {})
    assert english(words) == "Choose a unit"
    assert list(templates(words)) == ["Choose a unit"]


def test_said_texts_are_the_labels_not_the_printed_texts():
    texts = set(GAME.said_texts())
    assert "Choose a card of your deck to add to your hand" in texts
    assert "Rebirth Flames: choose a card of your discard pile" in texts
    assert "cancel the destruction (once per game)" in texts  # a guard's label
    assert {"You", "Your opponent"} <= texts  # a pick's options
    printed = {a[k] for d in GAME.info.values() for a in d.abilities for k in PRINTED}
    assert not texts & printed
    assert list(GAME.said_texts()) == sorted(texts)


def test_other_games_say_no_data_texts():
    assert all(list(g.said_texts()) == [] for g in engine.games() if g.id != GAME.id)


def test_every_template_of_seeded_play_is_code_or_data():
    from bot.i18n_catalog import engine_messages

    known = set(engine_messages("cross_universe")) | set(engine_messages("core"))
    decks = GAME.starter_decks()
    unknown = set()
    for seed in range(1, 4):
        match = GAME.new_match([decks[seed % len(decks)], decks[(seed + 1) % len(decks)]],
                               seed=seed)
        agent = RandomAgent(seed)
        for _ in range(1500):
            if match.result is not None:
                break
            for d in match.pending():
                for words in (d.said, *(o.said for o in d.options)):
                    unknown |= set(templates(words)) - known
            d = match.pending()[0]
            match.apply(d.seat, d.id, agent.choose(match, d))
    assert not unknown, sorted(unknown)[:10]
