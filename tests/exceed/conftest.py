"""Every Exceed scene runs with strict steps: a step pushed or resumed off its declaration
in the StepBook fails the test that reached it."""

from __future__ import annotations

import pytest

from engine.exceed.registry import STEPS
from tests.stepplay import strict


@pytest.fixture(autouse=True)
def _strict_steps():
    with strict(STEPS):
        yield
