from io import BytesIO

import pytest
from PIL import Image

from render import entries, registry
from render.bench import NAMES, synthetic_view
from render.fallback import fallback_board, fallback_hand
from tests.render.helpers import assert_sound


@pytest.fixture
def empty_registry(monkeypatch):
    monkeypatch.setattr(entries, "_RENDERERS", {})


def decode(png):
    image = Image.open(BytesIO(png))
    image.load()
    return image


def test_draw_board_refuses_a_seat_view():
    view = synthetic_view(2, 4) | {"viewer": 0}
    with pytest.raises(ValueError):
        registry.draw_board("element_duel", view, NAMES)


def test_draw_hand_refuses_the_public_view():
    with pytest.raises(ValueError):
        registry.draw_hand("element_duel", synthetic_view(2, 4), NAMES)


@pytest.mark.parametrize("players,cards,shared", [(2, 9, 0), (3, 6, 0), (4, 6, 6), (1, 0, 0)])
def test_fallback_board_is_a_sound_small_png(players, cards, shared):
    view = synthetic_view(players, cards, shared)
    png = registry.draw_board("nobody_registered_this", view, NAMES)
    assert decode(png).size == (1280, 720)
    assert len(png) < 300 * 1024
    assert_sound(fallback_board("x", view, NAMES))


def test_fallback_handles_odd_views():
    view = {
        "viewer": None,
        "players": [{"hp": 3, "weird": {"a": [1, 2]}, "cards": []}, "junk"],
        "log": ["a", "b"],
        "nested": {"x": 1},
    }
    board = fallback_board("odd", view, [])
    assert_sound(board)
    assert any(r.text == "P1" for r in board.labels())
    assert not any("Seat" in r.text or "Player" in r.text for r in board.labels())
    assert_sound(fallback_board("empty", {}, []))


def test_fallback_hand_shows_the_seat_view():
    view = synthetic_view(2, 3) | {"viewer": 1}
    assert decode(registry.draw_hand("element_duel", view, NAMES)).size == (1280, 720)
    assert_sound(fallback_hand("element_duel", view, NAMES))


def test_registered_renderer_is_used_and_checked(empty_registry):
    calls = []

    def board(view, names):
        calls.append(view)
        return Image.new("RGB", (1280, 720))

    registry.register("demo", board=board, samples=lambda: [synthetic_view(2, 1)])
    registry.draw_board("demo", {"viewer": None}, NAMES)
    assert calls == [{"viewer": None}]
    with pytest.raises(ValueError):
        registry.register("demo", board=board)
    registry.register("wrong_size", board=lambda v, n: Image.new("RGB", (10, 10)))
    with pytest.raises(ValueError):
        registry.draw_board("wrong_size", {}, NAMES)


def test_draw_card_png():
    png = registry.draw_card("toy", {"name": "Spark", "kind": "spell", "cost": 1, "text": "Deal 1."})
    assert decode(png).size == (1280, 720)


def test_draw_card_refuses_a_call_without_a_game():
    with pytest.raises(ValueError, match="game id"):
        registry.draw_card(None, {"name": "Spark"})  # type: ignore[arg-type]


def test_bench_json_last_line(empty_registry, capsys):
    import json

    from render.__main__ import main

    registry.register(
        "demo", board=lambda v, n: Image.new("RGB", (1280, 720)), samples=lambda: [{"viewer": None}]
    )
    assert main(["bench", "--json", "--repeat", "1"]) == 0
    results = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert {"fallback", "busy", "demo"} <= results.keys()  # keyed by game id
    assert all({"median_ms", "cpu_ms", "kb"} == set(r) for r in results.values())


def test_gallery_draws_every_game(tmp_path):
    from render.__main__ import main
    from render.games import GAME_MODULES

    assert main(["gallery", str(tmp_path)]) == 0
    for game_id in GAME_MODULES:
        for kind in ("board", "hand", "card-1", "card-2", "card-3"):
            image = decode((tmp_path / f"{game_id}-{kind}.png").read_bytes())
            assert image.size[0] == 1280 and 720 <= image.size[1] <= registry.TALL_MAX
        assert decode((tmp_path / f"{game_id}-board.png").read_bytes()).size == (1280, 720)


def test_bench_stream_draws_checkpoint_boards_of_every_game():
    from render import bench
    from render.games import GAME_MODULES

    views = bench.checkpoint_views("exceed", 2)
    assert views and all(v["viewer"] is None for v in views)
    results = bench.stream(per_game=2, matches=1)
    assert set(results) == set(GAME_MODULES)
    for figures in results.values():
        assert 1 <= figures["boards"] <= 2
        assert 0 < figures["kb"] <= figures["max_kb"] <= 300
        assert figures["cpu_ms"] > 0
