"""The message catalog (issue #33): every user-facing string of the converted modules
goes through it, English and Japanese have every entry, German every command name and
description, and no translation loses or invents a placeholder."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from bot import i18n
from bot.i18n_catalog import CONVERTED, ROOT, converted_files, read, template

# Calls that put text in front of a person, and the keywords that carry it.
SINKS = {"send_message", "send", "edit_message", "edit_original_response", "ephemeral",
         "reply", "UserError", "ButtonSpec", "SelectOption", "Select", "Embed", "add_field",
         "set_footer", "set_author", "TextInput", "File", "Modal", "__init__"}
TEXT_KEYWORDS = {"content", "label", "placeholder", "description", "title", "name", "value",
                 "text"}
TEXT_ATTRIBUTES = {"title", "description", "content"}
# Button styles are arguments of ButtonSpec, not words anyone reads.
STYLES = {"primary", "secondary", "success", "danger", "link"}
PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")


def _words(node: ast.AST) -> bool:
    """Whether an expression is literal text with a word in it (not a separator)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value not in STYLES and bool(re.search(r"[^\W\d_]", node.value))
    if isinstance(node, ast.JoinedStr):
        return any(_words(part) for part in node.values if isinstance(part, ast.Constant))
    if isinstance(node, ast.BinOp):
        return _words(node.left) or _words(node.right)
    if isinstance(node, ast.IfExp):
        return _words(node.body) or _words(node.orelse)
    return False


def _callee(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def literal_texts(source: str, filename: str = "<source>") -> list[str]:
    """`file:line` of every literal text handed straight to a sink or set on a message."""
    found = []
    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.Call) and _callee(node) in SINKS:
            carried = list(node.args) + [k.value for k in node.keywords if k.arg in TEXT_KEYWORDS]
            found += [f"{filename}:{a.lineno}" for a in carried if _words(a)]
        elif isinstance(node, ast.Assign) and _words(node.value):
            if any(isinstance(t, ast.Attribute) and t.attr in TEXT_ATTRIBUTES for t in node.targets):
                found.append(f"{filename}:{node.lineno}")
    return found


def test_the_converted_modules_say_nothing_outside_the_catalog():
    assert CONVERTED and converted_files()
    found = []
    for path in converted_files():
        found += literal_texts(path.read_text(), str(path.relative_to(ROOT)))
    assert found == [], f"user-facing text not through the catalog (use _(...)): {found}"


@pytest.mark.parametrize("source, count", [
    ('await interaction.response.send_message("Hello there")', 1),
    ('raise UserError(f"No deck named {name}.")', 1),
    ('embed.description = "No rated games yet."', 1),
    ('ButtonSpec(custom, label="Next ▶")', 1),
    ('await interaction.response.send_message(_("Hello there"))', 0),
    ('await ephemeral(interaction, "\\n".join(lines))', 0),
    ('raise UserError(_("No deck named {name}.", name=name) + " " + tail)', 0),
    ('await interaction.followup.send(f"{header}\\n{block}")', 0),
])
def test_the_scan_finds_literal_text(source, count):
    assert len(literal_texts(source)) == count


@pytest.fixture(scope="module")
def pot():
    return template()


def _ids(catalog) -> set:
    return {(m.context, m.id) for m in catalog if m.id}


def _translated(message) -> bool:
    strings = message.string if isinstance(message.string, tuple) else (message.string,)
    return all(strings) and not message.fuzzy


@pytest.mark.parametrize("language", i18n.COMPLETE)
def test_a_complete_language_has_every_entry(pot, language):
    catalog = read(language)
    missing = _ids(pot) - _ids(catalog)
    assert not missing, f"{language}: not in the catalog (python -m bot.i18n_catalog update): {missing}"
    if language != i18n.SOURCE:
        untranslated = [m.id for m in catalog if m.id and not _translated(m)]
        assert not untranslated, f"{language}: untranslated: {untranslated}"


def test_german_covers_the_command_surface(pot):
    surface = {(m.context, m.id) for m in pot if m.id and
               (m.context == i18n.NAME_CONTEXT or "command surface" in m.auto_comments)}
    german = {(m.context, m.id) for m in read("de") if m.id and _translated(m)}
    assert surface and not surface - german, surface - german


def _placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


@pytest.mark.parametrize("language", ["ja", "de"])
def test_translations_keep_the_placeholders(language):
    wrong = []
    for message in read(language):
        if not message.id or not _translated(message):
            continue
        if isinstance(message.id, tuple):
            wanted = _placeholders(message.id[0]) | _placeholders(message.id[1])
            strings = message.string
        else:
            wanted, strings = _placeholders(message.id), (message.string,)
        wrong += [(message.id, s) for s in strings if _placeholders(s) != wanted]
    assert not wrong, wrong


def test_no_catalog_is_left_compiled_on_disk():
    # The .po is the only source; a stale .mo could not be told from a fresh one.
    assert not list(Path(i18n.LOCALE_DIR).rglob("*.mo"))


def test_languages_fall_back_to_english():
    assert i18n.language_of("ja") == "ja" and i18n.language_of("de") == "de"
    assert i18n.language_of("en-US") == i18n.language_of("fr") == i18n.language_of(None) == "en"
    assert i18n.translate("fr", "Changed.") == "Changed."
    assert i18n.translate("ja", "Changed.") == "変更しました。"
    assert i18n.translate("ja", "A sentence no catalog has.") == "A sentence no catalog has."
    assert i18n.translate("en-GB", "Deleted \"{name}\".", name="x") == 'Deleted "x".'
    assert i18n.server_language("", "ja") == "ja" and i18n.server_language("de", "ja") == "de"


def test_plural_forms_follow_each_language():
    assert i18n.translate_plural("en-US", "{n} player", "{n} players", 1) == "1 player"
    assert i18n.translate_plural("en-US", "{n} player", "{n} players", 3) == "3 players"
    assert i18n.translate_plural("ja", "{n} player", "{n} players", 1) == "1人"
    assert i18n.translate_plural("ja", "{n} player", "{n} players", 3) == "3人"
