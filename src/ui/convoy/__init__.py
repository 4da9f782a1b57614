"""The Neuroshima Convoy page: its part of the play shell (``page``), its new-game dialog
(``setup``), how its actions are picked (``picker``) and its data and words (``catalogue``)."""

from ui.convoy.howto import HOW_TO_PLAY
from ui.convoy.page import new_session, setup_dialog
from ui.screens import register_game

register_game("convoy", new_session, setup_dialog, HOW_TO_PLAY)
