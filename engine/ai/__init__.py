"""Agents that play any game through the contract."""

from .base import Agent, play_match
from .random_agent import RandomAgent

__all__ = ["Agent", "RandomAgent", "play_match"]
