"""Read-only operations: status, board, log pages, a seat's hand, autocomplete."""

from __future__ import annotations

import render
from bot.i18n import current_locale, speaking, t
from bot.services.absence import status_lines
from bot.services.compose import board_post, private_post, table_decisions
from bot.services.context import Table, TableLoader
from bot.services.images import picture_translator
from bot.services.narration import hints_of, label_of
from bot.services.notes import shown
from bot.services.outputs import Outputs
from bot.services.pinning import choice_name, pin
from bot.services.players import Player
from bot.services.posts import (
    MAX_CHOICES,
    MAX_NOTATION,
    names_any,
    outcome_lines,
    secrets_of,
)
from bot.store.actions import ActionRow, count_actions, list_actions
from bot.store.notes import note_of
from rules.core.notation import normalize
from rules.core.reference import folded

LOG_PAGE = 20


async def status(tables: TableLoader, table: Table) -> Outputs:
    """``reply``: the lobby's seats, or the move number, who must act, who is away and whether
    the game is paused (see GameService)."""
    game, row = table.game, table.row
    if table.state is None:
        text = t(
            "service.status_lobby",
            title=game.title,
            seated=len(table.seats),
            max_players=game.max_players,
            names=t("core.list_separator").join(table.names),
        )
        return Outputs(reply=text)
    if row.status == "finished":
        outcome = game.outcome(table.state)
        assert outcome is not None
        lines = [
            t("service.status_finished", title=game.title),
            *outcome_lines(outcome, table.names),
        ]
        return Outputs(reply="\n".join(lines))
    head = t("service.status_active", title=game.title, version=row.version)
    table_lines = await status_lines(tables.db, row.id, table.seats, tables.now())
    return Outputs(reply="\n".join([head, *table_decisions(table).lines, *table_lines]))


async def board(tables: TableLoader, table: Table) -> Outputs:
    """One public post with the current board (see :meth:`GameService.board`), in the
    table's language like the rest of the post (not the asker's)."""
    with speaking(table.locale):
        head = t("service.status_active", title=table.game.title, version=table.row.version)
    public, _ = await board_post(tables, table, [head])
    return Outputs(public=(public,))


async def board_text(tables: TableLoader, table: Table) -> Outputs:
    """``reply``: the whole public board in words (see :meth:`GameService.board_text`); not
    clipped: it may run past one message."""
    key, state = table.row.game_key, table.state
    if not render.has_board(key) or state is None:
        return await status(tables, table)
    view, says = table.game.view(state, None), picture_translator(key, current_locale())
    return Outputs(reply=render.text_board(key, view, names=table.names, translate=says))


def _log_text(row: ActionRow, hidden: frozenset[str] | None) -> str:
    """The line the log shows for ``row``: its notation too once the game is over
    (``hidden``: the ids still unknown then, such as face-down decks; ``None`` while it runs)."""
    if hidden is None or not row.full_text or names_any(row.notation, hidden):
        return row.public_text
    return row.full_text


async def log_page(tables: TableLoader, table: Table, page: int | None) -> Outputs:
    """``reply``: page ``page`` (1-based; ``None`` = the last) of public log lines.

    While the game runs, a line whose notation names a hidden card reads "Ana moved — …";
    once it is over nothing is secret and each line shows the action's notation (unless it
    names a card still face down).
    """
    total = await count_actions(tables.db, table.row.id)
    pages = max(1, -(-total // LOG_PAGE))
    number = pages if page is None else min(max(page, 1), pages)
    offset = (number - 1) * LOG_PAGE
    rows = await list_actions(tables.db, table.row.id, offset=offset, limit=LOG_PAGE)
    lines = [t("service.log_header", title=table.game.title, page=number, pages=pages)]
    over = table.row.status == "finished" and table.state is not None
    hidden = secrets_of(table.game, [table.state]) if over else None
    lines.extend(
        t("service.log_line", number=row.version + 1, text=_log_text(row, hidden)) for row in rows
    )
    if not rows:
        lines.append(t("service.log_empty"))
    return Outputs(reply="\n".join(lines))


async def hand(tables: TableLoader, table: Table, user: Player) -> Outputs:
    """``reply`` + ``reply_image_png``: the caller's private view and its notepad
    (:mod:`bot.services.notes`; see GameService.hand)."""
    seat = table.seat_of(user.user_id)
    post = await private_post(tables, table, seat, [], with_view=True)
    notepad = shown(await note_of(tables.db, table.row.id, seat))  # the seat's own notes
    text = "\n".join(filter(None, [post.text, notepad]))
    return Outputs(reply=text, reply_image_png=post.image_png)


async def autocomplete(
    tables: TableLoader, channel_id: int, user_id: int, current: str
) -> list[tuple[str, str]]:
    """The caller's legal notations containing ``current`` (prefix matches first), ≤ 25, as
    ``(name, value)``: the name is the notation with the move's label beside it in the language
    spoken now (the caller's, :func:`bot.services.pinning.choice_name`), the value pins the
    notation to the version it was listed at (:mod:`bot.services.pinning`)."""
    found = await _seated(tables, channel_id, user_id)
    return [] if found is None else _legal_choices(*found, current)


async def choices(
    tables: TableLoader, channel_id: int, user_id: int, current: str
) -> list[tuple[str, str]]:
    """``/play``'s choices for what the caller typed, ≤ 25 ``(name, value)``: the game's hints
    first (``game.notation_hints``, worded in the language spoken now by
    :func:`bot.services.narration.hints_of`: a check of a free-form notation, Afternova's deals;
    the destinations of a ``fly``, High Frontier's), then the legal notations of
    :func:`autocomplete`, one per value. Built from the caller's seat only."""
    found = await _seated(tables, channel_id, user_id)
    if found is None:
        return []
    table, seat = found
    hints = hints_of(table.game, table.state, seat, current, table.names)
    merged = {value: name for name, value in hints}
    for name, value in _legal_choices(table, seat, current):
        merged.setdefault(value, name)
    return [(name, value) for value, name in merged.items()][:MAX_CHOICES]


async def _seated(tables: TableLoader, channel_id: int, user_id: int) -> tuple[Table, int] | None:
    """The channel's active game and the caller's seat in it, or ``None``."""
    table = await tables.find(channel_id)
    seat = table.find_seat(user_id) if table is not None else None
    if table is None or table.state is None or seat is None or table.row.status != "active":
        return None
    return table, seat


def _legal_choices(table: Table, seat: int, current: str) -> list[tuple[str, str]]:
    """:func:`autocomplete`'s choices for ``seat`` of ``table``."""
    game, state = table.game, table.state
    wanted = normalize(current)
    version = table.row.version
    listed = [
        (game.describe_action(state, seat, action), action)
        for action in game.legal_actions(state, seat)
    ]
    fits = [(n, action) for n, action in listed if len(pin(version, n)) <= MAX_NOTATION]
    matching = [(n, action) for n, action in fits if wanted in normalize(n)]
    matching.sort(key=lambda pair: not normalize(pair[0]).startswith(wanted))
    labels: dict[str, str | None] = {}

    def label(n: str, action: object) -> str | None:
        if n not in labels:
            labels[n] = label_of(game, state, seat, action, table.names)
        return labels[n]

    if len(matching) < MAX_CHOICES and wanted:  # a printed name typed: the moves whose words
        named = folded(current)  # name it (issue #25 item 4), in the reader's language
        matching += [
            (n, action)
            for n, action in fits
            if (n, action) not in matching and named in folded(label(n, action) or "")
        ]
    return [(choice_name(n, label(n, a)), pin(version, n)) for n, a in matching[:MAX_CHOICES]]
