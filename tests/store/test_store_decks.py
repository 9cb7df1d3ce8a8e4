import pytest

from bot.store import NotFound, StoreError
from bot.store.decks import MAX_DECKS_PER_USER, MAX_LIST_CHARS

GAME = "lorcana"


async def test_save_get_list(store):
    saved = await store.save_deck(1, GAME, "  Amber Steel ", "4 Card A\r\n4 Card B\n")
    assert (saved.name, saved.list_text) == ("Amber Steel", "4 Card A\n4 Card B\n")
    assert await store.get_deck(1, GAME, "amber steel") == saved
    assert await store.get_deck(1, "mtg", "Amber Steel") is None
    await store.save_deck(1, "mtg", "Burn", "20 Mountain")
    await store.save_deck(2, GAME, "Other", "x")
    assert [d.name for d in await store.list_decks(1)] == ["Amber Steel", "Burn"]
    assert [d.name for d in await store.list_decks(1, GAME)] == ["Amber Steel"]


async def test_duplicate_name_ignores_case_and_saves_nothing(store):
    await store.save_deck(1, GAME, "Ruby", "first")
    with pytest.raises(StoreError, match="already have"):
        await store.save_deck(1, GAME, "RUBY", "second")
    assert (await store.get_deck(1, GAME, "ruby")).list_text == "first"
    # Same name in another game or for another user is fine.
    await store.save_deck(1, "mtg", "Ruby", "x")
    await store.save_deck(2, GAME, "Ruby", "x")


async def test_unicode_names_compare_case_insensitively(store):
    await store.save_deck(1, GAME, "Straße", "x")
    with pytest.raises(StoreError):
        await store.save_deck(1, GAME, "STRASSE", "y")
    await store.save_deck(1, GAME, "éclair", "y")
    with pytest.raises(StoreError):
        await store.save_deck(1, GAME, "ÉCLAIR", "z")
    assert (await store.get_deck(1, GAME, "Éclair")).list_text == "y"


async def test_replace_overwrites_the_list(store):
    first = await store.save_deck(1, GAME, "Ruby", "first")
    again = await store.save_deck(1, GAME, "ruby", "second", replace=True)
    assert (again.id, again.name, again.list_text) == (first.id, "ruby", "second")
    assert again.created_at == first.created_at and again.updated_at > first.updated_at


@pytest.mark.parametrize(
    ("name", "text", "message"),
    [
        ("", "x", "needs a name"),
        ("   ", "x", "needs a name"),
        ("a\nb", "x", "line breaks"),
        ("a\tb", "x", "line breaks"),
        ("x" * 101, "x", "at most 100"),
        ("ok", "", "empty"),
        ("ok", " \n ", "empty"),
        ("ok", "x" * (MAX_LIST_CHARS + 1), "limit is 20,000"),
        ("ok", "4 Card\x00", r"U\+0000"),
        ("ok", "4 Card\x1b[31m", r"U\+001B"),
        ("ok", "4 Card\x7f", r"U\+007F"),
    ],
)
async def test_bad_input_saves_nothing(store, name, text, message):
    with pytest.raises(StoreError, match=message):
        await store.save_deck(1, GAME, name, text)
    assert await store.list_decks(1) == []


async def test_longest_allowed_list_with_tabs_and_newlines(store):
    text = ("4\tCard\n" * MAX_LIST_CHARS)[:MAX_LIST_CHARS]
    assert (await store.save_deck(1, GAME, "Big", text)).list_text == text


async def test_deck_limit_per_user(store):
    for index in range(MAX_DECKS_PER_USER):
        await store.save_deck(1, GAME if index % 2 else "mtg", f"Deck {index}", "x")
    with pytest.raises(StoreError, match="100 saved decks"):
        await store.save_deck(1, GAME, "One too many", "x")
    assert len(await store.list_decks(1)) == MAX_DECKS_PER_USER
    # Replacing an existing deck is still allowed at the limit.
    await store.save_deck(1, GAME, "Deck 1", "y", replace=True)
    await store.save_deck(2, GAME, "Someone else", "x")


async def test_validate_callback_problems_save_nothing(store):
    seen = []

    def validate(text):
        seen.append(text)
        return ["Unknown card: Fake Card", "Too many copies of Card A (5, max 4)"]

    with pytest.raises(StoreError) as raised:
        await store.save_deck(1, GAME, "Bad", "5 Card A\n1 Fake Card", validate=validate)
    assert "Unknown card: Fake Card" in str(raised.value)
    assert "Too many copies" in str(raised.value)
    assert seen == ["5 Card A\n1 Fake Card"]
    assert await store.list_decks(1) == []
    assert (
        await store.save_deck(1, GAME, "Good", "4 Card A", validate=lambda t: [])
    ).name == "Good"


async def test_rename(store):
    await store.save_deck(1, GAME, "Old", "x")
    await store.save_deck(1, GAME, "Taken", "y")
    renamed = await store.rename_deck(1, GAME, "old", "New")
    assert renamed.name == "New" and await store.get_deck(1, GAME, "Old") is None
    assert (await store.rename_deck(1, GAME, "new", "NEW")).name == "NEW"
    with pytest.raises(StoreError, match="already have"):
        await store.rename_deck(1, GAME, "NEW", "taken")
    with pytest.raises(StoreError, match="needs a name"):
        await store.rename_deck(1, GAME, "NEW", " ")
    with pytest.raises(NotFound):
        await store.rename_deck(1, GAME, "missing", "Whatever")
    assert sorted(d.name for d in await store.list_decks(1)) == ["NEW", "Taken"]


async def test_delete(store):
    await store.save_deck(1, GAME, "Gone", "x")
    await store.delete_deck(1, GAME, "GONE")
    assert await store.list_decks(1) == []
    with pytest.raises(NotFound):
        await store.delete_deck(1, GAME, "Gone")


async def test_deck_names_for_autocomplete(store):
    for name in ["Amber Aggro", "amethyst Control", "Ruby", "Émeraude"]:
        await store.save_deck(1, GAME, name, "x")
    await store.save_deck(1, "mtg", "Amulet", "x")
    assert await store.deck_names(1, GAME, "am") == ["Amber Aggro", "amethyst Control"]
    assert await store.deck_names(1, GAME, "éM") == ["Émeraude"]
    assert len(await store.deck_names(1, GAME)) == 4
    for index in range(30):
        await store.save_deck(2, GAME, f"Deck {index:02}", "x")
    assert len(await store.deck_names(2, GAME, "deck")) == 25
