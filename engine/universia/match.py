"""The Universia match: setup, and the rules modules put together."""

from __future__ import annotations

from engine.core import Deck, Match

from .actions import ActionOps
from .combat import CombatOps
from .effects import EffectOps
from .removal import RemovalOps
from .state import DEFAULT_MANA, HAND_SIZE, START_LIFE, ZONES, StateOps
from .turn import TurnOps
from .view import ViewOps


class UniversiaMatch(ActionOps, CombatOps, EffectOps, RemovalOps, TurnOps, ViewOps, StateOps, Match):
    def _setup(self, decks: list[Deck]) -> None:
        info = self.game.info
        cid: list[str] = []
        own: list[int] = []
        players = []
        for seat, deck in enumerate(decks):
            main, nm, imm = [], [], []
            for section, dest in (("main", main), ("nonmaterial", nm)):
                for card_id in deck.expand(section):
                    iid = len(cid)
                    cid.append(card_id)
                    own.append(seat)
                    if info[card_id].type == "immaterial":
                        imm.append(iid)  # Immaterial cards wait face-up in the Immaterial Zone
                    else:
                        dest.append(iid)
            if self.options.get("shuffle", True):
                self.rng.shuffle(main)
            players.append({"life": START_LIFE, "deck": main, "hand": [], "nm": nm, "imm": imm,
                            "rest": [], "mz": [None] * ZONES, "ez": [None] * ZONES, "fz": None})
        self.state = {"cid": cid, "own": own, "turn": 1, "active": 0, "phase": "main",
                      "mana": DEFAULT_MANA, "p": players, "q": [], "atk": None, "ret": []}
        self._bind()
        for seat in range(2):
            self._draw(seat, HAND_SIZE)
        self._push([{"op": "turn_start"}])
        self._pump()

    def _bind(self) -> None:
        """Rebuild the static card records by iid (derived data, never part of the state)."""
        info = self.game.info
        self.ci = [info[c] for c in self.state["cid"]]

    def _load_state(self, data) -> None:
        super()._load_state(data)
        self._bind()

