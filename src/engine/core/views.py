"""One observer shape for every game: the ``view(player)`` envelope and the one redaction rule.

After boardgame.io's ``playerView`` and Terraforming Mars' ``reservedFor``: every game's
``state.view(p)`` is a JSON dict whose first keys are, in this order,

* ``game``: the game id;
* ``player``: ``p``, the observer;
* ``to_move``: the player who must decide now, or None once the game is over;
* ``phase``: the game's phase id (a string);
* ``pending``: None once the game is over, else ``{"kind": str, "player": int, "text": str}``: the
  decision ``to_move`` faces, as a stable machine id and in plain English for a person
  ("Choose a robot to destroy", "Play a token, move a unit, or end your turn");
* ``events``: what the last applied action caused, each event redacted for ``p`` (:func:`redact`);
* ``result``: None while playing, then ``{"winner", "scores", "reason"}``;

followed by the game's own keys. :func:`envelope` builds it; :func:`check_envelope` checks it.

Private events (one convention for every game): an event that holds something only some players
may see carries it in a ``"private"`` block::

    {"type": "look", "player": 0, "pile": 2,
     "private": {"players": [0], "fields": {"cards": ["I-09", "I-16"]}}}

:func:`redact` gives player 0 ``{"type": "look", "player": 0, "pile": 2, "cards": [...]}`` and
everyone else ``{"type": "look", "player": 0, "pile": 2}``: the public part is the event without
its private block; the players listed also get the private fields merged in. Build such events
with :func:`private_event`. :func:`reveal` is the omniscient form (every field, no marker), for
``state.last_events``, tests and logs; a page must show ``view(p)["events"]``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.core.game import State

JSON = Any
Event = dict[str, Any]

#: The first keys of every view, in order.
ENVELOPE_KEYS: tuple[str, ...] = ("game", "player", "to_move", "phase", "pending", "events", "result")
#: The keys of a pending decision.
PENDING_KEYS: tuple[str, ...] = ("kind", "player", "text")


def jcopy(value: JSON) -> JSON:
    """A deep copy of JSON-like data (dicts, lists, tuples become lists; scalars are shared)."""
    if isinstance(value, dict):
        return {k: jcopy(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [jcopy(v) for v in value]
    return value


def private_event(event: Event, players: Iterable[int], **fields: JSON) -> Event:
    """``event`` with ``fields`` visible to ``players`` only (see the module doc); returns the event."""
    event["private"] = {"players": sorted(set(players)), "fields": fields}
    return event


def is_private_for(event: Event, player: int | None) -> bool:
    """True when ``event`` has fields that ``player`` may not see."""
    block = event.get("private")
    return block is not None and (player is None or player not in block["players"])


def redact(event: Event, player: int | None) -> Event:
    """The event as ``player`` may see it (a copy); ``player=None`` is a spectator (public part only)."""
    out = {k: jcopy(v) for k, v in event.items() if k != "private"}
    block = event.get("private")
    if block is not None and player is not None and player in block["players"]:
        out.update(jcopy(block["fields"]))
    return out


def redact_all(events: Iterable[Event], player: int | None) -> list[Event]:
    """Every event redacted for ``player``."""
    return [redact(e, player) for e in events]


def reveal(event: Event) -> Event:
    """The omniscient form of an event: every field, private ones merged, no private marker."""
    out = {k: jcopy(v) for k, v in event.items() if k != "private"}
    block = event.get("private")
    if block is not None:
        out.update(jcopy(block["fields"]))
    return out


def pending(kind: str, player: int, text: str) -> dict[str, JSON]:
    """A pending decision for the envelope."""
    return {"kind": kind, "player": player, "text": text}


def envelope(
    state: State,
    player: int,
    *,
    phase: str,
    pending: dict[str, JSON] | None,
    events: Iterable[Event],
    **rest: JSON,
) -> dict[str, JSON]:
    """A view: the envelope keys in order (events redacted for ``player``), then the game's ``rest``."""
    out: dict[str, JSON] = {
        "game": state.game.id,
        "player": player,
        "to_move": state.to_move,
        "phase": phase,
        "pending": pending,
        "events": redact_all(events, player),
        "result": jcopy(state.result),
    }
    for key, value in rest.items():
        if key in out:
            raise ValueError(f"the game's part of a view must not redefine {key!r}")
        out[key] = value
    return out


def check_envelope(view: Any, state: State, player: int) -> None:
    """Raise AssertionError naming the problem if ``view`` is not a proper envelope for ``player``."""
    if not isinstance(view, dict):
        raise AssertionError(f"view({player}) is not a dict")
    head = tuple(view)[: len(ENVELOPE_KEYS)]
    if head != ENVELOPE_KEYS:
        raise AssertionError(f"view({player}) starts with {head}, not {ENVELOPE_KEYS}")
    if view["game"] != state.game.id:
        raise AssertionError(f"view({player})['game'] is {view['game']!r}, not {state.game.id!r}")
    if view["player"] != player:
        raise AssertionError(f"view({player})['player'] is {view['player']!r}")
    if view["to_move"] != state.to_move:
        raise AssertionError(f"view({player})['to_move'] is {view['to_move']!r}, the state says {state.to_move!r}")
    if not isinstance(view["phase"], str) or not view["phase"]:
        raise AssertionError(f"view({player})['phase'] is not a phase id: {view['phase']!r}")
    pend = view["pending"]
    if state.to_move is None:
        if pend is not None:
            raise AssertionError(f"view({player}) has a pending decision but nobody is to move: {pend!r}")
    else:
        if not isinstance(pend, dict) or tuple(sorted(pend)) != tuple(sorted(PENDING_KEYS)):
            raise AssertionError(f"view({player})['pending'] must be {{kind, player, text}}, not {pend!r}")
        if pend["player"] != state.to_move:
            raise AssertionError(f"view({player})['pending'] names player {pend['player']}, to_move is {state.to_move}")
        if not isinstance(pend["kind"], str) or not pend["kind"]:
            raise AssertionError(f"view({player})['pending']['kind'] is not an id: {pend['kind']!r}")
        _check_text(pend["text"], player)
    events = view["events"]
    if not isinstance(events, list) or not all(isinstance(e, dict) and isinstance(e.get("type"), str) for e in events):
        raise AssertionError(f"view({player})['events'] must be a list of events with a type")
    if any("private" in e or "secret" in e for e in events):
        raise AssertionError(f"view({player})['events'] holds an unredacted private event")
    if view["result"] != state.result:
        raise AssertionError(f"view({player})['result'] differs from state.result")


def _check_text(text: Any, player: int) -> None:
    """A decision in words: a sentence with letters, no ids (``moloch.hq``), no coordinates (``[0, 1]``)."""
    if not isinstance(text, str) or not text.strip() or not any(ch.isalpha() for ch in text):
        raise AssertionError(f"view({player})['pending']['text'] is not words: {text!r}")
    if text[0] != text[0].upper():
        raise AssertionError(f"view({player})['pending']['text'] should start with a capital: {text!r}")
    for bad in ("[", "]", "{", "_", "."):
        if bad in text.rstrip("."):
            raise AssertionError(f"view({player})['pending']['text'] looks like data, not words: {text!r}")


__all__ = [
    "ENVELOPE_KEYS",
    "PENDING_KEYS",
    "check_envelope",
    "envelope",
    "is_private_for",
    "jcopy",
    "pending",
    "private_event",
    "redact",
    "redact_all",
    "reveal",
]
