"""Running matches in memory: one MatchSession per match, keyed by its thread.

A session owns the engine match, the asyncio lock that serialises everything
done to it, who sits in which seat, each player's pass preferences and idle
clock, and the little display state the board needs. `apply` (one choice) and
`apply_automatic` (a player's answer and the passes the bot gives after it, or
those passes alone) are the ways a choice reaches the match: they run the engine on
a clone, write the snapshot and the choice rows to the store in one transaction,
and only then keep the clone, so a failed write leaves the match exactly as it was.
"""

from __future__ import annotations

import asyncio
import dataclasses
import datetime
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

import discord

from engine import Decision, Event, Match
from engine.core.match import SNAPSHOT_EVENTS

from . import edits, i18n, naming, prompts, stops
from .idle import IdleTracker
from .spectate import SpectatorFeed
from .store import Store

# Choice-log decision ids for what is not an answer to a decision: a turn
# clock running out (Element Duel) and a player giving up.
TIMEOUT_DECISION = "!timeout"
CONCEDE_DECISION = "!concede"
# Pass modes a player can switch on from their hand view.
PASS_UNTIL_NEW, PASS_UNTIL_TURN = "new", "turn"
BOARD_LOG_LINES = 8
PROMPT_LOG_LINES = 5
PRIVATE_LOG_LINES = 5
# A safety net against a game that keeps offering nothing but passes forever: the
# automatic answers given after one change, at most.
MAX_AUTOMATIC = 500
# Messages a session keeps said (`MatchSession.say`): a board's and a hand view's log
# lines and a decision's options, about.
SAID_KEPT = 48


@dataclass(eq=False)
class Player:
    user_id: int | None  # None for the computer
    name: str
    level: str | None = None  # the AI's level
    full_control: bool = False
    pass_mode: str | None = None
    # the windows this player wants to be asked in (bot/stops.py); None: not set, so
    # the bot passes only what it passed before
    stops: frozenset[str] | None = None
    idle: IdleTracker = field(default_factory=IdleTracker)

    @property
    def is_ai(self) -> bool:
        return self.user_id is None

    @property
    def mention(self) -> str:
        return f"{self.name} (AI)" if self.user_id is None else f"<@{self.user_id}>"


@dataclass(eq=False)
class Display:
    """What the thread currently shows, so updates edit instead of spamming."""

    board_message_id: int | None = None
    prompt_message_id: int | None = None
    prompt_pinged: frozenset[int] = frozenset()
    prompt_payload: int | None = None
    pages: dict[str, int] = field(default_factory=dict)  # decision id -> page shown publicly
    # decision id -> what its chooser searched its options for (a long select)
    queries: dict[str, str] = field(default_factory=dict)
    # seat -> the newest hand view the bot may still edit, kept current after each change
    hands: dict[int, LiveHand] = field(default_factory=dict)
    # seats whose hand view the interaction being handled redraws itself
    hand_busy: set[int] = field(default_factory=set)
    # user id -> a spectator's open "Watch" view, kept current like a hand view
    watchers: dict[int, LiveHand] = field(default_factory=dict)
    # the newest board image as posted: (its address, its alt text), for spectator views
    board_image: tuple[str, str] | None = None
    # what delayed spectators may see (the server's spectator delay), once someone
    # watches; None: spectators see the match live
    spectators: SpectatorFeed | None = None
    # seat -> (decision id, page) of the hand view last shown, so a refresh keeps the page
    hand_pages: dict[int, tuple[str | None, int]] = field(default_factory=dict)
    # the language of the thread's public messages: the server's setting, else Discord's
    # language for the server (kept current by the referee)
    language: str = i18n.SOURCE


# Discord lets an interaction's token edit its messages for 15 minutes; stop a little early.
HAND_TOKEN_LIFE = datetime.timedelta(minutes=14)


@dataclass(slots=True)
class LiveHand:
    """An open ephemeral view the bot keeps current (a hand view, a spectator's view):
    the interaction's webhook and the message's id, which is all an edit needs (the
    interaction object itself, with its message and data, would stay alive for up to
    15 minutes per seat), when its token stops working, and a hash of what it shows."""

    webhook: Any  # interaction.followup: a discord.Webhook bound to the interaction's token
    message_id: int
    created: datetime.datetime
    key: int
    # the language of whoever opened it: a view refreshed later still speaks to them
    language: str = i18n.SOURCE

    @classmethod
    def of(cls, interaction: Any, message_id: int, key: int) -> LiveHand:
        return cls(interaction.followup, message_id, interaction.created_at, key,
                   i18n.language_of(getattr(interaction, "locale", None)))

    def usable(self) -> bool:
        # Read at call time so tests can shorten the token's life.
        return discord.utils.utcnow() - self.created < HAND_TOKEN_LIFE

    async def edit(self, view: Any) -> None:
        # Discord's answer is not read back into a message object (bot/edits.py).
        await edits.edit_webhook_message(self.webhook, self.message_id, view=view)


