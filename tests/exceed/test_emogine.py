"""Emogine / The Hecatonchier."""

import random

import engine

from .helpers import GAME, NO_BLOCK, duel, pass_turn

WS = "Wild Swing (top card of your deck)"
HAND = ["Grasp", "Cross", "Assault", "Dive", "Spike"]


def stack(d, seat, *names):
    """Put these cards (from the deck, else the hand) on top of seat's deck, in this order."""
    p = d.p(seat)
    moved = []
    for name in names:
        src = "deck" if any(d.m.name(i) == name and i not in moved for i in p["deck"]) else "hand"
        iid = next(i for i in p[src] if d.m.name(i) == name and i not in moved)
        p[src].remove(iid)
        moved.append(iid)
    p["deck"][:0] = moved
    d.refresh()


def secret_text(d, seat, name):
    """Every event and option text that `seat` may see, and whether `name` appears in any."""
    texts = [e.text for e in d.m.events if e.visible_to in (None, seat)]
    for dec in d.m.pending():
        if dec.seat == seat or not dec.private:
            texts.append(dec.prompt)
            texts += [o.label for o in dec.options]
    return any(name in t for t in texts)


# ------------------------------------------------------------------ ability


def test_wild_swing_look_pays_life_to_gauge_and_swings_face_up():
    d = duel("emogine", "geoffrey", HAND, pos=(3, 5))
    stack(d, 0, "Purifying Chime", "Sweep")
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", WS, exact=True)
    look = [e for e in d.events if e.kind == "look"]
    assert look and look[0].visible_to == 0 and "Purifying Chime" in look[0].text
    assert "Purifying Chime" not in d.decision(0, "choose").prompt
    d.answer(0, "choose", "Pay 1 life")
    assert d.life(0) == 29 and d.names(0, "gauge") == ["Purifying Chime"]
    # face-up: the defender sees Sweep before setting an attack
    side = d.m.view(1)["strike"]["sides"][0]
    assert side["revealed"] and [c["name"] for c in side["cards"]] == ["Sweep"]
    assert d.decision(1, "strike-set")
    assert any("face-up: Sweep" in e.text and e.visible_to is None for e in d.events)


def test_declining_the_look_swings_with_that_card_and_no_life_is_paid():
    d = duel("emogine", "geoffrey", HAND, pos=(3, 5))
    stack(d, 0, "Sweep", "Focus")
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", WS, exact=True)
    d.answer(0, "choose", "No")
    assert d.life(0) == 30 and d.names(0, "gauge") == []
    assert d.m.name(d.m.state["st"]["sides"][0]["card"]) == "Sweep"
    assert d.strike_view()["sides"][0]["revealed"]


def test_the_look_is_never_shown_to_the_opponent():
    d = duel("emogine", "geoffrey", HAND, pos=(3, 5))
    stack(d, 0, "Touch Of Divinity", "Sweep")
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", WS, exact=True)
    assert not secret_text(d, 1, "Touch Of Divinity")
    assert "deck_top" not in d.m.view(1)["players"][0] and "deck_top" not in d.m.view(None)["players"][0]
    # she knows the card while deciding; the opponent's determinization resamples it
    top = d.p(0)["deck"][0]
    assert top not in d.m.secret_from(0) and top in d.m.secret_from(1)


def test_exceeded_wild_swings_are_face_down_with_no_look():
    d = duel("emogine", "geoffrey", HAND, pos=(3, 5))
    d.p(0)["ex"] = True
    stack(d, 0, "Sweep")
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", WS, exact=True)
    assert d.kinds() == [(1, "strike-set")]
    assert not d.strike_view()["sides"][0]["revealed"]
    assert "cards" not in d.m.view(1)["strike"]["sides"][0]


# ------------------------------------------------------------------ exceed


