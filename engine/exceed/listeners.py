"""Card- and character-scoped listeners, keyed by the rule moment they act at.

The strike timings (Before, Hit, After...) are card data; every other moment a
card or character ability acts at (a life payment, the end-of-turn draw, Prepare,
a boost resolving, the action menu, a cost...) is a named moment here. The module
that owns an ability registers a listener for it:

    @listen("life_paid", rule=NAME)       # a card's standing rule NAME
    @listen("prepare", char=ID)           # the ability of the character ID
    @listen("prepare_draws", rule=NAME, of="opp")

and the shared rules fire the moment for the seat it happens to. Every source in
play answers: the seat's character, and each face-up boost and transformation
the seat has, whoever's card it is (a character may play the opponent's
boosts, so an ability follows its card, not its character). `of="opp"`
listens to the opponent's moments instead of its holder's own.

A listener is `fn(m, s, iid, *args)`: `s` is the seat the source is in play for,
`iid` the card instance (None for a character). Every moment is declared once, at the
end of this module (`moment(name, kind, combine, doc)`): whether it is a trigger, a
replacement or a query, and how several sources' answers combine (`COMBINES`). The rules
fire a moment with `fire(m, name, seat, *args)`, which combines the answers as declared;
no call site chooses.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .rule_names import implements

# The kinds of rule moment: something happened and sources act on it (a trigger), sources
# may do something instead of what the rules do (a replacement), or the rules ask sources
# a question (a query).
KINDS = ("trigger", "replacement", "query")
# How the answers of every source in play combine (and what a moment nobody hears gives).
# "each" and "sum" hear every copy in play; the others hear each source name once per seat
# (a standing rule in play twice is still one rule).
COMBINES = {
    "each": "every copy is told; no answer",
    "sum": "the answers added (0)",
    "in_order": "every answer's items, character first, in play order ([])",
    "first": "the first answer that is not None (None)",
    "any": "whether some source answers yes (False)",
    "union": "the answers' sets joined (an empty set)",
}


@dataclass(frozen=True, slots=True)
class Moment:
    name: str
    kind: str
    combine: str
    doc: str


# name -> its declaration; a listener or a firing of any other name fails
MOMENTS: dict[str, Moment] = {}
_FIRE: dict[str, Callable] = {}  # name -> the combining function its declaration names
_QUIET: dict[str, object] = {}  # name -> what it gives when nothing in play hears it


def moment(name: str, kind: str, combine: str, doc: str) -> Moment:
    """Declare a rule moment: what kind it is and how several sources' answers combine."""
    if name in MOMENTS:
        raise ValueError(f"rule moment {name!r} declared twice")
    if kind not in KINDS:
        raise ValueError(f"rule moment {name!r}: kind {kind!r} is not one of {KINDS}")
    if combine not in COMBINES:
        raise ValueError(f"rule moment {name!r}: combine {combine!r} is not one of {tuple(COMBINES)}")
    MOMENTS[name] = decl = Moment(name, kind, combine, doc)
    _FIRE[name] = _BY_COMBINE[combine]
    _QUIET[name] = _QUIET_OF[combine]
    return decl


class _Table:
    __slots__ = ("own_chars", "own_rules", "opp_chars", "opp_rules")

    def __init__(self):
        self.own_chars: dict[str, Callable] = {}
        self.own_rules: dict[str, Callable] = {}
        self.opp_chars: dict[str, Callable] = {}
        self.opp_rules: dict[str, Callable] = {}


_TABLES: dict[str, _Table] = {}


def listen(moment: str, *, rule: str | None = None, char: str | None = None, of: str = "own"):
    """Register `fn(m, s, iid, *args)` for `moment`, for a card's standing rule or a character."""
    if moment not in MOMENTS:
        raise ValueError(f"unknown rule moment {moment!r}")
    if (rule is None) == (char is None):
        raise ValueError(f"a listener for {moment!r} names exactly one rule or character")
    if of not in ("own", "opp"):
        raise ValueError(f"a listener hears 'own' or 'opp' moments, not {of!r}")
    t = _TABLES.setdefault(moment, _Table())
    table = getattr(t, f"{of}_{'rules' if rule else 'chars'}")
    if rule is not None:
        implements(rule)
    key = rule or char

    def deco(fn):
        if key in table:
            raise ValueError(f"{key!r} listens to {moment!r} twice")
        table[key] = fn
        return fn
    return deco


def rule_names() -> frozenset[str]:
    """Every standing-rule name some listener is registered for."""
    return frozenset(r for t in _TABLES.values() for r in (*t.own_rules, *t.opp_rules))


_NONE: tuple = ()


# (own character, opponent's character, rules of the match's cards) -> per moment, who may
# answer it (see `entries`); shared by every match with the same characters and cards.
_ENTRIES: dict[tuple, dict] = {}


