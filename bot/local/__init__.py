"""Duelhall without Discord: a local stand-in for Discord's gateway and REST API
(`fakediscord`) that the real discord.py client connects to, and the browser
playground built on it (`python -m bot local`)."""