def test_exceed_costs_six_and_the_top_card_is_seen_only_by_her():
    d = duel("emogine", "geoffrey", HAND, pos=(3, 5))
    d.put(0, "gauge", "Sweep", "Sweep", "Focus", "Focus", "Block", "Block")
    stack(d, 0, "Guilty Paean")
    d.answer(0, "main", "Exceed (pay 6 Gauge)")
    for _ in range(5):
        d.pay(0, "gauge")
    assert d.exceeded(0)
    assert "Guilty Paean" in d.names(0, "hand")  # the end-of-turn draw took it
    top = d.p(0)["deck"][0]
    assert [c["name"] for c in d.m.view(0)["players"][0]["deck_top"]] == [d.m.name(top)]
    assert "deck_top" not in d.m.view(1)["players"][0]
    assert f"top of your deck: {d.m.name(top)}" in GAME.describe(d.m.view(0))
    assert "top of your deck" not in GAME.describe(d.m.view(1))
    assert top not in d.m.secret_from(0) and top in d.m.secret_from(1)
    changed = False
    for k in range(6):
        mine = d.m.determinize(0, engine.Rng(k))
        assert mine.state["cid"][top] == d.m.state["cid"][top]
        assert mine.view(0) == d.m.view(0)
        theirs = d.m.determinize(1, engine.Rng(k))
        changed |= theirs.state["cid"][top] != d.m.state["cid"][top]
    assert changed, "the opponent's samples always kept Emogine's top card"


def test_exceeded_turn_start_pays_life_to_bottom_the_top_card():
    d = duel("geoffrey", "emogine", ["Grasp"], pos=(3, 5))
    d.p(1)["ex"] = True
    stack(d, 1, "Touch Of Divinity", "Holy Warding")
    pass_turn(d, 0)
    assert "Touch Of Divinity" not in d.decision(1, "choose").prompt
    d.answer(1, "choose", "Pay 1 life")
    assert d.life(1) == 29 and d.names(1, "deck")[-1] == "Touch Of Divinity"
    assert d.names(1, "deck")[0] == "Holy Warding"
    assert [c["name"] for c in d.m.view(1)["players"][1]["deck_top"]] == ["Holy Warding"]
    assert not secret_text(d, 0, "Touch Of Divinity")
    d.idle(1)


def test_exceeded_turn_start_may_decline():
    d = duel("geoffrey", "emogine", ["Grasp"], pos=(3, 5))
    d.p(1)["ex"] = True
    stack(d, 1, "Touch Of Divinity")
    pass_turn(d, 0)
    d.answer(1, "choose", "No")
    assert d.life(1) == 30 and d.names(1, "deck")[0] == "Touch Of Divinity"


# ------------------------------------------------------------------ specials


def test_blood_for_blood_gains_the_damage_taken_and_buys_power_with_life():
    d = duel("emogine", "geoffrey", ["Blood For Blood"], ["Assault"], pos=(3, 4))
    d.strike(0, "Blood For Blood", "Assault")
    assert d.life(0) == 26  # Assault hit first for 4
    d.answer(0, "choose", "Pay 2 life")
    last = d.last_strike()["sides"][0]
    assert last["power"] == 1 + 4 + 2 and last["hit"]
    assert d.life(0) == 24 and d.life(1) == 30 - 7


def test_blood_ministration_heals_on_wild_swing_and_opposing_wild_swings_give_power():
    d = duel("emogine", "geoffrey", HAND, ["Block"], pos=(3, 5))
    d.put(0, "tr", "Blood For Blood")
    d.p(0)["life"] = 20
    stack(d, 0, "Sweep")
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", WS, exact=True)
    d.answer(0, "choose", "No")
    assert d.life(0) == 21
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["power"] == 6  # no bonus: Geoffrey set a card
    d2 = duel("emogine", "geoffrey", ["Spike"], pos=(3, 5))
    d2.put(0, "tr", "Blood For Blood")
    d2.p(0)["life"] = 20
    stack(d2, 1, "Block")
    d2.strike(0, "Spike", WS)
    d2.answer(1, "choose", NO_BLOCK)
    assert d2.last_strike()["sides"][0]["power"] == 5 + 1
    assert d2.life(0) == 20  # she set a card from hand: no heal


