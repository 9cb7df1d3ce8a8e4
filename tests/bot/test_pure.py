"""The parts of the bot that need no Discord: option tokens, component
layout and paging, automatic answers, idle policy."""

from __future__ import annotations

import pytest

import engine
from bot import decklists, ids, prompts
from bot.idle import FORFEIT, PASS, REMIND, IdleTracker, next_step
from bot.match.items import PageButton, SearchButton
from bot.prompts import ButtonSpec, SelectSpec
from bot.sessions import Player, automatic_answer, turn_of
from bot.store import GuildSettings
from engine import Decision, Option


def decision(n: int, *, kinds=None, min_choices=1, max_choices=1, private=False, ids_=None) -> Decision:
    kinds = kinds or ["play"] * n
    options = [
        Option((ids_ or [f"o{i}" for i in range(n)])[i], kinds[i], f"Option {i}", None)
        for i in range(n)
    ]
    d = Decision(0, "Pick", options, min_choices, max_choices, private)
    d.id = "d7"
    return d


REF = ids.DecisionRef(ids.PUBLIC, 12, 34, "d7")


# ------------------------------------------------------------------ tokens
def test_odd_option_ids_travel_as_positions():
    d = decision(3, ids_=["plain", "has:colon", "x" * 40])
    tokens = [ids.option_token(d, i) for i in range(3)]
    assert tokens == ["plain", "#1", "#2"]
    assert ids.option_ids(d, tokens) == ["plain", "has:colon", "x" * 40]
    assert ids.option_ids(d, ["#9"]) is None
    assert ids.option_ids(d, ["nope"]) is None
    assert ids.option_ids(d, [ids.NONE_TOKEN]) == []


# ---------------------------------------------------------------- layout
def test_few_options_are_buttons_in_one_row():
    specs = prompts.decision_layout(REF, decision(3, kinds=["play", "play", "pass"]))
    assert all(isinstance(s, ButtonSpec) and s.row == 0 for s in specs)
    assert [s.style for s in specs] == ["primary", "primary", "secondary"]


def test_six_options_become_a_select():
    (spec,) = prompts.decision_layout(REF, decision(6))
    assert isinstance(spec, SelectSpec) and len(spec.options) == 6
    assert (spec.min_values, spec.max_values) == (1, 1)


def test_more_than_25_options_are_paged():
    d = decision(60)
    assert prompts.page_count(d) == 3
    first = prompts.decision_layout(REF, d, 0)
    last = prompts.decision_layout(REF, d, 2)
    select = first[0]
    assert isinstance(select, SelectSpec) and len(select.options) == 25
    assert [o.value for o in last[0].options] == [f"o{i}" for i in range(50, 60)]
    pages = [s for s in first if isinstance(s, ButtonSpec) and PageButton.parse(s.custom_id)]
    assert [PageButton.parse(s.custom_id)["page"] for s in pages] == ["2", "1"]
    assert "page 1/3" in select.placeholder
    assert prompts.clamp_page(d, 99) == 2 and prompts.clamp_page(d, -1) == 0
    all_values = {o.value for p in range(3) for o in prompts.decision_layout(REF, d, p)[0].options}
    assert len(all_values) == 60


def named(names: list[str]) -> Decision:
    options = [Option(f"n{i}", "choose", f"Name {n}", n) for i, n in enumerate(names)]
    d = Decision(0, "Name a card", options)
    d.id = "d7"
    return d


def buttons(specs) -> dict[str, str]:
    return {s.label: s.custom_id for s in specs if isinstance(s, ButtonSpec)}


def test_a_long_select_offers_a_search_and_a_short_one_does_not():
    assert "🔎 Search" not in buttons(prompts.decision_layout(REF, decision(50)))
    found = buttons(prompts.decision_layout(REF, decision(51)))
    assert SearchButton.parse(found["🔎 Search"])["action"] == "s"
    assert "Clear search" not in found


def test_a_search_narrows_the_select_to_the_options_it_matches():
    d = named([f"Filler {i}" for i in range(60)] + ["Arson", "Arson Golem", "Parry"])
    specs = prompts.decision_layout(REF, d, 0, query="arson")
    select = specs[0]
    assert [o.label for o in select.options] == ["Name Arson", "Name Arson Golem"]
    # the tokens are the options' own, so a pick from the narrowed list answers the decision
    assert ids.option_ids(d, [o.value for o in select.options]) == ["n60", "n61"]
    assert "2 matching “arson”" in select.placeholder
    assert SearchButton.parse(buttons(specs)["Clear search"])["action"] == "c"
    assert not any("Next" in label for label in buttons(specs))


def test_a_search_matches_full_width_and_any_case_and_pages_its_matches():
    d = named([f"Dragon {i}" for i in range(30)] + [f"Other {i}" for i in range(30)])
    first = prompts.decision_layout(REF, d, 0, query="ＤＲＡＧＯＮ")
    second = prompts.decision_layout(REF, d, 1, query="ＤＲＡＧＯＮ")
    assert len(first[0].options) == 25 and len(second[0].options) == 5
    assert all("Dragon" in o.label for o in first[0].options + second[0].options)
    assert "page 2/2" in second[0].placeholder


def test_a_search_that_matches_nothing_shows_every_option_and_says_so():
    d = named([f"Card {i}" for i in range(60)])
    select = prompts.decision_layout(REF, d, 0, query="zebra")[0]
    assert len(select.options) == 25 and "nothing matches “zebra”" in select.placeholder


