"""Idle players: a reminder, then the rules' default (a pass), then a forfeit.

Idle time counts only while the game waits for that player, and it keeps
adding up across decisions until the player answers something themselves
(an automatic pass does not reset it). So someone who walked away is passed
for, turn after turn, and forfeits after `forfeit_seconds` of waiting in total,
while an opponent's long turn never counts against them.

All times are plain floats from an injected clock (`time.monotonic` in the
bot), so tests drive the policy by passing `now` explicitly.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.store import GuildSettings

REMIND, PASS, FORFEIT = "remind", "pass", "forfeit"


@dataclass
class IdleTracker:
    """One seat's idle time."""

    waited: float = 0.0  # seconds awaited in earlier periods since the last own answer
    mark: float | None = None  # start of the current awaited period
    reminded: bool = False

    def observe(self, awaited: bool, now: float) -> None:
        """Note whether the game is waiting for this seat at `now`."""
        if awaited and self.mark is None:
            self.mark = now
        elif not awaited and self.mark is not None:
            self.waited += max(0.0, now - self.mark)
            self.mark = None

    def idle(self, now: float) -> float:
        current = 0.0 if self.mark is None else max(0.0, now - self.mark)
        return self.waited + current

    def answered(self, now: float, still_awaited: bool) -> None:
        """The player chose something themselves: they are back."""
        self.waited = 0.0
        self.reminded = False
        self.mark = now if still_awaited else None


def next_step(
    tracker: IdleTracker, now: float, settings: GuildSettings, can_pass: bool
) -> str | None:
    """What to do about this seat now: REMIND, PASS, FORFEIT or None.

    A setting of 0 turns that step off. The automatic pass comes
    `auto_pass_seconds` after the reminder (or after that long idle when
    reminders are off); the forfeit when the total idle time reaches
    `forfeit_seconds`.
    """
    if tracker.mark is None:
        return None
    idle = tracker.idle(now)
    reminder = settings.idle_reminder_seconds
    if settings.forfeit_seconds and idle >= settings.forfeit_seconds:
        return FORFEIT
    if reminder and not tracker.reminded and idle >= reminder:
        return REMIND
    if settings.auto_pass_seconds and can_pass and idle >= reminder + settings.auto_pass_seconds:
        return PASS
    return None


def describe(settings: GuildSettings) -> str:
    """One line for /duel status and /duelhall settings."""

    def span(seconds: int) -> str:
        if not seconds:
            return "off"
        if seconds % 60 == 0:
            return f"{seconds // 60} min"
        return f"{seconds} s"

    return (
        f"reminder after {span(settings.idle_reminder_seconds)}, "
        f"auto-pass {span(settings.auto_pass_seconds)} later, "
        f"forfeit after {span(settings.forfeit_seconds)} idle in total"
    )
