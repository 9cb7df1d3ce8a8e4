"""The rulebook's FAQ answers and the interpretations in docs/rules/exceed.md not tested elsewhere."""

from engine.exceed.turn import action_options

from .helpers import GAME, NO_BLOCK, deck, duel, new, pass_turn


def test_first_player_comes_from_the_option_or_the_seeded_rng():
    firsts = set()
    for seed in range(12):
        m = GAME.new_match([deck("celinka"), deck("taisei")], seed=seed)
        firsts.add(m.state["first"])
        assert len(m.state["p"][m.state["first"]]["hand"]) == 5
    assert firsts == {0, 1}
    assert new("celinka", "taisei", first=1).m.state["active"] == 1


def test_taken_cards_go_to_their_owners_discard():
    """FAQ: an opponent's card you struck with and missed goes to its owner's discard pile."""
    d = duel("eugenia", "celinka", ["Sweep", "Grasp"], ["Block", "Spike"], pos=(3, 5))
    d.p(0)["ex"] = True
    d.set_hand(1, "Block", "Spike")
    d.strike(0, "Sweep", "Block")
    d.answer(0, "choose", "Put Spike into Wonderland")
    pass_turn(d, 1)
    d.p(1)["pos"] = 9  # out of Spike's reach
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Spike from Wonderland (+1 Power, +1 Speed)")
    d.answer(1, "strike-set", d.choices(1, "strike-set")[0], exact=True)
    assert "Spike" in d.names(1, "discard") and "Spike" not in d.names(0, "discard")


def test_a_cancel_comes_before_any_choice_on_the_boost():
    """FAQ: cancelling happens after the cost is paid, before decisions such as Parry's name."""
    d = duel("eugenia", "geoffrey", ["Block"], ["Cross", "Dive"])
    d.put(1, "tr", "Inquisition")
    d.answer(0, "main", "Boost Parry")
    d.answer(1, "cancel", "Cancel it: pay 2 Force")
    d.answer(1, "pay", "Cross (hand)")
    d.answer(1, "pay", "Dive (hand)")
    d.decision(1, "main")  # no card was ever named


def test_a_boost_that_strikes_is_discarded_before_the_strike_starts():
    d = duel("celinka", "eugenia", ["Dispelling Horn", "Grasp"], ["Block"], pos=(1, 7))
    d.answer(0, "main", "Boost Feral Leap")
    d.answer(0, "pay", "Grasp (hand)")
    assert "Dispelling Horn" in d.names(0, "discard") and d.decision(0, "strike-set")


def test_range_one_dodges_measure_from_the_attacks_origin():
    """FAQ: 'attacks at range 1 do not hit you' looks at the attack's origin (Serena here)."""
    d = duel("sydney", "umina", ["Blossom Haze"], ["Hollow Space"], pos=(3, 6))
    d.strike(0, "Blossom Haze", "Hollow Space")
    # Blossom Haze is at range 1 from Serena (space 5), though 3 from Sydney: it misses
    d.answer(1, "choose", "Retreat 3")
    assert d.last_strike()["sides"][0]["hit"] is False and d.life(1) == 30
    assert d.life(0) == 29  # Hollow Space (3-6) hits Sydney through Blossom Haze's +3 Armor


def test_ultras_from_hand_must_be_paid_when_they_can_be():
    d = duel("celinka", "eugenia", ["Moon Ritual Dance"], ["Block"], pos=(3, 4))
    d.put(0, "gauge", "Spike", "Sweep", "Focus")
    d.strike(0, "Moon Ritual Dance", "Block")
    assert d.decision(0, "pay").prompt.startswith("Pay 2 more Gauge")  # no way to decline


def test_reshuffle_is_not_offered_with_an_empty_discard_pile():
    d = new("celinka", "eugenia")
    assert not any("Reshuffle" in x for x in d.choices(0, "main"))


