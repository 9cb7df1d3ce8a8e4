"""The match feature reads as one feature (issue #32): `bot/match/` is one module per
concern, each small and saying what it owns, and none of it, nor a component kind,
looks the bot's parts up through the client."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MATCH = ROOT / "bot" / "match"
MOST_LINES = 300


def test_every_match_module_is_small_and_says_what_it_owns():
    for path in sorted(MATCH.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert ast.get_docstring(ast.parse(text)), f"{path.name} has no docstring"
        assert len(text.splitlines()) <= MOST_LINES, f"{path.name}: {len(text.splitlines())} lines"


def test_no_click_reaches_through_the_client():
    places = [*MATCH.glob("*.py"), ROOT / "bot" / "kinds.py", ROOT / "bot" / "community_ui.py",
              ROOT / "bot" / "lobby_items.py", ROOT / "bot" / "board.py", ROOT / "bot" / "reader.py"]
    found = []
    for path in places:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr == "client" and isinstance(node.value, ast.Name) \
                    and node.value.id == "interaction":
                found.append(f"{path.name}:{node.lineno}")
            if isinstance(node, ast.Attribute) and node.attr == "bot" and isinstance(node.value, ast.Name) \
                    and node.value.id == "self":
                found.append(f"{path.name}:{node.lineno}")
    assert not found, found
