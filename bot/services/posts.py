"""Building the text and choices of the posts after a change (pure: no I/O, no Discord).

The routing rule for hidden information (docs/play-by-post.md §7) lives here, in one place:

* Public text comes only from the public view, the events' public texts
  (``narration.event_line``) and notations.
* A notation or a choice is public only when it names no component in any seat's
  ``secret_ids`` nor in the game's ``hidden_ids`` (before or after the action; an id counts as
  named when it appears as a whole token, case-insensitively: ``bp-1`` is not named by
  ``bp-12``). An action whose notation names a hidden card is logged publicly by its redacted
  public event texts alone (or "Ana moved" without any); the notation is kept for its owner.
* Private event texts go to the seats in ``visible_to`` only.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.i18n import say, t
from bot.services.narration import event_line, label_of, prompt_of, table_sentence
from bot.services.outputs import Choice
from rules.core import Event, Game, Outcome
from rules.core.wording import sentences as joined_sentences

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


_TOKEN = re.compile(r"[\w-]+")
"""A whole token: a run of word characters and hyphens (``bp-12``, ``hp-03``)."""


def names_any(text: str, ids: Iterable[str]) -> bool:
    """True when ``text`` holds one of ``ids`` as a whole token (case-insensitive).

    A token is a maximal run of word characters and hyphens, so ``bp-1`` is not named by
    ``bp-12`` nor by ``xbp-1``. Ids that are single tokens (every id of the shipped packs) are
    looked up in the set of ``text``'s tokens; any other id is searched with its own pattern.
    """
    simple, other = _split(ids if isinstance(ids, frozenset) else frozenset(ids))
    lowered = text.lower()
    if not simple.isdisjoint(_TOKEN.findall(lowered)):
        return True
    return any(re.search(rf"(?<![\w-]){re.escape(i)}(?![\w-])", lowered) for i in other)


@functools.lru_cache(maxsize=64)
def _split(ids: frozenset[str]) -> tuple[frozenset[str], tuple[str, ...]]:
    """``ids`` lower-cased: those that are single tokens, and the others."""
    lowered = {component.lower() for component in ids}
    simple = frozenset(i for i in lowered if _TOKEN.fullmatch(i))
    return simple, tuple(sorted(lowered - simple))


def is_public_safe(text: str, secrets: frozenset[str]) -> bool:
    """True when ``text`` names none of ``secrets``."""
    return not names_any(text, secrets)


def public_event_lines(events: Iterable[Event], names: Sequence[str]) -> list[str]:
    """The public, redacted sentences of ``events``, names filled in, in order."""
    return [line for event in events if (line := event_line(event, None, names))]


def private_event_lines(events: Iterable[Event], seat: int, names: Sequence[str]) -> list[str]:
    """The full sentences of the events only ``seat`` (among others) may read."""
    return [
        line
        for event in events
        if not event.is_public
        and event.visible_to is not None
        and seat in event.visible_to
        and (line := event_line(event, seat, names))
    ]


def public_log_line(
    name: str, notation: str, events: Sequence[Event], names: Sequence[str], secrets: frozenset[str]
) -> str:
    """The one-line public log entry of an action (stored as ``actions.public_text``).

    Returns:
        ``"Ana: `build x` — Ana drew 2 blueprints."`` or, when the notation names a secret,
        the public event texts alone (``"Ana drew 2 blueprints."``; they name the actor), or
        ``"Ana moved."`` when there are none.
    """
    lines = public_event_lines(events, names)
    if not is_public_safe(notation, secrets):
        return sentences(lines) if lines else t("service.moved", name=name)
    if not lines:
        return t("service.move_notation", name=name, notation=notation)
    return t("service.move_line", name=name, notation=notation, events=sentences(lines))


def sentences(lines: Sequence[str]) -> str:
    """Sentences one after another in the language spoken now (``core.list.sentences``:
    English puts a space between them, Chinese none after its 。); ``''`` when none."""
    return say(joined_sentences(lines))


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


def shorten(text: str, limit: int) -> str:
    """``text`` within ``limit`` characters, cut at a word boundary and ended with "…"."""
    if len(text) <= limit:
        return text
    head = text[: limit - 1]
    cut = head.rsplit(" ", 1)[0] if " " in head else head
    return cut.rstrip(" ,—|") + "…"


def distinct(labels: Sequence[str], limit: int) -> list[str]:
    """``labels`` shortened to ``limit`` characters, a repeated label numbered " (2)", " (3)"."""
    seen: dict[str, int] = {}
    out = []
    for label in labels:
        short = shorten(label, limit)
        seen[short] = seen.get(short, 0) + 1
        suffix = f" ({seen[short]})" if seen[short] > 1 else ""
        out.append(shorten(label, limit - len(suffix)) + suffix)
    return out


def seat_choices(game: Game, state: Any, seat: int, names: Sequence[str]) -> tuple[Choice, ...]:
    """The seat's first 25 labelled legal actions as choices, labelled in words where the game
    can (:func:`rules.core.game.label_action`; actions without a label stay reachable through
    ``/play``, as do those past the 25th)."""
    labelled = []
    for index, action in enumerate(game.legal_actions(state, seat)):
        label = label_of(game, state, seat, action, names)
        notation = game.describe_action(state, seat, action)
        if label is not None and len(notation) <= MAX_NOTATION:
            labelled.append((label, notation, index))
    labelled = labelled[:MAX_CHOICES]
    labels = distinct([label for label, _, _ in labelled], MAX_LABEL)
    return tuple(
        Choice(label=label, notation=notation, seat=seat, index=index, player=names[seat])
        for label, (_, notation, index) in zip(labels, labelled, strict=True)
    )


def is_public_choice(choice: Choice, secrets: frozenset[str]) -> bool:
    """True when neither the choice's notation nor its label names a secret."""
    return is_public_safe(choice.notation, secrets) and is_public_safe(choice.label, secrets)


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
        prompt = prompt_of(game, state, seat, names)
        if not is_public_safe(prompt, secrets):
            private_prompts.add(seat)
            prompt = t("service.decision_in_private")
        who = f"**{names[seat]}**" if seat in bot_seats else f"<@{user_id}>"
        lines.append(t("service.must_act", mention=who, prompt=prompt))
        if seat not in bot_seats:
            mentions.append(user_id)
            choices = seat_choices(game, state, seat, names)
            public.extend(c for c in choices if is_public_choice(c, secrets))
            if hidden := tuple(c for c in choices if not is_public_choice(c, secrets)):
                private[seat] = hidden
    return Decisions(
        tuple(lines), tuple(mentions), tuple(public), private, frozenset(private_prompts)
    )


