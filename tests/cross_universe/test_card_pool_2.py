"""Exact outcomes of the second part of the card pool (issue 18): cards that give the
opponent a choice or a payment of their own, remember what happened this turn, name a
card, and other rules-level effects. Format as in scenes.py; battle scenes start in seat 1's
battle phase (turn="b2"), so deltas read (defender, attacker).
"""

from __future__ import annotations

import pytest

from .scenes import (
    P,
    R,
    Scene,
    act,
    act_then,
    build,
    cast,
    cast_then,
    check,
    deploy,
    deploy_then,
    pins,
    step,
)
from .test_card_scenes import WINDOW_CLOSED, attack, fight, trig, trig0


def on_field(seat, name, **want):
    """A card of that name on `seat`'s field (as the public view shows it) with these values."""
    def ok(d, r):
        p = d.m.view(None)["players"][seat]
        cards = [c for c in p["units"] + p["spells_items"] + [p["partner"]] if c]
        return any(c.get("name") == name and all(c.get(k) == v for k, v in want.items())
                   for c in cards)
    return ok


def units(seat, n):
    return lambda d, r: sum(1 for u in d.m.view(None)["players"][seat]["units"] if u) == n


def offers(seat, label):
    return lambda d, r: d.has(seat, label)


def lacks(seat, label):
    return lambda d, r: not d.has(seat, label)


def all_of(*checks):
    return lambda d, r: all(c(d, r) for c in checks)


def logged(text):
    return lambda d, r: any(text in e.text for e in d.m.events)


def set_life(seat, n):
    def pre(d, r):
        d.set_life(seat, n)
    return pre


MEPHISTO = "Mephisto, Contracted Devil"

OPPONENT_CHOICE = [
    Scene("Makai's Negotiator: the opponent pays 200 life and draws 1",
          act_then("Makai's Negotiator", "Pay 200 life"),
          me={"field": ["Makai's Negotiator"]},
          expect={"life": (0, -200), "hand": (0, 1), "deck": (0, -1),
                  "stats": {"0:Makai's Negotiator": (1, 0, 0)}}),
    Scene("Makai's Negotiator: the opponent does not pay, it gets +1 level and +100 Attack",
          act_then("Makai's Negotiator", "Do not pay"),
          me={"field": ["Makai's Negotiator"]},
          expect={"life": (0, 0), "hand": (0, 0), "stats": {"0:Makai's Negotiator": (2, 100, 0)}}),
    Scene("Makai's Negotiator: an opponent with less than 200 life cannot pay",
          act("Makai's Negotiator"), me={"field": ["Makai's Negotiator"]},
          pre=set_life(1, 150),
          expect={"life": (0, 0), "stats": {"0:Makai's Negotiator": (2, 100, 0)}}),
    Scene("Taxing Devil: the opponent paid life as a cost and discards a card",
          ["Cast Life Compensation", *R] + trig0("Taxing Devil")
          + ["Discard 1 card", "Fish Sucker"], turn=2,
          me={"field": ["Taxing Devil"]}, opp={"hand": ["Life Compensation", "Fish Sucker"]},
          expect={"life": (0, -500), "hand": (0, -1 + 2 - 1), "discard": (0, 2),
                  "zones": {"1:Fish Sucker": "discard"}}),
    Scene("Taxing Devil: the opponent paid life as a cost and loses 50 life",
          ["Cast Life Compensation", *R] + trig0("Taxing Devil") + ["Lose 50 life"], turn=2,
          me={"field": ["Taxing Devil"]}, opp={"hand": ["Life Compensation", "Fish Sucker"]},
          expect={"life": (0, -550), "discard": (0, 1), "zones": {"1:Fish Sucker": "hand"}}),
    Scene("Taxing Devil: life paid by an effect, not as a cost, triggers nothing",
          act_then("Makai's Negotiator", "Pay 200 life"),
          me={"field": ["Makai's Negotiator", "Taxing Devil"]},
          expect={"life": (0, -200), "check": lacks(0, "Activate Taxing Devil")}),
    Scene("Makai's Collector: discard 1, summon a Taxing Devil from the deck",
          act_then("Makai's Collector", "Taxing Devil"),
          me={"field": ["Makai's Collector"], "hand": ["Fish Sucker"],
              "deck": ["Makai's Negotiator", "Taxing Devil"]},
          expect={"zones": {"0:Taxing Devil": "unit", "0:Makai's Negotiator": "deck",
                            "0:Fish Sucker": "discard"}, "mana": (-1, 0), "hand": (-1, 0)}),
    Scene("Makai's Collector: its victim's player pays 100, it adds a Makai's Dark Deal",
          fight("Makai's Collector") + trig("Makai's Collector")
          + ["Pay 100 life", "Makai's Dark Deal"], turn="b2",
          me={"field": ["Fish Sucker"]},
          opp={"field": ["Makai's Collector"], "discard": ["Makai's Dark Deal"]},
          expect={"life": (-100, 0), "zones": {"1:Makai's Dark Deal": "hand",
                                               "0:Fish Sucker": "discard"}}),
    Scene("Makai's Collector: its victim's player does not pay, every unit of its field is "
          "destroyed, which lets Makai's Dark Deal summon Mephisto for free",
          fight("Makai's Collector") + trig("Makai's Collector") + ["Do not pay"]
          + cast("Makai's Dark Deal"), turn="b2",
          me={"field": ["Fish Sucker"]},
          opp={"field": ["Makai's Collector", "Makai's Negotiator", "Taxing Devil"],
               "hand": ["Makai's Dark Deal"], "deck": [MEPHISTO]},
          pins=("Makai's Collector", "Makai's Dark Deal"),
          expect={"life": (0, 0), "mana": (0, 0),
                  "zones": {"1:Makai's Collector": "discard", "1:Makai's Negotiator": "discard",
                            "1:Taxing Devil": "discard", f"1:{MEPHISTO}": "unit"}}),
    Scene("Makai's Dark Deal: Demon units of a combined level below 8 are not enough",
          fight("Makai's Collector") + trig("Makai's Collector") + ["Do not pay"], turn="b2",
          me={"field": ["Fish Sucker"]},
          opp={"field": ["Makai's Collector", "Makai's Negotiator"],
               "hand": ["Makai's Dark Deal"], "deck": [MEPHISTO]},
          pins=("Makai's Collector", "Makai's Dark Deal"),
          expect={"zones": {"1:Makai's Collector": "discard", "1:Makai's Negotiator": "discard"},
                  "check": lacks(1, "Cast Makai's Dark Deal")}),
    Scene("Oran: the opponent discards a unit of level higher than X, a Candy Token of "
          "that level is summoned",
          ["Activate Oran, Pumpkin Doll", "2", *R, "Trident Merman"],
          me={"field": ["Oran, Pumpkin Doll"]}, opp={"deck": ["Trident Merman"]},
          expect={"mana": (-2, 0), "discard": (0, 1), "deck": (0, -1),
                  "zones": {"1:Trident Merman": "discard"},
                  "stats": {"0:Oran, Pumpkin Doll": (1, 0, 100)},
                  "check": on_field(0, "Candy Token", level=3, attack=0, defense=0)}),
    Scene("Oran: the opponent discards nothing, it gets +200 Attack per X",
          ["Activate Oran, Pumpkin Doll", "2", *R, []],
          me={"field": ["Oran, Pumpkin Doll"]}, opp={"deck": ["Trident Merman"]},
          expect={"mana": (-2, 0), "discard": (0, 0),
                  "stats": {"0:Oran, Pumpkin Doll": (1, 400, 100)}}),
    Scene(f"{MEPHISTO}: attacks again after its first fight",
          fight(MEPHISTO, "Fish Sucker") + ["pass", "pass"], turn="b2",
          me={"field": ["Fish Sucker", "Patrol Ball"]}, opp={"field": [MEPHISTO]},
          expect={"zones": {"0:Fish Sucker": "discard"}, "check": offers(1, f"Attack with {MEPHISTO}")}),
    Scene(f"{MEPHISTO}: the opponent pays 200 life to cancel its attack",
          attack(MEPHISTO, "Fish Sucker") + ["pass", f"Activate {MEPHISTO}", *R] + WINDOW_CLOSED
          + ["pass", "pass"], turn="b2",
          me={"field": ["Fish Sucker", "Patrol Ball"]}, opp={"field": [MEPHISTO]},
          expect={"life": (-200, 0), "zones": {"0:Fish Sucker": "unit"},
                  "check": logged("The attack was cancelled; there is no fight.")}),
    Scene(f"{MEPHISTO}: pays 200 life in the end phase",
          ["pass", "pass", f"Activate {MEPHISTO}", *R], me={"field": [MEPHISTO]},
          expect={"life": (-200, 0)}),
    Scene(f"{MEPHISTO}: with less than 200 life, loses all of it",
          ["pass", "pass", f"Activate {MEPHISTO}", *R], me={"field": [MEPHISTO]},
          pre=set_life(0, 150),
          expect={"life": (-150, 0), "check": lambda d, r: d.m.result.winners == [1]}),
    Scene("Accompany to Hell: pay 200, discard a Dark unit of the deck, the opponent "
          "discards a higher-level unit of their choice",
          cast_then("Accompany to Hell", "Angel of Death", "Bahamut"),
          me={"hand": ["Accompany to Hell"], "deck": ["Angel of Death, dyed in Darkness"]},
          opp={"deck": ["Bahamut, the Leviathan"]},
          expect={"life": (-200, 0), "mana": (-3, 0), "discard": (2, 1), "deck": (-1, -1),
                  "zones": {"0:Angel of Death, dyed in Darkness": "discard",
                            "1:Bahamut, the Leviathan": "discard"}}),
]


