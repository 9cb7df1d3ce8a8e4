"""Universia's game terms as messages (engine.core.words), so a front end translates them.

A keyword a message names (the "Alert" of "Alert: X returns to attack mode.") is the
nested message `KW["Alert"]`: one catalog entry per keyword, the same word in every
line that names it. Keywords are written as the card data writes them (one word,
"TeaWithTheGoddess"), which is what the English log always showed.
"""

from __future__ import annotations

from engine.core.words import Words, say

# Every keyword some event, prompt or option label names, by its data name. Each
# `say` is literal so the catalog extractor finds it.
KW: dict[str, Words] = {
    "Abduct": say("Abduct"),
    "Alert": say("Alert"),
    "Alliance": say("Alliance"),
    "ArmorPurge": say("ArmorPurge"),
    "Ascension": say("Ascension"),
    "BattleFormation": say("BattleFormation"),
    "BattlePlan": say("BattlePlan"),
    "Battlements": say("Battlements"),
    "Beserker": say("Beserker"),
    "Blessed": say("Blessed"),
    "Decode": say("Decode"),
    "Decoy": say("Decoy"),
    "Delay": say("Delay"),
    "Delivery": say("Delivery"),
    "DivineAnnoyance": say("DivineAnnoyance"),
    "DivineIntervention": say("DivineIntervention"),
    "DivineJudgement": say("DivineJudgement"),
    "DivineWrath": say("DivineWrath"),
    "Endurance": say("Endurance"),
    "Evade": say("Evade"),
    "Fortitude": say("Fortitude"),
    "FrontLiner": say("FrontLiner"),
    "Guard": say("Guard"),
    "HighCourage": say("HighCourage"),
    "HighGrit": say("HighGrit"),
    "HighMoral": say("HighMoral"),
    "Indestructable": say("Indestructable"),
    "Jamming": say("Jamming"),
    "Leadership": say("Leadership"),
    "Loner": say("Loner"),
    "Maddness": say("Maddness"),
    "Piercing": say("Piercing"),
    "Raze": say("Raze"),
    "Recycle": say("Recycle"),
    "Regress": say("Regress"),
    "Retaliation": say("Retaliation"),
    "Retreat": say("Retreat"),
    "Revive": say("Revive"),
    "Save": say("Save"),
    "Scapegoat": say("Scapegoat"),
    "Seperation": say("Seperation"),
    "Spare": say("Spare"),
    "Strife": say("Strife"),
    "SupplyLine": say("SupplyLine"),
    "Swift": say("Swift"),
    "TeaWithTheGoddess": say("TeaWithTheGoddess"),
    "Waste": say("Waste"),
}
