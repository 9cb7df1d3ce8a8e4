"""Agents that play any game through the contract."""

from .base import Agent, play_match
from .greedy import GreedyAgent
from .ismcts import LEVELS, ISMCTSAgent
from .random_agent import RandomAgent

__all__ = ["LEVELS", "Agent", "GreedyAgent", "ISMCTSAgent", "RandomAgent", "play_match"]
