"""Repair by consent (issue #30 item 1; docs/play-by-post.md §6 "Undo that cannot cheat").

``/game rewind to:<move>`` returns the game to how it was before move ``<move>`` of
``/game log``: by a strict majority of the human seats (a vote tied to the game's version, so
it cannot land on a later position), or at once when a server manager asks. The log is replayed
up to that point; the undone moves leave the log but stay in ``/game export`` as a branch
(``rewinds``).

**Chance after the rewind is re-seeded, deterministically.** From the version the game returns
to, chance draws from ``"<seed>/rewind@<version>"`` instead of the game's seed (recorded in
``games.reseeds_json``, so replaying the log, ``/game replay`` and the export rebuild the same
states). So the table's knowledge of the old line's rolls is worthless (the same move rolls
anew), and rewinding to the same point again gives the *same* new rolls: a rewind cannot be
repeated to fish for better ones. What was dealt into the state before the rewind point (a
deck's order) is not reshuffled: what the undone moves revealed stays known to everyone, and
the rewind's post says so and repeats those moves' public lines.
"""

from __future__ import annotations

import json
from dataclasses import replace

from bot.i18n import t, tn
from bot.services.changes import ChangeKind, GameChanged
from bot.services.compose import board_post, private_post
from bot.services.context import Table, TableLoader
from bot.services.errors import ServiceError
from bot.services.outputs import Outputs
from bot.services.play import stale
from bot.store.actions import count_actions, list_actions, rewrite_log
from bot.store.games import VersionConflict
from bot.store.replay import replay_actions
from bot.store.rewinds import Rewind

SHOWN = 8
"""The undone moves' public lines the rewind's post repeats at most (the rest: ``/game export``)."""


class NoSuchMove(ServiceError):
    """``/game rewind to:`` named no move of the log. Fields: ``move``, ``total``."""

    key = "rewind.no_such_move"


def reseed(seed: str, version: int) -> str:
    """The seed chance draws from after a rewind to ``version`` of a game seeded ``seed``: the
    same for every rewind to that version (no fishing by rewinding again)."""
    return f"{seed}/rewind@{version}"


async def check_move(tables: TableLoader, table: Table, move: int) -> int:
    """The version before move ``move`` (1-based, as ``/game log`` numbers them).

    Raises:
        NoSuchMove: ``move`` is not in the log.
    """
    total = await count_actions(tables.db, table.row.id)
    if not 1 <= move <= total:
        raise NoSuchMove(move=move, total=total)
    return move - 1


async def rewind_to(tables: TableLoader, table: Table, version: int) -> tuple[Outputs, GameChanged]:
    """Return ``table``'s game to ``version``, re-seeded (see the module docstring): the log
    from ``version`` on is recorded as a rewind and deleted, the board is posted with what the
    undone moves showed, and every human seat gets its private view again.

    Returns:
        The outputs and the ``UNDONE`` change to announce.

    Raises:
        StaleVersion, NoGameHere: the game moved on or ended meanwhile (nothing is written).
    """
    game_id, db = table.row.id, tables.db
    kept = await list_actions(db, game_id, limit=version)
    undone = await list_actions(db, game_id, offset=version)
    seed = reseed(table.row.seed, version)
    reseeds = {v: s for v, s in table.row.reseeds.items() if v < version} | {version: seed}
    row = replace(table.row, reseeds=reseeds)
    state = replay_actions(table.game, row, len(table.seats), kept)
    branch = tuple(
        {"version": a.version, "seat": a.seat, "notation": a.notation}
        | {"action": json.loads(a.payload_json)}
        for a in undone
    )
    try:
        await rewrite_log(
            db,
            game_id,
            table.row.version,
            version,
            new_state_json=state.model_dump_json(),
            reseeds=reseeds,
            now=tables.now(),
            rewind=Rewind(version, table.row.version, seed, branch),
        )
    except VersionConflict as conflict:
        raise stale(table, conflict) from None
    tables.remember(game_id, state)
    done = replace(table, row=replace(row, version=state.version), state=state)
    locale = table.locale
    head = [tn("rewind.done", len(undone), locale, move=version + 1)]
    if undone:
        head.append(t("rewind.known", locale))
        head += [f"• {a.public_text}" for a in undone[-SHOWN:]]
    public, pending = await board_post(tables, done, head)
    private = [
        await private_post(
            tables, done, s.seat, [], pending.private_choices.get(s.seat, ()), with_view=True
        )
        for s in done.seats
        if not s.is_bot
    ]
    outputs = Outputs(public=(public,), private=tuple(private))
    return outputs, done.changed(ChangeKind.UNDONE, outputs)
