"""The movement words of the rules: close, advance, retreat, move, push, pull.

Spaces are 1..9. Two fighters never share a space: a move that would end on the
opponent's space carries on past it, and that space is not counted. Every move
goes as far as it can and stops when blocked (the board edge, or a fighter that
may not be passed). Each function returns the spaces actually moved and whether
the mover switched sides with the other fighter.
"""

from __future__ import annotations

LO, HI = 1, 9


def step_path(pos: int, other: int, direction: int, n: int, pass_ok: bool = True,
              stop_at: int | None = None) -> tuple[int, int, bool]:
    """Walk up to `n` counted spaces from `pos` in `direction` (+1/-1).

    The other fighter's space is skipped (not counted); if passing is not allowed
    the walk stops in front of them. `stop_at` ends the walk on that space (used
    for pulls toward a spot that is not a fighter). Returns (new pos, moved, passed).
    """
    moved = 0
    passed = False
    while moved < n:
        if stop_at is not None and pos == stop_at:
            break
        nxt = pos + direction
        if nxt == other:
            if not pass_ok:
                break
            nxt += direction
            if nxt < LO or nxt > HI:
                break
            passed = True
        if nxt < LO or nxt > HI:
            break
        pos = nxt
        moved += 1
    return pos, moved, passed


def toward(pos: int, target: int) -> int:
    return 1 if target > pos else -1


def reachable(pos: int, other: int, direction: int, pass_ok: bool = True) -> list[int]:
    """Every space a free move in `direction` can end on, nearest first."""
    out = []
    p = pos
    while True:
        p2, moved, _ = step_path(p, other, direction, 1, pass_ok)
        if moved == 0:
            return out
        out.append(p2)
        p = p2


def move_cost(pos: int, dest: int) -> int:
    """Force for a Move action: 1 per space, +1 for passing the opponent.

    Counting the opponent's (skipped) space as the extra Force makes it simply
    the distance between the two spaces.
    """
    return abs(dest - pos)
