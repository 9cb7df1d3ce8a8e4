"""What abilities remember between steps, kept on the seat that holds them: namespaced by
whose ability it is and typed by a declared schema, so no module reads another's raw keys.

A seat's `p["x"]` holds one small dict per owner: a character id (Minato's Daredevil Speed,
Luciya's Whirlwinds) or `SEAT` for what any card may leave on the seat whoever's character
it is (steps for the end of the turn, deck cards the seat knows). Each owner declares its
keys and their types in `SCHEMAS`; with `STEPS.strict` (tests) every write is checked.
Shared rules read another owner's state through a named query here (`kept_speeds`).
"""

from __future__ import annotations

from .registry import STEPS

SEAT = "seat"
SCHEMAS: dict[str, dict[str, type]] = {
    # steps cards asked for at the end of the seat's turn; deck cards it ordered (and
    # whether the deck had been reshuffled then)
    SEAT: {"eot": list, "known": list, "known_rs": bool},
    # Daredevil: boost iid (as a string) -> the Speed fixed when it was played; Oboro's Power
    "minato": {"dd": dict, "obo": int},
    # The Whirlwind: boost iid (as a string) -> the turn it was played
    "luciya": {"ww": dict},
}


def _check(owner: str, key: str, value=None, write: bool = False) -> None:
    schema = SCHEMAS.get(owner)
    if schema is None:
        raise KeyError(f"exceed: no state declared for {owner!r}")
    if key not in schema:
        raise KeyError(f"exceed: {owner!r} declares no state {key!r}")
    if write and not isinstance(value, schema[key]):
        raise TypeError(f"exceed: {owner}.{key} is {type(value).__name__}, declared "
                        f"{schema[key].__name__}")


def get(m, s: int, owner: str, key: str, default=None):
    if STEPS.strict:
        _check(owner, key)
    ns = m.state["p"][s]["x"].get(owner)
    return default if ns is None else ns.get(key, default)


def put(m, s: int, owner: str, key: str, value) -> None:
    if STEPS.strict:
        _check(owner, key, value, write=True)
    m.state["p"][s]["x"].setdefault(owner, {})[key] = value


def pop(m, s: int, owner: str, key: str, default=None):
    if STEPS.strict:
        _check(owner, key)
    x = m.state["p"][s]["x"]
    ns = x.get(owner)
    if ns is None or key not in ns:
        return default
    value = ns.pop(key)
    if not ns:
        del x[owner]
    return value


def mutable(m, s: int, owner: str, key: str, empty):
    """The stored container under `key`, created (as `empty`) if absent, to change in place."""
    if STEPS.strict:
        _check(owner, key, empty, write=True)
    return m.state["p"][s]["x"].setdefault(owner, {}).setdefault(key, empty)


# ------------------------------------------------------------ named queries


def kept_speeds(p: dict) -> dict:
    """Speed fixed for each of a seat's boosts when it was played (Daredevil), by iid as a
    string; whichever seat played the card keeps it, so strikes read it for any seat."""
    ns = p["x"].get("minato")
    return ns.get("dd", _EMPTY) if ns else _EMPTY


_EMPTY: dict = {}


# -------------------------------------------------------------- migration

# the flat keys of state version 2 and whose they are now
_OWNER_OF_V2 = {k: owner for owner, keys in SCHEMAS.items() for k in keys}


def namespaced(x: dict) -> dict:
    """A state-version-2 seat bag (flat keys) as namespaces by owner."""
    out: dict = {}
    for k, v in x.items():
        out.setdefault(_OWNER_OF_V2.get(k, SEAT), {})[k] = v
    return out
