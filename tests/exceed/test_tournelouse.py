"""Tournelouse / The Bargeist: Normals serving as Transformations, every Special, Ultra and
Transformation, the Exceed side's seals, and random games against the other characters."""

import random

import pytest

from .helpers import GAME, NO_BLOCK, duel, pass_turn

OPP = "shovelknight"  # no ability inside a strike


def grasp_hit(d, transform=True):
    """Seat 0's Grasp hit seat 1's Block on spaces 3 and 4: push 1, no Block Force, then cleanup."""
    d.answer(0, "move", "Push 1")
    if (1, "choose") in d.kinds():
        d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Transform" if transform else "Gauge")


def last(d, seat=0):
    return d.m.state["last"]["sides"][seat]


# ------------------------------------------------------------ the ability


def test_a_hit_normal_may_transform_and_gives_specials_one_power():
    d = duel("tournelouse", OPP, pos=(3, 4))
    d.set_hand(0, "Grasp", "Southpaw", "Cross")
    d.set_hand(1, "Block", "Block", "Spike", "Spike")
    d.strike(0, "Grasp", "Block")
    prompt = d.decision(0, "move")
    assert prompt
    grasp_hit(d)
    assert d.names(0, "tr") == ["Grasp"] and "Grasp" not in d.names(0, "gauge")
    view = d.m.view(None)["players"][0]
    assert [t["boost"] for t in view["transforms"]] == ["Grasp"]
    assert view["exceed_cost"] == 0
    pass_turn(d, 1)
    # Southpaw: printed Power 1, +1 from the transformed Grasp
    d.p(0)["pos"], d.p(1)["pos"] = 3, 4
    d.refresh()
    d.strike(0, "Southpaw", "Block")
    d.answer(0, "choose", "None")  # Southpaw's Hit: keep the Cross
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Gauge")
    assert last(d)["power"] == 2 and d.life(1) == 30 - 1 - (2 - 2)


def test_a_transformed_normal_does_not_lend_its_boost_and_normals_get_no_power():
    d = duel("tournelouse", OPP, pos=(3, 4))
    d.set_hand(0, "Cross", "Evil Eye")
    d.set_hand(1, "Block", "Block", "Block")
    d.put(0, "tr", "Grasp", "Spike")  # Fierce (+2 Power) and Defend (+1 Armor, +3 Guard) are not in play
    d.strike(0, "Cross", "Block")
    d.answer(1, "choose", NO_BLOCK)
    s = last(d)
    assert (s["power"], s["armor"], s["guard"]) == (3, 0, 0)


