"""The shared step machine (engine.core.steps): order, questions, answers, declarations."""

from __future__ import annotations

import pytest

from engine.core.steps import StepBook, StepError, StepMatch, empty_machine

book = StepBook("toy")
said: list = []


@book.step("say", w=str)
def _say(m, o):
    said.append(o["w"])


@book.step("two", a=str, b=str)
def _two(m, o):
    m.push({"op": "say", "w": o["a"]}, {"op": "say", "w": o["b"]})


@book.step("tail", w=str)
def _tail(m, o):
    m.later({"op": "say", "w": o["w"]})


@book.step("pick", s=int)
def _pick(m, o):
    m.ask(o["s"], "choose", "Pick a word", [["0", "choose", "Red", None, "red"],
                                           ["1", "choose", "Blue", None, "blue"]],
          {"op": "heard", "s": o["s"]})


@book.step("heard", s=int)
def _heard(m, o):
    said.append(f"{o['s']}:{'+'.join(o['pick'])}")


class Toy(StepMatch):
    steps = book

    def _setup(self, decks):
        self.state = empty_machine()

    def view(self, seat):
        return {}

    def card_zones(self):
        return {}

    def secret_from(self, seat):
        return set()

    def determinize(self, seat, rng):
        return self.clone()


def toy(*steps) -> Toy:
    said.clear()
    m = Toy(None, 2)
    m._setup([])
    m.push(*steps)
    m.run()
    return m


def test_pushed_steps_run_in_order_before_what_was_queued():
    toy({"op": "two", "a": "a", "b": "b"}, {"op": "say", "w": "c"})
    assert said == ["a", "b", "c"]


def test_later_steps_run_after_everything_queued():
    toy({"op": "tail", "w": "last"}, {"op": "say", "w": "x"}, {"op": "say", "w": "y"})
    assert said == ["x", "y", "last"]


def test_a_question_stops_the_machine_and_the_answer_resumes_it():
    m = toy({"op": "pick", "s": 1}, {"op": "say", "w": "after"})
    assert said == []
    [d] = m.pending()
    assert (d.seat, d.prompt, [o.label for o in d.options]) == (1, "Pick a word", ["Red", "Blue"])
    m.apply(1, d.id, [d.options[1].id])
    assert said == ["1:blue", "after"]
    assert m.pending() == []


def test_two_seats_asked_at_once_resume_only_when_both_answered():
    m = toy({"op": "pick", "s": 0}, {"op": "pick", "s": 1}, {"op": "say", "w": "end"})
    # the second question opens only after the first is answered: one at a time here
    [d] = m.pending()
    m.apply(0, d.id, [d.options[0].id])
    [d] = m.pending()
    assert d.seat == 1
    m.apply(1, d.id, [d.options[0].id])
    assert said == ["0:red", "1:red", "end"]


def test_simultaneous_questions_wait_for_every_answer():
    m = toy()
    m.ask(0, "choose", "A", [["0", "choose", "A", None, "a"]], {"op": "heard", "s": 0})
    m.ask(1, "choose", "B", [["0", "choose", "B", None, "b"]], {"op": "heard", "s": 1})
    assert sorted(d.seat for d in m.pending()) == [0, 1]
    d1 = next(d for d in m.pending() if d.seat == 1)
    m.apply(1, d1.id, ["0"])
    assert said == [] and [d.seat for d in m.pending()] == [0]
    d0 = m.pending()[0]
    m.apply(0, d0.id, ["0"])
    assert sorted(said) == ["0:a", "1:b"]


def test_an_answer_asked_now_resumes_while_the_other_seat_still_thinks():
    m = toy()
    m.ask(0, "choose", "A", [["0", "choose", "A", None, "a"]], {"op": "heard", "s": 0}, now=True)
    m.ask(1, "choose", "B", [["0", "choose", "B", None, "b"]], {"op": "two", "a": "x", "b": "y"},
          now=True)
    m.push({"op": "say", "w": "queued"})
    d0 = next(d for d in m.pending() if d.seat == 0)
    m.apply(0, d0.id, ["0"])
    assert said == ["0:a"] and [d.seat for d in m.pending()] == [1]
    d1 = m.pending()[0]
    m.apply(1, d1.id, ["0"])  # the last answer resumes as usual, then what was queued runs
    assert said == ["0:a", "x", "y", "queued"]


