"""The Neuroshima Hex screens: the game (``screen``), its new-game dialog (``setup``), the board
drawing (``draw``), action picking (``picker``) and battle playback (``playback``)."""

from ui.hex.screen import HexScreen
from ui.screens import register_screen

register_screen("hex", HexScreen)