def entries(own_char: str, opp_char: str, here: frozenset) -> dict:
    """For every moment: (own character's listener, own rule listeners, the opponent's
    character's, the opponent's rule listeners), or None when nothing can answer. The
    characters and the cards of a match never change (a determinized copy only shuffles
    identities among the same cards), so a match looks this up once (`m.listen_cache`)
    and matches with the same characters and cards share it."""
    key = (own_char, opp_char, here)
    got = _ENTRIES.get(key)
    if got is None:
        if len(_ENTRIES) >= 256:  # a long-running bot meets many decks: keep it bounded
            _ENTRIES.clear()
        got = _ENTRIES[key] = {moment: _entry(_TABLES.get(moment), own_char, opp_char, here)
                               for moment in MOMENTS}
    return got


def _entry(t, own_char: str, opp_char: str, here: frozenset):
    if t is None:
        return None
    own = {r: fn for r, fn in t.own_rules.items() if r in here}
    opp = {r: fn for r, fn in t.opp_rules.items() if r in here}
    e = (t.own_chars.get(own_char), own or None, t.opp_chars.get(opp_char), opp or None)
    return None if e == (None, None, None, None) else e


def _sources(m, moment: str, a: int, each: bool):
    """(fn, holder seat, iid) for every source in play that listens to `moment` of seat `a`."""
    e = m.listen_cache[a][moment]
    if e is None:
        return _NONE
    own_fn, own_rules, opp_fn, opp_rules = e
    out = [(own_fn, a, None)] if own_fn is not None else None
    ps = m.state["p"]
    if own_rules is not None:
        p = ps[a]
        if p["boosts"] or p["tr"]:
            out = _cards(m, p, a, own_rules, each, out)
    if opp_fn is not None:
        out = out or []
        out.append((opp_fn, 1 - a, None))
    if opp_rules is not None:
        q = ps[1 - a]
        if q["boosts"] or q["tr"]:
            out = _cards(m, q, 1 - a, opp_rules, each, out)
    return out or _NONE


def _cards(m, p: dict, seat: int, rules: dict, each: bool, out: list | None) -> list | None:
    info = m.info
    fd = p["fd"]
    seen = None if each else set()
    for zone in (p["boosts"], p["tr"]):
        for iid in zone:
            if iid in fd:
                continue  # a face-down boost has no text in play
            for r in info[iid].rules:
                fn = rules.get(r)
                if fn is None:
                    continue
                if seen is not None:
                    if r in seen:
                        continue
                    seen.add(r)
                if out is None:
                    out = []
                out.append((fn, seat, iid))
    return out


def _each(m, moment: str, a: int, *args) -> None:
    """Tell every copy in play of `a`'s moment."""
    if m.listen_cache[a][moment] is None:
        return
    for fn, s, iid in _sources(m, moment, a, True):
        fn(m, s, iid, *args)


def _sum(m, moment: str, a: int, *args) -> int:
    """The sum of every copy's answer (a cost cut, cards drawn fewer...)."""
    if m.listen_cache[a][moment] is None:
        return 0
    n = 0
    for fn, s, iid in _sources(m, moment, a, True):
        n += fn(m, s, iid, *args) or 0
    return n


def _in_order(m, moment: str, a: int, *args) -> list:
    """The steps every source asks for, character first, in play order."""
    out: list = []
    if m.listen_cache[a][moment] is None:
        return out
    for fn, s, iid in _sources(m, moment, a, False):
        got = fn(m, s, iid, *args)
        if got:
            out.extend(got)
    return out


def _first(m, moment: str, a: int, *args):
    """The first answer that is not None (a replacement, a fact), or None."""
    if m.listen_cache[a][moment] is None:
        return None
    for fn, s, iid in _sources(m, moment, a, False):
        got = fn(m, s, iid, *args)
        if got is not None:
            return got
    return None


def _any(m, moment: str, a: int, *args) -> bool:
    """Whether some source answers yes."""
    if m.listen_cache[a][moment] is None:
        return False  # the common case, without building a list
    for fn, s, iid in _sources(m, moment, a, False):
        if fn(m, s, iid, *args):
            return True
    return False


def _union(m, moment: str, a: int, *args) -> set:
    out: set = set()
    if m.listen_cache[a][moment] is None:
        return out
    for fn, s, iid in _sources(m, moment, a, False):
        got = fn(m, s, iid, *args)
        if got:
            out |= got
    return out


_BY_COMBINE = {"each": _each, "sum": _sum, "in_order": _in_order, "first": _first, "any": _any,
               "union": _union}


def fire(m, moment: str, a: int, *args):
    """Fire seat `a`'s rule moment: every source in play answers and the answers combine
    as the moment's declaration says."""
    e = m.listen_cache[a].get(moment, _UNDECLARED)
    if e is None:  # nothing in this match can answer: the combination's empty answer
        q = _QUIET[moment]
        return [] if q is _LIST else set() if q is _SET else q
    if e is _UNDECLARED:
        raise ValueError(f"rule moment {moment!r} is not declared")
    return _FIRE[moment](m, moment, a, *args)


_UNDECLARED = object()
_LIST, _SET = object(), object()  # a fresh one each time: callers may keep and change it
_QUIET_OF = {"each": None, "sum": 0, "in_order": _LIST, "first": None, "any": False, "union": _SET}


