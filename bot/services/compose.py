"""Composing the posts shared by several operations: the board post and a seat's private post.

The board post and the decision lines speak the table's language; a private post speaks its
reader's (docs/design.md §5, "Languages").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.i18n import speaking, t, viewers
from bot.services.context import Table, TableLoader
from bot.services.narration import prompt_of, summary_of
from bot.services.outputs import Choice, PrivatePost, PublicPost
from bot.services.posts import Decisions, clip, decisions, outcome_lines, secrets_of
from rules.core.game import Game


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
    tables: TableLoader, table: Table, head: Sequence[str], pending: Decisions | None = None
) -> tuple[PublicPost, Decisions]:
    """The public post of a started game: ``head`` lines, who must act, the outcome if over.

    Built only from ``view(state, None)``, the given (public) ``head`` and the prompts.

    Args:
        pending: the table's decisions when already computed (see :func:`table_decisions`).

    Returns:
        The post (board image when images are on) and the decisions it was built from.
    """
    game, state = table.game, table.state
    pending = pending or table_decisions(table)
    lines = [*head, *pending.lines]
    outcome = game.outcome(state)
    if outcome is not None:
        with speaking(table.locale):
            lines.extend(outcome_lines(outcome, table.names))
    image = await tables.renderer.board(table.row.game_key, game.view(state, None), table.names)
    post = PublicPost(
        text=clip("\n".join(lines)),
        image_png=image,
        mention_user_ids=pending.mention_user_ids,
        choices=pending.public_choices,
        game_id=table.row.id,
        version=table.row.version,
    )
    return post, pending


def private_header(table: Table) -> str:
    """The first line of every private post: the game and the move number (in the language
    spoken now: the reader's inside :func:`private_post`)."""
    return t("service.private_header", title=table.game.title, version=table.row.version)


def _private_text(game: Game, state: Any, seat: int, names: Sequence[str]) -> list[str]:
    """``seat``'s private view in words: the game's ``private_summary`` where it has one, else
    the seat's hidden component ids ("Only you see: …"); no line when there is nothing."""
    summary = summary_of(game, state, seat, names)
    if summary is not None:
        return [summary] if summary else []
    hidden = sorted(game.secret_ids(state, seat))
    return [t("service.private_hidden", ids=", ".join(f"`{i}`" for i in hidden))] if hidden else []


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
    with speaking(viewers.locale_of(table.seat_users[seat], table.locale)):
        prompt = prompt_of(game, state, seat, table.names)
        text = [private_header(table), *lines, *([prompt] if prompt else [])]
        if with_view:
            text.extend(_private_text(game, state, seat, table.names))
    image = None
    if with_view:
        view = game.view(state, seat)
        image = await tables.renderer.private(table.row.game_key, view, table.names[seat])
    return PrivatePost(
        user_id=table.seat_users[seat],
        text=clip("\n".join(text)),
        image_png=image,
        choices=tuple(choices),
        game_id=table.row.id,
        version=table.row.version,
    )
