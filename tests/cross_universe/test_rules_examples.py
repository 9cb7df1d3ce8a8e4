"""Every worked example of the rules text, as a scripted scenario."""

from __future__ import annotations

from .helpers import Duel, deck
from .scenes import pins

P = "Will o' the Wisp"  # a level 0 partner: no upkeep to worry about


@pins("Chant of Destruction", "Mystical Circle")
def test_chant_of_destruction_continues_when_one_unit_can_be_destroyed():
    d = Duel(deck(["Chant of Destruction"], P),
             deck(["Mystical Circle", "Trident Merman", "Boulder Warrior"], P))
    d.skip_to("main1", 1)
    trident = d.put(1, "Trident Merman")
    boulder = d.put(1, "Boulder Warrior")
    d.mana(0, 10)
    d.mana(1, 3)
    d.answer(0, "Cast Chant of Destruction")
    d.answer(1, "Cast Mystical Circle")
    d.answer(1, "Trident Merman")  # Mystical Circle's target, chosen as the block is created
    d.both_pass(0)
    assert d.zone(trident) == "unit"
    assert d.zone(boulder) == "discard"
    assert d.life(1) == 1000 - 50 * 3


def test_chant_of_destruction_is_interrupted_when_nothing_can_be_destroyed():
    d = Duel(deck(["Chant of Destruction"], P), deck(["Mystical Circle", "Trident Merman"], P))
    d.skip_to("main1", 1)
    trident = d.put(1, "Trident Merman")
    d.mana(0, 10)
    d.mana(1, 3)
    d.answer(0, "Cast Chant of Destruction")
    d.answer(1, "Cast Mystical Circle")  # the only card? no: partners are cards on the field too
    d.answer(1, "Trident Merman")
    d.both_pass(0)
    assert d.zone(trident) == "unit"
    assert d.life(1) == 1000  # interrupted: no damage


def _attack_turn(attacker_cards, defender_cards):
    d = Duel(deck(defender_cards, P), deck(attacker_cards, P))
    d.skip_to("battle", 2)  # turn 2 is player 2's (seat 1) first battle phase
    return d


@pins("Kodoku Survivor")
def test_parry_can_be_cast_against_kodoku_survivor_but_does_nothing():
    d = _attack_turn(["Kodoku Survivor"], ["Parry"])
    d.put(1, "Kodoku Survivor")
    d.mana(0, 1)
    d.answer(1, "Attack with Kodoku Survivor")
    d.both_pass(0)  # the declaration resolves; the only target is the partner
    assert d.attack()["state"] == "established"
    assert d.has(1, "Pass")  # stack 2: the active player first
    d.pass_(1)
    d.answer(0, "Cast Parry")
    d.both_pass(1)
    assert d.attack()["state"] == "established"  # unaffected: the attack goes on
    d.both_pass(1)  # stack 3 is empty: the chain ends, the fight is forced on stack 1
    assert d.stack()["blocks"][0]["kind"] == "fight"
    d.both_pass(0)
    assert d.life(0) == 1000 - (200 - 0)  # 200 Attack against the partner's 0 Defense


@pins("Parry")
def test_parry_cancels_an_established_attack_whose_fight_block_then_ends_at_once():
    d = _attack_turn(["Trident Merman"], ["Parry"])
    d.put(1, "Trident Merman")
    d.mana(0, 1)
    d.answer(1, "Attack with Trident Merman")
    d.both_pass(0)  # the declaration resolves: the attack is established
    d.pass_(1)
    d.answer(0, "Cast Parry")
    d.both_pass(1)
    d.both_pass(1)
    # "A fight block will always be block 1 on stack 1 after an attack declaration has
    # been established": it is there, and the defender keeps the window it opens.
    decision = d.decision()
    assert decision.seat == 0 and decision.kind == "block"
    assert "stack 1, block 2" in decision.prompt
    d.pass_(0)
    d.pass_(1)
    # "If an attack is cancelled ... the block will not be executed and end immediately."
    assert d.life(0) == 1000
    assert any("cancelled; there is no fight" in e.text for e in d.m.events)


@pins("Large Eerie Flapper")
def test_large_eerie_flapper_needs_a_spell_or_item_on_the_field():
    d = Duel(deck(["Large Eerie Flapper", "Common Sword"], P), deck([], P))
    d.skip_to("main1", 1)
    d.put(0, "Large Eerie Flapper")
    assert not d.has(0, "Activate Large Eerie Flapper")
    d.mana(0, 5)
    d.answer(0, "Deploy Common Sword")
    d.answer(0, "Large Eerie Flapper")
    d.both_pass(1)
    sword = d.iid("Common Sword", 0)
    assert d.zone(sword) == "si"
    d.both_pass(0)  # stack 2
    d.answer(0, "Activate Large Eerie Flapper")
    d.both_pass(1)
    assert d.zone(sword) == "hand"


def test_forest_fire_cannot_be_cast_with_an_empty_deck():
    d = Duel(deck(["Forest Fire"], P), deck([], P))
    d.skip_to("main1", 1)
    d.mana(0, 5)
    assert d.has(0, "Cast Forest Fire")
    for i in list(d.deck(1)):
        d.move(i, "discard")
    d.refresh()
    assert not d.has(0, "Cast Forest Fire")


def test_forest_fire_is_interrupted_when_a_deck_empties_before_it_resolves():
    d = Duel(deck(["Forest Fire"], P), deck(["Forest Fire"], P))
    d.skip_to("main1", 1)
    for i in list(d.deck(0))[2:]:
        d.move(i, "exile")
    d.mana(0, 5)
    d.mana(1, 5)
    before = d.player(1)["deck"]
    d.answer(0, "Cast Forest Fire")
    d.answer(1, "Cast Forest Fire")
    d.both_pass(0)
    assert d.deck(0) == []
    assert d.player(1)["deck"] == before - 2  # only the second Forest Fire did anything


