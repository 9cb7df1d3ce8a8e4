import pytest

from render.chart import rating_chart
from tests.render.helpers import assert_sound


@pytest.mark.parametrize("count", [0, 1, 2, 100])
def test_chart_draws_any_number_of_points(count):
    points = [(f"2025-01-{1 + i % 28:02d}", 1500 + (i * 37) % 120 - 60) for i in range(count)]
    board = rating_chart(points, provisional=[i < 5 for i in range(count)])
    assert board.image.size == (1280, 720)
    assert_sound(board)
    texts = [r.text for r in board.labels()]
    if count == 0:
        assert "No rated games yet" in texts
    else:
        last = f"{points[-1][1]:.0f}"
        assert any(t.startswith(last) for t in texts)
        assert "hollow point = provisional rating" in texts


def test_flat_history_has_one_axis_label():
    board = rating_chart([("a", 1500), ("b", 1500)])
    assert [r.text for r in board.labels() if r.tag in (("chart", "max"), ("chart", "min"))] == [
        "1500"
    ]