def test_a_game_may_give_its_questions_a_deadline():
    class Clocked(Toy):
        def _deadline(self, ask):
            return 30.0

    said.clear()
    m = Clocked(None, 2)
    m._setup([])
    m.push({"op": "pick", "s": 0})
    m.run()
    assert m.pending()[0].deadline_s == 30.0
    assert toy({"op": "pick", "s": 0}).pending()[0].deadline_s is None


def test_a_clone_shares_only_the_keys_the_game_lists():
    class Sharing(Toy):
        clone_shares = frozenset({"fixed", "asks"})

    m = Sharing(None, 2)
    m._setup([])
    m.state["fixed"] = [1, 2]
    m.state["mine"] = [3]
    m.ask(0, "choose", "A", [["0", "choose", "A", None, "a"]], {"op": "heard", "s": 0})
    c = m.clone()
    assert list(c.state) == list(m.state)  # the same keys in the same order
    assert c.state["fixed"] is m.state["fixed"] and c.state["mine"] is not m.state["mine"]
    assert c.state["asks"] is not m.state["asks"] and c.state["asks"][0] is m.state["asks"][0]
    said.clear()
    c.apply(0, c.pending()[0].id, ["0"])  # answering in the clone leaves the original asking
    assert said == ["0:a"] and [d.seat for d in m.pending()] == [0]
    assert Toy.clone(toy()).state == empty_machine()  # nothing listed: the core's copy


def test_a_snapshot_keeps_queued_steps_and_open_questions():
    m = toy({"op": "pick", "s": 0}, {"op": "say", "w": "after"})
    again = m.clone()
    d = again.pending()[0]
    again.apply(0, d.id, ["0"])
    assert said == ["0:red", "after"]


def test_strict_mode_refuses_undeclared_steps():
    book.strict = True
    try:
        m = toy()
        with pytest.raises(StepError, match="no step named 'nope'"):
            m.push({"op": "nope"})
        with pytest.raises(StepError, match="has no field 'x'"):
            m.push({"op": "say", "w": "a", "x": 1})
        with pytest.raises(StepError, match="field 'w' is int"):
            m.push({"op": "say", "w": 3})
        with pytest.raises(StepError, match="lacks"):
            m.later({"op": "two", "a": "x"})
        with pytest.raises(StepError, match="no step named"):
            m.ask(0, "choose", "?", [], {"op": "gone"})
    finally:
        book.strict = False


def test_an_unknown_step_in_the_queue_is_an_error_even_when_not_strict():
    m = toy()
    m.state["steps"].append({"op": "nope"})
    with pytest.raises(StepError, match="nope"):
        m.run()


def test_a_name_registered_twice_is_refused():
    with pytest.raises(ValueError, match="twice"):
        book.add("say", _say)


class Forced(Toy):
    forced_answers = True


def _forced() -> Forced:
    said.clear()
    m = Forced(None, 2)
    m._setup([])
    return m


def test_a_game_with_forced_answers_resumes_a_one_option_question_at_once():
    m = _forced()
    m.push({"op": "say", "w": "after"})
    m.ask(0, "choose", "Only", [["0", "choose", "Only", None, "only"]], {"op": "heard", "s": 0})
    m.run()
    assert said == ["0:only", "after"] and m.pending() == []
    # two options, or a question that may be left unanswered, is still asked
    m = _forced()
    m.ask(1, "choose", "Two", [["0", "choose", "A", None, "a"], ["1", "choose", "B", None, "b"]],
          {"op": "heard", "s": 1})
    m.ask(0, "choose", "Maybe", [["0", "choose", "A", None, "a"]], {"op": "heard", "s": 0}, mn=0)
    assert sorted(d.seat for d in m.pending()) == [0, 1]


def test_without_forced_answers_a_one_option_question_is_asked():
    m = toy()
    m.ask(0, "choose", "Only", [["0", "choose", "Only", None, "only"]], {"op": "heard", "s": 0})
    assert [d.prompt for d in m.pending()] == ["Only"]
