"""The engines are language-free: everything they say is a message (engine.core.words)
whose templates the catalogs translate, and nothing English hides in its arguments.

Per engine package (`-k cross_universe`, `-k exceed`, ...):
- the source: every `say()` has a literal template, and no event, prompt or checkpoint
  is written as an f-string, a bare literal or a `.format()` (the extractor could not
  see it);
- the catalog: every template is translated in every complete language, with the
  same `{placeholders}`;
- seeded play: in random matches of the game every event, prompt, option label and
  result is a message, every template it uses is in the catalog, and every literal
  argument is a seat, a number, a card's name or its printed text (the card-text
  fallback), never an English phrase.
"""

from __future__ import annotations

import ast
import re
import string
from functools import cache
from pathlib import Path

import pytest

import engine
from bot import i18n, i18n_catalog
from engine.ai import RandomAgent
from engine.core.words import card, english, listed, render, say, templates

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = i18n_catalog.engine_packages()
GAMES = {i18n.engine_package(g): g for g in engine.games()
         if type(g).__module__.startswith("engine.") and g.id != "high-card"}
SEEDS = range(1, 7)
MOVE_CAP = 6000
# Literal arguments that are not English: seat placeholders, numbers, signs, symbols.
NEUTRAL = re.compile(r"^(\{seat\d+\}|[\d\s+\-−±×/().,:%→·—–]*)$")


# ----------------------------------------------------------------- the data type
def test_a_message_renders_its_english_template():
    words = say("{who} draws {n} cards: {cards}.", who="{seat0}", n=2,
                cards=listed([card("C1", "Fire"), card("C2", "Ice")]))
    assert english(words) == "{seat0} draws 2 cards: Fire, Ice."
    assert english(say("Pass")) == "Pass"
    assert english("plain old text") == "plain old text"
    assert list(templates(words)) == ["{who} draws {n} cards: {cards}."]


def test_a_message_survives_json_and_a_translation_that_breaks_falls_back():
    import json

    words = json.loads(json.dumps(say("{a} and {b}", a=say("Alert"), b=card("X", "Bolt"))))
    assert english(words) == "Alert and Bolt"
    table = {"{a} and {b}": "{b}と{zzz}", "Alert": "警戒"}
    out = render(words, lambda t: table.get(t, t), lambda c: "ボルト", "、")
    assert out == "警戒 and ボルト"  # the translation names a missing value: English order


def test_the_bot_speaks_a_game_message_in_japanese_with_japanese_card_names():
    game = engine.get_game("cross-universe")
    some = next(c for c in game.cards() if game.card_name(c.id, "ja"))
    words = say("{player} concedes.", player="{seat1}")
    assert i18n.game_speaker("ja", game)(words) == "{seat1}が投了した。"
    assert i18n.game_speaker("en", game)(words) == "{seat1} concedes."
    named = i18n.game_speaker("ja", game)(card(some.id, some.name))
    assert named == game.card_name(some.id, "ja") != some.name


# ------------------------------------------------------------------- the source
def _say_calls(tree: ast.AST):
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "say":
            yield node


