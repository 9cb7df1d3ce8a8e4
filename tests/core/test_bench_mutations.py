"""The mutation bench's list still matches the code (the bench itself is a script)."""

from __future__ import annotations

from tests.bench.mutations import MUTATIONS, check


def test_every_mutation_old_text_occurs_once_and_names_existing_tests():
    assert len(MUTATIONS) >= 6
    assert check() == []
