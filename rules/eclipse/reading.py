"""Typed Eclipse notation read into an action *whatever the state* (issue #25 item 1): the
frame parses by the legal notations, so a move that is not legal has no action to ask the
rules about; this reads the action verbs' notations (:func:`rules.eclipse.actions.describe`)
into their models so that the engine can say why one is refused (``EclipseEngine.explain``)."""

from __future__ import annotations

from pydantic import ValidationError

from rules.eclipse.actions import (
    Action,
    Artifact,
    Build,
    Colonize,
    Explore,
    Influence,
    Move,
    Place,
    Research,
    Strip,
    Trade,
    Upgrade,
)


def read(text: str) -> Action | None:
    """The action ``text`` (normalized notation) writes, or ``None`` when it is none of the
    action verbs' notations (or its values do not fit)."""
    verb, *words = text.split()
    try:
        return _read(verb, words)
    except (ValidationError, ValueError, IndexError):
        return None


def _read(verb: str, words: list[str]) -> Action | None:
    match verb, words:
        case "explore", [where]:
            q, r = where.split(",")
            return Explore(q=int(q), r=int(r))
        case "research", [tech, *track]:
            return Research(tech=tech, track=track[0] if track else None)
        case "upgrade", [ship, "remove", *spaces] if spaces:
            return Strip(ship=ship, spaces=tuple(int(s) for s in spaces))
        case "upgrade", [ship, space, part, *rest]:
            remove = int(rest[1]) if rest[:1] == ["remove"] else 0
            return Upgrade(ship=ship, space=int(space), part=part, remove=remove)
        case "build", [what, sector]:
            return Build(what=what, sector=sector)
        case "move", [ship, origin, to]:
            return Move(ship=ship, origin=origin, to=to)
        case "influence", [origin, to]:
            return Influence(origin=origin, to=to)
        case "colonize", [sector, square, resource]:
            return Colonize.model_validate(
                {"sector": sector, "square": int(square), "resource": resource}
            )
        case "artifact", [resource]:
            return Artifact.model_validate({"resource": resource})
        case "trade", [give, get]:
            return Trade.model_validate({"give": give, "get": get})
        case "place", [turns, *sector]:
            return Place(rotation=int(turns), sector=sector[0] if sector else "")
    return None
