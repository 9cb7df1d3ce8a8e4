"""A plain-text rendering of any view, for the terminal front end."""

from __future__ import annotations

from typing import Any


def _card(c: dict) -> str:
    if c.get("face_down"):
        return "[face-down]"
    bits = [str(c.get("name", c.get("id", "?")))]
    for key in ("attack", "defense", "power", "hp", "level", "cost"):
        if key in c and c[key] is not None:
            bits.append(f"{key[:3]} {c[key]}")
    return " / ".join(bits)


def _is_card(v: Any) -> bool:
    return isinstance(v, dict) and "iid" in v


def render_view(view: Any, indent: int = 0) -> str:
    pad = "  " * indent
    lines: list[str] = []
    if isinstance(view, dict):
        for k, v in view.items():
            if _is_card(v):
                lines.append(f"{pad}{k}: {_card(v)}")
            elif isinstance(v, list) and v and all(_is_card(x) for x in v):
                lines.append(f"{pad}{k}: " + ", ".join(_card(x) for x in v))
            elif isinstance(v, (dict, list)) and v:
                lines.append(f"{pad}{k}:")
                lines.append(render_view(v, indent + 1))
            else:
                lines.append(f"{pad}{k}: {v}")
    elif isinstance(view, list):
        for i, v in enumerate(view):
            if _is_card(v):
                lines.append(f"{pad}- {_card(v)}")
            elif isinstance(v, (dict, list)):
                lines.append(f"{pad}- [{i}]")
                lines.append(render_view(v, indent + 1))
            else:
                lines.append(f"{pad}- {v}")
    else:
        lines.append(f"{pad}{view}")
    return "\n".join(lines)