@pytest.mark.parametrize("sc", OPPONENT_CHOICE, ids=str)
def test_the_opponents_own_choice(sc):
    check(sc)


def attacks(ref, n):
    """The unit may attack `n` times this turn."""
    return lambda d, r: d.max_attacks(r[ref]) == n


def flag(ref, name, want=True):
    return lambda d, r: bool(d.flags(r[ref]).get(name)) == want


def placed_not_summoned(ref):
    return lambda d, r: d.zone(r[ref]) == "unit" and not d.card(r[ref]).get("summoned_this_turn")


def counters_on(ref, n):
    def pre(d, r):
        d.add_counters(r[ref], **{"Emergence" if "Cocoon" in ref else "Chaos": n})
    return pre


THING = "The Thing from the Sky"
# after a fight: pass on stack 2, on the new stack 1, through main phase 2, to the end phase
TO_END_AFTER_FIGHT = ["pass"] * 6
TO_END = ["pass", "pass"]  # main phase 1 of turn 1 -> the end phase (no battle on turn 1)
GAUNTLET = ("Earth-shattering Gauntlet", THING)

THIS_TURN = [
    Scene(f"{THING}: destroys a unit in a fight -> it gains an additional attack",
          fight(THING) + trig(THING) + ["pass", "pass"], turn="b2",
          me={"field": ["Fish Sucker"]}, opp={"field": [THING, GAUNTLET]},
          expect={"zones": {"0:Fish Sucker": "discard"},
                  "check": all_of(attacks(f"1:{THING}", 2), offers(1, f"Attack with {THING}"))}),
    Scene(f"{THING}: the end phase of a turn in which it destroyed a unit: +2 level, "
          "+200/+200 for good",
          fight(THING) + TO_END_AFTER_FIGHT + [f"Activate {THING}", *R], turn="b2",
          me={"field": ["Fish Sucker"]}, opp={"field": [THING, GAUNTLET]},
          expect={"stats": {f"1:{THING}": (4, 400, 200)}}),
    Scene(f"{THING}: a turn in which it destroyed nothing gives nothing", TO_END,
          me={"field": [THING]},
          expect={"check": lacks(0, f"Activate {THING}"), "stats": {f"0:{THING}": (2, 0, 0)}}),
    Scene("Hurried Rabbit: summoned -> summon a unit from the hand",
          ["Summon Hurried Rabbit", *R, "Activate Hurried Rabbit", *R],
          me={"hand": ["Hurried Rabbit", "Fish Sucker"]},
          expect={"mana": (-2, 0), "hand": (-2, 0), "zones": {"0:Fish Sucker": "unit"}}),
    Scene("Hurried Rabbit: the one another card's effect summoned goes back to the hand as "
          "the turn ends, the one summoned normally stays",
          ["Summon Hurried Rabbit", *R, "Activate Hurried Rabbit", *R] + ["pass"] * 4
          + ["Activate Hurried Rabbit", *R],
          me={"hand": ["Hurried Rabbit", "Hurried Rabbit"]},
          expect={"mana": (-2, 0), "hand": (-1, 0), "check": units(0, 1)}),
    Scene("Disaster Worm: the end phase of a turn in which it destroyed a unit: exile it, "
          "place a Disaster Cocoon with 1 Emergence counter",
          fight("Disaster Worm") + TO_END_AFTER_FIGHT + ["Activate Disaster Worm", *R], turn="b2",
          me={"field": ["Fish Sucker"]}, opp={"field": ["Disaster Worm"], "deck": ["Disaster Cocoon"]},
          expect={"zones": {"1:Disaster Worm": "exile", "1:Disaster Cocoon": "unit"},
                  "check": on_field(1, "Disaster Cocoon", counters={"Emergence": 1})}),
    Scene("Disaster Worm: no unit destroyed this turn, no trigger", TO_END,
          me={"field": ["Disaster Worm"], "deck": ["Disaster Cocoon"]},
          expect={"check": lacks(0, "Activate Disaster Worm")}),
    Scene("Disaster Cocoon: an Emergence counter in the opponent's end phase",
          ["pass", "pass", "pass", "Activate Disaster Cocoon", *R],
          opp={"field": ["Disaster Cocoon"]},
          expect={"check": on_field(1, "Disaster Cocoon", counters={"Emergence": 1})}),
    Scene("Disaster Cocoon: destroys itself with 2 counters -> exiled, a Disaster Moth placed "
          "with the ability chosen",
          act("Disaster Cocoon") + ["Activate Disaster Cocoon", *R, "attack twice"],
          me={"field": ["Disaster Cocoon"], "deck": ["Disaster Moth"]},
          pre=counters_on("0:Disaster Cocoon", 2),
          expect={"zones": {"0:Disaster Cocoon": "exile", "0:Disaster Moth": "unit"},
                  "check": all_of(attacks("0:Disaster Moth", 2), placed_not_summoned("0:Disaster Moth"),
                                  flag("0:Disaster Moth", "no_destroy_eff", False))}),
    Scene("Disaster Cocoon: with 3 counters the Moth gains both abilities",
          act("Disaster Cocoon") + ["Activate Disaster Cocoon", *R],
          me={"field": ["Disaster Cocoon"], "deck": ["Disaster Moth"]},
          pre=counters_on("0:Disaster Cocoon", 3),
          expect={"zones": {"0:Disaster Moth": "unit"},
                  "check": all_of(attacks("0:Disaster Moth", 2),
                                  flag("0:Disaster Moth", "no_destroy_eff"))}),
    Scene("Disaster Cocoon: destroyed with 1 counter, nothing more",
          act("Disaster Cocoon"), me={"field": ["Disaster Cocoon"], "deck": ["Disaster Moth"]},
          pre=counters_on("0:Disaster Cocoon", 1),
          expect={"zones": {"0:Disaster Cocoon": "discard"},
                  "check": lacks(0, "Activate Disaster Cocoon")}),
    Scene("St. Miden: the end phase of a turn in which a Machine Angel of yours was destroyed: "
          "it is put back into the unit zone, 100 life lost per level",
          cast_then("Explosion", "Tetra") + ["pass"] * 4 + ["Activate St. Miden", *R],
          me={"field": ["St. Miden, Machine Offerer", "Tetra, Angelus Machina"],
              "hand": ["Explosion"]},
          expect={"life": (-400, -200),
                  "check": placed_not_summoned("0:Tetra, Angelus Machina")}),
    Scene("St. Miden: a destroyed unit that is not a Machine Angel is not recalled",
          cast_then("Explosion", "Trident Merman") + ["pass"] * 4,
          me={"field": ["St. Miden, Machine Offerer", "Trident Merman"], "hand": ["Explosion"]},
          expect={"check": lacks(0, "Activate St. Miden")}),
    Scene("Retirement's Return: 2 units of level 1 or more retired at once -> draw 2",
          ["Retire units", ["Fish Sucker", "Trident Merman"], *R,
           "Activate Retirement's Return", *R],
          me={"field": ["Retirement's Return", "Fish Sucker", "Trident Merman"]},
          expect={"hand": (2, 0), "mana": (4, 0)}),
    Scene("Retirement's Return: a level 0 unit does not count",
          ["Retire units", ["Patrol Ball", "Trident Merman"], *R],
          me={"field": ["Retirement's Return", "Patrol Ball", "Trident Merman"]},
          expect={"mana": (3, 0), "check": lacks(0, "Activate Retirement's Return")}),
    Scene("Reactive Attack: after the opponent casts a spell on your turn, a unit attacks twice",
          ["Cast Arson", "Cast Arson", "pass", "pass", "Cast Reactive Attack", "Fish Sucker", *R],
          me={"hand": ["Arson", "Reactive Attack"], "field": ["Fish Sucker"]},
          opp={"hand": ["Arson"]},
          expect={"check": attacks("0:Fish Sucker", 2)}),
    Scene("Reactive Attack: your own spell is not enough",
          cast("Arson"), me={"hand": ["Arson", "Reactive Attack"], "field": ["Fish Sucker"]},
          expect={"check": lacks(0, "Cast Reactive Attack")}),
    Scene("Butterfly Effect: a card is summoned -> both decks shuffled, a Chaos counter",
          ["Summon Fish Sucker", *R, "Activate Butterfly Effect", *R],
          me={"field": ["Butterfly Effect"], "hand": ["Fish Sucker"]},
          expect={"check": on_field(0, "Butterfly Effect", counters={"Chaos": 1})}),
    Scene("Butterfly Effect: 6 Chaos counters in the end phase: removed, each player shuffles "
          "the hand into the deck and draws as many",
          TO_END + ["Activate Butterfly Effect", *R],
          me={"field": ["Butterfly Effect"], "hand": ["Fish Sucker", "Arson"]},
          opp={"hand": ["Parry"]}, pre=counters_on("0:Butterfly Effect", 6),
          expect={"hand": (0, 0), "deck": (0, 0),
                  "check": all_of(on_field(0, "Butterfly Effect", counters=None),
                                  logged("{seat0} shuffles 2 card(s)"),
                                  logged("{seat1} shuffles 1 card(s)"))}),
    Scene("Butterfly Effect: 5 Chaos counters are not enough", TO_END,
          me={"field": ["Butterfly Effect"]}, pre=counters_on("0:Butterfly Effect", 5),
          expect={"check": lacks(0, "Activate Butterfly Effect")}),
    Scene("Tetra: summoned from the hand -> destroy units of your field, one more attack each",
          ["Summon Tetra", *R, "Activate Tetra", *R, ["Fish Sucker", "Patrol Ball"]],
          me={"hand": ["Tetra, Angelus Machina"], "field": ["Fish Sucker", "Patrol Ball"]},
          expect={"zones": {"0:Fish Sucker": "discard", "0:Patrol Ball": "discard"},
                  "check": attacks("0:Tetra, Angelus Machina", 3)}),
]


