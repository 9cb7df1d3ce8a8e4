"""Discards a player is told to make, all through one request.

Every effect that makes a player discard (a random card, cards of their choice,
a card the opponent picks, a named card, the whole hand, down to a hand size, a
gauge card) calls `told_discard`. The request first applies "any discard you
are told to make during this strike is reduced by 1", read from the discarding
player's attack as the flag `discard_less`, so no effect needs to know about
it. Afterwards the source's abilities hear of discards it forced on the
opponent (the `forced_discard` moment) and the effect's `then` step receives
the discarded cards as `L`.
"""

from __future__ import annotations

from engine.core.words import Words, card, say

from . import listeners
from .combat import attack_info, stats
from .registry import op
from .reveal import reveals
from .statline import FLAGS

# a card kind a player was told to discard and does not have ("has no Normal")
KIND_WORDS = {"normal": say("Normal"), "special": say("Special"), "ultra": say("Ultra")}


def attack_words(c) -> Words:
    """An attack (CardInfo, or what a character's face attack gives) as a message argument."""
    cid = getattr(c, "id", None)
    return card(cid, c.name) if cid else c.name


def discard_cut(m, t: int) -> int:
    """How many cards fewer seat t discards when told to right now."""
    st = m.state["st"]
    if st is None:
        return 0
    side = st["sides"][t]
    if side["card"] is None and side["src"] != "face":
        return 0
    return 1 if "discard_less" in stats(m, t)[FLAGS] else 0


def _cut(m, t: int, n: int) -> int:
    cut = discard_cut(m, t)
    if cut and n > 0:
        m.emit("effect", say("{player}'s discard is reduced by {n} ({attack}).", player=m.who(t),
                             n=min(cut, n), attack=attack_words(attack_info(m, t))))
    return max(0, n - cut)


def told_discard(m, src: int, t: int, n: int, how: str = "choose", *, prompt: Words = "",
                 then: dict | None = None, kind: str | None = None, cid: str | None = None,
                 zone: str = "hand") -> list | None:
    """`src`'s effect tells `t` to discard n cards; `how` says who picks them.

    random: at random from hand (done at once; returns the cards).
    choose: t picks (from `zone`; `kind` limits it to Normals, Specials...; without
      one of that kind t reveals the hand).
    pick:   t reveals the hand and src picks.
    named:  one copy of card id `cid` (without one, t reveals the hand).
    all:    the whole hand (n is ignored).
    down_to: down to n cards in hand.
    `prompt` (a message; a plain str still works, as English) replaces the usual question.
    """
    pool = m.p(t)[zone]
    if how == "all":
        n = len(pool)
    elif how == "down_to":
        n = len(pool) - n
    if how in ("choose", "named") and (kind or cid):
        pool = [i for i in pool if (m.ci(i).kind == kind if kind else m.ci(i).id == cid)]
        if not pool:
            hand = m.p(t)["hand"]
            what = (card(cid, m.game.info[cid].name) if cid
                    else KIND_WORDS.get(kind) or kind.title())
            m.emit("reveal", reveals(m, t, hand, what))
            _finish(m, src, t, [], then, zone)
            return []
    if n <= 0:
        _finish(m, src, t, [], then, zone)
        return []
    k = min(_cut(m, t, n), len(pool))
    if how == "random":
        out = []
        hand = m.p(t)["hand"]
        for _ in range(k):
            out.append(hand[m.rng.below(len(hand))])
            m.discard_from(t, "hand", out[-1])
        _finish(m, src, t, out, then, zone, True)
        return out
    if how == "pick":
        hand = m.p(t)["hand"]
        m.emit("reveal", reveals(m, t, hand))
    if k <= 0 or k == len(pool) or how == "named":
        _discard(m, src, t, pool[:k] if how == "named" else list(pool) if k else [], then, zone)
        return None
    picker = src if how == "pick" else t
    ask = "discard" if picker == t else "choose"  # the opponent picking is choosing, not discarding
    opts = [[str(i), ask, m.named(iid), m.name(iid), iid] for i, iid in enumerate(pool)]
    if not prompt:
        if zone == "gauge":
            prompt = (say("Discard {n} card from your gauge", n=k) if k == 1
                      else say("Discard {n} cards from your gauge", n=k))
        else:
            prompt = say("Discard {n} card", n=k) if k == 1 else say("Discard {n} cards", n=k)
    m.ask(picker, ask, prompt, opts,
          {"op": "told_pick", "s": src, "t": t, "z": zone, "then": then}, mn=k, mx=k,
          private=picker == t and zone == "hand")
    return None


def _discard(m, src: int, t: int, cards: list, then, zone: str) -> None:
    for iid in cards:
        m.discard_from(t, zone, iid)
    _finish(m, src, t, cards, then, zone)


def _finish(m, src: int, t: int, cards: list, then, zone: str, how: bool = False) -> None:
    """Log the discard (`how`: it was at random), then what follows it."""
    if cards:
        names = m.named_all(cards)
        if zone == "gauge":
            if how:
                m.emit("discard", say("{player} discards {cards} from the gauge at random.",
                                      player=m.who(t), cards=names))
            else:
                m.emit("discard", say("{player} discards {cards} from the gauge.", player=m.who(t),
                                      cards=names))
        elif how:
            m.emit("discard", say("{player} discards {cards} at random.", player=m.who(t),
                                  cards=names))
        else:
            m.emit("discard", say("{player} discards {cards}.", player=m.who(t), cards=names))
    if then:
        m.push({**then, "L": list(cards)})
    if cards and src != t and zone == "hand":
        m.push(*listeners.fire(m, "forced_discard", src, cards))


@op("told_pick", s=int, t=int, then=dict | None, z=str)
def _told_pick(m, o):
    _discard(m, o["s"], o["t"], list(o["pick"]), o.get("then"), o["z"])