def _text_args(tree: ast.AST):
    """The message argument of every emit/ask/checkpoint/Result call."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "attr", None) or getattr(node.func, "id", None)
        index = {"emit": 1, "ask": 2, "checkpoint": 0, "win": 2, "drawn": 1}.get(name)
        if index is not None and len(node.args) > index:
            yield node, node.args[index]


def _unseen(arg: ast.AST) -> bool:
    """True where a message is built so the extractor cannot see its template."""
    if isinstance(arg, ast.JoinedStr | ast.BinOp):
        return True
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return True
    return (isinstance(arg, ast.Call) and isinstance(arg.func, ast.Attribute)
            and arg.func.attr in ("format", "join"))


@pytest.mark.parametrize("package", PACKAGES)
def test_every_message_in_the_source_is_extractable(package):
    problems = []
    for path in sorted((ROOT / "engine" / package).rglob("*.py")):
        tree = ast.parse(path.read_text(), str(path))
        where = path.relative_to(ROOT)
        for call in _say_calls(tree):
            if not call.args or not (isinstance(call.args[0], ast.Constant)
                                     and isinstance(call.args[0].value, str)):
                problems.append(f"{where}:{call.lineno}: say() needs a literal template")
        for call, arg in _text_args(tree):
            if _unseen(arg):
                problems.append(f"{where}:{call.lineno}: a message not built with say()")
    assert not problems, "\n".join(problems)


# ------------------------------------------------------------------ the catalog
def _fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f is not None}


@pytest.mark.parametrize("language", [lang for lang in i18n.COMPLETE if lang != i18n.SOURCE])
@pytest.mark.parametrize("package", PACKAGES)
def test_every_template_is_translated_with_its_placeholders(package, language):
    messages = i18n_catalog.engine_messages(package)
    path = i18n.engine_po_path(language, package)
    assert path.exists() or not messages, f"{path} is missing"
    if not messages:
        return
    po = i18n_catalog.read(language, path, f"engine-{package}")
    missing, mismatched = [], []
    for template in messages:
        entry = po.get(template)
        if entry is None or not entry.string or entry.fuzzy:
            missing.append(template)
        elif _fields(entry.string) != _fields(template):
            mismatched.append(f"{template!r} -> {entry.string!r}")
    assert not missing, (f"{len(missing)} templates untranslated in {path.name} "
                         f"(run python -m bot.i18n_catalog update): {missing[:10]}")
    assert not mismatched, "\n".join(mismatched)


# ----------------------------------------------------------------- seeded play
@cache
def _printed(game) -> tuple[frozenset[str], tuple[str, ...]]:
    """Every card's names, and its printed texts (the card-text fallback)."""
    names: set[str] = set()
    texts: list[str] = []

    def walk(value) -> None:
        if isinstance(value, str):
            texts.append(value)
        elif isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, list | tuple):
            for v in value:
                walk(v)

    for c in game.cards():
        names.add(c.name)
        walk(c.data)
    return frozenset(names), tuple(texts)


def _literals(words):
    kind = type(words)
    if kind is list or kind is tuple:
        for v in words[1].values():
            if type(v) is str:
                yield v
            else:
                yield from _literals(v)
    elif kind is dict:
        for w in words.get("list", ()):
            if type(w) is str:
                yield w
            else:
                yield from _literals(w)


def _played(game, players: int, seed: int):
    """Every message a seeded random match says, with where it was said."""
    decks = game.starter_decks()
    match = game.new_match([decks[(seed + i) % len(decks)] for i in range(players)], seed=seed)
    agent = RandomAgent(seed)
    seen = 0
    for _ in range(MOVE_CAP):
        for event in match.events[seen:]:
            yield f"event {event.kind}", event.words
        seen = len(match.events)
        if match.result is not None:
            yield "result", match.result.said
            return
        pending = match.pending()
        for d in pending:
            yield f"prompt {d.kind}", d.said
            for o in d.options:
                yield f"option {o.kind}", o.said
        d = pending[0]
        match.apply(d.seat, d.id, agent.choose(match, d))


def _configs():
    for package, game in sorted(GAMES.items()):
        for players in sorted({game.min_players, game.max_players}):
            yield pytest.param(package, players, id=f"{package}-{players}")


@pytest.mark.parametrize("package,players", list(_configs()))
def test_seeded_play_says_only_translated_messages(package, players):
    game = GAMES[package]
    known = i18n.engine_catalog("ja", package)
    names, texts = _printed(game)
    bare, untranslated, english_args = {}, {}, {}
    fine: set[str] = set()
    for seed in SEEDS:
        for where, words in _played(game, players, seed):
            if type(words) is str:
                bare.setdefault(words, where)
                continue
            for template in templates(words):
                if known.gettext(template) == template and not NEUTRAL.match(template):
                    untranslated.setdefault(template, where)
            for literal in _literals(words):
                if literal in fine:
                    continue
                if (NEUTRAL.match(literal) or literal in names
                        or any(literal in t for t in texts)):
                    fine.add(literal)
                    continue
                english_args.setdefault(literal, where)
    assert not bare, f"plain text instead of a message: {list(bare.items())[:10]}"
    assert not untranslated, f"templates without Japanese: {list(untranslated.items())[:10]}"
    assert not english_args, f"English in a literal argument: {list(english_args.items())[:10]}"
