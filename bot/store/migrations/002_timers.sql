-- Timers (docs/design.md §6): reminders, decision deadlines and other delayed work, dispatched by the
-- one scheduler task (bot/services/scheduler.py). Times are UTC epoch milliseconds.
-- status: pending -> firing (claimed, at most once) -> done | failed; pending -> paused (the
-- game's clocks are frozen) -> pending; pending -> cancelled. A row left 'firing' by a crash is
-- marked 'interrupted' at start-up and never re-run; the services re-plan from the game state.
CREATE TABLE timers (
    id INTEGER PRIMARY KEY,
    game_id INTEGER REFERENCES games(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    seat INTEGER,
    due_at INTEGER NOT NULL,
    payload_json TEXT NOT NULL DEFAULT '{}',
    status TEXT NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'firing', 'done', 'failed', 'cancelled', 'paused',
                          'interrupted')),
    dedupe_key TEXT UNIQUE,
    created_at INTEGER NOT NULL,
    fired_at INTEGER,
    error TEXT
);
-- The next-timer lookup and the due scan read only this partial index.
CREATE INDEX timers_pending_due ON timers(due_at, id) WHERE status = 'pending';
CREATE INDEX timers_game ON timers(game_id, status);
