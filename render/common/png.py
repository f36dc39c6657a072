"""PNG encoding for Discord attachments (limit 10 MiB; we aim for ≤ 1 MiB)."""

from __future__ import annotations

import io

from PIL import Image

#: Upper bound on the encoded size we accept from a board (Discord allows 10 MiB).
MAX_PNG_BYTES = 1024 * 1024


def encode_png(image: Image.Image, *, optimize: bool = False) -> bytes:
    """Return ``image`` as PNG bytes, palette-quantized.

    Boards are flat colours plus anti-aliased text, so 256 colours (fast octree, no dithering)
    keep edges crisp while cutting the size several times. Deterministic: same image, same
    bytes. zlib level 6 by default: on a 1200×1800 board ``optimize=True`` (level 9) saves
    about 10 % of ~90 KB but costs ~100 ms more, which would break the 150 ms render budget.

    Args:
        image: an RGB or RGBA image.
        optimize: spend the extra time for the smallest file (zlib level 9 + Pillow optimize).

    Returns:
        The PNG file's bytes.
    """
    paletted = image.convert("RGB").quantize(
        colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
    )
    buffer = io.BytesIO()
    if optimize:
        paletted.save(buffer, format="PNG", optimize=True)
    else:
        paletted.save(buffer, format="PNG", compress_level=6)
    return buffer.getvalue()
