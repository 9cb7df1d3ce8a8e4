"""render.png writes palette PNGs itself: what a viewer decodes must be what Pillow's
own encoder would have given, for every game's boards and hands."""

import struct
import zlib
from io import BytesIO

import pytest
from PIL import Image

from render import png, registry, selfplay
from render.bench import NAMES
from render.canvas import PALETTE_COLOURS


def pillow_png(image: Image.Image) -> bytes:
    out = BytesIO()
    image.save(out, format="PNG", compress_level=2)
    return out.getvalue()


def decoded(data: bytes) -> Image.Image:
    image = Image.open(BytesIO(data))
    image.load()
    return image


def chunks(data: bytes) -> list[tuple[bytes, bytes]]:
    assert data[:8] == png.SIGNATURE
    out, at = [], 8
    while at < len(data):
        (length,) = struct.unpack(">I", data[at: at + 4])
        kind, body = data[at + 4: at + 8], data[at + 8: at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length: at + 12 + length])
        assert crc == zlib.crc32(body, zlib.crc32(kind)), kind
        out.append((kind, body))
        at += 12 + length
    return out


def quantized(image: Image.Image) -> Image.Image:
    return image.quantize(colors=PALETTE_COLOURS, method=Image.Quantize.FASTOCTREE)


@pytest.mark.parametrize("game_id", ["cross-universe", "exceed", "universia", "omniverse",
                                     "element-duel"])
def test_boards_and_hands_decode_to_what_pillow_would_write(game_id, monkeypatch):
    seen: list[Image.Image] = []
    real = registry.to_png

    def keep(image, *, palette=False):
        seen.append(image.copy())
        return real(image, palette=palette)

    monkeypatch.setattr(registry, "to_png", keep)
    match = selfplay.midgame(game_id, 3)
    registry.draw_board(game_id, match.view(None), NAMES[: match.players])
    registry.draw_hand(game_id, match.view(0), NAMES[: match.players])
    assert len(seen) == 2
    for image in seen:
        indexed = quantized(image)
        ours, theirs = decoded(png.encode_palette(indexed)), decoded(pillow_png(indexed))
        assert ours.mode == theirs.mode == "P"
        assert ours.size == theirs.size == image.size
        assert ours.tobytes() == theirs.tobytes()
        assert ours.convert("RGB").tobytes() == theirs.convert("RGB").tobytes()


def test_the_file_is_the_five_chunks_a_palette_png_needs():
    image = quantized(Image.new("RGB", (7, 3), (200, 10, 10)))
    image.putpixel((2, 1), 0)
    data = png.encode_palette(image)
    kinds = [kind for kind, _ in chunks(data)]
    assert kinds == [b"IHDR", b"PLTE", b"IDAT", b"IEND"]
    header = dict(chunks(data))[b"IHDR"]
    assert struct.unpack(">IIBBBBB", header) == (7, 3, 8, 3, 0, 0, 0)
    rows = zlib.decompress(dict(chunks(data))[b"IDAT"])
    assert len(rows) == 3 * (7 + 1)
    assert rows[:: 8] == b"\0\0\0"  # each scanline starts with filter type None


def test_odd_sizes_and_a_full_palette_round_trip():
    image = Image.new("P", (1, 1), 0)
    image.putpalette(bytes([9, 8, 7]))
    assert decoded(png.encode_palette(image)).convert("RGB").getpixel((0, 0)) == (9, 8, 7)
    wide = Image.frombytes("P", (256, 3), bytes(range(256)) * 3)
    wide.putpalette(bytes(i % 256 for i in range(768)))
    back = decoded(png.encode_palette(wide))
    assert back.tobytes() == wide.tobytes()
    assert back.getpalette() == wide.getpalette()


def test_refuses_what_is_not_a_palette_image():
    with pytest.raises(ValueError, match="palette image"):
        png.encode_palette(Image.new("RGB", (4, 4)))


def test_without_isal_the_standard_zlib_writes_the_same_picture(monkeypatch):
    import zlib as standard

    image = quantized(Image.radial_gradient("L").convert("RGB").resize((300, 120)))
    with_isal = png.encode_palette(image)
    monkeypatch.setattr(png, "_deflate", standard)
    monkeypatch.setattr(png, "LEVEL", 2)
    with_zlib = png.encode_palette(image)
    assert with_zlib != with_isal  # a different deflate really ran
    assert decoded(with_zlib).tobytes() == decoded(with_isal).tobytes() == image.tobytes()
    assert decoded(with_zlib).getpalette() == image.getpalette()
