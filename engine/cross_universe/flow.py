"""Every step the Cross Universe match runs (engine.core.steps), in one StepBook: the turn's
parts (turn.py), the stack's (stack.py), and the steps an answer resumes.

A program (a cost, an effect, a delayed effect at the end of the turn) that stops for a
question resumes through the answer step of its place: "answer_cost" (the block being
created, `state["pend"]`), "answer_effect" (the block resolving, `state["res"]`),
"answer_block" (the attack or fight block itself) and "answer_end" (`state["eot"]`); each
puts the answer where the program reads it and runs it on.

Before every step the game may have ended (a loss condition met mid-block); then the step
does nothing and the machine stops.
"""

from __future__ import annotations

from engine.core.steps import StepBook

from . import stack, turn, zones

steps = StepBook("cross-universe")


def step(name: str, resumes: bool = False, **fields):
    """Register a step; `resumes`: it carries an answer ("pick")."""
    def register(fn):
        if resumes:
            def run(m, o):
                lost = m.state["lost"]
                if (lost[0] or lost[1]) and zones.check_end(m):
                    return
                fn(m, o)
                m._memo.clear()  # the answer changed the state under the derived values
        else:
            def run(m, o):
                lost = m.state["lost"]
                if (lost[0] or lost[1]) and zones.check_end(m):
                    return
                fn(m, o)
        steps.add(name, run, **fields)
        return fn
    return register


def part_step(name: str, part) -> None:
    """Register a part of the turn or of a stack that takes nothing but the match (called
    directly: these run for every block offered and every stack resolved)."""
    def run(m, o):
        lost = m.state["lost"]
        if (lost[0] or lost[1]) and zones.check_end(m):
            return
        part(m)
    steps.add(name, run)


for _name, _part in (("reveal", turn.begin_game), ("mana", turn.mana_phase),
                     ("discard8", turn.ask_discard8), ("eot", turn.end_of_turn),
                     ("right", stack.offer_right), ("pay", stack.pend_continue),
                     ("resolve", stack.resolve_continue)):
    part_step(_name, _part)


# ------------------------------------------------------------ setup, turn
@step("partner", resumes=True, s=int)
def _partner(m, o):
    turn.partner_answer(m, o["s"], o["pick"][0])


@step("discarded", resumes=True, s=int)
def _discarded(m, o):
    turn.discard8_answer(m, o["s"], o["pick"])


@step("phase", resumes=True)
def _phase(m, o):
    m.state["stack"] = None
    turn.enter_phase(m, o["pick"][0])


@step("phase_over")
def _phase_over(m, o):
    turn.end_phase_of(m, m.state["phase"])


# ------------------------------------------------------------------ stacks
@step("block", resumes=True, s=int)
def _block(m, o):
    stack.block_answer(m, o["s"], o["pick"][0])


@step("retired", resumes=True)
def _retired(m, o):
    stack.retire_answer(m, o["pick"])


@step("combined", resumes=True)
def _combined(m, o):
    stack.finish_declaration(m, o["pick"])


# ------------------------------------------------- programs resuming on answers
@step("answer_cost", resumes=True)
def _answer_cost(m, o):
    m.state["pend"]["ctx"]["_answer"] = o["pick"]
    stack.pend_continue(m)


@step("answer_effect", resumes=True)
def _answer_effect(m, o):
    m.state["res"]["ctx"]["_answer"] = o["pick"]
    stack.resolve_continue(m)


@step("answer_block", resumes=True)
def _answer_block(m, o):
    s = m.state
    s["stack"]["blocks"][s["res"]["i"]]["_answer"] = o["pick"]
    stack.resolve_continue(m)


@step("answer_end", resumes=True)
def _answer_end(m, o):
    m.state["eot"]["ctx"]["_answer"] = o["pick"]
    turn.end_of_turn(m)
