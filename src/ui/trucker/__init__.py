"""The Galaxy Trucker page: its part of the play shell (``page``), its new-game dialog (``setup``),
how its actions are picked (``picker``), its data and words (``catalogue``) and its drawings
(``draw``: tiles, ships, the flight board, adventure cards)."""

from ui.screens import register_game
from ui.trucker.howto import HOW_TO_PLAY
from ui.trucker.page import new_session, setup_dialog

register_game("trucker", new_session, setup_dialog, HOW_TO_PLAY)