def outcome_lines(outcome: Outcome, names: Sequence[str]) -> list[str]:
    """The final ranking, scores, tie-break and per-seat details, names filled in."""
    ranking = [
        t("service.rank_line", place=place, name=names[seat], score=outcome.scores[seat])
        for place, seat in enumerate(outcome.ranking, start=1)
    ]
    lines = [t("service.finished", ranking="")]
    if outcome.winners:
        winners = " and ".join(names[seat] for seat in outcome.winners)
        score = outcome.scores[outcome.winners[0]]
        lines.append(t("service.winners", names=winners, score=score))
    lines.extend(ranking)
    if outcome.tie_break:
        lines.append(t("service.tie_break", reason=table_sentence(outcome.tie_break, names)))
    lines.extend(table_sentence(detail, names) for detail in outcome.details)
    return lines


def fit_lines(log: Sequence[str], earlier: int, rest: Sequence[str], limit: int = 2000) -> str:
    """The text of a board post within ``limit`` characters: the board's ``log`` lines, then
    ``rest`` (who must act, the outcome). Log lines are dropped from the oldest while it is too
    long, and a first line says how many are not shown (``earlier`` more were never read) and
    that ``/game log`` has them. Should ``rest`` alone pass ``limit``, the text is longer: the
    Discord adapter sends the rest in a follow-up message, never cutting it."""
    shown = list(log)
    hidden = earlier
    while True:
        head = [t("service.board_earlier", count=hidden)] if hidden else []
        text = "\n".join([*head, *shown, *rest])
        if len(text) <= limit or not shown:
            return text
        shown.pop(0)
        hidden += 1


SINCE_LINE_MAX = 200


def since_lines(lines: Sequence[str], more: int) -> list[str]:
    """ "Since your last turn:" and the public log ``lines`` (each within
    :data:`SINCE_LINE_MAX` characters), then "…and N more, see /game log" when ``more`` > 0;
    nothing when there are no lines."""
    if not lines:
        return []
    shown = [f"• {shorten(line, SINCE_LINE_MAX)}" for line in lines]
    tail = [t("service.since_more", count=more)] if more else []
    return [t("service.since_last_turn"), *shown, *tail]
