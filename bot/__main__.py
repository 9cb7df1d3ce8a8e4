"""`python -m bot [--shard-ids 0,1 --shard-count 4]`: start the Discord bot.
`python -m bot local [--port N] [--no-browser] [--db PATH]`: the bot in a browser, no Discord.
`python -m bot preview [GAME ...] OUT_DIR`: pictures of each game's board message and hand view.
`python -m bot backup PATH`: copy the database.
`python -m bot migrate --to postgresql://...`: copy the SQLite database to PostgreSQL."""

from __future__ import annotations

import dataclasses
import sys

from .config import ConfigError, load_config, parse_shards

USAGE = (
    "usage: python -m bot [--shard-ids IDS --shard-count N] | backup PATH"
    " | migrate --to postgresql://... [--from PATH]"
    " | local [--port N] [--no-browser] [--db PATH]"
    " | preview [GAME ...] OUT_DIR [--seed N] [--width PX]"
)


def _flags(args: list[str], names: tuple[str, ...]) -> tuple[dict[str, str], list[str]]:
    """`--name value` pairs for the given names, and the arguments left over."""
    found: dict[str, str] = {}
    rest: list[str] = []
    items = iter(args)
    for arg in items:
        name, eq, value = arg.partition("=")
        if name in names:
            if not eq:
                value = next(items, "")
            if not value:
                raise ConfigError(f"{name} needs a value")
            found[name] = value
        else:
            rest.append(arg)
    return found, rest


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] in ("-h", "--help"):
        print(USAGE)
        return 0
    if args and args[0] == "backup":
        if len(args) != 2:
            print(f"error: {USAGE}", file=sys.stderr)
            return 2
        return backup(args[1])
    if args and args[0] == "migrate":
        return migrate(args[1:])
    if args and args[0] == "preview":
        from .local.preview import main as preview

        return preview(args[1:])
    if args and args[0] == "local":
        from .local.playground import main as local

        return local(args[1:])
    try:
        flags, rest = _flags(args, ("--shard-ids", "--shard-count"))
        if rest:
            print(f"error: unknown arguments {' '.join(rest)!r}; {USAGE}", file=sys.stderr)
            return 2
        config = load_config()
        if flags:
            # Flags win over DUELHALL_SHARD_IDS / DUELHALL_SHARD_COUNT.
            shards = parse_shards(flags.get("--shard-ids"), flags.get("--shard-count"))
            config = dataclasses.replace(config, shards=shards)
    except ConfigError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    from .app import run

    return run(config)


def backup(dest: str) -> int:
    """Copy the database with SQLite's online backup API; safe while the bot runs."""
    import sqlite3

    from .store import backup_file
    from .store.db import is_postgres

    try:
        config = load_config(need_token=False)
        if is_postgres(config.db_path):
            raise ConfigError("DUELHALL_DB is a PostgreSQL database; back it up with pg_dump")
        backup_file(config.db_path, dest)
    except (ConfigError, OSError, sqlite3.Error) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(f"backed up {config.db_path} to {dest}")
    return 0


def migrate(args: list[str]) -> int:
    """Copy the SQLite database (--from, else DUELHALL_DB) into an empty PostgreSQL one."""
    from .store.db import is_postgres

    try:
        flags, rest = _flags(args, ("--to", "--from"))
        if rest or "--to" not in flags:
            raise ConfigError(f"migrate needs --to postgresql://...; {USAGE}")
        target = flags["--to"]
        if not is_postgres(target):
            raise ConfigError(f"--to must be a postgresql:// URL, not {target!r}")
        source = flags.get("--from") or load_config(need_token=False).db_path
        if is_postgres(source):
            raise ConfigError("the database to copy from must be a SQLite file")
    except ConfigError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    try:
        import psycopg
    except ImportError:
        print("error: PostgreSQL needs psycopg: pip install '.[postgres]'", file=sys.stderr)
        return 2
    from .store.transfer import TransferError, copy_sqlite_to_postgres

    try:
        report = copy_sqlite_to_postgres(source, target)
    except (TransferError, psycopg.Error, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print("\n".join(report.lines()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
