"""Exact outcomes of the destruction guards (issue 18): "you may cancel the destruction"
and "if this card would be destroyed, you may instead ...", decided by the protected
card's controller before the card moves, in an effect's destruction, in a fight and at
the end of the turn. Format as in scenes.py; battle scenes start in seat 1's battle
phase (turn="b2"), so deltas read (defender, attacker).
"""

from __future__ import annotations

import pytest

from .helpers import G
from .scenes import P, R, Scene, build, cast, cast_then, check, deploy, deploy_then, pins, step
from .test_card_pool_2 import lacks, logged
from .test_card_scenes import FIGHT, WINDOW_CLOSED, attack, fight, trig
from .test_pool_named import standing_in

WHALE = "Deepest Whale"
NORMA = "Norma, of the Sandstorm"
AEGIS = "Aegis, Protection Spirit"
BLESSING = "Blessing of the Shamaness"
SHAMANESS = "Terranean Shamaness"

LET = "Let it be destroyed"
WHALE_GUARD = f"{WHALE}: instead it permanently gets -100 Defense"
NORMA_GUARD = f"{NORMA}: cancel the destruction"
AEGIS_GUARD = f"{AEGIS}: cancel its destruction in the fight"
BLESSING_GUARD = f"{BLESSING}: cancel the destruction"


def perm_def(ref, n):
    """Setup: the card of `ref` has a permanent Defense change of `n` already."""
    def pre(d, r):
        d.add_effect({"ts": 0, "src": None, "tgt": r[ref], "until": None, "def": n})
    return pre


WHALE_SCENES = [
    Scene(f"{WHALE}: destroyed by an effect, it permanently gets -100 Defense instead, and the "
          "effect's next part is not done",
          cast("Explosion") + [WHALE_GUARD], me={"field": [WHALE], "hand": ["Explosion"]},
          expect={"life": (0, 0), "discard": (1, 0),
                  "zones": {f"0:{WHALE}": "unit"}, "stats": {f"0:{WHALE}": (8, 800, 100)}}),
    Scene(f"{WHALE}: its player lets it be destroyed",
          cast("Explosion") + [LET], me={"field": [WHALE], "hand": ["Explosion"]},
          expect={"life": (0, -400), "zones": {f"0:{WHALE}": "discard"}}),
    Scene(f"{WHALE}: the guard is a cost, so with less than 100 Defense it is not offered",
          cast("Explosion"), me={"field": [WHALE], "hand": ["Explosion"]},
          pre=perm_def(f"0:{WHALE}", -150),
          expect={"life": (0, -400), "zones": {f"0:{WHALE}": "discard"}}),
    Scene(f"{WHALE}: used twice, it has lost 200 Defense for good",
          cast("Explosion") + [WHALE_GUARD] + cast("Huge Explosion") + [WHALE_GUARD],
          me={"field": [WHALE], "hand": ["Explosion", "Huge Explosion"]},
          expect={"life": (0, 0), "stats": {f"0:{WHALE}": (8, 800, 0)}}),
    Scene(f"{WHALE}: attacked by a stronger unit, it loses 100 Defense instead and "
          "counterattacks",
          fight("Trident Merman", WHALE) + [WHALE_GUARD], turn="b2",
          me={"field": [WHALE, "Fish Sucker"]}, opp={"field": ["Trident Merman"]},
          expect={"life": (0, 0), "zones": {f"0:{WHALE}": "unit", "1:Trident Merman": "discard"},
                  "stats": {f"0:{WHALE}": (8, 800, 100)}}),
    Scene(f"{WHALE}: attacking, destroyed by the counterattack, it loses 100 Defense instead",
          fight(WHALE) + [WHALE_GUARD], turn="b2",
          me={"field": ["Bahamut, the Leviathan"]}, opp={"field": [WHALE]},
          expect={"life": (0, 0),
                  "zones": {f"1:{WHALE}": "unit", "0:Bahamut, the Leviathan": "unit"},
                  "stats": {f"1:{WHALE}": (8, 800, 100)}}),
    Scene(f"{WHALE}: summoned by Chaotic Resummon and destroyed with the others at the end of "
          "the turn, it loses 100 Defense instead and stays",
          ["Cast Chaotic Resummon", WHALE, "Boulder Warrior", *R] + ["pass"] * 6 + [WHALE_GUARD],
          me={"hand": ["Chaotic Resummon"], "discard": [WHALE, "Boulder Warrior", "Tornado Spirit"]},
          mana=(13, 10), pins=(WHALE, "Chaotic Resummon"),
          expect={"zones": {f"0:{WHALE}": "unit", "0:Boulder Warrior": "discard",
                            "0:Tornado Spirit": "discard"},
                  "stats": {f"0:{WHALE}": (8, 800, 100)},
                  "check": lambda d, r: d.view()["turn"] == 2}),
    Scene(f"{WHALE}: summoned from the discard pile by an effect -> permanently +100 Attack",
          cast("Revival") + trig(WHALE), me={"hand": ["Revival"], "discard": [WHALE]},
          expect={"mana": (-8, 0), "zones": {f"0:{WHALE}": "unit"},
                  "stats": {f"0:{WHALE}": (8, 900, 200)}}),
]

