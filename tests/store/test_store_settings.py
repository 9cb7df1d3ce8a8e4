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


async def test_the_servers_say_persists_and_is_checked(store):
    changed = await store.set_settings(1, language="ja", match_channels="30,4,30",
                                       locked_options="omniverse:level", spectator_delay=3)
    assert (changed.language, changed.spectator_delay) == ("ja", 3)
    assert changed.channel_ids == (4, 30)  # kept once each, in order
    assert changed.locked("omniverse", "level") and not changed.locked("omniverse", "first")
    assert await store.get_settings(1) == changed
    for bad in ({"language": "fr"}, {"match_channels": "general"}, {"spectator_delay": 51},
                {"locked_options": "Omniverse level"}, {"language": 1},
                {"match_channels": ",".join(str(n) for n in range(1, 27))}):
        with pytest.raises(StoreError):
            await store.set_settings(1, **bad)
    assert await store.get_settings(1) == changed


def test_older_settings_rows_get_the_new_defaults(tmp_path):
    # A database settled before migration m007 keeps its rows, which read as "no say".
    from sqlite_utils import Database

    from bot.store.migrations import migrations
    from bot.store.settings import get_settings

    db = Database(str(tmp_path / "old.db"))
    for migration in migrations._migrations:
        if migration.name == "m007_server_say":
            break
        migration.fn(db)
    db["settings"].insert({"guild_id": 5, "idle_reminder_seconds": 60, "auto_pass_seconds": 0,
                           "forfeit_seconds": 0, "ranked_by_default": 1,
                           "max_ranked_per_pair_per_day": 2, "ai_budget_ms": 100})
    next(m for m in migrations._migrations if m.name == "m007_server_say").fn(db)
    settings = get_settings(db, 5)
    assert settings == GuildSettings(60, 0, 0, True, 2, 100)
    assert settings.channel_ids == () and settings.spectator_delay == 0
