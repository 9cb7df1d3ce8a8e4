"""Recruiting requirements, stances and the attachment rules of the Placement Phase."""

from __future__ import annotations

from .helpers import (
    champ,
    field_names,
    new,
    table,
    zone_names,
)


def atts(sc, seat, name):
    return [(a["name"], a["placed_by"]) for a in champ(sc, seat, name)["attachments"]]


def test_recruit_in_either_stance():
    sc = new(["Grave Hound", "Bone Archer"], ["Kestrel Monk"])
    sc.recruit(0, "Grave Hound", "defense")
    sc.recruit(0, "Bone Archer", "attack")
    assert champ(sc, 0, "Grave Hound")["stance"] == "defense"
    assert champ(sc, 0, "Bone Archer")["stance"] == "attack"


def test_special_requirement_needs_the_listed_champions_on_the_team():
    sc = table(["Zyx Infiltrator"], ["Kestrel Monk"], hands=[["Hive Queen Szyra"], []])
    assert not any("Hive Queen" in o for o in sc.labels(0))
    sc = table(["Zyx Infiltrator", "Star Pilot Maren Ko"], ["Kestrel Monk"],
               hands=[["Hive Queen Szyra"], []])
    sc.recruit(0, "Hive Queen Szyra")
    assert "Hive Queen Szyra" in field_names(sc, 0)


def test_high_king_needs_two_knights():
    sc = table(["Sir Rowan of the Vale", "Dawnguard Recruit"], ["Kestrel Monk"],
               hands=[["High King Aldric"], []])
    sc.recruit(0, "High King Aldric")
    assert "High King Aldric" in field_names(sc, 0)


def test_no_attachments_without_champions():
    sc = new(["Longsword", "Power Strike", "Grave Hound"], ["Kestrel Monk"])
    opts = sc.labels(0)
    assert not any("Attach" in o for o in opts)


def test_attachments_come_after_recruiting():
    sc = new(["Captain Brannoc", "Bone Archer", "Longsword", "War Banner"], ["Kestrel Monk"])
    sc.recruit(0, "Captain Brannoc")
    assert "Recruit Bone Archer (Level 2) in attack stance" in sc.labels(0)
    sc.answer(0, "placement", "Attach Longsword to Captain Brannoc")
    # recruiting is over for this turn once attachments are placed
    assert sc.decision(0, "placement")
    assert not any("Recruit" in o for o in sc.labels(0))


def test_one_attachment_per_champion():
    sc = new(["Grave Hound", "Longsword", "War Banner"], ["Kestrel Monk"])
    sc.recruit(0, "Grave Hound")
    sc.answer(0, "placement", "Attach Longsword to Grave Hound")
    assert not any("Attach War Banner" in o for o in sc.labels(0))
    assert champ(sc, 0, "Grave Hound")["attack"] == 1200 + 500


def test_two_attachments_on_a_champion_with_extra_slots():
    sc = new(["Captain Brannoc", "Longsword", "War Banner"], ["Kestrel Monk"])
    sc.recruit(0, "Captain Brannoc")
    sc.answer(0, "placement", "Attach Longsword to Captain Brannoc")
    sc.answer(0, "placement", "Attach War Banner to Captain Brannoc")
    assert champ(sc, 0, "Captain Brannoc")["attack"] == 1700 + 500 + 200


def test_restricted_attachment_only_for_matching_champions():
    sc = new(["Grave Hound", "Bone Archer", "Savage Maul", "Flying Kick"], ["Kestrel Monk"])
    sc.recruit(0, "Grave Hound")
    sc.recruit(0, "Bone Archer")
    opts = sc.labels(0)
    assert "Attach Savage Maul to Grave Hound" in opts  # a Beast
    assert "Attach Savage Maul to Bone Archer" not in opts
    assert not any("Flying Kick" in o for o in opts)  # Martial Artists only


def test_opponent_placed_attachment_is_counted_separately():
    sc = table(["Grave Hound"], ["Kestrel Monk"],
               hands=[["Curse of Frailty"], ["Sparring Partner"]])
    sc.answer(0, "placement", "Attach Curse of Frailty to Seat 2's Kestrel Monk")
    sc.finish_placement(0)
    sc.answer(0, "action", "End your turn")
    # the opponent's curse does not stop seat 2 attaching its own card
    sc.answer(1, "placement", "Attach Sparring Partner to Kestrel Monk")
    assert atts(sc, 1, "Kestrel Monk") == [("Curse of Frailty", 0), ("Sparring Partner", 1)]
    monk = champ(sc, 1, "Kestrel Monk")
    assert monk["attachments"][0]["by_opponent"] is True
    assert (monk["attack"], monk["defense"]) == (800 - 500 + 500, 500 - 500)