def test_guilty_paean_hits_only_if_three_life_are_paid():
    d = duel("emogine", "geoffrey", ["Guilty Paean"], ["Block"], pos=(3, 5))
    d.strike(0, "Guilty Paean", "Block")
    d.answer(0, "choose", "Pay 3 life")
    d.answer(1, "choose", NO_BLOCK)
    assert d.life(0) == 27 and d.last_strike()["sides"][0]["hit"]
    d = duel("emogine", "geoffrey", ["Guilty Paean"], ["Block"], pos=(3, 5))
    d.strike(0, "Guilty Paean", "Block")
    d.answer(0, "choose", "No")
    assert d.life(0) == 30 and not d.last_strike()["sides"][0]["hit"] and d.life(1) == 30


def test_guilty_paean_cannot_pay_at_three_life():
    d = duel("emogine", "geoffrey", ["Guilty Paean"], ["Block"], pos=(3, 5))
    d.p(0)["life"] = 3
    d.strike(0, "Guilty Paean", "Block")
    assert d.life(0) == 3 and not d.last_strike()["sides"][0]["hit"]


def test_intercessors_prayer_arms_the_valid_attack_after_an_invalid_touch_of_divinity():
    d = duel("emogine", "geoffrey", HAND, ["Block"], pos=(3, 5))
    d.put(0, "tr", "Guilty Paean")
    d.put(0, "gauge", "Focus")
    stack(d, 0, "Touch Of Divinity", "Sweep")
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", WS, exact=True)
    d.answer(0, "choose", "No")  # keep Touch Of Divinity as the swing: 1 Gauge cannot pay 4
    d.answer(1, "strike-set", "Block", exact=True)
    # invalid: discarded, Sweep swings instead with +3 Power and the armed Hit effect
    d.answer(0, "order", "Intercessor's Prayer")
    d.answer(0, "choose", "Pay 1 Gauge")
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert last["card"] == "Sweep" and last["power"] == 6 + 3 + 2
    assert "Touch Of Divinity" in d.names(0, "discard") and d.p(0)["gauge"] != []


