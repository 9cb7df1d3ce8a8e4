"""The Exceed catalog refuses card data the engine cannot honour, naming file, card and value."""

from __future__ import annotations

import json
import shutil

import pytest

from engine.core import CardDataError
from engine.exceed import ExceedGame, cards
from engine.exceed.rule_names import implements, known_rules

from .helpers import deck


def _copy_data(tmp_path, monkeypatch):
    """A scratch copy of data/exceed that a fresh ExceedGame reads instead of the real one."""
    root = tmp_path / "exceed"
    shutil.copytree(cards.game_data("exceed"), root)
    monkeypatch.setattr(cards, "game_data", lambda name: tmp_path / name)
    return root


def test_every_shipped_file_loads_and_every_rule_it_names_is_implemented():
    game = ExceedGame()
    named = {r for c in game.info.values() if isinstance(c, cards.CardInfo) for r in c.rules}
    assert named and named <= known_rules()
    assert len(game.chars) == 21


def test_a_misspelt_rule_name_fails_loading_naming_file_card_and_name(tmp_path, monkeypatch):
    root = _copy_data(tmp_path, monkeypatch)
    path = root / "characters" / "seijun.json"
    data = json.loads(path.read_text())
    for card in data["cards"]:
        for e in card["boost"]["effects"]:
            if e["do"] == "rule":
                e["rule"] = e["rule"] + "x"
                bad, name = e["rule"], card["name"]
                break
        else:
            continue
        break
    path.write_text(json.dumps(data))
    with pytest.raises(CardDataError) as err:
        _ = ExceedGame().info
    msg = str(err.value)
    assert msg.startswith(f"seijun.json: card {name!r}") and f"unknown rule {bad!r}" in msg


def test_rule_names_come_from_the_registry_not_from_parsing_code():
    from engine.exceed import rule_names
    from engine.exceed.characters import pooky, tournelouse

    assert ExceedGame().info  # loading the catalog imports the character modules
    # a rule a character's code reads by name is declared where that code is
    assert pooky.ZOTS_RECIPE == "zots_recipe" and tournelouse.SEAL_PAYS == "seal_pays"
    assert {"zots_recipe", "seal_pays"} <= known_rules()
    assert not {"ast", "Path"} & set(vars(rule_names))
    with pytest.raises(ValueError, match="non-empty string"):
        implements("")


def _hand_max_in_play(game, char):
    m = game.new_match([deck(char), deck("emogine")], seed=1, options={"shuffle": False, "first": 0})
    return m.view(0)["players"][0]["hand_max"]


@pytest.mark.parametrize("char, shipped", [("seijun", 9), ("taisei", 7)])
def test_the_hand_maximum_comes_from_the_character_data(tmp_path, monkeypatch, char, shipped):
    assert _hand_max_in_play(ExceedGame(), char) == shipped
    path = _copy_data(tmp_path, monkeypatch) / "characters" / f"{char}.json"
    data = json.loads(path.read_text())
    data["characters"][0]["hand_max"] = 11
    path.write_text(json.dumps(data))
    assert _hand_max_in_play(ExceedGame(), char) == 11


def test_a_listener_names_a_known_moment_and_one_rule_or_character():
    from engine.exceed.listeners import listen

    with pytest.raises(ValueError, match="unknown rule moment 'life_payed'"):
        listen("life_payed", rule="x")
    with pytest.raises(ValueError, match="exactly one rule or character"):
        listen("life_paid")
    with pytest.raises(ValueError, match="listens to 'life_paid' twice"):
        listen("life_paid", rule="bloodletting")(lambda m, s, iid, n: None)


def test_every_listener_rule_name_is_a_known_rule():
    from engine.exceed.listeners import rule_names

    assert ExceedGame().info  # loading the catalog imports the character modules
    names = rule_names()
    assert "bloodletting" in names and names <= known_rules()
