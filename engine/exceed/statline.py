"""Where each figure of an attack's stat line sits, by name.

An attack's stats are a plain list (`combat.stats()`: power, speed, armor, guard, the
range's two ends, then the set of flags), and a strike side's bonuses gained this strike
(`side["b"]`) are the first six of them. Lists are what the hot paths add to fastest and
what a snapshot stores, so the positions get names here instead: no rules code writes a
literal index. The bottom of the package: it imports nothing.
"""

from __future__ import annotations

POWER, SPEED, ARMOR, GUARD, RMIN, RMAX, FLAGS = range(7)
# the figures a card prints and an effect adds to, in stat-line order ("stat" effects' keys)
STATS = ("power", "speed", "armor", "guard", "rmin", "rmax")
IDX = {k: i for i, k in enumerate(STATS)}
