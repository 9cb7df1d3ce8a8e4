"""Palette, sizes and fonts shared by every Duelhall image.

One dark opaque background for every image: it keeps contrast high on both
Discord themes because the image never shows the client's colour through.
Every colour that carries meaning is paired with text or a shape elsewhere
(seat colours with "P1", card kinds with their kind label, states with a tag),
so nothing depends on telling colours apart.
"""

from __future__ import annotations

from functools import cache, lru_cache
from io import BytesIO

from PIL import ImageFont

from render import assets

RGB = tuple[int, int, int]

WIDTH, HEIGHT = 1280, 720
SIZE = (WIDTH, HEIGHT)

# Text sizes in pixels at full resolution. Discord shrinks a 1280-wide image
# to roughly phone width, so anything under 24 px stops being readable.
MIN_TEXT = 24
BODY_TEXT = 26
HEADING_TEXT = 30
TITLE_TEXT = 36

PAD = 8
GAP = 6
RADIUS = 10

BACKGROUND: RGB = (22, 24, 30)
PANEL: RGB = (38, 42, 52)
PANEL_EDGE: RGB = (78, 86, 104)
TILE: RGB = (30, 33, 41)
TEXT: RGB = (244, 245, 247)
MUTED: RGB = (182, 189, 202)
DARK_TEXT: RGB = (14, 15, 18)
# Highlights a stat whose current value differs from the printed one; the
# "3→5" text says the same thing for anyone who cannot see the colour.
MODIFIED: RGB = (255, 214, 102)

SEAT_COLOURS: tuple[RGB, ...] = (
    (88, 160, 255),  # P1 blue
    (255, 156, 64),  # P2 orange
    (64, 204, 140),  # P3 green
    (236, 112, 204),  # P4 pink
)

# Card kinds from the five games mapped onto one frame style each. Aliases
# let a game keep its own vocabulary ("champion", "artifact") and still get
# a consistent look.
KIND_ALIASES = {
    "character": "unit",
    "monster": "unit",
    "champion": "unit",
    "creature": "unit",
    "artifact": "item",
    "equipment": "item",
    "enchantment": "enhancement",
    "aura": "enhancement",
}
KIND_COLOURS: dict[str, RGB] = {
    "unit": (226, 92, 80),
    "spell": (84, 146, 246),
    "item": (214, 170, 60),
    "enhancement": (170, 120, 236),
    "trap": (232, 96, 176),
    "ally": (76, 194, 124),
    "event": (244, 142, 56),
    "field": (64, 186, 196),
    "token": (160, 166, 178),
    "card": (128, 134, 148),
}
# Short forms for tiles too narrow for the full word at 24 px.
KIND_SHORT = {"enhancement": "ENH", "spell": "SPL", "event": "EVT", "field": "FLD", "token": "TKN"}

FACE_DOWN: RGB = (54, 62, 96)
FACE_DOWN_PATTERN: RGB = (80, 92, 138)
EXHAUSTED_TILE: RGB = (24, 26, 31)  # body of a tapped/rested/used card
ELIMINATED: RGB = (150, 152, 160)

# Each state has a word, an icon and a strip colour; the word and icon carry
# the meaning, the colour only helps scanning.
STATES: dict[str, tuple[str, str, RGB]] = {
    "tapped": ("TAPPED", "↷", (120, 132, 160)),
    "rested": ("RESTED", "↷", (120, 132, 160)),
    "used": ("USED", "✓", (146, 154, 170)),
    "stunned": ("STUNNED", "✱", (250, 208, 64)),
    "eliminated": ("OUT", "✕", ELIMINATED),
}
TAG_COLOUR: RGB = (96, 104, 124)  # strip colour for game-specific tags


def canonical_kind(kind: str | None) -> str:
    """Map a game's card kind onto one of KIND_COLOURS (unknown -> "card")."""
    key = (kind or "").strip().lower()
    key = KIND_ALIASES.get(key, key)
    return key if key in KIND_COLOURS else "card"


def seat_colour(seat: int) -> RGB:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def _luminance(colour: RGB) -> float:
    def channel(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: RGB, b: RGB) -> float:
    """WCAG contrast ratio between two colours (1 to 21)."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def ink_on(fill: RGB) -> RGB:
    """Whichever of light or dark text reads better on ``fill``."""
    return _ink_on(tuple(fill))


@lru_cache(maxsize=1024)
def _ink_on(fill: RGB) -> RGB:
    # Asked for every pill and header a board draws, of a few dozen colours.
    return TEXT if contrast(TEXT, fill) >= contrast(DARK_TEXT, fill) else DARK_TEXT


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The shipped font at ``size`` px, built once per (size, weight).

    BASIC layout rather than Raqm: it is faster, needs no system library and
    measures identically on every host, which keeps the fit checks honest.
    """
    data = assets.font_bytes("bold" if bold else "regular")
    return ImageFont.truetype(BytesIO(data), size, layout_engine=ImageFont.Layout.BASIC)
