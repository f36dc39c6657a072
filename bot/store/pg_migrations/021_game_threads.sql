-- Games in their own threads (SQLite migration 021; docs/play-by-post.md §2): each thread (or
-- forum post) the bot opened for a game, and the channel (or forum) it belongs to.
CREATE TABLE game_threads (
    thread_id BIGINT PRIMARY KEY,
    parent_id BIGINT NOT NULL
);
CREATE INDEX game_threads_parent ON game_threads (parent_id);
