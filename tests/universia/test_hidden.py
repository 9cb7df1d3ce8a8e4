"""Hidden information in decisions, and the AI hooks."""

from engine.ai import RandomAgent

from .helpers import GAME, choose, decision, end_turn, match, place, place_enh


def _public_names(view):
    names = set()
    stack = [view]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            if "name" in v:
                names.add(v["name"])
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
    return names


def test_public_decisions_name_only_public_cards():
    decks = GAME.starter_decks()
    for seed in range(12):
        m = GAME.new_match([decks[seed % 4], decks[(seed + 1) % 4]], seed=seed)
        agent = RandomAgent(seed)
        while m.result is None:
            d = m.pending()[0]
            if not d.private:
                public = _public_names(m.view(None))
                for o in d.options:
                    assert o.card is None or o.card in public, (d.kind, o.label)
            m.apply(d.seat, d.id, agent.choose(m, d))


def test_resting_your_own_set_monster_is_chosen_in_private():
    m = match()
    place_enh(m, 0, 0, "LA-102")  # TeaWithTheGoddess
    place(m, 0, 1, "PN-005", mode="d", fd=True)
    end_turn(m, 0)
    end_turn(m, 1)
    d = decision(m)
    assert d.kind == "target" and d.private and d.options[0].card == "Rift Lancer"
    choose(m, 0, "target", oid="c1")


def test_evaluate_is_a_probability_and_favours_the_healthier_side():
    m = match()
    assert 0.0 <= m.evaluate(0) <= 1.0
    m.state["p"][1]["life"] = 2000
    assert m.evaluate(0) > 0.5 > m.evaluate(1)


def test_counters_in_views_are_named_like_every_game():
    """The renderer reads counters as {name: count}; an int here once broke the board."""
    import engine
    from engine.ai import RandomAgent

    g = engine.get_game("universia")
    decks = g.starter_decks()
    seen = False
    for seed in range(40):
        m = g.new_match([decks[seed % len(decks)], decks[(seed + 1) % len(decks)]], seed=seed)
        agent = RandomAgent(seed)
        while m.result is None and not seen:
            for p in m.view(None)["players"]:
                for mon in p["monsters"]:
                    if mon and "counters" in mon:
                        assert isinstance(mon["counters"], dict)
                        assert all(isinstance(n, int) and n > 0 for n in mon["counters"].values())
                        seen = True
            d = m.pending()[0]
            m.apply(d.seat, d.id, agent.choose(m, d))
        if seen:
            break
    assert seen, "no ArmorPurge counter appeared in 40 random games"
