-- Board history and the daily digest (docs/play-by-post.md §2, §12).
-- board_threads: the thread a game's replaced boards are moved to (table option
-- board_history=thread), created on the first replaced board.
CREATE TABLE board_threads (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    channel_id INTEGER NOT NULL,
    thread_id INTEGER NOT NULL
);

-- player_digests: the players who chose `/settings digest:daily`: one DM a day at `hour` (local,
-- in their /settings time zone) listing the games waiting on them, instead of per-game reminders.
-- Their next digest is a timer row of kind 'digest' (game_id NULL, payload {"user": id}).
CREATE TABLE player_digests (
    user_id INTEGER PRIMARY KEY,
    hour INTEGER NOT NULL CHECK (hour BETWEEN 0 AND 23)
);