# every declared moment, with the kind and combination the rules give it
moment("setup", "trigger", "each",
       "the game starts (before the opening hands); returns nothing")
moment("action_menu", "query", "in_order",
       "the seat's action menu is built; returns [kind, label, card, payload] lists")
moment("strike_only", "query", "first",
       "why the seat's action this turn must be a Strike (a label), or None")
moment("action_ended", "trigger", "in_order",
       "an action ended without a Strike; returns steps (then the end is heard again)")
moment("action_over", "replacement", "any",
       "an action ended, after `action_ended`; True if the listener took over the turn")
moment("prepare", "trigger", "in_order",
       "the seat prepared; returns steps")
moment("prepare_draws", "query", "sum",
       "cards fewer the seat draws for Prepare (an int)")
moment("change_draws", "query", "sum",
       "extra cards the seat draws for Change Cards (an int)")
moment("move_action", "trigger", "in_order",
       "a Move action moved the seat (args: the old space); returns steps")
moment("passed", "trigger", "in_order",
       "the seat's fighter moved past the opponent; returns steps")
moment("block_self_move", "query", "any",
       "whether the seat may not move itself")
moment("block_opp_move", "query", "any",
       "whether the opponent's effects may not move the seat")
moment("block_pass", "query", "any",
       "whether the seat may not move past the opponent by itself")
moment("boost_zones", "query", "any",
       "whether the seat may also boost from its gauge")
moment("boost_played", "query", "in_order",
       "the seat played a boost (args: iid) and the opponent may cancel it; returns [label, "
       "card, payload] cancel options, payload ['same', iid] or ['force', n]")
moment("boost_resolved", "trigger", "in_order",
       "one of the seat's boosts resolved (args: iid); returns steps")
moment("boost_ended", "trigger", "each",
       "one of the seat's boosts ended (args: iid, the zone it came from)")
moment("forbidden_names", "query", "union",
       "card names the seat may neither boost nor set as an attack (a set)")
moment("cost_cut", "query", "sum",
       "how much less the seat's fixed Force and Gauge costs are (an int)")
moment("exceed_discount", "query", "sum",
       "how much less the seat's Exceed costs (an int)")
moment("life_for_force", "query", "any",
       "whether the seat may pay 1 life for 1 Force")
moment("life_for_gauge", "query", "any",
       "whether the seat may pay 2 life for 1 Gauge")
moment("discard_pays", "query", "any",
       "whether sealing the seat's discard pile pays Force (1 card) and Gauge (3)")
moment("gauge_spent", "replacement", "first",
       "the seat spent a gauge card (args: iid); True if it went elsewhere than the discard pile")
moment("gauge_paid", "trigger", "each",
       "a payment (or Change Cards) of the seat used a gauge card; returns nothing")
moment("life_paid", "trigger", "each",
       "the seat paid life as a cost (args: the life paid); returns nothing")
moment("discards_sealed", "replacement", "any",
       "whether cards headed for the seat's discard pile are sealed instead")
moment("end_draw", "replacement", "first",
       "the seat's end-of-turn draw happens; returns steps replacing it, or None")
moment("end_skipped", "query", "any",
       "whether the seat's end of turn has no draw and no discard (without a Strike)")
moment("dying", "replacement", "first",
       "the seat's life reached 0; returns steps offered instead of losing, or None")
moment("known_cards", "query", "first",
       "cards of the seat's deck it knows besides those it ordered (a list)")
moment("attack_set", "trigger", "in_order",
       "the seat set its attack; returns steps (before the character's own)")
moment("before_set", "trigger", "in_order",
       "the seat is about to set cards for a strike; returns steps")
moment("before_wild_swing", "trigger", "in_order",
       "the seat chose a Wild Swing, before the top card is taken; returns steps")
moment("face_attack", "query", "first",
       "the card facts of an attack printed on the seat's character, or None")
moment("ws_ultra", "replacement", "first",
       "an Ultra came up from the seat's Wild Swing (args: card, cost, payable); returns "
       "steps replacing the pay-or-decline question, or None")
moment("ultra_alt", "query", "first",
       "for the seat's revealed Ultra (args: card): [how much other means may pay, what they "
       "are], or None")
moment("ultra_pay", "trigger", "in_order",
       "pay n for the seat's Ultra by the other means (args: n); returns steps")
moment("attack_invalid", "trigger", "each",
       "the seat's attack was found invalid and discarded; returns nothing")
moment("transform_name", "query", "first",
       "what card iid would be as the seat's Transformation (args: iid): a name, False when "
       "it may not be one, None to leave it to the printed rules")
moment("advantage", "trigger", "in_order",
       "the seat gained Advantage (first time this strike); returns steps")
moment("attack_done", "trigger", "in_order",
       "the seat's attack finished (after its After effects); returns steps")
moment("forced_discard", "trigger", "in_order",
       "the seat made the opponent discard (args: the cards); returns steps")
