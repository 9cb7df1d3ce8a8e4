import pytest

from bot.store import GuildSettings, StoreError


async def test_defaults_then_changes_persist(store):
    assert await store.get_settings(1) == GuildSettings()
    changed = await store.set_settings(1, forfeit_seconds=600, ranked_by_default=True)
    assert changed == GuildSettings(forfeit_seconds=600, ranked_by_default=True)
    assert await store.get_settings(1) == changed
    again = await store.set_settings(1, ai_budget_ms=500)
    assert (again.forfeit_seconds, again.ai_budget_ms) == (600, 500)
    assert await store.get_settings(2) == GuildSettings()


@pytest.mark.parametrize(
    "changes",
    [
        {"colour": "blue"},
        {"forfeit_seconds": -1},
        {"forfeit_seconds": "60"},
        {"ranked_by_default": 1},
        {"max_ranked_per_pair_per_day": 0},
        {"ai_budget_ms": True},
    ],
)
async def test_bad_settings_are_refused(store, changes):
    with pytest.raises(StoreError):
        await store.set_settings(1, **changes)
    assert await store.get_settings(1) == GuildSettings()
