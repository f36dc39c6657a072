-- The recap of a finished game (SQLite migration 022; docs/play-by-post.md §10 "Recap"): written
-- in the transaction of the game's last move; stage 'scores', 'film' or 'done', each part claimed
-- just before it is sent.
CREATE TABLE recaps (
    game_id BIGINT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    stage TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX recaps_pending ON recaps(game_id) WHERE stage != 'done';
