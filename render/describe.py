"""Alt text: what a board, hand or card image shows, in words, for screen readers.

Discord keeps an attachment's description (its alt text) up to 1,024
characters, so every description is cut to `ALT_MAX` with "…". The text is
built from the same view the image is drawn from, so it can say no more than
the image does: a board's from `view(None)`, a hand's from that seat's view.
The generic part reads the view header every game fills (`turn`, `active`,
`phase`, `players`); each game adds what its board shows (keyed by the
view's `game`): the numbers beside each player (mana, gauge, HP...) and the
cards in play with their stats, most important first, so a cut text loses
the least.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine import fill_seats
from engine.core.cardface import sentence
from render import cardtext

ALT_MAX = 1024
View = Mapping[str, Any]


def clip(text: str, limit: int = ALT_MAX) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _name(names: Sequence[str], seat: Any) -> str:
    if not isinstance(seat, int) or isinstance(seat, bool):
        return "?"
    return str(names[seat]) if 0 <= seat < len(names) and names[seat] else f"P{seat + 1}"


def _n(value: Any) -> Any:
    return len(value) if isinstance(value, list) else value


def _num(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _stats(card: Mapping[str, Any]) -> str:
    if card.get("attack") is None and card.get("defense") is None:
        return ""
    return f"ATK {card.get('attack', '-')}/DEF {card.get('defense', '-')}"


def card_phrase(card: Mapping[str, Any] | None, *, extra: Sequence[str] = ()) -> str:
    """ "Raingel (ATK 0/DEF 100, new)"; a face-down card never says more than that."""
    if not card:
        return ""
    if card.get("face_down") and not card.get("name"):
        bits = [str(card["mode"]) + " mode"] if card.get("mode") else []
        return "a face-down card" + (f" ({', '.join(bits)})" if bits else "")
    bits = [b for b in (_stats(card), *extra) if b]
    return str(card.get("name") or "?") + (f" ({', '.join(bits)})" if bits else "")


def _cards(cards: Any, describe: Callable[[Mapping[str, Any]], str] = card_phrase) -> str:
    return ", ".join(describe(c) for c in cards or () if isinstance(c, Mapping))


# --- per game: the numbers beside each player, and what is in play -----------------


def _cu_player(p: Mapping[str, Any]) -> tuple[list[str], list[str]]:
    facts = [f"{p.get('life')} life", f"{p.get('mana')} mana"]
    play = []
    units = _cards(p.get("units"), lambda c: card_phrase(
        c, extra=["new"] if c.get("summoned_this_turn") else ()))
    if units:
        play.append(f"units {units}")
    partner = p.get("partner")
    if partner:
        upkeep = [f"upkeep {partner['upkeep']}"] if partner.get("upkeep") is not None else []
        play.append("partner " + card_phrase(partner, extra=upkeep))
    si = _cards(p.get("spells_items"))
    if si:
        play.append(f"spells and items {si}")
    shown = _cards(p.get("hand_revealed"))
    if shown:
        play.append(f"revealed in hand {shown}")
    return facts, play


def _cu_shared(view: View, names: Sequence[str]) -> list[str]:
    out = []
    attack = view.get("attack")
    if attack:
        out.append(f"attack: {_name(names, attack.get('seat'))}'s "
                   f"{', '.join(attack.get('attackers') or [])} at "
                   f"{attack.get('target') or 'the player'}")
    stack = view.get("stack")
    if stack and stack.get("blocks"):
        blocks = [f"{_name(names, b.get('seat'))} {b.get('kind', '')} "
                  f"{b.get('does') or b.get('source') or ''}".strip()
                  for b in stack["blocks"]]
        out.append("stack: " + "; ".join(blocks))
    return out


def _exceed_player(p: Mapping[str, Any]) -> tuple[list[str], list[str]]:
    side = str(p.get("side") or p.get("character") or "")
    facts = [f"{side}{', exceeded' if p.get('exceeded') else ''} on space {p.get('space')}",
             f"{p.get('life')}/{p.get('max_life')} life", f"gauge {_n(p.get('gauge')) or 0}",
             f"hand {p.get('hand_count')}/{p.get('hand_max')}"]
    play = []
    boosts = _cards(p.get("boosts"), lambda c: "a face-down boost" if not c.get("name")
                    else str(c.get("boost") or c.get("name")))
    if boosts:
        play.append(f"boosts {boosts}")
    transforms = _cards(p.get("transforms"), lambda c: str(c.get("boost") or c.get("name")))
    if transforms:
        play.append(f"transforms {transforms}")
    return facts, play


def _exceed_shared(view: View, names: Sequence[str]) -> list[str]:
    strike = view.get("strike") or view.get("last_strike")
    if not strike:
        return []
    sides = []
    for s in strike.get("sides") or ():
        attack = s.get("attack") or {}
        name = attack.get("name") or s.get("card")
        if not name:
            sides.append(f"{_name(names, s.get('seat'))} set face down")
            continue
        power = attack.get("power", s.get("power"))
        bits = [f"power {power}"] if power is not None else []
        if s.get("hit"):
            bits.append("hit")
        if s.get("stunned"):
            bits.append("stunned")
        sides.append(f"{_name(names, s.get('seat'))}'s {name}"
                     + (f" ({', '.join(bits)})" if bits else ""))
    word = "strike" if view.get("strike") else "last strike"
    return [f"{word}: " + " against ".join(sides)] if sides else []


def _universia_player(p: Mapping[str, Any]) -> tuple[list[str], list[str]]:
    facts = [f"{p.get('life')} life", f"hand {_n(p.get('hand_count', p.get('hand')))}"]
    play = []
    monsters = _cards(p.get("monsters"), lambda c: card_phrase(
        c, extra=[f"{c['mode']} mode"] if c.get("mode") and c.get("name") else ()))
    if monsters:
        play.append(f"monsters {monsters}")
    enh = _cards(p.get("enhancements"))
    if enh:
        play.append(f"enhancements {enh}")
    if isinstance(p.get("field"), Mapping):
        play.append("field " + card_phrase(p["field"]))
    return facts, play


def _universia_shared(view: View, names: Sequence[str]) -> list[str]:
    value = (view.get("mana") or {}).get("value")
    out = [f"mana momentum {value:+d} (toward {_name(names, view.get('active'))})"] if _num(
        value) else []
    attack = view.get("attack")
    if attack:
        out.append(f"attack: {_name(names, attack.get('seat'))}'s {attack.get('attacker')}")
    return out


def _omniverse_player(p: Mapping[str, Any]) -> tuple[list[str], list[str]]:
    facts = [f"{p.get('hp')} HP", f"levels {p.get('levels')}"]
    if p.get("out"):
        facts.insert(0, "out")

    def champion(c: Mapping[str, Any]) -> str:
        extra = [f"level {c['level']}"] if c.get("level") is not None else []
        if c.get("stance"):
            extra.append(f"{c['stance']} stance")
        extra += [f"with {a.get('name')}" for a in c.get("attachments") or ()]
        return card_phrase(c, extra=extra)

    field = _cards(p.get("field"), champion)
    return facts, [f"champions {field}"] if field else []


def _omniverse_shared(view: View, names: Sequence[str]) -> list[str]:
    out = [f"game level {view.get('game_level')}"]
    event = view.get("event")
    if isinstance(event, Mapping):
        out.append(f"event {event.get('name')}")
    return out


def _element_player(p: Mapping[str, Any]) -> tuple[list[str], list[str]]:
    facts = [f"{p.get('life')}/{p.get('max_life')} life",
             f"mana {p.get('mana')}/{p.get('max_mana')}", f"hand {_n(p.get('hand_count'))}"]
    field = _cards(p.get("field"), lambda c: card_phrase(
        c, extra=[str(c.get("element"))] if c.get("element") else ()))
    return facts, [f"field {field}"] if field else []


def _generic_player(p: Mapping[str, Any]) -> tuple[list[str], list[str]]:
    facts = []
    for key, word in (("life", "life"), ("hp", "HP"), ("mana", "mana")):
        if _num(p.get(key)):
            facts.append(f"{p[key]} {word}")
    public = {k: v for k, v in p.items() if k != "hand"}
    from engine.core.visible import visible_cards

    cards = ", ".join(str(c["name"]) for c in visible_cards(public))
    return facts, [f"cards {cards}"] if cards else []


PLAYERS: dict[str, Callable[[Mapping[str, Any]], tuple[list[str], list[str]]]] = {
    "cross-universe": _cu_player,
    "exceed": _exceed_player,
    "universia": _universia_player,
    "omniverse": _omniverse_player,
    "element-duel": _element_player,
}
SHARED: dict[str, Callable[[View, Sequence[str]], list[str]]] = {
    "cross-universe": _cu_shared,
    "exceed": _exceed_shared,
    "universia": _universia_shared,
    "omniverse": _omniverse_shared,
}


def turn_words(view: View, names: Sequence[str]) -> str:
    """ "Turn 4 · bob to play · main phase", or "" for a view without turns."""
    turn, active, phase = view.get("turn"), view.get("active"), view.get("phase")
    if not isinstance(active, int) or isinstance(active, bool):
        return ""
    bits = [f"Turn {turn}" if turn is not None else "", f"{_name(names, active)} to play",
            f"{phase} phase" if phase else ""]
    return fill_seats(" · ".join(b for b in bits if b), names)


def player_facts(view: View, seat: int) -> list[str]:
    """The numbers beside one player on the board, in words ("3000 life", "2 mana")."""
    describe = PLAYERS.get(str(view.get("game") or ""), _generic_player)
    for p in view.get("players") or []:
        if isinstance(p, Mapping) and p.get("seat") == seat:
            return [f for f in describe(p)[0] if "None" not in f]
    return []


def shared_facts(view: View, names: Sequence[str]) -> list[str]:
    """What the board shows between the players (a strike, the stack, momentum)."""
    game = str(view.get("game") or "")
    return [fill_seats(f, names) for f in SHARED.get(game, lambda v, n: [])(view, names)]


def board_alt(game_name: str, view: View, names: Sequence[str]) -> str:
    """The public board in words: whose turn, each player's numbers and cards in play."""
    game = str(view.get("game") or "")
    parts = [f"{game_name} board"]
    turn, active, phase = view.get("turn"), view.get("active"), view.get("phase")
    if isinstance(active, int) and not isinstance(active, bool):
        parts.append(f"turn {turn}, {_name(names, active)} to play"
                     + (f", {phase} phase" if phase else ""))
    parts += SHARED.get(game, lambda v, n: [])(view, names)
    describe = PLAYERS.get(game, _generic_player)
    for p in view.get("players") or []:
        if not isinstance(p, Mapping):
            continue
        facts, play = describe(p)
        facts = [f for f in facts if "None" not in f]
        line = _name(names, p.get("seat")) + (": " + ", ".join(facts) if facts else "")
        parts.append(line + ("; " + "; ".join(play) if play else "; nothing in play"))
    return clip(fill_seats(". ".join(parts) + ".", names))


