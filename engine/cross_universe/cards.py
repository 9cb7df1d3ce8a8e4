"""Card data: the schema of `data/cross_universe/cards.json` and the precomputed definitions.

A card is facts (name, level, stats, types) plus abilities written in the small
effect vocabulary of `effects.py` (operations) and `queries.py` (selectors,
conditions, expressions, event patterns): conditions, a cost program run when the
block is created, and a program run when the block resolves. Programs are
checked when the file loads (cardfile.py), so a typo in an operation fails naming
the file, the card and the ability, before any match starts.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Field

from .text import printed_blocks

PACKAGE = "cross_universe"  # the folder of data/ holding cards.json and decks/
KINDS = ("cast", "optional", "trigger", "static", "fast")
SUBTYPES = ("standard", "enchant", "continuous", "equipable")
ALL_TYPES = ("Earth", "Fire", "Water", "Wind", "Ice", "Electric", "Light", "Dark")

ABILITY = {
    "kind": Field(str, choices=KINDS),
    # the card's words for when it works ("after this card is retired (you may)") and
    # what it costs ("discard 1 card from your hand"); its effect is `text`. Programs
    # say the same for the engine; these are what players read (text.py)
    "timing": Field(str, required=False, default=""),
    "cost_text": Field(str, required=False, default=""),
    "text": Field(str, required=False, default=""),
    # trigger abilities: the event or the window that makes them available
    "when": Field(dict, required=False),
    # conditions that must hold to activate (or, for statics, to apply)
    "cond": Field(list, required=False, default=[]),
    # paid / chosen when the block is created
    "cost": Field(list, required=False, default=[]),
    # run when the block resolves
    "do": Field(list, required=False, default=[]),
    # static abilities: what they change
    "mods": Field(list, required=False, default=[]),
    # trigger abilities: "you may" (optional) or mandatory
    "may": Field(bool, required=False, default=False),
    "per_turn": Field(int, required=False, default=0, min=0),
    # uses per turn by each player across every copy of the card ("1 per turn across all
    # copies of this card"), where per_turn counts each copy on its own
    "per_turn_name": Field(int, required=False, default=0, min=0),
    # uses per turn that vary: an amount ("as many times per turn as there are other units
    # on your field sharing a type with this card")
    "uses": Field(dict, required=False),
    "per_stay": Field(int, required=False, default=0, min=0),
    "per_game": Field(int, required=False, default=0, min=0),
    # where the card must be for the ability to work
    "zone": Field(str, required=False, default="field",
                  choices=("field", "discard", "hand", "exile", "any")),
    # trigger abilities: who may activate it ("your opponent may activate this": opp)
    "by": Field(str, required=False, default="you", choices=("you", "opp")),
    # "this ability cannot be cancelled": negating the card leaves it working
    "uncancellable": Field(bool, required=False, default=False),
    # an ability this card gives to another card (or to itself for a while: a "grant"
    # operation or a static's {"grant": index}); never one of its own
    "granted": Field(bool, required=False, default=False),
}

SCHEMA = {
    "id": Field(str),
    "name": Field(str),
    # the card's Japanese name, which players and the online client also use
    "name_ja": Field(str, required=False, default=""),
    "type": Field(str, choices=("unit", "spell", "item", "token")),
    "subtype": Field(str, required=False, choices=SUBTYPES),
    "level": Field(int, min=0),
    "attack": Field(int, required=False, min=0),
    "defense": Field(int, required=False, min=0),
    "types": Field(list, items=str),
    # what the card says about when it may be played and what it may be attached to;
    # `play` and `attach` are the same for the engine. The rest of its text is its
    # abilities' (text.py puts it together)
    "play_text": Field(str, required=False, default=""),
    "attach_text": Field(str, required=False, default=""),
    # copies allowed in a deck; 0 = any number
    "limit": Field(int, required=False, default=3, min=0),
    # conditions to cast / deploy it
    "play": Field(list, required=False, default=[]),
    # only this many with this name may be cast/deployed per turn (0 = no limit)
    "turn_limit": Field(int, required=False, default=0, min=0),
    # enchant / equip: which units it may be attached to
    "attach": Field(dict, required=False),
    "abilities": Field(list, required=False, default=[], items=ABILITY),
}


class CardDef:
    """Static facts of one card, precomputed once and shared by every match."""

    __slots__ = ("id", "name", "ctype", "sub", "level", "atk", "df", "types", "blocks", "limit",
                 "play", "turn_limit", "attach", "abilities", "statics", "triggers", "cast",
                 "has_static", "uncancellable", "record", "full_text", "programs",
                 "zone_abilities", "zone_trigger", "own", "grants", "names", "gives",
                 "renames", "own_pairs", "trigger_pairs", "static_abs", "guards", "guarded",
                 "window_pairs", "use_pairs")

    def __init__(self, rec: dict, compile_program: Callable[[list], list]):
        """`compile_program`: the effect vocabulary's compiler (effects.compile_program,
        handed in by cardfile.py, which loads the file)."""
        self.record = rec
        self.id = rec["id"]
        self.name = rec["name"]
        self.names = (self.name,)  # queries.names_of off the field
        self.ctype = rec["type"]
        self.sub = rec["subtype"]
        self.level = rec["level"]
        self.atk = rec["attack"] or 0
        self.df = rec["defense"] or 0
        self.types = tuple(rec["types"])
        # what a player reads, in blocks and as one text (a vanilla card: no block, ""):
        # built once here, so views only copy the string
        self.blocks = printed_blocks(rec)
        self.full_text = "\n".join(b.words() for b in self.blocks)
        self.limit = rec["limit"]
        self.play = rec["play"]
        self.turn_limit = rec["turn_limit"]
        self.attach = rec["attach"]
        self.abilities = rec["abilities"]
        # the card's own abilities: those it gives to others ("granted") are not among them
        self.own = [i for i, a in enumerate(self.abilities) if not a["granted"]]
        self.statics = [i for i in self.own if self.abilities[i]["kind"] == "static"]
        self.triggers = [i for i in self.own if self.abilities[i]["kind"] == "trigger"]
        # (index, ability) of those, as queries.refs / triggers_of list them
        self.own_pairs = [(i, self.abilities[i]) for i in self.own]
        self.trigger_pairs = [(i, self.abilities[i]) for i in self.triggers]
        # the ones the right to create a block may offer (stack.block_options): "during"
        # window triggers, and optional / fast abilities (a player's own use)
        self.window_pairs = [(i, a) for i, a in self.trigger_pairs if "window" in a["when"]]
        self.use_pairs = [(i, a) for i, a in self.own_pairs if a["kind"] in ("optional", "fast")]
        self.static_abs = [self.abilities[i] for i in self.statics]
        casts = [i for i in self.own if self.abilities[i]["kind"] == "cast"]
        # a static of its own gives other cards an ability ({"grant": index})
        self.grants = any("grant" in mod for i in self.statics
                          for mod in self.abilities[i]["mods"])
        # it can make a card gain an ability, or change or add a name: a match without
        # such cards skips those readings (queries.may_grant, queries.names_of)
        progs = [op for a in self.abilities for part in ("cost", "do") for op in program_ops(a[part])]
        self.gives = self.grants or any(op.get("op") == "grant" for op in progs)
        self.renames = any("alias" in mod for a in self.abilities for mod in a["mods"]) \
            or any(op.get("op") == "mod" and "like" in op for op in progs)
        self.cast = casts[0] if casts else None
        self.has_static = bool(self.statics)
        # a card whose every ability is uncancellable is never negated
        self.uncancellable = bool(self.own) and all(self.abilities[i]["uncancellable"]
                                                    for i in self.own)
        # each ability's cost and effect programs, compiled ("if" flattened into jumps)
        self.programs = [{"cost": compile_program(a["cost"]), "do": compile_program(a["do"])}
                         for a in self.abilities]
        # zones other than the field from which its optional / fast abilities work
        self.zone_abilities = frozenset(self.abilities[i]["zone"] for i in self.own
                                        if self.abilities[i]["kind"] in ("optional", "fast")) \
            - {"field"}
        # a trigger ability that works from the discard pile or the exile zone
        self.zone_trigger = any(self.abilities[i]["kind"] == "trigger"
                                and self.abilities[i]["zone"] in ("discard", "exile")
                                for i in self.own)
        # the optional destruction guards (static modifiers with "guard") of its static
        # abilities, those it gives to other cards included, read by destruction.guards: the
        # ability, the cards protected ("self" or a selector) and the guard with its
        # "instead" program compiled
        self.guards = tuple(
            {"ab": i, "to": mod.get("to", "self"), "fight": mod["guard"].get("fight", False),
             "cond": mod["guard"].get("cond", []), "label": mod["guard"].get("label", ""),
             "instead": compile_program(mod["guard"].get("instead", []))}
            for i, a in enumerate(self.abilities) if a["kind"] == "static"
            for mod in a["mods"] if "guard" in mod)
        # whether one of its own abilities is a guard (a card that only gives one is no holder)
        self.guarded = any(g["ab"] in self.statics for g in self.guards)


def program_ops(prog: list):
    """Every operation of a program, those inside "if" and "delayed" included."""
    for op in prog:
        if isinstance(op, dict):
            yield op
            for k in ("then", "else", "do"):
                if isinstance(op.get(k), list):
                    yield from program_ops(op[k])


def said_texts(defs) -> list[str]:
    """The card data's texts the engine says as whole messages (asks.said), sorted: every
    operation's "label" (a question: choose, choose_set, name_card, pick_type), a pick's
    options and a destruction guard's label, in every program (cost, do, a guard's
    "instead"). Not the printed texts (timing, cost_text, text...): those stay as printed."""
    out: set[str] = set()

    def program(prog: list) -> None:
        for op in program_ops(prog):
            if isinstance(op.get("label"), str) and op["label"]:
                out.add(op["label"])
            if op.get("op") == "pick":
                out.update(o if isinstance(o, str) else o["label"] for o in op["options"])

    for d in defs:
        for a in d.abilities:
            program(a["cost"])
            program(a["do"])
            for mod in a["mods"]:
                guard = mod.get("guard")
                if isinstance(guard, dict):
                    if guard.get("label"):
                        out.add(guard["label"])
                    program(guard.get("instead", []))
    return sorted(out)
