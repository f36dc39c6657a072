-- Games, seats and the action log (docs/design.md §6). The action log is the source of truth;
-- state_json is a snapshot that replaying the log rebuilds exactly.
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    channel_id INTEGER NOT NULL,
    guild_id INTEGER,
    game_key TEXT NOT NULL,
    pack TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
    version INTEGER NOT NULL DEFAULT 0,
    seed TEXT NOT NULL,
    options_json TEXT NOT NULL DEFAULT '{}',
    state_json TEXT,
    created_by INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
-- One live (lobby or active) game per channel or thread.
CREATE UNIQUE INDEX games_live_channel ON games(channel_id) WHERE status IN ('lobby', 'active');

CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    display_name TEXT NOT NULL,
    is_bot INTEGER NOT NULL DEFAULT 0,
    joined_at TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seats_user ON seats(user_id);

CREATE TABLE actions (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    version INTEGER NOT NULL,          -- the state version the action was applied to
    seat INTEGER NOT NULL,
    user_id INTEGER,
    notation TEXT NOT NULL,            -- the actor's notation (may name their hidden cards)
    public_text TEXT NOT NULL DEFAULT '', -- the redacted public log line
    payload_json TEXT NOT NULL,
    closes_undo INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    PRIMARY KEY (game_id, version)
);
