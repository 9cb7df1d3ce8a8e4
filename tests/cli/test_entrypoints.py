"""The command-line entry points: clear one-line errors, exit status 2, no tracebacks."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.__main__ import main as engine_main
from engine.cli.play import read_choice
from engine.core import Decision, Option

ROOT = Path(__file__).resolve().parents[2]


def run_module(*args, env_extra=None, input_text=None):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DUELHALL_"))}
    env.update(env_extra or {})
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60, input=input_text)


def test_bot_without_token_exits_2_with_one_clear_line(tmp_path):
    # run from an empty folder so no .env is picked up
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DUELHALL_"))}
    env["PYTHONPATH"] = str(ROOT)
    r = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 2
    assert "Traceback" not in r.stderr
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1
    assert "DISCORD_TOKEN" in lines[0] and "python -m engine play" in lines[0]
    assert "developers/applications" in lines[0]


@pytest.mark.parametrize("args", [
    ["cards", "no-such-game"],
    ["deck", "validate", "high-card", "/no/such/file.txt"],
    ["bench", "nope"],
    ["play", "nope"],
    ["simulate", "nope", "-n", "1"],
])
def test_bad_input_is_one_line_and_status_2(args, capsys):
    assert engine_main(args) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("error: ")


def test_deck_validate_reports_problems_and_legal(tmp_path, capsys):
    bad = tmp_path / "bad.txt"
    bad.write_text("5 Number 1\n")
    assert engine_main(["deck", "validate", "high-card", str(bad)]) == 2
    assert "at most 2 copies" in capsys.readouterr().out
    good = tmp_path / "good.txt"
    good.write_text("# a comment\n2 Number 1\n2 Number 2\n2 Number 3\n")
    assert engine_main(["deck", "validate", "high-card", str(good)]) == 0
    assert capsys.readouterr().out.strip() == "legal"
    typo = tmp_path / "typo.txt"
    typo.write_text("2 Number 1\n2 Numbr 2\n")
    assert engine_main(["deck", "validate", "high-card", str(typo)]) == 2
    err = capsys.readouterr().err
    assert "line 2" in err and "Number 2" in err


def test_games_and_cards_list(capsys):
    assert engine_main(["games"]) == 0
    assert "high-card" in capsys.readouterr().out
    assert engine_main(["cards", "high-card", "number 7"]) == 0
    assert "Number 7" in capsys.readouterr().out


def test_simulate_json_summary(capsys):
    assert engine_main(["simulate", "high-card", "-n", "20", "--json"]) == 0
    last = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert last["games"] == 20
    assert sum(last["wins"]) + last["draws"] == 20
    assert last["mean_decisions"] > 0


def test_bench_json_summary(capsys):
    assert engine_main(["bench", "high-card", "--runs", "1", "--seconds", "0.05", "--json"]) == 0
    last = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert set(last) == {"decisions_per_s", "games_per_s", "clone_us", "snapshot_ms", "snapshot_kb"}
    assert last["decisions_per_s"] > 0


def test_play_reprompts_on_bad_input_and_finishes(monkeypatch):
    answers = iter(["", "abc", "99", "1"] + ["1"] * 500)
    out = io.StringIO()
    code = engine_main.__globals__["build_parser"]().parse_args(["play", "high-card", "--seed", "3"])
    from engine.cli import play

    assert play.run(code, ask=lambda _prompt: next(answers), out=out) == 0
    text = out.getvalue()
    assert "Please" in text
    assert "wins" in text or "draw" in text


def test_read_choice_multi():
    d = Decision(0, "pick", [Option("a", "x", "A"), Option("b", "x", "B"), Option("c", "x", "C")],
                 min_choices=0, max_choices=2)
    answers = iter(["1 1", "1 2 3", "3 1"])
    assert read_choice(d, ask=lambda _p: next(answers)) == ["c", "a"]


def _play_args(*extra):
    return engine_main.__globals__["build_parser"]().parse_args(["play", *extra])


def test_play_sets_omniverse_game_level_and_first_player(monkeypatch):
    from engine.cli import play

    made = {}
    real = type(play.game_or_fail("omniverse")).new_match

    def spy(self, decks, seed=0, options=None):
        made.update(options or {})
        return real(self, decks, seed=seed, options=options)

    monkeypatch.setattr(type(play.game_or_fail("omniverse")), "new_match", spy)
    answers = iter(["1"] * 5000)
    out = io.StringIO()
    args = _play_args("omniverse", "--level", "15", "--first", "2", "--vs", "random")
    assert play.run(args, ask=lambda _p: next(answers), out=out) == 0
    assert made == {"level": 15, "first": 1}
    assert "Game Level 15" in out.getvalue()


@pytest.mark.parametrize(("args", "message"), [
    (["play", "omniverse", "--level", "50"], "Game Level must be a whole number from 1 to 40"),
    (["play", "omniverse", "--first", "3"], "--first must be 'random' or a player number"),
    (["play", "high-card", "--level", "12"], "has no --level option"),
])
def test_play_refuses_bad_match_options_in_one_line(args, message, capsys):
    assert engine_main(args) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and message in err[0]
