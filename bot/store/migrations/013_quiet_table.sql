-- A quiet table (docs/play-by-post.md §2).
-- boards: the board post of each game's current turn. The service numbers boards: while the same
-- turn goes on, or moves are automatic (bot seats, lapsed windows, skips), the number stays and
-- the post is edited in place; a human's move in a new turn starts the next number (a new
-- message). first_version: the version the board's first move was applied to (its log lines are
-- the actions from that version on).
CREATE TABLE boards (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    first_version INTEGER NOT NULL,
    turn TEXT NOT NULL
);

-- The message each board number was sent as (written by the Discord routing once sent), so a
-- later post of the same board edits it, also after a restart.
CREATE TABLE board_messages (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    message_id INTEGER NOT NULL,
    PRIMARY KEY (game_id, number)
);
