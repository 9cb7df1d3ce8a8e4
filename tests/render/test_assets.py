import shutil
import sys

from render import assets


def test_fonts_found_from_checkout():
    assert assets.font_bytes("regular")[:4] == b"\x00\x01\x00\x00"


def test_fonts_found_in_installed_package(tmp_path, monkeypatch):
    package = tmp_path / "duelhall_data"
    (package / "fonts").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    for name in assets.FONT_FILES.values():
        shutil.copy(assets._REPO_FONTS / name, package / "fonts" / name)
    monkeypatch.setattr(assets, "_REPO_FONTS", tmp_path / "missing")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "duelhall_data", raising=False)
    assets.font_dir.cache_clear()
    try:
        assert str(assets.font_dir()) == str(package / "fonts")
    finally:
        assets.font_dir.cache_clear()