def test_life_costs_never_take_you_to_zero():
    d = duel("taisei", "eugenia", ["Grasp"], ["Block"], pos=(3, 4))
    d.p(0)["life"] = 2
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Grasp", exact=True)
    assert d.choices(0, "choose") == ["Pay nothing", "Pay 1 life"]


def test_self_damage_ignores_your_armor():
    d = duel("taisei", "eugenia", ["Chaos Scissors"], ["Block"], pos=(3, 4))
    d.put(0, "gauge", "Spike", "Sweep")
    d.put(0, "boosts", "Blackvolt")  # Demonhide: +3 Armor
    d.strike(0, "Chaos Scissors", "Block", hook="Pay nothing")
    d.answer(0, "pay", "Spike (gauge)")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "No")  # Demonhide: do not pay 2 life to keep it
    assert d.life(0) == 12


def test_a_boost_played_during_a_strike_cannot_start_another():
    d = duel("djanette", "eugenia", ["Affliction", "Focus"], ["Block"], pos=(3, 4))
    d.strike(0, "Affliction", "Block")
    d.answer(0, "choose", "Play a boost from your hand")
    d.answer(0, "boost", "Boost Reading")  # would name a Normal and Strike: nothing happens
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Gauge")
    assert "Focus" in d.names(0, "discard") and d.strike_view() is None
    d.decision(1, "main")


def test_wild_swings_get_no_card_type_choices():
    d = duel("sydney", "eugenia", ["Grasp", "Grasp", "Cross", "Cross", "Assault", "Spore Burst"], ["Block"],
             pos=(5, 6))
    d.put(0, "tr", "Spore Burst")
    d.put(0, "gauge", "Spike")
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Wild Swing (top card of your deck)")
    d.decision(1, "strike-set")  # Lignin Reinforcement is not offered for the unseen card


def test_face_down_dreamlands_cards_do_not_forbid_copies():
    """FAQ (Dark Thoughts): Spiraling Descent works only while the Dreamlands card is face-up."""
    d = duel("umina", "shovelknight", ["Grasp"], ["Grasp", "Block"], pos=(3, 4))
    d.put(0, "tr", "Dark Thoughts", "Call Of The Dreamlands")
    d.answer(0, "main", "Dreamlands")
    d.answer(0, "choose", "Grasp", exact=True)
    assert d.m.view(1)["players"][0]["dreamlands"] == [{"face_down": True}]
    assert any("Fierce" in x for x in d.choices(1, "main"))


def test_a_stunned_block_does_not_go_to_gauge():
    d = duel("celinka", "eugenia", ["Sweep", "Sweep"], ["Block"], pos=(3, 5))
    d.strike(0, "Sweep", "Block", ex=True)
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][1]["stunned"] and "Block" in d.names(1, "discard")
    assert "Block" not in d.names(1, "gauge")


def test_curse_the_earth_reaches_the_diabolic_aura():
    """FAQ: Affliction's transformation affects Specials in the Diabolic Aura."""
    d = duel("djanette", "eugenia", ["Cross", "Charnel Blast"], ["Block"], pos=(3, 5))
    d.p(0)["ex"] = True
    d.put(0, "area", "Charnel Blast")
    d.put(0, "tr", "Affliction")
    d.strike(0, "Cross", "Block")  # range 2; Charnel Blast 1-3 counts either way
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["power"] == 6
    from engine.exceed.characters.djanette import aura_range

    d.put(0, "area", "Charnel Blast")
    assert aura_range(d.m, 0, d.p(0)["area"][-1]) == (1, 4)


def test_only_strike_menu_with_the_circle():
    d = duel("djanette", "eugenia", ["Black Death"], ["Block"])
    d.p(0)["tok"] = 5
    assert [o[1] for o in action_options(d.m, 0)] == ["strike"]


def test_tech_with_nothing_to_discard_does_nothing():
    d = duel("celinka", "eugenia", ["Dive"], ["Block"])
    d.answer(0, "main", "Boost Tech")
    assert d.names(0, "discard") == ["Dive"] and d.names(1, "boosts") == []
    d.decision(1, "main")
