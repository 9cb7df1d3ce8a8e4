"""Settings from the environment (and `.env`), read once at start-up."""

from __future__ import annotations

import os
from dataclasses import dataclass

from .store.shards import Shards

NO_TOKEN = (
    "DISCORD_TOKEN is not set. Create an application and a bot token at "
    "https://discord.com/developers/applications (Bot -> Reset Token), then put "
    "DISCORD_TOKEN=... in a .env file here or in the environment. "
    "To try the bot without Discord: python -m bot local (in a browser), "
    "or python -m engine play GAME (in the terminal; python -m engine games lists them)"
)
DEFAULT_DB = "duelhall.db"
DEFAULT_CHALLENGE_SECONDS = 900


class ConfigError(Exception):
    pass


@dataclass(frozen=True)
class Config:
    token: str
    db_path: str = DEFAULT_DB
    dev_guild: int | None = None
    # How long a challenge or an open table waits for players and decks.
    challenge_seconds: int = DEFAULT_CHALLENGE_SECONDS
    # Where /rules links a game's rules document (`<repo_url>/blob/main/<path>`).
    repo_url: str = ""
    # How often turn clocks, idle players and expired challenges are checked.
    sweep_seconds: float = 1.0
    # The shards this process runs (None: one unsharded process holds everything).
    shards: Shards | None = None

    def __repr__(self) -> str:  # never print the token, even by accident
        return (
            f"Config(db_path={self.db_path!r}, dev_guild={self.dev_guild!r}, "
            f"challenge_seconds={self.challenge_seconds!r}, repo_url={self.repo_url!r}, "
            f"shards={self.shards!r})"
        )


def _digits(env: dict, name: str) -> int | None:
    value = (env.get(name) or "").strip()
    if value and not value.isdigit():
        raise ConfigError(f"{name} must be a whole number, not {value!r}")
    return int(value) if value else None


def load_config(env: dict | None = None, *, need_token: bool = True) -> Config:
    if env is None:
        from dotenv import load_dotenv

        load_dotenv()
        env = dict(os.environ)
    token = (env.get("DISCORD_TOKEN") or "").strip()
    if need_token and not token:
        raise ConfigError(NO_TOKEN)
    guild = (env.get("DUELHALL_DEV_GUILD") or "").strip()
    if guild and not guild.isdigit():
        raise ConfigError(f"DUELHALL_DEV_GUILD must be a server id (digits), not {guild!r}")
    challenge = _digits(env, "DUELHALL_CHALLENGE_SECONDS")
    shards = parse_shards(env.get("DUELHALL_SHARD_IDS"), env.get("DUELHALL_SHARD_COUNT"))
    return Config(
        token=token,
        db_path=env.get("DUELHALL_DB") or DEFAULT_DB,
        dev_guild=int(guild) if guild else None,
        challenge_seconds=challenge or DEFAULT_CHALLENGE_SECONDS,
        repo_url=(env.get("DUELHALL_REPO_URL") or "").strip(),
        shards=shards,
    )


def parse_shards(ids: str | None, count: str | None) -> Shards | None:
    """`--shard-ids 0,1 --shard-count 4` (or DUELHALL_SHARD_IDS/_COUNT): None when
    neither is given; a count alone means every shard in this one process."""
    ids, count = (ids or "").strip(), (count or "").strip()
    if not ids and not count:
        return None
    if not count:
        raise ConfigError("--shard-ids needs --shard-count (DUELHALL_SHARD_COUNT) too")
    if not count.isdigit():
        raise ConfigError(f"the shard count must be a whole number, not {count!r}")
    parts = [p.strip() for p in ids.split(",")] if ids else [str(i) for i in range(int(count))]
    if not all(p.isdigit() for p in parts):
        raise ConfigError(f"shard ids must be whole numbers separated by commas, not {ids!r}")
    try:
        return Shards.of((int(p) for p in parts), int(count))
    except ValueError as exc:
        raise ConfigError(str(exc)) from exc