def hand_alt(game_name: str, view: View, names: Sequence[str], tiles: Sequence[Mapping] = ()
             ) -> str:
    """A seat's hand image in words: whose hand and each card's name, cost and stats."""
    seat = view.get("viewer")
    me = next((p for p in view.get("players") or [] if isinstance(p, Mapping)
               and p.get("seat") == seat), {})
    hand = me.get("hand") if isinstance(me.get("hand"), list) else []
    cards = [c for c in hand if isinstance(c, Mapping) and c.get("name")]
    who = _name(names, seat) if isinstance(seat, int) else "your"
    count = f"{len(cards)} card{'' if len(cards) == 1 else 's'}"
    short, full = [], []
    for tile in tiles or cards:
        bits = [cardtext.kind_phrase(tile)] if tiles else []
        if tiles and cardtext.cost_fact(tile):
            bits.append(str(cardtext.cost_fact(tile)))
        bits += [t for t, _ in cardtext.stat_facts(tile)] if tiles else [_stats(tile)]
        phrase = f"{tile.get('name')} ({', '.join(b for b in bits if b)})"
        short.append(phrase)
        words = " ".join(sentence(f"{title}: {text}" if title and text else title or text)
                         for title, text in cardtext.blocks(tile) if title or text)
        full.append(f"{phrase}: {words}" if words else sentence(phrase))
    head = f"{game_name}: {who}'s hand, {count}: "
    body = " ".join(full)
    if not cards:
        body = "no cards."
    elif len(head) + len(body) > ALT_MAX:
        # Too long with every text: names and numbers for all, texts in Read a card.
        body = "; ".join(short) + ". Each card's text is in the image and in Read a card."
    return clip(fill_seats(head + body, names))


def card_alt(game_name: str, card: Mapping[str, Any], tile: Mapping[str, Any] | None = None
             ) -> str:
    """One card in words: everything its image says (name, kind, cost, stats, text)."""
    if tile is not None:
        return clip(f"{game_name} card. {cardtext.plain(tile)}")
    return clip(f"{game_name} card. " + sentence(", ".join(
        str(card[k]) for k in ("name", "kind", "text") if card.get(k))))
