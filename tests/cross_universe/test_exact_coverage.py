"""Guard: every ability of every catalog card is pinned by an exact-outcome test.

The registry is the tests themselves: every `Scene` held by a module-level list (or
variable) of this package's test modules, and every test function marked with
`@pins(...)`. Each is replayed while recording its matches; an ability that can be
activated (cast/deploy, optional, fast, trigger) counts as covered when it resolved in
a test that pins its card; a static ability when a test pins its card (the test
asserts the values the static ability gives).
"""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

from . import helpers
from .helpers import G
from .scenes import Scene, exercised, play


def _registered() -> list:
    """(pinned card ids, how to run it) for every scene and pinned test of the package."""
    out, seen = [], set()
    for info in pkgutil.iter_modules([str(Path(__file__).parent)]):
        if not info.name.startswith("test_"):
            continue
        mod = importlib.import_module(f"{__package__}.{info.name}")
        for value in vars(mod).values():
            items = value if isinstance(value, (list, tuple)) else [value]
            for x in items:
                if id(x) in seen:
                    continue
                if isinstance(x, Scene):
                    seen.add(id(x))
                    out.append((x.pins, lambda x=x: play(x)))
                elif callable(x) and getattr(x, "pins", None) and x.__name__.startswith("test_"):
                    seen.add(id(x))
                    out.append((x.pins, x))
    return out


def _coverage() -> tuple[set, set]:
    pinned, done = set(), set()
    for ids, run in _registered():
        helpers.RECORD = []
        try:
            run()
            done |= exercised(helpers.RECORD, ids)
        finally:
            helpers.RECORD = None
        pinned |= set(ids)
    return pinned, done


def test_every_ability_of_every_catalog_card_has_an_exact_test():
    pinned, done = _coverage()
    missing = []
    for d in sorted(G.info.values(), key=lambda d: d.id):
        if d.ctype == "token" or not d.abilities:
            continue
        for i, a in enumerate(d.abilities):
            ok = d.id in pinned if a["kind"] == "static" else (d.id, i) in done
            if not ok:
                missing.append(f"{d.name} [{a['kind']}] {a.get('text') or ''}")
    assert not missing, f"{len(missing)} abilities without an exact test:\n" + "\n".join(missing)
