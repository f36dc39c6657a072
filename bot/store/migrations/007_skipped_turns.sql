-- Turns the table voted to skip (the stall notice's "skip"), by the game's turn_number. A turn
-- skipped step by step may wait for other seats in between (Space Base: the off-turn window its
-- roll opens); while its row exists the seat is not pinged again for that turn and its remaining
-- steps are skipped too, after a restart as well.
CREATE TABLE skipped_turns (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    turn INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat, turn)
);
