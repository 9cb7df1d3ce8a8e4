"""Tournelouse / The Bargeist: Normals serving as Transformations, every Special, Ultra and
Transformation, the Exceed side's seals, and random games against the other characters."""

import random

import pytest

from .helpers import GAME, NO_BLOCK, duel, pass_turn

OPP = "shovelknight"  # no ability inside a strike


def grasp_hit(d, transform=True):
    """Seat 0's Grasp hit seat 1's Block on spaces 3 and 4: push 1, no Block Force, then cleanup."""
    d.answer(0, "move", "Push 1")
    if (1, "choose") in d.kinds():
        d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Transform" if transform else "Gauge")


def last(d, seat=0):
    return d.last_strike()["sides"][seat]


def on_top(d, seat, *names):
    """Put these cards (from the deck) on top of seat's deck, in this order."""
    deck = d.p(seat)["deck"]
    for name in reversed(names):
        iid = next(i for i in deck if d.m.name(i) == name)
        deck.remove(iid)
        deck.insert(0, iid)


# ------------------------------------------------------------ the ability


def test_a_hit_normal_may_transform_and_gives_specials_one_power():
    d = duel("tournelouse", OPP, pos=(3, 4))
    d.set_hand(0, "Grasp", "Southpaw", "Cross")
    d.set_hand(1, "Block", "Block", "Spike", "Spike")
    d.strike(0, "Grasp", "Block")
    prompt = d.decision(0, "move")
    assert prompt
    grasp_hit(d)
    assert d.names(0, "tr") == ["Grasp"] and "Grasp" not in d.names(0, "gauge")
    view = d.m.view(None)["players"][0]
    assert [t["boost"] for t in view["transforms"]] == ["Grasp"]
    assert view["exceed_cost"] == 0
    pass_turn(d, 1)
    # Southpaw: printed Power 1, +1 from the transformed Grasp
    d.p(0)["pos"], d.p(1)["pos"] = 3, 4
    d.refresh()
    d.strike(0, "Southpaw", "Block")
    d.answer(0, "choose", "None")  # Southpaw's Hit: keep the Cross
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Gauge")
    assert last(d)["power"] == 2 and d.life(1) == 30 - 1 - (2 - 2)


def test_a_transformed_normal_does_not_lend_its_boost_and_normals_get_no_power():
    d = duel("tournelouse", OPP, pos=(3, 4))
    d.set_hand(0, "Cross", "Evil Eye")
    d.set_hand(1, "Block", "Block", "Block")
    d.put(0, "tr", "Grasp", "Spike")  # Fierce (+2 Power) and Defend (+1 Armor, +3 Guard) are not in play
    d.strike(0, "Cross", "Block")
    d.answer(1, "choose", NO_BLOCK)
    s = last(d)
    assert (s["power"], s["armor"], s["guard"]) == (3, 0, 0)


