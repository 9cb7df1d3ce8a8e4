"""Pillow drawing for Duelhall: board, hand, card and chart images.

Imports flow bot -> render -> engine; nothing here imports discord or bot.
Game-specific board renderers register with :mod:`render.registry`.
"""
