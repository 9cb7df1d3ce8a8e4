"""Combat: total Attack against total Defense, defeat, destruction, bleed-through and backlash.

An attack is a fight, a `fight` step that goes round like a response window: every
living player is asked in turn order from the attacker. The attacker may add Ability
cards with an Attack bonus (one that is not instant use, any number of instant ones);
the defending player may use the defender's attached Defense Abilities (one) and
instant-use defense cards from hand (not for direct attacks, nor when you attack your
own teammate); anyone may use an instant card with an effect of its own. Each card
used sends the question round again from its player, so the attacker can answer the
defender's Brace for Impact with an Adrenaline Surge. When everyone has passed in
succession the fight resolves. Cards committed to it wait in the step until then; an
instant card used in it opens an answer stack (events.py) on top of the fight.
"""

from __future__ import annotations

from engine.core import seat_ref
from engine.core.words import say

from . import effects, events, rules, turn, victory
from .machine import again, ask_next, question, step
from .queries import allowed, order
from .stats import totals

PASS = ("pass",)
COMBAT_RESOLVED = say("combat resolved")
BOOST = say("Your Champion attacks: add Ability cards with an Attack bonus?")
ATTACK_NOW = say("Attack now")
TAKE_IT = say("Take the attack")
LET_BE = say("Pass")
BACKLASH = say("backlash")


def declare(m, seat: int, aid: int, tseat: int, tiid: int | None) -> None:
    """An attack is declared: the fight step opens, asking every living player from the attacker."""
    me, attacker = seat_ref(seat), rules.card_of(m, aid)
    if tiid is None:
        m.emit("attack", say("{player}'s {champion} attacks {target} directly.", player=me,
                             champion=attacker, target=seat_ref(tseat)))
    else:
        target = rules.champion_name(m, tseat, rules.find(m, tiid)[1])
        m.emit("attack", say("{player}'s {champion} attacks {target}.", player=me,
                             champion=attacker, target=target))
    m.push({"op": "fight", "a": aid, "as": seat, "t": tiid, "ts": tseat,
            "ab": [], "db": [], "ask": order(m, seat)})


@step("fight", **{"a": int, "as": int, "t": (int, type(None)), "ts": int, "ab": list,
                  "db": list, "ask": list})
def _fight(m, o: dict) -> None:
    """Ask the next player of the fight; when everyone has passed in succession, resolve.

    An answer (in "pick") is a pass, an instant (the fight waits under its answer stack),
    or a card committed to the attack or the defense, which sends the question round
    again from its player."""
    if "pick" in o:
        # lists of its own: the stored question is shared (machine.own)
        o["ask"], o["ab"], o["db"] = o["ask"][:], o["ab"][:], o["db"][:]
        pick = o.pop("pick")[0]
        seat = o["ask"][0]
        what = pick[0]
        if what == "pass":
            o["ask"].pop(0)
        elif what == "instant":
            again(m, o)
            events.use_instant(m, seat, pick, "under")
            return
        else:
            commit(m, seat, pick[1], o["ab"] if what == "boost" else o["db"])
            turn.renew(m, o, seat)
    if not ask_next(m, o):
        resolve(m, o)


@question("fight")
def _question(m, st: dict) -> None:
    """The question of the fight for the player asked now: the attacker's boosts, the defender's
    defenses, or anyone's instants."""
    seat = st["ask"][0]
    opts: list = []
    fighter = rules.find(m, st["a"])[1]
    target = rules.find(m, st["t"])[1] if st["t"] is not None else None
    if seat == st["as"] and fighter is not None:
        boost_options(m, st, fighter, opts)
        kind, prompt, done = "boost", BOOST, ATTACK_NOW
    elif seat == st["ts"] and target is not None:
        defend_options(m, st, target, opts)
        prompt = say("{champion} is attacked by {attacker}: use a defense?",
                     champion=rules.card_of(m, st["t"]), attacker=rules.card_of(m, st["a"]))
        kind, done = "defend", TAKE_IT
    else:
        prompt = say("{player}'s {champion} attacks: use an instant card?",
                     player=seat_ref(st["as"]), champion=rules.card_of(m, st["a"]))
        kind, done = "window", LET_BE
    events.instant_options(m, seat, opts)
    opts.append([str(len(opts)), "pass", done, None, PASS])
    m.ask(seat, kind, prompt, opts, st, private=True)


# ------------------------------------------------------------ boost
def boost_options(m, st: dict, ch: dict, opts: list) -> None:
    s = m.state
    seat = st["as"]
    ci = m.ci
    spent = any(not ci[c].instant for c in st["ab"])
    seen = set()
    for hid in s["players"][seat]["hand"]:
        a = ci[hid]
        if (a.kind != "ability" or a.attack <= 0 or a.continuous or a.hostile
                or a.id in seen or (spent and not a.instant) or not allowed(m, a, ch)):
            continue
        seen.add(a.id)
        opts.append([str(len(opts)), "cast",
                     say("Add {card} (+{n} Attack)", card=rules.card_of(m, hid), n=a.attack),
                     a.name, ("boost", hid)])
    for aid, by in ch["att"]:
        a = ci[aid]
        if (by == seat and a.kind == "ability" and a.attack > 0 and not a.continuous
                and not (spent and not a.instant)):
            opts.append([str(len(opts)), "cast",
                         say("Add attached {card} (+{n} Attack)", card=rules.card_of(m, aid),
                             n=a.attack), a.name,
                         ("boost", aid)])


def commit(m, seat: int, iid: int, into: list) -> None:
    """A card from hand or attached leaves for the fight; it waits in the step until it resolves."""
    hand = m.state["players"][seat]["hand"]
    if iid in hand:
        hand.remove(iid)
    else:
        effects.take_attachment(m, iid)
    into.append(iid)
    m.emit("cast", say("{player} uses {card}.", player=seat_ref(seat),
                       card=rules.card_of(m, iid)))


