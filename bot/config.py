"""Settings from the environment (and `.env`), read once at start-up."""

from __future__ import annotations

import os
from dataclasses import dataclass

NO_TOKEN = (
    "DISCORD_TOKEN is not set. Create an application and a bot token at "
    "https://discord.com/developers/applications (Bot -> Reset Token), then put "
    "DISCORD_TOKEN=... in a .env file here or in the environment. "
    "To try the games offline without Discord: python -m engine play cross-universe"
)


class ConfigError(Exception):
    pass


@dataclass(frozen=True)
class Config:
    token: str
    db_path: str
    dev_guild: int | None

    def __repr__(self) -> str:  # never print the token, even by accident
        return f"Config(db_path={self.db_path!r}, dev_guild={self.dev_guild!r})"


def load_config(env: dict | None = None) -> Config:
    if env is None:
        from dotenv import load_dotenv

        load_dotenv()
        env = dict(os.environ)
    token = (env.get("DISCORD_TOKEN") or "").strip()
    if not token:
        raise ConfigError(NO_TOKEN)
    guild = (env.get("DUELHALL_DEV_GUILD") or "").strip()
    if guild and not guild.isdigit():
        raise ConfigError(f"DUELHALL_DEV_GUILD must be a server id (digits), not {guild!r}")
    return Config(token=token, db_path=env.get("DUELHALL_DB") or "duelhall.db",
                  dev_guild=int(guild) if guild else None)