def turn_of(view: dict) -> int | None:
    """The seat whose turn it is, from the view header's `active` (None when
    nobody is to play, or a game without turns, such as the tests' toy game)."""
    value = view.get("active")
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def automatic_answer(decision: Decision, player: Player) -> list[str] | None:
    """The answer the bot gives for a human without asking, or None to ask."""
    if player.is_ai:
        return None
    forced = prompts.only_pass(decision)
    if forced is not None and not player.full_control:
        return forced
    if player.pass_mode in (PASS_UNTIL_NEW, PASS_UNTIL_TURN):
        pass_id = prompts.pass_option(decision)
        if pass_id is not None:
            return [pass_id]
    return None


class MatchSession:
    def __init__(
        self,
        *,
        match_id: int,
        guild_id: int,
        channel_id: int,
        kind: str,
        match: Match,
        players: list[Player],
        now: float,
    ):
        self.id = match_id
        self.guild_id = guild_id
        self.channel_id = channel_id
        self.parent_id: int | None = None  # the text channel the thread is in
        self.kind = kind
        self.match = match
        self.players = players
        self.lock = asyncio.Lock()
        self.display = Display()
        # Log lines are kept as what the engine said (messages, engine.core.words), not
        # text: each reader sees them in their own language (`lines`).
        self.log: deque[Any] = deque(maxlen=BOARD_LOG_LINES)
        self.since_board: deque[Any] = deque(maxlen=PROMPT_LOG_LINES)
        self.private_log: dict[int, deque[Any]] = {
            seat: deque(maxlen=PRIVATE_LOG_LINES) for seat in range(len(players))
        }
        self.checkpoint_due = True  # the first refresh posts the opening board
        self.clock_mark = now
        self.last_turn: int | None = None
        self.over = False
        self.ai_task: asyncio.Task | None = None
        self._labels: list[str] | None = None
        # `say`'s last few, by (id of a message, language): the message (kept, so that an
        # id is never a freed message's) and its text. Two dicts, not a tuple per entry:
        # the collector walks every container a running match holds.
        self._said_words: dict[tuple[int, str], Any] = {}
        self._said_text: dict[tuple[int, str], str] = {}
        for event in match.events[-BOARD_LOG_LINES:]:
            self._note(event)
        self.since_board.clear()
        self.observe_idle(now)

    # ----------------------------------------------------------------- reading
    @property
    def game(self):
        return self.match.game

    @property
    def names(self) -> list[str]:
        """Display names by seat (images draw each player's character themselves)."""
        return [p.name for p in self.players]

    @property
    def labels(self) -> list[str]:
        """Names by seat as text shows them: "alice", or "alice (Celinka)".
        A seat's character is fixed for the match, so this is read once."""
        if self._labels is None:
            self._labels = naming.labels(self.names, self.match.view(None))
        return self._labels

    @property
    def language(self) -> str:
        """The language of the thread's public messages (the server's)."""
        return self.display.language

    def say(self, words: Any, language: str | None = None) -> str:
        """What the engine said (a log line's, prompt's, option's or result's message, or
        plain text) in `language` (the thread's by default), with players' names in.

        The last few said are kept by the message's identity (the same object, so the
        same words; the labels are fixed for the match): every hand view and board of
        a match says the same log lines and options again, move after move."""
        language = language or self.display.language
        key = (id(words), language)
        text = self._said_text.get(key)
        if text is not None and self._said_words[key] is words:
            return text
        text = naming.named(i18n.game_speaker(language, self.match.game)(words), self.labels)
        if len(self._said_text) >= SAID_KEPT:
            self._said_words.clear()
            self._said_text.clear()
        self._said_words[key] = words
        self._said_text[key] = text
        return text

    def sayer(self, language: str | None = None) -> Callable[[Any], str]:
        """`say` bound to one language: what a view built for one reader passes around."""
        language = language or self.display.language
        return lambda words: self.say(words, language)

    def lines(self, said: Iterable[Any], language: str | None = None) -> list[str]:
        """Log entries (messages) as text in `language` (the thread's by default)."""
        return [self.say(words, language) for words in said]

    def seat_of(self, user_id: int) -> int | None:
        for seat, player in enumerate(self.players):
            if player.user_id == user_id:
                return seat
        return None

    def decision(self, decision_id: str) -> Decision | None:
        return next((d for d in self.match.pending() if d.id == decision_id), None)

    def decision_for(self, seat: int) -> Decision | None:
        return next((d for d in self.match.pending() if d.seat == seat), None)

    def humans(self) -> Iterator[tuple[int, Player]]:
        return ((s, p) for s, p in enumerate(self.players) if not p.is_ai)

    def automatic(self) -> tuple[int, Decision, list[str]] | None:
        """The first pending decision the bot answers by itself for a human."""
        for decision in self.match.pending():
            player = self.players[decision.seat]
            answer = automatic_answer(decision, player)
            if answer is None and not player.is_ai and not player.full_control and (
                    player.stops is not None or player.pass_mode == stops.PASS_UNTIL_RESOLVED):
                # the decision's window is the game's reading of public state only
                if stops.passes(decision, player.stops or stops.DEFAULT_STOPS, player.pass_mode):
                    answer = [stops.pass_id(decision)]
            if answer is not None:
                return decision.seat, decision, answer
        return None

    def ai_decision(self) -> Decision | None:
        return next((d for d in self.match.pending() if self.players[d.seat].is_ai), None)

    def has_clock(self) -> bool:
        return any(d.deadline_s is not None for d in self.match.pending())

    # ----------------------------------------------------------------- writing
    async def apply(
        self,
        store: Store,
        seat: int,
        decision_id: str,
        option_ids: list[str],
        *,
        now: float,
        manual: bool,
    ) -> list[Event]:
        """Apply, persist, then commit a choice. Raises engine.IllegalAction
        (nothing changed) or a store error (nothing changed either)."""
        self.sync_clock(now)
        decision = self.decision(decision_id)
        trial = self.match.clone()
        events = trial.apply(seat, decision_id, option_ids)
        await store.record_choice(
            self.id, trial.version, seat, decision_id, option_ids, trial.to_json()
        )
        self.match = trial
        kinds = {o.kind for o in decision.options if o.id in option_ids} if decision else set()
        self._after(events, seat, kinds, manual, now)
        return events

    async def apply_automatic(
        self,
        store: Store,
        *,
        now: float,
        first: tuple[int, Decision, list[str]] | None = None,
    ) -> int:
        """The answers the bot gives by itself, one after another while `automatic()`
        gives one (at most MAX_AUTOMATIC, none once the match has a result), saved together:
        one transaction for all their choice rows and the snapshot after the last,
        instead of a snapshot and a commit each. `first`, a player's own answer (seat,
        decision, option ids), goes before them, in the same transaction: a click and
        the passes that follow it are one save. Each is applied and noted (`_after`)
        before the next is asked for, as one by one. If any fails (a `first` the rules
        refuse raises IllegalAction) or the save does, the session is put back as it was
        before the first (nothing of them was saved), and the error raised. Returns how
        many were answered."""
        mark = self._mark()
        rows: list[tuple[int, int, str, list[str]]] = []
        trial = None
        try:
            for index in range(MAX_AUTOMATIC + (first is not None)):
                if self.match.result is not None:
                    break
                step = first if index == 0 and first is not None else self.automatic()
                if step is None:
                    break
                seat, decision, answer = step
                if trial is None:
                    # One clone for them all: the saved match stays as it was, to be put
                    # back if they cannot be saved.
                    trial = self.match = self.match.clone()
                self.sync_clock(now)
                events = trial.apply(seat, decision.id, answer)
                rows.append((trial.version, seat, decision.id, list(answer)))
                manual = index == 0 and first is not None
                self._after(events, seat, {o.kind for o in decision.options if o.id in answer}, manual, now)
            if rows:
                await store.record_choices(self.id, rows, self.match.to_json())
        except BaseException:
            self._undo(mark)
            raise
        return len(rows)

    def _mark(self) -> tuple:
        """What applying choices changes in the session (the match is replaced, never
        changed, by `apply`), to put back with `_undo`."""
        return (self.match, self.checkpoint_due, self.last_turn, self.clock_mark,
                tuple(self.log), tuple(self.since_board),
                {seat: tuple(lines) for seat, lines in self.private_log.items()},
                [(p.pass_mode, dataclasses.replace(p.idle)) for p in self.players])

    def _undo(self, mark: tuple) -> None:
        (self.match, self.checkpoint_due, self.last_turn, self.clock_mark,
         log, since_board, private, players) = mark
        for live, kept in ((self.log, log), (self.since_board, since_board),
                           *((self.private_log[seat], lines) for seat, lines in private.items())):
            live.clear()
            live.extend(kept)
        for player, (pass_mode, idle) in zip(self.players, players, strict=True):
            player.pass_mode = pass_mode
            player.idle.__dict__.update(idle.__dict__)

    async def run_timeout(self, store: Store, seat: int, *, now: float) -> list[Event]:
        """The turn clock ran out for `seat`: the rules' consequence, persisted."""
        return await self._outside(store, seat, TIMEOUT_DECISION, now)

    async def concede(self, store: Store, seat: int, *, now: float) -> list[Event]:
        """`seat` gives up (or forfeits by idling): the rules decide what follows,
        e.g. the other player wins a duel, Omniverse plays on without the seat."""
        return await self._outside(store, seat, CONCEDE_DECISION, now)

    async def _outside(self, store: Store, seat: int, marker: str, now: float) -> list[Event]:
        trial = self.match.clone()
        events = trial.run_timeout(seat) if marker == TIMEOUT_DECISION else trial.concede(seat)
        await store.record_choice(self.id, trial.version, seat, marker, [], trial.to_json())
        self.match = trial
        self._after(events, seat, {marker}, False, now)
        return events

    def sync_clock(self, now: float) -> None:
        """Tell a game with a turn clock how much time has passed."""
        elapsed = now - self.clock_mark
        self.clock_mark = now
        if elapsed > 0 and self.has_clock():
            for event in self.match.elapse(elapsed):
                self._note(event)

    def observe_idle(self, now: float) -> None:
        awaited = {d.seat for d in self.match.pending()}
        for seat, player in self.humans():
            player.idle.observe(seat in awaited, now)

    def _after(
        self, events: list[Event], seat: int, kinds: set[str], manual: bool, now: float
    ) -> None:
        checkpoint = False
        for event in events:
            checkpoint |= event.kind == "checkpoint"
            self._note(event)
        # Keep the live log as short as the snapshot's: clones stay cheap and
        # memory per match stays flat however long the match runs.
        del self.match.events[:-SNAPSHOT_EVENTS]
        self.checkpoint_due |= checkpoint
        something_new = checkpoint or bool(kinds - {"pass"})
        for other, player in enumerate(self.players):
            if player.pass_mode == PASS_UNTIL_NEW and (checkpoint or (something_new and other != seat)):
                player.pass_mode = None
            # A checkpoint is a resolved stack (Cross Universe), which this mode waits for.
            if player.pass_mode == stops.PASS_UNTIL_RESOLVED and checkpoint:
                player.pass_mode = None
        if any(p.pass_mode == PASS_UNTIL_TURN for p in self.players):
            turn = turn_of(self.match.view(None))
            if turn is not None and turn != self.last_turn:
                if self.players[turn].pass_mode == PASS_UNTIL_TURN:
                    self.players[turn].pass_mode = None
                self.last_turn = turn
        self.observe_idle(now)
        if manual:
            self.players[seat].idle.answered(now, self.decision_for(seat) is not None)

    def _note(self, event: Event) -> None:
        if event.kind == "checkpoint":
            return
        words = event.words
        if event.visible_to is None:
            self.log.append(words)
            self.since_board.append(words)
        elif event.visible_to in self.private_log:
            self.private_log[event.visible_to].append(words)


class Sessions:
    """Every running match, by match id and by thread (channel) id."""

    def __init__(self) -> None:
        self._by_match: dict[int, MatchSession] = {}
        self._by_channel: dict[int, MatchSession] = {}

    def add(self, session: MatchSession) -> None:
        self._by_match[session.id] = session
        self._by_channel[session.channel_id] = session

    def remove(self, session: MatchSession) -> None:
        self._by_match.pop(session.id, None)
        self._by_channel.pop(session.channel_id, None)

    def get(self, match_id: int) -> MatchSession | None:
        return self._by_match.get(match_id)

    def in_channel(self, channel_id: int | None) -> MatchSession | None:
        return self._by_channel.get(channel_id) if channel_id is not None else None

    def __iter__(self) -> Iterator[MatchSession]:
        return iter(list(self._by_match.values()))

    def __len__(self) -> int:
        return len(self._by_match)
