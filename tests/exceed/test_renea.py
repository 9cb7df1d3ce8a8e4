"""Renea / The Spook."""

import random

import engine
from engine.core import Rng
from engine.exceed import charstate
from engine.exceed.charstate import SEAT

from .helpers import GAME, NO_BLOCK, deck, duel, pass_turn, pay_all


def opp_card(d, name, zone, to=None):
    """Move one of the opponent's (seat 1) deck (or hand) cards into their `zone`, or Renea's `to` zone."""
    q = d.p(1)
    src = "deck" if any(d.m.name(i) == name for i in q["deck"]) else "hand"
    iid = next(i for i in q[src] if d.m.name(i) == name)
    q[src].remove(iid)
    (d.p(0)[to] if to else q[zone]).append(iid)
    d.refresh()
    return iid


def exceeded(d):
    d.p(0)["ex"] = True
    d.refresh()


# ------------------------------------------------------------------ the ability


def test_a_face_down_boost_is_hidden_and_turns_up_before_renea_sets_her_attack():
    d = duel("renea", "shovelknight", ["Called Shot", "Strafe Fire"], ["Block"], pos=(3, 5))
    events = d.answer(0, "main", "Boost Tactical Training (Called Shot) face-down (0 Force)")
    for seat in (1, None):
        assert d.m.view(seat)["players"][0]["boosts"] == [{"face_down": True}]
    mine = d.m.view(0)["players"][0]["boosts"][0]
    assert mine["name"] == "Called Shot" and mine["face_down"]
    seen = " ".join(e.text for e in events if e.visible_to != 0)
    assert "face-down" in seen and "Called Shot" not in seen and "Tactical" not in seen
    d.idle(1)
    pass_turn(d, 1)
    flip = d.answer(0, "main", "Strike", exact=True)
    assert any("turns face-up: Tactical Training (Called Shot)" in e.text and e.visible_to is None
               for e in flip)
    assert d.facedown(0) == []
    d.answer(0, "strike-set", "Strafe Fire", exact=True)
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert (last["power"], last["speed"], last["hit"]) == (2 + 1, 6 + 1, True)
    assert "Called Shot" in d.names(0, "discard") and d.pos(0) == 2  # Strafe Fire: retreat 1


def test_face_down_now_effects_wait_and_resolve_when_renea_defends():
    d = duel("renea", "shovelknight", ["Anticipation", "Grasp"], ["Block"], pos=(3, 6))
    d.answer(0, "main", "Boost Jiujitsu (Anticipation) face-down")
    assert d.pos(0) == 3  # Now: move 1 has not happened
    d.idle(1)
    d.answer(1, "main", "Strike", exact=True)
    d.answer(1, "strike-set", "Block", exact=True)
    # before Renea sets: Jiujitsu turns face-up and its Now effect moves her
    d.answer(0, "move", "Move 1 to space 4")
    d.answer(0, "strike-set", "Grasp", exact=True)
    assert d.pos(0) == 4
    assert d.last_strike()["sides"][0]["power"] == 3 + 1  # Jiujitsu +1 Power


def test_jiujitsu_played_face_up_moves_at_once():
    d = duel("renea", "shovelknight", ["Anticipation"], ["Block"], pos=(3, 6))
    d.answer(0, "main", "Boost Jiujitsu (Anticipation, 0 Force)")
    d.answer(0, "move", "Move 1 to space 2")
    assert d.pos(0) == 2 and d.names(0, "boosts") == ["Anticipation"] and d.facedown(0) == []


def test_fakeout_face_down_returns_and_draws_before_the_attack_is_set():
    d = duel("renea", "shovelknight", ["Flare", "Grasp"], ["Block"], pos=(3, 5))
    d.answer(0, "main", "Boost Fakeout (Flare) face-down")
    pass_turn(d, 1)
    hand = d.hand_count(0)
    d.answer(0, "main", "Strike", exact=True)
    assert "Flare" in d.names(0, "hand") and d.hand_count(0) == hand + 2
    assert d.names(0, "boosts") == []
    d.answer(0, "strike-set", "Flare", exact=True)