NORMA_SCENES = [
    Scene(f"{NORMA}: cancels the destruction of another card of yours that shares a type",
          cast_then("Explosion", "Boulder Warrior") + [NORMA_GUARD],
          me={"field": [NORMA, "Boulder Warrior"], "hand": ["Explosion"]},
          expect={"life": (0, 0), "zones": {"0:Boulder Warrior": "unit", f"0:{NORMA}": "unit"},
                  "check": logged(f"{NORMA} cancels the destruction of Boulder Warrior.")}),
    Scene(f"{NORMA}: a card that shares no type with it is destroyed without a question",
          cast_then("Explosion", "Fish Sucker"),
          me={"field": [NORMA, "Fish Sucker"], "hand": ["Explosion"]},
          expect={"life": (0, -50), "zones": {"0:Fish Sucker": "discard"}}),
    Scene(f"{NORMA}: it cannot save itself",
          cast_then("Explosion", NORMA), me={"field": [NORMA, "Boulder Warrior"], "hand": ["Explosion"]},
          expect={"life": (0, -50), "zones": {f"0:{NORMA}": "discard"}}),
    Scene(f"{NORMA}: cards destroyed together are all decided before any moves, so it saves "
          "one even though it is destroyed with them; once while on the field, so the next "
          "is destroyed",
          cast("Huge Explosion") + [NORMA_GUARD],
          me={"field": [NORMA, "Boulder Warrior", "Fossil Bone Draptor"],
              "hand": ["Huge Explosion"]},
          expect={"life": (0, -200),
                  "zones": {"0:Boulder Warrior": "unit", f"0:{NORMA}": "discard",
                            "0:Fossil Bone Draptor": "discard"}}),
    Scene(f"{NORMA}: the opponent's destruction effect asks the protected card's controller",
          ["Cast Chant of Destruction", *R, NORMA_GUARD], turn=2,
          me={"field": [NORMA, "Boulder Warrior"]}, opp={"hand": ["Chant of Destruction"]},
          expect={"life": (-50, 0), "zones": {"0:Boulder Warrior": "unit", f"0:{NORMA}": "discard"},
                  "check": logged(f"{NORMA} cancels the destruction of Boulder Warrior.")}),
    Scene(f"{NORMA}: saves a unit from being destroyed in a fight; the saved unit counterattacks",
          fight("Ice Spear Assault Trooper", "Boulder Warrior") + [NORMA_GUARD], turn="b2",
          me={"field": [NORMA, "Boulder Warrior"]}, opp={"field": ["Ice Spear Assault Trooper"]},
          expect={"zones": {"0:Boulder Warrior": "unit",
                            "1:Ice Spear Assault Trooper": "discard"}}),
    Scene(f"{NORMA}: \"destroy it at the end of the turn\" waits for the guard decision; the "
          "turn then goes on",
          deploy("Forced Ability Unlocker") + ["pass"] * 6 + [NORMA_GUARD],
          me={"hand": ["Forced Ability Unlocker"], "field": [NORMA, "Etherweiss"]},
          expect={"zones": {"0:Etherweiss": "unit"},
                  # no block runs at the end of the turn: the cancelled effect just ends
                  "check": lambda d, r: d.view()["turn"] == 2 and any(
                      "the rest cannot be done; the effect ends." in e.text for e in d.m.events)}),
    Scene(f"{NORMA}: an equipment destroyed by rule because its unit left the field is not a "
          "destruction a guard can cancel",
          cast_then("Explosion", "Fish Sucker"),
          me={"field": [NORMA, "Fish Sucker", ("Old Katana - Swift Soil", "Fish Sucker")],
              "hand": ["Explosion"]},
          expect={"zones": {"0:Fish Sucker": "discard", "0:Old Katana - Swift Soil": "discard"}}),
]

