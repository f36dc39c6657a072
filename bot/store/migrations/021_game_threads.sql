-- Games in their own threads (`/game new where:thread`, docs/play-by-post.md §2).
-- game_threads: each thread (or forum post) the bot opened for a game, and the channel (or
-- forum) it belongs to. A game's channel_id is the thread's id; this row lets a command typed
-- in the parent channel name the threads that hold its games.
CREATE TABLE game_threads (
    thread_id INTEGER PRIMARY KEY,
    parent_id INTEGER NOT NULL
);
CREATE INDEX game_threads_parent ON game_threads (parent_id);
