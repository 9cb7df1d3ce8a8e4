"""The cards a view shows, for "Read a card": whatever `view(seat)` names is readable.

A view shows a card as a dict with an `iid`; a hidden card is only a count or a
back (`{"iid": 7, "face_down": true}` with no name), so walking the view finds
exactly the cards that seat may read and can never offer a hidden one.
"""

from __future__ import annotations

from typing import Any


def visible_cards(view: Any) -> list[dict]:
    """Every named card in `view`, once per instance, in the order the view lists them."""
    out: list[dict] = []
    seen: set = set()
    stack = [view] if type(view) is dict or type(view) is list else []
    # Views are plain JSON-like data; only dicts and lists can hold cards, so scalars are
    # never put on the stack (a hand view reads this on every refresh).
    while stack:
        node = stack.pop()
        if type(node) is dict:
            if "iid" in node and node.get("name"):
                key = node["iid"]
                if key not in seen:
                    seen.add(key)
                    out.append(node)
            inner = [v for v in node.values() if type(v) is dict or type(v) is list]
        else:
            inner = [v for v in node if type(v) is dict or type(v) is list]
        inner.reverse()
        stack.extend(inner)
    return out
