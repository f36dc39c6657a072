-- Final results per seat, written when a game finishes (for /stats: wins, win rate by seat).
CREATE TABLE results (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    game_key TEXT NOT NULL,
    seat INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    is_bot INTEGER NOT NULL DEFAULT 0,
    score INTEGER NOT NULL,
    won INTEGER NOT NULL,
    finished_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX results_user ON results(user_id);
CREATE INDEX results_key ON results(game_key, seat);