def test_fakeout_face_up_returns_to_hand_and_draws():
    d = duel("renea", "shovelknight", ["Flare"], ["Block"])
    hand = d.hand_count(0)
    d.answer(0, "main", "Boost Fakeout (Flare, 0 Force)")
    # back to hand, a card drawn, then the end-of-turn draw
    assert "Flare" in d.names(0, "hand") and d.hand_count(0) == hand + 2
    assert d.names(0, "boosts") == []


def test_exceeded_renea_cannot_play_boosts_face_down():
    d = duel("renea", "shovelknight", ["Called Shot"], ["Block"])
    assert any("face-down" in lab for lab in d.choices(0, "main"))
    exceeded(d)
    assert not any("face-down" in lab for lab in d.choices(0, "main"))


def test_a_face_down_boost_cannot_be_cancelled_but_a_face_up_one_can():
    d = duel("renea", "geoffrey", ["Called Shot", "Called Shot"], ["Block"])
    d.put(1, "tr", "Inquisition")  # Compulsive Purification: pay 2 Force to cancel a boost
    d.answer(0, "main", "Boost Tactical Training (Called Shot) face-down")
    d.idle(1)  # no cancel question: Geoffrey cannot see what was boosted
    pass_turn(d, 1)
    d.answer(0, "main", "Boost Tactical Training (Called Shot, 0 Force)")
    assert (1, "cancel") in d.kinds()


def test_following_leads_moves_after_a_boost_but_not_when_a_boost_turns_up():
    d = duel("renea", "shovelknight", ["Grasp", "Called Shot", "Strafe Fire"], ["Block"], pos=(3, 6))
    d.put(0, "tr", "Lethal Force")
    d.answer(0, "main", "Boost Fierce (Grasp, 0 Force)")
    d.answer(0, "choose", "Spend 1 Force")
    d.answer(0, "pay", "Strafe Fire (hand)")
    d.answer(0, "move", "Move 1 to space 4")
    assert d.pos(0) == 4
    pass_turn(d, 1)
    d.answer(0, "main", "Boost Tactical Training (Called Shot) face-down")
    d.answer(0, "choose", "No")  # playing face-down resolves a boost too
    pass_turn(d, 1)
    d.answer(0, "main", "Strike", exact=True)
    d.decision(0, "strike-set")  # turning it face-up does not offer Following Leads


# ------------------------------------------------------------------- Exceed


def test_exceeding_turns_boosts_up_without_now_effects_and_fills_the_briefcase():
    d = duel("renea", "pooky", ["Anticipation"], ["Block"], pos=(3, 6))
    d.answer(0, "main", "Boost Jiujitsu (Anticipation) face-down")
    pass_turn(d, 1)
    d.put(1, "discard", "Grasp", "Cross", "Assault", "Drunken Rampage")
    d.put(0, "gauge", "Sweep", "Spike", "Dive", "Focus", "Block")
    d.answer(0, "main", "Exceed (pay 5 Gauge)")
    pay_all(d, 0)
    assert d.exceeded(0) and d.facedown(0) == [] and d.names(0, "boosts") == ["Anticipation"]
    assert d.pos(0) == 3  # Jiujitsu's Now effect did not resolve
    # the 3 topmost cards with a boost (Drunken Rampage's transformation is no boost), topmost first
    assert d.names(0, "area") == ["Assault", "Cross", "Grasp"]
    assert d.names(1, "discard") == ["Dive", "Drunken Rampage"]  # Dive: Pooky's hand-size discard
    assert [c["name"] for c in d.m.view(1)["players"][0]["briefcase"]] == ["Assault", "Cross", "Grasp"]
    # the terminal shows the Briefcase too
    assert "Briefcase: Assault, Cross, Grasp" in GAME.describe(d.m.view(1))