@pytest.mark.parametrize("sc", THIS_TURN, ids=str)
def test_what_happened_this_turn(sc):
    check(sc)


@pins(THING)
def test_the_record_of_a_turn_ends_with_it():
    """The Thing destroyed a unit on turn 2; turn 3's end phase remembers nothing of it."""
    sc = THIS_TURN[1]
    d, _ = build(sc)
    for st in sc.script:
        step(d, st)
    d.skip_to("end", 3)
    d.pass_(0)
    assert not d.has(1, f"Activate {THING}")
    assert d.has(1, "Pass")


def only_seen_by(seat, text):
    """Some event shows `text` to `seat` alone, and no event shows it to anyone else."""
    def ok(d, r):
        hits = [e for e in d.m.events if text in e.text]
        return bool(hits) and all(e.visible_to == seat for e in hits)
    return ok


def deck_top(seat, *names):
    """The top cards of `seat`'s deck, in order (a setup-side read: decks are hidden)."""
    def ok(d, r):
        return d.names(d.deck(seat)[:len(names)]) == list(names)
    return ok


MATTER_DECK = ["Fish Sucker", "Arson", "Parry", "Holy Light"]

NAMING = [
    Scene("Index of Magic Tomes: pay 150, name a card, the revealed top card has that name: "
          "it is added to the hand",
          act_then("Index of Magic Tomes", "Name Arson"),
          me={"field": ["Index of Magic Tomes"], "deck": ["Arson", "Parry"]},
          expect={"life": (-150, 0), "hand": (1, 0), "zones": {"0:Arson": "hand"},
                  "check": all_of(logged("Revealed: Arson."), logged("{seat0} names Arson."))}),
    Scene("Index of Magic Tomes: another name, the revealed card stays in the deck",
          act_then("Index of Magic Tomes", "Name Parry"),
          me={"field": ["Index of Magic Tomes"], "deck": ["Arson", "Parry"]},
          expect={"life": (-150, 0), "hand": (0, 0), "zones": {"0:Arson": "deck"},
                  "check": logged("Revealed: Arson.")}),
    Scene("Silver Bullet: name a card, look at the opponent's hand, destroy every card of "
          "that name in it",
          deploy_then("Silver Bullet", "Name Parry"),
          me={"hand": ["Silver Bullet"]}, opp={"hand": ["Parry", "Parry", "Arson"]},
          expect={"mana": (-1, 0), "hand": (-1, -2), "discard": (1, 2),
                  "zones": {"1:Arson": "hand"},
                  "check": only_seen_by(0, "Opponent's hand: Parry, Parry, Arson.")}),
    Scene("Silver Bullet: no card of that name, nothing destroyed",
          deploy_then("Silver Bullet", "Name Fish Sucker"),
          me={"hand": ["Silver Bullet"]}, opp={"hand": ["Parry", "Arson"]},
          expect={"hand": (-1, 0), "discard": (1, 0)}),
    Scene("Matter to be Investigated: one of the top 3 has the name: shown and added",
          cast_then("Matter to be Investigated", "Name Parry", "Arson"),
          me={"hand": ["Matter to be Investigated"], "deck": MATTER_DECK},
          expect={"hand": (0, 0), "deck": (-1, 0),
                  "zones": {"0:Parry": "hand", "0:Fish Sucker": "deck", "0:Arson": "deck"},
                  "check": all_of(only_seen_by(0, "You look at: Fish Sucker, Arson, Parry."),
                                  logged("Revealed: Parry."),
                                  deck_top(0, "Arson", "Fish Sucker", "Holy Light"))}),
    Scene("Matter to be Investigated: the named card is 4th, nothing is added",
          cast_then("Matter to be Investigated", "Name Holy Light", "Parry", "Fish Sucker"),
          me={"hand": ["Matter to be Investigated"], "deck": MATTER_DECK},
          expect={"hand": (-1, 0), "deck": (0, 0), "zones": {"0:Holy Light": "deck"},
                  "check": deck_top(0, "Parry", "Fish Sucker", "Arson", "Holy Light")}),
    Scene("Sneaky Theft: the opponent's top card has the name: exiled, draw 2",
          cast_then("Sneaky Theft", "Name Arson"),
          me={"hand": ["Sneaky Theft"]}, opp={"deck": ["Arson"]},
          expect={"hand": (-1 + 2, 0), "exile": (0, 1), "zones": {"1:Arson": "exile"}}),
    Scene("Sneaky Theft: another name: exiled, no draw",
          cast_then("Sneaky Theft", "Name Parry"),
          me={"hand": ["Sneaky Theft"]}, opp={"deck": ["Arson"]},
          expect={"hand": (-1, 0), "exile": (0, 1), "zones": {"1:Arson": "exile"}}),
]


