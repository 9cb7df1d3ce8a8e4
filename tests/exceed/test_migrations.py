"""Saved Exceed matches of state version 1 load and play on (engine/exceed/migrations.py)."""

from __future__ import annotations

import json

import pytest

from engine.exceed import cards
from engine.exceed.match import ExceedMatch
from engine.exceed.migrations import v1_to_v2
from engine.exceed.registry import COND, DURING, EFFECTS, STEPS
from engine.exceed.rule_names import known_rules

from .helpers import GAME, duel, saved_as_v1

V1_EFFECTS = ["discard_to_hand", "rem_reclaim", "renea_investigate", "summoning_portal", "unseal",
              "carl_precision", "minato_hellraiser", "holy_wings", "rem_launch_back"]
V1_OPS = ["discard_to_hand_pick", "rem_reclaim_pick", "renea_investigate_pick", "dj_portal_pick",
          "unseal_pick", "minato_hellraiser_do", "carl_precision_pick", "gf_wings", "rem_launch_pay",
          "gf_wings_back", "rem_launch_do"]


def test_the_current_state_version_is_3_and_the_old_names_are_gone():
    assert ExceedMatch.state_version == 3 and set(ExceedMatch.state_migrations) == {1, 2}
    GAME.cards()
    assert not set(V1_EFFECTS) - {"minato_hellraiser"} & set(EFFECTS)
    assert not set(V1_OPS) & STEPS.names()


@pytest.mark.parametrize("name", V1_EFFECTS)
def test_each_renamed_effect_queued_in_a_v1_state_becomes_valid_vocabulary(name):
    GAME.cards()
    eff = {"op": "eff", "s": 0, "e": {"when": "now", "do": name, "optional": True}, "c": 3}
    state = {"q": [eff], "asks": [{"s": 0, "then": {"op": "yes", "then": dict(eff)}}], "st": None}
    new = v1_to_v2(state)
    for e in (new["q"][0]["e"], new["asks"][0]["then"]["then"]["e"]):
        assert e["do"] != name or name == "minato_hellraiser"
        cards._check_effect(e, "migrated", set(EFFECTS) | set(DURING), True, known_rules())
        cards._check_conds(e, "migrated", set(COND))


@pytest.mark.parametrize("name", V1_OPS)
def test_each_renamed_step_of_a_v1_state_is_a_step_today(name):
    GAME.cards()
    state = {"q": [{"op": name, "s": 0, "i": 1, "c": 1}], "asks": [], "st": None}
    assert v1_to_v2(state)["q"][0]["op"] in STEPS.names()


def test_a_strike_saved_without_sp_gets_it():
    state = {"q": [], "asks": [], "st": {"sides": [{"b": [0] * 6}, {"b": [0] * 6, "sp": 2}]}}
    assert [side["sp"] for side in v1_to_v2(state)["st"]["sides"]] == [0, 2]


def test_summoning_portal_saved_at_its_question_in_v1_resumes():
    d = duel("djanette", "eugenia", ["Charnel Blast", "Charnel Blast", "Grasp", "Cross"], ["Cross"],
             pos=(3, 4))
    d.put(0, "discard", "Spike", "Focus", "Sweep")
    d.answer(0, "main", "Boost Summoning Portal")
    d.answer(0, "pay", "Grasp (hand)")
    d.answer(0, "pay", "Cross (hand)")
    saved = d.m.to_json()
    doc = json.loads(saved)
    then = doc["state"]["asks"][0]["then"]
    assert then["op"] == "take_pick"
    new_then = json.dumps(then, separators=(",", ":"))
    old = saved_as_v1(saved, (new_then, json.dumps({"op": "dj_portal_pick", "s": 0})))
    d.m = type(d.m).from_json(GAME, old)
    d.answer(0, "choose", labels=["Spike", "Focus"])
    hand = [c["name"] for c in d.m.view(0)["players"][0]["hand"]]
    assert "Spike" in hand and "Focus" in hand
    assert [c["name"] for c in d.m.view(0)["players"][0]["discard"]] == ["Sweep", "Grasp", "Cross", "Charnel Blast"]
