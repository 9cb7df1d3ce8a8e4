"""Mutation bench: does the test suite notice when a rule is broken?

A script, not a test (tests/core/test_bench_mutations.py only checks that the list
below still matches the code):

    python tests/bench/mutations.py [--only NAME ...] [--keep]

The working tree's tracked files are copied to a scratch directory once. Each mutation
(file, exact old text, new text) is applied there alone, the test files named for it are
run, and the file is restored. A mutation is *caught* when those tests fail (each set of
test files is first run on the unmutated copy, which must pass). The old text
must occur exactly once in its file, or the script stops: a list that no longer matches
the code would otherwise report nothing silently. The table printed is mutation, test
command, caught, seconds; the exit status is 1 if any mutation survived.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Mutation:
    name: str
    file: str
    old: str
    new: str
    tests: tuple[str, ...]


MUTATIONS = (
    Mutation(
        "cu_combined_attack_main_only",
        "engine/cross_universe/combat.py",
        'power = sum(queries.attack(m, u) for u in a["units"])',
        "power = queries.attack(m, main)",
        ("tests/cross_universe/test_rules_examples.py", "tests/cross_universe/test_turn_rules.py")),
    Mutation(
        "cu_any_unit_starts_combined_attack",
        "engine/cross_universe/stack.py",
        'extra = combat.combined_candidates(m, seat) if s["cards"][iid]["z"] == "partner" else []',
        "extra = combat.combined_candidates(m, seat)",
        ("tests/cross_universe/test_rules_examples.py", "tests/cross_universe/test_turn_rules.py")),
    Mutation(
        "cu_fight_wins_on_equal_attack",
        "engine/cross_universe/combat.py",
        "    if power > tdef:",
        "    if power >= tdef:",
        ("tests/cross_universe/test_rules_examples.py", "tests/cross_universe/test_turn_rules.py")),
    Mutation(
        "cu_counterattack_wins_on_equal_attack",
        "engine/cross_universe/combat.py",
        "    if catk <= mdef:",
        "    if catk < mdef:",
        ("tests/cross_universe/test_rules_examples.py", "tests/cross_universe/test_turn_rules.py")),
    Mutation(
        "cu_guards_decided_one_card_at_a_time",
        "engine/cross_universe/effects.py",
        '            return "ask"\n        dg["k"] += 1',
        '            return "ask"\n        if destruction.destroy(m, dg["t"][dg["k"]], by=ctx.get("src"), fight=False):\n'
        '            dg["saved"].append(dg["t"][dg["k"]])\n        dg["k"] += 1',
        ("tests/cross_universe/test_pool_guards.py",)),
    Mutation(
        "cu_guard_used_without_counting_its_limit",
        "engine/cross_universe/effects.py",
        '    abilities.mark_used(m, h, ab, seat, "guard")\n',
        "",
        ("tests/cross_universe/test_pool_guards.py",)),
    Mutation(
        "cu_no_counterattack_after_a_guard",
        "engine/cross_universe/combat.py",
        '        return after_first_strike(m, blk, a, destroyed)\n    if stage == "c":',
        '        return end_fight(m)\n    if stage == "c":',
        ("tests/cross_universe/test_pool_guards.py",)),
    Mutation(
        "cu_step_run_twice",
        "engine/cross_universe/flow.py",
        '    turn.end_phase_of(m, m.state["phase"])\n',
        '    turn.end_phase_of(m, m.state["phase"])\n    turn.end_phase_of(m, m.state["phase"])\n',
        ("tests/cross_universe/test_turn_rules.py",)),
    Mutation(
        "cu_answer_routed_to_the_wrong_step",
        "engine/cross_universe/combat.py",
        'destruction.ask_guard(m, iid, options, True, {"op": "answer_block"})',
        'destruction.ask_guard(m, iid, options, True, {"op": "answer_effect"})',
        ("tests/cross_universe/test_pool_guards.py",)),
    Mutation(
        "exceed_wild_swing_after_invalid_ex_stays_ex",
        "engine/exceed/combat.py",
        '    side["ws"] = True\n    side["ex"] = False\n',
        '    side["ws"] = True\n',
        ("tests/exceed/test_strike.py", "tests/exceed/test_faq.py")),
    Mutation(
        "exceed_card_listeners_hear_only_their_own_characters_cards",
        "engine/exceed/listeners.py",
        '            if iid in fd:\n',
        '            if iid in fd or m.game.info[m.state["cid"][iid]].char != p["char"]:\n',
        ("tests/exceed/test_renea.py",)),
    Mutation(
        "exceed_stun_when_damage_equals_guard",
        "engine/exceed/combat.py",
        'stunned = tside["dt"] > guard and not immune',
        'stunned = tside["dt"] >= guard and not immune',
        ("tests/exceed/test_strike.py", "tests/exceed/test_faq.py")),
    Mutation(
        "exceed_forced_answer_step_runs_twice",
        "engine/core/steps.py",
        '            self.state["steps"].append(then)\n            return',
        '            self.state["steps"].extend((then, dict(then)))\n            return',
        ("tests/exceed/test_strike.py", "tests/exceed/test_faq.py")),
    Mutation(
        "exceed_yes_answer_routed_to_the_no_step",
        "engine/exceed/match.py",
        '{"op": "yes", "then": yes, "else": no}',
        '{"op": "yes", "then": no or yes, "else": yes}',
        ("tests/exceed/test_pooky.py", "tests/exceed/test_geoffrey.py")),
    Mutation(
        "element_duel_strike_back_ignores_elements",
        "engine/element_duel/combat.py",
        'back = scaled(dfn["atk"], d_card.element, a_card.element)',
        'back = dfn["atk"]',
        ("tests/element_duel/test_combat.py",)),
    Mutation(
        "element_duel_step_runs_twice",
        "engine/element_duel/turn.py",
        'm.push(o["pick"][0], _MAIN)',
        'm.push(o["pick"][0], o["pick"][0], _MAIN)',
        ("tests/element_duel/test_turn.py", "tests/element_duel/test_combat.py")),
    Mutation(
        "element_duel_answer_routed_to_the_wrong_step",
        "engine/element_duel/turn.py",
        '{"op": "mulligan:pick", "s": seat}',
        '{"op": "mulligan:pick", "s": 1 - seat}',
        ("tests/element_duel/test_turn.py",)),
    Mutation(
        "universia_defending_monster_takes_player_damage",
        "engine/universia/combat.py",
        '        if not defending:\n            ops.append({"op": "dmg", "seat": foe, "n": a - d})',
        '        if True:\n            ops.append({"op": "dmg", "seat": foe, "n": a - d})',
        ("tests/universia/test_combat.py",)),
    Mutation(
        "universia_ascension_goes_to_rest",
        "engine/universia/moves.py",
        'if "Ascension" in info.kw:',
        "if False:",
        ("tests/universia/test_stacks.py",)),
    Mutation(
        "universia_save_goes_to_rest",
        "engine/universia/moves.py",
        'elif how == "destroy" and "Save" in info.kw:',
        "elif False:",
        ("tests/universia/test_card_flow.py",)),
    Mutation(
        "universia_opponent_gains_past_ten",
        "engine/universia/moves.py",
        's["mana"] = max(-MANA_CAP, s["mana"] - n)',
        's["mana"] = s["mana"] - n',
        ("tests/universia/test_rules.py",)),
    Mutation(
        "universia_recycle_to_deck_top",
        "engine/universia/effects.py",
        'p["deck"].append(payload)',
        'p["deck"].insert(0, payload)',
        ("tests/universia/test_card_flow.py",)),
    Mutation(
        "universia_waste_from_deck_top",
        "engine/universia/effects.py",
        'iid = p["deck"].pop()',
        'iid = p["deck"].pop(0)',
        ("tests/universia/test_card_flow.py",)),
    Mutation(
        "universia_delay_never_ages",
        "engine/universia/effects.py",
        'e["age"] += 1',
        'e["age"] += 0',
        ("tests/universia/test_enhancements.py",)),
    Mutation(
        "universia_armor_purge_keeps_its_counter",
        "engine/universia/protection.py",
        'p["mz"][z]["ctr"] -= 1',
        'p["mz"][z]["ctr"] -= 0',
        ("tests/universia/test_stacks.py",)),
    Mutation(
        "universia_two_generic_universes_allowed",
        "engine/universia/decks.py",
        "if len(generic) > 1:",
        "if len(generic) > 2:",
        ("tests/universia/test_rules.py",)),
    Mutation(
        "universia_step_runs_twice",
        "engine/universia/combat.py",
        "    m.push(*ops)",
        "    m.push(*ops, *ops)",
        ("tests/universia/test_combat.py",)),
    Mutation(
        "universia_answer_routed_to_the_wrong_step",
        "engine/universia/combat.py",
        '"respond", _RESPOND_PROMPT, opts, resume(op),',
        '"respond", _RESPOND_PROMPT, opts, {**op, "op": "intercept:pick"},',
        ("tests/universia/test_combat.py", "tests/universia/test_enhancements.py")),
    Mutation(
        "omniverse_defense_stance_bleeds",
        "engine/omniverse/combat.py",
        'bleed = atk - dfn if tch["stance"] == "attack" else 0',
        "bleed = atk - dfn",
        ("tests/omniverse/test_combat.py",)),
    Mutation(
        "omniverse_draw_power_draws_nothing",
        "engine/omniverse/effects.py",
        '    elif do == "draw":\n        for _ in range(pw.get("n", 1)):',
        '    elif do == "draw":\n        for _ in range(0):',
        ("tests/omniverse/test_cards.py",)),
    Mutation(
        "omniverse_destroyed_champion_counts_as_defeated",
        "engine/omniverse/effects.py",
        '    if how == "defeated":\n        p["fallen"].append(champ["iid"])',
        '    if how != "discarded":\n        p["fallen"].append(champ["iid"])',
        ("tests/omniverse/test_combat.py", "tests/omniverse/test_examples.py")),
    Mutation(
        "omniverse_attack_wins_on_a_tie",
        "engine/omniverse/combat.py",
        "        elif atk > dfn:",
        "        elif atk >= dfn:",
        ("tests/omniverse/test_combat.py", "tests/omniverse/test_examples.py")),
    Mutation(
        "omniverse_first_round_has_an_event_phase",
        "engine/omniverse/turn.py",
        's["phase"] = "placement" if first_round else "event"',
        's["phase"] = "event"',
        ("tests/omniverse/test_turns.py",)),
    Mutation(
        "omniverse_answer_stack_step_runs_twice",
        "engine/omniverse/events.py",
        "    again(m, o)  # still queued while it resolves",
        "    again(m, o)\n    again(m, o)  # still queued while it resolves",
        ("tests/omniverse/test_answers.py", "tests/omniverse/test_events_victory.py")),
    Mutation(
        "omniverse_fight_answer_resumes_the_window_step",
        "engine/omniverse/combat.py",
        "    m.ask(seat, kind, prompt, opts, st, private=True)",
        "    m.ask(seat, kind, prompt, opts, {**st, \"op\": \"window\", \"at\": \"\", \"then\": \"main\"},\n"
        "          private=True)",
        ("tests/omniverse/test_combat.py",)),
)


def check(root: Path = ROOT) -> list[str]:
    """Problems with the list against the tree at `root`: an old text missing or ambiguous,
    a test file that does not exist."""
    problems = []
    for mu in MUTATIONS:
        path = root / mu.file
        n = path.read_text(encoding="utf-8").count(mu.old) if path.is_file() else 0
        if n != 1:
            problems.append(f"{mu.name}: the old text occurs {n} times in {mu.file} (needs 1)")
        problems += [f"{mu.name}: no test file {t}" for t in mu.tests if not (root / t).is_file()]
    return problems


def _copy_tree(dest: Path) -> None:
    files = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                           cwd=ROOT, check=True, capture_output=True).stdout.split(b"\0")
    for f in filter(None, files):
        src = ROOT / f.decode()
        if src.is_file():
            (dest / f.decode()).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / f.decode())


def _pytest(tests) -> list[str]:
    return [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *tests]


def run(mutations=MUTATIONS, keep: bool = False) -> list[tuple[Mutation, str, bool, float]]:
    problems = check()
    if problems:
        sys.exit("mutation list is stale:\n  " + "\n  ".join(problems))
    scratch = Path(tempfile.mkdtemp(prefix="duelhall-mutants-"))
    rows = []
    try:
        _copy_tree(scratch)
        # a test that already fails would count every mutation as caught
        for tests in dict.fromkeys(mu.tests for mu in mutations):
            base = subprocess.run(_pytest(tests), cwd=scratch, capture_output=True, text=True)
            if base.returncode != 0:
                sys.exit(f"the unmutated tree fails {' '.join(tests)}:\n{base.stdout[-2000:]}")
        for mu in mutations:
            path = scratch / mu.file
            original = path.read_text(encoding="utf-8")
            path.write_text(original.replace(mu.old, mu.new, 1), encoding="utf-8")
            cmd = _pytest(mu.tests)
            t0 = time.perf_counter()
            try:
                done = subprocess.run(cmd, cwd=scratch, capture_output=True, text=True)
            finally:
                path.write_text(original, encoding="utf-8")
            rows.append((mu, "python -m pytest -x " + " ".join(mu.tests),
                         done.returncode != 0, time.perf_counter() - t0))
            print(f"{mu.name}: {'caught' if rows[-1][2] else 'SURVIVED'} ({rows[-1][3]:.1f} s)",
                  file=sys.stderr)
    finally:
        if keep:
            print(f"scratch copy kept at {scratch}", file=sys.stderr)
        else:
            shutil.rmtree(scratch, ignore_errors=True)
    return rows


def table(rows) -> str:
    out = ["| mutation | test command | caught | seconds |", "|---|---|---|---|"]
    for mu, cmd, caught, secs in rows:
        out.append(f"| {mu.name} | `{cmd}` | {'yes' if caught else 'NO'} | {secs:.1f} |")
    return "\n".join(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", nargs="*", help="run only the mutations of these names")
    ap.add_argument("--keep", action="store_true", help="keep the scratch copy")
    args = ap.parse_args()
    chosen = [mu for mu in MUTATIONS if not args.only or mu.name in args.only]
    if args.only and len(chosen) != len(set(args.only)):
        sys.exit(f"unknown mutation; the names are {', '.join(mu.name for mu in MUTATIONS)}")
    rows = run(chosen, args.keep)
    print(table(rows))
    sys.exit(0 if all(caught for _mu, _cmd, caught, _s in rows) else 1)


if __name__ == "__main__":
    main()