@pytest.mark.parametrize("sc", NAMING, ids=str)
def test_naming_a_card(sc):
    check(sc)


def test_naming_a_card_offers_every_card_name_and_no_token():
    d, _ = build(NAMING[0])
    for st in NAMING[0].script[:3]:
        step(d, st)
    labels = d.labels(0)
    assert "Name Arson" in labels and "Name Mephisto, Contracted Devil" in labels
    assert not any("Token" in x for x in labels)
    assert not d.decision(0).private


def partner_is(seat, name):
    return lambda d, r: (d.m.view(None)["players"][seat]["partner"] or {}).get("name") == name


DIARY_PILE = ["Fish Sucker", "Arson", "Parry", "Holy Light", "Explosion"]
XANDRIA = "Xandria, Dragon Statue of the Magic Library"
GRANDRAGON = "Rock-Hard Grandragon"
WARD_PASS = ["pass", "pass"]

OTHER_RULES = [
    Scene("Diary of Happiness: 5 different names in the discard pile: draw 2, then exiled",
          deploy("Diary of Happiness"), me={"hand": ["Diary of Happiness"], "discard": DIARY_PILE},
          expect={"hand": (-1 + 2, 0), "exile": (1, 0), "discard": (0, 0), "mana": (-2, 0),
                  "zones": {"0:Diary of Happiness": "exile"}}),
    Scene("Diary of Happiness: 5 cards but only 4 names: it cannot be deployed", [],
          me={"hand": ["Diary of Happiness"], "discard": DIARY_PILE[:4] + ["Arson"]},
          expect={"check": lacks(0, "Deploy Diary of Happiness")}),
    Scene("Parallel Gate: a same-level unit of the deck sharing a type becomes the partner",
          deploy("Parallel Gate"), me={"hand": ["Parallel Gate"], "deck": ["Wandering Soul"]},
          expect={"zones": {"0:Parallel Gate": "exile", "0:Wandering Soul": "partner"},
                  "check": partner_is(0, "Wandering Soul"), "deck": (0, 0)}),
    Scene("Gust Wings: a Bird returned, then every card of a lower level on the field",
          deploy("Gust Wings"), partners=("Tornado Spirit", P),
          me={"hand": ["Gust Wings"], "field": ["Large Eerie Flapper", "Fish Sucker", "Trident Merman"]},
          opp={"field": ["Patrol Ball", "Boulder Warrior"]},
          expect={"hand": (2 - 1, 1),
                  "zones": {"0:Large Eerie Flapper": "hand", "0:Fish Sucker": "hand",
                            "1:Patrol Ball": "hand", "0:Trident Merman": "unit",
                            "1:Boulder Warrior": "unit"}}),
    Scene("Gust Wings: only while your partner is Wind-type", [],
          me={"hand": ["Gust Wings"], "field": ["Large Eerie Flapper"]},
          expect={"check": lacks(0, "Deploy Gust Wings")}),
    Scene("Lucky 7: pay 100, the revealed top card is level 7: added to the hand",
          cast("Lucky 7"), me={"hand": ["Lucky 7"], "deck": ["Darkness Ogre"]},
          expect={"life": (-100, 0), "zones": {"0:Darkness Ogre": "hand"}, "hand": (0, 0)}),
    Scene("Lucky 7: another level: exiled",
          cast("Lucky 7"), me={"hand": ["Lucky 7"], "deck": ["Arson"]},
          expect={"zones": {"0:Arson": "exile"}, "exile": (1, 0),
                  "check": lacks(0, "Activate Lucky 7")}),
    Scene("Lucky 7: a Lucky 7 exiled by a Lucky 7 may come to the hand",
          cast("Lucky 7") + ["Activate Lucky 7", *R], me={"hand": ["Lucky 7"], "deck": ["Lucky 7"]},
          expect={"exile": (0, 0), "hand": (0, 0), "discard": (1, 0), "life": (-100, 0)}),
    Scene("Horde of Bugs: units named as your Bug summoned for free from the hand and deck",
          cast_then("Horde of Bugs", ["Cursed Moth", "Cursed Moth"]),
          me={"hand": ["Horde of Bugs", "Cursed Moth"], "field": ["Cursed Moth"],
              "deck": ["Cursed Moth"]},
          expect={"mana": (-1, 0), "check": units(0, 3), "hand": (-2, 0), "deck": (-1, 0)}),
    Scene("Horde of Bugs: the summoned units are destroyed as the turn ends",
          cast_then("Horde of Bugs", ["Cursed Moth", "Cursed Moth"]) + ["pass"] * 6,
          me={"hand": ["Horde of Bugs", "Cursed Moth"], "field": ["Cursed Moth"],
              "deck": ["Cursed Moth"]},
          expect={"check": units(0, 1), "discard": (3, 0)}),
    Scene("Heaven's Judgement: after your unit of level 4 or lower is destroyed in a fight: "
          "discard a Light card, exile a card, destroy every card of its name",
          fight("Trident Merman") + ["pass", "Cast Heaven's Judgement", *R, "Trident Merman"],
          turn="b2", me={"field": ["Fish Sucker"], "hand": ["Heaven's Judgement", "Holy Light"]},
          opp={"field": ["Trident Merman", "Trident Merman", "Boulder Warrior"]},
          expect={"exile": (0, 1), "discard": (3, 1), "mana": (-2, 0),
                  "zones": {"0:Holy Light": "discard", "1:Boulder Warrior": "unit"}}),
    Scene("Heaven's Judgement: not on your own turn",
          [], me={"hand": ["Heaven's Judgement", "Holy Light"]},
          expect={"check": lacks(0, "Cast Heaven's Judgement")}),
    Scene("Forced Ability Unlocker: a Psychic unit adds its Defense to its Attack and attacks twice",
          deploy("Forced Ability Unlocker"), me={"hand": ["Forced Ability Unlocker"],
                                                  "field": ["Pyro Girl"]},
          expect={"stats": {"0:Pyro Girl": (2, 300, 100)}, "check": attacks("0:Pyro Girl", 2)}),
    Scene("Forced Ability Unlocker: the unit is destroyed at the end of the turn",
          deploy("Forced Ability Unlocker") + ["pass"] * 6,
          me={"hand": ["Forced Ability Unlocker"], "field": ["Pyro Girl"]},
          expect={"zones": {"0:Pyro Girl": "discard"}}),
    Scene("Makai's Crimson Tide: 2 Water cards chosen, Pitch Dark Krill summoned, the chosen "
          "cards shuffled into the deck",
          cast_then("Makai's Crimson Tide", ["Pitch Dark Krill", "Pitch Dark Krill"]),
          me={"hand": ["Makai's Crimson Tide"], "discard": ["Fish Sucker", "Trident Merman"],
              "deck": ["Pitch Dark Krill", "Pitch Dark Krill"]},
          expect={"zones": {"0:Fish Sucker": "deck", "0:Trident Merman": "deck",
                            "0:Pitch Dark Krill": "unit"},
                  "check": units(0, 2), "mana": (-1, 0), "discard": (-2 + 1, 0)}),
    Scene(f"{XANDRIA}: 3 Book cards on the field and in the discard pile: +800 Attack, which "
          "other cards' effects cannot change", [],
          me={"field": [XANDRIA, "Index of Magic Tomes"],
              "discard": ["Matter to be Investigated", "Diary of Happiness"]},
          opp={"field": ["Extreme Cold"]},
          expect={"stats": {f"0:{XANDRIA}": (7, 800, 700), "0:Index of Magic Tomes": (2, 0, 0)}}),
    Scene(f"{XANDRIA}: with a Book item on the field, discard 1: a low spell or item exiled, "
          "100 damage",
          act_then(XANDRIA, "Stone Circle"),
          me={"field": [XANDRIA, "Index of Magic Tomes"], "hand": ["Fish Sucker"],
              "discard": ["Matter to be Investigated"]},
          opp={"field": ["Extreme Cold", "Stone Circle"]},
          expect={"life": (0, -100), "zones": {"1:Stone Circle": "exile", "0:Fish Sucker": "discard"},
                  "stats": {f"0:{XANDRIA}": (7, 0, 700)}}),
    Scene(f"{GRANDRAGON}: not destroyed in a fight with a unit of 900 or more Attack",
          fight("Bahamut, the Leviathan"), turn="b2",
          me={"field": [GRANDRAGON]}, opp={"field": ["Bahamut, the Leviathan"]},
          expect={"zones": {f"0:{GRANDRAGON}": "unit"}}),
    Scene(f"{GRANDRAGON}: an 850-Attack unit destroys it",
          fight("Darkness Ogre"), turn="b2",
          me={"field": [GRANDRAGON]}, opp={"field": ["Darkness Ogre"]},
          expect={"zones": {f"0:{GRANDRAGON}": "discard"}}),
    Scene(f"{GRANDRAGON}: retired -> your units sharing a type cannot be destroyed this turn",
          ["Retire units", [GRANDRAGON], *R, f"Activate {GRANDRAGON}", *R],
          me={"field": [GRANDRAGON, "Boulder Warrior", "Fish Sucker"]},
          expect={"check": all_of(flag("0:Boulder Warrior", "no_destroy"),
                                  flag("0:Fish Sucker", "no_destroy", False))}),
    Scene("Spirit Ward: cast, it gets a Protection counter per Spirit unit of yours",
          cast("Spirit Ward") + ["Activate Spirit Ward", *R],
          me={"hand": ["Spirit Ward"], "field": ["Tornado Spirit", "Snow Sprite", "Fish Sucker"]},
          expect={"check": on_field(0, "Spirit Ward", counters={"Protection": 2})}),
    Scene("Spirit Ward: an attack declared: a counter removed, the attack cancelled, the last "
          "counter gone, it is discarded",
          attack("Trident Merman") + ["pass", "Activate Spirit Ward", *R] + WARD_PASS + WARD_PASS,
          turn="b2", me={"field": ["Spirit Ward", "Fish Sucker"]}, opp={"field": ["Trident Merman"]},
          pre=lambda d, r: d.add_counters(r["0:Spirit Ward"], Protection=1),
          expect={"zones": {"0:Spirit Ward": "discard", "0:Fish Sucker": "unit"},
                  "check": logged("The attack is cancelled.")}),
    Scene("Spirit Ward: with 2 counters it stays, with 1",
          attack("Trident Merman") + ["pass", "Activate Spirit Ward", *R],
          turn="b2", me={"field": ["Spirit Ward", "Fish Sucker"]}, opp={"field": ["Trident Merman"]},
          pre=lambda d, r: d.add_counters(r["0:Spirit Ward"], Protection=2),
          expect={"check": on_field(0, "Spirit Ward", counters={"Protection": 1})}),
    Scene("Borte: all names on your field differ: a unit loses 1 Attack and Defense per other "
          "unit of yours sharing a type",
          act_then("Borte, the Thunderclap", "Trident Merman"),
          me={"field": ["Borte, the Thunderclap", "Tornado Spirit", "Snow Sprite", "Fish Sucker"]},
          opp={"field": ["Trident Merman"]},
          expect={"stats": {"1:Trident Merman": (3, 298, 298)}}),
    Scene("Borte: two cards of one name on your field: it cannot be used", [],
          me={"field": ["Borte, the Thunderclap", "Fish Sucker", "Fish Sucker"]},
          expect={"check": lacks(0, "Activate Borte")}),
]


