"""The match feature: running matches, from a click to the thread.

- `referee.py`: the `Referee`, the running matches and their life (start, restore,
  repair, quarantine, `settle` after every change), composed of the parts below;
- `clicks.py`: answers, pages and searches from components, validated and locked;
- `live.py`: the clicks of hand views and Watch views; `hands.py` draws those views
  and keeps them current;
- `reading.py`: "Read a card";
- `timers.py`: turn clocks, idle reminders and forfeits, the AI's turns;
- `endings.py`: results, concede, void;
- `items.py`: the match's component kinds (template, id, click);
- `part.py`: what the parts share.

Nothing is imported here, so importing a kind does not import the referee.
"""
