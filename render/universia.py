"""universia board: not written yet; the fallback board draws it."""
