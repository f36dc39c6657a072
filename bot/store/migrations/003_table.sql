-- The asynchronous table (docs/play-by-post.md §1–§5): per-player settings, absence, pauses,
-- votes, the decisions each seat currently owes (for pings, reminders and deadlines) and the
-- move-time record (stats).
-- Times are UTC epoch milliseconds.
CREATE TABLE player_settings (
    user_id INTEGER PRIMARY KEY,
    reminder_minutes INTEGER,            -- NULL: the game's default interval
    quiet_start TEXT,                    -- 'HH:MM' local time, NULL: no quiet hours
    quiet_end TEXT,
    time_zone TEXT NOT NULL DEFAULT 'UTC'  -- an IANA zone name (zoneinfo)
);

CREATE TABLE away (
    user_id INTEGER PRIMARY KEY,
    until_at INTEGER NOT NULL,
    set_at INTEGER NOT NULL
);

-- A game whose clocks are frozen by vote; its timers are 'paused' meanwhile.
CREATE TABLE game_pauses (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    paused_at INTEGER NOT NULL
);

-- Open table votes (pause, resume, replace, abandon, skip): one row per voter.
CREATE TABLE votes (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    motion TEXT NOT NULL,                -- e.g. 'pause', 'abandon', 'replace:1:4242'
    user_id INTEGER NOT NULL,
    cast_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, motion, user_id)
);

-- The decision a seat owes now: opened when it enters to_act, closed when it leaves.
CREATE TABLE turns (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    since_version INTEGER NOT NULL,      -- the state version at which the decision began
    since_at INTEGER NOT NULL,
    reminders_sent INTEGER NOT NULL DEFAULT 0,
    skip_next INTEGER NOT NULL DEFAULT 0,  -- "not today": the next reminder is skipped
    stalled INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seat)
);

-- Every closed decision: who owed it and how long it took (average time to move, /stats).
CREATE TABLE moves (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    started_at INTEGER NOT NULL,
    ended_at INTEGER NOT NULL
);
CREATE INDEX moves_user ON moves(user_id);

-- A seat that changed hands (replacement, handed to the bot player): abandoned seats in /stats.
CREATE TABLE seat_changes (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    old_user_id INTEGER NOT NULL,
    new_user_id INTEGER NOT NULL,
    reason TEXT NOT NULL,                -- 'replaced' or 'bot'
    changed_at INTEGER NOT NULL
);
CREATE INDEX seat_changes_old_user ON seat_changes(old_user_id);
