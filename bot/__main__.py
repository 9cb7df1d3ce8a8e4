"""`python -m bot`: start the Discord bot. `python -m bot backup PATH`: copy the database."""

from __future__ import annotations

import sys

from .config import ConfigError, load_config

USAGE = "usage: python -m bot [backup PATH]"


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
    if args:
        print(f"error: unknown arguments {' '.join(args)!r}; {USAGE}", file=sys.stderr)
        return 2
    try:
        config = load_config()
    except ConfigError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    from .app import run

    return run(config)


def backup(dest: str) -> int:
    """Copy the database with SQLite's online backup API; safe while the bot runs."""
    import sqlite3

    from .store import backup_file

    try:
        config = load_config(need_token=False)
        backup_file(config.db_path, dest)
    except (ConfigError, OSError, sqlite3.Error) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(f"backed up {config.db_path} to {dest}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
