"""Exact outcomes of the second part of the card pool (issue 18): cards that give the
opponent a choice or a payment of their own, remember what happened this turn, name a
card, or replace a destruction. Format as in scenes.py; battle scenes start in seat 1's
battle phase (turn="b2"), so deltas read (defender, attacker).
"""

from __future__ import annotations

import pytest

from .scenes import R, Scene, act, act_then, cast, cast_then, check
from .test_card_scenes import WINDOW_CLOSED, attack, fight, trig, trig0


def on_field(seat, name, **want):
    """A card of that name on `seat`'s field (as the public view shows it) with these values."""
    def ok(d, r):
        p = d.m.view(None)["players"][seat]
        cards = [c for c in p["units"] + p["spells_items"] + [p["partner"]] if c]
        return any(c.get("name") == name and all(c.get(k) == v for k, v in want.items())
                   for c in cards)
    return ok


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
        d.s["p"][seat]["life"] = n
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
