"""Engine text as data, so front ends can say it in any language.

Every event line, prompt, option label and result reason an engine writes is a
*message*: plain JSON-able data that a front end turns into a sentence.

- `(template, {name: argument})` (a list once saved as JSON) is an English
  `str.format` template, the catalog's msgid, with named arguments; `say(...)`
  builds it;
- an argument is a message (so a keyword or a nested phrase is translated too), a
  number, a card (`card(id, name)`: a front end may show the name in the reader's
  language), a list (`listed([...])`), or a `str`, which is literal: a seat
  placeholder (`seat_ref`), a number word, card text quoted as printed;
- a bare `str` in place of a whole message is literal English text too: what
  snapshots saved before messages were data hold.

`say(...)` builds one and marks its template for the catalog extractor
(`python -m bot.i18n_catalog update` reads every `say("...")` in `engine/<game>/`).
The engine knows no language: `english()` renders the msgid with its arguments,
which is exactly what the English text always was (the seeded-log digests check
that), and a front end with a catalog renders the translated template instead.

Messages live in the state (open questions keep their prompt and labels) and in
snapshots, so they stay plain lists, dicts, strings and numbers: `marshal` clones
them and JSON saves them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

Words = Any  # tuple/list (template, args) | dict (card, list) | str (literal) | int

_NO_ARGS: dict = {}


def say(template: str, /, **args: Any) -> Words:
    """A message: `template` with the arguments its `{names}` refer to."""
    return (template, args or _NO_ARGS)


def card(card_id: str, name: str) -> dict:
    """A card as an argument: English shows `name`, other languages their own name."""
    return {"card": card_id, "name": name}


def listed(items: Iterable[Words], sep: str | None = None) -> dict:
    """Several messages as one argument, joined by the language's list separator (", "
    in English) or by `sep` in every language (a symbol such as " / ")."""
    out: dict = {"list": list(items)}
    if sep is not None:
        out["sep"] = sep
    return out


def render(words: Words, phrase: Callable[[str], str], name: Callable[[dict], str],
           comma: str) -> str:
    """`words` as text: `phrase` translates a msgid, `name` names a card argument and
    `comma` joins a list. A template whose translation does not fit its arguments (a
    broken catalog entry) falls back to the msgid rather than break a log line."""
    kind = type(words)
    if kind is str:
        return words
    if kind is list or kind is tuple:
        template, args = words
        text = phrase(template)
        if not args:
            return text
        values = {k: render(v, phrase, name, comma) for k, v in args.items()}
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError):
            return template.format(**values)
    if kind is dict:
        if "card" in words:
            return name(words)
        if "list" in words:
            sep = words.get("sep")
            return (comma if sep is None else sep).join(
                render(w, phrase, name, comma) for w in words["list"])
    return str(words)


def _same(text: str) -> str:
    return text


def _english_name(c: dict) -> str:
    return str(c.get("name", ""))


def english(words: Words) -> str:
    """The message in English: the msgid with its arguments filled in."""
    kind = type(words)
    if kind is str:
        return words
    if kind is tuple and not words[1]:
        return words[0]
    return render(words, _same, _english_name, ", ")


def templates(words: Words) -> Iterable[str]:
    """Every msgid a message uses (its own and its arguments'), for catalog checks."""
    kind = type(words)
    if kind is list or kind is tuple:
        yield words[0]
        for v in words[1].values():
            yield from templates(v)
    elif kind is dict and "list" in words:
        for w in words["list"]:
            yield from templates(w)


def check(words: Words) -> None:
    """Raise ValueError unless `words` is a well-formed message (a snapshot's, say)."""
    kind = type(words)
    if kind is str or kind is int:
        return
    if kind is list or kind is tuple:
        if (len(words) != 2 or type(words[0]) is not str or type(words[1]) is not dict
                or not all(type(k) is str for k in words[1])):
            raise ValueError("a message is [template, {name: argument}]")
        for v in words[1].values():
            check(v)
        return
    if kind is dict:
        if "card" in words:
            if type(words.get("name")) is not str:
                raise ValueError("a card argument has a name")
            return
        if type(words.get("list")) is list:
            for w in words["list"]:
                check(w)
            return
    raise ValueError(f"not a message: {type(words).__name__}")
