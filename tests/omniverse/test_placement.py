"""Recruiting requirements, stances and the attachment rules of the Placement Phase."""

from __future__ import annotations

from .helpers import (
    champ,
    decision,
    field_names,
    finish_placement,
    labels,
    new,
    pick,
    recruit,
    setup,
    zone_names,
)


def atts(m, seat, name):
    return [(a["name"], a["placed_by"]) for a in champ(m, seat, name)["attachments"]]


def test_recruit_in_either_stance():
    m = new(["Grave Hound", "Bone Archer"], ["Kestrel Monk"])
    recruit(m, 0, "Grave Hound", "defense")
    recruit(m, 0, "Bone Archer", "attack")
    assert champ(m, 0, "Grave Hound")["stance"] == "defense"
    assert champ(m, 0, "Bone Archer")["stance"] == "attack"


def test_special_requirement_needs_the_listed_champions_on_the_team():
    m = setup(["Zyx Infiltrator"], ["Kestrel Monk"], hands=[["Hive Queen Szyra"], []])
    assert not any("Hive Queen" in o for o in labels(m))
    m = setup(["Zyx Infiltrator", "Star Pilot Maren Ko"], ["Kestrel Monk"],
              hands=[["Hive Queen Szyra"], []])
    recruit(m, 0, "Hive Queen Szyra")
    assert "Hive Queen Szyra" in field_names(m, 0)


def test_high_king_needs_two_knights():
    m = setup(["Sir Rowan of the Vale", "Dawnguard Recruit"], ["Kestrel Monk"],
              hands=[["High King Aldric"], []])
    recruit(m, 0, "High King Aldric")
    assert "High King Aldric" in field_names(m, 0)


def test_no_attachments_without_champions():
    m = new(["Longsword", "Power Strike", "Grave Hound"], ["Kestrel Monk"])
    opts = labels(m)
    assert not any("Attach" in o for o in opts)


def test_attachments_come_after_recruiting():
    m = new(["Captain Brannoc", "Bone Archer", "Longsword", "War Banner"], ["Kestrel Monk"])
    recruit(m, 0, "Captain Brannoc")
    assert "Recruit Bone Archer (Level 2) in attack stance" in labels(m)
    pick(m, 0, "Attach Longsword to Captain Brannoc", "placement")
    # recruiting is over for this turn once attachments are placed
    assert decision(m, 0, "placement")
    assert not any("Recruit" in o for o in labels(m))


def test_one_attachment_per_champion():
    m = new(["Grave Hound", "Longsword", "War Banner"], ["Kestrel Monk"])
    recruit(m, 0, "Grave Hound")
    pick(m, 0, "Attach Longsword to Grave Hound", "placement")
    assert not any("Attach War Banner" in o for o in labels(m))
    assert champ(m, 0, "Grave Hound")["attack"] == 1200 + 500


def test_two_attachments_on_a_champion_with_extra_slots():
    m = new(["Captain Brannoc", "Longsword", "War Banner"], ["Kestrel Monk"])
    recruit(m, 0, "Captain Brannoc")
    pick(m, 0, "Attach Longsword to Captain Brannoc", "placement")
    pick(m, 0, "Attach War Banner to Captain Brannoc", "placement")
    assert champ(m, 0, "Captain Brannoc")["attack"] == 1700 + 500 + 200


def test_restricted_attachment_only_for_matching_champions():
    m = new(["Grave Hound", "Bone Archer", "Savage Maul", "Flying Kick"], ["Kestrel Monk"])
    recruit(m, 0, "Grave Hound")
    recruit(m, 0, "Bone Archer")
    opts = labels(m)
    assert "Attach Savage Maul to Grave Hound" in opts  # a Beast
    assert "Attach Savage Maul to Bone Archer" not in opts
    assert not any("Flying Kick" in o for o in opts)  # Martial Artists only


