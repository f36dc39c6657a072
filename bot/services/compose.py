"""Composing the posts shared by several operations: the board post and a seat's private post.

The board post and the decision lines speak the table's language; a private post speaks its
reader's (docs/design.md §5, "Languages").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.i18n import speaking, t, viewers
from bot.services.context import Table, TableLoader
from bot.services.errors import ServiceError
from bot.services.narration import prompt_of, summary_of
from bot.services.outputs import Choice, PrivatePost, PublicPost
from bot.services.posts import (
    Decisions,
    decisions,
    fit_lines,
    outcome_lines,
    secrets_of,
    since_lines,
)
from bot.store.boards import lines_since_seat
from rules.core.game import Game, HasComponentNames


def table_decisions(table: Table) -> Decisions:
    """Who must act in ``table`` and the choices offered (see :func:`posts.decisions`), in the
    table's language."""
    with speaking(table.locale):
        return decisions(
            table.game,
            table.state,
            table.seat_users,
            table.bot_seats,
            secrets_of(table.game, [table.state]),
            table.names,
        )


async def board_post(
    tables: TableLoader,
    table: Table,
    head: Sequence[str],
    pending: Decisions | None = None,
    *,
    board: int = 0,
    earlier: int = 0,
) -> tuple[PublicPost, Decisions]:
    """The public post of a started game: ``head`` lines, who must act, the outcome if over.

    Built only from ``view(state, None)``, the given (public) ``head`` and the prompts.

    Args:
        pending: the table's decisions when already computed (see :func:`table_decisions`).
        board: the board number the post belongs to (0: a post of its own).
        earlier: how many log lines of the board come before ``head`` and are not shown.

    Returns:
        The post (board image when images are on) and the decisions it was built from. When
        too long, the oldest ``head`` lines give way to a line naming ``/game log``
        (:func:`posts.fit_lines`).
    """
    game, state = table.game, table.state
    pending = pending or table_decisions(table)
    rest = list(pending.lines)
    outcome = game.outcome(state)
    rematch = outcome is not None and any(not seat.is_bot for seat in table.seats)
    with speaking(table.locale):
        if outcome is not None:
            rest.extend(outcome_lines(outcome, table.names))
        if rematch:
            rest.append(t("rematch.offer"))
        text = fit_lines(head, earlier, rest)
        label = t("rematch.button") if rematch else ""
    image = await tables.renderer.board(
        table.row.game_key, game.view(state, None), table.names, table.locale
    )
    post = PublicPost(
        text=text,
        image_png=image,
        mention_user_ids=pending.mention_user_ids,
        choices=pending.public_choices,
        game_id=table.row.id,
        version=table.row.version,
        board=board,
        rematch=label,
    )
    return post, pending


def private_header(table: Table) -> str:
    """The first line of every private post: the game and the move number (in the language
    spoken now: the reader's inside :func:`private_post`)."""
    return t("service.private_header", title=table.game.title, version=table.row.version)


def private_lines(game: Game, state: Any, seat: int, names: Sequence[str]) -> list[str]:
    """``seat``'s private view in words: the game's ``private_summary`` where it has one, else
    the seat's hidden components by name and id ("Only you see: Dumbo (`thruster-03`)"); no
    line when there is nothing."""
    summary = summary_of(game, state, seat, names)
    if summary is not None:
        return [summary] if summary else []
    hidden = sorted(game.secret_ids(state, seat))
    printed = game.component_names(state) if isinstance(game, HasComponentNames) else {}
    shown = [f"{printed[i]} (`{i}`)" if i in printed else f"`{i}`" for i in hidden]
    return [t("service.private_hidden", ids=", ".join(shown))] if hidden else []


async def private_post(
    tables: TableLoader,
    table: Table,
    seat: int,
    lines: Sequence[str],
    choices: Sequence[Choice] = (),
    *,
    with_view: bool,
) -> PrivatePost:
    """A post for ``seat``'s user only: header, ``lines``, its prompt, and its private view.

    Args:
        lines: private sentences for that seat (already name-filled).
        choices: that seat's decision choices that could not be shown publicly.
        with_view: add the seat's private view: in words (the game's ``private_summary``, else
            its hidden component ids), so a reader on a phone or without images knows its hand,
            and ``view(state, seat)`` drawn by the renderer.
    """
    game, state = table.game, table.state
    reader = viewers.locale_of(table.seat_users[seat], table.locale)
    with speaking(reader):
        prompt = prompt_of(game, state, seat, table.names)
        text = [private_header(table), *lines, *([prompt] if prompt else [])]
        if with_view:
            text.extend(private_lines(game, state, seat, table.names))
    image = None
    if with_view:
        view = game.view(state, seat)
        image = await tables.renderer.private(table.row.game_key, view, table.names[seat], reader)
    return PrivatePost(
        user_id=table.seat_users[seat],
        text="\n".join(text),
        image_png=image,
        choices=tuple(choices),
        game_id=table.row.id,
        version=table.row.version,
    )


SINCE_LINES = 5
"""The most log lines a ping shows of what happened since the seat's last move."""


async def since_last_turn(tables: TableLoader, game_id: int, user_ids: Sequence[int]) -> list[str]:
    """What a ping adds for the seat of each pinged user (docs/play-by-post.md §2): the public
    log lines since that seat last moved (at most :data:`SINCE_LINES`, then "…and N more, see
    /game log"), in the table's language; from the redacted public log only. Nothing for a
    user without a seat, a game without moves since, or a game that cannot be read."""
    try:
        table = await tables.by_id(game_id)
    except ServiceError:
        return []
    found: list[str] = []
    with speaking(table.locale):
        for user_id in user_ids:
            seat = table.find_seat(user_id)
            if seat is None:
                continue
            lines, more = await lines_since_seat(tables.db, game_id, seat, SINCE_LINES)
            found.extend(since_lines(lines, more))
    return found
