"""Slash commands carry Japanese and German names and descriptions (issue #33), in the
payload the bot syncs, and the stand-in refuses localisations Discord would refuse."""

from __future__ import annotations

import aiohttp
import pytest

import engine
from bot.local.fakediscord.command_rules import command_problems

from .harness import start_bot

LANGUAGES = ("ja", "de")
SUB = (1, 2)


def _missing(entry: dict, where: str, description: bool) -> list[str]:
    gaps = []
    for language in LANGUAGES:
        if language not in (entry.get("name_localizations") or {}):
            gaps.append(f"{where}: no {language} name")
        if description and language not in (entry.get("description_localizations") or {}):
            gaps.append(f"{where}: no {language} description")
    return gaps


def _option_gaps(option: dict, where: str, games: set[str]) -> list[str]:
    where = f"{where} {option['name']}"
    gaps = _missing(option, where, description=True)
    for choice in option.get("choices") or []:
        # Game names are the publishers' own names in every language.
        if choice["value"] not in games:
            gaps += [f"{where} choice {choice['name']}: no {language} name"
                     for language in LANGUAGES
                     if language not in (choice.get("name_localizations") or {})]
    for child in option.get("options") or []:
        gaps += _option_gaps(child, where, games)
    return gaps


async def test_every_command_option_and_choice_is_localised_in_the_synced_payload(hall):
    async with start_bot(hall, dev_guild=None):
        synced = hall.fake.commands()
    games = {g.id for g in engine.games()}
    assert len(synced) >= 10
    gaps = []
    for command in synced:
        chat = command.get("type", 1) == 1
        gaps += _missing(command, f"/{command['name']}", description=chat)
        for option in command.get("options") or []:
            gaps += _option_gaps(option, f"/{command['name']}", games)
    assert not gaps, gaps
    duel = next(c for c in synced if c["name"] == "duel")
    assert duel["name_localizations"]["ja"] == "デュエル"
    assert duel["description_localizations"]["de"] == "Eine Partie spielen"
    challenge = next(o for o in duel["options"] if o["name"] == "challenge")
    assert challenge["name_localizations"] == {"ja": "挑戦", "de": "herausfordern"}
    # Only the catalog's languages: every other locale shows Discord the English.
    assert set(duel["name_localizations"]) == set(LANGUAGES)
    assert command_problems(synced) == []


@pytest.mark.parametrize("change, problem", [
    ({"name_localizations": {"de": "Duell"}}, "lowercase"),
    ({"name_localizations": {"ja": "デュ エル"}}, "pattern"),
    ({"name_localizations": {"jp": "デュエル"}}, "unknown locale"),
    ({"name_localizations": {"de": "x" * 33}}, "1-32"),
    ({"description_localizations": {"ja": ""}}, "1-100"),
    ({"description_localizations": {"de": "x" * 101}}, "1-100"),
])
def test_the_stand_in_refuses_what_discord_refuses(change, problem):
    command = {"name": "duel", "type": 1, "description": "Play a match", **change}
    problems = command_problems([command])
    assert problems and problem in problems[0], problems
    assert command_problems([{"name": "duel", "type": 1, "description": "Play a match",
                              "name_localizations": {"ja": "デュエル", "de": "duell"}}]) == []


def test_siblings_need_distinct_names_in_every_language():
    options = [{"type": 3, "name": n, "description": "x", "name_localizations": {"de": "spiel"}}
               for n in ("game", "match")]
    problems = command_problems([{"name": "duel", "type": 1, "description": "x", "options": options}])
    assert any("duplicate de names" in p for p in problems), problems
    # A context menu's name may have capitals and spaces; it has no description.
    menu = {"name": "Challenge to a duel", "type": 2, "description": "",
            "name_localizations": {"de": "Zum Duell fordern"}}
    assert command_problems([menu]) == []


async def test_a_bad_registration_is_refused_and_keeps_the_old_commands(hall):
    async with start_bot(hall, dev_guild=None):
        before = hall.fake.commands()
        world = hall.fake.world
        url = (f"{hall.fake.server.context.base_url}/api/v10/applications/"
               f"{world.application_id}/commands")
        bad = [{"name": "duel", "type": 1, "description": "Play",
                "name_localizations": {"de": "Duell"}}]
        async with aiohttp.ClientSession() as http, http.put(
            url, json=bad, headers={"Authorization": f"Bot {world.token}"}
        ) as response:
            assert response.status == 400
            assert "lowercase" in (await response.json())["message"]
        assert hall.fake.commands() == before
