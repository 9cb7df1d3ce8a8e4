"""Phrases several commands say, in the reader's language (the `_` they are given)."""

from __future__ import annotations

from ..i18n import Speaker
from ..prompts import how_many

__all__ = ["how_many", "idle_rules", "language_name", "match_kind", "span"]
from ..store import GuildSettings


def span(_: Speaker, seconds: int) -> str:
    if not seconds:
        return _("off")
    if seconds % 60 == 0:
        return _("{minutes} min", minutes=seconds // 60)
    return _("{seconds} s", seconds=seconds)


def idle_rules(_: Speaker, settings: GuildSettings) -> str:
    """One line for /duel status and /duelhall settings."""
    return _("reminder after {reminder}, auto-pass {auto_pass} later, forfeit after {forfeit} "
             "idle in total", reminder=span(_, settings.idle_reminder_seconds),
             auto_pass=span(_, settings.auto_pass_seconds), forfeit=span(_, settings.forfeit_seconds))


def match_kind(_: Speaker, kind: str) -> str:
    return {"ranked": _("ranked"), "casual": _("casual"), "ai": _("against the AI")}.get(kind, kind)


def language_name(_: Speaker, code: str) -> str:
    return {"en": _("English"), "ja": _("Japanese"), "de": _("German")}.get(code, code)
