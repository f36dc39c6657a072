-- The recap of a finished game (issue #30 item 8, docs/play-by-post.md §10 "Recap"): written in
-- the transaction of the game's last move, so a restart between the end and the recap still
-- posts it. stage: 'scores' (nothing posted yet), 'film' (the scores and statistics posted),
-- 'done' (the time-lapse and the chart posted). Each part is claimed (the stage moved on) just
-- before it is sent, so it is posted at most once.
CREATE TABLE recaps (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    stage TEXT NOT NULL,
    created_at INTEGER NOT NULL
);
CREATE INDEX recaps_pending ON recaps(game_id) WHERE stage != 'done';
