"""Issue #32, "one shape": the front ends ask the game, never its id. No code in bot/ or
render/ outside a game's registration module holds a game's id or name in a string
(so none compares with one, keys a table by one or words a message around one); what a
game offers comes from what it declares (match options, deck formats, areas, windows,
its render entry).

The scan reads string constants through the AST. Docstrings and comments may still cite
a game as an example of what the code handles; they decide nothing.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import engine

ROOT = Path(__file__).resolve().parents[1]
# Each game's render module registers that game's renderer under its id and draws its
# name on the board: the one place a game is named in the front ends.
REGISTRATION = {f"render/{name}.py" for name in
                ("cross_universe", "exceed", "universia", "omniverse", "element_duel")}


def _words() -> re.Pattern:
    words = set()
    for game in engine.games():
        words |= {game.id, game.name, game.name.split(":")[0]}
    alternatives = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])")


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def _strings_naming_games(path: Path, pattern: re.Pattern) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _docstrings(tree)
    hits = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                and id(node) not in skip and pattern.search(node.value)):
            hits.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.value[:60]!r}")
    return hits


def test_bot_and_render_name_no_game_outside_registration():
    pattern = _words()
    hits = []
    for folder in ("bot", "render"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if str(path.relative_to(ROOT)) in REGISTRATION:
                continue
            hits += _strings_naming_games(path, pattern)
    assert not hits, "game knowledge in shared front-end code:\n" + "\n".join(hits)


def test_the_scan_finds_a_game_id_and_name_where_they_are_written(tmp_path):
    # the scan itself can fail: a test of an id and a message naming a game are found,
    # a docstring citing one is not
    game = next(g for g in engine.games() if g.max_players > g.min_players)
    sample = tmp_path / "sample.py"
    sample.write_text(f'"""Like {game.name}."""\n'
                      f'def f(g):\n    return g.id != "{game.id}" or "{game.name} only"\n')
    original = ROOT
    try:
        globals()["ROOT"] = tmp_path
        hits = _strings_naming_games(sample, _words())
    finally:
        globals()["ROOT"] = original
    assert len(hits) == 2, hits


def test_every_registration_module_registers_its_game():
    from render import registry

    registered = set(registry.registered())
    for path in sorted(REGISTRATION):
        module = __import__(path[:-3].replace("/", "."), fromlist=["GAME_ID"])
        assert module.GAME_ID in registered
        assert engine.get_game(module.GAME_ID)
