"""Answers before resolution: "Often, an instant use card is used ... to counter the effects
of another card", and "Negate: ... Gameplay should continue as if the card was never played."
(docs/rules/omniverse.md, interpretations 32 and 33)."""

from __future__ import annotations

from .helpers import champ, hp, out, set_hp, table, zone_names


def test_second_wind_answers_sudden_ambush_before_it_resolves():
    sc = table(["Grave Hound"], ["Kestrel Monk"], hands=[["Sudden Ambush"], ["Second Wind"]])
    set_hp(sc, 1, 500)
    sc.answer(0, "event", "Play Sudden Ambush at Seat 2")
    # the Ambush waits: seat 2 may counter its effect with any instant, not only a negation
    assert "Use Second Wind" in [o.label for o in sc.decision(1, "negate").options]
    assert hp(sc, 1) == 500
    sc.answer(1, "negate", "Use Second Wind")
    # last in, first out: the heal lands before the damage
    assert hp(sc, 1) == 500 + 1000 - 700
    assert not out(sc, 1)
    assert zone_names(sc, 1, "discard") == ["Second Wind"]
    assert zone_names(sc, 0, "removed") == ["Sudden Ambush"]


def test_an_instant_answers_a_power_before_it_resolves():
    sc = table(["Grave Hound"], ["Kestrel Monk"], hands=[["Firebolt"], ["Second Wind"]])
    set_hp(sc, 1, 800)
    sc.answer(0, "placement", "Finish placement")
    sc.answer(0, "action", "Grave Hound: Firebolt at Seat 2")
    # the power waits for answers: nothing has hit seat 2 yet
    assert hp(sc, 1) == 800
    assert champ(sc, 0, "Grave Hound")["acted"] is True
    sc.answer(1, "negate", "Use Second Wind")
    assert hp(sc, 1) == 800 + 1000 - 900
    assert not out(sc, 1)
    assert zone_names(sc, 0, "discard") == ["Firebolt"]


def test_a_stance_switch_waits_for_answers_too():
    sc = table(["Grave Hound", "Bone Archer"], ["Kestrel Monk"], hands=[[], ["Second Wind"]])
    sc.finish_placement(0)
    sc.answer(0, "action", "Bone Archer: switch to defense stance")
    assert champ(sc, 0, "Bone Archer")["stance"] == "attack"
    assert [o.label for o in sc.decision(1, "negate").options][-1] == "Let it resolve"
    sc.answer(1, "negate", "Let it resolve")
    assert champ(sc, 0, "Bone Archer")["stance"] == "defense"


def test_a_negated_event_leaves_the_event_phase_open():
    sc = table(["Grave Hound"], ["Kestrel Monk"],
               hands=[["War Drums", "War Drums"], ["Countermand"]])
    sc.answer(0, "event", "Play War Drums")
    sc.answer(1, "negate", "Negate War Drums with Countermand")
    assert zone_names(sc, 0, "discard") == ["War Drums"]
    # as if it was never played: the Event Phase goes on, with the other copy
    assert "Play War Drums" in [o.label for o in sc.decision(0, "event").options]
    sc.answer(0, "event", "Play War Drums")
    assert hp(sc, 1) == 10000 - 400
    assert sc.view()["phase"] != "event"  # one Event that resolved ends the phase
