"""`python -m engine`: the terminal front end (games, cards, decks, play, simulate, bench)."""
