"""docs/rules/omniverse.md: every interpretation names a test that exists."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_test_named_in_the_rules_doc_exists():
    doc = (ROOT / "docs" / "rules" / "omniverse.md").read_text(encoding="utf-8")
    named = set(re.findall(r"`(test_\w+)`", doc))
    assert len(named) > 40
    # the front ends' tests of the match options live with the bot and the CLI
    text = "".join(p.read_text() for p in (ROOT / "tests").rglob("test_*.py"))
    assert sorted(n for n in named if f"def {n}(" not in text) == []
