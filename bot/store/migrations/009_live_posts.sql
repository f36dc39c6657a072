-- The one public post of each game whose decision components are live (buttons, selects): when
-- a newer board is posted, the older post's components are removed, so the channel holds one
-- live set of turn buttons (docs/play-by-post.md §2).
CREATE TABLE live_posts (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    channel_id INTEGER NOT NULL,
    message_id INTEGER NOT NULL
);
