"""Tournaments: pure pairing logic (`pairing`) and the Discord side (`runner`)."""