@pytest.mark.parametrize("sc", OTHER_RULES, ids=str)
def test_other_rules_level_effects(sc):
    check(sc)


PUPPET = "Hell's Puppet Strings"
RELAUNCH = "Reactive Circle - Relaunch"

MORE_RULES = [
    Scene("Same Color Repulsion: one attacker whose target shares a type with it: cancelled",
          attack("Trident Merman") + ["pass", "Cast Same Color Repulsion", *R], turn="b2",
          me={"field": ["Fish Sucker"], "hand": ["Same Color Repulsion"]},
          opp={"field": ["Trident Merman"]},
          expect={"zones": {"0:Fish Sucker": "unit"}, "check": logged("The attack is cancelled.")}),
    Scene("Same Color Repulsion: a target sharing no type with the attacker",
          attack("Darkness Ogre") + ["pass"], turn="b2",
          me={"field": ["Fish Sucker"], "hand": ["Same Color Repulsion"]},
          opp={"field": ["Darkness Ogre"]},
          expect={"check": lacks(0, "Cast Same Color Repulsion")}),
    Scene(f"{RELAUNCH}: after the opponent summons in their main phase 1: 2 Landmine cards "
          "of different names back to the hand, then it is exiled",
          ["Summon Fish Sucker", *R, "pass", f"Cast {RELAUNCH}", *R, "Booby Trap"], turn=2,
          me={"hand": [RELAUNCH], "discard": ["Booby Trap", "Reactive Circle - Launch"]},
          opp={"hand": ["Fish Sucker"]},
          expect={"zones": {"0:Booby Trap": "hand", "0:Reactive Circle - Launch": "hand",
                            f"0:{RELAUNCH}": "exile"}, "hand": (1, -1)}),
    Scene(f"{RELAUNCH}: not after your own summon", ["Summon Fish Sucker", *R],
          me={"hand": [RELAUNCH, "Fish Sucker"], "discard": ["Booby Trap", "Reactive Circle - Launch"]},
          expect={"check": lacks(0, f"Cast {RELAUNCH}")}),
    Scene("Light Trap: pay 100, discard a Bug card of your field, summon a Bug of another level",
          act("Light Trap"),
          me={"field": ["Light Trap", "Cursed Moth"], "deck": ["Guiding Light Bug", "Lotus Strider"]},
          expect={"life": (-100, 0), "mana": (-2, 0),
                  "zones": {"0:Cursed Moth": "discard", "0:Lotus Strider": "unit",
                            "0:Guiding Light Bug": "deck"}}),
    Scene(f"{PUPPET}: a unit of the opponent's discard pile summoned to its owner's field, you pay",
          deploy_then(PUPPET, "Trident Merman"),
          me={"hand": [PUPPET], "discard": ["Haniwa Soldier"]}, opp={"discard": ["Trident Merman"]},
          expect={"mana": (-3, 0), "zones": {"1:Trident Merman": "unit"}, "check": units(1, 1)}),
    Scene(f"{PUPPET}: a unit whose base types lack Figure is discarded as the turn ends",
          deploy_then(PUPPET, "Trident Merman") + ["pass"] * 6,
          me={"hand": [PUPPET], "discard": ["Haniwa Soldier"]}, opp={"discard": ["Trident Merman"]},
          expect={"zones": {"1:Trident Merman": "discard"}}),
    Scene(f"{PUPPET}: a Figure unit stays",
          deploy_then(PUPPET, "Haniwa Soldier") + ["pass"] * 6,
          me={"hand": [PUPPET], "discard": ["Haniwa Soldier"]}, opp={"discard": ["Trident Merman"]},
          expect={"zones": {"0:Haniwa Soldier": "unit"}}),
]


