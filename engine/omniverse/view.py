"""What each seat may see (`build_view`, the match's `view(seat)`; seat None is the public
board), and the compact text board of the terminal front end (`describe`)."""

from __future__ import annotations

from engine.core.words import english

from . import queries, rules
from .stats import totals

STEP_NAMES = {"fight": "attack", "negate": "event response", "window": "response window",
              "sac": "recruiting"}


def card(m, iid: int) -> dict:
    """A card as anyone who may see it reads it: its printed numbers and text."""
    c = m.ci[iid]
    d = {"iid": iid, "id": c.id, "name": c.name, "kind": c.kind, "text": c.text}
    if c.kind == "champion":
        d.update(level=c.level, attack=c.attack, defense=c.defense)
    elif c.kind != "event":
        d.update(attack=c.attack, defense=c.defense)
    return d


def champion_view(m, seat: int, ch: dict) -> dict:
    """A Champion on the field: its totals, stance, markers and attachments."""
    c = m.ci[ch["iid"]]
    atk, dfn = totals(m, seat, ch)
    d = card(m, ch["iid"])
    d.update(
        attack=atk, defense=dfn, base_attack=c.attack, base_defense=c.defense,
        alignment=c.alignment, gender=c.gender, types=sorted(c.types),
        stance=ch["stance"], used=ch["used"] >= rules.defends(m, ch), defended=ch["used"],
        # action markers only mean something during their own player's turn
        acted=ch["done"] and seat == m.state["active"],
        attachments=[{**card(m, aid), "placed_by": by, "by_opponent": by != seat}
                     for aid, by in ch["att"]],
    )
    return d


def build_view(m, seat: int | None) -> dict:
    s = m.state
    players = []
    for i, p in enumerate(s["players"]):
        mine = seat == i
        players.append({
            "seat": i,
            "life": p["hp"],
            "deck": len(p["deck"]),
            "hand_count": len(p["hand"]),
            "hp": p["hp"],  # the rules' word, which the board image prints
            "out": p["out"],
            "placing": placing_of(m, i),
            "hand": [card(m, h) for h in p["hand"]] if mine else len(p["hand"]),
            "discard": [card(m, x) for x in p["discard"]],
            "discard_count": len(p["discard"]),
            "removed": [card(m, x) for x in p["removed"]],
            # the Champions in the discard pile that were defeated (not destroyed or
            # discarded): the ones a card such as Call of the Grave may return
            "defeated": [card(m, x) for x in p["fallen"]],
            "levels": rules.field_levels(m, i),
            "field": [champion_view(m, i, ch) for ch in p["field"]],
        })
    return {
        "game": m.game.id,
        "viewer": seat,
        "turn": s["turn"],
        "active": s["active"],
        "phase": s["phase"],
        "players": players,
        "round": s["round"],
        "game_level": s["level"],
        "level_cap": rules.level_cap(s["level"]),
        "event": card(m, s["event"]) if s["event"] is not None else None,
        "event_owner": s["owner"][s["event"]] if s["event"] is not None else None,
        "step": step_view(m, queries.in_progress(m)),
    }


def step_view(m, chain: list[dict]) -> dict | None:
    """What is in progress (`chain`: queries.in_progress): the question being asked now,
    with the step it interrupts (a fight or window an Event was played in) under `under`."""
    if not chain:
        return None
    st = chain[0]
    k = st["op"]
    out: dict = {"kind": STEP_NAMES[k]}
    if k == "fight":
        out.update(attacker=card(m, st["a"]), attacker_seat=st["as"], target_seat=st["ts"],
                   target=card(m, st["t"]) if st["t"] is not None else None,
                   attack_cards=[card(m, c) for c in st["ab"]],
                   defense_cards=[card(m, c) for c in st["db"]])
    elif k == "negate":
        # the card first used, then the answers on top of it (last in, first out);
        # `what` says whether each is an Event, a negation, an instant or an action
        out.update(card=card(m, st["stack"][0][0]), seat=st["seat"], what=st["stack"][0][3],
                   answers=[{**card(m, e[0]), "seat": e[1], "what": e[3]}
                            for e in st["stack"][1:]])
    elif k == "window":
        out.update(at=english(st["at"]))  # the moment, in English as before
    else:
        out.update(card=card(m, st["card"]), levels_needed=st["need"], levels_discarded=st["got"])
    if k != "sac":
        out["waiting_for"] = st["ask"][0] if st["ask"] else None
        # only an answer stack interrupts another step
        out["under"] = step_view(m, chain[1:]) if k == "negate" else None
    return out


def placing_of(m, seat: int) -> int | None:
    if m.result is not None:
        return m.result.placings[seat]
    return None


def describe(view: dict) -> str:
    """A compact text board for the terminal front end."""
    ev = view["event"]
    lines = [f"Round {view['round']}, P{view['active'] + 1}'s {view['phase']} phase. "
             f"Game Level {view['game_level']}. Event: {ev['name'] if ev else 'none'}."]
    for p in view["players"]:
        own = not isinstance(p["hand"], int)
        hand = "" if own else f", hand {p['hand']}"
        state = " (out)" if p["out"] else ""
        lines.append(f"P{p['seat'] + 1}{state}: {p['life']} HP, {p['levels']} levels, deck "
                     f"{p['deck']}, discard {p['discard_count']}{hand}")
        if own:
            # the viewer's hand, each card with what it costs, its numbers and its text
            for c in p["hand"]:
                lines.append(f"   hand: {_card_line(c)}")
        for c in p["field"]:
            marks = [c["stance"]] + (["used"] if c["used"] else []) + (["acted"] if c["acted"] else [])
            atts = "".join(f" +{a['name']}" + ("*" if a["by_opponent"] else "")
                           for a in c["attachments"])
            lines.append(f"   {c['name']} L{c['level']} {c['attack']}/{c['defense']} "
                         f"[{', '.join(marks)}]{atts}")
    step = view["step"]
    if step:
        lines.append(f"Waiting: {step['kind']}")
    return "\n".join(lines)


def _card_line(c: dict) -> str:
    bits = [c["name"], f"({c['kind']}"]
    if c["kind"] == "champion":
        bits[-1] += f", Level {c['level']}, {c['attack']}/{c['defense']})"
    elif c.get("attack") or c.get("defense"):
        bits[-1] += f", {c['attack']:+}/{c['defense']:+})"
    else:
        bits[-1] += ")"
    if c["text"]:
        bits.append("- " + c["text"])
    return " ".join(bits)
