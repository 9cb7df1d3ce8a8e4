"""The turn structure, setup, fights, retiring and the victory conditions."""

from __future__ import annotations

from .helpers import Duel, G, deck, seed_for_first

P = "Will o' the Wisp"


def test_partners_are_chosen_secretly_and_at_once():
    m = G.new_match([deck([], P), deck([], "Fish Sucker")], seed=1, options={"shuffle": False})
    pend = m.pending()
    assert [d.seat for d in pend] == [0, 1] and all(d.private and d.kind == "partner" for d in pend)
    assert "your deck's partner" in pend[0].options[0].label
    m.apply(0, pend[0].id, [pend[0].options[0].id])
    assert m.view(1)["players"][0]["partner"] == {"face_down": True}
    d1 = m.pending()[0]
    m.apply(1, d1.id, [d1.options[0].id])
    v = m.view(None)
    assert v["players"][0]["partner"]["name"] == P and v["players"][1]["partner"]["name"] == "Fish Sucker"
    assert v["players"][0]["hand_count"] == 5 and v["players"][1]["hand_count"] == 5


def test_mana_supply_caps_gains_pays_upkeep_and_caps_again():
    d = Duel(deck([], "Trident Merman"), deck([], P))
    d.skip_to("main1", 1)
    assert d.player(0)["mana"] == 5 - 3  # 0 -> +5 -> pay level 3
    d.skip_to("main1", 3)
    assert d.player(0)["mana"] == 4  # 2 kept, +5 = 7, pay 3 = 4 (the second cap is only above 5)
    d.mana(0, 9)
    d.skip_to("main1", 5)
    assert d.player(0)["mana"] == 5  # 9 -> 5, +5 = 10, pay 3 = 7 -> 5


def test_a_partner_whose_upkeep_cannot_be_paid_loses_the_game():
    m = G.new_match([deck([], "Diving Illuminessie"), deck([], P)], seed=seed_for_first(0),
                    options={"shuffle": False})
    for seat in (0, 1):
        dec = [x for x in m.pending() if x.seat == seat][0]
        m.apply(seat, dec.id, [next(o.id for o in dec.options if "your deck's partner" in o.label)])
    assert m.result is not None and m.result.winners == [1]
    assert "upkeep" in m.result.reason


def test_no_draw_and_no_battle_phase_on_the_very_first_turn():
    d = Duel(deck([], P), deck([], P))
    d.skip_to("main1", 1)
    assert d.player(0)["hand_count"] == 5
    d.both_pass(0)  # main phase 1 ends: straight to the end phase, no battle question
    assert d.view()["phase"] == "end"
    d.skip_to("main1", 2)
    assert d.player(1)["hand_count"] == 6  # the second player draws on their first turn


def test_the_partner_is_attacked_only_without_other_units_and_takes_excess_as_damage():
    d = Duel(deck(["Boulder Warrior"], P), deck(["Darkness Ogre"], P))
    d.skip_to("battle", 2)
    ogre = d.put(1, "Darkness Ogre")
    boulder = d.put(0, "Boulder Warrior")
    d.answer(1, "Attack with Darkness Ogre")
    d.both_pass(0)  # one possible target: Boulder Warrior (the partner is shielded)
    assert d.attack()["target"] == d.name(boulder)
    d.both_pass(1)
    d.both_pass(0)  # fight: 850 > 400, Boulder Warrior destroyed, no counterattack
    assert d.zone(boulder) == "discard" and d.zone(ogre) == "unit"
    d.both_pass(1)
    d.both_pass(1)  # stack 2 empty, stack 1 empty: the battle phase ends? no: attack again
    assert d.view()["phase"] == "main2"


def test_partner_is_never_destroyed_and_its_player_takes_the_difference():
    d = Duel(deck([], P), deck(["Darkness Ogre"], P))
    d.skip_to("battle", 2)
    d.put(1, "Darkness Ogre")
    d.answer(1, "Attack with Darkness Ogre")
    d.both_pass(0)
    d.both_pass(1)
    d.both_pass(0)
    assert d.life(0) == 1000 - (850 - 0)
    assert d.partner(0) is not None