@pytest.mark.parametrize("sc", MORE_RULES, ids=str)
def test_more_rules_level_effects(sc):
    check(sc)


KATANA = [("Kabuki, the Oni"), ("Old Katana - Swift Soil", "Kabuki, the Oni")]

NAMED_NOW = [
    Scene("Invisible Kitty: exile your top card, both players see the opponent's top card",
          act("Invisible Kitty: Both"),
          me={"field": ["Invisible Kitty"], "deck": ["Arson"]}, opp={"deck": ["Parry"]},
          expect={"exile": (1, 0), "zones": {"0:Arson": "exile", "1:Parry": "deck"},
                  "check": logged("Revealed: Parry.")}),
    Scene("Invisible Kitty: discard a Psychic card, add a Sneaky Theft from the deck",
          act("Invisible Kitty: Add"),
          me={"field": ["Invisible Kitty"], "hand": ["Pyro Girl"], "deck": ["Sneaky Theft"]},
          expect={"zones": {"0:Pyro Girl": "discard", "0:Sneaky Theft": "hand"}, "hand": (0, 0)}),
    Scene("Makai's Summoning Priest: another unit of yours destroyed: pay 200, discard 2, "
          "summon a Demon of their combined level, which attacks twice",
          cast_then("Explosion", "Fish Sucker") + ["Activate Makai's Summoning Priest", *R,
                                                   ["Haniwa Soldier", "Trident Merman"],
                                                   "Angel of Death"],
          me={"field": ["Makai's Summoning Priest", "Fish Sucker"],
              "hand": ["Explosion", "Haniwa Soldier", "Trident Merman"],
              "deck": ["Angel of Death, dyed in Darkness", "Darkness Ogre"]},
          expect={"life": (-200, -50), "mana": (-4, 0),
                  "zones": {"0:Angel of Death, dyed in Darkness": "unit",
                            "0:Darkness Ogre": "deck"},
                  "check": attacks("0:Angel of Death, dyed in Darkness", 2)}),
    Scene("Makai's Summoning Priest: one card discarded, the Demon attacks once",
          cast_then("Explosion", "Fish Sucker") + ["Activate Makai's Summoning Priest", *R,
                                                   ["Darkness Ogre"]],
          me={"field": ["Makai's Summoning Priest", "Fish Sucker"],
              "hand": ["Explosion", "Darkness Ogre"], "deck": ["Darkness Ogre"]},
          expect={"mana": (-7, 0),
                  "check": all_of(units(0, 2), lambda d, r: all(
                      d.max_attacks(i) == 1 for i in d.units(0)))}),
    Scene("One Blade Cut: discard the Katana of your Samurai, destroy a random card of the "
          "opponent's hand",
          cast_then("One Blade Cut", "random card"),
          me={"hand": ["One Blade Cut"], "field": KATANA},
          opp={"hand": ["Parry"], "field": ["Stone Circle"]},
          expect={"zones": {"0:Old Katana - Swift Soil": "discard", "1:Parry": "discard",
                            "1:Stone Circle": "si"}}),
    Scene("One Blade Cut: or destroy a spell or item of the opponent's field",
          cast_then("One Blade Cut", "spell or item"),
          me={"hand": ["One Blade Cut"], "field": KATANA},
          opp={"hand": ["Parry"], "field": ["Stone Circle"]},
          expect={"zones": {"1:Parry": "hand", "1:Stone Circle": "discard"}}),
]