def test_exceeded_hits_take_the_bottom_most_boost_card_into_the_briefcase():
    d = duel("renea", "pooky", ["Strafe Fire"], ["Block"], pos=(3, 5))
    d.put(1, "discard", "Drunken Rampage", "Cross", "Grasp")
    exceeded(d)
    d.strike(0, "Strafe Fire", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.names(0, "area") == ["Cross"] and d.names(1, "discard") == ["Drunken Rampage", "Grasp"]


def test_a_briefcase_boost_gives_another_action_once_a_turn():
    d = duel("renea", "shovelknight", [], ["Block"], pos=(3, 5))
    exceeded(d)
    opp_card(d, "Grasp", None, to="area")
    cross = opp_card(d, "Cross", None, to="area")
    d.answer(0, "main", "Boost Run (Cross from the Briefcase, 0 Force)")
    d.answer(0, "move", "Stay on space 3")
    d.idle(0)  # another action
    assert cross in d.p(1)["discard"]  # an instant boost goes to its owner's discard pile
    assert not any("Briefcase" in lab for lab in d.choices(0, "main"))  # once a turn
    d.answer(0, "main", "Prepare")
    d.idle(1)


def test_a_briefcase_boost_that_starts_a_strike_gives_no_other_action():
    d = duel("renea", "shovelknight", ["Grasp"], ["Block"], pos=(3, 4))
    exceeded(d)
    opp_card(d, "Focus", None, to="area")
    d.answer(0, "main", "Boost Reading (Focus from the Briefcase, 0 Force)")
    d.answer(0, "choose", "Block", exact=True)
    d.answer(0, "strike-set", "Grasp", exact=True)  # the opponent's only Block is set for them
    d.answer(0, "order", card="Grasp")
    d.answer(0, "move", "Push 1")
    d.answer(1, "choose", NO_BLOCK)
    assert d.strike_view() is None and (1, "main") in d.kinds()


def test_briefcase_continuous_boost_counts_for_renea_and_returns_to_its_owner():
    d = duel("renea", "shovelknight", ["Strafe Fire"], ["Block"], pos=(3, 5))
    exceeded(d)
    grasp = opp_card(d, "Grasp", None, to="area")
    d.answer(0, "main", "Boost Fierce (Grasp from the Briefcase, 0 Force)")
    d.strike(0, "Strafe Fire", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["power"] == 2 + 2 and grasp in d.p(1)["discard"]


def test_a_briefcase_card_returned_to_hand_goes_to_its_owners_discard_pile():
    # Holy Wings: "you may spend 1 Gauge to return this card to your hand"; an opponent's card
    # would go anywhere but the boost area, gauge, strike or sealed: its owner's discard pile
    d = duel("renea", "geoffrey", [], ["Block"], pos=(3, 5))
    exceeded(d)
    wings = opp_card(d, "Inviolable Judgement", None, to="area")
    d.put(0, "gauge", "Grasp", "Cross")
    d.answer(0, "main", "Boost Holy Wings (Inviolable Judgement from the Briefcase, 1 Force)")
    d.answer(0, "pay", "Assault (hand)")
    d.answer(0, "move", "Space 1")
    d.answer(0, "choose", "Spend 1 Gauge")
    d.answer(0, "pay", "Grasp (gauge)")
    assert wings not in d.p(0)["hand"] and wings in d.p(1)["discard"]
    assert d.names(0, "boosts") == [] and d.names(0, "gauge") == ["Cross"]


def test_fakeout_from_the_briefcase_sends_the_opponents_flare_to_their_discard_pile():
    d = duel("renea", "renea", [], ["Block"], pos=(3, 5))
    exceeded(d)
    flare = opp_card(d, "Flare", None, to="area")
    hand = d.hand_count(0)
    ev = d.answer(0, "main", "Boost Fakeout (Flare from the Briefcase, 0 Force)")
    assert flare in d.p(1)["discard"] and d.hand_count(0) == hand + 1
    texts = [e.text for e in ev]
    assert not any("returns Flare to hand" in t for t in texts)
    assert any("Flare goes to its owner's discard pile" in t for t in texts)


# ------------------------------------------------------------------- attacks


def test_lethal_force_ignores_armor_pushes_and_retreats_with_a_boost():
    for boost, back in ((False, 3), (True, 2)):
        d = duel("renea", "shovelknight", ["Lethal Force"], ["Block"], pos=(3, 4))
        if boost:
            d.put(0, "boosts", "Spike")
        d.strike(0, "Lethal Force", "Block")
        d.answer(1, "choose", NO_BLOCK)
        assert d.life(1) == 30 - 5 and d.pos(1) == 6 and d.pos(0) == back


def test_double_down_adds_two_power_on_hit_with_two_continuous_boosts():
    for boosts, dmg in ((["Spike"], 0), (["Spike", "Sweep"], 2)):
        d = duel("renea", "shovelknight", ["Strafe Fire", "Strafe Fire"], ["Block"], pos=(3, 5))
        d.put(0, "tr", "Strafe Fire")
        d.put(0, "boosts", *boosts)
        d.strike(0, "Strafe Fire", "Block")
        d.answer(1, "choose", NO_BLOCK)
        assert d.life(1) == 30 - dmg


def test_called_shot_gets_six_power_when_a_named_copy_is_thrown_away():
    d = duel("renea", "shovelknight", ["Called Shot"], ["Block"], pos=(3, 5))
    d.strike(0, "Called Shot", "Block")
    d.answer(0, "choose", "Grasp", exact=True)
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["power"] == 6 and d.life(1) == 30 - (6 - 2)
    assert "Grasp" in d.names(1, "discard")


def test_called_shot_against_a_hand_without_the_name_reveals_it():
    d = duel("renea", "shovelknight", ["Called Shot"], ["Block"], pos=(3, 5))
    d.strike(0, "Called Shot", "Block")
    ev = d.answer(0, "choose", "Dive", exact=True)
    assert any("has no Dive: reveals" in e.text for e in ev)
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["power"] == 0 and d.life(1) == 30


def test_paranormal_investigation_takes_two_normals_back():
    d = duel("renea", "shovelknight", ["Paranormal Investigation"], ["Block"], pos=(3, 4))
    d.put(0, "discard", "Grasp", "Flare", "Cross", "Sweep")
    d.put(1, "discard", "Dive")
    d.strike(0, "Paranormal Investigation", "Block")
    assert d.choices(0, "choose") == ["Grasp", "Cross", "Sweep"]  # her own Normals only
    d.answer(0, "choose", labels=["Grasp", "Sweep"])
    d.answer(1, "choose", NO_BLOCK)
    assert {"Grasp", "Sweep"} <= set(d.names(0, "hand")) and "Cross" in d.names(0, "discard")


def test_mimetism_keeps_one_continuous_boost_after_the_strike():
    d = duel("renea", "shovelknight", ["Spike", "Paranormal Investigation"], ["Block"], pos=(3, 5))
    d.put(0, "tr", "Paranormal Investigation")
    d.put(0, "boosts", "Grasp", "Sweep")
    d.strike(0, "Spike", "Block")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Spend 2 Force")
    pay_all(d, 0, "hand")
    d.answer(0, "choose", "Light (Sweep)")
    assert d.names(0, "boosts") == ["Sweep"] and "Grasp" in d.names(0, "discard")


def test_flare_makes_range_one_attacks_miss_after_it_hits_and_closes_two():
    d = duel("renea", "shovelknight", ["Flare"], ["Sweep"], pos=(3, 6))
    d.strike(0, "Flare", "Sweep")
    assert d.pos(0) == 5 and d.life(1) == 30 - 3
    last = d.last_strike()["sides"][1]
    assert last["hit"] is False and d.life(0) == 30


def test_anticipation_dodges_range_one_and_advances():
    d = duel("renea", "shovelknight", ["Anticipation"], ["Cross"], pos=(3, 4))
    d.put(0, "gauge", "Grasp", "Dive")
    d.strike(0, "Anticipation", "Cross")
    pay_all(d, 0)
    # Cross (faster) misses at range 1, then retreats 3; Anticipation advances 1 and hits at 3
    assert d.life(0) == 30 and d.pos(1) == 7 and d.pos(0) == 4 and d.life(1) == 30 - 3


def test_neutralizer_ignores_guard_and_drains_an_exceeded_gauge():
    for ex in (False, True):
        d = duel("renea", "shovelknight", ["Neutralizer"], ["Spike"], pos=(3, 4))
        d.put(0, "gauge", "Grasp", "Dive")
        d.put(1, "gauge", "Grasp", "Cross", "Dive")
        d.p(1)["ex"] = ex
        d.strike(0, "Neutralizer", "Spike")
        pay_all(d, 0)
        if ex:
            d.answer(1, "discard", first=2)
        last = d.last_strike()["sides"][1]
        assert last["stunned"] and last["damage_taken"] == 4  # Spike's Guard 4 is ignored
        assert len(d.names(1, "gauge")) == (1 if ex else 3)


def test_conspiracy_unearthed_shows_the_hand_to_renea_only_and_gauges_a_card():
    d = duel("renea", "shovelknight", ["Neutralizer"], ["Block"])
    ev = d.answer(0, "main", "Boost Conspiracy Unearthed (Neutralizer, 0 Force)")
    hand = [e for e in ev if "'s hand:" in e.text]
    assert hand and all(e.visible_to == 0 for e in hand) and "Block" in hand[0].text
    assert d.decision(0, "choose").private
    d.answer(0, "choose", "Block", exact=True)
    assert d.names(1, "gauge") == ["Block"] and "Block" not in d.names(1, "hand")
    assert d.names(0, "boosts") == ["Neutralizer"]


# ------------------------------------------------------------ hidden information


def test_determinize_resamples_face_down_boosts_the_opponent_cannot_see():
    d = duel("renea", "shovelknight", ["Called Shot"], ["Block"])
    d.answer(0, "main", "Boost Tactical Training (Called Shot) face-down")
    iid = d.p(0)["fd"][0]
    assert iid in d.m.secret_from(1) and iid not in d.m.secret_from(0)
    seen = {d.m.determinize(1, Rng(k)).name(iid) for k in range(12)}
    assert len(seen) > 1
    assert all(d.m.determinize(0, Rng(k)).name(iid) == "Called Shot" for k in range(4))


def test_renea_starter_deck_is_legal_and_offered():
    g = engine.get_game("exceed")
    mine = [x for x in g.starter_decks() if x.name == "Renea"]
    assert mine and g.validate_deck(mine[0]) == []
    assert g.validate_deck(deck("renea")) == []


def _play(seed: int, opp: str, start_exceeded: bool) -> None:
    decks = [deck("renea"), deck(opp)] if seed % 2 else [deck(opp), deck("renea")]
    m = GAME.new_match(decks, seed=seed)
    me = 0 if seed % 2 else 1
    if start_exceeded:  # exercise the Briefcase with the opponent's cards
        m.state["p"][me]["ex"] = True
        for _ in range(6):
            m.state["p"][me]["area"].append(m.state["p"][1 - me]["deck"].pop())
    r = random.Random(seed)
    for step in range(4000):
        if m.result is not None:
            break
        if step % 97 == 0:  # a snapshot comes back the same, hidden face-down boosts included
            back = GAME.load_match(m.to_json())
            assert back.view(0) == m.view(0) and back.view(1) == m.view(1)
        pending = m.pending()
        assert pending, "no decision while the match runs"
        d = r.choice(pending)
        assert d.options and d.min_choices <= len(d.options)
        chosen = r.sample(d.options, r.randint(d.min_choices, d.max_choices))
        if d.kind == "mulligan":
            chosen = []
        elif d.kind == "main":
            pref = [o for o in d.options if o.kind == "exceed"] or (
                [o for o in d.options if o.kind == "boost"] if r.random() < 0.5 else [])
            if pref:
                chosen = [r.choice(pref)]
        m.apply(d.seat, d.id, [o.id for o in chosen])
    assert m.result is not None


def test_random_games_against_other_characters_finish():
    opps = ["pooky", "celinka", "umina", "djanette", "eugenia", "carlswangee", "geoffrey", "iaquis",
            "remiliss", "sydney", "taisei", "seijun", "zsolt", "galdred", "shovelknight", "renea"]
    for k, opp in enumerate(opps):
        _play(k, opp, False)
        _play(100 + k, opp, True)


def test_umina_boosts_from_the_briefcase_find_no_dreamlands():
    """Renea keeps her Briefcase where Umina keeps her Dreamlands; Dream Telling played from
    the Briefcase must not read a Briefcase card as a Dreamlands card."""
    d = duel("renea", "umina", ["Strafe Fire"], ["Block"], pos=(3, 5))
    exceeded(d)
    opp_card(d, "Grasp", None, to="area")
    opp_card(d, "Unknown Khadath", None, to="area")
    d.answer(0, "main", "Boost Dream Telling (Unknown Khadath from the Briefcase")
    d.answer(0, "pay", "Cross (hand)")  # then another action: the boost started no Strike
    d.strike(0, "Strafe Fire", "Block")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "order", "Strafe Fire")
    d.answer(0, "choose", "Gauge")
    assert d.last_strike()["sides"][0]["power"] == 2  # nothing added for the Briefcase's Grasp


def test_daredevil_from_the_briefcase_gives_renea_its_speed():
    d = duel("renea", "minato", ["Strafe Fire"], ["Block"], pos=(3, 5))
    exceeded(d)
    opp_card(d, "A Streetcar Named Disaster", None, to="area")
    d.answer(0, "main", "Boost Daredevil (A Streetcar Named Disaster from the Briefcase")
    d.answer(0, "choose", "Seal 3")
    assert len(d.names(0, "sealed")) == 3
    d.strike(0, "Strafe Fire", "Block")
    d.answer(1, "choose", NO_BLOCK)
    while (0, "order") in d.kinds() or (0, "choose") in d.kinds():
        d.answer(0, *(("order", "Strafe Fire") if (0, "order") in d.kinds() else ("choose", "Gauge")))
    assert d.last_strike()["sides"][0]["speed"] == 6 + 3


def test_the_whirlwind_from_the_briefcase_goes_to_renea_s_gauge_after_her_next_turn():
    d = duel("renea", "luciya", [], ["Block"], pos=(3, 6))
    exceeded(d)
    gunner = opp_card(d, "Firefly Gunner", None, to="area")
    d.answer(0, "main", "Boost The Whirlwind (Firefly Gunner from the Briefcase")
    pass_turn(d, 0)
    assert gunner in d.p(0)["boosts"]  # not yet: the turn it was played
    pass_turn(d, 1)
    pass_turn(d, 0)
    assert gunner in d.p(0)["gauge"] and gunner not in d.p(0)["boosts"]


def _order_all(d, seat):
    """Answer seat's order questions (the first listed effect first) until none is left."""
    while (seat, "order") in d.kinds():
        d.answer(seat, "order", first=1)


def test_bloodletting_from_the_briefcase_refunds_renea_s_next_life_payment():
    d = duel("renea", "emogine", [], [], pos=(2, 8))
    exceeded(d)
    lash = opp_card(d, "Martyr's Lash", None, to="area")
    d.answer(0, "main", "Boost Bloodletting (Martyr's Lash from the Briefcase")
    pay_all(d, 0, "hand")
    d.answer(0, "choose", "Advance 4")
    assert d.pos(0) == 6 and d.p(0)["boosts"] == [lash]
    d.m.spend_life(0, 3)  # any life Renea pays
    assert d.life(0) == 30 and d.names(0, "boosts") == [] and lash in d.p(1)["discard"]


def test_chain_trap_from_the_briefcase_can_be_broken_into_renea_s_gauge():
    d = duel("renea", "luciya", [], [], pos=(3, 6))
    exceeded(d)
    trap = opp_card(d, "Ride The Lightning", None, to="area")
    d.answer(0, "main", "Boost Chain Trap (Ride The Lightning from the Briefcase")
    pass_turn(d, 0)
    assert not any(o.startswith("Move to") for o in d.choices(1, "main"))  # Luciya is trapped
    d.answer(1, "main", "Spend 2 Force: put {seat0}'s Chain Trap into their gauge")
    pay_all(d, 1, "hand")
    assert d.p(0)["gauge"] == [trap] and d.names(0, "boosts") == []


def test_one_more_ride_from_the_briefcase_takes_renea_s_sealed_card_instead_of_the_draw():
    d = duel("renea", "minato", [], [], pos=(3, 7))
    exceeded(d)
    d.put(0, "sealed", "Focus")
    opp_card(d, "Cabstand", None, to="area")
    d.answer(0, "main", "Boost One More Ride (Cabstand from the Briefcase")
    deck = len(d.p(0)["deck"])
    d.answer(0, "main", "Prepare")  # draws 1, then the end-of-turn draw is replaced
    assert d.choices(0, "choose") == ["Take Focus from the sealed area", "Draw a card"]
    d.answer(0, "choose", "Take Focus")
    assert "Focus" in d.names(0, "hand") and not d.p(0)["sealed"] and len(d.p(0)["deck"]) == deck - 1


def test_initiate_launch_from_the_briefcase_makes_renea_s_attack_ex():
    d = duel("renea", "remiliss", ["Assault"], ["Block"], pos=(3, 5))
    exceeded(d)
    opp_card(d, "Nuclear Option", None, to="area")
    d.answer(0, "main", "Boost Initiate Launch (Nuclear Option from the Briefcase")
    d.strike(0, "Assault", "Block", dhook="No")  # Remiliss declines buying her own EX
    _order_all(d, 0)
    d.answer(1, "choose", NO_BLOCK)
    _order_all(d, 0)
    last = d.last_strike()["sides"][0]
    assert last["ex"] and last["power"] == 4 + 1


def test_dark_reflections_from_the_briefcase_leaves_the_briefcase_alone():
    """Renea has no Dreamlands: the named copy is discarded and stays in Umina's discard pile;
    the Briefcase (her area) is not emptied into Umina's hand."""
    d = duel("renea", "umina", [], ["Grasp"], pos=(3, 5))
    exceeded(d)
    khadath = opp_card(d, "Unknown Khadath", None, to="area")
    opp_card(d, "Hollow Space", None, to="area")
    d.answer(0, "main", "Boost Dark Reflections (Hollow Space from the Briefcase")
    d.answer(0, "choose", "Grasp", exact=True)
    grasp = [i for i in d.p(1)["discard"] if d.m.name(i) == "Grasp"]
    assert grasp and d.p(0)["area"] == [khadath] and khadath not in d.p(1)["hand"]


def test_desperate_prayer_from_the_briefcase_keeps_renea_s_ordered_cards_known():
    d = duel("renea", "emogine", [], [], pos=(3, 5))
    exceeded(d)
    opp_card(d, "Touch Of Divinity", None, to="area")
    d.answer(0, "main", "Boost Desperate Prayer (Touch Of Divinity from the Briefcase")
    while (0, "choose") in d.kinds():
        d.answer(0, "choose", first=1)
    top = d.p(0)["deck"][:3]
    assert charstate.get(d.m, 0, SEAT, "known") == top and not set(top) & d.m.secret_from(0)


def test_precision_engineering_from_the_briefcase_goes_into_renea_s_gauge():
    d = duel("renea", "carlswangee", [], [], pos=(3, 5))
    exceeded(d)
    d.put(0, "gauge", "Grasp")
    short = opp_card(d, "Power Short", None, to="area")
    d.answer(0, "main", "Boost Precision Engineering (Power Short from the Briefcase")  # Grasp: the only Normal
    assert "Grasp" in d.names(0, "hand") and d.p(0)["gauge"] == [short] and d.names(0, "boosts") == []
    assert d.m.owner(short) == 1  # still the opponent's card
    d.idle(0)