AEGIS_SCENES = [
    Scene(f"{AEGIS}: when the opponent's unit is going to attack, it becomes the target",
          attack("Darkness Ogre", "Fish Sucker") + ["pass", f"Activate {AEGIS}", *R]
          + WINDOW_CLOSED + FIGHT + [LET], turn="b2",
          me={"field": ["Fish Sucker", AEGIS]}, opp={"field": ["Darkness Ogre"]},
          expect={"zones": {"0:Fish Sucker": "unit", f"0:{AEGIS}": "discard"},
                  "check": logged(f"{AEGIS} becomes the target of the attack.")}),
    Scene(f"{AEGIS}: cancels its destruction in a fight and counterattacks",
          fight("Ice Spear Assault Trooper", AEGIS) + [AEGIS_GUARD], turn="b2",
          me={"field": ["Fish Sucker", AEGIS]}, opp={"field": ["Ice Spear Assault Trooper"]},
          expect={"zones": {f"0:{AEGIS}": "unit", "1:Ice Spear Assault Trooper": "discard"},
                  "check": logged(f"{AEGIS} cancels the destruction of {AEGIS}.")}),
    Scene(f"{AEGIS}: once while on the field: the second fight destroys it",
          fight("Darkness Ogre", AEGIS) + [AEGIS_GUARD, "pass", "pass"]
          + fight("Bahamut, the Leviathan", AEGIS), turn="b2",
          me={"field": ["Fish Sucker", AEGIS]},
          opp={"field": ["Darkness Ogre", "Bahamut, the Leviathan"]},
          expect={"zones": {f"0:{AEGIS}": "discard", "1:Darkness Ogre": "unit"}}),
    Scene(f"{AEGIS}: only fights: an effect destroys it without a question",
          cast_then("Explosion", AEGIS), me={"field": [AEGIS, "Fish Sucker"], "hand": ["Explosion"]},
          expect={"life": (0, -300), "zones": {f"0:{AEGIS}": "discard"}}),
    Scene(f"{AEGIS}: not offered when it already is the target",
          attack("Darkness Ogre", AEGIS) + ["pass"], turn="b2",
          me={"field": ["Fish Sucker", AEGIS]}, opp={"field": ["Darkness Ogre"]},
          expect={"check": lacks(0, f"Activate {AEGIS}")}),
]


BLESSING_SCENES = [
    Scene(f"{BLESSING}: an Earth-type unit of yours gets +100 Defense until end of turn",
          cast_then(BLESSING, "Boulder Warrior"), partners=(SHAMANESS, "Will o' the Wisp"),
          me={"field": ["Boulder Warrior"], "hand": [BLESSING]},
          expect={"discard": (1, 0), "stats": {"0:Boulder Warrior": (3, 100, 500)}}),
    Scene(f"{BLESSING}: from the discard pile, with Terranean Shamaness as partner, it cancels "
          "the destruction of an Earth-type unit with 500 or more Defense",
          cast_then(BLESSING, "Boulder Warrior") + cast("Explosion") + [BLESSING_GUARD],
          partners=(SHAMANESS, "Will o' the Wisp"),
          me={"field": ["Boulder Warrior"], "hand": [BLESSING, "Explosion"]},
          expect={"life": (0, 0), "zones": {"0:Boulder Warrior": "unit", f"0:{BLESSING}": "discard"},
                  "check": logged(f"{BLESSING} cancels the destruction of Boulder Warrior.")}),
    Scene(f"{BLESSING}: once per game",
          cast_then(BLESSING, "Boulder Warrior") + cast("Explosion") + [BLESSING_GUARD]
          + cast("Huge Explosion"),
          partners=(SHAMANESS, "Will o' the Wisp"),
          me={"field": ["Boulder Warrior"], "hand": [BLESSING, "Explosion", "Huge Explosion"]},
          expect={"life": (0, -100), "zones": {"0:Boulder Warrior": "discard"}}),
    Scene(f"{BLESSING}: a unit below 500 Defense is not protected",
          cast("Explosion"), partners=(SHAMANESS, "Will o' the Wisp"),
          me={"field": ["Boulder Warrior"], "hand": ["Explosion"], "discard": [BLESSING]},
          expect={"life": (0, -150), "zones": {"0:Boulder Warrior": "discard"}}),
    Scene(f"{BLESSING}: with another partner it does nothing",
          cast("Explosion"), pre=perm_def("0:Boulder Warrior", 100),
          me={"field": ["Boulder Warrior"], "hand": ["Explosion"], "discard": [BLESSING]},
          expect={"life": (0, -150), "zones": {"0:Boulder Warrior": "discard"}}),
]



