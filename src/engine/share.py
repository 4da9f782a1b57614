"""``engine.share``: share codes (see engine/core/share.py)."""

from engine.core.share import PREFIX, decode, encode

__all__ = ["PREFIX", "decode", "encode"]
