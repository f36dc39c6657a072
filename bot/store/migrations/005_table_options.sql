-- The table services' options of /game new (reminder_hours, stall_after, deadline_hours,
-- away_stretches_deadlines), kept apart from the game's own options_json, which alone reaches
-- the game's setup (at the start, in replays, exports and undo rebuilds).
ALTER TABLE games ADD COLUMN table_options_json TEXT NOT NULL DEFAULT '{}';
