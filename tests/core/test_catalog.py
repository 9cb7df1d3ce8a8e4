"""Card files are validated against a schema; errors name the file, the card and the field."""

import json

import pytest

from engine.core import CardDataError, Field, load_cards

SCHEMA = {
    "id": Field(str),
    "name": Field(str),
    "level": Field(int, min=0, max=10),
    "kind": Field(str, choices=("unit", "spell")),
    "tags": Field(list, required=False, default=[], items=str),
    "effects": Field(list, required=False, default=[], items={"op": Field(str), "n": Field(int)}),
}


def write(tmp_path, cards):
    p = tmp_path / "cards.json"
    p.write_text(json.dumps({"cards": cards}))
    return p


GOOD = {"id": "c1", "name": "Brave", "level": 2, "kind": "unit"}


def test_valid_file_fills_defaults(tmp_path):
    cards = load_cards(write(tmp_path, [GOOD]), SCHEMA)
    assert cards == [{**GOOD, "tags": [], "effects": []}]


@pytest.mark.parametrize(("card", "words"), [
    ({**GOOD, "level": "2"}, "field 'level': must be a whole number"),
    ({**GOOD, "level": 11}, "above the maximum"),
    ({**GOOD, "kind": "trap"}, "'trap' is not one of"),
    ({k: v for k, v in GOOD.items() if k != "level"}, "field 'level' is missing"),
    ({**GOOD, "colour": "red"}, "unknown field 'colour'"),
    ({**GOOD, "tags": ["a", 3]}, "field 'tags'[1]"),
    ({**GOOD, "effects": [{"op": "draw"}]}, "field 'n' is missing"),
    ({**GOOD, "level": True}, "must be a whole number"),
])
def test_errors_name_file_card_and_field(tmp_path, card, words):
    with pytest.raises(CardDataError) as err:
        load_cards(write(tmp_path, [card]), SCHEMA)
    assert "cards.json" in str(err.value) and "'Brave'" in str(err.value)
    assert words in str(err.value)


def test_duplicates_and_broken_files(tmp_path):
    with pytest.raises(CardDataError, match="duplicate id"):
        load_cards(write(tmp_path, [GOOD, {**GOOD, "name": "Other"}]), SCHEMA)
    with pytest.raises(CardDataError, match="duplicate name"):
        load_cards(write(tmp_path, [GOOD, {**GOOD, "id": "c2", "name": "BRAVE"}]), SCHEMA)
    bad = tmp_path / "broken.json"
    bad.write_text("{nope")
    with pytest.raises(CardDataError, match="broken.json: not valid JSON"):
        load_cards(bad, SCHEMA)
    with pytest.raises(CardDataError, match="not found"):
        load_cards(tmp_path / "missing.json", SCHEMA)
