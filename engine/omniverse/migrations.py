"""Saved states of earlier engines, brought to the current shape (Match.state_migrations).

Version 1 kept what was in progress as one `state["step"]` ({"k": "window" | "fight" |
"negate" | "sac", ...}, an answer stack holding the window or fight it interrupted under
"under") and built the open question from it; version 2 runs the one step machine:
`state["steps"]`, a queue with the active player's phase step at the bottom and the
interrupted step under the one that interrupted it, and `state["asks"]`.
"""

from __future__ import annotations

from collections.abc import Callable


def _v1_to_v2(state: dict) -> dict:
    """The step chain becomes the queue, innermost at the bottom. No question is open
    afterwards: the queued step asks it again, from the same board, when the match
    loads (OmniverseMatch._load_state), so the same decision is pending."""
    chain = []
    st = state.pop("step")
    while st is not None:
        chain.append(st)
        st = st.get("under")
    queue: list[dict] = [{"op": "phase"}]
    for st in reversed(chain):
        queue.append({"op": st["k"], **{k: v for k, v in st.items() if k not in ("k", "under")}})
    state["steps"] = queue
    state["asks"] = []
    return state


MIGRATIONS: dict[int, Callable[[dict], dict]] = {1: _v1_to_v2}
