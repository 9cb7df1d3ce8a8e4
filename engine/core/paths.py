"""Where the shipped data lives: `<repo>/data` in a checkout, `duelhall_data` when installed."""

from __future__ import annotations

import importlib.util
from functools import cache
from pathlib import Path


@cache
def data_dir() -> Path:
    checkout = Path(__file__).resolve().parents[2] / "data"
    if checkout.is_dir():
        return checkout
    spec = importlib.util.find_spec("duelhall_data")
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError("Duelhall's data folder is missing: reinstall the package")
    return Path(next(iter(spec.submodule_search_locations)))


def game_data(name: str) -> Path:
    """The data folder of one game, e.g. `game_data("exceed")`."""
    return data_dir() / name
