"""Building the text and choices of the posts after a change (pure: no I/O, no Discord).

The routing rule for hidden information (PLAY-BY-POST.md §7) lives here, in one place:

* Public text comes only from the public view, ``Event.render(None, names)`` and notations.
* A notation or a choice is public only when it names no component in any seat's
  ``secret_ids`` nor in the game's ``hidden_ids`` (before or after the action; an id counts as
  named when it appears as a whole token, case-insensitively: ``bp-1`` is not named by
  ``bp-12``). An action whose notation names a hidden card is logged publicly as "Ana moved."
  followed by the redacted public event texts; the notation itself is kept for its owner.
* Private event texts go to the seats in ``visible_to`` only.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.i18n import t
from bot.services.outputs import Choice
from rules.core import Event, Game, Outcome, fill_names

MAX_CHOICES = 25
MAX_LABEL = 80
MAX_NOTATION = 100


def secrets_of(game: Game, states: Iterable[Any]) -> frozenset[str]:
    """The component ids no public text may name, lower-cased: every seat's ``secret_ids`` and
    the game's ``hidden_ids`` (face-down decks, the automa's hidden cards) in any of ``states``
    (the service passes the states before and after an action)."""
    found: set[str] = set()
    for state in states:
        found |= {hidden.lower() for hidden in game.hidden_ids(state)}
        for seat in range(state.num_players):
            found |= {secret.lower() for secret in game.secret_ids(state, seat)}
    return frozenset(found)


def names_any(text: str, ids: Iterable[str]) -> bool:
    """True when ``text`` holds one of ``ids`` as a whole token (case-insensitive)."""
    lowered = text.lower()
    return any(
        re.search(rf"(?<![\w-]){re.escape(component.lower())}(?![\w-])", lowered)
        for component in ids
    )


def is_public_safe(text: str, secrets: frozenset[str]) -> bool:
    """True when ``text`` names none of ``secrets``."""
    return not names_any(text, secrets)


def public_event_lines(events: Iterable[Event], names: Sequence[str]) -> list[str]:
    """The public, redacted sentences of ``events``, names filled in, in order."""
    return [line for event in events if (line := event.render(None, names))]


def private_event_lines(events: Iterable[Event], seat: int, names: Sequence[str]) -> list[str]:
    """The full sentences of the events only ``seat`` (among others) may read."""
    return [
        line
        for event in events
        if not event.is_public
        and event.visible_to is not None
        and seat in event.visible_to
        and (line := event.render(seat, names))
    ]


def public_log_line(
    name: str, notation: str, events: Sequence[Event], names: Sequence[str], secrets: frozenset[str]
) -> str:
    """The one-line public log entry of an action (stored as ``actions.public_text``).

    Returns:
        ``"Ana: `build x` — Ana drew 2 blueprints."`` or, when the notation names a secret,
        ``"Ana moved — Ana drew 2 blueprints."``.
    """
    head = f"{name}: `{notation}`" if is_public_safe(notation, secrets) else f"{name} moved"
    lines = public_event_lines(events, names)
    return f"{head} — {' '.join(lines)}" if lines else head


@dataclass(frozen=True)
class Decisions:
    """Who must act next and what they are offered.

    Attributes:
        lines: one ``"<@user>: prompt"`` sentence per seat owing a decision.
        mention_user_ids: the users pinged (bot seats excluded).
        public_choices: choices safe to show under the public board.
        private_choices: per seat, choices that name that seat's hidden components.
        private_prompts: seats whose prompt names hidden components: the public line only says
            they have a decision, and the prompt goes to them privately.
    """

    lines: tuple[str, ...]
    mention_user_ids: tuple[int, ...]
    public_choices: tuple[Choice, ...]
    private_choices: dict[int, tuple[Choice, ...]]
    private_prompts: frozenset[int]


def seat_choices(game: Game, state: Any, seat: int) -> tuple[Choice, ...]:
    """The seat's first 25 legal actions as choices (engines list the decision first; the rest
    stay reachable through ``/play``)."""
    legal = game.legal_actions(state, seat)[:MAX_CHOICES]
    notations = [game.describe_action(state, seat, action) for action in legal]
    return tuple(
        Choice(label=notation[:MAX_LABEL], notation=notation, seat=seat)
        for notation in notations
        if len(notation) <= MAX_NOTATION
    )


def decisions(
    game: Game,
    state: Any,
    seat_users: Sequence[int],
    bot_seats: frozenset[int],
    secrets: frozenset[str],
    names: Sequence[str],
) -> Decisions:
    """Build the "who must act" lines and the decision choices for ``state``.

    A human seat's line starts with its user's mention, a bot seat's with its name (a bot has
    no Discord user to mention).
    """
    lines: list[str] = []
    mentions: list[int] = []
    public: list[Choice] = []
    private: dict[int, tuple[Choice, ...]] = {}
    private_prompts: set[int] = set()
    for seat in sorted(game.to_act(state)):
        user_id = seat_users[seat]
        prompt = game.prompt(state, seat)
        if not is_public_safe(prompt, secrets):
            private_prompts.add(seat)
            prompt = t("service.decision_in_private")
        who = f"**{names[seat]}**" if seat in bot_seats else f"<@{user_id}>"
        lines.append(t("service.must_act", mention=who, prompt=prompt))
        if seat not in bot_seats:
            mentions.append(user_id)
            choices = seat_choices(game, state, seat)
            if all(is_public_safe(choice.notation, secrets) for choice in choices):
                public.extend(choices)
            else:
                private[seat] = choices
    return Decisions(
        tuple(lines), tuple(mentions), tuple(public), private, frozenset(private_prompts)
    )


def outcome_lines(outcome: Outcome, names: Sequence[str]) -> list[str]:
    """The final ranking, scores, tie-break and per-seat details, names filled in."""
    ranking = [
        t("service.rank_line", place=place, name=names[seat], score=outcome.scores[seat])
        for place, seat in enumerate(outcome.ranking, start=1)
    ]
    lines = [t("service.finished", ranking=""), *ranking]
    if outcome.tie_break:
        lines.append(t("service.tie_break", reason=fill_names(outcome.tie_break, names)))
    lines.extend(fill_names(detail, names) for detail in outcome.details)
    return lines


def clip(text: str, limit: int = 2000) -> str:
    """Cut ``text`` to Discord's ``limit`` characters, marking the cut with an ellipsis."""
    return text if len(text) <= limit else text[: limit - 1] + "…"
