"""What abilities remember on a seat is namespaced by owner and typed (engine/exceed/charstate.py)."""

from __future__ import annotations

import pytest

from engine.exceed import charstate
from engine.exceed.charstate import SCHEMAS, SEAT, namespaced
from engine.exceed.migrations import v2_to_v3

from .helpers import GAME


def _match():
    return GAME.new_match(GAME.starter_decks()[:2], seed=1)


def test_strict_mode_refuses_undeclared_owners_keys_and_types():
    m = _match()  # the Exceed tests run with strict steps (conftest)
    with pytest.raises(KeyError, match="no state declared for 'nobody'"):
        charstate.put(m, 0, "nobody", "obo", 1)
    with pytest.raises(KeyError, match="'minato' declares no state 'ww'"):
        charstate.get(m, 0, "minato", "ww")
    with pytest.raises(TypeError, match="minato.obo is str"):
        charstate.put(m, 0, "minato", "obo", "2")
    assert charstate.get(m, 0, "minato", "obo") is None


def test_state_lives_under_its_owner_and_an_emptied_owner_goes():
    m = _match()
    charstate.put(m, 0, "minato", "obo", 3)
    charstate.mutable(m, 0, SEAT, "eot", []).append({"op": "eot", "s": 0})
    assert charstate.get(m, 0, "minato", "obo") == 3 and charstate.get(m, 1, "minato", "obo") is None
    assert charstate.pop(m, 0, "minato", "obo") == 3
    assert charstate.get(m, 0, "minato", "obo", 0) == 0
    assert "minato" not in m.state["p"][0]["x"]


def test_shared_combat_reads_daredevil_speed_through_its_query():
    m = _match()
    assert charstate.kept_speeds(m.state["p"][0]) == {}
    charstate.mutable(m, 0, "minato", "dd", {})["12"] = 2
    assert charstate.kept_speeds(m.state["p"][0]) == {"12": 2}


def test_a_version_2_flat_bag_is_namespaced_by_owner():
    flat = {"eot": [{"op": "luciya_whirl_end", "s": 0}], "ww": {"7": 3}, "dd": {"9": 1}, "obo": 2,
            "known": [4], "known_rs": False}
    assert namespaced(flat) == {SEAT: {"eot": flat["eot"], "known": [4], "known_rs": False},
                                "luciya": {"ww": {"7": 3}}, "minato": {"dd": {"9": 1}, "obo": 2}}
    state = {"q": [], "asks": [], "p": [{"x": flat}, {"x": {}}]}
    assert v2_to_v3(state)["p"][1]["x"] == {} and v2_to_v3(state)["p"][0]["x"]["minato"]["obo"] == 2
    for owner, keys in namespaced(flat).items():
        assert set(keys) <= set(SCHEMAS[owner])
