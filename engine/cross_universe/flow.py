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
        def run(m, o):
            lost = m.state["lost"]
            if (lost[0] or lost[1]) and zones.check_end(m):
                return
            fn(m, o)

        def resume(m, o):
            lost = m.state["lost"]
            if (lost[0] or lost[1]) and zones.check_end(m):
                return
            fn(m, o)
            m._memo.clear()  # the answer changed the state under the derived values
        steps.add(name, resume if resumes else run, **fields)
        return fn
    return register


# ------------------------------------------------------------ setup, turn
@step("partner", resumes=True, s=int)
def _partner(m, o):
    turn.partner_answer(m, o["s"], o["pick"][0])


@step("reveal")
def _reveal(m, o):
    turn.begin_game(m)


@step("mana")
def _mana(m, o):
    turn.mana_phase(m)


@step("discard8")
def _discard8(m, o):
    turn.ask_discard8(m)


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


@step("eot")
def _eot(m, o):
    turn.end_of_turn(m)


# ------------------------------------------------------------------ stacks
@step("right")
def _right(m, o):
    stack.offer_right(m)


@step("block", resumes=True, s=int)
def _block(m, o):
    stack.block_answer(m, o["s"], o["pick"][0])


@step("retired", resumes=True)
def _retired(m, o):
    stack.retire_answer(m, o["pick"])


@step("combined", resumes=True)
def _combined(m, o):
    stack.finish_declaration(m, o["pick"])


@step("pay")
def _pay(m, o):
    stack.pend_continue(m)


@step("resolve")
def _resolve(m, o):
    stack.resolve_continue(m)


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
