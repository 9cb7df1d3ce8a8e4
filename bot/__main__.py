"""`python -m bot`: start the Discord bot."""

from __future__ import annotations

import sys

from .config import ConfigError, load_config


def main(argv: list[str] | None = None) -> int:
    try:
        config = load_config()
    except ConfigError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    from .app import run

    return run(config)


if __name__ == "__main__":
    sys.exit(main())
