"""Cross Universe snapshots: a state saved before card entries became flat (state version 1)
loads with its counters and "once while on the field" uses where they were."""

from __future__ import annotations

import json
from pathlib import Path

from engine.cross_universe import abilities

from .helpers import G

STORED = Path(__file__).resolve().parents[1] / "snapshots" / "cross-universe" / "p2_seed3_step40.json"


def _card_view(m, iid: int) -> dict:
    for p in m.view(None)["players"]:
        for c in p["units"] + [p["partner"]]:
            if c and c.get("iid") == iid:
                return c
    raise AssertionError(f"card {iid} is not on the field")


def test_a_version_1_state_keeps_its_counters_and_per_stay_uses():
    doc = json.loads(STORED.read_text(encoding="utf-8"))
    assert doc["format"] == 1 and "state_version" not in doc  # saved before versions
    unit = next(i for i, c in enumerate(doc["state"]["cards"]) if c["z"] == "unit")
    doc["state"]["cards"][unit]["ctr"] = {"Weakness": 2}
    doc["state"]["cards"][unit]["used"] = {"0": 1}
    m = G.load_match(json.dumps(doc))
    assert _card_view(m, unit)["counters"] == {"Weakness": 2}
    assert abilities.stay_uses(m, unit, 0) == 1
    assert all("ctr" not in c and "used" not in c for c in m.state["cards"])
    again = json.loads(m.to_json())
    # 2: flat card entries; 3: the turn's event record; 4: the end of the turn's wait;
    # 5: the step machine
    assert again["state_version"] == 5
    assert m.state["tev"] == [] and m.state["eot"] is None
    assert _card_view(G.load_match(m.to_json()), unit)["counters"] == {"Weakness": 2}


def test_a_clone_shares_no_card_entry_with_its_original():
    m = G.load_match(STORED.read_text(encoding="utf-8"))
    other = m.clone()
    assert other.state == m.state
    for a, b in zip(m.state["cards"], other.state["cards"], strict=True):
        assert a is not b
    other.state["cards"][0]["z"] = "exile"
    assert m.state["cards"][0]["z"] != "exile"
