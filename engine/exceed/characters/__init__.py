"""Character abilities (starting and Exceed side) as hooks the rules call at fixed points.

Each character module defines a `Character` subclass and registers one instance.
A hook returns the steps (`{"op": ...}` dicts) to run, or a value the rules read;
the defaults mean "no ability here". Card-specific effects of a character's
attacks live in the same module, registered in the effect vocabulary.
"""

from __future__ import annotations

import importlib
import pkgutil

CHARACTERS: dict[str, Character] = {}


class Character:
    id = ""
    title = ""  # the character's name and Exceed cost, set from the data when the game loads
    exceed_base = 0
    facedown_power = 0  # what each of this character's face-down continuous boosts adds to Power
    facedown_sealed = False  # whether they are sealed rather than discarded when they leave play

    # setup and standing numbers
    def setup(self, m, s) -> None:
        """Place extra pieces (Serena) at the start of the game."""

    def hand_max(self, m, s) -> int | None:
        """The character's hand maximum as its data gives it (`hand_max`, 7 unless stated)."""
        return m.game.chars[self.id].hand_max

    def seals_discards(self, m, s) -> bool:
        return False

    def exceed_discount(self, m, s) -> int:
        return 0

    def pays_life_for_force(self, m, s) -> bool:
        return False

    def pays_life_for_gauge(self, m, s) -> bool:
        return False

    def pays_from_discard(self, m, s) -> bool:
        """Sealing the discard pile's top card pays 1 Force, its top 3 cards 1 Gauge (Minato)."""
        return False

    def origin(self, m, s, side: dict) -> int:
        """The space an attack measures its range from."""
        return m.state["p"][s]["pos"]

    def only_strike(self, m, s) -> bool:
        """True when this turn's action must be a Strike (D'Janette's Spell Circle)."""
        return False

    def forbidden_names(self, m, s) -> set:
        """Card names the opponent may neither boost nor set as an attack (Spiraling Descent)."""
        return set()

    def view_extra(self, m, s, viewer) -> dict:
        """Extra pieces and areas for the view (Spell Circle, Serena, Dreamlands...)."""
        return {}

    # turn hooks
    def actions(self, m, s) -> list:
        """Extra 'As an action' options: [kind, label, card, payload] lists."""
        return []

    def turn_start(self, m, s) -> list:
        return []

    def on_prepare(self, m, s) -> list:
        return []

    def after_move_action(self, m, s, old: int) -> list:
        """Steps after a Move action moved this character (Shovel Knight)."""
        return []

    def after_boost(self, m, s, iid: int) -> list:
        """Steps right after one of this seat's boosts resolved (Ritual Magic)."""
        return []

    def action_ended(self, m, s) -> list:
        """Steps when one of this seat's actions ended without a Strike (Reckless Greed)."""
        return []

    def eot_draw(self, m, s) -> list | None:
        """Steps replacing the end-of-turn draw, or None for the normal draw."""
        return None

    def on_exceed(self, m, s, dying: bool = False) -> list:
        return []

    def life_spent(self, m, s, n: int) -> None:
        pass

    def passed_opponent(self, m, s) -> list:
        """Steps after this seat's fighter moved past the opponent's space, by anyone's effect."""
        return []

    def spend_gauge_card(self, m, s, iid: int) -> bool:
        """A card of this seat's gauge is being spent; True if it went somewhere other
        than the discard pile (Luciya Exceeded)."""
        return False

    def dying(self, m, s) -> list | None:
        """Steps offered instead of losing when life reaches 0, or None."""
        return None

    def forced_discard(self, m, s, cards: list) -> list:
        """`s` made the opponent discard `cards` (iids now in a discard pile)."""
        return []

    # strike hooks
    def strike_sources(self, m, s) -> list:
        """Attacks set from somewhere other than the hand: [label, source, iid or None]."""
        return []

    def before_set(self, m, s) -> list:
        """Steps just before this seat sets cards for a strike, once per strike (Renea turns her
        face-down boosts up; Minato's Outrun the Past)."""
        return []

    face_attack = None  # Galdred's printed attack on his Exceed side

    def ultra_cost(self, m, s, c, need: int) -> int:
        """The Gauge this seat pays for its revealed Ultra `c` (after reductions)."""
        return need

    ultra_alt_means = ""  # what else pays for an Ultra, named in its payment question

    def ultra_alt(self, m, s, c) -> int:
        """How much of Ultra `c`'s Gauge cost something other than Gauge may pay (Tournelouse's
        seals); when above 0, `pay_ultra` takes the payment."""
        return 0

    def pay_ultra(self, m, s, n: int) -> list:
        """Steps paying `n` for this seat's Ultra when `ultra_alt` allowed other means."""
        return []

    def transform_name(self, m, s, iid) -> str | None:
        """The Transformation card `iid` would be if `s` put it into the transformation area now,
        or None when it may not go there (no Transformation, not `s`'s card, name already there)."""
        c = m.ci(iid)
        if c.bkind != "transform" or m.owner(iid) != s:
            return None
        if any(m.ci(i).name == c.name for i in m.p(s)["tr"]):
            return None
        return c.bname

    def set_from(self, m, s, source: str, iid) -> None:
        """Set an attack from one of `strike_sources` (called only for this character's sources)."""
        raise NotImplementedError(f"{self.id} has no attack source {source!r}")

    def set_from_area(self, m, s, iid, source: str, text: str) -> dict:
        """Move `iid` from this character's area (Spell Circle, Dreamlands, Wonderland)
        onto the strike as the set attack; returns the strike side."""
        from ..effects import strike_side

        p = m.p(s)
        side = strike_side(m, s)
        p["area"].remove(iid)
        if iid in p["fd"]:
            p["fd"].remove(iid)
        side["cards"].append(iid)
        side["card"] = iid
        side["src"] = source
        m.emit("set", f"{m.who(s)} sets {text} as the attack.")
        return side

    def attack_invalid(self, m, s) -> None:
        """This seat's attack was found invalid and discarded (the Spell Circle leaves)."""

    def before_wild_swing(self, m, s) -> list:
        """Steps before this seat's chosen Wild Swing takes the top card (Emogine's look)."""
        return []

    def ws_ultra(self, m, s, c, need: int, can: bool) -> list:
        """Steps replacing the pay-or-decline question for an Ultra that came up from a
        Wild Swing (Hand Of Judgement's life payment); [] for the usual question."""
        return []

    def known_cards(self, m, s) -> list:
        """Cards of this seat's deck that this seat knows (Emogine Exceeded sees the top card):
        here the ones Desperate Prayer put back in order, for any seat (Renea may play it), while
        still on top in that order and the deck was not reshuffled since."""
        p = m.p(s)
        deck = p["deck"]
        known = [i for i in p["x"].get("known", ()) if i in deck]
        if not known or deck[:len(known)] != known or p["x"].get("known_rs", False) != p["rs"]:
            return []  # the cards seen moved or the deck was reshuffled
        return known

    def gained_advantage(self, m, s) -> list:
        return []

    def set_hooks(self, m, s) -> list:
        """Choices made right after setting an attack."""
        return []

    def during(self, m, s, acc: list) -> None:
        """Static modifiers on this seat's attack (acc = [power, speed, armor, guard, rmin, rmax, flags])."""

    def triggers(self, m, s, timing: str) -> list:
        """Extra Before/Hit/After effects on this seat's attack: [label, effect] lists."""
        return []

    def after_attack(self, m, s) -> list:
        """Steps after this seat's attack finished (after its After effects)."""
        return []

    def was_hit(self, m, s) -> list:
        """Steps after this seat took a hit."""
        return []

    def end_of_strike(self, m, s) -> list:
        return []


def register(char: Character) -> Character:
    CHARACTERS[char.id] = char
    return char


def load_all() -> None:
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        importlib.import_module(f"{__name__}.{info.name}")
