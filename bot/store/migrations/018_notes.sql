-- Private notes (issue #30 item 7, docs/play-by-post.md §7): one notepad per seat of a game,
-- shown to the seat's owner alone (`/note`, and under the private view of `/hand`). The seat
-- keeps its notes when it changes hands, as it keeps its hand.
CREATE TABLE seat_notes (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    text TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
