"""`MatchSession.say` keeps its last few messages said, by the message's identity: the
same text as saying it afresh, in each language, and never more than SAID_KEPT kept."""

from __future__ import annotations

import random

import engine
from bot import i18n, naming
from bot.sessions import SAID_KEPT, MatchSession, Player


def test_the_same_text_as_said_afresh_and_bounded():
    game = engine.get_game("cross-universe")
    decks = game.starter_decks()
    match = game.new_match([decks[0], decks[1 % len(decks)]], seed=4)
    rng = random.Random(4)
    session = MatchSession(match_id=7, guild_id=1, channel_id=2, kind="casual", match=match,
                           players=[Player(1, "alice"), Player(2, "bob")], now=0.0)
    said = 0
    for _ in range(150):
        if match.result is not None:
            break
        d = match.pending()[0]
        words = [e.words for e in match.events[-20:]] + [d.said] + [o.said for o in d.options]
        for language in ("en", "ja", "de"):
            for w in words + words:  # the second time from what was kept
                afresh = naming.named(i18n.game_speaker(language, game)(w), session.labels)
                assert session.say(w, language) == afresh
                said += 1
            assert len(session._said_text) <= SAID_KEPT
        k = rng.randint(d.min_choices, min(d.max_choices, len(d.options)))
        match.apply(d.seat, d.id, [o.id for o in rng.sample(d.options, k)])
    assert said > 1000
