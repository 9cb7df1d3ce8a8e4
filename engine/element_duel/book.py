"""The one StepBook of Element Duel: every step the game queues or resumes with,
registered by the module that owns it (turn: the mulligan, the turn player's question,
summoning and ending the turn; combat: attacks).

The turn player's question resumes in "main:pick", whose chosen option's payload is
itself the step to run ("summon", "attack" or "end"), then the question comes again.
"""

from __future__ import annotations

from engine.core.steps import StepBook

steps = StepBook("element-duel")
