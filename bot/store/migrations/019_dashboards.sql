-- The server dashboard (issue #30 item 6, docs/play-by-post.md §12): one message per server,
-- posted by `/games` and edited after every change of a game of that server, listing its active
-- games. `locale` is the language it was posted in.
CREATE TABLE dashboards (
    guild_id INTEGER PRIMARY KEY,
    channel_id INTEGER NOT NULL,
    message_id INTEGER NOT NULL,
    locale TEXT NOT NULL
);
