"""Duelhall's Discord application."""
