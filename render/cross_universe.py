"""cross_universe board: not written yet; the fallback board draws it."""