@pytest.mark.parametrize("sc", NAMED_NOW, ids=str)
def test_cards_naming_cards_now_in_the_catalog(sc):
    check(sc)


UOO = "Unidentified Obscure Object"

ANY_TYPE = [
    Scene(f"{UOO}: it gains the chosen type",
          act_then(UOO, "Machine"), me={"field": [UOO]},
          expect={"check": lambda d, r: d.types(r[f"0:{UOO}"]) == ("Illusion", "Ghost", "Machine")}),
    Scene("Fair Exchange: cards of the chosen type shuffled in, one of that type and of their "
          "number as level added",
          cast_then("Fair Exchange", "Water", ["Fish Sucker", "Trident Merman"]),
          me={"hand": ["Fair Exchange", "Fish Sucker", "Trident Merman", "Arson"],
              "deck": ["Lotus Strider"]},
          expect={"hand": (-1 - 2 + 1, 0), "deck": (2 - 1, 0),
                  "zones": {"0:Lotus Strider": "hand", "0:Fish Sucker": "deck",
                            "0:Arson": "hand"}}),
]


@pytest.mark.parametrize("sc", ANY_TYPE, ids=str)
def test_any_type(sc):
    check(sc)


def test_choosing_a_type_offers_the_catalogs_types():
    d, _ = build(ANY_TYPE[0])
    step(d, f"Activate {UOO}")
    step(d, "pass")
    step(d, "pass")
    labels = d.labels(0)
    assert {"Water", "Machine", "Ghost", "Dragon"} <= set(labels) and len(labels) == len(set(labels))


