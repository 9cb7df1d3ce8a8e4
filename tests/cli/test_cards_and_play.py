"""The terminal shows what a player needs to choose: card text in the hand, `?N` and
`?NAME` for any card in sight, `cards GAME NAME` in full, and players as P1, P2."""

from __future__ import annotations

import io
import re

import pytest

import engine
from engine.__main__ import main as engine_main
from engine.ai import RandomAgent
from engine.cli import play
from engine.cli.cardtext import full_lines
from engine.cli.common import decks_for

# raw data instead of words: braces, brackets, a missing value, a Python repr
JUNK = re.compile(r"[{}\[\]]|\bNone\b|'\w+':|<\w+ object")
GAMES = [g for g in engine.games()]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_card_prints_in_full_in_words(game):
    for card in game.cards():
        d = card.to_dict()
        lines = full_lines(game, d)
        text = "\n".join(lines)
        assert lines[0] == card.name
        assert not JUNK.search(text), f"{card.name}: {text}"
        words = str(d.get("text") or "").split()
        if words:
            assert " ".join(words[:3]) in " ".join(text.split()), f"{card.name}: text missing"


def test_cards_command_prints_one_card_in_full(capsys):
    assert engine_main(["cards", "exceed", "Grasp"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "Grasp"
    for bit in ("Power 3", "Speed 7", "Range 1", "Hit: push or pull",
                "Boost: Fierce · Continuous · free: +2 Power."):
        assert bit in out
    assert engine_main(["cards", "cross-universe", "witch's remedy"]) == 0
    out = capsys.readouterr().out
    assert "The chosen player gains 300 life." in out and "Level 0" in out
    assert "Cost: choose a player." in out
    # a query that matches several cards is still a list
    assert engine_main(["cards", "high-card", "number"]) == 0
    assert len(capsys.readouterr().out.strip().splitlines()) == 7


class Player:
    """Seat 0 in the terminal: answers "1" (or the first numbers a question needs), and
    once it first holds a hand and an option naming a card, asks the `?` questions
    `questions(match, view, decision)` returns, remembering what it saw then."""

    def __init__(self, match, questions=None):
        self.match, self.questions, self.asked, self.all_asked = match, questions, None, []

    def __call__(self, prompt: str) -> str:
        if self.asked is None and self.questions is not None:
            d = self.match.pending()[0]
            view = self.match.view(d.seat)
            if view["players"][d.seat]["hand"] and any(o.card for o in d.options):
                asks = list(self.questions(self.match, view, d))
                self.asked, self.all_asked = (view, d, asks), list(asks)
        if self.asked and self.asked[2]:
            return self.asked[2].pop(0)
        many = re.search(r"Choose (?:(up to) \d+|(\d+)(?: to \d+)?) options", prompt)
        least = 0 if many and many.group(1) else int(many.group(2)) if many else 1
        return " ".join(str(i) for i in range(1, least + 1))


def _play(game_id: str, questions=None, seed: int = 2) -> tuple[str, Player]:
    game = engine.get_game(game_id)
    m = game.new_match(decks_for(game, None, game.min_players), seed=seed)
    player = Player(m, questions)
    out = io.StringIO()
    assert play.session(game, m, {0}, {1: RandomAgent(seed)}, ask=player, out=out) == 0
    return out.getvalue(), player


READABLE_GAMES = ["cross-universe", "exceed", "universia", "element-duel"]


@pytest.mark.parametrize("game_id", READABLE_GAMES)
def test_play_shows_the_hand_with_text_and_names_players_p1_p2(game_id):
    out, player = _play(game_id, lambda m, v, d: [])
    view, d, _ = player.asked
    flat = " ".join(out.split())
    assert "Your hand:" in out
    for card in view["players"][0]["hand"]:
        assert " ".join(card["text"].split()[:4]) in flat, f"{card['name']}'s text is not shown"
    assert "P1" in out and "P2" in out
    assert "{seat" not in out
    assert not re.search(r"\b(Seat|Player) \d", out)


def _questions(m, view, d):
    mine = view["players"][0]["hand"][0]
    n = next(i for i, o in enumerate(d.options, 1) if o.card)
    # cards only the other seat holds: never readable through `?`
    theirs = {c["name"] for c in m.view(1)["players"][1]["hand"]}
    hidden = sorted(theirs - {c["name"] for c in engine.visible_cards(view)})
    return ["?", f"?{n}", f"?{mine['name'].upper()}"] + [f"?{h}" for h in hidden] + ["?99"]


@pytest.mark.parametrize("game_id", READABLE_GAMES)
def test_question_mark_reads_an_options_card_and_any_card_in_sight_only(game_id):
    out, player = _play(game_id, _questions)
    view, d, _ = player.asked
    mine = view["players"][0]["hand"][0]
    n = next(i for i, o in enumerate(d.options, 1) if o.card)
    lines = out.splitlines()
    assert "?NAME" in out and "?N " in out  # the help lists the commands
    assert d.options[n - 1].card in lines  # ?N: the card's full text starts with its name
    assert mine["name"] in lines  # ?NAME, any case
    assert " ".join(mine["text"].split()[:4]) in " ".join(out.split())
    hidden = [q[1:] for q in player.all_asked[3:-1]]
    assert hidden, "the other seat's hand holds no card seat 0 cannot see"
    for name in hidden:
        assert f"No card called {name!r} is in sight" in out
    assert "There is no option 99" in out


def test_question_reads_an_exceed_character_card_with_both_sides():
    """A character is in sight (both players see it), so `?Carl Swangee` reads its card."""
    game = engine.get_game("exceed")
    m = game.new_match(decks_for(game, None, 2), seed=1)
    view = m.view(0)
    name = view["players"][0]["character"]
    out = io.StringIO()
    play.answer_question(game, view, m.pending()[0], name, ["P1", "P2"], out)
    text = out.getvalue()
    assert "not in sight" not in text and text.splitlines()[0] == name
    assert "Normal side:" in text and "Exceeded side (" in text and "Exceed cost" in text


@pytest.mark.parametrize("lo,hi,words", [(1, 1, "1 option"), (2, 2, "2 options"),
                                         (0, 2, "up to 2 options"), (1, 3, "1 to 3 options")])
def test_the_prompt_says_how_many_in_words(lo, hi, words):
    assert play.how_many(lo, hi).startswith(words)