def test_counterattack_destroys_a_weaker_attacker():
    d = Duel(deck(["Boulder Warrior"], P), deck(["Tornado Spirit"], P))
    d.skip_to("battle", 2)
    spirit = d.put(1, "Tornado Spirit")  # 300/0
    d.put(0, "Boulder Warrior")  # 100/400
    d.answer(1, "Attack with Tornado Spirit")
    d.both_pass(0)
    d.both_pass(1)
    d.both_pass(0)
    assert d.zone(spirit) == "discard"  # 100 Attack beats 0 Defense


def _where(m, iid: int) -> str:
    """The public zone a card is in, read from the spectator's view."""
    for p in m.view(None)["players"]:
        if (p["partner"] or {}).get("iid") == iid:
            return "partner"
        if any(u and u["iid"] == iid for u in p["units"]):
            return "unit"
        if any(c["iid"] == iid for c in p["discard"]):
            return "discard"
    return "elsewhere"


def _life(m, seat: int) -> int:
    return m.view(None)["players"][seat]["life"]


def test_combined_attack_adds_the_attack_of_every_attacker():
    # Storm Wyvern (500) and Tornado Spirit (300) each fail against Darkness Ogre's 500
    # Defense alone (Attack must be greater); together their 800 destroys it.
    d = Duel(deck(["Darkness Ogre"], P), deck(["Tornado Spirit"], "Storm Wyvern"))
    d.skip_to("battle", 2)
    d.put(1, "Tornado Spirit")  # Wind, shares a type with Storm Wyvern
    ogre = d.put(0, "Darkness Ogre")
    d.answer(1, "Attack with Storm Wyvern")
    d.answer(1, "Tornado Spirit")  # join the combined attack
    d.both_pass(0)
    d.both_pass(1)
    d.both_pass(0)
    assert _where(d.m, ogre) == "discard"
    assert _life(d.m, 1) == 1000


def test_a_fight_with_attack_equal_to_defense_destroys_nothing():
    # Storm Wyvern's 500 Attack against Darkness Ogre's 500 Defense: the Attack must be
    # greater, so the Ogre stays on the field (and its counterattack is its own fight).
    d = Duel(deck(["Darkness Ogre"], P), deck([], "Storm Wyvern"))
    d.skip_to("battle", 2)
    ogre = d.put(0, "Darkness Ogre")
    d.answer(1, "Attack with Storm Wyvern")
    d.both_pass(0)
    d.both_pass(1)
    d.both_pass(0)
    assert any("Fight: 500 Attack against Darkness Ogre's 500 Defense" in e.text for e in d.m.events)
    assert _where(d.m, ogre) == "unit"


def test_a_combined_attacks_counterattack_hits_the_partner_alone():
    # 800 against Bahamut's 1000 Defense: Bahamut survives and counterattacks with 1000.
    # Only the partner is counterattacked: Tornado Spirit (0 Defense) survives, and the
    # partner's player takes the 600 over Storm Wyvern's 400 Defense.
    d = Duel(deck(["Bahamut, the Leviathan"], P), deck(["Tornado Spirit"], "Storm Wyvern"))
    d.skip_to("battle", 2)
    spirit = d.put(1, "Tornado Spirit")
    bahamut = d.put(0, "Bahamut, the Leviathan")
    d.answer(1, "Attack with Storm Wyvern")
    d.answer(1, "Tornado Spirit")
    d.both_pass(0)
    d.both_pass(1)
    d.both_pass(0)
    assert _where(d.m, bahamut) == "unit"
    assert _where(d.m, spirit) == "unit"
    assert _life(d.m, 1) == 1000 - (1000 - 400)
    assert _life(d.m, 0) == 1000


