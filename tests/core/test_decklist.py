"""The shared deck-list format: sections, counts, comments, errors with line numbers."""

import pytest

from engine.core import Deck, DeckError
from engine.core.decklist import format_decklist, parse_decklist

CARDS = {"fireball": "F1", "ice wall": "I1", "hero": "H1", "f1": "F1", "i1": "I1", "h1": "H1"}
NAMES = {"F1": "Fireball", "I1": "Ice Wall", "H1": "Hero"}


def resolve(name):
    return CARDS.get(name.strip().lower())


def parse(text, **kw):
    return parse_decklist(text, "g", resolve, NAMES.values(), lists=("main", "side"),
                          singles=("partner",), **kw)


def test_counts_comments_sections_and_singles():
    deck = parse(
        "# my deck\n\nPartner: Hero\n3 Fireball   # burn\n2x Ice Wall\nIce Wall\nSide:\n1 Hero\n"
    )
    assert deck.sections == {"partner": [("H1", 1)], "main": [("F1", 3), ("I1", 3)],
                             "side": [("H1", 1)]}
    assert deck.size() == 6 and deck.expand("side") == ["H1"]


def test_round_trip():
    deck = parse("Partner: Hero\n3 Fireball\n1 Ice Wall\nSide:\n2 Hero\n")
    text = format_decklist(deck, NAMES.__getitem__, ("main", "side"), ("partner",))
    assert text == "Partner: Hero\n3 Fireball\n1 Ice Wall\nSide:\n2 Hero\n"
    assert parse(text).sections == deck.sections


@pytest.mark.parametrize(("text", "line", "words"), [
    ("3 Fireball\n2 Fireblal\n", 2, "did you mean Fireball"),
    ("0 Fireball\n", 1, "count must be"),
    ("Sideboard:\n", 1, "unknown section"),
    ("Partner:\n", 1, "needs a card name"),
    ("Partner: Hero\nPartner: Hero\n", 2, "given twice"),
    ("Side: Hero\n", 1, "lines below"),
    ("3 Fire\x07ball\n", 1, "control characters"),
])
def test_bad_lines_name_their_line(text, line, words):
    with pytest.raises(DeckError) as err:
        parse(text)
    assert err.value.line == line
    assert f"line {line}" in str(err.value) and words in str(err.value)


def test_not_text():
    with pytest.raises(DeckError):
        parse(None)


def test_deck_helpers():
    d = Deck("g", {"main": [("A", 2), ("B", 1), ("A", 1)]})
    assert d.counts() == {"A": 3, "B": 1} and d.size() == 4 and d.section("x") == []
