-- command_syncs: the digest of the application commands last registered with Discord, per scope
-- (0: global; otherwise a guild id), so a restart with the same commands registers nothing
-- (Discord limits command creations per day; bot/discord/sync.py).
CREATE TABLE command_syncs (
    scope INTEGER PRIMARY KEY,
    digest TEXT NOT NULL,
    synced_at INTEGER NOT NULL
);