def _haniwa(with_transmigration: bool):
    mine = ["Transmigration of Cards"] if with_transmigration else []
    d = Duel(deck(mine + [], P), deck(["Explosion", "Haniwa Soldier"], P))
    d.skip_to("main1", 1)
    haniwa = d.put(1, "Haniwa Soldier")
    for seat in (0, 1):
        for i in list(d.deck(seat))[-4:]:
            d.move(i, "discard")
    d.mana(0, 5)
    d.mana(1, 5)
    return d, haniwa


@pins("Transmigration of Cards")
def test_haniwa_soldier_moved_before_its_trigger_is_activated_loses_it():
    d, haniwa = _haniwa(True)
    d.answer(0, "Cast Transmigration of Cards")  # block 1
    d.answer(1, "Cast Explosion")  # block 2: destroys Haniwa first
    d.both_pass(0)
    # Transmigration: both choose 3 cards of their discard pile, the turn player first
    d.answer(0, *[o.label for o in d.decision(0).options[:3]])
    d.answer(1, "Haniwa Soldier", *[o.label for o in d.decision(1).options
                                     if "Haniwa" not in o.label][:2])
    assert d.zone(haniwa) == "deck" or d.zone(haniwa) == "discard"
    # stack 2: no Haniwa trigger for player 2, and nobody loses 100 life
    d.pass_(0)
    assert d.decision(1).kind == "block" and not d.has(1, "Haniwa")
    d.pass_(1)
    assert d.life(0) == 1000 - 50 and d.life(1) == 1000


@pins("Haniwa Soldier")
def test_haniwa_soldier_trigger_is_mandatory_on_the_next_stack():
    d, haniwa = _haniwa(False)
    d.pass_(0)
    d.answer(1, "Cast Explosion")
    d.both_pass(0)
    d.pass_(0)
    assert d.labels(1) == ["Activate Haniwa Soldier: Deal 100 damage to each player."]
    d.answer(1, "Activate Haniwa Soldier")
    d.both_pass(0)
    assert d.life(0) == 1000 - 50 - 100 and d.life(1) == 900


@pins("Damping Barrier")
def test_tailwind_after_damping_barrier():
    d = _attack_turn(["Gremlin", "Damping Barrier", "Tailwind"], ["Boulder Warrior"])
    gremlin = d.put(1, "Gremlin")
    d.put(0, "Boulder Warrior")
    d.mana(1, 5)
    d.answer(1, "Attack with Gremlin")
    d.both_pass(0)
    d.answer(1, "Cast Damping Barrier")
    d.answer(1, "Gremlin")
    d.both_pass(0)
    assert d.stats(gremlin)[1] == 0  # 200 - 300, floored at 0
    d.answer(1, "Cast Tailwind")
    d.answer(1, "Gremlin")
    d.both_pass(0)
    assert d.stats(gremlin)[1] == 300  # 0 + 100 + 200 (Wind)
    d.both_pass(1)  # the chain ends
    d.both_pass(0)  # the fight: 300 against Boulder Warrior's 400 Defense
    assert d.stats(gremlin)[1] == 500  # Damping Barrier wore off after the fight


def _freeze_sword(freeze_first: bool):
    d = Duel(deck(["Freeze", "Common Sword", "Antichant - Dispell"], P), deck([], P))
    d.skip_to("main1", 1)
    ogre = d.put(0, "Darkness Ogre")
    d.mana(0, 5)
    order = ["Freeze", "Common Sword"] if freeze_first else ["Common Sword", "Freeze"]
    for name in order:
        d.answer(0, ("Cast " if name == "Freeze" else "Deploy ") + name)
        d.answer(0, "Darkness Ogre")
        d.both_pass(1)
        d.both_pass(0)  # stack 2 empty: back to stack 1
    return d, ogre


def test_freeze_then_common_sword():
    d, ogre = _freeze_sword(True)
    assert d.stats(ogre)[1] == 100  # 850 -> 0 -> +100


def test_common_sword_then_freeze():
    d, ogre = _freeze_sword(False)
    assert d.stats(ogre)[1] == 0  # 850 + 100 -> 0


@pins("Antichant - Dispell")
def test_freeze_destroyed_leaves_only_the_sword_in_both_orders():
    for first in (True, False):
        d, ogre = _freeze_sword(first)
        d.mana(0, 1)
        d.answer(0, "Cast Antichant - Dispell")
        d.both_pass(1)
        assert d.stats(ogre)[1] == 950


@pins("Weak Point")
def test_weak_point_ends_when_the_unit_leaves_the_field():
    d = Duel(deck(["Weak Point", "Judgement Thunderbolt"], P), deck(["Boulder Warrior"], P))
    d.skip_to("main1", 1)
    boulder = d.put(1, "Boulder Warrior")
    d.mana(0, 10)
    d.answer(0, "Cast Weak Point")
    d.answer(0, "Boulder Warrior")
    d.both_pass(1)
    assert d.stats(boulder)[2] == 0
    d.both_pass(0)
    d.answer(0, "Cast Judgement Thunderbolt")
    d.both_pass(1)
    assert d.zone(boulder) == "discard"
    assert d.stats(boulder)[2] == 400
    shown = [c for c in d.m.view(None)["players"][1]["discard"] if c["iid"] == boulder][0]
    assert shown["defense"] == 400