def test_opponent_placed_attachment_is_counted_separately():
    m = setup(["Grave Hound"], ["Kestrel Monk"], hands=[["Curse of Frailty"], ["Sparring Partner"]])
    pick(m, 0, "Attach Curse of Frailty to Seat 2's Kestrel Monk", "placement")
    finish_placement(m, 0)
    pick(m, 0, "End your turn", "action")
    # the opponent's curse does not stop seat 2 attaching its own card
    pick(m, 1, "Attach Sparring Partner to Kestrel Monk", "placement")
    assert atts(m, 1, "Kestrel Monk") == [("Curse of Frailty", 0), ("Sparring Partner", 1)]
    monk = champ(m, 1, "Kestrel Monk")
    assert monk["attachments"][0]["by_opponent"] is True
    assert (monk["attack"], monk["defense"]) == (800 - 500 + 500, 500 - 500)


def test_only_one_opponent_placed_attachment_per_champion():
    m = setup(["Grave Hound"], ["Kestrel Monk"],
              hands=[["Curse of Frailty", "Hex of Weariness"], []])
    pick(m, 0, "Attach Curse of Frailty to Seat 2's Kestrel Monk", "placement")
    assert not any("Hex of Weariness" in o for o in labels(m))


def test_move_an_attachment_between_champions():
    m = setup(["Grave Hound", "Bone Archer"], ["Kestrel Monk"], hands=[["Longsword"], []])
    pick(m, 0, "Attach Longsword to Grave Hound", "placement")
    finish_placement(m, 0)
    pick(m, 0, "End your turn", "action")
    finish_placement(m, 1)
    pick(m, 1, "End your turn", "action")
    pick(m, 0, "Move Longsword from Grave Hound to Bone Archer", "placement")
    assert atts(m, 0, "Bone Archer") == [("Longsword", 0)]
    assert atts(m, 0, "Grave Hound") == []


def test_a_card_may_move_more_than_once_but_never_back():
    m = setup(["Grave Hound", "Bone Archer", "Shambling Thrall"], ["Kestrel Monk"],
              hands=[["Longsword"], []])
    pick(m, 0, "Attach Longsword to Grave Hound", "placement")
    pick(m, 0, "Move Longsword from Grave Hound to Bone Archer", "placement")
    pick(m, 0, "Move Longsword from Bone Archer to Shambling Thrall", "placement")
    assert atts(m, 0, "Shambling Thrall") == [("Longsword", 0)]
    # a card never returns to a Champion it left this phase, which keeps the phase finite
    assert not any(o.startswith("Move Longsword") for o in labels(m))


def test_two_attached_cards_can_be_exchanged():
    m = setup(["Grave Hound", "Bone Archer"], ["Kestrel Monk"],
              hands=[["Longsword", "War Banner"], []])
    pick(m, 0, "Attach Longsword to Grave Hound", "placement")
    pick(m, 0, "Attach War Banner to Bone Archer", "placement")
    # both Champions hold their one attachment: only an exchange switches them
    assert not any(o.startswith("Move") for o in labels(m))
    pick(m, 0, "Exchange Longsword on Grave Hound with War Banner on Bone Archer", "placement")
    assert atts(m, 0, "Grave Hound") == [("War Banner", 0)]
    assert atts(m, 0, "Bone Archer") == [("Longsword", 0)]


def test_swap_an_attached_card_with_one_from_hand():
    m = setup(["Grave Hound"], ["Kestrel Monk"], hands=[["Longsword", "War Banner"], []])
    pick(m, 0, "Attach Longsword to Grave Hound", "placement")
    finish_placement(m, 0)
    pick(m, 0, "End your turn", "action")
    finish_placement(m, 1)
    pick(m, 1, "End your turn", "action")
    pick(m, 0, "Swap War Banner from your hand for Longsword on Grave Hound", "placement")
    assert atts(m, 0, "Grave Hound") == [("War Banner", 0)]
    assert "Longsword" in zone_names(m, 0, "hand")


def test_an_attachment_is_never_pulled_back_without_a_replacement():
    m = setup(["Grave Hound"], ["Kestrel Monk"], hands=[["Longsword"], []])
    pick(m, 0, "Attach Longsword to Grave Hound", "placement")
    finish_placement(m, 0)
    pick(m, 0, "End your turn", "action")
    finish_placement(m, 1)
    pick(m, 1, "End your turn", "action")
    # with nothing in hand to swap in, the Longsword can only stay
    d = decision(m, 0, "action")
    assert not any("Longsword" in o.label for o in d.options)


def test_placement_decision_is_private():
    m = new(["Grave Hound"], ["Kestrel Monk"])
    assert decision(m, 0, "placement").private
