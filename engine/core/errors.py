"""Errors the engine raises at its boundary. Each message is meant for a player."""


class IllegalAction(ValueError):
    """An answer to a decision that the rules (or the contract) do not allow.

    Raised with a message (`engine.core.words`: `IllegalAction(say("..."))`) or with plain
    English text; `str(exc)` is the English either way and `exc.words` the message, so a
    front end can say the reason in its reader's language."""

    def __init__(self, words: object = "", *args: object):
        from .words import english

        self.words = words
        super().__init__(english(words) if not isinstance(words, str) else words, *args)


class DeckError(ValueError):
    """A deck list that cannot be read or built. `line` is 1-based when known."""

    def __init__(self, message: str, line: int | None = None):
        self.line = line
        super().__init__(f"line {line}: {message}" if line else message)


class UnknownGame(LookupError):
    """No game is registered under that id."""

    def __str__(self) -> str:  # LookupError would quote the message like a key
        return str(self.args[0]) if self.args else "unknown game"


class UnknownCard(LookupError):
    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "unknown card"


class CardDataError(ValueError):
    """A card file that breaks its schema; names the file, the card and the field."""


class SnapshotError(ValueError):
    """A match snapshot that is corrupt, from another game or of an unknown format."""
