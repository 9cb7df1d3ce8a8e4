"""The Store's API for community play: match decks (replays, rematches), rematch
offers and tournaments. A mixin of `Store`, so each call runs on the database
thread like every other store call."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from . import rematches, replays
from . import tournaments as tourneys
from .tournaments import Entrant, TableRow, Tournament


class CommunityStore:
    # --- the decks of a match ------------------------------------------------
    async def save_match_decks(self, match_id: int, decks: Sequence[tuple[str, str]]) -> None:
        await self._run(replays.save_match_decks, match_id, list(decks))

    async def match_decks(self, match_id: int) -> list[tuple[str, str]]:
        return await self._run(replays.match_decks, match_id)

    # --- rematch offers ------------------------------------------------------
    async def save_rematch(self, offer_id: str, guild_id: int, match_id: int, expires_at: float,
                           doc: dict[str, Any]) -> None:
        await self._run(rematches.save_rematch, offer_id, guild_id, match_id, expires_at, doc)

    async def claim_rematch(self, offer_id: str, guild_id: int, match_id: int, expires_at: float,
                            doc: dict[str, Any]) -> str | None:
        """Store `offer_id` as the one offer for `match_id`; None if it is, else the
        state of the claim that is there ("open" or "started")."""
        return await self._run(rematches.claim_rematch, offer_id, guild_id, match_id, expires_at, doc)

    async def start_rematch(self, offer_id: str) -> bool:
        return await self._run(rematches.start_rematch, offer_id)

    async def delete_rematch(self, offer_id: str) -> None:
        await self._run(rematches.delete_rematch, offer_id)

    async def rematch_for(self, match_id: int) -> str | None:
        return await self._run(rematches.rematch_for, match_id)

    async def open_rematches(self) -> list[tuple[str, float, str]]:
        return await self._run(rematches.open_rematches)

    # --- tournaments ---------------------------------------------------------
    async def create_tournament(self, *, guild_id: int, channel_id: int, game: str, fmt: str,
                                rounds: int | None, max_players: int, ranked: bool,
                                organiser_id: int) -> Tournament:
        return await self._run(tourneys.create_tournament, guild_id, channel_id, game, fmt, rounds,
                               max_players, ranked, organiser_id, self._clock())

    async def get_tournament(self, tid: int) -> Tournament:
        return await self._run(tourneys.get_tournament, tid)

    async def tournaments(self, guild_ids: Iterable[int] | None,
                          statuses: Sequence[str] = tourneys.OPEN_STATUSES) -> list[Tournament]:
        return await self._run(tourneys.tournaments, None if guild_ids is None else list(guild_ids),
                               list(statuses))

    async def set_tournament_message(self, tid: int, message_id: int) -> None:
        await self._run(tourneys.set_message, tid, message_id)

    async def entrants(self, tid: int) -> list[Entrant]:
        return await self._run(tourneys.entrants, tid)

    async def join_tournament(self, tid: int, user_id: int, name: str, deck_name: str,
                              deck_text: str) -> bool:
        return await self._run(tourneys.join, tid, user_id, name, deck_name, deck_text, self._clock())

    async def leave_tournament(self, tid: int, user_id: int) -> None:
        await self._run(tourneys.leave, tid, user_id)

    async def start_tournament(self, tid: int, seeds: Sequence[int], rounds: int) -> None:
        await self._run(tourneys.start, tid, list(seeds), rounds)

    async def drop_from_tournament(self, tid: int, user_id: int) -> None:
        await self._run(tourneys.drop, tid, user_id)

    async def open_round(self, tid: int, rnd: int, tables: Sequence[tuple[Sequence[int], list[int] | None]]) -> None:
        await self._run(tourneys.open_round, tid, rnd, list(tables))

    async def set_table_match(self, tid: int, rnd: int, table_no: int, match_id: int) -> None:
        await self._run(tourneys.set_table_match, tid, rnd, table_no, match_id)

    async def record_table(self, match_id: int, placings: Sequence[int]) -> tuple[int, int, int] | None:
        return await self._run(tourneys.record_table, match_id, list(placings))

    async def set_table_result(self, tid: int, rnd: int, table_no: int, placings: Sequence[int]) -> None:
        await self._run(tourneys.set_table_result, tid, rnd, table_no, list(placings))

    async def table_of_match(self, match_id: int) -> tuple[int, int, int] | None:
        """(tournament, round, table) a match is played for, or None."""
        return await self._run(tourneys.table_of_match, match_id)

    async def tournament_tables(self, tid: int) -> list[TableRow]:
        return await self._run(tourneys.tables, tid)

    async def finish_tournament(self, tid: int, standings: list) -> None:
        await self._run(tourneys.finish, tid, standings, self._clock())

    async def tournaments_of(self, guild_id: int, user_id: int, limit: int = 5) -> list[Tournament]:
        return await self._run(tourneys.tournaments_of, guild_id, user_id, limit)
