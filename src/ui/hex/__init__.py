"""The Neuroshima Hex page: its part of the play shell (``page``), its new-game dialog (``setup``),
the board drawing (``draw``), how its actions are picked (``picker``) and battle playback
(``playback``)."""

from ui.hex.howto import HOW_TO_PLAY
from ui.hex.page import new_session, setup_dialog
from ui.screens import register_game

register_game("hex", new_session, setup_dialog, HOW_TO_PLAY)
