"""Locate the shipped fonts, from a source checkout or an installed package.

pyproject installs ``data/`` as the package ``duelhall_data``, so the same
files are reachable two ways. The checkout path is tried first so a developer
editing fonts sees their change without reinstalling.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

FONT_FILES = {"regular": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf"}

_REPO_FONTS = Path(__file__).resolve().parent.parent / "data" / "fonts"


def _has_fonts(folder: Traversable) -> bool:
    return all(folder.joinpath(name).is_file() for name in FONT_FILES.values())


@cache
def font_dir() -> Traversable:
    """The folder holding the shipped fonts.

    Returns a Traversable rather than a Path because an installed package may
    live inside a zip; callers read bytes, never open by filename.
    """
    if _has_fonts(_REPO_FONTS):
        return _REPO_FONTS
    try:
        packaged = resources.files("duelhall_data").joinpath("fonts")
    except ModuleNotFoundError:
        packaged = None
    if packaged is not None and _has_fonts(packaged):
        return packaged
    raise FileNotFoundError(
        f"DejaVu fonts not found in {_REPO_FONTS} or in the duelhall_data package"
    )


@cache
def font_bytes(weight: str) -> bytes:
    """The TTF file for ``weight`` ("regular" or "bold"), read once per process."""
    return font_dir().joinpath(FONT_FILES[weight]).read_bytes()