def test_each_transformed_normal_adds_one_power_to_specials_and_ultras():
    d = duel("tournelouse", OPP, pos=(3, 4))
    d.set_hand(0, "Evil Eye", "Cross")
    d.set_hand(1, "Block", "Block", "Block")
    d.put(0, "tr", "Grasp", "Spike", "Dive")
    d.strike(0, "Evil Eye", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert last(d)["power"] == 0 + 3


def test_the_second_copy_transforms_a_normal():
    d = duel("tournelouse", OPP)
    d.set_hand(0, "Grasp", "Grasp", "Cross", "Cross")
    labels = d.options(0, "main")
    assert "Transform Grasp (discard the second Grasp)" in labels
    assert "Transform Cross (discard the second Cross)" in labels
    d.answer(0, "main", "Transform Grasp")
    assert d.names(0, "tr") == ["Grasp"] and d.names(0, "discard") == ["Grasp"]
    assert d.names(0, "hand")[:2] == ["Cross", "Cross"] and "Grasp" not in d.names(0, "hand")
    assert d.m.view(None)["players"][0]["transforms"][0]["boost"] == "Grasp"


def test_a_hit_normal_may_not_transform_when_its_name_is_there():
    d = duel("tournelouse", OPP, pos=(3, 4))
    d.set_hand(0, "Grasp", "Cross")
    d.set_hand(1, "Block", "Block")
    d.put(0, "tr", "Grasp")
    d.strike(0, "Grasp", "Block")
    d.answer(0, "move", "Push 1")
    d.answer(1, "choose", NO_BLOCK)
    assert d.names(0, "gauge") == ["Grasp"] and d.names(0, "tr") == ["Grasp"]


def test_exceed_costs_nothing():
    d = duel("tournelouse", OPP)
    assert "Exceed (pay 0 Gauge)" in d.options(0, "main")
    d.answer(0, "main", "Exceed")
    assert d.p(0)["ex"] and d.m.view(None)["players"][0]["side"] == "The Bargeist"


def test_exceeded_normals_stop_transforming_but_transformed_ones_keep_their_power():
    d = duel("tournelouse", OPP, pos=(3, 4))
    d.set_hand(0, "Grasp", "Grasp", "Evil Eye", "Southpaw", "Southpaw")
    d.set_hand(1, "Block", "Block", "Block")
    d.put(0, "tr", "Cross")
    d.p(0)["ex"] = True
    d.refresh()
    labels = d.options(0, "main")
    assert "Transform Grasp (discard the second Grasp)" not in labels
    assert "Transform Diabolic Might (discard the second Southpaw)" in labels
    d.strike(0, "Evil Eye", "Block", hook="Do not seal")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Gauge")
    assert last(d)["power"] == 1  # Cross keeps reading +1 Power
    d.idle(0)  # Evil Eye's Advantage
    d.p(0)["pos"], d.p(1)["pos"] = 3, 4
    d.refresh()
    d.strike(0, "Grasp", "Block", hook="Do not seal")
    d.answer(0, "move", "Push 1")
    d.answer(1, "choose", NO_BLOCK)
    # no Transform question: the Grasp goes to the gauge
    assert "Grasp" in d.names(0, "gauge") and d.names(0, "tr") == ["Cross"]


# ------------------------------------------------------------ the Exceed side


def test_exceeded_setting_may_seal_a_transformation_for_two_power():
    d = duel("tournelouse", OPP, pos=(3, 4))
    d.set_hand(0, "Cross", "Assault")
    d.set_hand(1, "Block", "Block")
    d.put(0, "tr", "Grasp", "Diabolic Might" if False else "Southpaw")
    d.p(0)["ex"] = True
    d.refresh()
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Cross", exact=True)
    labels = d.options(0, "choose")
    assert labels == ["Do not seal", "Seal Grasp for +2 Power", "Seal Grasp for +2 Armor",
                      "Seal Diabolic Might for +2 Power", "Seal Diabolic Might for +2 Armor"]
    d.answer(0, "choose", "Seal Diabolic Might for +2 Power")
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(1, "choose", NO_BLOCK)
    # Cross 3 +2 (seal); Diabolic Might's +1 for Normals left with the seal
    assert last(d)["power"] == 5 and d.names(0, "sealed") == ["Southpaw"] and d.names(0, "tr") == ["Grasp"]


def test_exceeded_defender_may_seal_for_two_armor():
    d = duel("tournelouse", OPP, pos=(3, 4))
    d.set_hand(0, "Block", "Cross")
    d.set_hand(1, "Grasp", "Grasp")
    d.put(0, "tr", "Spike")
    d.p(0)["ex"] = True
    pass_turn(d, 0)
    d.answer(1, "main", "Strike", exact=True)
    d.answer(1, "strike-set", "Grasp", exact=True)
    d.answer(0, "strike-set", "Block", exact=True)
    d.answer(0, "choose", "Seal Spike for +2 Armor")
    d.answer(1, "move", "Push 1")
    if (0, "choose") in d.kinds():
        d.answer(0, "choose", NO_BLOCK)
    assert last(d)["armor"] == 2 + 2 and d.life(0) == 30
    assert d.names(0, "sealed") == ["Spike"]


def test_unexceeded_setting_offers_no_seal():
    d = duel("tournelouse", OPP, pos=(3, 4))
    d.set_hand(0, "Cross", "Assault")
    d.set_hand(1, "Block", "Block")
    d.put(0, "tr", "Grasp")
    d.strike(0, "Cross", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.names(0, "tr") == ["Grasp"]
