"""Mirror matches: both seats may play the same character, so the log and the questions
name seats by placeholder ("{seat0}"), never by the character's name alone."""

from __future__ import annotations

from engine.core import fill_seats

from .helpers import duel, new


def test_a_mirror_match_log_tells_the_two_players_apart():
    d = new("carlswangee", "carlswangee")
    setup = [fill_seats(e.text, ["alice", "bob"]) for e in d.m.events if e.kind == "setup"]
    assert any(t.startswith("alice starts on space 3") for t in setup), setup
    assert any(t.startswith("bob starts on space 7") for t in setup), setup
    assert not any("Carl Swangee" in e.text for e in d.m.events)


def test_tech_in_a_mirror_match_says_whose_boost_each_option_discards():
    d = duel("celinka", "celinka", ["Dive", "Grasp"], ["Grasp"], pos=(3, 7))
    d.answer(0, "main", "Boost Fierce")
    d.answer(1, "main", "Boost Fierce")
    d.answer(0, "main", "Boost Tech")
    labels = [o.label for o in d.decision(0, "target").options]
    assert labels == ["Your Fierce", "{seat1}'s Fierce"]
    d.answer(0, "target", "{seat1}'s Fierce")
    assert d.names(1, "boosts") == [] and d.names(0, "boosts") == ["Grasp"]
    said = [e.text for e in d.m.events if e.kind == "effect"][-1]
    assert fill_seats(said, ["alice", "bob"]) == "alice discards bob's Fierce."
