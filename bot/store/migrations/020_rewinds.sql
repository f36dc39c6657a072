-- Repair by consent (issue #30 item 1, docs/play-by-post.md §6): `/game rewind`.
-- games.reseeds_json: {"<version>": "<seed>"}: from that state version on, chance draws from
-- that seed (a rewind re-seeds the game at the version it returned to); replaying the log
-- applies them, so the log stays the source of truth.
ALTER TABLE games ADD COLUMN reseeds_json TEXT NOT NULL DEFAULT '{}';

-- rewinds: each rewind, with the moves it undid (the export keeps them as a branch).
CREATE TABLE rewinds (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    number INTEGER NOT NULL,          -- 1, 2, ... per game
    to_version INTEGER NOT NULL,      -- the version the game returned to
    from_version INTEGER NOT NULL,    -- the version it was at
    seed TEXT NOT NULL,               -- chance from to_version on
    discarded_json TEXT NOT NULL,     -- the undone actions: [{version, seat, notation, action}]
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, number)
);