def test_multi_choice_uses_a_select_with_bounds():
    (spec,) = prompts.decision_layout(REF, decision(4, min_choices=2, max_choices=3))
    assert isinstance(spec, SelectSpec) and (spec.min_values, spec.max_values) == (2, 3)


def test_zero_choices_allowed_adds_a_none_button():
    specs = prompts.decision_layout(REF, decision(2, min_choices=0))
    assert specs[-1].custom_id.endswith(":~") and specs[-1].label == "Choose none"
    specs = prompts.decision_layout(REF, decision(8, min_choices=0, max_choices=8))
    assert specs[0].min_values == 1 and specs[-1].custom_id.endswith(":~")


def test_labels_are_clipped_for_discord():
    d = decision(1)
    d.options[0] = Option(d.options[0].id, d.options[0].kind, "x" * 200)  # label is read-only
    assert len(prompts.decision_layout(REF, d)[0].label) == prompts.BUTTON_LABEL


# ------------------------------------------------------- automatic answers
def test_only_a_pass_is_answered_unless_full_control():
    only = decision(1, kinds=["pass"])
    human = Player(1, "alice")
    assert automatic_answer(only, human) == ["o0"]
    human.full_control = True
    assert automatic_answer(only, human) is None
    assert automatic_answer(decision(2, kinds=["play", "pass"]), Player(1, "bob")) is None
    assert automatic_answer(only, Player(None, "AI")) is None


def test_pass_modes_pass_whenever_a_pass_is_offered():
    d = decision(3, kinds=["play", "pass", "play"])
    player = Player(1, "alice", pass_mode="new")
    assert automatic_answer(d, player) == ["o1"]
    assert automatic_answer(decision(2), player) is None


def test_turn_of_reads_the_view_header_and_guesses_nothing():
    assert turn_of({"active": 1, "active_seat": 0, "turn_player": 0}) == 1
    assert turn_of({"active": None}) is None
    assert turn_of({"active": True}) is None
    assert turn_of({"active_seat": 1, "turn_seat": 1}) is None  # no more guessing at other keys


@pytest.mark.parametrize("game", [g.id for g in engine.games() if g.id != "high-card"])
def test_every_game_says_whose_turn_it_is(game):
    from tests.conformance.helpers import new_match

    m = new_match(engine.get_game(game), seed=1)
    view = m.view(None)
    assert turn_of(view) == view["active"] and turn_of(view) in range(m.players)


# -------------------------------------------------------------- idle policy
SETTINGS = GuildSettings(idle_reminder_seconds=60, auto_pass_seconds=30, forfeit_seconds=300)


def test_idle_steps_in_order():
    t = IdleTracker()
    t.observe(True, 0)
    assert next_step(t, 59, SETTINGS, True) is None
    assert next_step(t, 60, SETTINGS, True) == REMIND
    t.reminded = True
    assert next_step(t, 89, SETTINGS, True) is None
    assert next_step(t, 90, SETTINGS, True) == PASS
    assert next_step(t, 90, SETTINGS, False) is None
    assert next_step(t, 300, SETTINGS, False) == FORFEIT


def test_idle_counts_only_while_awaited_and_resets_on_an_answer():
    t = IdleTracker()
    t.observe(True, 0)
    t.observe(False, 50)  # the opponent's long turn does not count
    t.observe(True, 1000)
    assert t.idle(1020) == 70
    assert next_step(t, 1020, SETTINGS, True) == REMIND
    t.answered(1020, still_awaited=True)
    assert t.idle(1030) == 10 and not t.reminded


def test_zero_turns_a_step_off():
    off = GuildSettings(idle_reminder_seconds=0, auto_pass_seconds=0, forfeit_seconds=0)
    t = IdleTracker()
    t.observe(True, 0)
    assert next_step(t, 10**6, off, True) is None
    no_reminder = GuildSettings(idle_reminder_seconds=0, auto_pass_seconds=30, forfeit_seconds=0)
    assert next_step(t, 30, no_reminder, True) == PASS


def test_not_awaited_means_nothing_to_do():
    assert next_step(IdleTracker(), 10**6, SETTINGS, True) is None


# ------------------------------------------------------------ deck selects
def _decks(prefix: str, n: int) -> list:
    return [decklists.DeckChoice(f"{prefix} {i}", f"{prefix[0]}{i}", prefix) for i in range(n)]


def test_deck_choices_share_one_select_while_they_fit_saved_first():
    (menu,) = decklists.arrange("Exceed", _decks("us", 4), _decks("st", 21))
    assert menu.menu == "" and len(menu.choices) == 25
    assert [c.label for c in menu.choices[:5]] == ["us 0", "us 1", "us 2", "us 3", "st 0"]


def test_many_starters_never_push_saved_decks_out():
    saved, starters = decklists.arrange("Exceed", _decks("us", 10), _decks("st", 21))
    assert saved.menu == "u" and [c.label for c in saved.choices] == [f"us {i}" for i in range(10)]
    assert starters.menu == "s" and len(starters.choices) == 21
    # each select holds at most Discord's 25 options; an empty one is not sent
    saved, starters = decklists.arrange("X", _decks("us", 30), _decks("st", 30))
    assert len(saved.choices) == len(starters.choices) == 25
    (only,) = decklists.arrange("X", [], _decks("st", 30))
    assert only.menu == "s" and len(only.choices) == 25
