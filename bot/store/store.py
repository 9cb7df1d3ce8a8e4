"""The async API the bot awaits. Each method hands one function to the
database thread; the functions themselves live in the modules named for what
they store."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import Any

from sqlite_utils import Database

from . import decks, ladder, matches
from .community import CommunityStore
from .db import (
    Worker,
    backup_to,
    connect,
    describe,
    migrate,
    open_failure,
    outage,
    resolve_path,
    run_unit,
    utc_now,
)
from .errors import StoreError
from .gatherings import delete_gathering, open_gatherings, save_gathering
from .lock import FileLock
from .records import (
    Choice,
    Deck,
    HeadToHead,
    HistoryEntry,
    LadderPage,
    Match,
    Profile,
    Season,
    Seat,
)
from .settings import GuildSettings, get_settings, set_settings
from .shards import Shards
from .users import ensure_users, get_stops, set_stops, user_names

Validator = Callable[[str], list[str]]


class Store(CommunityStore):
    """Open with `await Store.open(path)`; close with `await store.close()`.

    `clock` returns the current UTC time; tests pass a fixed one so that
    anything depending on the date (anti-farming) is deterministic.
    """

    def __init__(self, worker: Worker, db: Database, path: str, clock: Callable[[], datetime]):
        self._worker = worker
        self._db = db
        self.path = path
        self._clock = clock
        self._file_lock: FileLock | None = None

    @classmethod
    async def open(
        cls,
        path: str | os.PathLike[str] | None = None,
        *,
        clock: Callable[[], datetime] = utc_now,
        exclusive: bool = False,
    ) -> Store:
        """`exclusive` (the bot's own store): hold the SQLite file's lock for as long as
        the store is open, so a second bot process on the file refuses to start
        (`lock.AlreadyRunning`); ignored for PostgreSQL, where processes share by shard."""
        resolved = resolve_path(path)
        held = FileLock.acquire(resolved) if exclusive and not isinstance(resolved, str) else None
        worker = Worker()

        def setup() -> Database:
            db = connect(resolved)
            migrate(db)
            if not isinstance(resolved, str):
                # A file that opens but cannot be written fails here, at start-up, with
                # its path and cause, not at the first click.
                version = db.execute("PRAGMA user_version").fetchone()[0]
                db.execute(f"PRAGMA user_version = {int(version)}")
            return db

        try:
            db = await worker.run(setup)
        except BaseException as exc:
            worker.shutdown()
            if held is not None:
                held.release()
            failure = open_failure(resolved, exc)
            if failure is not None:
                raise failure from exc
            raise
        store = cls(worker, db, describe(resolved), clock)
        store._file_lock = held
        return store

    async def close(self) -> None:
        try:
            await self._worker.run(self._db.close)
            self._worker.shutdown()
        finally:
            if self._file_lock is not None:
                self._file_lock.release()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def _run(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """One store call. A database out of reach (a lost connection, a full disk, a
        read-only file) fails this call only, as StoreUnavailable, a StoreError whose
        message the bot can show; the unit's transaction was rolled back (or, for a
        connection lost during COMMIT, may have committed: never retried here)."""
        try:
            return await self._worker.run(run_unit, self._db, fn, *args, **kwargs)
        except StoreError:
            raise
        except Exception as exc:
            failure = outage(exc)
            if failure is None:
                raise
            raise failure from exc

    # --- users ---------------------------------------------------------------

    async def set_user_name(self, user_id: int, name: str) -> None:
        await self._run(ensure_users, [user_id], {user_id: name})

    async def user_names(self, user_ids: Sequence[int]) -> dict[int, str | None]:
        """The names the store knows, e.g. to label seats of a restored match."""
        return await self._run(user_names, list(user_ids))

    # --- matches -------------------------------------------------------------

    async def create_match(
        self,
        *,
        guild_id: int,
        channel_id: int | None,
        game: str,
        seats: Sequence[Seat],
        seed: int | None = None,
        options: Mapping[str, Any] | None = None,
        ranked: bool = False,
        snapshot: str | None = None,
        names: Mapping[int, str] | None = None,
        gathering_id: str | None = None,
        decks: Sequence[tuple[str, str]] = (),
    ) -> Match:
        """`gathering_id` is deleted and `decks` saved in the same transaction (see
        matches.create_match)."""
        return await self._run(
            matches.create_match,
            guild_id=guild_id,
            channel_id=channel_id,
            game=game,
            seats=list(seats),
            seed=seed,
            options=dict(options or {}),
            ranked=ranked,
            snapshot=snapshot,
            names=names,
            now=self._clock(),
            gathering_id=gathering_id,
            decks=list(decks),
        )

    async def record_choice(
        self,
        match_id: int,
        version: int,
        seat: int,
        decision_id: str,
        option_ids: Sequence[Any],
        snapshot: str,
    ) -> None:
        await self._run(
            matches.record_choice,
            match_id,
            version,
            seat,
            decision_id,
            list(option_ids),
            snapshot,
            self._clock(),
        )

    async def record_choices(
        self,
        match_id: int,
        rows: Sequence[tuple[int, int, str, Sequence[Any]]],
        snapshot: str,
    ) -> None:
        """Consecutive choices, (version, seat, decision id, option ids) each, and the
        snapshot after the last, in one transaction (`matches.record_choices`)."""
        await self._run(
            matches.record_choices,
            match_id,
            [(v, s, d, list(o)) for v, s, d, o in rows],
            snapshot,
            self._clock(),
        )

    async def get_match(self, match_id: int) -> Match:
        return await self._run(matches.get_match, match_id, self._clock())

    async def running_matches(self, shards: Shards | None = None) -> list[Match]:
        """Running matches, or only those of the servers on `shards`; damaged rows come
        back quarantined (status "broken")."""
        return await self._run(matches.running_matches, self._clock(), shards)

    async def break_match(self, match_id: int, reason: str) -> bool:
        return await self._run(matches.break_match, match_id, reason, self._clock())

    async def choices(self, match_id: int) -> list[Choice]:
        return await self._run(matches.choices, match_id)

    async def finish_match(self, match_id: int, placings: Sequence[int], reason: str) -> Match:
        return await self._run(
            matches.finish_match, match_id, list(placings), reason, self._clock()
        )

    async def abort_match(self, match_id: int, reason: str) -> Match:
        return await self._run(matches.abort_match, match_id, reason, self._clock())

    async def void_match(self, match_id: int) -> Match:
        return await self._run(matches.void_match, match_id, self._clock())

    async def history(
        self, user_id: int, guild_id: int | None = None, game: str | None = None, limit: int = 20
    ) -> list[HistoryEntry]:
        return await self._run(matches.history, user_id, guild_id, game, limit)

    async def head_to_head(
        self, guild_id: int, a: int, b: int, game: str | None = None
    ) -> HeadToHead:
        return await self._run(matches.head_to_head, guild_id, a, b, game)

    # --- ladder --------------------------------------------------------------

    async def rebuild_ratings(self, guild_id: int, game: str) -> None:
        await self._run(ladder.rebuild_latest, guild_id, game)

    async def ladder(
        self, guild_id: int, game: str, page: int = 1, page_size: int = 10, min_games: int = 0
    ) -> LadderPage:
        return await self._run(ladder.ladder, guild_id, game, page, page_size, min_games)

    async def profile(self, guild_id: int, user_id: int) -> Profile:
        return await self._run(ladder.profile, guild_id, user_id)

    async def season_start(self, guild_id: int, game: str) -> Season:
        return await self._run(ladder.season_start, guild_id, game, self._clock())

    async def season_end(self, guild_id: int, game: str) -> Season:
        return await self._run(ladder.season_end, guild_id, game, self._clock())

    async def seasons(self, guild_id: int, game: str) -> list[Season]:
        return await self._run(ladder.seasons, guild_id, game)

    # --- a player's stops (the windows they want to be asked in) ------------------

    async def get_stops(self, user_id: int, game: str) -> str | None:
        return await self._run(get_stops, user_id, game)

    async def set_stops(self, user_id: int, game: str, stops: str) -> None:
        await self._run(ensure_users, [user_id])
        await self._run(set_stops, user_id, game, stops)

    # --- settings ------------------------------------------------------------

    async def get_settings(self, guild_id: int) -> GuildSettings:
        return await self._run(get_settings, guild_id)

    async def set_settings(self, guild_id: int, **changes: Any) -> GuildSettings:
        return await self._run(set_settings, guild_id, changes)

    # --- gatherings (challenges and tables waiting for players) ------------------

    async def save_gathering(self, gathering_id: str, guild_id: int, expires_at: float,
                             doc: dict[str, Any]) -> None:
        await self._run(save_gathering, gathering_id, guild_id, expires_at, doc)

    async def delete_gathering(self, gathering_id: str) -> None:
        await self._run(delete_gathering, gathering_id)

    async def open_gatherings(self, shards: Shards | None = None) -> list[tuple[str, float, str]]:
        return await self._run(open_gatherings, shards)

    # --- decks ---------------------------------------------------------------

    async def save_deck(
        self,
        owner_id: int,
        game: str,
        name: str,
        text: str,
        *,
        validate: Validator | None = None,
        replace: bool = False,
    ) -> Deck:
        """Save a deck list; with `replace`, overwrite the deck of that name.

        `validate` is the game engine's check of the list's content. It runs
        off the event loop and off the database thread (it may be slow), and
        any problem it returns means nothing is saved.
        """
        name = decks.clean_name(name)
        text = decks.clean_list(text)
        if validate is not None:
            problems = await asyncio.to_thread(validate, text)
            if problems:
                raise StoreError(
                    "This deck cannot be saved:\n" + "\n".join(f"- {p}" for p in problems)
                )
        return await self._run(decks.save_deck, owner_id, game, name, text, replace, self._clock())

    async def get_deck(self, owner_id: int, game: str, name: str) -> Deck | None:
        return await self._run(decks.get_deck, owner_id, game, name)

    async def list_decks(self, owner_id: int, game: str | None = None) -> list[Deck]:
        return await self._run(decks.list_decks, owner_id, game)

    async def rename_deck(self, owner_id: int, game: str, old: str, new: str) -> Deck:
        new = decks.clean_name(new)
        return await self._run(decks.rename_deck, owner_id, game, old, new, self._clock())

    async def delete_deck(self, owner_id: int, game: str, name: str) -> None:
        await self._run(decks.delete_deck, owner_id, game, name)

    async def deck_names(self, owner_id: int, game: str, prefix: str = "") -> list[str]:
        return await self._run(decks.deck_names, owner_id, game, prefix)

    # --- maintenance ---------------------------------------------------------

    async def backup(self, path: str | os.PathLike[str]) -> None:
        """Write a consistent copy of the live database to `path`."""
        if self.postgres:
            raise StoreError("This store is on PostgreSQL; back it up with pg_dump.")
        await self._worker.run(backup_to, self._db.conn, path)

    @property
    def postgres(self) -> bool:
        return hasattr(self._db, "run_unit")
