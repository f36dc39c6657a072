"""The PostgreSQL adapter's translation of the store's SQLite statements (bot/store/postgres.py):
pure text, no server needed."""

from __future__ import annotations

from bot.store.postgres import Table, translate

TABLES = {
    "board_messages": Table(
        ("game_id", "number", "channel_id", "message_id", "image_digest"), ("game_id", "number")
    ),
    "timers": Table(("id", "game_id", "kind", "dedupe_key"), ("id",)),
}


def test_parameters_are_numbered_and_string_literals_left_alone() -> None:
    statement = translate("SELECT '?', :now FROM t WHERE a = :now AND b = :then", TABLES)
    assert statement.sql == "SELECT '?', $1 FROM t WHERE a = $1 AND b = $2"
    assert statement.values({"then": 2, "now": 1}) == [1, 2]


def test_a_negative_limit_is_no_limit() -> None:
    statement = translate("SELECT * FROM t WHERE a = ? LIMIT ? OFFSET ?", TABLES)
    assert statement.sql.endswith("LIMIT $2 OFFSET $3")
    assert statement.values((5, -1, 3)) == [5, None, 3]


def test_insert_or_replace_sets_every_other_column_unlisted_ones_to_their_default() -> None:
    sql = translate(
        "INSERT OR REPLACE INTO board_messages (game_id, number, channel_id, message_id)"
        " VALUES (?, ?, ?, ?)",
        TABLES,
    ).sql
    assert sql == (
        "INSERT INTO board_messages (game_id, number, channel_id, message_id)"
        " VALUES ($1, $2, $3, $4) ON CONFLICT (game_id, number) DO UPDATE SET"
        " channel_id = EXCLUDED.channel_id, message_id = EXCLUDED.message_id,"
        " image_digest = DEFAULT"
    )


def test_insert_or_ignore_does_nothing_on_conflict_and_returns_the_new_id() -> None:
    sql = translate("INSERT OR IGNORE INTO timers (kind, dedupe_key) VALUES (?, ?)", TABLES).sql
    assert sql == (
        "INSERT INTO timers (kind, dedupe_key) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id"
    )


def test_begin_immediate_is_begin() -> None:
    assert translate("BEGIN IMMEDIATE", TABLES).sql == "BEGIN"