def test_only_one_opponent_placed_attachment_per_champion():
    sc = table(["Grave Hound"], ["Kestrel Monk"],
               hands=[["Curse of Frailty", "Hex of Weariness"], []])
    sc.answer(0, "placement", "Attach Curse of Frailty to Seat 2's Kestrel Monk")
    assert not any("Hex of Weariness" in o for o in sc.labels(0))


def test_move_an_attachment_between_champions():
    sc = table(["Grave Hound", "Bone Archer"], ["Kestrel Monk"], hands=[["Longsword"], []])
    sc.answer(0, "placement", "Attach Longsword to Grave Hound")
    sc.finish_placement(0)
    sc.answer(0, "action", "End your turn")
    sc.finish_placement(1)
    sc.answer(1, "action", "End your turn")
    sc.answer(0, "placement", "Move Longsword from Grave Hound to Bone Archer")
    assert atts(sc, 0, "Bone Archer") == [("Longsword", 0)]
    assert atts(sc, 0, "Grave Hound") == []


def test_a_card_may_move_more_than_once_but_never_back():
    sc = table(["Grave Hound", "Bone Archer", "Shambling Thrall"], ["Kestrel Monk"],
               hands=[["Longsword"], []])
    sc.answer(0, "placement", "Attach Longsword to Grave Hound")
    sc.answer(0, "placement", "Move Longsword from Grave Hound to Bone Archer")
    sc.answer(0, "placement", "Move Longsword from Bone Archer to Shambling Thrall")
    assert atts(sc, 0, "Shambling Thrall") == [("Longsword", 0)]
    # a card never returns to a Champion it left this phase, which keeps the phase finite
    assert not any(o.startswith("Move Longsword") for o in sc.labels(0))


def test_two_attached_cards_can_be_exchanged():
    sc = table(["Grave Hound", "Bone Archer"], ["Kestrel Monk"],
               hands=[["Longsword", "War Banner"], []])
    sc.answer(0, "placement", "Attach Longsword to Grave Hound")
    sc.answer(0, "placement", "Attach War Banner to Bone Archer")
    # both Champions hold their one attachment: only an exchange switches them
    assert not any(o.startswith("Move") for o in sc.labels(0))
    sc.answer(0, "placement", "Exchange Longsword on Grave Hound with War Banner on Bone Archer")
    assert atts(sc, 0, "Grave Hound") == [("War Banner", 0)]
    assert atts(sc, 0, "Bone Archer") == [("Longsword", 0)]


def test_swap_an_attached_card_with_one_from_hand():
    sc = table(["Grave Hound"], ["Kestrel Monk"], hands=[["Longsword", "War Banner"], []])
    sc.answer(0, "placement", "Attach Longsword to Grave Hound")
    sc.finish_placement(0)
    sc.answer(0, "action", "End your turn")
    sc.finish_placement(1)
    sc.answer(1, "action", "End your turn")
    sc.answer(0, "placement", "Swap War Banner from your hand for Longsword on Grave Hound")
    assert atts(sc, 0, "Grave Hound") == [("War Banner", 0)]
    assert "Longsword" in zone_names(sc, 0, "hand")


def test_an_attachment_is_never_pulled_back_without_a_replacement():
    sc = table(["Grave Hound"], ["Kestrel Monk"], hands=[["Longsword"], []])
    sc.answer(0, "placement", "Attach Longsword to Grave Hound")
    sc.finish_placement(0)
    sc.answer(0, "action", "End your turn")
    sc.finish_placement(1)
    sc.answer(1, "action", "End your turn")
    # with nothing in hand to swap in, the Longsword can only stay
    d = sc.decision(0, "action")
    assert not any("Longsword" in o.label for o in d.options)


def test_placement_decision_is_private():
    sc = new(["Grave Hound"], ["Kestrel Monk"])
    assert sc.decision(0, "placement").private
