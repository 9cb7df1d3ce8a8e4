"""Hidden information in decisions, and the AI hooks."""

from engine.ai import RandomAgent

from .helpers import GAME, end_turn, match, place, place_enh, set_life


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
    sc = match()
    place_enh(sc, 0, 0, "LA-102")  # TeaWithTheGoddess
    place(sc, 0, 1, "PN-005", mode="d", fd=True)
    end_turn(sc, 0)
    end_turn(sc, 1)
    d = sc.expect(0, "target")
    assert d.private and [o.card for o in d.options] == ["Rift Lancer"]
    sc.answer(0, "target", label="Rest {seat0}'s Rift Lancer (zone 2)")
    assert sc.view(None)["rested_until"][0]["cards"] == ["Rift Lancer"]


def test_evaluate_is_a_probability_and_favours_the_healthier_side():
    sc = match()
    assert 0.0 <= sc.match.evaluate(0) <= 1.0
    set_life(sc, 1, 2000)
    assert sc.match.evaluate(0) > 0.5 > sc.match.evaluate(1)


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


def test_a_determinized_match_asks_the_other_seat_from_its_resampled_hand():
    import engine

    m = GAME.new_match(GAME.starter_decks()[:2], seed=4)
    agent = RandomAgent(4)
    while not (m.pending()[0].seat == 1 and m.pending()[0].kind == "main"):
        d = m.pending()[0]
        m.apply(d.seat, d.id, agent.choose(m, d))
    for k in range(5):
        d = m.determinize(0, engine.Rng(k))
        hand = {c["name"] for c in d.view(1)["players"][1]["hand"]}
        [q] = d.pending()
        from_hand = [o for o in q.options if o.id[0] in "mte"]  # monsters, Traps, Enhancements
        assert {o.card for o in from_hand} <= hand  # no card of the real hand the sample lacks
        o = next((o for o in from_hand if o.id[0] == "m"), None)
        if o is not None:  # and answering it plays the sampled card
            d.apply(1, q.id, [o.id])
