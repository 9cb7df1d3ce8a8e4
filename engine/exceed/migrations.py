"""Saved Exceed states of older versions, brought up to date one version at a time.

A saved state holds step names (`{"op": ...}` in the queue and in open questions)
and copies of card effects (`{"do": ...}`) queued with them, so renaming a step or an
effect bumps `ExceedMatch.state_version` and adds a step here.

Version 1 -> 2: the one-off "pick cards from a zone, move them" effects became the
`take` verb and its `take_pick` step; the second names of `boost_back` and its steps
(left from when Holy Wings and Initiate Launch had their own) go; a strike side always
has its `sp` (Power for every attack of this strike).

Version 2 -> 3: the game runs on the shared step machine (engine.core.steps): the queue
`q` is its `steps` stack (same order, same step dicts) and every open question carries
its priority window `w` (Exceed has none); what abilities remember on a seat (`p["x"]`)
is namespaced by whose it is (engine/exceed/charstate.py).
"""

from __future__ import annotations

from .charstate import namespaced

_FROM_DISCARD = {"do": "take", "from": "discard"}
_FROM_SEALED = {"do": "take", "from": "sealed"}

# v1 effect -> its v2 replacement (the parameters the card data had then, now on the verb)
_EFFECTS_1 = {
    "discard_to_hand": lambda e: {**_FROM_DISCARD, "distinct": True,
                                  **({"pass": "Leave them"} if e.get("optional") else {}),
                                  **{k: v for k, v in e.items() if k not in ("do", "optional")}},
    "renea_investigate": lambda e: {**_FROM_DISCARD, "n": 2, "upto": True, "kinds": ["normal"],
                                    "ask": "Paranormal Investigation: take up to 2 Normals from your "
                                           "discard pile", **_rest(e)},
    "summoning_portal": lambda e: {**_FROM_DISCARD, "n": 2, "upto": True, "own": False,
                                   "ask": "Summoning Portal: return up to 2 cards from your discard "
                                          "pile to your hand", **_rest(e)},
    "unseal": lambda e: {**_FROM_SEALED, "kinds": ["normal", "special"], "distinct": True,
                         "pass": "None", "ask": "Return a sealed Normal or Special to your hand?",
                         **_rest(e)},
    "carl_precision": lambda e: {"do": "take", "from": "gauge", "kinds": ["normal"], "distinct": True,
                                 "ask": "Precision Engineering: return which Normal from your gauge "
                                        "to your hand?", "then": {"do": "boost_to_gauge"}, **_rest(e)},
    # the one effect milled and then asked; now the card's second effect asks
    "minato_hellraiser": lambda e: {**{k: e[k] for k in ("when",) if k in e}, "do": "seq", "of": [
        {**e}, {**_FROM_SEALED, "n": 2, "upto": True, "own": False,
                "ask": "Hellraiser: return up to 2 sealed cards to your hand?"}]},
    "holy_wings": lambda e: {**e, "do": "boost_back"},
    "rem_launch_back": lambda e: {**e, "do": "boost_back"},
}
_EFFECTS_1["rem_reclaim"] = _EFFECTS_1["discard_to_hand"]

# v1 step -> its v2 replacement
_PICK = {"op": "take_pick"}
_OPS_1 = {
    "discard_to_hand_pick": lambda o: {**o, **_PICK, "e": {**_FROM_DISCARD}},
    "rem_reclaim_pick": lambda o: {**o, **_PICK, "e": {**_FROM_DISCARD}},
    "renea_investigate_pick": lambda o: {**o, **_PICK, "e": {**_FROM_DISCARD}},
    "dj_portal_pick": lambda o: {**o, **_PICK, "e": {**_FROM_DISCARD}},
    "unseal_pick": lambda o: {**o, **_PICK, "e": {**_FROM_SEALED}},
    "minato_hellraiser_do": lambda o: {**o, **_PICK, "e": {**_FROM_SEALED}},
    "carl_precision_pick": lambda o: {**o, **_PICK, "e": {"do": "take", "from": "gauge",
                                                          "then": {"do": "boost_to_gauge"}}},
    "gf_wings": lambda o: {"n": 1, **o, "op": "boost_back_pay"},
    "rem_launch_pay": lambda o: {"n": 1, **o, "op": "boost_back_pay"},
    "gf_wings_back": lambda o: {**o, "op": "boost_back_do"},
    "rem_launch_do": lambda o: {**o, "op": "boost_back_do"},
}


def _rest(e: dict) -> dict:
    return {k: v for k, v in e.items() if k != "do"}


def _rename(x, ops: dict, effects: dict):
    """`x` with every step and effect dict inside it (at any depth) replaced as the tables say."""
    if isinstance(x, list):
        return [_rename(v, ops, effects) for v in x]
    if not isinstance(x, dict):
        return x
    x = {k: _rename(v, ops, effects) for k, v in x.items()}
    if isinstance(x.get("op"), str) and x["op"] in ops:
        x = ops[x["op"]](x)
    if isinstance(x.get("do"), str) and x["do"] in effects:
        x = effects[x["do"]](x)
    return x


def v1_to_v2(state: dict) -> dict:
    state = dict(state)
    for key in ("q", "asks"):
        state[key] = _rename(state.get(key, []), _OPS_1, _EFFECTS_1)
    st = state.get("st")
    if st:
        for side in st["sides"]:
            side.setdefault("sp", 0)
    return state


def v2_to_v3(state: dict) -> dict:
    # rebuilt key by key so the machine's keys stay where the queue was
    out = {}
    for k, v in state.items():
        if k == "q":
            out["steps"] = v
        elif k == "asks":
            out["asks"] = [{**a, "w": a.get("w")} for a in v]
        elif k == "p":
            out["p"] = [{**p, "x": namespaced(p.get("x", {}))} for p in v]
        else:
            out[k] = v
    out.setdefault("steps", [])
    out.setdefault("asks", [])
    return out


MIGRATIONS = {1: v1_to_v2, 2: v2_to_v3}