def test_each_transformed_normal_adds_one_power_to_specials_and_ultras():
    d = duel("tournelouse", OPP, pos=(3, 4))
    d.set_hand(0, "Evil Eye", "Cross")
    d.set_hand(1, "Block", "Block", "Block")
    d.put(0, "tr", "Grasp", "Spike", "Dive")
    d.strike(0, "Evil Eye", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert last(d)["power"] == 0 + 3


def test_the_second_copy_transforms_a_normal():
    d = duel("tournelouse", OPP)
    d.set_hand(0, "Grasp", "Grasp", "Cross", "Cross")
    labels = d.choices(0, "main")
    assert "Transform Grasp (discard the second Grasp)" in labels
    assert "Transform Cross (discard the second Cross)" in labels
    d.answer(0, "main", "Transform Grasp")
    assert d.names(0, "tr") == ["Grasp"] and d.names(0, "discard") == ["Grasp"]
    assert d.names(0, "hand")[:2] == ["Cross", "Cross"] and "Grasp" not in d.names(0, "hand")
    assert d.m.view(None)["players"][0]["transforms"][0]["boost"] == "Grasp"


def test_a_hit_normal_may_not_transform_when_its_name_is_there():
    d = duel("tournelouse", OPP, pos=(3, 4))
    d.set_hand(0, "Grasp", "Cross")
    d.set_hand(1, "Block", "Block")
    d.put(0, "tr", "Grasp")
    d.strike(0, "Grasp", "Block")
    d.answer(0, "move", "Push 1")
    d.answer(1, "choose", NO_BLOCK)
    assert d.names(0, "gauge") == ["Grasp"] and d.names(0, "tr") == ["Grasp"]


def test_exceed_costs_nothing():
    d = duel("tournelouse", OPP)
    assert d.names(0, "gauge") == [] and "Exceed (pay 0 Gauge)" in d.choices(0, "main")
    d.answer(0, "main", "Exceed")
    assert d.exceeded(0) and d.m.view(None)["players"][0]["side"] == "The Bargeist"


def test_exceeded_normals_stop_transforming_but_transformed_ones_keep_their_power():
    d = duel("tournelouse", OPP, pos=(3, 4))
    d.set_hand(0, "Grasp", "Grasp", "Evil Eye", "Southpaw", "Southpaw")
    d.set_hand(1, "Block", "Block", "Block")
    d.put(0, "tr", "Cross")
    d.p(0)["ex"] = True
    d.refresh()
    labels = d.choices(0, "main")
    assert "Transform Grasp (discard the second Grasp)" not in labels
    assert "Transform Diabolic Might (discard the second Southpaw)" in labels
    d.strike(0, "Evil Eye", "Block", hook="Do not seal")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Gauge")
    assert last(d)["power"] == 1  # Cross keeps reading +1 Power
    d.idle(0)  # Evil Eye's Advantage
    d.p(0)["pos"], d.p(1)["pos"] = 3, 4
    d.refresh()
    d.strike(0, "Grasp", "Block", hook="Do not seal")
    d.answer(0, "move", "Push 1")
    d.answer(1, "choose", NO_BLOCK)
    # no Transform question: the Grasp goes to the gauge
    assert "Grasp" in d.names(0, "gauge") and d.names(0, "tr") == ["Cross"]


# ------------------------------------------------------------ the Exceed side


def test_exceeded_setting_may_seal_a_transformation_for_two_power():
    d = duel("tournelouse", OPP, pos=(3, 4))
    d.set_hand(0, "Cross", "Assault")
    d.set_hand(1, "Block", "Block")
    d.put(0, "tr", "Grasp", "Southpaw")
    d.p(0)["ex"] = True
    d.refresh()
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Cross", exact=True)
    labels = d.choices(0, "choose")
    assert labels == ["Seal Grasp for +2 Power", "Seal Grasp for +2 Armor",
                      "Seal Diabolic Might for +2 Power", "Seal Diabolic Might for +2 Armor",
                      "Do not seal"]
    d.answer(0, "choose", "Seal Diabolic Might for +2 Power")
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(1, "choose", NO_BLOCK)
    # Cross 3 +2 (seal); Diabolic Might's +1 for Normals left with the seal
    assert last(d)["power"] == 5 and d.names(0, "sealed") == ["Southpaw"] and d.names(0, "tr") == ["Grasp"]


def test_exceeded_defender_may_seal_for_two_armor():
    d = duel("tournelouse", OPP, pos=(3, 4))
    d.set_hand(0, "Block", "Cross")
    d.set_hand(1, "Grasp", "Grasp")
    d.put(0, "tr", "Spike")
    d.p(0)["ex"] = True
    pass_turn(d, 0)
    d.answer(1, "main", "Strike", exact=True)
    d.answer(1, "strike-set", "Grasp", exact=True)
    d.answer(0, "strike-set", "Block", exact=True)
    d.answer(0, "choose", "Seal Spike for +2 Armor")
    d.answer(1, "move", "Push 1")
    if (0, "choose") in d.kinds():
        d.answer(0, "choose", NO_BLOCK)
    assert last(d)["armor"] == 2 + 2 and d.life(0) == 30
    assert d.names(0, "sealed") == ["Spike"]


def test_unexceeded_setting_offers_no_seal():
    d = duel("tournelouse", OPP, pos=(3, 4))
    d.set_hand(0, "Cross", "Assault")
    d.set_hand(1, "Block", "Block")
    d.put(0, "tr", "Grasp")
    d.strike(0, "Cross", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.names(0, "tr") == ["Grasp"]


def test_exceeded_wild_swing_may_seal_once_and_the_bonus_stays_with_a_replacement_swing():
    d = duel("tournelouse", OPP, pos=(3, 4))
    d.set_hand(0, "Focus")
    d.set_hand(1, "Block", "Block")
    d.put(0, "tr", "Grasp", "Dive")
    on_top(d, 0, "Netherstorm", "Cross")
    d.p(0)["ex"] = True
    d.refresh()
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Wild Swing")
    d.answer(0, "choose", "Seal Grasp for +2 Power")
    d.answer(1, "strike-set", "Block", exact=True)
    # Netherstorm: 5 Gauge against no gauge and one Transformation, invalid; the Cross that
    # replaces it is no new setting, so no second seal question comes before Block's Force
    assert d.kinds() == [(1, "choose")]
    d.answer(1, "choose", NO_BLOCK)
    s = last(d)
    assert s["card"] == "Cross" and s["wild_swing"] and s["power"] == 3 + 2
    assert d.names(0, "sealed") == ["Grasp"] and d.names(0, "tr") == ["Dive"] and d.life(1) == 27


# ------------------------------------------------------------ Specials and Ultras


def test_death_omen_closes_transforms_when_behind_and_seals_for_three_power():
    d = duel("tournelouse", OPP, pos=(3, 7))
    d.set_hand(0, "Death Omen", "Cross", "Evil Eye")
    d.set_hand(1, "Block", "Block")
    d.put(0, "tr", "Grasp")
    d.p(0)["life"] = 20
    d.strike(0, "Death Omen", "Block")
    assert d.pos(0) == 5
    assert d.choices(0, "choose") == ["Transform Cross", "Transform Unstoppable Assault (Evil Eye)", "None"]
    d.answer(0, "choose", "Transform Cross")
    assert d.choices(0, "choose") == ["Seal Grasp for +3 Power", "Seal Cross for +3 Power", "Do not seal"]
    d.answer(0, "choose", "Seal Grasp")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Gauge")
    # 1 printed, +1 for the transformed Cross, +3 for the seal; Block's 2 Armor
    assert last(d)["power"] == 5 and d.life(1) == 30 - 3
    assert d.names(0, "tr") == ["Cross"] and d.names(0, "sealed") == ["Grasp"]


def test_death_omen_does_not_transform_when_not_behind_on_life():
    d = duel("tournelouse", OPP, pos=(3, 5))
    d.set_hand(0, "Death Omen", "Cross")
    d.set_hand(1, "Block", "Block")
    d.strike(0, "Death Omen", "Block")
    # no Transformation to seal and no transform question: straight to Block's Force
    assert d.kinds() == [(1, "choose")]
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Transform")
    assert d.names(0, "tr") == ["Death Omen"] and d.names(0, "hand") == ["Cross"]


def test_evil_eye_gains_advantage():
    d = duel("tournelouse", OPP, pos=(3, 6))
    d.set_hand(0, "Evil Eye", "Cross")
    d.set_hand(1, "Block", "Block")
    d.strike(0, "Evil Eye", "Block")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Gauge")
    assert last(d)["hit"]
    d.idle(0)


def test_grim_thundercalling_gains_advantage_draws_and_closes_one_or_two():
    d = duel("tournelouse", OPP, pos=(3, 6))
    d.set_hand(0, "Grim Thundercalling", "Cross")
    d.set_hand(1, "Block", "Block")
    d.strike(0, "Grim Thundercalling", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.choices(0, "move") == ["Close 1 to space 4", "Close 2 to space 5"]
    d.answer(0, "move", "Close 2")
    d.answer(0, "choose", "Gauge")
    assert d.pos(0) == 5 and d.hand_count(0) == 2
    d.idle(0)


def test_lightning_spike_ignores_guard_and_moves_the_discard_top_to_gauge():
    d = duel("tournelouse", OPP, pos=(3, 5))
    d.set_hand(0, "Lightning Spike", "Cross")
    d.set_hand(1, "Focus", "Block")
    d.put(0, "discard", "Dive", "Sweep")
    d.put(0, "tr", "Grasp", "Spike")
    d.strike(0, "Lightning Spike", "Focus")
    d.answer(0, "choose", "Gauge")
    # Power 1 + 2 (two Normals) against Focus's 2 Armor: 1 damage beats no Guard (5 ignored)
    assert d.life(1) == 29 and last(d, 1)["stunned"] and d.life(0) == 30
    assert d.names(0, "gauge") == ["Sweep", "Lightning Spike"] and d.names(0, "discard") == ["Dive"]


def test_southpaw_transforms_from_hand_and_advances_four():
    d = duel("tournelouse", OPP, pos=(1, 3))
    d.set_hand(0, "Southpaw", "Cross", "Grasp")
    d.set_hand(1, "Block", "Block")
    d.strike(0, "Southpaw", "Block")
    d.answer(0, "choose", "Transform Grasp")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Transform")
    assert d.names(0, "tr") == ["Grasp", "Southpaw"] and d.pos(0) == 6
    assert last(d)["power"] == 2  # the Grasp went in during the strike


def test_bargeist_fang_is_paid_with_seals_and_transforms_many_then_draws_three():
    d = duel("tournelouse", OPP, pos=(3, 4))
    d.set_hand(0, "Bargeist Fang", "Dive", "Southpaw", "Cross")
    d.set_hand(1, "Block", "Block")
    d.put(0, "gauge", "Sweep")
    d.put(0, "tr", "Grasp", "Focus")
    d.strike(0, "Bargeist Fang", "Block")
    assert d.choices(0, "pay") == ["Sweep (gauge)", "Seal Grasp (transformation)", "Seal Focus (transformation)"]
    d.answer(0, "pay", "Seal Grasp")
    d.answer(0, "pay", "Sweep (gauge)")
    assert d.names(0, "sealed") == ["Grasp"] and d.names(0, "gauge") == []
    d.answer(0, "choose", "Transform Dive")
    d.answer(0, "choose", "Transform Diabolic Might (Southpaw)")
    assert d.choices(0, "choose") == ["Transform Cross", "Done"]
    d.answer(0, "choose", "Done")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Gauge")
    assert d.names(0, "tr") == ["Focus", "Dive", "Southpaw"]
    assert d.hand_count(0) == 1 + 3
    assert last(d)["power"] == 1 + 2  # read at the end of the strike: Focus and Dive


def test_netherstorm_seals_any_number_and_is_invalid_when_short():
    d = duel("tournelouse", OPP, pos=(3, 4))
    d.set_hand(0, "Netherstorm", "Cross")
    d.set_hand(1, "Block", "Block")
    d.put(0, "gauge", "Sweep", "Focus")
    d.put(0, "tr", "Grasp", "Dive", "Spike")
    d.strike(0, "Netherstorm", "Block")
    while (0, "pay") in d.kinds():
        d.pay(0)
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Gauge")
    assert last(d)["power"] == 13 and d.life(1) == 30 - 11
    assert sorted(d.names(0, "sealed")) == ["Dive", "Grasp", "Spike"] and d.names(0, "tr") == []


def test_netherstorm_without_enough_gauge_and_transformations_is_invalid():
    d = duel("tournelouse", OPP, pos=(3, 4))
    d.set_hand(0, "Netherstorm", "Cross")
    d.set_hand(1, "Block", "Block")
    d.put(0, "gauge", "Sweep")
    d.put(0, "tr", "Grasp", "Dive", "Spike")
    d.strike(0, "Netherstorm", "Block")
    assert "Netherstorm" in d.names(0, "discard") and d.names(0, "tr") == ["Grasp", "Dive", "Spike"]
    assert d.strike_view()["sides"][0]["wild_swing"]


def test_a_wild_swung_netherstorm_may_be_paid_with_seals():
    d = duel("tournelouse", OPP, pos=(3, 4))
    d.set_hand(0, "Cross")
    d.set_hand(1, "Block", "Block")
    d.put(0, "gauge", "Sweep")
    d.put(0, "tr", "Grasp", "Dive", "Spike", "Evil Eye")
    on_top(d, 0, "Netherstorm")
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Wild Swing")
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(0, "choose", "Pay 5 Gauge or sealed Transformations", exact=True)
    while (0, "pay") in d.kinds():
        d.pay(0)
    d.answer(1, "choose", NO_BLOCK)
    assert last(d)["card"] == "Netherstorm" and last(d)["power"] == 13 and d.life(1) == 30 - 11
    assert d.names(0, "gauge") == [] and d.names(0, "tr") == [] and len(d.names(0, "sealed")) == 4


# ------------------------------------------------------------ Transformations


def test_immortality_unstoppable_assault_and_diabolic_might_boost_normals_only():
    d = duel("tournelouse", OPP, pos=(3, 4))
    d.set_hand(0, "Cross", "Evil Eye")
    d.set_hand(1, "Block", "Block", "Block")
    d.put(0, "tr", "Death Omen", "Evil Eye", "Southpaw")
    d.strike(0, "Cross", "Block")
    d.answer(1, "choose", NO_BLOCK)
    s = last(d)
    assert (s["power"], s["armor"], s["guard"]) == (3 + 1, 1, 2)
    d.answer(0, "choose", "Gauge")
    pass_turn(d, 1)
    d.p(0)["pos"], d.p(1)["pos"] = 3, 4
    d.refresh()
    d.strike(0, "Evil Eye", "Block")
    d.answer(1, "choose", NO_BLOCK)  # no Transform question: an Evil Eye is already there
    s = last(d)
    assert (s["power"], s["armor"], s["guard"]) == (0, 0, 0)
    assert "Evil Eye" in d.names(0, "gauge")


def test_hells_reach_lets_normals_pay_one_force_to_close_one():
    d = duel("tournelouse", OPP, pos=(3, 5))
    d.set_hand(0, "Grasp", "Cross", "Dive")
    d.set_hand(1, "Block", "Block")
    d.put(0, "tr", "Grim Thundercalling")
    d.strike(0, "Grasp", "Block")
    d.answer(0, "choose", "Pay 1 Force")
    d.answer(0, "pay", "Dive (hand)")
    assert d.pos(0) == 4 and "Dive" in d.names(0, "discard")
    d.answer(0, "move", "Push 1")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Gauge")
    assert last(d)["hit"]


def test_infernal_swiftness_lets_normals_pay_one_force_to_retreat_one():
    d = duel("tournelouse", OPP, pos=(5, 6))
    d.set_hand(0, "Cross", "Dive")
    d.set_hand(1, "Block", "Block")
    d.put(0, "tr", "Lightning Spike")
    d.strike(0, "Cross", "Block")
    d.answer(1, "choose", NO_BLOCK)
    # two After effects: Cross's retreat 3 and Infernal Swiftness; Tournelouse orders them
    d.answer(0, "order", "Cross")
    d.answer(0, "choose", "Pay 1 Force")  # the Dive, the only card, pays at once
    assert d.pos(0) == 5 - 3 - 1 and "Dive" in d.names(0, "discard")


def test_heart_of_darkness_allows_a_second_copy_of_each_normal():
    d = duel("tournelouse", OPP, pos=(3, 4))
    d.set_hand(0, "Grasp", "Cross")
    d.set_hand(1, "Block", "Block")
    d.put(0, "tr", "Grasp", "Bargeist Fang")
    d.strike(0, "Grasp", "Block")
    grasp_hit(d)
    assert d.names(0, "tr") == ["Grasp", "Bargeist Fang", "Grasp"]
    pass_turn(d, 1)
    d.p(0)["pos"], d.p(1)["pos"] = 3, 4
    d.refresh()
    d.put(0, "hand", "Evil Eye")
    d.strike(0, "Evil Eye", "Block")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Gauge")
    assert last(d)["power"] == 2


def test_ouroboros_trades_a_hand_card_for_a_transformation_for_one_force():
    d = duel("tournelouse", OPP)
    d.set_hand(0, "Dive", "Sweep", "Evil Eye")
    d.put(0, "tr", "Grasp", "Netherstorm")
    d.answer(0, "main", "Ouroboros")
    assert d.choices(0, "choose") == ["Trade in Dive", "Trade in Sweep", "Trade in Evil Eye"]
    d.answer(0, "choose", "Trade in Evil Eye")
    assert d.choices(0, "choose") == ["Take Grasp", "Take Ouroboros (Netherstorm)"]
    d.answer(0, "choose", "Take Grasp")
    d.answer(0, "pay", "Dive (hand)")
    assert d.names(0, "tr") == ["Netherstorm", "Evil Eye"]
    assert "Grasp" in d.names(0, "hand") and "Dive" in d.names(0, "discard")


def test_ouroboros_needs_a_card_left_to_pay_with():
    d = duel("tournelouse", OPP)
    d.set_hand(0, "Dive")
    d.put(0, "tr", "Netherstorm")
    assert not [x for x in d.choices(0, "main") if x.startswith("Ouroboros")]
    d.put(0, "gauge", "Sweep")
    assert [x for x in d.choices(0, "main") if x.startswith("Ouroboros")]


# ------------------------------------------------------------ deck, secrecy, random games


def test_tournelouses_starter_deck_is_legal_and_offered():
    deck = next(x for x in GAME.starter_decks() if x.section("character")[0][0] == "tournelouse")
    assert GAME.validate_deck(deck) == [] and sum(n for _c, n in deck.section("main")) == 30
    assert GAME.card("Tournelouse").to_dict()["exceed_cost"] == 0


def test_hand_choices_stay_private_and_the_opponent_sees_no_hand():
    d = duel("tournelouse", OPP, pos=(1, 3))
    d.set_hand(0, "Southpaw", "Cross", "Grasp")
    d.set_hand(1, "Block", "Block")
    d.strike(0, "Southpaw", "Block")
    dec = d.decision(0, "choose")
    assert dec.private and "Transform Grasp" in [o.label for o in dec.options]
    view = d.m.view(1)["players"][0]
    assert view["hand"] == 2 and "Grasp" not in str(d.m.view(1)["players"][0])
    d.answer(0, "choose", "Transform Grasp")
    assert [t["boost"] for t in d.m.view(1)["players"][0]["transforms"]] == ["Grasp"]


OTHERS = sorted(x.section("character")[0][0] for x in GAME.starter_decks()
                if x.section("character")[0][0] != "tournelouse")


@pytest.mark.parametrize("seed", range(20))
def test_random_games_finish_and_every_decision_stays_answerable(seed):
    decks = {x.section("character")[0][0]: x for x in GAME.starter_decks()}
    opp = OTHERS[seed % len(OTHERS)]
    pair = [decks["tournelouse"], decks[opp]]
    if seed % 2:
        pair.reverse()
    m = GAME.new_match(pair, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while m.result is None:
        pending = m.pending()
        assert pending, "the match waits for nobody"
        for dec in pending:
            assert dec.options and dec.min_choices <= min(dec.max_choices, len(dec.options))
        dec = rng.choice(pending)
        k = rng.randint(dec.min_choices, min(dec.max_choices, len(dec.options)))
        m.apply(dec.seat, dec.id, [o.id for o in rng.sample(dec.options, k)])
        steps += 1
        if steps % 37 == 0:  # a snapshot round trip keeps the same view and questions
            again = GAME.load_match(m.to_json())
            assert again.view(0) == m.view(0)
            assert [x.id for x in again.pending()] == [x.id for x in m.pending()]
        assert steps < 3000
    assert m.result.winners or m.result.draw
