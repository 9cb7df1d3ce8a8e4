"""The Exceed match: plain-data state on the shared step machine, and the card-zone helpers.

The rules run on `engine.core.steps`: a stack of named steps (`{"op": name, ...}`,
each registered with its payload in `registry.STEPS`) in `state["steps"]` and the open
questions in `state["asks"]`; an answer resumes the question's step with the chosen
payloads as `"pick"`. Everything lives in `self.state` as plain data, so a snapshot or
a clone is just the state.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Deck, Result, Rng, seat_ref
from engine.core.steps import StepMatch, empty_machine
from engine.core.words import Words, card, listed, say

from . import characters as chars_mod
from . import charstate, listeners
from .charstate import SEAT
from .decks import deck_cards
from .migrations import MIGRATIONS
from .registry import STEPS
from .rules import MAX_LIFE, OPENING_HAND, START, ZONES

_WHO = (seat_ref(0), seat_ref(1))
# the answers of a yes/no question (`confirm`) unless it names its own
YES, NO = say("Yes"), say("No")


# a catalog card (CardInfo) -> it as a message argument (engine.core.words.card): built once
# per card, not per instance of every match; nothing changes a message in place
_NAMED: dict = {}


def new_player(char: str, pos: int, life: int) -> dict:
    return {"char": char, "pos": pos, "life": life, "max": MAX_LIFE, "hand": [], "deck": [],
            "discard": [], "gauge": [], "boosts": [], "fd": [], "tr": [], "sealed": [],
            "area": [], "tok": None, "ex": False, "rs": False, "cnt": 0, "x": {}}


class ExceedMatch(StepMatch):
    state_version = 3
    steps = STEPS
    # a question with a single option and one answer is no choice (a forced Wild Swing)
    forced_answers = True
    state_migrations = MIGRATIONS
    # Per-instance card facts by iid (derived from the state, not part of it).
    info: list
    listen_cache: tuple
    force_of: list
    match_rules: frozenset
    # ci(iid): card facts by iid; name(iid): its name; named(iid): the card as a message
    # argument (engine.core.words.card); char(seat): the seat's Character (derived, see _derive)
    ci: Callable
    name: Callable
    named: Callable
    char: Callable

    # ------------------------------------------------------------------ setup
    def _setup(self, decks: list[Deck]) -> None:
        game = self.game
        cid: list[str] = []
        own: list[int] = []
        players = []
        for seat, deck in enumerate(decks):
            char = deck.section("character")[0][0]
            p = new_player(char, START[seat], game.chars[char].life)
            ids = deck_cards(game, deck)
            p["deck"].extend(range(len(cid), len(cid) + len(ids)))  # instance ids, in deck order
            cid.extend(ids)
            own.extend([seat] * len(ids))
            if self.options.get("shuffle", True):
                self.rng.shuffle(p["deck"])
            players.append(p)
        first = self.options.get("first")
        first = self.rng.below(2) if first not in (0, 1) else first
        self.state = {"cid": cid, "own": own, "p": players, **empty_machine(), "turn": 0,
                      "active": first, "first": first, "phase": "mulligan", "tf": {},
                      "st": None, "last": None, "adv": None}
        self._derive()
        for seat in (first, 1 - first):
            p = players[seat]
            n = OPENING_HAND[0 if seat == first else 1] + game.chars[p["char"]].hand_bonus
            self.emit("setup", say("{player} starts on space {space} with {life} life and draws "
                                   "{n} cards.", player=self.who(seat), space=p["pos"],
                                   life=p["life"], n=n))
            listeners.fire(self, "setup", seat)
            self.draw(seat, n, log=False)
        self.push({"op": "mulligan"}, {"op": "turn", "s": first})
        self.run()

    # ------------------------------------------------------------- contract
    def _load_state(self, data) -> None:
        super()._load_state(data)
        self._derive()

    def _derive(self, rules: frozenset | None = None) -> None:
        """Static lookups rebuilt from the state: card facts by iid, characters by seat, the
        rules the match's cards have (given when only identities moved among the same cards)."""
        cards = self.game.info
        self.info = [cards[c] for c in self.state["cid"]]
        # bound lookups, not methods: the rules read them on almost every step
        self.ci = self.info.__getitem__
        self.name = [c.name for c in self.info].__getitem__
        named = _NAMED
        for c in set(self.info):
            if c not in named:
                named[c] = card(c.id, c.name)
        self.named = [named[c] for c in self.info].__getitem__
        self.char = [chars_mod.CHARACTERS[p["char"]] for p in self.state["p"]].__getitem__
        # the Force each instance pays (an Ultra 2), read by every action menu and payment
        self.force_of = [2 if c.ultra else 1 for c in self.info]
        if rules is None:
            rules = frozenset(r for c in set(self.info) for r in c.rules)
        self.match_rules = rules
        c0, c1 = (p["char"] for p in self.state["p"])
        # per seat: rule moment -> who may answer it (listeners.entries)
        self.listen_cache = (listeners.entries(c0, c1, self.match_rules),
                             listeners.entries(c1, c0, self.match_rules))

    def named_all(self, iids) -> dict:
        """Card instances as one message argument, a list ("A, B" in English)."""
        return listed([self.named(i) for i in iids])

    # ------------------------------------------------------------- questions
    def card_opts(self, iids: list[int]) -> list:
        """Options for a question that picks among these cards: one per instance, named by
        the card, the instance as payload."""
        return [[str(i), "choose", self.named(iid), self.name(iid), iid] for i, iid in enumerate(iids)]

    def confirm(self, seat: int, prompt: Words, yes: dict, label_yes: Words = YES,
                label_no: Words = NO, private: bool = False, no: dict | None = None) -> None:
        """A yes/no question; `yes` (and `no`, if given) is the step to run. The prompt and
        labels are messages (engine.core.words; a plain str still works, as English)."""
        self.ask(seat, "choose", prompt,
                 [["y", "choose", label_yes, None, 1], ["n", "pass", label_no, None, 0]],
                 {"op": "yes", "then": yes, "else": no}, private=private)

    # ------------------------------------------------------------ card info
    def owner(self, iid: int) -> int:
        return self.state["own"][iid]

    def p(self, seat: int) -> dict:
        return self.state["p"][seat]

    # who(seat): how engine text names a seat, a placeholder and not the character's name (in
    # a mirror match both seats share it); a tuple lookup, not a method: it runs for most texts
    who = _WHO.__getitem__

    def whose(self, asker: int, seat: int, start: bool = False) -> str:
        """How a question for `asker` names `seat`'s cards: "your" ("Your"), or "{seat1}'s"
        (English; `yours` says it as a message)."""
        if asker == seat:
            return "Your" if start else "your"
        return f"{seat_ref(seat)}'s"

    def yours(self, asker: int, seat: int, what: Words, start: bool = False) -> Words:
        """`whose` as a message: "your X" ("Your X") or "{seat1}'s X" for a question to `asker`."""
        if asker == seat:
            return say("Your {what}", what=what) if start else say("your {what}", what=what)
        return say("{player}'s {what}", player=seat_ref(seat), what=what)

    # -------------------------------------------------------------- zones
    def draw(self, seat: int, n: int = 1, log: bool = True) -> int:
        """Draw n cards; the first empty deck reshuffles the discard pile, the next loses."""
        p = self.state["p"][seat]
        hand = p["hand"]
        got = []
        for _ in range(n):
            deck = p["deck"]
            # top_card's own work when the deck is not empty (the usual draw)
            iid = deck.pop(0) if deck else self.top_card(seat)
            if iid is None:
                break
            hand.append(iid)
            got.append(iid)
        if log and got:
            named = self.named
            self.emit("draw", say("You draw {cards}.", cards=listed([named(i) for i in got])),
                      visible_to=seat)
            k = len(got)
            self.emit("draw", say("{player} draws {n} cards.", player=self.who(seat), n=k) if k != 1
                      else say("{player} draws {n} card.", player=self.who(seat), n=k))
        return len(got)

    def top_card(self, seat: int) -> int | None:
        """Take the top card of the deck (for a draw or a Wild Swing); None if the player lost."""
        p = self.state["p"][seat]
        if not p["deck"]:
            if p["rs"] or not p["discard"]:
                self.lose(seat, say("{player} must draw from an empty deck after reshuffling",
                                    player=self.who(seat)) if p["rs"] else
                          say("{player} must draw from an empty deck with nothing to reshuffle",
                              player=self.who(seat)))
                return None
            self.reshuffle(seat, automatic=True)
        return p["deck"].pop(0)

    def reshuffle(self, seat: int, automatic: bool = False) -> None:
        p = self.state["p"][seat]
        p["deck"].extend(p["discard"])
        p["discard"] = []
        p["rs"] = True
        self.shuffle(p["deck"])
        if automatic:
            self.emit("reshuffle", say("{player} runs out of cards and reshuffles the discard pile "
                                       "into the deck ({n} cards).", player=self.who(seat),
                                       n=len(p["deck"])))
        else:
            self.emit("reshuffle", say("{player} reshuffles the discard pile into the deck "
                                       "({n} cards).", player=self.who(seat), n=len(p["deck"])))

    def shuffle(self, cards: list) -> None:
        if self.options.get("shuffle", True):
            self.rng.shuffle(cards)

    def discard(self, iid: int) -> None:
        """A card headed for the discard pile goes to its owner's (or is sealed by an effect)."""
        owner = self.state["own"][iid]
        p = self.state["p"][owner]
        if (self.listen_cache[owner]["discards_sealed"] is not None
                and listeners.fire(self, "discards_sealed", owner)):
            p["sealed"].append(iid)
        else:
            p["discard"].append(iid)

    def discard_from(self, seat: int, zone: str, iid: int) -> None:
        self.state["p"][seat][zone].remove(iid)
        self.discard(iid)

    def hand_to(self, seat: int, iid: int, zone: str) -> None:
        """Move a card from hand to one of the seat's own zones."""
        p = self.state["p"][seat]
        p["hand"].remove(iid)
        p[zone].append(iid)

    def to_hand(self, seat: int, iid: int) -> None:
        """A card returning to hand goes to its owner's discard if it belongs to the opponent."""
        if self.state["own"][iid] == seat:
            self.state["p"][seat]["hand"].append(iid)
        else:
            self.discard(iid)

    def seal(self, seat: int, iid: int) -> None:
        self.state["p"][seat]["sealed"].append(iid)

    def boost_leaves(self, seat: int, iid: int) -> None:
        """A continuous boost leaves play toward the discard pile (some characters' face-down
        ones are sealed)."""
        p = self.state["p"][seat]
        p["boosts"].remove(iid)
        if iid in p["fd"]:
            p["fd"].remove(iid)
            if self.game.chars[p["char"]].facedown_sealed:
                self.seal(seat, iid)
            else:
                self.discard(iid)
        else:
            self.discard(iid)

    # --------------------------------------------------------------- life
    def lose(self, seat: int, why: Words) -> None:
        """`seat` loses; `why` is the result's reason (a message)."""
        if self.result is None:
            self.finish(Result.win(1 - seat, 2, why))

    def damage(self, seat: int, n: int, nonlethal: bool = False) -> int:
        """Take `n` life (after armor); returns the life actually lost."""
        p = self.state["p"][seat]
        if n <= 0:
            return 0
        floor = 1 if nonlethal or self.life_floor(seat) else 0
        lost = max(0, min(n, p["life"] - floor))
        p["life"] -= lost
        if p["life"] <= 0:
            self.push({"op": "dying", "s": seat})
        return lost

    def life_floor(self, seat: int) -> bool:
        st = self.state["st"]
        return bool(st and st["sides"][seat]["floor"])

    def heal(self, seat: int, n: int) -> int:
        p = self.state["p"][seat]
        gain = max(0, min(n, p["max"] - p["life"]))
        p["life"] += gain
        if gain:
            self.emit("life", say("{player} gains {n} life ({life}).", player=self.who(seat),
                                  n=gain, life=p["life"]))
        return gain

    def spend_life(self, seat: int, n: int) -> None:
        """Pay life as a cost (never below 1: a cost that would eliminate you cannot be paid)."""
        p = self.state["p"][seat]
        p["life"] -= n
        self.emit("life", say("{player} pays {n} life ({life}).", player=self.who(seat), n=n,
                              life=p["life"]))
        listeners.fire(self, "life_paid", seat, n)

    # --------------------------------------------------------- hidden info
    def card_zones(self) -> dict[str, list[int]]:
        zones = {}
        for s, p in enumerate(self.state["p"]):
            for z in ZONES:
                zones[f"p{s}.{z}"] = p[z]
        st = self.state["st"]
        if st:
            for s in (0, 1):
                zones[f"p{s}.strike"] = st["sides"][s]["cards"]
        return zones

    def secret_from(self, seat: int | None) -> set[int]:
        out: set[int] = set()
        st = self.state["st"]
        for s, p in enumerate(self.state["p"]):
            out.update(p["deck"])
            if s != seat:
                out.update(p["hand"])
                out.update(p["fd"])
                if st and not st["sides"][s]["shown"]:
                    out.update(st["sides"][s]["cards"])
        if seat is not None:
            out.difference_update(known_cards(self, seat))
        return out

    def determinize(self, seat: int, rng: Rng) -> ExceedMatch:
        """Resample what `seat` cannot see by shuffling card identities among the
        unseen instances of each owner. Instances stay where they are, so queued
        steps and open questions that name an instance (a committed mulligan, a
        set strike card) stay valid while their cards' identities are resampled."""
        m = self.clone()
        cid, own = m.state["cid"], m.state["own"]
        by_owner: tuple[list, list] = ([], [])
        for i in sorted(self.secret_from(seat)):
            by_owner[own[i]].append(i)
        for iids in by_owner:
            ids = [cid[i] for i in iids]
            rng.shuffle(ids)
            for i, c in zip(iids, ids, strict=True):
                cid[i] = c
        # the card facts by iid are derived from cid: without this the sample kept the
        # real hidden cards (and the search saw them); the same cards, so the same rules
        m._derive(self.match_rules)
        return m

    def evaluate(self, seat: int) -> float:
        """Heuristic chance for `seat`, from what a determinized sample holds.

        Life counts through a concave curve (a point near 0 matters more than a
        point near 30); spacing counts as the share and the power of the cards in
        each hand whose range covers the current distance (in a sample the other
        hand is a resampled one, so this is the opponent's expected threat); gauge
        counts toward Exceed and ultras; running out of cards to draw after the
        one reshuffle (a loss) weighs more the closer it is; hand size (up to 5),
        face-up boosts and the turn count a little.
        """
        if self.result is not None:
            return super().evaluate(seat)
        import math

        st = self.state
        ps = st["p"]
        dist = abs(ps[0]["pos"] - ps[1]["pos"])
        score = 0.0
        for s in (0, 1):
            p = ps[s]
            sign = 1.0 if s == seat else -1.0
            life = max(p["life"], 0)
            v = 2.5 * life / (life + 20.0)
            v += 0.035 * min(len(p["hand"]), 5)
            # Drawing from an empty deck after the one reshuffle loses: count the
            # cards left to draw (before the reshuffle the discard pile comes back).
            if p["rs"]:
                v -= 2.0 * math.exp(-len(p["deck"]) / 5.0)
            else:
                v -= 0.5 * math.exp(-(len(p["deck"]) + len(p["discard"])) / 6.0)
            gauge = len(p["gauge"])
            if p["ex"]:
                v += 0.15
            else:
                cost = max(getattr(self.game.chars.get(p["char"]), "exceed_cost", 4) or 1, 1)
                v += 0.1 * min(gauge, cost) / cost
            v += 0.02 * min(gauge, 6) + 0.02 * len(p["boosts"])
            v += 0.15 * _reach(self.info, p["hand"], gauge, dist)
            score += sign * v
        if st["phase"] != "mulligan":
            score += 0.04 if st["active"] == seat else -0.04
        return 1.0 / (1.0 + math.exp(-2.5 * score))

    # --------------------------------------------------------------- views
    def view(self, seat: int | None) -> dict:
        from .view import build_view

        return build_view(self, seat)


def known_cards(m, s: int) -> list:
    """Cards of seat s's deck that s knows: the ones an effect let it put back in order
    (its `known` state, whoever's card that was) while still on top in that order and the deck
    was not reshuffled since, else what its abilities show it (the `known_cards` moment)."""
    p = m.state["p"][s]
    deck = p["deck"]
    known = [i for i in charstate.get(m, s, SEAT, "known", ()) if i in deck]
    if known and deck[:len(known)] == known and charstate.get(m, s, SEAT, "known_rs", False) == p["rs"]:
        return known
    return listeners.fire(m, "known_cards", s) or []


def _reach(info: list, hand: list[int], gauge: int, dist: int) -> float:
    """0..1: how well a hand strikes at distance `dist` (share of its attacks in
    range, and the best power among them); ultras count only when payable."""
    n = hit = 0
    best = 0
    for i in hand:
        c = info[i]
        if c.rng is None:
            continue
        n += 1
        if c.ultra and (c.cost or 0) > gauge:
            continue
        if c.rng[0] <= dist <= c.rng[1]:
            hit += 1
            best = max(best, c.power or 3)
    if n == 0:
        return 0.0
    return 0.5 * hit / n + 0.5 * min(best, 8) / 8