MORE_SCENES = [
    Scene(f"{WHALE}: \"cannot be destroyed\" needs no guard, so nothing is asked",
          cast("Mystical Circle", WHALE) + cast("Explosion"), pins=(WHALE,),
          me={"field": [WHALE], "hand": ["Mystical Circle", "Explosion"]},
          expect={"life": (0, 0), "zones": {f"0:{WHALE}": "unit"},
                  "stats": {f"0:{WHALE}": (8, 800, 200)}}),
    Scene(f"{WHALE}: a mandatory substitute (Substitution Doll) is destroyed in its place "
          "without a question",
          cast("Explosion"), pins=(WHALE,),
          me={"field": [WHALE, ("Substitution Doll", WHALE)], "hand": ["Explosion"]},
          expect={"life": (0, 0), "zones": {f"0:{WHALE}": "unit", "0:Substitution Doll": "discard"},
                  "stats": {f"0:{WHALE}": (8, 800, 200)}}),
]


COPIES = [
    Scene(f"{BLESSING}: two copies in the discard pile are one choice, used once per game",
          cast_then(BLESSING, "Boulder Warrior") + cast("Explosion") + [BLESSING_GUARD]
          + cast("Huge Explosion"),
          partners=(SHAMANESS, "Will o' the Wisp"),
          me={"field": ["Boulder Warrior"], "hand": [BLESSING, "Explosion", "Huge Explosion"],
              "discard": [BLESSING]},
          expect={"life": (0, -100), "zones": {"0:Boulder Warrior": "discard"}}),
    Scene(f"{NORMA}: two copies on the field are told apart by their zone; the one used has "
          "spent its use, the other still has it",
          cast("Huge Explosion") + [LET, LET, f"{NORMA} (unit zone 2): cancel the destruction",
                                    NORMA_GUARD],
          me={"field": [NORMA, NORMA, "Boulder Warrior", "Fossil Bone Draptor"],
              "hand": ["Huge Explosion"]},
          expect={"life": (0, -200),
                  "zones": {"0:Boulder Warrior": "unit", "0:Fossil Bone Draptor": "unit"}}),
]


RESOLUTE = "Resolute Protector"
TWO_DRAGONS = "Two Dragon's Protection"
RESOLUTE_GUARD = "Etherweiss: cancel the destruction (Resolute Protector)"
TWO_DRAGONS_GUARD = "Storm Wyvern: cancel its destruction (Two Dragon's Protection)"