@pins(UOO)
def test_the_chosen_type_lasts_until_the_end_of_the_opponents_next_turn():
    sc = ANY_TYPE[0]
    d, refs = build(sc)
    for st in sc.script:
        step(d, st)
    uoo = refs[f"0:{UOO}"]
    d.skip_to("end", 2)
    assert "Machine" in d.types(uoo)
    d.skip_to("main1", 3)
    assert "Machine" not in d.types(uoo)


SHARK = "Glacial Shore Shark"

ZONE_STATICS = [
    Scene(f"{SHARK}: destroyed -> pay 200, summon another from the hand for free",
          cast("Explosion") + [f"Activate {SHARK}", *R],
          me={"field": [SHARK], "hand": ["Explosion", SHARK]},
          expect={"life": (-200, -300), "mana": (0, 0), "hand": (-2, 0),
                  "zones": {f"0:{SHARK}": "discard"}, "check": units(0, 1)}),
    Scene(f"{SHARK}: it cannot be exiled from the discard pile",
          TO_END + ["Activate Extreme Cold", *R],
          me={"field": ["Extreme Cold"], "discard": [SHARK]},
          expect={"zones": {f"0:{SHARK}": "discard"}, "exile": (0, 0),
                  "check": logged(f"{SHARK} cannot be exiled.")}),
]


@pytest.mark.parametrize("sc", ZONE_STATICS, ids=str)
def test_static_abilities_off_the_field(sc):
    check(sc)


CREATION = "Creation through Destruction"

CREATION_SCENES = [
    Scene(f"{CREATION}: pay half your life, summon Creation Incarnate, destroy every card on "
          "the field (Creation Incarnate cannot be destroyed by effects)",
          deploy(CREATION), pre=lambda d, r: d.set_life(0, 2000),
          me={"hand": [CREATION], "deck": ["Creation Incarnate"], "field": ["Fish Sucker"]},
          opp={"field": ["Trident Merman", "Stone Circle"]},
          expect={"life": (-1000, 0), "mana": (-4, 0),
                  "zones": {"0:Creation Incarnate": "unit", "0:Fish Sucker": "discard",
                            "1:Trident Merman": "discard", "1:Stone Circle": "discard"},
                  "stats": {"0:Creation Incarnate": (10, 1000, 1000)}}),
    Scene(f"{CREATION}: only with 2000 life or more", [], pre=lambda d, r: d.set_life(0, 1999),
          me={"hand": [CREATION], "deck": ["Creation Incarnate"]},
          expect={"check": lacks(0, f"Deploy {CREATION}")}),
]


@pytest.mark.parametrize("sc", CREATION_SCENES, ids=str)
def test_creation_through_destruction(sc):
    check(sc)


FLAU = "Flau, of the White Ice"

USES = [
    Scene(f"{FLAU}: cancels a continuous spell's abilities, once per other unit sharing a type",
          act(FLAU),
          me={"field": [FLAU, "Snow Sprite"]}, opp={"field": ["Extreme Cold", "Trident Merman"]},
          expect={"stats": {"1:Trident Merman": (3, 300, 300)},
                  "check": lacks(0, f"Activate {FLAU}")}),
    Scene(f"{FLAU}: two units sharing a type, a second use",
          act(FLAU),
          me={"field": [FLAU, "Snow Sprite", "Tornado Spirit"]},
          opp={"field": ["Extreme Cold", "Trident Merman"]},
          expect={"check": offers(0, f"Activate {FLAU}")}),
    Scene(f"{FLAU}: no unit sharing a type, no use", [],
          me={"field": [FLAU, "Fish Sucker"]}, opp={"field": ["Extreme Cold"]},
          expect={"check": lacks(0, f"Activate {FLAU}")}),
]


@pytest.mark.parametrize("sc", USES, ids=str)
def test_uses_per_turn_that_vary(sc):
    check(sc)
