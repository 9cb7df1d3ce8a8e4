"""Read-only queries at the bottom of the package: facts read straight off the state that
the derived values (stats.py), selectors and the rules modules all ask about. Nothing here
changes the state or reads a derived value, so every module may import it.
"""

from __future__ import annotations


def is_attacking(m, iid: int) -> bool:
    a = m.state["atk"]
    return bool(a) and a["state"] == "established" and iid in a["units"]


def fight_opponents(m, iid: int) -> list[int]:
    a = m.state["atk"]
    if not a or not a.get("fighting"):
        return []
    if iid in a["units"]:
        return [a["target"]] if a["target"] is not None else []
    if iid == a["target"]:
        return list(a["units"])
    return []


def counters(m, iid: int) -> dict:
    """The counters on a card ({name: n}; empty when it has none). Read only: add them
    with `add_counter`."""
    return m.state["ctr"].get(str(iid)) or {}