GRANTED = [
    Scene(f"{RESOLUTE}: the Psychic unit it chose cancels the destruction of another card of "
          "yours that shares a type with it",
          cast(RESOLUTE) + cast_then("Explosion", "Boulder Warrior") + [RESOLUTE_GUARD],
          me={"field": ["Etherweiss", "Boulder Warrior"], "hand": [RESOLUTE, "Explosion"]},
          expect={"life": (0, 0), "discard": (2, 0),
                  "zones": {"0:Boulder Warrior": "unit", "0:Etherweiss": "unit"},
                  "check": logged("Etherweiss cancels the destruction of Boulder Warrior.")}),
    Scene(f"{RESOLUTE}: once while on the field, and not for the unit itself",
          cast(RESOLUTE) + cast("Huge Explosion") + [RESOLUTE_GUARD],
          me={"field": ["Etherweiss", "Boulder Warrior", "Fossil Bone Draptor"],
              "hand": [RESOLUTE, "Huge Explosion"]},
          expect={"life": (0, -200),
                  "zones": {"0:Boulder Warrior": "unit", "0:Etherweiss": "discard",
                            "0:Fossil Bone Draptor": "discard"}}),
    Scene(f"{RESOLUTE}: the ability ends with the turn, before \"destroy it at the end of the "
          "turn\" applied after it",
          cast_then(RESOLUTE, "Etherweiss") + ["pass", "pass"]
          + deploy_then("Forced Ability Unlocker", "Pyro Girl") + ["pass"] * 6,
          me={"field": ["Etherweiss", "Pyro Girl"], "hand": [RESOLUTE, "Forced Ability Unlocker"]},
          pins=(RESOLUTE, "Forced Ability Unlocker"),
          expect={"zones": {"0:Pyro Girl": "discard", "0:Etherweiss": "unit"},
                  "check": lambda d, r: d.view()["turn"] == 2}),
    Scene(f"{RESOLUTE}: the ability ends with the turn, after \"destroy it at the end of the "
          "turn\" applied before it",
          deploy_then("Forced Ability Unlocker", "Pyro Girl") + cast_then(RESOLUTE, "Etherweiss")
          + ["pass"] * 6 + [RESOLUTE_GUARD],
          me={"field": ["Etherweiss", "Pyro Girl"], "hand": [RESOLUTE, "Forced Ability Unlocker"]},
          pins=(RESOLUTE, "Forced Ability Unlocker"),
          expect={"zones": {"0:Pyro Girl": "unit", "0:Etherweiss": "unit"},
                  "check": lambda d, r: d.view()["turn"] == 2}),
    Scene(f"{TWO_DRAGONS}: two Dragon units of different names exiled; the chosen unit "
          "cancels its own destruction once",
          cast(TWO_DRAGONS) + ["Fossil Bone Draptor"] + cast("Explosion") + [TWO_DRAGONS_GUARD]
          + cast("Huge Explosion"),
          me={"field": ["Storm Wyvern"], "hand": [TWO_DRAGONS, "Explosion", "Huge Explosion"],
              "discard": ["Fossil Bone Draptor", "Liquid Dragon"]},
          expect={"life": (0, -100), "exile": (2, 0),
                  "zones": {"0:Fossil Bone Draptor": "exile", "0:Liquid Dragon": "exile",
                            "0:Storm Wyvern": "discard"}}),
    Scene(f"{TWO_DRAGONS}: in the fights the chosen unit takes part in, its opponent takes 0 "
          "damage",
          ["Cast Two Dragon's Protection", *R, "Fossil Bone Draptor", "pass", "pass"]
          + fight("Storm Wyvern"),
          turn="b2", opp={"field": ["Storm Wyvern"], "hand": [TWO_DRAGONS],
                          "discard": ["Fossil Bone Draptor", "Liquid Dragon"]},
          expect={"life": (0, 0), "exile": (0, 2),
                  "check": logged("Fight: 500 Attack against Will o' the Wisp's 0 Defense.")}),
    Scene(f"{TWO_DRAGONS}: without 2 Dragon units of different names in the discard pile it "
          "cannot be cast",
          [], me={"field": ["Storm Wyvern"], "hand": [TWO_DRAGONS],
                  "discard": ["Liquid Dragon", "Liquid Dragon"]},
          expect={"check": lacks(0, f"Cast {TWO_DRAGONS}")}),
]


SCENES = (WHALE_SCENES + NORMA_SCENES + AEGIS_SCENES + BLESSING_SCENES + MORE_SCENES + COPIES
          + GRANTED)


@pytest.mark.parametrize("sc", SCENES, ids=str)
def test_guard_scene(sc):
    check(sc)


def _decision(m):
    [dec] = m.pending()
    return dec


def _answer(m, label):
    dec = _decision(m)
    [opt] = [o for o in dec.options if o.label == label]
    m.apply(dec.seat, dec.id, [opt.id])


def _at_guard(sc: Scene):
    """Play the scene's script up to its last step (the guard answer): the match waits on
    the guard decision."""
    d, refs = build(sc)
    for st in sc.script[:-1]:
        step(d, st)
    return d, refs