def test_holy_warding_power_when_behind_and_draw_after():
    d = duel("emogine", "geoffrey", ["Holy Warding"], ["Block"], pos=(3, 5))
    d.p(0)["life"] = 20
    hand = d.hand_count(0)
    d.strike(0, "Holy Warding", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["power"] == 6
    assert d.hand_count(0) == hand - 1 + 1
    d = duel("emogine", "geoffrey", ["Holy Warding"], ["Block"], pos=(3, 5))
    d.strike(0, "Holy Warding", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["power"] == 4


def test_corrupted_power_heals_on_gauge_payments_only():
    d = duel("emogine", "geoffrey", HAND, pos=(3, 5))
    d.put(0, "tr", "Holy Warding")
    d.put(0, "gauge", "Sweep", "Sweep", "Focus", "Focus", "Block")
    d.p(0)["life"] = 20
    d.answer(0, "main", "Move to space 2 (1 Force)")
    d.answer(0, "pay", "Grasp (hand)")
    assert d.life(0) == 20  # a payment from the hand alone uses no Gauge
    pass_turn(d, 1)
    d.answer(0, "main", "Exceed (pay 4 Gauge)")  # 6 - 2 for the transformation
    while (0, "pay") in d.kinds():
        d.pay(0, "gauge")
    assert d.exceeded(0) and d.life(0) == 21  # one heal for the whole payment


def test_corrupted_power_heals_when_gauge_is_spent_as_force():
    d = duel("emogine", "geoffrey", HAND, pos=(3, 5))
    d.put(0, "tr", "Holy Warding")
    d.put(0, "gauge", "Sweep", "Focus", "Block")
    d.p(0)["life"] = 20
    d.answer(0, "main", "Move to space 1 (2 Force)")
    d.answer(0, "pay", "Sweep (gauge)")
    d.answer(0, "pay", "Grasp (hand)")
    assert d.life(0) == 21 and d.pos(0) == 1  # Gauge spent as Force is a payment using Gauge
    pass_turn(d, 1)
    d.answer(0, "main", "Change Cards")
    d.answer(0, "pay", "Focus (gauge)")
    d.answer(0, "pay", "Block (gauge)")
    d.answer(0, "pay", "Done")
    assert d.life(0) == 22 and d.names(0, "gauge") == []  # one heal for the whole payment


def test_martyrs_lash_after_being_hit_may_transform_from_hand():
    d = duel("emogine", "geoffrey", ["Martyr's Lash", "Purifying Chime"], ["Assault"], pos=(3, 4))
    d.strike(0, "Martyr's Lash", "Assault")
    opts = d.choices(0, "choose")
    assert any("Close 2" in o for o in opts) and any("Neither" in o for o in opts)
    d.answer(0, "choose", "transformation area")
    d.answer(0, "choose", "Blood Frenzy")
    assert d.names(0, "tr") == ["Purifying Chime"]


def test_martyrs_lash_does_nothing_when_not_hit():
    d = duel("emogine", "geoffrey", ["Martyr's Lash", "Purifying Chime"], ["Block"], pos=(3, 4))
    d.strike(0, "Martyr's Lash", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.names(0, "tr") == [] and d.last_strike()["sides"][0]["hit"]


def test_bloodletting_advances_and_refunds_the_next_life_paid():
    d = duel("emogine", "geoffrey", ["Martyr's Lash", "Guilty Paean", "Grasp"], ["Block"], pos=(2, 8))
    d.answer(0, "main", "Boost Bloodletting")
    d.answer(0, "pay", "Grasp (hand)")
    d.answer(0, "choose", "Advance 4")
    assert d.pos(0) == 6 and d.names(0, "boosts") == ["Martyr's Lash"]
    pass_turn(d, 1)
    d.strike(0, "Guilty Paean", "Block")
    d.answer(0, "choose", "Pay 3 life")
    assert d.life(0) == 30 and d.names(0, "boosts") == [] and "Martyr's Lash" in d.names(0, "discard")


def test_two_bloodlettings_each_refund_the_next_life_paid():
    d = duel("emogine", "geoffrey", ["Guilty Paean"], ["Block"], pos=(3, 5))
    d.put(0, "boosts", "Martyr's Lash", "Martyr's Lash")
    d.p(0)["life"] = 20
    d.strike(0, "Guilty Paean", "Block")
    d.answer(0, "choose", "Pay 3 life")
    assert d.life(0) == 20 - 3 + 3 + 3  # each copy gains that much back
    assert d.names(0, "boosts") == [] and d.names(0, "discard").count("Martyr's Lash") == 2


def test_purifying_chime_discards_and_blood_frenzy_heals_when_behind():
    d = duel("emogine", "geoffrey", HAND, ["Block"], pos=(3, 4))
    d.put(0, "tr", "Purifying Chime")
    d.p(0)["life"] = 20
    stack(d, 0, "Purifying Chime")
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", WS, exact=True)
    d.answer(0, "choose", "No")
    hand = d.hand_count(1)
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(0, "order", "Blood Frenzy")
    d.answer(1, "choose", NO_BLOCK)
    assert d.life(0) == 22 and d.hand_count(1) == hand - 2  # Block set, one random discard


def test_a_card_set_from_hand_is_not_armed_and_blood_frenzy_needs_her_behind():
    d = duel("emogine", "geoffrey", ["Sweep"], ["Block"], pos=(3, 5))
    d.put(0, "tr", "Guilty Paean", "Purifying Chime")
    d.put(0, "gauge", "Focus")
    d.p(0)["life"] = 20
    d.strike(0, "Sweep", "Block")
    d.answer(1, "choose", NO_BLOCK)  # no Intercessor's Prayer or Blood Frenzy beside Sweep's Hit
    last = d.last_strike()["sides"][0]
    assert last["hit"] and last["power"] == 6 and d.life(0) == 20 and d.names(0, "gauge") != []
    d = duel("emogine", "geoffrey", HAND, ["Block"], pos=(3, 5))
    d.put(0, "tr", "Purifying Chime")
    d.p(0)["life"], d.p(1)["life"] = 25, 20
    stack(d, 0, "Sweep")
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", WS, exact=True)
    d.answer(0, "choose", "No")
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(0, "order", "Blood Frenzy")  # armed, with Sweep's own Hit effect
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["hit"] and d.life(0) == 25  # ahead on life: no heal


def test_hand_of_judgement_from_a_wild_swing_may_cost_three_life():
    d = duel("emogine", "geoffrey", HAND, ["Block"], pos=(3, 5))
    stack(d, 0, "Hand Of Judgement")
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", WS, exact=True)
    d.answer(0, "choose", "No")
    d.answer(1, "strike-set", "Block", exact=True)
    assert d.choices(0, "choose") == ["Pay 3 life instead", "Decline (swing again)"]
    d.answer(0, "choose", "Pay 3 life")
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert d.life(0) == 27 and last["card"] == "Hand Of Judgement" and last["hit"]


def test_hand_of_judgement_from_hand_pays_gauge_only():
    d = duel("emogine", "geoffrey", ["Hand Of Judgement"], ["Block"], pos=(3, 5))
    d.strike(0, "Hand Of Judgement", "Block")
    assert d.last_strike() is None or d.last_strike()["sides"][0]["card"] != "Hand Of Judgement"
    assert d.life(0) == 30 and "Hand Of Judgement" in d.names(0, "discard")


def test_evil_within_forces_a_wild_swing_and_gains_advantage():
    d = duel("emogine", "geoffrey", ["Hand Of Judgement", "Grasp", "Cross", "Sweep"], pos=(3, 5))
    stack(d, 1, "Block")
    d.answer(0, "main", "Boost Evil Within")
    d.answer(0, "pay", "Grasp (hand)")
    d.answer(0, "pay", "Cross (hand)")
    d.answer(0, "strike-set", "Sweep", exact=True)
    assert d.strike_view()["sides"][1]["wild_swing"]  # Geoffrey had no choice
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][1]["wild_swing"]
    assert d.m.view(None)["active"] == 0 and d.m.view(None)["turn"] == 2


def test_touch_of_divinity_is_stun_immune():
    d = duel("emogine", "geoffrey", ["Touch Of Divinity"], ["Spike"], pos=(3, 5))
    d.put(0, "gauge", "Sweep", "Sweep", "Focus", "Focus")
    d.strike(0, "Touch Of Divinity", "Spike")
    for _ in range(3):
        d.pay(0, "gauge")
    last = d.last_strike()["sides"][0]
    assert d.life(0) == 25 and not last["stunned"] and last["hit"]  # Spike ignores Armor and Guard
    assert d.life(1) == 20


def test_desperate_prayer_reorders_the_top_three_and_transforms_from_gauge():
    d = duel("emogine", "geoffrey", ["Touch Of Divinity"], pos=(3, 5))
    d.put(0, "gauge", "Holy Warding")
    stack(d, 0, "Sweep", "Focus", "Block")
    d.answer(0, "main", "Boost Desperate Prayer")
    assert any(e.kind == "look" and e.visible_to == 0 for e in d.events)
    d.answer(0, "choose", card="Block")
    d.answer(0, "choose", card="Sweep")
    assert d.names(0, "deck")[:3] == ["Block", "Sweep", "Focus"]
    assert [c["name"] for c in d.m.view(0)["players"][0]["deck_top"]] == ["Block", "Sweep", "Focus"]
    assert not secret_text(d, 1, "Block")
    known = d.p(0)["deck"][:3]
    assert not set(known) & d.m.secret_from(0)
    d.answer(0, "choose", "Corrupted Power")
    assert d.names(0, "tr") == ["Holy Warding"] and d.names(0, "gauge") == []


def test_starter_deck_is_offered():
    names = [dk.name for dk in GAME.starter_decks()]
    assert "Emogine" in names
    deck = next(dk for dk in GAME.starter_decks() if dk.name == "Emogine")
    assert GAME.validate_deck(deck) == []


# ------------------------------------------------------------------ random games


def test_random_games_finish_and_every_decision_stays_answerable():
    decks = {dk.name: dk for dk in GAME.starter_decks()}
    others = ["Geoffrey", "Taisei", "Umina", "Pooky", "Celinka", "Remiliss"]
    for seed in range(6):
        r = random.Random(seed)
        pair = [decks["Emogine"], decks[others[seed]]]
        if seed % 2:
            pair.reverse()
        m = GAME.new_match(pair, seed=seed)
        steps = 0
        while m.result is None:
            pend = m.pending()
            assert pend and steps < 4000
            dec = r.choice(pend)
            assert dec.options and len(dec.options) >= dec.min_choices
            strike = [o for o in dec.options if o.kind in ("strike", "exceed", "boost")]
            if dec.kind == "main" and strike and r.random() < 0.6:
                chosen = [r.choice(strike)]
            else:
                k = r.randint(dec.min_choices, min(dec.max_choices, len(dec.options)))
                chosen = r.sample(dec.options, k)
            m.apply(dec.seat, dec.id, [o.id for o in chosen])
            steps += 1
            if steps % 40 == 0:
                for s in (0, 1):  # what a seat sees survives its own determinization
                    assert m.determinize(s, engine.Rng(steps)).view(s) == m.view(s)
        assert m.result is not None


def test_an_empty_deck_reshuffles_before_the_look():
    d = duel("emogine", "geoffrey", HAND, ["Block"], pos=(3, 5))
    p = d.p(0)
    p["discard"], p["deck"] = p["deck"], []
    d.refresh()
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", WS, exact=True)
    assert p["rs"] and any(e.kind == "look" and e.visible_to == 0 for e in d.events)
    d.answer(0, "choose", "Pay 1 life")
    assert d.life(0) == 29 and len(p["gauge"]) == 1


def test_cards_ordered_by_desperate_prayer_stay_known_after_a_look():
    d = duel("emogine", "geoffrey", ["Touch Of Divinity"] + HAND[:4], ["Block"], pos=(3, 5))
    stack(d, 0, "Sweep", "Focus", "Block")
    d.answer(0, "main", "Boost Desperate Prayer")
    d.answer(0, "choose", card="Focus")
    d.answer(0, "choose", card="Sweep")
    pass_turn(d, 1)
    # the end-of-turn draw took Focus; Sweep and Block are still known, in order
    assert [c["name"] for c in d.m.view(0)["players"][0]["deck_top"]] == ["Sweep", "Block"]
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", WS, exact=True)
    assert [c["name"] for c in d.m.view(0)["players"][0]["deck_top"]] == ["Sweep", "Block"]
    d.answer(0, "choose", "Pay 1 life")
    assert d.names(0, "gauge") == ["Sweep"]
    assert d.m.name(d.m.state["st"]["sides"][0]["card"]) == "Block"


def test_a_reshuffle_forgets_the_cards_desperate_prayer_showed():
    d = duel("emogine", "geoffrey", ["Touch Of Divinity"] + HAND[:4], ["Block"], pos=(3, 5))
    stack(d, 0, "Sweep", "Focus", "Block")
    d.answer(0, "main", "Boost Desperate Prayer")
    d.answer(0, "choose", card="Focus")
    d.answer(0, "choose", card="Sweep")
    pass_turn(d, 1)
    assert [c["name"] for c in d.m.view(0)["players"][0]["deck_top"]] == ["Sweep", "Block"]
    d.answer(0, "main", "Reshuffle")
    # the deck was shuffled: wherever those cards went, she no longer knows them
    assert d.m.view(0)["players"][0]["deck_top"] == []
    assert set(d.p(0)["deck"]) <= d.m.secret_from(0)


def test_a_replacement_wild_swing_is_not_set_no_look_no_heal():
    d = duel("emogine", "geoffrey", ["Hand Of Judgement"], ["Block"], pos=(3, 5))
    d.put(0, "tr", "Blood For Blood")
    d.p(0)["life"] = 20
    stack(d, 0, "Sweep")
    d.strike(0, "Hand Of Judgement", "Block")  # no Gauge: invalid, Sweep swings instead
    d.answer(1, "choose", NO_BLOCK)  # no look, no life payment on the way
    last = d.last_strike()["sides"][0]
    assert last["card"] == "Sweep" and last["wild_swing"] and d.life(0) == 20
