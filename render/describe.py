"""Alt text: what a board, hand or card image shows, in words, for screen readers.

Discord keeps an attachment's description (its alt text) up to 1,024
characters, so every description is cut to `ALT_MAX` with "…". The text is
built from the same view the image is drawn from, so it can say no more than
the image does: a board's from `view(None)`, a hand's from that seat's view.
The generic part reads the view header every game fills (`turn`, `active`,
`phase`, `players`); each game's render module adds what its board shows (its
`player` and `shared` describers in `render.entries`, found by the view's `game`): the
numbers beside each player (mana, gauge, HP...) and the
cards in play with their stats, most important first, so a cut text loses
the least.

Its own words (phase names, "life", "to play", the alt texts' frames) go through a
speaker `_` each function takes, English by default: the bot passes its catalog's
speaker for the reader's language (`bot.i18n.Speaker`; render never imports the bot),
and the catalog extractor reads this module's `_(...)` and `N_(...)`. Each game's
`player` and `shared` describers are called with the same speaker (keyword `_`) and
say their facts through it ("1000 life", "gauge 2"); card names and texts stay as the
game wrote them.

A speaker may also say the engine's own messages (`engine.core.words`) that a view
carries as data (Cross Universe's stack blocks): the bot's speaker for a match has a
`words(message)` method bound to the game (`bot.i18n.TableSpeaker`). `said` uses it when
present; without it (the English default, a test's speaker) a view's English text is shown.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine import fill_seats
from engine.core.cardface import sentence
from render import cardtext, entries

ALT_MAX = 1024
View = Mapping[str, Any]


class _English:
    """The default speaker: each message as written (the catalog's msgids are English)."""

    language = "en"

    def __call__(self, msgid: str, **values: Any) -> str:
        return msgid.format(**values) if values else msgid

    def plural(self, singular: str, plural: str, n: int, **values: Any) -> str:
        return (singular if n == 1 else plural).format(n=n, **values)


ENGLISH = _English()
Speaker = Any  # bot.i18n.Speaker, or anything called the same way


def N_(msgid: str) -> str:
    """Marks a message for the catalog; it is translated where it is said."""
    return msgid


def said(words: Any, english: str, _: Speaker = ENGLISH) -> str:
    """An engine message a view carries (`words`) in `_`'s language, when `_` can say the
    game's messages (a `words` method); else `english`, the text the view has beside it."""
    say = getattr(_, "words", None)
    if say is None or words is None:
        return english
    return say(words)


def value_words(value: Any, table: Mapping[str, str], _: Speaker = ENGLISH) -> str:
    """A raw value of a view (a mode, a stance, an element) in words through `table`
    (value -> its N_() msgid); a value the table lacks stays as the view wrote it."""
    words = table.get(str(value))
    return _(words) if words is not None else str(value)


# Universia's monster modes, as the facts say them.
MODES = {"attack": N_("attack mode"), "defense": N_("defense mode")}


# The phases the games' views name, in words; a phase not listed reads "<id> phase".
PHASES = {
    "setup": N_("setup phase"), "mulligan": N_("mulligan phase"), "draw": N_("draw phase"),
    "main": N_("main phase"), "battle": N_("battle phase"), "end": N_("end phase"),
    "action": N_("action phase"), "strike": N_("strike phase"),
    "placement": N_("placement phase"), "event": N_("event phase"),
    # Element Duel's view once the match has ended ("over phase" in English, as before)
    "over": N_("over phase"),
}


def clip(text: str, limit: int = ALT_MAX) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def seat_name(names: Sequence[str], seat: Any) -> str:
    if not isinstance(seat, int) or isinstance(seat, bool):
        return "?"
    return str(names[seat]) if 0 <= seat < len(names) and names[seat] else f"P{seat + 1}"


def count(value: Any) -> Any:
    return len(value) if isinstance(value, list) else value


def is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _stats(card: Mapping[str, Any]) -> str:
    if card.get("attack") is None and card.get("defense") is None:
        return ""
    return f"ATK {card.get('attack', '-')}/DEF {card.get('defense', '-')}"


# The kind words and cost phrases of the games' tiles and faces are declared by each game's
# render module (`CARD_WORDS`, extracted into the catalog) and said wherever the speaker's
# catalog has them (`known`); a word without an entry (a toy game's) stays as written.
GENERIC_CARD_WORDS = (N_("Card"), N_("Cost {n}"))


def _known(_: Speaker, msgid: str, **values: Any) -> str | None:
    known = getattr(_, "known", None)
    return known(msgid, **values) if known is not None else None


def tile_kind(tile: Mapping[str, Any], _: Speaker = ENGLISH) -> str:
    """A tile's kind phrase ("Standard spell") in `_`'s words."""
    word = cardtext.kind_phrase(tile)
    return _known(_, word) or word


def tile_cost(tile: Mapping[str, Any], _: Speaker = ENGLISH) -> str | None:
    """A tile's cost ("Level 2", "Gauge cost 4") in `_`'s words, None without one."""
    fact = cardtext.cost_fact(tile)
    if fact is None:
        return None
    template = f"{tile.get('cost_label') or 'Cost'} {{n}}"
    return _known(_, template, n=tile["cost"]) or fact


def card_phrase(card: Mapping[str, Any] | None, *, extra: Sequence[str] = (),
                _: Speaker = ENGLISH) -> str:
    """ "Raingel (ATK 0/DEF 100, new)"; a face-down card never says more than that."""
    if not card:
        return ""
    if card.get("face_down") and not card.get("name"):
        if card.get("mode"):
            return _("a face-down card ({mode})", mode=mode_words(card["mode"], _))
        return _("a face-down card")
    bits = [b for b in (_stats(card), *extra) if b]
    return str(card.get("name") or "?") + (f" ({', '.join(bits)})" if bits else "")


def mode_words(mode: Any, _: Speaker = ENGLISH) -> str:
    """ "attack mode": a monster's mode in words (an unknown mode: "<mode> mode")."""
    words = MODES.get(str(mode))
    return _(words) if words is not None else _("{mode} mode", mode=mode)


def cards_phrase(cards: Any, describe: Callable[[Mapping[str, Any]], str] | None = None,
                 _: Speaker = ENGLISH) -> str:
    """Cards in play, each said by `describe` (`card_phrase` in `_`'s words by default)."""
    say = describe or (lambda c: card_phrase(c, _=_))
    return ", ".join(say(c) for c in cards or () if isinstance(c, Mapping))


# The numbers the generic reading names, each with its words.
_GENERIC_FACTS = (("life", N_("{n} life")), ("hp", N_("{n} HP")), ("mana", N_("{n} mana")))


def _generic_player(p: Mapping[str, Any], _: Speaker = ENGLISH) -> tuple[list[str], list[str]]:
    facts = []
    for key, words in _GENERIC_FACTS:
        if is_number(p.get(key)):
            facts.append(_(words, n=p[key]))
    public = {k: v for k, v in p.items() if k != "hand"}
    from engine.core.visible import visible_cards

    cards = ", ".join(str(c["name"]) for c in visible_cards(public))
    return facts, [_("cards {cards}", cards=cards)] if cards else []


def _describers(view: View, _: Speaker = ENGLISH) -> tuple[entries.PlayerFn, entries.SharedFn]:
    """The view's game's describers, speaking through `_`, the generic reading for what it
    does not describe."""
    entry = entries.entry(str(view.get("game") or ""))

    def player(p: Mapping[str, Any]) -> tuple[list[str], list[str]]:
        if entry is not None and entry.player is not None:
            return entry.player(p, _=_)
        return _generic_player(p, _)

    def shared(v: View, names: Sequence[str]) -> list[str]:
        if entry is not None and entry.shared is not None:
            return entry.shared(v, names, _=_)
        return []

    return player, shared


def phase_words(phase: object, _: Speaker = ENGLISH) -> str:
    """A view's phase id in words: "battle" -> "battle phase", "main1" -> "main phase 1"
    (a numbered phase, as Cross Universe's two main phases)."""
    m = re.fullmatch(r"([a-z][a-z ]*?)(\d+)", str(phase))
    name, number = (m[1], m[2]) if m else (str(phase), "")
    words = _(PHASES[name]) if name in PHASES else _("{phase} phase", phase=name)
    return f"{words} {number}" if number else words


def turn_words(view: View, names: Sequence[str], _: Speaker = ENGLISH) -> str:
    """ "Turn 4 · bob to play · main phase", or "" for a view without turns."""
    turn, active, phase = view.get("turn"), view.get("active"), view.get("phase")
    if not isinstance(active, int) or isinstance(active, bool):
        return ""
    bits = [_("Turn {turn}", turn=turn) if turn is not None else "",
            _("{player} to play", player=seat_name(names, active)),
            phase_words(phase, _) if phase else ""]
    return fill_seats(" · ".join(b for b in bits if b), names)


def player_facts(view: View, seat: int, _: Speaker = ENGLISH) -> list[str]:
    """The numbers beside one player on the board, in words ("3000 life", "2 mana")."""
    describe = _describers(view, _)[0]
    for p in view.get("players") or []:
        if isinstance(p, Mapping) and p.get("seat") == seat:
            return [f for f in describe(p)[0] if "None" not in f]
    return []


def shared_facts(view: View, names: Sequence[str], _: Speaker = ENGLISH) -> list[str]:
    """What the board shows between the players (a strike, the stack, momentum)."""
    return [fill_seats(f, names) for f in _describers(view, _)[1](view, names)]


def board_alt(game_name: str, view: View, names: Sequence[str], _: Speaker = ENGLISH) -> str:
    """The public board in words: whose turn, each player's numbers and cards in play."""
    describe, shared = _describers(view, _)
    parts = [_("{game} board", game=game_name)]
    turn, active, phase = view.get("turn"), view.get("active"), view.get("phase")
    if isinstance(active, int) and not isinstance(active, bool):
        whose = _("turn {turn}, {player} to play", turn=turn, player=seat_name(names, active))
        parts.append(_("{turn}, {phase}", turn=whose, phase=phase_words(phase, _))
                     if phase else whose)
    parts += shared(view, names)
    for p in view.get("players") or []:
        if not isinstance(p, Mapping):
            continue
        facts, play = describe(p)
        facts = [f for f in facts if "None" not in f]
        line = seat_name(names, p.get("seat")) + (": " + ", ".join(facts) if facts else "")
        parts.append(line + "; " + ("; ".join(play) if play else _("nothing in play")))
    return clip(fill_seats(". ".join(parts) + ".", names))


def hand_alt(game_name: str, view: View, names: Sequence[str], tiles: Sequence[Mapping] = (),
             _: Speaker = ENGLISH) -> str:
    """A seat's hand image in words: whose hand and each card's name, cost and stats."""
    seat = view.get("viewer")
    me = next((p for p in view.get("players") or [] if isinstance(p, Mapping)
               and p.get("seat") == seat), {})
    hand = me.get("hand") if isinstance(me.get("hand"), list) else []
    cards = [c for c in hand if isinstance(c, Mapping) and c.get("name")]
    count = _.plural("{n} card", "{n} cards", len(cards))
    short, full = [], []
    for tile in tiles or cards:
        bits = [tile_kind(tile, _)] if tiles else []
        if tiles and cardtext.cost_fact(tile):
            bits.append(str(tile_cost(tile, _)))
        bits += [t for t, _unit in cardtext.stat_facts(tile)] if tiles else [_stats(tile)]
        phrase = f"{tile.get('name')} ({', '.join(b for b in bits if b)})"
        short.append(phrase)
        words = " ".join(sentence(f"{title}: {text}" if title and text else title or text)
                         for title, text in cardtext.blocks(tile) if title or text)
        full.append(f"{phrase}: {words}" if words else sentence(phrase))
    if isinstance(seat, int):
        head = _("{game}: {player}'s hand, {count}: ", game=game_name,
                 player=seat_name(names, seat), count=count)
    else:
        head = _("{game}: your's hand, {count}: ", game=game_name, count=count)
    body = " ".join(full)
    if not cards:
        body = _("no cards.")
    elif len(head) + len(body) > ALT_MAX:
        # Too long with every text: names and numbers for all, texts in Read a card.
        body = "; ".join(short) + ". " + _("Each card's text is in the image and in Read a card.")
    return clip(fill_seats(head + body, names))


def card_alt(game_name: str, card: Mapping[str, Any], tile: Mapping[str, Any] | None = None,
             _: Speaker = ENGLISH) -> str:
    """One card in words: everything its image says (name, kind, cost, stats, text)."""
    head = _("{game} card.", game=game_name)
    if tile is not None:
        return clip(f"{head} {cardtext.plain(tile, tile_kind(tile, _), tile_cost(tile, _))}")
    return clip(f"{head} " + sentence(", ".join(
        str(card[k]) for k in ("name", "kind", "text") if card.get(k))))