@pytest.mark.parametrize("k", [0, 1, 2], ids=["effect", "fight", "end of turn"])
def test_a_match_waiting_on_a_guard_decision_saves_clones_and_resumes(k):
    sc = [WHALE_SCENES[0], WHALE_SCENES[4], NORMA_SCENES[6]][k]
    d, refs = _at_guard(sc)
    m = d.m
    dec = _decision(m)
    assert dec.kind == "guard" and not dec.private
    assert [o.label for o in dec.options][-1] == LET
    assert sc.script[-1] in [o.label for o in dec.options]
    again = G.load_match(m.to_json())
    twin = m.clone()
    assert [(x.seat, x.prompt, [o.label for o in x.options]) for x in again.pending()] == \
        [(dec.seat, dec.prompt, [o.label for o in dec.options])]
    for x in (m, again, twin):
        _answer(x, sc.script[-1])
    assert again.view(None) == m.view(None) == twin.view(None)
    assert again.pending()[0].prompt == m.pending()[0].prompt


@pins(NORMA)
def test_the_guard_decision_names_each_guard_and_letting_it_be_destroyed():
    sc = Scene(f"{NORMA} and {WHALE}", cast("Explosion") + [NORMA_GUARD],
               me={"field": [NORMA, WHALE], "hand": ["Explosion"]},
               pre=lambda d, r: d.add_effect({"ts": 0, "src": None, "tgt": r[f"0:{WHALE}"],
                                              "until": None, "types": ["Earth"]}))
    d, refs = build(sc)
    step(d, "Cast Explosion")
    step(d, "pass")
    step(d, "pass")
    step(d, WHALE)  # Explosion's choice
    dec = _decision(d.m)
    assert dec.seat == 0 and dec.kind == "guard" and not dec.private
    assert dec.prompt == f"{WHALE} would be destroyed: use a guard?"
    assert [o.label for o in dec.options] == [NORMA_GUARD, WHALE_GUARD, LET]
    step(d, NORMA_GUARD)
    assert d.zone(refs[f"0:{WHALE}"]) == "unit" and d.stats(refs[f"0:{WHALE}"]) == (8, 800, 200)


def test_a_version_3_state_loads_with_no_end_of_turn_waiting():
    import json
    from pathlib import Path

    # a state saved by version 4 (before the step machine), taken back to version 3
    v4 = (Path(__file__).resolve().parents[1] / "snapshots" / "cross-universe"
          / "v4_question_ctx_res.json").read_text(encoding="utf-8")
    doc = json.loads(v4)
    assert doc["state_version"] == 4 and doc["state"]["eot"] is None
    doc["state_version"] = 3
    del doc["state"]["eot"]
    m = G.load_match(json.dumps(doc))
    assert m.state["eot"] is None and m.view(0) == G.load_match(v4).view(0)


@pytest.mark.parametrize("guard, error", [
    ({"instead": [{"op": "choose", "as": "x", "sel": {"zone": "hand"}}]}, "'choose' cannot"),
    ({"instead": [{"op": "if", "cond": [], "then": [{"op": "destroy", "of": "self"}]}]},
     "'destroy' cannot"),
    ({"fight": "yes"}, "'fight' is true or false"),
    ({"when": "always"}, "a guard has only the fields"),
    ({"cond": [{"c": "no_such_condition"}]}, "unknown condition"),
])
def test_a_guard_is_checked_when_the_catalog_loads(guard, error):
    from engine.core import CardDataError
    from engine.cross_universe.effects import check_mods

    with pytest.raises(CardDataError, match=error):
        check_mods([{"guard": guard}], "test card")


IRIS = "Iris, Terranean Shrine Maiden Warrior"


@pins(BLESSING)
def test_blessing_works_with_a_partner_named_iris():
    """'Iris, Terranean Shrine Maiden Warrior' is not in the card data: a real partner
    stands in under that name for this scene (test_pool_named.standing_in)."""
    sc = Scene(f"{BLESSING} with Iris", cast("Explosion") + [BLESSING_GUARD],
               me={"field": ["Boulder Warrior"], "hand": ["Explosion"], "discard": [BLESSING]},
               pre=perm_def("0:Boulder Warrior", 100))
    d, refs = build(sc)  # the partners are chosen under their real names
    with standing_in({P: IRIS}):
        assert d.view()["players"][0]["partner"]["name"] == IRIS
        for st in sc.script:
            step(d, st)
        assert d.zone(refs["0:Boulder Warrior"]) == "unit" and d.life(1) == 1000
    assert d.zone(refs["0:Boulder Warrior"]) == "unit"