def test_only_the_partner_can_start_a_combined_attack():
    # Tornado Spirit shares Wind with both Storm Wyvern (the partner) and Ice Spear
    # Assault Trooper; declaring the Trooper is an ordinary attack, nobody may join.
    d = Duel(deck(["Darkness Ogre"], P), deck(["Tornado Spirit", "Ice Spear Assault Trooper"], "Storm Wyvern"))
    d.skip_to("battle", 2)
    d.put(1, "Tornado Spirit")
    d.put(1, "Ice Spear Assault Trooper")
    d.put(0, "Darkness Ogre")
    d.answer(1, "Attack with Ice Spear Assault Trooper")
    decision = d.decision()
    assert not any("Tornado Spirit" in o.label for o in decision.options), decision.prompt
    # ...while the partner's declaration offers both Wind units.
    d2 = Duel(deck(["Darkness Ogre"], P), deck(["Tornado Spirit", "Ice Spear Assault Trooper"], "Storm Wyvern"))
    d2.skip_to("battle", 2)
    d2.put(1, "Tornado Spirit")
    d2.put(1, "Ice Spear Assault Trooper")
    d2.put(0, "Darkness Ogre")
    d2.answer(1, "Attack with Storm Wyvern")
    labels = d2.labels()
    assert any("Tornado Spirit" in x for x in labels) and any("Ice Spear" in x for x in labels)


def test_retire_gains_levels_but_not_for_units_summoned_this_or_last_turn():
    d = Duel(deck(["Trident Merman", "Boulder Warrior"], P), deck([], P))
    d.skip_to("main1", 1)
    d.mana(0, 5)
    d.answer(0, "Summon Trident Merman")
    d.both_pass(1)
    d.both_pass(0)
    assert not d.has(0, "Retire")  # summoned this turn
    d.skip_to("main1", 2)
    d.both_pass(1)
    d.answer(1, "end")
    d.skip_to("main1", 3)  # summoned two turns ago: it may retire now
    mana = d.player(0)["mana"]
    d.answer(0, "Retire")
    d.answer(0, "Trident Merman")
    d.both_pass(1)
    assert d.player(0)["mana"] == mana + 3


def test_each_player_draws_ends_the_game_when_the_first_drawer_cannot():
    # Dropped from Heaven: "Each player draws 1 card", the turn player first. With both
    # decks empty the turn player loses on their draw and the block is interrupted, so
    # the other player never draws (and does not lose too: no draw).
    d = Duel(deck(["Dropped from Heaven"], P), deck([], P))
    d.skip_to("main1", 1)
    d.mana(0, 5)
    for seat in (0, 1):
        for i in list(d.deck(seat)):
            if i != d.iid("Dropped from Heaven", 0):
                d.move(i, "discard")
    d.put(0, "Dropped from Heaven", zone="hand")
    hand_before = d.m.view(None)["players"][1]["hand_count"]
    d.answer(0, "Cast Dropped from Heaven")
    d.both_pass(1)
    result = d.m.result
    assert result is not None and not result.draw and result.winners == [1]
    assert d.m.view(None)["players"][1]["hand_count"] == hand_before


def test_both_players_reaching_zero_life_at_once_is_a_draw():
    d = Duel(deck(["Explosion", "Haniwa Cavalry"], P), deck([], P))
    d.skip_to("main1", 1)
    d.put(0, "Haniwa Cavalry")
    d.set_life(0, 200)
    d.set_life(1, 200)
    d.mana(0, 5)
    d.answer(0, "Cast Explosion")
    d.both_pass(1)  # Explosion: 100 damage to the opponent (level 2 x 50)
    assert d.life(1) == 100
    assert d.labels(0) == ["Activate Haniwa Cavalry: Deal 200 damage to each player."]
    d.answer(0, "Activate Haniwa Cavalry")
    d.both_pass(1)
    assert d.m.result is not None and d.m.result.draw
