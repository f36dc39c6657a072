"""Who is calling the service: a front end's user, reduced to what the games need."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Player:
    """A user as the service sees them.

    Attributes:
        user_id: the Discord user id (the terminal table makes up small ids).
        display_name: the name shown on boards and in logs.
    """

    user_id: int
    display_name: str
