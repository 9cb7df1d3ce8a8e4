"""Pillow drawing for Duelhall: board, hand, card and chart images.

Imports flow bot -> render -> engine; nothing here imports discord or bot.
Game-specific board renderers register with :mod:`render.registry`; the
import below registers all five (none of them imports the engine at import
time, so a missing game only loses its samples, never the package).
"""

from render import games as _games  # noqa: F401  (registers the per-game renderers)
