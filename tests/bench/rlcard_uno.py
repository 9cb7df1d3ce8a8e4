"""Duelhall's engines against RLCard's pure-Python UNO: random self-play decisions/s.

    python tests/bench/rlcard_uno.py [--games all|ID,...] [--rounds 3] [--seconds 2]
                                     [--scratch DIR] [--install]

RLCard is not a dependency of Duelhall: with --install the script makes a scratch
virtual environment (default .bench/rlcard, ignored by git) and installs `rlcard`
there; without it, it uses that environment if it exists and stops otherwise. Each
round measures UNO and every game once, interleaved, each in its own process on one
core (taskset when available); the report is the median of the rounds and each
game's ratio to UNO, twice: against RLCard's environment (`env.run`, which also
encodes each observation, as our count includes building each Decision) and against
its UNO game alone (rules, legal actions and a random pick, the stricter bar). A number for the closing note, never a test.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

UNO = """
import json, sys, time
import rlcard
from rlcard.agents import RandomAgent
seconds = float(sys.argv[1])
env = rlcard.make("uno", config={"seed": 1})
env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
steps = games = 0
start = time.perf_counter()
while time.perf_counter() - start < seconds:
    trajectories, _ = env.run(is_training=False)
    # a trajectory is state, action, state, ...: (len - 1) / 2 actions per player
    steps += sum((len(t) - 1) // 2 for t in trajectories)
    games += 1
print(json.dumps({"decisions_per_s": steps / (time.perf_counter() - start), "games": games}))
"""

# The game alone, without the RL environment's observation encoding: RLCard's UNO
# rules, legal actions and a uniform random pick. The stricter of the two bars.
UNO_GAME = """
import json, random, sys, time
import numpy as np
from rlcard.games.uno.game import UnoGame
seconds = float(sys.argv[1])
rng = random.Random(1)
game = UnoGame()
game.np_random = np.random.RandomState(1)
steps = games = 0
start = time.perf_counter()
while time.perf_counter() - start < seconds:
    game.init_game()
    while not game.is_over():
        game.step(rng.choice(game.get_legal_actions()))
        steps += 1
    games += 1
print(json.dumps({"decisions_per_s": steps / (time.perf_counter() - start), "games": games}))
"""

OURS = """
import json, sys
from engine.cli.bench import measure
game, players, seconds = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
print(json.dumps(measure(game, players, runs=1, seconds=seconds)))
"""


def _one_core() -> list[str]:
    return ["taskset", "-c", "0"] if shutil.which("taskset") else []


def _python_in(scratch: Path) -> Path:
    return scratch / ("Scripts" if os.name == "nt" else "bin") / "python"


def ensure_rlcard(scratch: Path, install: bool) -> Path:
    py = _python_in(scratch)
    if py.exists() and subprocess.run([py, "-c", "import rlcard"], capture_output=True).returncode == 0:
        return py
    if not install:
        sys.exit(f"rlcard is not installed in {scratch}; run again with --install "
                 "(a scratch environment, not a Duelhall dependency)")
    print(f"installing rlcard into {scratch} ...", file=sys.stderr)
    venv.create(scratch, with_pip=True)
    subprocess.run([py, "-m", "pip", "install", "-q", "rlcard"], check=True)
    return py


def _run(cmd: list, env: dict | None = None) -> dict:
    out = subprocess.run(_one_core() + [str(c) for c in cmd], capture_output=True, text=True,
                         check=True, cwd=ROOT, env=env)
    return json.loads(out.stdout.strip().splitlines()[-1])


def configs(which: str) -> list[tuple[str, int]]:
    sys.path.insert(0, str(ROOT))
    import engine

    games = [g for g in engine.games() if g.id != "high-card"]
    if which != "all":
        wanted = set(which.split(","))
        games = [g for g in games if g.id in wanted]
    return [(g.id, n) for g in games for n in sorted({g.min_players, g.max_players})]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", default="all")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--seconds", type=float, default=2.0)
    p.add_argument("--scratch", type=Path, default=ROOT / ".bench" / "rlcard")
    p.add_argument("--install", action="store_true")
    args = p.parse_args(argv)
    uno_py = ensure_rlcard(args.scratch, args.install)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    todo = configs(args.games)
    rates: dict[str, list[float]] = {"uno": [], "uno-game": []}
    for r in range(args.rounds):
        rates["uno"].append(_run([uno_py, "-c", UNO, args.seconds])["decisions_per_s"])
        rates["uno-game"].append(_run([uno_py, "-c", UNO_GAME, args.seconds])["decisions_per_s"])
        for game, n in todo:
            got = _run([sys.executable, "-c", OURS, game, n, args.seconds], env)
            rates.setdefault(f"{game}/{n}", []).append(got["decisions_per_s"])
        print(f"round {r + 1} of {args.rounds} done", file=sys.stderr)
    uno = statistics.median(rates["uno"])
    bare = statistics.median(rates["uno-game"])
    print(f"RLCard UNO, environment with observations: {uno:,.0f} decisions/s; the game alone: "
          f"{bare:,.0f} decisions/s (medians of {args.rounds} rounds)")
    for key, values in rates.items():
        if key.startswith("uno"):
            continue
        mid = statistics.median(values)
        print(f"{key:18} {mid:9,.0f} decisions/s  {mid / uno:5.2f}x UNO env  {mid / bare:5.2f}x UNO game")
    print(json.dumps({k: round(statistics.median(v)) for k, v in rates.items()}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
