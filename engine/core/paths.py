"""Where the shipped data lives: `<repo>/data` in a checkout, `duelhall_data` when installed."""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path


@cache
def data_dir() -> Path:
    checkout = Path(__file__).resolve().parents[2] / "data"
    if checkout.is_dir():
        return checkout
    return Path(str(resources.files("duelhall_data")))


def game_data(name: str) -> Path:
    """The data folder of one game, e.g. `game_data("exceed")`."""
    return data_dir() / name
