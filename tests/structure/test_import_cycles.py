"""No module of Duelhall imports, at run time, a module that imports it back.

Cycles hide which module is the foundation: a read-only query layer belongs at the
bottom of a package, and everything else builds on it. Type-only imports (under
`if TYPE_CHECKING:`) are allowed to point anywhere.
"""

from __future__ import annotations

import pytest

from .import_graph import cycles, graph

PACKAGES = ["engine", "render", "bot"]


def test_the_graph_sees_imports_inside_functions_but_not_type_only_ones():
    g = graph("render")
    assert "render.cardimage" in g["render.registry"]
    g = graph("engine")
    assert "engine.core.registry" in g["engine.core"]


@pytest.mark.parametrize("package", PACKAGES)
def test_no_run_time_import_cycle(package):
    found = cycles(graph(package))
    assert not found, "\n".join(" <-> ".join(c) for c in found)