# ----------------------------------------------------------- defend
def defend_options(m, st: dict, ch: dict, opts: list) -> None:
    s = m.state
    seat = st["ts"]
    if seat == st["as"]:
        return  # an attack on your own teammate has no defense
    ci = m.ci
    spent = any(not ci[c].instant for c in st["db"])
    for aid, by in ch["att"]:
        a = ci[aid]
        if (by == seat and a.kind == "ability" and not a.continuous
                and (a.defense > 0 or a.ignore) and not (spent and not a.instant)):
            c = rules.card_of(m, aid)
            label = (say("Use attached {card} (+{n} Defense)", card=c, n=a.defense)
                     if a.defense else say("Use attached {card}", card=c))
            opts.append([str(len(opts)), "cast", label, a.name, ("guard", aid)])
    seen = set()
    for hid in s["players"][seat]["hand"]:
        a = ci[hid]
        if (a.kind != "ability" or not a.instant or a.id in seen
                or not (a.defense > 0 or a.ignore or a.shield) or not allowed(m, a, ch)):
            continue
        seen.add(a.id)
        c = rules.card_of(m, hid)
        label = (say("Use {card} (+{n} Defense)", card=c, n=a.defense) if a.defense
                 else say("Use {card}", card=c))
        opts.append([str(len(opts)), "cast", label, a.name, ("guard", hid)])


# ---------------------------------------------------------- resolve
def resolve(m, st: dict) -> None:
    """Everyone has passed: total Attack against total Defense, and what follows from it."""
    s = m.state
    ci = m.ci
    seat, tseat = st["as"], st["ts"]
    _o, ach = rules.find(m, st["a"])
    gone = ach is None or s["players"][tseat]["out"] or (
        st["t"] is not None and rules.find(m, st["t"])[1] is None)
    if gone:
        # a player fell during the fight and took the attacker or its target along
        m.emit("combat", say("The attack by {card} ends: its target is gone.",
                             card=rules.card_of(m, st["a"])))
        for c in st["ab"] + st["db"]:
            effects.to_discard(m, c)
        if ach is not None:
            ach["acts"] += 1
            ach["done"] = ach["acts"] >= rules.attacks(m, ach)
        m.checkpoint(COMBAT_RESOLVED)
        turn.main_window(m)
        return
    atk = totals(m, seat, ach)[0] + sum(ci[c].attack for c in st["ab"])
    name = rules.card_of(m, ach["iid"])
    if st["t"] is None:
        # An attack on a player's hit points is not combat: nobody is defeated or destroyed.
        effects.lose(m, tseat, atk, say("direct attack by {card}", card=name))
    else:
        _o, tch = rules.find(m, st["t"])
        dfn = totals(m, tseat, tch)[1] + sum(ci[c].defense for c in st["db"])
        tname = rules.card_of(m, tch["iid"])
        m.emit("combat", say("{attacker} ({atk} Attack) against {champion} ({dfn} Defense).",
                             attacker=name, atk=atk, champion=tname, dfn=dfn))
        # "When a Champion uses an instant use card ... the Champion does not count as
        # 'used' when defending": a defense made with instant cards only leaves it unused.
        instant_guard = bool(st["db"]) and all(ci[c].instant for c in st["db"])
        ignore = next((c for c in st["db"] if ci[c].ignore), None)
        if ignore is not None:
            m.emit("ignore", say("{champion} ignores the attack with {card}.", champion=tname,
                                 card=rules.card_of(m, ignore)))
        elif atk > dfn:
            bleed = atk - dfn if tch["stance"] == "attack" else 0
            shield = next((c for c in st["db"] if ci[c].shield), None)
            ally = next((a for a, by in tch["att"] if by == tseat and ci[a].kind == "ally"), None)
            attached_shield = effects.shield_of(m, tch)
            if shield is not None:
                m.emit("shield", say("{card} is destroyed in place of {champion}.",
                                     card=rules.card_of(m, shield), champion=tname))
            elif tseat == seat:
                effects.remove_champion(m, tseat, tch, "destroyed")
            elif tch["stance"] == "defense" and ally is not None and attached_shield is None:
                effects.take_attachment(m, ally)
                effects.to_discard(m, ally)
                m.emit("ally", say("{card} is discarded in place of {champion}.",
                                   card=rules.card_of(m, ally), champion=tname))
            else:
                effects.remove_champion(m, tseat, tch, "defeated", attacker=seat)
            if shield is None and attached_shield is not None:
                # the attached card destroyed in their place was used too
                instant_guard = (all(ci[c].instant for c in st["db"])
                                 and ci[attached_shield].instant)
            effects.lose(m, tseat, bleed, say("{card} bleeds through", card=name))
        else:
            effects.remove_champion(m, seat, ach, "destroyed")
            effects.lose(m, seat, dfn - atk, BACKLASH)
        if tseat != seat and not instant_guard and tch in s["players"][tseat]["field"]:
            tch["used"] += 1
    for c in st["ab"] + st["db"]:
        effects.to_discard(m, c)
    if ach in s["players"][seat]["field"]:
        # The attacker's Ally supported the attack and is discarded afterwards.
        for a, by in list(ach["att"]):
            if by == seat and ci[a].kind == "ally":
                effects.take_attachment(m, a)
                effects.to_discard(m, a)
        ach["acts"] += 1
        ach["done"] = ach["acts"] >= rules.attacks(m, ach)
    victory.settle_deaths(m)
    m.checkpoint(COMBAT_RESOLVED)
    turn.main_window(m)
